import Testing
@testable import ChromaKit

/// Writing colors as CSS: the lossless `color` field (hex when exact in 8-bit
/// sRGB, else the color's own space) and `--format css` in any space.
@Suite("CSS serialization") struct CSSSerializerTests {
    @Test(arguments: [
        ("#ff6347", "#ff6347"),
        ("tomato", "#ff6347"),
        ("#FF634780", "#ff634780"),
        ("#f80", "#ff8800"),
        ("transparent", "#00000000"),
        ("rgb(255 99 71)", "#ff6347"),
        ("hsl(0 100% 50%)", "#ff0000"),
        ("oklch(0.7 0.15 30)", "oklch(0.7 0.15 30)"),
        ("color(display-p3 0 1 0)", "color(display-p3 0 1 0)"),
        ("hsl(120 100% 25%)", "hsl(120 100% 25%)"),
        ("lab(50 none 10)", "lab(50 none 10)"),
        ("hsl(none 100% 50%)", "hsl(none 100% 50%)"),
        ("rgb(255 0 0 / 50%)", "color(srgb 1 0 0 / 0.5)"),
        ("rgb(255 0 0 / none)", "rgb(255 0 0 / none)"),
        // An 8-bit color whose alpha alone is missing: exact in rgb(), which hex cannot be.
        ("rgb(10 20 30 / none)", "rgb(10 20 30 / none)"),
        ("hsl(210 50% 7.843137254901961% / none)", "rgb(10 20 30 / none)"),
        ("color(srgb 0.1 0.2 0.3 / none)", "color(srgb 0.1 0.2 0.3 / none)"),
        ("color(srgb 0.5 0 0)", "color(srgb 0.5 0 0)"),
        ("hwb(120 10% 20%)", "hwb(120 10% 20%)"),
        ("lch(50 30 270 / 0.25)", "lch(50 30 270 / 0.25)"),
        ("color(xyz 0.1 0.2 0.3)", "color(xyz-d65 0.1 0.2 0.3)"),
        ("color(srgb 1.5 0 0)", "color(srgb 1.5 0 0)"),
    ])
    func serializesLosslessly(input: String, expected: String) throws {
        let color = try CSSColor.parse(input)
        let written = CSSColor.recordString(color)
        #expect(written == expected)
        // Parsing the result gives the same color back.
        let reparsed = try CSSColor.parse(written)
        if written.hasPrefix("#") || written.hasPrefix("rgb(") {
            #expect(Self.close(reparsed, color.converted(to: .srgb)))
        } else {
            #expect(reparsed.space === color.space)
            #expect(Self.close(reparsed, color))
        }
    }

    /// Same space, coordinates within 1e-9 (missing matching missing), same alpha.
    static func close(_ a: Color, _ b: Color) -> Bool {
        guard a.space === b.space else { return false }
        func same(_ x: Double, _ y: Double) -> Bool { x.isNaN ? y.isNaN : !y.isNaN && abs(x - y) <= 1e-9 }
        return (0..<4).allSatisfy { same(a.coords[$0], b.coords[$0]) } && same(a.alpha, b.alpha)
    }

    @Test func hexNeedsTheExactGrid() {
        #expect(CSSColor.recordString(Color(.srgb, 0.5, 0, 0)) == "color(srgb 0.5 0 0)")
        #expect(CSSColor.recordString(Color(.srgb, 128.0 / 255 + 5e-10, 0, 1 + 5e-10)) == "#8000ff")
        #expect(CSSColor.recordString(Color(.srgb, 128.0 / 255 + 1e-8, 0, 0)).hasPrefix("color(srgb"))
        #expect(CSSColor.recordString(Color(.srgb, -1.0 / 255, 0, 0)).hasPrefix("color(srgb"))
        #expect(CSSColor.recordString(Color(.srgb, 256.0 / 255, 0, 0)).hasPrefix("color(srgb"))
        #expect(CSSColor.recordString(Color(.srgb, 1, 1, 1, alpha: 0.5)) == "color(srgb 1 1 1 / 0.5)")
        #expect(CSSColor.recordString(Color(.srgb, 1, 1, 1, alpha: 1 - 1e-12)) == "#ffffff")
    }

