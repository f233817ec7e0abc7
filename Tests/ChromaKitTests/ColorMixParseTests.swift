import Testing
@testable import ChromaKit

/// `color-mix()` in the CSS parser: a table of valid inputs with the space and
/// coordinates they must give (coloraide 8.13 `Color.mix` in the same space,
/// tolerance 1e-6), a table of invalid inputs with the message and offset,
/// nesting limits, and serialization of the result.
@Suite("color-mix() parsing") struct ColorMixParseTests {
    static let nan = Double.nan

    struct Valid: Sendable, CustomTestStringConvertible {
        let input: String, space: ColorSpace, coords: [Double], alpha: Double, tolerance: Double
        init(_ input: String, _ space: ColorSpace, _ coords: [Double], alpha: Double = 1, tolerance: Double = 1e-6) {
            self.input = input
            self.space = space
            self.coords = coords
            self.alpha = alpha
            self.tolerance = tolerance
        }
        var testDescription: String { input }
    }

    static let redBlueOKLab = [0.5399845410479274, 0.0962030466277384, -0.09284094417349639]

    static let valid: [Valid] = [
        // The example, and percentages on either side of the color.
        Valid("color-mix(in oklch, red 30%, blue)", .oklch,
            [0.5047962118985259, 0.2965550631857476, 301.60657991534737]),
        Valid("color-mix(in oklch, 30% red, blue)", .oklch,
            [0.5047962118985259, 0.2965550631857476, 301.60657991534737]),
        Valid("color-mix(in oklch, red, 70% blue)", .oklch,
            [0.5047962118985259, 0.2965550631857476, 301.60657991534737]),
        Valid("COLOR-MIX( IN OKLCH , RED 30% , BLUE )", .oklch,
            [0.5047962118985259, 0.2965550631857476, 301.60657991534737]),
        Valid("color-mix(in oklch,red 30%,blue)", .oklch,
            [0.5047962118985259, 0.2965550631857476, 301.60657991534737]),
        // Every CSS interpolation space.
        Valid("color-mix(in srgb, red, blue)", .srgb, [0.5, 0, 0.5]),
        Valid("color-mix(in srgb-linear, red, blue)", .srgbLinear, [0.5, 0, 0.5]),
        Valid("color-mix(in display-p3, red, blue)", .displayP3,
            [0.4587437786625828, 0.1001434038704235, 0.5490743089434619]),
        Valid("color-mix(in display-p3-linear, red, blue)", .displayP3Linear,
            [0.41123098435718103, 0.01659709942548081, 0.4638012796680184]),
        Valid("color-mix(in a98-rgb, red, blue)", .a98RGB, [0.4292957676991605, 0, 0.4905343842926209]),
        // ProPhoto: the CSS Color 4 sample-code matrices differ from coloraide's by ~1e-5.
        Valid("color-mix(in prophoto-rgb, red, blue)", .prophotoRGB,
            [0.5192266536554269, 0.2066843977049566, 0.5132068732014241], tolerance: 2e-5),
        Valid("color-mix(in rec2020, red, blue)", .rec2020,
            [0.5469064838198666, 0.2416159521104777, 0.5677171697570991]),
        Valid("color-mix(in lab, red, blue)", .lab, [41.9294216918843, 74.54614638649105, -21.069372378240473]),
        Valid("color-mix(in oklab, red, blue)", .oklab, redBlueOKLab),
        Valid("color-mix(in xyz, red, blue)", .xyzD65, [0.2964357938338968, 0.142415660616122, 0.48493148548262627]),
        Valid("color-mix(in xyz-d65, red, blue)", .xyzD65,
            [0.2964357938338968, 0.142415660616122, 0.48493148548262627]),
        Valid("color-mix(in xyz-d50, red, blue)", .xyzD50,
            [0.28957208341970403, 0.14155649345275872, 0.36401163913952517]),
        Valid("color-mix(in hsl, red, blue)", .hsl, [300, 1, 0.5]),
        Valid("color-mix(in hwb, red, blue)", .hwb, [300, 0, 0]),
        Valid("color-mix(in lch, red, blue)", .lch, [41.9294216918843, 119.0193148460884, 351.11096211904496]),
        // Hue methods.
        Valid("color-mix(in lch longer hue, red, blue)", .lch, [41.9294216918843, 119.0193148460884, 171.11096211904496]),
        Valid("color-mix(in hsl decreasing hue, red, blue)", .hsl, [300, 1, 0.5]),
        Valid("color-mix(in hsl increasing hue, red, blue)", .hsl, [120, 1, 0.5]),
        Valid("color-mix(in hwb increasing hue, red 75%, lime)", .hwb, [30, 0, 0]),
        Valid("color-mix(in oklch shorter hue, oklch(0.6 0.24 30), oklch(0.8 0.15 90))", .oklch, [0.7, 0.195, 60]),
        // No interpolation method: OKLab (css-color-5 editor's draft).
        Valid("color-mix(red, blue)", .oklab, redBlueOKLab),
        // Weights (css-color-5 §2.1): alpha multiplier, scaling down.
        Valid("color-mix(in srgb, red 30%, blue 30%)", .srgb, [0.5, 0, 0.5], alpha: 0.6),
        Valid("color-mix(in srgb, red 80%, blue 80%)", .srgb, [0.5, 0, 0.5]),
        Valid("color-mix(in srgb, red 0%, blue)", .srgb, [0, 0, 1]),
        Valid("color-mix(in srgb, red 100%, blue)", .srgb, [1, 0, 0]),
        Valid("color-mix(in srgb, red 25.5%, blue 74.5%)", .srgb, [0.255, 0, 0.745]),
        Valid("color-mix(in srgb, red 2.5e1%, blue)", .srgb, [0.25, 0, 0.75]),
        // Alpha, none, and every kind of color as an argument.
        Valid("color-mix(in srgb, rgb(100% 0% 0% / 0.7) 25%, rgb(0% 100% 0% / 0.2))", .srgb,
            [0.175 / 0.325, 0.15 / 0.325, 0], alpha: 0.325),
        Valid("color-mix(in srgb, transparent, red)", .srgb, [1, 0, 0], alpha: 0.5),
        Valid("color-mix(in oklch, oklch(0.5 0.1 none), oklch(none 0.3 100))", .oklch, [0.5, 0.2, 100]),
        Valid("color-mix(in oklab, oklab(0.5 none 0.1), oklab(0.7 none 0.3))", .oklab, [0.6, nan, 0.2]),
        Valid("color-mix(in srgb, #ff0000, hsl(240 100% 50%))", .srgb, [0.5, 0, 0.5]),
        Valid("color-mix(in srgb, rgb(255, 0, 0), color(srgb 0 0 1))", .srgb, [0.5, 0, 0.5]),
        // More than two colors, and one (css-color-5 editor's draft).
        Valid("color-mix(in srgb, red, lime, blue)", .srgb, [1.0 / 3, 1.0 / 3, 1.0 / 3]),
        Valid("color-mix(in srgb, red 50%, lime 25%, blue 25%)", .srgb, [0.5, 0.25, 0.25]),
        Valid("color-mix(in srgb, red 10%, lime 10%, blue 20%)", .srgb, [0.25, 0.25, 0.5], alpha: 0.4),
        Valid("color-mix(in oklch, red)", .oklch, [0.6279553639214311, 0.2576833038053606, 29.233880279627893]),
        // Nesting: mixes of mixes (coloraide: red/yellow in sRGB, then with blue in OKLab).
        Valid("color-mix(in oklab, color-mix(in srgb, red, yellow), blue)", .oklab,
            [0.5915783321602059, 0.04006498928614734, -0.08166535589021565]),
        Valid("color-mix(in srgb, 50% color-mix(in srgb, red, blue), color-mix(in srgb, lime 100%, blue 0%))", .srgb,
            [0.25, 0.5, 0.25]),
    ]

    @Test(arguments: valid)
    func parsesValidMix(_ row: Valid) throws {
        let color = try CSSColor.parse(row.input)
        #expect(color.space === row.space)
        expectCoordinates(color, row.coords, alpha: row.alpha, tolerance: row.tolerance)
    }

    typealias Invalid = InvalidColorInput

    static let invalid: [Invalid] = [
        Invalid("color-mix(", "color-mix(): unexpected end of input: missing \")\"", offset: 10),
        Invalid("color-mix(in srgb, red", "color-mix(): unexpected end of input: missing \")\"", offset: 22),
        Invalid("color-mix()", "color-mix(): expected colors to mix", offset: 10),
        Invalid("color-mix(in srgb)", "color-mix(): expected \",\" after the interpolation method, found \")\"",
            offset: 17),
        Invalid("color-mix(in srgb, )", "color-mix(): expected a color", offset: 19),
        Invalid("color-mix(in srgb red, blue)", "color-mix(): unexpected \"red\" after the color space; expected a hue method",
            offset: 18),
        Invalid("color-mix(in, red, blue)", "color-mix(): expected a color space after \"in\"", offset: 12),
        Invalid("color-mix(in cmyk, red, blue)", "color-mix(): unknown color space \"cmyk\"; expected srgb, hsl,",
            offset: 13),
        Invalid("color-mix(in perceptual, red, blue)", "unknown color space \"perceptual\"", offset: 13),
        Invalid("color-mix(in srgb longer hue, red, blue)",
            "color-mix(): hue interpolation needs a polar space such as oklch, lch, hsl or hwb; srgb has no hue",
            offset: 18),
        Invalid("color-mix(in oklab shorter hue, red, blue)", "oklab has no hue", offset: 19),
        Invalid("color-mix(in lch longer, red, blue)", "color-mix(): expected \"hue\" after \"longer\", found \",\"",
            offset: 23),
        Invalid("color-mix(in lch sideways hue, red, blue)", "unexpected \"sideways\" after the color space",
            offset: 17),
        Invalid("color-mix(in srgb, red blue)", "color-mix(): expected \",\" or \")\" after a color, found \"blue\"",
            offset: 23),
        Invalid("color-mix(in srgb, red, blue", "color-mix(): unexpected end of input: missing \")\"", offset: 28),
        Invalid("color-mix(in srgb, red,)", "color-mix(): expected a color after \",\"", offset: 23),
        Invalid("color-mix(in srgb, red, , blue)", "color-mix(): expected a color", offset: 24),
        Invalid("color-mix(in srgb, red -10%, blue)", "color-mix(): percentages must be between 0% and 100%, found \"-10%\"",
            offset: 23),
        Invalid("color-mix(in srgb, red 101%, blue)", "found \"101%\"", offset: 23),
        Invalid("color-mix(in srgb, red 30, blue)", "color-mix(): expected a percentage such as 30%, found \"30\"",
            offset: 23),
        Invalid("color-mix(in srgb, red 0.3, blue)", "found \"0.3\"", offset: 23),
        Invalid("color-mix(in srgb, red 30deg, blue)", "found \"30deg\"", offset: 23),
        Invalid("color-mix(in srgb, 30% red 40%, blue)", "color-mix(): more than one percentage for one color",
            offset: 27),
        Invalid("color-mix(in srgb, red 30% 40%, blue)", "color-mix(): expected \",\" or \")\" after a color, found \"40%\"",
            offset: 27),
        Invalid("color-mix(in srgb, 30%, blue)", "color-mix(): \"30%\" needs a color next to it", offset: 19),
        Invalid("color-mix(in srgb, redd, blue)", "unknown color name \"redd\"", offset: 19),
        Invalid("color-mix(in srgb, red, rgb(1 2))", "rgb(): expected 3 components, found 2", offset: 31),
        Invalid("color-mix(in srgb, red, calc(1))", "color-mix(): calc() gives a number; a mix takes a percentage", offset: 24),
        Invalid("color-mix(in srgb, red, blue) extra", "unexpected \"extra\" after the color", offset: 30),
        Invalid("color-mix (in srgb, red, blue)", "unexpected space between \"color-mix\" and \"(\""),
        Invalid("rgb(color-mix(in srgb, red, blue) 0 0)", "rgb(): \"color-mix(\" cannot be a component"),
    ]

    @Test(arguments: invalid)
    func rejectsInvalidMix(_ row: Invalid) {
        row.expectRejected()
    }

    // MARK: Nesting

    static func nested(_ depth: Int) -> String {
        String(repeating: "color-mix(in srgb, red, ", count: depth) + "blue" + String(repeating: ")", count: depth)
    }

    @Test func nestsSixteenDeep() throws {
        let color = try CSSColor.parse(Self.nested(16))
        // Each level halves blue's share: 2⁻¹⁶ of blue, the rest red.
        let blue = 1 / 65536.0
        expectCoordinates(color, [1 - blue, 0, blue], alpha: 1, tolerance: 1e-12)
    }

    @Test func rejectsSeventeenDeep() {
        #expect {
            _ = try CSSColor.parse(Self.nested(17))
        } throws: { error in
            guard let error = error as? ColorParseError else { return false }
            return error.message == "color-mix(): nested more than 16 levels deep"
                && error.offset == 16 * "color-mix(in srgb, red, ".utf8.count
        }
    }

    @Test func deepOrEndlessNestingIsRejectedWithoutCrashing() {
        for text in [
            Self.nested(100_000), String(repeating: "color-mix(", count: 100_000),
            String(repeating: "color-mix(in srgb, ", count: 50_000), "color-mix(" + String(repeating: "(", count: 100_000),
        ] {
            #expect(throws: ColorParseError.self) { _ = try CSSColor.parse(text) }
        }
    }

    // MARK: Serialization

    @Test(arguments: [
        ("color-mix(in srgb, red, blue)", "color(srgb 0.5 0 0.5)"),
        ("color-mix(in srgb, red 100%, blue 0%)", "#ff0000"),
        ("color-mix(in oklch, oklch(0.6 0.24 30), oklch(0.8 0.15 90))", "oklch(0.7 0.195 60)"),
        ("color-mix(in hsl, hsl(0 100% 50%) 25%, hsl(120 100% 50% / 0.5))", "hsl(90 100% 50% / 0.625)"),
        ("color-mix(in lab, lab(50 none 10), lab(70 none 30))", "lab(60 none 20)"),
        ("color-mix(in srgb, red 30%, blue 30%)", "color(srgb 0.5 0 0.5 / 0.6)"),
    ])
    func serializesInItsSpace(_ input: String, _ expected: String) throws {
        let color = try CSSColor.parse(input)
        #expect(CSSColor.recordString(color) == expected)
        // The written form parses back to the same color.
        let again = try CSSColor.parse(CSSColor.recordString(color, precision: 15))
        expectCoordinates(again, color.components, alpha: color.alpha, tolerance: 1e-9)
    }
}

extension ColorMixParseTests {
    /// One `color-mix()` takes at most `Mix.maximumColors` colors; the parser stops at the first one too many.
    @Test func aMixTakesAtMostTheLimitOfColors() throws {
        let atLimit = "color-mix(in srgb, " + Array(repeating: "red", count: Mix.maximumColors).joined(separator: ", ") + ")"
        #expect(try CSSColor.parse(atLimit).hexString() == "#ff0000")
        let over = "color-mix(in srgb, " + Array(repeating: "red", count: Mix.maximumColors + 1).joined(separator: ", ") + ")"
        #expect(throws: ColorParseError.self) { try CSSColor.parse(over) }
        do {
            _ = try CSSColor.parse(over)
        } catch {
            #expect(error.message == "color-mix(): too many colors: a mix takes at most 10000")
        }
        let colors = Array(repeating: (Color(.srgb, 1, 0, 0), Double?.none), count: Mix.maximumColors + 1)
        #expect(throws: InterpolationError.self) { try Mix.mix(colors) }
        #expect(throws: InterpolationError.self) { try Mix.mix(weighted: colors.map { ($0.0, 1.0) }) }
    }
}
