import ChromaKit
import ChromaRuntime

extension HumanView {
    /// One color of a row of swatches: its label above its hex.
    public struct RowEntry {
        public var label: String
        public var color: Color

        public init(label: String, color: Color) {
            self.label = label
            self.color = color
        }
    }

    /// Writes a palette as a row of swatches, each with its label and hex under it, wrapped to the terminal's width.
    ///
    /// A column is as wide as its widest label or hex, and two blanks part the columns. Each row of columns is a
    /// swatch two lines tall, then the labels, then the hex codes; without color (`NO_COLOR`, `--color never`, a
    /// pipe) the swatch lines are left out, and the labels and hex codes say it all. `title`, when given, is a line
    /// of its own before the first row.
    public func writeRow(_ entries: [RowEntry], title: String? = nil, into writer: inout RecordWriter) {
        if let title { writer.appendLine(Self.cut(title, to: width)) }
        let columns = entries.map { entry in
            (entry: entry, hex: inD65(entry.color).hexString(gamut: gamut), width: max(entry.label.count, 7))
        }
        var start = 0
        while start < columns.count {
            var used = 0, end = start
            while end < columns.count, end == start || used + 2 + columns[end].width <= width {
                used += (end == start ? 0 : 2) + columns[end].width
                end += 1
            }
            let row = columns[start..<end]
            func line(_ cell: (_ column: (entry: RowEntry, hex: String, width: Int)) -> String) -> String {
                trailingBlanksRemoved(row.map(cell).joined(separator: "  "))
            }
            if mode != .none {
                for swatchLine in 0..<2 {
                    writer.appendLine(line { swatch($0.entry.color, width: $0.width, line: swatchLine) })
                }
            }
            writer.appendLine(line { Self.padded(Self.cut($0.entry.label, to: $0.width), to: $0.width) })
            writer.appendLine(line { Self.padded($0.hex, to: $0.width) })
            start = end
        }
    }

    /// `text` with blanks after it up to `width` columns.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}
