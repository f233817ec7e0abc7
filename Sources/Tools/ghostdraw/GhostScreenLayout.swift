// Where things go on ghostdraw's full screens (the canvas, replay and trace),
// and the text that draws them.
//
// Line 1 is the palette bar: a button per tool with its delay ("1 red 1s"),
// the delay toggle once revealed, and on the right a quiet status (strokes
// waiting, a game's round and score). The last line says what just happened,
// or which keys do what. Between them is the canvas, two cells per character
// (GhostPictureOutput); when the window has room around it, a frame shows
// where the canvas ends, and a window smaller than the canvas shows its top
// left part. The bar's labels shorten to fit narrow windows; a window too
// small even for the shortest says so on one line and draws nothing else.
//
// Nothing is written past the window's width, so a line never wraps and
// scrolls the bar away.

import ChromaCLI
import ChromaKit
import ChromaGameEngines

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
import ChromaTerminal
import ChromaImages
#endif

/// The palette bar, the canvas's place and frame, and the message line, as screen text.
struct GhostScreenLayout {
    /// A palette button: its label and the columns it spans on the bar.
    struct Button: Equatable {
        var label: String
        var tool: GhostTool?  // nil: the delay toggle
        var columns: Range<Int>
    }

    /// How much a button's label says, from the most to the least.
    enum LabelStyle: CaseIterable {
        /// ` 1 red 1s `: the key, the tool and its delay, padded.
        case wide
        /// `1 red 1s`: the same without padding.
        case narrow
        /// `red 1s`: the tool and its delay (the keys are in the message line's hint).
        case bare
    }

    /// The fewest columns and lines the drawing screens need: the shortest bar with the toggle, and a line of canvas.
    static let minimumSize = (columns: 40, rows: 4)

    /// The delay of a tool as the bar shows it: `1s`; nothing for the eraser, which acts at once.
    static func delayLabel(_ tool: GhostTool) -> String {
        tool.delay > 0 ? ShortNumber.string(tool.delay) + "s" : ""
    }

    /// The label of a tool's button in `style`: ` 1 red 1s `, `2 blue 3s`, `green 5s`, `e eraser`.
    static func label(_ tool: GhostTool, style: LabelStyle) -> String {
        let key = tool == .eraser ? "e" : String(GhostTool.allCases.firstIndex(of: tool)! + 1)
        let delay = delayLabel(tool)
        let name = delay.isEmpty ? tool.rawValue : "\(tool.rawValue) \(delay)"
        switch style {
        case .wide: return " \(key) \(name) "
        case .narrow: return "\(key) \(name)"
        case .bare: return name
        }
    }

    /// The label of the delay toggle in `style`, showing whether delays are on.
    static func toggleLabel(on: Bool, style: LabelStyle) -> String {
        let state = on ? "delay on" : "delay off"
        switch style {
        case .wide: return " d \(state) "
        case .narrow: return "d \(state)"
        case .bare: return state
        }
    }

    /// The buttons of the bar: the four tools, and the toggle when `toggle` is given (its state), in the widest style
    /// that fits `columns` with `reserving` columns to spare for the right part (and a space before it).
    static func buttons(toggle: Bool?, columns: Int, reserving: Int = 0) -> [Button] {
        var buttons: [Button] = []
        for style in LabelStyle.allCases {
            buttons = []
            var column = 0
            func add(_ label: String, _ tool: GhostTool?) {
                buttons.append(Button(label: label, tool: tool, columns: column..<(column + label.count)))
                column += label.count + 1
            }
            for tool in GhostTool.allCases { add(label(tool, style: style), tool) }
            if let toggle { add(toggleLabel(on: toggle, style: style), nil) }
            if column - 1 + (reserving > 0 ? reserving + 1 : 0) <= columns { break }
        }
        return buttons
    }

    /// The buttons of the bar for a drawing: its tools, and the toggle once revealed.
    static func buttons(for canvas: GhostDraw, columns: Int) -> [Button] {
        buttons(toggle: canvas.isToggleRevealed ? canvas.delaysOn : nil, columns: columns)
    }

    /// The palette bar: `buttons` (the one of `chosen` in reverse video, each in its color), then at the right edge
    /// the first of `right` that fits whole (nothing when none does), all within `columns`.
    static func bar(buttons: [Button], chosen: GhostTool, columns: Int, right: [String], mode: TerminalColorMode) -> String {
        var line = ""
        var used = 0
        for button in buttons where button.columns.upperBound <= columns {
            var style = button.tool == chosen ? "\u{1B}[7m" : ""
            if let color = button.tool?.color, mode != .none {
                style += mode.foreground(red: color.red, green: color.green, blue: color.blue)
            }
            line += String(repeating: " ", count: button.columns.lowerBound - used)
            line += style + button.label + (style.isEmpty ? "" : "\u{1B}[0m")
            used = button.columns.upperBound
        }
        // The right part keeps one column from the buttons.
        let room = columns - used - 1
        let tail = right.first { $0.count <= room } ?? ""
        return line + String(repeating: " ", count: max(columns - used - tail.count, 0)) + "\u{1B}[2m" + tail + "\u{1B}[0m"
    }

    /// Where the canvas goes in a window, and which sides of its frame are drawn.
    struct Placement: Equatable {
        /// The window column of the canvas's left edge.
        var column: Int
        /// The window line of the canvas's top row (line 0 is the bar).
        var line: Int
        /// The canvas columns that show: all of them, or as many as the window holds.
        var visibleWidth: Int
        /// The lines of canvas that show, two cells each.
        var visibleLines: Int
        /// Whether the frame goes all around (there is room on every side).
        var fullFrame: Bool
        /// Whether a line closes the canvas on the right (the window is wider).
        var rightEdge: Bool
        /// Whether a line closes the canvas below (the window is taller).
        var bottomEdge: Bool

