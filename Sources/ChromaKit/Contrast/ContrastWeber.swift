extension ContrastMethod {
    /// `--method weber`: Weber contrast (Ymax − Ymin) / Ymin, 0 to 50000, symmetric.
    ///
    /// On relative luminance, as color.js computes it; a black darker color
    /// gives 50000 rather than a division by zero (the darkest sRGB color above
    /// black, #000001, gives about 45647).
    public static let weber = ContrastMethod(
        name: "weber",
        summary: "Weber contrast (Ymax - Ymin) / Ymin, 0 to 50000",
        measureSpace: .xyzD65,
        measure: { Contrast.luminance(xyz: $0) },
        compare: { text, background in
            let high = max(text, background), low = min(text, background)
            return low == 0 ? Contrast.weberMaximum : (high - low) / low
        }
    )
}

extension Contrast {
    /// The Weber contrast given when the darker color is black (color.js's cap).
    public static let weberMaximum = 50000.0
}
