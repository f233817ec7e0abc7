// colorconv's REPL as a person sees it through a pseudo-terminal: a typed
// color fits an 80×24 terminal with its swatch, `to` adds and resets spaces,
// and adjust, mix, gradient, contrast and name read what the commands of
// those names read and work on the last color shown (colorconv(1), THE REPL).
// The colors expected are those the commands write on the command line.

import Foundation
import Testing

@Suite("colorconv REPL view and commands") struct ColorconvREPLViewTests {
    let session = ColorconvREPLTests()

    /// The session on a terminal of `columns`×`rows`, in 24-bit color.
    func start(columns: UInt16 = 80, rows: UInt16 = 24) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path("colorconv"), environment: ["COLORTERM": "truecolor"],
                                          columns: columns, rows: rows)
        #expect(terminal.waitFor(ColorconvREPLTests.prompt), "no prompt; screen: \(terminal.screen)")
        return terminal
    }

    /// What the terminal was sent since `mark`, played onto a screen of `columns`×`rows` as a person sees it.
    func screen(_ terminal: PseudoTerminal, since mark: Int = 0, columns: Int = 80, rows: Int = 24) -> InlineScreen {
        var screen = InlineScreen(columns: columns, rows: rows)
        screen.feed(Array(terminal.output[mark...]))
        return screen
    }

    @Test func aTypedColorFitsAnEightyByTwentyFourTerminalWithItsSwatch() throws {
        let terminal = try start()
        defer { terminal.close() }
        session.type("tomato", into: terminal, expecting: "tomato (ΔE2000 0)")
        let shown = screen(terminal)
        let lines = shown.lines
        guard let typed = lines.firstIndex(of: "colorconv> tomato") else {
            Issue.record("the typed line scrolled away: \(shown.text)")
            return
        }
        // The swatch is five rows of the block, each a line with the swatch's blanks before the forms.
        let block = lines[(typed + 1)...].prefix { !$0.hasPrefix("colorconv>") }
        #expect(block.count == 5, "\(shown.text)")
        #expect(block.allSatisfy { $0.hasPrefix("            ") }, "room for the swatch: \(shown.text)")
        #expect(block.map { $0.trimmingCharacters(in: .whitespaces) } == [
            "hex    #ff6347", "rgb    rgb(255 99 71)", "hsl    hsl(9.1 100% 63.9%)", "oklch  oklch(0.696 0.196 32.3)", "name   tomato (ΔE2000 0)",
        ])
        let swatchRows = String(decoding: terminal.output, as: UTF8.self).components(separatedBy: "\u{1B}[48;2;255;99;71m          ")
        #expect(swatchRows.count - 1 == 5, "a swatch 10 columns wide and 5 rows tall")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func toAddsSpacesAndResetGoesBack() throws {
        let terminal = try start()
        defer { terminal.close() }
        session.type("to hex", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name\n")
        session.type("to rgb", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name\n")
        session.type("to oklch lab", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name, lab")
        var mark = terminal.output.count
        session.type("navy", into: terminal, expecting: "lab    lab(11.3351 40.9636 -67.2034)")
        #expect(screen(terminal, since: mark).text.contains("hex    #000080"))
        session.type("to all", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name, every space, inGamut")
        mark = terminal.output.count
        session.type("gold", into: terminal, expecting: "inGamut              in sRGB")
        let everything = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        for label in ["hsb ", "cmyk ", "xyz-d65 ", "prophoto-rgb-linear ", "cam16-ucs "] {
            #expect(everything.contains(label), "\(label): \(everything)")
        }
        session.type("to", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name\n")
        mark = terminal.output.count
        session.type("gold", into: terminal, expecting: "gold (ΔE2000 0)")
        #expect(!PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("lab("))
        session.type("to reset", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name\n")
        session.type("to cielab", into: terminal, expecting: "colorconv: unknown space \"cielab\"")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func theSessionReadsColorsInItsColorScheme() throws {
        let terminal = try PseudoTerminal(executable: Tool.path("colorconv"), arguments: ["repl", "--color-scheme", "dark"],
                                          environment: ["COLORTERM": "truecolor"], columns: 80, rows: 24)
        defer { terminal.close() }
        #expect(terminal.waitFor(ColorconvREPLTests.prompt), "no prompt; screen: \(terminal.screen)")
        session.type("light-dark(red, blue)", into: terminal, expecting: "hex    #0000ff")
        // A command's own --color-scheme is for it alone; the session's comes back after it.
        session.type("name --color-scheme light light-dark(red, blue)", into: terminal, expecting: "#ff0000         red")
        session.type("name light-dark(red, blue)", into: terminal, expecting: "#0000ff         blue")
        // Blanks inside parentheses keep a color one word, as it is written in CSS.
        session.type("mix rgb(0 0 0) white", into: terminal, expecting: "rgb(0 0 0) 50% + white 50% in oklab")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func adjustReadsTheOptionsOfColorconvAdjustAndWorksOnTheLastColor() throws {
        let terminal = try start()
        defer { terminal.close() }
        session.type("name", into: terminal, expecting: "colorconv: name needs a color: give one, or type a color first")
        session.type("adjust --lighten 0.1 tomato", into: terminal, expecting: "adjust  lighten 0.1 in oklch")
        #expect(terminal.screen.contains("#ff9881"), "as colorconv adjust --lighten 0.1 tomato: \(terminal.screen)")
        // No color: the last one shown, here the lightened tomato.
        session.type("adjust --rotate 180", into: terminal, expecting: "adjust  rotate 180 in oklch")
        #expect(terminal.screen.contains("#00d6f8"), "\(terminal.screen)")
        session.type("tomato", into: terminal, expecting: "tomato (ΔE2000 0)")
        session.type("to lab", into: terminal, expecting: "showing:")
        session.type("adjust --gray", into: terminal, expecting: "adjust  gray in oklch")
        #expect(terminal.screen.contains("lab     lab("), "the spaces chosen with to: \(terminal.screen)")
        session.type("adjust tomato", into: terminal, expecting: "colorconv: adjust needs an operation")
        session.type("adjust --lightn 0.1 red", into: terminal, expecting: "colorconv: Unknown option '--lightn'. Did you mean '--lighten'?")
        session.type("adjust --lighten 0.1 tomatoe", into: terminal, expecting: "did you mean \"tomato\"?")
        session.type("adjust --help", into: terminal, expecting: "USAGE: colorconv adjust")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func mixGradientContrastAndName() throws {
        let terminal = try start()
        defer { terminal.close() }
        session.type("gradient navy", into: terminal, expecting: "colorconv: give two colors, or type a color first to start from it")
        session.type("mix red blue --by 25%", into: terminal, expecting: "mix    red 75% + blue 25% in oklab")
        #expect(terminal.screen.contains("#c6496d"), "as colormix red blue --by 0.25: \(terminal.screen)")
        session.type("tomato", into: terminal, expecting: "tomato (ΔE2000 0)")
        session.type("mix white --by 0.2", into: terminal, expecting: "mix    tomato 80% + white 20% in oklab")
        #expect(terminal.screen.contains("#ff876e"), "\(terminal.screen)")
        session.type("mix red blue --by 2", into: terminal, expecting: "colorconv: --by 2 is outside 0…1; for 2 %, write --by 2%")
        session.type("mix red blue --in cielab", into: terminal, expecting: "colorconv: --in: ")
        var mark = terminal.output.count
        session.type("gradient red blue --steps 3", into: terminal, expecting: "#0000ff")
        let drawn = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(drawn.contains(String(repeating: "▀", count: 80)), "a bar across the terminal: \(drawn)")
        #expect(drawn.contains("#ff0000  ") && drawn.contains("#8c53a2  "), "as gradient red blue --steps 3: \(drawn)")
        session.type("gradient red blue --steps 1", into: terminal, expecting: "colorconv: --steps 1 is out of range")
        mark = terminal.output.count
        session.type("gradient --colormap viridis --steps 5", into: terminal, expecting: "#fde725")
        let mapped = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(mapped.contains("#440154  ") && mapped.contains("#21918c  "), "as gradient --colormap viridis --steps 5: \(mapped)")
        session.type("gradient --colormap viridi", into: terminal, expecting: "colorconv: --colormap: unknown colormap \"viridi\"")
        session.type("gradient red --colormap magma", into: terminal, expecting: "colorconv: --colormap makes the colors")
        session.type("contrast white navy", into: terminal, expecting: "16.01:1 (wcag21)")
        session.type("contrast red", into: terminal, expecting: "colorconv: contrast takes two colors")
        session.type("navy", into: terminal, expecting: "navy (ΔE2000 0)")
        session.type("contrast --bg white", into: terminal, expecting: "16.01:1 (wcag21)")
        mark = terminal.output.count
        session.type("name #3a7bd5", into: terminal, expecting: "steelblue")
        session.type("name", into: terminal, expecting: "navy")
        session.type("mix --help", into: terminal, expecting: "USAGE: mix")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// Types `typed`, presses Tab, types `rest` and Enter, and expects `expected` after it.
    func complete(_ typed: String, then rest: String, in terminal: PseudoTerminal, expecting expected: String) {
        let mark = terminal.output.count
        terminal.send(typed)
        terminal.send(key: .tab)
        terminal.send(rest + "\r")
        #expect(terminal.waitFor(expected, since: mark), "\(typed)⇥\(rest): \(terminal.screen)")
    }

    @Test func optionsAndSpacesComplete() throws {
        let terminal = try start()
        defer { terminal.close() }
        complete("adjust --ligh", then: "0.1 red", in: terminal, expecting: "adjust  lighten 0.1 in oklch")
        complete("to oklch la", then: "", in: terminal, expecting: "showing: hex, rgb, hsl, oklch, name, lab")
        complete("mix red blue --in oklc", then: "", in: terminal, expecting: "red 50% + blue 50% in oklch")
        complete("contrast --method ap", then: "black gold", in: terminal, expecting: "(apca)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func theViewFitsTheTerminalAfterAResize() throws {
        let terminal = try start(columns: 100, rows: 30)
        defer { terminal.close() }
        var mark = terminal.output.count
        session.type("gradient gold navy", into: terminal, expecting: "#000080")
        #expect(PseudoTerminal.screenText(Array(terminal.output[mark...])).contains(String(repeating: "▀", count: 100)))
        terminal.resize(columns: 60, rows: 20)
        mark = terminal.output.count
        session.type("gradient gold navy --steps 9", into: terminal, expecting: "#000080")
        let shown = screen(terminal, since: mark, columns: 60, rows: 20)
        #expect(shown.lines.contains(String(repeating: "▀", count: 60)), "a bar as wide as the terminal is now: \(shown.text)")
        #expect(shown.lines.allSatisfy { $0.count <= 60 }, "no line wraps: \(shown.text)")
        #expect(shown.text.contains("#ffd700") && shown.text.contains("#6e7e7c"), "\(shown.text)")
        mark = terminal.output.count
        session.type("tomato", into: terminal, expecting: "tomato (ΔE2000 0)")
        #expect(screen(terminal, since: mark, columns: 60, rows: 20).text.contains("oklch  oklch(0.696 0.196 32.3)"))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
