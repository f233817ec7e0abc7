import ChromaKit

/// gradient play: rebuild a gradient by setting its two end colors.
///
/// The rules of the original Gradient Game (gradient(1), THE GRADIENT GAME): a
/// target gradient between two random colors is shown as a wide bar; the
/// player sets the start and end colors' channels in a model (RGB, HSB, CMYK,
/// and here HSL and OKLCH too), both starting from the 188/255 gray, and
/// checks. A round deals the start color, then the end (each red, green,
/// blue). The whole gradient is scored, not its two ends alone: both
/// gradients are sampled at `sampleCount` evenly spaced points, ends
/// included, interpolated in OKLab as the bars are drawn and displayed in
/// 8-bit sRGB; the result's `deltaE` is the mean CIEDE2000 of the pairs of
/// samples, and the points are the matching curve of that mean
/// (`ColorScoring.points(deltaE:)`), so 100 only when the gradients are
/// within ΔE 1 on average, and an end matched alone is worth little when
/// the rest of the gradient is off.
public typealias GradientPlayGame = ColorMatchGame<GradientPuzzle>

/// One round of gradient play: the target's two ends and the player's two colors.
public struct GradientPuzzle: ColorPuzzle {
    /// The model the player edits.
    public typealias Options = ColorModel

    /// `gradient-play`.
    public static let gameName = "gradient-play"

    /// The model: `rgb`, `oklch`.
    public static func leaderboardDetail(_ model: ColorModel) -> String { model.name }

    /// The target gradient's start.
    public let targetStart: DisplayColor
    /// The target gradient's end.
    public let targetEnd: DisplayColor
    /// The player's start color.
    public private(set) var start: ModelColor
    /// The player's end color.
    public private(set) var end: ModelColor

    /// A puzzle with the given ends and guesses.
    public init(targetStart: DisplayColor, targetEnd: DisplayColor, start: ModelColor, end: ModelColor) {
        self.targetStart = targetStart
        self.targetEnd = targetEnd
        self.start = start
        self.end = end
    }

    /// Random ends (start first); both guesses at the starting gray.
    public static func deal(_ model: ColorModel, random: inout some RandomNumberGenerator) -> GradientPuzzle {
        let targetStart = DisplayColor.random(using: &random)
        let targetEnd = DisplayColor.random(using: &random)
        return GradientPuzzle(targetStart: targetStart, targetEnd: targetEnd, start: .starting(model), end: .starting(model))
    }

    /// Only the target bar is shown.
    public var publicInfo: ColorPuzzleInfo { .none }

    /// The player's two colors.
    public var guess: ColorGameGuess { .gradient(start: start, end: end) }

    /// Sets a channel or a color of one end (`which` is required), or resets one end or both.
    public mutating func edit(_ action: ColorGameAction) throws(ColorGameError) -> String? {
        switch action {
        case .setChannel(let name, let value, let relative, let which):
            switch try Self.required(which) {
            case .start: return try start.set(channelNamed: name, to: value, relative: relative)
            case .end: return try end.set(channelNamed: name, to: value, relative: relative)
            }
        case .setColor(let color, let which):
            switch try Self.required(which) {
            case .start: return start.set(color: color)
            case .end: return end.set(color: color)
            }
        case .reset(let which):
            if which != .end { start = .starting(start.model) }
            if which != .start { end = .starting(end.model) }
            return nil
        case .setRatio:
            throw ColorGameError("gradient play has no ratio: set a channel of an end ({\"action\":\"set\",\"which\":\"start\",\"channel\":\"r\",\"value\":200})")
        default:
            throw ColorGameError("not an editing action")
        }
    }

    /// The mean CIEDE2000 along the two gradients and its points; each end's ΔE besides.
    public func score() -> ColorPuzzleScore {
        let guessStart = start.displayed, guessEnd = end.displayed
        let deltaE = Self.meanDeltaE(from: targetStart, targetEnd, to: guessStart, guessEnd)
        return ColorPuzzleScore(
            answer: .gradient(start: targetStart, end: targetEnd), deltaE: deltaE,
            endDeltaEs: [ColorScoring.deltaE(targetStart, guessStart), ColorScoring.deltaE(targetEnd, guessEnd)],
            points: ColorScoring.points(deltaE: deltaE))
    }

    /// How many points of each gradient are compared: t = 0, 1/8, …, 1.
    public static let sampleCount = 9

    /// The mean CIEDE2000 between the gradient `a0`→`a1` and the gradient `b0`→`b1`, sampled at `sampleCount` points.
    public static func meanDeltaE(from a0: DisplayColor, _ a1: DisplayColor, to b0: DisplayColor, _ b1: DisplayColor) -> Double {
        let a = colors(from: a0, to: a1, count: sampleCount), b = colors(from: b0, to: b1, count: sampleCount)
        return zip(a, b).map { ColorScoring.deltaE($0, $1) }.reduce(0, +) / Double(sampleCount)
    }

    /// `count` colors of the gradient from `a` to `b`, evenly spaced, ends included: interpolated in OKLab and displayed.
    ///
    /// The ends are `a` and `b` themselves; the colors between are those
    /// `gradient a b --steps count` gives as `hex` (OKLab is the tool's default space,
    /// and the one the game draws its bars in).
    public static func colors(from a: DisplayColor, to b: DisplayColor, count: Int) -> [DisplayColor] {
        guard count > 1 else { return [a] }
        // OKLab has no hue, so the interpolator cannot refuse a hue method here.
        guard let interpolator = try? Interpolator(from: a.color, to: b.color, in: .oklab) else { return Array(repeating: a, count: count) }
        return (0..<count).map { index in
            if index == 0 { return a }
            if index == count - 1 { return b }
            return DisplayColor(interpolator.color(at: Double(index) / Double(count - 1)))
        }
    }

    private static func required(_ which: GradientEnd?) throws(ColorGameError) -> GradientEnd {
        guard let which else { throw ColorGameError("gradient play has two colors: say which, \"start\" or \"end\"") }
        return which
    }
}
