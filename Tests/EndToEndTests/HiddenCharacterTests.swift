// Characters that hide or reorder text — the bidi override U+202E, the line
// separator U+2028, the byte order mark, zero-width spaces — and the C1
// control U+009B never reach a terminal raw: messages escape them as
// `\u{XXXX}`, the leaderboard table too, and the records a tool writes carry
// them as JSON `\uXXXX` escapes.

import Foundation
import Testing

@Suite("hidden characters") struct HiddenCharacterTests {
    /// A player name or color that would print reversed, split or invisible.
    static let payload = "\u{202E}evil\u{2028}\u{FEFF}\u{200B}\u{9B}x"
    /// The scalars of the payload that must never be written raw.
    static let hidden: Set<UInt32> = [0x202E, 0x2028, 0xFEFF, 0x200B, 0x9B]

    /// The hidden scalars found in `text`.
    func hiddenScalars(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { Self.hidden.contains($0) }
    }

    @Test func messagesEscapeThem() throws {
        for result in [
            try Tool.run("colorconv", [Self.payload]),
            try Tool.run("colorconv", [], stdin: Self.payload + "\n"),
            try Tool.run("colormix", ["red", "blue", "--in", Self.payload]),
            // The REPL splits words at blanks, U+2028 among them: the word is the part before it.
            try Tool.run("ghostdraw", ["repl", "--clock", "manual"], stdin: "tool \u{202E}evil\u{FEFF}\u{200B}\u{9B}\n"),
            try Tool.run("bullseye", ["--seed", "1", "--rounds", "1", "--db", "/nonexistent/x"], stdin: Self.payload + "\n"),
        ] {
            #expect(result.status != 0)
            #expect(hiddenScalars(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
            #expect(result.stderr.contains(#"\u{202E}evil"#), "\(result.stderr.debugDescription)")
        }
    }

    @Test func leaderboardsEscapeThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-\(getpid())-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let db = folder + "/scores.sqlite"
        let game = try Tool.run("bullseye", ["--seed", "3", "--rounds", "1", "--db", db, "--player", Self.payload],
                                stdin: #"{"action":"hit","value":50}"# + "\n")
        #expect(game.status == 0, "\(game.stderr)")
        #expect(hiddenScalars(in: game.stdout).isEmpty)
        let records = try Tool.run("bullseye", ["scores", "--all", "--db", db])
        #expect(records.status == 0, "\(records.stderr)")
        #expect(records.stdout.contains(#""player":"\u202eevil\u2028\ufeff\u200b\u009bx""#), "\(records.stdout)")
        let terminal = try PseudoTerminal(executable: Tool.path("bullseye"), arguments: ["scores", "--all", "--db", db])
        defer { terminal.close() }
        #expect(terminal.waitForExit() == 0)
        let screen = String(decoding: terminal.output, as: UTF8.self)
        #expect(screen.contains(#"\u{202E}evil\u{2028}"#), "\(screen.debugDescription)")
        #expect(hiddenScalars(in: screen).isEmpty, "\(screen.debugDescription)")
    }

    @Test func aByteOrderMarkOpeningTheInputIsSkipped() throws {
        let r = try Tool.run("colorconv", [], stdin: "\u{FEFF}red\nblue\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == [##"{"color":"#ff0000","hex":"#ff0000"}"##, ##"{"color":"#0000ff","hex":"#0000ff"}"##])
        let log = try Tool.run("ghostdraw", ["reveals"], stdin: "\u{FEFF}" + #"{"t":0,"end":1,"event":"stroke","tool":"red","points":[[1,1]]}"# + "\n")
        #expect(log.status == 0, "\(log.stderr)")
        #expect(log.lines.count == 1)
    }
}
