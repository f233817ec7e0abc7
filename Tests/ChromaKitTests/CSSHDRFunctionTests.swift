import Testing
@testable import ChromaKit

/// `jzazbz()`, `jzczhz()` and `ictcp()` as the CSS Color HDR Module Level 1 draft defines them (§ ICtCp,
/// § Jzazbz, § JzCzhz): three components, each a number or a percentage of its reference range (Jz and I:
/// 100% = 1; az, bz: 100% = 0.21; Cz: 100% = 0.26; Ct, Cp: 100% = 0.5), a hue as a number or an angle,
/// `none`, `/ alpha`, math functions, and relative colors whose keywords are the draft's (`j a b`, `j c h`,
/// `i ct cp`) or the channel keys (`jz az bz`, `jz cz hz`). `color(--jzazbz …)`, the form written before,
/// reads the same. Coordinates are compared as `CSSParserTests.matches` does.
@Suite("CSS Color HDR functions") struct CSSHDRFunctionTests {
    typealias Valid = CSSParserTests.Valid

    static let valid: [Valid] = [
        Valid("jzazbz(0.5 0.1 -0.05)", .jzazbz, [0.5, 0.1, -0.05]),
        Valid("JZAZBZ(50% 50% -100%)", .jzazbz, [0.5, 0.105, -0.21]),
        Valid("jzazbz(none 0 none / 25%)", .jzazbz, [.nan, 0, .nan], alpha: 0.25),
        Valid("jzazbz(calc(0.1 * 2) calc(10% + 10%) 0 / calc(1 / 2))", .jzazbz, [0.2, 0.042, 0], alpha: 0.5),
        Valid("jzczhz(0.2 0.1 30)", .jzczhz, [0.2, 0.1, 30]),
        Valid("jzczhz(20% 50% 0.25turn)", .jzczhz, [0.2, 0.13, 90]),
        Valid("jzczhz(0.2 100% -90deg / none)", .jzczhz, [0.2, 0.26, 270], alpha: .nan),
        Valid("ictcp(0.5 -0.1 0.2)", .ictcp, [0.5, -0.1, 0.2]),
        Valid("ictcp(58.069% 50% -50% / 0.5)", .ictcp, [0.58069, 0.25, -0.25], alpha: 0.5),
        Valid("ictcp(none none none)", .ictcp, [.nan, .nan, .nan]),
        // The dashed color() form reads as the function does.
        Valid("color(--jzazbz 50% 50% -100%)", .jzazbz, [0.5, 0.105, -0.21]),
        Valid("color(--jzczhz 20% 50% 0.25turn / 50%)", .jzczhz, [0.2, 0.13, 90], alpha: 0.5),
        Valid("color(--ictcp 100% -100% 100%)", .ictcp, [1, -0.5, 0.5]),
        // Relative colors: keywords are numbers in the function's units (1 = 100% for j, i).
        Valid("jzazbz(from jzazbz(0.3 0.1 -0.1) j a b)", .jzazbz, [0.3, 0.1, -0.1]),
        Valid("jzazbz(from jzazbz(0.3 0.1 -0.1) jz az bz)", .jzazbz, [0.3, 0.1, -0.1]),
        Valid("jzazbz(from jzazbz(0.3 0.1 -0.1) calc(j * 2) b a / 0.5)", .jzazbz, [0.6, -0.1, 0.1], alpha: 0.5),
        Valid("jzczhz(from jzczhz(0.3 0.1 40) j c calc(h + 180))", .jzczhz, [0.3, 0.1, 220]),
        Valid("jzczhz(from jzczhz(0.3 0.1 40) jz calc(cz / 2) hz)", .jzczhz, [0.3, 0.05, 40]),
        Valid("jzczhz(from jzczhz(0.3 0.1 none) j c h)", .jzczhz, [0.3, 0.1, .nan]),
        Valid("ictcp(from ictcp(0.4 0.1 -0.2 / 0.3) i calc(ct * -1) cp / alpha)", .ictcp, [0.4, -0.1, -0.2], alpha: 0.3),
        Valid("color(from jzazbz(0.3 0.1 -0.1) --jzazbz jz az bz)", .jzazbz, [0.3, 0.1, -0.1]),
    ]

    @Test(arguments: valid)
    func parses(_ row: Valid) throws {
        let color = try CSSColor.parse(row.input)
        #expect(color.space === row.space, "space \(color.space)")
        for (index, expected) in row.coords.enumerated() {
            #expect(CSSParserTests.matches(color.coords[index], expected), "coordinate \(index): \(color.coords[index])")
        }
        #expect(CSSParserTests.matches(color.alpha, row.alpha), "alpha \(color.alpha)")
    }

