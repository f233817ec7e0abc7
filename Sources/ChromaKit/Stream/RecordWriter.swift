/// Builds output records on bytes: an input object's fields kept, the tool's own fields added or replaced.
///
/// DESIGN §4: a record that flows through a tool keeps every input field in
/// order and byte-for-byte; the tool adds its own fields after them, or, where
/// an input field has the same key as one of the tool's, replaces that value
/// in place. The writer collects the tool's fields for one record
/// (`beginRecord`, `add…`), then `finish` splices them into the input object
/// and appends the record and a newline to `output`. Buffers are reused, so a
/// steady stream allocates nothing per record.
public struct RecordWriter: Sendable {
    /// Records written so far (the caller drains it: writes it out and empties it).
    public var output: [UInt8] = []
    /// Number precision for `add(_:number:)` and objects.
    public var precision: Int

    private var keys: [[UInt8]] = []
    private var values: [UInt8] = []
    private var valueRanges: [Range<Int>] = []
    private var used: [Bool] = []

    /// Makes a writer with the given number precision.
    public init(precision: Int = 6) {
        self.precision = precision
        output.reserveCapacity(1 << 16)
    }

    /// Starts a new record, forgetting the fields of the previous one.
    public mutating func beginRecord() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        valueRanges.removeAll(keepingCapacity: true)
    }

    /// Adds a field whose value is written by `write` as raw JSON bytes.
    @inlinable
    public mutating func add(_ key: [UInt8], writing write: (inout [UInt8]) -> Void) {
        addRaw(key) { write(&$0) }
    }

    @usableFromInline
    mutating func addRaw(_ key: [UInt8], _ write: (inout [UInt8]) -> Void) {
        keys.append(key)
        let start = values.count
        write(&values)
        valueRanges.append(start..<values.count)
    }

    /// Adds a string field.
    public mutating func add(_ key: [UInt8], string: String) {
        addRaw(key) { JSONString.append(string, to: &$0) }
    }

    /// Adds a string field from UTF-8 bytes.
    public mutating func add(_ key: [UInt8], stringBytes: UnsafeBufferPointer<UInt8>) {
        addRaw(key) { JSONString.append(stringBytes, to: &$0) }
    }

    /// Adds a number field (NaN becomes `null`).
    public mutating func add(_ key: [UInt8], number: Double) {
        let p = precision
        addRaw(key) { ShortNumber.append(number, precision: p, to: &$0) }
    }

    /// Adds a boolean field.
    public mutating func add(_ key: [UInt8], bool: Bool) {
        addRaw(key) { $0.append(contentsOf: bool ? Array("true".utf8) : Array("false".utf8)) }
    }

    /// Adds an object of numbers: `{"k1":v1,"k2":v2,…}` with missing (NaN) values as `null`.
    public mutating func add(_ key: [UInt8], numbers: SIMD4<Double>, keys channelKeys: [[UInt8]], precision: Int? = nil) {
        let p = precision ?? self.precision
        addRaw(key) { out in
            out.append(UInt8(ascii: "{"))
            for (i, k) in channelKeys.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\""))
                out.append(contentsOf: k)
                out.append(UInt8(ascii: "\""))
                out.append(UInt8(ascii: ":"))
                ShortNumber.append(numbers[i], precision: p, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a line of plain text (for the non-JSON output formats) instead of a record.
    public mutating func appendLine(_ text: String) {
        output.append(contentsOf: text.utf8)
        output.append(0x0A)
    }

    /// Writes the record: a fresh object of the added fields, or `input` (a scanned object line) with them merged in.
    public mutating func finish(input: UnsafeBufferPointer<UInt8>? = nil, scanner: JSONObjectScanner? = nil) {
        guard let line = input, let scanner, !scanner.members.isEmpty else {
            output.append(UInt8(ascii: "{"))
            appendFields(skipping: nil)
            output.append(UInt8(ascii: "}"))
            output.append(0x0A)
            return
        }
        used.removeAll(keepingCapacity: true)
        used.append(contentsOf: repeatElement(false, count: keys.count))
        let first = scanner.members[0].key.lowerBound - 1
        var start = line[..<first].lastIndex(of: UInt8(ascii: "{")) ?? 0
        // Copy the input, splicing in our value wherever a member has one of our keys.
        for member in scanner.members {
            guard let f = fieldIndex(matching: member, in: line) else { continue }
            output.append(contentsOf: line[start..<member.value.lowerBound])
            output.append(contentsOf: values[valueRanges[f]])
            used[f] = true
            start = member.value.upperBound
        }
        let lastValueEnd = scanner.members[scanner.members.count - 1].value.upperBound
        output.append(contentsOf: line[start..<lastValueEnd])
        appendFields(skipping: used, leadingComma: true)
        output.append(UInt8(ascii: "}"))
        output.append(0x0A)
    }

    private func fieldIndex(matching member: JSONObjectScanner.Member, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        for (i, key) in keys.enumerated() where JSONObjectScanner.key(member, in: line, equals: key) {
            return i
        }
        return nil
    }

    private mutating func appendFields(skipping: [Bool]?, leadingComma: Bool = false) {
        var needComma = leadingComma
        for i in keys.indices where !(skipping?[i] ?? false) {
            if needComma { output.append(UInt8(ascii: ",")) }
            needComma = true
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: keys[i])
            output.append(UInt8(ascii: "\""))
            output.append(UInt8(ascii: ":"))
            output.append(contentsOf: values[valueRanges[i]])
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
