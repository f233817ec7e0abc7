import ChromaKit

/// colormix play: find the hidden ratio at which two colors were mixed into the target.
///
/// The rules of the original color-mixing game (colormix(1), THE MIXING GAME): two
/// random base colors; the target is their mix at a hidden ratio; the player
/// sets the ratio with a slider (0 = all of the first color, 1 = all of the
/// second) and checks. The original mixes in SwiftUI's `.perceptual` space;
/// here that is OKLab (`--in perceptual`, the default), and `device` is
/// sRGB. A round deals the first color, the second (each red, green, blue),
/// then the ratio, uniform in 0.050…0.950 in steps of 0.001 (never a base
/// color itself), and deals all three again until the ratios 0.05 either side
/// of the hidden one mix colors at least ΔE 2 from the target
/// (`nearMissRatio`, `nearMissDeltaE`): two colors too alike to tell their
/// mixes apart make no puzzle, a guess 0.05 off is at best "Good eye.", and
/// no guess 0.05 or more off is "Perfect!".
/// The guess starts at 0.5, as the original's slider.
///
/// Scoring: `perceptual` (the default) is the mixing curve
/// (`ScoringCurve.mixing`) of CIEDE2000 between the target and the guess's
/// mix as displayed; `classic` is the original's `(1 − mean|Δrgb|) × 100`.
/// Either way the title follows the ΔE (`ColorScoring.title(deltaE:)`).
public typealias ColormixPlayGame = ColorMatchGame<ColormixPuzzle>

/// How colormix play scores a guess.
public enum MixScoring: String, Sendable, Equatable, CaseIterable {
    /// The mixing curve of CIEDE2000 (`ScoringCurve.mixing`): points follow what the eye sees.
    case perceptual
    /// The original's `(1 − mean(|Δr|, |Δg|, |Δb|)) × 100` on sRGB.
    case classic
}

/// One round of colormix play: the two colors, the hidden ratio, the player's ratio.
public struct ColormixPuzzle: ColorPuzzle {
    /// Where colors mix and how guesses score.
    public struct Options: Sendable, Equatable {
        /// The space the colors mix in (OKLab for `perceptual`).
        public var space: ColorSpace
        /// How a guess is scored.
        public var scoring: MixScoring

        /// Options with the given space and scoring.
        public init(space: ColorSpace = Mix.defaultSpace, scoring: MixScoring = .perceptual) {
            self.space = space
            self.scoring = scoring
        }

        /// The same space and scoring.
        public static func == (a: Options, b: Options) -> Bool { a.space === b.space && a.scoring == b.scoring }
    }

    /// The smallest and largest hidden ratio, in thousandths.
    public static let ratioRange = 50...950
    /// How far from the hidden ratio a guess is a near miss that must not look like the target.
    public static let nearMissRatio = 0.05
    /// The smallest ΔE between the target and the mixes `nearMissRatio` either side of it that a dealt puzzle has.
    ///
    /// 2 is the top of "So close!" (`ColorScoring.titleBands`): a ratio 0.05
    /// off scores at most 96 and is never "Perfect!" nor "So close!"; farther
    /// off, the mix moves away from the target (not strictly: CIEDE2000 is not
    /// uniform along the line, and bytes round), and is never "Perfect!".
    /// About half the random draws pass; the others have their two colors
    /// too near each other for the eye to judge a ratio.
    public static let nearMissDeltaE = 2.0
    /// Where the player's ratio starts each round.
    public static let startingRatio = 0.5

    /// `colormix-play`.
    public static let gameName = "colormix-play"

    /// The mixing space, and the scoring when it is classic: `oklab`, `srgb · classic scoring`.
    public static func leaderboardDetail(_ options: Options) -> String {
        options.space.id + (options.scoring == .classic ? " · classic scoring" : "")
    }

    /// The space and scoring.
    public let options: Options
    /// The first color (ratio 0).
    public let first: DisplayColor
    /// The second color (ratio 1).
    public let second: DisplayColor
    /// The hidden ratio.
    public let ratio: Double
    /// The target: the mix at the hidden ratio, as displayed.
    public let target: DisplayColor
    /// The player's ratio.
    public private(set) var guessRatio: Double

