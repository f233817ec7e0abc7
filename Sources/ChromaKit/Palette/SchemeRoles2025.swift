/// The roles of the 2025 spec on a phone: each role's palette, starting tone, chroma multiplier, background,
/// contrast curve and reference role (material-color-utilities, `dynamiccolor/ColorSpec2025.java`).
///
/// Accents start at the tone where their palette has the most chroma (`ChromaPeak`),
/// kept within bounds; a color sits five tones from its container (darker in a light
/// scheme, lighter in a dark one) and its Dim role five tones darker still; a fixed
/// color takes the light scheme's container tone and its FixedDim five tones darker.
/// Surfaces, text on surfaces and outlines come from the neutral palette with its
/// chroma multiplied by a factor of the variant's, more for a yellow neutral hue.
extension DynamicScheme {
    /// The definition of `role` in the 2025 spec: its variant, light or dark, its palettes and contrast level.
    func definition2025(of role: SchemeRole) -> RoleDefinition {
        let dark = isDark, yellowNeutral = SchemeVariant.isYellow(neutralPalette.hue)
        /// `dark` in a dark scheme, `light` in a light one.
        func tone(_ dark: Double, _ light: Double) -> Double { isDark ? dark : light }
        /// A light surface's tone: higher when the neutral hue is yellow, lower in the vibrant variant.
        func lightSurface(yellow: Double, vibrant: Double, other: Double) -> Double {
            yellowNeutral ? yellow : variant == .vibrant ? vibrant : other
        }
        /// A surface's chroma multiplier by variant; the expressive variant's is larger for a yellow neutral hue.
        func byVariant(neutral: Double, tonalSpot: Double, expressive: (yellow: Double, other: Double), vibrant: Double) -> Double {
            switch variant {
            case .neutral: neutral
            case .tonalSpot: tonalSpot
            case .expressive: yellowNeutral ? expressive.yellow : expressive.other
            case .vibrant: vibrant
            default: 1
            }
        }
        let highest: SchemeRole = dark ? .surfaceBright : .surfaceDim
        /// The chroma multiplier of text and outlines on surfaces.
        let onSurfaceChroma = byVariant(neutral: 2.2, tonalSpot: 1.7, expressive: (dark ? 3 : 2.3, 1.6), vibrant: 1)
        func surface(_ tone: Double, chroma: Double = 1) -> RoleDefinition {
            RoleDefinition(palette: .neutral, tone: tone, chromaMultiplier: chroma, isBackground: true)
        }
        /// A role drawn on `background` that starts at the background's tone and moves to the curve's contrast.
        func on(_ palette: RoleDefinition.Palette, _ background: SchemeRole, _ curve: ContrastCurve, chroma: Double = 1) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: self.tone(background), chromaMultiplier: chroma, background: background, contrast: curve)
        }
        /// An accent: five tones from its container (darker in light, lighter in dark), kept on the highest surface.
        func accent(_ palette: RoleDefinition.Palette, _ tone: Double, container: SchemeRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: highest, contrast: .spec2025(4.5),
                           offset: .init(reference: container, delta: dark ? 5 : -5, constraint: .farther))
        }
        /// A Dim role: at least five tones darker than its accent, drawn on the high surface container.
        func dim(_ palette: RoleDefinition.Palette, _ tone: Double, of accent: SchemeRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: .surfaceContainerHigh,
                           contrast: .spec2025(4.5), offset: .init(reference: accent, delta: -5, constraint: .farther))
        }
        /// A container: on the highest surface, with a contrast to keep only above the standard contrast level.
        func makeContainer(_ palette: RoleDefinition.Palette, _ tone: Double) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: highest,
                           contrast: contrastLevel > 0 ? .spec2025(1.5) : nil)
        }
        /// A fixed color: the tone of its container in the light scheme at the standard contrast.
        func fixed(_ palette: RoleDefinition.Palette, container: SchemeRole) -> RoleDefinition {
            makeContainer(palette, DynamicScheme(self, isDark: false, contrastLevel: 0).tone(container))
        }
        /// A FixedDim color: exactly five tones darker than its fixed color. Material leaves it free to take the
        /// tones 50 to 64.
        func fixedDim(_ palette: RoleDefinition.Palette, _ fixed: SchemeRole) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: self.tone(fixed), offset: .init(reference: fixed, delta: -5, constraint: .exact))
        }
        let p = peak(.primary), s = peak(.secondary), t = peak(.tertiary), e = peak(.error)
        let cyanPrimary = SchemeVariant.isCyan(primaryPalette.hue), cyanTertiary = SchemeVariant.isCyan(tertiaryPalette.hue)

        switch role {
        case .background, .surface:
            return surface(tone(4, lightSurface(yellow: 99, vibrant: 97, other: 98)))
        case .surfaceDim:
            return surface(tone(4, lightSurface(yellow: 90, vibrant: 85, other: 87)),
                           chroma: dark ? 1 : byVariant(neutral: 2.5, tonalSpot: 1.7, expressive: (2.7, 1.75), vibrant: 1.36))
        case .surfaceBright:
            return surface(tone(18, lightSurface(yellow: 99, vibrant: 97, other: 98)),
                           chroma: dark ? byVariant(neutral: 2.5, tonalSpot: 1.7, expressive: (2.7, 1.75), vibrant: 1.36) : 1)
        case .surfaceContainerLowest: return surface(tone(0, 100))
        case .surfaceContainerLow:
            return surface(tone(6, lightSurface(yellow: 98, vibrant: 95, other: 96)),
                           chroma: byVariant(neutral: 1.3, tonalSpot: 1.25, expressive: (1.3, 1.15), vibrant: 1.08))
        case .surfaceContainer:
            return surface(tone(9, lightSurface(yellow: 96, vibrant: 92, other: 94)),
                           chroma: byVariant(neutral: 1.6, tonalSpot: 1.4, expressive: (1.6, 1.3), vibrant: 1.15))
        case .surfaceContainerHigh:
            return surface(tone(12, lightSurface(yellow: 94, vibrant: 90, other: 92)),
                           chroma: byVariant(neutral: 1.9, tonalSpot: 1.5, expressive: (1.95, 1.45), vibrant: 1.22))
        case .surfaceContainerHighest, .surfaceVariant:
            return surface(tone(15, lightSurface(yellow: 92, vibrant: 88, other: 90)),
                           chroma: byVariant(neutral: 2.2, tonalSpot: 1.7, expressive: (2.3, 1.6), vibrant: 1.29))
        case .onSurface, .onBackground:
            var definition = on(.neutral, highest, .spec2025(dark ? 11 : 9), chroma: onSurfaceChroma)
            if role == .onBackground {
                definition.tone = self.tone(.onSurface)
            } else if variant == .vibrant {
                let boosted = ChromaPeak.highest(hue: neutralPalette.hue, chroma: neutralPalette.chroma * 1.1)
                definition.tone = Self.clamp(boosted, 0, 100)
            }
            return definition
        case .onSurfaceVariant: return on(.neutral, highest, .spec2025(dark ? 6 : 4.5), chroma: onSurfaceChroma)
        case .outline: return on(.neutral, highest, .spec2025(3), chroma: onSurfaceChroma)
        case .outlineVariant: return on(.neutral, highest, .spec2025(1.5), chroma: onSurfaceChroma)
        case .inverseSurface: return surface(tone(98, 4))
        case .inverseOnSurface: return on(.neutral, .inverseSurface, .spec2025(7))
        case .shadow, .scrim: return RoleDefinition(palette: .neutral, tone: 0)

        case .primary, .surfaceTint:
            let start: Double = switch variant {
            case .neutral: tone(80, 40)
            case .tonalSpot: dark ? 80 : p.highest()
            case .expressive: p.highest(upTo: SchemeVariant.isYellow(primaryPalette.hue) ? 25 : cyanPrimary ? 88 : 98)
            default: p.highest(upTo: cyanPrimary ? 88 : 98)
            }
            return accent(.primary, start, container: .primaryContainer)
        case .primaryDim:
            let start = variant == .neutral ? 85 : variant == .tonalSpot ? p.highest(upTo: 90) : p.highest()
            return dim(.primary, start, of: .primary)
        case .onPrimary: return on(.primary, .primary, .spec2025(6))
        case .primaryContainer:
            let start: Double = switch variant {
            case .neutral: tone(30, 90)
            case .tonalSpot: dark ? p.lowest(35, 93) : p.highest(upTo: 90)
            case .expressive: dark ? p.highest(30, 93) : p.highest(78, cyanPrimary ? 88 : 90)
            default: dark ? p.lowest(66, 93) : p.highest(66, cyanPrimary ? 88 : 93)
            }
            return makeContainer(.primary, start)
        case .onPrimaryContainer: return on(.primary, .primaryContainer, .spec2025(6))
        case .inversePrimary: return RoleDefinition(palette: .primary, tone: p.highest(), background: .inverseSurface, contrast: .spec2025(6))
        case .primaryFixed: return fixed(.primary, container: .primaryContainer)
        case .primaryFixedDim: return fixedDim(.primary, .primaryFixed)
        case .onPrimaryFixed: return on(.primary, .primaryFixedDim, .spec2025(7))
        case .onPrimaryFixedVariant: return on(.primary, .primaryFixedDim, .spec2025(4.5))

        case .secondary:
            let start: Double = switch variant {
            case .neutral: dark ? s.lowest(0, 98) : s.highest()
            case .vibrant: s.highest(upTo: dark ? 90 : 98)
            default: dark ? 80 : s.highest()
            }
            return accent(.secondary, start, container: .secondaryContainer)
        case .secondaryDim: return dim(.secondary, variant == .neutral ? 85 : s.highest(upTo: 90), of: .secondary)
        case .onSecondary: return on(.secondary, .secondary, .spec2025(6))
        case .secondaryContainer:
            let start: Double = switch variant {
            case .vibrant: dark ? s.lowest(30, 40) : s.highest(84, 90)
            case .expressive: dark ? 15 : s.highest(90, 95)
            default: tone(25, 90)
            }
            return makeContainer(.secondary, start)
        case .onSecondaryContainer: return on(.secondary, .secondaryContainer, .spec2025(6))
        case .secondaryFixed: return fixed(.secondary, container: .secondaryContainer)
        case .secondaryFixedDim: return fixedDim(.secondary, .secondaryFixed)
        case .onSecondaryFixed: return on(.secondary, .secondaryFixedDim, .spec2025(7))
        case .onSecondaryFixedVariant: return on(.secondary, .secondaryFixedDim, .spec2025(4.5))

        case .tertiary:
            let start: Double = switch variant {
            case .expressive, .vibrant: t.highest(upTo: cyanTertiary ? 88 : dark ? 98 : 100)
            default: dark ? t.highest(upTo: 98) : t.highest()
            }
            return accent(.tertiary, start, container: .tertiaryContainer)
        case .tertiaryDim: return dim(.tertiary, variant == .tonalSpot ? t.highest(upTo: 90) : t.highest(), of: .tertiary)
        case .onTertiary: return on(.tertiary, .tertiary, .spec2025(6))
        case .tertiaryContainer:
            let start: Double = switch variant {
            case .neutral: t.highest(upTo: dark ? 93 : 96)
            case .tonalSpot: t.highest(upTo: dark ? 93 : 100)
            case .expressive: t.highest(75, cyanTertiary ? 88 : dark ? 93 : 100)
            default: dark ? t.highest(upTo: 93) : t.highest(72, 100)
            }
            return makeContainer(.tertiary, start)
        case .onTertiaryContainer: return on(.tertiary, .tertiaryContainer, .spec2025(6))
        case .tertiaryFixed: return fixed(.tertiary, container: .tertiaryContainer)
        case .tertiaryFixedDim: return fixedDim(.tertiary, .tertiaryFixed)
        case .onTertiaryFixed: return on(.tertiary, .tertiaryFixedDim, .spec2025(7))
        case .onTertiaryFixedVariant: return on(.tertiary, .tertiaryFixedDim, .spec2025(4.5))

        case .error: return accent(.error, dark ? e.lowest(0, 98) : e.highest(), container: .errorContainer)
        case .errorDim: return dim(.error, e.lowest(), of: .error)
        case .onError: return on(.error, .error, .spec2025(6))
        case .errorContainer: return makeContainer(.error, dark ? e.lowest(30, 93) : e.highest(upTo: 90))
        case .onErrorContainer: return on(.error, .errorContainer, .spec2025(4.5))

        case .primaryPaletteKeyColor: return RoleDefinition(palette: .primary, tone: primaryPalette.keyTone)
        case .secondaryPaletteKeyColor: return RoleDefinition(palette: .secondary, tone: secondaryPalette.keyTone)
        case .tertiaryPaletteKeyColor: return RoleDefinition(palette: .tertiary, tone: tertiaryPalette.keyTone)
        case .neutralPaletteKeyColor: return RoleDefinition(palette: .neutral, tone: neutralPalette.keyTone)
        case .neutralVariantPaletteKeyColor: return RoleDefinition(palette: .neutralVariant, tone: neutralVariantPalette.keyTone)
        case .errorPaletteKeyColor: return RoleDefinition(palette: .error, tone: errorPalette.keyTone)
        }
    }

    /// The chroma peaks of one of the scheme's palettes.
    func peak(_ palette: RoleDefinition.Palette) -> ChromaPeak {
        chromaPeaks[palette] ?? ChromaPeak(self.palette(palette))
    }

    /// One of the scheme's palettes.
    func palette(_ palette: RoleDefinition.Palette) -> TonalPalette {
        switch palette {
        case .primary: primaryPalette
        case .secondary: secondaryPalette
        case .tertiary: tertiaryPalette
        case .neutral: neutralPalette
        case .neutralVariant: neutralVariantPalette
        case .error: errorPalette
        }
    }
}

