import ChromaKit
import ChromaRuntime
import ChromaStream

extension RecordStream {
    /// The color of a record, parsed as CSS in the command line's `--color-scheme`; a missing field or a parse error
    /// becomes a `RecordError`.
    public func parseColor(_ input: RecordInput) throws(RecordError) -> Color {
        guard let text = input.colorText else { throw RecordError(missingFieldMessage(), quoting: String(decoding: input.line, as: UTF8.self)) }
        do {
            return try CSSColor.parse(utf8: text, routes: relativeOriginRoutes, colorScheme: .ofInput)
        } catch {
            throw RecordError(error.message)
        }
    }
}

extension RecordStream {
    /// The raw JSON bytes of field `name` of the current object record (a value as written:
    /// `"red"`, `["red","blue"]`, `0.5`), or nil when the record is not an object or has no such field.
    public func rawField(_ name: String, of input: RecordInput) -> UnsafeBufferPointer<UInt8>? {
        guard input.isObject, let index = scanner.lastIndex(ofKey: Array(name.utf8), in: input.line) else { return nil }
        return UnsafeBufferPointer(rebasing: input.line[scanner.members[index].value])
    }

    /// The strings of field `name` when it is a JSON array of strings (`"colors":["red","blue"]`), else nil.
    ///
    /// With `limit`, at most `limit + 1` strings are read (see `JSONValues.strings(inArray:limit:)`).
    public func stringArrayField(_ name: String, of input: RecordInput, limit: Int = .max) -> [String]? {
        rawField(name, of: input).flatMap { JSONValues.strings(inArray: $0, limit: limit) }
    }

    /// The number in field `name`, if it is a JSON number.
    public func numberField(_ name: String, of input: RecordInput) -> Double? {
        rawField(name, of: input).flatMap(JSONValues.number)
    }
}
