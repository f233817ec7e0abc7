#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Okhsl: hue, saturation and lightness over OKLab for color pickers (Ottosson 2021,
    /// "Two new color spaces for color picking", https://bottosson.github.io/posts/colorpicker/).
    ///
    /// The hue is OKLCh's, in degrees. Lightness 0–1 is OKLab's L through the
    /// toe `OKLabSRGBGamut.toe`, which brings it close to CIE L*. Saturation
    /// 0–1 runs at constant lightness and hue from gray (0) to the edge of the
    /// sRGB gamut (1), as that edge is approximated in `OKLabSRGBGamut`, so a
    /// color just inside sRGB can read a saturation a hair above 1.
    ///
    /// The hue is missing, as for the other polar spaces, when the saturation
    /// is below 10⁻⁴ or the lightness is 0 or within 10⁻⁷ of 1 (then the
    /// saturation is 0): the thresholds of color.js's `okhsl.js`. No CSS
    /// syntax: written as `color(srgb …)`, like HSB; read from `okhsl()` and
    /// from color.js's `color(--okhsl h s l)` (its `okhsl.js` format: a hue, s
    /// and l numbers 0–1 or percentages of 1). Bounded by sRGB like HSB,
    /// so mixing in it first gamut maps colors into sRGB.
    public static let okhsl = ColorSpace(
        id: "okhsl",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("s", "saturation", 0...1, .colorfulness),
            Channel("l", "lightness", 0...1, .lightness),
        ],
        css: .noneReadingColor("--okhsl", components: [.hue, .scaled(percentOf: 1), .scaled(percentOf: 1)]),
        gamutSpace: srgb, base: oklab,
        toBase: { OKLabSRGBGamut.oklab(fromOkhsl: $0) },
        fromBase: { OKLabSRGBGamut.okhsl(fromOKLab: $0) }
    )
}

/// The sRGB gamut in OKLab as Ottosson approximates it for Okhsl and Okhsv, and the two conversions of Okhsl.
///
/// From Ottosson 2021, "Two new color spaces for color picking"
/// (https://bottosson.github.io/posts/colorpicker/), which builds on the
/// cusp and gamut intersection of Ottosson 2021, "sRGB gamut clipping"
/// (https://bottosson.github.io/posts/gamutclipping/). A hue is a unit
/// vector (a, b) of OKLab; for each hue the gamut's slice is close to a
/// triangle between black, white and the cusp, the most chromatic sRGB
/// color of that hue. The matrices are this package's own (`OKLabMatrices`
/// and sRGB's), so the gamut edge is where this package's OKLab puts it.
enum OKLabSRGBGamut {
    // MARK: Lightness

    /// The toe's constants k₁ = 0.206, k₂ = 0.03 and k₃ = (1 + k₁) / (1 + k₂)
    /// (Ottosson 2021, "Two new color spaces", "Intermission – a new lightness estimate for Oklab").
    static let k1 = 0.206, k2 = 0.03
    static let k3 = (1 + k1) / (1 + k2)

    /// OKLab's L to the lightness of Okhsl and the value scale of Okhsv:
    /// L_r = (k₃L − k₁ + √((k₃L − k₁)² + 4k₂k₃L)) / 2.
    static func toe(_ x: Double) -> Double {
        let y = k3 * x - k1
        return 0.5 * (y + (y * y + 4 * k2 * k3 * x).squareRoot())
    }

    /// The inverse of `toe`: L = (L_r² + k₁L_r) / (k₃(L_r + k₂)).
    static func toeInverse(_ x: Double) -> Double {
        (x * x + k1 * x) / (k3 * (x + k2))
    }

    // MARK: The gamut

    /// OKLab's non-linear LMS (cubed) → linear sRGB, through XYZ with this package's matrices.
    static let lmsToLinearSRGB: Matrix3 = srgbFromXYZ * OKLabMatrices.lmsToXYZ
    private static let srgbFromXYZ: Matrix3 = ColorSpace.srgbLinear.fromBaseMatrix!

    /// The linear sRGB coordinates of an OKLab color.
    static func linearSRGB(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
        let lms = OKLabMatrices.labToLMS * SIMD4(v.x, v.y, v.z, 0)
        return lmsToLinearSRGB * (lms * lms * lms)
    }

    /// How the cube roots of L, M and S change along the hue (a, b): the (a, b) columns of `OKLabMatrices.labToLMS`.
    static func lmsSlopes(_ a: Double, _ b: Double) -> SIMD4<Double> {
        OKLabMatrices.labToLMS * SIMD4(0, a, b, 0)
    }

