// The full-screen drawing canvas of `ghostdraw`, and the player of `replay`.
//
// The screen is the terminal's alternate screen in raw mode (RawTerminalSession
// gives it back on every way out). Line 1 is the palette bar; the lines
// below show the canvas, two cells per character with half blocks
// (GhostPictureOutput); the last line says what just happened. The bar holds
// a button per tool, the delay toggle once the secret has revealed it, and a
// quiet counter of the strokes still waiting to appear.
//
// Drawing with the mouse: xterm's button-event tracking with SGR coordinates
// reports a press, drags and a release; that is one stroke, given to the
// engine at the release with the press as its start. A mouse row covers two
// canvas cells; a point lands on the upper one, and the strokes between
// points are rasterized without gaps. Clicking a palette button is a tap.
// Keys: 1 2 3 e tap red, blue, green, eraser (a key press is a tap on its
// button, so the secret works from the keyboard too), d switches the delay
// toggle once revealed, s shakes, u undoes, w saves the event log, q (also
// Esc, Ctrl-C, Ctrl-D) quits — asking once more when strokes are unsaved.
//
// Without a mouse (a terminal that does not report one, or `--no-mouse`),
// the arrow keys move a cursor cell and space puts the pen down and lifts
// it: the cursor's path between the two is the stroke. Shift+←/→ and
// PgUp/PgDn move by 8.
//
// Pending strokes are invisible — that is the game — except with delays
// turned off, when the stroke being drawn shows as it is drawn, as in the
// original app. The screen is redrawn after every input and whenever a
// stroke is due to appear; between those, a wait with a timeout keeps the
// counter true without spinning.

import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaGames

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaStream
import ChromaTerminal
import ChromaImages
#endif

/// The picture and the palette bar as screen text: what both the canvas and the replay draw.
struct GhostScreenLayout {
    /// A palette button: its label and the columns it spans on the bar.
    struct Button {
        var label: String
        var tool: GhostTool?  // nil: the delay toggle
        var columns: Range<Int>
    }

    /// The buttons of the bar for a canvas, the toggle included once revealed.
    static func buttons(for canvas: GhostDraw) -> [Button] {
        var buttons: [Button] = []
        var column = 0
        func add(_ label: String, _ tool: GhostTool?) {
            let text = " \(label) "
            buttons.append(Button(label: text, tool: tool, columns: column..<(column + text.count)))
            column += text.count + 1
        }
        add("1 red", .red)
        add("2 blue", .blue)
        add("3 green", .green)
        add("e eraser", .eraser)
        if canvas.isToggleRevealed { add(canvas.delaysOn ? "d delay on" : "d delay off", nil) }
        return buttons
    }

    /// The palette bar: buttons (the current tool in reverse video), then `right` at the right edge.
    static func bar(for canvas: GhostDraw, columns: Int, right: String, mode: TerminalColorMode) -> String {
        var line = ""
        var used = 0
        for button in buttons(for: canvas) {
            let chosen = button.tool == canvas.tool
            var style = chosen ? "\u{1B}[7m" : ""
            if let color = button.tool?.color, mode != .none {
                style += mode.foreground(red: color.red, green: color.green, blue: color.blue)
            }
            line += (style.isEmpty ? "" : style) + button.label + (style.isEmpty ? "" : "\u{1B}[0m") + " "
            used += button.label.count + 1
        }
        let room = columns - used
        let tail = room > 0 ? String(right.suffix(room)) : ""
        return line + String(repeating: " ", count: max(room - tail.count, 0)) + "\u{1B}[2m" + tail + "\u{1B}[0m"
    }

