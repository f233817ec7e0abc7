import ChromaKit

/// chroma-quiz: match a random target color by setting channels in a color model.
///
/// The rules of the original Chroma Game (chroma-quiz(1), RULES): a target
/// color is shown as a swatch and the player sets RGB, HSB, CMYK, HSL, OKLCH, Okhsl, Okhsv or HCT
/// channels, starting from the neutral 188/255 gray of the original
/// (`ModelColor.startingGray`), then checks. The target is uniform over the
/// 16.7 million 8-bit sRGB colors (red, green, blue drawn in that order). The
/// round scores 0–100 by `ColorScoring`'s curve of CIEDE2000 between target
/// and guess as displayed. Rounds, modes and difficulty are
/// `ColorMatchGame`'s.
public typealias ChromaQuizGame = ColorMatchGame<ChromaQuizPuzzle>

/// One round of chroma-quiz: the target and the player's color in the chosen model.
public struct ChromaQuizPuzzle: ColorPuzzle {
    /// The model the player edits.
    public typealias Options = ColorModel

    /// `chroma-quiz`.
    public static let gameName = "chroma-quiz"

    /// The model: `rgb`, `hsb`.
    public static func leaderboardDetail(_ model: ColorModel) -> String { model.name }

    /// The color to match.
    public let target: DisplayColor
    /// The player's color.
    public private(set) var current: ModelColor

    /// A puzzle with the given target and guess (tests and replays; games deal theirs).
    public init(target: DisplayColor, current: ModelColor) {
        self.target = target
        self.current = current
    }

    /// A random target; the guess at the starting gray.
    public static func deal(_ model: ColorModel, random: inout some RandomNumberGenerator) -> ChromaQuizPuzzle {
        ChromaQuizPuzzle(target: DisplayColor.random(using: &random), current: .starting(model))
    }

    /// Nothing but the target's swatch is shown.
    public var publicInfo: ColorPuzzleInfo { .none }

    /// The player's color.
    public var guess: ColorGameGuess { .color(current) }

    /// Sets a channel or every channel from a color, or resets to the gray.
    public mutating func edit(_ action: ColorGameAction) throws(ColorGameError) -> String? {
        switch action {
        case .setChannel(let name, let value, let relative, let which):
            try Self.refuse(which)
            return try current.set(channelNamed: name, to: value, relative: relative)
        case .setColor(let color, let which):
            try Self.refuse(which)
            return current.set(color: color)
        case .reset(let which):
            try Self.refuse(which)
            current = .starting(current.model)
            return nil
        case .setRatio:
            throw ColorGameError("chroma-quiz has no ratio: set a channel ({\"action\":\"set\",\"channel\":\"r\",\"value\":200}) or a color")
        default:
            throw ColorGameError("not an editing action")
        }
    }

    /// CIEDE2000 of target and guess as displayed, scored by the curve.
    public func score() -> ColorPuzzleScore {
        let deltaE = ColorScoring.deltaE(target, current.displayed)
        return ColorPuzzleScore(answer: .color(target), deltaE: deltaE, points: ColorScoring.points(deltaE: deltaE))
    }

    private static func refuse(_ which: GradientEnd?) throws(ColorGameError) {
        if which != nil { throw ColorGameError("\"which\" is for gradient play; chroma-quiz has one color") }
    }
}
