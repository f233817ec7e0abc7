import Glibc
import ChromaKit
import ChromaRuntime
import ChromaTerminal

/// What the stream commands show a person at a terminal instead of records (chromatools(7), HUMAN VIEW).
///
/// A command asks `OutputFormat.resolve` once, before the first record,
/// which format to write; `.human` (the default when standard output is a
/// terminal) makes one `HumanView`, and each record is handed to it as
/// cells instead of being written as NDJSON. The view writes its lines
/// through the stream's `RecordWriter`, so buffering, a closed reader and
/// messages on standard error work as for records.
///
/// A command plugs in with a few lines: the format comes from its
/// `RecordCommandOptions`, and the body made for each thread makes its own
/// view. A pipe pays one branch per record for it, and no system call.
///
/// ```swift
/// let format = options.resolvedFormat
/// let status = records.run(arguments: colors, jobs: options.jobs.threads) { records in
///     let fields = ColorFields(spaces: [.oklch])
///     let view = format == .human ? HumanView(color: options.color, layout: .lines) : nil
///     return { input throws(RecordError) in
///         let color = try records.parseColor(input)
///         if let view {
///             view.write(color, after: [.text("4.5:1", label: "contrast")], into: &records.writer)
///         } else {
///             fields.write(color, into: &records.writer)
///             records.finishRecord(input)
///         }
///     }
/// }
/// ```
///
/// A command whose records are not one color each writes its own cells
/// with `writeLine(_:into:)`; one that makes its colors instead of reading
/// them hands each line to the sink with `RecordStream.finishGeneratedLines()`.
///
/// A color is shown with its common forms — hex, `rgb()`, `hsl()`,
/// `oklch()` and the nearest CSS name with its ΔE2000 — in one of two
/// layouts chosen when the view is made: a block of labelled lines beside a
/// swatch, for a command that shows one color, or one line per color, for
/// several or a stream. A line is fitted to the terminal's width: cells give
/// way in the order of their `dropOrder`, highest first. Swatches are
/// painted by the rules of `TerminalColorMode` (24-bit, the 256-color
/// palette dithered as the games' swatches are, or nothing); text that came
/// from input has its control characters escaped.
public final class HumanView {
    /// One piece of a line: text, a swatch, or text drawn in one color on another.
    public struct Cell {
        public enum Content {
            case text(String)
            case swatch(Color)
            case sample(String, foreground: Color, background: Color)
            /// Cells side by side, a blank apart, taken as one: a small swatch beside the text it stands for.
            case group([Cell])
        }

        public var content: Content
        /// What the cell shows, as a block line's label (`hex`, `oklch`); empty for none.
        public var label: String
        /// The width a column pads the cell to; longer text is not cut, it pushes what follows.
        public var width: Int
        /// When a line is too wide for the terminal, cells with the highest order give way first; 0 never does.
        public var dropOrder: Int
        /// Whether the cell, last on a line and too long for what is left of it, is cut short with "…" rather than left out.
        public var mayBeCut: Bool
        /// A shorter text for the cell, last on a line, when its own is too long for what is left of it.
        public var shorter: String?

        public init(_ content: Content, label: String = "", width: Int = 0, dropOrder: Int = 0, mayBeCut: Bool = false) {
            self.content = content
            self.label = label
            self.width = width
            self.dropOrder = dropOrder
            self.mayBeCut = mayBeCut
            self.shorter = nil
        }

        /// A text cell; `fromInput` escapes control and hidden characters, for text that came from input.
        public static func text(_ text: String, label: String = "", width: Int = 0, dropOrder: Int = 0, fromInput: Bool = false) -> Cell {
            Cell(.text(fromInput ? HumanView.escaped(text) : text), label: label, width: width, dropOrder: dropOrder)
        }

        /// A text cell aligned right in its column of `width`, for numbers (`50%`).
        public static func number(_ text: String, label: String = "", width: Int, dropOrder: Int = 0) -> Cell {
            .text(String(repeating: " ", count: max(width - text.count, 0)) + text, label: label, width: width, dropOrder: dropOrder)
        }

