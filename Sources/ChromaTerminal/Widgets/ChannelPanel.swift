// The raw-mode panel the color games set a color with: one slider row per
// channel, the caller's lines above them (the target and guess swatches, a
// countdown) and below them (a hint, a note), drawn in place.
//
//     (swatches and labels from the caller)
//     › r [━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●───────────────────────]  188
//       g [━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●───────────────────────]  188
//       b [━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●───────────────────────]  188
//     ↑↓ channel  ←→ move  PgUp/PgDn faster  Enter check  Esc back
//     (a note from the caller)
//
// Keys: ↑ and ↓ (or k and j) pick a row and stop at the first and last; ←
// and → (h, l) move the row by its fine step; Shift+← and Shift+→, Page Down
// and Page Up (H, L) by its coarse step; Home and End go to the range's
// ends. A wrapping row (a hue) comes round past an end: 350° + 15° is 5°,
// and End goes to the last step before 360°, which is 0° again. Enter ends
// with `.check`, Escape or q with `.leave`, Ctrl-C (or SIGINT) with
// `.interrupted`, Ctrl-D or the end of the input with `.endOfInput`. Digits
// and other keys do nothing: the game is set by eye, not typed in.
//
// Every move is offered to the caller (`onChange`), whose engine says the
// value the row really takes, e.g. clamped; then the whole block is drawn
// again, header included, since the guess swatch changed. With a tick
// interval, `onTick` is called that often (a tick that fell due while the
// panel was busy is not made up) and the block is redrawn after it; when it
// returns false the panel ends with `.stopped`.
//
// Drawing: no alternate screen. The block is drawn where the cursor is and
// redrawn by going back to its first line: a carriage return, the cursor up
// by the rows the last block takes now, each line followed by
// clear-to-end-of-line, and clear-below after the last, which also removes
// what a taller block left. Every line is cut to the terminal's width but its
// last column, so no line wraps and the lines drawn are the lines on screen;
// the caller's lines may hold color escapes, which a cut keeps, closing with
// a reset. Nor is the block ever taller than the window: the cursor cannot
// go up past the top line, so in a short window the footer loses lines from
// the bottom. On a resize the block is drawn again at the new width. A
// terminal that rewraps its lines when it narrows (tmux, VTE, kitty) breaks
// each old line of width w over ⌈w / columns⌉ rows, so the way up is the sum
// of those over the last block's lines (`BlockPainter`): the block is found
// however the window shrank, and no wrapped copy is left above it. A
// terminal that cuts lines instead (xterm) goes up further than the block,
// and the clear below takes that many lines of what was above it, never
// more than the window holds. The cursor waits, hidden, at the end of the
// last line; on every way out the session resets the attributes, shows the
// cursor and starts a new line, so the final block — the player's last
// guess — stays on screen above whatever comes next.
//
// Too small: the panel needs `requiredColumns` columns and the header's
// lines (the target), the rows and the key help in height. In a smaller
// window the block is the one line "window too small: needs at least W×H"
// (broken between words in a window narrower than it),
// the keys that move or select do nothing (the ones that end the panel still
// do), and the whole block comes back once the window is big enough.
//
// The selected row starts with "›" (">" without UTF-8). With color its label
// is also bold and in reverse video; without color (NO_COLOR, `--color
// never`) the rows carry no escape sequence at all and the marker alone shows
// the selection.
//
// The parts that need no terminal (what a key does, a row's line, the block
// at a width, the redraw sequence) are functions tested directly; `run` ties
// them to a `RawTerminalSession`.

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
#endif

/// One slider row of a channel panel.
public struct PanelRow: Sendable {
    /// The text before the bar: "r", "start h", "ratio".
    public var label: String
    /// The values the row takes.
    public var range: ClosedRange<Double>
    /// How far ←, →, h and l move the row, from wherever the value is.
    public var fineStep: Double
    /// How far Shift+←/→, Page Up/Down, H and L move the row.
    public var coarseStep: Double
    /// A hue: moving past an end wraps around.
    public var wraps: Bool
    /// The text of a value after the bar: "200", "73.7%", "120°".
    public var format: @Sendable (Double) -> String

