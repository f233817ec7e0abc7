import Glibc
import Testing
@testable import ChromaKit

/// CIE Luv and LCh(uv) against coloraide's published test table (tests/test_luv.py: CSS named colors in
/// `color(--luv …)`, five significant figures), and the `color(--NAME …)` syntax they are written in.
@Suite("Luv and LCh(uv)") struct LuvTests {
    static let named: [(String, Double, Double, Double)] = [
        ("red", 53.237, 175.01, 37.765), ("orange", 74.934, 74.839, 74.014), ("yellow", 97.139, 7.7042, 106.81),
        ("green", 46.228, -43.768, 56.599), ("blue", 32.301, -9.4024, -130.35), ("indigo", 20.47, 10.08, -61.34),
        ("violet", 69.695, 51.84, -67.037), ("white", 100, 0, 0), ("gray", 53.585, 0, 0), ("black", 0, 0, 0),
    ]

    @Test func namedColorsMatchTheTable() throws {
        for (name, l, u, v) in Self.named {
            let luv = try CSSColor.parse(name).converted(to: .luv)
            // Five significant figures: half a unit in the last place written.
            for (got, want) in [(luv.coords.x, l), (luv.coords.y, u), (luv.coords.z, v)] {
                let unit = want == 0 ? 0.0005 : pow(10, (log10(abs(want))).rounded(.down) - 4) / 2
                #expect(abs(got - want) <= max(unit, 5e-4), "\(name): \(got) vs \(want)")
            }
            // LCh(uv) is the polar form of the same numbers.
            let lchuv = luv.converted(to: .lchuv)
            #expect(abs(lchuv.coords.y - (luv.coords.y * luv.coords.y + luv.coords.z * luv.coords.z).squareRoot()) < 1e-9)
            if lchuv.coords.y > 0.0015 {
                #expect(abs(lchuv.coords.z - ColorMath.hueAngle(luv.coords.y, luv.coords.z)) < 1e-9, "\(name)")
            } else {
                #expect(lchuv.coords.z.isNaN, "\(name): the hue of a gray is missing")
            }
        }
    }

    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        let rows: [(String, String)] = [
            ("color(--luv 50% 50% -50% / 50%)", "color(--luv 50 107.5 -107.5 / 0.5)"),
            ("color(--luv 100% 100% 100%)", "color(--luv 100 215 215)"),
            ("color(--luv none none none / none)", "color(--luv none none none / none)"),
            ("color(--lchuv 20% 10 130)", "color(--lchuv 20 10 130)"),
            ("color(--lchuv 20% 50% 0.25turn)", "color(--lchuv 20 110 90)"),
            ("color(from red --lchuv l c calc(h + 180))", "color(--lchuv 53.237116 179.038097 192.177051)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
        #expect(throws: ColorParseError.self) { _ = try CSSColor.parse("color(--nope 1 2 3)") }
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 76)
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: 0.001...1, using: &random), .random(in: 0.001...1, using: &random),
                                    .random(in: 0.001...1, using: &random), 0)
            for space in [ColorSpace.luv, .lchuv] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-12, "\(space.id) \(xyz)") }
            }
        }
        // Black and the white point are exact.
        #expect(ColorSpace.luv.convert(.zero, to: .xyzD65) == .zero)
        let white = ColorSpace.xyzD65.convert(WhitePoint.d65, to: .luv)
        #expect(abs(white.x - 100) < 1e-12 && abs(white.y) < 1e-12 && abs(white.z) < 1e-12)
    }
}
