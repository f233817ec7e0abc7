// A stand-in tool for testing the channel panel through a pseudo-terminal
// before the games use it: three RGB rows (r, g, b over 0…255, starting at
// the games' 188 gray) and a wrapping hue row (h, 0…360°, starting at 0°),
// under two swatches, a fixed target (#3a7bd5) and the current color. Once
// the terminal is given back it prints how the panel ended and the values.
//
//     panel-fixture [--ticks N] [--interval SECONDS] [--cap-green N]
//
// --ticks N stops the panel after N ticks of --interval seconds (0.05 when
// not given), with the ticks left shown above the rows; --cap-green N plays
// an engine that never lets green above N and says so under the key help.
//
// Output: `OUTCOME R G B H`, e.g. `check 190 188 188 0`, with OUTCOME one of
// check, leave, endOfInput, stopped (exit 0) or interrupted (exit 130, as a
// shell reports Ctrl-C); a widget error goes to stderr as
// `panel-fixture: MESSAGE` (exit 1), a bad argument exits with 64.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import ChromaTerminal
import ChromaGames
import ChromaKit
import ChromaGameEngines

/// Prints the usage to stderr and exits with 64.
func usageError() -> Never {
    fputs("usage: panel-fixture [--ticks N] [--interval SECONDS] [--cap-green N]\n", stderr)
    exit(64)
}

var ticks: Int?
var interval = 0.05
var greenCap: Double?
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let text = arguments.popFirst() else { usageError() }
    switch option {
    case "--ticks":
        guard let count = Int(text), count > 0 else { usageError() }
        ticks = count
    case "--interval":
        guard let seconds = Double(text), seconds > 0 else { usageError() }
        interval = seconds
    case "--cap-green":
        guard let value = Double(text) else { usageError() }
        greenCap = value
    default:
        usageError()
    }
}

/// A value as the fixture prints it: whole numbers without a fraction.
func text(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

let rgbRows = ["r", "g", "b"].map { label in
    PanelRow(label: label, range: 0...255, fineStep: 1, coarseStep: 16) { text($0) }
}
let hueRow = PanelRow(label: "h", range: 0...360, fineStep: 1, coarseStep: 15, wraps: true) { text($0) + "°" }
let panel = ChannelPanel(rows: rgbRows + [hueRow], values: [188, 188, 188, 0], tickInterval: ticks.map { _ in interval })

let target = DisplayColor(red: 0x3a, green: 0x7b, blue: 0xd5)
let mode = TerminalColorMode.current(.auto)
var ticksLeft = ticks ?? 0
var note: String?

/// The current color of the three RGB rows.
@MainActor func guess() -> DisplayColor {
    let bytes = panel.values.prefix(3).map { UInt8(min(max($0.rounded(), 0), 255)) }
    return DisplayColor(red: bytes[0], green: bytes[1], blue: bytes[2])
}

do {
    let outcome = try panel.run(
        header: { columns in
            let width = GameScreen.swatchWidth(count: 2, columns: columns)
            var lines = GameScreen.swatches([("target", target), ("guess", guess())], mode: mode, width: width, height: 3)
            if mode == .none { lines.append("guess: " + panel.values.prefix(3).map(text).joined(separator: " ")) }
            if ticks != nil { lines.append("ticks left: \(ticksLeft)") }
            return lines
        },
        footer: { _ in note.map { [$0] } ?? [] },
        onChange: { row, value in
            note = nil
            if row == 1, let greenCap, value > greenCap {
                note = "green is capped at \(text(greenCap))"
                return greenCap
            }
            return value
        },
        onTick: {
            ticksLeft -= 1
            return ticksLeft > 0
        })
    print(([String(describing: outcome)] + panel.values.map(text)).joined(separator: " "))
    if outcome == .interrupted {
        fflush(stdout)
        exit(130)
    }
} catch {
    fputs("panel-fixture: \(error)\n", stderr)
    exit(1)
}
