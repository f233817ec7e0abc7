import Foundation
import Testing
@testable import ChromaTerminal

/// The gradient bar drawn in the terminal with half blocks.
@Suite("ANSIBar")
struct ANSIBarTests {
    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func trueColorBarHasOneCellPerColumnAndTwoColorsPerCell() {
        var asked: Set<[Int]> = []
        let bar = ANSIBar(columns: 12, mode: .trueColor).render { x, y in
            asked.insert([x, y])
            return (UInt8(20 * x), UInt8(y * 100), 7)
        }
        #expect(count("\u{2580}", in: bar) == 12)
        #expect(count("\u{1B}[38;2;", in: bar) == 12)
        #expect(count("\u{1B}[48;2;", in: bar) == 12)
        #expect(bar.hasPrefix("\u{1B}[38;2;0;0;7m\u{1B}[48;2;0;100;7m\u{2580}"))
        #expect(bar.contains("\u{1B}[38;2;220;0;7m\u{1B}[48;2;220;100;7m\u{2580}"))
        #expect(bar.hasSuffix("\u{2580}\u{1B}[0m\n"))
        #expect(asked.count == 24)
    }

    @Test func repeatedColorsAreNotRepeatedEscapes() {
        let bar = ANSIBar(columns: 30, lines: 2, mode: .trueColor).render { _, y in y < 2 ? (1, 2, 3) : (4, 5, 6) }
        #expect(bar == "\u{1B}[38;2;1;2;3m\u{1B}[48;2;1;2;3m" + String(repeating: "\u{2580}", count: 30) + "\u{1B}[0m\n"
            + "\u{1B}[38;2;4;5;6m\u{1B}[48;2;4;5;6m" + String(repeating: "\u{2580}", count: 30) + "\u{1B}[0m\n")
    }

    @Test func paletteModeUsesTheSharedPalette() {
        let bar = ANSIBar(columns: 3, mode: .palette256).render { x, _ in x == 0 ? (255, 0, 0) : (0, 0, 255) }
        let red = XtermPalette.nearest(red: 255, green: 0, blue: 0)
        let blue = XtermPalette.nearest(red: 0, green: 0, blue: 255)
        #expect(bar == "\u{1B}[38;5;\(red)m\u{1B}[48;5;\(red)m\u{2580}\u{1B}[38;5;\(blue)m\u{1B}[48;5;\(blue)m\u{2580}\u{2580}\u{1B}[0m\n")
    }

    @Test func noColorModeWritesPlainBlocks() {
        let bar = ANSIBar(columns: 4, mode: .none).render { _, _ in (9, 9, 9) }
        #expect(bar == String(repeating: "\u{2580}", count: 4) + "\n")
    }

    @Test func widthFromTheTerminalThenCOLUMNSThen80() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect(ANSIBar.terminalWidth(descriptor: fds[1], environment: ["COLUMNS": "123"]) == 123)
        #expect(ANSIBar.terminalWidth(descriptor: fds[1], environment: ["COLUMNS": "wide"]) == 80)
        #expect(ANSIBar.terminalWidth(descriptor: fds[1], environment: ["COLUMNS": "0"]) == 80)
        #expect(ANSIBar.terminalWidth(descriptor: fds[1], environment: [:]) == 80)
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 97, ws_xpixel: 0, ws_ypixel: 0)
        #expect(openpty(&master, &slave, nil, nil, &size) == 0)
        defer { close(master); close(slave) }
        #expect(ANSIBar.terminalWidth(descriptor: slave, environment: ["COLUMNS": "123"]) == 97)
    }
}
