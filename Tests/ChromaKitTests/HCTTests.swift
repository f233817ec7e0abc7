import Glibc
import Testing
@testable import ChromaKit

/// HCT against the tables of color.js, coloraide and Material, and its iterative inverse.
@Suite("HCT") struct HCTTests {
    /// color.js test/conversions.js, "HCT": sRGB colors to h, c, t, compared with its epsilon, 10⁻⁴.
    static let colorJS: [(String, Double?, Double, Double)] = [
        ("white", 209.5429, 2.871589, 100.0), ("red", 27.4098, 113.3564, 53.23712), ("lime", 142.1404, 108.4065, 87.73552),
        ("blue", 282.7622, 87.22804, 32.30087), ("cyan", 196.5475, 58.96368, 91.11475),
        ("magenta", 334.6332, 107.3899, 60.32273), ("yellow", 111.0456, 75.50438, 97.13856), ("black", nil, 0, 0),
    ]

    /// coloraide tests/test_hct.py: CSS named colors in `color(--hct …)`, five significant figures (its white
    /// and gray are written with the hue of a gray, which coloraide makes missing; they are left out here).
    static let coloraide: [(String, Double, Double, Double)] = [
        ("red", 27.41, 113.36, 53.237), ("orange", 71.257, 60.528, 74.934), ("yellow", 111.05, 75.504, 97.139),
        ("green", 142.23, 71.136, 46.228), ("blue", 282.76, 87.228, 32.301), ("indigo", 310.96, 60.765, 20.47),
        ("violet", 331.49, 65.001, 69.695),
    ]

    /// Material's own values (material-color-utilities, typescript/hct/hct_test.ts: "CAM to ARGB" hue and
    /// chroma, three decimals; "ARGB to HCT" tone, two). Material rounds its sRGB matrix and its D65 white,
    /// so the figures agree to 0.03° in hue and 0.005 in chroma; white's hue, at a chroma of 2.87, moves
    /// with the white point itself, by 0.05°.
    static let material: [(String, Double, Double, Double?, Double)] = [
        ("#ff0000", 27.408, 113.358, nil, 0.03), ("#00ff00", 142.140, 108.410, 87.737, 0.03),
        ("#0000ff", 282.788, 87.231, 32.302, 0.03), ("#ffffff", 209.492, 2.869, nil, 0.06),
    ]

    @Test func matchesColorJS() throws {
        for (name, h, c, t) in Self.colorJS {
            let v = try CSSColor.parse(name).converted(to: .hct).coords
            #expect(abs(v.y - c) < 1e-4 && abs(v.z - t) < 1e-4, "\(name): \(v)")
            if let h { #expect(abs(v.x - h) < 1e-4, "\(name): \(v.x)") } else { #expect(v.x.isNaN, "\(name): \(v.x)") }
        }
    }

    @Test func matchesColoraide() throws {
        for (name, h, c, t) in Self.coloraide {
            let v = try CSSColor.parse(name).converted(to: .hct).coords
            for (got, want) in [(v.x, h), (v.y, c), (v.z, t)] {
                #expect(ACESTests.matchesFiveFigures(got, want), "\(name): \(got) vs \(want)")
            }
        }
    }

    @Test func matchesMaterial() throws {
        for (hex, h, c, t, hueTolerance) in Self.material {
            let v = try CSSColor.parse(hex).converted(to: .hct).coords
            #expect(abs(v.x - h) < hueTolerance && abs(v.y - c) < 0.005, "\(hex): \(v)")
            if let t { #expect(abs(v.z - t) < 0.005, "\(hex): \(v.z)") }
        }
    }

    /// The solve reaches Y within `HCTSolver.relativeTolerance` for every color of a wide gamut, in a few
    /// evaluations of CAM16's reverse model, and so gives XYZ back to 10⁻¹¹.
    @Test func inverseConvergesAndRoundTrips() {
        var random = SeededRandomGenerator(seed: 1802)
        var most = 0, total = 0
        let count = 4_000
        for _ in 0..<count {
            let linear = SIMD4<Double>(.random(in: 0...1, using: &random), .random(in: 0.002...1, using: &random),
                                       .random(in: 0...1, using: &random), 0)
            let xyz = ColorSpace.rec2020Linear.convert(linear, to: .xyzD65)
            let hct = ColorSpace.xyzD65.convert(xyz, to: .hct)
            let (back, iterations) = HCTSolver.xyz(fromHCT: hct)
            most = max(most, iterations)
            total += iterations
            #expect(iterations < HCTSolver.maximumIterations, "\(xyz) took \(iterations)")
            for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-11, "\(xyz) → \(hct) → \(back)") }
        }
        #expect(most <= 8, "at most \(most) evaluations, \(Double(total) / Double(count)) on average")
    }

    @Test func colorFunctionReadsPercentagesAndNone() throws {
        // coloraide tests/test_hct.py: 100% is C 145 and T 100; the hue takes angles.
        let rows: [(String, String)] = [
            ("color(--hct 180 50% 50%)", "color(--hct 180 72.5 50)"),
            ("color(--hct 0.5turn 100% 100% / 50%)", "color(--hct 180 145 100 / 0.5)"),
            ("color(--hct none none none / none)", "color(--hct none none none / none)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
        // Tone 0 is black; a missing tone is carried to Lab's lightness.
        #expect(ColorSpace.hct.convert(SIMD4(120, 40, 0, 0), to: .xyzD65) == .zero)
        #expect(try CSSColor.parse("color(--hct 120 40 none)").converted(to: .lab).coords.x.isNaN)
    }
}
