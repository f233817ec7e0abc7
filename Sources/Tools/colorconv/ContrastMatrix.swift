import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `contrast --matrix`: every color of the input as text on every other, by WCAG 2.1 and APCA, with the levels
/// each pair meets, and with `--fix` each failing text color repaired (`ContrastRepair`).
///
/// Records, one per ordered pair of two different input colors (foreground first, then background, in input
/// order): `foreground` and `background` as given, `wcag21` (the ratio), `apca` (Lc), `levels` (the WCAG 2.1
/// levels and the APCA uses the pair meets) and, with `--fix` for a pair below the target, `fix`. On a
/// terminal, a grid: a row per text color, a column per background, each cell a sample of the text on the
/// background with the ratio, its level and |Lc|, in bands of columns as wide as the terminal.
struct ContrastMatrix {
    /// An input color: as written, and read.
    struct Entry {
        var text: String
        var color: Color
    }

    /// The contrast `--fix` repairs failing pairs to; nil without `--fix`.
    var fixTarget: Double?
    /// The method `--fix` measures by.
    var method: TargetMethod
    var format: OutputFormat
    var precision: Int
    var colorChoice: ColorChoice

    /// What one pair measures.
    struct Pair {
        var foreground: Int, background: Int
        var wcag21: Double, apca: Double
        /// The repair, when asked for and the pair falls short.
        var fix: ContrastRepair.Outcome?
    }

    /// The WCAG 2.1 levels a ratio meets, in the order AA, AA large, AAA, AAA large.
    static func wcagLevels(_ ratio: Double) -> [String] {
        ContrastGuidance.wcagLevels.flatMap { level in
            [(level.name, level.normalText), (level.name + " large", level.largeText)]
                .filter { ContrastGuidance.meets(ratio, $0.1) }.map(\.0)
        }
    }

    /// The APCA uses an Lc meets by its magnitude, the highest first (`ContrastGuidance.apcaUses`).
    static func apcaLevels(_ lc: Double) -> [String] {
        ContrastGuidance.apcaUses.filter { abs(lc) >= $0.minimum }.map(\.short)
    }

    /// Measures every pair of `entries`.
    func pairs(_ entries: [Entry]) -> [Pair] {
        let wcag = entries.map { ContrastMethod.wcag21.measure($0.color) }
        let apca = entries.map { ContrastMethod.apca.measure($0.color) }
        let repairs = fixTarget.map { target in
            entries.map { ContrastRepair(target: target, against: $0.color, method: method.method) }
        }
        var pairs: [Pair] = []
        for f in entries.indices {
            for b in entries.indices where b != f {
                var pair = Pair(foreground: f, background: b, wcag21: ContrastMethod.wcag21.compare(wcag[f], wcag[b]),
                                apca: ContrastMethod.apca.compare(apca[f], apca[b]))
                if let repairs, let fixTarget {
                    let value = method == .wcag21 ? pair.wcag21 : pair.apca
                    if ContrastMethod.strength(value) < fixTarget { pair.fix = repairs[b].repairIn8Bit(entries[f].color) }
                }
                pairs.append(pair)
            }
        }
        return pairs
    }

    /// Writes the pairs of `entries` in `format` through `records`, and reports the pairs no lightness repairs.
    func write(_ entries: [Entry], through records: RecordStream) {
        let pairs = pairs(entries)
        for pair in pairs {
            if case .unreachable(let best, let end) = pair.fix {
                let message = method.unreachableMessage(
                    target: fixTarget!, background: entries[pair.background].text, best: best, with: end)
                records.diagnostics.recordFailed(.none, "\(HumanView.escaped(entries[pair.foreground].text)) as text: \(message)")
            }
        }
        switch format {
        case .human:
            let view = HumanView(color: colorChoice, layout: .lines, precision: precision)
            writeGrid(entries, pairs, view: view, into: &records.writer)
            writeFixes(entries, pairs, view: view, into: &records.writer)
            _ = records.finishGeneratedLines()
        case .ndjson:
            for pair in pairs {
                writeRecord(pair, entries, into: &records.writer)
                if !records.finishGeneratedRecord() { return }
            }
        default:
            for pair in pairs {
                let f = entries[pair.foreground].text, b = entries[pair.background].text
                records.writer.appendLine(
                    "\(HumanView.escaped(f))  \(HumanView.escaped(b))  \(ShortNumber.string(pair.wcag21, precision: precision))"
                        + "  \(ShortNumber.string(pair.apca, precision: precision))")
                if !records.finishGeneratedLines() { return }
            }
        }
    }

    /// Adds one pair's fields to a record, for `finishGeneratedRecord` to end.
    func writeRecord(_ pair: Pair, _ entries: [Entry], into writer: inout RecordWriter) {
        writer.beginRecord()
        writer.add([UInt8](utf8: "foreground"), string: entries[pair.foreground].text)
        writer.add([UInt8](utf8: "background"), string: entries[pair.background].text)
        writer.add([UInt8](utf8: "wcag21"), number: pair.wcag21)
        writer.add([UInt8](utf8: "apca"), number: pair.apca)
        writer.add([UInt8](utf8: "levels")) { out in
            func list(_ names: [String]) {
                out.appendLiteral("[")
                for (i, name) in names.enumerated() {
                    if i > 0 { out.appendLiteral(",") }
                    JSONString.append(name, to: &out)
                }
                out.appendLiteral("]")
            }
            out.appendLiteral("{\"wcag21\":")
            list(Self.wcagLevels(pair.wcag21))
            out.appendLiteral(",\"apca\":")
            list(Self.apcaLevels(pair.apca))
            out.appendLiteral("}")
        }
        if case .reached(let color, let contrast) = pair.fix {
            let original = entries[pair.foreground].color
            writer.add([UInt8](utf8: "fix")) { out in
                out.appendLiteral("{\"color\":")
                JSONString.append(CSSColor.recordString(color, precision: precision), to: &out)
                out.appendLiteral(",\"hex\":")
                JSONString.append(color.hexString(), to: &out)
                out.appendLiteral(",\"method\":")
                JSONString.append(method.rawValue, to: &out)
                out.appendLiteral(",\"contrast\":")
                ShortNumber.append(contrast, precision: precision, to: &out)
                out.appendLiteral(",\"deltaE\":")
                ShortNumber.append(original.deltaE(to: color), precision: precision, to: &out)
                out.appendLiteral("}")
            }
        }
    }

