#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// HSLuv (Boronine 2012–2021, https://www.hsluv.org/math/), written `color(--hsluv h s l)`: LCh(uv) with the
    /// chroma given as a percentage of the most that the sRGB gamut holds at that lightness and hue.
    ///
    /// The lightness is CIE L\* (0–100) and the hue LCh(uv)'s; saturation 100
    /// is the edge of sRGB, so every saturation from 0 to 100 at every
    /// lightness and hue is an sRGB color, and colors outside sRGB read above
    /// 100. The edge is where this package's sRGB matrix (`srgbLinear`, CSS
    /// Color 4's rational one) and Lab's exact ε and κ put it (`LuvSRGBBounds`):
    /// HSLuv's own matrix is the same numbers rounded at the twelfth figure,
    /// and its κ = 903.2962962 at the tenth, so HSLuv's published snapshot
    /// agrees to 10⁻¹² relative, 10⁻¹⁰ below L 8 where κ counts; the
    /// primaries read saturation 100 to within 10⁻¹². Within 10⁻⁸ of L 0 or 10⁻⁷ of L 100, HSLuv's
    /// limits, the saturation is 0 and the hue missing; the lightness is kept
    /// as it is (HSLuv rounds it to 0 or 100). The hue is missing, as
    /// coloraide has it, when the saturation is at most 10⁻⁴. Percentages
    /// read 100% as saturation and lightness 100; the hue takes an angle.
    public static let hsluv = ColorSpace(
        id: "hsluv",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("s", "saturation", 0...100, .colorfulness),
            Channel("l", "lightness", 0...100, .lightness),
        ],
        css: .custom("hsluv", components: [.hue, .scaled(percentOf: 100), .scaled(percentOf: 100)]),
        gamutSpace: srgb, base: lchuv,
        toBase: { LuvSRGBBounds.lchuv(fromHSLuv: $0, maximumChroma: LuvSRGBBounds.maximumChroma) },
        fromBase: { LuvSRGBBounds.hsluv(fromLChuv: $0, maximumChroma: LuvSRGBBounds.maximumChroma) },
        powerlessHue: .whenAtMost(channel: 1, threshold: LuvSRGBBounds.achromaticSaturation, hue: 0)
    )

    /// HPLuv, HSLuv's pastel form (https://www.hsluv.org/math/), written `color(--hpluv h p l)`: the chroma as a
    /// percentage of the most that sRGB holds at that lightness for every hue.
    ///
    /// So p 100 is a circle inside sRGB at each lightness, and colors of
    /// sRGB away from gray read above 100; no gamut of its own. Lightness,
    /// hue, limits and percentages as in `hsluv`.
    public static let hpluv = ColorSpace(
        id: "hpluv",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("p", "saturation", 0...100, .colorfulness),
            Channel("l", "lightness", 0...100, .lightness),
        ],
        css: .custom("hpluv", components: [.hue, .scaled(percentOf: 100), .scaled(percentOf: 100)]),
        base: lchuv,
        toBase: { LuvSRGBBounds.lchuv(fromHSLuv: $0, maximumChroma: LuvSRGBBounds.maximumChromaForEveryHue) },
        fromBase: { LuvSRGBBounds.hsluv(fromLChuv: $0, maximumChroma: LuvSRGBBounds.maximumChromaForEveryHue) },
        powerlessHue: .whenAtMost(channel: 1, threshold: LuvSRGBBounds.achromaticSaturation, hue: 0)
    )
}

/// The sRGB gamut in LCh(uv) at one lightness, as HSLuv and HPLuv measure chroma against it.
///
/// At a fixed lightness L (so a fixed Y) an sRGB channel's linear value is a
/// ratio of two expressions linear in (u, v) (CIE 15:2004 (8.27)–(8.29) solved
/// for X and Z, then a row of the XYZ → linear sRGB matrix), so the set where
/// it equals 0 or 1 is a straight line in the (u, v) plane: six lines bound the
/// gamut's slice (https://www.hsluv.org/math/). With the row (m₁, m₂, m₃),
/// A = 9m₁ − 3m₃, B = 4m₂ − 20m₃ and the white's chromaticity (u′ₙ, v′ₙ), the
/// channel equals t along the ray of hue h at the chroma
/// C = 13L · (Y(Au′ₙ + Bv′ₙ + 12m₃) − 4tv′ₙ) / (4t sin h − Y(A cos h + B sin h)),
/// and the line lies at the distance 13L · |Y(Au′ₙ + Bv′ₙ + 12m₃) − 4tv′ₙ| / √((YA)² + (4t − YB)²)
/// from gray. This is HSLuv's geometry worked from this package's matrix and white.
enum LuvSRGBBounds {
    /// The saturation at or below which the hue is missing: coloraide's 10⁻⁴ for HSLuv and HPLuv.
    static var achromaticSaturation: Double { 1e-4 }
    /// Below this lightness the color is black: HSLuv's 10⁻⁸.
    static var blackLightness: Double { 1e-8 }
    /// Above this lightness the color is white: HSLuv's 100 − 10⁻⁷.
    static var whiteLightness: Double { 100 - 1e-7 }

