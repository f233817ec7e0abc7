// Mouse reports through the key decoder, from byte tables: press, drag and
// release of each button, the modifiers, the wheel and plain moves, in the
// SGR encoding and the legacy one (xterm's ctlseqs, "Mouse Tracking");
// malformed and unused reports dropped; reports split across reads at every
// byte; and every key the plain decoder knows still decoded the same, while a
// decoder not asked for the mouse keeps dropping the reports.

import Testing

@testable import ChromaTerminal

@Suite("MouseDecoder")
struct MouseDecoderTests {
    /// Decodes `bytes` in one go with a fresh decoder reading mouse reports, then times out any pending sequence.
    private func keys(_ bytes: [UInt8], readsMouseReports: Bool = true) -> [TerminalKey] {
        var decoder = KeyDecoder(readsMouseReports: readsMouseReports)
        return decoder.decode(bytes) + decoder.timeOut()
    }

    private func keys(_ bytes: KeyBytes, readsMouseReports: Bool = true) -> [TerminalKey] {
        keys(Array(bytes.text.utf8), readsMouseReports: readsMouseReports)
    }

    /// A mouse key: `kind` of `button` at 0-based `column` and `row`.
    private static func mouse(
        _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, _ column: Int, _ row: Int, shift: Bool = false,
        alt: Bool = false, control: Bool = false
    ) -> TerminalKey {
        .mouse(
            MouseEvent(kind: kind, button: button, column: column, row: row, shift: shift, alt: alt, control: control))
    }

    // MARK: SGR reports (mode 1006)

    static let sgrReports: [(bytes: KeyBytes, key: TerminalKey)] = [
        // Each button pressed, dragged and let go; the release names its button.
        ("\u{1B}[<0;1;1M", mouse(.press, .left, 0, 0)),
        ("\u{1B}[<1;10;5M", mouse(.press, .middle, 9, 4)),
        ("\u{1B}[<2;80;24M", mouse(.press, .right, 79, 23)),
        ("\u{1B}[<32;11;5M", mouse(.drag, .left, 10, 4)),
        ("\u{1B}[<33;11;5M", mouse(.drag, .middle, 10, 4)),
        ("\u{1B}[<34;11;5M", mouse(.drag, .right, 10, 4)),
        ("\u{1B}[<0;12;6m", mouse(.release, .left, 11, 5)),
        ("\u{1B}[<1;12;6m", mouse(.release, .middle, 11, 5)),
        ("\u{1B}[<2;12;6m", mouse(.release, .right, 11, 5)),
        ("\u{1B}[<3;12;6M", mouse(.release, .none, 11, 5)),  // the legacy release code, in SGR numbers
        // A move with no button held (any-event tracking), and the wheel.
        ("\u{1B}[<35;40;12M", mouse(.move, .none, 39, 11)),
        ("\u{1B}[<64;3;4M", mouse(.scrollUp, .none, 2, 3)),
        ("\u{1B}[<65;3;4M", mouse(.scrollDown, .none, 2, 3)),
        // Modifiers: Shift 4, Meta 8, Control 16, and all three.
        ("\u{1B}[<4;2;3M", mouse(.press, .left, 1, 2, shift: true)),
        ("\u{1B}[<8;2;3M", mouse(.press, .left, 1, 2, alt: true)),
        ("\u{1B}[<16;2;3M", mouse(.press, .left, 1, 2, control: true)),
        ("\u{1B}[<30;2;3M", mouse(.press, .right, 1, 2, shift: true, alt: true, control: true)),
        ("\u{1B}[<36;2;3M", mouse(.drag, .left, 1, 2, shift: true)),
        ("\u{1B}[<18;2;3m", mouse(.release, .right, 1, 2, control: true)),
        ("\u{1B}[<80;2;3M", mouse(.scrollUp, .none, 1, 2, control: true)),
        ("\u{1B}[<43;2;3M", mouse(.move, .none, 1, 2, alt: true)),
        // Wide terminals: 4-digit coordinates, up to the largest believed; leading zeros.
        ("\u{1B}[<0;1234;567M", mouse(.press, .left, 1233, 566)),
        ("\u{1B}[<125;9999;9999M", mouse(.scrollDown, .none, 9998, 9998, shift: true, alt: true, control: true)),
        ("\u{1B}[<0;10000;10000M", mouse(.press, .left, 9999, 9999)),
        ("\u{1B}[<00;007;08M", mouse(.press, .left, 6, 7)),
    ]

    @Test(arguments: sgrReports)
    func decodesEachSGRReport(bytes: KeyBytes, key: TerminalKey) {
        #expect(keys(bytes) == [key])
    }

    // MARK: Legacy reports (mode 1000 without 1006)

