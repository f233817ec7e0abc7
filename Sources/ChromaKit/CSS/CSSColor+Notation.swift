/// The CSS forms people paste that the lossless serializer does not write:
/// `rgb()` with 0–255 channels, the comma-separated legacy `rgb()`/`rgba()`
/// and `hsl()`/`hsla()`, and CSS Color 5's `device-cmyk()`.
///
/// Numbers go through `ShortNumber` with at most `precision` decimals, as
/// everywhere else: one count for all, or a `CSSPrecision` by each number's scale
/// (the 0–255 channels and percentages a wide scale, CMYK and alpha a scale of 1).
extension CSSColor {
    /// The two syntaxes of `rgb()` and `hsl()` (CSS Color 4 §5.1, §7.1).
    public enum Notation: String, Sendable, CaseIterable {
        /// Space-separated, alpha after a slash: `rgb(255 99 71 / 0.5)`, `hsl(9.13 100% 63.92%)`.
        case modern
        /// Comma-separated, with `rgba()`/`hsla()` when alpha is not 1: `rgb(255, 99, 71)`,
        /// `rgba(255, 99, 71, 0.5)` — the form CSS Color 4 §15.2 serializes sRGB colors in.
        case legacy
    }

    /// `rgb()` of the color's 8-bit sRGB channels after gamut mapping (`Color.rgb8(gamut:)`), as integers 0–255.
    ///
    /// Alpha is the 8-bit alpha of `rgb8` written by the rule of CSS Color 4
    /// §15.1 for 8-bit alpha values: the percentage k/100 when some whole k in
    /// 0…100 gives the byte as round(k × 2.55), else byte/255 to three
    /// decimals (so `#ff634780` has alpha 0.5), and at most `precision` decimals. A missing alpha
    /// is `none`, or 0 in the legacy notation, which has no `none`.
    public static func rgb8String(_ color: Color, gamut: GamutMethod = .css, notation: Notation = .modern, precision: Int = 6) -> String {
        rgb8String(color, gamut: gamut, notation: notation, precision: .uniform(precision))
    }

    /// `rgb8String` with the alpha's decimals from `precision` (its channels are whole numbers).
    public static func rgb8String(_ color: Color, gamut: GamutMethod = .css, notation: Notation = .modern, precision: CSSPrecision) -> String {
        let c = color.rgb8(gamut: gamut)
        // A missing alpha is `none` in the modern notation and 0 in the legacy one, as in `rgbString`.
        let alpha = color.alpha.isNaN ? (notation == .legacy ? 0 : .nan) : c.alpha == 255 ? nil : eightBitAlpha(c.alpha)
        return rgbFunction([Double(c.red), Double(c.green), Double(c.blue)], alpha: alpha, notation: notation, precision: precision)
    }

    /// `rgb()` of the color's sRGB value scaled to 0–255 and not rounded to whole numbers, or nil when the color
    /// is outside sRGB, where `rgb()` would clamp it (CSS Color 4 §5.1) and only `color(srgb …)` holds it.
    ///
    /// Missing components are `none` in the modern notation and 0 in the
    /// legacy one, which has no `none` (CSS Color 4 §15.2).
    public static func rgbString(_ color: Color, notation: Notation = .modern, precision: Int = 6) -> String? {
        rgbString(color, notation: notation, precision: .uniform(precision))
    }

    /// `rgbString` with the decimals of `precision`.
    public static func rgbString(_ color: Color, notation: Notation = .modern, precision: CSSPrecision) -> String? {
        let srgb = color.converted(to: .srgb)
        guard Gamut.contains(srgb, in: .srgb) else { return nil }
        return precision.keepingHex(of: color) { roundedRGBString(srgb, notation: notation, precision: $0) }
    }

    /// `rgbString` of a color in sRGB at `precision`'s decimals, whatever color the text reads back as.
    static func roundedRGBString(_ srgb: Color, notation: Notation, precision: CSSPrecision) -> String {
        let channels = (0..<3).map { i -> Double in
            let v = srgb.coords[i]
            return v.isNaN ? (notation == .legacy ? 0 : .nan) : min(max(v, 0), 1) * 255
        }
        let alpha: Double? = srgb.alpha == 1 ? nil : (srgb.alpha.isNaN && notation == .legacy ? 0 : srgb.alpha)
        return rgbFunction(channels, alpha: alpha, notation: notation, precision: precision)
    }

