/// Writing colors as CSS: the lossless `color` field and `--format css`.
///
/// Numbers go through `ShortNumber`, so output has at most `precision`
/// decimals and no exponent, `NaN` or `-0`; a missing component is `none`.
extension CSSColor {
    /// The decimals of the `color` field's numbers, whatever precision the other fields are written with.
    @inlinable package static var colorFieldPrecision: Int { 6 }

    /// The least alpha written as 1 at `colorFieldPrecision` decimals: a color at or above it is opaque in
    /// every field (no `alpha` field; its hex has no alpha digits once the alpha byte is 255).
    @inlinable public static var alphaWrittenAsOne: Double { 0.9999995 }

    /// The lossless text the tools write in a record's `color` field: hex when the color is exactly an 8-bit sRGB color, else its own CSS form.
    ///
    /// "#rrggbb" / "#rrggbbaa" (lowercase) when the color, converted to sRGB,
    /// has every channel (and alpha) exactly on the 8-bit grid (within 1e-9 of
    /// k/255) and in 0…1; else the CSS form of the color's own space, numbers
    /// via ShortNumber with `precision` decimals. So an OKLCh color that lands
    /// on the grid is written `#663399`; `Color.css` writes a color in its own
    /// space whatever it is (`oklch(…)`), and `Color.hex` writes any color as hex.
    ///
    /// A color with a missing component or a missing alpha is never written
    /// as hex, since hex has no `none`: `hsl(none 100% 50%)` stays as written
    /// instead of becoming `#ff0000`, and an 8-bit color whose alpha alone is
    /// missing is `rgb(R G B / none)`. Spaces without a CSS form (HSB, CMYK,
    /// …) are written as `color(srgb …)`.
    ///
    /// A color whose own function would clamp one of its values when read
    /// back (a `color-mix()` result with an OKLab lightness below 0, say) is
    /// written in the space that function's space is built on, whose
    /// `color()` form holds any value; see `readBack(_:)`.
    public static func recordString(_ color: Color, precision: Int = 6) -> String {
        recordString(color, precision: .uniform(precision))
    }

    /// `recordString` with the decimals of `precision`: the lossless form as `--format css` writes it for people
    /// (`CSSPrecision.forPeople`), the hex of an 8-bit color included.
    public static func recordString(_ color: Color, precision: CSSPrecision) -> String {
        precision.keepingHex(of: color) { roundedRecordString(color, precision: $0) }
    }