    /// The largest saturation S = C / L that stays in sRGB for the hue (a, b), a² + b² = 1.
    ///
    /// A polynomial in a and b fitted for the sRGB channel that reaches 0
    /// first, then one step of Halley's method on that channel ("sRGB gamut
    /// clipping", `compute_max_saturation`). The coefficients are those the
    /// fitting script linked from the post prints; the post's C listing gives
    /// the green channel's last two as 0.12541070 and +0.14503204, and with
    /// that sign the estimate for the red primary is off by 7·10⁻⁴ (color.js
    /// and coloraide use the script's values too).
    static func maximumSaturation(_ a: Double, _ b: Double) -> Double {
        let k: (Double, Double, Double, Double, Double)
        let channel: SIMD4<Double>
        if -1.88170328 * a - 0.80936493 * b > 1 {  // red reaches 0 first
            k = (1.19086277, 1.76576728, 0.59662641, 0.75515197, 0.56771245)
            channel = lmsToLinearSRGB.row0
        } else if 1.81444104 * a - 1.19445276 * b > 1 {  // green
            k = (0.73956515, -0.45954404, 0.08285427, 0.12541073, -0.14503204)
            channel = lmsToLinearSRGB.row1
        } else {  // blue
            k = (1.35733652, -0.00915799, -1.15130210, -0.50559606, 0.00692167)
            channel = lmsToLinearSRGB.row2
        }
        let s = k.0 + k.1 * a + k.2 * b + k.3 * a * a + k.4 * a * b
        let slopes = lmsSlopes(a, b)
        let root = 1 + s * slopes
        let f = (channel * root * root * root).sum()
        let f1 = (channel * 3 * slopes * root * root).sum()
        let f2 = (channel * 6 * slopes * slopes * root).sum()
        return s - f * f1 / (f1 * f1 - 0.5 * f * f2)
    }

    /// The cusp of the hue (a, b): the lightness and chroma of its most chromatic sRGB color ("sRGB gamut clipping", `find_cusp`).
    static func cusp(_ a: Double, _ b: Double) -> (lightness: Double, chroma: Double) {
        let s = maximumSaturation(a, b)
        let rgb = linearSRGB(fromOKLab: SIMD4(1, s * a, s * b, 0))
        let lightness = cbrt(1 / max(rgb.x, rgb.y, rgb.z))
        return (lightness, lightness * s)
    }

    /// Where the line from (L₀, 0) to (L₁, C₁) at the hue (a, b) leaves sRGB, as the fraction t of the way.
    ///
    /// Below the cusp the gamut's edge is the straight line to black; above
    /// it, the intersection with the line to white is refined by one step of
    /// Halley's method on each sRGB channel ("sRGB gamut clipping",
    /// `find_gamut_intersection`).
    static func gamutIntersection(
        _ a: Double, _ b: Double, l1: Double, c1: Double, l0: Double, cusp: (lightness: Double, chroma: Double)
    ) -> Double {
        if (l1 - l0) * cusp.chroma - (cusp.lightness - l0) * c1 <= 0 {
            return cusp.chroma * l0 / (c1 * cusp.lightness + cusp.chroma * (l0 - l1))
        }
        let t = cusp.chroma * (l0 - 1) / (c1 * (cusp.lightness - 1) + cusp.chroma * (l0 - l1))
        let slopes = lmsSlopes(a, b)
        let dt = (l1 - l0) + c1 * slopes
        let root = (l0 * (1 - t) + t * l1) + t * c1 * slopes
        let lms = root * root * root
        let lmsDt = 3 * dt * root * root
        let lmsDt2 = 6 * dt * dt * root
        // The Halley step of one channel towards 1, or none when that channel moves away from it.
        func step(_ channel: SIMD4<Double>) -> Double {
            let f = (channel * lms).sum() - 1
            let f1 = (channel * lmsDt).sum()
            let f2 = (channel * lmsDt2).sum()
            let u = f1 / (f1 * f1 - 0.5 * f * f2)
            return u >= 0 ? -f * u : .greatestFiniteMagnitude
        }
        return t + min(step(lmsToLinearSRGB.row0), step(lmsToLinearSRGB.row1), step(lmsToLinearSRGB.row2))
    }

    /// A smooth estimate of the cusp as (S, T) = (C / L, C / (1 − L)), kept below the true values:
    /// Ottosson's fitted polynomials ("Two new color spaces", `get_ST_mid`).
    static func midSaturations(_ a: Double, _ b: Double) -> (s: Double, t: Double) {
        let s = 0.11516993 + 1 / (7.44778970 + 4.15901240 * b
            + a * (-2.19557347 + 1.75198401 * b
                + a * (-2.13704948 - 10.02301043 * b
                    + a * (-4.24894561 + 5.38770819 * b + 4.69891013 * a))))
        let t = 0.11239642 + 1 / (1.61320320 - 0.68124379 * b
            + a * (0.40370612 + 0.90148123 * b
                + a * (-0.27087943 + 0.61223990 * b
                    + a * (0.00299215 - 0.45399568 * b - 0.14661872 * a))))
        return (s, t)
    }

