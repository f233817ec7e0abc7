import Foundation
import Testing
@testable import ChromaKit

/// Relative colors and math functions against web-platform-tests (`WPTRelativeColorCases`).
///
/// A computed-value case passes as the test harness's `fuzzy_test_computed_color` decides:
/// every number of the expected value within the case's epsilon (0.01 unless the test gives
/// another), and the same form — the same `none`s, and alpha written or not. The package's
/// result is compared in the expected value's space (the test writes `hsl()` and `hwb()`
/// results as `color(srgb …)`). The expected value is read by `Expected` below, not by the
/// parser under test. Where the package keeps a component missing and the test writes 0 (a
/// `Difference` of the case), the numbers are compared with `none` read as 0, and the case
/// must show that difference. The other differences leave out the numbers they name and check
/// what stands in their place (`Difference`). Out-of-scope cases are listed with their reasons and
/// checked to be refused, or read where the specification has moved past the test.
@Suite("CSS relative colors and math functions: web-platform-tests") struct WPTRelativeColorTests {
    typealias Cases = WPTRelativeColorCases

    /// An expected computed value: a space, three components (NaN for `none`) and an alpha (NaN for `none`).
    struct Expected {
        var space: ColorSpace
        var components: [Double]
        var alpha: Double

        /// Reads the serializations the tests expect: `color(SPACE a b c [/ A])`, `lab(…)`, `lch(…)`,
        /// `oklab(…)`, `oklch(…)`, `hsl(…)` and `hwb(…)` (percentages, and the numbers hsl() and hwb() write
        /// for them, as fractions), and the legacy `rgb(R, G, B)` / `rgba(R, G, B, A)` with R, G, B in 0–255.
        init(_ text: String) {
            let open = text.firstIndex(of: "(")!
            let function = String(text[..<open])
            var body = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            if function == "rgb" || function == "rgba" {
                let values = body.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
                space = .srgb
                components = values[0..<3].map { $0 / 255 }
                alpha = values.count == 4 ? values[3] : 1
                return
            }
            var words = body.split(separator: " ").map(String.init)
            if function == "color" {
                let name = words.removeFirst()
                space = ColorSpaces.all.first { $0.css.colorName == name }!
            } else {
                space = ColorSpaces.all.first { $0.css.function?.name == function }!
            }
            alpha = 1
            if let slash = words.firstIndex(of: "/") {
                alpha = words[slash + 1] == "none" ? .nan : Double(words[slash + 1])!
                words = Array(words[..<slash])
            }
            // hsl() and hwb() write saturation, lightness, whiteness and blackness as percentages, or as
            // numbers of the same scale (`hsl(none 10 20)`): fractions here.
            let percentScale = function == "hsl" || function == "hwb"
            components = words.enumerated().map { index, word in
                if word == "none" { return .nan }
                if word.hasSuffix("%") { return Double(word.dropLast())! / 100 }
                return percentScale && index > 0 ? Double(word)! / 100 : Double(word)!
            }
            body = ""
        }
    }

    /// Compares a result with an expected value; returns the problems, and whether a `none` was read as 0.
    /// Channels in `skipping` (0–2) are not compared.
    static func compare(_ result: Color, _ expected: Expected, epsilon: Double, skipping: Set<Int> = [])
        -> (problems: [String], noneReadAsZero: Bool)
    {
        let converted = result.space === expected.space ? result : result.converted(to: expected.space)
        var problems: [String] = []
        var noneReadAsZero = false
        func check(_ name: String, _ got: Double, _ want: Double, isHue: Bool) {
            if want.isNaN {
                if !got.isNaN { problems.append("\(name): expected none, got \(got)") }
                return
            }
            var value = got
            if got.isNaN {
                noneReadAsZero = true
                value = 0
            }
            var difference = abs(value - want)
            if isHue { difference = min(difference, 360 - difference.truncatingRemainder(dividingBy: 360)) }
            if !(difference <= epsilon) { problems.append("\(name): expected \(want), got \(got)") }
        }
        for index in 0..<3 where !skipping.contains(index) {
            check(expected.space.channels[index].key, converted.coords[index], expected.components[index],
                  isHue: expected.space.channels[index].isHue)
        }
        check("alpha", converted.alpha, expected.alpha, isHue: false)
        return (problems, noneReadAsZero)
    }

