import ChromaKit
import ChromaRuntime
import ChromaTerminal

/// Chips: short texts each written on its own color, laid out in a grid (`colorconv list` on a terminal).
extension HumanView {
    /// One chip: the text and the color it is written on.
    public struct Chip {
        /// What the chip says, a name; not escaped, so not text from input.
        public var text: String
        /// The chip's background.
        public var color: Color

        /// A chip saying `text` on `color`.
        public init(_ text: String, on color: Color) {
            self.text = text
            self.color = color
        }
    }

    /// The blanks between two columns of chips: one between painted chips, which set themselves apart, two without color.
    var chipGap: Int { mode == .none ? 2 : 1 }

    /// Writes `chips` as a grid read down its columns, as ls lists files, in as few lines as fit the terminal's width.
    ///
    /// Each column is as wide as its widest chip, so the chips of a column are
    /// equal bars. A painted chip has a blank either side of its text, or only
    /// before it when that makes fewer lines (the names of `colorconv list`
    /// take 25 lines instead of 30 at 100 columns); its text is black or white,
    /// whichever contrasts more with the color as the terminal shows it
    /// (`chipTextColor(on:)`). Without color the grid is the texts alone, in
    /// the same order, two blanks apart.
    public func writeChips(_ chips: [Chip], into writer: inout RecordWriter) {
        for line in chipLines(chips) { writer.appendLine(line) }
    }

    /// The lines of the grid of `writeChips(_:into:)`.
    public func chipLines(_ chips: [Chip]) -> [String] {
        guard !chips.isEmpty else { return [] }
        // The blanks a painted chip has around its text: both sides, or the one before.
        var padding = mode == .none ? 0 : 2
        var grid = Self.chipGrid(widths: chips.map { $0.text.count + padding }, gap: chipGap, width: width)
        if padding == 2 {
            let tighter = Self.chipGrid(widths: chips.map { $0.text.count + 1 }, gap: chipGap, width: width)
            if tighter.rows < grid.rows { (grid, padding) = (tighter, 1) }
        }
        var lines: [String] = []
        for row in 0..<grid.rows {
            var line = ""
            for (column, columnWidth) in grid.columnWidths.enumerated() {
                let index = column * grid.rows + row
                guard index < chips.count else { break }
                if column > 0 { line += String(repeating: " ", count: chipGap) }
                line += chip(chips[index], width: min(columnWidth, width), padding: padding)
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines
    }

    /// The fewest rows, and the width of each column, that lay out chips of these widths down the columns
    /// within `width` columns with `gap` blanks between them; one column when even that is too wide.
    static func chipGrid(widths: [Int], gap: Int, width: Int) -> (rows: Int, columnWidths: [Int]) {
        for rows in 1...widths.count {
            let columns = (widths.count + rows - 1) / rows
            let columnWidths = (0..<columns).map { column in
                widths[(column * rows)..<min((column + 1) * rows, widths.count)].max()!
            }
            if columnWidths.reduce(0, +) + gap * (columns - 1) <= width { return (rows, columnWidths) }
        }
        return (widths.count, [widths.max()!])
    }

    /// A chip `width` columns wide: a blank, its text (cut short with "…" if need be), then blanks to the width,
    /// at least `padding` − 1 of them, on its color; without color the text alone, padded.
    func chip(_ chip: Chip, width: Int, padding: Int) -> String {
        let room = width - padding
        var text = chip.text.count > room ? String(chip.text.prefix(max(room - 1, 0))) + "…" : chip.text
        text += String(repeating: " ", count: max(room - text.count, 0))
        guard mode != .none else { return text }
        let background = chip.color.rgb8(gamut: gamut)
        let foreground = chipTextColor(on: chip.color)
        return mode.background(red: background.red, green: background.green, blue: background.blue)
            + mode.foreground(red: foreground, green: foreground, blue: foreground)
            + " " + text + String(repeating: " ", count: padding - 1) + mode.reset
    }

    /// The level of the text on a chip: 0 (black) or 255 (white), whichever has the greater APCA contrast
    /// (`ContrastMethod.apca`, by its magnitude) on the color the terminal shows — the 256-color palette's
    /// nearest entry when that is what is painted; white on a tie, as `textcolor` and CSS `contrast-color()` choose.
    public func chipTextColor(on color: Color) -> UInt8 {
        let c = color.rgb8(gamut: gamut)
        var shown = (c.red, c.green, c.blue)
        if mode == .palette256 { shown = XtermPalette.entries[XtermPalette.nearest(red: c.red, green: c.green, blue: c.blue) - 16] }
        let background = Color(.srgb, Double(shown.0) / 255, Double(shown.1) / 255, Double(shown.2) / 255)
        let apca = ContrastMethod.apca
        let whiteText = ContrastMethod.strength(apca.contrast(Color(.srgb, 1, 1, 1), on: background))
        let blackText = ContrastMethod.strength(apca.contrast(Color(.srgb, 0, 0, 0), on: background))
        return whiteText >= blackText ? 255 : 0
    }
}