    /// The width of a foreground's label, a blank after it.
    static let labelWidth = 7
    /// The width of a cell: the sample ` Aa `, the ratio, its mark and |Lc|, a blank apart.
    static func cellWidth(_ mode: TerminalColorMode) -> Int { (mode == .none ? 0 : 5) + 4 + 1 + 3 + 1 + 3 }

    /// The mark of a WCAG 2.1 ratio in a cell: `AAA`, `AA`, `lg` (AA for large text only) or `--` (fails).
    static func mark(_ ratio: Double) -> String {
        let aa = ContrastGuidance.wcagLevels[0], aaa = ContrastGuidance.wcagLevels[1]
        if ContrastGuidance.meets(ratio, aaa.normalText) { return "AAA" }
        if ContrastGuidance.meets(ratio, aa.normalText) { return "AA" }
        if ContrastGuidance.meets(ratio, aa.largeText) { return "lg" }
        return "--"
    }

    /// Writes the grid in bands of as many backgrounds as the terminal's width holds, then a legend.
    func writeGrid(_ entries: [Entry], _ pairs: [Pair], view: HumanView, into writer: inout RecordWriter) {
        let mode = view.mode
        let cell = Self.cellWidth(mode)
        let perBand = max(1, (view.width - Self.labelWidth) / (cell + 1))
        var lookup: [Int: Pair] = [:]
        for pair in pairs { lookup[pair.foreground * entries.count + pair.background] = pair }
        func padded(_ text: String, _ width: Int) -> String {
            let cut = HumanView.cut(HumanView.escaped(text), to: width)
            return cut + String(repeating: " ", count: max(width - cut.count, 0))
        }
        var start = 0
        while start < entries.count {
            let band = start..<min(start + perBand, entries.count)
            var header = String(repeating: " ", count: Self.labelWidth)
            for b in band { header += " " + padded(entries[b].text, cell) }
            writer.appendLine(Self.trimmed(header))
            for f in entries.indices {
                var line = padded(entries[f].text, Self.labelWidth)
                for b in band {
                    line += " "
                    guard let pair = lookup[f * entries.count + b] else {
                        line += String(repeating: " ", count: cell)
                        continue
                    }
                    if mode != .none {
                        let fg = entries[f].color.rgb8(), bg = entries[b].color.rgb8()
                        line += mode.background(red: bg.red, green: bg.green, blue: bg.blue)
                            + mode.foreground(red: fg.red, green: fg.green, blue: fg.blue) + " Aa " + mode.reset + " "
                    }
                    let tenths = Int((pair.wcag21 * 10).rounded(.towardZero))
                    let ratio = "\(tenths / 10).\(tenths % 10)"
                    let lc = ShortNumber.string(ContrastLines.cut(abs(pair.apca), decimals: 0), precision: 0)
                    line += Self.right(ratio, 4) + " " + padded(Self.mark(pair.wcag21), 3) + " " + Self.right(lc, 3)
                }
                writer.appendLine(Self.trimmed(line))
            }
            start = band.upperBound
        }
        let legend = "rows: text; columns: background. Each cell: the WCAG 2.1 ratio (cut to 1 decimal) and its level "
            + "(AAA, AA, lg: AA for large text only, --: fails), then APCA |Lc|."
        for line in Self.wrapped(legend, width: view.width) { writer.appendLine(line) }
    }

    /// Writes a line per repaired pair: the text, the background, the repaired color, its contrast and ΔE2000.
    func writeFixes(_ entries: [Entry], _ pairs: [Pair], view: HumanView, into writer: inout RecordWriter) {
        for pair in pairs {
            guard case .reached(let color, let contrast) = pair.fix else { continue }
            let original = entries[pair.foreground].color
            var cells: [HumanView.Cell] = [
                .text("fix", width: 3),
                .swatch(original),
                .text(HumanView.cut(HumanView.escaped(entries[pair.foreground].text), to: 12), width: 12),
                .text("on"),
                .text(HumanView.cut(HumanView.escaped(entries[pair.background].text), to: 12), width: 12),
                .text("→"),
                .swatch(color),
                .text(color.hexString(), width: 7),
                .number(method.shown(contrast), width: 9),
            ]
            cells.append(.text("ΔE2000 " + ShortNumber.string(original.deltaE(to: color), precision: min(precision, 2)), dropOrder: 1))
            view.writeLine(cells, into: &writer)
        }
    }

    /// `text` right-aligned in `width` columns.
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }

    /// `line` without blanks at its end.
    static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `text` broken at blanks into lines of at most `width` columns (a longer word is a line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
