import Testing
@testable import ChromaKit

/// color.js's conversion tests (`ColorJSConversionCases`), run on this package's conversions.
///
/// color.js's syntax is read as this package writes the same thing: a space color.js has a function
/// for that CSS lacks or names in `color()` without dashes (`color(acescc …)`) is read as `color()` with
/// the name the registry gives it (`color(--acescc …)`, or the CSS name where
/// there is one; the dashed names color.js writes for this package's linear forms are read as they are),
/// the CSS Color HDR draft's `jzazbz(…)`, `jzczhz(…)` and `ictcp(…)` as they are, commas between components (which color.js accepts and CSS does not) are
/// dropped, and color.js's space ids `p3`, `rec2100pq`, `prophoto` and `prophoto-linear` are
/// `display-p3`, `rec2100-pq`, `prophoto-rgb` and `prophoto-rgb-linear`. color.js writes the saturation,
/// lightness, whiteness, blackness and value of HSL, HWB and HSV from 0 to 100, this package from 0 to 1.
/// A hue color.js writes as 0 for a gray (HSLuv's and HPLuv's white and black) is missing here, as a
/// powerless hue is in every polar space. A row runs when this package has both of its spaces;
/// `ColorJSConversionTests.share` is the share that does.
@Suite("color.js conversion tests") struct ColorJSConversionTests {
    typealias Row = ColorJSConversionCases.Row

    /// color.js's tolerance on each coordinate.
    static let tolerance = 1e-4

    /// color.js's space ids that this package spells otherwise.
    static let renamed = ["p3": "display-p3", "rec2100pq": "rec2100-pq", "prophoto": "prophoto-rgb",
                          "prophoto-linear": "prophoto-rgb-linear"]

    /// The spaces whose channels after the hue color.js writes from 0 to 100 and this package from 0 to 1.
    static let percentScaled: Set<String> = ["hsl", "hwb", "hsb"]

    /// The space a color.js id names here, if any.
    static func space(_ id: String) -> ColorSpace? {
        let name = id.hasPrefix("--") ? String(id.dropFirst(2)) : id
        return ColorSpaces.named(renamed[name] ?? name)
    }

    /// The input as this package reads it, or nil when it names a space this package lacks.
    static func translated(_ input: String) -> String? {
        guard let open = input.firstIndex(of: "(") else { return input }
        let function = String(input[..<open]).lowercased()
        if ["rgb", "rgba", "hsl", "hsla"].contains(function) { return input }
        var rest = String(input[input.index(after: open)...]).replacingOccurrences(of: ",", with: "")
        let colorFunctions = ["hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix"]
        var spaceName = function
        if function == "color" {
            let words = rest.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard let first = words.first else { return nil }
            spaceName = String(first)
            rest = words.count > 1 ? String(words[1]) : ""
            if CSSColorParser.predefinedSpaceNameList.contains(spaceName.lowercased()) {
                return "color(" + spaceName + " " + rest
            }
        } else if colorFunctions.contains(function) {
            return function + "(" + rest
        }
        guard let space = space(spaceName) else { return nil }
        if let own = space.css.function, own.names.contains(function) { return function + "(" + rest }
        let colorName = space.css.colorName ?? (function == "color" ? space.css.readOnlyColorName : nil)
        guard let name = colorName else { return function == "color" ? nil : input }
        return "color(" + name + " " + rest
    }

    /// Whether color.js expects exactly 0 (the saturation next to a gray's hue).
    static func isZero(_ expected: ColorJSConversionCases.Expected) -> Bool {
        if case .value(let value) = expected { return value == 0 }
        return false
    }

    /// Whether this package has the spaces of a row.
    static func runs(_ row: Row) -> Bool {
        translated(row.input) != nil && space(row.target) != nil
    }

    static let runnable = ColorJSConversionCases.rows.filter(runs)

    /// The share of color.js's rows that run.
    static var share: Double { Double(runnable.count) / Double(ColorJSConversionCases.rows.count) }

    @Test(arguments: runnable)
    func row(_ row: Row) throws {
        let input = try #require(Self.translated(row.input))
        let target = try #require(Self.space(row.target))
        Self.expectCoordinates(of: try CSSColor.parse(input).converted(to: target), as: row, input: input)
    }

    /// Checks the coordinates of `color`, the row's input converted to its space, against what color.js expects.
    static func expectCoordinates(of color: Color, as row: Row, input: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let target = color.space
        for (index, expected) in row.expected.enumerated() {
            var actual = color.coords[index]
            if index > 0, Self.percentScaled.contains(target.id) { actual *= 100 }
            switch expected {
            case .unchecked:
                continue
            case .missing:
                #expect(actual.isNaN, "\(input) → \(target.id) channel \(index): \(actual), expected none", sourceLocation: sourceLocation)
            case .value(let value) where actual.isNaN && target.channels[index].isHue && value == 0
                && index + 1 < row.expected.count && Self.isZero(row.expected[index + 1]):
                // color.js writes 0 for the hue of a gray in HSLuv and HPLuv, whose saturation it gives as 0;
                // this package makes a powerless hue missing, as for every polar space: the same color.
                continue
            case .value(let value):
                #expect(abs(actual - value) <= Self.tolerance,
                        "\(input) → \(target.id) channel \(index): \(actual), expected \(value)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Every row of color.js's conversion tests runs: this package has every space they name.
    @Test func everyRowRuns() {
        #expect(Self.share == 1, "rows that do not run: \(ColorJSConversionCases.rows.filter { !Self.runs($0) }.map(\.testDescription))")
    }

    /// The rows color.js's own tests hold are all accounted for, and the translation of its syntax is the one described.
    @Test func translationOfColorJSSyntax() {
        #expect(ColorJSConversionCases.rows.count == 195)
        #expect(Self.translated("color(xyz 0.11118, 0.11698, 0.12740)") == "color(xyz 0.11118 0.11698 0.12740)")
        #expect(Self.translated("color(--luv 100% none 0)") == "color(--luv 100% none 0)")
        #expect(Self.translated("color(--rec2020-linear -0.017 -0.5 0.2)") == "color(--rec2020-linear -0.017 -0.5 0.2)")
        #expect(Self.translated("color(xyz 0 0 0)") == "color(xyz 0 0 0)")
        #expect(Self.translated("hwb(0 20% 40%)") == "hwb(0 20% 40%)")
        #expect(Self.translated("rgb(60% 20% 20%)") == "rgb(60% 20% 20%)")
        #expect(Self.translated("color(no-such-space 1 2 3)") == nil)
        #expect(Self.space("p3") === ColorSpace.displayP3 && Self.space("hsv") === ColorSpace.hsb)
    }
}
