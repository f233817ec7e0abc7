import Glibc
import Testing
@testable import ChromaKit

/// OKLrab and OKLrCh against coloraide's published tables (tests/test_oklrab.py and tests/test_oklrch.py: CSS
/// named colors, five significant figures).
@Suite("OKLrab and OKLrCh") struct OKLrabTests {
    static let oklrab: [(String, Double, Double, Double)] = [
        ("red", 0.56808, 0.22486, 0.12585), ("orange", 0.75883, 0.05661, 0.16138), ("yellow", 0.9627, -0.07137, 0.19857),
        ("green", 0.44371, -0.1403, 0.10768), ("blue", 0.36657, -0.03246, -0.31153), ("indigo", 0.24043, 0.09416, -0.15255),
        ("violet", 0.7231, 0.15647, -0.1008), ("white", 1, 0, 0), ("gray", 0.53571, 0, 0), ("black", 0, 0, 0),
    ]
    static let oklrch: [(String, Double, Double, Double)] = [
        ("red", 0.56808, 0.25768, 29.234), ("orange", 0.75883, 0.17103, 70.67), ("yellow", 0.9627, 0.21101, 109.77),
        ("green", 0.44371, 0.17686, 142.5), ("blue", 0.36657, 0.31321, 264.05), ("indigo", 0.24043, 0.17927, 301.68),
        ("violet", 0.7231, 0.18612, 327.21), ("white", 1, 0, .nan), ("black", 0, 0, .nan),
    ]

    /// One unit in the fifth significant figure of `want`, or in the fifth decimal if that is coarser: coloraide
    /// writes the small values to five decimals (indigo's a 0.0941615 as 0.09416), and a few of its values sit
    /// on the rounding boundary (red's L 0.5680847 as 0.56808).
    static func fiveFigures(_ got: Double, _ want: Double) -> Bool {
        let unit = want == 0 ? 1e-5 : max(pow(10, (log10(abs(want))).rounded(.down) - 4), 1e-5)
        return abs(got - want) <= unit * 1.0001 + 1e-12
    }

    @Test func namedColorsMatchColoraide() throws {
        for (name, l, a, b) in Self.oklrab {
            let got = try CSSColor.parse(name).converted(to: .oklrab).coords
            #expect(Self.fiveFigures(got.x, l) && Self.fiveFigures(got.y, a) && Self.fiveFigures(got.z, b), "\(name): \(got)")
        }
        for (name, l, c, h) in Self.oklrch {
            let got = try CSSColor.parse(name).converted(to: .oklrch).coords
            #expect(Self.fiveFigures(got.x, l) && Self.fiveFigures(got.y, c), "\(name): \(got)")
            if h.isNaN { #expect(got.z.isNaN, "\(name): no hue") } else { #expect(Self.fiveFigures(got.z, h), "\(name): \(got)") }
        }
    }

    @Test func onlyTheLightnessDiffersFromOKLab() throws {
        var random = SeededRandomGenerator(seed: 2021)
        for _ in 0..<500 {
            let color = Color(.srgb, .random(in: 0...1, using: &random), .random(in: 0...1, using: &random), .random(in: 0...1, using: &random))
            let oklab = color.converted(to: .oklab).coords, oklrab = color.converted(to: .oklrab).coords
            #expect(oklab.y == oklrab.y && oklab.z == oklrab.z)
            // L_r is the toe of L: below it in the darks, equal at 0 and (to rounding) at 1.
            #expect(oklrab.x <= oklab.x + 1e-12)
        }
    }

    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        let rows: [(String, String)] = [
            ("color(--oklrab 50% 50% -50% / 50%)", "color(--oklrab 0.5 0.2 -0.2 / 0.5)"),
            ("color(--oklrab none none none / none)", "color(--oklrab none none none / none)"),
            ("color(--oklrch 50% 50% 0.5turn)", "color(--oklrch 0.5 0.2 180)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 2020)
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: 0.001...1, using: &random), .random(in: 0.001...1, using: &random),
                                    .random(in: 0.001...1, using: &random), 0)
            for space in [ColorSpace.oklrab, .oklrch] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-12, "\(space.id) \(xyz)") }
            }
        }
    }
}
