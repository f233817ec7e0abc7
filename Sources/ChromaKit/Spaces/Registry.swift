/// The spaces chromatools knows, and lookup by name.
public enum ColorSpaces {
    /// Every space, one a line, in the order `colorconv spaces` and `--to all` list them.
    ///
    /// A space is one file of `Spaces/` (a `ColorSpace` with its channels, its
    /// CSS syntax, its base and its two conversions) and one line here; the
    /// parser, the serializer, `color-mix()`, `--to`, `--in`, completion and
    /// `colorconv spaces` take it from this list; the lists of the manual
    /// pages, the schema and the completion scripts are generated from it
    /// (`make docs`, ARCHITECTURE.md, "Generated lists").
    public static let all: [ColorSpace] = [
        .srgb,
        .hsl,
        .hsb,
        .hwb,
        .cmyk,
        .lab,
        .lch,
        .oklab,
        .oklch,
        .xyzD65,
        .xyzD50,
        .srgbLinear,
        .displayP3,
        .rec2020,
        .a98RGB,
        .prophotoRGB,
        .displayP3Linear,
        .rec2020Linear,
        .a98RGBLinear,
        .prophotoRGBLinear,
        .okhsl,
        .okhsv,
        .luv,
        .lchuv,
        .hsluv,
        .hpluv,
        .labD65,
        .lchD65,
        .oklrab,
        .oklrch,
        .din99o,
        .lch99o,
        .cubehelix,
        .xyzAbsD65,
        .jzazbz,
        .jzczhz,
        .ictcp,
        .rec2100PQ,
        .rec2100HLG,
        .rec2100Linear,
        .acescg,
        .acescc,
        .cam16JMh,
        .hct,
        .cam16UCS,
    ]

    /// Finds a space by id, JSON key or alias, case-insensitively (`rgb`, `srgb`, `hsv`, `xyz`).
    public static func named(_ name: String) -> ColorSpace? {
        let key = name.lowercased()
        return all.first { $0.id == key || $0.jsonKey == key || $0.aliases.contains(key) }
    }

    /// Every name `named(_:)` accepts, for completion and help.
    public static var allNames: [String] {
        var names: [String] = []
        for space in all {
            for name in [space.id, space.jsonKey] + space.aliases where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }
}
