import ChromaKit

/// The characters that never reach a terminal or a message raw: controls, and those that hide or reorder text.
///
/// Besides the C0 controls, DEL and the C1 controls (U+0080–U+009F, whose
/// U+009B is a CSI on many terminals), these are the characters of Unicode
/// general category Cf (format) and the line and paragraph separators (Zl,
/// Zp): the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069) that can make `evil` print as `live`, the zero-width space
/// and word joiner (U+200B, U+2060), the byte order mark (U+FEFF), U+2028 and
/// U+2029 (Unicode Standard Annex #9 and Unicode Technical Report #36,
/// "Unicode Security Considerations"). Two format characters are kept, because
/// scripts and emoji need them and they reorder nothing: the zero-width
/// non-joiner and joiner (U+200C, U+200D); and so are the tag characters
/// (U+E0020–U+E007F) that spell out subdivision flags.
public enum HiddenCharacters {
    /// Whether the scalar with this value must be escaped before text is shown or quoted.
    public static func mustEscape(_ value: UInt32) -> Bool {
        if value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value) { return true }
        if value < 0xAD { return false }
        if value == 0x200C || value == 0x200D || (0xE0020...0xE007F).contains(value) { return false }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `\u{XXXX}` for a scalar value (uppercase hex, at least four digits).
    public static func braceEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
    }

    /// The scalar encoded by the well-formed UTF-8 sequence of `count` bytes at `start`.
    @inlinable
    public static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) -> UInt32 {
        var value = UInt32(bytes[start]) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
        for k in 1..<count { value = value << 6 | UInt32(bytes[start + k] & 0x3F) }
        return value
    }
}
