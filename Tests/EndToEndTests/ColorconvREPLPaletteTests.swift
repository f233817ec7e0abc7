import Foundation
import Testing

/// The colorconv REPL's palette commands through a pseudo-terminal: `random` and `distinct` (colorconv(1), THE REPL).
@Suite("colorconv REPL palettes") struct ColorconvREPLPaletteTests {
    @Test func randomAndDistinctShowSwatches() throws {
        let session = ColorconvREPLTests()
        let terminal = try session.start()
        defer { terminal.close() }
        var mark = terminal.output.count
        session.type("random 3 gray", into: terminal, expecting: "≈")
        let grays = String(decoding: terminal.output[mark...], as: UTF8.self)
        let swatches = grays.components(separatedBy: "\u{1B}[48;2;")
        #expect(swatches.count - 1 == 3, "three swatches: \(terminal.screen)")
        for swatch in swatches.dropFirst() {
            let channels = swatch.prefix { $0 != "m" }.split(separator: ";")
            #expect(channels.count == 3 && Set(channels).count == 1, "a gray: \(swatch.prefix(20))")
        }
        mark = terminal.output.count
        session.type("distinct 2", into: terminal, expecting: "smallest ΔEok = 1")
        #expect(terminal.screen.contains("#000000") && terminal.screen.contains("#ffffff"))
        session.type("distinct 1", into: terminal, expecting: "usage: distinct N [ok|2000]")
        session.type("random 3 neon", into: terminal, expecting: "usage: random [N] [STRATEGY]")
        mark = terminal.output.count
        terminal.send("random 2 ok")
        terminal.send(key: .tab)
        terminal.send("\r")
        #expect(terminal.waitFor("≈", since: mark), "random 2 oklch: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
