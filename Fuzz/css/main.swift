// Fuzz target `css`: the CSS color parser and serializer (Sources/ChromaKit/CSS).
//
// Properties checked for every input:
// - parsing either throws a ColorParseError whose offset lies inside the
//   input, or yields a color whose coordinates and alpha are finite or NaN
//   (NaN only for `none`, a missing component);
// - the byte parser and the String parser agree on valid UTF-8;
// - the color serialized at the highest precision (15 decimals) parses back
//   to the same color within 1e-9 per coordinate. A missing component must
//   come back missing; hues are compared as angles (359.9999999999999 and 0
//   are neighbours). A color the serializer writes as hex (`#rrggbb`, used
//   when the color is within 1e-9 of the 8-bit sRGB grid) comes back as
//   sRGB, so it is compared in sRGB;
// - the serialization at the default precision (6) parses too.
// A color whose own function would clamp one of its values when read back
// (a `color-mix()` result with an OKLab lightness below 0, say) is written in
// another space (`color(xyz-d65 …)`); it is compared in that space. Values
// so absurd that they would pass the parser's limit there stay in their own
// function and read back clamped; for those only the second round trip below
// is checked.
// A broken property stops the run with a message (fatalError), which
// libFuzzer reports as a crash and saves the input.

import ChromaKit

/// The largest difference per coordinate a serialize–parse round trip may introduce.
let tolerance = 1e-9

/// Whether two coordinates agree within `tolerance`, both missing counting as equal; hues compared as angles.
func agree(_ a: Double, _ b: Double, isHue: Bool) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    var d = abs(a - b)
    if isHue {
        d = d.truncatingRemainder(dividingBy: 360)
        d = min(d, 360 - d)
    }
    return d <= tolerance
}

/// Whether `again` is `expected` within the round-trip tolerance: same space, every channel and alpha.
func sameColor(_ expected: Color, _ again: Color) -> Bool {
    guard expected.space === again.space else { return false }
    for (i, channel) in expected.space.channels.enumerated()
    where !agree(expected.coords[i], again.coords[i], isHue: channel.isHue) { return false }
    return agree(expected.alpha, again.alpha, isHue: false)
}

/// A color for a message: its space, coordinates and alpha.
func describe(_ color: Color) -> String {
    "\(color.space.id) \(color.components) / \(color.alpha)"
}

/// Checks one input; any broken property ends the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let input = String(validating: bytes, as: UTF8.self)
    let color: Color
    do {
        color = try CSSColor.parse(utf8: bytes)
    } catch {
        guard error.offset >= 0, error.offset <= size else {
            fatalError("error offset \(error.offset) outside an input of \(size) bytes: \(error)")
        }
        if let input, (try? CSSColor.parse(input)) != nil {
            fatalError("the String parser accepts what the byte parser refuses: \(input.debugDescription)")
        }
        return 0
    }
    for i in 0..<color.space.channels.count where color.coords[i].isInfinite {
        fatalError("parsed an infinite coordinate: \(describe(color))")
    }
    guard !color.alpha.isInfinite else { fatalError("parsed an infinite alpha: \(describe(color))") }
    if let input {
        guard let other = try? CSSColor.parse(input), other.isIdentical(to: color) else {
            fatalError("the String parser disagrees with the byte parser on \(input.debugDescription)")
        }
    }

    let text = CSSColor.recordString(color, precision: 15)
    let again: Color
    do {
        again = try CSSColor.parse(text)
    } catch {
        fatalError("serialized \(describe(color)) as \(text.debugDescription), which does not parse: \(error)")
    }
    // Hex comes back as sRGB, an unclampable value as the space it was written in.
    let expected = again.space === color.space ? color : color.converted(to: again.space)
    // Values so far out that the unclamped space would pass the parser's limit stay in their own function and read back clamped.
    // So do values past the parser's limit, which are written at the limit.
    let clampedOnPurpose = again.space === color.space
        && (CSSColor.unclampedSpace(for: color) != nil
            || (0..<3).contains { abs(color.coords[$0]) > CSSColor.maximumMagnitude })
    guard sameColor(expected, again) || clampedOnPurpose else {
        fatalError("\(describe(color)) → \(text.debugDescription) → \(describe(again))")
    }
    let text2 = CSSColor.recordString(again, precision: 15)
    guard let third = try? CSSColor.parse(text2),
        sameColor(text2.hasPrefix("#") ? again.converted(to: .srgb) : again, third)
    else {
        fatalError("\(describe(again)) → \(text2.debugDescription) does not read back")
    }

    let short = CSSColor.recordString(color)
    do {
        _ = try CSSColor.parse(short)
    } catch {
        fatalError("serialized \(describe(color)) as \(short.debugDescription), which does not parse: \(error)")
    }
    return 0
}