    /// `ESC [ M` and the three raw bytes: the code plus 32, the 1-based column and row plus 32.
    private static func legacy(code: Int, column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[M".utf8) + [UInt8(code + 32), UInt8(column + 1 + 32), UInt8(row + 1 + 32)]
    }

    static let legacyReports: [(code: Int, column: Int, row: Int, key: TerminalKey)] = [
        (0, 0, 0, mouse(.press, .left, 0, 0)),  // the bytes are ` !!`: a space that must not be the space key
        (1, 9, 4, mouse(.press, .middle, 9, 4)),
        (2, 79, 23, mouse(.press, .right, 79, 23)),
        (3, 9, 4, mouse(.release, .none, 9, 4)),  // the legacy release does not say which button
        (32, 10, 4, mouse(.drag, .left, 10, 4)),
        (33, 10, 4, mouse(.drag, .middle, 10, 4)),
        (34, 10, 4, mouse(.drag, .right, 10, 4)),
        (35, 10, 4, mouse(.move, .none, 10, 4)),
        (64, 2, 3, mouse(.scrollUp, .none, 2, 3)),
        (65, 2, 3, mouse(.scrollDown, .none, 2, 3)),
        (4, 1, 2, mouse(.press, .left, 1, 2, shift: true)),
        (8, 1, 2, mouse(.press, .left, 1, 2, alt: true)),
        (16, 1, 2, mouse(.press, .left, 1, 2, control: true)),
        (19, 1, 2, mouse(.release, .none, 1, 2, control: true)),
        (0, 93, 93, mouse(.press, .left, 93, 93)),  // `~` (0x7E) as both coordinates
        (0, 94, 0, mouse(.press, .left, 94, 0)),  // DEL (0x7F) as a coordinate
        (0, 222, 222, mouse(.press, .left, 222, 222)),  // 0xFF, the farthest cell the encoding reaches
    ]

    @Test(arguments: legacyReports)
    func decodesEachLegacyReport(code: Int, column: Int, row: Int, key: TerminalKey) {
        #expect(keys(MouseDecoderTests.legacy(code: code, column: column, row: row)) == [key])
    }

    @Test func theLegacyReportsBytesAreNeverKeys() {
        #expect(keys(" !!" as KeyBytes) == [.character(" "), .character("!"), .character("!")], "as typed")
        #expect(keys("\u{1B}[M !!x" as KeyBytes) == [Self.mouse(.press, .left, 0, 0), .character("x")])
        #expect(
            keys("\u{1B}[M#~~\u{1B}[M ~~" as KeyBytes)
                == [Self.mouse(.release, .none, 93, 93), Self.mouse(.press, .left, 93, 93)])
    }

    // MARK: Dropped

    static let droppedReports: [KeyBytes] = [
        // SGR: coordinates missing, 0 or too large; a list too short, too long or not numbers; a wrong final byte.
        "\u{1B}[<0;0;5M", "\u{1B}[<0;5;0M", "\u{1B}[<0;0;0m",
        "\u{1B}[<0;;5M", "\u{1B}[<0;5;M", "\u{1B}[<;5;5M",
        "\u{1B}[<0;10001;5M", "\u{1B}[<0;5;10001M", "\u{1B}[<0;99999;5M",
        "\u{1B}[<0;5M", "\u{1B}[<0M", "\u{1B}[<M", "\u{1B}[<0;5;5;5M", "\u{1B}[<0;5;5;M",
        "\u{1B}[<0:1;5;5M", "\u{1B}[<0;5;5<M", "\u{1B}[<0;5; 5M", "\u{1B}[<-1;5;5M",
        "\u{1B}[<0;5;5X", "\u{1B}[<0;5;5~", "\u{1B}O<0;5;5M",
        KeyBytes(stringLiteral: "\u{1B}[<0;" + String(repeating: "1", count: 20) + ";5M"),  // too long to keep
        // SGR reports no widget uses: the sideways wheel, a wheel "release", extra buttons.
        "\u{1B}[<66;5;5M", "\u{1B}[<67;5;5M", "\u{1B}[<64;5;5m", "\u{1B}[<128;5;5M", "\u{1B}[<130;5;5m",
        // Alt before a whole report, as for keys.
        "\u{1B}\u{1B}[<0;5;5M", "\u{1B}\u{1B}[M !!",
        // Reports cut short by the pause.
        "\u{1B}[<0;5;5", "\u{1B}[<0;5", "\u{1B}[<", "\u{1B}[M", "\u{1B}[M ", "\u{1B}[M !",
        // Legacy reports at column or row 0 (the byte 32), or the 0 past the encoding's reach.
        "\u{1B}[M  !", "\u{1B}[M ! ", "\u{1B}[M \u{0}!", "\u{1B}[M !\u{0}",
        // Legacy codes no widget uses: the sideways wheel, an extra button (128 + 32 is 0xA0).
        "\u{1B}[Mb!!",
        // Other private sequences still mean nothing.
        "\u{1B}[?1;2c", "\u{1B}[>0;276;0c", "\u{1B}[=1M", "\u{1B}[?5M", "\u{1B}[>5m",
    ]

