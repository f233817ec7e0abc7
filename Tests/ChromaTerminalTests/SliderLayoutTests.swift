// The slider's parts that need no terminal: what each key does to the value
// (steps, the grid, clamping at the ends, the keys that end it), the text of
// its line at a given width (the bar fills the width or stops at its most
// cells, the label goes when there is no room, then the ends' numbers, the
// value is never drawn when hidden), and the numbers and glyphs it chooses.

import ChromaGameEngines
import Testing

@testable import ChromaTerminal

@Suite("Slider without a terminal")
struct SliderLayoutTests {
    private let bullseye = Slider(
        range: 1...100, initial: 50, label: "Your guess", showsValue: false, glyphs: .unicode)

    static let moves: [(key: TerminalKey, from: Double, to: Double)] = [
        (.right, 50, 51), (.left, 50, 49), (.character("l"), 50, 51), (.character("h"), 50, 49),
        (.shiftRight, 50, 60), (.shiftLeft, 50, 40), (.pageUp, 50, 60), (.pageDown, 50, 40),
        (.character("L"), 50, 60), (.character("H"), 50, 40),
        (.home, 50, 1), (.end, 50, 100), (.home, 1, 1), (.end, 100, 100),
        (.right, 100, 100), (.left, 1, 1), (.pageUp, 95, 100), (.pageDown, 7, 1),
        (.shiftRight, 99, 100), (.shiftLeft, 2, 1),
        (.right, 37.4, 38), (.left, 37.6, 37),  // off the grid: back onto it
    ]

    @Test(arguments: moves)
    func keysMoveTheKnobAndStopAtTheEnds(key: TerminalKey, from: Double, to: Double) {
        #expect(bullseye.response(to: key, at: from) == .move(to: to))
    }

    static let keyMoves: [(key: TerminalKey, move: Slider.Move?)] = [
        (.left, .fineDown), (.character("h"), .fineDown), (.right, .fineUp), (.character("l"), .fineUp),
        (.shiftLeft, .coarseDown), (.pageDown, .coarseDown), (.character("H"), .coarseDown),
        (.shiftRight, .coarseUp), (.pageUp, .coarseUp), (.character("L"), .coarseUp),
        (.home, .lowerEnd), (.end, .upperEnd),
        (.enter, nil), (.escape, nil), (.up, nil), (.character("5"), nil),
    ]

    /// The keys a caller that moves the knob itself (`run(moving:)`) is asked about.
    @Test(arguments: keyMoves)
    func keysAndTheirMoves(key: TerminalKey, move: Slider.Move?) {
        #expect(Slider.move(for: key) == move)
    }

    static let endings: [(key: TerminalKey, outcome: SliderOutcome)] = [
        (.enter, .committed(42)), (.escape, .cancelled), (.interrupt, .interrupted), (.endOfInput, .endOfInput),
    ]

    @Test(arguments: endings)
    func keysThatEndTheSlider(key: TerminalKey, outcome: SliderOutcome) {
        #expect(bullseye.response(to: key, at: 42) == .finish(outcome))
    }

    static let ignoredKeys: [TerminalKey] = [
        .up, .down, .suspend, .character("4"), .character("2"), .character(" "), .character("q"),
    ]

    @Test(arguments: ignoredKeys)
    func otherKeysAndDigitsDoNothing(key: TerminalKey) {
        #expect(bullseye.response(to: key, at: 42) == .ignore)
    }

    @Test func fractionalStepsStayOnTheirGrid() {
        let ratio = Slider(range: 0...1, initial: 0.29, fineStep: 0.01, coarseStep: 0.1, label: "", showsValue: true)
        #expect(ratio.response(to: .right, at: 0.29) == .move(to: 0.3))
        #expect(ratio.response(to: .pageUp, at: 0.3) == .move(to: 0.4))
        var value = 0.0
        for _ in 0..<100 {
            guard case .move(let next) = ratio.response(to: .right, at: value) else { break }
            value = next
        }
        #expect(value == 1)
        #expect(ratio.response(to: .left, at: 0.07) == .move(to: 0.06))
    }

