import Glibc
import Testing
@testable import ChromaKit

/// CAM16 JMh, CAM16-UCS and ΔE CAM16 against the tables color.js and coloraide publish.
@Suite("CAM16 JMh, CAM16-UCS and ΔE CAM16") struct CAM16Tests {
    /// color.js test/conversions.js, "CAM16 JMh": sRGB colors to J, M, h, compared with its epsilon, 10⁻⁴.
    static let colorJS: [(String, Double, Double, Double?)] = [
        ("white", 100.0, 2.236898, 209.5333), ("red", 46.0257, 81.25425, 27.39326), ("lime", 79.10135, 78.21552, 142.2234),
        ("blue", 25.06626, 62.44153, 282.7545), ("cyan", 85.06114, 42.65358, 196.5924),
        ("magenta", 54.86332, 77.19869, 334.5684), ("yellow", 94.68236, 54.50008, 111.1473), ("black", 0, 0, nil),
    ]

    /// coloraide tests/test_cam16_jmh.py: CSS named colors in `color(--cam16-jmh …)`, five significant figures.
    static let coloraideJMh: [(String, Double, Double, Double)] = [
        ("red", 46.026, 81.254, 27.393), ("orange", 68.056, 43.51, 71.293), ("yellow", 94.682, 54.5, 111.15),
        ("green", 33.976, 50.934, 142.3), ("blue", 25.066, 62.442, 282.75), ("indigo", 16.046, 43.278, 310.9),
        ("violet", 63.507, 46.779, 331.39), ("white", 100, 2.2369, 209.53), ("gray", 43.042, 1.467, 209.54),
    ]

    /// coloraide tests/test_cam16_ucs.py: the same colors in `color(--cam16-ucs …)`, five significant figures.
    static let coloraideUCS: [(String, Double, Double, Double)] = [
        ("red", 59.178, 40.82, 21.153), ("orange", 78.364, 9.6945, 28.629), ("yellow", 96.802, -12.779, 33.037),
        ("green", 46.661, -26.746, 20.671), ("blue", 36.252, 8.5723, -37.87), ("indigo", 24.524, 19.714, -22.758),
        ("violet", 74.738, 27.949, -15.247), ("white", 100, -1.8983, -1.0754), ("gray", 56.23, -1.2555, -0.71134),
        ("black", 0, 0, 0),
    ]

    @Test func jmhMatchesColorJS() throws {
        for (name, j, m, h) in Self.colorJS {
            let c = try CSSColor.parse(name).converted(to: .cam16JMh).coords
            #expect(abs(c.x - j) < 1e-4 && abs(c.y - m) < 1e-4, "\(name): \(c)")
            if let h { #expect(abs(c.z - h) < 1e-4, "\(name): \(c.z)") } else { #expect(c.z.isNaN, "\(name): \(c.z)") }
        }
    }

    @Test func jmhAndUCSMatchColoraide() throws {
        for (table, space) in [(Self.coloraideJMh, ColorSpace.cam16JMh), (Self.coloraideUCS, .cam16UCS)] {
            for (name, a, b, c) in table {
                let got = try CSSColor.parse(name).converted(to: space).coords
                for (value, want) in [(got.x, a), (got.y, b), (got.z, c)] {
                    #expect(ACESTests.matchesFiveFigures(value, want), "\(space.id) \(name): \(value) vs \(want)")
                }
            }
        }
    }

    /// The viewing conditions: Material's test of its default conditions (material-color-utilities,
    /// typescript/hct/hct_test.ts, "viewing conditions", three decimals) holds for HCT's, which are Material's.
    @Test func hctViewingConditionsAreMaterials() {
        let vc = HCTSolver.conditions
        #expect(abs(vc.achromaticWhite - 29.981) < 5e-4, "\(vc.achromaticWhite)")
        #expect(abs(vc.nbb - 1.017) < 5e-4 && abs(vc.flRoot - 0.789) < 5e-4 && abs(vc.cz / 0.69 - 1.909) < 5e-4)
    }

    /// The reverse model is the forward one's inverse: random colors of Rec. 2020, and brighter than its white.
    /// (A color whose achromatic response is not above 0, which only imaginary colors have, is J 0: black.)
    @Test func jmhAndUCSRoundTripThroughXYZ() {
        var random = SeededRandomGenerator(seed: 2017)
        for _ in 0..<2_000 {
            let linear = SIMD4<Double>(.random(in: 0...1.2, using: &random), .random(in: 0.001...1.2, using: &random),
                                       .random(in: 0...1.2, using: &random), 0)
            let xyz = ColorSpace.rec2020Linear.convert(linear, to: .xyzD65)
            for space in [ColorSpace.cam16JMh, .cam16UCS] {
                let there = ColorSpace.xyzD65.convert(xyz, to: space)
                let back = space.convert(there, to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-11, "\(space.id) \(xyz) → \(there) → \(back)") }
            }
        }
    }

    @Test func colorFunctionReadsPercentagesAndNone() throws {
        // coloraide tests/test_cam16_jmh.py and test_cam16_ucs.py: 100% is J 100 and M 105; a′, b′ 50.
        let rows: [(String, String)] = [
            ("color(--cam16-jmh 50% 50% 180)", "color(--cam16-jmh 50 52.5 180)"),
            ("color(--cam16-jmh 100% 100% 0.5turn / 50%)", "color(--cam16-jmh 100 105 180 / 0.5)"),
            ("color(--cam16-jmh none none none / none)", "color(--cam16-jmh none none none / none)"),
            ("color(--cam16-ucs 50% 50% -50%)", "color(--cam16-ucs 50 25 -25)"),
            ("color(--cam16-ucs none 10 -10)", "color(--cam16-ucs none 10 -10)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
        // The hue of black is missing, and a missing J is carried to CAM16-UCS's J′ and on to Lab's L.
        #expect(try CSSColor.parse("black").converted(to: .cam16JMh).coords.z.isNaN)
        let carried = try CSSColor.parse("color(--cam16-jmh none 20 30)").converted(to: .cam16UCS)
        #expect(carried.coords.x.isNaN && !carried.coords.y.isNaN)
        #expect(try CSSColor.parse("color(--cam16-ucs none 10 -10)").converted(to: .lab).coords.x.isNaN)
    }

    /// coloraide-extras tests/test_distance.py, `test_delta_e_cam16`: ΔE in CAM16-UCS from red, four decimals.
    @Test func deltaEMatchesColoraide() throws {
        let rows: [(String, Double)] = [
            ("red", 0), ("orange", 37.32), ("yellow", 66.5558), ("green", 68.7175), ("blue", 71.0578),
            ("indigo", 59.7878), ("violet", 41.6256), ("white", 63.1299), ("black", 74.938), ("gray", 47.5086),
        ]
        let red = try CSSColor.parse("red")
        let method = try #require(DeltaE.method(named: "cam16"))
        #expect(method.space === ColorSpace.cam16UCS && DeltaE.method(named: "CAM16-UCS")?.name == "cam16")
        for (name, want) in rows {
            let other = try CSSColor.parse(name)
            for value in [method.distance(red, other), method.distance(other, red)] {
                #expect(abs(value - want) < 5e-5, "red–\(name): \(value) vs \(want)")
            }
            // The same distance from coordinates already in CAM16-UCS.
            let a = red.converted(to: .cam16UCS), b = other.converted(to: .cam16UCS)
            #expect(abs(method.distance(a, b) - method.distance(red, other)) < 1e-12)
        }
    }
}
