// The channel panel, driven through a pseudo-terminal with the panel-fixture
// tool (rows r, g, b over 0…255 at 188 and a wrapping hue row h at 0°, under
// a fixed target swatch #3a7bd5 and the guess; it prints the outcome and
// the values once the panel ends): picking rows and moving them, every way
// out with the terminal's settings put back exactly, ticks that stop the
// panel, an engine that clamps, a resize, a window too small, a terminal too narrow to start in,
// the target's numbers never reaching the screen, and a panel without color
// that still shows which row is selected.

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Channel panel through a pseudo-terminal")
struct ChannelPanelTests {
    /// The end of the key help in a terminal of 80 columns.
    static let helpEnd = "Enter check  Esc back"
    /// The start of the last row, drawn once the panel is up (and the terminal in raw mode).
    static let lastRow = "  h ["

    /// Keys as the terminal sends them.
    enum Keys {
        static let up = "\u{1B}[A"
        static let down = "\u{1B}[B"
        static let right = "\u{1B}[C"
        static let left = "\u{1B}[D"
        static let shiftRight = "\u{1B}[1;2C"
        static let shiftLeft = "\u{1B}[1;2D"
        static let pageUp = "\u{1B}[5~"
        static let pageDown = "\u{1B}[6~"
        static let home = "\u{1B}[H"
        static let end = "\u{1B}[F"
    }

    /// The outcome words the fixture prints.
    static let outcomes = ["check", "leave", "interrupted", "endOfInput", "stopped"]