    /// Makes a row; the range must hold more than one value and both steps must be positive.
    public init(
        label: String, range: ClosedRange<Double>, fineStep: Double, coarseStep: Double, wraps: Bool = false,
        format: @escaping @Sendable (Double) -> String
    ) {
        precondition(range.lowerBound < range.upperBound, "a panel row's range must hold more than one value")
        precondition(fineStep > 0 && coarseStep > 0, "a panel row's steps must be positive")
        self.label = label
        self.range = range
        self.fineStep = fineStep
        self.coarseStep = coarseStep
        self.wraps = wraps
        self.format = format
    }

    /// `value` moved by `step` from where it is; past an end it stops there, or on a wrapping row comes round.
    ///
    /// A value off the grid of fine steps stays off it (chroma 2.4 moves to 3.4, not 3), so that the first
    /// step does not lose where the row started; a value on it stays on it (`withoutDrift(_:)`).
    func moved(_ value: Double, by step: Double) -> Double {
        let lower = range.lowerBound
        var result = withoutDrift(value + step)
        if wraps {
            let span = range.upperBound - lower
            var offset = (result - lower).truncatingRemainder(dividingBy: span)
            if offset < 0 { offset += span }
            result = withoutDrift(lower + offset)
            if result >= range.upperBound { result = lower }
        }
        return clamped(result)
    }

    /// Where Home goes: the lower end.
    var lowestValue: Double { range.lowerBound }

    /// Where End goes: the upper end, or on a wrapping row, whose upper end is its lower one again, the last step before it.
    var highestValue: Double {
        guard wraps else { return range.upperBound }
        let steps = ((range.upperBound - range.lowerBound) / fineStep).rounded(.up) - 1
        return onGrid(range.lowerBound + max(steps, 0) * fineStep)
    }

    /// `value` kept inside the range.
    func clamped(_ value: Double) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// `value` rounded to the decimals of the fine step, so that sums of steps do not drift (0.1 + 0.2 is 0.3).
    private func onGrid(_ value: Double) -> Double {
        let scale = Slider.power(of: 10, Slider.decimals(of: fineStep))
        return (value * scale).rounded() / scale
    }

    /// `value` on the grid of the fine step's decimals when it is within a millionth of a step of it (a sum of
    /// steps, 0.1 + 0.2, is 0.3 again), else `value` itself (a start off the grid, 2.379 + 1, stays 3.379).
    private func withoutDrift(_ value: Double) -> Double {
        let grid = onGrid(value)
        return abs(grid - value) <= fineStep * 1e-6 ? grid : value
    }
}

/// How a channel panel ended.
public enum PanelOutcome: Equatable, Sendable {
    /// Enter: check the guess.
    case check
    /// Escape or q: back to the prompt, edits kept.
    case leave
    /// Ctrl-C or SIGINT; the caller decides whether to exit with 130 or go on.
    case interrupted
    /// Ctrl-D, or the input ended.
    case endOfInput
    /// `onTick` returned false (e.g. an arcade game's time ran out).
    case stopped
}

/// A slider per channel of a color, moved with the keyboard in a block of terminal lines under the caller's swatches.
public final class ChannelPanel {
    /// What a key does to a running panel.
    public enum Response: Equatable, Sendable {
        /// Select this row (it may be the one already selected, at the first or last).
        case select(Int)
        /// Move this row to this value (it may be the same one, at an end).
        case move(row: Int, to: Double)
        /// End the panel with this outcome.
        case finish(PanelOutcome)
        /// Nothing.
        case ignore
    }

