// The channel panel's and the game screen's parts that need no terminal: what
// each key does to the values and the selection (steps, the grid, the ends,
// wrapping hues, the keys that end the panel), the caller's say over a moved
// value, the text of a row and of the whole block at a width, the selection
// shown with and without color, and the redraw sequence.

import ChromaKit
import ChromaGameEngines
import Testing

@testable import ChromaTerminal

/// Three RGB rows and a wrapping hue row, as the panel fixture has them.
private func colorRows() -> [PanelRow] {
    let rgb = ["r", "g", "b"].map { label in
        PanelRow(label: label, range: 0...255, fineStep: 1, coarseStep: 16) { value in
            String(Int(value.rounded()))
        }
    }
    let hue = PanelRow(label: "h", range: 0...360, fineStep: 1, coarseStep: 15, wraps: true) { value in
        String(Int(value.rounded())) + "°"
    }
    return rgb + [hue]
}

/// A panel over `colorRows()` at 188, 188, 188 and 0°, with `value` on the selected row, in ASCII and without color.
private func makePanel(selected: Int = 0, value: Double? = nil, colorMode: TerminalColorMode = .none) -> ChannelPanel {
    var values: [Double] = [188, 188, 188, 0]
    if let value { values[selected] = value }
    let panel = ChannelPanel(rows: colorRows(), values: values, selected: selected)
    panel.glyphs = .ascii
    panel.colorMode = colorMode
    return panel
}

/// `text` without its escape sequences.
private func visible(_ text: String) -> String {
    PanelText.stripped(text)
}

