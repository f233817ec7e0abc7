// What the color games draw besides their sliders: large swatches of the
// target and the guess side by side, and wide gradient bars, as lines of
// terminal text that a channel panel shows above its sliders.
//
//     ████████████████████████  ████████████████████████
//     ████████████████████████  ████████████████████████
//     ████████████████████████  ████████████████████████
//     target                    guess
//
// A swatch is a block of cells painted with a background color (spaces
// after `ESC[48;2;R;G;Bm`, or `ESC[48;5;Nm` with the nearest entry of the
// 256-color palette) and closed with a reset on every line, so no color
// leaks into the gap, the next line or a clear-to-end-of-line. A swatch
// without a color (a hard round's target once its time to be seen is over)
// is an empty frame with "hidden" in it, in plain text. The label line under
// the swatches pads each label to its swatch's width.
//
// Without color (NO_COLOR, `--color never`, a dumb terminal) not a single
// escape sequence is written: the swatches become one line naming each one
// with "(no color)" (or "hidden"), and the caller prints the guess's numbers
// instead — never the target's before the check.
//
// Widths count terminal columns; the caller fits the swatches to the
// terminal with `swatchWidth(count:columns:)`, which leaves the last column
// free as every widget here does.

import ChromaKit
import ChromaGameEngines
import ChromaRuntime
import ChromaTerminal

/// Large swatches and bars for the games, as lines of terminal text.
public enum GameScreen {
    /// The text in the frame of a swatch whose color is hidden.
    public static let hiddenText = "hidden"
    /// The text that stands for a swatch when the terminal shows no color.
    public static let noColorText = "(no color)"
    /// The fewest columns `swatchWidth(count:columns:)` gives a swatch.
    public static let minimumSwatchWidth = 4

    /// The lines and corners of a hidden swatch's frame.
    struct Frame: Sendable, Equatable {
        var topLeft: Character
        var topRight: Character
        var bottomLeft: Character
        var bottomRight: Character
        var horizontal: Character
        var vertical: Character

