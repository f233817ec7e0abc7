extension ColorSpace {
    /// OKLrab: OKLab with its lightness L replaced by Ottosson's toe-corrected L_r, written `color(--oklrab L a b)`; L 0–1.
    ///
    /// L_r = (k₃L − k₁ + √((k₃L − k₁)² + 4k₂k₃L)) / 2 with k₁ = 0.206,
    /// k₂ = 0.03, k₃ = (1 + k₁) / (1 + k₂) (Ottosson 2021, "Two new color
    /// spaces for color picking", "Intermission – a new lightness estimate for
    /// Oklab"; `OKLabSRGBGamut.toe`, the lightness of Okhsl), which brings L
    /// close to CIE L\* / 100 in the dark colors, as color.js's and coloraide's
    /// `oklrab`. a and b are OKLab's. Percentages read 100% as L 1 and a, b
    /// 0.4, as for `oklab()`.
    public static let oklrab = ColorSpace(
        id: "oklrab",
        channels: [
            Channel("l", "lightness", 0...1, .lightness),
            Channel("a", "a", -0.4...0.4, .opponentA),
            Channel("b", "b", -0.4...0.4, .opponentB),
        ],
        css: .custom("oklrab", components: [.scaled(percentOf: 1), .scaled(percentOf: 0.4), .scaled(percentOf: 0.4)]),
        base: oklab,
        toBase: { SIMD4(OKLabSRGBGamut.toeInverse($0.x), $0.y, $0.z, 0) },
        fromBase: { SIMD4(OKLabSRGBGamut.toe($0.x), $0.y, $0.z, 0) }
    )

    /// OKLrCh, the polar form of OKLrab, written `color(--oklrch L C h)`; hue missing when chroma ≤ 0.000004.
    ///
    /// The threshold is CSS Color 4's for `oklch()`, whose chroma is the same.
    /// Percentages read 100% as L 1 and C 0.4, as for `oklch()`.
    public static let oklrch = ColorSpace(
        id: "oklrch",
        channels: [
            Channel("l", "lightness", 0...1, .lightness),
            Channel("c", "chroma", 0...0.4, .colorfulness),
            Channel("h", "hue", 0...360, .hue),
        ],
        css: .custom("oklrch", components: [.scaled(percentOf: 1), .scaled(percentOf: 0.4), .hue]),
        base: oklrab,
        toBase: { rectangular(fromPolar: $0) },
        fromBase: { polarKeepingChroma(fromRectangular: $0, achromatic: oklchAchromatic) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.oklchChroma, hue: 2)
    )
}
