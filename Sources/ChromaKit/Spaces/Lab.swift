#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// CIE Lab relative to D50 (CSS Color 4 §9.1, §10.8); L 0–100.
    public static let lab = ColorSpace(
        id: "lab",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("a", "a", -125...125, .opponentA),
            Channel("b", "b", -125...125, .opponentB),
        ],
        // CSS Color 4 §9.2: L 100% = 100, clamped to 0…100; a, b 100% = 125.
        css: .function(CSSFunction("lab", components: [.scaled(percentOf: 100, 0, 100), .scaled(percentOf: 125), .scaled(percentOf: 125)])),
        base: xyzD50,
        toBase: { xyz(fromLab: $0, white: WhitePoint.d50) },
        fromBase: { lab(fromXYZD50: $0) }
    )

    /// Lab → XYZ relative to `white` (CSS Color 4 sample code Lab_to_XYZ; ε and κ are the exact CIE ratios):
    /// Lab's `toBase` with D50, and Lab D65's with D65.
    static func xyz(fromLab v: SIMD4<Double>, white: SIMD4<Double>) -> SIMD4<Double> {
        let f1 = (v.x + 16) / 116
        let f0 = v.y / 500 + f1
        let f2 = f1 - v.z / 200
        let x = f0 * f0 * f0 > LabConstants.epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / LabConstants.kappa
        let y = v.x > LabConstants.kappa * LabConstants.epsilon ? f1 * f1 * f1 : v.x / LabConstants.kappa
        let z = f2 * f2 * f2 > LabConstants.epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / LabConstants.kappa
        return SIMD4(x, y, z, 0) * white
    }

    /// XYZ (D50) → Lab (CSS Color 4 sample code XYZ_to_Lab): Lab's `fromBase`, a named function so that
    /// conversion routes can call it directly (see `ConversionPath.Step.labFromXYZ`).
    static func lab(fromXYZD50 v: SIMD4<Double>) -> SIMD4<Double> {
        lab(fromXYZD50: v, white: WhitePoint.d50)
    }

    /// `lab(fromXYZD50:)` with the white point passed in, so that a route holding it skips the
    /// lazy-global check of `WhitePoint.d50` on every call. ε and κ are written out: the same
    /// doubles as `LabConstants`, folded when compiled.
    @inlinable @inline(__always)
    static func lab(fromXYZD50 v: SIMD4<Double>, white: SIMD4<Double>) -> SIMD4<Double> {
        let r = v / white
        @inline(__always) func f(_ t: Double) -> Double {
            t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
        }
        let fx = f(r.x), fy = f(r.y), fz = f(r.z)
        return SIMD4(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz), 0)
    }
}

/// The CIE constants of Lab (CIE 15:2004 §8.2.1, as exact ratios in CSS Color 4 §10.8).
package enum LabConstants {
    /// ε = 216/24389 = (6/29)³.
    package static let epsilon = 216.0 / 24389
    /// κ = 24389/27 = (29/3)³.
    package static let kappa = 24389.0 / 27
}