    /// The rows, top to bottom.
    public let rows: [PanelRow]
    /// The seconds between calls of `onTick`; nil for none.
    public let tickInterval: Double?
    /// Each row's value, as the caller's `onChange` last set it.
    public private(set) var values: [Double]
    /// The index of the selected row.
    public private(set) var selected: Int
    /// Whether the selected row's label is emphasized; with `.none` no escape sequence is written for the rows.
    ///
    /// Starts as `TerminalColorMode.current(.auto)`; a tool with `--color`
    /// sets it to what the option resolved to.
    public var colorMode: TerminalColorMode
    /// The cells the bars are drawn with; starts as the locale's.
    public var glyphs: Slider.Glyphs

    /// Makes a panel with one value per row; values are kept inside their rows' ranges and `selected` among the rows.
    public init(rows: [PanelRow], values: [Double], selected: Int = 0, tickInterval: Double? = nil) {
        precondition(!rows.isEmpty, "a channel panel needs at least one row")
        precondition(values.count == rows.count, "a channel panel needs one value per row")
        precondition(tickInterval.map { $0 > 0 } ?? true, "a channel panel's tick interval must be positive")
        self.rows = rows
        self.values = zip(rows, values).map { row, value in row.clamped(value) }
        self.selected = min(max(selected, 0), rows.count - 1)
        self.tickInterval = tickInterval
        self.colorMode = TerminalColorMode.current(.auto)
        self.glyphs = Slider.Glyphs.forLocale(Environment.variables)
    }

    // MARK: Keys

    /// What `key` does with the panel as it stands.
    public func response(to key: TerminalKey) -> Response {
        let row = rows[selected]
        let value = values[selected]
        switch key {
        case .up, .character("k"): return .select(max(selected - 1, 0))
        case .down, .character("j"): return .select(min(selected + 1, rows.count - 1))
        case .left, .character("h"): return .move(row: selected, to: row.moved(value, by: -row.fineStep))
        case .right, .character("l"): return .move(row: selected, to: row.moved(value, by: row.fineStep))
        case .shiftLeft, .pageDown, .character("H"): return .move(row: selected, to: row.moved(value, by: -row.coarseStep))
        case .shiftRight, .pageUp, .character("L"): return .move(row: selected, to: row.moved(value, by: row.coarseStep))
        case .home: return .move(row: selected, to: row.lowestValue)
        case .end: return .move(row: selected, to: row.highestValue)
        case .enter: return .finish(.check)
        case .escape, .character("q"): return .finish(.leave)
        case .interrupt: return .finish(.interrupted)
        case .endOfInput: return .finish(.endOfInput)
        default: return .ignore
        }
    }

    /// Carries out `response` and says whether the block must be drawn again; `onChange` gives a moved row its value.
    func apply(_ response: Response, onChange: (_ row: Int, _ value: Double) -> Double) -> Bool {
        switch response {
        case .select(let row):
            guard row != selected else { return false }
            selected = row
            return true
        case .move(let row, let proposed):
            guard proposed != values[row] else { return false }
            values[row] = onChange(row, proposed)
            return true
        case .finish, .ignore:
            return false
        }
    }

    // MARK: Drawing

    /// The text before the selected row's label.
    var selectionMarker: String { glyphs == .unicode ? "›" : ">" }

    /// The widest label.
    var labelWidth: Int { rows.map(\.label.count).max() ?? 0 }

    /// The widest text of a value: each row's ends and current value.
    var valueWidth: Int {
        zip(rows, values).map { row, value in
            max(row.format(row.range.lowerBound).count, row.format(row.range.upperBound).count, row.format(value).count)
        }.max() ?? 0
    }

    /// The columns a terminal needs for the panel to start: the marker, the labels, the shortest bar a slider keeps and the values.
    public var requiredColumns: Int {
        let labelPart = labelWidth > 0 ? labelWidth + 1 : 0
        let row = 2 + labelPart + 2 + Slider.minimumTrackCells + 1 + valueWidth
        return max(Slider.minimumColumns, row + 1)
    }

