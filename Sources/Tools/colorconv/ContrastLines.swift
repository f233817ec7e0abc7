import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaTerminal

/// What `contrast` and `textcolor` write for a text color on a background in the formats other than records:
/// a line of fields, the chosen text color (`textcolor`'s css and hex), or the view for people.
///
/// The view shows the pair as a sample — "Aa sample" in the text color on
/// the background — with the two colors, the contrast by its method and what
/// published guidance makes of it (`ContrastGuidance`): the WCAG 2.1 levels
/// for the `wcag21` ratio, the use an APCA Lc suits for `apca`. One pair is a
/// block beside a tall sample; a stream is a line per pair.
final class ContrastLines {
    let format: OutputFormat
    let method: ContrastMethod
    let precision: Int
    let view: HumanView?
    /// Whether the background is the input and the text color the answer (`textcolor`), which shows the background first.
    let choosesText: Bool

    /// The sample text painted in the text color on the background.
    static let sample = "Aa sample"
    /// The widest column of a color's text in a line, and the narrowest (a hex fits).
    static let colorWidths = (widest: 14, narrowest: 7)
    /// The column of a color's text in this view's lines: narrower on a narrow terminal, so that the verdict stays.
    let colorWidth: Int

    init(format: OutputFormat, method: ContrastMethod, precision: Int, color choice: ColorChoice, layout: HumanView.Layout,
         choosesText: Bool) {
        self.format = format
        self.method = method
        self.precision = precision
        let view = format == .human ? HumanView(color: choice, layout: layout, precision: precision) : nil
        self.view = view
        self.choosesText = choosesText
        colorWidth = view.map { Self.colorWidth(method: method, mode: $0.mode, width: $0.width, choosesText: choosesText) }
            ?? Self.colorWidths.widest
    }

    /// The widest a verdict of `method` can be (`AA, AAA large`, `content text`); 0 for a method without one.
    static func verdictWidth(_ method: ContrastMethod) -> Int {
        switch method.name {
        case ContrastMethod.wcag21.name: return "AA, AAA large".count
        case ContrastMethod.apca.name: return (ContrastGuidance.apcaUses.map(\.short) + ["too low"]).map(\.count).max()!
        default: return 0
        }
    }

    /// The column of the colors' text that lets a line of `lineCells` fit `width` with its verdict: the colors
    /// give up their padding first (down to `colorWidths.narrowest`), then the sample goes, then the verdict.
    static func colorWidth(method: ContrastMethod, mode: TerminalColorMode, width: Int, choosesText: Bool) -> Int {
        let verdict = verdictWidth(method)
        // The arrow or "on" between the colors, the number and the verdict, with their gaps.
        let rest = (choosesText ? 3 : 4) + 2 + numberWidth(method) + (verdict > 0 ? 2 + verdict : 0)
        let sample = mode == .none ? 0 : sample.count + 2 + 2
        var room = (width - rest - sample) / 2
        if room < colorWidths.narrowest { room = (width - rest) / 2 }
        return min(max(room, colorWidths.narrowest), colorWidths.widest)
    }

    /// The column of the contrast's number.
    static func numberWidth(_ method: ContrastMethod) -> Int {
        method.name == ContrastMethod.apca.name ? 9 : 7
    }

    /// Appends the line, or the block, of `text` (written `textString`) on `background` (written `backgroundString`)
    /// with their `contrast`.
    func write(text: Color, _ textString: String, on background: Color, _ backgroundString: String, contrast: Double,
               into writer: inout RecordWriter) {
        switch format {
        case .css:
            writer.appendLine(HumanView.escaped(textString))
        case .hex:
            writer.appendLine(text.hexString())
        case .human:
            let view = view!
            switch view.layout {
            case .block:
                view.writeBlock(blockCells(text, textString, on: background, backgroundString, contrast: contrast),
                                beside: .sample(Self.sample, foreground: text, background: background), into: &writer)
            case .lines:
                view.writeLine(lineCells(text, textString, on: background, backgroundString, contrast: contrast, mode: view.mode),
                               into: &writer)
            }
        default:
            writer.appendLine(
                "\(HumanView.escaped(textString))  \(HumanView.escaped(backgroundString))  \(ShortNumber.string(contrast, precision: precision))")
        }
    }

