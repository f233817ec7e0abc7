/// Builds output records on bytes: an input object's fields kept, the tool's own fields added or replaced.
///
/// DESIGN §4: a record that flows through a tool keeps every input field in
/// order and byte-for-byte; the tool adds its own fields after them, or, where
/// an input field has the same key as one of the tool's, replaces that value
/// in place. The writer collects the tool's fields for one record
/// (`beginRecord`, `add…`) as `"key":value` bytes in one reused buffer, then
/// `finish` splices them into the input object and appends the record and a
/// newline to `output`. Nothing is allocated per record in a steady stream.
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
        @usableFromInline
        init(keyStart: Int, keyEnd: Int, valueEnd: Int, used: Bool) {
            self.keyStart = keyStart
            self.keyEnd = keyEnd
            self.valueEnd = valueEnd
            self.used = used
        }
        @usableFromInline var valueStart: Int { keyEnd + 2 }
    }

    /// The added fields as `"key":value` runs, back to back.
    @usableFromInline
    var fields = ByteBuffer(capacity: 1024)
    @usableFromInline
    var spans: [Span] = []

    /// Makes a writer with the given number precision.
    public init(precision: Int = 6) {
        self.precision = precision
    }

    /// Starts a new record, forgetting the fields of the previous one.
    @inlinable
    public mutating func beginRecord() {
        fields.removeAll()
        spans.removeAll(keepingCapacity: true)
    }

    /// Adds a field whose value `write` appends as raw JSON bytes.
    @inlinable
    public mutating func add(_ key: [UInt8], writing write: (inout ByteBuffer) -> Void) {
        fields.appendByte(UInt8(ascii: "\""))
        let keyStart = fields.count
        fields.appendBytes(key)
        let keyEnd = fields.count
        fields.appendByte(UInt8(ascii: "\""))
        fields.appendByte(UInt8(ascii: ":"))
        var sink = fields
        write(&sink)
        spans.append(Span(keyStart: keyStart, keyEnd: keyEnd, valueEnd: fields.count, used: false))
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

    /// Adds an object of numbers `{"k1":v1,…}` from prepared pieces: `pieces[i]` is what comes before number i
    /// (`{"l":`, `,"c":`, …), and `}` closes it. Missing (NaN) values are written as `null`.
    @inlinable
    public mutating func add(_ key: [UInt8], numbers: SIMD4<Double>, pieces: ObjectPieces, precision: Int? = nil) {
        let p = precision ?? self.precision
        add(key) { out in
            for i in 0..<pieces.count {
                out.appendBytes(pieces.prefixes[i])
                ShortNumber.append(numbers[i], precision: p, to: &out)
            }
            out.appendByte(UInt8(ascii: "}"))
        }
    }

    /// Adds an object of numbers with the given channel keys (prepares the pieces on every call).
    public mutating func add(_ key: [UInt8], numbers: SIMD4<Double>, keys channelKeys: [[UInt8]], precision: Int? = nil) {
        add(key, numbers: numbers, pieces: ObjectPieces(keys: channelKeys), precision: precision)
    }

    /// Appends a line of plain text (for the non-JSON output formats) instead of a record.
    public mutating func appendLine(_ text: String) {
        output.appendBytes(Array(text.utf8))
        output.appendByte(0x0A)
    }

    /// Writes the record: a fresh object of the added fields, or `input` (a scanned object line) with them merged in.
    public mutating func finish(input: UnsafeBufferPointer<UInt8>? = nil, scanner: JSONObjectScanner? = nil) {
        guard let line = input, let scanner, !scanner.members.isEmpty else {
            output.appendByte(UInt8(ascii: "{"))
            appendFields(leadingComma: false)
            output.appendByte(UInt8(ascii: "}"))
            output.appendByte(0x0A)
            return
        }
        let members = scanner.members
        var start = scanner.openingBrace
        // Copy the input, splicing in our value wherever a member has one of our keys.
        for member in members {
            guard let f = fieldIndex(matching: member, in: line) else { continue }
            output.appendBytes(UnsafeBufferPointer(rebasing: line[start..<member.value.lowerBound]))
            let span = spans[f]
            output.appendBytes(fields[span.valueStart..<span.valueEnd])
            spans[f].used = true
            start = member.value.upperBound
        }
        output.appendBytes(UnsafeBufferPointer(rebasing: line[start..<members[members.count - 1].value.upperBound]))
        appendFields(leadingComma: true)
        output.appendByte(UInt8(ascii: "}"))
        output.appendByte(0x0A)
    }

    private func fieldIndex(matching member: JSONObjectScanner.Member, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        for (i, span) in spans.enumerated()
        where JSONObjectScanner.key(member, in: line, equals: fields[span.keyStart..<span.keyEnd]) {
            return i
        }
        return nil
    }

    private mutating func appendFields(leadingComma: Bool) {
        var needComma = leadingComma
        for span in spans where !span.used {
            if needComma { output.appendByte(UInt8(ascii: ",")) }
            needComma = true
            output.appendBytes(fields[(span.keyStart - 1)..<span.valueEnd])
        }
    }
}

/// The fixed bytes of a numeric object, prepared once: `{"l":`, `,"c":`, `,"h":`.
public struct ObjectPieces: Sendable {
    /// What precedes each number.
    public let prefixes: [[UInt8]]
    /// How many numbers.
    public var count: Int { prefixes.count }

    /// Prepares the pieces for these keys.
    public init(keys: [[UInt8]]) {
        prefixes = keys.enumerated().map { i, key in
            Array((i == 0 ? "{\"" : ",\"").utf8) + key + Array("\":".utf8)
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
