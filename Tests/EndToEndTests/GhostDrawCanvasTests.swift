// ghostdraw's canvas on a pseudo-terminal, driven by real xterm SGR mouse
// reports and keys: a drag is a stroke that appears after its delay, the
// palette and keys choose tools, the six eraser taps reveal the toggle,
// shake and undo, keyboard drawing without a mouse, the saved log and the
// question on quitting, the terminal given back on every way out; the
// palette with its delays, the key hint, the frame and a narrow window read
// from a model of the screen's cells (Support/InlineScreen.swift); and replay of a log, held at its end.

import Foundation
import Testing

@Suite("ghostdraw canvas", .serialized) struct GhostDrawCanvasTests {
    /// An SGR mouse report: `button` 0 is the left button, +32 while moving; columns and rows from 0.
    static func mouse(_ button: Int, column: Int, row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(button);\(column + 1);\(row + 1)\(release ? "m" : "M")"
    }

    /// A left-button drag through `points` (terminal columns and rows from 0): press, moves, release.
    static func drag(_ points: [(Int, Int)]) -> String {
        var text = mouse(0, column: points[0].0, row: points[0].1)
        for (column, row) in points.dropFirst() { text += mouse(32, column: column, row: row) }
        let last = points.last!
        return text + mouse(0, column: last.0, row: last.1, release: true)
    }

    let folder: String

    init() throws {
        folder = try PseudoTerminal.makeScratchFolder()
    }

