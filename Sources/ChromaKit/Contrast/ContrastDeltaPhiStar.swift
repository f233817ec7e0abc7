#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ContrastMethod {
    /// `--method deltaphistar`: Delta Phi Star (ΔΦ*), about 0 to 101, symmetric.
    ///
    /// Somers, github.com/Myndex/deltaphistar, as color.js's
    /// `contrastDeltaPhi`: the CIE lightnesses L* of the two colors relative
    /// to D65 are raised to φ (the golden ratio), their difference is raised
    /// to 1/φ, multiplied by √2, and 40 is taken off; values below 7.5 are 0.
    /// L* relative to D65 is 116·∛Y − 16 (κ·Y below ε, CIE 15:2004 §8.2.1) of
    /// the `xyz-d65` luminance Y.
    public static let deltaPhiStar = ContrastMethod(
        name: "deltaphistar", aliases: ["deltaphi", "dps"],
        summary: "Delta Phi Star: |L1^φ - L2^φ|^(1/φ)·√2 - 40 of L* (D65), 0 below 7.5",
        measureSpace: .xyzD65,
        measure: { DeltaPhiStar.lightness(luminance: $0.y) },
        compare: { DeltaPhiStar.contrast($0, $1) }
    )
}

/// The Delta Phi Star formula.
enum DeltaPhiStar {
    /// φ = (1 + √5) / 2.
    static let phi = (1 + 5.0.squareRoot()) / 2

    /// CIE L* of luminance Y relative to a white of Y = 1 (CIE 15:2004 §8.2.1, with the exact ε and κ).
    static func lightness(luminance y: Double) -> Double {
        y > LabConstants.epsilon ? 116 * cbrt(y) - 16 : LabConstants.kappa * y
    }

    /// ΔΦ* of two lightnesses.
    static func contrast(_ l1: Double, _ l2: Double) -> Double {
        let difference = abs(pow(l1, phi) - pow(l2, phi))
        let value = pow(difference, 1 / phi) * 2.0.squareRoot() - 40
        return value < 7.5 ? 0 : value
    }
}
