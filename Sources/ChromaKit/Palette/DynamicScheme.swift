/// A Material Design 3 dynamic color scheme: five key palettes made from a seed color, and the tone of each color
/// role in them, light or dark, as material-color-utilities computes them in its 2021 or 2025 spec.
///
/// The variant picks the palettes (`SchemeVariant`). Each role starts at a tone of
/// its palette and moves, when it must, to keep a contrast ratio against the role
/// it is drawn on (WCAG 2.1's ratio of luminances; `ContrastCurve` gives the ratio
/// at each contrast level); roles paired as a color and its container keep ten
/// tones apart, and backgrounds avoid the tones 50 to 59, on which neither black
/// nor white text reaches 4.5:1 (material-color-utilities,
/// `dynamiccolor/DynamicColor.java`, `MaterialDynamicColors.java`; Material
/// Design 3, "Dynamic color" and "Color roles").
///
/// The 2025 spec (`SchemeSpec.spec2025`, `SchemeRoles2025.swift`) makes other
/// palettes, starts most accents at the tone of their palette's most chroma, keeps
/// a color and its container five tones apart, adds the four Dim roles, and gives
/// surfaces and outlines more of the neutral palette's chroma (a role's chroma
/// multiplier). It covers the tonal-spot, neutral, vibrant and expressive variants,
/// as Material's does; a fidelity, content or monochrome scheme asked for in the
/// 2025 spec is made in the 2021 spec, and its `spec` says so. Schemes are for a
/// phone, Material's default platform.
///
/// ```swift
/// let scheme = DynamicScheme(seed: Color(css: "#6750a4")!)
/// scheme.color(.primary).hexString()   // "#65558f"
/// ```
public struct DynamicScheme: Sendable {
    /// The seed, rounded to 8-bit sRGB.
    public var seed: Color { source.rgb.color }
    public let variant: SchemeVariant
    public let isDark: Bool
    /// From −1 (least) through 0 (the standard) to 1 (most contrast).
    public let contrastLevel: Double
    /// The spec the scheme is computed in: the one asked for, or 2021 for a variant the 2025 spec does not cover.
    public let spec: SchemeSpec
    public let primaryPalette: TonalPalette
    public let secondaryPalette: TonalPalette
    public let tertiaryPalette: TonalPalette
    public let neutralPalette: TonalPalette
    public let neutralVariantPalette: TonalPalette
    /// The error palette: hue 25, chroma 84 in every variant of the 2021 spec; by the seed's hue and the variant in
    /// the 2025 spec.
    public let errorPalette: TonalPalette
    /// The seed as Material's HCT holds it.
    package let source: MaterialHCT
    /// For the 2025 spec, the tones at which each palette has the most chroma.
    let chromaPeaks: [RoleDefinition.Palette: ChromaPeak]

    /// The scheme of a seed color (rounded to 8-bit sRGB first), in a variant, light or dark, at a contrast level,
    /// in a spec of Material's (2021 when the 2025 spec does not cover the variant).
    public init(seed: Color, variant: SchemeVariant = .tonalSpot, isDark: Bool = false, contrastLevel: Double = 0,
                spec: SchemeSpec = .spec2021) {
        let source = MaterialHCT(SRGB8(seed))
        self.source = source
        self.variant = variant
        self.isDark = isDark
        self.contrastLevel = contrastLevel
        self.spec = variant.has2025Spec ? spec : .spec2021
        if self.spec == .spec2025 {
            let palettes = variant.palettes2025(for: source, isDark: isDark)
            (primaryPalette, secondaryPalette, tertiaryPalette) = (palettes.primary, palettes.secondary, palettes.tertiary)
            (neutralPalette, neutralVariantPalette) = (palettes.neutral, palettes.neutralVariant)
            errorPalette = palettes.error
            let all: [(RoleDefinition.Palette, TonalPalette)] = [
                (.primary, palettes.primary), (.secondary, palettes.secondary), (.tertiary, palettes.tertiary),
                (.neutral, palettes.neutral), (.neutralVariant, palettes.neutralVariant), (.error, palettes.error),
            ]
            chromaPeaks = Dictionary(uniqueKeysWithValues: all.map { ($0.0, ChromaPeak($0.1)) })
        } else {
            let palettes = variant.palettes(for: source)
            (primaryPalette, secondaryPalette, tertiaryPalette) = (palettes.primary, palettes.secondary, palettes.tertiary)
            (neutralPalette, neutralVariantPalette) = (palettes.neutral, palettes.neutralVariant)
            errorPalette = TonalPalette(hue: 25, chroma: 84)
            chromaPeaks = [:]
        }
    }