    @Test func spacesWithoutCSSFormAreWrittenAsSRGB() {
        #expect(CSSColor.recordString(Color(.cmyk, 0, 0.5, 1, 0)) == "color(srgb 1 0.5 0)")
        #expect(CSSColor.recordString(Color(.cmyk, 0, 1, 1, 0)) == "#ff0000")
        #expect(CSSColor.recordString(Color(.hsb, 30, 1, 1)) == "color(srgb 1 0.5 0)")
    }

    @Test func precisionLimitsDecimals() throws {
        let color = Color(.oklch, 0.123456789, 0.0987654321, 123.456789)
        #expect(CSSColor.recordString(color) == "oklch(0.123457 0.098765 123.456789)")
        #expect(CSSColor.recordString(color, precision: 2) == "oklch(0.12 0.1 123.46)")
        #expect(CSSColor.string(color, in: .oklch, precision: 0) == "oklch(0 0 123)")
    }

    static let red = Color(.srgb, 1, 0, 0)

    @Test(arguments: [
        (ColorSpace.srgb, "color(srgb 1 0 0)"),
        (.hsl, "hsl(0 100% 50%)"),
        (.hwb, "hwb(0 0% 0%)"),
        (.lab, "lab(54.290541 80.804928 69.890965)"),
        (.lch, "lch(54.290541 106.837182 40.857657)"),
        (.oklab, "oklab(0.627955 0.224863 0.125846)"),
        (.oklch, "oklch(0.627955 0.257683 29.23388)"),
        (.xyzD65, "color(xyz-d65 0.412391 0.212639 0.019331)"),
        (.xyzD50, "color(xyz-d50 0.436066 0.222493 0.013924)"),
        (.srgbLinear, "color(srgb-linear 1 0 0)"),
        (.displayP3, "color(display-p3 0.917488 0.200287 0.138561)"),
        (.rec2020, "color(rec2020 0.823464 0.328429 0.180339)"),
        (.hsb, "color(srgb 1 0 0)"),
        (.cmyk, "color(srgb 1 0 0)"),
    ])
    func writesRedInEverySpace(space: ColorSpace, expected: String) {
        #expect(CSSColor.string(Self.red, in: space) == expected)
    }

    @Test func stringWritesNoneAndAlpha() throws {
        let gray = try CSSColor.parse("#808080")
        #expect(CSSColor.string(gray, in: .hsl) == "hsl(none 0% 50.196078%)")
        #expect(CSSColor.string(Color(.srgb, 1, 0, 0, alpha: 0.25), in: .oklch).hasSuffix(" / 0.25)"))
        #expect(CSSColor.string(Color(.srgb, 1, 0, 0, alpha: .nan), in: .hsl) == "hsl(0 100% 50% / none)")
        #expect(CSSColor.string(Color(.srgb, 1, 0, 0, alpha: 0), in: .srgb) == "color(srgb 1 0 0 / 0)")
        #expect(CSSColor.string(Color(.lab, 50, .nan, 10), in: .lab) == "lab(50 none 10)")
    }

    /// Every valid parse input serializes to CSS that parses back to the same color.
    @Test(arguments: CSSParserTests.valid)
    func everyParsedColorRoundTrips(_ row: CSSParserTests.Valid) throws {
        let color = try CSSColor.parse(row.input)
        let written = CSSColor.recordString(color, precision: 12)
        let reparsed = try CSSColor.parse(written)
        if written.hasPrefix("#") || written.hasPrefix("rgb(") {
            #expect(Self.close(reparsed, color.converted(to: .srgb)), "\(written)")
        } else {
            #expect(Self.close(reparsed, color), "\(written)")
        }
    }
}

/// Colors whose own CSS function would clamp a value when read back are written in a space that holds any value.
@Suite("CSS serializer: values a function would clamp")
struct CSSSerializerUnclampedTests {
    static let cases: [(space: String, coords: [Double], prefix: String)] = [
        ("oklab", [-0.2, 0.1, 0.05], "color(xyz-d65 "),
        ("oklab", [1.3, 0, 0], "color(xyz-d65 "),
        ("oklch", [0.5, -0.1, 30], "color(xyz-d65 "),
        ("lab", [-5, 20, 10], "color(xyz-d50 "),
        ("lch", [120, 10, 10], "color(xyz-d50 "),
        ("lch", [50, -3, 10], "color(xyz-d50 "),
        ("hsl", [120, -0.5, 0.5], "color(srgb "),
        ("oklab", [0.5, 0.1, 0.05], "oklab("),
        ("lch", [50, 30, 10], "lch("),
    ]

