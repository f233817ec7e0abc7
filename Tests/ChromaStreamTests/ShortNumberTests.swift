import Glibc
import Testing
@testable import ChromaKit
import ChromaRuntime

@Suite("ShortNumber") struct ShortNumberTests {
    @Test(arguments: [
        (0.0, 6, "0"), (-0.0, 6, "0"), (1.0, 6, "1"), (0.5, 6, "0.5"), (-0.25, 6, "-0.25"),
        (0.1234567, 6, "0.123457"), (0.0000004, 6, "0"), (-0.0000004, 6, "0"), (0.0000005, 6, "0.000001"),
        (29.2338851923426, 6, "29.233885"), (123456.7, 2, "123456.7"), (100.0, 6, "100"), (1.005, 0, "1"),
        (0.999_999_9, 6, "1"), (255.0, 0, "255"), (0.05, 1, "0.1"), (0.06, 3, "0.06"),
        (Double.nan, 6, "null"), (Double.infinity, 6, "null")
    ] as [(Double, Int, String)])
    func formats(value: Double, precision: Int, expected: String) {
        #expect(ShortNumber.string(value, precision: precision) == expected)
    }
}

extension ShortNumberTests {
    /// Magnitudes past the fast path's 10^15 scaled digits: exact decimals, never an exponent or a trailing `.0`.
    ///
    /// The expected strings are the exact binary values rounded half away from
    /// zero, from Python's `decimal` module with 400 digits of precision.
    @Test(arguments: [
        (120.0, 15, "120"), (-120.5, 15, "-120.5"), (0.1, 15, "0.1"), (100, 15, "100"),
        (29.2338851923426, 15, "29.233885192342601"),
        (12345.678901234567, 15, "12345.678901234567093"),
        (-1.0671469120363144e+21, 6, "-1067146912036314415104"),
        (9e15, 0, "9000000000000000"), (9007199254740992.0, 0, "9007199254740992"),
        (9007199254740991.0, 6, "9007199254740991"),
        (4503599627370495.5, 0, "4503599627370496"), (4503599627370495.5, 1, "4503599627370495.5"),
        (123456789.12345679, 9, "123456789.123456791"), (-1e16, 3, "-10000000000000000"),
        (999999999.9999999, 6, "1000000000"), (9.999999999999998, 15, "9.999999999999998"),
        (1e300, 6, "1000000000000000052504760255204420248704468581108159154915854115511802457988908195786371375080447864043704443832883878176942523235360430575644792184786706982848387200926575803737830233794788090059368953234970799945081119038967640880074652742780142494579258788820056842838115669472196386865459400540160"),
        (Double.greatestFiniteMagnitude, 6, "179769313486231570814527423731704356798070567525844996598917476803157260780028538760589558632766878171540458953514382464234321326889464182768467546703537516986049910576551282076245490090389328944075868508455133942304583236903222948165808559332123348274797826204144723168738177180919299881250404026184124858368"),
    ] as [(Double, Int, String)])
    func formatsExtremesExactly(value: Double, precision: Int, expected: String) {
        #expect(ShortNumber.string(value, precision: precision) == expected)
        let buffer = ByteBuffer()
        buffer.appendNumber(value, precision: precision)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected, "ByteBuffer")
    }

    /// Any finite double at any precision: plain digits that read back as the value rounded to that precision.
    @Test func everyFiniteDoubleIsPlainDecimal() {
        var rng = SeededRandomGenerator(seed: 11)
        for _ in 0..<5_000 {
            let x = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng))
            guard x.isFinite else { continue }
            let precision = Int.random(in: 0...15, using: &rng)
            let text = ShortNumber.string(x, precision: precision)
            #expect(text.allSatisfy { $0.isNumber || $0 == "-" || $0 == "." }, "\(x) p=\(precision): \(text)")
            #expect(!text.hasSuffix(".0") && !text.hasSuffix("."), "\(x) p=\(precision): \(text)")
            #expect(text.count <= ShortNumber.longestForm)
            if x.magnitude >= 9007199254740992 {
                #expect(Double(text) == x, "an integer-valued double reads back: \(x) \(text)")
            } else if let back = Double(text) {
                #expect((back - x).magnitude <= pow(10, -Double(precision)) + x.ulp, "\(x) p=\(precision): \(text)")
            }
        }
    }

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
        if abs(x) * scale >= 9e15 { return ShortNumber.string(x, precision: precision) }  // the exact path, tested above
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

extension ShortNumberTests {
    /// The six-decimal writer, which stores the point and six digits in one word and counts the trailing
    /// zeros, against the writer it replaced (`previousSixDecimals`, which wrote the digits one pair at a
    /// time and trimmed the zeros one by one): every boundary of the integer part's length, rounding that
    /// carries into the integer part, the largest value the path takes, and random values.
    @Test func sixDecimalsAsBefore() {
        var values: [Double] = [0, -0.0, 1e-7, -1e-7, 4.999999e-7, 5e-7, -5e-7, 0.9999994, 0.9999995, -0.9999995,
                                9.9999995, 99.9999995, 999.9999995, 9999.9999995, 0.000001, 0.00001, 0.1, 0.100001, 0.5,
                                1, 10, 100, 1000, 10_000, 123_456_789.987654, 999_999_999.999999, 999_999_999.9999994,
                                -999_999_999.9999994, 0.000_010_5, 0.010_000_4, 360, 359.9999996, 29.2338851923426]
        var random = SeededRandomGenerator(seed: 61)
        for _ in 0..<20_000 {
            let magnitude = Double(Int.random(in: -7...9, using: &random))
            values.append(Double.random(in: -1...1, using: &random) * pow(10, magnitude))
            values.append(Double(Int.random(in: 0...999_999_999, using: &random)) / 1e6)
        }
        for x in values where abs(x) * 1e6 < 1e15 {
            let n = UInt64(abs(x) * 1e6 + 0.5)
            let expected = previousSixDecimals(n, negative: x < 0)
            #expect(ShortNumber.string(x, precision: 6) == expected, "\(x)")
            let buffer = ByteBuffer()
            buffer.appendNumber(x, precision: 6)
            #expect(String(decoding: buffer.bytes, as: UTF8.self) == expected, "\(x) ByteBuffer")
        }
    }

    /// The six-decimal path as it was written before: pairs of digits from the table, zeros trimmed one by one.
    func previousSixDecimals(_ n: UInt64, negative: Bool) -> String {
        if n == 0 { return "0" }
        let pairs = Array("00010203040506070809101112131415161718192021222324252627282930313233343536373839"
            + "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
            + "8081828384858687888990919293949596979899").map { UInt8($0.asciiValue!) }
        var integer = n / 1_000_000
        let fraction = UInt32(truncatingIfNeeded: n - integer * 1_000_000)
        var bytes: [UInt8] = negative ? [0x2D] : []
        var integerDigits: [UInt8] = []
        repeat {
            integerDigits.insert(UInt8(integer % 10) + 0x30, at: 0)
            integer /= 10
        } while integer > 0
        bytes += integerDigits
        guard fraction != 0 else { return String(decoding: bytes, as: UTF8.self) }
        bytes.append(0x2E)
        let high = Int(fraction / 10_000), rest = Int(fraction % 10_000)
        for pair in [high, rest / 100, rest % 100] { bytes += [pairs[pair * 2], pairs[pair * 2 + 1]] }
        while bytes.last == 0x30 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
