// The layout of ghostdraw's full screens, in process: the palette's labels
// with each pen's delay and how they shorten in narrower windows, the bar
// that never passes the window's width, where the canvas goes and which
// sides of its frame are drawn, the one line of a window too small, and
// the faint guide of trace under the ink.

import ChromaKit
import ChromaGameEngines
import Testing

@testable import ChromaTerminal
@testable import GhostdrawCommands

@Suite("ghostdraw screen layout")
struct GhostScreenLayoutTests {
    /// The bar's labels in a window `columns` wide, with the toggle (on) when `toggle`.
    static func labels(columns: Int, toggle: Bool) -> [String] {
        GhostScreenLayout.buttons(toggle: toggle ? true : nil, columns: columns).map(\.label)
    }

    @Test(arguments: [
        (80, false, [" 1 red 1s ", " 2 blue 3s ", " 3 green 5s ", " e eraser "]),
        (80, true, [" 1 red 1s ", " 2 blue 3s ", " 3 green 5s ", " e eraser ", " d delay on "]),
        (46, false, [" 1 red 1s ", " 2 blue 3s ", " 3 green 5s ", " e eraser "]),
        (45, false, ["1 red 1s", "2 blue 3s", "3 green 5s", "e eraser"]),
        (40, false, ["1 red 1s", "2 blue 3s", "3 green 5s", "e eraser"]),
        (48, true, ["red 1s", "blue 3s", "green 5s", "eraser", "delay on"]),
        (49, true, ["1 red 1s", "2 blue 3s", "3 green 5s", "e eraser", "d delay on"]),
        (37, false, ["red 1s", "blue 3s", "green 5s", "eraser"]),
    ])
    func thePaletteShowsEachDelayAndShortensToFit(columns: Int, toggle: Bool, expected: [String]) {
        #expect(Self.labels(columns: columns, toggle: toggle) == expected)
    }

    @Test func buttonsAreWhereTheirLabelsAreAndTheBarFillsTheWindowExactly() {
        let buttons = GhostScreenLayout.buttons(toggle: nil, columns: 80)
        #expect(buttons.map(\.columns) == [0..<10, 11..<22, 23..<35, 36..<46])
        for columns in [40, 60, 80, 120] {
            let buttons = GhostScreenLayout.buttons(toggle: false, columns: columns)
            for right in [[], ["· 3 waiting"], ["round 1/5 · score 0 · 2 waiting", "round 1/5 · score 0"]] {
                let bar = GhostScreenLayout.bar(buttons: buttons, chosen: .red, columns: columns, right: right, mode: .none)
                let shown = PlainText.strip(bar)
                #expect(shown.count == columns, "\(columns) columns: \(shown)")
                if let fitting = right.first(where: { $0.count < columns - (buttons.last?.columns.upperBound ?? 0) }) {
                    #expect(shown.hasSuffix(fitting), "\(shown)")
                }
            }
        }
    }

    @Test(arguments: [
        // The canvas fills the window: no frame.
        (CanvasSize(width: 80, height: 44)!, 80, 24, GhostScreenLayout.Placement(
            column: 0, line: 1, visibleWidth: 80, visibleLines: 22, fullFrame: false, rightEdge: false, bottomEdge: false)),
        // Room all around: a whole frame, the canvas moved in by one column and one line.
        (CanvasSize(width: 60, height: 40)!, 80, 24, .init(
            column: 1, line: 2, visibleWidth: 60, visibleLines: 20, fullFrame: true, rightEdge: true, bottomEdge: true)),
        // Room on the right only: a line along the right edge.
        (CanvasSize(width: 70, height: 44)!, 80, 24, .init(
            column: 0, line: 1, visibleWidth: 70, visibleLines: 22, fullFrame: false, rightEdge: true, bottomEdge: false)),
        // A canvas larger than the window: its top left part.
        (CanvasSize(width: 80, height: 44)!, 40, 12, .init(
            column: 0, line: 1, visibleWidth: 40, visibleLines: 10, fullFrame: false, rightEdge: false, bottomEdge: false)),
        // One line to spare below, none on the right.
        (CanvasSize(width: 40, height: 18)!, 40, 12, .init(
            column: 0, line: 1, visibleWidth: 40, visibleLines: 9, fullFrame: false, rightEdge: false, bottomEdge: true)),
    ])
    func theCanvasIsFramedWhenTheWindowHasRoomAroundIt(size: CanvasSize, columns: Int, rows: Int, expected: GhostScreenLayout.Placement) {
        #expect(GhostScreenLayout.placement(of: size, columns: columns, rows: rows) == expected)
    }

    @Test func aWindowTooSmallShowsOneLineSayingSo() {
        let picture = GhostPicture(size: CanvasSize(width: 20, height: 10)!)
        let frame = GhostScreenLayout.frame(bar: "", picture: picture, columns: 39, rows: 24, message: "", mode: .none)
        #expect(PlainText.strip(frame) == "window too small: needs at least 40×4")
        let narrow = GhostScreenLayout.frame(bar: "", picture: picture, columns: 30, rows: 24, message: "", mode: .none)
        #expect(PlainText.strip(narrow) == "window too small: 40×4")
        let trace = GhostScreenLayout.frame(
            bar: "", picture: picture, columns: 80, rows: 21, message: "", mode: .none, minimum: (columns: 60, rows: 22))
        #expect(PlainText.strip(trace) == "window too small: needs at least 60×22")
    }

    @Test func theGuideShowsFaintlyWhereNoInkIs() {
        var canvas = GhostDraw(GhostDraw.Configuration(size: CanvasSize(width: 4, height: 2)!))
        _ = try? canvas.apply(.stroke(points: [GhostPoint(x: 0, y: 0)], tool: .red, radius: nil, start: nil), at: 0)
        let picture = canvas.picture(at: 1)
        // The guide is the whole second row and cell (2,0): without color, dots where no ink is.
        let guide = { (x: Int, y: Int) in y == 1 || (x == 2 && y == 0) }
        #expect(GhostPictureOutput.ansiLines(picture, mode: .none, guide: guide) == ["▀.:."])
        // In color, the guide is gray half blocks, under the ink's cell too.
        let colored = GhostPictureOutput.ansiLines(picture, mode: .trueColor, guide: guide)[0]
        #expect(colored.hasPrefix("\u{1B}[38;2;255;59;48m\u{1B}[48;2;128;128;128m▀"), "\(colored.debugDescription)")
        #expect(colored.contains("\u{1B}[38;2;128;128;128m\u{1B}[49m▄█▄"), "\(colored.debugDescription)")
        // Without a guide, the picture is what render draws.
        #expect(GhostPictureOutput.ansiLines(picture, mode: .none) == ["▀   "])
        #expect(GhostPictureOutput.ansiLines(picture, mode: .none, width: 2) == ["▀ "])
    }
}

/// Screen text without its escape sequences and cursor moves.
enum PlainText {
    /// Drops every `ESC [ … final` sequence.
    static func strip(_ text: String) -> String {
        var out = ""
        var inEscape = false, sawBracket = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if !sawBracket { sawBracket = scalar == "["; if !sawBracket { inEscape = false }; continue }
                if (0x40...0x7E).contains(scalar.value) { inEscape = false; sawBracket = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
