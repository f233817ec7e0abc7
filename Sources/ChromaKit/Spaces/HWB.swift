extension ColorSpace {
    /// HWB, hue with whiteness and blackness over sRGB (CSS Color 4 §8); whiteness and blackness 0–1.
    public static let hwb = ColorSpace(
        id: "hwb",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("w", "whiteness", 0...1, .other),
            Channel("b", "blackness", 0...1, .other),
        ],
        css: .function(CSSFunction("hwb", components: [.hue, .fraction(lowerBound: nil), .fraction(lowerBound: nil)])),
        gamutSpace: srgb, base: srgb,
        toBase: { v in
            // CSS Color 4 §8.1 hwbToRgb: normalize w + b > 1, else scale the pure hue.
            let w = v.y, b = v.z
            if w + b >= 1 {
                let gray = w / (w + b)
                return SIMD4(gray, gray, gray, 0)
            }
            let pure = srgb(fromHSL: SIMD4(v.x, 1, 0.5, 0))
            return pure * (1 - w - b) + SIMD4(w, w, w, 0)
        },
        fromBase: { hwb(fromSRGB: $0) },
        powerlessHue: .whenSumAtLeast(first: 1, second: 2, threshold: PowerlessHue.hwbWhitePlusBlack, hue: 0)
    )

    /// sRGB → HWB (CSS Color 4 §8.2 rgbToHwb: the hue as rgbToHsl computes it before any rotation for
    /// negative saturation, powerless at w + b ≥ 99.999 %): HWB's `fromBase`, a named function so that
    /// conversion routes can call it directly.
    static func hwb(fromSRGB v: SIMD4<Double>) -> SIMD4<Double> {
        let mx = max(v.x, v.y, v.z), mn = min(v.x, v.y, v.z)
        let w = mn, b = 1 - mx
        let h = (w + b >= PowerlessHue.hwbWhitePlusBlack) ? .nan : rgbHue(v, max: mx, min: mn)
        return SIMD4(h, w, b, 0)
    }
}
