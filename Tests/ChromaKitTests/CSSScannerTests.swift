import Testing
@testable import ChromaKit

/// The byte classes and shortcuts of the CSS scanner agree with the rules they stand for.
@Suite("CSS scanner") struct CSSScannerTests {
    @Test func nameBytesAreTheNameCodePointsOfCSSSyntax() {
        // CSS Syntax 3 §4.2: a letter, a non-ASCII code point, `_`, a digit or `-`.
        for byte in UInt8(0)...UInt8(255) {
            let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let expected = letter || byte >= 0x80 || byte == 0x5F || (0x30...0x39).contains(byte) || byte == 0x2D
            #expect(ASCII.isName(byte) == expected, "byte \(byte)")
        }
    }

    @Test func theHexDigitTableIsHexValue() {
        // CSS Color 4 §5.2: `0`–`9`, `a`–`f` and `A`–`F`; every other byte is marked 16.
        for byte in UInt8(0)...UInt8(255) {
            #expect(ASCII.hexDigitValues[Int(byte)] == ASCII.hexValue(byte) ?? 16, "byte \(byte)")
        }
        #expect(ASCII.hexDigitValues.count == 256)
    }

    @Test(arguments: [
        ("1e7EA4", 0x1E7EA4 as UInt32?), ("000000", 0), ("ffffff", 0xFFFFFF), ("FfFfFf", 0xFFFFFF), ("09afAF", 0x09AFAF),
        ("1e7ea ", nil), ("g00000", nil), ("00000g", nil), ("0000/0", nil), ("00:000", nil), ("00@000", nil),
        ("00`000", nil), ("\u{0}00000", nil), ("\u{FF}0000", nil),
    ])
    func sixHexDigitsReadsWhatHexValueReads(text: String, expected: UInt32?) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ASCII.sixHexDigits(buffer, from: 0) == expected, "\(text)")
        }
    }

    @Test(arguments: [
        ("rgb(from #3a7bd5 r g b)", "rgb(from #3a7bd5ff r g b)"),
        ("rgb(from #3A7BD5 r g b / 50%)", "rgb(from #3a7bd5ff r g b / 50%)"),
        ("color-mix(in oklch, #123456, #abcdef 30%)", "color-mix(in oklch, #123456ff, #abcdefff 30%)"),
        ("color-mix(in oklch,#123456,#abcdef)", "color-mix(in oklch, #123456ff, #abcdefff)"),
        ("oklch(from #000000 l c h)", "oklch(from #000000ff l c h)"),
    ])
    func aSixDigitHexInsideAColorIsTheColorTheGeneralReaderReads(shortcut: String, general: String) throws {
        // `#rrggbb` followed by anything but more of a name is read at once; eight digits take the general reader.
        let a = try CSSColor.parse(shortcut), b = try CSSColor.parse(general)
        #expect(a.isIdentical(to: b), "\(shortcut): \(a) against \(b)")
    }

    @Test(arguments: [
        ("rgb(from #3a7bd5x r g b)", ##"bad hex color "#3a7bd5x": "x" is not a hex digit"##),
        ("rgb(from #3a7bd5- r g b)", ##"bad hex color "#3a7bd5-": "-" is not a hex digit"##),
        ("rgb(from #3a7bg5 r g b)", ##"bad hex color "#3a7bg5": "g" is not a hex digit"##),
        ("rgb(from #3a7bd5", "unexpected end of input"),
        ("rgb(from #3a7bd r g b)", "expected 3, 4, 6 or 8 hex digits"),
    ])
    func aHexThatIsNotSixDigitsAloneIsReadByTheGeneralReader(text: String, message: String) {
        #expect(throws: ColorParseError.self) { try CSSColor.parse(text) }
        do { _ = try CSSColor.parse(text) } catch { #expect(error.message.contains(message), "\(text): \(error.message)") }
    }
}

/// `CSSNumber`: the one reading of a number the tools take outside a color, a CSS `<number>` and nothing else.
@Suite("CSS numbers outside a color") struct CSSNumberTests {
    @Test(arguments: [("0.25", 0.25), ("-3", -3.0), (".5", 0.5), ("+1e-3", 0.001), ("1E2", 100.0), ("0", 0.0), ("10", 10.0)])
    func aCSSNumberIsRead(text: String, value: Double) {
        #expect(CSSNumber.parse(text) == value)
    }

    @Test(arguments: ["0x10", " 5", "5 ", "nan", "NaN", "inf", "-infinity", "1e400", "", "+", ".", "1.", "1e", "5%", "1,5", "--1", "½"])
    func anythingElseIsNot(text: String) {
        #expect(CSSNumber.parse(text) == nil, "\(text)")
    }
}
