import Testing
@testable import ChromaCLI
@testable import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream
@testable import ChromaTerminal

/// How `HumanView` lays out cells: the columns a line keeps at a width, the order they give way in,
/// the last cell shortened or cut, swatches and samples by color mode, and the block of one color.
@Suite("Human view layout") struct HumanViewLayoutTests {
    typealias Cell = HumanView.Cell

    func view(_ width: Int, mode: TerminalColorMode = .none, layout: HumanView.Layout = .lines) -> HumanView {
        HumanView(mode: mode, width: width, layout: layout)
    }

    let cells: [Cell] = [
        .text("aaaa", width: 6),
        .text("bbbb", width: 6, dropOrder: 2),
        .text("cccc", width: 6, dropOrder: 1),
        .text("dddd", width: 6, dropOrder: 2),
    ]

    @Test(arguments: [
        (40, "aaaa    bbbb    cccc    dddd"),
        (30, "aaaa    bbbb    cccc    dddd"),
        // One column short: the rightmost of the highest order goes first, then the other.
        (29, "aaaa    bbbb    cccc"),
        (21, "aaaa    cccc"),
    ])
    func cellsGiveWayByTheirOrder(width: Int, expected: String) {
        #expect(view(width).line(cells) == expected)
    }

    @Test func aCellNeverDroppedStaysHoweverNarrow() {
        #expect(view(20).line([.text(String(repeating: "x", count: 30))]) == String(repeating: "x", count: 19) + "…")
    }

    @Test func aLongCellPushesTheNextColumnsOnlyAsFarAsItMust() {
        let line = view(80).line([.text("aaaaaaaaa", width: 6), .text("b", width: 6), .text("c")])
        // The first cell takes 9 columns of its 6; "b" follows two blanks later, and "c" keeps its column (16).
        #expect(line == "aaaaaaaaa  b    c")
    }

    @Test func theLastCellShowsItsShorterTextOrIsCut() {
        var name = Cell.text("≈ steelblue ΔE 5.34", width: 8, dropOrder: 3)
        name.shorter = "≈ steelblue"
        let wide = [Cell.text("#3a7bd5", width: 7), .text("padding", width: 10), name]
        #expect(view(40).line(wide) == "#3a7bd5  padding     ≈ steelblue ΔE 5.34")
        #expect(view(32).line(wide) == "#3a7bd5  padding     ≈ steelblue")
        var cut = name
        cut.shorter = nil
        cut.mayBeCut = true
        #expect(view(32).line([wide[0], wide[1], cut]) == "#3a7bd5  padding     ≈ steelblu…")
        cut.mayBeCut = false
        #expect(view(32).line([wide[0], wide[1], cut]) == "#3a7bd5  padding", "a droppable cell that may not be cut goes")
    }

    @Test func numbersAlignRight() {
        #expect(view(40).line([.number("5%", width: 5), .number("100%", width: 5), .text("x")]) == "   5%   100%  x")
    }

