import ChromaKit

/// Decoding and encoding of JSON string contents (RFC 8259 §7) on bytes.
public enum JSONString {
    /// The value of an ASCII hex digit, or nil.
    @inlinable
    public static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        case 0x41...0x46: return c - 0x41 + 10
        default: return nil
        }
    }

    /// Decodes the raw contents of a string (between its quotes, already validated) into UTF-8 bytes.
    ///
    /// Returns nil for a lone surrogate escape, which has no UTF-8 form.
    public static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= raw.count else { return nil }
            var v: UInt32 = 0
            for k in 0..<4 {
                guard let h = hexValue(raw[at + k]) else { return nil }
                v = v << 4 | UInt32(h)
            }
            return v
        }
        while i < raw.count {
            let c = raw[i]
            guard c == UInt8(ascii: "\\") else {
                out.append(c)
                i += 1
                continue
            }
            guard i + 1 < raw.count else { return nil }
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(i) else { return nil }
                i += 4
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    guard i + 6 <= raw.count, raw[i] == UInt8(ascii: "\\"), raw[i + 1] == UInt8(ascii: "u"),
                          let low = hex4(i + 2), low >= 0xDC00 && low < 0xE000 else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                } else if scalar >= 0xDC00 && scalar < 0xE000 {
                    return nil
                }
                guard let s = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: Array(String(Character(s)).utf8))
            default: out.append(e)
            }
        }
        return out
    }

    /// Appends `text` as a JSON string, quotes included, escaping what RFC 8259 requires
    /// and, as `\uXXXX`, every character `HiddenCharacters` says must not show raw.
    ///
    /// ASCII goes through byte by byte; a multi-byte UTF-8 sequence is
    /// gathered whole, then copied or escaped. Ill-formed bytes are copied.
    package static func append<S: Sequence, Sink: ByteSink>(_ text: S, to out: inout Sink) where S.Element == UInt8 {
        appendEscaping(text, to: &out)
    }

    /// The byte-by-byte loop of `append(_:to:)`.
    @usableFromInline
    static func appendEscaping<S: Sequence, Sink: ByteSink>(_ text: S, to out: inout Sink) where S.Element == UInt8 {
        let digits: StaticString = "0123456789abcdef"
        func appendEscape(_ unit: UInt32) {
            out.appendLiteral("\\u")
            for shift in stride(from: 12, through: 0, by: -4) {
                out.appendByte(digits.utf8Start[Int((unit >> UInt32(shift)) & 0xF)])
            }
        }
        // A multi-byte sequence being gathered: its bytes, and how many it needs.
        var sequence: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        var gathered = 0
        var needed = 0
        func flushSequence() {
            withUnsafeBytes(of: &sequence) { raw in
                let bytes = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: gathered)
                if gathered == needed, let length = UTF8Validation.sequenceLength(bytes, at: 0), length == needed {
                    let value = HiddenCharacters.scalarValue(bytes, at: 0, count: length)
                    if HiddenCharacters.mustEscape(value) {
                        if value >= 0x10000 {
                            let offset = value - 0x10000
                            appendEscape(0xD800 + (offset >> 10))
                            appendEscape(0xDC00 + (offset & 0x3FF))
                        } else {
                            appendEscape(value)
                        }
                        return
                    }
                }
                out.appendBytes(bytes)
            }
            gathered = 0
            needed = 0
        }
        out.appendByte(UInt8(ascii: "\""))
        for c in text {
            if needed > 0 {
                if c & 0xC0 == 0x80 {
                    withUnsafeMutableBytes(of: &sequence) { $0[gathered] = c }
                    gathered += 1
                    if gathered == needed { flushSequence() }
                    continue
                }
                flushSequence()
            }
            switch c {
            case UInt8(ascii: "\""): out.appendLiteral("\\\"")
            case UInt8(ascii: "\\"): out.appendLiteral("\\\\")
            case 0x0A: out.appendLiteral("\\n")
            case 0x0D: out.appendLiteral("\\r")
            case 0x09: out.appendLiteral("\\t")
            case 0..<0x20, 0x7F: appendEscape(UInt32(c))
            case 0xC2...0xF4:
                withUnsafeMutableBytes(of: &sequence) { $0[0] = c }
                gathered = 1
                needed = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
            default: out.appendByte(c)
            }
        }
        if needed > 0 { flushSequence() }
        out.appendByte(UInt8(ascii: "\""))
    }

    /// Appends a Swift string as a JSON string.
    @usableFromInline package static func append<Sink: ByteSink>(_ text: String, to out: inout Sink) {
        var text = text
        text.withUTF8 { append($0, to: &out) }
    }

    /// Appends UTF-8 bytes as a JSON string: `append(_:to:)` for a sequence, with text that needs no
    /// escape (printable ASCII but `"` and `\\`, the usual color text) copied in one piece.
    @inlinable
    package static func append<Sink: ByteSink>(_ text: UnsafeBufferPointer<UInt8>, to out: inout Sink) {
        for c in text where c < 0x20 || c >= 0x7F || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") {
            return appendEscaping(text, to: &out)
        }
        out.appendByte(UInt8(ascii: "\""))
        out.appendBytes(text)
        out.appendByte(UInt8(ascii: "\""))
    }
}

/// UTF-8 well-formedness (Unicode 15 §3.9, table 3-7) on raw bytes.
public enum UTF8Validation {
    /// The length of the well-formed sequence starting at `i`, or nil if it is ill-formed.
    @inlinable
    public static func sequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
        let c = b[i]
        func cont(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + k < b.count && range.contains(b[i + k])
        }
        switch c {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return cont(1) ? 2 : nil
        case 0xE0: return cont(1, 0xA0...0xBF) && cont(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return cont(1) && cont(2) ? 3 : nil
        case 0xED: return cont(1, 0x80...0x9F) && cont(2) ? 3 : nil
        case 0xF0: return cont(1, 0x90...0xBF) && cont(2) && cont(3) ? 4 : nil
        case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : nil
        case 0xF4: return cont(1, 0x80...0x8F) && cont(2) && cont(3) ? 4 : nil
        default: return nil
        }
    }

    /// Whether all of `b` is well-formed UTF-8; if not, the offset of the first bad byte.
    public static func firstInvalidOffset(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i < b.count {
            if b[i] < 0x80 { i += 1; continue }
            guard let n = sequenceLength(b, at: i) else { return i }
            i += n
        }
        return nil
    }
}
