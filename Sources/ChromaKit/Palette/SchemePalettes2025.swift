/// The palettes of the 2025 spec on a phone (material-color-utilities, `dynamiccolor/DynamicScheme.java`,
/// `DynamicSchemePalettesDelegateImpl2025`).
///
/// Hues turn from the seed's by a table of the seed's hue, as the 2021 spec's
/// expressive and vibrant variants do, in every variant but tonal spot's primary and
/// neutrals; chromas depend on the variant and, for some palettes, on light or dark
/// and on the hue (blue, 250° to 270°; yellow, 105° to 125°). The error palette's hue
/// follows the seed's too, at 12°, 22° or 32°.
extension SchemeVariant {
    /// Whether the 2025 spec covers the variant: tonal spot, neutral, vibrant and expressive.
    public var has2025Spec: Bool {
        switch self {
        case .tonalSpot, .neutral, .vibrant, .expressive: true
        case .fidelity, .content, .monochrome: false
        }
    }

    /// The primary, secondary, tertiary, neutral, neutral variant and error palettes of a seed in the 2025 spec, light
    /// or dark; a variant the spec does not cover gets its 2021 palettes.
    func palettes2025(for seed: MaterialHCT, isDark dark: Bool)
        -> (primary: TonalPalette, secondary: TonalPalette, tertiary: TonalPalette, neutral: TonalPalette,
            neutralVariant: TonalPalette, error: TonalPalette) {
        let hue = seed.hue
        /// The seed's hue turned by the table's rotation for it.
        func turned(_ breaks: [Double], _ rotations: [Double]) -> Double {
            Self.degrees(hue + Self.degrees(Self.rotation(of: hue, breaks, rotations)))
        }
        let errorHue = Self.rotation(of: hue, [0, 3, 13, 23, 33, 43, 153, 273, 360], [12, 22, 32, 12, 22, 32, 22, 12])
        let blue = Self.isBlue(hue)
        switch self {
        case .tonalSpot:
            let tertiary = turned([0, 20, 71, 161, 333, 360], [-40, 48, -32, 40, -32])
            return (TonalPalette(hue: hue, chroma: dark ? 26 : 32), TonalPalette(hue: hue, chroma: 16),
                    TonalPalette(hue: tertiary, chroma: 28), TonalPalette(hue: hue, chroma: 5),
                    TonalPalette(hue: hue, chroma: 5 * 1.7), TonalPalette(hue: errorHue, chroma: 60))
        case .neutral:
            let tertiary = turned([0, 38, 105, 161, 204, 278, 333, 360], [-32, 26, 10, -39, 24, -15, -32])
            return (TonalPalette(hue: hue, chroma: blue ? 12 : 8), TonalPalette(hue: hue, chroma: blue ? 6 : 4),
                    TonalPalette(hue: tertiary, chroma: 20), TonalPalette(hue: hue, chroma: 1.4),
                    TonalPalette(hue: hue, chroma: 1.4 * 2.2), TonalPalette(hue: errorHue, chroma: 50))
        case .expressive:
            let breaks: [Double] = [0, 105, 140, 204, 253, 278, 300, 333, 360]
            let secondary = turned(breaks, [-160, 155, -100, 96, -96, -156, -165, -160])
            let tertiary = turned(breaks, [-165, 160, -105, 101, -101, -160, -170, -165])
            let neutralHue = turned([0, 71, 124, 253, 278, 300, 360], [10, 0, 10, 0, 10, 0])
            let neutralChroma: Double = dark ? (Self.isYellow(neutralHue) ? 6 : 14) : 18
            return (TonalPalette(hue: hue, chroma: dark ? 36 : 48), TonalPalette(hue: secondary, chroma: dark ? 16 : 24),
                    TonalPalette(hue: tertiary, chroma: 48), TonalPalette(hue: neutralHue, chroma: neutralChroma),
                    TonalPalette(hue: neutralHue, chroma: neutralChroma * (Self.isYellow(neutralHue) ? 1.6 : 2.3)),
                    TonalPalette(hue: errorHue, chroma: 64))
        case .vibrant:
            let secondary = turned([0, 38, 105, 140, 333, 360], [-14, 10, -14, 10, -14])
            let tertiary = turned([0, 38, 71, 105, 140, 161, 253, 333, 360], [-72, 35, 24, -24, 62, 50, 62, -72])
            return (TonalPalette(hue: hue, chroma: 74), TonalPalette(hue: secondary, chroma: 56),
                    TonalPalette(hue: tertiary, chroma: 56), TonalPalette(hue: secondary, chroma: 28),
                    TonalPalette(hue: secondary, chroma: 28 * 1.29), TonalPalette(hue: errorHue, chroma: 80))
        case .fidelity, .content, .monochrome:
            let palettes = self.palettes(for: seed)
            return (palettes.primary, palettes.secondary, palettes.tertiary, palettes.neutral, palettes.neutralVariant,
                    TonalPalette(hue: 25, chroma: 84))
        }
    }

    /// Blue hues of the 2025 spec: 250° up to 270°.
    static func isBlue(_ hue: Double) -> Bool { (250..<270).contains(hue) }

    /// Yellow hues of the 2025 spec: 105° up to 125°.
    static func isYellow(_ hue: Double) -> Bool { (105..<125).contains(hue) }

    /// Cyan hues of the 2025 spec: 170° up to 207°.
    static func isCyan(_ hue: Double) -> Bool { (170..<207).contains(hue) }
}