        /// The canvas cell under a window position, on the canvas or off it: a line covers two cells and points at the upper one.
        func point(column windowColumn: Int, line windowLine: Int) -> GhostPoint {
            GhostPoint(x: windowColumn - column, y: 2 * (windowLine - line))
        }
    }

    /// Where a canvas of `size` goes in a window of `columns`×`rows`, between the bar and the message line.
    static func placement(of size: CanvasSize, columns: Int, rows: Int) -> Placement {
        let lines = (size.height + 1) / 2
        let room = max(rows - 2, 0)
        if columns >= size.width + 2 && room >= lines + 2 {
            return Placement(
                column: 1, line: 2, visibleWidth: size.width, visibleLines: lines,
                fullFrame: true, rightEdge: true, bottomEdge: true)
        }
        return Placement(
            column: 0, line: 1, visibleWidth: min(size.width, columns), visibleLines: min(lines, room),
            fullFrame: false, rightEdge: columns > size.width, bottomEdge: room > lines)
    }

    /// Whether a window of `columns`×`rows` is too small to draw in, for a screen that needs `minimum`.
    static func isTooSmall(columns: Int, rows: Int, minimum: (columns: Int, rows: Int) = minimumSize) -> Bool {
        columns < minimum.columns || rows < minimum.rows
    }

    /// The line a window too small to draw in shows, `window too small: needs at least 40×4`, shorter in a narrower window.
    static func tooSmallMessage(minimum: (columns: Int, rows: Int) = minimumSize, columns: Int) -> String {
        let size = "\(minimum.columns)×\(minimum.rows)"
        return longestFitting(["window too small: needs at least \(size)", "window too small: \(size)", "too small: \(size)"], columns: columns)
    }

    /// Text shortened to `columns` with an ellipsis when it is longer.
    static func fitted(_ text: String, columns: Int) -> String {
        guard text.count > columns else { return text }
        return columns > 0 ? String(text.prefix(columns - 1)) + "…" : ""
    }

    /// The first of `choices` that fits in `columns`, else the last one shortened.
    static func longestFitting(_ choices: [String], columns: Int) -> String {
        choices.first { $0.count <= columns } ?? fitted(choices.last ?? "", columns: columns)
    }

    /// The whole screen: `bar` on the first line, the picture placed and framed below, `message` on the last line,
    /// nothing past the window's edges; `guide` cells show faintly under the picture and `overlay` marks one cell
    /// (the keyboard cursor). A window smaller than `minimum` shows only `tooSmallMessage`.
    static func frame(
        bar: String, picture: GhostPicture, columns: Int, rows: Int, message: String, mode: TerminalColorMode,
        guide: ((Int, Int) -> Bool)? = nil, overlay: GhostPoint? = nil, minimum: (columns: Int, rows: Int) = minimumSize
    ) -> String {
        if isTooSmall(columns: columns, rows: rows, minimum: minimum) {
            return "\u{1B}[H\u{1B}[2J" + tooSmallMessage(minimum: minimum, columns: columns - 1)
        }
        let place = placement(of: picture.size, columns: columns, rows: rows)
        // The bar fills its line; the other lines are cleared to their end only when they stop short of the
        // window's last column (an erase there would take the last character, written with the cursor held in it).
        var out = "\u{1B}[H" + bar
        let clearRest = { (width: Int) in width < columns ? "\u{1B}[K" : "" }
        let lines = GhostPictureOutput.ansiLines(picture, mode: mode, width: place.visibleWidth, guide: guide)
        let edge = "\u{1B}[2m"
        let plain = "\u{1B}[0m"
        let horizontal = String(repeating: "─", count: place.visibleWidth)
        if place.fullFrame {
            out += RawTerminalSession.moveCursor(row: 1, column: 0) + edge + "┌" + horizontal + "┐" + plain
                + clearRest(place.visibleWidth + 2)
        }
        for index in 0..<place.visibleLines {
            out += RawTerminalSession.moveCursor(row: place.line + index, column: 0)
            if place.fullFrame { out += edge + "│" + plain }
            out += lines[index]
            if place.rightEdge { out += edge + "│" + plain }
            out += clearRest((place.fullFrame ? 1 : 0) + place.visibleWidth + (place.rightEdge ? 1 : 0))
        }
        var next = place.line + place.visibleLines
        if place.bottomEdge {
            let left = place.fullFrame ? "└" : ""
            let right = place.rightEdge ? "┘" : ""
            out += RawTerminalSession.moveCursor(row: next, column: 0) + edge + left + horizontal + right + plain
                + clearRest(left.count + place.visibleWidth + right.count)
            next += 1
        }
        for line in next..<max(rows - 1, next) {
            out += RawTerminalSession.moveCursor(row: line, column: 0) + "\u{1B}[K"
        }
        out += RawTerminalSession.moveCursor(row: rows - 1, column: 0) + "\u{1B}[2m"
            + fitted(message, columns: columns - 1) + "\u{1B}[0m\u{1B}[K"
        if let overlay, overlay.x >= 0, overlay.x < place.visibleWidth, overlay.y >= 0, overlay.y / 2 < place.visibleLines {
            out += RawTerminalSession.moveCursor(row: place.line + overlay.y / 2, column: place.column + overlay.x)
                + "\u{1B}[7m+\u{1B}[0m"
        }
        return out
    }
}
