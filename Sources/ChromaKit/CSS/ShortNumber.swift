/// Writes numbers the short way the protocol asks for (man/chromatools.7, NUMBERS).
///
/// At most `precision` decimals, rounded half away from zero; no trailing
/// zeros, no trailing point, no `-0`, and never an exponent: every finite
/// double, up to 1.8 × 10^308, is written out in plain decimal digits.
/// Non-finite values are not numbers in JSON: callers write `null` for a
/// missing component before they get here, and `append` writes `null` for
/// anything else that is not finite rather than emit `NaN` or `Infinity`.
///
/// This runs several times per record on the streaming hot path, so it
/// renders two digits at a time from a table into a stack buffer and hands
/// the sink one copy.
@usableFromInline package enum ShortNumber {
    /// 10^p for p in 0…15, all exact in a `Double`.
    @inlinable
    static func powerOfTen(_ p: Int) -> Double {
        switch p {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        default: return 1e15
        }
    }

    /// 10^p as an integer for p in 0…16.
    @inlinable
    static func integerPowerOfTen(_ p: Int) -> UInt64 {
        switch p {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        case 6: return 1_000_000
        case 7: return 10_000_000
        case 8: return 100_000_000
        case 9: return 1_000_000_000
        case 10: return 10_000_000_000
        case 11: return 100_000_000_000
        case 12: return 1_000_000_000_000
        case 13: return 10_000_000_000_000
        case 14: return 100_000_000_000_000
        case 15: return 1_000_000_000_000_000
        default: return 10_000_000_000_000_000
        }
    }

    /// "00", "01", … "99": two digits per lookup.
    @usableFromInline
    static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// The most bytes `write` produces.
    @usableFromInline package static let maximumLength = 40

    /// The most bytes any number takes: a sign, the 309 integer digits of
    /// `Double.greatestFiniteMagnitude`, a point and 15 decimals.
    @usableFromInline package static let longestForm = 1 + 309 + 1 + 15

    /// Appends the digits of `x` to `out` as ASCII bytes.
    @inlinable
    package static func append<Sink: ByteSink>(_ x: Double, precision: Int, to out: inout Sink) {
        out.appendNumber(x, precision: precision)
    }

    /// Writes the short form of `x` at `target` (room for `maximumLength` bytes); returns
    /// how many bytes it wrote, or nil when `x` is too large for this fixed-size path
    /// (10^15 and more once scaled by 10^precision): the caller then uses `appendLarge`.
    @inlinable
    package static func write(_ x: Double, precision: Int, to target: UnsafeMutablePointer<UInt8>) -> Int? {
        // The default precision first, before any other check: NaN and infinities fail
        // `scaled < 1.0e15` and fall through to the general path, which writes `null`.
        if precision == 6 {
            let scaled = abs(x) * 1e6
            // Through `Int64`: the same integer (the value is below 10^15), with fewer range checks than `UInt64`'s conversion.
            if scaled < 1.0e15 { return writeSixDecimals(UInt64(bitPattern: Int64(scaled + 0.5)), negative: x < 0, to: target) }
        }
        return writeGeneral(x, precision: precision, to: target)
    }

    /// Writes `x` with six decimals at `at` and moves past it, as `write` does at precision 6;
    /// false, writing nothing that counts, for what that path leaves to the general writer (10^9 and
    /// more, not finite).
    @inlinable @inline(__always)
    package static func writeSixDecimals(_ x: Double, at: inout UnsafeMutablePointer<UInt8>) -> Bool {
        let scaled = abs(x) * 1e6
        guard scaled < 1.0e15 else { return writeNull(x, at: &at) }
        at += writeSixDecimals(wholePart(scaled + 0.5), negative: x < 0, to: at)
        return true
    }

    /// Writes `x` rounded to a whole number at `at` and moves past it, as `write` does at
    /// precision 0 (half away from zero, no `-0`); false for what it leaves to the general writer.
    @inlinable @inline(__always)
    package static func writeWholeNumber(_ x: Double, at: inout UnsafeMutablePointer<UInt8>) -> Bool {
        let magnitude = abs(x)
        guard magnitude < 1.0e9 else { return writeNull(x, at: &at) }
        let n = wholePart(magnitude + 0.5)
        if n == 0 {
            at.pointee = UInt8(ascii: "0")
            at += 1
            return true
        }
        if x < 0 {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        at += writeInteger(n, to: at)
        return true
    }

    /// ⌊v⌋ for 0 ≤ v < 2^52: `UInt64(v)` without a conversion's range checks. Adding 2^52 leaves one unit in
    /// the last place, so the sum is v rounded to an integer (IEEE 754-2008 §4.3.1) plus 2^52, and its
    /// significand bits are that integer; one less where the rounding went up.
    @inlinable @inline(__always)
    package static func wholePart(_ v: Double) -> UInt64 {
        let shifted = v + 0x1p52
        let rounded = shifted.bitPattern &- (0x1p52 as Double).bitPattern
        return shifted - 0x1p52 > v ? rounded &- 1 : rounded
    }

    /// Writes `null` for a value that is not finite (a missing component), as `write` does,
    /// and moves past it; false, writing nothing, for a finite one.
    @inlinable @inline(never)
    package static func writeNull(_ x: Double, at: inout UnsafeMutablePointer<UInt8>) -> Bool {
        guard !x.isFinite else { return false }
        UnsafeMutableRawPointer(at).storeBytes(of: UInt32(0x6C6C_756E).littleEndian, as: UInt32.self)  // "null"
        at += 4
        return true
    }

    /// `write` for any precision and for the values the six-decimal path leaves (non-finite, huge),
    /// kept out of line so that the common path stays small.
    @usableFromInline
    static func writeGeneral(_ x: Double, precision: Int, to target: UnsafeMutablePointer<UInt8>) -> Int? {
        guard x.isFinite else {
            target[0] = 0x6E; target[1] = 0x75; target[2] = 0x6C; target[3] = 0x6C  // null
            return 4
        }
        let p = min(max(precision, 0), 15)
        let scaled = abs(x) * powerOfTen(p)
        if p == 6 && scaled < 1.0e15 { return writeSixDecimals(UInt64(scaled + 0.5), negative: x < 0, to: target) }
        guard scaled < 9.0e15 else { return nil }
        // Half away from zero on the magnitude; a conversion, not a libm call.
        var digits = UInt64(scaled + 0.5)
        if digits == 0 {
            target[0] = 0x30
            return 1
        }
        var fractionDigits = p
        while fractionDigits >= 2 && digits % 100 == 0 {
            digits /= 100
            fractionDigits -= 2
        }
        if fractionDigits >= 1 && digits % 10 == 0 {
            digits /= 10
            fractionDigits -= 1
        }
        // Decimal digits from the binary length (log10(2) ≈ 1233/4096), corrected by one comparison.
        var digitCount = ((64 - digits.leadingZeroBitCount) &* 1233) >> 12
        if digits >= integerPowerOfTen(digitCount) { digitCount += 1 }
        let integerCount = max(digitCount - fractionDigits, 1)
        let negative = x < 0
        let length = (negative ? 1 : 0) + integerCount + (fractionDigits > 0 ? fractionDigits + 1 : 0)
        var end = length
        // Fraction digits, then the point, then the integer digits (at least one).
        writeDigits(&digits, count: fractionDigits, endingAt: &end, in: target)
        if fractionDigits > 0 {
            end -= 1
            target[end] = 0x2E
        }
        writeDigits(&digits, count: integerCount, endingAt: &end, in: target)
        if negative { target[0] = 0x2D }
        return length
    }

    /// Whether `write` writes every number from `low` to `high` (both nonnegative) with the same
    /// digits at `precision` decimals: it writes the digits of ⌊x·10^p + 0.5⌋ (half away from zero),
    /// computed in doubles, and each step of that is monotonic, so the two ends decide for all between.
    static func writesAlike(_ low: Double, _ high: Double, precision: Int) -> Bool {
        let scale = powerOfTen(min(max(precision, 0), 15))
        let scaledHigh = high * scale
        guard scaledHigh < 1e15 else { return false }
        return UInt64(low * scale + 0.5) == UInt64(scaledHigh + 0.5)
    }

    /// The default precision's path: `n` is the magnitude in millionths (below 10^15); the
    /// divisions are by constants, and trailing zeros are trimmed from the written text.
    ///
    /// Writes up to 8 bytes past the returned length (within `maximumLength`): the
    /// fraction goes out as one 8-byte store of the point and six digits, its
    /// trailing zeros counted from the digits' bytes rather than trimmed one by one.
    @inlinable @inline(__always)
    package static func writeSixDecimals(_ n: UInt64, negative: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if n == 0 {
            target[0] = 0x30
            return 1
        }
        let integer = n / 1_000_000
        let fraction = UInt32(truncatingIfNeeded: n &- integer &* 1_000_000)
        target[0] = 0x2D  // the sign, written over by the first digit when there is none
        var length = negative ? 1 : 0
        length += writeInteger(integer, to: target + length)
        guard fraction != 0 else { return length }
        let digits = sixDigits(fraction)
        // The digits are bytes 0…5, most significant first; zero digits at the end are zero bytes at the top.
        let trailingZeros = (digits &<< 16).leadingZeroBitCount &>> 3
        let text = 0x2E | ((digits | 0x3030_3030_3030) &<< 8)
        UnsafeMutableRawPointer(target + length).storeBytes(of: text.littleEndian, as: UInt64.self)
        return length &+ 7 &- trailingZeros
    }

    /// The six decimal digits of `fraction` (below 10^6) as the values 0…9 in bytes 0…5 of the
    /// result, most significant first (in memory order once stored little-endian).
    ///
    /// Three pairs of digits by division by constants, then each pair split into tens and ones in
    /// its own 16-bit lane: ⌊x · 103 / 1024⌋ = ⌊x / 10⌋ for x ≤ 99, and x · 103 < 2^16, so no lane
    /// carries into its neighbour (the bits that the shift brings down from the next lane are masked off).
    @inlinable @inline(__always)
    static func sixDigits(_ fraction: UInt32) -> UInt64 {
        let high = fraction / 10_000
        let rest = fraction &- high &* 10_000
        let middle = rest / 100
        let low = rest &- middle &* 100
        let pairs = UInt64(high) | UInt64(middle) &<< 16 | UInt64(low) &<< 32
        let tens = ((pairs &* 103) &>> 10) & 0x000F_000F_000F
        let ones = pairs &- tens &* 10
        return tens | ones &<< 8
    }

    /// Writes the decimal digits of `integer` (below 10^10) at `target`; returns how many.
    ///
    /// One, two and three digits, the integer parts of channels, hues and Lab's lightness, are
    /// written directly; longer ones are counted, then written right to left.
    @inlinable @inline(__always)
    package static func writeInteger(_ integer: UInt64, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if integer < 10 {
            target[0] = UInt8(truncatingIfNeeded: integer) &+ 0x30
            return 1
        }
        let pairs = digitPairs.utf8Start
        if integer < 100 {
            let pair = Int(truncatingIfNeeded: integer) &* 2
            target[0] = pairs[pair]
            target[1] = pairs[pair + 1]
            return 2
        }
        if integer < 1000 {
            let hundreds = integer / 100
            let pair = Int(truncatingIfNeeded: integer &- hundreds &* 100) &* 2
            target[0] = UInt8(truncatingIfNeeded: hundreds) &+ 0x30
            target[1] = pairs[pair]
            target[2] = pairs[pair + 1]
            return 3
        }
        var digitCount = 4
        var bound: UInt64 = 10_000
        while integer >= bound && digitCount < 10 {
            bound &*= 10
            digitCount += 1
        }
        var digits = integer
        var end = digitCount
        writeDigits(&digits, count: digitCount, endingAt: &end, in: target)
        return digitCount
    }

    /// Writes the low `count` decimal digits of `digits` right to left, two at a time, ending before `end`.
    @inlinable
    static func writeDigits(_ digits: inout UInt64, count: Int, endingAt end: inout Int, in target: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var remaining = count
        while remaining >= 2 {
            let pair = Int(truncatingIfNeeded: digits % 100) &* 2
            digits /= 100
            end -= 2
            target[end] = pairs[pair]
            target[end + 1] = pairs[pair + 1]
            remaining -= 2
        }
        if remaining == 1 {
            end -= 1
            target[end] = UInt8(truncatingIfNeeded: digits % 10) &+ 0x30
            digits /= 10
        }
    }

    /// Appends the short form of a finite `x` of any magnitude, digit for digit exact.
    ///
    /// The slow path behind `write` for magnitudes of about 9 and more whose
    /// scaled value does not fit the fast path. A finite double is
    /// `significand × 2^exponent` with a 53-bit significand (IEEE 754-2008,
    /// §3.4): with a positive exponent it is an integer, whose decimal digits
    /// come from doubling a base-10^9 number; with a negative one the integer
    /// part is a shift of the significand and the fraction, rounded to
    /// `precision` decimals half away from zero, is computed exactly in 128 bits.
    @usableFromInline package static func appendLarge<Sink: ByteSink>(_ x: Double, precision: Int, to out: inout Sink) {
        guard x.isFinite else {
            out.appendLiteral("null")
            return
        }
        let p = min(max(precision, 0), 15)
        let magnitude = x.magnitude
        guard magnitude >= 1 else {
            // Never reached from `write` (small values fit the fast path); kept total for direct callers.
            out.appendNumber(x, precision: p)
            return
        }
        let significand = magnitude.significandBitPattern | (UInt64(1) << 52)
        let shift = Int(magnitude.exponent) - 52
        var integerDigits: [UInt8]
        var fraction: UInt64 = 0
        if shift >= 0 {
            integerDigits = decimalDigits(of: significand, timesPowerOfTwo: shift)
        } else {
            let bits = -shift
            var integer = significand >> UInt64(bits)
            let remainder = significand & ((UInt64(1) << UInt64(bits)) - 1)
            let scale = integerPowerOfTen(p)
            let half = UInt128(1) << UInt128(bits - 1)
            fraction = UInt64((UInt128(remainder) * UInt128(scale) + half) >> UInt128(bits))
            if fraction == scale {
                integer += 1
                fraction = 0
            }
            integerDigits = Array(String(integer).utf8)
        }
        if x < 0 { out.appendByte(UInt8(ascii: "-")) }
        integerDigits.withUnsafeBufferPointer { out.appendBytes($0) }
        guard fraction != 0 else { return }
        var fractionDigits = Array(String(fraction).utf8)
        fractionDigits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: p - fractionDigits.count), at: 0)
        while fractionDigits.last == UInt8(ascii: "0") { fractionDigits.removeLast() }
        out.appendByte(UInt8(ascii: "."))
        fractionDigits.withUnsafeBufferPointer { out.appendBytes($0) }
    }

    /// The decimal digits of `value × 2^power`, most significant first.
    ///
    /// The number is kept in base 10^9 limbs, least significant first, and
    /// doubled up to 29 bits at a time: a limb below 10^9 < 2^30 shifted by 29
    /// bits still fits 64 bits.
    static func decimalDigits(of value: UInt64, timesPowerOfTwo power: Int) -> [UInt8] {
        let base: UInt64 = 1_000_000_000
        var limbs: [UInt64] = []
        var rest = value
        repeat {
            limbs.append(rest % base)
            rest /= base
        } while rest > 0
        var remaining = power
        while remaining > 0 {
            let step = UInt64(min(remaining, 29))
            var carry: UInt64 = 0
            for i in limbs.indices {
                let shifted = (limbs[i] << step) + carry
                limbs[i] = shifted % base
                carry = shifted / base
            }
            while carry > 0 {
                limbs.append(carry % base)
                carry /= base
            }
            remaining -= Int(step)
        }
        var digits = Array(String(limbs[limbs.count - 1]).utf8)
        for limb in limbs.dropLast().reversed() {
            let text = Array(String(limb).utf8)
            digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 9 - text.count))
            digits.append(contentsOf: text)
        }
        return digits
    }

    /// The short form of `x` as a `String`.
    @usableFromInline package static func string(_ x: Double, precision: Int = 6) -> String {
        var bytes: [UInt8] = []
        append(x, precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
