extension ContrastMethod {
    /// `--method michelson`: Michelson (modulation) contrast (Ymax − Ymin) / (Ymax + Ymin), 0 to 1, symmetric.
    ///
    /// Michelson, "Studies in Optics" (1927); on relative luminance as color.js
    /// computes it, 0 when both colors are black.
    public static let michelson = ContrastMethod(
        name: "michelson", aliases: ["modulation"],
        summary: "Michelson contrast (Ymax - Ymin) / (Ymax + Ymin), 0 to 1",
        measureSpace: .xyzD65,
        measure: { Contrast.luminance(xyz: $0) },
        compare: { text, background in
            let high = max(text, background), low = min(text, background)
            let sum = high + low
            return sum == 0 ? 0 : (high - low) / sum
        }
    )
}