    /// The labelled lines of a block: the two colors, the contrast with its method, and the guidance.
    func blockCells(_ text: Color, _ textString: String, on background: Color, _ backgroundString: String, contrast: Double) -> [HumanView.Cell] {
        let textCell = HumanView.Cell.group([.swatch(text), .text(textString, fromInput: true)], label: "text")
        let backgroundCell = HumanView.Cell.group([.swatch(background), .text(backgroundString, fromInput: true)], label: "background")
        var cells = choosesText ? [backgroundCell, textCell] : [textCell, backgroundCell]
        cells.append(.text("\(value(contrast)) (\(method.name))", label: "contrast"))
        switch method.name {
        case ContrastMethod.wcag21.name:
            for level in ContrastGuidance.wcagLevels {
                for (i, (kind, threshold)) in [("normal text", level.normalText), ("large text ", level.largeText)].enumerated() {
                    let verdict = ContrastGuidance.meets(contrast, threshold) ? "passes" : "fails "
                    cells.append(.text("\(kind)  \(verdict) \(ShortNumber.string(threshold, precision: 1)):1", label: i == 0 ? level.name : ""))
                }
            }
        case ContrastMethod.apca.name:
            let use = ContrastGuidance.apcaUse(contrast)?.use
                ?? "no text: below Lc \(ShortNumber.string(ContrastGuidance.apcaUses.last!.minimum)), the least for large text"
            cells.append(.text(use, label: "use"))
        default:
            break
        }
        return cells
    }

    /// A line of a stream: the sample, the two colors, the contrast and, for WCAG 2.1 and APCA, the guidance in a few words.
    ///
    /// On a narrow terminal the colors' columns narrow first (`colorWidth`), then the sample goes, and the verdict last.
    func lineCells(_ text: Color, _ textString: String, on background: Color, _ backgroundString: String, contrast: Double,
                   mode: TerminalColorMode) -> [HumanView.Cell] {
        var cells: [HumanView.Cell] = []
        if mode != .none { cells.append(.sample(Self.sample, foreground: text, background: background, dropOrder: 2)) }
        let first = HumanView.cut(HumanView.escaped(choosesText ? backgroundString : textString), to: colorWidth)
        let second = HumanView.cut(HumanView.escaped(choosesText ? textString : backgroundString), to: colorWidth)
        cells.append(.group([.text(first, width: colorWidth), .text(choosesText ? "→" : "on"), .text(second, width: colorWidth)]))
        let shown = value(contrast)
        cells.append(.number(shown, width: Self.numberWidth(method)))
        // The verdict's column is its widest, so that every line of a stream keeps or drops it alike.
        switch method.name {
        case ContrastMethod.wcag21.name:
            cells.append(.text(ContrastGuidance.wcagSummary(contrast), width: Self.verdictWidth(method), dropOrder: 1))
        case ContrastMethod.apca.name:
            cells.append(.text(ContrastGuidance.apcaUse(contrast)?.short ?? "too low", width: Self.verdictWidth(method), dropOrder: 1))
        default:
            break
        }
        return cells
    }

    /// The contrast as shown: a WCAG 2.1 ratio as `4.49:1` and an APCA Lc as `Lc 74.9`, cut (not rounded) to 2
    /// and 1 decimals so that a value under a threshold never shows as reaching it; the other methods to 2 decimals.
    func value(_ contrast: Double) -> String {
        Self.shown(contrast, method: method, precision: precision)
    }

    /// `value(_:)` for `method`, with at most `precision` decimals.
    static func shown(_ contrast: Double, method: ContrastMethod, precision: Int) -> String {
        switch method.name {
        case ContrastMethod.wcag21.name:
            let decimals = min(precision, 2)
            return ShortNumber.string(cut(contrast, decimals: decimals), precision: decimals) + ":1"
        case ContrastMethod.apca.name:
            let decimals = min(precision, 1)
            return "Lc " + ShortNumber.string(cut(contrast, decimals: decimals), precision: decimals)
        default:
            return ShortNumber.string(contrast, precision: min(precision, 2))
        }
    }

    /// `x` with its decimals after the first `decimals` dropped, towards zero.
    static func cut(_ x: Double, decimals: Int) -> Double {
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        return (x * scale).rounded(.towardZero) / scale
    }
}
