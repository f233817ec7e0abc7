// SIGINT and SIGTERM in the middle of every kind of interactive moment — a
// raw-mode slider, the color games' channel panel, the drawing canvas, a
// half-typed REPL line — on a pseudo-terminal. Afterwards the terminal's
// settings must be exactly those it had before the tool started (every flag
// and control character `stty -a` shows), the REPL history must hold the
// lines entered, and a game finished before the signal must be in the store.

import Foundation
import Testing

@Suite("signals restore the terminal", .serialized) struct SignalRestoreTests {
    /// Where each interactive moment is reached: the command, what to type, and what shows once it is there.
    struct Moment: Sendable, CustomTestStringConvertible {
        var name: String
        var tool: String
        var arguments: [String]
        var ready: String
        var typing: String
        var shown: String
        var testDescription: String { name }
    }

    static let moments: [Moment] = [
        Moment(name: "bullseye slider", tool: "bullseye", arguments: ["--seed", "7", "--rounds", "2"],
               ready: "bullseye round 1/", typing: "hit\r", shown: "target 71   1 ["),
        Moment(name: "chroma-quiz panel", tool: "chroma-quiz", arguments: ["--seed", "3", "--rounds", "2"],
               ready: "Round 1", typing: "", shown: "Round 1"),
        Moment(name: "ghostdraw canvas", tool: "ghostdraw", arguments: ["--size", "30x10"],
               ready: "e eraser", typing: "", shown: "e eraser"),
        Moment(name: "colorconv REPL line", tool: "colorconv", arguments: [],
               ready: "colorconv>", typing: "tom", shown: "tom"),
        Moment(name: "ghostdraw REPL line", tool: "ghostdraw", arguments: ["repl"],
               ready: "ghostdraw 0", typing: "stroke 1,1", shown: "stroke 1,1"),
    ]

    func reach(_ moment: Moment, home: String? = nil) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path(moment.tool), arguments: moment.arguments, home: home,
                                          environment: ["LANG": "C.UTF-8"], columns: 80, rows: 24)
        #expect(terminal.waitFor(moment.ready), "\(moment.name) never got ready: \(terminal.screen)")
        let mark = terminal.output.count
        if !moment.typing.isEmpty { terminal.send(moment.typing) }
        #expect(terminal.waitFor(moment.shown, since: moment.typing.isEmpty ? 0 : mark))
        Thread.sleep(forTimeInterval: 0.1)
        return terminal
    }

    @Test(arguments: moments)
    func sigtermRestoresEverySetting(moment: Moment) throws {
        let terminal = try reach(moment)
        defer { terminal.close() }
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 128 + SIGTERM)
        #expect(terminal.currentSettings == terminal.initialSettings,
                "before \(String(describing: terminal.initialSettings)), after \(String(describing: terminal.currentSettings))")
    }

    @Test(arguments: moments)
    func sigintIsHandledAndTheToolStillLeavesTheTerminalAsItFoundIt(moment: Moment) throws {
        let terminal = try reach(moment)
        defer { terminal.close() }
        terminal.sendSignal(SIGINT)
        Thread.sleep(forTimeInterval: 0.3)
        // SIGINT cancels the moment (the slider, the panel, the line) or, on the canvas, quits it.
        if moment.tool != "ghostdraw" || moment.arguments.first == "repl" {
            for _ in 0..<3 {
                terminal.send(key: .controlC)
                Thread.sleep(forTimeInterval: 0.2)
                terminal.send("\u{1B}")
                Thread.sleep(forTimeInterval: 0.2)
            }
            terminal.send("\u{15}quit\r")
        }
        #expect(terminal.waitForExit() == 0, "\(moment.name): \(terminal.screen.suffix(300))")
        #expect(terminal.currentSettings == terminal.initialSettings,
                "before \(String(describing: terminal.initialSettings)), after \(String(describing: terminal.currentSettings))")
    }

    @Test func historyAndAFinishedGameSurviveASigterm() throws {
        let home = try PseudoTerminal.makeScratchFolder()
        let store = home + "/scores.sqlite"
        let terminal = try PseudoTerminal(executable: Tool.path("bullseye"), arguments: ["--seed", "7", "--rounds", "1", "--db", store],
                                          home: home, environment: ["LANG": "C.UTF-8"], columns: 80, rows: 24)
        defer { terminal.close() }
        #expect(terminal.waitFor("bullseye round 1/1"))
        var mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("target 71   1 [", since: mark))
        mark = terminal.output.count
        terminal.send("\r")
        #expect(terminal.waitFor("You scored", since: mark))
        mark = terminal.output.count
        terminal.send("score\r")
        #expect(terminal.waitFor("game over", since: mark))
        terminal.send("scor")
        Thread.sleep(forTimeInterval: 0.2)
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 128 + SIGTERM)
        #expect(terminal.currentSettings == terminal.initialSettings)
        let history = try String(contentsOfFile: home + "/state/chromatools/bullseye_history", encoding: .utf8)
        #expect(history.contains("hit") && history.contains("score"), "\(history)")
        let scores = try Tool.run("bullseye", ["scores", "--all", "--db", store])
        #expect(scores.status == 0)
        #expect(scores.lines.count == 1 && scores.stdout.contains(#""rank":1"#), "\(scores.stdout)")
    }
}
