import Testing
@testable import ChromaKit

/// A CSS color text that must be rejected, with a substring of the expected message and, optionally, its byte offset.
struct InvalidColorInput: Sendable, CustomTestStringConvertible {
    let input: String, message: String, offset: Int?

    init(_ input: String, _ message: String, offset: Int? = nil) {
        self.input = input
        self.message = message
        self.offset = offset
    }

    var testDescription: String { input.debugDescription }

    /// Checks that `CSSColor.parse` refuses the input with that message (and offset).
    func expectRejected(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            _ = try CSSColor.parse(input)
        } throws: { error in
            guard let error = error as? ColorParseError else { return false }
            let ok = error.message.contains(message) && (offset == nil || offset == error.offset)
            if !ok { Issue.record("got \(error)", sourceLocation: sourceLocation) }
            return ok
        }
    }
}