        /// Box-drawing lines, for UTF-8 terminals.
        static let unicode = Frame(
            topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
        /// Plain ASCII, for other locales.
        static let ascii = Frame(
            topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")

        /// `unicode` when the locale names UTF-8 (as the slider's glyphs decide), else `ascii`.
        static func forLocale(_ environment: [String: String]) -> Frame {
            Slider.Glyphs.forLocale(environment) == .unicode ? .unicode : .ascii
        }
    }

    /// Swatches side by side, each `width` columns × `height` lines, a label line under each (labels padded to the swatch width).
    ///
    /// A nil color draws an empty framed box with the text "hidden" (a hard
    /// round's target after 5 s). With mode `.none`, no escape sequences at
    /// all: the swatches are one line, each replaced by its label and
    /// "(no color)" (or "hidden") — the caller prints numbers instead. On a
    /// 256-color terminal a color between palette entries is drawn as a 4×4
    /// ordered dither of two entries in upper half blocks (`XtermPalette.mix`),
    /// so that nearby colors still look different.
    public static func swatches(
        _ items: [(label: String, color: DisplayColor?)], mode: TerminalColorMode, width: Int, height: Int, gap: Int = 2
    ) -> [String] {
        swatches(items, mode: mode, width: width, height: height, gap: gap, frame: .forLocale(Environment.variables))
    }

    /// `swatches(_:mode:width:height:gap:)` with the hidden swatch's frame chosen by the caller.
    static func swatches(
        _ items: [(label: String, color: DisplayColor?)], mode: TerminalColorMode, width: Int, height: Int, gap: Int,
        frame: Frame
    ) -> [String] {
        let width = max(width, 1)
        let height = max(height, 1)
        let spacer = String(repeating: " ", count: max(gap, 0))
        if mode == .none {
            return [items.map { $0.label + " " + ($0.color == nil ? hiddenText : noColorText) }.joined(separator: spacer)]
        }
        // On a 256-color terminal a color between palette entries is dithered from two of them.
        let mixes = items.map { item in
            mode == .palette256 ? item.color.map { XtermPalette.mix(red: $0.red, green: $0.green, blue: $0.blue) } : nil
        }
        var lines: [String] = []
        for line in 0..<height {
            lines.append(
                items.indices.map { index in
                    guard let color = items[index].color else {
                        return hiddenCell(line: line, width: width, height: height, frame: frame)
                    }
                    if let mix = mixes[index], !mix.isSingleEntry {
                        return (0..<width).map { mix.cell(column: $0, line: line) }.joined() + mode.reset
                    }
                    return mode.background(red: color.red, green: color.green, blue: color.blue)
                        + String(repeating: " ", count: width) + mode.reset
                }.joined(separator: spacer))
        }
        lines.append(items.map { $0.label.padded(to: width) }.joined(separator: spacer))
        return lines
    }

    /// A wide bar of `width` columns and `height` lines painted by `color(x)` for x in 0..<width (a gradient), 24-bit or 256-color by mode; empty lines of spaces for `.none`.
    ///
    /// A cell that has the same escape sequence as the one before it does
    /// without one, and every line ends with a reset. On a 256-color terminal
    /// a column between palette entries is dithered from two of them, as swatches are.
    public static func bar(width: Int, height: Int, mode: TerminalColorMode, color: (Int) -> DisplayColor) -> [String] {
        let height = max(height, 0)
        guard width > 0 else { return Array(repeating: "", count: height) }
        guard mode != .none else { return Array(repeating: String(repeating: " ", count: width), count: height) }
        var escapes: [DisplayColor: String] = [:]  // the palette search is a ΔE scan: once per color
        var mixes: [DisplayColor: PaletteMix] = [:]
        let colors = (0..<width).map(color)
        var lines: [String] = []
        for lineIndex in 0..<height {
            var line = ""
            var previous = ""
            for x in 0..<width {
                let cellColor = colors[x]
                if mode == .palette256 {
                    // Between palette entries, the column is dithered from two of them.
                    let mix = mixes[cellColor] ?? XtermPalette.mix(red: cellColor.red, green: cellColor.green, blue: cellColor.blue)
                    mixes[cellColor] = mix
                    if !mix.isSingleEntry {
                        line += mix.cell(column: x, line: lineIndex)
                        previous = ""
                        continue
                    }
                }
                let escape =
                    escapes[cellColor]
                    ?? mode.background(red: cellColor.red, green: cellColor.green, blue: cellColor.blue)
                escapes[cellColor] = escape
                if escape != previous {
                    line += escape
                    previous = escape
                }
                line += " "
            }
            line += mode.reset
            lines.append(line)
        }
        return lines
    }

    /// The swatch width that fits `count` swatches in `columns` (at most `maximum`, at least 4).
    ///
    /// The swatches and the `gap`s between them stay left of the terminal's
    /// last column; below 4 columns each they no longer fit, and the panel
    /// cuts its lines at the terminal's width.
    public static func swatchWidth(count: Int, columns: Int, gap: Int = 2, maximum: Int = 24) -> Int {
        let count = max(count, 1)
        let available = columns - 1 - max(gap, 0) * (count - 1)
        return max(minimumSwatchWidth, min(maximum, available / count))
    }

    // MARK: Parts

    /// Line `line` of a `width` × `height` frame with "hidden" centred on its middle line (on the border when there is no inside).
    static func hiddenCell(line: Int, width: Int, height: Int, frame: Frame) -> String {
        guard width >= 2 else { return String(hiddenText.prefix(width)) }
        let left: Character
        let right: Character
        let fill: Character
        if height >= 2, line == 0 {
            (left, right, fill) = (frame.topLeft, frame.topRight, frame.horizontal)
        } else if height >= 2, line == height - 1 {
            (left, right, fill) = (frame.bottomLeft, frame.bottomRight, frame.horizontal)
        } else {
            (left, right, fill) = (frame.vertical, frame.vertical, " ")
        }
        var inside = Array(repeating: fill, count: width - 2)
        if line == (height - 1) / 2 {
            let text = Array(hiddenText.prefix(width - 2))
            let start = (inside.count - text.count) / 2
            inside.replaceSubrange(start..<(start + text.count), with: text)
        }
        return String(left) + String(inside) + String(right)
    }
}
