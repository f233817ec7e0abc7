#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// CAM16 lightness J, colorfulness M and hue angle h (Li et al. 2017, "Comprehensive color solutions:
    /// CAM16, CAT16, and CAM16-UCS", Color Res. Appl. 42(6)), written `color(--cam16-jmh J M h)`.
    ///
    /// The viewing conditions are color.js's and coloraide's defaults
    /// (`CAM16ViewingConditions.standard`): a D65 white, an adapting luminance of
    /// 64 / π × 0.2 ≈ 4.07 cd/m² (a 64 lux sRGB viewing room and a gray world), a
    /// background of 20 (Y), an average surround, the illuminant not discounted.
    /// The inverse is direct, the model's own (Li et al. §2, steps of the reverse
    /// model), no search. Not discounting leaves the white slightly colorful
    /// (M 2.24 at h 209.5°), so grays keep that hue; the hue is missing only when M
    /// is at most 0.0015, CSS Color 4's threshold for the chroma of `lch()` on a
    /// scale of the same size. Percentages read 100% as J 100 and M 105, the
    /// reference ranges of color.js and coloraide.
    public static let cam16JMh = ColorSpace(
        id: "cam16-jmh",
        channels: [
            Channel("j", "lightness", 0...100, .lightness),
            Channel("m", "colorfulness", 0...105, .colorfulness),
            Channel("h", "hue", 0...360, .hue),
        ],
        css: .custom("cam16-jmh", components: [.scaled(percentOf: 100), .scaled(percentOf: 105), .hue]),
        base: xyzD65,
        toBase: { CAM16ViewingConditions.standard.xyz(fromJMh: $0) },
        fromBase: { CAM16ViewingConditions.standard.jmh(fromXYZ: $0, achromatic: PowerlessHue.lchChroma) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.lchChroma, hue: 2)
    )

    /// CAM16-UCS J′a′b′, the uniform color space of CAM16 (Li et al. 2017 §3, the UCS coefficients
    /// K_L = 1, c₁ = 0.007, c₂ = 0.0228), written `color(--cam16-ucs J a b)`.
    ///
    /// J′ = 1.7 J / (1 + 0.007 J), M′ = ln(1 + 0.0228 M) / 0.0228, and a′, b′ are
    /// M′ on the hue angle of `cam16-jmh`, under its viewing conditions. Percentages
    /// read 100% as J′ 100 and a′, b′ 50, coloraide's reference ranges.
    public static let cam16UCS = ColorSpace(
        id: "cam16-ucs",
        channels: [
            Channel("j", "lightness", 0...100, .lightness),
            Channel("a", "a", -50...50, .opponentA),
            Channel("b", "b", -50...50, .opponentB),
        ],
        css: .custom("cam16-ucs", components: [.scaled(percentOf: 100), .scaled(percentOf: 50), .scaled(percentOf: 50)]),
        base: cam16JMh,
        toBase: { v in
            // J from J′ = 1.7 J / (1 + c₁ J); M from M′ = ln(1 + c₂ M) / c₂.
            let j = v.x / (1.7 - 0.007 * v.x)
            let mPrime = (v.y * v.y + v.z * v.z).squareRoot()
            let m = expm1(0.0228 * mPrime) / 0.0228
            let h = mPrime == 0 ? 0 : ColorMath.hueAngle(v.y, v.z)
            return SIMD4(j, m, h, 0)
        },
        fromBase: { v in
            let h = v.z.isNaN ? 0 : v.z / ColorMath.degreesPerRadian
            let mPrime = log1p(0.0228 * max(v.y, 0)) / 0.0228
            return SIMD4(1.7 * v.x / (1 + 0.007 * v.x), mPrime * cos(h), mPrime * sin(h), 0)
        }
    )
}

/// CAM16's viewing conditions and the values the model derives from them (Li et al. 2017, §2 and
/// appendix, step 0), with the model's forward and reverse steps under them.
///
/// The cone responses R, G, B of CAT16 are kept without CIECAM02's +0.1 in the
/// adapted responses: the sums that use them add 0.305 instead, which gives the
/// same J, C and h, as color.js, coloraide and Material's HCT compute them.
struct CAM16ViewingConditions: Sendable {
    /// XYZ (scaled to Y = 1) → the cone responses of CAT16, scaled by the degree of adaptation D, by 100
    /// and by F_L / 100: what the post-adaptation compression raises to 0.42 (Li et al. (2)–(8)).
    let toCompressed: Matrix3
    /// The inverse of `toCompressed`.
    let fromCompressed: Matrix3
    /// The achromatic response of the white, A_w.
    let achromaticWhite: Double
    /// N_bb = N_cb = 0.725 (1/n)^0.2.
    let nbb: Double
    /// c·z, the exponent of J in A / A_w.
    let cz: Double
    /// F_L^0.25, which makes M of C.
    let flRoot: Double
    /// (1.64 − 0.29ⁿ)^0.73, which makes the chroma's α of t^0.9.
    let alphaFactor: Double
    /// 50000 / 13 · N_c · N_cb, the factor of the eccentricity in t.
    let tFactor: Double

