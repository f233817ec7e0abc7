import Glibc
import Testing
@testable import ChromaKit

/// DIN99o and its polar form against coloraide's published table (tests/test_din99o.py: CSS named colors, five
/// significant figures), which exercises Lab D65 on the way.
@Suite("DIN99o") struct DIN99oTests {
    static let named: [(String, Double, Double, Double)] = [
        ("red", 57.289, 39.498, 30.518), ("orange", 77.855, 16.444, 40.318), ("yellow", 97.552, -8.046, 44.345),
        ("green", 50.336, -30.169, 25.591), ("blue", 36.03, 31.935, -40.383), ("indigo", 23.324, 29.57, -27.086),
        ("violet", 73.015, 34.267, -18.421), ("white", 100, 0, 0), ("gray", 57.63, 0, 0), ("black", 0, 0, 0),
    ]

    /// Half a unit in the fifth significant figure of `want` (a hair more for the four-figure 57.63 and 36.03).
    static func fiveFigures(_ got: Double, _ want: Double) -> Bool {
        let unit = want == 0 ? 5e-4 : pow(10, (log10(abs(want))).rounded(.down) - 4) / 2
        return abs(got - want) <= unit * 1.0001 + 1e-12
    }

    @Test func namedColorsMatchColoraide() throws {
        for (name, l, a, b) in Self.named {
            let got = try CSSColor.parse(name).converted(to: .din99o).coords
            #expect(Self.fiveFigures(got.x, l) && Self.fiveFigures(got.y, a) && Self.fiveFigures(got.z, b), "\(name): \(got)")
            let polar = try CSSColor.parse(name).converted(to: .lch99o).coords
            #expect(abs(polar.y - (got.y * got.y + got.z * got.z).squareRoot()) < 1e-12, "\(name)")
            if polar.y <= PowerlessHue.lchChroma { #expect(polar.z.isNaN, "\(name): a gray has no hue") }
        }
    }

    @Test func whiteIsLightness100() throws {
        // The unrounded factor 100 / ln 1.39 makes Lab D65's L* 100 exactly L99o 100.
        #expect(abs(DIN99o.din99o(fromLab: SIMD4(100, 0, 0, 0)).x - 100) < 1e-12)
        #expect(abs(DIN99o.lightnessScale - 303.67) < 0.005)
    }

    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        let rows: [(String, String)] = [
            ("color(--din99o 50% 50% -50% / 50%)", "color(--din99o 50 27.5 -27.5 / 0.5)"),
            ("color(--din99o none none none / none)", "color(--din99o none none none / none)"),
            ("color(--lch99o 20% 10 130)", "color(--lch99o 20 10 130)"),
            ("color(--lch99o 20% 50% 0.25turn)", "color(--lch99o 20 30 90)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 6176)
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: 0.001...1, using: &random), .random(in: 0.001...1, using: &random),
                                    .random(in: 0.001...1, using: &random), 0)
            for space in [ColorSpace.din99o, .lch99o] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-12, "\(space.id) \(xyz)") }
            }
        }
    }
}
