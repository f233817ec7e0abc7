import Testing
@testable import ChromaKit

/// The 8-bit grid test of serialization finds the same steps as rounding does.
@Suite("CSS serializer: the 8-bit grid") struct CSSGridStepTests {
    /// The step as the definition reads: the nearest k by rounding, kept when within the tolerance of k/255.
    static func reference(_ value: Double) -> UInt8? {
        guard value.isFinite else { return nil }
        let step = (value * 255).rounded()
        guard step >= 0, step <= 255, abs(value - step / 255) <= CSSColor.gridTolerance else { return nil }
        return UInt8(step)
    }

    @Test func everyStepItsNeighboursAndTheHalvesBetweenGiveTheSameAnswer() {
        var values: [Double] = [.nan, .infinity, -.infinity, -0.0, 0, 1, -1e-12, 1 + 1e-12, -0.5 / 255, 255.5 / 255, 2, -2]
        for k in 0...256 {
            let center = Double(k) / 255
            for offset in [0, 1e-10, -1e-10, 9e-10, -9e-10, 1e-9, -1e-9, 1.1e-9, -1.1e-9, 1e-7, 0.5 / 255, -0.5 / 255] {
                values.append(center + offset)
                values.append((center + offset).nextUp)
                values.append((center + offset).nextDown)
            }
        }
        var random = SeededRandomGenerator(seed: 255)
        for _ in 0..<20_000 { values.append(Double.random(in: -0.1...1.1, using: &random)) }
        for value in values {
            #expect(CSSColor.gridStep(value) == Self.reference(value), "\(value)")
        }
    }
}