        /// A swatch of `width` cells.
        public static func swatch(_ color: Color, width: Int = HumanView.swatchWidth, dropOrder: Int = 0) -> Cell {
            Cell(.swatch(color), width: width, dropOrder: dropOrder)
        }

        /// `text` in `foreground` on `background`, with a blank either side.
        public static func sample(_ text: String, foreground: Color, background: Color, label: String = "", dropOrder: Int = 0) -> Cell {
            Cell(.sample(text, foreground: foreground, background: background), label: label, width: text.count + 2, dropOrder: dropOrder)
        }

        /// Cells shown side by side, a blank apart, as one cell (`████ tomato`); a part's width pads it
        /// (the last one's too, in the columns a line gives the group), and swatches among them go when color is off.
        public static func group(_ parts: [Cell], label: String = "", width: Int = 0, dropOrder: Int = 0) -> Cell {
            Cell(.group(parts), label: label, width: width, dropOrder: dropOrder)
        }

        /// How many terminal columns the cell's own content takes.
        public var contentWidth: Int {
            switch content {
            case .text(let text): return text.count
            case .swatch: return width
            case .sample(let text, _, _): return text.count + 2
            case .group(let parts):
                return parts.isEmpty ? 0 : parts.reduce(parts.count - 1) { $0 + HumanView.columnWidth($1) }
            }
        }
    }

    /// What a block shows beside its lines: a swatch of the color, or a sample of text on a background.
    public enum Picture {
        case swatch(Color)
        /// `text` in `foreground`, centred on the middle line of a field of `background`.
        case sample(String, foreground: Color, background: Color)
    }

    /// How colors are laid out.
    public enum Layout: Sendable {
        /// One color: labelled lines beside a tall swatch.
        case block
        /// One line per color, in columns.
        case lines
    }

    /// Whether standard output is a terminal.
    public static var isTerminal: Bool { isatty(1) == 1 }

    /// The width of a swatch in a line.
    public static let swatchWidth = 4
    /// The width and height of the swatch of a block.
    static let blockSwatch = (width: 10, lines: 5)
    /// The blanks between the swatch of a block and its lines.
    static let blockGap = "  "

    /// How swatches are painted.
    public let mode: TerminalColorMode
    /// The terminal's width in columns.
    public let width: Int
    public let layout: Layout
    /// At most this many decimals in any number shown (`--precision`).
    public let precision: Int
    /// How hex and `rgb()` bring a color into sRGB.
    public let gamut: GamutMethod
    /// How a color of another white than D65 (Lab, XYZ D50, ACEScg) is taken to sRGB and OKLCh (`--adaptation`).
    public let adaptation: ChromaticAdaptation

    /// A view painted in `mode`, `width` columns wide.
    public init(
        mode: TerminalColorMode, width: Int, layout: Layout, precision: Int = 6, gamut: GamutMethod = .css,
        adaptation: ChromaticAdaptation = .bradford
    ) {
        self.mode = mode
        self.width = max(width, 20)
        self.layout = layout
        self.precision = precision
        self.gamut = gamut
        self.adaptation = adaptation
    }

    /// `color` as the forms and the swatch see it: itself, or with a method other than CSS's and a space of
    /// another white, the color in XYZ D65 by that method (what follows changes no white).
    func inD65(_ color: Color) -> Color {
        guard !adaptation.isCSS, color.space.changesWhiteToXYZD65 else { return color }
        return color.converted(to: .xyzD65, adaptation: adaptation)
    }

    /// A view for this process's standard output: colors by `--color` and the environment, the terminal's width.
    public convenience init(
        color choice: ColorChoice, layout: Layout, precision: Int = 6, gamut: GamutMethod = .css,
        adaptation: ChromaticAdaptation = .bradford
    ) {
        self.init(mode: TerminalColorMode.current(choice), width: RawTerminalSession.columns(of: 1), layout: layout,
                  precision: precision, gamut: gamut, adaptation: adaptation)
    }