    /// Row `index`'s line for a terminal `columns` wide: marker, label, bar and value, at most `columns - 1` columns.
    ///
    /// The bar fills what the other parts leave; every row's bar starts and
    /// ends in the same columns. In a terminal narrower than
    /// `requiredColumns` the bar keeps one cell and the line may be cut.
    func rowLine(_ index: Int, columns: Int) -> String {
        let usable = max(columns - 1, 0)
        let row = rows[index]
        let value = values[index]
        let isSelected = index == selected
        let valueText = row.format(value)
        let valuePart = " " + String(repeating: " ", count: max(valueWidth - valueText.count, 0)) + valueText
        let label = labelWidth > 0 ? row.label.padded(to: labelWidth) : ""
        let labelPart: String
        if label.isEmpty {
            labelPart = ""
        } else if isSelected, colorMode != .none {
            labelPart = ChannelPanel.emphasisOn + label + ChannelPanel.emphasisOff + " "
        } else {
            labelPart = label + " "
        }
        let markerPart = (isSelected ? selectionMarker : " ") + " "
        let visibleLabelWidth = label.isEmpty ? 0 : labelWidth + 1
        let trackCells = max(usable - 2 - visibleLabelWidth - 2 - valuePart.count, 1)
        let slider = Slider(
            range: row.range, initial: value, fineStep: row.fineStep, coarseStep: row.coarseStep, label: "",
            showsValue: false, glyphs: glyphs)
        let bar = slider.line(for: value, columns: trackCells + 3)
        return ChannelPanel.clipped(markerPart + labelPart + bar + valuePart, to: usable)
    }

    /// The key help under the rows: as many of its items as fit in `columns - 1`.
    func helpLine(columns: Int) -> String {
        var items =
            glyphs == .unicode
            ? ["↑↓ channel", "←→ move", "PgUp/PgDn faster", "Enter check", "Esc back"]
            : ["Up/Down channel", "Left/Right move", "PgUp/PgDn faster", "Enter check", "Esc back"]
        if rows.count == 1 { items.removeFirst() }  // nothing to pick
        var line = ""
        for item in items {
            let longer = line.isEmpty ? item : line + "  " + item
            guard longer.count <= columns - 1 else { break }
            line = longer
        }
        return line
    }

    /// The whole block for a terminal `columns` wide and `height` lines high: `header`, the rows, the key help and `footer`, each cut to `columns - 1`.
    ///
    /// A block taller than the terminal could not be redrawn in place (the
    /// cursor cannot go up past the top line), so lines go until it fits:
    /// the header's from the top (a swatch gets shorter before it goes), then
    /// the footer's from the bottom, then the key help; the rows always stay.
    func lines(header: [String], footer: [String], columns: Int, height: Int = .max) -> [String] {
        let usable = max(columns - 1, 0)
        var header = header
        var footer = footer
        var help = [helpLine(columns: columns)]
        var excess = header.count + rows.count + help.count + footer.count - max(height, 1)
        if excess > 0 {
            let fromHeader = min(excess, header.count)
            header.removeFirst(fromHeader)
            excess -= fromHeader
            let fromFooter = min(excess, footer.count)
            footer.removeLast(fromFooter)
            excess -= fromFooter
            if excess > 0 { help = [] }
        }
        return header.map { ChannelPanel.clipped($0, to: usable) }
            + rows.indices.map { rowLine($0, columns: columns) }
            + help
            + footer.map { ChannelPanel.clipped($0, to: usable) }
    }

    /// Bold and reverse video, for the selected row's label.
    static let emphasisOn = "\u{1B}[1;7m"
    /// Back to normal after `emphasisOn`.
    static let emphasisOff = "\u{1B}[0m"

