extension ColorSpace {
    /// CIE Lab relative to D65 (CIE 15:2004 §8.2.1 with the D65 white, no chromatic adaptation), written
    /// `color(--lab-d65 L a b)`; L 0–100.
    ///
    /// The formulas of `lab` with `WhitePoint.d65` as the white in place of
    /// D50, so a D65 color needs no Bradford step: color.js's and coloraide's
    /// `lab-d65`. Percentages read 100% as L 100 and a, b 125, as for `lab()`.
    public static let labD65 = ColorSpace(
        id: "lab-d65",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("a", "a", -125...125, .opponentA),
            Channel("b", "b", -125...125, .opponentB),
        ],
        css: .custom("lab-d65", components: [.scaled(percentOf: 100), .scaled(percentOf: 125), .scaled(percentOf: 125)]),
        base: xyzD65,
        toBase: { xyz(fromLab: $0, white: WhitePoint.d65) },
        // Lab's own function, relative to the white it is given.
        fromBase: { lab(fromXYZD50: $0, white: WhitePoint.d65) }
    )

    /// The polar form of Lab D65, written `color(--lch-d65 L C h)`; hue missing when chroma ≤ 0.0015.
    ///
    /// The threshold is CSS Color 4's for `lch()`, whose chroma has the same
    /// scale. Percentages read 100% as L 100 and C 150, as for `lch()`.
    public static let lchD65 = ColorSpace(
        id: "lch-d65",
        channels: [
            Channel("l", "lightness", 0...100, .lightness),
            Channel("c", "chroma", 0...150, .colorfulness),
            Channel("h", "hue", 0...360, .hue),
        ],
        css: .custom("lch-d65", components: [.scaled(percentOf: 100), .scaled(percentOf: 150), .hue]),
        base: labD65,
        toBase: { rectangular(fromPolar: $0) },
        fromBase: { polarKeepingChroma(fromRectangular: $0, achromatic: lchAchromatic) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.lchChroma, hue: 2)
    )
}