/// Where a palette's hue has the most chroma, searched as the 2025 spec searches: by whole tones from white down
/// (`highest`) or from black up (`lowest`), stopping at the first tone that reaches the palette's chroma, else
/// taking the first tone of the most chroma met (material-color-utilities, `dynamiccolor/ColorSpec2025.java`,
/// `tMaxC`, `tMinC` and `findBestToneForChroma`).
struct ChromaPeak: Sendable {
    /// The tone found from 100 down.
    let fromLight: Double
    /// The tone found from 0 up.
    let fromDark: Double

    init(_ palette: TonalPalette) {
        fromLight = Self.highest(hue: palette.hue, chroma: palette.chroma)
        fromDark = Self.search(hue: palette.hue, chroma: palette.chroma, from: 0, step: 1)
    }

    /// The peak from light, kept within `lower…upper`.
    func highest(_ lower: Double = 0, _ upper: Double = 100) -> Double { DynamicScheme.clamp(fromLight, lower, upper) }

    /// The peak from light, at most `upper`.
    func highest(upTo upper: Double) -> Double { highest(0, upper) }

    /// The peak from dark, kept within `lower…upper`.
    func lowest(_ lower: Double = 0, _ upper: Double = 100) -> Double { DynamicScheme.clamp(fromDark, lower, upper) }

