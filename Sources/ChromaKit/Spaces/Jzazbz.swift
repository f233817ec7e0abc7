#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Jzazbz (Safdar, Cui, Kim and Luo 2017, "Perceptually uniform color space for image signals including
    /// high dynamic range and wide gamut", Optics Express 25(13), 15131), written `jzazbz(Jz az bz)` as the
    /// CSS Color HDR draft defines the function (`color(--jzazbz Jz az bz)` is read too).
    ///
    /// From absolute XYZ (`xyz-abs-d65`, media white 203 cd/m²): X and Y
    /// adjusted by b = 1.15 and g = 0.66, to cone responses LMS, each through
    /// the perceptual quantizer with the paper's exponent p = 1.7 × 2523/32, to
    /// Iz az bz, and Jz = (1 + d) Iz / (1 + d Iz) − d0 with d = −0.56 and
    /// d0 = 1.6295499532821566e−11 (which takes black to 0); the matrices and
    /// constants are the paper's, the inverses color.js's. Percentages read 100%
    /// as Jz 1 and az, bz 0.21, the reference ranges of the CSS Color HDR draft
    /// (§ Jzazbz) and coloraide; relative colors name the components `j a b`, as
    /// the draft does, or `jz az bz`.
    public static let jzazbz = ColorSpace(
        id: "jzazbz",
        channels: [
            Channel("jz", "lightness", 0...1, .lightness),
            Channel("az", "az", -0.21...0.21, .opponentA),
            Channel("bz", "bz", -0.21...0.21, .opponentB),
        ],
        css: .hdrFunction("jzazbz", components: [.scaled(percentOf: 1), .scaled(percentOf: 0.21), .scaled(percentOf: 0.21)],
                          keywords: ["j", "a", "b"]),
        base: xyzAbsD65,
        toBase: { JzazbzModel.absoluteXYZ(fromJzazbz: $0) },
        fromBase: { JzazbzModel.jzazbz(fromAbsoluteXYZ: $0) }
    )

    /// JzCzhz, the polar form of Jzazbz (Safdar et al. 2017), written `jzczhz(Jz Cz hz)` as the CSS Color
    /// HDR draft defines it (`color(--jzczhz Jz Cz hz)` is read too); hue missing when Cz ≤ 0.0003.
    ///
    /// Grays are not quite on the Jzazbz axis (D65 white has Cz 0.0002 at
    /// 203 cd/m² and up to 0.00029 at 10,000 cd/m²), so the threshold is the
    /// smallest round number above the chroma of every D65 gray up to the PQ
    /// peak: coloraide's table gives white and gray no hue, and color.js's
    /// tests give `jzazbz(0.5 0 0)` none (the draft's own ε, 0.0000026, is
    /// below them). Percentages read 100% as Jz 1 and Cz 0.26, the reference
    /// ranges of the draft (§ JzCzhz) and coloraide; relative colors name the
    /// components `j c h`, as the draft does, or `jz cz hz`.
    public static let jzczhz = ColorSpace(
        id: "jzczhz",
        channels: [
            Channel("jz", "lightness", 0...1, .lightness),
            Channel("cz", "chroma", 0...0.26, .colorfulness),
            Channel("hz", "hue", 0...360, .hue),
        ],
        css: .hdrFunction("jzczhz", components: [.scaled(percentOf: 1), .scaled(percentOf: 0.26), .hue], keywords: ["j", "c", "h"]),
        base: jzazbz,
        toBase: { rectangular(fromPolar: $0) },
        fromBase: { polarKeepingChroma(fromRectangular: $0, achromatic: PowerlessHue.jzczhzChroma) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.jzczhzChroma, hue: 2)
    )
}

/// The constants and matrices of Jzazbz (Safdar et al. 2017) and its two conversions.
enum JzazbzModel {
    /// The adjustment of X and Y by b = 1.15 and g = 0.66 (X′ = b X − (b − 1) Z, Y′ = g Y − (g − 1) X), then
    /// the paper's XYZ′ → LMS matrix, multiplied into one.
    static let absoluteXYZToLMS = Matrix3(
        (0.41478972, 0.579999, 0.0146480),
        (-0.2015100, 1.120649, 0.0531008),
        (-0.0166008, 0.264800, 0.6684799)
    ) * Matrix3((b, 0, 1 - b), (1 - g, g, 0), (0, 0, 1))
    /// PQ-encoded L′M′S′ → Iz az bz (Safdar et al. 2017).
    static let lmsToIab = Matrix3(
        (0.5, 0.5, 0),
        (3.524000, -4.066708, 0.542708),
        (0.199076, 1.096799, -1.295875)
    )
    /// Iz az bz → L′M′S′: `lmsToIab` inverted (color.js's `IabtoCone_M`).
    static let iabToLMS = Matrix3(
        (1, 0.1386050432715393, 0.05804731615611886),
        (0.9999999999999999, -0.1386050432715393, -0.05804731615611886),
        (0.9999999999999998, -0.09601924202631895, -0.8118918960560388)
    )
    /// LMS → X′Y′Z: the paper's XYZ′ → LMS matrix inverted (color.js's `ConetoXYZ_M`).
    static let lmsToAdjustedXYZ = Matrix3(
        (1.9242264357876067, -1.0047923125953657, 0.037651404030618),
        (0.35031676209499907, 0.7264811939316552, -0.06538442294808501),
        (-0.09098281098284752, -0.3127282905230739, 1.5227665613052603)
    )
    /// b = 1.15, the adjustment of X.
    static var b: Double { 1.15 }
    /// g = 0.66, the adjustment of Y.
    static var g: Double { 0.66 }
    /// The outer PQ exponent p = 1.7 × 2523/32.
    static var p: Double { 1.7 * 2523 / 32 }
    /// d = −0.56.
    static var d: Double { -0.56 }
    /// d0 = 1.6295499532821566e−11: Jz of black is 0.
    static var d0: Double { 1.6295499532821566e-11 }

    /// Absolute XYZ (cd/m²) → Jzazbz.
    static func jzazbz(fromAbsoluteXYZ v: SIMD4<Double>) -> SIMD4<Double> {
        let lms = absoluteXYZToLMS * v
        let exponent = p
        let encoded = SIMD4(
            PerceptualQuantizer.encode(lms.x / 10000, exponent: exponent),
            PerceptualQuantizer.encode(lms.y / 10000, exponent: exponent),
            PerceptualQuantizer.encode(lms.z / 10000, exponent: exponent), 0
        )
        let iab = lmsToIab * encoded
        let iz = iab.x
        return SIMD4((1 + d) * iz / (1 + d * iz) - d0, iab.y, iab.z, 0)
    }

    /// Jzazbz → absolute XYZ (cd/m²).
    static func absoluteXYZ(fromJzazbz v: SIMD4<Double>) -> SIMD4<Double> {
        let jz = v.x + d0
        let iz = jz / (1 + d - d * jz)
        let encoded = iabToLMS * SIMD4(iz, v.y, v.z, 0)
        let inverse = 1 / p
        let lms = SIMD4(
            PerceptualQuantizer.decode(encoded.x, inverseExponent: inverse),
            PerceptualQuantizer.decode(encoded.y, inverseExponent: inverse),
            PerceptualQuantizer.decode(encoded.z, inverseExponent: inverse), 0
        ) * 10000
        let adjusted = lmsToAdjustedXYZ * lms
        let x = (adjusted.x + (b - 1) * adjusted.z) / b
        let y = (adjusted.y + (g - 1) * x) / g
        return SIMD4(x, y, adjusted.z, 0)
    }
}
