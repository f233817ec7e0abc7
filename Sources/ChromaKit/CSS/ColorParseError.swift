/// Why a CSS color string was rejected: a message for people, and the UTF-8 byte offset where the problem starts.
///
/// The message names the function and component concerned and quotes the
/// offending text, shortened when it is long (`rgb(): expected 3 components,
/// found 2`, `unknown color name "tomatoe"`). Quoted text is not escaped:
/// whoever prints the message to a terminal escapes control characters.
public struct ColorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, for people.
    public let message: String
    /// The UTF-8 byte offset in the input where the problem starts (0 for the first byte).
    public let offset: Int

    /// Makes an error from its message and offset.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The message followed by the offset, for logs: `unknown color name "x" (at byte 0)`.
    public var description: String { "\(message) (at byte \(offset))" }
}
