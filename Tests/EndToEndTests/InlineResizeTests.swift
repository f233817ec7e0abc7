// The inline screens after the window changes size, as a person sees them: the
// output of the slider, the channel panel and gradient play is played onto an
// `InlineScreen` that rewraps its lines on a resize as tmux and VTE do. After
// 100 → 80 → 40 columns exactly one copy of the screen is left; below what a
// screen needs, only "window too small: needs at least W×H"; big enough
// again, the whole screen.

import Foundation
import Testing

@Suite("Inline screens through a resize")
struct InlineResizeTests {
    /// A program on a pseudo-terminal and the screen its output is played onto.
    final class Watched {
        let terminal: PseudoTerminal
        var screen: InlineScreen
        private var played = 0

        init(_ terminal: PseudoTerminal, columns: Int, rows: Int) {
            self.terminal = terminal
            screen = InlineScreen(columns: columns, rows: rows)
        }

        /// Plays the output not played yet.
        func play() {
            screen.feed(Array(terminal.output[played...]))
            played = terminal.output.count
        }

        /// Resizes the window and the screen, then waits until the screen shows what `shown` looks for.
        @discardableResult
        func resize(columns: Int, rows: Int, until shown: (InlineScreen) -> Bool) -> Bool {
            play()
            terminal.resize(columns: UInt16(columns), rows: UInt16(rows))
            screen.resize(columns: columns, rows: rows)
            return waitUntil(shown)
        }

        /// Waits until the played screen satisfies `shown`; false after the pseudo-terminal's timeout.
        @discardableResult
        func waitUntil(_ shown: (InlineScreen) -> Bool) -> Bool {
            let found = terminal.waitUntil(since: 0) { _ in
                play()
                return shown(screen)
            }
            // Anything drawn just after is played too, so the checks see the screen at rest.
            _ = terminal.waitUntil(timeout: 0.3, since: terminal.output.count) { _ in false }
            play()
            return found
        }
    }

    /// gradient play, seed 3, in 24-bit color on a pseudo-terminal, with a score store of its own.
    static func gradientPlay(rounds: Int, columns: UInt16, rows: UInt16) throws -> PseudoTerminal {
        let db = FileManager.default.temporaryDirectory
            .appendingPathComponent("inline-resize-\(getpid())-\(UUID().uuidString).sqlite").path
        return try PseudoTerminal(
            executable: Tool.path("gradient"), arguments: ["play", "--seed", "3", "--rounds", "\(rounds)", "--db", db],
            environment: ["LANG": "C.UTF-8", "COLORTERM": "truecolor"], columns: columns, rows: rows)
    }

    /// The rows holding `text`.
    static func count(_ text: String, in screen: InlineScreen) -> Int {
        screen.lines.filter { $0.contains(text) }.count
    }

    /// The rows that are not blank.
    static func filledRows(_ screen: InlineScreen) -> [String] {
        screen.lines.filter { !$0.isEmpty }
    }