    /// The tone found from 100 down for a hue and chroma.
    static func highest(hue: Double, chroma: Double) -> Double { search(hue: hue, chroma: chroma, from: 100, step: -1) }

    /// The search from `start` by `step`: it ends once the best tone reaches the chroma or the tone has left
    /// 0…100 (the tone one past each end is tried, as a gray).
    static func search(hue: Double, chroma: Double, from start: Double, step: Double) -> Double {
        var tone = start, answer = start
        var best = MaterialHCT(hue: hue, chroma: chroma, tone: tone).chroma
        while best < chroma, (0...100).contains(tone) {
            tone += step
            let candidate = MaterialHCT(hue: hue, chroma: chroma, tone: tone).chroma
            if best < candidate { (best, answer) = (candidate, tone) }
        }
        return answer
    }
}

extension ContrastCurve {
    /// The 2025 spec's curve for a standard ratio: that ratio from the lowest contrast level to the standard, then
    /// Material's steps up to the highest (material-color-utilities, `dynamiccolor/ColorSpec2025.java`,
    /// `getContrastCurve`).
    static func spec2025(_ normal: Double) -> ContrastCurve {
        switch normal {
        case 1.5: ContrastCurve(1.5, 1.5, 3, 5.5)
        case 3: ContrastCurve(3, 3, 4.5, 7)
        case 4.5: ContrastCurve(4.5, 4.5, 7, 11)
        case 6: ContrastCurve(6, 6, 7, 11)
        case 7: ContrastCurve(7, 7, 11, 21)
        case 9: ContrastCurve(9, 9, 11, 21)
        case 11: ContrastCurve(11, 11, 21, 21)
        case 21: ContrastCurve(21, 21, 21, 21)
        default: ContrastCurve(normal, normal, 7, 21)
        }
    }
}
