#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Okhsv: hue, saturation and value over OKLab for color pickers (Ottosson 2021,
    /// "Two new color spaces for color picking", https://bottosson.github.io/posts/colorpicker/).
    ///
    /// The hue is OKLCh's, in degrees; saturation and value run 0–1 over the
    /// slice of the sRGB gamut at that hue, approximated as a triangle between
    /// black, white and the cusp (`OKLabSRGBGamut`) and stretched to the curved
    /// edge: value 1 with saturation 1 is the cusp, value 1 with saturation 0
    /// white, value 0 black, as in HSB.
    ///
    /// The hue is missing, as for the other polar spaces, when the saturation
    /// is below 10⁻⁴ or the value is 0: the thresholds of color.js's
    /// `okhsv.js`. No CSS syntax: written as `color(srgb …)`, like HSB; read
    /// from `okhsv()` and from color.js's `color(--okhsv h s v)` (its `okhsv.js`
    /// format: a hue, s and v numbers 0–1 or percentages of 1).
    /// Bounded by sRGB like HSB, so mixing in it first gamut maps colors into sRGB.
    public static let okhsv = ColorSpace(
        id: "okhsv",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("s", "saturation", 0...1, .other),
            Channel("v", "value", 0...1, .other),
        ],
        css: .noneReadingColor("--okhsv", components: [.hue, .scaled(percentOf: 1), .scaled(percentOf: 1)]),
        gamutSpace: srgb, base: oklab,
        toBase: { oklab(fromOkhsv: $0) },
        fromBase: { okhsv(fromOKLab: $0) }
    )

    /// S₀ = 0.5, the saturation of the triangle's lower edge that Okhsv's saturation is laid out from ("Two new color spaces").
    static let okhsvS0 = 0.5

    /// The triangle of the hue (a, b): its cusp as (S, T) = (C / L, C / (1 − L)), and k = 1 − S₀ / S.
    private static func okhsvTriangle(_ a: Double, _ b: Double) -> (sMax: Double, tMax: Double, k: Double) {
        let cusp = OKLabSRGBGamut.cusp(a, b)
        let sMax = cusp.chroma / cusp.lightness, tMax = cusp.chroma / (1 - cusp.lightness)
        return (sMax, tMax, 1 - okhsvS0 / sMax)
    }

    /// How much the triangle's top at (L_v, C_v) has to be scaled to reach the curved gamut edge:
    /// the cube root of 1 / the largest sRGB channel of the point once the toe is undone.
    private static func okhsvEdgeScale(_ a: Double, _ b: Double, lv: Double, cv: Double) -> Double {
        let lvt = OKLabSRGBGamut.toeInverse(lv)
        let cvt = cv * lvt / lv
        let rgb = OKLabSRGBGamut.linearSRGB(fromOKLab: SIMD4(lvt, a * cvt, b * cvt, 0))
        return cbrt(1 / max(rgb.x, rgb.y, rgb.z, 0))
    }

    /// Okhsv → OKLab ("Two new color spaces", `okhsv_to_srgb` up to OKLab). A missing hue counts as 0.
    static func oklab(fromOkhsv v: SIMD4<Double>) -> SIMD4<Double> {
        let hue = v.x.isNaN ? 0 : v.x, s = v.y, value = v.z
        guard value != 0, s != 0 else { return SIMD4(OKLabSRGBGamut.toeInverse(value), 0, 0, 0) }
        let a = cos(hue / ColorMath.degreesPerRadian), b = sin(hue / ColorMath.degreesPerRadian)
        let (_, tMax, k) = okhsvTriangle(a, b)
        // The lightness and chroma at value 1, as if the gamut were the triangle,
        let denominator = okhsvS0 + tMax - tMax * k * s
        let lv = 1 - s * okhsvS0 / denominator
        let cv = s * tMax * okhsvS0 / denominator
        // then scaled by the value, with the toe and the curved top of the gamut made up for.
        var l = value * lv, chroma = value * cv
        let toed = OKLabSRGBGamut.toeInverse(l)
        chroma *= toed / l
        l = toed
        let scale = okhsvEdgeScale(a, b, lv: lv, cv: cv)
        l *= scale
        chroma *= scale
        return SIMD4(l, chroma * a, chroma * b, 0)
    }

    /// OKLab → Okhsv ("Two new color spaces", `srgb_to_okhsv` from OKLab): the inverse of `oklab(fromOkhsv:)`.
    static func okhsv(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
        var l = v.x
        var chroma = (v.y * v.y + v.z * v.z).squareRoot()
        var s = 0.0, value = OKLabSRGBGamut.toe(l)
        if l != 0, l != 1, chroma != 0 {
            let a = v.y / chroma, b = v.z / chroma
            let (_, tMax, k) = okhsvTriangle(a, b)
            // The point at value 1 on the line from black through the color,
            let t = tMax / (chroma + l * tMax)
            let lv = t * l, cv = t * chroma
            // and the color with the curved top and the toe undone.
            let scale = okhsvEdgeScale(a, b, lv: lv, cv: cv)
            l /= scale
            chroma /= scale
            let toed = OKLabSRGBGamut.toe(l)
            chroma *= toed / l
            l = toed
            value = l / lv
            s = (okhsvS0 + tMax) * cv / (tMax * okhsvS0 + tMax * k * cv)
        }
        if abs(s) < 1e-4 || value == 0 { return SIMD4(.nan, s, value, 0) }
        return SIMD4(ColorMath.hueAngle(v.y, v.z), s, value, 0)
    }
}
