extension ColorSpace {
    /// OKLCh, the polar form of OKLab (CSS Color 4 §9.3); hue missing when chroma ≤ 0.000004.
    public static let oklch = ColorSpace(
        id: "oklch",
        channels: [
            Channel("l", "lightness", 0...1, .lightness),
            Channel("c", "chroma", 0...0.4, .colorfulness),
            Channel("h", "hue", 0...360, .hue),
        ],
        // CSS Color 4 §9.5: L as in oklab(); C 100% = 0.4, negative clamps to 0.
        css: .function(CSSFunction("oklch", components: [.scaled(percentOf: 1, 0, 1), .scaled(percentOf: 0.4, 0), .hue])),
        base: oklab,
        toBase: { rectangular(fromPolar: $0) },
        fromBase: { polar(fromRectangular: $0, achromatic: oklchAchromatic) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.oklchChroma, hue: 2)
    )

    /// The chroma at or below which an OKLCh hue is missing.
    static var oklchAchromatic: Double { PowerlessHue.oklchChroma }
}
