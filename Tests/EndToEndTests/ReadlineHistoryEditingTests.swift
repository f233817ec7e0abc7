// Walking and searching the history at a prompt, through a pseudo-terminal:
// key sequences that once freed readline's undo lists twice (and aborted the
// process) at every prompt, the prefix search of PgUp and PgDn, and a few
// hundred seeded random key sequences over a history, after which the prompt
// still answers and quits with 0.

import ChromaKit
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("History editing at the prompt")
struct ReadlineHistoryEditingTests {
    /// Keys as an xterm sends them.
    private enum Keys {
        static let up = "\u{1B}[A"
        static let down = "\u{1B}[B"
        static let pageUp = "\u{1B}[5~"
        static let pageDown = "\u{1B}[6~"
        static let metaP = "\u{1B}p"
        static let metaN = "\u{1B}n"
        static let metaLess = "\u{1B}<"
        static let controlP = "\u{10}"
        static let controlO = "\u{0F}"
    }

    /// The sequence at a prompt whose history holds `hit` that aborted readline 8.2 at the last Enter.
    private static let searchSequence = [
        Keys.up, "a", Keys.pageDown, Keys.down, "z", Keys.up, "b", Keys.pageDown, "\r",
    ].joined()

    /// Starts `tool` on a terminal with `history` in its history file (named after `historyName`).
    private func start(
        _ tool: String, _ arguments: [String] = [], historyName: String, history: [String]
    ) throws -> PseudoTerminal {
        let home = try PseudoTerminal.makeScratchFolder()
        let folder = home + "/state/chromatools"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lines = history.map { $0 + "\n" }.joined()
        #expect(FileManager.default.createFile(atPath: folder + "/\(historyName)_history", contents: Data(lines.utf8)))
        return try PseudoTerminal(
            executable: Tool.path(tool), arguments: arguments, home: home,
            environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    private func finish(_ terminal: PseudoTerminal) {
        terminal.close()
        try? FileManager.default.removeItem(atPath: terminal.home)
    }

    /// Plays `keys`, then checks that the prompt still runs a command and quits with 0.
    private func expectSurvives(
        _ terminal: PseudoTerminal, keys: String, command: String, answer: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let mark = terminal.output.count
        terminal.send(keys)
        terminal.send(command + "\r")
        #expect(terminal.waitFor(answer, since: mark), "screen: \(terminal.screen)", sourceLocation: sourceLocation)
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "screen: \(terminal.screen)", sourceLocation: sourceLocation)
        #expect(!terminal.screen.contains("double free"), sourceLocation: sourceLocation)
    }

    @Test func searchSequenceAtAGamePromptKeepsTheGame() throws {
        let terminal = try start("bullseye", ["--seed", "7"], historyName: "bullseye", history: ["hit"])
        defer { finish(terminal) }
        #expect(terminal.waitFor("round 1/10"), "screen: \(terminal.screen)")
        expectSurvives(terminal, keys: ReadlineHistoryEditingTests.searchSequence, command: "help", answer: "hit")
    }

    @Test func searchSequenceAtColorconvsPrompt() throws {
        let terminal = try start("colorconv", ["repl"], historyName: "colorconv", history: ["hit"])
        defer { finish(terminal) }
        #expect(terminal.waitFor("colorconv>"), "screen: \(terminal.screen)")
        expectSurvives(terminal, keys: ReadlineHistoryEditingTests.searchSequence, command: "red", answer: "#ff0000")
    }

    @Test func searchSequenceAtGhostdrawsPrompt() throws {
        let terminal = try start("ghostdraw", ["repl"], historyName: "ghostdraw", history: ["hit"])
        defer { finish(terminal) }
        #expect(terminal.waitFor("ghostdraw"), "screen: \(terminal.screen)")
        expectSurvives(terminal, keys: ReadlineHistoryEditingTests.searchSequence, command: "help", answer: "stroke")
    }

    /// A non-incremental search from the middle of the history, then Ctrl-P and operate-and-get-next.
    @Test func nonIncrementalSearchFromTheMiddleOfTheHistory() throws {
        let terminal = try start("repl-fixture", historyName: "fixture", history: ["hit", "hit2", "hsl", "ha"])
        defer { finish(terminal) }
        #expect(terminal.waitFor("fixture> "), "screen: \(terminal.screen)")
        let keys = [Keys.metaLess, Keys.down, Keys.metaN, "a\r", Keys.controlP, Keys.controlO, "\r", Keys.metaP, "hs\r",
                    Keys.up, Keys.up, "\u{1F}", Keys.down, Keys.down, "\u{1F}\u{1F}\r"].joined()
        expectSurvives(terminal, keys: keys, command: "echo still here", answer: "still|here")
    }

    @Test func pageUpFindsOlderLinesStartingWithTheTextBeforeTheCursor() throws {
        let terminal = try start("repl-fixture", historyName: "fixture", history: ["hsl 1", "hit", "hsl 2", "hwb"])
        defer { finish(terminal) }
        #expect(terminal.waitFor("fixture> "), "screen: \(terminal.screen)")
        var mark = terminal.output.count
        terminal.send("echo hs stays" + Keys.pageUp + "\r")
        #expect(terminal.waitFor("hs|stays", since: mark), "no line starts with the text: it stays; screen: \(terminal.screen)")

        mark = terminal.output.count
        terminal.send("hs" + Keys.pageUp + Keys.pageUp + Keys.pageDown + "\r")
        #expect(terminal.waitFor("line: hsl 2", since: mark), "screen: \(terminal.screen)")

        // The history now ends in hsl 2 again: the same line is not found twice in a row.
        mark = terminal.output.count
        terminal.send("hs" + Keys.pageUp + Keys.pageUp + "\r")
        #expect(terminal.waitFor("line: hsl 1", since: mark), "screen: \(terminal.screen)")

        // Past the newest match, PgDn brings back the line being typed, the cursor after the searched text.
        mark = terminal.output.count
        terminal.send("hs" + Keys.pageUp + Keys.pageDown + " typed\r")
        #expect(terminal.waitFor("line: hs typed", since: mark), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// The keys the random sequences are made of, with how often each is drawn.
    private static let randomKeys: [(keys: String, weight: Int)] = [
        (Keys.up, 6), (Keys.down, 6), (Keys.pageUp, 6), (Keys.pageDown, 6), (Keys.metaP, 3), (Keys.metaN, 3),
        ("\u{12}", 3), ("\u{07}", 3), ("\u{1F}", 5), ("\u{1B}r", 3), (Keys.metaLess, 2), ("\u{1B}>", 2),
        ("a", 5), ("b", 5), ("h", 3), ("i", 3), ("t", 3), ("\u{7F}", 3), ("\u{01}", 2), ("\u{05}", 2), ("\u{0B}", 1),
        ("\u{15}", 1), ("\u{17}", 1), ("\u{19}", 1), ("\r", 4), (Keys.controlO, 3), ("\u{1B}.", 1), ("\u{0E}", 3),
        (Keys.controlP, 3),
    ]

    /// One random key sequence of 5 to 40 keys.
    private static func randomSequence(using generator: inout SeededRandomGenerator) -> String {
        let total = randomKeys.reduce(0) { $0 + $1.weight }
        var keys = ""
        for _ in 0..<Int.random(in: 5...40, using: &generator) {
            var pick = Int.random(in: 0..<total, using: &generator)
            for entry in randomKeys {
                if pick < entry.weight { keys += entry.keys; break }
                pick -= entry.weight
            }
        }
        return keys
    }

    /// 300 seeded random sequences of history moves, searches, edits, undo and Enter, 20 per session.
    ///
    /// Ctrl-S is left out: the terminal itself stops output on it (XON/XOFF).
    /// After each, Ctrl-G twice leaves any search, Ctrl-A Ctrl-K empties the
    /// line, and `echo` must answer; each session then quits with 0.
    @Test(arguments: 0..<15)
    func randomKeySequencesNeverAbort(session: Int) throws {
        var generator = SeededRandomGenerator(seed: 0x5EED_0000 + UInt64(session))
        let histories = [["hit"], ["hit", "hsl"], ["hit", "hit2", "hsl", "ha"], ["h", "hi", "hit"]]
        let terminal = try start("repl-fixture", historyName: "fixture", history: histories[session % histories.count])
        defer { finish(terminal) }
        #expect(terminal.waitFor("fixture> "), "screen: \(terminal.screen)")
        var played: [String] = []
        for round in 0..<20 {
            let keys = ReadlineHistoryEditingTests.randomSequence(using: &generator)
            played.append(keys)
            let mark = terminal.output.count
            terminal.send(keys + "\r\u{07}\u{07}\u{01}\u{0B}echo done \(round)\r")
            // The next keys go only to a prompt: typed while a command runs, the terminal is in
            // canonical mode, where Backspace, Ctrl-R, Ctrl-W and Ctrl-U are the terminal's own.
            let answered = terminal.waitUntil(since: mark) { screen in
                guard let done = screen.range(of: "done|\(round)") else { return false }
                return screen[done.upperBound...].contains("fixture> ")
            }
            guard answered else {
                Issue.record("no answer after \(played.map(\.debugDescription)); screen: \(terminal.screen)")
                return
            }
        }
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "after \(played.map(\.debugDescription)); screen: \(terminal.screen)")
    }
}
