// The game screen's swatches and bars as text: the exact escape sequences in
// each color mode, the hidden swatch, the label line, and swatches fitted to
// a terminal's width.

import ChromaKit
import ChromaGameEngines
import Testing

@testable import ChromaGames
@testable import ChromaTerminal

@Suite("game screen") struct GameScreenTests {
    @Test func aTrueColorSwatchIsABackgroundPerLineWithAResetAndItsLabelUnder() {
        let lines = GameScreen.swatches(
            [("target", DisplayColor(red: 0x3a, green: 0x7b, blue: 0xd5))], mode: .trueColor, width: 8, height: 2)
        let paint = "\u{1B}[48;2;58;123;213m        \u{1B}[0m"
        #expect(lines == [paint, paint, "target  "])
    }

    @Test func paletteSwatchesSideBySideAreSeparatedByTheGap() {
        let red = DisplayColor(red: 255, green: 0, blue: 0)
        let blue = DisplayColor(red: 0x5f, green: 0x87, blue: 0xff)
        let lines = GameScreen.swatches([("target", red), ("guess", blue)], mode: .palette256, width: 5, height: 1, gap: 3)
        #expect(lines == ["\u{1B}[48;5;196m     \u{1B}[0m   \u{1B}[48;5;69m     \u{1B}[0m", "targe   guess"])
    }

    @Test func withoutColorASwatchIsItsLabelAndNoEscapeAtAll() {
        let color = DisplayColor(red: 0x3a, green: 0x7b, blue: 0xd5)
        let lines = GameScreen.swatches([("target", color), ("guess", color)], mode: .none, width: 12, height: 3)
        #expect(lines == ["target (no color)  guess (no color)"])
        let hidden = GameScreen.swatches([("target", nil), ("guess", color)], mode: .none, width: 12, height: 3)
        #expect(hidden == ["target hidden  guess (no color)"])
        #expect(!(lines + hidden).joined().utf8.contains(0x1B))
        #expect(GameScreen.bar(width: 6, height: 2, mode: .none) { _ in color } == ["      ", "      "])
    }

    static let hiddenBoxes: [(width: Int, height: Int, lines: [String])] = [
        (10, 3, ["┌────────┐", "│ hidden │", "└────────┘"]),
        (10, 4, ["┌────────┐", "│ hidden │", "│        │", "└────────┘"]),
        (10, 2, ["┌─hidden─┐", "└────────┘"]),
        (10, 1, ["│ hidden │"]),
        (6, 3, ["┌────┐", "│hidd│", "└────┘"]),
    ]

    @Test(arguments: hiddenBoxes)
    func aHiddenSwatchIsAnEmptyFrameSayingHidden(width: Int, height: Int, lines: [String]) {
        let drawn = GameScreen.swatches(
            [("target", nil)], mode: .trueColor, width: width, height: height, gap: 2, frame: .unicode)
        #expect(drawn == lines + ["target".padded(to: width)])
    }

    @Test func aHiddenSwatchBesideAColoredOneKeepsTheColumns() {
        let color = DisplayColor(red: 1, green: 2, blue: 3)
        let lines = GameScreen.swatches(
            [("target", nil), ("guess", color)], mode: .trueColor, width: 8, height: 3, gap: 2, frame: .ascii)
        let paint = "\u{1B}[48;2;1;2;3m        \u{1B}[0m"
        #expect(lines == ["+------+  " + paint, "|hidden|  " + paint, "+------+  " + paint, "target    guess   "])
        #expect(GameScreen.swatches([("target", nil)], mode: .palette256, width: 8, height: 3).count == 4)
    }

    @Test func aTrueColorBarWritesAnEscapeOnlyWhereTheColorChanges() {
        let bar = GameScreen.bar(width: 4, height: 2, mode: .trueColor) { x in
            DisplayColor(red: UInt8(x / 2 * 100), green: 0, blue: 9)
        }
        let line = "\u{1B}[48;2;0;0;9m  \u{1B}[48;2;100;0;9m  \u{1B}[0m"
        #expect(bar == [line, line])
    }

    @Test func aPaletteBarUsesThePaletteEntries() {
        let bar = GameScreen.bar(width: 3, height: 1, mode: .palette256) { x in
            x == 0 ? DisplayColor(red: 255, green: 0, blue: 0) : DisplayColor(red: 0x5f, green: 0x87, blue: 0xff)
        }
        #expect(bar == ["\u{1B}[48;5;196m \u{1B}[48;5;69m  \u{1B}[0m"])
        #expect(GameScreen.bar(width: 0, height: 2, mode: .trueColor) { _ in DisplayColor(red: 0, green: 0, blue: 0) } == ["", ""])
    }

    static let swatchWidths: [(count: Int, columns: Int, gap: Int, maximum: Int, width: Int)] = [
        (2, 80, 2, 24, 24), (2, 40, 2, 24, 18), (3, 40, 2, 24, 11), (2, 10, 2, 24, 4), (2, 22, 2, 24, 9),
        (1, 80, 2, 30, 30), (1, 20, 2, 30, 19), (0, 80, 2, 24, 24), (4, 41, 0, 24, 10), (2, 80, 2, 2, 4),
    ]

    @Test(arguments: swatchWidths)
    func swatchWidthFitsTheColumns(count: Int, columns: Int, gap: Int, maximum: Int, width: Int) {
        #expect(GameScreen.swatchWidth(count: count, columns: columns, gap: gap, maximum: maximum) == width)
    }

    @Test func swatchesOfTheFittedWidthLeaveTheLastColumnFree() {
        for columns in [22, 40, 57, 80, 200] {
            let width = GameScreen.swatchWidth(count: 2, columns: columns)
            let color = DisplayColor(red: 9, green: 9, blue: 9)
            let lines = GameScreen.swatches([("target", color), ("guess", nil)], mode: .trueColor, width: width, height: 3)
            for line in lines { #expect(BlockPainter.visibleWidth(line) <= columns - 1, "at \(columns): \(line)") }
        }
    }
}
