import Glibc
import ChromaKit

/// Validates one JSON object on raw UTF-8 bytes and finds its top-level members.
///
/// This is the hot path of every pipeline (chromatools(7), INPUT): each input line that
/// starts with `{` is checked to be exactly one well-formed JSON object
/// (RFC 8259, including string escapes and UTF-8 validity) and the byte spans
/// of its top-level keys and values are recorded, so a tool can read the one
/// field it needs and copy every other field through untouched — nothing is
/// decoded into values or re-encoded. The member buffer is reused from line
/// to line, so scanning allocates nothing in the steady state.
///
/// The members live in a `ReusableList` that this struct owns copy-on-write:
/// `scan` starts a fresh list when the current one is shared (a copy of the
/// scanner, or a caller still holding `members`), and the list is read-only
/// outside ChromaKit, so the scanner keeps value semantics (and so is
/// `Sendable`) while refilling its list costs no allocation per line.
public struct JSONObjectScanner: @unchecked Sendable {
    /// One top-level member: byte ranges of its key (inside the quotes) and its value, relative to the line.
    public struct Member: Sendable, Equatable {
        /// The key's raw bytes, without the quotes (escapes not decoded).
        public var key: Range<Int>
        /// Whether the raw key contains a backslash escape.
        public var keyHasEscape: Bool
        /// The value's bytes, quotes included for a string.
        public var value: Range<Int>
        /// Whether the value is a string with a backslash escape in it.
        public var valueHasEscape = false
    }

    /// Why a line is not one JSON object: a message and the byte offset of the problem.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    /// The members found by the last successful `scan`, in order.
    public var members: ReusableList<Member> { memberList }
    private var memberList = ReusableList<Member>()
    /// The offset of the object's opening brace in the last scanned line.
    public private(set) var openingBrace: Int = 0
    /// The offset of the object's closing brace in the last scanned line.
    public private(set) var closingBrace: Int = 0
    /// How deeply arrays and objects may nest before the line is refused.
    public var maximumDepth = 512

    public init() {}

    /// Scans `line` (no newline) as one JSON object with optional surrounding blanks.
    public mutating func scan(_ line: UnsafeBufferPointer<UInt8>) throws(Failure) {
        if isKnownUniquelyReferenced(&memberList) {
            memberList.removeAll()
        } else {
            memberList = ReusableList()
        }
        let members = memberList
        var cursor = Cursor(bytes: line, position: 0, maximumDepth: maximumDepth)
        cursor.skipBlanks()
        guard cursor.peek == UInt8(ascii: "{") else { throw cursor.failure("expected a JSON object") }
        openingBrace = cursor.position
        cursor.position += 1
        cursor.skipBlanks()
        if cursor.peek == UInt8(ascii: "}") {
            closingBrace = cursor.position
            cursor.position += 1
        } else {
            while true {
                guard cursor.peek == UInt8(ascii: "\"") else { throw cursor.failure("expected a string key") }
                let keyStart = cursor.position + 1
                let hasEscape = try cursor.skipString()
                let keyEnd = cursor.position - 1
                cursor.skipBlanks()
                guard cursor.peek == UInt8(ascii: ":") else { throw cursor.failure("expected ':' after a key") }
                cursor.position += 1
                cursor.skipBlanks()
                let valueStart = cursor.position
                var valueHasEscape = false
                if cursor.peek == UInt8(ascii: "\"") {
                    valueHasEscape = try cursor.skipString()
                } else {
                    try cursor.skipValue(depth: 1)
                }
                members.append(Member(
                    key: keyStart..<keyEnd, keyHasEscape: hasEscape, value: valueStart..<cursor.position,
                    valueHasEscape: valueHasEscape))
                cursor.skipBlanks()
                guard let c = cursor.peek else { throw cursor.failure("unexpected end of line: missing '}'") }
                if c == UInt8(ascii: ",") {
                    cursor.position += 1
                    cursor.skipBlanks()
                    continue
                }
                guard c == UInt8(ascii: "}") else { throw cursor.failure("expected ',' or '}'") }
                closingBrace = cursor.position
                cursor.position += 1
                break
            }
        }
        cursor.skipBlanks()
        if cursor.position != line.count { throw cursor.failure("unexpected text after the JSON object") }
    }

