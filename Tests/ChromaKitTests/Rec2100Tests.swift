import Glibc
import Testing
@testable import ChromaKit

/// Rec. 2100 PQ, HLG and linear against coloraide's tests/test_rec2100_pq.py and tests/test_rec2100_hlg.py
/// (CSS named colors, five decimals) and color.js's test/conversions.js rows "rec2100pq to XYZ and back"
/// (compared, as there, to 0.0001); coloraide has no table for rec2100-linear, which is rec2020-linear.
@Suite("Rec. 2100") struct Rec2100Tests {
    /// coloraide tests/test_rec2100_pq.py.
    static let coloraidePQ: [(String, Double, Double, Double)] = [
        ("red", 0.53255, 0.32702, 0.22007), ("orange", 0.55101, 0.49099, 0.30009), ("yellow", 0.57607, 0.57949, 0.36204),
        ("green", 0.32936, 0.41997, 0.2299), ("blue", 0.28965, 0.19681, 0.56919), ("indigo", 0.30671, 0.17168, 0.42117),
        ("violet", 0.53568, 0.45048, 0.55741), ("white", 0.58069, 0.58069, 0.58069), ("gray", 0.42781, 0.42781, 0.42781),
        ("black", 0, 0, 0),
    ]
    /// coloraide tests/test_rec2100_hlg.py.
    static let coloraideHLG: [(String, Double, Double, Double)] = [
        ("red", 0.65587, 0.23436, 0.11415), ("orange", 0.69294, 0.56608, 0.19838), ("yellow", 0.74128, 0.74775, 0.28808),
        ("green", 0.2377, 0.39721, 0.12289), ("blue", 0.18555, 0.09504, 0.72822), ("indigo", 0.20682, 0.07669, 0.39979),
        ("violet", 0.66226, 0.46674, 0.70549), ("white", 0.75, 0.75, 0.75), ("gray", 0.41423, 0.41423, 0.41423),
        ("black", 0, 0, 0),
    ]
    /// color.js test/conversions.js, "rec2100pq to XYZ and back".
    static let colorJS: [(String, ColorSpace, [Double])] = [
        ("color(rec2100-pq 0.3720 0.3720 0.3720)", .xyzD65, [0.11118, 0.11698, 0.1274]),
        ("color(xyz 0.11118 0.11698 0.12740)", .rec2100PQ, [0.372, 0.372, 0.372]),
        ("white", .rec2100PQ, [0.5807, 0.5807, 0.5807]),
        ("color(display-p3 1 0 0)", .rec2100PQ, [0.5514, 0.2939, 0]),
        ("color(display-p3 0 1 0)", .rec2100PQ, [0.42, 0.5744, 0.2248]),
        ("color(display-p3 0 0 1)", .rec2100PQ, [0.297, 0.2026, 0.579]),
        ("color(rec2020 1 0 0)", .rec2100PQ, [0.5807, 0, 0]),
        ("color(rec2020 0 1 0)", .rec2100PQ, [0, 0.5807, 0]),
        ("color(rec2020 0 0 1)", .rec2100PQ, [0, 0, 0.5807]),
    ]

    @Test func namedColorsMatchColoraide() throws {
        for (space, table, tolerance) in [(ColorSpace.rec2100PQ, Self.coloraidePQ, 0.5e-5),
                                          // coloraide scales HLG by 0.26496256 rather than 1 / 3.7743: up to 1e-5 apart.
                                          (ColorSpace.rec2100HLG, Self.coloraideHLG, 1.5e-5)] {
            for (name, r, g, b) in table {
                let c = try CSSColor.parse(name).converted(to: space).coords
                for (got, want) in [(c.x, r), (c.y, g), (c.z, b)] {
                    #expect(abs(got - want) <= tolerance + 1e-12, "\(space.id) \(name): \(c) vs \(r) \(g) \(b)")
                }
            }
        }
    }

    @Test func conversionsMatchColorJS() throws {
        for (input, space, expected) in Self.colorJS {
            let c = try CSSColor.parse(input).converted(to: space).coords
            for (i, want) in expected.enumerated() {
                #expect(abs(c[i] - want) <= 1e-4, "\(input) → \(space.id): \(c)")
            }
        }
    }

    /// Media white: PQ of 203 cd/m² and HLG 0.75, and rec2100-linear is rec2020-linear.
    @Test func mediaWhiteAndTheLinearForm() throws {
        #expect(abs(ColorSpace.rec2100PQ.fromBase(SIMD4(1, 1, 1, 0)).x - 0.580689) < 1e-6)
        #expect(abs(ColorSpace.rec2100HLG.fromBase(SIMD4(1, 1, 1, 0)).x - 0.75) < 1e-4)
        // The PQ peak, 10,000 cd/m², is the signal 1.
        #expect(abs(ColorSpace.rec2100PQ.fromBase(SIMD4(10000.0 / 203, 0, 0, 0)).x - 1) < 1e-12)
        let gold = try CSSColor.parse("gold")
        #expect(gold.converted(to: .rec2100Linear).coords == gold.converted(to: .rec2020Linear).coords)
    }

    @Test func theCSSNamesAreCSSColorHDRs() throws {
        for (text, space) in [("color(rec2100-pq 0.5 50% 1)", ColorSpace.rec2100PQ),
                              ("color(rec2100-hlg 0.5 50% 1)", .rec2100HLG), ("color(rec2100-linear 0.5 50% 1)", .rec2100Linear)] {
            let color = try CSSColor.parse(text)
            #expect(color.space === space && color.components == [0.5, 0.5, 1], "\(text)")
            #expect(CSSColor.recordString(color) == text.replacingOccurrences(of: "50%", with: "0.5"))
        }
        let mixed = try CSSColor.parse("color-mix(in rec2100-pq, white, black)")
        #expect(mixed.space === ColorSpace.rec2100PQ)
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 2100)
        for _ in 0..<2_000 {
            // Inside BT.2020 (PQ encodes a negative value as 0), up to 40 times media white.
            let rgb = SIMD4<Double>(.random(in: 0...40, using: &random), .random(in: 0...40, using: &random),
                                    .random(in: 0...40, using: &random), 0)
            let xyz = ColorSpace.rec2100Linear.convert(rgb, to: .xyzD65)
            for space in [ColorSpace.rec2100PQ, .rec2100HLG, .rec2100Linear] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) <= 1e-9 * max(1, abs(xyz[i])), "\(space.id) \(rgb) → \(back)") }
            }
        }
        // HLG holds colors outside BT.2020 too, extended by sign.
        let outside = SIMD4<Double>(-0.2, 0.5, 1.2, 0)
        let back = ColorSpace.rec2100HLG.convert(ColorSpace.rec2100Linear.convert(outside, to: .rec2100HLG), to: .rec2100Linear)
        for i in 0..<3 { #expect(abs(back[i] - outside[i]) < 1e-12) }
    }
}
