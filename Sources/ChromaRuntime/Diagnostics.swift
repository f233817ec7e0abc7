import ChromaKit

/// Error reporting and the exit status, shared by every tool (chromatools(7), MESSAGES and EXIT STATUS).
///
/// Errors go to stderr, one line each, as `TOOL: line N: MESSAGE` (or
/// `argument N` for a color given on the command line), with the offending
/// input quoted and every control character and invalid byte escaped, so
/// nothing reaches the terminal raw. The counts of good and bad records decide
/// the exit status.
public final class Diagnostics {
    /// Where a record came from, for messages.
    public enum Origin: Sendable, Equatable {
        case line(Int)
        case argument(Int)
        case none

        var label: String {
            switch self {
            case .line(let n): return "line \(n): "
            case .argument(let n): return "argument \(n): "
            case .none: return ""
            }
        }
    }

    /// The tool's name, the first word of every message.
    public let tool: String
    /// Records that were processed.
    public private(set) var goodRecords = 0
    /// Records that were reported as bad.
    public private(set) var badRecords = 0
    /// Set when something outside the records failed (an unreadable file, an I/O error).
    public var fatalStatus: ExitStatus?
    /// How many input characters a message quotes before it shortens the quote with "…".
    public var quoteLimit = 80
    /// The name of the input the line numbers count in, when there may be more than one: `NAME: line N: MESSAGE`.
    public var inputName: String?
    /// Where messages go instead of stderr, if set.
    private let messageSink: ((String) -> Void)?

    /// Diagnostics that write to stderr.
    public init(tool: String) {
        self.tool = tool
        self.messageSink = nil
    }

    /// Diagnostics that hand each message to `messages` instead of writing it: the text after `TOOL: `, escaped, without a newline.
    ///
    /// For a caller that reports through its own channel, such as a REPL command.
    public init(tool: String, messages: @escaping (String) -> Void) {
        self.tool = tool
        self.messageSink = messages
    }

    /// How a message's closing suggestion starts (`NameSuggestions` in ChromaKit writes it so).
    static let suggestionMarker = "; did you mean "

    /// Counts a record that came out fine.
    public func recordSucceeded() { goodRecords += 1 }

    /// Reports a bad record: `TOOL: ORIGIN: MESSAGE`, with the input quoted unless the message quotes it already.
    ///
    /// The quote goes before a closing suggestion, so that the question ends the line:
    /// `unknown color function "rbg(": "rbg(1 2 3)"; did you mean "rgb()"?`.
    public func recordFailed(_ origin: Origin, _ message: String, input: UnsafeBufferPointer<UInt8>? = nil) {
        badRecords += 1
        var line = message
        if let input, !input.isEmpty {
            let quoted = Self.quote(input, limit: quoteLimit)
            let bytes = Array(message.utf8)
            if Self.firstOffset(of: Array(quoted.utf8), in: bytes) == nil {
                if let at = Self.firstOffset(of: Array(Self.suggestionMarker.utf8), in: bytes) {
                    line = String(decoding: bytes[..<at], as: UTF8.self) + ": " + quoted + String(decoding: bytes[at...], as: UTF8.self)
                } else {
                    line += ": " + quoted
                }
            }
        }
        let name = inputName.map { $0 + ": " } ?? ""
        emit((origin == .none ? "" : name) + origin.label + line)
    }

