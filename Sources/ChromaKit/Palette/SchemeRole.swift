/// A color role of a Material Design 3 dynamic scheme, named as material-color-utilities names it.
///
/// The cases come in the order of material-color-utilities' `MaterialDynamicColors`
/// (surfaces, outlines, then primary, secondary, tertiary and error with their
/// containers and fixed colors), the key colors of the six palettes last. The four
/// Dim roles (`primaryDim`, `secondaryDim`, `tertiaryDim`, `errorDim`) belong to the
/// 2025 spec alone: a scheme's `roles` lists the roles of its spec, and in a 2021
/// scheme a Dim role has the color of the role it dims.
public enum SchemeRole: String, CaseIterable, Sendable {
    case background, onBackground, surface, surfaceDim, surfaceBright
    case surfaceContainerLowest, surfaceContainerLow, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest
    case onSurface, surfaceVariant, onSurfaceVariant, outline, outlineVariant, inverseSurface, inverseOnSurface
    case shadow, scrim, surfaceTint
    case primary, primaryDim, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary
    case primaryFixed, primaryFixedDim, onPrimaryFixed, onPrimaryFixedVariant
    case secondary, secondaryDim, onSecondary, secondaryContainer, onSecondaryContainer
    case secondaryFixed, secondaryFixedDim, onSecondaryFixed, onSecondaryFixedVariant
    case tertiary, tertiaryDim, onTertiary, tertiaryContainer, onTertiaryContainer
    case tertiaryFixed, tertiaryFixedDim, onTertiaryFixed, onTertiaryFixedVariant
    case error, errorDim, onError, errorContainer, onErrorContainer
    case primaryPaletteKeyColor, secondaryPaletteKeyColor, tertiaryPaletteKeyColor
    case neutralPaletteKeyColor, neutralVariantPaletteKeyColor, errorPaletteKeyColor

    /// The roles of the 2021 spec, in Material's order: every role but the Dim ones.
    public static let roles2021: [SchemeRole] = allCases.filter { $0.undimmed == nil }

    /// The roles of the 2025 spec, in Material's order: every role.
    public static let roles2025: [SchemeRole] = allCases

    /// The role of which a Dim role is the dim form (`primary` for `primaryDim`, …); nil for the other roles.
    public var undimmed: SchemeRole? {
        switch self {
        case .primaryDim: .primary
        case .secondaryDim: .secondary
        case .tertiaryDim: .tertiary
        case .errorDim: .error
        default: nil
        }
    }
}

/// What a role is made of: the palette it takes its color from, the tone it starts at, and the contrast it must
/// keep (material-color-utilities, `dynamiccolor/MaterialDynamicColors.java` and `ColorSpec2021.java` for the
/// 2021 spec, `ColorSpec2025.java` for the 2025 spec).
struct RoleDefinition {
    /// Which of the scheme's palettes.
    enum Palette { case primary, secondary, tertiary, neutral, neutralVariant, error }

    /// Two roles kept `delta` tones apart: `nearer` keeps the first nearer the background, `lighter` the
    /// first lighter; `stayTogether` keeps both on one side of the tones 50–59 that no role takes.
    struct TonePair {
        enum Polarity { case nearer, lighter }
        var first: SchemeRole, second: SchemeRole
        var delta: Double = 10
        var polarity: Polarity
        var stayTogether: Bool
    }

    /// A tone set against another role's, in the 2025 spec: `delta` tones from the reference's tone (lighter
    /// when positive), exactly, at most (`nearer`) or at least (`farther`).
    struct ToneOffset {
        enum Constraint { case exact, nearer, farther }
        var reference: SchemeRole
        var delta: Double
        var constraint: Constraint
    }

