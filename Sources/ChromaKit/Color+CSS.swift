/// A color read from CSS and written as CSS: `Color(css:)`, `css`, `hex` and `description`.
extension Color: CustomStringConvertible {
    /// Reads a CSS color: `Color(css: "oklch(70% 0.1 30)")`, `Color(css: "rebeccapurple")`, `Color(css: "#ff6347")`.
    ///
    /// Everything `CSSColor.parse(_:)` reads: named colors, hex, every CSS
    /// Color 4 function and `color()` space, `color-mix()` and relative colors
    /// of CSS Color 5, and what people paste: `ff6347`, `color: #ff6347;`,
    /// `"#ff6347"`, `0xff6347`. The color keeps the space it was written in: an
    /// `hsl()` color is an HSL color, `color-mix(in oklch, …)` an OKLCh color.
    /// `light-dark(A, B)` is A unless `colorScheme` is `.dark`.
    /// Throws `ColorParseError`, which says what was wrong and where.
    public init(css text: String, colorScheme: ColorScheme = .light) throws(ColorParseError) {
        self = try CSSColor.parse(text, colorScheme: colorScheme)
    }

    /// The color's CSS in its own space, with up to six decimals: `oklch(0.7 0.1 30)`, `color(srgb 0.4 0.2 0.6)`.
    ///
    /// Each space is written in its own function or `color()` form (CSS Color 4
    /// §15); a space that CSS has no syntax for (HSB, CMYK, …) is written as
    /// `color(srgb …)`. A missing component is `none`; an alpha other than 1 is
    /// written after a slash. A color whose own function would clamp a value on
    /// reading it back (an OKLab lightness below 0, from mixing colors outside
    /// sRGB) is written in the `color()` form of the space that function is
    /// built on, so that `Color(css: color.css)` is the same color up to the
    /// decimals written.
    public var css: String {
        var out: [UInt8] = []
        out.reserveCapacity(48)
        CSSColor.appendInexact(self, precision: 6, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The color as `#rrggbb` after CSS gamut mapping into 8-bit sRGB, with alpha digits (`#rrggbbaa`) only when alpha is below 1.
    ///
    /// The color is brought into sRGB by the CSS Color 4 §13.2 algorithm, then
    /// each channel is rounded to 8 bits (`rgb8(gamut:)`). An alpha that rounds
    /// to 255 is opaque, and a missing alpha counts as 1. For another gamut
    /// method, `hexString(gamut:)`.
    public var hex: String { hexString(gamut: .css) }

    /// The color's CSS in its own space (`css`), so that `print(color)` shows `oklch(0.7 0.1 30)`.
    public var description: String { css }
}