    /// A, B and Au′ₙ + Bv′ₙ + 12m₃ of each row of the XYZ → linear sRGB matrix (see the overview).
    static let rows: [(a: Double, b: Double, p: Double)] = {
        let m = ColorSpace.srgbLinear.fromBaseMatrix!
        let white = LuvWhite.d65
        return [m.row0, m.row1, m.row2].map { r in
            let a = 9 * r.x - 3 * r.z, b = 4 * r.y - 20 * r.z
            return (a, b, a * white.u + b * white.v + 12 * r.z)
        }
    }()

    /// Y (white 1) of the CIE lightness L (CIE 15:2004 (8.27) solved for Y).
    @inline(__always)
    static func luminance(_ l: Double) -> Double {
        l > 8 ? pow((l + 16) / 116, 3) : l / LabConstants.kappa
    }

    /// The most chroma sRGB holds at lightness `l` and hue `h` (degrees): the nearest of the six lines along the ray.
    static func maximumChroma(_ l: Double, _ h: Double) -> Double {
        let y = luminance(l), vn = LuvWhite.d65.v
        let radians = h / ColorMath.degreesPerRadian
        let cosH = cos(radians), sinH = sin(radians)
        var best = Double.infinity
        for row in rows {
            let along = y * (row.a * cosH + row.b * sinH)
            // The channel at 0, then at 1.
            let atZero = 13 * l * y * row.p / -along, atOne = 13 * l * (y * row.p - 4 * vn) / (4 * sinH - along)
            if atZero >= 0 && atZero < best { best = atZero }
            if atOne >= 0 && atOne < best { best = atOne }
        }
        return best
    }

    /// The most chroma sRGB holds at lightness `l` for every hue: the nearest of the six lines to gray.
    static func maximumChromaForEveryHue(_ l: Double, _: Double) -> Double {
        let y = luminance(l), vn = LuvWhite.d65.v
        var best = Double.infinity
        for row in rows {
            let slopeU = y * row.a, slopeV0 = -y * row.b, slopeV1 = 4 - y * row.b
            // The channel at 0, then at 1.
            best = min(best, 13 * l * abs(y * row.p) / (slopeU * slopeU + slopeV0 * slopeV0).squareRoot(),
                       13 * l * abs(y * row.p - 4 * vn) / (slopeU * slopeU + slopeV1 * slopeV1).squareRoot())
        }
        return best
    }

    /// (h, s, l) → LCh(uv): the chroma `s`% of `maximumChroma(l, h)`, 0 at the lightness limits; a missing hue counts as 0.
    static func lchuv(fromHSLuv v: SIMD4<Double>, maximumChroma: (Double, Double) -> Double) -> SIMD4<Double> {
        let h = v.x, s = v.y, l = v.z
        guard l > blackLightness && l < whiteLightness else { return SIMD4(l, 0, h, 0) }
        return SIMD4(l, maximumChroma(l, h.isNaN ? 0 : h) * s / 100, h, 0)
    }

    /// LCh(uv) → (h, s, l): the inverse of `lchuv(fromHSLuv:maximumChroma:)`; at the lightness limits
    /// saturation 0 and the hue missing. A missing hue (a gray) counts as 0 for the bound.
    static func hsluv(fromLChuv v: SIMD4<Double>, maximumChroma: (Double, Double) -> Double) -> SIMD4<Double> {
        let l = v.x, c = v.y, h = v.z
        guard l > blackLightness && l < whiteLightness else { return SIMD4(.nan, 0, l, 0) }
        return SIMD4(h, c / maximumChroma(l, h.isNaN ? 0 : h) * 100, l, 0)
    }
}
