extension ColorSpace {
    /// HSL, a cylinder over sRGB (CSS Color 4 §7). Saturation and lightness 0–1.
    public static let hsl = ColorSpace(
        id: "hsl",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("s", "saturation", 0...1, .colorfulness),
            Channel("l", "lightness", 0...1, .lightness),
        ],
        // CSS Color 4 §7: negative saturation clamps to 0 when read.
        css: .function(CSSFunction("hsl", "hsla", components: [.hue, .fraction(lowerBound: 0), .fraction(lowerBound: nil)],
                                   allowsLegacySyntax: true)),
        gamutSpace: srgb, base: srgb,
        toBase: { srgb(fromHSL: $0) },
        fromBase: { hsl(fromSRGB: $0) },
        powerlessHue: .whenAtMost(channel: 1, threshold: PowerlessHue.hslSaturation, hue: 0)
    )

    /// HSL → sRGB (CSS Color 4 §7.1 hslToRgb), a missing hue read as 0: HSL's `toBase`, a named function so
    /// that conversion routes can call it directly.
    static func srgb(fromHSL v: SIMD4<Double>) -> SIMD4<Double> {
        let h = v.x.isNaN ? 0 : ColorMath.normalizeHue(v.x), s = v.y, l = v.z
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD4(f(0), f(8), f(4), 0)
    }

    /// sRGB → HSL (CSS Color 4 §7.2 rgbToHsl), with the negative-saturation fix for out-of-gamut input
    /// (rotate the hue by 180° and keep |s|) and the powerless hue at s ≤ 0.001 % (then s is 0): HSL's `fromBase`, a
    /// named function so that conversion routes can call it directly.
    static func hsl(fromSRGB v: SIMD4<Double>) -> SIMD4<Double> {
        let mx = max(v.x, v.y, v.z), mn = min(v.x, v.y, v.z)
        var h = rgbHue(v, max: mx, min: mn)
        let l = (mn + mx) / 2
        let d = mx - mn
        var s = (d == 0 || l == 0 || l == 1) ? 0 : (mx - l) / min(l, 1 - l)
        if s < 0 {
            h = ColorMath.normalizeHue(h + 180)
            s = -s
        }
        // A powerless hue is missing, and the saturation 0: the gray the color stands for, as in LCh.
        if s <= PowerlessHue.hslSaturation { return SIMD4(.nan, 0, l, 0) }
        return SIMD4(h, s, l, 0)
    }
}
