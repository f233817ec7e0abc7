import Testing
@testable import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream

@Suite("Hidden characters") struct HiddenCharactersTests {
    /// The characters that hide or reorder text, and controls, must be escaped; letters, emoji joiners and flags' tags not.
    @Test func whatMustBeEscaped() {
        let escaped: [UInt32] = [0x00, 0x1B, 0x7F, 0x85, 0x9B, 0xAD, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A, 0x202E,
                                 0x2028, 0x2029, 0x2060, 0x2066, 0x2069, 0xFEFF, 0xFFF9]
        let shown: [UInt32] = [0x20, 0x41, 0xA0, 0xE9, 0x4E2D, 0x200C, 0x200D, 0x1F468, 0xE0067, 0xE007F, 0xFFFD]
        for value in escaped { #expect(HiddenCharacters.mustEscape(value), "U+\(String(value, radix: 16))") }
        for value in shown { #expect(!HiddenCharacters.mustEscape(value), "U+\(String(value, radix: 16))") }
    }

    /// JSON strings a tool writes carry hidden characters as `\uXXXX` escapes, and everything else as it was.
    @Test(arguments: [
        ("\u{202E}evil", #""\u202eevil""#),
        ("a\u{85}b\u{9B}c", #""a\u0085b\u009bc""#),
        ("\u{2028}\u{2029}\u{FEFF}\u{200B}", #""\u2028\u2029\ufeff\u200b""#),
        ("\u{E0001}x", #""\udb40\udc01x""#),
        ("é 中 👨\u{200D}👩", "\"é 中 👨\u{200D}👩\""),
        ("tab\there \"q\" \\ \u{1B}", #""tab\there \"q\" \\ \u001b""#),
    ] as [(String, String)])
    func jsonStringsEscapeThem(text: String, expected: String) {
        var out: [UInt8] = []
        JSONString.append(text, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == expected)
        // What is written decodes back to the text.
        let inner = Array(out.dropFirst().dropLast())
        #expect(inner.withUnsafeBufferPointer { JSONString.decode($0) } == Array(text.utf8))
    }

    /// Ill-formed UTF-8 is copied as it is, and a sequence cut short does not swallow the byte after it.
    @Test func illFormedBytesAreCopied() {
        var out: [UInt8] = []
        JSONString.append([0x61, 0xE2, 0x80, 0x41, 0xFF, 0xC0, 0x80, 0xE2, 0x80], to: &out)
        #expect(out == [0x22, 0x61, 0xE2, 0x80, 0x41, 0xFF, 0xC0, 0x80, 0xE2, 0x80, 0x22])
    }
}
