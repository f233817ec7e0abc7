/// Byte classes of the CSS tokenizer (CSS Syntax 3 §4.2 "Definitions"), on raw UTF-8.
///
/// Every byte of a multi-byte UTF-8 sequence is ≥ 0x80 and counts as a name
/// character ("non-ASCII code point"), so invalid UTF-8 is scanned like any
/// other name and rejected later by a lookup, never decoded here.
enum ASCII {
    /// The byte folded to ASCII lowercase; other bytes unchanged.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Whether the byte is `0`–`9`.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// The value of a hex digit, or nil.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        if byte &- 0x30 < 10 { return byte &- 0x30 }
        let folded = byte | 0x20
        if folded &- 0x61 < 6 { return folded &- 0x61 &+ 10 }
        return nil
    }

    /// The value of the six hex digits at `start` (`#rrggbb` without its `#`), or nil when one of them is no
    /// hex digit.
    ///
    /// Each digit is looked up in `hexDigitValues`, and the six lookups are checked together at the end,
    /// so a color whose digits mix figures and letters at random costs no mispredicted branch. The caller
    /// has checked that the six bytes are there.
    @inline(__always)
    static func sixHexDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt32? {
        var value: UInt32 = 0
        var seen: UInt8 = 0
        for i in 0..<6 {
            let digit = hexDigitValues[Int(bytes[start &+ i])]
            seen |= digit
            value = value << 4 | UInt32(digit)
        }
        return seen < 16 ? value : nil
    }

    /// The value of each byte as a hex digit, 16 for a byte that is none (`0`–`9`, `A`–`F`, `a`–`f`; CSS
    /// Color 4 §5.2). Written out, so that the table is laid down when compiled and reading it needs no
    /// lazy-initialization check (a test checks it against `hexValue(_:)`).
    static let hexDigitValues: [UInt8] = [
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x00
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x10
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x20
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 16, 16, 16, 16, 16,  // 0x30
        16, 10, 11, 12, 13, 14, 15, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x40
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x50
        16, 10, 11, 12, 13, 14, 15, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x60
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x70
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x80
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0x90
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0xA0
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0xB0
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0xC0
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0xD0
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0xE0
        16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,  // 0xF0
    ]

    /// CSS whitespace: space, tab, line feed, carriage return, form feed (CSS Syntax 3 §4.2).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        // One bit per whitespace byte, all below 64: one shift and test instead of five comparisons.
        let whitespace: UInt64 = 1 << 0x20 | 1 << 0x09 | 1 << 0x0A | 1 << 0x0D | 1 << 0x0C
        return byte < 64 && whitespace >> UInt64(byte) & 1 != 0
    }

    /// A name-start code point: a letter, `_`, or non-ASCII (CSS Syntax 3 §4.2).
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == 0x5F || byte >= 0x80
    }

    /// A name code point: a name-start code point, a digit or `-` (CSS Syntax 3 §4.2).
    @inline(__always)
    static func isName(_ byte: UInt8) -> Bool {
        // One bit per ASCII byte, set for `-`, `0`–`9` (bytes 0–63), `A`–`Z`, `_`, `a`–`z` (bytes 64–127).
        let low: UInt64 = 1 << 0x2D | 0x3FF << 0x30
        let high: UInt64 = 0x3FF_FFFF << (0x41 - 64) | 1 << (0x5F - 64) | 0x3FF_FFFF << (0x61 - 64)
        if byte >= 0x80 { return true }
        return (byte < 64 ? low : high) >> UInt64(byte & 63) & 1 != 0
    }

    static let hash: UInt8 = 0x23, percent: UInt8 = 0x25, openParen: UInt8 = 0x28, closeParen: UInt8 = 0x29
    static let plus: UInt8 = 0x2B, comma: UInt8 = 0x2C, minus: UInt8 = 0x2D, period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
}

