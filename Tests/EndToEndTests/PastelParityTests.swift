// Small things pastel users expect: paint's styles and -n, translucent colors
// drawn over a checkerboard, `colorconv colorcheck`, the reason distinct has a
// limit, contrast's verdicts on a narrow terminal, and a word on standard error
// when a tool waits for colors typed on the terminal.

import Foundation
import Testing

@Suite("pastel parity") struct PastelParityTests {
    static let trueColor = ["COLORTERM": "truecolor"]

    func onTerminal(_ tool: String, _ arguments: [String], environment: [String: String] = trueColor, columns: UInt16 = 80) throws
        -> HumanViewTests.TerminalRun
    {
        try HumanViewTests().onTerminal(tool, arguments, environment: environment, columns: columns)
    }

    // MARK: paint

    @Test func paintsBoldItalicAndUnderlinedText() throws {
        let r = try Tool.run("colorconv", ["paint", "red", "hi", "--bold", "--italic", "--underline", "--color", "always"],
                             environment: Self.trueColor)
        #expect(r.stdout == "\u{1B}[38;2;255;0;0m\u{1B}[1m\u{1B}[3m\u{1B}[4mhi\u{1B}[0m\n", "\(r.stdout.debugDescription)")
        // Without color, no escape at all: the styles follow the color rules.
        let plain = try Tool.run("colorconv", ["paint", "red", "hi", "--bold"])
        #expect(plain.stdout == "hi\n")
    }

    @Test func noNewlineLeavesOutOnlyTheLastOne() throws {
        let words = try Tool.run("colorconv", ["paint", "red", "hi", "-n"])
        #expect(words.status == 0 && words.stdout == "hi")
        let lines = try Tool.run("colorconv", ["paint", "red", "--no-newline", "--color", "always"], stdin: "a\nb\n",
                                 environment: Self.trueColor)
        #expect(lines.stdout == "\u{1B}[38;2;255;0;0ma\u{1B}[0m\n\u{1B}[38;2;255;0;0mb\u{1B}[0m", "\(lines.stdout.debugDescription)")
        #expect(try Tool.run("colorconv", ["paint", "red"], stdin: "a\nb\n").stdout == "a\nb\n")
    }

    /// A translucent text color is blended over an opaque --on background; any other alpha is said to be left out.
    @Test func paintBlendsTranslucentTextOverItsBackground() throws {
        let blended = try Tool.run("colorconv", ["paint", "#ff000080", "hi", "--on", "white", "--color", "always"],
                                   environment: Self.trueColor)
        // 0x80 of red over white: 255, and 255·127/255 = 127 for green and blue.
        #expect(blended.stdout.hasPrefix("\u{1B}[38;2;255;127;127m\u{1B}[48;2;255;255;255m"), "\(blended.stdout.debugDescription)")
        #expect(blended.stderr.isEmpty)
        let opaque = try Tool.run("colorconv", ["paint", "#ff000080", "hi", "--color", "always"], environment: Self.trueColor)
        #expect(opaque.status == 0 && opaque.stdout.hasPrefix("\u{1B}[38;2;255;0;0m"))
        #expect(opaque.stderr == "colorconv: \"#ff000080\" is painted opaque: a terminal paints no alpha (over an opaque --on background, the two are blended)\n")
    }

    // MARK: Translucent swatches

    /// A color with alpha is drawn over two greys, a check per pixel; an opaque one stays one background.
    @Test func aTranslucentSwatchIsDrawnOverACheckerboard() throws {
        let run = try onTerminal("colorconv", ["#ff000080"])
        // 0x80 of red over 0x66: (255·128 + 102·127)/255 = 179 and 102·127/255 = 51; over 0x99, 204 and 76.
        let checks = "\u{1B}[38;2;179;51;51m\u{1B}[48;2;204;76;76m▀\u{1B}[38;2;204;76;76m\u{1B}[48;2;179;51;51m▀"
        #expect(run.raw.contains(checks), "\(run.raw.debugDescription)")
        #expect(!run.raw.contains("\u{1B}[48;2;255;0;0m"), "no opaque swatch")
        #expect(run.screen.contains("hex    #ff000080"))
        let opaque = try onTerminal("colorconv", ["red", "#ff000080"])
        #expect(opaque.raw.contains("\u{1B}[48;2;255;0;0m    \u{1B}[0m"), "\(opaque.raw.debugDescription)")
    }

    // MARK: colorcheck