    /// The index of the last member whose key equals `key` (given as raw UTF-8), or nil.
    public func lastIndex(ofKey key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Int? {
        key.withUnsafeBufferPointer { key in
            var i = memberList.count - 1
            while i >= 0 {
                if Self.key(memberList[i], in: line, equals: key) { return i }
                i -= 1
            }
            return nil
        }
    }

    /// The last member whose key equals `key` (given as raw UTF-8), or nil: `lastIndex(ofKey:in:)`'s member.
    public func lastMember(ofKey key: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Member? {
        lastIndex(ofKey: key, in: line).map { memberList[$0] }
    }

    /// Whether a member's key, decoded, equals `key`.
    public static func key(_ member: Member, in line: UnsafeBufferPointer<UInt8>, equals key: [UInt8]) -> Bool {
        key.withUnsafeBufferPointer { Self.key(member, in: line, equals: $0) }
    }

    /// Whether a member's key, decoded, equals the bytes `key`.
    @inlinable
    public static func key(_ member: Member, in line: UnsafeBufferPointer<UInt8>, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        if member.keyHasEscape {
            guard let decoded = JSONString.decode(UnsafeBufferPointer(rebasing: line[member.key])) else { return false }
            return decoded.elementsEqual(key)
        }
        guard member.key.count == key.count else { return false }
        if key.isEmpty { return true }
        return memcmp(line.baseAddress! + member.key.lowerBound, key.baseAddress!, key.count) == 0
    }
}

/// A read position over a line, with the grammar of JSON values.
private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let maximumDepth: Int

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    func failure(_ message: String) -> JSONObjectScanner.Failure {
        JSONObjectScanner.Failure(message: "invalid JSON: \(message) at byte \(position + 1)", offset: position)
    }

    /// Skips spaces, tabs and line breaks. Between compact JSON tokens there are none,
    /// so one comparison (every blank is at most 0x20) settles the usual case.
    @inline(__always)
    mutating func skipBlanks() {
        if position < bytes.count && bytes[position] > 0x20 { return }
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Whether `c` can be skipped inside a string without a second look:
    /// printable ASCII other than the quote and the backslash.
    @inline(__always)
    static func isPlainStringByte(_ c: UInt8) -> Bool {
        // One unsigned compare covers 0x20…0x7F (control bytes and non-ASCII wrap
        // around to large values); then the two ASCII bytes that end or escape.
        c &- 0x20 < 0x60 && c != UInt8(ascii: "\"") && c != UInt8(ascii: "\\")
    }

    /// The bytes of `word` (eight bytes, the first in the low byte) that `isPlainStringByte` rejects, each
    /// marked by its high bit; the lowest mark is exact, those above it may be false.
    ///
    /// The zero-byte test of Mycroft (1987; Anderson, "Bit Twiddling Hacks"): `(v − 0x01…01) & ~v & 0x80…80`
    /// marks the bytes of `v` that are 0, and marks exactly the lowest one (a borrow only runs upwards).
    /// Applied to `word ^ """…"` and `word ^ "\\…\\"`, it finds quotes and backslashes; with 0x20…20 in
    /// place of 0x01…01, the bytes below 0x20; the high bits themselves mark non-ASCII bytes.
    @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        let quotes = zeroBytes(word ^ (ones &* 0x22))
        let backslashes = zeroBytes(word ^ (ones &* 0x5C))
        let controls = (word &- ones &* 0x20) & ~word & highs
        return quotes | backslashes | controls | (word & highs)
    }

    /// Skips a string starting at its opening quote; returns whether it had an escape.
    ///
    /// Plain bytes (`isPlainStringByte`), the usual content of keys and CSS
    /// colors, are skipped eight at a time (`specialBytes(in:)`); a string
    /// that ends at the first other byte is done here, and anything else (an
    /// escape, a control byte, non-ASCII UTF-8, the last bytes of the line)
    /// goes on in `skipRestOfString()`.
    @inline(__always)
    mutating func skipString() throws(JSONObjectScanner.Failure) -> Bool {
        position += 1
        let end = bytes.count
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while position &+ 8 <= end {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                let special = Self.specialBytes(in: word)
                if special != 0 {
                    position &+= special.trailingZeroBitCount &>> 3
                    if bytes[position] == UInt8(ascii: "\"") {
                        position += 1
                        return false
                    }
                    break
                }
                position &+= 8
            }
        }
        return try skipRestOfString()
    }

