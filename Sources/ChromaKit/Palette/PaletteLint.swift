/// Checks of a palette, each finding a problem a person would meet using it: colors a screen cannot show,
/// colors too close to tell apart, text too faint on its background, and colors that people with a color
/// vision deficiency cannot tell apart.
///
/// - Gamut: a color outside `gamut` (an RGB space such as sRGB or Display
///   P3) by more than `Gamut.defaultEpsilon` on some channel; the value is how
///   far its farthest channel lies outside 0…1 in that space.
/// - Near-duplicates: two colors less than `minimumDistance` apart by
///   CIEDE2000 (about 1 is the least difference a person sees, 2 one seen at
///   a glance).
/// - Contrast: a color whose contrast as text on one of `backgrounds` falls
///   short of `contrastTarget` by `contrastMethod` (for APCA, |Lc|), as
///   `ContrastGuidance.meets` compares: unrounded.
/// - Color vision deficiency: two colors that are not near-duplicates but
///   are less than `minimumDistance` apart once both are simulated at full
///   severity (`CVDSimulation`, the automatic model: Viénot, Brettel & Mollon
///   1999 for protanopia and deuteranopia, Brettel, Viénot & Mollon 1997 for
///   tritanopia).
///
/// Findings come in that order of kinds, and within a kind in the order of
/// the palette's colors.
public struct PaletteLint: Sendable {
    /// What a finding is about.
    public enum Kind: String, Sendable, CaseIterable {
        /// A color outside the gamut.
        case gamut
        /// Two colors too close by CIEDE2000.
        case duplicate
        /// A text color too faint on a background.
        case contrast
        /// Two colors too close for a color vision deficiency.
        case cvd
    }

    /// One problem found.
    public struct Finding: Sendable, Equatable {
        /// What it is about.
        public let kind: Kind
        /// The palette's colors involved, by index: one for `gamut` and `contrast`, two for `duplicate` and `cvd`.
        public let colors: [Int]
        /// For `contrast`, the background's index in `backgrounds`.
        public let background: Int?
        /// For `cvd`, the deficiency.
        public let deficiency: ColorVisionDeficiency?
        /// What was measured: the distance outside the gamut, a CIEDE2000 difference or a contrast.
        public let value: Double
        /// The limit it passed: the gamut's tolerance, `minimumDistance` or `contrastTarget`.
        public let limit: Double
    }

    /// The gamut colors must lie in; nil checks none.
    public var gamut: ColorSpace? = .srgb
    /// The least CIEDE2000 difference two colors must keep, seen normally and through each of `deficiencies`.
    public var minimumDistance: Double = 2
    /// The backgrounds text colors are checked on; none checks no contrast.
    public var backgrounds: [Color] = []
    /// The least contrast of a text color on each background (for APCA, |Lc|).
    public var contrastTarget: Double = 4.5
    /// The contrast method.
    public var contrastMethod: ContrastMethod = Contrast.defaultMethod
    /// The deficiencies simulated, at full severity.
    public var deficiencies: [ColorVisionDeficiency] = [.protan, .deutan, .tritan]

    /// Checks with the defaults: sRGB, CIEDE2000 2, no contrast, protan, deutan and tritan.
    public init() {}

    /// The findings of the palette `colors`, in the order of the kinds, then of the colors.
    public func findings(_ colors: [Color]) -> [Finding] {
        var found: [Finding] = []
        if let gamut, let rgb = gamut.gamutSpace {
            for (i, color) in colors.enumerated() where !Gamut.contains(color, in: rgb) {
                let coords = DeltaE.coordinates(color, in: rgb)
                let outside = max(-coords.x, -coords.y, -coords.z, coords.x - 1, coords.y - 1, coords.z - 1)
                found.append(Finding(kind: .gamut, colors: [i], background: nil, deficiency: nil, value: outside, limit: Gamut.defaultEpsilon))
            }
        }
        let labs = colors.map(DeltaE.labCoordinates)
        var duplicates = Set<[Int]>()
        for i in colors.indices {
            for j in colors.indices where j > i {
                let distance = DeltaE.ciede2000(lab1: labs[i], lab2: labs[j])
                if distance < minimumDistance {
                    duplicates.insert([i, j])
                    found.append(Finding(kind: .duplicate, colors: [i, j], background: nil, deficiency: nil, value: distance, limit: minimumDistance))
                }
            }
        }
        for (i, color) in colors.enumerated() {
            for (b, background) in backgrounds.enumerated() {
                let contrast = contrastMethod.contrast(color, on: background)
                if !ContrastGuidance.meets(ContrastMethod.strength(contrast), contrastTarget) {
                    found.append(Finding(kind: .contrast, colors: [i], background: b, deficiency: nil, value: contrast, limit: contrastTarget))
                }
            }
        }
        for deficiency in deficiencies {
            let simulation = CVDSimulation(deficiency, severity: 1)
            let seen = colors.map { DeltaE.labCoordinates(simulation.simulate($0)) }
            for i in colors.indices {
                for j in colors.indices where j > i && !duplicates.contains([i, j]) {
                    let distance = DeltaE.ciede2000(lab1: seen[i], lab2: seen[j])
                    if distance < minimumDistance {
                        found.append(Finding(kind: .cvd, colors: [i, j], background: nil, deficiency: deficiency, value: distance, limit: minimumDistance))
                    }
                }
            }
        }
        return found
    }
}