    /// `line` cut to `width` visible characters; escape sequences do not count and are kept, and a cut line that had any ends with a reset.
    static func clipped(_ line: String, to width: Int) -> String {
        if !line.contains("\u{1B}"), line.count <= width { return line }
        var result = ""
        var visible = 0
        var hasEscapes = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if character == "\u{1B}" {
                hasEscapes = true
                result.append(character)
                guard let introducer = characters.next() else { break }
                result.append(introducer)
                if introducer == "[" {
                    // A control sequence: parameters and intermediates, then one final character.
                    while let next = characters.next() {
                        result.append(next)
                        if let scalar = next.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { break }
                    }
                }
                continue
            }
            guard visible < width else {
                if hasEscapes { result += "\u{1B}[0m" }
                return result
            }
            result.append(character)
            visible += 1
        }
        return result
    }

    // MARK: Running

    /// Runs the panel until Enter/Esc/q/Ctrl-C/Ctrl-D or onTick returns false.
    ///
    /// `header(columns)` gives the lines drawn above the sliders (swatches, a
    /// countdown), asked again on every redraw; `footer(columns)` the lines
    /// under them (a hint, a note). `onChange(row, proposed)` is called on
    /// every move and returns the value the row really takes (the caller's
    /// engine may clamp); the panel then redraws everything (header too,
    /// since the guess swatch changed). `onTick` is called every
    /// `tickInterval` seconds (when set); return false to stop.
    ///
    /// A terminal narrower than `requiredColumns`, or a descriptor that is
    /// not a terminal, is an error thrown before anything is drawn. The
    /// terminal is restored before this returns or throws, and before a
    /// SIGTERM or SIGHUP ends the process; the last block drawn stays on
    /// screen.
    public func run(
        header: (_ columns: Int) -> [String],
        footer: (_ columns: Int) -> [String],
        onChange: (_ row: Int, _ value: Double) -> Double,
        onTick: () -> Bool = { true },
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) throws(WidgetError) -> PanelOutcome {
        let session = try RawTerminalSession(input: input, output: output, minimumColumns: requiredColumns)
        defer { session.restore() }

        var painter = BlockPainter()
        var isTooSmall = false
        func draw() {
            let columns = session.columns
            let headerLines = header(columns)
            let neededRows = headerLines.count + rows.count + 1
            isTooSmall = columns < requiredColumns || session.rows < neededRows
            let block =
                isTooSmall
                ? BlockPainter.tooSmallLines(columns: requiredColumns, rows: neededRows, width: columns)
                : lines(header: headerLines, footer: footer(columns), columns: columns, height: session.rows)
            session.write(painter.frame(block, columns: columns, rows: session.rows))
        }

        draw()
        var nextTick = tickInterval.map { RawTerminalSession.monotonicSeconds() + $0 }
        while true {
            let timeout = nextTick.map { $0 - RawTerminalSession.monotonicSeconds() }
            switch try session.nextEvent(timeout: timeout) {
            case .timeout:
                guard let interval = tickInterval, let due = nextTick else { continue }
                let goesOn = onTick()
                draw()
                guard goesOn else { return .stopped }
                let now = RawTerminalSession.monotonicSeconds()
                nextTick = due + interval > now ? due + interval : now + interval
            case .redraw:
                draw()
            case .endOfInput:
                return .endOfInput
            case .key(let key):
                let response = response(to: key)
                if case .finish(let outcome) = response { return outcome }
                if isTooSmall { continue }  // nothing to see the move by
                if apply(response, onChange: onChange) { draw() }
            }
        }
    }
}

/// Draws a block of lines in place, over the block it drew before, even after the terminal rewrapped or shrank it.
struct BlockPainter: Sendable {
    /// The lines the last frame took on screen; 0 before the first.
    private(set) var drawnLines = 0
    /// The visible width of each line of the last frame (escape sequences not counted).
    private(set) var drawnWidths: [Int] = []
    /// The widths of the lines of earlier frames that a shrinking window pushed above its top row.
    ///
    /// A frame drawn after the window got shorter than the block starts on
    /// the top row, below lines of the old block that went into the
    /// terminal's scrollback. A terminal that brings scrolled-back lines down
    /// again when it grows (tmux, VTE) shows them above the next frame; the
    /// way up counts them, so that frame starts where they begin and draws over them.
    private(set) var hiddenWidths: [Int] = []

