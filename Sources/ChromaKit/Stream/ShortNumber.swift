/// Writes numbers the short way the protocol asks for (DESIGN §4).
///
/// At most `precision` decimals, rounded half away from zero; no trailing
/// zeros, no trailing point, no `-0`, no exponent for ordinary magnitudes.
/// Non-finite values are not numbers in JSON: callers write `null` for a
/// missing component before they get here, and `append` writes `null` for
/// anything else that is not finite rather than emit `NaN` or `Infinity`.
public enum ShortNumber {
    /// Powers of ten up to 10^15, exact in a `Double`.
    @usableFromInline
    static let powersOfTen: [Double] = (0...15).map { p in (0..<p).reduce(1.0) { r, _ in r * 10 } }

    /// Appends the digits of `x` to `out` as ASCII bytes.
    @inlinable
    public static func append<Sink: ByteSink>(_ x: Double, precision: Int, to out: inout Sink) {
        guard x.isFinite else {
            out.appendLiteral("null")
            return
        }
        let p = min(max(precision, 0), 15)
        let scale = powersOfTen[p]
        let scaled = abs(x) * scale
        guard scaled < 9.0e15 else {
            // Too large for exact integer digits at this precision: Swift's shortest form is valid JSON.
            out.appendBytes(Array(String(x).utf8))
            return
        }
        // Half away from zero on the magnitude; a conversion, not a libm call.
        var digits = UInt64(scaled + 0.5)
        if digits == 0 {
            out.appendByte(0x30)
            return
        }
        var fractionDigits = p
        while fractionDigits > 0 && digits % 10 == 0 {
            digits /= 10
            fractionDigits -= 1
        }
        // Render right to left into a small stack buffer, then copy it out once.
        var buffer: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { raw in
            let b = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var i = raw.count
            for _ in 0..<fractionDigits {
                i -= 1
                b[i] = UInt8(truncatingIfNeeded: digits % 10) &+ 0x30
                digits /= 10
            }
            if fractionDigits > 0 {
                i -= 1
                b[i] = 0x2E
            }
            repeat {
                i -= 1
                b[i] = UInt8(truncatingIfNeeded: digits % 10) &+ 0x30
                digits /= 10
            } while digits > 0
            if x < 0 {
                i -= 1
                b[i] = 0x2D
            }
            out.appendBytes(UnsafeBufferPointer(start: b + i, count: raw.count - i))
        }
    }

    /// The short form of `x` as a `String`.
    public static func string(_ x: Double, precision: Int = 6) -> String {
        var bytes: [UInt8] = []
        append(x, precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
