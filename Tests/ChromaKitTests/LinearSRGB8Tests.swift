import Testing
@testable import ChromaKit

/// The 8-bit facts read off linear-light sRGB channels are what encoding the channels and reading them gives.
@Suite("8-bit facts in linear light") struct LinearSRGB8Tests {
    /// The byte and the grid membership of one channel as `Color.rgb8` and `CSSColor.gridStep` read its encoding.
    static func reference(_ x: Double) -> (byte: UInt8, onGrid: Bool) {
        let encoded = ColorSpace.srgbEncode(x)
        let unit = Swift.min(Swift.max(encoded, 0), 1)
        return (UInt8((unit * 255).rounded()), CSSColor.gridStep(encoded) != nil)
    }

    /// Linear values across the cube, on and right next to every threshold and grid point, around the joint
    /// of the transfer function's two pieces, and just outside the cube.
    static func samples() -> [Double] {
        var random = SeededRandomGenerator(seed: 2041)
        var values: [Double] = [0, 1, 0.0031308, 0.0031308.nextUp, -0.0, 1.0.nextUp, -1e-300, .nan]
        for _ in 0..<200_000 { values.append(Double.random(in: 0...1, using: &random)) }
        for _ in 0..<20_000 { values.append(Double.random(in: 0...0.004, using: &random)) }
        for k in 0...255 {
            let step = Double(k) / 255
            for encoded in [step, step - 0.5 / 255, step + 0.5 / 255, step - 1e-9, step + 1e-9, step - 1.0000001e-9, step + 0.9999999e-9] {
                let linear = ColorSpace.srgbDecodeExact(encoded)
                var x = linear
                for _ in 0..<4 { x = x.nextDown }
                for _ in 0..<9 {
                    values.append(x)
                    x = x.nextUp
                }
                for relative in [1e-12, 1e-10, 1e-9, 2e-9, 1e-8, 1e-6] {
                    values.append(linear * (1 + relative))
                    values.append(linear * (1 - relative))
                }
            }
        }
        return values
    }

    @Test func eachChannelAsItsEncodingReads() {
        var decided = 0, onGrid = 0
        for x in Self.samples() {
            let facts = LinearSRGB8.facts(SIMD4(x, x, x, 0))
            guard let facts else {
                // Undecided only outside the cube or right next to a threshold.
                continue
            }
            decided += 1
            let expected = Self.reference(x)
            #expect(facts.red == expected.byte && facts.isOnGrid == expected.onGrid, "\(x): \(facts) instead of \(expected)")
            if facts.isOnGrid { onGrid += 1 }
        }
        #expect(decided > 200_000)
        #expect(onGrid > 1_000)
    }

    @Test func undecidedOnlyOutsideTheCubeOrNextToAThreshold() {
        var random = SeededRandomGenerator(seed: 2042)
        var undecided = 0
        for _ in 0..<100_000 {
            let x = Double.random(in: 0...1, using: &random)
            if LinearSRGB8.facts(SIMD4(x, x, x, 0)) == nil { undecided += 1 }
        }
        #expect(undecided <= 2)
        #expect(LinearSRGB8.facts(SIMD4(-0.001, 0.5, 0.5, 0)) == nil)
        #expect(LinearSRGB8.facts(SIMD4(0.5, 1.001, 0.5, 0)) == nil)
        #expect(LinearSRGB8.facts(SIMD4(0.5, 0.5, .nan, 0)) == nil)
    }

    @Test func threeChannelsTogether() {
        var random = SeededRandomGenerator(seed: 2043)
        for _ in 0..<20_000 {
            let v = SIMD4(Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random),
                          Double.random(in: 0...1, using: &random), 0)
            guard let facts = LinearSRGB8.facts(v) else { continue }
            let r = Self.reference(v.x), g = Self.reference(v.y), b = Self.reference(v.z)
            #expect(facts == LinearSRGB8.Facts(red: r.byte, green: g.byte, blue: b.byte, isOnGrid: r.onGrid && g.onGrid && b.onGrid))
        }
        // A color on the grid: #3a7bd5 in linear light.
        let grid = ColorSpace.srgbDecode(vector: SIMD4(58.0 / 255, 123.0 / 255, 213.0 / 255, 0))
        #expect(LinearSRGB8.facts(grid) == LinearSRGB8.Facts(red: 58, green: 123, blue: 213, isOnGrid: true))
    }
}
