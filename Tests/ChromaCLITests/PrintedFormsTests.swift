import Foundation
import Testing
@testable import ChromaCLI
@testable import ChromaKit

/// Everything the tools print for a color reads back as that color: the `color` field
/// (`CSSColor.recordString`), `hex`, `--format css` and `--format text` for every `--to` space
/// (`ColorText.css`, `ColorText.line`), and the REPL's form of every space (`ColorText.readable`:
/// `hsb(…)`, `cmyk(…)`, `okhsl(…)`, `okhsv(…)` for the spaces CSS lacks).
@Suite("Printed colors read back") struct PrintedFormsTests {
    /// Colors in the sRGB gamut, with an alpha, a missing hue, and extremes.
    static let inGamut: [Color] = [
        Color(.srgb, 1, 99.0 / 255, 71.0 / 255),
        Color(.srgb, 0.4, 0.2, 0.6, alpha: 0.5),
        Color(.hsl, .nan, 0, 0.5),
        Color(.oklch, 0.7, 0.1, 200),
        Color(.srgb, 0, 0, 0),
        Color(.srgb, 1, 1, 1, alpha: 0),
        Color(.cmyk, 0.1, 0.2, 0.3, 0.4),
    ]
    /// Colors outside it, which only the CSS forms of unbounded spaces hold.
    static let outOfGamut: [Color] = [Color(.lab, 60, 90, -100), Color(.displayP3, 0, 1, 0), Color(.oklch, 0.9, 0.3, 140, alpha: 0.25)]

    /// Whether `read` is `color` to within `tolerance` in sRGB (and alpha), missing components read as 0.
    static func same(_ read: Color, _ color: Color, tolerance: Double) -> Bool {
        let a = ColorSpace.zeroingMissing(read.converted(to: .srgb).coords)
        let b = ColorSpace.zeroingMissing(color.converted(to: .srgb).coords)
        let alphaA = read.alpha.isNaN ? 1 : read.alpha, alphaB = color.alpha.isNaN ? 1 : color.alpha
        return (0..<3).allSatisfy { abs(a[$0] - b[$0]) <= tolerance } && abs(alphaA - alphaB) <= tolerance
    }

    static func expectReadsBack(_ text: String, _ color: Color, tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let read = try CSSColor.parse(text)
            #expect(same(read, color, tolerance: tolerance), "\(text) read back as \(CSSColor.recordString(read))",
                    sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(text) does not read back: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Spaces that give a gray a chroma (CAM16's and HCT's grays are colorful under their viewing
    /// conditions, JzCzhz's white has a chroma of 0.0002): a gray's hue, carried into them missing or
    /// made missing under JzCzhz's threshold, is written `none` beside that chroma and reads back as
    /// 0°, another color. A known loss of those forms (colorconv(1)); such forms are left out here.
    static let grayHasChroma: Set<String> = ["cam16-jmh", "hct", "jzczhz"]

    /// ACEScc is logarithmic: its six decimals hold a linear value to about 12 × 10⁻⁶ of itself.
    static func tolerance(_ space: ColorSpace) -> Double { space.id == "acescc" ? 1e-4 : 1e-5 }

    @Test(arguments: ColorSpaces.all)
    func everyFormOfASpaceReadsBack(_ space: ColorSpace) {
        // The readable forms write percentages with 4 decimals at precision 6: 1e-6 of the range.
        let colors = space.gamutSpace === ColorSpace.srgb && space.cssForm == .none ? Self.inGamut : Self.inGamut + Self.outOfGamut
        for color in colors {
            if Self.grayHasChroma.contains(space.id) && ColorText.css(color, in: space, precision: 6).contains("none") { continue }
            Self.expectReadsBack(ColorText.css(color, in: space, precision: 6), color, tolerance: Self.tolerance(space))
            Self.expectReadsBack(ColorText.readable(color, in: space, precision: 6), color, tolerance: Self.tolerance(space))
            for part in ColorText.line(color, spaces: [space], precision: 6, gamut: .css).components(separatedBy: "  ") {
                let expected = part.hasPrefix("#") ? Color(.srgb, color.rgb8Coordinates, alpha: color.alpha.isNaN ? 1 : color.alpha) : color
                Self.expectReadsBack(part, expected, tolerance: part.hasPrefix("#") ? 1.0 / 255 : Self.tolerance(space))
            }
        }
    }

    @Test func theColorFieldAndHexReadBack() {
        for color in Self.inGamut + Self.outOfGamut {
            Self.expectReadsBack(CSSColor.recordString(color), color, tolerance: 1e-5)
            Self.expectReadsBack(ColorText.css(color, in: nil, precision: 6), color, tolerance: 1e-5)
            let hex = color.hexString()
            let bytes = color.rgb8()
            Self.expectReadsBack(hex, Color(.srgb, Double(bytes.red) / 255, Double(bytes.green) / 255, Double(bytes.blue) / 255,
                                            alpha: Double(bytes.alpha) / 255), tolerance: 1e-12)
            Self.expectReadsBack(String(hex.dropFirst()), try! CSSColor.parse(hex), tolerance: 0)
        }
    }
}

extension Color {
    /// The gamut-mapped 8-bit sRGB value as coordinates 0–1, what a printed hex stands for.
    var rgb8Coordinates: SIMD4<Double> {
        let bytes = rgb8()
        return SIMD4(Double(bytes.red) / 255, Double(bytes.green) / 255, Double(bytes.blue) / 255, 0)
    }
}