    /// The scheme with the same seed, palettes and spec, light or dark, at another contrast level.
    init(_ scheme: DynamicScheme, isDark: Bool, contrastLevel: Double) {
        (source, variant, spec) = (scheme.source, scheme.variant, scheme.spec)
        (self.isDark, self.contrastLevel) = (isDark, contrastLevel)
        (primaryPalette, secondaryPalette, tertiaryPalette) = (scheme.primaryPalette, scheme.secondaryPalette, scheme.tertiaryPalette)
        (neutralPalette, neutralVariantPalette) = (scheme.neutralPalette, scheme.neutralVariantPalette)
        (errorPalette, chromaPeaks) = (scheme.errorPalette, scheme.chromaPeaks)
    }

    /// The roles of the scheme's spec, in Material's order: `SchemeRole.roles2021` or `SchemeRole.roles2025`.
    public var roles: [SchemeRole] { spec == .spec2025 ? SchemeRole.roles2025 : SchemeRole.roles2021 }

    /// The color of a role, in 8-bit sRGB. In the 2025 spec, the palette's hue at its chroma times the role's
    /// multiplier, at the role's tone.
    public func color(_ role: SchemeRole) -> Color {
        switch spec {
        case .spec2021:
            return palette(of: role).tone(tone(role))
        case .spec2025:
            let palette = palette(of: role)
            let chroma = palette.chroma * definition(of: role).chromaMultiplier
            return HCTGamutSolver.solve(hue: palette.hue, chroma: chroma, tone: tone(role)).color
        }
    }

    /// The tone of a role: where it starts, moved as far as its contrast and its pair require.
    public func tone(_ role: SchemeRole) -> Double {
        spec == .spec2025 ? tone2025(role) : tone2021(role.undimmed ?? role)
    }

    /// The tone of a role in the 2021 spec.
    private func tone2021(_ role: SchemeRole) -> Double {
        let definition = definition2021(of: role)
        if let pair = definition.pair { return pairedTone(role, pair, background: definition.background) }
        var answer = definition.tone
        guard let background = definition.background, let curve = definition.contrast else { return answer }
        let backgroundTone = tone(background)
        let ratio = curve.value(at: contrastLevel)
        if ToneContrast.ratio(backgroundTone, answer) < ratio || contrastLevel < 0 {
            answer = ToneContrast.foregroundTone(backgroundTone, ratio)
        }
        if definition.isBackground, (50..<60).contains(answer) {
            answer = ToneContrast.ratio(49, backgroundTone) >= ratio ? 49 : 60
        }
        guard let second = definition.secondBackground else { return answer }
        // Drawn on two backgrounds: a tone that contrasts with both, lighter than the lighter or darker than the darker.
        let toneOfSecond = tone(second)
        let upper = max(backgroundTone, toneOfSecond), lower = min(backgroundTone, toneOfSecond)
        if ToneContrast.ratio(upper, answer) >= ratio, ToneContrast.ratio(lower, answer) >= ratio { return answer }
        let light = ToneContrast.lighter(upper, ratio), dark = ToneContrast.darker(lower, ratio)
        if ToneContrast.prefersLightForeground(backgroundTone) || ToneContrast.prefersLightForeground(toneOfSecond) {
            return light ?? 100
        }
        if let light, dark == nil { return light }
        return dark ?? 0
    }

