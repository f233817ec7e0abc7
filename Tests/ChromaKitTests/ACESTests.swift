import Glibc
import Testing
@testable import ChromaKit

/// ACEScg and ACEScc against the Academy's specifications and the tables color.js and coloraide publish.
@Suite("ACEScg and ACEScc") struct ACESTests {
    /// Whether `got` matches `want` written with five significant figures (coloraide's tables).
    static func matchesFiveFigures(_ got: Double, _ want: Double) -> Bool {
        let unit = want == 0 ? 0.0005 : pow(10, log10(abs(want)).rounded(.down) - 4) / 2
        return abs(got - want) <= max(unit, 5e-6) * 1.0001
    }

    /// coloraide tests/test_acescg.py: CSS named colors in `color(--acescg …)`, five significant figures.
    static let acescgNamed: [(String, Double, Double, Double)] = [
        ("red", 0.6131, 0.07019, 0.02062), ("orange", 0.74085, 0.41498, 0.06184), ("yellow", 0.95262, 0.98655, 0.13019),
        ("green", 0.07329, 0.1978, 0.02365), ("blue", 0.04738, 0.01345, 0.86981), ("indigo", 0.05371, 0.00794, 0.19562),
        ("violet", 0.64049, 0.27607, 0.78577), ("white", 1, 1, 1), ("gray", 0.21586, 0.21586, 0.21586), ("black", 0, 0, 0),
    ]

    /// coloraide tests/test_acescc.py: the same colors in `color(--acescc …)`, five significant figures.
    static let acesccNamed: [(String, Double, Double, Double)] = [
        ("red", 0.51451, 0.33604, 0.23515), ("orange", 0.53009, 0.48237, 0.32561), ("yellow", 0.5508, 0.55368, 0.38691),
        ("green", 0.3396, 0.42136, 0.24647), ("blue", 0.30368, 0.2, 0.54331), ("indigo", 0.31401, 0.1566, 0.42044),
        ("violet", 0.51811, 0.44881, 0.53494), ("white", 0.55479, 0.55479, 0.55479), ("gray", 0.42855, 0.42855, 0.42855),
        ("black", -0.35845, -0.35845, -0.35845),
    ]

    @Test func namedColorsMatchColoraidesTables() throws {
        for (table, space) in [(Self.acescgNamed, ColorSpace.acescg), (Self.acesccNamed, .acescc)] {
            for (name, r, g, b) in table {
                let c = try CSSColor.parse(name).converted(to: space).coords
                for (got, want) in [(c.x, r), (c.y, g), (c.z, b)] {
                    #expect(Self.matchesFiveFigures(got, want), "\(space.id) \(name): \(got) vs \(want)")
                }
            }
        }
    }

