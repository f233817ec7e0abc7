import Glibc
import Testing
@testable import ChromaKit

/// CIE Lab and LCh relative to D65. Published values: coloraide's HyAB distance measured in `lab-d65`
/// (tests/test_distance.py, four decimals) and its DIN99o table, which is built on Lab D65 (`DIN99oTests`).
@Suite("Lab D65 and LCh D65") struct LabD65Tests {
    @Test func coloraidesDistanceInLabD65() throws {
        // (DeltaEHyABOK2And99oTests holds coloraide's whole table from red in Lab D65.)
        // coloraide: Color('red').delta_e('orange', method='hyab', space='lab-d65') == 79.0759 (four decimals).
        let red = try CSSColor.parse("red").converted(to: .labD65).coords
        let orange = try CSSColor.parse("orange").converted(to: .labD65).coords
        // HyAB: |ΔL| + √(Δa² + Δb²).
        let d = red - orange
        #expect(abs(abs(d.x) + (d.y * d.y + d.z * d.z).squareRoot() - 79.0759) <= 0.00005)
    }

    @Test func isLabWithTheD65White() throws {
        // Lab depends on X/Xn, Y/Yn, Z/Zn alone: Lab D65 of a color is Lab (D50) of the color scaled from white to white.
        var random = SeededRandomGenerator(seed: 65)
        for _ in 0..<1_000 {
            let xyz = SIMD4<Double>(.random(in: 0...1, using: &random), .random(in: 0...1, using: &random), .random(in: 0...1.1, using: &random), 0)
            let d65 = ColorSpace.xyzD65.convert(xyz, to: .labD65)
            let viaD50 = ColorSpace.lab.fromBase(xyz / WhitePoint.d65 * WhitePoint.d50)
            for i in 0..<3 { #expect(abs(d65[i] - viaD50[i]) < 1e-11, "\(xyz)") }
        }
        let white = try CSSColor.parse("white").converted(to: .labD65).coords
        #expect(abs(white.x - 100) < 1e-12 && abs(white.y) < 1e-12 && abs(white.z) < 1e-12)
        // sRGB's white is D65's, so its LCh D65 hue is missing, unlike in D50 Lab.
        #expect(try CSSColor.parse("white").converted(to: .lchD65).coords.z.isNaN)
    }

    @Test func colorFunctionReadsPercentagesOfTheReferenceRanges() throws {
        let rows: [(String, String)] = [
            ("color(--lab-d65 50% 50% -50% / 50%)", "color(--lab-d65 50 62.5 -62.5 / 0.5)"),
            ("color(--lab-d65 none none none / none)", "color(--lab-d65 none none none / none)"),
            ("color(--lch-d65 20% 50% 0.25turn)", "color(--lch-d65 20 75 90)"),
        ]
        for (input, expected) in rows {
            #expect(CSSColor.recordString(try CSSColor.parse(input)) == expected, "\(input)")
        }
    }

    @Test func roundTripsThroughXYZ() throws {
        var random = SeededRandomGenerator(seed: 1976)
        for _ in 0..<2_000 {
            let xyz = SIMD4<Double>(.random(in: 0.001...1, using: &random), .random(in: 0.001...1, using: &random),
                                    .random(in: 0.001...1, using: &random), 0)
            for space in [ColorSpace.labD65, .lchD65] {
                let back = space.convert(ColorSpace.xyzD65.convert(xyz, to: space), to: .xyzD65)
                for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-12, "\(space.id) \(xyz)") }
            }
        }
    }
}