    /// `skipString()` from inside the string, one byte at a time.
    ///
    /// The inner loop runs over plain bytes; anything else (the closing quote,
    /// an escape, a control byte, non-ASCII UTF-8) falls through to the checks below.
    @inline(never)
    mutating func skipRestOfString() throws(JSONObjectScanner.Failure) -> Bool {
        var hasEscape = false
        let end = bytes.count
        while position < end {
            var c = bytes[position]
            while Self.isPlainStringByte(c) {
                position += 1
                guard position < end else { throw failure("unterminated string") }
                c = bytes[position]
            }
            if c == UInt8(ascii: "\"") {
                position += 1
                return hasEscape
            } else if c == UInt8(ascii: "\\") {
                hasEscape = true
                position += 1
                guard let e = peek else { break }
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 1
                case UInt8(ascii: "u"):
                    position += 1
                    for _ in 0..<4 {
                        guard let h = peek, JSONString.hexValue(h) != nil else { throw failure("bad \\u escape in a string") }
                        position += 1
                    }
                default:
                    throw failure("bad escape in a string")
                }
            } else if c < 0x20 {
                throw failure("control character in a string")
            } else if c < 0x80 {
                position += 1
            } else {
                guard let length = UTF8Validation.sequenceLength(bytes, at: position) else {
                    throw JSONObjectScanner.Failure(message: "invalid UTF-8 at byte \(position + 1)", offset: position)
                }
                position += length
            }
        }
        throw failure("unterminated string")
    }

    mutating func skipValue(depth: Int) throws(JSONObjectScanner.Failure) {
        guard let c = peek else { throw failure("unexpected end of line: expected a value") }
        switch c {
        case UInt8(ascii: "\""):
            _ = try skipString()
        case UInt8(ascii: "{"):
            guard depth < maximumDepth else { throw failure("nested too deeply") }
            position += 1
            skipBlanks()
            if peek == UInt8(ascii: "}") { position += 1; return }
            while true {
                guard peek == UInt8(ascii: "\"") else { throw failure("expected a string key") }
                _ = try skipString()
                skipBlanks()
                guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
                position += 1
                skipBlanks()
                try skipValue(depth: depth + 1)
                skipBlanks()
                guard let d = peek else { throw failure("unexpected end of line: missing '}'") }
                position += 1
                if d == UInt8(ascii: "}") { return }
                guard d == UInt8(ascii: ",") else { position -= 1; throw failure("expected ',' or '}'") }
                skipBlanks()
            }
        case UInt8(ascii: "["):
            guard depth < maximumDepth else { throw failure("nested too deeply") }
            position += 1
            skipBlanks()
            if peek == UInt8(ascii: "]") { position += 1; return }
            while true {
                try skipValue(depth: depth + 1)
                skipBlanks()
                guard let d = peek else { throw failure("unexpected end of line: missing ']'") }
                position += 1
                if d == UInt8(ascii: "]") { return }
                guard d == UInt8(ascii: ",") else { position -= 1; throw failure("expected ',' or ']'") }
                skipBlanks()
            }
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try skipNumber()
        default:
            throw failure("unexpected character '\(Character(Unicode.Scalar(c)).escapedForMessage)'")
        }
    }

    mutating func skipLiteral(_ word: StaticString) throws(JSONObjectScanner.Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure("unexpected end of line") }
        let w = word.utf8Start
        for i in 0..<count where bytes[position + i] != w[i] {
            throw failure("unexpected character")
        }
        position += count
    }

    /// Whether the byte at `position` is a decimal digit (false past the end).
    @inline(__always)
    func digitAhead() -> Bool {
        position < bytes.count && bytes[position] &- 0x30 < 10
    }

    /// RFC 8259 §6: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func skipNumber() throws(JSONObjectScanner.Failure) {
        if peek == UInt8(ascii: "-") { position += 1 }
        guard digitAhead() else { throw failure("bad number") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while digitAhead() { position += 1 }
        }
        if peek == UInt8(ascii: ".") {
            position += 1
            guard digitAhead() else { throw failure("bad number") }
            while digitAhead() { position += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard digitAhead() else { throw failure("bad number") }
            while digitAhead() { position += 1 }
        }
    }
}

extension Character {
    /// The character as it may appear in a one-line message: control characters escaped.
    package var escapedForMessage: String {
        String(self).unicodeScalars.map { s in
            s.value < 0x20 || s.value == 0x7F ? "\\u{\(String(s.value, radix: 16))}"
                : HiddenCharacters.mustEscape(s.value) ? HiddenCharacters.braceEscape(s.value) : String(s)
        }.joined()
    }
}