    /// The tone of a role in the 2025 spec: its start, set against its reference role when it has one, moved to
    /// keep its contrast with its background, and, for a background, out of the tones 50 to 64 (to 49 below 57,
    /// else to 65) (material-color-utilities, `dynamiccolor/ColorSpec2025.java`, `getTone`).
    private func tone2025(_ role: SchemeRole) -> Double {
        let definition = definition2025(of: role)
        var answer = definition.tone
        if let offset = definition.offset {
            let reference = tone2025(offset.reference), target = reference + offset.delta
            switch (offset.constraint, offset.delta > 0) {
            case (.exact, _): answer = Self.clamp(target, 0, 100)
            case (.nearer, true): answer = Self.clamp(Self.clamp(answer, reference, target), 0, 100)
            case (.nearer, false): answer = Self.clamp(Self.clamp(answer, target, reference), 0, 100)
            case (.farther, true): answer = Self.clamp(answer, target, 100)
            case (.farther, false): answer = Self.clamp(answer, 0, target)
            }
        }
        if let background = definition.background, let curve = definition.contrast {
            let backgroundTone = tone2025(background), ratio = curve.value(at: contrastLevel)
            if ToneContrast.ratio(backgroundTone, answer) < ratio || contrastLevel < 0 {
                answer = ToneContrast.foregroundTone(backgroundTone, ratio)
            }
        } else if definition.offset == nil {
            return answer
        }
        guard definition.isBackground else { return answer }
        return answer >= 57 ? Self.clamp(answer, 65, 100) : Self.clamp(answer, 0, 49)
    }

    /// `value` brought into `lower…upper`, `lower` winning when the bounds cross.
    static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        value < lower ? lower : value > upper ? upper : value
    }

    /// The tone of a role paired with another: both moved to contrast with their background, then pushed
    /// `delta` apart (the one nearer the background staying), and out of the tones 50 to 59.
    private func pairedTone(_ role: SchemeRole, _ pair: RoleDefinition.TonePair, background: SchemeRole?) -> Double {
        let firstIsNearer = pair.polarity == .nearer || !isDark
        let (nearer, farther) = firstIsNearer ? (pair.first, pair.second) : (pair.second, pair.first)
        let nearerDefinition = definition2021(of: nearer), fartherDefinition = definition2021(of: farther)
        let outward: Double = isDark ? 1 : -1
        var nearTone = nearerDefinition.tone, farTone = fartherDefinition.tone
        if let background, let nearCurve = nearerDefinition.contrast, let farCurve = fartherDefinition.contrast {
            let backgroundTone = tone2021(background)
            let nearRatio = nearCurve.value(at: contrastLevel), farRatio = farCurve.value(at: contrastLevel)
            if ToneContrast.ratio(backgroundTone, nearTone) < nearRatio || contrastLevel < 0 {
                nearTone = ToneContrast.foregroundTone(backgroundTone, nearRatio)
            }
            if ToneContrast.ratio(backgroundTone, farTone) < farRatio || contrastLevel < 0 {
                farTone = ToneContrast.foregroundTone(backgroundTone, farRatio)
            }
        }
        if (farTone - nearTone) * outward < pair.delta {
            farTone = min(max(nearTone + pair.delta * outward, 0), 100)
            if (farTone - nearTone) * outward < pair.delta {
                nearTone = min(max(farTone - pair.delta * outward, 0), 100)
            }
        }
        /// Moves the nearer role out of 50–59, away from the background, and the farther one with it.
        func moveNearerOut() {
            nearTone = outward > 0 ? 60 : 49
            farTone = outward > 0 ? max(farTone, nearTone + pair.delta) : min(farTone, nearTone - pair.delta)
        }
        if (50..<60).contains(nearTone) {
            moveNearerOut()
        } else if (50..<60).contains(farTone) {
            if pair.stayTogether { moveNearerOut() } else { farTone = outward > 0 ? 60 : 49 }
        }
        return role == nearer ? nearTone : farTone
    }

    /// The palette a role takes its color from.
    func palette(of role: SchemeRole) -> TonalPalette {
        palette(definition(of: role).palette)
    }
}

/// The spec of Material Design 3's dynamic schemes a `DynamicScheme` follows (material-color-utilities,
/// `dynamiccolor/ColorSpec2021.java` and `ColorSpec2025.java`).
public enum SchemeSpec: String, CaseIterable, Sendable {
    /// Material's schemes since 2021: the default here, and the only spec of the fidelity, content and
    /// monochrome variants.
    case spec2021 = "2021"
    /// Material 3 Expressive's schemes of 2025, on a phone: for the tonal-spot, neutral, vibrant and expressive
    /// variants.
    case spec2025 = "2025"
}

