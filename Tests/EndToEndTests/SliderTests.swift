// The keyboard slider, driven through a pseudo-terminal with the
// slider-fixture tool (a slider over 1…100 that prints how it ended): the
// keys and the values they commit, clamping at the ends, every way out and
// the terminal left in line mode with the cursor shown after each, a resize,
// a terminal too narrow to start in, and a hidden value that never reaches
// the screen.

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Slider through a pseudo-terminal")
struct SliderTests {
    static let label = "Your guess"

    /// Keys as the terminal sends them, beyond what `PseudoTerminal.Key` names.
    enum Keys {
        static let right = "\u{1B}[C"
        static let left = "\u{1B}[D"
        static let rightSS3 = "\u{1B}OC"
        static let shiftRight = "\u{1B}[1;2C"
        static let shiftLeft = "\u{1B}[1;2D"
        static let pageUp = "\u{1B}[5~"
        static let pageDown = "\u{1B}[6~"
        static let home = "\u{1B}[H"
        static let end = "\u{1B}[F"
        static let endTilde = "\u{1B}[4~"
    }

    /// Starts the fixture and waits until the slider is drawn, which means the terminal is in raw mode.
    private func startSlider(
        at initial: Int = 50, showsValue: Bool = false, columns: UInt16 = 80
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            executable: Tool.path("slider-fixture"),
            arguments: [String(initial), showsValue ? "show" : "hide", SliderTests.label],
            columns: columns)
        let drawn = terminal.waitUntil { $0.contains(SliderTests.label + " [") && $0.contains("]") }
        #expect(drawn, "no slider; screen: \(terminal.screen)")
        return terminal
    }

    /// Presses the keys one after another, each as the terminal would send it.
    private func press(_ keys: String..., on terminal: PseudoTerminal) {
        for key in keys { terminal.send(key) }
    }

    /// Presses Enter and returns the committed value the fixture printed, once it exited with 0.
    private func commit(_ terminal: PseudoTerminal) -> Int? {
        terminal.send(key: .enter)
        let status = terminal.waitForExit()
        #expect(status == 0, "screen: \(terminal.screen)")
        #expect(terminal.isInLineMode)
        #expect(SliderTests.cursorIsShownAtTheEnd(terminal.output))
        guard let line = terminal.screen.split(separator: "\n").first(where: { $0.hasPrefix("committed: ") }) else {
            Issue.record("nothing committed; screen: \(terminal.screen)")
            return nil
        }
        return Int(line.dropFirst("committed: ".count))
    }

    /// Whether the output showed the cursor again after it last hid it.
    static func cursorIsShownAtTheEnd(_ output: [UInt8]) -> Bool {
        let text = String(decoding: output, as: UTF8.self)
        guard let hidden = text.range(of: "\u{1B}[?25l", options: .backwards) else { return true }
        return text.range(of: "\u{1B}[?25h", options: .backwards).map { $0.lowerBound > hidden.lowerBound } ?? false
    }

    /// The slider lines drawn in the screen text: from each label to the bar's end.
    static func drawnLines(_ screen: String) -> [String] {
        screen.components(separatedBy: label).dropFirst().compactMap { piece in
            piece.firstIndex(of: "]").map { label + piece[...$0] }
        }
    }

    // MARK: Keys

    @Test func arrowsMoveByTheFineStep() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        press(Keys.right, Keys.right, Keys.left, Keys.right, Keys.rightSS3, on: terminal)
        #expect(commit(terminal) == 53)
    }

    @Test func pageKeysAndShiftMoveByTheCoarseStep() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        press(Keys.pageUp, Keys.pageUp, Keys.pageDown, Keys.shiftRight, Keys.shiftRight, Keys.shiftLeft, on: terminal)
        #expect(commit(terminal) == 70)
    }

    @Test func vimKeysMoveAndDigitsDoNothing() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        press("l", "l", "h", "7", "9", "L", on: terminal)
        #expect(commit(terminal) == 61)
    }

    @Test func homeGoesToTheLowerEnd() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        press(Keys.right, Keys.home, on: terminal)
        #expect(commit(terminal) == 1)
    }

    @Test func endGoesToTheUpperEnd() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        press(Keys.home, Keys.endTilde, on: terminal)
        #expect(commit(terminal) == 100)
        let second = try startSlider(at: 3)
        defer { second.close() }
        press(Keys.end, on: second)
        #expect(commit(second) == 100)
    }

    @Test func theValueStopsAtTheUpperEnd() throws {
        let terminal = try startSlider(at: 98)
        defer { terminal.close() }
        press(Keys.right, Keys.right, Keys.right, Keys.right, Keys.pageUp, on: terminal)
        #expect(commit(terminal) == 100)
    }

    @Test func theValueStopsAtTheLowerEnd() throws {
        let terminal = try startSlider(at: 3)
        defer { terminal.close() }
        press(Keys.pageDown, Keys.left, Keys.shiftLeft, on: terminal)
        #expect(commit(terminal) == 1)
    }

    @Test func keysTypedInOneBurstAllCount() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        terminal.send(Keys.right + Keys.right + Keys.pageUp + "l" + Keys.shiftLeft + "\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.contains("\ncommitted: 53\n"), "screen: \(terminal.screen)")
    }

    @Test func anOutOfRangeStartIsKeptInside() throws {
        let terminal = try startSlider(at: 250)
        defer { terminal.close() }
        press(Keys.left, on: terminal)
        #expect(commit(terminal) == 99)
    }

    // MARK: Ways out

    @Test func escapeCancels() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        press(Keys.right, on: terminal)
        terminal.send(key: .escape)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.hasSuffix("\ncancelled\n"), "screen: \(terminal.screen)")
        #expect(terminal.isInLineMode)
        #expect(SliderTests.cursorIsShownAtTheEnd(terminal.output))
    }

    @Test func controlCInterruptsAndTheTerminalIsBackInLineMode() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        #expect(!terminal.isInLineMode, "the slider should have the terminal in raw mode")
        press(Keys.right, on: terminal)
        terminal.send(key: .controlC)
        #expect(terminal.waitForExit() == 130)
        #expect(terminal.screen.hasSuffix("\ninterrupted\n"), "screen: \(terminal.screen)")
        #expect(terminal.isInLineMode)
        #expect(SliderTests.cursorIsShownAtTheEnd(terminal.output))
    }

    @Test func controlDEndsTheInput() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.hasSuffix("\nend of input\n"), "screen: \(terminal.screen)")
        #expect(terminal.isInLineMode)
    }

    @Test func sigtermRestoresTheTerminalAndExitsWith143() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        #expect(!terminal.isInLineMode)
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(terminal.isInLineMode)
        #expect(SliderTests.cursorIsShownAtTheEnd(terminal.output))
        #expect(!terminal.screen.contains("committed"))
    }

    @Test func sighupRestoresTheTerminalAndExitsWith129() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        terminal.sendSignal(SIGHUP)
        #expect(terminal.waitForExit() == 129)
        #expect(terminal.isInLineMode)
        #expect(SliderTests.cursorIsShownAtTheEnd(terminal.output))
    }

    @Test func sigintFromElsewhereInterruptsLikeControlC() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        terminal.sendSignal(SIGINT)
        #expect(terminal.waitForExit() == 130)
        #expect(terminal.screen.hasSuffix("\ninterrupted\n"), "screen: \(terminal.screen)")
        #expect(terminal.isInLineMode)
    }

    @Test func controlZWithoutAShellKeepsTheSliderGoing() throws {
        let terminal = try startSlider(at: 50)
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send(key: .controlZ)
        // The terminal is given back and taken again (the stop is discarded without job control), then redrawn.
        #expect(terminal.waitFor(SliderTests.label + " [", since: mark), "screen: \(terminal.screen)")
        press(Keys.right, on: terminal)
        #expect(commit(terminal) == 51)
    }

    /// Ctrl-Z needs a job-control shell: a stop signal to a process group without one (an orphaned group) is discarded.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func controlZStopsUnderAShellAndFgResumesTheSlider() throws {
        let shell = try PseudoTerminal(
            executable: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
            environment: ["PS1": "shell$ ", "PROMPT_COMMAND": ""])
        defer { shell.close(); try? FileManager.default.removeItem(atPath: shell.home) }
        #expect(shell.waitFor("shell$ "), "screen: \(shell.screen)")
        var mark = shell.output.count
        shell.send("'\(Tool.path("slider-fixture"))' 50 hide '\(SliderTests.label)'\r")
        #expect(shell.waitFor(SliderTests.label + " [", since: mark), "screen: \(shell.screen)")
        press(Keys.right, on: shell)

        mark = shell.output.count
        shell.send(key: .controlZ)
        #expect(shell.waitFor("Stopped", since: mark), "screen: \(shell.screen)")
        #expect(shell.waitFor("shell$ ", since: mark))
        #expect(SliderTests.cursorIsShownAtTheEnd(shell.output), "the cursor is shown while stopped")

        mark = shell.output.count
        shell.send("fg\r")
        #expect(shell.waitFor(SliderTests.label + " [", since: mark), "redrawn; screen: \(shell.screen)")
        press(Keys.right, "\r", on: shell)
        #expect(shell.waitFor("committed: 52", since: mark), "screen: \(shell.screen)")
        #expect(shell.waitFor("shell$ ", since: mark))
        shell.send("exit 7\r")
        #expect(shell.waitForExit() == 7)
    }

    // MARK: The display

    @Test func aResizeRedrawsAtTheNewWidth() throws {
        let terminal = try startSlider(at: 50, columns: 80)
        defer { terminal.close() }
        #expect(SliderTests.drawnLines(terminal.screen).first?.count == 79, "screen: \(terminal.screen)")

        var mark = terminal.output.count
        terminal.resize(columns: 40, rows: 24)
        let narrower = terminal.waitUntil(since: mark) { SliderTests.drawnLines($0).contains { $0.count == 39 } }
        #expect(narrower, "screen: \(terminal.screen)")

        mark = terminal.output.count
        terminal.resize(columns: 100, rows: 24)
        let wider = terminal.waitUntil(since: mark) { SliderTests.drawnLines($0).contains { $0.count == 99 } }
        #expect(wider, "screen: \(terminal.screen)")

        // Narrower than a slider may start in: the message; moves do nothing until it is wide enough again.
        mark = terminal.output.count
        terminal.resize(columns: 12, rows: 24)
        #expect(terminal.waitFor("20×1", since: mark), "screen: \(terminal.screen)")
        press(Keys.right, on: terminal)
        terminal.waitUntil(timeout: 0.3) { _ in false }  // the key is read before the window grows
        mark = terminal.output.count
        terminal.resize(columns: 30, rows: 24)
        let back = terminal.waitUntil(since: mark) { SliderTests.drawnLines($0).contains { $0.count == 29 } }
        #expect(back, "screen: \(terminal.screen)")
        press(Keys.right, on: terminal)
        #expect(commit(terminal) == 51)
    }

    @Test func aTerminalTooNarrowIsAnErrorAndLeftUntouched() throws {
        let terminal = try PseudoTerminal(
            executable: Tool.path("slider-fixture"), arguments: ["50", "hide", SliderTests.label], columns: 15)
        defer { terminal.close() }
        #expect(terminal.waitForExit() == 1)
        #expect(
            terminal.screen == "slider-fixture: the terminal is too narrow: 15 columns, at least 20 needed\n",
            "screen: \(terminal.screen)")
        #expect(!terminal.output.contains(0x1B), "no escape sequence at all was written")
        #expect(terminal.isInLineMode)
    }

    @Test func aHiddenValueNeverReachesTheScreen() throws {
        let terminal = try startSlider(at: 37, showsValue: false)
        defer { terminal.close() }
        // Move far enough for the knob to be redrawn, come back, and step once: 37 → 47 → 37 → 38.
        press(Keys.pageUp, Keys.pageDown, Keys.right, on: terminal)
        #expect(commit(terminal) == 38)
        let screen = terminal.screen
        let beforeCommit = String(screen[..<(screen.range(of: "committed: ")?.lowerBound ?? screen.endIndex)])
        #expect(SliderTests.drawnLines(beforeCommit).count >= 2, "the knob was redrawn; screen: \(screen)")
        #expect(!beforeCommit.contains("37") && !beforeCommit.contains("38"), "screen: \(beforeCommit)")
        #expect(!beforeCommit.contains { $0.isNumber }, "not a single digit; screen: \(beforeCommit)")
        // The escape sequences are fixed ones, so the raw bytes are free of the numbers too.
        let raw = String(decoding: terminal.output, as: UTF8.self)
        let rawBeforeCommit = raw[..<(raw.range(of: "committed: ")?.lowerBound ?? raw.endIndex)]
        #expect(!rawBeforeCommit.contains("37") && !rawBeforeCommit.contains("38"))
    }

    @Test func aShownValueIsWrittenAfterTheBar() throws {
        let terminal = try startSlider(at: 37, showsValue: true)
        defer { terminal.close() }
        #expect(terminal.waitFor("]  37"), "screen: \(terminal.screen)")
        let mark = terminal.output.count
        press(Keys.right, on: terminal)
        #expect(terminal.waitFor("]  38", since: mark), "screen: \(terminal.screen)")
        #expect(commit(terminal) == 38)
    }
}