    @Test(arguments: cases)
    func theColorReadsBackAsItWas(space: String, coords: [Double], prefix: String) throws {
        let space = try #require(ColorSpaces.all.first { $0.id == space })
        let color = Color(space, coords[0], coords[1], coords[2])
        let text = CSSColor.recordString(color, precision: 15)
        #expect(text.hasPrefix(prefix), "\(text)")
        // Compared in the space written: a negative chroma or saturation reads back as the same color
        // with the opposite hue, so polar coordinates need not come back as they were.
        let again = try CSSColor.parse(text)
        let expected = color.converted(to: again.space)
        for i in 0..<3 {
            #expect(abs(again.coords[i] - expected.coords[i]) <= 1e-9, "\(text)")
        }
    }
}

/// Writing a color's text through the stack buffer gives the bytes `recordString` gives, also for a text
/// too long for the buffer (an absurd alpha written out in full), which is then written directly.
@Suite("CSS serializer: the stack buffer") struct CSSSerializerStackBufferTests {
    @Test func sameBytesAsSerialize() {
        let colors = [
            Color(.oklch, 0.5, 0.1, 30), Color(.lab, 50, -20.25, 7, alpha: 0.5), Color(.hsl, 120, 0.5, 0.25, alpha: .nan),
            Color(.displayP3, 1.2, -0.1, 0.3), Color(.oklch, 0.5, 0.1, 30, alpha: 1e300), Color(.hsb, 10, 0.5, 0.5),
            Color(.srgb, 10.0 / 255, 20.0 / 255, 30.0 / 255, alpha: .nan), Color(.hwb, 0, 1, 0, alpha: .nan),
        ]
        for color in colors {
            var out: [UInt8] = []
            let srgb = ColorSpace.zeroingMissing(color.converted(to: .srgb).coords)
            CSSColor.appendSerialization(color, srgb: srgb, precision: 6, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == CSSColor.recordString(color))
        }
    }

    @Test func aLongTextOverflowsTheBuffer() {
        var text = ShortText()
        CSSColor.appendInexact(Color(.oklch, 0.5, 0.1, 30, alpha: 1e300), precision: 6, to: &text)
        #expect(text.overflowed)
        var short = ShortText()
        CSSColor.appendInexact(Color(.oklch, 0.5, 0.1, 30), precision: 6, to: &short)
        #expect(!short.overflowed && short.withBytes { String(decoding: $0, as: UTF8.self) } == "oklch(0.5 0.1 30)")
    }

    /// The in-place writer of a color's own function gives `appendString`'s bytes, or leaves the color to it:
    /// every space with a CSS function, values small, huge, negative, missing and infinite, every precision.
    @Test func theOwnFunctionWriterWritesWhatAppendStringWrites() {
        var rng = SeededRandomGenerator(seed: 29)
        let specials: [Double] = [0, -0.0, 1, .nan, .infinity, -.infinity, 1e14, -2e9, 999_999.9999995, 5e-7, 0.5e-6, 1e300]
        var compared = 0, leftToAppendString = 0
        for space in ColorSpaces.all {
            for trial in 0..<400 {
                var coords = SIMD4<Double>(repeating: 0)
                for index in 0..<3 {
                    coords[index] = trial % 4 == 0
                        ? specials[Int.random(in: 0..<specials.count, using: &rng)]
                        : Double.random(in: -2...2, using: &rng) * [1, 100, 400][index % 3]
                }
                let alphas: [Double] = [1, 0.5, .nan, 0.123456789, 2e15]
                let color = Color(space, coords.x, coords.y, coords.z, alpha: alphas[trial % alphas.count])
                let precision = trial % 16
                var expected: [UInt8] = []
                CSSColor.appendString(color, in: color.space, precision: precision, to: &expected)
                let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: CSSColor.ownFunctionCapacity) { buffer in
                    CSSColor.writeOwnFunction(color, precision: precision, to: buffer.baseAddress!).map {
                        Array(UnsafeBufferPointer(start: buffer.baseAddress!, count: $0))
                    }
                }
                if let written {
                    #expect(written == expected, "\(space.id) \(coords) p\(precision)")
                    compared += 1
                } else {
                    leftToAppendString += 1
                }
            }
        }
        #expect(compared > 10_000 && leftToAppendString > 100, "\(compared) compared, \(leftToAppendString) left")
    }
}
