extension ContrastMethod {
    /// `--method wcag21`: the WCAG 2.1 contrast ratio, 1 to 21, symmetric.
    ///
    /// WCAG 2.1, definition of "contrast ratio": (L1 + 0.05) / (L2 + 0.05),
    /// L1 the relative luminance of the lighter color and L2 of the darker
    /// (`Contrast.luminance(xyz:)`). Success criterion 1.4.3 asks for 4.5 for
    /// text (3 for large text), 1.4.6 for 7 (4.5).
    public static let wcag21 = ContrastMethod(
        name: "wcag21", aliases: ["wcag", "wcag2", "wcag20"],
        summary: "WCAG 2.1 contrast ratio (L1 + 0.05) / (L2 + 0.05), 1 to 21",
        measureSpace: .xyzD65,
        measure: { Contrast.luminance(xyz: $0) },
        compare: { text, background in
            let lighter = max(text, background), darker = min(text, background)
            return (lighter + 0.05) / (darker + 0.05)
        }
    )
}