/// A cursor over the UTF-8 bytes of one CSS color, with the few token rules colors need.
///
/// It follows the CSS Syntax 3 tokenizer (§4.3) for identifiers, numbers,
/// percentages and dimensions, without escapes or comments, which colors
/// written on a command line or in a record do not use. Positions are byte
/// offsets into the whole input, so errors point at the original text.
struct CSSScanner {
    /// The whole input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position: Int
    /// One past the last byte to read (trailing whitespace excluded after `trimWhitespace`).
    var end: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.position = 0
        self.end = bytes.count
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= end }

    /// The byte at `position + ahead`, or nil past the end.
    @inline(__always)
    func peek(_ ahead: Int = 0) -> UInt8? {
        let index = position + ahead
        return index < end ? bytes[index] : nil
    }

    /// The byte at an absolute index, or nil past the end.
    @inline(__always)
    func byte(at index: Int) -> UInt8? {
        index < end ? bytes[index] : nil
    }

    /// Drops leading and trailing whitespace from the part still to read.
    mutating func trimWhitespace() {
        skipWhitespace()
        while end > position && ASCII.isWhitespace(bytes[end - 1]) { end -= 1 }
    }

    /// Moves past any whitespace.
    @inline(__always)
    mutating func skipWhitespace() {
        var index = position
        while index < end && ASCII.isWhitespace(bytes[index]) { index += 1 }
        position = index
    }

    /// Whether an identifier starts at `index` (CSS Syntax 3 §4.3.9, without escapes).
    @inline(__always)
    func startsIdentifier(at index: Int) -> Bool {
        guard let first = byte(at: index) else { return false }
        if ASCII.isNameStart(first) { return true }
        guard first == ASCII.minus, let second = byte(at: index + 1) else { return false }
        return ASCII.isNameStart(second) || second == ASCII.minus
    }

    /// Whether a number starts at `index` (CSS Syntax 3 §4.3.10).
    @inline(__always)
    func startsNumber(at index: Int) -> Bool {
        guard var first = byte(at: index) else { return false }
        var next = index + 1
        if first == ASCII.plus || first == ASCII.minus {
            guard let afterSign = byte(at: next) else { return false }
            first = afterSign
            next += 1
        }
        if ASCII.isDigit(first) { return true }
        guard first == ASCII.period, let afterPoint = byte(at: next) else { return false }
        return ASCII.isDigit(afterPoint)
    }

    /// Consumes a run of name code points and returns its byte range.
    mutating func scanName() -> Range<Int> {
        let start = position
        while position < end && ASCII.isName(bytes[position]) { position += 1 }
        return start..<position
    }

    /// A name as `scanPackedName()` reads it: where it is, and its bytes folded to ASCII lowercase and packed.
    struct PackedName {
        /// Where the name is.
        let range: Range<Int>
        /// The bytes folded to ASCII lowercase, packed first byte highest; of a name longer than 8 bytes, its last 8.
        let word: UInt64

        /// The name packed as `packedLowercase(_:)` packs it; nil past 8 bytes.
        @inline(__always)
        var packed: UInt64? { range.count <= 8 ? word : nil }
    }

    /// Consumes a run of name code points, as `scanName()` does, and packs it: one pass over the bytes for a
    /// name that is then looked up by its packed word (`packedLowercase(_:)`).
    ///
    /// A name of fewer than 8 bytes is found in one 8-byte word, its bytes classed all at once
    /// (`nameBytes(in:)`), so that its length costs no branch per byte (nor a mispredicted one where the
    /// name ends: keywords of one letter and function names of five alternate); a longer name, or an input
    /// of fewer than 8 bytes, is read byte by byte.
    @inline(__always)
    mutating func scanPackedName() -> PackedName {
        let start = position
        if let word = eightBytes(at: start) {
            let notName = ~Self.nameBytes(in: word) & Self.highBits
            if notName != 0 {
                let length = notName.trailingZeroBitCount >> 3
                let name = word & ((1 << UInt64(8 * length)) &- 1)
                let ascii = name & ~Self.highBits
                let upper = Self.lanes(ascii, atLeast: 0x41) & ~Self.lanes(ascii, atLeast: 0x5B) & ~name & Self.highBits
                let folded = name | upper >> 2
                position = start + length
                return PackedName(range: start..<position, word: folded.byteSwapped >> UInt64(64 - 8 * length))
            }
        }
        var index = start
        var word: UInt64 = 0
        while index < end {
            let byte = bytes[index]
            guard ASCII.isName(byte) else { break }
            word = word << 8 | UInt64(ASCII.lowercased(byte))
            index += 1
        }
        position = index
        return PackedName(range: start..<index, word: word)
    }

    /// The bit of each byte of a word that holds 8 bytes.
    static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// The 8 bytes from `index` in one word, the byte at `index` lowest, each byte at or past `end` 0; nil
    /// when fewer than 8 bytes come before `end`, or `index` is past it.
    @inline(__always)
    func eightBytes(at index: Int) -> UInt64? {
        guard end >= 8, index < end, let base = bytes.baseAddress else { return nil }
        if index + 8 <= end { return UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian }
        let last = UnsafeRawPointer(base + (end - 8)).loadUnaligned(as: UInt64.self).littleEndian
        return last >> UInt64(8 * (index + 8 - end))
    }

    /// The high bit of each byte of `word` whose low seven bits are at least `bound` (1–128): each byte's
    /// seven bits plus 128 − `bound` carry into its high bit and never out of the byte (Knuth, TAOCP vol. 4A,
    /// §7.1.3, "bytewise" arithmetic).
    @inline(__always)
    static func lanes(_ word: UInt64, atLeast bound: UInt64) -> UInt64 {
        ((word & ~highBits) &+ (0x80 &- bound) &* 0x0101_0101_0101_0101) & highBits
    }

    /// The high bit of each byte of `word` that is a name code point (`ASCII.isName`): non-ASCII, a letter,
    /// a digit, `-` or `_`.
    @inline(__always)
    static func nameBytes(in word: UInt64) -> UInt64 {
        let folded = word | 0x2020_2020_2020_2020
        let digit = lanes(word, atLeast: 0x30) & ~lanes(word, atLeast: 0x3A)
        let letter = lanes(folded, atLeast: 0x61) & ~lanes(folded, atLeast: 0x7B)
        let dash = lanes(word, atLeast: 0x2D) & ~lanes(word, atLeast: 0x2E)
        let underscore = lanes(word, atLeast: 0x5F) & ~lanes(word, atLeast: 0x60)
        return (word | digit | letter | dash | underscore) & highBits
    }

    /// Whether the bytes in `range`, folded to ASCII lowercase, spell the lowercase `name`.
    func text(_ range: Range<Int>, equals name: String) -> Bool {
        guard range.count == name.utf8.count else { return false }
        var index = range.lowerBound
        for expected in name.utf8 {
            if ASCII.lowercased(bytes[index]) != expected { return false }
            index += 1
        }
        return true
    }

    /// The bytes in `range` folded to ASCII lowercase and packed into one word, first byte highest; nil past 8 bytes.
    ///
    /// Keywords and function names are compared as such words (`CSSScanner.packed(_:)` makes them from
    /// strings), so a lookup costs a few integer comparisons instead of a string comparison per candidate.
    func packedLowercase(_ range: Range<Int>) -> UInt64? {
        guard range.count <= 8 else { return nil }
        var word: UInt64 = 0
        for index in range { word = word << 8 | UInt64(ASCII.lowercased(bytes[index])) }
        return word
    }

    /// `name` (lowercase ASCII, at most 8 bytes) packed as `packedLowercase(_:)` packs text.
    static func packed(_ name: String) -> UInt64 {
        precondition(name.utf8.count <= 8, "a packed name has at most 8 bytes")
        return name.utf8.reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The bytes in `range` as a buffer.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The longest text quoted in an error message, in bytes.
    static let quoteLimit = 40

    /// The bytes in `range` as a double-quoted string for a message, shortened with `…` when long.
    ///
    /// The cut falls on a UTF-8 sequence boundary; invalid UTF-8 shows as U+FFFD.
    func quoted(_ range: Range<Int>) -> String {
        var stop = range.upperBound
        var shortened = false
        if range.count > Self.quoteLimit {
            stop = range.lowerBound + Self.quoteLimit
            // Back up to the start of a UTF-8 sequence (continuation bytes are 0b10xxxxxx).
            var backedUp = 0
            while backedUp < 3 && stop > range.lowerBound && bytes[stop] & 0xC0 == 0x80 {
                stop -= 1
                backedUp += 1
            }
            shortened = true
        }
        let text = String(decoding: slice(range.lowerBound..<stop), as: UTF8.self)
        return "\"" + text + (shortened ? "…\"" : "\"")
    }

    /// The range of the "word" at `index` for a message: up to the next whitespace, `,`, `/`, `(` or `)`.
    ///
    /// At least one whole UTF-8 sequence is included, so a lone punctuation
    /// character or a stray non-ASCII character is quoted as itself.
    func wordRange(at index: Int) -> Range<Int> {
        guard index < end else { return index..<index }
        if Self.isDelimiter(bytes[index]) { return index..<(index + 1) }
        var stop = index + 1
        while stop < end && bytes[stop] & 0xC0 == 0x80 { stop += 1 }
        while stop < end && !Self.isDelimiter(bytes[stop]) { stop += 1 }
        return index..<stop
    }

    /// Whether the byte ends a word in `wordRange(at:)`.
    private static func isDelimiter(_ byte: UInt8) -> Bool {
        ASCII.isWhitespace(byte) || byte == ASCII.comma || byte == ASCII.slash
            || byte == ASCII.openParen || byte == ASCII.closeParen
    }

    // MARK: Numbers

    /// Exact powers of ten 10^0 … 10^22, the range in which a `Double` holds them exactly. Written out, so
    /// that the table is laid down when compiled and reading it needs no lazy-initialization check.
    static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]

    /// Consumes the numeric part of a number token (CSS Syntax 3 §4.3.12) and returns its value.
    ///
    /// The caller has checked `startsNumber(at: position)`. Values with at
    /// most 15 or so significant digits and a small exponent are computed
    /// exactly from the digits (an integer times or divided by an exact power
    /// of ten rounds once, so the result is correctly rounded); anything else
    /// goes through the standard library's correctly rounded conversion. The
    /// result is ±infinity when the number overflows, which callers reject.
    mutating func scanNumber() -> Double {
        let start = position
        var negative = false
        if let sign = peek(), sign == ASCII.plus || sign == ASCII.minus {
            negative = sign == ASCII.minus
            position += 1
        }
        var mantissa: UInt64 = 0
        var exponent = 0
        var exact = true
        let mantissaLimit: UInt64 = 100_000_000_000_000_000  // 10^17, far below UInt64 overflow
        while let byte = peek(), ASCII.isDigit(byte) {
            if mantissa < mantissaLimit {
                mantissa = mantissa * 10 + UInt64(byte &- 0x30)
            } else {
                exponent += 1
                if byte != 0x30 { exact = false }
            }
            position += 1
        }
        if peek() == ASCII.period, let next = peek(1), ASCII.isDigit(next) {
            position += 1
            while let byte = peek(), ASCII.isDigit(byte) {
                if mantissa < mantissaLimit {
                    mantissa = mantissa * 10 + UInt64(byte &- 0x30)
                    exponent -= 1
                } else if byte != 0x30 {
                    exact = false
                }
                position += 1
            }
        }
        if let e = peek(), e | 0x20 == 0x65 {
            var index = position + 1
            var exponentNegative = false
            if let sign = byte(at: index), sign == ASCII.plus || sign == ASCII.minus {
                exponentNegative = sign == ASCII.minus
                index += 1
            }
            if let digit = byte(at: index), ASCII.isDigit(digit) {
                position = index
                var written = 0
                while let byte = peek(), ASCII.isDigit(byte) {
                    // Saturate: beyond this every value is 0 or infinite anyway.
                    written = min(written * 10 + Int(byte &- 0x30), 1_000_000)
                    position += 1
                }
                exponent += exponentNegative ? -written : written
            }
        }
        if mantissa == 0 && exact { return negative ? -0.0 : 0 }
        if exact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            let magnitude =
                exponent >= 0
                ? Double(mantissa) * Self.exactPowersOfTen[exponent]
                : Double(mantissa) / Self.exactPowersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: slice(start..<position), as: UTF8.self)
        return Double(text) ?? .infinity
    }
}