    @Test func theSliderLeavesOneCopyOfItselfWhateverTheWidth() throws {
        let label = "Your guess"
        let terminal = try PseudoTerminal(
            executable: Tool.path("slider-fixture"), arguments: ["50", "hide", label], columns: 100, rows: 30)
        defer { terminal.close() }
        let watched = Watched(terminal, columns: 100, rows: 30)
        /// Whether the screen holds one slider line, `width` wide, and nothing else.
        func onlyTheSlider(_ width: Int) -> (InlineScreen) -> Bool {
            { screen in
                let rows = InlineResizeTests.filledRows(screen)
                return rows.count == 1 && rows[0].hasPrefix(label + " [") && rows[0].count == width
            }
        }
        #expect(watched.waitUntil(onlyTheSlider(99)), "\(watched.screen.text)")
        #expect(watched.resize(columns: 80, rows: 30, until: onlyTheSlider(79)), "\(watched.screen.text)")
        #expect(watched.resize(columns: 40, rows: 12, until: onlyTheSlider(39)), "\(watched.screen.text)")
        #expect(InlineResizeTests.filledRows(watched.screen).count == 1, "\(watched.screen.text)")

        // Too narrow: the message alone, broken between words.
        let tooSmall = watched.resize(columns: 15, rows: 12) { screen in
            InlineResizeTests.filledRows(screen) == ["window too", "small: needs", "at least 20×1"]
        }
        #expect(tooSmall, "\(watched.screen.text)")
        terminal.send("\u{1B}[C")  // does nothing while the slider cannot be seen
        terminal.waitUntil(timeout: 0.3) { _ in false }
        #expect(watched.resize(columns: 60, rows: 12, until: onlyTheSlider(59)), "\(watched.screen.text)")
        terminal.send("\r")
        #expect(terminal.waitFor("committed: 50"), "\(terminal.screen)")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func theChannelPanelLeavesOneCopyOfItselfWhateverTheWidth() throws {
        let terminal = try PseudoTerminal(
            executable: Tool.path("panel-fixture"), environment: ["LANG": "C.UTF-8"], columns: 100, rows: 30)
        defer { terminal.close() }
        let watched = Watched(terminal, columns: 100, rows: 30)
        let help = "↑↓ channel"
        /// Whether the screen holds one panel: one of each row, one key help, one pair of swatch labels, at `width`.
        func onePanel(_ width: Int) -> (InlineScreen) -> Bool {
            { screen in
                ["› r [", "  g [", "  b [", "  h [", help, "target"].allSatisfy { InlineResizeTests.count($0, in: screen) == 1 }
                    && screen.lines.contains { $0.hasPrefix("› r [") && $0.count == width }
            }
        }
        #expect(watched.waitUntil(onePanel(99)), "\(watched.screen.text)")
        #expect(watched.resize(columns: 80, rows: 30, until: onePanel(79)), "\(watched.screen.text)")
        #expect(watched.resize(columns: 40, rows: 12, until: onePanel(39)), "\(watched.screen.text)")

        let tooSmall = watched.resize(columns: 40, rows: 8) { screen in
            InlineResizeTests.filledRows(screen) == ["window too small: needs at least 22×9"]
        }
        #expect(tooSmall, "\(watched.screen.text)")
        #expect(watched.resize(columns: 60, rows: 20, until: onePanel(59)), "\(watched.screen.text)")
        terminal.send("\r")
        #expect(terminal.waitFor("check 188 188 188 0"), "\(terminal.screen)")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func gradientPlayInAShortWindowSaysWhatItNeedsInsteadOfLosingTheTarget() throws {
        let terminal = try Self.gradientPlay(rounds: 1, columns: 80, rows: 8)
        defer { terminal.close() }
        let watched = Watched(terminal, columns: 80, rows: 8)
        // The round line, the target and yours (a label and two lines each), six rows and the key help.
        let message = "window too small: needs at least"
        #expect(watched.waitUntil { InlineResizeTests.count(message, in: $0) == 1 }, "\(watched.screen.text)")
        let line = watched.screen.lines.first { $0.contains(message) } ?? ""
        #expect(line.hasSuffix("×14"), "\(line)")
        #expect(InlineResizeTests.count("start", in: watched.screen) == 0, "no broken drawing: \(watched.screen.text)")

        let whole = watched.resize(columns: 80, rows: 24) { screen in
            InlineResizeTests.count("target", in: screen) == 1 && InlineResizeTests.count("Enter check", in: screen) == 1
                && InlineResizeTests.count(message, in: screen) == 0
        }
        #expect(whole, "\(watched.screen.text)")
        terminal.send("\u{1B}")
        #expect(terminal.waitFor("score 0> "), "\(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aPanelAtTheBottomShrunkBelowItsSizeAndGrownAgainLeavesNoPieceOfItselfAbove() throws {
        let terminal = try Self.gradientPlay(rounds: 5, columns: 100, rows: 30)
        defer { terminal.close() }
        let watched = Watched(terminal, columns: 100, rows: 30)
        // Two rounds checked: the third round's panel is drawn at the bottom of a full window.
        for round in 1...2 {
            #expect(watched.waitUntil { InlineResizeTests.count("Round \(round) of 5", in: $0) == 1 }, "\(watched.screen.text)")
            terminal.send("\r")
        }
        // Each round's last panel stays above; the third round's must be there once, and whole.
        let onePanel = { (screen: InlineScreen) in
            InlineResizeTests.count("Round 3 of 5", in: screen) == 1
                && screen.lines.drop { !$0.contains("Round 3 of 5") }.filter { $0.contains("start r [") }.count == 1
                && screen.lines.last { !$0.isEmpty }?.contains("Enter check") == true
        }
        #expect(watched.waitUntil(onePanel), "\(watched.screen.text)")
        // Too small: the panel's top goes into the scrollback; grown again, the terminal brings it back down.
        #expect(watched.resize(columns: 80, rows: 10) { InlineResizeTests.count("window too small", in: $0) == 1 },
                "\(watched.screen.text)")
        #expect(watched.resize(columns: 100, rows: 30, until: onePanel), "\(watched.screen.text)")
        let mark = terminal.output.count
        terminal.send("\u{1B}")
        #expect(terminal.waitFor("round 3/5", since: mark), "\(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
