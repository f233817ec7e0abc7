import Testing
@testable import ChromaKit

/// Inputs found by the fuzz targets of Fuzz/, kept as cases of the test suite.
///
/// Each case is the (minimized) input that broke a property of a target, with
/// the property restated here, so the finding stays fixed without libFuzzer.
/// Every finding so far is fixed.
@Suite struct FuzzRegressionTests {
    /// `css`: a `color-mix()` result outside the ranges its function clamps to serializes to a color that reads back the same.
    ///
    /// Mixing a color far out of gamut gives an OKLab lightness below 0,
    /// which `oklab()` would clamp to 0 when read back; such a color is
    /// written as `color(xyz-d65 …)` instead.
    @Test(arguments: [
        "color-mix(color(a98-rgb-linear 5 -10e0 2)20%)",
        "   \u{0C}\r\n color-mix(lab(1 6 \u{0C}33))",
    ])
    func mixResultSerializesAndParsesBack(input: String) throws {
        let color = try CSSColor.parse(input)
        let text = CSSColor.recordString(color, precision: 15)
        #expect(text.hasPrefix("color(xyz-d65 "), "\(text)")
        let again = try CSSColor.parse(text)
        let expected = color.converted(to: again.space)
        for i in 0..<again.space.channels.count {
            #expect(abs(again.coords[i] - expected.coords[i]) <= 1e-9, "\(text)")
        }
    }
}

extension FuzzRegressionTests {
    /// `css`: a mix whose own coordinates pass the parser's limit is written at the limit, so it still parses.
    @Test func aMixPastTheParsersLimitIsWrittenAtTheLimit() throws {
        let color = try CSSColor.parse("color-mix(in lch,color(prophoto-rgb.2 -99999.5.2 ))")
        let text = CSSColor.recordString(color, precision: 15)
        #expect(text.hasPrefix("lch(-1000000"), "\(text)")
        #expect(throws: Never.self) { try CSSColor.parse(text) }
    }

    /// `css`: a mix so far out of range that its XYZ form would pass the parser's limit still serializes to a color that parses.
    @Test func anAbsurdMixStillSerializesToAColorThatParses() throws {
        let color = try CSSColor.parse("color-mix(color(a98-rgb 5 -2020 2)\n \u{0C} 20%)")
        let text = CSSColor.recordString(color, precision: 15)
        #expect(text.hasPrefix("oklab(-"), "\(text)")
        let again = try CSSColor.parse(text)
        #expect(CSSColor.recordString(again, precision: 15) == CSSColor.recordString(try CSSColor.parse(CSSColor.recordString(again, precision: 15)), precision: 15))
    }
}
