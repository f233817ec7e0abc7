import ChromaKit

/// gradient play: rebuild a gradient by setting its two end colors.
///
/// The rules of the original Gradient Game (gradient(1), THE GRADIENT GAME): a
/// target gradient between two random colors is shown as a wide bar; the
/// player sets the start and end colors' channels in a model (RGB, HSB, CMYK,
/// and here HSL and OKLCH too), both starting from the 188/255 gray, and
/// checks. A round deals the start color, then the end (each red, green,
/// blue). The score combines both ends: the mean of `ColorScoring`'s curve
/// for each end's CIEDE2000, rounded down, so 100 only when both ends are
/// within ΔE 1; the result's `deltaE` is the mean of the two differences.
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

    /// Each end's CIEDE2000 as displayed; the points are the mean of their curves.
    public func score() -> ColorPuzzleScore {
        let deltaEs = [ColorScoring.deltaE(targetStart, start.displayed), ColorScoring.deltaE(targetEnd, end.displayed)]
        return ColorPuzzleScore(
            answer: .gradient(start: targetStart, end: targetEnd), deltaE: (deltaEs[0] + deltaEs[1]) / 2,
            endDeltaEs: deltaEs, points: ColorScoring.points(deltaEs: deltaEs))
    }

    private static func required(_ which: GradientEnd?) throws(ColorGameError) -> GradientEnd {
        guard let which else { throw ColorGameError("gradient play has two colors: say which, \"start\" or \"end\"") }
        return which
    }
}
