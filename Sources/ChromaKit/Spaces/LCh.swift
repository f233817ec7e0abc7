extension ColorSpace {
    /// CIE LCh, the polar form of Lab (CSS Color 4 §9.4); hue missing when chroma ≤ 0.0015.
    public static let lch = ColorSpace(
        id: "lch",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("c", "chroma", 0...150, .colorfulness),
            Channel("h", "hue", 0...360, .hue),
        ],
        // CSS Color 4 §9.3: L as in lab(); C 100% = 150, negative clamps to 0.
        css: .function(CSSFunction("lch", components: [.scaled(percentOf: 100, 0, 100), .scaled(percentOf: 150, 0), .hue])),
        base: lab,
        toBase: { rectangular(fromPolar: $0) },
        fromBase: { polar(fromRectangular: $0, achromatic: lchAchromatic) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.lchChroma, hue: 2)
    )

    /// The chroma at or below which an LCh hue is missing.
    static var lchAchromatic: Double { PowerlessHue.lchChroma }
}