    /// `hsl()` in either notation; the modern one is `string(_:in: .hsl, precision:)`.
    ///
    /// The legacy notation writes `hsl(H, S%, L%)`, or `hsla(H, S%, L%, A)`
    /// when alpha is not 1, with missing components as 0 (CSS Color 4 §7.1,
    /// legacy syntax, which has no `none`).
    public static func hslString(_ color: Color, notation: Notation = .modern, precision: Int = 6) -> String {
        hslString(color, notation: notation, precision: .uniform(precision))
    }

    /// `hslString` with the decimals of `precision`: the hue and percentages on a wide scale, alpha on a scale of 1.
    public static func hslString(_ color: Color, notation: Notation = .modern, precision: CSSPrecision) -> String {
        guard notation == .legacy else { return string(color, in: .hsl, precision: precision) }
        return precision.keepingHex(of: color) { legacyHSLString(color, precision: $0) }
    }

    /// The legacy `hslString` at `precision`'s decimals, whatever color the text reads back as.
    static func legacyHSLString(_ color: Color, precision: CSSPrecision) -> String {
        let hsl = color.converted(to: .hsl)
        func number(_ value: Double, _ decimals: Int) -> String { ShortNumber.string(value.isNaN ? 0 : value, precision: decimals) }
        let wide = precision.wideScale
        let parts = [number(hsl.coords.x, wide), number(hsl.coords.y * 100, wide) + "%", number(hsl.coords.z * 100, wide) + "%"]
        if hsl.alpha == 1 { return "hsl(" + parts.joined(separator: ", ") + ")" }
        return "hsla(" + (parts + [number(hsl.alpha, precision.unitScale)]).joined(separator: ", ") + ")"
    }

    /// `device-cmyk(C M Y K)` of the color: CSS Color 5 §6, whose naive conversion to sRGB,
    /// red = 1 − min(1, cyan × (1 − black) + black), is the `cmyk` space's.
    ///
    /// Components are numbers 0–1, as CSS Color 5 serializes them; alpha
    /// after a slash when not 1; missing components `none`.
    public static func deviceCMYKString(_ color: Color, precision: Int = 6) -> String {
        deviceCMYKString(color, precision: .uniform(precision))
    }

    /// `deviceCMYKString` with the decimals of `precision`: every number on a scale of 1.
    public static func deviceCMYKString(_ color: Color, precision: CSSPrecision) -> String {
        precision.keepingHex(of: color) { roundedDeviceCMYKString(color, decimals: $0.unitScale) }
    }

    /// `deviceCMYKString` with every number at `precision` decimals, whatever color the text reads back as.
    static func roundedDeviceCMYKString(_ color: Color, decimals precision: Int) -> String {
        let cmyk = color.converted(to: .cmyk)
        var parts = (0..<4).map { i in cmyk.coords[i].isNaN ? "none" : ShortNumber.string(cmyk.coords[i], precision: precision) }
        var text = "device-cmyk(" + parts.joined(separator: " ")
        parts.removeAll()
        if cmyk.alpha.isNaN {
            text += " / none"
        } else if cmyk.alpha != 1 {
            text += " / " + ShortNumber.string(cmyk.alpha, precision: precision)
        }
        return text + ")"
    }

    /// `rgb(R G B)`, `rgb(R G B / A)`, `rgb(R, G, B)` or `rgba(R, G, B, A)`; NaN channels are `none`.
    ///
    /// The 0–255 channels get `precision.wideScale` decimals, the alpha `precision.unitScale`.
    static func rgbFunction(_ channels: [Double], alpha: Double?, notation: Notation, precision: CSSPrecision) -> String {
        func number(_ value: Double, _ decimals: Int) -> String { value.isNaN ? "none" : ShortNumber.string(value, precision: decimals) }
        let parts = channels.map { number($0, precision.wideScale) }
        switch notation {
        case .modern:
            let body = parts.joined(separator: " ")
            guard let alpha else { return "rgb(" + body + ")" }
            return "rgb(" + body + " / " + number(alpha, precision.unitScale) + ")"
        case .legacy:
            guard let alpha else { return "rgb(" + parts.joined(separator: ", ") + ")" }
            return "rgba(" + (parts + [number(alpha, precision.unitScale)]).joined(separator: ", ") + ")"
        }
    }

    /// An 8-bit alpha as CSS Color 4 §15.1 serializes it: k/100 when round(k × 2.55) is the byte for a whole
    /// k in 0…100 (halves rounding up), else byte/255 rounded to the nearest 0.001.
    static func eightBitAlpha(_ byte: UInt8) -> Double {
        let value = Int(byte)
        for k in 0...100 where (k * 255 + 50) / 100 == value {
            return Double(k) / 100
        }
        return (Double(value) / 255 * 1000).rounded() / 1000
    }
}
