// The key decoder, from byte tables: every spelling of every key, sequences
// split across reads, the lone ESC told apart by a time-out, Alt
// combinations and unknown sequences dropped, control characters getting
// through a broken sequence, and remapped control characters.

import Testing

@testable import ChromaTerminal

/// Test input written as a string, shown in test names with its control characters made visible.
struct KeyBytes: Sendable, ExpressibleByStringLiteral, CustomTestStringConvertible {
    let text: String

    init(stringLiteral text: String) {
        self.text = text
    }

    var testDescription: String {
        text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x1B: "ESC "
            case 0x00..<0x20, 0x7F...: "<\(String(scalar.value, radix: 16))>"
            default: String(scalar)
            }
        }.joined()
    }
}

@Suite("KeyDecoder")
struct KeyDecoderTests {
    /// Decodes `text`'s bytes in one go with a fresh decoder, then times out any pending sequence.
    private func keys(_ text: String, controlCharacters: KeyDecoder.ControlCharacters = .standard) -> [TerminalKey] {
        var decoder = KeyDecoder(controlCharacters: controlCharacters)
        return decoder.decode(Array(text.utf8)) + decoder.timeOut()
    }

    private func keys(_ bytes: KeyBytes) -> [TerminalKey] { keys(bytes.text) }

    static let singleKeys: [(bytes: KeyBytes, key: TerminalKey)] = [
        ("\u{1B}[D", .left), ("\u{1B}[C", .right), ("\u{1B}[A", .up), ("\u{1B}[B", .down),
        ("\u{1B}OD", .left), ("\u{1B}OC", .right), ("\u{1B}OA", .up), ("\u{1B}OB", .down),
        ("\u{1B}[1D", .left), ("\u{1B}[1;1C", .right),
        ("\u{1B}[1;2D", .shiftLeft), ("\u{1B}[1;2C", .shiftRight),
        ("\u{1B}[d", .shiftLeft), ("\u{1B}[c", .shiftRight),
        ("\u{1B}O2D", .shiftLeft), ("\u{1B}O2C", .shiftRight),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[5;2~", .pageUp),
        ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[1;5H", .home),
        ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\r", .enter), ("\n", .enter),
        ("\u{1B}", .escape),
        ("\u{03}", .interrupt), ("\u{04}", .endOfInput), ("\u{1A}", .suspend),
        ("h", .character("h")), ("l", .character("l")), ("H", .character("H")), (" ", .character(" ")),
        ("7", .character("7")), ("~", .character("~")),
    ]

    @Test(arguments: singleKeys)
    func decodesEachKey(bytes: KeyBytes, key: TerminalKey) {
        #expect(keys(bytes) == [key])
    }

    static let ignored: [KeyBytes] = [
        "\u{1B}[1;5C", "\u{1B}[1;3D",  // Ctrl and Alt arrows
        "\u{1B}[1;2A",  // Shift+↑
        "\u{1B}[2~", "\u{1B}[3~", "\u{1B}[15~", "\u{1B}[24~",  // Insert, Delete, F5, F12
        "\u{1B}OP", "\u{1B}OS",  // F1, F4
        "\u{1B}[Z",  // Shift+Tab
        "\u{1B}[?1;2c", "\u{1B}[>0;276;0c", "\u{1B}[<0;10;5M",  // device replies, a mouse report
        "\u{1B}[2C", "\u{1B}[1:2C",  // an arrow with a count, a colon parameter
        "\u{1B}[a", "\u{1B}[b",  // rxvt Shift+↑/↓
        "\u{1B}x", "\u{1B}[", "\u{1B}O", "\u{1B}[1;",  // Alt+x, sequences left unfinished
        "\u{1B}\u{1B}[C",  // Alt+→
        "\t", "\u{7F}", "\u{00}", "\u{1C}", "\u{08}",  // Tab, Backspace, NUL, Ctrl-\, Ctrl-H
        "é", "\u{9B}",  // non-ASCII text, a C1 control
        KeyBytes(stringLiteral: "\u{1B}[" + String(repeating: "1;", count: 40) + "C"),  // a sequence too long to keep
    ]

    @Test(arguments: ignored)
    func dropsWhatNoWidgetUses(bytes: KeyBytes) {
        #expect(keys(bytes) == [])
    }

    @Test func dropsBytesOutsideASCII() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x9B, 0xFF, 0x80, 0xC3]) == [])
        #expect(!decoder.isWaitingForMore)
    }

    @Test func decodesKeysOneAfterAnother() {
        #expect(
            keys("\u{1B}[C\u{1B}[Cl\u{1B}[5~\u{1B}[1;2D\u{1B}OH\r")
                == [.right, .right, .character("l"), .pageUp, .shiftLeft, .home, .enter])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        let sequence = Array("\u{1B}[1;2C".utf8)
        for cut in 1..<sequence.count {
            var decoder = KeyDecoder()
            #expect(decoder.decode(sequence[..<cut]) == [])
            #expect(decoder.isWaitingForMore)
            #expect(decoder.decode(sequence[cut...]) == [.shiftRight], "cut after \(cut) bytes")
            #expect(!decoder.isWaitingForMore)
        }
    }

    @Test func aLoneEscapeWaitsForTheTimeOut() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isWaitingForMore)
        #expect(decoder.timeOut() == [.escape])
        #expect(!decoder.isWaitingForMore)
        #expect(decoder.timeOut() == [], "a second time-out has nothing left")
        #expect(decoder.decode(Array("\u{1B}[D".utf8)) == [.left], "the decoder starts afresh")
    }

    @Test func anUnfinishedSequenceIsDroppedAtTheTimeOut() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.timeOut() == [])
        #expect(decoder.decode(Array("2C".utf8)) == [.character("2"), .character("C")])
    }

    @Test func nothingPendingMeansNoWaiting() {
        var decoder = KeyDecoder()
        #expect(!decoder.isWaitingForMore)
        _ = decoder.decode(Array("l\u{1B}[C".utf8))
        #expect(!decoder.isWaitingForMore)
        #expect(decoder.timeOut() == [])
    }

    static let escapeThenControl: [(bytes: KeyBytes, keys: [TerminalKey])] = [
        ("\u{1B}\u{03}", [.escape, .interrupt]),
        ("\u{1B}\r", [.escape, .enter]),
        ("\u{1B}\u{04}", [.escape, .endOfInput]),
        ("\u{1B}\u{1B}\u{1B}", [.escape, .escape]),
    ]

    @Test(arguments: escapeThenControl)
    func escapeFollowedByAControlKeyIsTwoKeys(bytes: KeyBytes, keys expected: [TerminalKey]) {
        #expect(keys(bytes) == expected)
    }

    @Test func aControlCharacterBreaksASequenceAndStillCounts() {
        #expect(keys("\u{1B}[1;\u{03}") == [.interrupt])
        #expect(keys("\u{1B}[5\r") == [.enter])
        #expect(keys("\u{1B}[\u{1B}[C") == [.right], "a new ESC starts a new sequence")
        #expect(keys("\u{1B}O\u{04}") == [.endOfInput])
    }

    @Test func carriageReturnAndLineFeedAreOneEnter() {
        #expect(keys("\r\n") == [.enter])
        #expect(keys("\r\r") == [.enter, .enter])
        #expect(keys("\n\n") == [.enter, .enter])
        #expect(keys("\r\n\n") == [.enter, .enter])
        #expect(keys("\rl\n") == [.enter, .character("l"), .enter])
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x0D]) == [.enter])
        #expect(decoder.decode([0x0A]) == [], "also across reads")
    }

    @Test func remappedControlCharactersAreHonoured() {
        let remapped = KeyDecoder.ControlCharacters(interrupt: 0x18, endOfInput: nil, suspend: 0x19)  // ^X, off, ^Y
        #expect(keys("\u{18}", controlCharacters: remapped) == [.interrupt])
        #expect(keys("\u{03}", controlCharacters: remapped) == [], "Ctrl-C is no longer special")
        #expect(keys("\u{04}", controlCharacters: remapped) == [], "end of input turned off")
        #expect(keys("\u{19}", controlCharacters: remapped) == [.suspend])
        #expect(keys("\u{1B}\u{18}", controlCharacters: remapped) == [.escape, .interrupt])
    }

    static let parameterLists: [(text: String, numbers: [Int?]?)] = [
        ("", []), ("1", [1]), ("1;2", [1, 2]), (";5", [nil, 5]), ("15;", [15, nil]),
        ("?1", nil), ("1:2", nil), ("99999999", [9999]),
    ]

    @Test(arguments: parameterLists)
    func readsParameterNumbers(text: String, numbers: [Int?]?) {
        #expect(KeyDecoder.numbers(in: Array(text.utf8)) == numbers)
    }
}