    /// The whole frame: the bar on the first line, the canvas below, `message` on the last line, clipped to the window;
    /// `overlay` marks one cell (the keyboard cursor).
    static func frame(
        canvas: GhostDraw, picture: GhostPicture, columns: Int, rows: Int, right: String, message: String,
        mode: TerminalColorMode, overlay: GhostPoint? = nil
    ) -> String {
        var out = "\u{1B}[H" + bar(for: canvas, columns: columns, right: right, mode: mode) + "\u{1B}[K"
        let canvasRows = max(rows - 2, 0)
        let lines = GhostPictureOutput.ansiLines(picture, mode: mode)
        for (index, line) in lines.prefix(canvasRows).enumerated() {
            out += RawTerminalSession.moveCursor(row: index + 1, column: 0) + line + "\u{1B}[K"
        }
        for row in min(lines.count, canvasRows)..<canvasRows {
            out += RawTerminalSession.moveCursor(row: row + 1, column: 0) + "\u{1B}[K"
        }
        if rows >= 2 {
            let shown = message.count > columns ? String(message.prefix(max(columns - 1, 0))) + "…" : message
            out += RawTerminalSession.moveCursor(row: rows - 1, column: 0) + "\u{1B}[2m" + shown + "\u{1B}[0m\u{1B}[K"
        }
        if let overlay, overlay.y / 2 < canvasRows, overlay.x < columns {
            out += RawTerminalSession.moveCursor(row: overlay.y / 2 + 1, column: overlay.x) + "\u{1B}[7m+\u{1B}[0m"
        }
        return out
    }
}

/// The interactive canvas: draw with the mouse or the keyboard until `q`.
public final class GhostCanvasScreen {
    private var canvas: GhostDraw
    private let logPath: String
    private let usesMouse: Bool
    private let mode: TerminalColorMode
    /// Real time since the canvas opened.
    private let clock = SessionClock()
    private var savedHistoryCount = 0
    private var message = ""
    private var quitArmed = false
    /// The stroke being drawn: its points and when it began.
    private var penPoints: [GhostPoint] = []
    private var penStart: Double?
    private var cursor = GhostPoint(x: 0, y: 0)
    /// The last frame written, so that a wait that changed nothing writes nothing.
    private var lastFrame = ""

    /// A canvas of `size` (or the window's), saving to `logPath`, with mouse reporting unless `usesMouse` is false.
    public init(size: CanvasSize, logPath: String, usesMouse: Bool, mode: TerminalColorMode) {
        self.canvas = GhostDraw(GhostDraw.Configuration(size: size))
        self.logPath = logPath
        self.usesMouse = usesMouse
        self.mode = mode
        self.cursor = GhostPoint(x: size.width / 2, y: size.height / 2)
    }

    /// The canvas size a window of `columns`×`rows` holds between the palette bar and the message line.
    public static func size(columns: Int, rows: Int) -> CanvasSize {
        CanvasSize(width: min(max(columns, 1), CanvasSize.maximumSide), height: min(max(2 * (rows - 2), 1), CanvasSize.maximumSide))
            ?? .standard
    }

