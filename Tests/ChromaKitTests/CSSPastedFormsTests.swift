import Testing
@testable import ChromaKit

/// The forms people paste: hex digits without `#`, a color in the text copied around it
/// (`CSSColor+Pasted.swift`), `device-cmyk()` (CSS Color 5 §9), the tools' own
/// `hsb()`/`hsv()`/`okhsl()`/`okhsv()`/`cmyk()`, relative colors beyond the web-platform-tests, and
/// "did you mean" for a mistyped name.
@Suite("Pasted color forms") struct CSSPastedFormsTests {
    typealias Valid = CSSParserTests.Valid
    typealias Invalid = InvalidColorInput

    static let valid: [Valid] = [
        // 6 or 8 hex digits without "#" read as hex (CSS Color 4 §5.2 values).
        Valid("ff6347", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("FF634780", .srgb, [1, 99.0 / 255, 71.0 / 255], alpha: 128.0 / 255),
        Valid("  ff8800 ", .srgb, [1, 136.0 / 255, 0]),
        Valid("000000", .srgb, [0, 0, 0]),
        Valid("decade", .srgb, [222.0 / 255, 202.0 / 255, 222.0 / 255]),
        Valid("color-mix(in srgb, ff0000, 0000ff)", .srgb, [0.5, 0, 0.5]),
        Valid("rgb(from 336699 r g b)", .srgb, [0.2, 0.4, 0.6]),
        // One color in the text copied around it: a declaration's "property:", a ";", quotes, "0x".
        Valid("#ff6347;", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("color: #ff6347;", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("background-color:#ff6347", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("  --brand-red : tomato ; ", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("\"#ff6347\"", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("'#FF6347'", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("fill: 'ff6347';", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("\"rgb(255 99 71 / 50%)\"", .srgb, [1, 99.0 / 255, 71.0 / 255], alpha: 0.5),
        Valid("0xff6347", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("0XFF634780", .srgb, [1, 99.0 / 255, 71.0 / 255], alpha: 128.0 / 255),
        Valid("color: 0xff6347;", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("--c: rgb(from 336699 r g b);", .srgb, [0.2, 0.4, 0.6]),
        // device-cmyk() (CSS Color 5 §9): numbers 0–1 or percentages, clamped; the legacy comma form takes numbers.
        Valid("device-cmyk(0 0.61 0.72 0)", .cmyk, [0, 0.61, 0.72, 0]),
        Valid("device-cmyk(0, 0.61, 0.72, 0)", .cmyk, [0, 0.61, 0.72, 0]),
        Valid("device-cmyk(10% 20% 30% 40% / 50%)", .cmyk, [0.1, 0.2, 0.3, 0.4], alpha: 0.5),
        Valid("device-cmyk(none 2 -1 0.5)", .cmyk, [.nan, 1, 0, 0.5]),
        Valid("DEVICE-CMYK(0 0 0 calc(0.25 * 2))", .cmyk, [0, 0, 0, 0.5]),
        // color.js's color() forms of Okhsl, Okhsv and HSV (src/spaces/okhsl.js, okhsv.js, hsv.js `formats.color`):
        // a hue (number or angle), then s and l/v as numbers in color.js's ranges (0–1; HSV 0–100) or percentages.
        Valid("color(--okhsl 30 0.5 0.6)", .okhsl, [30, 0.5, 0.6]),
        Valid("color(--okhsl 0.5turn 50% 60% / 0.5)", .okhsl, [180, 0.5, 0.6], alpha: 0.5),
        Valid("color(--okhsv none 100% 0.25)", .okhsv, [.nan, 1, 0.25]),
        Valid("COLOR(--OKHSV 400 calc(0.1 * 3) 1)", .okhsv, [40, 0.3, 1]),
        Valid("color(--hsv 120 50 75)", .hsb, [120, 0.5, 0.75]),
        Valid("color(--hsv 120deg 50% 75% / 25%)", .hsb, [120, 0.5, 0.75], alpha: 0.25),
        Valid("color(from color(--okhsl 30 0.5 0.6) --okhsl calc(h + 10) calc(s / 2) l)", .okhsl, [40, 0.25, 0.6]),
        Valid("color(from color(--hsv 120 50 75) --hsv h s calc(b - 25))", .hsb, [120, 0.5, 0.5]),
        // cmyk() as the colorconv REPL prints it.
        Valid("cmyk(0% 61.18% 72.16% 0%)", .cmyk, [0, 0.6118, 0.7216, 0]),
        Valid("cmyk(0%, 61.18%, 72.16%, 0%)", .cmyk, [0, 0.6118, 0.7216, 0]),
        // hsb()/hsv(), okhsl(), okhsv() as the REPL prints them: hue, then percentages (or numbers, 100 = 100%).
        Valid("hsb(9.1304 72.16% 100%)", .hsb, [9.1304, 0.7216, 1]),
        Valid("hsv(120deg 50 25 / 0.5)", .hsb, [120, 0.5, 0.25], alpha: 0.5),
        Valid("hsv(120, 50%, 25%)", .hsb, [120, 0.5, 0.25]),
        Valid("okhsl(30 none 50%)", .okhsl, [30, .nan, 0.5]),
        Valid("okhsv(0.5turn 10% 90%)", .okhsv, [180, 0.1, 0.9]),
        Valid("hsb(from red h s calc(b / 2))", .hsb, [0, 1, 0.5]),
        // Relative colors: keyword units of each function (CSS Color 5 §4.3–§4.8) and nesting.
        Valid("rgb(from #336699 calc(r / 51) calc(g / 51) calc(b / 51))", .srgb, [1.0 / 255, 2.0 / 255, 3.0 / 255]),
        Valid("rgb(from #336699 calc(r * 10) g b)", .srgb, [2, 0.4, 0.6]),
        Valid("hsl(from hsl(40 50% 60%) h calc(s - 60) l)", .hsl, [40, -0.1, 0.6]),
        Valid("hwb(from hwb(40 20% 30%) h calc(w * 2) calc(b + 1))", .hwb, [40, 0.4, 0.31]),
        Valid("lab(from lab(50 10 20) calc(l * 3) calc(a * -1) b)", .lab, [100, -10, 20]),
        Valid("oklch(from oklch(0.5 0.1 40) l calc(c - 1) calc(h + 360))", .oklch, [0.5, 0, 40]),
        Valid("rgba(from red r g b / calc(alpha / 2))", .srgb, [1, 0, 0], alpha: 0.5),
        Valid("hsla(from red h s l)", .hsl, [0, 1, 0.5]),
        Valid("rgb(from rgb(from rgb(from red r g b) g r b) b g r)", .srgb, [0, 1, 0]),
        Valid("oklab(from color-mix(in oklab, white, black) l 0 0)", .oklab, [0.5, 0, 0]),
        Valid("rgb(from red r g b / 2)", .srgb, [1, 0, 0], alpha: 1),
        Valid("rgb(from transparent r g b)", .srgb, [0, 0, 0], alpha: 0),
        // CSS Color 5 §4.1: the origin's missing hue is carried forward to the analogous hue; inside calc() it is 0.
        Valid("lch(from hsl(none 3% 50%) 50 0 h)", .lch, [50, 0, .nan]),
        Valid("lch(from hsl(none 3% 50%) 50 0 calc(h + 10))", .lch, [50, 0, 10]),
        Valid("oklch(from hsl(120 0% 50%) 0.5 0.1 h)", .oklch, [0.5, 0.1, .nan]),
    ]

    @Test(arguments: valid)
    func reads(_ row: Valid) throws {
        let color = try CSSColor.parse(row.input)
        #expect(color.space === row.space, "space \(color.space)")
        for (index, expected) in row.coords.enumerated() {
            if expected.isNaN {
                #expect(color.coords[index].isNaN, "coordinate \(index): \(color.coords[index]), expected none")
            } else {
                #expect(abs(color.coords[index] - expected) <= 1e-9, "coordinate \(index): \(color.coords[index]), expected \(expected)")
            }
        }
        #expect(abs(color.alpha - row.alpha) <= 1e-9 || (color.alpha.isNaN && row.alpha.isNaN), "alpha \(color.alpha)")
    }

    /// CSS Color 5 §9.1: red = 1 − min(1, c·(1 − k) + k), and likewise green and blue.
    @Test(arguments: [(0.0, 0.61, 0.72, 0.0), (0.2, 0.4, 0.6, 0.8), (1, 0, 0.5, 0.25), (0.3, 0.3, 0.3, 1)])
    func deviceCMYKIsTheNaiveConversion(c: Double, m: Double, y: Double, k: Double) throws {
        let srgb = try CSSColor.parse("device-cmyk(\(c) \(m) \(y) \(k))").converted(to: .srgb)
        for (index, ink) in [c, m, y].enumerated() {
            #expect(abs(srgb.coords[index] - (1 - min(1, ink * (1 - k) + k))) <= 1e-12)
        }
    }

    /// color.js's Okhsl and Okhsv of red (test/conversions.js, as `OkhslOkhsvTests` quotes them), written in
    /// color.js's `color(--okhsl …)` and `color(--okhsv …)`, read back as red to 10⁻⁴ (color.js's tolerance); `color(--hsv 0 100 100)` too.
    @Test func colorJSColorFormsOfRed() throws {
        for text in ["color(--okhsl 29.233880279627897 1.0000000995016396 0.5680846563197034)",
                     "color(--okhsv 29.233880279627897 1 1)", "color(--hsv 0 100 100)", "color(--hsv 0 100% 100%)"] {
            let srgb = try CSSColor.parse(text).converted(to: .srgb).coords
            #expect(abs(srgb.x - 1) < 1e-4 && abs(srgb.y) < 1e-4 && abs(srgb.z) < 1e-4, "\(text): \(srgb)")
        }
    }

    /// No CSS named color is made of hex digits alone, so a bare hex word never shadows a name.
    @Test func noNamedColorIsMadeOfHexDigits() {
        for name in NamedColors.all.map(\.name) + ["transparent"] {
            #expect(!name.utf8.allSatisfy { ASCII.hexValue($0) != nil }, "\(name) is made of hex digits")
        }
    }

    static let invalid: [Invalid] = [
        Invalid("tomatoe", "unknown color name \"tomatoe\"; did you mean \"tomato\"?", offset: 0),
        Invalid("ligthblue", "did you mean \"lightblue\"?"),
        Invalid("grya", "unknown color name \"grya\"; did you mean \"gray\"?"),
        Invalid("rde", "did you mean \"red\"?"),
        Invalid("darkgren", "did you mean \"darkgreen\" or \"darkgrey\"?"),
        Invalid("greyy", "did you mean \"grey\"?"),
        Invalid("color-mix(in srgb, tomatoe, blue)", "did you mean \"tomato\"?", offset: 19),
        Invalid("rbg(1 2 3)", "unknown color function \"rbg(\"; did you mean \"rgb()\"?", offset: 0),
        Invalid("oklhc(0.5 0.1 30)", "did you mean \"oklch()\"?"),
        // Hex digits without "#" that are not 6 or 8: words, not colors; 3 or 4 of them with the "#" form.
        Invalid("bad", "bad hex color \"bad\": without \"#\", expected 6 or 8 hex digits; did you mean \"#bad\"?", offset: 0),
        Invalid("face", "bad hex color \"face\": without \"#\", expected 6 or 8 hex digits; did you mean \"#face\"?"),
        Invalid("  f80 ", "did you mean \"#f80\"?", offset: 2),
        Invalid("123", "bad hex color \"123\": without \"#\", expected 6 or 8 hex digits; did you mean \"#123\"?", offset: 0),
        Invalid("f80a", "did you mean \"#f80a\"?"),
        Invalid("ff634", "bad hex color \"ff634\": without \"#\", expected 6 or 8 hex digits", offset: 0),
        Invalid("12345", "bad hex color \"12345\": without \"#\", expected 6 or 8 hex digits", offset: 0),
        Invalid("ff63479", "bad hex color"),
        Invalid("color-mix(in srgb, fab, blue)", "did you mean \"#fab\"?", offset: 19),
        Invalid("\"bad\"", "did you mean \"#bad\"?", offset: 1),
        Invalid("color: fab;", "did you mean \"#fab\"?", offset: 7),
        // Only one color inside one layer of each wrapping: nothing else becomes a color.
        Invalid("0xfab", "bad hex color \"0xfab\": after \"0x\", expected 6 or 8 hex digits", offset: 0),
        Invalid("0xff63478", "after \"0x\", expected 6 or 8 hex digits"),
        Invalid("0x", "expected a color name, hex color or color function, found \"0x\""),
        Invalid(";", "found \";\""),
        Invalid("\"\"", "found \"\"\"\""),
        Invalid("color:", "unknown color name \"color\""),
        Invalid("color: ;", "unknown color name \"color\""),
        Invalid("red;;", "unexpected \";\" after the color", offset: 3),
        Invalid("\"red\";;", "found \"\"red\";\"", offset: 0),
        Invalid("\"red'", "found \"\"red'\""),
        Invalid("color: red; fill: blue", "unexpected \"; fill: blue\" after the color", offset: 10),
        Invalid("color: tomatoe;", "unknown color name \"tomatoe\"; did you mean \"tomato\"?", offset: 7),
        Invalid("\"color: red\"", "unknown color name \"color\""),
        Invalid("1: red", "expected a color name, hex color or color function"),
        Invalid("red green", "unexpected \"green\" after the color"),
        // Words that make a name when joined are refused with the name.
        Invalid("light blue", "unknown color name \"light blue\"; did you mean \"lightblue\"?", offset: 0),
        Invalid("Light Blue", "did you mean \"lightblue\"?"),
        Invalid("light-blue", "unknown color name \"light-blue\"; did you mean \"lightblue\"?"),
        Invalid("dark_slate  gray", "did you mean \"darkslategray\"?"),
        Invalid("color: light blue;", "unknown color name \"light blue\"; did you mean \"lightblue\"?", offset: 7),
        Invalid("device-cmyk(0 0 0)", "device-cmyk(): expected 4 components (cyan, magenta, yellow and black), found 3"),
        Invalid("device-cmyk(0%, 0%, 0%, 0%)", "device-cmyk(): cyan must be a number in the legacy comma syntax", offset: 12),
        Invalid("device-cmyk(0 0 0 0 0)", "found 5", offset: 20),
        Invalid("cmyk(0 0 0 10deg)", "cmyk(): black must be a number or a percentage"),
        Invalid("hsb(10 20 30 40)", "hsb(): expected 3 components, found 4"),
        Invalid("rgb(from red r, g, b)", "rgb(): a relative color separates its components with spaces, not commas", offset: 14),
        Invalid("rgb(from)", "rgb(): expected a color after \"from\"", offset: 8),
        Invalid("rgb(from red)", "rgb(): expected 3 components, found 0"),
        Invalid("rgb(from red r g)", "rgb(): expected 3 components, found 2"),
        Invalid("rgb(from red r g b r)", "rgb(): expected 3 components, found 4", offset: 19),
        Invalid("rgb(from red x g b)", "unexpected \"x\"; expected a number, a percentage, none or a channel keyword (r, g, b or alpha)",
                offset: 13),
        Invalid("rgb(from red calc(l) g b)", "unknown keyword \"l\"; expected r, g, b or alpha"),
        Invalid("rgb(from nope r g b)", "unknown color name \"nope\""),
        Invalid(String(repeating: "rgb(from ", count: 17) + "red" + String(repeating: " r g b)", count: 17),
                "rgb(): colors nested more than 16 levels deep"),
        Invalid(String(repeating: "rgb(from ", count: 100_000), "colors nested more than 16 levels deep"),
    ]

    @Test(arguments: invalid)
    func rejects(_ row: Invalid) {
        row.expectRejected()
    }

    /// Suggestions come only when a name is close, at most three, the nearest first.
    @Test func suggestionsAreFewAndClose() {
        #expect(NameSuggestions.nearest(to: Array("xyzzy".utf8), among: NamedColors.suggestionCandidates).isEmpty)
        #expect(NameSuggestions.nearest(to: Array("blu".utf8), among: NamedColors.suggestionCandidates) == ["blue"])
        #expect(NameSuggestions.nearest(to: Array("lightgrya".utf8), among: NamedColors.suggestionCandidates) == ["lightgray"])
        let many = NameSuggestions.nearest(to: Array("darkgrey".utf8).dropLast(), among: NamedColors.suggestionCandidates)
        #expect(many.count <= NameSuggestions.limit && !many.isEmpty)
        #expect(NameSuggestions.editDistance(Array("ab".utf8), Array("ba".utf8), atMost: 3) == 1)
        #expect(NameSuggestions.editDistance(Array("kitten".utf8), Array("sitting".utf8), atMost: 5) == 3)
    }
}