    func start(_ arguments: [String]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path("ghostdraw"), arguments: arguments,
                                          environment: ["LANG": "C.UTF-8"], columns: 80, rows: 24)
        #expect(terminal.waitFor("e eraser"), "no palette; screen: \(terminal.screen)")
        return terminal
    }

    @Test func aMouseDragIsAStrokeThatAppearsOneSecondAfterItEnds() throws {
        let log = folder + "/drag.ndjson"
        let terminal = try start(["--size", "40x20", "--log", log])
        defer { terminal.close() }
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?1006h"), "SGR mouse reporting is on")
        var mark = terminal.output.count
        // A 40x20 canvas in an 80x24 window is framed: its top left cell is at column 1 of row 2
        // (the bar takes row 0, the frame's top row 1), and each row holds two cells.
        terminal.send(Self.drag([(5, 3), (10, 3), (10, 5)]))
        #expect(terminal.waitFor("1 waiting", since: mark), "the stroke waits: \(terminal.screen)")
        #expect(!PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("▀▀▀"), "nothing shows yet")
        mark = terminal.output.count
        #expect(terminal.waitFor("▀▀▀▀▀▀", timeout: 4, since: mark), "the red stroke appears")
        mark = terminal.output.count
        terminal.send("w")
        #expect(terminal.waitFor("saved to", since: mark))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1049l"), "mouse and alternate screen off")
        let saved = try String(contentsOfFile: log, encoding: .utf8)
        #expect(saved.hasPrefix(#"{"event":"canvas","width":40,"height":20}"# + "\n"))
        #expect(saved.contains(#""event":"stroke","tool":"red","points":[[4,2],[9,2],[9,6]]"#), "\(saved)")
    }

    @Test func thePaletteKeysAndTheSecretToggle() throws {
        let terminal = try start(["--size", "40x20", "--log", folder + "/palette.ndjson"])
        defer { terminal.close() }
        var mark = terminal.output.count
        terminal.send(Self.mouse(0, column: 14, row: 0) + Self.mouse(0, column: 14, row: 0, release: true))  // " 2 blue 3s "
        #expect(terminal.waitFor("blue", since: mark))
        mark = terminal.output.count
        terminal.send("3")
        #expect(terminal.waitFor("green", since: mark))
        #expect(!terminal.screen.contains("delay"))
        mark = terminal.output.count
        terminal.send("eeeeee")
        #expect(terminal.waitFor("d delay on", since: mark), "six taps reveal the toggle: \(terminal.screen)")
        mark = terminal.output.count
        terminal.send("d")
        #expect(terminal.waitFor("d delay off", since: mark))
        terminal.send("1")
        mark = terminal.output.count
        terminal.send(Self.drag([(2, 2), (12, 2)]))
        #expect(terminal.waitFor("▀▀▀▀▀▀▀▀▀▀▀", timeout: 2, since: mark), "with delays off the stroke shows at once")
        #expect(!terminal.screen.hasSuffix("waiting"))
        mark = terminal.output.count
        terminal.send("q")
        #expect(terminal.waitFor("saved the drawing to", since: mark), "--log names the file: quitting saves it")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
        #expect(try String(contentsOfFile: folder + "/palette.ndjson", encoding: .utf8).contains(#""event":"toggle""#))
    }

    @Test func shakeClearsAndUndoTakesBack() throws {
        let terminal = try start(["--size", "40x20", "--log", folder + "/shake.ndjson"])
        defer { terminal.close() }
        var mark = terminal.output.count
        terminal.send(Self.drag([(1, 4), (20, 4)]))
        #expect(terminal.waitFor("1 waiting", since: mark))
        mark = terminal.output.count
        terminal.send("s")
        #expect(terminal.waitFor("shaken: 1 cleared", since: mark))
        Thread.sleep(forTimeInterval: 1.3)
        #expect(!PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("▀▀▀"), "the pending stroke never appears")
        mark = terminal.output.count
        terminal.send(Self.drag([(1, 6), (20, 6)]))
        #expect(terminal.waitFor("1 waiting", since: mark))
        terminal.send("u")
        #expect(terminal.waitFor("undid stroke 2", since: mark))
        mark = terminal.output.count
        terminal.send("u")
        #expect(terminal.waitFor("nothing to undo", since: mark))
        terminal.send(key: .controlC)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func withoutAMouseTheArrowsAndSpaceDraw() throws {
        let log = folder + "/keys.ndjson"
        let terminal = try start(["--no-mouse", "--size", "20x10", "--log", log])
        defer { terminal.close() }
        #expect(!String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[?1000h"), "no mouse reporting asked for")
        let mark = terminal.output.count
        // The cursor starts in the middle (10,5): pen down, three right, one down, pen up.
        terminal.send(" ")
        terminal.send(key: .right)
        terminal.send(key: .right)
        terminal.send(key: .right)
        terminal.send(key: .down)
        terminal.send(" ")
        #expect(terminal.waitFor("1 waiting", since: mark))
        terminal.send("w")
        #expect(terminal.waitFor("saved to", since: mark))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let saved = try String(contentsOfFile: log, encoding: .utf8)
        #expect(saved.contains(#""points":[[10,5],[11,5],[12,5],[13,5],[13,6]]"#), "\(saved)")
    }

    @Test func sigtermGivesTheTerminalBack() throws {
        let terminal = try start(["--size", "20x10"])
        defer { terminal.close() }
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 128 + SIGTERM)
        #expect(terminal.isInLineMode)
        #expect(String(decoding: terminal.output, as: UTF8.self).hasSuffix("\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h"))
    }

    @Test func theCanvasNeedsATerminal() throws {
        let r = try Tool.run("ghostdraw", [], stdin: "")
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("ghostdraw: the canvas needs a terminal"))
    }

    @Test func replayPlaysALogBackAndEndsByItself() throws {
        let log = folder + "/replay.ndjson"
        try (#"{"event":"canvas","width":30,"height":10}"# + "\n"
            + #"{"t":0,"event":"stroke","tool":"red","points":[[2,2],[20,2]],"end":0.5}"# + "\n")
            .write(toFile: log, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(executable: Tool.path("ghostdraw"), arguments: ["replay", log, "--speed", "4"],
                                          environment: ["LANG": "C.UTF-8"], columns: 80, rows: 24)
        defer { terminal.close() }
        #expect(terminal.waitFor("replay"))
        #expect(terminal.waitFor("▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀", timeout: 3), "the stroke appears at 1.5 s, 0.375 s at 4×")
        #expect(terminal.waitFor("the end: any key closes", timeout: 3))
        Thread.sleep(forTimeInterval: 2)
        #expect(terminal.waitForExit(timeout: 0.1) == nil, "the last picture stays until a key")
        terminal.send(" ")
        #expect(terminal.waitForExit(timeout: 5) == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func quittingWithUnsavedStrokesAsksOnceAndSaysWhatBecameOfThem() throws {
        // Without --log the log's default name is in the current folder: the canvas runs in the scratch folder.
        let shell = "cd \"$1\" && exec \"$2\" --size 30x10"
        var terminal = try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", shell, "sh", folder, Tool.path("ghostdraw")],
                                          environment: ["LANG": "C.UTF-8"], columns: 80, rows: 24)
        defer { terminal.close() }
        #expect(terminal.waitFor("e eraser"))
        var mark = terminal.output.count
        terminal.send(Self.drag([(3, 3), (12, 3)]))
        #expect(terminal.waitFor("1 waiting", since: mark))
        mark = terminal.output.count
        terminal.send("q")
        #expect(terminal.waitFor("? y yes · n no · other keys: back", since: mark), "\(terminal.screen)")
        #expect(terminal.screen.contains("save to ghostdraw-"))
        mark = terminal.output.count
        terminal.send("x")
        #expect(terminal.waitFor("back to drawing", since: mark))
        mark = terminal.output.count
        terminal.send("q")
        #expect(terminal.waitFor("y yes · n no", since: mark))
        terminal.send("y")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
        let after = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(after.contains("ghostdraw: saved the drawing to \"ghostdraw-"), "\(after)")
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("ghostdraw-") && $0.hasSuffix(".ndjson") }
        #expect(logs.count == 1)
        let saved = try String(contentsOfFile: folder + "/" + (logs.first ?? "-"), encoding: .utf8)
        #expect(saved.contains(#""points":[[2,2],[11,2]]"#), "\(saved)")

        // n quits without saving, and says so.
        terminal = try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", shell, "sh", folder + "/..", Tool.path("ghostdraw")],
                                      environment: ["LANG": "C.UTF-8"], columns: 80, rows: 24)
        #expect(terminal.waitFor("e eraser"))
        terminal.send("s")
        mark = terminal.output.count
        terminal.send(key: .controlC)
        #expect(terminal.waitFor("y yes · n no", since: mark))
        terminal.send("n")
        #expect(terminal.waitForExit() == 0)
        #expect(PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("ghostdraw: the drawing was not saved"))
    }

    @Test func quittingSavesTheLogNamedWithLogAndSaysWhere() throws {
        let log = folder + "/named.ndjson"
        let terminal = try start(["--size", "30x10", "--log", log])
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send(Self.drag([(3, 4), (3, 6)]))
        #expect(terminal.waitFor("1 waiting", since: mark))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("ghostdraw: saved the drawing to \"\(log)\""))
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains(#""points":[[2,4],[2,8]]"#))
    }

    @Test func thePaletteShowsEachDelayAndTheHintSaysWhatTheKeysDo() throws {
        let terminal = try start(["--size", "20x10", "--log", folder + "/frame.ndjson"])
        defer { terminal.close() }
        var screen = InlineScreen(columns: 80, rows: 24)
        screen.feed(terminal.output)
        #expect(screen.line(0).hasPrefix(" 1 red 1s   2 blue 3s   3 green 5s   e eraser"), "\(screen.line(0))")
        #expect(screen.line(23) == "drag to draw · 1 2 3 e tools · s shake · u undo · w save · q quit")
        // A 20x10 canvas is 5 lines in a frame.
        #expect(screen.line(1) == "┌" + String(repeating: "─", count: 20) + "┐")
        for line in 2...6 { #expect(screen.line(line) == "│" + String(repeating: " ", count: 20) + "│") }
        #expect(screen.line(7) == "└" + String(repeating: "─", count: 20) + "┘")
        #expect(screen.line(8).isEmpty)
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aNarrowWindowKeepsThePaletteAndATooSmallOneSaysSo() throws {
        let terminal = try PseudoTerminal(executable: Tool.path("ghostdraw"), arguments: ["--log", folder + "/narrow.ndjson"],
                                          environment: ["LANG": "C.UTF-8"], columns: 40, rows: 12)
        defer { terminal.close() }
        #expect(terminal.waitFor("eraser"))
        var screen = InlineScreen(columns: 40, rows: 12)
        screen.feed(terminal.output)
        #expect(screen.line(0).hasPrefix("1 red 1s 2 blue 3s 3 green 5s e eraser"), "\(screen.line(0))")
        #expect(screen.line(11) == "s shake · u undo · w save · q quit")
        var mark = terminal.output.count
        terminal.send("eeeeee")
        #expect(terminal.waitFor("delay on", since: mark))
        screen.feed(Array(terminal.output[mark...]))
        #expect(screen.line(0).hasPrefix("red 1s blue 3s green 5s eraser delay on"), "the shortest labels: \(screen.line(0))")
        // The canvas filled the 40x12 window; a drawing across it stays within the window when it narrows.
        mark = terminal.output.count
        terminal.send("1" + Self.drag([(0, 3), (39, 3)]))
        #expect(terminal.waitFor("stroke 1", since: mark))
        mark = terminal.output.count
        terminal.resize(columns: 30, rows: 12)
        #expect(terminal.waitFor("window too small: 40×4", since: mark), "\(terminal.screen)")
        mark = terminal.output.count
        terminal.resize(columns: 60, rows: 24)
        #expect(terminal.waitFor("delay on", since: mark))
        #expect(terminal.waitFor("▀▀▀▀▀▀▀▀▀▀", timeout: 3, since: mark))
        screen = InlineScreen(columns: 60, rows: 24)
        screen.feed(Array(terminal.output[mark...]))
        #expect(screen.line(0).hasPrefix(" 1 red 1s   2 blue 3s   3 green 5s   e eraser   d delay on"), "\(screen.line(0))")
        // Now the window has room around the canvas: a frame, the canvas's top left cell at column 1 of row 2.
        #expect(screen.line(1) == "┌" + String(repeating: "─", count: 40) + "┐")
        #expect(screen.line(4) == "│" + String(repeating: "▀", count: 40) + "│", "\((0..<24).map { screen.line($0) }.joined(separator: "\n"))")
        #expect(screen.line(12) == "└" + String(repeating: "─", count: 40) + "┘")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