    /// The default log name: `ghostdraw-YYYYMMDD-HHMMSS.ndjson` in local time.
    public static func defaultLogName() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "ghostdraw-\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec)).ndjson"
    }

    /// Seconds since the canvas opened.
    private var now: Double { clock.now }

    private var hasUnsavedChanges: Bool { canvas.history.count != savedHistoryCount }

    /// Runs the canvas until the player quits; returns the exit status and prints where the log went.
    public func run() -> ExitStatus {
        let session: RawTerminalSession
        do throws(WidgetError) {
            session = try RawTerminalSession(modes: usesMouse ? [.alternateScreen, .mouse] : [.alternateScreen])
        } catch {
            Diagnostics(tool: "ghostdraw").emit(error.description)
            return .usage
        }
        message = usesMouse ? "drag to draw · 1 2 3 e tools · s shake · u undo · w save · q quit" : "arrows move · space pen down/up · 1 2 3 e · s u w q"
        var ended = false
        while !ended {
            draw(on: session)
            let wait = canvas.nextAppearance(after: now).map { max($0 - now, 0) } ?? 1
            let event: TerminalEvent
            do throws(WidgetError) {
                event = try session.nextEvent(timeout: min(wait, 1))
            } catch {
                break
            }
            switch event {
            case .timeout: continue
            case .redraw: lastFrame = ""
            case .endOfInput: ended = true
            case .key(let key): ended = handle(key)
            }
        }
        session.restore()
        if !hasUnsavedChanges && savedHistoryCount > 0 {
            Diagnostics(tool: "ghostdraw").emit("the session's log is in \(Diagnostics.quote(logPath))")
        }
        return .success
    }

    private func draw(on session: RawTerminalSession) {
        let time = now
        var picture = canvas.picture(at: time)
        if !canvas.delaysOn, let start = penStart, !penPoints.isEmpty {
            // With delays off the stroke shows as it is drawn.
            var preview = canvas
            if (try? preview.apply(.stroke(points: penPoints, tool: nil, radius: nil, start: start), at: max(time, canvas.time))) != nil {
                picture = preview.picture(at: max(time, canvas.time))
            }
        }
        let waiting = canvas.pendingStrokes(at: time).count
        let counter = waiting > 0 ? "· \(waiting) waiting" : ""
        let overlay = usesMouse ? nil : cursor
        let frame = GhostScreenLayout.frame(
            canvas: canvas, picture: picture, columns: session.columns, rows: session.rows, right: counter, message: message,
            mode: mode, overlay: overlay)
        if frame != lastFrame { session.write(frame) }
        lastFrame = frame
    }

    /// Acts on a key or mouse report; returns whether to quit.
    private func handle(_ key: TerminalKey) -> Bool {
        if case .mouse(let mouse) = key { return handle(mouse) }
        if key != .character("q") && key != .escape && key != .interrupt && key != .endOfInput { quitArmed = false }
        switch key {
        case .character("1"): apply(.tap(.red))
        case .character("2"): apply(.tap(.blue))
        case .character("3"): apply(.tap(.green))
        case .character("e"): apply(.tap(.eraser))
        case .character("d"):
            if canvas.isToggleRevealed { apply(.toggle) }
        case .character("s"): apply(.shake)
        case .character("u"): apply(.undo)
        case .character("w"): save()
        case .character("q"), .escape, .interrupt, .endOfInput:
            if hasUnsavedChanges && !quitArmed {
                quitArmed = true
                message = "unsaved: w saves, q again quits"
                return false
            }
            return true
        case .character(" "): penUpOrDown()
        case .left: moveCursor(dx: -1, dy: 0)
        case .right: moveCursor(dx: 1, dy: 0)
        case .up: moveCursor(dx: 0, dy: -1)
        case .down: moveCursor(dx: 0, dy: 1)
        case .shiftLeft: moveCursor(dx: -8, dy: 0)
        case .shiftRight: moveCursor(dx: 8, dy: 0)
        case .pageUp: moveCursor(dx: 0, dy: -8)
        case .pageDown: moveCursor(dx: 0, dy: 8)
        default: break
        }
        return false
    }

    private func handle(_ mouse: MouseEvent) -> Bool {
        quitArmed = false
        let point = GhostPoint(x: mouse.column, y: 2 * (mouse.row - 1))
        switch (mouse.kind, mouse.button) {
        case (.press, .left):
            if mouse.row == 0 {
                tapButton(at: mouse.column)
            } else {
                penStart = now
                penPoints = [point]
            }
        case (.drag, .left):
            if penStart != nil, penPoints.last != point { penPoints.append(point) }
        case (.release, _):
            finishStroke()
        default:
            break
        }
        return false
    }

    private func tapButton(at column: Int) {
        guard let button = GhostScreenLayout.buttons(for: canvas).first(where: { $0.columns.contains(column) }) else { return }
        if let tool = button.tool { apply(.tap(tool)) } else { apply(.toggle) }
    }

    private func penUpOrDown() {
        if penStart == nil {
            penStart = now
            penPoints = [cursor]
            message = "pen down: move, then space"
        } else {
            finishStroke()
        }
    }

    private func moveCursor(dx: Int, dy: Int) {
        let size = canvas.size
        cursor = GhostPoint(x: min(max(cursor.x + dx, 0), size.width - 1), y: min(max(cursor.y + dy, 0), size.height - 1))
        if penStart != nil, penPoints.last != cursor { penPoints.append(cursor) }
    }

    private func finishStroke() {
        guard let start = penStart else { return }
        let points = penPoints
        penStart = nil
        penPoints = []
        apply(.stroke(points: points, tool: nil, radius: nil, start: start))
    }

    private func apply(_ action: GhostDrawAction) {
        do throws(GhostDrawError) {
            let events = try canvas.apply(action, at: max(now, canvas.time))
            message = GhostCanvasScreen.describe(events, canvas: canvas)
        } catch {
            message = error.description
        }
    }

    private func save() {
        do throws(FileOutputError) {
            try GhostLogFile.save(canvas, to: logPath)
            savedHistoryCount = canvas.history.count
            message = "saved to \(logPath)"
        } catch {
            message = error.description
        }
    }

    /// A few words on what just happened, for the bar.
    static func describe(_ events: [GhostDrawEvent], canvas: GhostDraw) -> String {
        var words: [String] = []
        for event in events {
            switch event {
            case .drew(let stroke): words.append(stroke.tool == .eraser ? "erased" : "stroke \(stroke.number)")
            case .toolChanged(let tool): words.append(tool.rawValue)
            case .toggleRevealed: words.append("the delay toggle appeared: press d")
            case .delays(let on): words.append(on ? "delays on" : "delays off")
            case .shook(let cleared): words.append("shaken: \(cleared.count) cleared")
            case .undid(let stroke): words.append("undid stroke \(stroke.number)")
            }
        }
        return words.joined(separator: " · ")
    }
}

