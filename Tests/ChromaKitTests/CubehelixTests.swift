import Glibc
import Testing
@testable import ChromaKit

/// Cubehelix against coloraide's published table (tests/test_cubehelix.py: CSS named colors, five significant figures).
@Suite("Cubehelix") struct CubehelixTests {
    static let named: [(String, Double, Double, Double)] = [
        ("red", 351.81, 1.9489, 0.3), ("orange", 36.577, 1.7357, 0.68176), ("yellow", 56.942, 4.6144, 0.89),
        ("green", 109.96, 1.1194, 0.29616), ("blue", 236.94, 4.6144, 0.11), ("indigo", 268.23, 1.7028, 0.14431),
        ("violet", 289.96, 0.90999, 0.68345), ("white", .nan, 0, 1), ("gray", .nan, 0, 0.50196), ("black", .nan, 0, 0),
    ]

    /// Half a unit in the fifth significant figure of `want`.
    static func fiveFigures(_ got: Double, _ want: Double) -> Bool {
        let unit = want == 0 ? 5e-6 : pow(10, (log10(abs(want))).rounded(.down) - 4) / 2
        return abs(got - want) <= unit * 1.0001 + 1e-12
    }

    @Test func namedColorsMatchColoraide() throws {
        for (name, h, s, l) in Self.named {
            let got = try CSSColor.parse(name).converted(to: .cubehelix).coords
            if h.isNaN { #expect(got.x.isNaN, "\(name): a gray has no hue") } else { #expect(Self.fiveFigures(got.x, h), "\(name): \(got)") }
            #expect(Self.fiveFigures(got.y, s) && Self.fiveFigures(got.z, l), "\(name): \(got)")
        }
        // The reference range ends at the saturation of yellow and blue.
        let yellow = try CSSColor.parse("yellow").converted(to: .cubehelix).coords.y
        #expect(abs(yellow - Cubehelix.maximumSaturation) < 1e-9)
    }

    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        let half = try CSSColor.parse("color(--cubehelix 0.5turn 50% 50% / 50%)")
        #expect(abs(half.coords.x - 180) < 1e-12 && abs(half.coords.y - Cubehelix.maximumSaturation / 2) < 1e-12 && half.coords.z == 0.5)
        #expect(CSSColor.recordString(try CSSColor.parse("color(--cubehelix 270 0.3 0.5)")) == "color(--cubehelix 270 0.3 0.5)")
        #expect(CSSColor.recordString(try CSSColor.parse("color(--cubehelix none none none / none)"))
            == "color(--cubehelix none none none / none)")
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 2011)
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: 0.001...0.9, using: &random), .random(in: 0.001...0.9, using: &random),
                                    .random(in: 0.001...1, using: &random), 0)
            let back = ColorSpace.cubehelix.convert(ColorSpace.xyzD65.convert(xyz, to: .cubehelix), to: .xyzD65)
            for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-12, "\(xyz)") }
        }
        // A powerless hue converts as the gray it stands for.
        let gray = Color(.cubehelix, 200, 0.00005, 0.5).converted(to: .srgb).coords
        #expect(gray.x == 0.5 && gray.y == 0.5 && gray.z == 0.5)
    }
}
