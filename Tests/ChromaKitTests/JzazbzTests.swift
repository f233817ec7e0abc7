import Glibc
import Testing
@testable import ChromaKit

/// Absolute XYZ, Jzazbz and JzCzhz against published tables: coloraide's tests/test_jzazbz.py and
/// tests/test_jzCzhz.py (CSS named colors, five decimals, compared to half a unit in the last place
/// written) and color.js's test/conversions.js rows "Jzazbz" and "JzCzHz" (compared, as there, to 0.0001).
@Suite("Jzazbz and JzCzhz") struct JzazbzTests {
    /// coloraide tests/test_jzazbz.py: named colors in `color(--jzazbz …)`.
    static let coloraideJzazbz: [(String, Double, Double, Double)] = [
        ("red", 0.13438, 0.11789, 0.11188), ("orange", 0.16937, 0.0312, 0.12308), ("yellow", 0.2096, -0.02864, 0.13479),
        ("green", 0.09203, -0.07454, 0.07996), ("blue", 0.09577, -0.04085, -0.18585), ("indigo", 0.06146, 0.03051, -0.09951),
        ("violet", 0.16771, 0.06427, -0.05514), ("white", 0.22207, -0.00016, -0.00012), ("gray", 0.11827, -0.00012, -0.00008),
        ("black", 0, 0, 0),
    ]
    /// coloraide tests/test_jzCzhz.py: named colors in `color(--jzczhz …)`, nil for a hue written `none`.
    static let coloraideJzczhz: [(String, Double, Double, Double?)] = [
        ("red", 0.13438, 0.16252, 43.502), ("orange", 0.16937, 0.12698, 75.776), ("yellow", 0.2096, 0.1378, 102),
        ("green", 0.09203, 0.10932, 132.99), ("blue", 0.09577, 0.19029, 257.61), ("indigo", 0.06146, 0.10408, 287.05),
        ("violet", 0.16771, 0.08468, 319.37), ("white", 0.22207, 0.0002, nil), ("gray", 0.11827, 0.00014, nil),
        ("black", 0, 0, nil),
    ]
    /// color.js test/conversions.js, "Jzazbz" and "JzCzHz": an input, the space it is converted to, the expected coordinates.
    static let colorJS: [(String, ColorSpace, [Double?])] = [
        ("color(--jzazbz 0.5 0 0)", .xyzD65, [7.986957, 8.397692, 9.136922]),
        ("color(--jzazbz 1 0 0)", .xyzD65, [48.187785, 50.665878, 55.125885]),
        ("color(--jzazbz 0.1 -0.05 0.05)", .xyzD65, [0.108518, 0.172874, 0.074937]),
        ("color(xyz 0 0 0)", .jzazbz, [0, 0, 0]),
        ("white", .jzazbz, [0.222065, -0.0002, -0.0001]),
        ("color(rec2020 1 1 1)", .jzazbz, [0.22206525, -0.000161, -0.000117]),
        ("color(--jzazbz 0.22206525 -0.000161 -0.000117)", .srgb, [1, 1, 1]),
        ("#FFFF80", .jzazbz, [0.212398, -0.0171, 0.0914]),
        ("color(rec2020 1 0 0)", .jzazbz, [0.154543, 0.1643, 0.1351]),
        ("color(rec2020 0 1 0)", .jzazbz, [0.160578, -0.2066, 0.1462]),
        ("color(rec2020 0 0 1)", .jzazbz, [0.091785, -0.0775, -0.2047]),
        ("color(--jzazbz 0.5 0 0)", .jzczhz, [0.5, 0, nil]),
        ("color(--jzazbz 0.1 -0.05 0.05)", .jzczhz, [0.1, 0.070710678, 135]),
        ("color(--jzczhz 0.1 0.070710678 135)", .jzazbz, [0.1, -0.05, 0.05]),
        ("color(--jzazbz 0.1 0.1 -0.08)", .jzczhz, [0.1, 0.12806248, 321.34019]),
        ("color(--jzczhz 0.1 0.12806248 321.34019)", .jzazbz, [0.1, 0.1, -0.08]),
        ("slategray", .jzazbz, [0.11646942]),
    ]

    /// Half a unit in the fifth decimal, or in the fifth significant figure for numbers of 1 and more.
    static func fiveFigures(_ value: Double) -> Double {
        abs(value) < 1 ? 0.5e-5 : pow(10, log10(abs(value)).rounded(.down) - 4) / 2
    }