    /// The text that replaces the last frame with `lines`, leaving the cursor at the end of the last line.
    ///
    /// A carriage return and the cursor up to the first line of the last
    /// frame; each line followed by clear-to-end-of-line; after the last,
    /// clear-below, which removes the rest of a taller last frame. The lines
    /// must not wrap at `columns`, the terminal's width now: each one is a
    /// line on screen. When the terminal narrowed since the last frame, the
    /// way up counts the rows its lines take once rewrapped (`rowsTaken`).
    /// Going up stops at the top row, so counting lines no longer on screen
    /// costs nothing; `rows`, the window's height, tells which ones are
    /// (assuming the cursor on the bottom row, which a window that shrank
    /// below the block always leaves it on, and which never overcounts).
    mutating func frame(_ lines: [String], columns: Int = .max, rows: Int = .max) -> String {
        let columns = max(columns, 1)
        var text = "\r"
        let block = hiddenWidths + drawnWidths
        let up = BlockPainter.rowsTaken(widths: block, columns: columns) - 1
        if up > 0 { text += "\u{1B}[\(up)A" }
        text += lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n")
        text += "\u{1B}[J"
        hiddenWidths = BlockPainter.linesAbove(rows: up - (max(rows, 1) - 1), of: block, columns: columns)
        drawnLines = max(lines.count, 1)
        drawnWidths = lines.isEmpty ? [0] : lines.map(BlockPainter.visibleWidth)
        return text
    }

    /// The first lines of a block, as few as cover its first `rows` rows in a terminal `columns` wide; none when `rows` ≤ 0.
    static func linesAbove(rows: Int, of widths: [Int], columns: Int) -> [Int] {
        var covered = 0
        var lines: [Int] = []
        for width in widths where covered < rows {
            lines.append(width)
            covered += rowsTaken(widths: [width], columns: columns)
        }
        return lines
    }

    /// What a screen shows instead of itself in a window smaller than `columns` × `rows`: one line, broken between words over lines at most `width - 1` long only when the window is narrower than it.
    static func tooSmallLines(columns: Int, rows: Int, width: Int) -> [String] {
        let usable = max(width - 1, 1)
        var lines: [String] = []
        for word in "window too small: needs at least \(columns)×\(rows)".split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= usable {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word.prefix(usable)))
            }
        }
        return lines
    }

    /// The rows lines `widths` wide take in a terminal `columns` wide that rewraps them: Σ max(1, ⌈width / columns⌉).
    ///
    /// Terminals that rewrap on a resize (tmux, VTE, kitty) break a line
    /// wider than the new width over several rows, and the cursor, at the end
    /// of the last line, moves with it. A terminal that cuts the lines
    /// instead (xterm) keeps one row per line: going up the larger count
    /// then passes the block's first line and the clear below takes as many
    /// lines of what was above it; the cursor stops at the top row, so that
    /// is all it can cost.
    static func rowsTaken(widths: [Int], columns: Int) -> Int {
        let columns = max(columns, 1)
        return widths.reduce(0) { sum, width in sum + (width <= 0 ? 1 : (width - 1) / columns + 1) }
    }

    /// The columns `line` takes: its characters, not counting escape sequences (CSI, or ESC and one character).
    static func visibleWidth(_ line: String) -> Int {
        guard line.contains("\u{1B}") else { return line.count }
        var width = 0
        var characters = line.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1B}" else {
                width += 1
                continue
            }
            guard let introducer = characters.next(), introducer == "[" else { continue }
            while let next = characters.next() {
                if let scalar = next.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) { break }
            }
        }
        return width
    }
}

extension String {
    /// The text cut or padded with spaces to exactly `width` characters.
    package func padded(to width: Int) -> String {
        let cut = prefix(width)
        return cut + String(repeating: " ", count: width - cut.count)
    }
}
