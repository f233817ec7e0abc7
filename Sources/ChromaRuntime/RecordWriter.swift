#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import ChromaKit

/// Builds output records on bytes: an input object's fields kept, the tool's own fields added or replaced.
///
/// chromatools(7), OUTPUT RECORDS: a record that flows through a tool keeps every input field in
/// order and byte-for-byte; the tool adds its own fields after them, or, where
/// an input field has the same key as one of the tool's, replaces that value
/// in place. The writer collects the tool's fields for one record
/// (`beginRecord`, `add…`) as `,"key":value` bytes in one reused buffer, then
/// `finish` splices them into the input object and appends the record and a
/// newline to `output`. Each field carries its leading comma, so the fields
/// appended after the input's go out as one copy per unbroken run of them.
/// Nothing is allocated per record in a steady stream.
public struct RecordWriter {
    /// Records written so far (the caller drains it: writes it out and empties it).
    public let output = ByteBuffer(capacity: 1 << 17)
    /// Number precision for `add(_:number:)` and objects.
    public var precision: Int

    /// Where one added field lies in `fields`: its key (without quotes) and its value.
    @usableFromInline
    struct Span: Sendable {
        var keyStart: Int
        var keyEnd: Int
        var valueEnd: Int
        var used: Bool
        /// Written only in place of an input field with the same key, never appended.
        @usableFromInline var onlyReplaces = false
        @usableFromInline
        init(keyStart: Int, keyEnd: Int, valueEnd: Int, used: Bool) {
            self.keyStart = keyStart
            self.keyEnd = keyEnd
            self.valueEnd = valueEnd
            self.used = used
        }
        @usableFromInline var valueStart: Int { keyEnd + 2 }
    }

    /// The added fields as `,"key":value` runs, back to back.
    @usableFromInline
    var fields = ByteBuffer(capacity: 1024)
    /// Where each added field lies in `fields`; a `ReusableList`, emptied in O(1) per record.
    @usableFromInline
    let spans = ReusableList<Span>()
    /// Bit i set when span i (of the first 64) is not to be appended: written only in place of an input
    /// field, or spliced into one. `appendFields` copies the runs between these.
    @usableFromInline
    var skipped: UInt64 = 0
    /// Bit n set when some added key is n bytes long (bit 63: 63 or more), so that `finish` passes over an
    /// input key of a length no added key has without comparing it to each.
    @usableFromInline
    var keyLengths: UInt64 = 0

    /// Makes a writer with the given number precision.
    public init(precision: Int = 6) {
        self.precision = precision
    }

    /// Starts a new record, forgetting the fields of the previous one.
    @inlinable
    public mutating func beginRecord() {
        fields.removeAll()
        spans.removeAll()
        skipped = 0
        keyLengths = 0
    }

    /// Writes `,"key":` into the fields and returns where the key's bytes are, for `endField`.
    @inlinable
    mutating func beginField(_ key: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let keyStart = fields.count + 2
        fields.appendCommaQuotedKey(key)
        return keyStart..<(keyStart + key.count)
    }

    /// Notes the field whose key `beginField` wrote, its value written after it.
    @inlinable
    mutating func endField(_ key: Range<Int>) {
        spans.append(Span(keyStart: key.lowerBound, keyEnd: key.upperBound, valueEnd: fields.count, used: false))
        keyLengths |= Self.lengthBit(key.count)
    }

    /// Adds a field whose value `write` appends as raw JSON bytes.
    @inlinable
    public mutating func add(_ key: [UInt8], writing write: (inout ByteBuffer) -> Void) {
        let key = key.withUnsafeBufferPointer { beginField($0) }
        var sink = fields  // the same buffer: `write` appends to `fields`
        write(&sink)
        endField(key)
    }

