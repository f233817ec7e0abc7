import Testing
@testable import ChromaKit

/// CSS Color 4 parsing: a table of valid colors with the space and coordinates
/// they must give (tolerance 1e-9, NaN = missing), a table of invalid inputs
/// with what the message must say, and inputs that must be rejected without a crash.
@Suite("CSS parsing") struct CSSParserTests {
    static let nan = Double.nan

    struct Valid: Sendable, CustomTestStringConvertible {
        let input: String, space: ColorSpace, coords: [Double], alpha: Double
        init(_ input: String, _ space: ColorSpace, _ coords: [Double], alpha: Double = 1) {
            self.input = input
            self.space = space
            self.coords = coords
            self.alpha = alpha
        }
        var testDescription: String { input }
    }

    static let valid: [Valid] = [
        // Named colors and transparent (§6.1, §6.2).
        Valid("tomato", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("RebeccaPurple", .srgb, [102.0 / 255, 51.0 / 255, 153.0 / 255]),
        Valid("  grey\n", .srgb, [128.0 / 255, 128.0 / 255, 128.0 / 255]),
        Valid("transparent", .srgb, [0, 0, 0], alpha: 0),
        Valid("TRANSPARENT", .srgb, [0, 0, 0], alpha: 0),
        // Hex (§5.2).
        Valid("#f80", .srgb, [1, 136.0 / 255, 0]),
        Valid("#F80A", .srgb, [1, 136.0 / 255, 0], alpha: 170.0 / 255),
        Valid("#ff6347", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("#FF634780", .srgb, [1, 99.0 / 255, 71.0 / 255], alpha: 128.0 / 255),
        Valid("\t #AbCdEf \r\n", .srgb, [171.0 / 255, 205.0 / 255, 239.0 / 255]),
        Valid("#00000000", .srgb, [0, 0, 0], alpha: 0),
        // rgb(), rgba(): legacy and modern (§5.1).
        Valid("rgb(255, 99, 71)", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("rgba(255,99,71,0.5)", .srgb, [1, 99.0 / 255, 71.0 / 255], alpha: 0.5),
        Valid("rgb( 100% , 50% , 0% )", .srgb, [1, 0.5, 0]),
        Valid("rgb(255, 0, 0, 25%)", .srgb, [1, 0, 0], alpha: 0.25),
        Valid("rgba(1, 2, 3)", .srgb, [1.0 / 255, 2.0 / 255, 3.0 / 255]),
        Valid("rgb(255 99 71)", .srgb, [1, 99.0 / 255, 71.0 / 255]),
        Valid("rgb(255 99 71 / 50%)", .srgb, [1, 99.0 / 255, 71.0 / 255], alpha: 0.5),
        Valid("rgba(0 0 0/0.5)", .srgb, [0, 0, 0], alpha: 0.5),
        Valid("rgb(255 50% 0)", .srgb, [1, 0.5, 0]),
        Valid("rgb(300 -20 128)", .srgb, [1, 0, 128.0 / 255]),
        Valid("rgb(150% -5% 0%)", .srgb, [1, 0, 0]),
        Valid("rgb(0 0 0 / 150%)", .srgb, [0, 0, 0], alpha: 1),
        Valid("rgb(0 0 0 / -1)", .srgb, [0, 0, 0], alpha: 0),
        Valid("rgb(none 0 0 / none)", .srgb, [nan, 0, 0], alpha: nan),
        Valid("RGB(1E2 .5e2 +1)", .srgb, [100.0 / 255, 50.0 / 255, 1.0 / 255]),
        Valid("rgb(10%20%30%)", .srgb, [0.1, 0.2, 0.3]),
        Valid("rgb(25.5 0.000000000000000000000000000000000000000001 1e-400)", .srgb, [0.1, 0, 0]),
        // hsl(), hsla() (§7).
        Valid("hsl(120 100% 25%)", .hsl, [120, 1, 0.25]),
        Valid("hsl(120, 100%, 25%)", .hsl, [120, 1, 0.25]),
        Valid("hsla(120deg, 100%, 25%, 0.5)", .hsl, [120, 1, 0.25], alpha: 0.5),
        Valid("hsl(0.5turn 50 50)", .hsl, [180, 0.5, 0.5]),
        Valid("hsl(-120 -10% 50%)", .hsl, [240, 0, 0.5]),
        Valid("hsl(3.14159265358979rad 0% 0%)", .hsl, [179.99999999999983, 0, 0]),
        Valid("hsl(200grad 10% 20%)", .hsl, [180, 0.1, 0.2]),
        Valid("hsl(720 10% 20% / 0.25)", .hsl, [0, 0.1, 0.2], alpha: 0.25),
        Valid("HSL(none 0% 50%)", .hsl, [nan, 0, 0.5]),
        Valid("hsla(30 100% 50%)", .hsl, [30, 1, 0.5]),
        // hwb() (§8).
        Valid("hwb(120 10% 20%)", .hwb, [120, 0.1, 0.2]),
        Valid("hwb(90deg 0 50 / 25%)", .hwb, [90, 0, 0.5], alpha: 0.25),
        Valid("hwb(none none none)", .hwb, [nan, nan, nan]),
        // lab(), lch() (§9).
        Valid("lab(50 20 -30)", .lab, [50, 20, -30]),
        Valid("lab(50% 100% -100%)", .lab, [50, 125, -125]),
        Valid("lab(150 0 0)", .lab, [100, 0, 0]),
        Valid("lab(-10% 0 0)", .lab, [0, 0, 0]),
        Valid("lab(50 none 10)", .lab, [50, nan, 10]),
        Valid("lch(50 100% 30)", .lch, [50, 150, 30]),
        Valid("lch(50 -10 30deg / 0.5)", .lch, [50, 0, 30], alpha: 0.5),
        Valid("lch(50% 20 none)", .lch, [50, 20, nan]),
        // oklab(), oklch() (§9).
        Valid("oklab(0.5 0.1 -0.1)", .oklab, [0.5, 0.1, -0.1]),
        Valid("oklab(50% 100% -50%)", .oklab, [0.5, 0.4, -0.2]),
        Valid("oklab(1.5 0 0)", .oklab, [1, 0, 0]),
        Valid("oklab(-0.5 0 0)", .oklab, [0, 0, 0]),
        Valid("oklch(70% 0.2 40)", .oklch, [0.7, 0.2, 40]),
        Valid("oklch(0.7 50% 1turn)", .oklch, [0.7, 0.2, 0]),
        Valid("oklch(0.5 -0.1 30)", .oklch, [0.5, 0, 30]),
        Valid("OKLCH(0.7 0.15 30 / 40%)", .oklch, [0.7, 0.15, 30], alpha: 0.4),
        // color() with every predefined space (§10); percentages map to 0–1.
        Valid("color(srgb 1 0.5 0)", .srgb, [1, 0.5, 0]),
        Valid("color(srgb 1.5 -0.5 0)", .srgb, [1.5, -0.5, 0]),
        Valid("color(srgb-linear 100% 50% 0%)", .srgbLinear, [1, 0.5, 0]),
        Valid("color(display-p3 0 1 0)", .displayP3, [0, 1, 0]),
        Valid("COLOR(Display-P3 1 0 0 / 0.5)", .displayP3, [1, 0, 0], alpha: 0.5),
        Valid("color(display-p3-linear 0.1 0.2 0.3)", .displayP3Linear, [0.1, 0.2, 0.3]),
        Valid("color(a98-rgb 0.25 0.5 0.75)", .a98RGB, [0.25, 0.5, 0.75]),
        Valid("color(prophoto-rgb 25% 50% 75%)", .prophotoRGB, [0.25, 0.5, 0.75]),
        Valid("color(rec2020 0.1 0.2 0.3)", .rec2020, [0.1, 0.2, 0.3]),
        Valid("color(xyz 0.1 0.2 0.3)", .xyzD65, [0.1, 0.2, 0.3]),
        Valid("color(xyz-d65 10% 20% 30%)", .xyzD65, [0.1, 0.2, 0.3]),
        Valid("color(xyz-d50 0.1 0.2 0.3)", .xyzD50, [0.1, 0.2, 0.3]),
        Valid("color(srgb none 0.5 1 / none)", .srgb, [nan, 0.5, 1], alpha: nan),
        Valid("color( srgb 1 1 1 )", .srgb, [1, 1, 1]),
        // This package's linear forms, so every serialization parses back.
        Valid("color(rec2020-linear 0.1 0.2 0.3)", .rec2020Linear, [0.1, 0.2, 0.3]),
        Valid("color(a98-rgb-linear 0.1 0.2 0.3)", .a98RGBLinear, [0.1, 0.2, 0.3]),
        Valid("color(prophoto-rgb-linear 0.1 0.2 0.3)", .prophotoRGBLinear, [0.1, 0.2, 0.3]),
        // Magnitude limit is inclusive.
        Valid("lab(50 1000000 -1e6)", .lab, [50, 1_000_000, -1_000_000]),
    ]

    static func matches(_ actual: Double, _ expected: Double) -> Bool {
        expected.isNaN ? actual.isNaN : abs(actual - expected) <= 1e-9
    }

    @Test(arguments: valid)
    func parsesValidColor(_ row: Valid) throws {
        let color = try CSSColor.parse(row.input)
        #expect(color.space === row.space, "space \(color.space)")
        for (index, expected) in row.coords.enumerated() {
            #expect(Self.matches(color.coords[index], expected), "coordinate \(index): \(color.coords[index])")
        }
        #expect(Self.matches(color.alpha, row.alpha), "alpha \(color.alpha)")
    }

    @Test(arguments: valid)
    func bytesEntryPointAgrees(_ row: Valid) throws {
        let fromString = try CSSColor.parse(row.input)
        let fromBytes = try Array(row.input.utf8).withUnsafeBufferPointer { bytes throws(ColorParseError) in
            try CSSColor.parse(utf8: bytes)
        }
        #expect(fromBytes.isIdentical(to: fromString))
    }

    typealias Invalid = InvalidColorInput

    static let invalid: [Invalid] = [
        Invalid("", "empty input", offset: 0),
        Invalid(" \t\n ", "empty input"),
        Invalid("(", "expected a color name, hex color or color function, found \"(\"", offset: 0),
        Invalid("42", "bad hex color \"42\": without \"#\", expected 6 or 8 hex digits", offset: 0),
        Invalid("4x2", "expected a color name, hex color or color function"),
        Invalid("tomatoe", "unknown color name \"tomatoe\"", offset: 0),
        Invalid("  tomatoe", "unknown color name \"tomatoe\"", offset: 2),
        Invalid("currentColor", "\"currentcolor\" depends on a document"),
        Invalid("rgb", "unknown color name \"rgb\""),
        Invalid("rgb (1 2 3)", "unexpected space between \"rgb\" and \"(\"", offset: 3),
        Invalid("red blue", "unexpected \"blue\" after the color", offset: 4),
        Invalid("#12345", "bad hex color \"#12345\": expected 3, 4, 6 or 8 hex digits", offset: 0),
        Invalid("#", "expected 3, 4, 6 or 8 hex digits"),
        Invalid("#ff0000ff00", "expected 3, 4, 6 or 8 hex digits"),
        Invalid("#12g", "bad hex color \"#12g\": \"g\" is not a hex digit", offset: 3),
        Invalid("#fff;;", "unexpected \";\" after the color", offset: 4),
        Invalid("#ff 00 00", "expected 3, 4, 6 or 8 hex digits"),
        Invalid("rgb(1 2)", "rgb(): expected 3 components, found 2", offset: 7),
        Invalid("rgb(1, 2)", "rgb(): expected 3 components, found 2"),
        Invalid("rgb()", "rgb(): expected 3 components, found 0"),
        Invalid("rgb(1 2 3 4)", "rgb(): expected 3 components, found 4 (alpha goes after \"/\")", offset: 10),
        Invalid("rgb(1, 2, 3, 4, 5)", "rgb(): expected 3 components and an optional alpha, found 5", offset: 16),
        Invalid("rgb(1 2 3", "unexpected end of input: missing \")\"", offset: 9),
        Invalid("rgb(", "rgb(): unexpected end of input: missing \")\""),
        Invalid("color(srgb", "color(): unexpected end of input: missing \")\""),
        Invalid("color(", "color(): unexpected end of input: missing \")\""),
        Invalid("rgb(1 2 3) x", "unexpected \"x\" after the color", offset: 11),
        Invalid("rgb(1, 2%, 3)", "rgb(): the legacy comma syntax cannot mix numbers and percentages", offset: 7),
        Invalid("rgb(none, 0, 0)", "\"none\" is not allowed in the legacy comma syntax"),
        Invalid("rgba(0, 0, 0, none)", "\"none\" is not allowed in the legacy comma syntax"),
        Invalid("hsl(120, 100, 50)", "hsl(): saturation must be a percentage in the legacy comma syntax"),
        Invalid("rgb(1, 2, 3 / 0.5)", "cannot mix \"/\" and commas"),
        Invalid("rgb(1 2 3, 0.5)", "cannot mix commas and spaces"),
        Invalid("rgb(1, 2 3)", "missing \",\" between components"),
        Invalid("rgb(1,,2,3)", "unexpected \",\"; expected a component"),
        Invalid("rgb(,1,2,3)", "unexpected \",\"; expected a component", offset: 4),
        Invalid("rgb(1,2,3,)", "expected a component after \",\""),
        Invalid("rgb(1 2 3 /)", "expected an alpha value after \"/\""),
        Invalid("rgb(1 2 3 / 0.5 / 1)", "more than one \"/\""),
        Invalid("rgb(1 2 3 / 0.5 0.6)", "expected one alpha value after \"/\""),
        Invalid("lab(50, 0, 0)", "lab(): commas are only allowed in the legacy rgb() and hsl() syntax"),
        Invalid("hwb(0, 0%, 0%)", "hwb(): commas are only allowed"),
        Invalid("rgb(10deg 0 0)", "rgb(): red must be a number or a percentage, found \"10deg\"", offset: 4),
        Invalid("hsl(50% 10% 10%)", "hsl(): hue must be a number or an angle, found \"50%\""),
        Invalid("hsl(120 10deg 10%)", "hsl(): saturation must be a percentage or a number"),
        Invalid("lab(5deg 0 0)", "lab(): lightness must be a number or a percentage"),
        Invalid("oklch(0.5 0.1 10%)", "oklch(): hue must be a number or an angle"),
        Invalid("rgb(1 2 3 / 10deg)", "alpha must be a number or a percentage"),
        Invalid("rgb(10px 0 0)", "rgb(): unknown unit \"px\" in \"10px\"", offset: 6),
        Invalid("hsl(10e 0% 0%)", "unknown unit \"e\""),
        Invalid("color(foo 1 2 3)", "color(): unknown space \"foo\"", offset: 6),
        Invalid("color(srgb)", "color(): expected 3 components, found 0"),
        Invalid("color()", "color(): expected a color space"),
        Invalid("color(1 2 3)", "color(): expected a color space"),
        Invalid("color(srgb NaN 0 0)", "numbers must be finite", offset: 11),
        Invalid("color(srgb 0 infinity 0)", "numbers must be finite"),
        Invalid("rgb(0 0 0 / -Infinity)", "numbers must be finite"),
        Invalid("rgb(1e999 0 0)", "numbers must be finite"),
        Invalid("rgb(-1e400 0 0)", "numbers must be finite"),
        Invalid("rgb(2e6 0 0)", "out of range", offset: 4),
        Invalid("lab(50 -1000001 0)", "out of range"),
        Invalid("hsl(1e7deg 0% 0%)", "out of range"),
        Invalid("rgb(0 0 0 / 1e300)", "out of range"),
        Invalid("rgb(var(--x) 0 0)", "rgb(): \"var(\" cannot be a component", offset: 4),
        Invalid("rgb(rgb(rgb(", "rgb(): \"rgb(\" cannot be a component"),
        Invalid("rgb((1) 0 0)", "parentheses go inside a math function", offset: 4),
        Invalid("rgb(1 from red r g b)", "rgb(): unexpected \"from\"", offset: 6),
        Invalid("env(--brand)", "env() is not supported"),
        Invalid("foo(1 2 3)", "unknown color function \"foo(\""),
        Invalid("rgb(1 2 @)", "rgb(): unexpected \"@\"; expected a number, a percentage or none"),
        Invalid("rgb(1 2 three)", "unexpected \"three\""),
    ]

    @Test(arguments: invalid)
    func rejectsInvalidColor(_ row: Invalid) {
        row.expectRejected()
    }

    /// Parses without crashing; on failure the offset lies within the input and the message is short.
    static func survives(_ bytes: [UInt8]) {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ColorParseError) -> Color in try CSSColor.parse(utf8: buffer) }
        }
        switch result {
        case .success(let color):
            for index in 0..<4 { #expect(!color.coords[index].isInfinite) }
            #expect(!color.alpha.isInfinite)
        case .failure(let error):
            #expect((0...bytes.count).contains(error.offset))
            #expect(error.message.utf8.count < 400)
        }
    }

    @Test func hostileInputsAreRejectedWithoutCrashing() {
        let megabyte = 1 << 20
        var generator = SplitMix(seed: 7)
        let garbage = (0..<megabyte).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let cases: [[UInt8]] = [
            [], Array("   ".utf8), Array("(".utf8), Array(")".utf8), [0xFF, 0xFE, 0x00], [0x72, 0xFF, 0x64],
            [0x23, 0xC3], Array("rgb(\u{0}".utf8), garbage,
            [UInt8](repeating: 0x28, count: megabyte),
            Array("rgb(".utf8) + [UInt8](repeating: 0x28, count: 100_000),
            Array(String(repeating: "rgb(", count: 100_000).utf8),
            Array(("#" + String(repeating: "f", count: megabyte)).utf8),
            Array(String(repeating: "a", count: megabyte).utf8),
            Array(("rgb(" + String(repeating: "1 ", count: 200_000) + ")").utf8),
            Array(("rgb(" + String(repeating: "9", count: 100_000) + " 0 0)").utf8),
            Array(("rgb(1e" + String(repeating: "9", count: 100_000) + " 0 0)").utf8),
            Array(String(repeating: "é", count: 1000).utf8),
        ]
        for bytes in cases { Self.survives(bytes) }
    }

    @Test func longNumbersAreRead() throws {
        let tiny = "rgb(0." + String(repeating: "0", count: 10_000) + "1 0 0)"
        #expect(try CSSColor.parse(tiny).coords.x == 0)
        let long = "rgb(127." + String(repeating: "5", count: 1000) + " 0 0)"
        #expect(abs(try CSSColor.parse(long).coords.x - 127.5555555555 / 255) < 1e-9)
    }

    /// Random edits of valid colors: every result is a color or a well-formed error.
    @Test func mutatedInputsNeverCrash() {
        var generator = SplitMix(seed: 2024)
        let alphabet = Array("0123456789.+-eE%#(),/ noneNaNdegturnrgbhslabokcolr-srgbxyz\u{0}\u{FF}".utf8)
        for row in Self.valid {
            for _ in 0..<200 {
                var bytes = Array(row.input.utf8)
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    let position = Int(generator.next() % UInt64(bytes.count + 1))
                    switch generator.next() % 3 {
                    case 0 where position < bytes.count: bytes.remove(at: position)
                    case 1 where position < bytes.count:
                        bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                    }
                }
                Self.survives(bytes)
            }
        }
    }
}

/// A small seeded generator (SplitMix64) so the hostile-input tests are reproducible.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
