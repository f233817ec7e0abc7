extension ColorSpace {
    /// HSB (also called HSV), the model of the original game's sliders; saturation and brightness 0–1.
    ///
    /// Not a CSS space: it is serialized through sRGB, and read from `hsb()`, `hsv()` and color.js's
    /// `color(--hsv h s v)` (its `hsv.js` format: s and v 0–100, a number or a percentage). Formulas from Smith,
    /// "Color Gamut Transform Pairs", SIGGRAPH 1978.
    public static let hsb = ColorSpace(
        id: "hsb", aliases: ["hsv"],
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("s", "saturation", 0...1, .other),
            Channel("b", "brightness", 0...1, .other),
        ],
        css: .noneReadingColor("--hsv", components: [.hue, .fraction(lowerBound: nil), .fraction(lowerBound: nil)]),
        gamutSpace: srgb, base: srgb,
        toBase: { v in
            let h = v.x.isNaN ? 0 : ColorMath.normalizeHue(v.x), s = v.y, b = v.z
            func f(_ n: Double) -> Double {
                let k = (n + h / 60).truncatingRemainder(dividingBy: 6)
                return b - b * s * max(0, min(k, 4 - k, 1))
            }
            return SIMD4(f(5), f(3), f(1), 0)
        },
        fromBase: { hsb(fromSRGB: $0) }
    )

    /// sRGB → HSB: HSB's `fromBase`, a named function so that conversion routes can call it directly.
    static func hsb(fromSRGB v: SIMD4<Double>) -> SIMD4<Double> {
        let mx = max(v.x, v.y, v.z), mn = min(v.x, v.y, v.z)
        let h = rgbHue(v, max: mx, min: mn)
        let s = mx == 0 ? 0 : (mx - mn) / mx
        return SIMD4(s == 0 ? .nan : h, s, mx, 0)
    }
}
