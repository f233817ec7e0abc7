/// Reading CSS Color 5 `contrast-color()` and evaluating it on the spot.
///
///     contrast-color( COLOR )
///
/// CSS Color 5, "Automatically Contrasting Colors": the function resolves to
/// white or black, whichever has the greater contrast as text on COLOR used
/// as a solid background, and to white when both contrast equally. The spec
/// leaves the contrast algorithm to the user agent; the browsers that ship the
/// function use the WCAG 2.1 contrast ratio, and so does this parser
/// (`ContrastMethod.wcag21`). COLOR is any color this parser reads, a nested
/// `contrast-color()` or `color-mix()` included, within the nesting limit of
/// colors in colors (`maximumNestingDepth`); its alpha is ignored. The result is opaque sRGB white or black.
extension CSSColorParser {
    /// Reads the argument of `contrast-color(` up to and including `)` (the scanner is just past the `(`).
    mutating func parseContrastColor(named name: Range<Int>) throws(ColorParseError) -> Color {
        let context = "contrast-color()"
        colorDepth += 1
        defer { colorDepth -= 1 }
        try checkNesting(context, at: name)
        scanner.skipWhitespace()
        if scanner.peek() == ASCII.closeParen {
            throw ColorParseError(message: "\(context): expected a color", offset: scanner.position)
        }
        let background = try parseColorValue()
        scanner.skipWhitespace()
        let offset = scanner.position
        guard let byte = scanner.peek() else {
            throw ColorParseError(message: "\(context): unexpected end of input: missing \")\"", offset: offset)
        }
        guard byte == ASCII.closeParen else {
            throw ColorParseError(
                message: "\(context): expected \")\" after the color, found \(scanner.quoted(scanner.wordRange(at: offset)))",
                offset: offset)
        }
        scanner.position += 1
        return CSSColor.contrastColor(on: background)
    }
}

extension CSSColor {
    /// What `contrast-color(background)` resolves to: white or black, white on a tie (WCAG 2.1 contrast ratio).
    public static func contrastColor(on background: Color) -> Color {
        let method = ContrastMethod.wcag21
        let measure = method.measure(background)
        let white = Color(.srgb, 1, 1, 1), black = Color(.srgb, 0, 0, 0)
        let onWhite = method.compare(method.measure(white), measure)
        let onBlack = method.compare(method.measure(black), measure)
        return onBlack > onWhite ? black : white
    }
}