    @Test func theInitialValueIsKeptInsideTheRange() {
        #expect(Slider(range: 1...100, initial: 150, label: "", showsValue: false).initial == 100)
        #expect(Slider(range: 1...100, initial: -3, label: "", showsValue: false).initial == 1)
    }

    // MARK: The line

    @Test func theLineFillsTheWidthButItsLastColumn() {
        for columns in [20, 40, 80, 132] {
            let line = bullseye.line(for: 50, columns: columns)
            #expect(line.count == columns - 1, "at \(columns) columns: \(line)")
            #expect(line.hasPrefix(columns >= 24 ? "Your guess [" : "["))
            #expect(line.hasSuffix("]"))
            #expect(line.filter { $0 == "●" }.count == 1)
        }
    }

    @Test func theKnobSitsAtTheEndsAndInOrderBetween() {
        #expect(bullseye.line(for: 1, columns: 40).hasPrefix("Your guess [●─"))
        #expect(bullseye.line(for: 100, columns: 40).hasSuffix("━●]"))
        var previous = -1
        for value in stride(from: 1.0, through: 100, by: 1) {
            let line = bullseye.line(for: value, columns: 50)
            let position = line.distance(from: line.startIndex, to: line.firstIndex(of: "●")!)
            #expect(position >= previous)
            previous = position
        }
    }

    @Test func aHiddenValueLeavesNoDigitOnTheLine() {
        for columns in [20, 33, 80] {
            for value in stride(from: 1.0, through: 100, by: 1) {
                let line = bullseye.line(for: value, columns: columns)
                #expect(!line.contains { $0.isNumber }, "\(value) at \(columns) columns: \(line)")
            }
        }
    }

    @Test func aShownValueFollowsTheBarInAFixedField() {
        let shown = Slider(range: 1...100, initial: 5, label: "Guess", showsValue: true, glyphs: .ascii)
        let five = shown.line(for: 5, columns: 40)
        let hundred = shown.line(for: 100, columns: 40)
        #expect(five.hasSuffix("]   5"))
        #expect(hundred.hasSuffix("] 100"))
        #expect(five.count == 39 && hundred.count == 39)
        #expect(five.hasPrefix("Guess [=O-"))
    }

    @Test func theLabelGoesWhenItLeavesTooLittleTrack() {
        let long = Slider(range: 1...100, initial: 1, label: "A rather long label", showsValue: false, glyphs: .ascii)
        let narrow = long.line(for: 1, columns: 25)
        #expect(narrow == "[O" + String(repeating: "-", count: 21) + "]")
        let wide = long.line(for: 1, columns: 40)
        #expect(wide.hasPrefix("A rather long label [O"))
        #expect(wide.count == 39)
    }

    // MARK: Labelled ends and a capped track

    private let labelled = Slider(
        range: 1...100, initial: 42, label: "target 42  ", showsValue: false, labelsEnds: true, maximumTrackCells: 59,
        glyphs: .ascii)

    /// bullseye's line: the target, the ends' numbers either side of the bar, 59 cells of track from 80 columns on.
    @Test func theEndsAreLabelledAndTheTrackStopsAtItsMost() {
        let line80 = labelled.line(for: 42, columns: 80)
        #expect(line80 == "target 42   1 [" + String(repeating: "=", count: 24) + "O" + String(repeating: "-", count: 34) + "] 100")
        #expect(line80.count == 79)
        for columns in [81, 100, 132, 300] {
            #expect(labelled.line(for: 42, columns: columns) == line80, "at \(columns) columns")
        }
        let line60 = labelled.line(for: 42, columns: 60)
        #expect(line60 == "target 42   1 [" + String(repeating: "=", count: 16) + "O" + String(repeating: "-", count: 22) + "] 100")
    }

    /// The knob is drawn in the column that batch mode's `knob` event reports (`BullseyeTrack`), at every value.
    @Test func theKnobIsWhereBatchModeSaysItIs() {
        for hundredths in 100...10_000 {
            let value = Double(hundredths) / 100
            let line = labelled.line(for: value, columns: 80)
            let bar = line.drop { $0 != "[" }.dropFirst().prefix { $0 != "]" }
            #expect(bar.count == BullseyeTrack.cells)
            let column = bar.distance(from: bar.startIndex, to: bar.firstIndex(of: "O")!) + 1
            #expect(column == BullseyeTrack.column(of: value), "at \(value)")
        }
    }

