/// What one does with a color, as methods: convert, compare, mix, check and map into a gamut, measure contrast.
///
/// Each method wraps the namespace that does the work (`ColorSpace.convert`,
/// `DeltaE`, `Mix`, `Gamut`, `Contrast`) and defaults each argument to what
/// CSS and the tools default to: ΔE2000, mixing in OKLab half and half, the
/// sRGB gamut, CSS gamut mapping, the WCAG 2.1 contrast ratio.
extension Color {
    /// This color converted to `space`: `Color(css: "gold").to(.oklch)`.
    ///
    /// The same as `converted(to:)` with CSS's Bradford adaptation for a change
    /// of white. A hue that no longer matters (a gray's) comes out missing.
    public func to(_ space: ColorSpace) -> Color {
        converted(to: space)
    }

    /// The difference between this color (the reference) and `other` by `method`, CIEDE2000 by default.
    ///
    /// About 1 is the smallest difference a person sees for the Lab-based
    /// methods (ΔEOK's scale is a hundredth of theirs). Missing components
    /// count as 0 and alpha is ignored (`DeltaE`).
    public func deltaE(to other: Color, method: DeltaEMethod = DeltaE.defaultMethod) -> Double {
        method.distance(self, other)
    }

    /// The mix of this color and `other` with `fraction` of `other`, in `space` with the hue method `hue`:
    /// CSS Color 5's `color-mix(in space hue, self (1 − fraction) × 100%, other)`.
    ///
    /// By default the two mix half and half in OKLab, as `color-mix()` does.
    /// The result is in `space`. `hue` applies in a polar space (one with a
    /// hue, such as OKLCh or HSL); a rectangular space has none, and ignores it.
    /// Missing components and alpha are handled as CSS Color 4 §12 says (`Mix`).
    ///
    /// - Precondition: `fraction` is in 0…1.
    public func mixed(
        with other: Color, by fraction: Double = 0.5, in space: ColorSpace = Mix.defaultSpace,
        hue: HueInterpolation = .shorter
    ) -> Color {
        precondition(fraction >= 0 && fraction <= 1, "the mix fraction must be between 0 and 1, found \(fraction)")
        do {
            return try Mix.mix(self, other, by: fraction, in: space, hue: space.hueIndex == nil ? nil : hue)
        } catch {
            // The fraction is in range and a hue method is given only for a polar space: nothing left to refuse.
            preconditionFailure(error.message)
        }
    }

    /// Whether this color lies in the gamut of `space` (sRGB by default), within `Gamut.defaultEpsilon`.
    ///
    /// A space built on an RGB space (HSL on sRGB) has that space's gamut; a
    /// space with no gamut limits (Lab, OKLCh, XYZ) holds every color.
    public func inGamut(_ space: ColorSpace = .srgb) -> Bool {
        Gamut.contains(self, in: space)
    }

    /// This color brought into the gamut of `space` (sRGB by default) by `method`, CSS Color 4 §13.2 gamut mapping by default.
    ///
    /// The result is in `space`. The CSS method lowers OKLCh chroma until the
    /// color fits, keeping its lightness and hue; `.clip` clips each channel,
    /// `.raytrace` casts a ray toward the gray of the same lightness.
    public func mapped(into space: ColorSpace = .srgb, method: GamutMethod = .css) -> Color {
        method.map(self, to: space)
    }

    /// The contrast of this color as text on `background` by `method`, the WCAG 2.1 contrast ratio by default (1 to 21).
    ///
    /// WCAG 2.1 asks for at least 4.5 for body text and 3 for large text
    /// (success criterion 1.4.3). Alpha is ignored; missing components count
    /// as 0. APCA's value is signed: negative for light text on a dark background.
    public func contrast(against background: Color, method: ContrastMethod = Contrast.defaultMethod) -> Double {
        method.contrast(self, on: background)
    }
}
