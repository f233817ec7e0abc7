import Glibc
import Testing
@testable import ChromaKit

/// ICtCp against color.js's test/conversions.js rows "ICtCp" (compared, as there, to 0.0001; the largest
/// difference is white's Cp, −0.0000257 in color.js, 0 here) and coloraide's tests/test_ictcp.py (CSS named
/// colors, five decimals), which is up to 0.0002 from color.js's definition this follows.
@Suite("ICtCp") struct ICtCpTests {
    /// coloraide tests/test_ictcp.py: named colors in `color(--ictcp …)`.
    static let coloraide: [(String, Double, Double, Double)] = [
        ("red", 0.42785, -0.11574, 0.2788), ("orange", 0.50497, -0.20797, 0.11077), ("yellow", 0.56981, -0.25166, 0.0379),
        ("green", 0.39138, -0.24057, -0.04421), ("blue", 0.35607, 0.26914, -0.16143), ("indigo", 0.27954, 0.23658, -0.00107),
        ("violet", 0.49387, 0.13657, 0.05828), ("white", 0.58069, 0, 0), ("gray", 0.42781, 0, 0), ("black", 0, 0, 0),
    ]
    /// color.js test/conversions.js, "ICtCp": an input, the space it is converted to, the expected coordinates.
    static let colorJS: [(String, ColorSpace, [Double])] = [
        ("color(xyz 0 0 0)", .ictcp, [0, 0, 0]),
        ("color(xyz-d50 0.96422 1.00000 0.82521)", .ictcp, [0.5806890049863622, 0.00000696242, -0.00002569716]),
        ("white", .ictcp, [0.5806890049863622, 0.00000696242, -0.00002569716]),
        ("color(rec2020 1 1 1)", .ictcp, [0.5806890049863622, 0.00000696242, -0.00002569716]),
        ("color(rec2020 1 0 0)", .ictcp, [0.44707334125327025, -0.12956985056013226, 0.3992012669381549]),
        ("color(rec2020 0 1 0)", .ictcp, [0.5304887192571797, -0.41543423180389427, -0.1138035187565125]),
        ("color(rec2020 0 0 1)", .ictcp, [0.3447364812349795, 0.26592861954236724, -0.23729937427859088]),
        ("color(--ictcp 0.44707334125327025 -0.12956985056013226 0.3992012669381549)", .rec2020, [1, 0, 0]),
        ("color(--ictcp 0.5304887192571797 -0.41543423180389427 -0.1138035187565125)", .rec2020, [0, 1, 0]),
        ("color(--ictcp 0.3447364812349795 0.26592861954236724 -0.23729937427859088)", .rec2020, [0, 0, 1]),
    ]

    @Test func namedColorsMatchColoraide() throws {
        for (name, i, ct, cp) in Self.coloraide {
            let c = try CSSColor.parse(name).converted(to: .ictcp).coords
            for (got, want) in [(c.x, i), (c.y, ct), (c.z, cp)] {
                #expect(abs(got - want) <= 2e-4, "\(name): \(c) vs \(i) \(ct) \(cp)")
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

    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        let rows: [(String, String)] = [
            ("color(--ictcp 50% 50% -50% / 50%)", "ictcp(0.5 0.25 -0.25 / 0.5)"),
            ("color(--ictcp 100% -100% 100%)", "ictcp(1 -0.5 0.5)"),
            ("color(--ictcp none none none / none)", "ictcp(none none none / none)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
    }

    /// I is the lightness, Cp the a-like and Ct the b-like axis for carrying a missing component.
    @Test func missingComponentsAreCarried() throws {
        let c = try CSSColor.parse("color(--ictcp none 0.1 none)").converted(to: .oklab).coords
        #expect(c.x.isNaN && c.y.isNaN && !c.z.isNaN, "\(c)")
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 2124)
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: 0.001...40, using: &random), .random(in: 0.001...40, using: &random),
                                    .random(in: 0.001...40, using: &random), 0)
            let back = ColorSpace.ictcp.convert(ColorSpace.xyzD65.convert(xyz, to: .ictcp), to: .xyzD65)
            for i in 0..<3 { #expect(abs(back[i] - xyz[i]) <= 1e-9 * max(1, abs(xyz[i])), "\(xyz) → \(back)") }
        }
    }
}