    /// The conditions: the white's XYZ (Y = 1), the adapting luminance L_A in cd/m², the background's
    /// relative luminance Y_b (white 100), the surround's F, c and N_c (average 1, 0.69, 1; Li et al.
    /// table 1), and whether the illuminant is discounted (D = 1).
    init(
        white: SIMD4<Double>, adaptingLuminance la: Double, backgroundLuminance yb: Double,
        surround: (f: Double, c: Double, nc: Double), discounting: Bool
    ) {
        let k = 1 / (5 * la + 1), k4 = k * k * k * k
        let fl = k4 * la + 0.1 * (1 - k4) * (1 - k4) * cbrt(5 * la)
        let n = yb / (100 * white.y)
        let z = 1.48 + n.squareRoot()
        nbb = 0.725 * pow(n, -0.2)
        cz = surround.c * z
        flRoot = pow(fl, 0.25)
        alphaFactor = pow(1.64 - pow(0.29, n), 0.73)
        tFactor = 50000.0 / 13 * surround.nc * nbb
        let d = discounting ? 1 : min(max(surround.f * (1 - 1 / 3.6 * exp((-la - 42) / 92)), 0), 1)
        let coneWhite = CAM16ViewingConditions.cat16 * (white * 100)
        // D_R = D · Y_w / R_w + 1 − D, and likewise for G and B (Li et al. (4)); times 100 for XYZ on the
        // scale of Y_w = 100 and F_L / 100 from the compression: F_L in all.
        let scale = (d * 100 * white.y / SIMD4(coneWhite.x, coneWhite.y, coneWhite.z, 1) + (1 - d)) * fl
        let m = CAM16ViewingConditions.cat16
        toCompressed = Matrix3(
            (m.row0.x * scale.x, m.row0.y * scale.x, m.row0.z * scale.x),
            (m.row1.x * scale.y, m.row1.y * scale.y, m.row1.z * scale.y),
            (m.row2.x * scale.z, m.row2.y * scale.z, m.row2.z * scale.z)
        )
        fromCompressed = Matrix3Inverse.of(toCompressed)
        let adaptedWhite = CAM16ViewingConditions.compress(toCompressed * white)
        achromaticWhite = nbb * (2 * adaptedWhite.x + adaptedWhite.y + 0.05 * adaptedWhite.z)
        self.c = surround.c
    }

    /// The surround's c, the exponent of the impact of the surround.
    let c: Double

    /// The CAT16 matrix, XYZ → cone responses (Li et al. (3)).
    static let cat16 = Matrix3(
        (0.401288, 0.650173, -0.051461),
        (-0.250268, 1.204414, 0.045854),
        (-0.002079, 0.048952, 0.953127)
    )

    /// color.js's and coloraide's default conditions, those of `cam16-jmh`: D65, L_A = 64 / π × 0.2, Y_b = 20,
    /// average surround, not discounting.
    static let standard = CAM16ViewingConditions(
        white: WhitePoint.d65, adaptingLuminance: 64 / Double.pi * 0.2, backgroundLuminance: 20,
        surround: (1, 0.69, 1), discounting: false)

    /// The post-adaptation compression of each lane, 400 x^0.42 / (x^0.42 + 27.13) with the sign kept, on
    /// responses already scaled by F_L / 100 (Li et al. (8) less its +0.1).
    @inline(__always)
    static func compress(_ v: SIMD4<Double>) -> SIMD4<Double> {
        @inline(__always) func f(_ x: Double) -> Double {
            let p = pow(abs(x), 0.42)
            let y = 400 * p / (p + 27.13)
            return x < 0 ? -y : y
        }
        return SIMD4(f(v.x), f(v.y), f(v.z), 0)
    }

    /// The inverse of `compress`: (27.13 |y| / (400 − |y|))^(1/0.42) with the sign kept.
    @inline(__always)
    static func expand(_ v: SIMD4<Double>) -> SIMD4<Double> {
        @inline(__always) func f(_ y: Double) -> Double {
            let a = abs(y)
            let x = pow(27.13 * a / (400 - a), 1 / 0.42)
            return y < 0 ? -x : x
        }
        return SIMD4(f(v.x), f(v.y), f(v.z), 0)
    }

