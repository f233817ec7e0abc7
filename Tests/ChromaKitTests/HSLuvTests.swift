import Glibc
import Testing
@testable import ChromaKit

/// HSLuv and HPLuv against HSLuv's published snapshot (hsluv/hsluv, test/snapshot-rev4.json: sRGB hex colors with
/// their HSLuv and HPLuv values to full double precision, computed with HSLuv's own rounded sRGB matrix).
@Suite("HSLuv and HPLuv") struct HSLuvTests {
    /// Rows of the snapshot: hex, HSLuv (h, s, l), HPLuv p (h and l are HSLuv's).
    static let snapshot: [(String, Double, Double, Double, Double)] = [
        ("#0000ff", 265.8743202181779, 100.00000000000082, 32.30087290398002, 513.4126968442803),
        ("#001111", 192.17705063006116, 99.9999999999914, 3.9866681431241604, 100.39296752732076),
        ("#002233", 236.81663495428262, 99.99999999999183, 11.843998834137128, 154.6438924145286),
        ("#001188", 264.9317827306522, 99.99999999999332, 16.396258529535338, 474.19586448532954),
        ("#9922cc", 288.1129491613783, 91.98122515510939, 41.65258527735452, 312.5976763260758),
        ("#993311", 19.05710639742972, 93.1288353931581, 36.33154135812271, 296.91476255775814),
        ("#993366", 344.55938579945746, 69.58081248846648, 38.021851240704194, 208.65274244927284),
        ("#994455", 2.372883796187674, 49.531259192375806, 40.513654680082304, 178.72614432962192),
        ("#9944bb", 291.54012485827985, 71.31117733559819, 44.93473239914388, 233.06088841938845),
        ("#995555", 12.177050630062041, 32.312642110436975, 44.12671870001206, 137.89316270651935),
        ("#ffee99", 75.58072189450135, 100.00000000002946, 93.75798941037966, 453.4790304868081),
        ("#ffeeee", 12.177050630065512, 100.00000000004275, 95.4057483293867, 102.82922710885533),
        ("#ffff00", 85.87432021817473, 100.0000000000724, 97.13855934179674, 1784.2359183569024),
        ("#ffffcc", 85.87432021816987, 100.00000000019709, 98.88339545701953, 1604.0182106454045),
    ]
    /// How far this package's values may be from the snapshot's, relative to the value: HSLuv rounds the sRGB
    /// matrix at the twelfth figure and κ (903.2962962) at the tenth, which moves the lightness of the darkest
    /// colors (L < 8) by 10⁻¹⁰ relative.
    static let relativeTolerance = 2e-10

    static func close(_ got: Double, _ want: Double, _ tolerance: Double = relativeTolerance) -> Bool {
        abs(got - want) <= tolerance * max(1, abs(want))
    }

    @Test func snapshotColorsMatch() throws {
        for (hex, h, s, l, p) in Self.snapshot {
            let color = try CSSColor.parse(hex)
            let hsluv = color.converted(to: .hsluv).coords, hpluv = color.converted(to: .hpluv).coords
            #expect(Self.close(hsluv.x, h) && Self.close(hsluv.y, s) && Self.close(hsluv.z, l), "\(hex): hsluv \(hsluv)")
            #expect(Self.close(hpluv.x, h) && Self.close(hpluv.y, p) && Self.close(hpluv.z, l), "\(hex): hpluv \(hpluv)")
            // And back: the snapshot's HSLuv and HPLuv values are the hex color.
            let rgb = color.coords
            for back in [Color(.hsluv, h, s, l).converted(to: .srgb).coords, Color(.hpluv, h, p, l).converted(to: .srgb).coords] {
                for i in 0..<3 { #expect(abs(back[i] - rgb[i]) < 1e-9, "\(hex) back: \(back)") }
            }
        }
    }

    /// coloraide's table (tests/test_hsluv/test_hsluv.py, CSS named colors, five significant figures).
    @Test func namedColorsMatchColoraide() throws {
        let rows: [(String, Double, Double, Double)] = [
            ("red", 12.177, 100, 53.237), ("orange", 44.683, 100, 74.934), ("yellow", 85.874, 100, 97.139),
            ("green", 127.72, 100, 46.228), ("blue", 265.87, 100, 32.301), ("indigo", 279.33, 100, 20.47),
            ("violet", 307.72, 79.542, 69.695), ("gray", .nan, 0, 53.585),
        ]
        for (name, h, s, l) in rows {
            let got = try CSSColor.parse(name).converted(to: .hsluv).coords
            if h.isNaN { #expect(got.x.isNaN, "\(name): a gray has no hue") } else { #expect(abs(got.x - h) <= 0.005 * max(1, h / 100), "\(name) \(got)") }
            #expect(abs(got.y - s) <= 0.0005 * max(1, s / 10) && abs(got.z - l) <= 0.0005 * max(1, l / 10), "\(name) \(got)")
        }
    }

    @Test func theGamutEdgeAndTheEnds() throws {
        // Every sRGB primary and secondary is on the edge: saturation 100.
        for name in ["red", "lime", "blue", "cyan", "magenta", "yellow"] {
            let s = try CSSColor.parse(name).converted(to: .hsluv).coords.y
            #expect(abs(s - 100) < 1e-9, "\(name): \(s)")
        }
        // A saturation of 100 at any lightness and hue is inside sRGB, and on its edge.
        var random = SeededRandomGenerator(seed: 2012)
        for _ in 0..<500 {
            let color = Color(.hsluv, .random(in: 0..<360, using: &random), 100, .random(in: 1...99, using: &random))
            let rgb = color.converted(to: .srgbLinear).coords
            let lowest = min(rgb.x, rgb.y, rgb.z), highest = max(rgb.x, rgb.y, rgb.z)
            #expect(lowest > -1e-9 && highest < 1 + 1e-9 && (abs(lowest) < 1e-9 || abs(highest - 1) < 1e-9), "\(color.coords): \(rgb)")
        }
        // White and black: saturation 0 and no hue, the lightness kept.
        let white = try CSSColor.parse("white").converted(to: .hsluv).coords
        #expect(white.x.isNaN && white.y == 0 && abs(white.z - 100) < 1e-9)
        let black = try CSSColor.parse("black").converted(to: .hpluv).coords
        #expect(black.x.isNaN && black.y == 0 && black.z == 0)
        // A powerless hue converts as the gray it stands for.
        #expect(Color(.hsluv, 120, 0.00005, 50).converted(to: .lchuv).coords.z.isNaN)
    }

    @Test func colorFunctionReadsPercentagesAndAngles() throws {
        let rows: [(String, String)] = [
            ("color(--hsluv 270 30 50)", "color(--hsluv 270 30 50)"),
            ("color(--hsluv 0.5turn 50% 50% / 50%)", "color(--hsluv 180 50 50 / 0.5)"),
            ("color(--hsluv none none none / none)", "color(--hsluv none none none / none)"),
            ("color(--hpluv 180 50% 25%)", "color(--hpluv 180 50 25)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 2016)
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: 0.001...0.9, using: &random), .random(in: 0.001...0.95, using: &random),
                                    .random(in: 0.001...1, using: &random), 0)
            for space in [ColorSpace.hsluv, .hpluv] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-11, "\(space.id) \(xyz)") }
            }
        }
    }
}