    /// The three chromas Okhsl's saturation is laid over, at lightness L and hue (a, b) ("Two new color spaces", `get_Cs`):
    /// C₀, a hue-independent soft minimum of 0.4L and 0.8(1 − L), the slope at saturation 0; C_mid, at saturation 0.8,
    /// from the smooth cusp estimate scaled to the true gamut; and C_max, the edge of sRGB, at saturation 1.
    static func chromas(_ l: Double, _ a: Double, _ b: Double) -> (c0: Double, cMid: Double, cMax: Double) {
        let cusp = cusp(a, b)
        let cMax = gamutIntersection(a, b, l1: l, c1: 1, l0: l, cusp: cusp)
        let sMax = cusp.chroma / cusp.lightness, tMax = cusp.chroma / (1 - cusp.lightness)
        // Compensates for the curved upper part of the gamut.
        let k = cMax / min(l * sMax, (1 - l) * tMax)
        let mid = midSaturations(a, b)
        let ca = l * mid.s, cb = (1 - l) * mid.t
        let cMid = 0.9 * k * (1 / (1 / (ca * ca * ca * ca) + 1 / (cb * cb * cb * cb))).squareRoot().squareRoot()
        let c0a = l * 0.4, c0b = (1 - l) * 0.8
        let c0 = (1 / (1 / (c0a * c0a) + 1 / (c0b * c0b))).squareRoot()
        return (c0, cMid, cMax)
    }

    // MARK: Okhsl

    /// Saturation 0.8, where Okhsl's saturation reaches C_mid, and its inverse 1.25.
    static let midSaturation = 0.8, midSaturationInverse = 1.25

    /// Okhsl → OKLab ("Two new color spaces", `okhsl_to_srgb` up to OKLab).
    ///
    /// The chroma runs through C₀, C_mid and C_max as a rational curve in
    /// each half: slope C₀ at saturation 0, C_mid at 0.8, C_max at 1. A
    /// missing hue counts as 0.
    static func oklab(fromOkhsl v: SIMD4<Double>) -> SIMD4<Double> {
        let hue = v.x.isNaN ? 0 : v.x, s = v.y
        let l = toeInverse(v.z)
        guard l != 0, l != 1, s != 0 else { return SIMD4(l, 0, 0, 0) }
        let a = cos(hue / ColorMath.degreesPerRadian), b = sin(hue / ColorMath.degreesPerRadian)
        let (c0, cMid, cMax) = chromas(l, a, b)
        let chroma: Double
        if s < midSaturation {
            let t = midSaturationInverse * s
            let k1 = midSaturation * c0
            let k2 = 1 - k1 / cMid
            chroma = t * k1 / (1 - k2 * t)
        } else {
            let t = (s - midSaturation) / (1 - midSaturation)
            let k1 = (1 - midSaturation) * cMid * cMid * midSaturationInverse * midSaturationInverse / c0
            let k2 = 1 - k1 / (cMax - cMid)
            chroma = cMid + t * k1 / (1 - k2 * t)
        }
        return SIMD4(l, chroma * a, chroma * b, 0)
    }

    /// OKLab → Okhsl ("Two new color spaces", `srgb_to_okhsl` from OKLab): the inverse of `oklab(fromOkhsl:)`.
    static func okhsl(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
        let chroma = (v.y * v.y + v.z * v.z).squareRoot()
        let l = toe(v.x)
        var s = 0.0
        if l != 0, l != 1, chroma != 0 {
            let a = v.y / chroma, b = v.z / chroma
            let (c0, cMid, cMax) = chromas(v.x, a, b)
            if chroma < cMid {
                let k1 = midSaturation * c0
                let k2 = 1 - k1 / cMid
                s = midSaturation * chroma / (k1 + k2 * chroma)
            } else {
                let k1 = (1 - midSaturation) * cMid * cMid * midSaturationInverse * midSaturationInverse / c0
                let k2 = 1 - k1 / (cMax - cMid)
                let t = (chroma - cMid) / (k1 + k2 * (chroma - cMid))
                s = midSaturation + (1 - midSaturation) * t
            }
        }
        let achromatic = abs(s) < 1e-4
        if achromatic || l == 0 || abs(1 - l) < 1e-7 {
            // At the ends of lightness the saturation is rounding noise.
            return SIMD4(.nan, achromatic ? s : 0, l, 0)
        }
        return SIMD4(ColorMath.hueAngle(v.y, v.z), s, l, 0)
    }
}