    /// A puzzle with the given colors and ratio; the guess at 0.5.
    public init(options: Options, first: DisplayColor, second: DisplayColor, ratio: Double) {
        self.options = options
        self.first = first
        self.second = second
        self.ratio = ratio
        self.target = Self.mix(first, second, ratio, in: options.space)
        self.guessRatio = Self.startingRatio
    }

    /// Two random colors and a hidden ratio whose near misses show (see the overview for the order of draws).
    public static func deal(_ options: Options, random: inout some RandomNumberGenerator) -> ColormixPuzzle {
        while true {
            let first = DisplayColor.random(using: &random)
            let second = DisplayColor.random(using: &random)
            let thousandths = GameRandom.integer(in: ratioRange, using: &random)
            let puzzle = ColormixPuzzle(options: options, first: first, second: second, ratio: Double(thousandths) / 1000)
            if puzzle.nearMissesShow { return puzzle }
        }
    }

    /// Whether the mixes `nearMissRatio` either side of the hidden ratio are at least `nearMissDeltaE` from the target.
    public var nearMissesShow: Bool {
        [ratio - Self.nearMissRatio, ratio + Self.nearMissRatio].allSatisfy { nearMiss in
            ColorScoring.deltaE(target, Self.mix(first, second, nearMiss, in: options.space)) >= Self.nearMissDeltaE
        }
    }

    /// The mix of `first` and `second` with `ratio` of the second, in `space`, as displayed.
    public static func mix(_ first: DisplayColor, _ second: DisplayColor, _ ratio: Double, in space: ColorSpace) -> DisplayColor {
        let clamped = Swift.min(Swift.max(ratio, 0), 1)
        guard let mixed = try? Mix.mix(first.color, second.color, by: clamped, in: space) else { return first }
        return DisplayColor(mixed)
    }

    /// The two colors are shown; the ratio is not.
    public var publicInfo: ColorPuzzleInfo { .mixing(first, second, space: options.space.id) }

    /// The player's ratio and its mix.
    public var guess: ColorGameGuess { .ratio(guessRatio, mixed: Self.mix(first, second, guessRatio, in: options.space)) }

    /// Sets or moves the ratio (clamped into 0…1, said in the note), or resets it to 0.5.
    public mutating func edit(_ action: ColorGameAction) throws(ColorGameError) -> String? {
        switch action {
        case .setRatio(let value, let relative):
            let requested = relative ? guessRatio + value : value
            guard requested.isFinite else { return "the ratio must be a number: left at \(ShortNumber.string(guessRatio, precision: 3))" }
            guessRatio = Swift.min(Swift.max(requested, 0), 1)
            guard guessRatio != requested else { return nil }
            return "the ratio \(ShortNumber.string(requested, precision: 3)) is outside 0–1: set to \(ShortNumber.string(guessRatio, precision: 3))"
        case .reset(nil):
            guessRatio = Self.startingRatio
            return nil
        case .setChannel, .setColor, .reset:
            throw ColorGameError("colormix play sets a ratio from 0 to 1: {\"action\":\"set\",\"ratio\":0.42}")
        default:
            throw ColorGameError("not an editing action")
        }
    }

    /// The guess's mix against the target: CIEDE2000, and points by the chosen scoring.
    public func score() -> ColorPuzzleScore {
        let mixed = Self.mix(first, second, guessRatio, in: options.space)
        let deltaE = ColorScoring.deltaE(target, mixed)
        let points = switch options.scoring {
        case .perceptual: ScoringCurve.mixing.points(deltaE: deltaE)
        case .classic: ColorScoring.classicPoints(target: target, guess: mixed)
        }
        return ColorPuzzleScore(answer: .mix(target, ratio: ratio), deltaE: deltaE, points: points)
    }

    /// The same puzzle and guess.
    public static func == (a: ColormixPuzzle, b: ColormixPuzzle) -> Bool {
        a.options == b.options && a.first == b.first && a.second == b.second && a.ratio == b.ratio && a.guessRatio == b.guessRatio
    }
}