/// Removing escape sequences from a line, to measure what a terminal shows of it.
private enum PanelText {
    static func stripped(_ text: String) -> String {
        var result = ""
        var inEscape = false
        var inSequence = false
        for scalar in text.unicodeScalars {
            if inSequence {
                if (0x40...0x7E).contains(scalar.value) { inSequence = false }
            } else if inEscape {
                inEscape = false
                inSequence = scalar == "["
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

@Suite("Channel panel without a terminal")
struct ChannelPanelLayoutTests {
    // MARK: Keys

    static let moves: [(key: TerminalKey, selected: Int, from: Double, to: Double)] = [
        (.right, 0, 188, 189), (.left, 0, 188, 187), (.character("l"), 1, 188, 189), (.character("h"), 2, 188, 187),
        (.shiftRight, 0, 188, 204), (.shiftLeft, 0, 188, 172), (.pageUp, 0, 188, 204), (.pageDown, 0, 188, 172),
        (.character("L"), 0, 188, 204), (.character("H"), 0, 188, 172),
        (.home, 1, 188, 0), (.end, 1, 188, 255),
        (.right, 0, 255, 255), (.left, 0, 0, 0), (.pageUp, 0, 250, 255), (.pageDown, 0, 7, 0),
        (.right, 0, 37.4, 38.4), (.left, 0, 37.6, 36.6), (.pageUp, 0, 37.4, 53.4),  // off the grid: a step from there
        (.right, 0, 254.6, 255), (.pageDown, 0, 9.6, 0),  // and clamped at the ends
        // The hue row wraps around instead of stopping.
        (.pageUp, 3, 350, 5), (.shiftRight, 3, 350, 5), (.pageDown, 3, 5, 350), (.left, 3, 0, 359),
        (.right, 3, 359, 0), (.right, 3, 358, 359), (.pageUp, 3, 345, 0), (.home, 3, 200, 0), (.end, 3, 200, 359),
        (.right, 3, 360, 1),
    ]

    @Test(arguments: moves)
    func keysMoveTheSelectedRow(key: TerminalKey, selected: Int, from: Double, to: Double) {
        let panel = makePanel(selected: selected, value: from)
        #expect(panel.response(to: key) == .move(row: selected, to: to))
    }

    static let selections: [(key: TerminalKey, selected: Int, next: Int)] = [
        (.down, 0, 1), (.character("j"), 0, 1), (.down, 2, 3), (.down, 3, 3),
        (.up, 3, 2), (.character("k"), 1, 0), (.up, 0, 0),
    ]

    @Test(arguments: selections)
    func upAndDownPickARowAndStopAtTheEnds(key: TerminalKey, selected: Int, next: Int) {
        #expect(makePanel(selected: selected).response(to: key) == .select(next))
    }

    static let endings: [(key: TerminalKey, outcome: PanelOutcome)] = [
        (.enter, .check), (.escape, .leave), (.character("q"), .leave),
        (.interrupt, .interrupted), (.endOfInput, .endOfInput),
    ]

    @Test(arguments: endings)
    func keysThatEndThePanel(key: TerminalKey, outcome: PanelOutcome) {
        #expect(makePanel().response(to: key) == .finish(outcome))
    }

    static let ignoredKeys: [TerminalKey] = [
        .suspend, .character("1"), .character("9"), .character("0"), .character(" "), .character("Q"),
        .character("x"), .character("-"), .character("+"),
    ]

    @Test(arguments: ignoredKeys)
    func otherKeysAndDigitsDoNothing(key: TerminalKey) {
        #expect(makePanel().response(to: key) == .ignore)
    }

    @Test func fractionalStepsStayOnTheirGrid() {
        let ratio = PanelRow(label: "ratio", range: 0...1, fineStep: 0.01, coarseStep: 0.1) { "\($0)" }
        let panel = ChannelPanel(rows: [ratio], values: [0.29])
        #expect(panel.response(to: .right) == .move(row: 0, to: 0.3))
        #expect(ratio.moved(0.3, by: 0.1) == 0.4)
        var value = 0.0
        for _ in 0..<100 { value = ratio.moved(value, by: 0.01) }
        #expect(value == 1)
        #expect(ratio.highestValue == 1)
    }

    /// Every model's starting gray (chroma-quiz(1), the table of models: HSB's brightness 73.7%, HCT's hue 209.5°
    /// and chroma 2.4, …), as the games build its rows: each key moves a row by its step from the start, clamped
    /// or wrapped at the ends, so that a start between steps keeps its fraction (2.4 goes to 3.4 and 1.4, not 3
    /// and 1). Compared within a millionth of a step, which a start within that of the grid (Okhsl's saturation
    /// of a gray, 5e-13) is put on.
    @Test(arguments: ColorModel.all)
    func aStepMovesFromTheStartingValue(model: ColorModel) {
        let start = ModelColor.starting(model).values
        let rows = model.channels.map { channel in
            PanelRow(label: channel.key, range: channel.range, fineStep: channel.fineStep, coarseStep: channel.coarseStep,
                     wraps: channel.isHue) { channel.format($0) }
        }
        for (index, channel) in model.channels.enumerated() {
            let moves: [(TerminalKey, Double)] = [
                (.right, channel.fineStep), (.left, -channel.fineStep), (.pageUp, channel.coarseStep), (.pageDown, -channel.coarseStep),
            ]
            for (key, step) in moves {
                let panel = ChannelPanel(rows: rows, values: start, selected: index)
                var expected = start[index] + step
                if channel.isHue {
                    expected = expected < 0 ? expected + 360 : expected >= 360 ? expected - 360 : expected
                } else {
                    expected = min(max(expected, channel.range.lowerBound), channel.range.upperBound)
                }
                guard case .move(let row, let value) = panel.response(to: key) else {
                    Issue.record("\(model.name) \(channel.key): \(key) did not move the row")
                    continue
                }
                #expect(row == index && abs(value - expected) <= channel.fineStep * 1e-6,
                        "\(model.name) \(channel.key) from \(start[index]) by \(step): \(value), not \(expected)")
            }
        }
    }

    @Test func hctChromaStartsOffTheGridAndStaysOffIt() throws {
        let start = ModelColor.starting(.hct).values
        let chroma = try #require(ColorModel.hct.channelIndex("c"))
        #expect(abs(start[chroma] - 2.4) < 0.05, "the starting gray's HCT chroma, as chroma-quiz(1) gives it")
        let channel = ColorModel.hct.channels[chroma]
        let row = PanelRow(label: "c", range: channel.range, fineStep: channel.fineStep, coarseStep: channel.coarseStep) { channel.format($0) }
        var value = start[chroma]
        for _ in 0..<3 { value = row.moved(value, by: channel.fineStep) }
        #expect(channel.format(value) == "5.4")
        for _ in 0..<3 { value = row.moved(value, by: -channel.fineStep) }
        #expect(abs(value - start[chroma]) < 1e-12 && channel.format(value) == "2.4")
        #expect(row.moved(start[chroma], by: -channel.coarseStep) == 0, "below the range it stops at 0")
    }

    @Test func aWrappingRowWithAnUnevenStepEndsOnItsLastStep() {
        let hue = PanelRow(label: "h", range: 0...360, fineStep: 7, coarseStep: 70, wraps: true) { "\($0)" }
        #expect(hue.highestValue == 357)
        #expect(hue.moved(357, by: 7) == 4, "past the end it comes round by the rest of the step")
    }

    // MARK: Applying a key

    @Test func theCallerSaysWhatValueAMovedRowTakes() {
        let panel = makePanel(selected: 1, value: 195)
        var offered: [(Int, Double)] = []
        let capAt200 = { (row: Int, value: Double) -> Double in
            offered.append((row, value))
            return min(value, 200)
        }
        #expect(panel.apply(panel.response(to: .pageUp), onChange: capAt200))
        #expect(offered.count == 1 && offered[0] == (1, 211))
        #expect(panel.values == [188, 200, 188, 0])
    }

    @Test func aKeyThatChangesNothingAsksNothingAndDrawsNothing() {
        let panel = makePanel(selected: 0, value: 255)
        var calls = 0
        let count = { (_: Int, value: Double) -> Double in
            calls += 1
            return value
        }
        #expect(!panel.apply(panel.response(to: .right), onChange: count))
        #expect(!panel.apply(panel.response(to: .up), onChange: count))
        #expect(!panel.apply(panel.response(to: .character("7")), onChange: count))
        #expect(calls == 0)
        #expect(panel.apply(panel.response(to: .down), onChange: count))
        #expect(panel.selected == 1)
        #expect(panel.apply(panel.response(to: .left), onChange: count))
        #expect(calls == 1 && panel.values == [255, 187, 188, 0])
    }

    @Test func valuesAndTheSelectionStartInsideTheirRanges() {
        let panel = ChannelPanel(rows: colorRows(), values: [300, -4, 188, 400], selected: 9)
        #expect(panel.values == [255, 0, 188, 360])
        #expect(panel.selected == 3)
        #expect(ChannelPanel(rows: colorRows(), values: [1, 2, 3, 4], selected: -2).selected == 0)
    }

    // MARK: A row's line

    @Test func aRowLineHasMarkerLabelBarAndValue() {
        let panel = makePanel(selected: 0)
        // 29 usable columns: marker 2, label 2, value field 5 (as wide as "360°" and a space) leave 20 for the bar.
        #expect(panel.rowLine(3, columns: 30) == "  h [O-----------------]   0°")
        #expect(panel.rowLine(0, columns: 30) == "> r [=============O----]  188", "a narrower value is right-aligned")
        let atEnd = makePanel(selected: 0, value: 255)
        #expect(atEnd.rowLine(0, columns: 30) == "> r [=================O]  255")
    }

    @Test func everyRowFillsTheWidthButItsLastColumnWithTheBarsAligned() {
        for columns in [22, 40, 80, 132] {
            let panel = makePanel(selected: 2)
            let lines = panel.rows.indices.map { panel.rowLine($0, columns: columns) }
            for line in lines {
                #expect(line.count == columns - 1, "at \(columns) columns: \(line)")
            }
            let column = { (line: String, character: Character) in
                line.firstIndex(of: character).map { line.distance(from: line.startIndex, to: $0) }
            }
            let barStarts = Set(lines.map { column($0, "[") })
            let barEnds = Set(lines.map { column($0, "]") })
            #expect(barStarts.count == 1 && barEnds.count == 1, "at \(columns) columns: \(lines)")
        }
    }

    @Test func labelsArePaddedToTheWidestLabel() {
        let rows = ["start h", "end h"].map { label in
            PanelRow(label: label, range: 0...360, fineStep: 1, coarseStep: 15, wraps: true) { "\(Int($0))°" }
        }
        let panel = ChannelPanel(rows: rows, values: [10, 20], selected: 1)
        panel.glyphs = .ascii
        panel.colorMode = .none
        #expect(panel.rowLine(0, columns: 40).hasPrefix("  start h ["))
        #expect(panel.rowLine(1, columns: 40).hasPrefix("> end h   ["))
    }

    static let colorModes: [TerminalColorMode] = [.trueColor, .palette256]

    @Test(arguments: colorModes)
    func withColorTheSelectedLabelIsEmphasizedToo(mode: TerminalColorMode) {
        let panel = makePanel(selected: 1, colorMode: mode)
        panel.glyphs = .unicode
        let selected = panel.rowLine(1, columns: 40)
        #expect(selected.hasPrefix("› \u{1B}[1;7mg\u{1B}[0m ["))
        #expect(visible(selected).count == 39, "the escapes take no columns: \(visible(selected))")
        for other in [0, 2, 3] {
            let line = panel.rowLine(other, columns: 40)
            #expect(!line.contains("\u{1B}"), "an unselected row is plain: \(line)")
            #expect(line.hasPrefix("  "))
        }
    }

    @Test func withoutColorNoEscapeIsWrittenAndTheMarkerShowsTheSelection() {
        let panel = makePanel(selected: 2, colorMode: .none)
        panel.glyphs = .unicode
        let block = panel.lines(header: ["target (no color)  guess (no color)"], footer: ["a note"], columns: 60)
        #expect(!block.joined().contains("\u{1B}"), "\(block)")
        #expect(block[3].hasPrefix("› b ["))
        #expect(block.filter { $0.hasPrefix("›") }.count == 1)
    }

    @Test func aTerminalNarrowerThanRequiredStillGetsCutLines() {
        let panel = makePanel(selected: 0, colorMode: .trueColor)
        for columns in 0...21 {
            for row in panel.rows.indices {
                let line = panel.rowLine(row, columns: columns)
                #expect(visible(line).count <= max(columns - 1, 0), "at \(columns) columns: \(line)")
            }
        }
    }

    @Test func requiredColumnsLeaveTheBarItsShortestTrack() {
        let panel = makePanel()
        #expect(panel.requiredColumns == 2 + 2 + 2 + Slider.minimumTrackCells + 5 + 1)
        let bar = panel.rowLine(0, columns: panel.requiredColumns)
        #expect(bar.filter { $0 == "-" || $0 == "=" || $0 == "O" }.count == Slider.minimumTrackCells)
        let ratio = PanelRow(label: "ratio", range: 0...1, fineStep: 0.01, coarseStep: 0.1) {
            Slider.text(of: $0 * 100, decimals: 0) + "%"
        }
        #expect(ChannelPanel(rows: [ratio], values: [0.5]).requiredColumns == 2 + 6 + 2 + Slider.minimumTrackCells + 5 + 1)
        let tiny = PanelRow(label: "", range: 0...1, fineStep: 0.5, coarseStep: 0.5) { _ in "" }
        #expect(ChannelPanel(rows: [tiny], values: [0]).requiredColumns == Slider.minimumColumns)
    }

    // MARK: The block

    @Test func theKeyHelpKeepsTheItemsThatFit() {
        let panel = makePanel()
        panel.glyphs = .unicode
        #expect(panel.helpLine(columns: 80) == "↑↓ channel  ←→ move  PgUp/PgDn faster  Enter check  Esc back")
        #expect(panel.helpLine(columns: 40) == "↑↓ channel  ←→ move  PgUp/PgDn faster")
        #expect(panel.helpLine(columns: 5) == "")
        panel.glyphs = .ascii
        #expect(panel.helpLine(columns: 80).hasPrefix("Up/Down channel  Left/Right move  "))
        let single = ChannelPanel(
            rows: [PanelRow(label: "ratio", range: 0...1, fineStep: 0.01, coarseStep: 0.1) { "\($0)" }], values: [0])
        single.glyphs = .unicode
        #expect(single.helpLine(columns: 80) == "←→ move  PgUp/PgDn faster  Enter check  Esc back", "one row: nothing to pick")
    }

    @Test func theBlockIsHeaderRowsHelpAndFooterEachCutToTheWidth() {
        let panel = makePanel(selected: 0)
        let swatch = "\u{1B}[48;5;69m" + String(repeating: " ", count: 30) + "\u{1B}[0m"
        let block = panel.lines(
            header: [swatch, "target"], footer: ["a note that is far too long to fit in these few columns"], columns: 25)
        #expect(block.count == 2 + 4 + 1 + 1)
        #expect(block[0] == "\u{1B}[48;5;69m" + String(repeating: " ", count: 24) + "\u{1B}[0m")
        #expect(block[1] == "target")
        #expect(block[2].hasPrefix("> r ["))
        #expect(block[5].hasPrefix("  h ["))
        #expect(block[7] == "a note that is far too l")
        for line in block { #expect(visible(line).count <= 24, "\(line)") }
    }

    static let heights: [(height: Int, lines: [String])] = [
        (10, ["swatch 1", "swatch 2", "labels", "r", "g", "b", "h", "help", "note 1", "note 2"]),
        (99, ["swatch 1", "swatch 2", "labels", "r", "g", "b", "h", "help", "note 1", "note 2"]),
        (9, ["swatch 2", "labels", "r", "g", "b", "h", "help", "note 1", "note 2"]),
        (7, ["r", "g", "b", "h", "help", "note 1", "note 2"]),
        (6, ["r", "g", "b", "h", "help", "note 1"]),
        (5, ["r", "g", "b", "h", "help"]),
        (4, ["r", "g", "b", "h"]),
        (2, ["r", "g", "b", "h"]),
    ]

    @Test(arguments: heights)
    func aBlockTallerThanTheWindowLosesHeaderThenFooterThenHelpLines(height: Int, lines: [String]) {
        let panel = makePanel()
        let block = panel.lines(
            header: ["swatch 1", "swatch 2", "labels"], footer: ["note 1", "note 2"], columns: 80, height: height)
        let named = block.map { line -> String in
            if line.hasPrefix("Up/Down") { return "help" }
            if line.contains("[") { return String(line.dropFirst(2).prefix(1)) }
            return line
        }
        #expect(named == lines)
    }

    static let clippings: [(line: String, width: Int, clipped: String)] = [
        ("abc", 5, "abc"), ("abcdef", 3, "abc"), ("", 0, ""), ("abc", 0, ""),
        ("\u{1B}[31mabcdef\u{1B}[0m", 3, "\u{1B}[31mabc\u{1B}[0m"),
        ("\u{1B}[48;2;1;2;3m    \u{1B}[0m", 4, "\u{1B}[48;2;1;2;3m    \u{1B}[0m"),
        ("ab\u{1B}[1mcd", 2, "ab\u{1B}[1m\u{1B}[0m"),
        ("›━●─", 3, "›━●"),
    ]

    @Test(arguments: clippings)
    func clippingCountsOnlyWhatIsSeen(line: String, width: Int, clipped: String) {
        #expect(ChannelPanel.clipped(line, to: width) == clipped)
    }

    @Test func theBlockIsRedrawnOverItselfWhateverItsHeight() {
        var painter = BlockPainter()
        #expect(painter.frame(["a", "b"]) == "\ra\u{1B}[K\nb\u{1B}[K\u{1B}[J")
        #expect(painter.drawnLines == 2)
        #expect(painter.frame(["a", "b", "c"]) == "\r\u{1B}[1Aa\u{1B}[K\nb\u{1B}[K\nc\u{1B}[K\u{1B}[J")
        #expect(painter.frame(["x"]) == "\r\u{1B}[2Ax\u{1B}[K\u{1B}[J", "back up three lines, clearing what the taller block left")
        #expect(painter.frame(["y", "z"]) == "\ry\u{1B}[K\nz\u{1B}[K\u{1B}[J")
        #expect(painter.frame([]) == "\r\u{1B}[1A\u{1B}[J")
        #expect(painter.drawnLines == 1)
    }

    @Test func linesPushedAboveAShrunkWindowAreCountedUntilAFrameDrawsOverThem() {
        var painter = BlockPainter()
        let wide = String(repeating: "x", count: 99)
        // Five lines, two of them 99 wide, in a window of 100×30.
        _ = painter.frame(["title", wide, "a", wide, "hint"], columns: 100, rows: 30)
        #expect(painter.hiddenWidths.isEmpty)
        // 80×4: the block takes 7 rows, so its first 3 (title and the first wide line) are above the top row.
        #expect(painter.frame(["too small"], columns: 80, rows: 4) == "\r\u{1B}[6Atoo small\u{1B}[K\u{1B}[J")
        #expect(painter.hiddenWidths == [5, 99])
        // Back to 100×30: the way up goes over them too, where a terminal brought them back.
        #expect(painter.frame(["title", wide, "a", wide, "hint"], columns: 100, rows: 30).hasPrefix("\r\u{1B}[2A"))
        #expect(painter.hiddenWidths.isEmpty)
        // A frame in a window as tall as it hides nothing.
        _ = painter.frame(["one", "two"], columns: 100, rows: 30)
        _ = painter.frame(["three", "four"], columns: 100, rows: 2)
        #expect(painter.hiddenWidths.isEmpty)
    }

    /// Lines' widths, a terminal width, and the rows they take once rewrapped to it.
    static let rewraps: [(widths: [Int], columns: Int, rows: Int)] = [
        ([], 80, 0), ([0], 80, 1), ([79, 79, 0], 80, 3), ([99], 80, 2), ([99, 99, 10], 40, 3 + 3 + 1),
        ([80], 80, 1), ([81], 80, 2), ([39], 40, 1), ([99], 1, 99),
    ]

    @Test(arguments: rewraps)
    func aRewrappedLineTakesItsWidthOverTheColumnsRoundedUp(widths: [Int], columns: Int, rows: Int) {
        #expect(BlockPainter.rowsTaken(widths: widths, columns: columns) == rows)
    }

    @Test func afterTheTerminalNarrowsTheWayUpCountsTheRewrappedRows() {
        var painter = BlockPainter()
        let wide = String(repeating: "x", count: 99)
        _ = painter.frame(["\u{1B}[48;2;1;2;3m" + wide + "\u{1B}[0m", wide, "ok"], columns: 100)
        #expect(painter.drawnWidths == [99, 99, 2], "escape sequences take no columns")
        #expect(painter.frame(["a"], columns: 40) == "\r\u{1B}[6Aa\u{1B}[K\u{1B}[J", "3 + 3 + 1 rows, up 6")
        #expect(painter.frame(["b"], columns: 40) == "\rb\u{1B}[K\u{1B}[J")
    }

    @Test func theTooSmallMessageIsOneLineBrokenOnlyWhereTheWindowIsNarrower() {
        #expect(BlockPainter.tooSmallLines(columns: 22, rows: 9, width: 80) == ["window too small: needs at least 22×9"])
        #expect(BlockPainter.tooSmallLines(columns: 20, rows: 1, width: 15) == ["window too", "small: needs", "at least 20×1"])
        #expect(BlockPainter.tooSmallLines(columns: 20, rows: 1, width: 4) == ["win", "too", "sma", "nee", "at", "lea", "20×"])
    }
}