    /// Starts the fixture and waits until the panel is drawn.
    private func startPanel(
        _ arguments: [String] = [], environment: [String: String] = [:], columns: UInt16 = 80, rows: UInt16 = 24
    ) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            executable: Tool.path("panel-fixture"), arguments: arguments, environment: environment,
            columns: columns, rows: rows)
        #expect(terminal.waitFor(ChannelPanelTests.lastRow), "no panel; screen: \(terminal.screen)")
        return terminal
    }

    /// Presses the keys one after another, each as the terminal would send it.
    private func press(_ keys: String..., on terminal: PseudoTerminal) {
        for key in keys { terminal.send(key) }
    }

    /// Waits for the fixture to exit with `status` and returns the line it printed: the outcome and the values.
    private func result(of terminal: PseudoTerminal, status: Int32 = 0) -> String? {
        #expect(terminal.waitForExit() == status, "screen: \(terminal.screen)")
        #expect(terminal.isInLineMode, "the terminal is back in line mode")
        #expect(SliderTests.cursorIsShownAtTheEnd(terminal.output), "the cursor is shown again")
        return ChannelPanelTests.resultLine(terminal.screen)
    }

    /// The fixture's last line: an outcome word and four values.
    static func resultLine(_ screen: String) -> String? {
        screen.split(separator: "\n").last { line in
            outcomes.contains { line.hasPrefix($0 + " ") } && line.split(separator: " ").count == 5
        }.map(String.init)
    }

    /// The screen text before the result line: what the panel drew.
    static func panelText(_ screen: String) -> String {
        guard let line = resultLine(screen), let range = screen.range(of: "\n" + line, options: .backwards) else {
            return screen
        }
        return String(screen[..<range.lowerBound])
    }

    // MARK: Keys

    @Test func arrowsMoveTheSelectedRowAndEnterChecks() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.right, Keys.right, Keys.right, Keys.left, "\r", on: terminal)
        #expect(result(of: terminal) == "check 190 188 188 0")
    }

    @Test func upAndDownPickTheRowAndStopAtTheEnds() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.down, Keys.right, on: terminal)  // g 189
        press(Keys.down, Keys.left, Keys.left, on: terminal)  // b 186
        press(Keys.up, Keys.up, Keys.up, Keys.right, on: terminal)  // stops at r: 189
        press("j", "j", "j", "j", "j", "l", on: terminal)  // stops at h: 1°
        press("k", "h", "\r", on: terminal)  // b 185
        #expect(result(of: terminal) == "check 189 189 185 1")
    }

    @Test func pageKeysShiftAndCapitalsMoveByTheCoarseStepHomeAndEndToTheEnds() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.pageUp, Keys.shiftRight, Keys.pageDown, on: terminal)  // r 204
        press(Keys.down, "L", "L", "H", Keys.shiftLeft, on: terminal)  // g 188
        press(Keys.down, Keys.end, on: terminal)  // b 255
        press(Keys.up, Keys.up, Keys.home, "\r", on: terminal)  // r 0
        #expect(result(of: terminal) == "check 0 188 255 0")
    }

    @Test func theValuesStopAtTheEnds() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.pageUp, Keys.pageUp, Keys.pageUp, Keys.pageUp, Keys.pageUp, Keys.right, on: terminal)
        press(Keys.down, Keys.home, Keys.left, Keys.pageDown, "\r", on: terminal)
        #expect(result(of: terminal) == "check 255 0 188 0")
    }

    @Test func digitsAndOtherKeysDoNothing() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press("2", "0", "0", "x", " ", "Q", on: terminal)
        let mark = terminal.output.count
        press(Keys.right, on: terminal)
        #expect(terminal.waitFor("189", since: mark))
        terminal.send(key: .enter)
        #expect(result(of: terminal) == "check 189 188 188 0")
    }

    @Test func theHueRowWrapsAroundBothEnds() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.down, Keys.down, Keys.down, on: terminal)
        var mark = terminal.output.count
        press(Keys.left, on: terminal)
        #expect(terminal.waitFor("] 359°", since: mark), "0° − 1° is 359°; screen: \(terminal.screen)")
        mark = terminal.output.count
        press(Keys.right, on: terminal)
        #expect(terminal.waitFor("]   0°", since: mark), "359° + 1° is 0°; screen: \(terminal.screen)")
        press(Keys.pageDown, on: terminal)  // 345°
        mark = terminal.output.count
        press(Keys.pageUp, Keys.pageUp, Keys.pageUp, on: terminal)  // 0°, 15°, 30°
        #expect(terminal.waitFor("]  30°", since: mark), "screen: \(terminal.screen)")
        press(Keys.end, Keys.pageUp, "\r", on: terminal)  // 359°, then 14°
        #expect(result(of: terminal) == "check 188 188 188 14")
    }

    @Test func keysTypedInOneBurstAllCount() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        terminal.send(Keys.right + Keys.down + Keys.pageUp + "l" + Keys.down + "h" + "\r")
        #expect(result(of: terminal) == "check 189 205 187 0")
    }

    @Test func theEnginesValueIsTheOneTheRowTakes() throws {
        let terminal = try startPanel(["--cap-green", "200"])
        defer { terminal.close() }
        var mark = terminal.output.count
        press(Keys.down, Keys.pageUp, on: terminal)  // 204, capped at 200
        #expect(terminal.waitFor("green is capped at 200", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("› g [", since: mark))
        // The block gets shorter again: the note goes, the key help is the last line.
        mark = terminal.output.count
        press(Keys.left, on: terminal)
        #expect(terminal.waitFor("199", since: mark))
        let afterLeft = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(!afterLeft.contains("capped"), "screen: \(afterLeft)")
        press("\r", on: terminal)
        #expect(result(of: terminal) == "check 188 199 188 0")
    }

    // MARK: Ways out

    @Test func escapeLeavesWithTheEditsKept() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.right, Keys.down, Keys.left, on: terminal)
        terminal.send(key: .escape)
        #expect(result(of: terminal) == "leave 189 187 188 0")
    }

    @Test func qLeavesToo() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.pageDown, "q", on: terminal)
        #expect(result(of: terminal) == "leave 172 188 188 0")
    }

    @Test func controlCInterrupts() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        #expect(!terminal.isInLineMode, "the panel should have the terminal in raw mode")
        press(Keys.right, on: terminal)
        terminal.send(key: .controlC)
        #expect(result(of: terminal, status: 130) == "interrupted 189 188 188 0")
    }

    @Test func sigintFromElsewhereInterruptsLikeControlC() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        terminal.sendSignal(SIGINT)
        #expect(result(of: terminal, status: 130) == "interrupted 188 188 188 0")
    }

    @Test func controlDEndsTheInput() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.left, on: terminal)
        terminal.send(key: .controlD)
        #expect(result(of: terminal) == "endOfInput 187 188 188 0")
    }

    @Test func ticksStopThePanelWhenOnTickSaysSo() throws {
        let terminal = try startPanel(["--ticks", "3", "--interval", "0.05"])
        defer { terminal.close() }
        #expect(result(of: terminal) == "stopped 188 188 188 0")
        let drawn = ChannelPanelTests.panelText(terminal.screen)
        #expect(drawn.contains("ticks left: 3") && drawn.contains("ticks left: 0"), "redrawn on every tick: \(drawn)")
    }

    @Test func keysStillWorkWhileThePanelTicks() throws {
        let terminal = try startPanel(["--ticks", "1000", "--interval", "0.02"])
        defer { terminal.close() }
        #expect(terminal.waitUntil { $0.contains("ticks left: 99") }, "a tick came; screen: \(terminal.screen)")
        press(Keys.right, Keys.down, Keys.right, "\r", on: terminal)
        #expect(result(of: terminal) == "check 189 189 188 0")
    }

    @Test func controlZWithoutAShellKeepsThePanelGoing() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send(key: .controlZ)
        #expect(terminal.waitFor(ChannelPanelTests.helpEnd, since: mark), "redrawn; screen: \(terminal.screen)")
        press(Keys.right, "\r", on: terminal)
        #expect(result(of: terminal) == "check 189 188 188 0")
    }

    @Test func sigtermRestoresTheTerminalAndExitsWith143() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(terminal.isInLineMode)
        #expect(SliderTests.cursorIsShownAtTheEnd(terminal.output))
        #expect(ChannelPanelTests.resultLine(terminal.screen) == nil)
    }

    static let waysOut: [(keys: String, arguments: [String], outcome: String)] = [
        ("\r", [], "check"), ("\u{1B}", [], "leave"), ("q", [], "leave"), ("\u{03}", [], "interrupted"),
        ("\u{04}", [], "endOfInput"), ("", ["--ticks", "2", "--interval", "0.05"], "stopped"),
    ]

    /// Every way out gives the terminal back with exactly the settings it had, as `stty -g` prints them.
    @Test(arguments: waysOut)
    func theTerminalSettingsAreExactlyRestored(keys: String, arguments: [String], outcome: String) throws {
        let command = (["'\(Tool.path("panel-fixture"))'"] + arguments).joined(separator: " ")
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "stty -g; \(command); echo \"status $?\"; stty -g"])
        defer { terminal.close() }
        #expect(terminal.waitFor(ChannelPanelTests.helpEnd), "screen: \(terminal.screen)")
        terminal.send(keys)
        #expect(terminal.waitForExit() == 0, "screen: \(terminal.screen)")
        let lines = terminal.screen.split(separator: "\n").map(String.init)
        guard let statusIndex = lines.lastIndex(where: { $0.hasPrefix("status ") }), statusIndex + 1 < lines.count else {
            Issue.record("no status; screen: \(terminal.screen)")
            return
        }
        #expect(lines[statusIndex - 1].hasPrefix(outcome + " "), "screen: \(terminal.screen)")
        let before = lines[0]
        let after = lines[statusIndex + 1]
        #expect(before.contains(":") && before == after, "stty -g before: \(before), after: \(after)")
    }

    @Test func theFinalBlockStaysOnScreenAboveTheResult() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        press(Keys.right, Keys.down, on: terminal)
        terminal.send(key: .escape)
        #expect(result(of: terminal) == "leave 189 188 188 0")
        let lines = terminal.screen.split(separator: "\n").map(String.init)
        let last = lines.suffix(6)
        #expect(last.first?.hasPrefix("  r [") == true && last.first?.hasSuffix("]  189") == true, "\(last)")
        #expect(Array(last)[1].hasPrefix("› g ["), "\(last)")
        #expect(Array(last)[4].hasSuffix(ChannelPanelTests.helpEnd), "\(last)")
    }

    // MARK: The display

    @Test func theTargetsNumbersNeverReachTheScreen() throws {
        for environment in [[:], ["COLORTERM": "truecolor"], ["NO_COLOR": "1"]] {
            let terminal = try startPanel(environment: environment)
            defer { terminal.close() }
            press(Keys.pageUp, Keys.down, Keys.pageDown, Keys.down, Keys.right, Keys.down, Keys.right, on: terminal)
            terminal.send(key: .enter)
            #expect(result(of: terminal) == "check 204 172 189 1")
            let drawn = ChannelPanelTests.panelText(terminal.screen)
            for number in ["58", "123", "213", "3a7bd5", "3A7BD5"] {
                #expect(!drawn.contains(number), "\(environment): \(number) on screen: \(drawn)")
            }
            #expect(drawn.contains("target") && drawn.contains("guess"))
        }
    }

    @Test func theSwatchesArePaintedIn24BitOrFromThePalette() throws {
        let trueColor = try startPanel(environment: ["COLORTERM": "truecolor"])
        defer { trueColor.close() }
        press(Keys.right, "\r", on: trueColor)
        #expect(result(of: trueColor) == "check 189 188 188 0")
        let trueColorBytes = String(decoding: trueColor.output, as: UTF8.self)
        #expect(trueColorBytes.contains("\u{1B}[48;2;58;123;213m"), "the target swatch")
        #expect(trueColorBytes.contains("\u{1B}[48;2;189;188;188m"), "the guess swatch, redrawn after the move")

        let palette = try startPanel()
        defer { palette.close() }
        palette.send(key: .enter)
        #expect(result(of: palette) == "check 188 188 188 0")
        let paletteBytes = String(decoding: palette.output, as: UTF8.self)
        #expect(paletteBytes.contains("\u{1B}[48;5;"))
        #expect(!paletteBytes.contains("\u{1B}[48;2;"), "no 24-bit color without COLORTERM")
    }

    @Test func withoutColorNoColorEscapeIsWrittenAndTheMarkerShowsTheSelection() throws {
        let terminal = try startPanel(environment: ["NO_COLOR": "1"])
        defer { terminal.close() }
        #expect(terminal.screen.contains("› r ["), "screen: \(terminal.screen)")
        #expect(terminal.screen.contains("target (no color)  guess (no color)"))
        #expect(terminal.screen.contains("guess: 188 188 188"), "the guess's numbers instead of its swatch")
        let mark = terminal.output.count
        press(Keys.down, on: terminal)
        #expect(terminal.waitFor("› g [", since: mark), "screen: \(terminal.screen)")
        let afterDown = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(afterDown.contains("  r ["), "the marker moved: \(afterDown)")
        terminal.send("\r")
        #expect(result(of: terminal) == "check 188 188 188 0")

        // Select Graphic Rendition sequences (colors, bold, reverse): only the session's reset on the way out.
        let raw = String(decoding: terminal.output, as: UTF8.self)
        let graphicRenditions = raw.matches(of: /\x1B\[[0-9;]*m/).map { String(raw[$0.range]) }
        #expect(graphicRenditions == ["\u{1B}[0m"], "\(graphicRenditions)")
    }

    @Test func withColorTheSelectedLabelIsAlsoEmphasized() throws {
        let terminal = try startPanel()
        defer { terminal.close() }
        terminal.send(key: .enter)
        #expect(result(of: terminal) == "check 188 188 188 0")
        #expect(String(decoding: terminal.output, as: UTF8.self).contains("› \u{1B}[1;7mr\u{1B}[0m ["))
    }

    @Test func aResizeRedrawsAtTheNewWidth() throws {
        let terminal = try startPanel(columns: 80)
        defer { terminal.close() }
        /// Whether the screen text shows the selected r row `width` characters wide.
        func showsRow(_ text: String, width: Int) -> Bool {
            text.split(separator: "\n").contains { $0.hasPrefix("› r [") && $0.count == width }
        }
        #expect(showsRow(terminal.screen, width: 79), "screen: \(terminal.screen)")
        var mark = terminal.output.count
        terminal.resize(columns: 40, rows: 24)
        #expect(terminal.waitUntil(since: mark) { showsRow($0, width: 39) }, "screen: \(terminal.screen)")
        mark = terminal.output.count
        terminal.resize(columns: 120, rows: 24)
        #expect(terminal.waitUntil(since: mark) { showsRow($0, width: 119) }, "screen: \(terminal.screen)")
        // Narrower than the panel needs: the message, broken between words; moves do nothing until it is wide enough again.
        mark = terminal.output.count
        terminal.resize(columns: 12, rows: 24)
        #expect(terminal.waitFor("22×9", since: mark), "screen: \(terminal.screen)")
        press(Keys.right, on: terminal)
        terminal.waitUntil(timeout: 0.3) { _ in false }  // the key is read before the window grows
        mark = terminal.output.count
        terminal.resize(columns: 80, rows: 24)
        #expect(terminal.waitUntil(since: mark) { showsRow($0, width: 79) }, "screen: \(terminal.screen)")
        press(Keys.right, "\r", on: terminal)
        #expect(result(of: terminal) == "check 189 188 188 0")
    }

    @Test func aWindowTooShortForTheTargetSaysSoInOneLine() throws {
        // The swatches (three lines and their labels), four rows and the key help need nine lines.
        let terminal = try PseudoTerminal(executable: Tool.path("panel-fixture"), columns: 80, rows: 8)
        defer { terminal.close() }
        #expect(terminal.waitFor("window too small: needs at least 22×9"), "screen: \(terminal.screen)")
        press(Keys.right, on: terminal)
        terminal.waitUntil(timeout: 0.3) { _ in false }  // the key is read before the window grows
        let mark = terminal.output.count
        terminal.resize(columns: 80, rows: 9)
        #expect(terminal.waitFor(ChannelPanelTests.helpEnd, since: mark), "screen: \(terminal.screen)")
        press(Keys.right, on: terminal)
        terminal.send(key: .enter)
        #expect(result(of: terminal) == "check 189 188 188 0", "the move made while too small did nothing")
        let drawn = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(drawn.contains("target") && drawn.contains("› r [") && drawn.contains("  h ["), "\(drawn)")
    }

    @Test func aTerminalTooNarrowIsRefusedAndLeftUntouched() throws {
        let terminal = try PseudoTerminal(executable: Tool.path("panel-fixture"), columns: 21)
        defer { terminal.close() }
        #expect(terminal.waitForExit() == 1)
        #expect(
            terminal.screen == "panel-fixture: the terminal is too narrow: 21 columns, at least 22 needed\n",
            "screen: \(terminal.screen)")
        #expect(!terminal.output.contains(0x1B), "no escape sequence at all was written")
        #expect(terminal.isInLineMode)

        let justWideEnough = try startPanel(columns: 22)
        defer { justWideEnough.close() }
        press(Keys.right, "\r", on: justWideEnough)
        #expect(result(of: justWideEnough) == "check 189 188 188 0")
    }
}