    /// `recordString` at `precision`'s decimals, whatever color the text reads back as.
    static func roundedRecordString(_ color: Color, precision: CSSPrecision) -> String {
        if let hex = exactHex(color) { return hex }
        var out: [UInt8] = []
        out.reserveCapacity(48)
        if color.alpha.isNaN, let channels = exactGridChannels(color) {
            appendRGBWithMissingAlpha(channels, to: &out)
        } else {
            appendInexact(color, precision: precision, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `recordString(color, precision:)` to `out`, from the color's sRGB coordinates already computed.
    ///
    /// `srgb` is the color converted to sRGB with missing components read as 0 (what gamut
    /// mapping starts from, `Color.rgb8(gamut:srgb:)`); for a color with no missing component
    /// it is the conversion `recordString` makes itself, so the bytes are the same, and a caller
    /// that needs both the text and the hex converts once.
    package static func appendSerialization<Sink: ByteSink>(
        _ color: Color, srgb: SIMD4<Double>, precision: Int, to out: inout Sink
    ) {
        var channels: (UInt8, UInt8, UInt8)?
        if let red = gridStep(srgb.x), let green = gridStep(srgb.y), let blue = gridStep(srgb.z) {
            channels = (red, green, blue)
        }
        appendSerialization(color, gridChannels: channels, precision: precision, to: &out)
    }

    /// Hex when the sRGB channels are on the 8-bit grid (`gridChannels`, nil when not), the alpha is
    /// too and no channel is missing; `rgb(R G B / none)` when only the alpha is missing, which hex
    /// cannot say; otherwise the color's own CSS form.
    static func appendSerialization<Sink: ByteSink>(
        _ color: Color, gridChannels: (UInt8, UInt8, UInt8)?, precision: Int, to out: inout Sink
    ) {
        if let (red, green, blue) = gridChannels,
            !(0..<color.space.channelCount).contains(where: { color.coords[$0].isNaN })
        {
            if color.alpha.isNaN {
                appendRGBWithMissingAlpha((red, green, blue), to: &out)
                return
            }
            if let alpha = gridStep(color.alpha) {
                appendHex((red, green, blue, alpha), to: &out)
                return
            }
        }
        appendInexactOnce(color, precision: precision, to: &out)
    }

    /// `rgb(R G B / none)`: an 8-bit sRGB color whose alpha is missing, exactly.
    static func appendRGBWithMissingAlpha<Sink: ByteSink>(_ bytes: (UInt8, UInt8, UInt8), to out: inout Sink) {
        appendText("rgb(", to: &out)
        for (index, byte) in [bytes.0, bytes.1, bytes.2].enumerated() {
            if index > 0 { out.appendByte(0x20) }
            ShortNumber.append(Double(byte), precision: 0, to: &out)
        }
        appendText(" / none)", to: &out)
    }

    /// `appendInexact` written into a `ShortText` on the stack, then into `out` in one copy: the same
    /// bytes, with one dynamic call to a sink of another module instead of one per piece.
    static func appendInexactOnce<Sink: ByteSink>(_ color: Color, precision: Int, to out: inout Sink) {
        // The common case, a color written in its own function: straight into a stack buffer, one copy out.
        if isWritable(color.coords, in: color.space) {
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ownFunctionCapacity) { buffer -> Bool in
                guard let start = buffer.baseAddress, let count = writeOwnFunction(color, precision: precision, to: start) else {
                    return false
                }
                out.appendBytes(UnsafeBufferPointer(start: start, count: count))
                return true
            }
            if written { return }
        }
        var text = ShortText()
        appendInexact(color, precision: precision, to: &text)
        if text.overflowed {
            appendInexact(color, precision: precision, to: &out)
            return
        }
        text.withBytes { out.appendBytes($0) }
    }

    /// `recordString` for a color that is not exactly on the 8-bit grid.
    static func appendInexact<Sink: ByteSink>(_ color: Color, precision: Int, to out: inout Sink) {
        appendInexact(color, precision: .uniform(precision), to: &out)
    }

    /// `appendInexact` with the decimals of `precision`.
    static func appendInexact<Sink: ByteSink>(_ color: Color, precision: CSSPrecision, to out: inout Sink) {
        if !isWritable(color.coords, in: color.space), let space = color.space.cssUnclampedSpace {
            // Absurd values can grow past what the parser reads (CSSColor.maximumMagnitude) on the way:
            // those stay in their own function, which reads back clamped (`readBack`) but reads back.
            let converted = color.converted(to: space)
            if isWritable(converted.coords, in: space) {
                appendString(converted, in: space, precision: precision, to: &out)
                return
            }
        }
        appendString(color, in: color.space, precision: precision, to: &out)
    }

    /// Whether `coords` written in `space`'s own CSS form read back as they are: inside the bounds its
    /// function clamps to, and no number past `maximumMagnitude`. Never for a space written through sRGB,
    /// whose values are checked in sRGB.
    @inlinable @inline(__always)
    package static func isWritable(_ coords: SIMD4<Double>, in space: ColorSpace) -> Bool {
        // NaN (missing) compares false both ways, so it is never outside.
        !any((coords .< space.cssWritableLower) .| (coords .> space.cssWritableUpper))
    }

    /// The color that the `color` field's text of `color` reads back as: `color` itself but for values past
    /// what any CSS text here holds, which only absurd inputs reach (`color(srgb 100000 0 0)` mixed in HSL).
    ///
    /// Parsing clamps what a space's function says (`CSSComponent.readBounds`): `lab()`/`lch()` lightness
    /// to 0…100 (CSS Color 4 §9.2, §9.3), `oklab()`/`oklch()` lightness to 0…1 (§9.4, §9.5), the chroma of
    /// `lch()`/`oklch()` and the saturation of `hsl()` to at least 0 (§7, §9.3, §9.5). A color its own
    /// function would clamp (from mixing or converting colors out of gamut) is written in the nearest space
    /// that function's space is built on and that `color()` writes (`xyz-d50` for Lab and LCh, `xyz-d65` for
    /// OKLab and OKLCh, `srgb` for HSL and HWB, §10), which holds any value up to `maximumMagnitude`; past that the text keeps the
    /// color's own function (or, for a space written through sRGB, `color(srgb …)`) with each value at the
    /// bound it reads back at. A record describes that one color throughout — its text, hex and spaces — so
    /// that what one tool writes, the next reads as the same color.
    @inlinable
    public static func readBack(_ color: Color) -> Color {
        // What nearly every color is: written in its own form, every value inside what that form holds.
        if isWritable(color.coords, in: color.space) { return color }
        return readBackOutside(color)
    }

    /// `readBack` of a color written through sRGB or with a value outside what its own form holds.
    @usableFromInline
    static func readBackOutside(_ color: Color) -> Color {
        let space = color.space
        if space.cssOpening.isEmpty {
            let srgb = color.converted(to: .srgb)
            return isWritable(srgb.coords, in: .srgb) ? color : clampedToWritable(srgb)
        }
        if let unclamped = space.cssUnclampedSpace, isWritable(color.converted(to: unclamped).coords, in: unclamped) {
            return color
        }
        return clampedToWritable(color)
    }

    /// `color` with each component brought inside the bounds its space's CSS form writes and reads back.
    static func clampedToWritable(_ color: Color) -> Color {
        var result = color
        let lower = color.space.cssWritableLower, upper = color.space.cssWritableUpper
        result.coords.replace(with: lower, where: result.coords .< lower)
        result.coords.replace(with: upper, where: result.coords .> upper)
        return result
    }

    /// `appendInexact` with every number written in full: the shortest digits that read back as the same
    /// double, for a `color` field whose rounded text would read back as another 8-bit color.
    ///
    /// A percentage is read back divided by 100, which not every double survives: a color whose form
    /// writes percentages (`hsl()`, `hwb()`) is written in full in the space that form is built on instead.
    package static func appendExactSerialization<Sink: ByteSink>(_ color: Color, to out: inout Sink) {
        if color.space.cssPercentageChannels != 0, let space = color.space.cssUnclampedSpace {
            let converted = color.converted(to: space)
            if isWritable(converted.coords, in: space) {
                appendString(converted, in: space, precision: exactPrecision, to: &out)
                return
            }
        }
        appendInexact(color, precision: exactPrecision, to: &out)
    }

    /// Whether an alpha is written as 1 at `precision` decimals (and so not written at all).
    @inline(__always)
    static func isWrittenAsOne(_ alpha: Double, precision: Int) -> Bool {
        precision == exactPrecision ? alpha == 1 : alpha <= 1 && alpha >= 1 - 0.5 / ShortNumber.powerOfTen(min(precision, 15))
    }

    /// The precision that stands for "every digit" in `appendString`.
    static let exactPrecision = Int.max

    /// Appends `value` at `precision`, or in full (`exactPrecision`): the shortest decimal that reads back as it.
    @inline(__always)
    static func appendComponent<Sink: ByteSink>(_ value: Double, precision: Int, to out: inout Sink) {
        guard precision == exactPrecision else {
            ShortNumber.append(value, precision: precision, to: &out)
            return
        }
        var text = value == 0 ? "0" : value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        appendText(text, to: &out)
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
        string(color, in: space, precision: .uniform(precision))
    }

    /// `string(_:in:)` with the decimals of `precision`: `CSSPrecision.forPeople` for CSS as people write it.
    public static func string(_ color: Color, in space: ColorSpace, precision: CSSPrecision) -> String {
        precision.keepingHex(of: color) { decimals in
            var out: [UInt8] = []
            out.reserveCapacity(48)
            appendString(color, in: space, precision: decimals, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Appends `string(color, in: space, precision:)` to `out`.
    package static func appendString<Sink: ByteSink>(_ color: Color, in space: ColorSpace, precision: Int = 6, to out: inout Sink) {
        appendString(color, in: space, precision: .uniform(precision), to: &out)
    }

    /// Appends `string(color, in: space, precision:)` to `out`, each number with the decimals of its scale.
    package static func appendString<Sink: ByteSink>(_ color: Color, in space: ColorSpace, precision: CSSPrecision, to out: inout Sink) {
        // A space with no CSS syntax (the empty opening) is written as `color(srgb …)`.
        let target = space.cssOpening.isEmpty ? ColorSpace.srgb : space
        let converted = color.converted(to: target)
        out.appendBytes(UnsafeBufferPointer(target.cssOpening))
        for index in 0..<min(target.channelCount, 3) {
            if index > 0 { out.appendByte(0x20) }
            let value = converted.coords[index]
            let decimals = precision.decimals(ofChannel: index, in: target)
            if value.isNaN {
                appendText("none", to: &out)
            } else if target.cssPercentageChannels & (1 << index) != 0 {
                // CSS Color 4 §7, §8: saturation, lightness, whiteness and blackness serialize as percentages.
                appendComponent(min(max(value * 100, -maximumMagnitude), maximumMagnitude), precision: decimals, to: &out)
                out.appendByte(ASCII.percent)
            } else {
                // The parser reads numbers up to maximumMagnitude; a computed value past it (only absurd inputs
                // mixed or converted get there) is written at that bound, so the string still parses.
                appendComponent(min(max(value, -maximumMagnitude), maximumMagnitude), precision: decimals, to: &out)
            }
        }
        if converted.alpha.isNaN {
            appendText(" / none", to: &out)
        } else if !isWrittenAsOne(converted.alpha, precision: precision.unitScale) {
            appendText(" / ", to: &out)
            appendComponent(converted.alpha, precision: precision.unitScale, to: &out)
        }
        out.appendByte(ASCII.closeParen)
    }

    /// The room `writeOwnFunction` needs: an opening of up to `longestOwnOpening` bytes; three numbers
    /// and an alpha, each after a separator of up to 3 bytes (` / `), of up to `ShortNumber.maximumLength`
    /// bytes (what a number writer may touch) and a `%`; and the closing `)`.
    static var ownFunctionCapacity: Int { longestOwnOpening + 4 * (3 + ShortNumber.maximumLength + 1) + 1 }

    /// The longest function opening `writeOwnFunction` writes (`color(prophoto-rgb-linear ` is 26 bytes).
    static var longestOwnOpening: Int { 64 }

    /// Writes `appendString(color, in: color.space, precision:)` at `target` (room for
    /// `ownFunctionCapacity` bytes) and returns its length: the same bytes, written in place with no
    /// call per piece. Nil, having written nothing that counts, for what it leaves to `appendString`: a
    /// space with no CSS function of its own (written through sRGB), and a number too large for
    /// `ShortNumber.write`'s fixed-size path.
    static func writeOwnFunction(_ color: Color, precision: Int, to target: UnsafeMutablePointer<UInt8>) -> Int? {
        let space = color.space
        let opening = space.cssOpening
        guard let openingStart = opening.baseAddress, !opening.isEmpty, opening.count <= longestOwnOpening else { return nil }
        target.update(from: openingStart, count: opening.count)
        var at = target + opening.count
        let coords = color.coords
        let percentages = space.cssPercentageChannels
        let bound = maximumMagnitude
        for index in 0..<min(space.channelCount, 3) {
            if index > 0 {
                at.pointee = 0x20
                at += 1
            }
            let value = coords[index]
            if value.isNaN {
                UnsafeMutableRawPointer(at).storeBytes(of: UInt32(0x656E_6F6E).littleEndian, as: UInt32.self)  // "none"
                at += 4
            } else if percentages & (1 << index) != 0 {
                guard writeNumber(min(max(value * 100, -bound), bound), precision: precision, at: &at) else { return nil }
                at.pointee = ASCII.percent
                at += 1
            } else {
                guard writeNumber(min(max(value, -bound), bound), precision: precision, at: &at) else { return nil }
            }
        }
        let alpha = color.alpha
        if alpha.isNaN {
            for byte in " / none".utf8 {
                at.pointee = byte
                at += 1
            }
        } else if !isWrittenAsOne(alpha, precision: precision) {
            at[0] = 0x20
            at[1] = ASCII.slash
            at[2] = 0x20
            at += 3
            guard writeNumber(alpha, precision: precision, at: &at) else { return nil }
        }
        at.pointee = ASCII.closeParen
        return at + 1 - target
    }

    /// Writes `x` at `at` as `ShortNumber.write` does and moves past it; false for what it leaves to the
    /// general writer. The default precision's path is inlined.
    @inline(__always)
    static func writeNumber(_ x: Double, precision: Int, at: inout UnsafeMutablePointer<UInt8>) -> Bool {
        if precision == 6 { return ShortNumber.writeSixDecimals(x, at: &at) }
        guard let count = ShortNumber.write(x, precision: precision, to: at) else { return false }
        at += count
        return true
    }

    /// Appends the UTF-8 bytes of `text`, in one copy when the string is stored contiguously.
    @inline(__always)
    static func appendText<Sink: ByteSink>(_ text: String, to out: inout Sink) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.appendBytes($0) }
        if copied == nil {
            for byte in text.utf8 { out.appendByte(byte) }
        }
    }

    /// The tolerance within which a channel counts as on the 8-bit grid (the `color` field of chromatools(7), RECORD FIELDS).
    static let gridTolerance = 1e-9

    /// The 8-bit sRGB channels of `color` when each is exactly on the grid and none is missing, whatever the alpha.
    static func exactGridChannels(_ color: Color) -> (UInt8, UInt8, UInt8)? {
        for index in 0..<color.space.channelCount where color.coords[index].isNaN { return nil }
        let srgb = color.space === ColorSpace.srgb ? color : color.converted(to: .srgb)
        guard let bytes = gridBytes(srgb.coords, alpha: 1) else { return nil }
        return (bytes.0, bytes.1, bytes.2)
    }

    /// `#rrggbb` or `#rrggbbaa` when the color is exactly an 8-bit sRGB color, else nil.
    static func exactHex(_ color: Color) -> String? {
        if color.alpha.isNaN { return nil }
        for index in 0..<color.space.channels.count where color.coords[index].isNaN { return nil }
        let srgb = color.space === ColorSpace.srgb ? color : color.converted(to: .srgb)
        guard let bytes = gridBytes(srgb.coords, alpha: srgb.alpha) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(9)
        appendHex(bytes, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The 8-bit values of sRGB coordinates and an alpha when each is on the grid (`gridStep`), else nil.
    static func gridBytes(_ srgb: SIMD4<Double>, alpha: Double) -> (UInt8, UInt8, UInt8, UInt8)? {
        guard let red = gridStep(srgb.x), let green = gridStep(srgb.y), let blue = gridStep(srgb.z),
            let alpha = gridStep(alpha)
        else { return nil }
        return (red, green, blue, alpha)
    }

    /// Appends `#rrggbb`, or `#rrggbbaa` when the alpha byte is not 255.
    static func appendHex<Sink: ByteSink>(_ bytes: (UInt8, UInt8, UInt8, UInt8), to out: inout Sink) {
        func appendByteHex(_ byte: UInt8) {
            out.appendByte(hexDigits[Int(byte >> 4)])
            out.appendByte(hexDigits[Int(byte & 0xF)])
        }
        out.appendByte(ASCII.hash)
        appendByteHex(bytes.0)
        appendByteHex(bytes.1)
        appendByteHex(bytes.2)
        if bytes.3 != 255 { appendByteHex(bytes.3) }
    }

    /// Lowercase hex digits, as chromatools(7), RECORD FIELDS writes hex colors.
    /// Written out as bytes, so that the table is laid down when compiled and needs no lazy-initialization check.
    static let hexDigits: [UInt8] = [
        0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66,
    ]

    /// The 8-bit value k when `value` is within `gridTolerance` of k/255 for some k in 0…255, else nil.
    ///
    /// The nearest k is `Int(value * 255 + 0.5)`, not a call to `rounded()`: the two differ only next to a
    /// half-integer, where no k/255 is within the tolerance, and outside (-0.5, 255.5), which is refused
    /// first (NaN and infinities too), as `ColorSpace.srgbGridIndex` reasons.
    @inline(__always)
    static func gridStep(_ value: Double) -> UInt8? {
        let scaled = value * 255
        guard scaled > -0.5 && scaled < 255.5 else { return nil }
        let step = Int(scaled + 0.5)
        guard abs(value - Double(step) / 255) <= gridTolerance else { return nil }
        return UInt8(step)
    }
}