    /// Runs one computed-value case.
    static func run(_ row: Cases.Computed, sourceLocation: SourceLocation = #_sourceLocation) {
        let result: Color
        do {
            result = try CSSColor.parse(row.input)
        } catch {
            Issue.record("\(row.input): rejected: \(error)", sourceLocation: sourceLocation)
            return
        }
        var skipping: Set<Int> = []
        let got = CSSColor.recordString(result)
        switch row.difference {
        case .zeroSumTransparentBlack:
            skipping = [0, 1, 2]
            let srgb = result.converted(to: .srgb)
            #expect(result.alpha == 0 && (0..<3).allSatisfy { abs(srgb.coords[$0]) < 1e-12 },
                    "\(row.input) → \(got): listed as transparent black", sourceLocation: sourceLocation)
        default: break
        }
        let (problems, noneReadAsZero) = compare(result, Expected(row.expected), epsilon: row.epsilon, skipping: skipping)
        #expect(problems.isEmpty, "\(row.input) → \(got), expected \(row.expected): \(problems)",
                sourceLocation: sourceLocation)
        let listed = row.difference.map { "\($0)" } ?? "none"
        #expect(noneReadAsZero == (row.difference?.readsNoneAsZero ?? false),
                "\(row.input) → \(got): missing where \(row.expected) has 0: \(noneReadAsZero); listed difference: \(listed)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: Cases.relativeColor)
    func relativeColorComputes(_ row: Cases.Computed) {
        Self.run(row)
    }

    @Test(arguments: Cases.calcAbsolute)
    func mathFunctionComputes(_ row: Cases.Computed) {
        Self.run(row)
    }

    @Test(arguments: Cases.invalid)
    func invalidRelativeColorIsRejected(_ input: String) {
        #expect(throws: ColorParseError.self, Comment(rawValue: input)) { _ = try CSSColor.parse(input) }
    }

    @Test(arguments: Cases.needsDocument + Cases.specificationMoved + Cases.needsOtherFeatures + Cases.newerConversions)
    func outOfScopeCaseIsHandledAsListed(_ row: Cases.OutOfScope) {
        let result = Result { try CSSColor.parse(row.input) }
        switch result {
        case .success: #expect(row.accepted, "\(row.input) was read; listed as refused: \(row.reason)")
        case .failure: #expect(!row.accepted, "\(row.input) was refused; listed as read: \(row.reason)")
        }
    }

    /// The counts the report quotes: every case of the files is run, listed out of scope, or rejected.
    @Test func caseCounts() {
        // color-computed-relative-color.html: 385 cases of rgb() … oklch(), 6 × 71 and 3 × 44 of color(),
        // 22 conversions, 2 × 16 round trips and 13 examples (with `var()` written out; the file's bare
        // `var(--mygray)` case is the example `lch(from orchid l 0 h)` again); 3 listed in `newerConversions`.
        #expect(Cases.relativeColor.count == 1007)
        #expect(Cases.newerConversions.count == 3)
        // color-computed-rgb.html (16 of its 36 math-function cases: 20 need a document; its var() and
        // escape cases are listed in needsOtherFeatures),
        // color-computed-hsl.html (0 of 18, all need a document), color-computed-lab.html (8),
        // color-computed-color-function.html (6 × 2 + 3).
        #expect(Cases.calcAbsolute.count == 16 + 8 + 15)
        #expect(Cases.needsDocument.count == 38 && Cases.needsOtherFeatures.count == 4)
        // color-invalid-relative-color.html: 131 cases, 4 listed in `specificationMoved`.
        #expect(Cases.invalid.count == 127 && Cases.specificationMoved.count == 4)
    }
}
