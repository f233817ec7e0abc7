#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// ACEScg, the Academy's linear working space (Academy S-2014-004), written `color(--acescg r g b)`.
    ///
    /// Linear light on the AP1 primaries with the ACES white point (`ACESMatrices`),
    /// reached from XYZ relative to D65 by the linear Bradford adaptation from D65 to
    /// the ACES white, as color.js and coloraide do (or by the `ChromaticAdaptation` a
    /// conversion is given, `WhiteChange`); media white is (1, 1, 1). The
    /// values are scene-referred and run to 65504, the largest half float, which is
    /// the reference range color.js and coloraide give: a percentage is a share of it.
    /// CSS Color HDR names no ACES space, so the dashed name is color.js's and
    /// coloraide's.
    public static let acescg = ColorSpace(
        id: "acescg",
        channels: [
            Channel("r", "red", 0...65504, .red), Channel("g", "green", 0...65504, .green),
            Channel("b", "blue", 0...65504, .blue),
        ],
        css: .custom(
            "acescg", components: [.scaled(percentOf: 65504), .scaled(percentOf: 65504), .scaled(percentOf: 65504)]),
        base: xyzD65,
        toBase: { ACESMatrices.acescgToXYZD65 * $0 }, fromBase: { ACESMatrices.xyzD65ToACEScg * $0 },
        toBaseMatrix: ACESMatrices.acescgToXYZD65, fromBaseMatrix: ACESMatrices.xyzD65ToACEScg,
        whiteChange: WhiteChange(white: ACESMatrices.white, baseWhite: WhitePoint.d65, toXYZ: ACESMatrices.ap1ToXYZ)
    )

    /// ACEScc, the Academy's logarithmic grading encoding of ACEScg (Academy S-2014-003), written
    /// `color(--acescc r g b)`.
    ///
    /// Each channel is (log₂ x + 9.72) / 17.52 of the ACEScg value x (§4.4.1), with the
    /// spec's toe below 2⁻¹⁵ and every value at or below 0 written as the encoding of
    /// 2⁻¹⁶; decoding (§4.4.2) stops at 65504. The reference range is coloraide's,
    /// from that lowest code, (log₂ 2⁻¹⁶ + 9.72) / 17.52 ≈ −0.3584, to the code of
    /// 65504, (log₂ 65504 + 9.72) / 17.52 ≈ 1.468: a percentage spans it, 0% being the
    /// lowest code (color.js starts its range at −0.3583, the lowest code that decodes to
    /// a positive half float). Media white (ACEScg 1) is 0.5548.
    public static let acescc = ColorSpace(
        id: "acescc",
        channels: [
            Channel("r", "red", ACESLog.lowest...ACESLog.highest, .red),
            Channel("g", "green", ACESLog.lowest...ACESLog.highest, .green),
            Channel("b", "blue", ACESLog.lowest...ACESLog.highest, .blue),
        ],
        css: .custom("acescc", components: Array(repeating: .spanning(ACESLog.lowest...ACESLog.highest), count: 3)),
        base: acescg,
        toBase: { v in SIMD4(ACESLog.decode(v.x), ACESLog.decode(v.y), ACESLog.decode(v.z), 0) },
        fromBase: { v in SIMD4(ACESLog.encode(v.x), ACESLog.encode(v.y), ACESLog.encode(v.z), 0) }
    )
}

/// ACEScc's transfer functions (Academy S-2014-003 §4.4).
enum ACESLog {
    /// The code of every ACEScg value at or below 0: (log₂ 2⁻¹⁶ + 9.72) / 17.52.
    static let lowest = (-16 + 9.72) / 17.52
    /// The code of 65504, the largest half float, where decoding stops: (log₂ 65504 + 9.72) / 17.52.
    static let highest = (log2(65504) + 9.72) / 17.52
    /// The code of 2⁻¹⁵, where the toe ends: (9.72 − 15) / 17.52.
    static let toeEnd = (9.72 - 15) / 17.52