    @Test func swatchesAndSamplesFollowTheColorMode() {
        let red = Color(.srgb, 1, 0, 0), white = Color(.srgb, 1, 1, 1)
        let cells: [Cell] = [.swatch(red), .sample("Aa", foreground: white, background: red), .text("red")]
        #expect(view(40).line(cells) == " Aa   red", "no swatch and a plain sample without color")
        #expect(view(40, mode: .trueColor).line(cells)
                == "\u{1B}[48;2;255;0;0m    \u{1B}[0m \u{1B}[48;2;255;0;0m\u{1B}[38;2;255;255;255m Aa \u{1B}[0m  red")
        // Red is entry 196 of the palette: a single entry, painted without dither.
        #expect(view(40, mode: .palette256).line([.swatch(red), .text("red")]) == "\u{1B}[48;5;196m    \u{1B}[0m red")
    }

    @Test func textFromInputIsEscaped() {
        #expect(view(40).line([.text("a\u{1B}[2Jb\u{202E}", fromInput: true)]) == "a\\e[2Jb\\u{202E}")
    }

    @Test func oneColorIsABlockOfLabelledLinesBesideItsSwatch() {
        var writer = RecordWriter()
        let block = view(80, mode: .trueColor, layout: .block)
        block.write(Color(.srgb, 1, 99.0 / 255, 71.0 / 255), after: [.text("lab(62.99 59.36 47.88)", label: "lab")], into: &writer)
        let lines = String(decoding: writer.output.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        let swatch = "\u{1B}[48;2;255;99;71m          \u{1B}[0m  "
        #expect(lines == [
            swatch + "hex    #ff6347",
            swatch + "rgb    rgb(255 99 71)",
            swatch + "hsl    hsl(9.1 100% 63.9%)",
            swatch + "oklch  oklch(0.696 0.196 32.3)",
            swatch + "name   tomato (ΔE2000 0)",
            "            lab    lab(62.99 59.36 47.88)",
        ])
    }

    @Test func aGroupKeepsItsColumnsAndLosesItsSwatchesWithoutColor() {
        let red = Color(.srgb, 1, 0, 0)
        let cells: [Cell] = [.group([.swatch(red), .text("red", width: 6), .text("→")]), .text("#ff0000"), .group([.text("x", width: 4)])]
        #expect(view(40).line(cells) == "red    →  #ff0000  x", "each part padded to its width, a blank apart; none left at the end")
        #expect(view(40, mode: .trueColor).line(cells) == "\u{1B}[48;2;255;0;0m    \u{1B}[0m red    →  #ff0000  x")
    }

    @Test func aBlockBesideASampleHasItsTextOnTheMiddleLine() {
        var writer = RecordWriter()
        let white = Color(.srgb, 1, 1, 1), black = Color(.srgb, 0, 0, 0)
        let cells: [Cell] = (1...4).map { .text("line \($0)", label: "l\($0)") }
        view(80, mode: .trueColor, layout: .block).writeBlock(cells, beside: .sample("Aa", foreground: black, background: white), into: &writer)
        let field = "\u{1B}[48;2;255;255;255m      \u{1B}[0m  "
        #expect(String(decoding: writer.output.bytes, as: UTF8.self).split(separator: "\n").map(String.init) == [
            field + "l1  line 1",
            "\u{1B}[48;2;255;255;255m\u{1B}[38;2;0;0;0m  Aa  \u{1B}[0m  l2  line 2",
            field + "l3  line 3",
            field + "l4  line 4",
        ])
        var plain = RecordWriter()
        view(80, layout: .block).writeBlock(cells, beside: .sample("Aa", foreground: black, background: white), into: &plain)
        #expect(String(decoding: plain.output.bytes, as: UTF8.self) == "l1  line 1\nl2  line 2\nl3  line 3\nl4  line 4\n", "no picture without color")
    }

    /// At 80 columns a line of a color's forms drops `hsl()` and keeps the name; wider, it shows both.
    @Test func aNarrowLineKeepsTheNameAndLetsHSLGo() {
        let tomato = Color(.srgb, 1, 99.0 / 255, 71.0 / 255)
        let narrow = view(80).line([.swatch(tomato)] + view(80).forms(of: tomato))
        #expect(narrow.hasSuffix("oklch(0.696 0.196 32.3)   tomato"), "\(narrow)")
        #expect(!narrow.contains("hsl("), "\(narrow)")
        let wide = view(110).line([.swatch(tomato)] + view(110).forms(of: tomato))
        #expect(wide.contains("hsl(9.1 100% 63.9%)") && wide.hasSuffix("tomato"), "\(wide)")
    }

    @Test func theFormsRoundForReadingButNotPastThePrecision() {
        let tomato = Color(.srgb, 1, 99.0 / 255, 71.0 / 255)
        let texts = { (view: HumanView) in view.forms(of: tomato).compactMap { cell -> String? in
            if case .text(let text) = cell.content { return text }
            return nil
        } }
        #expect(texts(view(80)) == ["#ff6347", "rgb(255 99 71)", "hsl(9.1 100% 63.9%)", "oklch(0.696 0.196 32.3)", "tomato"])
        #expect(texts(HumanView(mode: .none, width: 80, layout: .lines, precision: 0))
                == ["#ff6347", "rgb(255 99 71)", "hsl(9 100% 64%)", "oklch(1 0 32)", "tomato"])
    }
}