    /// CAM16 of XYZ (Y = 1): lightness J, chroma C and the hue angle h in degrees, from the forward model.
    ///
    /// The eccentricity's cos(h + 2) comes from the opponent components through the
    /// angle-sum identity, which saves a cosine. The hue of a color whose a and b are
    /// both 0 (black) is 0.
    @inline(__always)
    func jch(fromXYZ xyz: SIMD4<Double>) -> (j: Double, c: Double, h: Double) {
        let r = Self.compress(toCompressed * xyz)
        // Opponent components, achromatic response and the denominator of t (Li et al. (9)–(14)).
        let a = r.x + (-12 * r.y + r.z) / 11
        let b = (r.x + r.y - 2 * r.z) / 9
        let achromatic = nbb * (2 * r.x + r.y + 0.05 * r.z)
        let u = r.x + r.y + 1.05 * r.z + 0.305
        let ratio = achromatic / achromaticWhite
        let jRoot = ratio > 0 ? pow(ratio, cz / 2) : 0
        let radius = (a * a + b * b).squareRoot()
        let cosSum = radius == 0 ? Self.cos2 : (a * Self.cos2 - b * Self.sin2) / radius
        let eccentricity = 0.25 * (cosSum + 3.8)
        let t = u == 0 ? 0 : tFactor * eccentricity * radius / u
        let chroma = (t > 0 ? pow(t, 0.9) : 0) * alphaFactor * jRoot
        return (100 * jRoot * jRoot, chroma, radius == 0 ? 0 : ColorMath.hueAngle(a, b))
    }

    /// `cam16-jmh` of XYZ: J, M = C · F_L^0.25 and h, the hue missing when M is at most `achromatic`.
    func jmh(fromXYZ xyz: SIMD4<Double>, achromatic: Double) -> SIMD4<Double> {
        let (j, c, h) = jch(fromXYZ: xyz)
        let m = c * flRoot
        return SIMD4(j, m, m <= achromatic ? .nan : h, 0)
    }

    /// XYZ of `cam16-jmh` coordinates, by the reverse model; a missing hue counts as 0.
    func xyz(fromJMh v: SIMD4<Double>) -> SIMD4<Double> {
        let h = v.z.isNaN ? 0 : v.z / ColorMath.degreesPerRadian
        return xyz(j: v.x, chroma: v.y / flRoot, cosH: cos(h), sinH: sin(h))
    }

    /// XYZ (Y = 1) of lightness J, chroma C and the hue's cosine and sine, by the reverse model (Li et al.,
    /// the steps of the model's inverse): black for J = 0, and J's root kept signed below 0 as color.js and
    /// coloraide keep it.
    @inline(__always)
    func xyz(j: Double, chroma: Double, cosH: Double, sinH: Double) -> SIMD4<Double> {
        if j == 0 { return .zero }
        let jRoot = j < 0 ? -(-j).squareRoot() * 0.1 : j.squareRoot() * 0.1
        let alpha = chroma / jRoot
        let tBase = alpha / alphaFactor
        let t = tBase < 0 ? -pow(-tBase, 10.0 / 9) : pow(tBase, 10.0 / 9)
        let eccentricity = 0.25 * (cosH * Self.cos2 - sinH * Self.sin2 + 3.8)
        let jPower = jRoot < 0 ? -pow(-jRoot, 2 / cz) : pow(jRoot, 2 / cz)
        let p2 = achromaticWhite * jPower / nbb
        let denominator = 23 * tFactor * eccentricity + t * (11 * cosH + 108 * sinH)
        let r = denominator == 0 ? 0 : 23 * (p2 + 0.305) * t / denominator
        let a = r * cosH, b = r * sinH
        // The adapted cone responses from p2, a and b (Li et al., reverse step 4; Material's 460, 451, 288 … / 1403).
        let adapted = SIMD4(
            (460 * p2 + 451 * a + 288 * b) / 1403,
            (460 * p2 - 891 * a - 261 * b) / 1403,
            (460 * p2 - 220 * a - 6300 * b) / 1403,
            0)
        return fromCompressed * Self.expand(adapted)
    }

    /// cos 2 and sin 2, for the eccentricity's cos(h + 2) from cos h and sin h.
    static let cos2 = cos(2.0)
    static let sin2 = sin(2.0)
}
