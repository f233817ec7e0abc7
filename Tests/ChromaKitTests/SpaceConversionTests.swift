import Glibc
import Testing
@testable import ChromaKit

/// Reference values from CSS Color 4's worked examples, cross-checked against
/// coloraide 4 for the same inputs; tolerance per row.
@Suite("Space conversion") struct SpaceConversionTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let from: ColorSpace, input: SIMD4<Double>, to: ColorSpace, expected: SIMD4<Double>, tolerance: Double
        var testDescription: String { "\(from) \(input) → \(to)" }
    }

    static let rows: [Row] = [
        Row(from: .srgb, input: [1, 0, 0, 0], to: .oklab, expected: [0.627955, 0.224863, 0.125846, 0], tolerance: 1e-5),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .oklch, expected: [0.627955, 0.257683, 29.2339, 0], tolerance: 1e-4),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .lab, expected: [54.2905, 80.8049, 69.891, 0], tolerance: 1e-3),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .lch, expected: [54.2905, 106.8372, 40.8576, 0], tolerance: 1e-3),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .xyzD65, expected: [0.412391, 0.212639, 0.019331, 0], tolerance: 1e-6),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .xyzD50, expected: [0.436066, 0.222493, 0.013924, 0], tolerance: 1e-5),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .displayP3, expected: [0.917488, 0.200287, 0.138561, 0], tolerance: 1e-5),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .rec2020, expected: [0.823464, 0.328429, 0.180339, 0], tolerance: 1e-5),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .a98RGB, expected: [0.858687, 0, 0, 0], tolerance: 1e-4),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .prophotoRGB, expected: [0.702305, 0.275699, 0.103514, 0], tolerance: 1e-4),
        Row(from: .srgb, input: [1, 0, 0, 0], to: .hsl, expected: [0, 1, 0.5, 0], tolerance: 1e-9),
        Row(from: .srgb, input: [1, 0.5, 0, 0], to: .hsb, expected: [30, 1, 1, 0], tolerance: 1e-9),
        Row(from: .srgb, input: [0.2, 0.4, 0.6, 0], to: .hwb, expected: [210, 0.2, 0.4, 0], tolerance: 1e-9),
        Row(from: .srgb, input: [1, 0.5, 0, 0], to: .cmyk, expected: [0, 0.5, 1, 0], tolerance: 1e-9),
        Row(from: .srgb, input: [0.2, 0.4, 0.6, 0], to: .cmyk, expected: [2.0 / 3, 1.0 / 3, 0, 0.4], tolerance: 1e-9),
        Row(from: .hsl, input: [120, 1, 0.25, 0], to: .srgb, expected: [0, 0.5, 0, 0], tolerance: 1e-9),
        Row(from: .hwb, input: [120, 0.6, 0.6, 0], to: .srgb, expected: [0.5, 0.5, 0.5, 0], tolerance: 1e-9),
        Row(from: .oklch, input: [0.7, 0.1, 200, 0], to: .srgb, expected: [0.251831, 0.69425, 0.717064, 0], tolerance: 1e-5),
        Row(from: .lab, input: [50, 0, 0, 0], to: .srgb, expected: [0.466327, 0.466327, 0.466327, 0], tolerance: 1e-4),
    ]

    @Test(arguments: rows)
    func converts(row: Row) {
        let got = row.from.convert(row.input, to: row.to)
        for i in 0..<row.to.channels.count {
            #expect(abs(got[i] - row.expected[i]) <= row.tolerance, "channel \(i): \(got[i]) vs \(row.expected[i])")
        }
    }

    @Test(arguments: ColorSpaces.all)
    func roundTripsThroughEverySpace(space: ColorSpace) {
        let input = SIMD4<Double>(0.3, 0.6, 0.2, 0)
        let there = ColorSpace.srgb.convert(input, to: space)
        let back = space.convert(there, to: .srgb)
        for i in 0..<3 { #expect(abs(back[i] - input[i]) < 1e-9, "\(space) channel \(i)") }
    }

    @Test func grayHasMissingHue() {
        let polar = ColorSpaces.all.filter { $0.hueIndex != nil }
        #expect(polar.count >= 5)
        for space in polar {
            let v = ColorSpace.srgb.convert([0.5, 0.5, 0.5, 0], to: space)
            if space === ColorSpace.cam16JMh || space === ColorSpace.hct {
                // CAM16 without discounting the illuminant gives grays a colorfulness (M 1.47, C 1.90 here) at the
                // white's hue: their hue is a real one.
                #expect(v[1] > 1 && abs(v[space.hueIndex!] - 209.5) < 0.1, "\(space): \(v)")
                continue
            }
            #expect(v[space.hueIndex!].isNaN, "\(space) hue of gray should be missing")
        }
        #expect(!ColorSpace.srgb.convert([0.5, 0.4, 0.4, 0], to: .oklch)[2].isNaN)
    }

    @Test func missingComponentsCarryForwardToAnalogues() {
        // lch(50% 0 none) → oklch: hue stays missing; lightness present.
        let v = ColorSpace.lch.convert([50, 0, .nan, 0], to: .oklch)
        #expect(v[2].isNaN)
        #expect(!v[0].isNaN)
        // rgb(none 0.5 0.5) → display-p3: red is analogous, carried as missing.
        let p3 = ColorSpace.srgb.convert([.nan, 0.5, 0.5, 0], to: .displayP3)
        #expect(p3[0].isNaN && !p3[1].isNaN)
    }

    @Test func namesResolveWithAliases() {
        #expect(ColorSpaces.named("HSV") === ColorSpace.hsb)
        #expect(ColorSpaces.named("rgb") === ColorSpace.srgb)
        #expect(ColorSpaces.named("xyz") === ColorSpace.xyzD65)
        #expect(ColorSpaces.named("nope") == nil)
    }
}

/// The fast cube root behind OKLab is as exact as libm's `cbrt`, measured against
/// the 80-bit `cbrtl` (glibc's double `cbrt` is itself off by an ulp at times: cbrt(27) = 3.0000000000000004).
@Suite("Cube root") struct CubeRootTests {
    @Test func withinOneUlpOfTheExtendedPrecisionRoot() {
        var rng = SeededRandomGenerator(seed: 11)
        var worst = 0.0
        for _ in 0..<200_000 {
            let exponent = Double.random(in: -60...60, using: &rng)
            let x = (Bool.random(using: &rng) ? 1 : -1) * pow(2, exponent) * Double.random(in: 1..<2, using: &rng)
            let exact = cbrtl(Float80(x))
            let ulp = Float80(Double(exact).ulp)
            worst = max(worst, Double(abs(Float80(ColorMath.cubeRoot(x)) - exact) / ulp))
        }
        #expect(worst <= 1, "worst error \(worst) ulp")
    }

    @Test(arguments: [(1.0, 1.0), (-8.0, -2.0), (27.0, 3.0), (0.125, 0.5), (1e-9, 1e-3)])
    func exactCubes(x: Double, root: Double) {
        #expect(ColorMath.cubeRoot(x) == root)
    }

    /// Outside the range the iteration is made for, libm answers.
    @Test(arguments: [0.0, -0.0, Double.leastNormalMagnitude / 4, 1e308, .infinity, -.infinity])
    func edgeCasesGoToLibm(x: Double) {
        #expect(ColorMath.cubeRoot(x) == cbrt(x))
        #expect(ColorMath.cubeRoot(.nan).isNaN)
    }
}
