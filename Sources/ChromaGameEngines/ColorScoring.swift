import Glibc
import ChromaKit

/// How the color games turn a color difference into points: 0–100 per round from CIEDE2000.
///
/// The curve (documented in chroma-quiz(1)):
///
///     ΔE ≤ 1          100 points
///     ΔE > 1          ⌊100 · e^(−(ΔE − 1) / 10)⌋
///
/// A difference of 1 is about the smallest a trained eye sees side by side
/// (Sharma, Wu & Dalal 2005 use ΔE00 ≈ 1 as the just-noticeable difference),
/// so only a match the eye cannot tell apart scores 100; every other guess
/// scores 99 or less, and the points fall fast at first and then slowly:
/// ΔE 2 → 90, 5 → 67, 10 → 40, 20 → 14, 40 → 2, 47 → 1, above ΔE ≈ 47.05 → 0. Rounded
/// down, so that 100 stays for matches within ΔE 1.
///
/// `deltaE` is CIEDE2000 (CIE 142-2001) of the two displayed 8-bit colors,
/// exactly what `colorconv distance --method 2000` prints for their hex forms.
public enum ColorScoring {
    /// The difference at or below which a guess scores 100.
    public static let perfectDeltaE = 1.0
    /// How fast points fall after ΔE 1: they divide by e every 10 units of ΔE.
    public static let decayDeltaE = 10.0

    /// CIEDE2000 between two displayed colors (D50 Lab, as `colorconv distance`).
    public static func deltaE(_ a: DisplayColor, _ b: DisplayColor) -> Double {
        a == b ? 0 : DeltaE.ciede2000(a.color, b.color)
    }

    /// The curve before rounding: 100 up to ΔE 1, then 100 · e^(−(ΔE − 1)/10).
    public static func quality(deltaE: Double) -> Double {
        guard deltaE.isFinite else { return 0 }
        if deltaE <= perfectDeltaE { return 100 }
        return 100 * exp(-(deltaE - perfectDeltaE) / decayDeltaE)
    }

    /// The points for one color: the curve rounded down, 0–100.
    public static func points(deltaE: Double) -> Int {
        Int(quality(deltaE: deltaE).rounded(.down))
    }

    /// The points for several colors scored together (gradient play's two ends): the mean of their curves, rounded down.
    ///
    /// 100 only when every color is within ΔE 1.
    public static func points(deltaEs: [Double]) -> Int {
        guard !deltaEs.isEmpty else { return 0 }
        let mean = deltaEs.map { quality(deltaE: $0) }.reduce(0, +) / Double(deltaEs.count)
        return Int(mean.rounded(.down))
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

    /// A word for the points of a round: "Perfect!" (100), "So close!" (90+), "Good eye." (70+), "Not bad." (40+), "Keep looking." (below).
    public static func title(points: Int) -> String {
        switch points {
        case 100...: return "Perfect!"
        case 90...: return "So close!"
        case 70...: return "Good eye."
        case 40...: return "Not bad."
        default: return "Keep looking."
        }
    }
}
