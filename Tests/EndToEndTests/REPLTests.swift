// The shared REPL, driven through a pseudo-terminal with the repl-fixture
// tool: prompt, commands and quoting, help, completion, Ctrl-C, Ctrl-D,
// Ctrl-Z, SIGTERM, and the history file.

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("REPL through a pseudo-terminal")
struct REPLTests {
    static let prompt = "fixture> "

    /// Starts the fixture and waits for its first prompt.
    private func startFixture(home: String? = nil, environment: [String: String] = [:]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path("repl-fixture"), home: home, environment: environment)
        #expect(terminal.waitFor(REPLTests.prompt), "no prompt; screen: \(terminal.screen)")
        return terminal
    }

    /// Types `line` and Enter, then waits for `expected` and the next prompt after it.
    @discardableResult
    private func type(_ line: String, into terminal: PseudoTerminal, expecting expected: String) -> Bool {
        let mark = terminal.output.count
        terminal.send(line + "\r")
        let found = terminal.waitFor(expected, since: mark)
        #expect(found, "expected \(expected.debugDescription) after \(line.debugDescription); screen: \(terminal.screen)")
        let promptFollows = terminal.waitUntil(since: mark) { screen in
            guard let found = screen.range(of: expected) else { return false }
            return screen[found.upperBound...].contains(REPLTests.prompt)
        }
        #expect(promptFollows, "no prompt after \(expected.debugDescription); screen: \(terminal.screen)")
        return found
    }

    /// The lines of the screen text from byte `since` on, trimmed.
    private func screenLines(_ terminal: PseudoTerminal, since: Int = 0) -> [String] {
        PseudoTerminal.screenText(Array(terminal.output[since...]))
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func removeScratch(_ terminal: PseudoTerminal) {
        try? FileManager.default.removeItem(atPath: terminal.home)
    }

    @Test func promptNamesTheToolAndQuitExitsWithZero() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func exitLeavesToo() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        terminal.send("exit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func echoSplitsWordsAndHonoursQuotes() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        type(#"echo "a b" 'c d'  e"#, into: terminal, expecting: "a b|c d|e")
        #expect(screenLines(terminal, since: mark).contains("a b|c d|e"))
    }

    @Test func otherLinesGoToTheFallbackAndBlankLinesAreIgnored() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        terminal.send("\r   \r")
        type("  rgb(1 2 3)  ", into: terminal, expecting: "line: rgb(1 2 3)")
        let lines = screenLines(terminal, since: mark)
        #expect(lines.filter { $0.hasPrefix("line:") } == ["line: rgb(1 2 3)"])
    }

    @Test func commandErrorsNameTheTool() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        type("fail", into: terminal, expecting: "fixture: failed on purpose")
    }

    @Test func helpListsCommandsWithUsageAndSummary() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        type("help", into: terminal, expecting: "Any other line is echoed back.")
        let lines = screenLines(terminal, since: mark)
        #expect(lines.contains("Commands:"))
        #expect(lines.contains { $0.hasPrefix("echo WORDS…") && $0.hasSuffix("print the words joined by |") })
        #expect(lines.contains { $0.hasPrefix("fail") && $0.hasSuffix("print an error") })
        #expect(lines.contains { $0.hasPrefix("help [COMMAND]") })
        #expect(lines.contains { $0.hasPrefix("quit") })
    }

    @Test func helpExplainsOneCommand() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        type("help echo", into: terminal, expecting: "usage: echo WORDS…")
        #expect(terminal.waitFor("Print the words joined by |, so quoting can be seen", since: mark))
        type("help fail", into: terminal, expecting: "usage: fail\nprint an error")
        type("help nothing", into: terminal, expecting: "fixture: no command named 'nothing'")
    }

    @Test func tabCompletesTheCommonPrefixAndDoubleTabLists() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        var mark = terminal.output.count
        terminal.send("echo al")
        #expect(terminal.waitFor("echo al", since: mark))
        mark = terminal.output.count
        terminal.send(key: .tab)
        #expect(terminal.waitFor("p", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor(REPLTests.prompt + "echo alp"))
        mark = terminal.output.count
        terminal.send(key: .tab)
        terminal.send(key: .tab)
        #expect(terminal.waitFor("alpha", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("alpine", since: mark))
        #expect(!PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("beta"))
        // The listing redraws the line; finishing the word shows the completion took.
        mark = terminal.output.count
        terminal.send("i")
        terminal.send(key: .tab)
        terminal.send("\r")
        #expect(terminal.waitFor("\nalpine\n", since: mark), "screen: \(terminal.screen)")
    }

    @Test func tabCompletesCommandNames() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        terminal.send("ech")
        terminal.send(key: .tab)
        #expect(terminal.waitFor("ech" + "o ", since: mark), "screen: \(terminal.screen)")
        terminal.send("done\r")
        #expect(terminal.waitFor("\ndone\n", since: mark))
    }

    @Test func tabAfterHelpCompletesCommandNames() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        terminal.send("help fa")
        terminal.send(key: .tab)
        #expect(terminal.waitFor("help fail ", since: mark), "screen: \(terminal.screen)")
        terminal.send("\r")
        #expect(terminal.waitFor("usage: fail", since: mark))
    }

    @Test func controlCDropsTheLineAndTheREPLGoesOn() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        terminal.send("echo half typed")
        #expect(terminal.waitFor("echo half typed", since: mark))
        terminal.send(key: .controlC)
        #expect(terminal.waitFor("^C\n" + REPLTests.prompt, since: mark), "screen: \(terminal.screen)")
        type("echo whole", into: terminal, expecting: "\nwhole\n")
        let lines = screenLines(terminal, since: mark)
        #expect(lines.contains("whole"))
        #expect(!lines.contains { $0.contains("half|typed") || $0.contains("typedecho") })
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aResizeKeepsTheHalfTypedLine() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        terminal.send("echo before")
        #expect(terminal.waitFor("echo before", since: mark))
        terminal.resize(columns: 40, rows: 10)
        terminal.send(" after\r")
        #expect(terminal.waitFor("\nbefore|after\n", since: mark), "screen: \(terminal.screen)")
    }

    @Test func controlDOnAnEmptyLineExitsWithZero() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        let mark = terminal.output.count
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(PseudoTerminal.screenText(Array(terminal.output[mark...])) == "\n", "exactly one newline ends the prompt line")
        #expect(terminal.isInLineMode)
    }

    @Test func controlDEndsThePromptLineOnceWithBracketedPasteOff() throws {
        let home = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let inputrc = home + "/inputrc"
        #expect(FileManager.default.createFile(atPath: inputrc, contents: Data("set enable-bracketed-paste off\n".utf8)))
        let terminal = try startFixture(home: home, environment: ["INPUTRC": inputrc])
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(PseudoTerminal.screenText(Array(terminal.output[mark...])) == "\n")
    }

    @Test func sigtermRestoresTheTerminalAndExitsWith143() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        terminal.send("echo interrupted")
        #expect(terminal.waitFor("echo interrupted"))
        #expect(!terminal.isInLineMode, "readline should have the terminal in character mode at the prompt")
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(terminal.isInLineMode)
    }

    /// Ctrl-Z needs a job-control shell: a stop signal to a process group without one (an orphaned group) is discarded.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func controlZStopsUnderAShellAndFgResumesTheLine() throws {
        let shell = try PseudoTerminal(
            executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
            environment: ["PS1": "shell$ ", "PROMPT_COMMAND": ""])
        defer { shell.close(); removeScratch(shell) }
        #expect(shell.waitFor("shell$ "), "screen: \(shell.screen)")
        var mark = shell.output.count
        shell.send(Tool.path("repl-fixture") + "\r")
        #expect(shell.waitFor(REPLTests.prompt, since: mark), "screen: \(shell.screen)")
        shell.send("echo sus")
        #expect(shell.waitFor("echo sus", since: mark))
        mark = shell.output.count
        shell.send(key: .controlZ)
        #expect(shell.waitFor("Stopped", since: mark), "screen: \(shell.screen)")
        #expect(shell.waitFor("shell$ ", since: mark))
        mark = shell.output.count
        shell.send("fg\r")
        #expect(shell.waitFor(REPLTests.prompt + "echo sus", since: mark), "the line is redrawn; screen: \(shell.screen)")
        shell.send("pended\r")
        #expect(shell.waitFor("\nsuspended\n", since: mark), "screen: \(shell.screen)")
        mark = shell.output.count
        shell.send("quit\r")
        #expect(shell.waitFor("shell$ ", since: mark))
        shell.send("exit 7\r")
        #expect(shell.waitForExit() == 7)
    }

    @Test func controlZWithoutAShellKeepsTheLine() throws {
        let terminal = try startFixture()
        defer { terminal.close(); removeScratch(terminal) }
        terminal.send("echo sus")
        #expect(terminal.waitFor("echo sus"))
        terminal.send(key: .controlZ)
        terminal.send("pended\r")
        #expect(terminal.waitFor("\nsuspended\n"), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func historyIsSavedAndOfferedInTheNextSession() throws {
        let first = try startFixture()
        defer { first.close() }
        type("echo remembered line", into: first, expecting: "remembered|line")
        type("echo remembered line", into: first, expecting: "remembered|line")
        first.send("quit\r")
        #expect(first.waitForExit() == 0)

        let historyFile = first.home + "/state/chromatools/fixture_history"
        let saved = try String(contentsOfFile: historyFile, encoding: .utf8)
        #expect(saved == "echo remembered line\nquit\n", "a repeated line is kept once")

        let second = try startFixture(home: first.home)
        defer { second.close(); removeScratch(second) }
        var mark = second.output.count
        second.send(key: .up)
        second.send(key: .up)
        #expect(second.waitFor("echo remembered line", since: mark), "screen: \(second.screen)")
        mark = second.output.count
        second.send("\r")
        #expect(second.waitFor("remembered|line", since: mark))
        second.send("quit\r")
        #expect(second.waitForExit() == 0)
    }

    @Test func historyFollowsHOMEWhenXDGStateHomeIsUnset() throws {
        let terminal = try startFixture(environment: ["XDG_STATE_HOME": ""])
        defer { terminal.close(); removeScratch(terminal) }
        type("echo at home", into: terminal, expecting: "at|home")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        let saved = try String(contentsOfFile: terminal.home + "/.local/state/chromatools/fixture_history", encoding: .utf8)
        #expect(saved.contains("echo at home\n"))
    }

    @Test func unwritableStateFolderWarnsOnceAndTheREPLStillWorks() throws {
        let home = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        // A regular file where a folder should be: not writable even for root.
        let blocker = home + "/blocker"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let terminal = try startFixture(home: home, environment: ["XDG_STATE_HOME": blocker + "/state"])
        defer { terminal.close() }
        #expect(terminal.waitFor("fixture: history is not kept: cannot create"), "screen: \(terminal.screen)")
        type("echo still works", into: terminal, expecting: "still|works")
        type("echo again", into: terminal, expecting: "again")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        let warnings = terminal.screen.components(separatedBy: "history is not kept").count - 1
        #expect(warnings == 1)
    }
}
