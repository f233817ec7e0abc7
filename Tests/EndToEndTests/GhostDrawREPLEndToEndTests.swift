// `ghostdraw repl` as a user runs it: commands piped in on the manual clock
// (clean output, no prompt, the exit status saying whether a command failed),
// the round trip through a saved log (render of the log draws what export
// drew at the same moment; save, load, save writes the same log), and the
// prompt on a pseudo-terminal, left in line mode at Ctrl-D.

import Foundation
import Testing

@Suite("ghostdraw repl")
struct GhostDrawREPLEndToEndTests {
    /// A fresh scratch folder for one test.
    func scratchFolder(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ghostdraw-repl-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    func contents(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func pipedCommandsPrintTheirResultsAlone() throws {
        let script = """
            tool blue
            stroke 3,4 10,4 10,9
            tap green
            stroke 5,5
            wait 3.5
            status

            """
        let result = try Tool.run("ghostdraw", ["repl", "--size", "40x24"], stdin: script)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.lines == [
            "tool: blue",
            "stroke 1 (blue): appears at 3s",
            "tool: green",
            "stroke 2 (green): appears at 5s",
            "stroke 1 (blue) appeared at 3s",
            "now 3.5s · 1 waiting",
            "3.5s · green · 2 strokes · 1 waiting",
        ])
    }

    @Test func aFailedCommandIsReportedByLineAndTheScriptGoesOn() throws {
        let script = "stroke 1,1\ntool purple\nstroke 3;4\nexport /nonexistent/dir/x.svg\nwait 1\n"
        let result = try Tool.run("ghostdraw", ["repl", "--clock", "manual"], stdin: script)
        #expect(result.status == 1)
        #expect(result.lines == ["stroke 1 (red): appears at 1s", "stroke 1 (red) appeared at 1s", "now 1s"])
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 3, "stderr: \(result.stderr)")
        #expect(errors.first == #"ghostdraw: line 2: unknown tool "purple": the tools are red, blue, green, eraser"#)
        #expect(errors.dropFirst().first?.hasPrefix(#"ghostdraw: line 3: bad point "3;4""#) == true)
        #expect(errors.last == #"ghostdraw: line 4: cannot create a file in "/nonexistent/dir": No such file or directory"#)
    }

    @Test func quitEndsAScript() throws {
        let result = try Tool.run("ghostdraw", ["repl"], stdin: "status\nquit\nstatus\n")
        #expect(result.status == 0)
        #expect(result.lines == ["0s · red · 0 strokes"])
    }

