import Foundation
import Testing
@testable import ChromaKit

/// The methods of `Color` against the reference tables the namespaces under them are held to.
///
/// `to(_:)` runs color.js's conversion rows (`ColorJSConversionCases`), `deltaE(to:method:)` its ΔE rows
/// (`ColorJSDeltaECases`, with the corrections of `ColorJSDeltaETests`), `contrast(against:method:)` the
/// published contrast values of `ContrastTests`, `mixed(with:by:in:hue:)` the two-color `color-mix()`
/// rows of web-platform-tests (`WPTColorMixCases`), `mapped(into:method:)` and `inGamut(_:)` the CSS
/// gamut-mapping cases of `GamutTests`, `hex` CSS Color 4's named colors, and `css` the serializations of
/// `CSSSerializerTests`. Each default argument is checked to be the one its documentation names.
@Suite("Color methods") struct ColorMethodsTests {
    // MARK: reading and converting

    @Test(arguments: ColorJSConversionTests.runnable)
    func toConvertsAsColorJS(_ row: ColorJSConversionCases.Row) throws {
        let input = try #require(ColorJSConversionTests.translated(row.input))
        let target = try #require(ColorJSConversionTests.space(row.target))
        ColorJSConversionTests.expectCoordinates(of: try Color(css: input).to(target), as: row, input: input)
    }

    @Test func cssThrowsTheTypedParseError() throws {
        // Compiles only while `Color(css:)` throws `ColorParseError` itself.
        func read(_ text: String) throws(ColorParseError) -> Color { try Color(css: text) }
        #expect(throws: ColorParseError(message: "rgb(): expected 3 components, found 2", offset: 7)) { try read("rgb(1 2)") }
        #expect(try read("oklch(70% 0.1 30)") == Color(.oklch, 0.7, 0.1, 30))
    }

    // MARK: writing

    /// The inputs of `CSSSerializerTests.serializesLosslessly` whose record text is not hex, with that text:
    /// `css` writes them the same; and those written as hex there, in their own space here.
    @Test(arguments: [
        ("oklch(70% 0.1 30)", "oklch(0.7 0.1 30)"),
        ("oklch(0.7 0.15 30)", "oklch(0.7 0.15 30)"),
        ("color(display-p3 0 1 0)", "color(display-p3 0 1 0)"),
        ("hsl(120 100% 25%)", "hsl(120 100% 25%)"),
        ("lab(50 none 10)", "lab(50 none 10)"),
        ("hsl(none 100% 50%)", "hsl(none 100% 50%)"),
        ("hwb(120 10% 20%)", "hwb(120 10% 20%)"),
        ("lch(50 30 270 / 0.25)", "lch(50 30 270 / 0.25)"),
        ("color(xyz 0.1 0.2 0.3)", "color(xyz-d65 0.1 0.2 0.3)"),
        ("color(srgb 1.5 0 0)", "color(srgb 1.5 0 0)"),
        ("color(srgb 0.1 0.2 0.3 / none)", "color(srgb 0.1 0.2 0.3 / none)"),
        ("rgb(255 0 0 / 50%)", "color(srgb 1 0 0 / 0.5)"),
        ("rebeccapurple", "color(srgb 0.4 0.2 0.6)"),
        ("hsl(0 100% 50%)", "hsl(0 100% 50%)"),
        ("rgb(255 0 0 / none)", "color(srgb 1 0 0 / none)"),
        ("transparent", "color(srgb 0 0 0 / 0)"),
    ])
    func cssIsTheColorsOwnForm(input: String, expected: String) throws {
        let color = try Color(css: input)
        #expect(color.css == expected)
        #expect(color.description == expected && "\(color)" == expected)
        #expect(String(describing: [color]) == "[\(expected)]")
    }

    /// The case the record text cannot show: an OKLCh color exactly on the 8-bit grid is `#663399` there.
    @Test func cssKeepsTheSpaceTheRecordTextLeaves() throws {
        let oklch = try Color(css: "rebeccapurple").to(.oklch)
        #expect(CSSColor.recordString(oklch) == "#663399")
        #expect(oklch.css.hasPrefix("oklch(0.440272 0.160296 303.372988"))
        #expect(oklch.hex == "#663399")
    }

