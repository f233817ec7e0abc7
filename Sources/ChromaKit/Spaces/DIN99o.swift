#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// DIN99o (DIN 6176:2001; Cui, Luo, Rigg, Roesler and Witt 2002, "Uniform colour spaces based on the DIN99
    /// colour-difference formula"), written `color(--din99o L a b)`: CIE Lab D65 compressed so that Euclidean
    /// distance predicts color difference; L 0–100.
    ///
    /// From Lab D65 (L\*, a\*, b\*), with k_E = k_CH = 1:
    /// L₉₉ₒ = 303.67 ln(1 + 0.0039 L\*); the opponent axes turned by 26° and
    /// the second one shortened, e = a\* cos 26° + b\* sin 26°,
    /// f = 0.83 (b\* cos 26° − a\* sin 26°); then the chroma
    /// C₉₉ₒ = ln(1 + 0.075 √(e² + f²)) / 0.0435 at the hue of (e, f) turned
    /// back by 26°. The factor 303.67 is taken unrounded, 100 / ln 1.39, so
    /// that white is L 100 exactly, as coloraide does. Percentages read 100% as
    /// L 100 and a, b 55, coloraide's reference ranges.
    public static let din99o = ColorSpace(
        id: "din99o",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("a", "a", -55...55, .opponentA),
            Channel("b", "b", -55...55, .opponentB),
        ],
        css: .custom("din99o", components: [.scaled(percentOf: 100), .scaled(percentOf: 55), .scaled(percentOf: 55)]),
        base: labD65,
        toBase: { DIN99o.lab(fromDIN99o: $0) },
        fromBase: { DIN99o.din99o(fromLab: $0) }
    )

    /// The polar form of DIN99o, written `color(--lch99o L C h)`; hue missing when chroma ≤ 0.0015.
    ///
    /// The threshold is CSS Color 4's for `lch()`. Percentages read 100% as L
    /// 100 and C 60, coloraide's reference ranges.
    public static let lch99o = ColorSpace(
        id: "lch99o",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("c", "chroma", 0...60, .colorfulness),
            Channel("h", "hue", 0...360, .hue),
        ],
        css: .custom("lch99o", components: [.scaled(percentOf: 100), .scaled(percentOf: 60), .hue]),
        base: din99o,
        toBase: { rectangular(fromPolar: $0) },
        fromBase: { polarKeepingChroma(fromRectangular: $0, achromatic: lchAchromatic) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.lchChroma, hue: 2)
    )
}

/// The constants and the two conversions of DIN99o (DIN 6176:2001; see `ColorSpace.din99o`).
enum DIN99o {
    /// The lightness factor 303.67, unrounded: 100 / ln(1 + 0.0039 · 100), so that L\* 100 gives L₉₉ₒ 100.
    static let lightnessScale = 100 / log(1.39)
    /// The lightness compression 0.0039.
    static let lightnessCompression = 0.0039
    /// The chroma compression 0.075 and divisor 0.0435.
    static let chromaCompression = 0.075, chromaDivisor = 0.0435
    /// How much the second axis is shortened: 0.83.
    static let axisRatio = 0.83
    /// The turn of the opponent axes, 26°, as its cosine and sine.
    static let cosTurn = cos(26 / ColorMath.degreesPerRadian), sinTurn = sin(26 / ColorMath.degreesPerRadian)

    /// Lab D65 → DIN99o.
    static func din99o(fromLab v: SIMD4<Double>) -> SIMD4<Double> {
        let l = lightnessScale * log(1 + lightnessCompression * v.x)
        let e = v.y * cosTurn + v.z * sinTurn
        let f = axisRatio * (v.z * cosTurn - v.y * sinTurn)
        let g = (e * e + f * f).squareRoot()
        guard g > 0 else { return SIMD4(l, 0, 0, 0) }
        let c = log(1 + chromaCompression * g) / chromaDivisor
        // The hue of (e, f) turned back by 26°: (e, f) / g rotated by +26°.
        let cosH = e / g, sinH = f / g
        return SIMD4(l, c * (cosH * cosTurn - sinH * sinTurn), c * (sinH * cosTurn + cosH * sinTurn), 0)
    }

    /// DIN99o → Lab D65: each step of `din99o(fromLab:)` undone.
    static func lab(fromDIN99o v: SIMD4<Double>) -> SIMD4<Double> {
        let l = (exp(v.x / lightnessScale) - 1) / lightnessCompression
        let c = (v.y * v.y + v.z * v.z).squareRoot()
        guard c > 0 else { return SIMD4(l, 0, 0, 0) }
        let g = (exp(chromaDivisor * c) - 1) / chromaCompression
        // (e, f) is the direction of (a₉₉ₒ, b₉₉ₒ) turned by −26°, at length g.
        let cosH = v.y / c, sinH = v.z / c
        let e = g * (cosH * cosTurn + sinH * sinTurn), f = g * (sinH * cosTurn - cosH * sinTurn)
        // Undo the shortening, then the turn of the axes.
        let fo = f / axisRatio
        return SIMD4(l, e * cosTurn - fo * sinTurn, e * sinTurn + fo * cosTurn, 0)
    }
}