    /// The normalised primary matrix S-2014-004 §4.3.2 prints for AP1 (ten decimals), against the one made
    /// from the chromaticities; and D65 white is ACEScg (1, 1, 1), the Bradford adaptation's fixed point.
    @Test func ap1MatrixIsTheSpecsAndWhiteIsOne() {
        let printed: [[Double]] = [
            [0.6624541811, 0.1340042065, 0.1561876870],
            [0.2722287168, 0.6740817658, 0.0536895174],
            [-0.0055746495, 0.0040607335, 1.0103391003],
        ]
        let m = ACESMatrices.ap1ToXYZ
        for (row, values) in zip([m.row0, m.row1, m.row2], printed) {
            for i in 0..<3 { #expect(abs(row[i] - values[i]) < 5e-11, "\(row) vs \(values)") }
        }
        let white = ColorSpace.xyzD65.convert(WhitePoint.d65, to: .acescg)
        for i in 0..<3 { #expect(abs(white[i] - 1) < 1e-14) }
    }

    /// ACEScc's encoding of grays, which AP0 and AP1 share: the examples of S-2014-003 appendix B as coloraide's
    /// tests/test_acescc.py carries them (2⁻²⁴, 0.18 and 65504, eight figures, computed in single precision:
    /// compared to 2·10⁻⁷, and decoded back to a part in 10⁶ of the value or of 2⁻¹⁵ in the toe).
    @Test func encodingMatchesTheSpecsExamples() {
        for (linear, code) in [(0x1p-24, -0.35828683), (0.18, 0.4135884), (65504, 1.4679964)] {
            #expect(abs(ACESLog.encode(linear) - code) < 2e-7, "\(linear): \(ACESLog.encode(linear))")
            #expect(abs(ACESLog.decode(code) - linear) <= 1e-6 * max(linear, 0x1p-15), "\(code): \(ACESLog.decode(code))")
        }
        // The toe and the log meet at 2⁻¹⁵; 0 and below are the lowest code; decoding stops at 65504.
        #expect(abs(ACESLog.encode(0x1p-15) - ACESLog.encode(0x1p-15.nextDown)) < 1e-12)
        #expect(ACESLog.encode(0) == ACESLog.lowest && ACESLog.encode(-1) == ACESLog.lowest)
        #expect(ACESLog.decode(2) == 65504)
    }

    /// color.js test/conversions.js, "ACEScc to XYZ": ACEScc codes to XYZ D65, compared with its epsilon, 10⁻⁴.
    @Test func acesccToXYZMatchesColorJS() throws {
        let rows: [(String, [Double])] = [
            ("color(--acescc 1 1 1)", [211.8195, 222.861, 242.7084]),
            ("color(--acescc 0.4977169 0.4977169 0.4977169)", [0.475228, 0.5, 0.544529]),
            ("color(--acescc 0 0 0)", [0.001127, 0.001186, 0.001291]),
            ("color(--acescc -0.358447 -0.358447 -0.358447)", [0, 0, 0]),
            ("color(--acescc 1 0 0)", [145.3586, 59.6545, -1.1981]),
            ("color(--acescc 0 1 0)", [28.5798, 150.2844, 0.306392]),
            ("color(--acescc 0 0 1)", [37.8833, 12.9243, 243.6027]),
        ]
        for (input, want) in rows {
            let xyz = try CSSColor.parse(input).converted(to: .xyzD65).coords
            for i in 0..<3 {
                #expect(abs(xyz[i] - want[i]) <= 1e-4, "\(input)[\(i)]: \(xyz[i]) vs \(want[i])")
            }
        }
    }

    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        // coloraide tests/test_acescc.py: 0% is the lowest code, 100% the code of 65504, 50% halfway (five figures).
        let percent = try CSSColor.parse("color(--acescc 0% 50% 100%)").coords
        #expect(abs(percent.x - -0.35845) < 5e-6 && abs(percent.y - 0.55477) < 5e-6 && abs(percent.z - 1.468) < 5e-4)
        let rows: [(String, String)] = [
            ("color(--acescg 50% 0.5 1 / 50%)", "color(--acescg 32752 0.5 1 / 0.5)"),
            ("color(--acescc none none none / none)", "color(--acescc none none none / none)"),
            ("color(--acescg none 0.2 0.3)", "color(--acescg none 0.2 0.3)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
        // A missing red stays missing into linear sRGB, whose red is its analogue.
        let carried = try CSSColor.parse("color(--acescg none 0.2 0.3)").converted(to: .srgbLinear)
        #expect(carried.coords.x.isNaN && !carried.coords.y.isNaN)
    }

    /// Colors of sRGB, which AP1 holds (ACEScc's codes of negative values all decode to 0, so the test keeps
    /// inside the gamut).
    @Test func roundTripsThroughXYZ() {
        var random = SeededRandomGenerator(seed: 2014)
        for _ in 0..<2_000 {
            let linear = SIMD4<Double>(.random(in: 0.001...1, using: &random), .random(in: 0.001...1, using: &random),
                                       .random(in: 0.001...1, using: &random), 0)
            let xyz = ColorSpace.srgbLinear.convert(linear, to: .xyzD65)
            for space in [ColorSpace.acescg, .acescc] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-12, "\(space.id) \(xyz)") }
            }
        }
    }
}