    /// A relative color from another space converts the origin first: `jzczhz(from red j c h)` is red.
    @Test func relativeFromAnotherSpaceIsThatColor() throws {
        for function in ["jzazbz(from red j a b)", "jzazbz(from red jz az bz)", "jzczhz(from red j c h)",
                         "jzczhz(from red jz cz hz)", "ictcp(from red i ct cp)"] {
            let color = try CSSColor.parse(function)
            let red = try CSSColor.parse("red").converted(to: color.space)
            for index in 0..<3 { #expect(abs(color.coords[index] - red.coords[index]) < 1e-12, "\(function): \(color)") }
        }
    }

    /// The draft's own examples (§ ICtCp, § Jzazbz): sRGB white as `ictcp(0.58069 0 0)` and
    /// `jzazbz(0.22207 -0.00016 -0.00012)`, within half a unit of the last digit written.
    @Test(arguments: [("ictcp(0.58069 0 0)", 0.000005), ("jzazbz(0.22207 -0.00016 -0.00012)", 0.000005)])
    func draftWhiteExamples(written: String, tolerance: Double) throws {
        let example = try CSSColor.parse(written)
        let white = try CSSColor.parse("white").converted(to: example.space)
        for index in 0..<3 {
            #expect(abs(white.coords[index] - example.coords[index]) <= tolerance, "white in \(example.space): \(white)")
        }
    }

    /// The draft's lime in § JzCzhz, `jzczhz(0.17542 0.1614 132.50)`: its chroma and hue agree to the digits
    /// written. Its Jz does not (0.17681 here, as color.js's constants give), nor do its `jzazbz(0.17542 -0.1179
    /// 0.1092)` (not the rectangular form of its own JzCzhz, whose hue that would put at 137.2°) and
    /// `ictcp(0.5393 -0.2643 -0.0625)` lime: the figures of an earlier conversion, left out here.
    @Test func draftLimeChromaAndHue() throws {
        let lime = try CSSColor.parse("lime").converted(to: .jzczhz)
        #expect(abs(lime.coords[1] - 0.1614) <= 0.00005 && abs(lime.coords[2] - 132.50) <= 0.005, "\(lime)")
    }

    /// Serialization writes the functions (the draft's form), every component a number; what it writes reads back.
    @Test func writesTheFunctionsAndReadsThemBack() throws {
        let rows: [(String, String)] = [
            ("color(--jzazbz 50% 50% -50% / 50%)", "jzazbz(0.5 0.105 -0.105 / 0.5)"),
            ("jzczhz(20% 50% 0.25turn)", "jzczhz(0.2 0.13 90)"),
            ("jzczhz(0.2 none 30)", "jzczhz(0.2 none 30)"),
            ("ictcp(none 100% -100% / none)", "ictcp(none 0.5 -0.5 / none)"),
        ]
        for (input, expected) in rows {
            let color = try CSSColor.parse(input)
            let written = CSSColor.recordString(color)
            #expect(written == expected, "\(input)")
            #expect(try CSSColor.parse(written).isIdentical(to: color), "\(written) reads back")
        }
        for space in [ColorSpace.jzazbz, .jzczhz, .ictcp] {
            let green = try CSSColor.parse("color(rec2020 0.1 0.8 0.3)").converted(to: space)
            #expect(CSSColor.recordString(green).hasPrefix(space.id + "("), "\(CSSColor.recordString(green))")
            #expect(space.cssForm == .function(space.id))
        }
    }

    /// The draft makes no `<color-space>` of them, so `color-mix()` does not interpolate in them; `color()`
    /// takes them only with the dashes; a mistyped name is answered with the function.
    static let invalid: [InvalidColorInput] = [
        InvalidColorInput("color-mix(in jzazbz, red, blue)", "color-mix(): unknown color space \"jzazbz\""),
        InvalidColorInput("color(jzazbz 0.1 0 0)", "color(): unknown space \"jzazbz\""),
        InvalidColorInput("jzazbz(0.1 0 0 0)", "jzazbz(): expected 3 components, found 4"),
        InvalidColorInput("jzazbz(0.1, 0, 0)", "jzazbz()"),
        InvalidColorInput("jzazbz(0.1 10deg 0)", "jzazbz(): az must be"),
        InvalidColorInput("jzczhz(from red l c h)", "expected a number, a percentage, none or a channel keyword (jz, cz, hz or alpha)"),
        InvalidColorInput("jzazbz(from red j a h)", "unexpected \"h\""),
        InvalidColorInput("jzabz(0.1 0 0)", "unknown color function \"jzabz(\"; did you mean \"jzazbz()\"?"),
        InvalidColorInput("itcp(0.1 0 0)", "did you mean \"ictcp()\"?"),
    ]

    @Test(arguments: invalid)
    func rejects(_ row: InvalidColorInput) {
        row.expectRejected()
    }

    /// The draft's functions come after every other name the parser looks up, so that reading `rgb()`, `oklch()`,
    /// `color()` or `color-mix()` compares no more names than before them.
    @Test func theHDRFunctionsAreLookedUpLast() throws {
        let names = CSSColorParser.functionNames
        #expect(Array(names.suffix(3)) == ["jzazbz", "jzczhz", "ictcp"])
        let spaces = CSSColorParser.predefinedSpaceNameList
        let dashed = try #require(spaces.firstIndex(of: "--jzazbz"))
        #expect(spaces[..<dashed].allSatisfy { !$0.hasPrefix("--jz") && $0 != "--ictcp" } && spaces.contains("--rec2100-linear"))
        #expect(spaces.firstIndex(of: "--rec2100-linear")! < dashed, "the read-only names come after every other")
        #expect(CSSColorParser.keywordAliases.count == 5, "j a b c h for jz az bz cz hz")
    }
}