    var palette: Palette
    var tone: Double
    /// The 2025 spec's factor on the palette's chroma: the role's color is the palette's hue at its chroma times
    /// this, at the role's tone.
    var chromaMultiplier: Double = 1
    /// Whether other roles are drawn on it; a background never takes a tone from 50 to 59.
    var isBackground = false
    var background: SchemeRole? = nil
    /// A second role the color is drawn on, which it must contrast with too.
    var secondBackground: SchemeRole? = nil
    /// The contrast ratio it keeps against its background, at contrast levels −1, 0, 0.5 and 1.
    var contrast: ContrastCurve? = nil
    var pair: TonePair? = nil
    /// The 2025 spec's counterpart of `pair`.
    var offset: ToneOffset? = nil
}

extension DynamicScheme {
    /// The definition of `role` in this scheme's spec: its variant, light or dark, and its seed.
    func definition(of role: SchemeRole) -> RoleDefinition {
        spec == .spec2025 ? definition2025(of: role) : definition2021(of: role.undimmed ?? role)
    }

    /// The definition of `role` in the 2021 spec, which has no Dim roles.
    func definition2021(of role: SchemeRole) -> RoleDefinition {
        let dark = isDark, mono = variant == .monochrome
        let fidelity = variant == .fidelity || variant == .content
        /// `dark` in a dark scheme, `light` in a light one.
        func tone(_ dark: Double, _ light: Double) -> Double { isDark ? dark : light }
        let highest: SchemeRole = dark ? .surfaceBright : .surfaceDim
        let text = ContrastCurve(4.5, 7, 11, 21), subtle = ContrastCurve(3, 4.5, 7, 11)
        let accent = ContrastCurve(3, 4.5, 7, 7), container = ContrastCurve(1, 1, 3, 4.5)
        func surface(_ tone: Double) -> RoleDefinition { RoleDefinition(palette: .neutral, tone: tone, isBackground: true) }
        func accentRole(_ palette: RoleDefinition.Palette, _ tone: Double, _ pair: (SchemeRole, SchemeRole)) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: highest, contrast: accent,
                           pair: .init(first: pair.1, second: pair.0, polarity: .nearer, stayTogether: false))
        }
        func containerRole(_ palette: RoleDefinition.Palette, _ tone: Double, _ pair: (SchemeRole, SchemeRole)) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: highest, contrast: container,
                           pair: .init(first: pair.1, second: pair.0, polarity: .nearer, stayTogether: false))
        }
        func onRole(_ palette: RoleDefinition.Palette, _ tone: Double, on background: SchemeRole, _ curve: ContrastCurve) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, background: background, contrast: curve)
        }
        func fixed(_ palette: RoleDefinition.Palette, _ tone: Double, _ pair: (SchemeRole, SchemeRole)) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, isBackground: true, background: highest, contrast: container,
                           pair: .init(first: pair.0, second: pair.1, polarity: .lighter, stayTogether: true))
        }
        func onFixed(_ palette: RoleDefinition.Palette, _ tone: Double, _ fixed: (SchemeRole, SchemeRole), _ curve: ContrastCurve) -> RoleDefinition {
            RoleDefinition(palette: palette, tone: tone, background: fixed.1, secondBackground: fixed.0, contrast: curve)
        }
        let primaryPair = (SchemeRole.primary, SchemeRole.primaryContainer)
        let secondaryPair = (SchemeRole.secondary, SchemeRole.secondaryContainer)
        let tertiaryPair = (SchemeRole.tertiary, SchemeRole.tertiaryContainer)
        let errorPair = (SchemeRole.error, SchemeRole.errorContainer)
        let primaryFixed = (SchemeRole.primaryFixed, SchemeRole.primaryFixedDim)
        let secondaryFixed = (SchemeRole.secondaryFixed, SchemeRole.secondaryFixedDim)
        let tertiaryFixed = (SchemeRole.tertiaryFixed, SchemeRole.tertiaryFixedDim)

        switch role {
        case .background, .surface: return surface(tone(6, 98))
        case .onBackground: return onRole(.neutral, tone(90, 10), on: .background, ContrastCurve(3, 3, 4.5, 7))
        case .surfaceDim: return surface(tone(6, ContrastCurve(87, 87, 80, 75).value(at: contrastLevel)))
        case .surfaceBright: return surface(tone(ContrastCurve(24, 24, 29, 34).value(at: contrastLevel), 98))
        case .surfaceContainerLowest: return surface(tone(ContrastCurve(4, 4, 2, 0).value(at: contrastLevel), 100))
        case .surfaceContainerLow:
            return surface(tone(ContrastCurve(10, 10, 11, 12).value(at: contrastLevel), ContrastCurve(96, 96, 96, 95).value(at: contrastLevel)))
        case .surfaceContainer:
            return surface(tone(ContrastCurve(12, 12, 16, 20).value(at: contrastLevel), ContrastCurve(94, 94, 92, 90).value(at: contrastLevel)))
        case .surfaceContainerHigh:
            return surface(tone(ContrastCurve(17, 17, 21, 25).value(at: contrastLevel), ContrastCurve(92, 92, 88, 85).value(at: contrastLevel)))
        case .surfaceContainerHighest:
            return surface(tone(ContrastCurve(22, 22, 26, 30).value(at: contrastLevel), ContrastCurve(90, 90, 84, 80).value(at: contrastLevel)))
        case .onSurface: return onRole(.neutral, tone(90, 10), on: highest, text)
        case .surfaceVariant: return RoleDefinition(palette: .neutralVariant, tone: tone(30, 90), isBackground: true)
        case .onSurfaceVariant: return onRole(.neutralVariant, tone(80, 30), on: highest, subtle)
        case .outline: return onRole(.neutralVariant, tone(60, 50), on: highest, ContrastCurve(1.5, 3, 4.5, 7))
        case .outlineVariant: return onRole(.neutralVariant, tone(30, 80), on: highest, container)
        case .inverseSurface: return surface(tone(90, 20))
        case .inverseOnSurface: return onRole(.neutral, tone(20, 95), on: .inverseSurface, text)
        case .shadow, .scrim: return RoleDefinition(palette: .neutral, tone: 0)
        case .surfaceTint: return RoleDefinition(palette: .primary, tone: tone(80, 40), isBackground: true)

        case .primary: return accentRole(.primary, mono ? tone(100, 0) : tone(80, 40), primaryPair)
        case .onPrimary: return onRole(.primary, mono ? tone(10, 90) : tone(20, 100), on: .primary, text)
        case .primaryContainer:
            return containerRole(.primary, fidelity ? source.tone : mono ? tone(85, 25) : tone(30, 90), primaryPair)
        case .onPrimaryContainer:
            let start = fidelity ? ToneContrast.foregroundTone(definition2021(of: .primaryContainer).tone, 4.5) : mono ? tone(0, 100) : tone(90, 30)
            return onRole(.primary, start, on: .primaryContainer, subtle)
        case .inversePrimary: return onRole(.primary, tone(40, 80), on: .inverseSurface, accent)
        case .primaryFixed: return fixed(.primary, mono ? 40 : 90, primaryFixed)
        case .primaryFixedDim: return fixed(.primary, mono ? 30 : 80, primaryFixed)
        case .onPrimaryFixed: return onFixed(.primary, mono ? 100 : 10, primaryFixed, text)
        case .onPrimaryFixedVariant: return onFixed(.primary, mono ? 90 : 30, primaryFixed, subtle)

        case .secondary: return accentRole(.secondary, tone(80, 40), secondaryPair)
        case .onSecondary: return onRole(.secondary, mono ? tone(10, 100) : tone(20, 100), on: .secondary, text)
        case .secondaryContainer:
            let start = mono ? tone(30, 85)
                : fidelity ? desiredChromaTone(secondaryPalette, from: tone(30, 90), downward: !isDark) : tone(30, 90)
            return containerRole(.secondary, start, secondaryPair)
        case .onSecondaryContainer:
            let start = mono ? tone(90, 10)
                : fidelity ? ToneContrast.foregroundTone(definition2021(of: .secondaryContainer).tone, 4.5) : tone(90, 30)
            return onRole(.secondary, start, on: .secondaryContainer, subtle)
        case .secondaryFixed: return fixed(.secondary, mono ? 80 : 90, secondaryFixed)
        case .secondaryFixedDim: return fixed(.secondary, mono ? 70 : 80, secondaryFixed)
        case .onSecondaryFixed: return onFixed(.secondary, 10, secondaryFixed, text)
        case .onSecondaryFixedVariant: return onFixed(.secondary, mono ? 25 : 30, secondaryFixed, subtle)

        case .tertiary: return accentRole(.tertiary, mono ? tone(90, 25) : tone(80, 40), tertiaryPair)
        case .onTertiary: return onRole(.tertiary, mono ? tone(10, 90) : tone(20, 100), on: .tertiary, text)
        case .tertiaryContainer:
            let start = mono ? tone(60, 49)
                : fidelity ? Self.likedOrFixed(tertiaryPalette.hct(tone: source.tone)).tone : tone(30, 90)
            return containerRole(.tertiary, start, tertiaryPair)
        case .onTertiaryContainer:
            let start = mono ? tone(0, 100)
                : fidelity ? ToneContrast.foregroundTone(definition2021(of: .tertiaryContainer).tone, 4.5) : tone(90, 30)
            return onRole(.tertiary, start, on: .tertiaryContainer, subtle)
        case .tertiaryFixed: return fixed(.tertiary, mono ? 40 : 90, tertiaryFixed)
        case .tertiaryFixedDim: return fixed(.tertiary, mono ? 30 : 80, tertiaryFixed)
        case .onTertiaryFixed: return onFixed(.tertiary, mono ? 100 : 10, tertiaryFixed, text)
        case .onTertiaryFixedVariant: return onFixed(.tertiary, mono ? 90 : 30, tertiaryFixed, subtle)

        case .error: return accentRole(.error, tone(80, 40), errorPair)
        case .primaryDim, .secondaryDim, .tertiaryDim, .errorDim: return definition2021(of: role.undimmed ?? .primary)
        case .onError: return onRole(.error, tone(20, 100), on: .error, text)
        case .errorContainer: return containerRole(.error, tone(30, 90), errorPair)
        case .onErrorContainer: return onRole(.error, mono ? tone(90, 10) : tone(90, 30), on: .errorContainer, subtle)

        case .primaryPaletteKeyColor: return RoleDefinition(palette: .primary, tone: primaryPalette.keyTone)
        case .secondaryPaletteKeyColor: return RoleDefinition(palette: .secondary, tone: secondaryPalette.keyTone)
        case .tertiaryPaletteKeyColor: return RoleDefinition(palette: .tertiary, tone: tertiaryPalette.keyTone)
        case .neutralPaletteKeyColor: return RoleDefinition(palette: .neutral, tone: neutralPalette.keyTone)
        case .neutralVariantPaletteKeyColor: return RoleDefinition(palette: .neutralVariant, tone: neutralVariantPalette.keyTone)
        case .errorPaletteKeyColor: return RoleDefinition(palette: .error, tone: errorPalette.keyTone)
        }
    }

    /// The tone nearest `start`, stepping a whole tone at a time up or down, where the palette's color reaches
    /// its chroma within 0.4, or where its chroma stops growing (material-color-utilities,
    /// `MaterialDynamicColors.findDesiredChromaByTone`): a fidelity scheme's secondary container keeps the
    /// seed's colorfulness.
    func desiredChromaTone(_ palette: TonalPalette, from start: Double, downward: Bool) -> Double {
        var answer = start
        var closest = MaterialHCT(hue: palette.hue, chroma: palette.chroma, tone: start)
        guard closest.chroma < palette.chroma else { return answer }
        var peak = closest.chroma
        while closest.chroma < palette.chroma {
            answer += downward ? -1 : 1
            let candidate = MaterialHCT(hue: palette.hue, chroma: palette.chroma, tone: answer)
            if peak > candidate.chroma || abs(candidate.chroma - palette.chroma) < 0.4 { break }
            if abs(candidate.chroma - palette.chroma) < abs(closest.chroma - palette.chroma) { closest = candidate }
            peak = max(peak, candidate.chroma)
        }
        return answer
    }
}
