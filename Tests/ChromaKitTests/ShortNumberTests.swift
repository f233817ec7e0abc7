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
