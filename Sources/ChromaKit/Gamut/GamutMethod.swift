/// How a color is brought into a gamut, by name (for `--gamut clip|css|raytrace`).
public enum GamutMethod: String, Sendable, CaseIterable {
    /// Clip each RGB channel into 0…1 (`Gamut.clip`): fast, but shifts hue and lightness.
    case clip
    /// The CSS Color 4 §13.2 algorithm (`Gamut.mapCSS`): reduce OKLCh chroma, keep lightness and hue.
    case css
    /// Ray tracing toward the achromatic axis (`Gamut.mapRayTrace`, ColorAide's default): keep OKLCh lightness
    /// and hue, land on the gamut's surface.
    case raytrace

    /// One line for help text.
    public var summary: String {
        switch self {
        case .clip: "clip each RGB channel into 0–1"
        case .css: "CSS Color 4 gamut mapping: reduce OKLCh chroma until in gamut"
        case .raytrace: "ray trace toward the achromatic axis at OKLCh lightness and hue (ColorAide's default)"
        }
    }

    /// The color brought into the gamut of `space` by this method, as a Color in `space`.
    public func map(_ color: Color, to space: ColorSpace = .srgb) -> Color {
        switch self {
        case .clip: Gamut.clip(color, to: space)
        case .css: Gamut.mapCSS(color, to: space)
        case .raytrace: Gamut.mapRayTrace(color, to: space)
        }
    }
}