    /// In a narrow terminal the label goes first, then the ends' numbers.
    @Test func aNarrowTerminalDropsTheLabelThenTheEnds() {
        #expect(labelled.line(for: 1, columns: 30) == "1 [O" + String(repeating: "-", count: 20) + "] 100")
        #expect(labelled.line(for: 1, columns: 16) == "[O" + String(repeating: "-", count: 12) + "]")
        for columns in 0...25 {
            #expect(labelled.line(for: 100, columns: columns).count <= max(columns - 1, 0))
        }
    }

    /// The line of a slider without labelled ends or a cap is what it always was.
    @Test func withoutThemTheLineIsUnchanged() {
        let plain = Slider(range: 1...100, initial: 42, label: "target 42", showsValue: false, glyphs: .ascii)
        #expect(plain.line(for: 42, columns: 80) == "target 42 [" + String(repeating: "=", count: 27) + "O" + String(repeating: "-", count: 39) + "]")
    }

    @Test func aVeryNarrowTerminalStillGetsALine() {
        for columns in 0...6 {
            let line = bullseye.line(for: 50, columns: columns)
            #expect(line.count <= max(columns - 1, 0), "at \(columns) columns: \(line)")
        }
    }

    @Test func requiredColumnsGrowWithAWideValue() {
        #expect(bullseye.requiredColumns == 20)
        #expect(Slider(range: 1...100, initial: 1, label: "x", showsValue: true).requiredColumns == 20)
        let wide = Slider(range: 0...1_000_000, initial: 0, fineStep: 0.001, label: "", showsValue: true)
        #expect(wide.requiredColumns == 1 + 2 + 10 + " 1000000.000".count)
    }

    @Test func aCustomFormatIsUsedForTheShownValue() {
        let percent = Slider(
            range: 0...1, initial: 0.25, fineStep: 0.01, label: "", showsValue: true, glyphs: .ascii,
            format: { value in Slider.text(of: value * 100, decimals: 0) + "%" })
        #expect(percent.line(for: 0.25, columns: 30).hasSuffix("]  25%"))
    }

    static let knobCells: [(value: Double, cells: Int, index: Int)] = [
        (1, 10, 0), (100, 10, 9), (12, 10, 1), (50, 10, 4), (51, 10, 5), (1, 1, 0), (100, 1, 0), (100, 2, 1),
    ]

    @Test(arguments: knobCells)
    func knobCellIsTheNearestCell(value: Double, cells: Int, index: Int) {
        #expect(bullseye.knobCell(for: value, cells: cells) == index)
    }

    // MARK: Numbers and glyphs

    static let decimalCases: [(step: Double, decimals: Int)] = [(1, 0), (10, 0), (0.5, 1), (0.1, 1), (0.25, 2), (0.01, 2), (1e-9, 6)]

    @Test(arguments: decimalCases)
    func decimalsOfAStep(step: Double, decimals: Int) {
        #expect(Slider.decimals(of: step) == decimals)
    }

    static let texts: [(value: Double, decimals: Int, text: String)] = [
        (42, 0, "42"), (0.35, 2, "0.35"), (-0.5, 1, "-0.5"), (-0.04, 2, "-0.04"), (1, 2, "1.00"), (0.3000000000000004, 1, "0.3"),
    ]

    @Test(arguments: texts)
    func textOfAValue(value: Double, decimals: Int, text: String) {
        #expect(Slider.text(of: value, decimals: decimals) == text)
    }

    static let locales: [(environment: [String: String], unicode: Bool)] = [
        (["LANG": "C.UTF-8"], true), (["LANG": "en_US.utf8"], true), (["LC_ALL": "C", "LANG": "C.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "de_DE.UTF-8", "LANG": "C"], true), (["LANG": "POSIX"], false), ([:], false),
    ]

    @Test(arguments: locales)
    func glyphsFollowTheLocale(environment: [String: String], unicode: Bool) {
        #expect(Slider.Glyphs.forLocale(environment) == (unicode ? .unicode : .ascii))
    }
}