    /// Adds a field with a literal key whose value `write` appends as raw JSON bytes: the hot-path form
    /// of `add(_:writing:)`, without a static key array.
    @inlinable
    public mutating func add(_ key: StaticString, writing write: (inout ByteBuffer) -> Void) {
        let key = beginField(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        var sink = fields  // the same buffer: `write` appends to `fields`
        write(&sink)
        endField(key)
    }

    /// Adds a field with a literal key whose value is the raw JSON bytes `value`.
    ///
    /// The hot-path form of `add(_:writing:)`: a `StaticString` key and a plain
    /// byte buffer need neither a closure nor a static array (whose every use
    /// costs a lazy-initialization check and a retain).
    @inlinable
    public mutating func add(_ key: StaticString, raw value: UnsafeBufferPointer<UInt8>) {
        let key = beginField(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        fields.appendBytes(value)
        endField(key)
    }

    /// `replaceOnly(_:writing:)` with a literal key and a literal value.
    @inlinable
    public mutating func replaceOnly(_ key: StaticString, literal value: StaticString) {
        add(key, raw: UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
        markOnlyReplaces()
    }

    /// Adds a field that only replaces an input field of the same key and is never appended:
    /// how a tool corrects a field it owns (`"alpha":1` over a stale input alpha) without adding noise.
    public mutating func replaceOnly(_ key: [UInt8], writing write: (inout ByteBuffer) -> Void) {
        add(key, writing: write)
        markOnlyReplaces()
    }

    /// Adds a string field.
    public mutating func add(_ key: [UInt8], string: String) {
        add(key) { JSONString.append(string, to: &$0) }
    }

    /// Adds a string field from UTF-8 bytes.
    public mutating func add(_ key: [UInt8], stringBytes: UnsafeBufferPointer<UInt8>) {
        add(key) { JSONString.append(stringBytes, to: &$0) }
    }

    /// Adds a number field (NaN becomes `null`).
    public mutating func add(_ key: [UInt8], number: Double) {
        let p = precision
        add(key) { ShortNumber.append(number, precision: p, to: &$0) }
    }

    /// Adds a boolean field.
    public mutating func add(_ key: [UInt8], bool: Bool) {
        add(key) { bool ? $0.appendLiteral("true") : $0.appendLiteral("false") }
    }

    /// Adds a field that is an object of numbers, laid out in advance: `"key":{"k1":v1,…}`.
    ///
    /// Missing (NaN) values are written as `null`.
    @inlinable
    package mutating func add(_ layout: NumberObjectLayout, numbers: SIMD4<Double>, precision: Int? = nil) {
        let p = precision ?? self.precision
        let start = fields.count
        // Room for the whole object at once, its fixed bytes, each number at its longest and the brace, and
        // the slack that whole-word copies of the pieces write past them; then pieces and numbers go straight
        // into it, with no check per piece.
        let room = layout.fixedCount &+ layout.count &* ShortNumber.maximumLength &+ 1 &+ NumberObjectLayout.slack
        if fields.used &+ room > fields.capacity { fields.grow(to: fields.used &+ room) }
        var at = fields.storage + fields.used
        let count = layout.count
        var written: Bool
        if p == 6 {
            at = layout.copyPiece(0, to: at)
            written = ShortNumber.writeSixDecimals(numbers.x, at: &at)
            if written && count > 1 {
                at = layout.copyPiece(1, to: at)
                written = ShortNumber.writeSixDecimals(numbers.y, at: &at)
            }
            if written && count > 2 {
                at = layout.copyPiece(2, to: at)
                written = ShortNumber.writeSixDecimals(numbers.z, at: &at)
            }
            if written && count > 3 {
                at = layout.copyPiece(3, to: at)
                written = ShortNumber.writeSixDecimals(numbers.w, at: &at)
            }
        } else if p == 0 {
            at = layout.copyPiece(0, to: at)
            written = ShortNumber.writeWholeNumber(numbers.x, at: &at)
            for i in 1..<count where written {
                at = layout.copyPiece(i, to: at)
                written = ShortNumber.writeWholeNumber(numbers[i], at: &at)
            }
        } else {
            written = true
            for i in 0..<count {
                at = layout.copyPiece(i, to: at)
                guard let n = ShortNumber.write(numbers[i], precision: p, to: at) else {
                    written = false
                    break
                }
                at += n
            }
        }
        if written {
            at.pointee = UInt8(ascii: "}")
            fields.used = at - fields.storage + 1
            spans.append(Span(keyStart: start + 2, keyEnd: start + 2 + layout.keyCount, valueEnd: fields.count, used: false))
            keyLengths |= Self.lengthBit(layout.keyCount)
            return
        }
        // A number too long for the fixed-size path (10^15 and more): piece by piece, as the general writer does.
        fields.appendBytes(layout.piece(0))
        ShortNumber.append(numbers[0], precision: p, to: &fields)
        for i in 1..<layout.count {
            fields.appendBytes(layout.piece(i))
            ShortNumber.append(numbers[i], precision: p, to: &fields)
        }
        fields.appendByte(UInt8(ascii: "}"))
        spans.append(Span(keyStart: start + 2, keyEnd: start + 2 + layout.keyCount, valueEnd: fields.count, used: false))
        keyLengths |= Self.lengthBit(layout.keyCount)
    }

    /// The bit of `keyLengths` for a key of `count` bytes.
    @inlinable @inline(__always)
    static func lengthBit(_ count: Int) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: Swift.min(count, 63))
    }

    /// Marks the last field added as written only in place of an input field.
    @inlinable
    mutating func markOnlyReplaces() {
        let last = spans.count - 1
        spans[last].onlyReplaces = true
        if last < 64 { skipped |= 1 &<< UInt64(truncatingIfNeeded: last) }
    }

    /// Adds a string field with a literal key.
    @inlinable
    package mutating func add(_ key: StaticString, string: String) {
        add(key) { JSONString.append(string, to: &$0) }
    }

    /// Adds a number field with a literal key (NaN becomes `null`).
    @inlinable
    public mutating func add(_ key: StaticString, number: Double) {
        let p = precision
        add(key) { $0.appendNumber(number, precision: p) }
    }

    /// Adds a boolean field with a literal key.
    @inlinable
    public mutating func add(_ key: StaticString, bool: Bool) {
        add(key) { bool ? $0.appendLiteral("true") : $0.appendLiteral("false") }
    }

    /// Adds an object of numbers with the given channel keys (lays it out on every call; for occasional use).
    public mutating func add(_ key: [UInt8], numbers: SIMD4<Double>, keys channelKeys: [[UInt8]], precision: Int? = nil) {
        let storage = NumberObjectLayout.Storage()
        add(storage.layout(key: key, channels: channelKeys), numbers: numbers, precision: precision)
    }

    /// Appends a line of plain text (for the non-JSON output formats) instead of a record.
    public mutating func appendLine(_ text: String) {
        output.appendBytes(Array(text.utf8))
        output.appendByte(0x0A)
    }

    /// Writes the record: a fresh object of the added fields, or `input` (a scanned object line) with them merged in.
    public mutating func finish(input: UnsafeBufferPointer<UInt8>? = nil, scanner: JSONObjectScanner? = nil) {
        guard let line = input, let members = scanner?.members, !members.isEmpty else {
            output.appendByte(UInt8(ascii: "{"))
            appendFields(leadingComma: false)
            output.appendByte(UInt8(ascii: "}"))
            output.appendByte(0x0A)
            return
        }
        var start = scanner!.openingBrace
        // Copy the input, splicing in our value wherever a member has one of our keys.
        for m in 0..<members.count {
            let member = members[m]
            guard let f = fieldIndex(matching: member, in: line) else { continue }
            output.appendBytes(UnsafeBufferPointer(rebasing: line[start..<member.value.lowerBound]))
            let span = spans[f]
            output.appendBytes(fields[span.valueStart..<span.valueEnd])
            spans[f].used = true
            if f < 64 { skipped |= 1 &<< UInt64(truncatingIfNeeded: f) }
            start = member.value.upperBound
        }
        output.appendBytes(UnsafeBufferPointer(rebasing: line[start..<members[members.count - 1].value.upperBound]))
        appendFields(leadingComma: true)
        output.appendByte(UInt8(ascii: "}"))
        output.appendByte(0x0A)
    }

    private func fieldIndex(matching member: JSONObjectScanner.Member, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        let all = UnsafeBufferPointer(start: spans.storage, count: spans.count)
        if member.keyHasEscape {
            return all.firstIndex { JSONObjectScanner.key(member, in: line, equals: fields[$0.keyStart..<$0.keyEnd]) }
        }
        // Unescaped: the lengths and the first bytes rule out nearly every field before the bytes are compared.
        let count = member.key.count
        guard keyLengths & Self.lengthBit(count) != 0 else { return nil }
        guard count > 0 else { return all.firstIndex { $0.keyStart == $0.keyEnd } }
        let key = line.baseAddress! + member.key.lowerBound, first = key.pointee
        let storage = fields.storage
        for i in 0..<all.count {
            let span = all[i]
            guard span.keyEnd - span.keyStart == count, storage[span.keyStart] == first else { continue }
            if memcmp(storage + span.keyStart, key, count) == 0 { return i }
        }
        return nil
    }

    /// Appends the fields not spliced into the input, each with its comma (the first one's dropped
    /// unless `leadingComma`), one copy per unbroken run of them.
    private mutating func appendFields(leadingComma: Bool) {
        var skipComma = !leadingComma
        let all = UnsafeBufferPointer(start: spans.storage, count: spans.count)
        if all.count <= 64 {
            // The runs of bits clear in `skipped`, found a run at a time.
            var remaining = ~skipped & (all.count == 64 ? ~0 : (1 &<< UInt64(all.count)) &- 1)
            while remaining != 0 {
                let first = remaining.trailingZeroBitCount
                let length = (~(remaining &>> UInt64(first))).trailingZeroBitCount
                let end = first + length
                appendRun(all[first].keyStart - 2, all[end - 1].valueEnd, skipComma: &skipComma)
                remaining = end >= 64 ? 0 : remaining & ~((1 &<< UInt64(end)) &- 1)
            }
            return
        }
        var runStart = 0, runEnd = 0
        for i in 0..<all.count {
            let span = all[i]
            if span.used || span.onlyReplaces { continue }
            let fieldStart = span.keyStart - 2
            if fieldStart != runEnd || runStart == runEnd {
                appendRun(runStart, runEnd, skipComma: &skipComma)
                runStart = fieldStart
            }
            runEnd = span.valueEnd
        }
        appendRun(runStart, runEnd, skipComma: &skipComma)
    }

    /// Appends fields `start..<end` (nothing when empty), without its first byte, the comma, if `skipComma`.
    @inline(__always)
    private func appendRun(_ start: Int, _ end: Int, skipComma: inout Bool) {
        guard start < end else { return }
        let from = skipComma ? start + 1 : start
        skipComma = false
        let n = end - from
        if output.used + n > output.capacity { output.grow(to: output.used + n) }
        (output.storage + output.used).update(from: fields.storage + from, count: n)
        output.used += n
    }
}

/// The fixed bytes of a numeric field, prepared once: `"key":{"l":`, `,"c":`, `,"h":` and so on.
///
/// A plain value of pointers into memory that a `Storage` owns and never
/// moves, so using it on the hot path costs no reference counting. Keep the
/// storage alive as long as its layouts are used.
public struct NumberObjectLayout: @unchecked Sendable {
    @usableFromInline let base: UnsafePointer<UInt8>
    /// Where each piece ends in `base`; piece 0 starts at 0.
    @usableFromInline let ends: (Int, Int, Int, Int)
    /// How many numbers the object has (3 or 4).
    public let count: Int
    /// The length of the key (inside its quotes).
    public let keyCount: Int

