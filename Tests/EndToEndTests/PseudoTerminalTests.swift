// The pseudo-terminal harness itself, with plain system programs: the child
// really has the pty as its controlling terminal at the asked size and with the
// test environment, waits time out instead of hanging, close() ends the
// child, and screenText removes what a terminal would not show as text.

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("PseudoTerminal harness")
struct PseudoTerminalTests {
    private func shell(_ script: String, columns: UInt16 = 80, rows: UInt16 = 24) throws -> PseudoTerminal {
        try PseudoTerminal(executable: "/bin/sh", arguments: ["-c", script], columns: columns, rows: rows)
    }

    @Test func childSeesTheWindowSizeAndTheTestEnvironment() throws {
        let terminal = try shell(#"stty size; echo "term=$TERM inputrc=$INPUTRC"; tty"#, columns: 100, rows: 30)
        defer { terminal.close(); try? FileManager.default.removeItem(atPath: terminal.home) }
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.contains("30 100\n"), "screen: \(terminal.screen)")
        #expect(terminal.screen.contains("term=xterm-256color inputrc=/dev/null"))
        #expect(terminal.screen.contains("/dev/pts/"))
    }

    @Test func controlCInterruptsTheChildThroughItsControllingTerminal() throws {
        let terminal = try shell("echo ready; exec cat")
        defer { terminal.close(); try? FileManager.default.removeItem(atPath: terminal.home) }
        #expect(terminal.waitFor("ready"))
        terminal.send("typed\r")
        #expect(terminal.waitFor("typed\ntyped"), "cat echoes the line back; screen: \(terminal.screen)")
        terminal.send(key: .controlC)
        #expect(terminal.waitForExit() == 128 + SIGINT)
    }

    @Test func waitForGivesUpAfterItsTimeout() throws {
        let terminal = try shell("exec sleep 30")
        defer { terminal.close(); try? FileManager.default.removeItem(atPath: terminal.home) }
        #expect(!terminal.waitFor("never printed", timeout: 0.2))
        #expect(terminal.waitForExit(timeout: 0.2) == nil)
    }

    @Test func closeEndsARunningChild() throws {
        let terminal = try shell("exec sleep 30")
        defer { try? FileManager.default.removeItem(atPath: terminal.home) }
        let child = terminal.processID
        terminal.close()
        #expect(kill(child, 0) == -1 && errno == ESRCH, "the child is gone and collected")
        terminal.close()  // a second close does nothing
    }

    static let screenCases: [(raw: String, text: String)] = [
        ("\u{1B}[?2004hfixture> ", "fixture> "),
        ("red\u{1B}[0m \u{1B}[38;2;255;0;0m██\u{1B}[39m", "red ██"),
        ("line\r\n", "line\n"),
        ("\u{1B}]0;title\u{07}after", "after"),
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
        ("\u{1B}(Bplain\u{1B}=", "plain"),
        ("al\u{07}p", "alp"),
        ("abc\u{08}\u{08}XY", "aXY"),
        ("one\n\u{08}two", "one\ntwo"),
    ]

    @Test(arguments: screenCases)
    func screenTextRemovesEscapes(raw: String, text: String) {
        #expect(PseudoTerminal.screenText(Array(raw.utf8)) == text)
    }
}