    /// ACEScg → ACEScc (§4.4.1): log₂ x, with the toe log₂(2⁻¹⁶ + x / 2) below 2⁻¹⁵ and 2⁻¹⁶'s code at or below 0.
    static func encode(_ x: Double) -> Double {
        if x <= 0 { return lowest }
        if x < 0x1p-15 { return (log2(0x1p-16 + x / 2) + 9.72) / 17.52 }
        return (log2(x) + 9.72) / 17.52
    }

    /// ACEScc → ACEScg (§4.4.2): 2^(17.52 c − 9.72), the toe's inverse below the code of 2⁻¹⁵, and 65504 from
    /// the code of 65504 up.
    static func decode(_ c: Double) -> Double {
        if c < toeEnd { return (exp2(c * 17.52 - 9.72) - 0x1p-16) * 2 }
        if c < highest { return exp2(c * 17.52 - 9.72) }
        return 65504
    }
}

/// The ACES matrices: AP1 to XYZ from the primaries, and the Bradford adaptation between D65 and the ACES white.
enum ACESMatrices {
    /// The ACES white point, chromaticity x = 0.32168, y = 0.33767 (Academy TB-2018-001; S-2014-004 §4.3.1).
    static let white = xyz(0.32168, 0.33767)

    /// ACEScg (AP1, ACES white) → XYZ with the ACES white: the normalised primary matrix of SMPTE RP 177 from
    /// the AP1 chromaticities red (0.713, 0.293), green (0.165, 0.830), blue (0.128, 0.044) of S-2014-004
    /// §4.3.1, whose rounded form the spec prints (§4.3.2).
    static let ap1ToXYZ: Matrix3 = {
        let primaries = Matrix3(
            (0.713 / 0.293, 0.165 / 0.830, 0.128 / 0.044),
            (1, 1, 1),
            ((1 - 0.713 - 0.293) / 0.293, (1 - 0.165 - 0.830) / 0.830, (1 - 0.128 - 0.044) / 0.044)
        )
        let s = Matrix3Inverse.of(primaries) * white
        return Matrix3(
            (primaries.row0.x * s.x, primaries.row0.y * s.y, primaries.row0.z * s.z),
            (primaries.row1.x * s.x, primaries.row1.y * s.y, primaries.row1.z * s.z),
            (primaries.row2.x * s.x, primaries.row2.y * s.y, primaries.row2.z * s.z)
        )
    }()

    /// The linear Bradford adaptation from the white `source` to `target` (XYZ, Y = 1).
    static func bradfordAdaptation(from source: SIMD4<Double>, to target: SIMD4<Double>) -> Matrix3 {
        ChromaticAdaptation.bradford.matrix(from: source, to: target)
    }

    /// ACEScg → XYZ relative to D65: AP1 to XYZ (ACES white), then Bradford from the ACES white to D65.
    static let acescgToXYZD65 = bradfordAdaptation(from: white, to: WhitePoint.d65) * ap1ToXYZ
    /// XYZ relative to D65 → ACEScg: the inverse of `acescgToXYZD65`.
    static let xyzD65ToACEScg = Matrix3Inverse.of(acescgToXYZD65)

    /// XYZ (Y = 1) of the chromaticity (x, y).
    static func xyz(_ x: Double, _ y: Double) -> SIMD4<Double> {
        SIMD4(x / y, 1, (1 - x - y) / y, 0)
    }
}

/// The inverse of a 3×3 matrix, for matrices derived from published constants when the spaces are made.
enum Matrix3Inverse {
    /// The inverse of `m` by its adjugate over its determinant.
    static func of(_ m: Matrix3) -> Matrix3 {
        let (a, b, c) = (m.row0.x, m.row0.y, m.row0.z)
        let (d, e, f) = (m.row1.x, m.row1.y, m.row1.z)
        let (g, h, i) = (m.row2.x, m.row2.y, m.row2.z)
        let c00 = e * i - f * h, c01 = f * g - d * i, c02 = d * h - e * g
        let det = a * c00 + b * c01 + c * c02
        return Matrix3(
            (c00 / det, (c * h - b * i) / det, (b * f - c * e) / det),
            (c01 / det, (a * i - c * g) / det, (c * d - a * f) / det),
            (c02 / det, (b * g - a * h) / det, (a * e - b * d) / det)
        )
    }
}
