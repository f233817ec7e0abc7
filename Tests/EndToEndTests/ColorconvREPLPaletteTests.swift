import Foundation
import Testing

/// The colorconv REPL's palette commands through a pseudo-terminal: `random`, `distinct` and `harmony` (colorconv(1), THE REPL).
@Suite("colorconv REPL palettes") struct ColorconvREPLPaletteTests {
    @Test func randomDistinctAndHarmonyShowSwatches() throws {
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
        session.type("harmony tomato triad", into: terminal, expecting: "triad of #ff6347 in oklch")
        session.type("harmony square", into: terminal, expecting: "no color shown yet")
        session.type("tomato", into: terminal, expecting: "rgb(255 99 71)")
        session.type("harmony square", into: terminal, expecting: "square of #ff6347 in oklch")
        #expect(terminal.screen.contains("3"), "four indexes under the swatches: \(terminal.screen)")
        session.type("harmony tomato trine", into: terminal, expecting: "usage: harmony [COLOR] KIND")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
