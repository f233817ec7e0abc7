#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// HCT, the hue, chroma and tone of Google's Material Design: CAM16's hue angle and chroma C under
    /// Material's viewing conditions, and CIE L\* (relative to D65) as the tone; written `color(--hct h c t)`.
    ///
    /// Material's default conditions (its `ViewingConditions`; `HCTSolver.conditions`): a D65
    /// white, an adapting luminance of 200 / π × Y(L\* 50) ≈ 11.73 cd/m², a background
    /// of L\* 50 (Y 18.42), an average surround, not discounted. D65 here is CSS Color
    /// 4's, from its chromaticity, as in color.js and coloraide (Material rounds it to
    /// 95.047, 100, 108.883). Converting back solves for the CAM16 lightness J whose
    /// color has the tone's luminance (`HCTSolver`). Grays keep the hue of the white
    /// (209.5°; chroma 2.87 at tone 100); the hue is missing only when the chroma is at
    /// most 0.0015, CSS Color 4's threshold for `lch()`. Percentages read 100% as C 145
    /// and T 100, the reference ranges of color.js and coloraide.
    public static let hct = ColorSpace(
        id: "hct",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("c", "chroma", 0...145, .colorfulness),
            Channel("t", "tone", 0...100, .lightness),
        ],
        css: .custom("hct", components: [.hue, .scaled(percentOf: 145), .scaled(percentOf: 100)]),
        base: xyzD65,
        toBase: { HCTSolver.xyz(fromHCT: $0).xyz },
        fromBase: { HCTSolver.hct(fromXYZ: $0) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.lchChroma, hue: 0)
    )
}

/// HCT's conversions: forward directly, backward by solving for CAM16's lightness J.
///
/// Tone fixes the luminance Y; hue and chroma with a lightness J give CAM16's
/// reverse model a color. The solve starts from the J of the gray of that
/// luminance, takes one step that treats Y as growing with J², then secant steps
/// on Y(J), and stops when Y is within `relativeTolerance` of the target, or after
/// `maximumIterations` conversions with the closest one found.
package enum HCTSolver {
    /// Material's default viewing conditions (see `ColorSpace.hct`).
    static let conditions = CAM16ViewingConditions(
        white: WhitePoint.d65, adaptingLuminance: 200 / Double.pi * luminance(fromTone: 50),
        backgroundLuminance: luminance(fromTone: 50) * 100, surround: (1, 0.69, 1), discounting: false)

    /// How close Y must come to the tone's luminance, relative to it.
    package static let relativeTolerance = 1e-13
    /// The most reverse-model evaluations the solve makes.
    package static let maximumIterations = 16

    /// HCT of XYZ (Y = 1): CAM16 hue and chroma, and L\* of Y; the hue missing when the chroma is at most 0.0015.
    static func hct(fromXYZ v: SIMD4<Double>) -> SIMD4<Double> {
        let (_, chroma, hue) = conditions.jch(fromXYZ: v)
        return SIMD4(chroma <= PowerlessHue.lchChroma ? .nan : hue, chroma, tone(fromLuminance: v.y), 0)
    }

    /// XYZ of HCT coordinates, and how many reverse-model evaluations the solve made (0 when it needed none).
    ///
    /// A missing hue counts as 0 and a negative chroma as 0. A tone at or below 0 is the
    /// gray of its luminance, which the reverse model cannot reach (J would be 0 or less).
    package static func xyz(fromHCT v: SIMD4<Double>) -> (xyz: SIMD4<Double>, iterations: Int) {
        let target = luminance(fromTone: v.z)
        guard target > 0 else { return (WhitePoint.d65 * target, 0) }
        let h = v.x.isNaN ? 0 : v.x / ColorMath.degreesPerRadian
        let chroma = max(v.y.isNaN ? 0 : v.y, 0)
        let cosH = cos(h), sinH = sin(h)
        var j = conditions.jch(fromXYZ: WhitePoint.d65 * target).j
        var xyz = conditions.xyz(j: j, chroma: chroma, cosH: cosH, sinH: sinH)
        var best = xyz, bestError = Double.infinity
        var previousJ = j, previousY = xyz.y
        for evaluations in 1...maximumIterations {
            let error = xyz.y - target
            if abs(error) < bestError { (best, bestError) = (xyz, abs(error)) }
            if abs(error) <= relativeTolerance * target { return (xyz, evaluations) }
            if evaluations == maximumIterations { break }
            var next: Double
            if evaluations > 1, xyz.y != previousY {
                next = j - error * (j - previousJ) / (xyz.y - previousY)
            } else {
                next = xyz.y > 0 ? j * (1 - error / (2 * xyz.y)) : j * 2
            }
            if !(next > 0 && next.isFinite) { next = j / 2 }
            (previousJ, previousY) = (j, xyz.y)
            j = next
            xyz = conditions.xyz(j: j, chroma: chroma, cosH: cosH, sinH: sinH)
        }
        return (best, maximumIterations)
    }

    /// CIE L\* of the luminance Y (white 1) (CIE 15:2004 (8.1)).
    static func tone(fromLuminance y: Double) -> Double {
        y > LabConstants.epsilon ? 116 * cbrt(y) - 16 : LabConstants.kappa * y
    }

    /// The luminance Y (white 1) of L\*: the inverse of `tone(fromLuminance:)`.
    static func luminance(fromTone t: Double) -> Double {
        if t > LabConstants.kappa * LabConstants.epsilon {
            let f = (t + 16) / 116
            return f * f * f
        }
        return t / LabConstants.kappa
    }
}