    @Test func renderOfTheSavedLogDrawsWhatExportDrew() throws {
        let folder = try scratchFolder("render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = """
            tool blue
            stroke 3,4 10,4 10,9
            wait 1.25
            tap green
            rect 1,1 30,20
            tool red
            line -10,15 60,2
            erase 10,4 2
            wait 2.5
            export \(folder)/repl.svg
            export \(folder)/repl.png
            save \(folder)/session.ndjson

            """
        let drawn = try Tool.run("ghostdraw", ["repl", "--clock", "manual", "--size", "40x24"], stdin: script)
        #expect(drawn.status == 0, "stderr: \(drawn.stderr)")
        #expect(drawn.lines.contains("exported the picture at 3.75s to \(folder)/repl.svg"), "\(drawn.lines)")

        for format in ["svg", "png"] {
            let rendered = try Tool.run(
                "ghostdraw", ["render", "--at", "3.75", "\(folder)/session.ndjson", "-o", "\(folder)/render.\(format)"])
            #expect(rendered.status == 0, "stderr: \(rendered.stderr)")
            #expect(try contents("\(folder)/render.\(format)") == contents("\(folder)/repl.\(format)"), "\(format) differs")
        }
        let svg = String(decoding: try contents("\(folder)/repl.svg"), as: UTF8.self)
        #expect(svg.contains("#007aff") && svg.contains("#ff3b30") && !svg.contains("#34c759"),
                "at 3.75 s the blue and red strokes show, the green one still waits")
    }

    @Test func saveLoadSaveWritesTheSameLog() throws {
        let folder = try scratchFolder("roundtrip")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try Tool.run("ghostdraw", ["repl", "--size", "50x30"], stdin: """
            tool green
            stroke 1,2 3,4 -7,80
            wait 0.125
            tap eraser
            erase 2,3 4
            undo
            tool blue
            rect 4,4 9,9
            shake
            stroke 6,6
            wait 7
            save \(folder)/first.ndjson

            """)
        #expect(first.status == 0, "stderr: \(first.stderr)")
        let second = try Tool.run("ghostdraw", ["repl"], stdin: "load \(folder)/first.ndjson\nsave \(folder)/second.ndjson\n")
        #expect(second.status == 0, "stderr: \(second.stderr)")
        #expect(second.lines.first == "loaded 9 events from \(folder)/first.ndjson: 50x30 canvas, time 0.125s")
        #expect(try contents("\(folder)/second.ndjson") == contents("\(folder)/first.ndjson"))

        let third = try Tool.run("ghostdraw", ["repl", "--load", "\(folder)/first.ndjson"], stdin: "save \(folder)/third.ndjson\n")
        #expect(third.status == 0, "stderr: \(third.stderr)")
        #expect(try contents("\(folder)/third.ndjson") == contents("\(folder)/first.ndjson"))

        let missing = try Tool.run("ghostdraw", ["repl", "--load", "\(folder)/missing.ndjson"], stdin: "status\n")
        #expect(missing.status == 66)
        #expect(missing.stdout.isEmpty)
    }

    /// Types `line` and Enter, then waits until `expected` shows and a fresh `prompt` after it.
    ///
    /// Waiting for the prompt matters before Ctrl-D: between lines readline
    /// gives the terminal back in line mode, where Ctrl-D is not a key.
    @discardableResult
    func enter(_ line: String, expecting expected: String, prompt: String, on terminal: PseudoTerminal) -> Bool {
        let mark = terminal.output.count
        terminal.send(line + "\r")
        let shown = terminal.waitUntil(since: mark) { screen in
            guard let found = screen.range(of: expected) else { return false }
            return screen[found.upperBound...].contains(prompt)
        }
        #expect(shown, "after \(line): no \(expected) then \(prompt); screen: \(terminal.screen)")
        return shown
    }

    @Test func thePromptDrawsShowsAndLeavesTheTerminalInLineModeAtControlD() throws {
        let terminal = try PseudoTerminal(
            executable: Tool.path("ghostdraw"), arguments: ["repl", "--size", "20x6", "--clock", "manual"],
            columns: 80, rows: 24)
        defer { terminal.close() }
        #expect(terminal.waitFor("ghostdraw 0s red> "), "no prompt; screen: \(terminal.screen)")

        // Tab completes the tool name.
        enter("tool b\t", expecting: "tool: blue", prompt: "ghostdraw 0s blue> ", on: terminal)
        enter("line 0,0 19,0", expecting: "stroke 1 (blue): appears at 3s", prompt: "ghostdraw 0s blue> ", on: terminal)
        enter("wait 3", expecting: "stroke 1 (blue) appeared at 3s", prompt: "ghostdraw 3s blue> ", on: terminal)

        let mark = terminal.output.count
        enter("show", expecting: "3s · blue · 1 stroke", prompt: "ghostdraw 3s blue> ", on: terminal)
        let shown = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(shown.contains(String(repeating: "▀", count: 20) + "\n" + String(repeating: " ", count: 20)), "screen: \(shown)")

        enter("tool purple", expecting: #"ghostdraw: unknown tool "purple""#, prompt: "ghostdraw 3s blue> ", on: terminal)

        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func tabCompletesFileNamesAfterSaveLoadAndExport() throws {
        let folder = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/drawing-one.log", contents: Data())
        _ = FileManager.default.createFile(atPath: folder + "/picture.svg", contents: Data())
        let terminal = try PseudoTerminal(
            executable: Tool.path("ghostdraw"), arguments: ["repl", "--size", "20x6", "--clock", "manual"],
            columns: 120, rows: 24)
        defer { terminal.close() }
        #expect(terminal.waitFor("ghostdraw 0s red> "), "no prompt; screen: \(terminal.screen)")
        for (command, start, file) in [("load", "draw", "drawing-one.log"), ("export", "pic", "picture.svg"), ("save", "dra", "drawing-one.log")] {
            let mark = terminal.output.count
            terminal.send("\(command) \(folder)/\(start)")
            terminal.send(key: .tab)
            let completed = terminal.waitUntil(since: mark) { $0.contains(folder + "/" + file) }
            #expect(completed, "\(command): \(PseudoTerminal.screenText(Array(terminal.output[mark...])))")
            terminal.send("\u{15}")  // Ctrl-U: the line goes
        }
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
    }
}