    @Test func namedColorsMatchColoraide() throws {
        for (name, jz, az, bz) in Self.coloraideJzazbz {
            let c = try CSSColor.parse(name).converted(to: .jzazbz).coords
            for (got, want) in [(c.x, jz), (c.y, az), (c.z, bz)] {
                #expect(abs(got - want) <= Self.fiveFigures(want) + 1e-12, "\(name): \(c) vs \(jz) \(az) \(bz)")
            }
        }
        for (name, jz, cz, hz) in Self.coloraideJzczhz {
            let c = try CSSColor.parse(name).converted(to: .jzczhz).coords
            #expect(abs(c.x - jz) <= Self.fiveFigures(jz) + 1e-12 && abs(c.y - cz) <= Self.fiveFigures(cz) + 1e-12, "\(name): \(c)")
            if let hz {
                #expect(abs(c.z - hz) <= Self.fiveFigures(hz) + 1e-12, "\(name): hue \(c.z) vs \(hz)")
            } else {
                #expect(c.z.isNaN, "\(name): a gray has no hue, got \(c.z)")
            }
        }
    }

    @Test func conversionsMatchColorJS() throws {
        for (input, space, expected) in Self.colorJS {
            let c = try CSSColor.parse(input).converted(to: space).coords
            for (i, want) in expected.enumerated() {
                if let want {
                    #expect(abs(c[i] - want) <= 1e-4, "\(input) → \(space.id): \(c)")
                } else {
                    #expect(c[i].isNaN, "\(input) → \(space.id): the hue is missing, got \(c[i])")
                }
            }
        }
    }

    /// Absolute XYZ is relative XYZ × 203 (color.js's xyz-abs-d65): sRGB white, color.js's
    /// [0.9504559270516717, 1, 1.0890577507598784] in xyz-d65, is 203 times that.
    @Test func absoluteXYZPutsMediaWhiteAt203() throws {
        let white = try CSSColor.parse("white").converted(to: .xyzAbsD65).coords
        let expected: [Double] = [0.9504559270516717, 1, 1.0890577507598784].map { $0 * 203 }
        for i in 0..<3 { #expect(abs(white[i] - expected[i]) < 1e-9, "\(white)") }
        let back = ColorSpace.xyzAbsD65.convert(SIMD4(203, 406, 101.5, 0), to: .xyzD65)
        #expect(abs(back.x - 1) < 1e-15 && abs(back.y - 2) < 1e-15 && abs(back.z - 0.5) < 1e-15)
    }

    /// `color(--jzazbz …)`, the form written before the CSS Color HDR draft's `jzazbz()`, reads as the function does.
    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        let rows: [(String, String)] = [
            ("color(--jzazbz 50% 50% -50% / 50%)", "jzazbz(0.5 0.105 -0.105 / 0.5)"),
            ("color(--jzazbz none none none / none)", "jzazbz(none none none / none)"),
            ("color(--jzczhz 20% 50% 0.25turn)", "jzczhz(0.2 0.13 90)"),
            ("color(--jzczhz 0.2 none 30)", "jzczhz(0.2 none 30)"),
            ("color(--xyz-abs-d65 100% 50% 0%)", "color(--xyz-abs-d65 9504.7 5000 0)"),
            ("color(--xyz-abs-d65 none 1 2)", "color(--xyz-abs-d65 none 1 2)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
    }

    /// A missing component counts as 0 in the conversion and stays missing in the analogous channel.
    @Test func missingComponentsAreCarried() throws {
        let lightness = try CSSColor.parse("color(--jzazbz none 0.05 0.02)").converted(to: .jzczhz)
        #expect(lightness.coords.x.isNaN && !lightness.coords.y.isNaN)
        let hue = try CSSColor.parse("color(--jzczhz 0.15 0.1 none)").converted(to: .oklch)
        #expect(hue.coords.z.isNaN, "a missing hz carries to the OKLCh hue")
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 2017)
        // Relative XYZ up to 40 (about 8,000 cd/m²), and some colors outside every gamut (negative X or Z).
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: -0.05...40, using: &random), .random(in: 0.001...40, using: &random),
                                    .random(in: -0.05...40, using: &random), 0)
            for space in [ColorSpace.xyzAbsD65, .jzazbz, .jzczhz] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 {
                    #expect(abs(back[i] - xyz[i]) <= 1e-9 * max(1, abs(xyz[i])), "\(space.id) \(xyz) → \(back)")
                }
            }
        }
        // Black is 0 in Jzazbz, and comes back as black.
        let black = ColorSpace.xyzD65.convert(.zero, to: .jzazbz)
        #expect(abs(black.x) < 1e-15 && abs(black.y) < 1e-15 && abs(black.z) < 1e-15, "\(black)")
        let back = ColorSpace.jzazbz.convert(.zero, to: .xyzD65)
        #expect(abs(back.x) < 1e-12 && abs(back.y) < 1e-12 && abs(back.z) < 1e-12, "\(back)")
    }

    /// Every D65 gray up to the 10,000 cd/m² peak of PQ has a chroma below the threshold, so its hue is missing.
    @Test func graysHaveNoHue() {
        for step in 0...200 {
            let y = Double(step) / 200 * 10000 / 203
            let jzczhz = ColorSpace.xyzD65.convert(WhitePoint.d65 * y, to: .jzczhz)
            #expect(jzczhz.z.isNaN && jzczhz.y < PowerlessHue.jzczhzChroma, "Y \(y): \(jzczhz)")
        }
    }
}
