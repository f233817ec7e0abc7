import ChromaKit
import ChromaRuntime

/// Small text helpers the games' action readers share: how offending input is quoted, what a JSON string value holds.
enum GameText {
    /// The most characters of an offending input a message quotes.
    static let quoteLimit = 40

    /// Text as a message quotes it: control characters escaped (so no input reaches a terminal raw), long text cut with "…".
    static func shown(_ text: String) -> String {
        let quoted = escaped(text)
        guard quoted.count > quoteLimit else { return quoted }
        return String(quoted.prefix(quoteLimit)) + "…"
    }

    /// Text with its control characters escaped and nothing cut: a message from elsewhere that quotes input unescaped.
    static func escaped(_ text: String) -> String {
        text.map(\.escapedForMessage).joined()
    }

    /// A raw JSON value as a message quotes it.
    static func shown(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        shown(String(decoding: raw, as: UTF8.self))
    }

    /// Whether a byte is JSON white space.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The decoded text of a JSON string value (quotes included in `raw`), or nil for any other value.
    static func stringValue(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        guard raw.count >= 2, raw.first == UInt8(ascii: "\""), raw.last == UInt8(ascii: "\"") else { return nil }
        guard let bytes = JSONString.decode(UnsafeBufferPointer(rebasing: raw[1..<(raw.count - 1)])) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Checks that a line holds a JSON object and scans it; `example` is the action a message offers as a model.
    static func scanObject(
        _ line: UnsafeBufferPointer<UInt8>, scanner: inout JSONObjectScanner, example: String
    ) throws(GameActionError) {
        guard let first = line.first(where: { !isBlank($0) }) else {
            throw GameActionError("blank line: expected an action such as \(example)")
        }
        guard first == UInt8(ascii: "{") else {
            throw GameActionError("not a JSON object: expected an action such as \(example)")
        }
        do {
            try scanner.scan(line)
        } catch {
            throw GameActionError(error.message)
        }
    }

    /// The raw value of the last member called `key`, or nil.
    static func value(of key: [UInt8], in line: UnsafeBufferPointer<UInt8>, scanner: JSONObjectScanner) -> UnsafeBufferPointer<UInt8>? {
        guard let index = scanner.lastIndex(ofKey: key, in: line) else { return nil }
        return UnsafeBufferPointer(rebasing: line[scanner.members[index].value])
    }
}

/// Why an action line could not be read: one line of text for stderr, without the tool and line prefix.
public struct GameActionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the line, quoting the offending part.
    public var message: String

    /// An error with the given message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
