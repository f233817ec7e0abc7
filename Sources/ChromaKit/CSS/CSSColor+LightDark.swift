/// Reading CSS Color 5 `light-dark()` and resolving it on the spot.
///
///     light-dark( LIGHT , DARK )
///
/// CSS Color 5 §13.1 ("Reacting to the used color-scheme"): the function is LIGHT
/// when the used color scheme is light or unknown, DARK when it is dark. A
/// document decides the scheme; here the caller does (`ColorScheme`, light
/// unless asked). Both arguments are read and checked whichever is chosen, so a
/// mistake in the other is never hidden; each is any color this parser reads
/// (`color-mix()`, relative colors and `light-dark()` itself included), within
/// the nesting limit of colors in colors (`maximumNestingDepth`).
extension CSSColorParser {
    /// Reads the arguments of `light-dark(` up to and including `)` (the scanner is just past the `(`).
    mutating func parseLightDark(named name: Range<Int>) throws(ColorParseError) -> Color {
        let context = "light-dark()"
        colorDepth += 1
        defer { colorDepth -= 1 }
        try checkNesting(context, at: name)
        let light = try parseLightDarkArgument(isLight: true)
        let dark = try parseLightDarkArgument(isLight: false)
        return colorScheme == .dark ? dark : light
    }

    /// Reads one argument of `light-dark()` and what ends it: a comma after the light color, `)` after the dark one.
    private mutating func parseLightDarkArgument(isLight: Bool) throws(ColorParseError) -> Color {
        let context = "light-dark()", which = isLight ? "light" : "dark"
        scanner.skipWhitespace()
        if let byte = scanner.peek(), byte == ASCII.closeParen || byte == ASCII.comma {
            throw ColorParseError(
                message: "\(context): expected a \(which) color, as in light-dark(white, black)", offset: scanner.position)
        }
        let color = try parseColorValue()
        scanner.skipWhitespace()
        let offset = scanner.position
        guard let byte = scanner.peek() else {
            let missing = isLight ? "\",\" and the dark color" : "\")\""
            throw ColorParseError(message: "\(context): unexpected end of input: missing \(missing)", offset: offset)
        }
        guard byte == (isLight ? ASCII.comma : ASCII.closeParen) else {
            let expected = isLight ? "\",\"" : "\")\""
            throw ColorParseError(
                message: "\(context): expected \(expected) after the \(which) color, found \(scanner.quoted(scanner.wordRange(at: offset)))",
                offset: offset)
        }
        scanner.position += 1
        return color
    }
}

/// Which of its two colors a CSS `light-dark()` is: the used color scheme (CSS Color Adjustment 1 §2), which a
/// document sets with `color-scheme` and a reader of colors here is told.
public enum ColorScheme: String, Sendable, CaseIterable {
    /// A light scheme: `light-dark(A, B)` is A. What a page without a `color-scheme` uses.
    case light
    /// A dark scheme: `light-dark(A, B)` is B.
    case dark
}