    // MARK: Colors

    /// Writes `color` with its common forms: a block, or one line with `before` cells after the swatch and
    /// `after` cells after the forms. In a block, those cells become lines of their own, labelled.
    public func write(_ color: Color, before: [Cell] = [], after: [Cell] = [], into writer: inout RecordWriter) {
        let cells = before + forms(of: color) + after
        switch layout {
        case .lines:
            writeLine([.swatch(inD65(color))] + cells, into: &writer)
        case .block:
            writeBlock(cells, beside: .swatch(inD65(color)), into: &writer)
        }
    }

    /// Writes `color` as what became of `original` (written `text` in the input), with its common forms and
    /// the `after` cells: in a block, a first line `from ████ tomato`; in a line, the original's swatch and
    /// text and an arrow before the color's swatch (`████ tomato → ████ #ff9881 …`).
    ///
    /// In a line the original's text takes a column of `originalWidth`, cut short with "…" when longer,
    /// so that every line of a stream keeps the same columns; on a narrow terminal the text and the arrow
    /// give way after `hsl()` and the name, and the two swatches stay side by side.
    public func write(_ color: Color, from original: Color, text: String, after: [Cell] = [], into writer: inout RecordWriter) {
        switch layout {
        case .block:
            let from = Cell.group([.swatch(original), .text(text, fromInput: true)], label: "from")
            writeBlock([from] + forms(of: color) + after, beside: .swatch(color), into: &writer)
        case .lines:
            let shown = Self.cut(Self.escaped(text), to: Self.originalWidth)
            let from = Cell.group([.text(shown, width: Self.originalWidth), .text("→")], dropOrder: 5)
            writeLine([.swatch(original), from, .swatch(color)] + forms(of: color) + after, into: &writer)
        }
    }

    /// `text`, or when longer than `width` its start and "…", `width` characters in all: for a column of a stream.
    public static func cut(_ text: String, to width: Int) -> String {
        text.count > width ? String(text.prefix(max(width - 1, 0))) + "…" : text
    }

    /// The column of an original color's text in a line of `write(_:from:text:after:into:)`.
    static let originalWidth = 14

    /// The common forms of a color as cells: hex, `rgb()`, `hsl()`, `oklch()` and the nearest name with its ΔE2000.
    ///
    /// hex, `rgb()` and `hsl()` show the color gamut-mapped into sRGB (`gamut`);
    /// `oklch()` shows it as it is. Numbers are rounded for reading — `hsl()`
    /// and the hue of `oklch()` to 1 decimal, its lightness and chroma to 3 —
    /// and to no more than `precision` decimals. A block adds the color's own
    /// lossless form when that is not the hex, and says when the color is
    /// outside sRGB.
    public func forms(of written: Color) -> [Cell] {
        let color = inD65(written)
        let hex = color.hexString(gamut: gamut)
        let inSRGB = Gamut.contains(color, in: .srgb)
        let mapped = inSRGB ? color : gamut.map(color, to: .srgb)
        var cells: [Cell] = []
        let rgb = CSSColor.rgb8String(color, gamut: gamut, precision: min(precision, 2))
        let hsl = hslForm(mapped), oklch = oklchForm(color)
        let own = CSSColor.recordString(written, precision: min(precision, 4))
        if layout == .block && ![hex, rgb, hsl, oklch].contains(own) { cells.append(.text(own, label: "color")) }
        cells.append(.text(hex, label: "hex", width: 7))
        cells.append(.text(rgb, label: "rgb", width: 16, dropOrder: 2))
        // On a narrow terminal hsl() gives way first, so that an 80-column line still names the color.
        cells.append(.text(hsl, label: "hsl", width: 22, dropOrder: 6))
        cells.append(.text(oklch, label: "oklch", width: 24, dropOrder: 3))
        let nearest = NearestName.find(color)
        let distance = ShortNumber.string(nearest.deltaE, precision: min(precision, 2))
        // A line names an exact match alone and marks a near one: `tomato`, `≈ steelblue ΔE 5.34`.
        let name = layout == .block ? "\(nearest.name) (ΔE2000 \(distance))"
            : distance == "0" ? nearest.name : "≈ \(nearest.name) ΔE \(distance)"
        var nameCell = Cell.text(name, label: "name", width: 12, dropOrder: 5)
        nameCell.mayBeCut = true
        if distance != "0" { nameCell.shorter = "≈ \(nearest.name)" }
        cells.append(nameCell)
        if layout == .block && !inSRGB {
            cells.append(.text("outside sRGB: hex, rgb and hsl are gamut-mapped", label: "gamut"))
        }
        return cells
    }

