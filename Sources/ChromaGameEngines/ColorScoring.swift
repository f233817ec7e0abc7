import Glibc
import ChromaKit

/// How the color games turn a color difference into points, titles and hints: 0–100 per round from CIEDE2000.
///
/// `deltaE` is CIEDE2000 (CIE 142-2001) of the two displayed 8-bit colors,
/// exactly what `colorconv distance --method 2000` prints for their hex forms.
/// A difference of 1 is about the smallest a trained eye sees side by side
/// (Sharma, Wu & Dalal 2005 use ΔE00 ≈ 1 as the just-noticeable difference),
/// so only a match the eye cannot tell apart scores 100, and every other
/// guess scores 99 or less. Points are rounded down, so that 100 stays for
/// matches within ΔE 1.
///
/// Two curves (`ScoringCurve`): chroma-quiz and gradient play score by the
/// matching curve, colormix play by the steeper mixing curve (chroma-quiz(1),
/// SCORING; colormix(1), THE MIXING GAME, Scoring). The title of a round
/// follows its ΔE alone, in bands that are the same for every game and
/// scoring, and a hint names the band of three coarser ones the guess is in
/// (`HintBand`), never the difference itself, and halves the points of the
/// round (`points(_:afterHints:)`).
public enum ColorScoring {
    /// The difference at or below which a guess scores 100 (and is "Perfect!").
    public static let perfectDeltaE = 1.0
    /// How fast the matching curve falls after ΔE 1: its points divide by e every 10 units of ΔE.
    public static let decayDeltaE = 10.0
    /// The width of the mixing curve: its points divide by e at ΔE 1 + 5, by e⁴ at ΔE 1 + 10.
    public static let mixingWidthDeltaE = 5.0

    /// CIEDE2000 between two displayed colors (D50 Lab, as `colorconv distance`).
    public static func deltaE(_ a: DisplayColor, _ b: DisplayColor) -> Double {
        a == b ? 0 : DeltaE.ciede2000(a.color, b.color)
    }

    /// The matching curve before rounding: 100 up to ΔE 1, then 100 · e^(−(ΔE − 1)/10).
    public static func quality(deltaE: Double) -> Double {
        ScoringCurve.matching.quality(deltaE: deltaE)
    }

    /// The points of the matching curve: rounded down, 0–100.
    public static func points(deltaE: Double) -> Int {
        ScoringCurve.matching.points(deltaE: deltaE)
    }

    /// The score of the original color-mixing game (colormix(1), THE MIXING GAME, Scoring): `(1 − mean(|Δr|, |Δg|, |Δb|)) × 100` on 0–1 sRGB.
    ///
    /// Computed on the displayed bytes and rounded down, so 100 only for the same color. The bytes make it
    /// `⌊(765 − Σ|Δ|) · 100 / 765⌋`, computed in integers: in floating point, `(1 − 612/765) × 100` is
    /// 19.999…, one point short of the 20 the formula gives.
    public static func classicPoints(target: DisplayColor, guess: DisplayColor) -> Int {
        let difference = abs(Int(target.red) - Int(guess.red)) + abs(Int(target.green) - Int(guess.green))
            + abs(Int(target.blue) - Int(guess.blue))
        return (3 * 255 - difference) * 100 / (3 * 255)
    }

    /// The titles and the largest ΔE each is given for, in order; above the last, "Keep looking.".
    ///
    /// The edges double from the just-noticeable difference: ΔE 1 the eye
    /// cannot tell apart, 2 it sees only side by side and looking hard, 4
    /// and 8 it sees at a glance, beyond 8 the colors are plainly different.
    public static let titleBands: [(upTo: Double, title: String)] = [
        (1, "Perfect!"), (2, "So close!"), (4, "Good eye."), (8, "Not bad."),
    ]
    /// The title of a difference beyond every band.
    public static let lastTitle = "Keep looking."

