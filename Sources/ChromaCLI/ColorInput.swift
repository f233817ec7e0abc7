import ChromaKit

extension RecordStream {
    /// The color of a record, parsed as CSS; a missing field or a parse error becomes a `RecordError`.
    public func parseColor(_ input: RecordInput) throws(RecordError) -> Color {
        guard let text = input.colorText else { throw RecordError(missingFieldMessage(), quoting: String(decoding: input.line, as: UTF8.self)) }
        do {
            return try CSSColor.parse(utf8: text)
        } catch {
            throw RecordError(error.message)
        }
    }
}

/// Whether the process talks to a person: standard input and output are both terminals.
public enum Terminal {
    /// True when stdin and stdout are terminals.
    public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }
}