    @Test(arguments: droppedReports)
    func dropsMalformedAndUnusedReports(bytes: KeyBytes) {
        #expect(keys(bytes) == [])
    }

    @Test func dropsALegacyReportOfAnExtraButton() {
        #expect(keys(Array("\u{1B}[M".utf8) + [0xA0, 0x21, 0x21]) == [])
    }

    @Test func aCutLegacyReportIsDroppedAndTheDecoderStartsAfresh() {
        var decoder = KeyDecoder(readsMouseReports: true)
        #expect(decoder.decode(Array("\u{1B}[M !".utf8)) == [])
        #expect(decoder.isWaitingForMore)
        #expect(decoder.timeOut() == [])
        #expect(!decoder.isWaitingForMore)
        #expect(
            decoder.decode(Array(" l".utf8)) == [.character(" "), .character("l")], "after the pause, bytes are keys")
    }

    @Test func aControlByteBreaksALegacyReportAndStillCounts() {
        #expect(keys("\u{1B}[M \u{03}" as KeyBytes) == [.interrupt])
        #expect(keys("\u{1B}[M !\r" as KeyBytes) == [.enter])
        #expect(keys("\u{1B}[M \u{1B}[C" as KeyBytes) == [.right], "a new ESC starts a new sequence")
        #expect(keys("\u{1B}[<0;5\u{03}" as KeyBytes) == [.interrupt], "an SGR report too")
    }

    // MARK: Splits

    static let splitReports: [(bytes: [UInt8], key: TerminalKey)] = [
        (Array("\u{1B}[<0;1234;567M".utf8), mouse(.press, .left, 1233, 566)),
        (Array("\u{1B}[<34;80;24m".utf8), mouse(.release, .right, 79, 23)),
        (Array("\u{1B}[<65;3;4M".utf8), mouse(.scrollDown, .none, 2, 3)),
        (legacy(code: 0, column: 0, row: 0), mouse(.press, .left, 0, 0)),
        (legacy(code: 35, column: 222, row: 40), mouse(.move, .none, 222, 40)),
    ]

    @Test(arguments: splitReports)
    func aReportSplitAcrossReadsAtAnyByteIsOneEvent(bytes: [UInt8], key: TerminalKey) {
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder(readsMouseReports: true)
            #expect(decoder.decode(bytes[..<cut]) == [], "cut after \(cut) bytes")
            #expect(decoder.isWaitingForMore)
            #expect(decoder.decode(bytes[cut...]) == [key], "cut after \(cut) bytes")
            #expect(!decoder.isWaitingForMore)
        }
    }

    @Test func aStreamReadOneByteAtATimeDecodesAsAWhole() {
        let stream =
            Array("l\u{1B}[<0;5;5M\u{1B}[<32;6;5M\u{1B}[C".utf8) + MouseDecoderTests.legacy(code: 3, column: 5, row: 4)
            + Array("\u{1B}[<0;6;5m\r".utf8)
        let whole = keys(stream)
        #expect(
            whole == [
                .character("l"), Self.mouse(.press, .left, 4, 4), Self.mouse(.drag, .left, 5, 4), .right,
                Self.mouse(.release, .none, 5, 4), Self.mouse(.release, .left, 5, 4), .enter,
            ])
        var decoder = KeyDecoder(readsMouseReports: true)
        let byByte = stream.flatMap { decoder.decode([$0]) } + decoder.timeOut()
        #expect(byByte == whole)
    }

    // MARK: Keys are unchanged

    @Test(arguments: KeyDecoderTests.singleKeys)
    func everyKeyStillDecodes(bytes: KeyBytes, key: TerminalKey) {
        #expect(keys(bytes) == [key])
    }

    static let stillIgnored = KeyDecoderTests.ignored.filter { !$0.text.hasPrefix("\u{1B}[<") }

    @Test(arguments: stillIgnored)
    func whatNoWidgetUsesIsStillDropped(bytes: KeyBytes) {
        #expect(keys(bytes) == [])
    }

    @Test func aDecoderNotReadingTheMouseDropsItsReports() {
        #expect(!KeyDecoder().readsMouseReports)
        #expect(keys("\u{1B}[<0;10;5M" as KeyBytes, readsMouseReports: false) == [])
        #expect(keys("\u{1B}[<0;10;5m" as KeyBytes, readsMouseReports: false) == [])
        // `ESC [ M` alone is dropped as an unknown sequence (F1 on an SCO keyboard); what follows is keys.
        #expect(
            keys("\u{1B}[M !!" as KeyBytes, readsMouseReports: false)
                == [.character(" "), .character("!"), .character("!")])
    }
}