/// The contrast ratio a role keeps at each contrast level: `low` at −1, `normal` at 0, `medium` at 0.5, `high` at 1,
/// linear between (material-color-utilities, `dynamiccolor/ContrastCurve.java`).
struct ContrastCurve {
    var low: Double, normal: Double, medium: Double, high: Double

    init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
        (self.low, self.normal, self.medium, self.high) = (low, normal, medium, high)
    }

    /// The ratio at `level`, clamped to −1…1.
    func value(at level: Double) -> Double {
        func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { (1 - t) * a + t * b }
        if level <= -1 { return low }
        if level < 0 { return lerp(low, normal, level + 1) }
        if level < 0.5 { return lerp(normal, medium, level / 0.5) }
        if level < 1 { return lerp(medium, high, (level - 0.5) / 0.5) }
        return high
    }
}

/// Contrast between tones (CIE L\*): WCAG 2.1's ratio (L₁ + 0.05) / (L₂ + 0.05) of their luminances, and the tones
/// that reach a ratio (material-color-utilities, `contrast/Contrast.java`, `dynamiccolor/DynamicColor.java`).
enum ToneContrast {
    /// The contrast ratio of two tones, each clamped into 0…100.
    static func ratio(_ a: Double, _ b: Double) -> Double {
        let ya = luminance(min(max(a, 0), 100)), yb = luminance(min(max(b, 0), 100))
        return ratio(luminances: ya, yb)
    }

    /// The ratio of two luminances on a 0–100 scale: (lighter + 5) / (darker + 5).
    static func ratio(luminances a: Double, _ b: Double) -> Double {
        (max(a, b) + 5) / (min(a, b) + 5)
    }

    /// The luminance (0–100) of a tone.
    static func luminance(_ tone: Double) -> Double { HCTSolver.luminance(fromTone: tone) * 100 }

    /// The tone of a luminance (0–100).
    static func tone(_ luminance: Double) -> Double { HCTSolver.tone(fromLuminance: luminance / 100) }

    /// The tone lighter than `tone` that has the ratio against it, plus 0.4 for safety; nil when 100 falls
    /// short by more than 0.04 or the tone is outside 0…100.
    static func lighter(_ tone: Double, _ ratio: Double) -> Double? {
        guard (0...100).contains(tone) else { return nil }
        let dark = luminance(tone), light = ratio * (dark + 5) - 5
        let reached = self.ratio(luminances: light, dark)
        if reached < ratio, abs(reached - ratio) > 0.04 { return nil }
        let answer = self.tone(light) + 0.4
        return (0...100).contains(answer) ? answer : nil
    }

    /// The tone darker than `tone` that has the ratio against it, minus 0.4 for safety; nil when 0 falls short by
    /// more than 0.04 or the tone is outside 0…100.
    static func darker(_ tone: Double, _ ratio: Double) -> Double? {
        guard (0...100).contains(tone) else { return nil }
        let light = luminance(tone), dark = (light + 5) / ratio - 5
        let reached = self.ratio(luminances: light, dark)
        if reached < ratio, abs(reached - ratio) > 0.04 { return nil }
        let answer = self.tone(dark) - 0.4
        return (0...100).contains(answer) ? answer : nil
    }

    /// The tone of text on a background of `background` that reaches `ratio`: lighter or darker, whichever
    /// reaches it (or comes nearer), light preferred on backgrounds below tone 60.
    static func foregroundTone(_ background: Double, _ ratio: Double) -> Double {
        let lighterTone = lighter(background, ratio) ?? 100, darkerTone = darker(background, ratio) ?? 0
        let lighterRatio = self.ratio(lighterTone, background), darkerRatio = self.ratio(darkerTone, background)
        if prefersLightForeground(background) {
            let negligible = abs(lighterRatio - darkerRatio) < 0.1 && lighterRatio < ratio && darkerRatio < ratio
            return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligible ? lighterTone : darkerTone
        }
        return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darkerTone : lighterTone
    }

    /// Whether light text suits a background of this tone: tones that round below 60.
    static func prefersLightForeground(_ tone: Double) -> Bool { tone.rounded() < 60 }
}