    /// A word for a round's ΔE: "Perfect!" (≤ 1), "So close!" (≤ 2), "Good eye." (≤ 4), "Not bad." (≤ 8), "Keep looking." (above, or not a number).
    public static func title(deltaE: Double) -> String {
        titleBands.first { deltaE <= $0.upTo }?.title ?? lastTitle
    }

    /// A round's points once `hints` hints were taken: halved for each, rounded down.
    ///
    /// Halving, rather than taking off a fixed number, bounds what hints are
    /// worth to a player who cannot see the colors, whatever the game and
    /// however clever the search: two hints or more leave at most 25 points,
    /// the share of the points random play is held to (chroma-quiz(1),
    /// FAIRNESS), and one hint cannot find the target alone.
    public static func points(_ points: Int, afterHints hints: Int) -> Int {
        hints <= 0 ? points : points >> Swift.min(hints, 8)
    }

    /// The percentage of its points a round keeps after `hints` hints: 100, 50, 25, 12.5, …
    public static func keptPercent(afterHints hints: Int) -> Double {
        100 / Double(1 << Swift.min(Swift.max(hints, 0), 8))
    }

    /// The hint band of a difference.
    public static func hintBand(deltaE: Double) -> HintBand {
        if deltaE <= HintBand.veryClose.upTo { return .veryClose }
        if deltaE <= HintBand.close.upTo { return .close }
        return .far
    }
}

/// A curve from ΔE to 0–100 points: 100 up to ΔE 1, then falling.
public enum ScoringCurve: String, Sendable, Equatable, CaseIterable {
    /// chroma-quiz and gradient play: 100 · e^(−(ΔE − 1)/10); ΔE 2 → 90, 5 → 67, 10 → 40, 20 → 14, 0 from ΔE 47.06.
    case matching
    /// colormix play (perceptual scoring): 100 · e^(−((ΔE − 1)/5)²); ΔE 2 → 96, 3 → 85, 4 → 69, 6 → 36, 8 → 14, 0 from ΔE 11.73.
    ///
    /// Steeper than `matching` because a ratio is one number on a line
    /// between two colors the player sees: a guess at random lands much
    /// nearer the target than a random color does, and the curve has to
    /// fall off faster for random ratios to average at most a quarter of
    /// the points (colormix(1), FAIRNESS). Flat near ΔE 1, so an eye that
    /// is close loses little.
    case mixing

    /// The curve before rounding; 0 for a difference that is not a number.
    public func quality(deltaE: Double) -> Double {
        guard deltaE.isFinite else { return 0 }
        if deltaE <= ColorScoring.perfectDeltaE { return 100 }
        let beyond = deltaE - ColorScoring.perfectDeltaE
        switch self {
        case .matching:
            return 100 * exp(-beyond / ColorScoring.decayDeltaE)
        case .mixing:
            let scaled = beyond / ColorScoring.mixingWidthDeltaE
            return 100 * exp(-scaled * scaled)
        }
    }

    /// The points: the curve rounded down, 0–100; 100 only up to ΔE 1, however flat the curve is just past it.
    public func points(deltaE: Double) -> Int {
        let points = Int(quality(deltaE: deltaE).rounded(.down))
        return deltaE <= ColorScoring.perfectDeltaE ? points : Swift.min(points, 99)
    }
}

/// How near a hint says the guess is: one of three coarse bands of ΔE, never the difference itself.
public enum HintBand: String, Sendable, Equatable, CaseIterable {
    /// ΔE 2 or less: "Perfect!" or "So close!" if checked now.
    case veryClose = "very close"
    /// ΔE above 2, up to 8: "Good eye." or "Not bad.".
    case close
    /// ΔE above 8.
    case far

    /// The largest ΔE of the band (infinity for `far`).
    public var upTo: Double {
        switch self {
        case .veryClose: return 2
        case .close: return 8
        case .far: return .infinity
        }
    }
}
