import Testing
@testable import ChromaKit

@Suite("ShortNumber") struct ShortNumberTests {
    @Test(arguments: [
        (0.0, 6, "0"), (-0.0, 6, "0"), (1.0, 6, "1"), (0.5, 6, "0.5"), (-0.25, 6, "-0.25"),
        (0.1234567, 6, "0.123457"), (0.0000004, 6, "0"), (-0.0000004, 6, "0"), (0.0000005, 6, "0.000001"),
        (29.2338851923426, 6, "29.233885"), (123456.7, 2, "123456.7"), (100.0, 6, "100"), (1.005, 0, "1"),
        (0.999_999_9, 6, "1"), (255.0, 0, "255"), (0.05, 1, "0.1"), (0.06, 3, "0.06"),
        (Double.nan, 6, "null"), (Double.infinity, 6, "null"), (1e300, 6, "1e+300"),
    ] as [(Double, Int, String)])
    func formats(value: Double, precision: Int, expected: String) {
        #expect(ShortNumber.string(value, precision: precision) == expected)
    }
}

extension ShortNumberTests {
    /// Every digit count and decimal position, against Swift's own rounding and printing.
    @Test func agreesWithReferenceFormatting() {
        var rng = SeededRandomGenerator(seed: 7)
        for _ in 0..<20_000 {
            let magnitude = Double(Int.random(in: -8...12, using: &rng))
            let x = Double.random(in: -1...1, using: &rng) * pow(10, magnitude)
            let precision = Int.random(in: 0...9, using: &rng)
            #expect(ShortNumber.string(x, precision: precision) == reference(x, precision: precision), "\(x) p=\(precision)")
        }
    }

    /// Formats by rounding the scaled magnitude and trimming zeros: the plain, slow way.
    func reference(_ x: Double, precision: Int) -> String {
        let scale = pow(10, Double(precision))
        if abs(x) * scale >= 9e15 { return String(x) }  // beyond exact integer digits: Swift's shortest form
        let digits = UInt64(abs(x) * scale + 0.5)
        if digits == 0 { return "0" }
        var text = String(digits)
        if precision > 0 {
            if text.count <= precision { text = String(repeating: "0", count: precision - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -precision))
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return (x < 0 ? "-" : "") + text
    }
}