    @Test(arguments: [UInt16(80), 60])
    func colorcheckDrawsTheThreeBarsAndSaysWhatTheyMean(columns: UInt16) throws {
        let run = try onTerminal("colorconv", ["colorcheck"], columns: columns)
        #expect(run.status == 0)
        for label in ["24-bit color  ", "256 colors    ", "8 colors      "] { #expect(run.screen.contains(label), "\(run.screen)") }
        #expect(run.raw.contains("\u{1B}[48;2;"), "the 24-bit bar")
        #expect(run.raw.contains("\u{1B}[48;5;"), "the 256-color bar")
        for k in 40...47 { #expect(run.raw.contains("\u{1B}[\(k)m"), "basic color \(k)") }
        #expect(run.screen.contains("24-bit color works if the first bar shades smoothly"))
        #expect(run.screen.replacingOccurrences(of: "\n", with: " ")
            .contains("COLORTERM=truecolor, TERM=xterm-256color: chromatools paints in 24-bit color."), "\(run.screen)")
        for line in run.screen.split(separator: "\n") { #expect(line.count <= Int(columns), "\(line)") }

        let palette = try onTerminal("colorconv", ["colorcheck"], environment: [:], columns: columns)
        let said = palette.screen.replacingOccurrences(of: "\n", with: " ")
        #expect(said.contains("COLORTERM is not set, TERM=xterm-256color: chromatools paints with the 256-color palette."), "\(said)")
        #expect(said.contains("If the first bar is smooth, set COLORTERM=truecolor for 24-bit color."))
        #expect(palette.raw.contains("\u{1B}[48;2;"), "the 24-bit bar is drawn in 24-bit color whatever COLORTERM says")
    }

    @Test func colorcheckWithoutColorSaysWhyItDrawsNothing() throws {
        let pipe = try Tool.run("colorconv", ["colorcheck"], environment: ["TERM": "xterm"])
        #expect(pipe.status == 0)
        #expect(pipe.stdout == """
            colorcheck draws nothing: standard output is not a terminal (--color always
            draws anyway).
            COLORTERM is not set, TERM=xterm.

            """, "\(pipe.stdout)")
        let noColor = try onTerminal("colorconv", ["colorcheck"], environment: ["NO_COLOR": "1"])
        #expect(noColor.status == 0 && noColor.screen.contains("colorcheck draws nothing: NO_COLOR is set"), "\(noColor.screen)")
        #expect(!noColor.raw.contains("\u{1B}["))
        let never = try onTerminal("colorconv", ["colorcheck", "--color", "never"])
        #expect(never.screen.contains("colorcheck draws nothing: --color never."), "\(never.screen)")
    }

    // MARK: distinct, contrast

    @Test func distinctSaysWhyItStopsAtAHundredColors() throws {
        let r = try Tool.run("colorconv", ["distinct", "-n", "101"])
        #expect(r.status == 64 && r.stdout.isEmpty)
        #expect(r.stderr.contains("out of range: a palette has at most 100 colors, since the search's time grows"), "\(r.stderr)")
    }

    /// At 60 columns a stream of contrasts keeps the sample and the verdicts; the colors' columns narrow instead.
    @Test func contrastKeepsItsVerdictsOnANarrowTerminal() throws {
        let run = try onTerminal("colorconv", ["contrast", "--bg", "white", "red", "blue", "rebeccapurple"], columns: 60)
        let lines = run.screen.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(run.screen)")
        for (line, verdict) in zip(lines, ["3.99:1  AA large", "8.59:1  AAA", "8.4:1  AAA"]) {
            #expect(line.hasPrefix(" Aa sample   ") && line.hasSuffix(verdict) && line.count <= 60, "\(line)")
        }
        #expect(lines[2].contains("rebeccap… on white"), "a long name is cut to the narrower column: \(lines[2])")
        let wide = try onTerminal("colorconv", ["contrast", "--bg", "white", "red", "blue"], columns: 80)
        #expect(wide.screen.contains(" Aa sample   red            on white            3.99:1  AA large"), "\(wide.screen)")
    }

    // MARK: Reading colors from the terminal

    /// A command that reads colors from a terminal says so on stderr, once, before it waits; Ctrl-D ends it.
    @Test(arguments: [
        ("colorconv", ["name"], "colorconv: reading colors from the terminal, one per line; Ctrl-D ends"),
        ("colormix", ["--with", "white"], "colormix: reading colors from the terminal, one per line; Ctrl-D ends"),
        ("colorconv", ["adjust", "--lighten", "0.1"], "colorconv: reading colors from the terminal, one per line; Ctrl-D ends"),
        ("colorconv", ["blackbody"], "colorconv: reading temperatures from the terminal, one per line; Ctrl-D ends"),
        ("colorconv", ["paint", "red"], "colorconv: reading text to paint from the terminal; Ctrl-D ends"),
    ] as [(String, [String], String)])
    func readingTheTerminalIsSaid(tool: String, arguments: [String], hint: String) throws {
        let terminal = try PseudoTerminal(executable: Tool.path(tool), arguments: arguments + ["--color", "never"],
                                          environment: ["LANG": "C.UTF-8"])
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: terminal.home)
        }
        #expect(terminal.waitFor(hint), "\(terminal.screen)")
        let mark = terminal.output.count
        terminal.send(tool == "colorconv" && arguments == ["blackbody"] ? "6500\r" : "red\r")
        #expect(terminal.waitUntil(since: mark) { $0.split(separator: "\n").count >= 2 }, "\(terminal.screen)")
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.components(separatedBy: hint).count == 2, "said once: \(terminal.screen)")
    }

    /// From a pipe or a file, and in colorconv's interactive session, nothing is said.
    @Test func aPipeOrTheInteractiveSessionIsNotAnnounced() throws {
        for (tool, arguments) in [("colorconv", ["name"]), ("colormix", ["--with", "white"]), ("colorconv", ["paint", "red"])] {
            let r = try Tool.run(tool, arguments, stdin: "red\n")
            #expect(r.status == 0 && r.stderr.isEmpty, "\(tool) \(arguments): \(r.stderr)")
        }
        let terminal = try PseudoTerminal(executable: Tool.path("colorconv"), environment: ["LANG": "C.UTF-8"])
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: terminal.home)
        }
        #expect(terminal.waitFor("colorconv> "))
        #expect(!terminal.screen.contains("reading colors"))
    }
}
