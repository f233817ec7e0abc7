/// Random colors by strategy, drawn from a generator through `RandomDraw` so that a seed gives the same colors everywhere.
///
/// Every strategy gives an opaque sRGB color on the 8-bit grid (its `#rrggbb`
/// is exact). The draws, in order, per color:
///
/// - `vivid`: OKLCh lightness in [0.55, 0.85), chroma in [0.14, 0.24), hue in
///   [0, 360), each a `RandomDraw.real`; then CSS Color 4 gamut mapping into
///   sRGB (§13.2, `Gamut.mapCSS`) and rounding to 8 bits.
/// - `rgb`: red, green and blue, each a `RandomDraw.integer` in 0…255: uniform
///   over the 16 777 216 8-bit sRGB colors.
/// - `gray`: one `RandomDraw.integer` in 0…255, the level of red, green and blue.
/// - `oklch`: uniform in the OKLCh cylinder of lightness 0…1 and chroma 0…0.4:
///   lightness `real` in [0, 1), chroma 0.4·√u with u a `RandomDraw.unit` (so that
///   colors are uniform over the OKLab a–b disk, not crowded at its centre), hue
///   `real` in [0, 360); then gamut mapping and rounding as for `vivid`.
public enum RandomColorStrategy: String, CaseIterable, Sendable {
    case vivid, rgb, gray, oklch

    /// The lightness range of `vivid`, OKLCh L.
    public static let vividLightness = (lower: 0.55, upper: 0.85)
    /// The chroma range of `vivid`, OKLCh C.
    public static let vividChroma = (lower: 0.14, upper: 0.24)
    /// The largest chroma of `oklch`'s cylinder: about the most any sRGB color has (OKLCh C of #ff00ff is 0.32).
    public static let cylinderChroma = 0.4

    /// One line for help text.
    public var summary: String {
        switch self {
        case .vivid: "saturated colors of middle lightness: OKLCh L 0.55–0.85, C 0.14–0.24, any hue"
        case .rgb: "uniform over 8-bit sRGB"
        case .gray: "a gray, its 8-bit level uniform over 0–255"
        case .oklch: "uniform in the OKLCh cylinder (L 0–1, C 0–0.4), brought into sRGB"
        }
    }

    /// The next color of this strategy from `random`.
    public func color(using random: inout some RandomNumberGenerator) -> Color {
        switch self {
        case .vivid:
            let l = RandomDraw.real(from: Self.vividLightness.lower, to: Self.vividLightness.upper, using: &random)
            let c = RandomDraw.real(from: Self.vividChroma.lower, to: Self.vividChroma.upper, using: &random)
            let h = RandomDraw.real(from: 0, to: 360, using: &random)
            return Self.srgb8(Color(.oklch, l, c, h))
        case .rgb:
            let r = RandomDraw.integer(in: 0...255, using: &random)
            let g = RandomDraw.integer(in: 0...255, using: &random)
            let b = RandomDraw.integer(in: 0...255, using: &random)
            return Color(.srgb, Double(r) / 255, Double(g) / 255, Double(b) / 255)
        case .gray:
            let level = Double(RandomDraw.integer(in: 0...255, using: &random)) / 255
            return Color(.srgb, level, level, level)
        case .oklch:
            let l = RandomDraw.unit(using: &random)
            let c = Self.cylinderChroma * RandomDraw.unit(using: &random).squareRoot()
            let h = RandomDraw.real(from: 0, to: 360, using: &random)
            return Self.srgb8(Color(.oklch, l, c, h))
        }
    }

    /// The color gamut-mapped into sRGB (CSS Color 4 §13.2) and rounded to 8 bits, as an sRGB color.
    static func srgb8(_ color: Color) -> Color {
        let c = color.rgb8(gamut: .css)
        return Color(.srgb, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255)
    }
}
