/// A JSON value that keeps the order of an object's members, read and written as the schema files are.
///
/// The files under `schema/` are written as Python's `json.dumps(value, indent=2, ensure_ascii=False)`
/// writes them (two blanks an indentation level, `": "` between a key and its value, one member or
/// element a line, `[]` and `{}` when empty), followed by a newline; `text` writes that form again, so a
/// file read and written unchanged stays byte for byte the same. Numbers keep the text they were read as.
indirect enum OrderedJSON: Equatable {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    static func == (a: OrderedJSON, b: OrderedJSON) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)), (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// The member named `key` of an object, nil when there is none or this is no object.
    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// This object with the member `key` set to `value`: in its place when it exists, else at the end.
    func setting(_ key: String, to value: OrderedJSON) -> OrderedJSON {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    /// The string, when this is one.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// An array of strings.
    static func strings(_ texts: [String]) -> OrderedJSON { .array(texts.map(OrderedJSON.string)) }

    // MARK: Writing

    /// The value as the schema files hold it, with a final newline.
    var text: String { written(indent: "") + "\n" }

    private func written(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { inner + Self.quoted($0.key) + ": " + $0.value.written(indent: inner) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            let lines = elements.map { inner + $0.written(indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): return Self.quoted(text)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }

    /// A JSON string literal, escaped as Python's `json` escapes with `ensure_ascii=False`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    // MARK: Reading

    /// What went wrong reading a JSON text, and where (a byte offset).
    struct ReadError: Error, CustomStringConvertible {
        var offset: Int
        var message: String
        var description: String { "byte \(offset): \(message)" }
    }

    /// Reads one JSON value, with nothing but white space after it.
    static func read(_ text: String) throws(ReadError) -> OrderedJSON {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipBlanks()
        if reader.offset != reader.bytes.count { throw ReadError(offset: reader.offset, message: "text after the value") }
        return value
    }

    /// A reader over the bytes of a JSON text (RFC 8259).
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipBlanks() {
            while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
        }

        func fail(_ message: String) -> ReadError { ReadError(offset: offset, message: message) }

        mutating func expect(_ byte: UInt8) throws(ReadError) {
            skipBlanks()
            guard offset < bytes.count, bytes[offset] == byte else { throw fail("expected \(Character(Unicode.Scalar(byte)))") }
            offset += 1
        }

        /// Whether the next byte after blanks is `byte`, taking it if so.
        mutating func take(_ byte: UInt8) -> Bool {
            skipBlanks()
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        mutating func value() throws(ReadError) -> OrderedJSON {
            skipBlanks()
            guard offset < bytes.count else { throw fail("the text ends before a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"):
                offset += 1
                var members: [(key: String, value: OrderedJSON)] = []
                if take(UInt8(ascii: "}")) { return .object(members) }
                repeat {
                    skipBlanks()
                    let key = try string()
                    try expect(UInt8(ascii: ":"))
                    members.append((key, try value()))
                } while take(UInt8(ascii: ","))
                try expect(UInt8(ascii: "}"))
                return .object(members)
            case UInt8(ascii: "["):
                offset += 1
                var elements: [OrderedJSON] = []
                if take(UInt8(ascii: "]")) { return .array(elements) }
                repeat { elements.append(try value()) } while take(UInt8(ascii: ","))
                try expect(UInt8(ascii: "]"))
                return .array(elements)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): try word("true"); return .bool(true)
            case UInt8(ascii: "f"): try word("false"); return .bool(false)
            case UInt8(ascii: "n"): try word("null"); return .null
            default:
                let start = offset
                while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
                guard offset > start else { throw fail("not a JSON value") }
                return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
            }
        }

        mutating func word(_ text: String) throws(ReadError) {
            let expected = Array(text.utf8)
            guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
                throw fail("expected \(text)")
            }
            offset += expected.count
        }

        mutating func string() throws(ReadError) -> String {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("expected a string") }
            offset += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []  // unescaped bytes, decoded as UTF-8 when the run ends
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll()
            }
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\"") {
                    flush()
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else { run.append(byte); continue }
                flush()
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if (0xD800..<0xDC00).contains(code), bytes.count - offset >= 6,
                       bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                        offset += 2
                        let low = try hexQuad()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw fail("a \\u escape that is no character") }
                    scalars.append(scalar)
                default: scalars.append(Unicode.Scalar(escape))
                }
            }
            throw fail("the text ends inside a string")
        }

        mutating func hexQuad() throws(ReadError) -> UInt32 {
            guard bytes.count - offset >= 4, let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16) else {
                throw fail("a \\u escape without four hex digits")
            }
            offset += 4
            return code
        }
    }
}
