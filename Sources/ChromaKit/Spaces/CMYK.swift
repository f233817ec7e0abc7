extension ColorSpace {
    /// Naive device CMYK of the original Chroma Game (chroma-quiz(1), RULES): `r = (1−c)(1−k)`, back with `k = 1 − max(r,g,b)`.
    ///
    /// No ink profile: it is the textbook conversion, not a print workflow.
    /// Not a CSS space; serialized through sRGB.
    public static let cmyk = ColorSpace(
        id: "cmyk",
        channels: [
            Channel("c", "cyan", 0...1, .other),
            Channel("m", "magenta", 0...1, .other),
            Channel("y", "yellow", 0...1, .other),
            Channel("k", "black", 0...1, .other),
        ],
        css: .none, gamutSpace: srgb, base: srgb,
        toBase: { v in
            let k = 1 - v.w
            return SIMD4((1 - v.x) * k, (1 - v.y) * k, (1 - v.z) * k, 0)
        },
        fromBase: { cmyk(fromSRGB: $0) }
    )

    /// sRGB → CMYK: CMYK's `fromBase`, a named function so that conversion routes can call it directly.
    static func cmyk(fromSRGB v: SIMD4<Double>) -> SIMD4<Double> {
        let k = 1 - max(v.x, v.y, v.z)
        if k >= 1 { return SIMD4(0, 0, 0, 1) }
        let d = 1 - k
        return SIMD4((1 - v.x - k) / d, (1 - v.y - k) / d, (1 - v.z - k) / d, k)
    }
}