    /// `hsl(H S% L%)` with 1 decimal (fewer with `precision`), alpha after a slash when not 1.
    func hslForm(_ color: Color) -> String {
        let hsl = color.converted(to: .hsl)
        let p = min(precision, 1)
        return function("hsl", [number(hsl.coords.x, p), number(hsl.coords.y * 100, p) + "%", number(hsl.coords.z * 100, p) + "%"], alpha: hsl.alpha)
    }

    /// `oklch(L C H)` with lightness and chroma to 3 decimals and the hue to 1 (fewer with `precision`).
    func oklchForm(_ color: Color) -> String {
        let oklch = color.converted(to: .oklch)
        let p = min(precision, 3), h = min(precision, 1)
        return function("oklch", [number(oklch.coords.x, p), number(oklch.coords.y, p), number(oklch.coords.z, h)], alpha: oklch.alpha)
    }

    private func number(_ value: Double, _ decimals: Int) -> String {
        value.isNaN ? "none" : ShortNumber.string(value, precision: decimals)
    }

    private func function(_ name: String, _ parts: [String], alpha: Double) -> String {
        let body = parts.joined(separator: " ")
        if alpha == 1 { return "\(name)(\(body))" }
        return "\(name)(\(body) / \(number(alpha, min(precision, 2))))"
    }

    // MARK: Lines and blocks

    /// Writes one line of cells fitted to the terminal (see `line(_:)`).
    public func writeLine(_ cells: [Cell], into writer: inout RecordWriter) {
        writer.appendLine(line(cells))
    }

    /// The text of a line of cells, fitted to the terminal's width.
    ///
    /// Which cells stay is decided on their widths alone, not on what they
    /// hold, so every line of a stream has the same columns: while the
    /// columns are wider than the terminal, the cell with the highest
    /// `dropOrder` goes (of equals, the one furthest right). Each column
    /// starts where the widths before it say, or a gap after a longer cell
    /// before it; the gap is one blank after a swatch and two after text. A
    /// last cell that would pass the terminal's edge shows its `shorter`
    /// text if that fits, else is cut short with "…" when it `mayBeCut` (and
    /// 8 columns are left), else goes when it may, else is cut too. Swatches
    /// go when color is off.
    public func line(_ cells: [Cell]) -> String {
        var kept = cells.compactMap(shown)
        while lineWidth(kept) > width {
            var drop: Int?
            for i in kept.indices where kept[i].dropOrder > 0 && kept[i].dropOrder >= (drop.map { kept[$0].dropOrder } ?? 0) {
                drop = i
            }
            guard let drop else { break }
            kept.remove(at: drop)
        }
        var out = ""
        var column = 0, start = 0
        for (i, cell) in kept.enumerated() {
            var shown = cell
            if i > 0 {
                let gap = Self.gap(after: kept[i - 1])
                start += gap
                let blanks = max(start - column, gap)
                if i == kept.count - 1, column + blanks + cell.contentWidth > width {
                    if let shorter = cell.shorter, column + blanks + shorter.count <= width {
                        shown.content = .text(shorter)
                    } else if cell.dropOrder > 0, !cell.mayBeCut || width - column - blanks < 8 {
                        break
                    }
                }
                out += String(repeating: " ", count: blanks)
                column += blanks
            }
            if i == kept.count - 1, case .text(let text) = shown.content, column + text.count > width, width - column >= 2 {
                shown.content = .text(String(text.prefix(width - column - 1)) + "…")
            }
            out += render(shown, line: 0)
            column += shown.contentWidth
            start += Self.columnWidth(cell)
        }
        // A group pads its parts to their columns; last on the line, it leaves no blanks at the end.
        if case .group = kept.last?.content { return trailingBlanksRemoved(out) }
        return out
    }