/// Plays a log back in real time on the terminal, until its last stroke has appeared or `q`.
public final class GhostReplayScreen {
    private let canvas: GhostDraw
    private let speed: Double
    private let mode: TerminalColorMode

    /// A replay of `canvas` (a read log) at `speed` times real time.
    public init(canvas: GhostDraw, speed: Double, mode: TerminalColorMode) {
        self.canvas = canvas
        self.speed = speed
        self.mode = mode
    }

    /// Runs the replay with keys read from `input` (the terminal, since the log may be on standard input).
    public func run(input: Int32) -> ExitStatus {
        let session: RawTerminalSession
        do throws(WidgetError) {
            session = try RawTerminalSession(input: input, modes: [.alternateScreen])
        } catch {
            Diagnostics(tool: "ghostdraw").emit(error.description)
            return .usage
        }
        let end = canvas.settledTime
        let clock = SessionClock()
        var time = 0.0
        // The log is played forward into a fresh canvas, each entry once, as its time comes.
        var shown = GhostDraw(GhostDraw.Configuration(size: canvas.size))
        var played = 0
        loop: while true {
            time = min(clock.now * speed, end)
            while played < canvas.history.count, canvas.history[played].time <= time {
                _ = try? shown.apply(canvas.history[played].action, at: canvas.history[played].time)  // applied once already: cannot fail
                played += 1
            }
            let waiting = shown.pendingStrokes(at: time).count
            let counter = waiting > 0 ? "· \(waiting) waiting" : ""
            let message = "replay \(GhostDrawError.seconds(time)) / \(GhostDrawError.seconds(end)) · q stops"
            session.write(GhostScreenLayout.frame(
                canvas: shown, picture: shown.picture(at: time), columns: session.columns, rows: session.rows,
                right: counter, message: message, mode: mode))
            if time >= end { break }
            let nextEntry = played < canvas.history.count ? canvas.history[played].time : nil
            let next = [nextEntry, shown.nextAppearance(after: time)].compactMap { $0 }.min() ?? end
            do throws(WidgetError) {
                switch try session.nextEvent(timeout: min(max((next - time) / speed, 0.01), 0.5)) {
                case .key(.character("q")), .key(.escape), .key(.interrupt), .key(.endOfInput), .endOfInput: break loop
                default: continue
                }
            } catch {
                break
            }
        }
        if time >= end {
            // Hold the last picture a moment so it can be seen before the screen goes.
            _ = try? session.nextEvent(timeout: 1.5)
        }
        session.restore()
        return .success
    }
}