    /// Where `needle` first occurs in `haystack`, byte for byte, or nil.
    ///
    /// A plain loop over bytes: the standard library's `contains` and `firstRange(of:)` on strings and
    /// collections go through its generic string processing, some 250,000 instructions per message, which
    /// made a stream of bad records a hundred times slower than one of good records.
    static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty else { return 0 }
        guard haystack.count >= needle.count else { return nil }
        var start = 0
        while start <= haystack.count - needle.count {
            var matched = 0
            while matched < needle.count && haystack[start + matched] == needle[matched] { matched += 1 }
            if matched == needle.count { return start }
            start += 1
        }
        return nil
    }

    /// Reports a bad record given as a string.
    public func recordFailed(_ origin: Origin, _ message: String, input: String) {
        Array(input.utf8).withUnsafeBufferPointer { recordFailed(origin, message, input: $0) }
    }

    /// Writes `TOOL: MESSAGE` to stderr (or hands `MESSAGE` to the message sink) with control characters escaped.
    public func emit(_ message: String) {
        let escapedMessage = Array(message.utf8).withUnsafeBufferPointer { Self.escaped($0) }
        deliver(escapedMessage)
    }

    /// Counts and writes a bad record's message that other diagnostics made and handed to their message sink
    /// (already escaped): how the parallel record loop reports, in input order, what its threads found.
    package func reportRecordFailure(escaped message: String) {
        badRecords += 1
        deliver(Array(message.utf8))
    }

    /// Writes an escaped message as `TOOL: MESSAGE` to stderr, or hands it to the message sink.
    private func deliver(_ escapedMessage: [UInt8]) {
        if let messageSink {
            messageSink(String(decoding: escapedMessage, as: UTF8.self))
            return
        }
        var bytes = Array("\(tool): ".utf8)
        bytes.append(contentsOf: escapedMessage)
        bytes.append(0x0A)
        bytes.withUnsafeBufferPointer { _ = DescriptorWriter.writeAll(2, $0) }
    }

    /// The exit status the counts call for.
    public var exitStatus: ExitStatus {
        if let fatalStatus { return fatalStatus }
        if badRecords == 0 { return .success }
        return goodRecords == 0 ? .dataError : .someRecordsFailed
    }

    /// `"text"` with control characters and invalid UTF-8 escaped, shortened to `limit` characters.
    public static func quote(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int = 80) -> String {
        var text = bytes
        var shortened = false
        if text.count > limit * 4 {
            text = UnsafeBufferPointer(rebasing: bytes[0..<(limit * 4)])
            shortened = true
        }
        var s = String(decoding: escaped(text), as: UTF8.self)
        if s.count > limit {
            s = String(s.prefix(limit))
            shortened = true
        }
        s = s.replacingEvery("\"", with: "\\\"")
        return "\"" + s + (shortened ? "…" : "") + "\""
    }

    /// `"text"` for a string, escaped and shortened like the bytes form.
    public static func quote(_ text: String, limit: Int = 80) -> String {
        Array(text.utf8).withUnsafeBufferPointer { quote($0, limit: limit) }
    }

    /// The bytes with C0 controls and DEL as `\n`, `\t`, `\r`, `\e` or `\xNN`, C1 controls and invalid UTF-8
    /// bytes as `\xNN`, and the other characters `HiddenCharacters` names (bidi overrides, zero-width
    /// spaces, the byte order mark, line separators) as `\u{XXXX}`.
    public static func escaped(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let hex = Array("0123456789abcdef".utf8)
        func escapeByte(_ c: UInt8) {
            out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "x"), hex[Int(c >> 4)], hex[Int(c & 0xF)]])
        }
        var i = 0
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case 0x0A: out.append(contentsOf: Array("\\n".utf8)); i += 1
            case 0x09: out.append(contentsOf: Array("\\t".utf8)); i += 1
            case 0x0D: out.append(contentsOf: Array("\\r".utf8)); i += 1
            case 0x1B: out.append(contentsOf: Array("\\e".utf8)); i += 1
            case 0..<0x20, 0x7F: escapeByte(c); i += 1
            case 0x20..<0x80: out.append(c); i += 1
            default:
                if let n = UTF8Validation.sequenceLength(bytes, at: i) {
                    let value = HiddenCharacters.scalarValue(bytes, at: i, count: n)
                    if (0x80..<0xA0).contains(value) {
                        // C1 controls (U+0080–U+009F) are control characters too.
                        escapeByte(c); escapeByte(bytes[i + 1])
                    } else if HiddenCharacters.mustEscape(value) {
                        out.append(contentsOf: Array(HiddenCharacters.braceEscape(value).utf8))
                    } else {
                        out.append(contentsOf: bytes[i..<(i + n)])
                    }
                    i += n
                } else {
                    escapeByte(c)
                    i += 1
                }
            }
        }
        return out
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (no Foundation needed).
    func replacingEvery(_ target: Character, with replacement: String) -> String {
        var out = ""
        out.reserveCapacity(count)
        for ch in self {
            if ch == target { out += replacement } else { out.append(ch) }
        }
        return out
    }
}