    /// A color its own function would clamp when read back is written in the `color()` form that holds it.
    @Test func cssReadsBackAsTheSameColor() throws {
        for color in [Color(.oklab, -0.1, 0, 0), Color(.lch, 120, 40, 30), Color(.hsl, 30, -0.5, 0.5)] {
            let read = try Color(css: color.css).to(.xyzD65), expected = color.to(.xyzD65)
            #expect((0..<3).allSatisfy { abs(read.coords[$0] - expected.coords[$0]) < 1e-5 }, "\(color.css)")
        }
    }

    /// CSS Color 4 §6.1's named colors, each its published 8-bit value.
    @Test func hexOfEveryNamedColor() throws {
        for named in NamedColors.all {
            let color = try Color(css: named.name)
            #expect(color.hex == String(format: "#%02x%02x%02x", named.red, named.green, named.blue), "\(named.name)")
        }
    }

    /// Gamut mapping and alpha in `hex`: coloraide's `fit('srgb', method='oklch-chroma')` hex (as `GamutTests`),
    /// alpha digits only below an alpha byte of 255, a missing alpha opaque.
    @Test(arguments: [
        ("color(display-p3 0 1 0)", "#00fb29"),
        ("color(srgb 1.2 0.5 -0.1)", "#ff9f6b"),
        ("lab(100 500 -500)", "#ffffff"),
        ("rgb(51 102 153 / 50%)", "#33669980"),
        ("rgb(51 102 153 / 0.999)", "#336699"),
        ("rgb(51 102 153 / none)", "#336699"),
        ("transparent", "#00000000"),
    ])
    func hexIsMappedIntoSRGB(input: String, expected: String) throws {
        let color = try Color(css: input)
        #expect(color.hex == expected)
        #expect(color.hex == color.hexString(gamut: .css))
    }

    // MARK: difference, contrast, mixing

