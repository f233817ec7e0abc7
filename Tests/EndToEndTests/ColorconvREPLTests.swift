// colorconv's interactive session through a pseudo-terminal: it starts by
// itself on a terminal, shows a typed color as `colorconv COLOR` does (a
// swatch and the common forms, and the spaces chosen with `to`), and its
// commands, completion and history work.

import Foundation
import Testing

@Suite("colorconv REPL") struct ColorconvREPLTests {
    static let prompt = "colorconv> "

    func start(home: String? = nil, environment: [String: String] = ["COLORTERM": "truecolor"]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path("colorconv"), home: home, environment: environment, columns: 120, rows: 40)
        #expect(terminal.waitFor(Self.prompt), "no prompt; screen: \(terminal.screen)")
        return terminal
    }

    /// Types a line and waits for `expected`, then for the next prompt.
    @discardableResult
    func type(_ line: String, into terminal: PseudoTerminal, expecting expected: String) -> Bool {
        let mark = terminal.output.count
        terminal.send(line + "\r")
        let found = terminal.waitFor(expected, since: mark)
        #expect(found, "expected \(expected.debugDescription) after \(line.debugDescription); screen: \(terminal.screen)")
        #expect(terminal.waitUntil(since: mark) { screen in
            guard let hit = screen.range(of: expected) else { return false }
            return screen[hit.upperBound...].contains(Self.prompt)
        })
        return found
    }

    @Test func startsOnATerminalAndShowsAColor() throws {
        let terminal = try start()
        defer { terminal.close() }
        let mark = terminal.output.count
        type("tomato", into: terminal, expecting: "tomato (ΔE2000 0)")
        let raw = String(decoding: terminal.output[mark...], as: UTF8.self)
        #expect(raw.contains("\u{1B}[48;2;255;99;71m"), "the swatch is drawn in 24-bit color")
        for form in ["hex    #ff6347", "rgb    rgb(255 99 71)", "hsl    hsl(9.1 100% 63.9%)", "oklch  oklch(0.696 0.196 32.3)"] {
            #expect(terminal.screen.contains(form), "\(form): \(terminal.screen)")
        }
        #expect(!terminal.screen.contains("xyz-d65"), "only the common forms by default")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func commandsWork() throws {
        let terminal = try start()
        defer { terminal.close() }
        type("to oklch,cmyk", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name, cmyk")
        type("gray", into: terminal, expecting: "cmyk(0% 0% 0% 49.8%)")
        type("distance red blue", into: terminal, expecting: "ΔE2000 = 55.7998")
        type("distance white black ok", into: terminal, expecting: "ΔEok = 1")
        type("name #3a7bd5", into: terminal, expecting: "steelblue")
        type("cct #ffb46b", into: terminal, expecting: "2920.06 K  Duv -0.0011")
        type("cct lime", into: terminal, expecting: "0.099 from the Planckian locus")
        type("blackbody 2700", into: terminal, expecting: "#ffad59")
        type("blackbody 300", into: terminal, expecting: "outside 1000–100000 K")
        type("spaces", into: terminal, expecting: "prophoto-rgb")
        type("help", into: terminal, expecting: "distance A B [METHOD]")
        type("tomatoe", into: terminal, expecting: "colorconv: unknown color name")
        type("to cielab", into: terminal, expecting: "unknown space")
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
    }

    @Test func tabCompletesColorsAndSpaces() throws {
        let terminal = try start()
        defer { terminal.close() }
        var mark = terminal.output.count
        terminal.send("rebeccap")
        terminal.send(key: .tab)
        #expect(terminal.waitFor("rebeccapurple", since: mark))
        terminal.send("\r")
        #expect(terminal.waitFor("#663399", since: mark))
        #expect(terminal.waitFor(Self.prompt, since: terminal.output.count - Self.prompt.utf8.count - 1))
        mark = terminal.output.count
        terminal.send("to hsb,okl")
        terminal.send(key: .tab)
        terminal.send("ab\r")
        #expect(terminal.waitFor("showing: hex, rgb, hsl, oklch, name, hsb, oklab", since: mark), "screen: \(terminal.screen)")
        mark = terminal.output.count
        terminal.send("dista")
        terminal.send(key: .tab)
        terminal.send("red lime\r")
        #expect(terminal.waitFor("ΔE2000 = ", since: mark), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func historyIsKeptBetweenSessions() throws {
        let first = try start()
        type("gold", into: first, expecting: "#ffd700")
        first.send("quit\r")
        #expect(first.waitForExit() == 0)
        let history = URL(fileURLWithPath: first.home).appendingPathComponent("state/chromatools/colorconv_history")
        let saved = try? String(contentsOf: history, encoding: .utf8)
        #expect(saved?.contains("gold") == true, "history file: \(saved ?? "missing")")
        first.close()
        let second = try start(home: first.home)
        defer { second.close() }
        let mark = second.output.count
        second.send(key: .up)  // quit
        second.send(key: .up)  // gold
        #expect(second.waitFor("gold", since: mark))
        second.send("\r")
        #expect(second.waitFor("#ffd700", since: mark))
    }

    @Test func pipedInputDoesNotStartTheSession() throws {
        let r = try Tool.run("colorconv", [], stdin: "red\n")
        #expect(r.stdout == "{\"color\":\"#ff0000\",\"hex\":\"#ff0000\"}\n")
    }
}

extension ColorconvREPLTests {
    /// What the REPL prints for the spaces CSS lacks reads back as the same color.
    @Test func printedFormsReadBack() throws {
        let terminal = try start()
        defer { terminal.close() }
        type("to hsb,cmyk", into: terminal, expecting: "showing: hex, rgb, hsl, oklch, name, hsb, cmyk")
        type("tomato", into: terminal, expecting: "cmyk(0% 61.18% 72.16% 0%)")
        type("hsb(9.1304 72.16% 100%)", into: terminal, expecting: "#ff6347")
        type("cmyk(0% 61.18% 72.16% 0%)", into: terminal, expecting: "#ff6347")
        type("tomatoe", into: terminal, expecting: "did you mean \"tomato\"?")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
