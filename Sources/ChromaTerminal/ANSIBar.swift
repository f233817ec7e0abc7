// A gradient bar drawn in the terminal with colored half blocks.
//
// Each character cell shows two pixels stacked: the upper half block
// "▀" (U+2580) painted in the foreground color is the top pixel, the cell's
// background color the bottom one. A bar of N lines thus has 2N pixel rows
// and one pixel column per terminal column.
//
// Colors are written through `TerminalColorMode` (TerminalColor.swift):
// 24-bit escapes (`ESC[38;2;R;G;Bm`, `ESC[48;2;R;G;Bm`), or the nearest entry
// of the xterm 256-color palette. An escape is left out when the cell before
// already set the same one, which keeps a smooth bar's output short; every
// line ends with a reset so no color leaks into what follows. In mode `none`
// the half blocks come out uncolored: callers that draw a bar on request
// choose a colored mode.
//
// The width is the terminal's: TIOCGWINSZ on the output, else `$COLUMNS`,
// else 80.

import Glibc
import ChromaKit
import ChromaRuntime

/// A bar of `columns`×`lines` terminal cells, two pixels tall per cell, drawn with "▀" and color escapes.
public struct ANSIBar: Sendable {
    /// The upper half block, U+2580.
    public static let halfBlock = "\u{2580}"

    /// Width in cells (= pixel columns).
    public let columns: Int
    /// Height in terminal lines.
    public let lines: Int
    /// How colors are written.
    public let mode: TerminalColorMode

    /// Pixel rows: two per line.
    public var pixelRows: Int { lines * 2 }

    /// A bar `columns` cells wide and `lines` lines tall (each at least 1), colored in `mode`.
    public init(columns: Int, lines: Int = 1, mode: TerminalColorMode) {
        precondition(columns >= 1 && lines >= 1, "a bar needs at least one cell")
        self.columns = columns
        self.lines = lines
        self.mode = mode
    }

    /// The bar's text: `lines` lines, each `columns` half blocks with their escapes, a reset and a newline.
    ///
    /// `pixel(x, y)` gives the sRGB color of pixel column `x` (0 ..< columns)
    /// and pixel row `y` (0 ..< pixelRows); rows 2k and 2k+1 share line k.
    public func render(pixel: (_ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)) -> String {
        var out = ""
        out.reserveCapacity(columns * lines * (mode == .trueColor ? 40 : 24))
        var paletteCache: [UInt32: String] = [:]
        func escape(_ c: (red: UInt8, green: UInt8, blue: UInt8), background: Bool) -> String {
            let make = { background
                ? mode.background(red: c.red, green: c.green, blue: c.blue)
                : mode.foreground(red: c.red, green: c.green, blue: c.blue) }
            guard mode == .palette256 else { return make() }
            // The palette search scans 240 entries by ΔE: once per distinct color and layer.
            let key = (background ? 1 << 24 : 0) | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
            if let known = paletteCache[key] { return known }
            let made = make()
            paletteCache[key] = made
            return made
        }
        for line in 0..<lines {
            var lastForeground = "", lastBackground = ""
            for x in 0..<columns {
                let top = escape(pixel(x, 2 * line), background: false)
                let bottom = escape(pixel(x, 2 * line + 1), background: true)
                if top != lastForeground {
                    out += top
                    lastForeground = top
                }
                if bottom != lastBackground {
                    out += bottom
                    lastBackground = bottom
                }
                out += Self.halfBlock
            }
            out += mode.reset
            out += "\n"
        }
        return out
    }

    /// The terminal width in columns: TIOCGWINSZ on `descriptor`, else a positive `COLUMNS`, else 80.
    public static func terminalWidth(descriptor: Int32 = 1, environment: [String: String] = Environment.variables) -> Int {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
        if result == 0 && size.ws_col > 0 { return Int(size.ws_col) }
        if let text = environment["COLUMNS"], let value = Int(text), value > 0, value <= 100_000 { return value }
        return 80
    }
}