    /// The columns a line of these cells takes by their widths, with the gaps.
    func lineWidth(_ cells: [Cell]) -> Int {
        var total = 0
        for (i, cell) in cells.enumerated() {
            if i > 0 { total += Self.gap(after: cells[i - 1]) }
            total += Self.columnWidth(cell)
        }
        return total
    }

    /// The blanks after a cell: one after a swatch, which sets itself apart, two after anything else.
    static func gap(after cell: Cell) -> Int {
        if case .swatch = cell.content { return 1 }
        return 2
    }

    /// A cell's column: its width, or for a cell without one, what it holds.
    static func columnWidth(_ cell: Cell) -> Int {
        cell.width > 0 ? cell.width : cell.contentWidth
    }

    /// Labelled lines, one per cell, beside a picture: a swatch `blockSwatch.width` wide, or a sample of
    /// text on its background two columns wider than the text on each side. The picture spans up to
    /// `blockSwatch.lines` of the lines (at least 3), a sample's text on the middle one; without color
    /// there is no picture.
    public func writeBlock(_ cells: [Cell], beside picture: Picture, into writer: inout RecordWriter) {
        let cells = cells.compactMap(shown)
        let labelWidth = (cells.map(\.label.count).max() ?? 0) + 2
        let pictureLines = mode == .none ? 0 : max(min(cells.count, Self.blockSwatch.lines), 3)
        let pictureWidth: Int
        switch picture {
        case .swatch: pictureWidth = Self.blockSwatch.width
        case .sample(let text, _, _): pictureWidth = text.count + 4
        }
        for i in 0..<max(cells.count, pictureLines) {
            var out = ""
            if mode != .none {
                out += i < pictureLines
                    ? render(picture, line: i, of: pictureLines, width: pictureWidth)
                    : String(repeating: " ", count: pictureWidth)
                out += Self.blockGap
            }
            if i < cells.count {
                let cell = cells[i]
                out += cell.label + String(repeating: " ", count: labelWidth - cell.label.count) + render(cell, line: 0)
            }
            writer.appendLine(trailingBlanksRemoved(out))
        }
    }

    /// Line `line` of `lines` of a block's picture, `width` columns.
    func render(_ picture: Picture, line: Int, of lines: Int, width: Int) -> String {
        switch picture {
        case .swatch(let color):
            return render(.swatch(color, width: width), line: line)
        case .sample(let text, let foreground, let background):
            let b = background.rgb8(gamut: gamut)
            guard line == (lines - 1) / 2 else {
                return mode.background(red: b.red, green: b.green, blue: b.blue) + String(repeating: " ", count: width) + mode.reset
            }
            let f = foreground.rgb8(gamut: gamut)
            return mode.background(red: b.red, green: b.green, blue: b.blue) + mode.foreground(red: f.red, green: f.green, blue: f.blue)
                + "  \(text)  " + mode.reset
        }
    }

    /// The cell as shown in this view's color mode: a swatch goes when color is off, in a group too.
    func shown(_ cell: Cell) -> Cell? {
        switch cell.content {
        case .swatch:
            return mode == .none ? nil : cell
        case .group(let parts):
            var kept = cell
            kept.content = .group(parts.compactMap(shown))
            return kept
        default:
            return cell
        }
    }