    @Test(arguments: ColorJSDeltaETests.runnable)
    func deltaEMeasuresAsColorJS(_ row: ColorJSDeltaECases.Row) throws {
        let method = try #require(DeltaE.method(named: row.method))
        let first = try Color(css: try #require(ColorJSConversionTests.translated(row.first)))
        let second = try Color(css: try #require(ColorJSConversionTests.translated(row.second)))
        let expected = ColorJSDeltaETests.corrected[row.testDescription] ?? row.expected
        #expect(abs(first.deltaE(to: second, method: method) - expected) <= ColorJSDeltaETests.tolerance)
        if method.name == "2000" { #expect(abs(first.deltaE(to: second) - expected) <= ColorJSDeltaETests.tolerance) }
    }

    @Test(arguments: ContrastTests.cases)
    func contrastIsThePublishedValue(_ row: ContrastTests.Case) throws {
        let method = try #require(Contrast.method(named: row.method))
        let text = try Color(css: row.text), background = try Color(css: row.background)
        #expect(abs(text.contrast(against: background, method: method) - row.expected) <= 0.0001)
        if method.name == "wcag21" { #expect(abs(text.contrast(against: background) - row.expected) <= 0.0001) }
    }

    /// A `color-mix()` of two colors as `mixed(with:by:in:hue:)` takes it, when its percentages leave no alpha multiplier.
    struct MixRow: Sendable, CustomTestStringConvertible {
        let first: String, second: String, fraction: Double, space: ColorSpace, hue: HueInterpolation?
        let row: WPTRelativeColorCases.Computed
        var testDescription: String { row.input }

        /// Reads `color-mix([in SPACE [METHOD hue],] A [p%], B [q%])`, the percentages plain numbers adding up
        /// to 100 when both are given; nil for anything else.
        init?(_ row: WPTRelativeColorCases.Computed) {
            guard row.difference == nil, row.input.hasPrefix("color-mix("), row.input.hasSuffix(")") else { return nil }
            var parts: [String] = [""]
            var depth = 0
            for character in row.input.dropFirst("color-mix(".count).dropLast() {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == "," && depth == 0 { parts.append("") } else { parts[parts.count - 1].append(character) }
            }
            parts = parts.map { $0.trimmingCharacters(in: .whitespaces) }
            var space = Mix.defaultSpace
            var hue: HueInterpolation?
            if parts[0].hasPrefix("in ") {
                let words = parts.removeFirst().split(separator: " ").map(String.init)
                guard let named = try? InterpolationSpace.named(words[1]) else { return nil }
                space = named
                if words.count == 4 && words[3] == "hue" {
                    guard let method = HueInterpolation(rawValue: words[2]) else { return nil }
                    hue = method
                } else if words.count != 2 {
                    return nil
                }
            }
            guard parts.count == 2, let (first, p) = Self.colorAndPercentage(parts[0]),
                let (second, q) = Self.colorAndPercentage(parts[1])
            else { return nil }
            switch (p, q) {
            case (nil, nil): fraction = 0.5
            case (let p?, nil): fraction = 1 - p / 100
            case (nil, let q?): fraction = q / 100
            case (let p?, let q?):
                guard abs(p + q - 100) < 1e-9 else { return nil }
                fraction = q / 100
            }
            guard fraction >= 0 && fraction <= 1 else { return nil }
            (self.first, self.second, self.space, self.hue, self.row) = (first, second, space, hue, row)
        }

        /// `A`, `A p%` or `p% A`: the color and the percentage; nil when a percentage is not a plain number.
        static func colorAndPercentage(_ part: String) -> (String, Double?)? {
            if part.contains("calc(") { return nil }
            var words = part.split(separator: " ").map(String.init)
            var percentage: Double?
            if let first = words.first, first.hasSuffix("%"), !first.contains("(") {
                guard let value = Double(first.dropLast()) else { return nil }
                percentage = value
                words.removeFirst()
            } else if let last = words.last, words.count > 1, last.hasSuffix("%"), !last.contains(")") {
                guard let value = Double(last.dropLast()) else { return nil }
                percentage = value
                words.removeLast()
            }
            return (words.joined(separator: " "), percentage)
        }
    }

    static let mixRows: [MixRow] = (WPTColorMixCases.hsl + WPTColorMixCases.hwb + WPTColorMixCases.lch
        + WPTColorMixCases.oklch + WPTColorMixCases.lab + WPTColorMixCases.oklab + WPTColorMixCases.color
        + WPTColorMixCases.percentNormalization).compactMap(MixRow.init)

    @Test(arguments: mixRows)
    func mixedIsColorMix(_ mix: MixRow) throws {
        let first = try Color(css: mix.first), second = try Color(css: mix.second)
        let result = first.mixed(with: second, by: mix.fraction, in: mix.space, hue: mix.hue ?? .shorter)
        #expect(result.space === mix.space)
        let (problems, noneReadAsZero) = WPTRelativeColorTests.compare(
            result, WPTRelativeColorTests.Expected(mix.row.expected), epsilon: mix.row.epsilon)
        #expect(problems.isEmpty && !noneReadAsZero, "\(result.css), expected \(mix.row.expected): \(problems)")
    }

    /// Most of the file's rows are two-color mixes `mixed(with:by:in:hue:)` can say, hue methods among them.
    @Test func mixRowsCoverTheFile() {
        #expect(Self.mixRows.count >= 500, "\(Self.mixRows.count) rows")
        #expect(Self.mixRows.contains { $0.hue == .longer } && Self.mixRows.contains { $0.hue == .decreasing })
        #expect(Self.mixRows.contains { $0.fraction != 0.5 } && Self.mixRows.contains { $0.space === ColorSpace.displayP3 })
    }

    @Test func mixedDefaultsToColorMixsDefaults() throws {
        let red = try Color(css: "red"), blue = try Color(css: "blue")
        #expect(red.mixed(with: blue) == (try Color(css: "color-mix(in oklab, red, blue)")))
        #expect(red.mixed(with: blue, in: .oklch) == (try Color(css: "color-mix(in oklch shorter hue, red, blue)")))
        // A rectangular space has no hue: the method is not used, where color-mix() would refuse it.
        #expect(red.mixed(with: blue, in: .srgb, hue: .longer) == red.mixed(with: blue, in: .srgb))
        #expect(red.mixed(with: blue, by: 0) == red.to(.oklab) && red.mixed(with: blue, by: 1) == blue.to(.oklab))
    }

    // MARK: gamut

    @Test(arguments: GamutTests.mappingCases)
    func mappedIsCSSGamutMapping(_ row: GamutTests.MappingCase) {
        let mapped = row.color.mapped(into: row.to)
        #expect(mapped.space === row.to)
        #expect((0..<3).allSatisfy { abs(mapped.coords[$0] - row.expected[$0]) <= GamutTests.mappingTolerance }, "\(mapped.css)")
        #expect(mapped.inGamut(row.to))
        if row.to === ColorSpace.srgb { #expect(row.color.mapped() == mapped && mapped.inGamut()) }
    }

    /// Whether a color fits: the CSS gamut-mapping cases that are outside their gamut, sRGB's named colors
    /// inside every RGB gamut, Display P3's green outside sRGB, and spaces without limits holding everything.
    @Test func inGamutOfEachSpace() throws {
        let outside = GamutTests.mappingCases.filter { $0.label != "lab(99 0 0)" }
        #expect(outside.allSatisfy { !$0.color.inGamut($0.to) })
        #expect(Color(.lab, 99, 0, 0).inGamut())
        for named in NamedColors.all {
            let color = try Color(css: named.name)
            #expect(color.inGamut() && color.inGamut(.displayP3) && color.inGamut(.rec2020), "\(named.name)")
        }
        let green = try Color(css: "color(display-p3 0 1 0)")
        #expect(!green.inGamut() && green.inGamut(.displayP3) && green.inGamut(.rec2020) && green.inGamut(.oklch))
        #expect(green.mapped(method: .clip) == Color(.srgb, 0, 1, 0))
    }

    // MARK: equality

    @Test(arguments: [
        ("#ff0000", "red", true),
        ("red", "color(srgb 1 0 0)", true),
        ("hsl(none 0% 50%)", "hsl(none 0% 50%)", true),
        ("oklch(0.6 0 none)", "oklch(0.6 0 none)", true),
        ("oklch(0.6 0 none)", "oklch(0.6 0 0)", false),
        ("red", "rgb(255 0 0 / none)", false),
        ("rgb(255 0 0 / none)", "rgb(255 0 0 / none)", true),
        ("red", "hsl(0 100% 50%)", false),
        ("red", "color(srgb 1 0 0 / 0.5)", false),
    ])
    func equalityOfParsedColors(a: String, b: String, equal: Bool) throws {
        let first = try Color(css: a), second = try Color(css: b)
        #expect((first == second) == equal)
        if equal { #expect(first.hashValue == second.hashValue) }
    }

    @Test func equalityOfComponents() {
        let otherNaN = Double(nan: 7, signaling: false)
        let pairs: [(Color, Color, Bool)] = [
            (Color(.srgb, -0.0, 0, 0), Color(.srgb, 0, 0, 0), true),
            (Color(.srgb, .nan, 0, 0), Color(.srgb, otherNaN, 0, 0), true),
            (Color(.srgb, 0.5, 0, 0, alpha: .nan), Color(.srgb, 0.5, 0, 0, alpha: -otherNaN), true),
            (Color(.srgb, .nan, 0, 0), Color(.srgb, 0, 0, 0), false),
            // Lane 3 is no channel of sRGB, and one of CMYK.
            (Color(.srgb, SIMD4(1, 0, 0, 7)), Color(.srgb, 1, 0, 0), true),
            (Color(.cmyk, 0, 0, 0, 0.5), Color(.cmyk, 0, 0, 0, 0), false),
            (Color(.srgb, 1, 0, 0), Color(.srgb, 1, 0, 0.000001), false),
        ]
        for (a, b, equal) in pairs {
            #expect((a == b) == equal, "\(a) == \(b)")
            if equal { #expect(a.hashValue == b.hashValue, "\(a) and \(b) hash alike") }
        }
        let grays: Set = [Color(.oklch, 0.6, 0, .nan), Color(.oklch, 0.6, 0, otherNaN), Color(.oklch, 0.6, -0.0, .nan)]
        #expect(grays.count == 1)
    }
}
