#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// CIE 1976 L\*u\*v\* relative to D65 (CIE 15:2004 §8.2.2), written `color(--luv L u v)`; L 0–100.
    ///
    /// L is CIE lightness, as in Lab; u and v scale the distance of the
    /// chromaticity (u′, v′) from the white's by 13 L. Percentages read 100% as
    /// L 100 and u, v 215, the reference ranges color.js and coloraide give.
    public static let luv = ColorSpace(
        id: "luv",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("u", "u", -215...215, .opponentA),
            Channel("v", "v", -215...215, .opponentB),
        ],
        css: .custom("luv", components: [.scaled(percentOf: 100), .scaled(percentOf: 215), .scaled(percentOf: 215)]),
        base: xyzD65,
        toBase: { v in
            let l = v.x
            guard l != 0 else { return .zero }
            let white = LuvWhite.d65
            let u = v.y / (13 * l) + white.u, w = v.z / (13 * l) + white.v
            // CIE 15:2004 (8.27)–(8.29) solved for Y, then X and Z from u′ and v′.
            let y = l > LabConstants.kappa * LabConstants.epsilon ? pow((l + 16) / 116, 3) : l / LabConstants.kappa
            guard w != 0 else { return SIMD4(0, y, 0, 0) }
            return SIMD4(y * 9 * u / (4 * w), y, y * (12 - 3 * u - 20 * w) / (4 * w), 0)
        },
        fromBase: { v in
            let white = LuvWhite.d65
            let denominator = v.x + 15 * v.y + 3 * v.z
            let (u, w) = denominator == 0 ? (white.u, white.v) : (4 * v.x / denominator, 9 * v.y / denominator)
            let y = v.y / WhitePoint.d65.y
            let l = y > LabConstants.epsilon ? 116 * cbrt(y) - 16 : LabConstants.kappa * y
            return SIMD4(l, 13 * l * (u - white.u), 13 * l * (w - white.v), 0)
        }
    )

    /// CIE LCh(uv), the polar form of Luv, written `color(--lchuv L C h)`; hue missing when chroma ≤ 0.0015.
    ///
    /// The threshold is CSS Color 4's for CIE LCh, whose chroma has the same
    /// scale. Percentages read 100% as L 100 and C 220.
    public static let lchuv = ColorSpace(
        id: "lchuv",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("c", "chroma", 0...220, .colorfulness),
            Channel("h", "hue", 0...360, .hue),
        ],
        css: .custom("lchuv", components: [.scaled(percentOf: 100), .scaled(percentOf: 220), .hue]),
        base: luv,
        toBase: { rectangular(fromPolar: $0) },
        fromBase: { polarKeepingChroma(fromRectangular: $0, achromatic: PowerlessHue.lchChroma) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.lchChroma, hue: 2)
    )
}

/// The chromaticity (u′, v′) of a white point, for Luv (CIE 15:2004 (8.30), (8.31)).
enum LuvWhite {
    /// D65's, from its XYZ (`WhitePoint.d65`).
    static let d65: (u: Double, v: Double) = {
        let white = WhitePoint.d65
        let denominator = white.x + 15 * white.y + 3 * white.z
        return (4 * white.x / denominator, 9 * white.y / denominator)
    }()
}