    /// A cell's characters with their color escapes; `line` picks the row of a dithered swatch.
    func render(_ cell: Cell, line: Int) -> String {
        switch cell.content {
        case .text(let text):
            return text
        case .swatch(let color):
            return swatch(color, width: cell.width, line: line)
        case .sample(let text, let foreground, let background):
            guard mode != .none else { return " \(text) " }
            let f = foreground.rgb8(gamut: gamut), b = background.rgb8(gamut: gamut)
            return mode.background(red: b.red, green: b.green, blue: b.blue) + mode.foreground(red: f.red, green: f.green, blue: f.blue)
                + " \(text) " + mode.reset
        case .group(let parts):
            return parts.map { part in
                render(part, line: line) + String(repeating: " ", count: max(Self.columnWidth(part) - part.contentWidth, 0))
            }.joined(separator: " ")
        }
    }

    /// `width` cells painted in the color: one background escape in 24-bit color or for a single palette
    /// entry, else the 4×4 dither of two entries drawn with half blocks (`PaletteMix.cell(column:line:)`).
    /// A translucent color (an alpha byte below 255) is drawn over a checkerboard instead (`checkered(_:width:)`).
    func swatch(_ color: Color, width: Int, line: Int) -> String {
        guard mode != .none else { return String(repeating: " ", count: width) }
        let c = color.rgb8(gamut: gamut)
        if c.alpha < 255 { return checkered(c, width: width) }
        if mode == .palette256 {
            let mix = XtermPalette.mix(red: c.red, green: c.green, blue: c.blue)
            if !mix.isSingleEntry {
                return (0..<width).map { mix.cell(column: $0, line: line) }.joined() + mode.reset
            }
        }
        return mode.background(red: c.red, green: c.green, blue: c.blue) + String(repeating: " ", count: width) + mode.reset
    }

    /// The two greys of the checkerboard behind a translucent color: GIMP's gray checks (0.4 and 0.6,
    /// `GIMP_CHECKS_GRAY_COLOR_DARK` and `_LIGHT` in libgimpbase/gimpchecks.h), which show light and dark colors alike.
    public static let checks: (dark: UInt8, light: UInt8) = (102, 153)

    /// `width` cells of a translucent color composited over a checkerboard of `checks`, a check per pixel (half a
    /// cell, drawn with the upper half block as `ANSIBar` draws): where the color is faint the checks show through,
    /// as in an image editor. A pixel's check alternates along its row and its column, so every line is the same.
    func checkered(_ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), width: Int) -> String {
        let onDark = Self.composite(c, over: Self.checks.dark), onLight = Self.composite(c, over: Self.checks.light)
        let cells = [(onDark, onLight), (onLight, onDark)].map { top, bottom in
            mode.foreground(red: top.red, green: top.green, blue: top.blue)
                + mode.background(red: bottom.red, green: bottom.green, blue: bottom.blue) + ANSIBar.halfBlock
        }
        return (0..<width).map { cells[$0 % 2] }.joined() + mode.reset
    }

    /// The color the eye sees of `c` laid over an opaque gray `backdrop`: source-over compositing of W3C's
    /// Compositing and Blending Level 1, §5.1 (co = αs·Cs + (1 − αs)·Cb for an opaque backdrop), on the 8-bit sRGB
    /// values as browsers blend them.
    public static func composite(
        _ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), over backdrop: UInt8
    ) -> (red: UInt8, green: UInt8, blue: UInt8) {
        composite(c, over: (backdrop, backdrop, backdrop))
    }

    /// `composite(_:over:)` on a backdrop of any opaque color.
    public static func composite(
        _ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), over backdrop: (red: UInt8, green: UInt8, blue: UInt8)
    ) -> (red: UInt8, green: UInt8, blue: UInt8) {
        func blend(_ source: UInt8, _ under: UInt8) -> UInt8 {
            UInt8(((Double(source) * Double(c.alpha) + Double(under) * Double(255 - c.alpha)) / 255).rounded())
        }
        return (blend(c.red, backdrop.red), blend(c.green, backdrop.green), blend(c.blue, backdrop.blue))
    }

    func trailingBlanksRemoved(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Text with control and hidden characters escaped (`Diagnostics.escaped`), safe to show.
    public static func escaped(_ text: String) -> String {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { String(decoding: Diagnostics.escaped(UnsafeBufferPointer($0)), as: UTF8.self) }
    }
}
