/// Writing colors as CSS: the lossless `color` field and `--format css`.
///
/// Numbers go through `ShortNumber`, so output has at most `precision`
/// decimals and no exponent, `NaN` or `-0`; a missing component is `none`.
extension CSSColor {
    /// The lossless `color` field (chromatools(7), RECORD FIELDS): "#rrggbb" / "#rrggbbaa" (lowercase) when the color, converted to sRGB, has every channel (and alpha) exactly on the 8-bit grid (within 1e-9 of k/255) and in 0…1; else the CSS form of the color's own space, numbers via ShortNumber with `precision` decimals.
    ///
    /// A color with a missing component or a missing alpha is never written
    /// as hex, since hex has no `none`: `hsl(none 100% 50%)` stays as written
    /// instead of becoming `#ff0000`. Spaces without a CSS form (HSB, CMYK,
    /// …) are written as `color(srgb …)`.
    ///
    /// A color whose own function would clamp one of its values when read
    /// back (a `color-mix()` result with an OKLab lightness below 0, say) is
    /// written in the space that function's space is built on, whose
    /// `color()` form holds any value; see `unclampedSpace(for:)`.
    public static func serialize(_ color: Color, precision: Int = 6) -> String {
        if let hex = exactHex(color) { return hex }
        if let space = unclampedSpace(for: color) {
            // Absurd values can grow past what the parser reads (CSSColor.maximumMagnitude) on the way:
            // those stay in their own function, which reads back clamped but reads back.
            let converted = color.converted(to: space)
            if (0..<3).allSatisfy({ abs(converted.coords[$0]) <= maximumMagnitude }) {
                return string(converted, in: space, precision: precision)
            }
        }
        return string(color, in: color.space, precision: precision)
    }

    /// The space to write `color` in when its own CSS function would clamp one of its values, else nil.
    ///
    /// Parsing clamps what the space's function says (`CSSComponent.readBounds`):
    /// `lab()`/`lch()` lightness to 0…100 (CSS Color 4 §9.2, §9.3),
    /// `oklab()`/`oklch()` lightness to 0…1 (§9.4, §9.5), the chroma of
    /// `lch()`/`oklch()` and the saturation of `hsl()` to at least 0 (§7,
    /// §9.3, §9.5). Values outside those ranges come from mixing and
    /// converting colors out of gamut; the nearest space the function's space
    /// is built on that is written with `color()` (`xyz-d50` for Lab and LCh,
    /// `xyz-d65` for OKLab and OKLCh, `srgb` for HSL and HWB, §10) keeps any
    /// value, so the color reads back as it was — unless a value there would
    /// pass `maximumMagnitude`, which only absurd inputs reach; `serialize`
    /// then keeps the color's own function, and the color reads back clamped.
    public static func unclampedSpace(for color: Color) -> ColorSpace? {
        let space = color.space
        // NaN (missing) compares false both ways, so it is never outside; the bounds are infinite
        // for every space not written with a function of its own.
        let outside = (color.coords .< space.cssReadBackLower) .| (color.coords .> space.cssReadBackUpper)
        return any(outside) ? space.cssUnclampedSpace : nil
    }

    /// The CSS string of `color` converted to `space` (for `--format css`).
    ///
    /// `hsl()`/`hwb()` with percentages for s/l/w/b; `lab()`/`lch()`/`oklab()`/
    /// `oklch()` with plain numbers; `color(NAME r g b)` for the `color()`
    /// spaces; spaces without a CSS form (HSB, CMYK, …) are written as
    /// `color(srgb …)` of the converted sRGB value. Missing components are
    /// `none`; alpha is appended as ` / A` when not 1 (a missing alpha as
    /// ` / none`).
    public static func string(_ color: Color, in space: ColorSpace, precision: Int = 6) -> String {
        let target: ColorSpace
        if case .none = space.cssForm { target = .srgb } else { target = space }
        let converted = color.converted(to: target)
        var out: [UInt8] = []
        out.reserveCapacity(48)
        switch target.cssForm {
        case .function(let name):
            out.append(contentsOf: name.utf8)
            out.append(ASCII.openParen)
        case .colorFunction(let name):
            out.append(contentsOf: "color(".utf8)
            out.append(contentsOf: name.utf8)
            out.append(0x20)
        case .none:
            // Unreachable: `target` was replaced by sRGB above.
            out.append(contentsOf: "color(srgb ".utf8)
        }
        for index in 0..<min(target.channels.count, 3) {
            if index > 0 { out.append(0x20) }
            let value = converted.coords[index]
            if value.isNaN {
                out.append(contentsOf: "none".utf8)
            } else if target.cssPercentageChannels & (1 << index) != 0 {
                // CSS Color 4 §7, §8: saturation, lightness, whiteness and blackness serialize as percentages.
                ShortNumber.append(value * 100, precision: precision, to: &out)
                out.append(ASCII.percent)
            } else {
                // The parser reads numbers up to maximumMagnitude; a computed value past it (only absurd inputs
                // mixed or converted get there) is written at that bound, so the string still parses.
                ShortNumber.append(min(max(value, -maximumMagnitude), maximumMagnitude), precision: precision, to: &out)
            }
        }
        if converted.alpha.isNaN {
            out.append(contentsOf: " / none".utf8)
        } else if converted.alpha != 1 {
            out.append(contentsOf: " / ".utf8)
            ShortNumber.append(converted.alpha, precision: precision, to: &out)
        }
        out.append(ASCII.closeParen)
        return String(decoding: out, as: UTF8.self)
    }

    /// The tolerance within which a channel counts as on the 8-bit grid (the `color` field of chromatools(7), RECORD FIELDS).
    static let gridTolerance = 1e-9

    /// `#rrggbb` or `#rrggbbaa` when the color is exactly an 8-bit sRGB color, else nil.
    static func exactHex(_ color: Color) -> String? {
        if color.alpha.isNaN { return nil }
        for index in 0..<color.space.channels.count where color.coords[index].isNaN { return nil }
        let srgb = color.space === ColorSpace.srgb ? color : color.converted(to: .srgb)
        guard let red = gridStep(srgb.coords.x), let green = gridStep(srgb.coords.y),
            let blue = gridStep(srgb.coords.z), let alpha = gridStep(srgb.alpha)
        else { return nil }
        var out: [UInt8] = [ASCII.hash]
        out.reserveCapacity(9)
        func appendHex(_ byte: UInt8) {
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0xF)])
        }
        appendHex(red)
        appendHex(green)
        appendHex(blue)
        if alpha != 255 { appendHex(alpha) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Lowercase hex digits, as chromatools(7), RECORD FIELDS writes hex colors.
    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// The 8-bit value k when `value` is within `gridTolerance` of k/255 for some k in 0…255, else nil.
    static func gridStep(_ value: Double) -> UInt8? {
        guard value.isFinite else { return nil }
        let step = (value * 255).rounded()
        guard step >= 0, step <= 255, abs(value - step / 255) <= gridTolerance else { return nil }
        return UInt8(step)
    }
}
