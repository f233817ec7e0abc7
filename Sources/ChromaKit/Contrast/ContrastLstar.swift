extension ContrastMethod {
    /// `--method lstar`: the difference of CIE lightness L* (Lab D50), 0 to 100, symmetric.
    ///
    /// |L*1 − L*2| with L* of CIE Lab relative to D50 (CSS Color 4 `lab()`),
    /// as color.js's `contrastLstar`; the tone difference of Material Design's HCT.
    public static let lstar = ContrastMethod(
        name: "lstar", aliases: ["l*", "deltal", "deltalstar"],
        summary: "difference of CIE lightness L* (Lab D50), 0 to 100",
        measureSpace: .lab,
        measure: { $0.x },
        compare: { text, background in abs(text - background) }
    )
}
