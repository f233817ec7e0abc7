import Testing
import ChromaKit

/// CSS Color 5 `light-dark()`: its light color unless the reader is told the color scheme is dark, read
/// wherever a color is (nested in `color-mix()`, as a relative origin, as a gradient stop), both arguments checked.
@Suite("CSS light-dark()") struct LightDarkTests {
    typealias Invalid = InvalidColorInput

    @Test(arguments: [
        ("light-dark(white, black)", "#ffffff", "#000000"),
        ("LIGHT-DARK( #fafafa , rgb(20 20 20) )", "#fafafa", "#141414"),
        ("color-mix(in srgb, light-dark(red, blue), white)", "#ff8080", "#8080ff"),
        ("light-dark(light-dark(red, green), light-dark(blue, gold))", "#ff0000", "#ffd700"),
        ("oklch(from light-dark(tomato, teal) l c calc(h + 180))", try Color(css: "oklch(from tomato l c calc(h + 180))").hex,
         try Color(css: "oklch(from teal l c calc(h + 180))").hex),
    ])
    func resolvesByTheScheme(text: String, light: String, dark: String) throws {
        #expect(try CSSColor.parse(text).hex == light)
        #expect(try CSSColor.parse(text, colorScheme: .light).hex == light)
        #expect(try CSSColor.parse(text, colorScheme: .dark).hex == dark)
        #expect(try Color(css: text, colorScheme: .dark).hex == dark)
    }

    @Test func gradientStopsResolveByTheScheme() throws {
        let stops = try Gradient.parseStops("light-dark(white, black), light-dark(navy, gold) 80%", colorScheme: .dark)
        #expect(stops.map(\.color.hex) == ["#000000", "#ffd700"])
        #expect(try Gradient.parseStops("light-dark(white, black), red").first?.color.hex == "#ffffff")
    }

    static let invalid: [Invalid] = [
        Invalid("light-dark(red)", "light-dark(): expected \",\" after the light color, found \")\""),
        Invalid("light-dark(red, blue", "light-dark(): unexpected end of input: missing \")\""),
        Invalid("light-dark(red blue)", "light-dark(): expected \",\" after the light color, found \"blue\""),
        Invalid("light-dark(, blue)", "light-dark(): expected a light color"),
        Invalid("light-dark(red, )", "light-dark(): expected a dark color"),
        Invalid("light-dark(red, blue, green)", "light-dark(): expected \")\" after the dark color, found \",\""),
        Invalid("light-dark(red, nosuchcolor)", "unknown color name \"nosuchcolor\""),
    ]

    /// A mistake in either argument is reported, whichever the scheme would choose.
    @Test(arguments: invalid)
    func rejectsMalformedArguments(_ row: Invalid) {
        row.expectRejected()
    }
}