    /// How many fixed bytes the object has: its pieces, without the numbers and the closing brace.
    @inlinable
    var fixedCount: Int { ends.3 }

    /// How many bytes past a piece `copyPiece` may read and write: the storage keeps that many
    /// after the last piece, and the writer that much room after the object.
    @inlinable
    static var slack: Int { 32 }

    /// The bytes before number `i`.
    @inlinable
    func piece(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let lower = i == 0 ? 0 : (i == 1 ? ends.0 : (i == 2 ? ends.1 : ends.2))
        let upper = i == 0 ? ends.0 : (i == 1 ? ends.1 : (i == 2 ? ends.2 : ends.3))
        return UnsafeBufferPointer(start: base + lower, count: upper - lower)
    }

    /// Copies piece `i` to `target` and returns the position after it. A piece of up to `slack` bytes
    /// (all but the longest keys) is copied as four whole words, the bytes after it too: the caller
    /// has room for them and writes over them.
    @inlinable @inline(__always)
    func copyPiece(_ i: Int, to target: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let piece = self.piece(i)
        let n = piece.count
        if n <= Self.slack {
            let from = UnsafeRawPointer(piece.baseAddress!), to = UnsafeMutableRawPointer(target)
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
            if n > 16 {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: 24, as: UInt64.self), toByteOffset: 24, as: UInt64.self)
            }
        } else {
            target.update(from: piece.baseAddress!, count: n)
        }
        return target + n
    }

    /// Owns the bytes of the layouts it makes; frees them when it goes.
    public final class Storage: @unchecked Sendable {
        private var blocks: [UnsafeMutableBufferPointer<UInt8>] = []

        public init() {}

        deinit { for block in blocks { block.deallocate() } }

        /// Lays out `,"key":{"c1":…,"c2":…}` (with the comma `RecordWriter` keeps before each field) for up to four channel keys.
        public func layout(key: [UInt8], channels: [[UInt8]]) -> NumberObjectLayout {
            precondition((1...4).contains(channels.count), "a number object has 1 to 4 channels")
            var bytes: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "\"")] + key + Array("\":".utf8)
            var ends: [Int] = []
            for (i, channel) in channels.enumerated() {
                bytes += Array((i == 0 ? "{\"" : ",\"").utf8) + channel + Array("\":".utf8)
                ends.append(bytes.count)
            }
            while ends.count < 4 { ends.append(bytes.count) }
            bytes += repeatElement(0, count: NumberObjectLayout.slack)  // what `copyPiece` reads past the last piece
            let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
            _ = block.initialize(from: bytes)
            blocks.append(block)
            return NumberObjectLayout(
                base: UnsafePointer(block.baseAddress!), ends: (ends[0], ends[1], ends[2], ends[3]),
                count: channels.count, keyCount: key.count)
        }
    }
}

extension Array where Element == UInt8 {
    /// The UTF-8 bytes of a key or literal, for `RecordWriter`.
    @inlinable
    public init(utf8 text: StaticString) {
        self = Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
