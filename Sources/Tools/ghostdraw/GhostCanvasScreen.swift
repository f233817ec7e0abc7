// The full-screen drawing canvas of `ghostdraw`, and the player of `replay`.
//
// The screen is the terminal's alternate screen in raw mode (RawTerminalSession
// gives it back on every way out), laid out by GhostScreenLayout: the palette
// bar with each tool's delay, the delay toggle once the secret has revealed
// it and a quiet counter of the strokes still waiting to appear; the canvas,
// framed when the window has room around it; and a last line that says what
// just happened, or after a few seconds which keys do what.
//
// Drawing is GhostPen's: a mouse drag, or the arrow keys and space. Clicking
// a palette button is a tap. Keys: 1 2 3 e tap red, blue, green, eraser (a
// key press is a tap on its button, so the secret works from the keyboard
// too), d switches the delay toggle once revealed, s shakes, u undoes, w
// saves the event log, q (also Esc, Ctrl-C, Ctrl-D) quits. Quitting with
// changes not yet saved saves them when `--log` named the file, and asks
// once otherwise; the line left on the terminal says where the log went, or
// that it was not saved.
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
import ChromaRuntime
import ChromaTerminal
import ChromaImages
#endif

/// The interactive canvas: draw with the mouse or the keyboard until `q`.
public final class GhostCanvasScreen {
    /// How the canvas was left, for the line printed once the terminal is back.
    enum Ending: Equatable {
        /// Nothing was drawn, or nothing since the last save: there is nothing to say, or where the log is.
        case nothingNew
        /// The log was saved on the way out.
        case saved
        /// The player chose not to save, or could not be asked.
        case notSaved
    }

    private var canvas: GhostDraw
    private let logPath: String
    /// Whether `--log` named the file: then quitting saves without asking.
    private let logIsNamed: Bool
    private let usesMouse: Bool
    private let mode: TerminalColorMode
    /// Real time since the canvas opened.
    private let clock = SessionClock()
    private var savedHistoryCount = 0
    private var message = ""
    /// When `message` was set: after `messageSeconds` the hint takes its place.
    private var messageTime = 0.0
    /// Whether the quit question is on screen.
    private var isAskingToSave = false
    private var pen: GhostPen
    /// Where the canvas was last drawn, which mouse reports are read against.
    private var placement: GhostScreenLayout.Placement
    private var columns = 80
    /// The last frame written, so that a wait that changed nothing writes nothing.
    private var lastFrame = ""

    /// How long a message stays on the last line before the key hint comes back.
    static let messageSeconds = 4.0

    /// A canvas of `size` saving to `logPath` (named by `--log` when `logIsNamed`), with mouse reporting unless `usesMouse` is false.
    public init(size: CanvasSize, logPath: String, logIsNamed: Bool, usesMouse: Bool, mode: TerminalColorMode) {
        self.canvas = GhostDraw(GhostDraw.Configuration(size: size))
        self.logPath = logPath
        self.logIsNamed = logIsNamed
        self.usesMouse = usesMouse
        self.mode = mode
        self.pen = GhostPen(size: size)
        self.placement = GhostScreenLayout.placement(of: size, columns: size.width, rows: (size.height + 1) / 2 + 2)
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

    /// The key hints of the last line, longest first: the first that fits the window is shown.
    static func hints(usesMouse: Bool) -> [String] {
        let keys = "s shake · u undo · w save · q quit"
        return usesMouse
            ? ["drag to draw · 1 2 3 e tools · \(keys)", "1 2 3 e tools · \(keys)", keys]
            : ["arrows move · space pen down/up · 1 2 3 e tools · \(keys)", "arrows · space pen · 1 2 3 e tools · \(keys)",
               "arrows · space pen · \(keys)", keys]
    }

    /// Seconds since the canvas opened.
    private var now: Double { clock.now }

    private var hasUnsavedChanges: Bool { canvas.history.count != savedHistoryCount }

    /// Runs the canvas until the player quits; returns the exit status and says where the log went, or that it was not saved.
    public func run() -> ExitStatus {
        let session: RawTerminalSession
        do throws(WidgetError) {
            session = try RawTerminalSession(modes: usesMouse ? [.alternateScreen, .mouse] : [.alternateScreen])
        } catch {
            Diagnostics(tool: "ghostdraw").emit(error.description)
            return .usage
        }
        var ending: Ending?
        while ending == nil {
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
            case .endOfInput: ending = leaveWithoutAsking()
            case .key(let key): ending = handle(key)
            }
        }
        session.restore()
        let diagnostics = Diagnostics(tool: "ghostdraw")
        switch ending ?? leaveWithoutAsking() {
        case .saved:
            diagnostics.emit("saved the drawing to \(Diagnostics.quote(logPath))")
        case .notSaved:
            diagnostics.emit("the drawing was not saved")
        case .nothingNew:
            if savedHistoryCount > 0 { diagnostics.emit("the session's log is in \(Diagnostics.quote(logPath))") }
        }
        return .success
    }

    private func draw(on session: RawTerminalSession) {
        let time = now
        var picture = canvas.picture(at: time)
        if !canvas.delaysOn, let stroke = pen.strokeSoFar {
            // With delays off the stroke shows as it is drawn.
            var preview = canvas
            if (try? preview.apply(stroke, at: max(time, canvas.time))) != nil {
                picture = preview.picture(at: max(time, canvas.time))
            }
        }
        let waiting = canvas.pendingStrokes(at: time).count
        let counter = waiting > 0 ? ["· \(waiting) waiting", "\(waiting) waiting"] : []
        columns = session.columns
        placement = GhostScreenLayout.placement(of: canvas.size, columns: session.columns, rows: session.rows)
        let bar = GhostScreenLayout.bar(
            buttons: GhostScreenLayout.buttons(for: canvas, columns: session.columns), chosen: canvas.tool,
            columns: session.columns, right: counter, mode: mode)
        let recent = isAskingToSave || pen.isDown || (!message.isEmpty && time - messageTime < Self.messageSeconds)
        let line = recent ? message : GhostScreenLayout.longestFitting(Self.hints(usesMouse: usesMouse), columns: session.columns - 1)
        let frame = GhostScreenLayout.frame(
            bar: bar, picture: picture, columns: session.columns, rows: session.rows, message: line, mode: mode,
            overlay: usesMouse ? nil : pen.cursor)
        if frame != lastFrame { session.write(frame) }
        lastFrame = frame
    }

    private func say(_ text: String) {
        message = text
        messageTime = now
    }

    /// Acts on a key or mouse report; returns how the canvas is left, or nil to go on.
    private func handle(_ key: TerminalKey) -> Ending? {
        if isAskingToSave { return answer(key) }
        if case .mouse(let mouse) = key {
            handle(mouse)
            return nil
        }
        if let tool = GhostPen.tap(for: key) {
            apply(.tap(tool))
        } else if let step = GhostPen.cursorStep(for: key) {
            pen.moveCursor(dx: step.dx, dy: step.dy, within: canvas.size)
        } else {
            switch key {
            case .character("d"):
                if canvas.isToggleRevealed { apply(.toggle) }
            case .character("s"): apply(.shake)
            case .character("u"): apply(.undo)
            case .character("w"): _ = save()
            case .character("q"), .escape, .interrupt, .endOfInput: return quit()
            case .character(" "):
                if let stroke = pen.spaceBar(now: now) { apply(stroke) } else { say("pen down: move, then space") }
            default: break
            }
        }
        return nil
    }

    /// q: leaves at once when nothing is unsaved, saves on the way out when `--log` named the file, else asks.
    private func quit() -> Ending? {
        guard hasUnsavedChanges else { return .nothingNew }
        if logIsNamed {
            if save() { return .saved }
            isAskingToSave = true
            say("\(message) · q quits without saving, other keys go back")
            return nil
        }
        isAskingToSave = true
        say("save to \(logPath)? y yes · n no · other keys: back")
        return nil
    }

    /// The answer to the quit question: y or w saves and quits, n (and Ctrl-C, Ctrl-D) quits without saving, anything else goes back.
    private func answer(_ key: TerminalKey) -> Ending? {
        isAskingToSave = false
        switch key {
        case .character("y"), .character("Y"), .character("w"):
            if save() { return .saved }
            return nil
        case .character("n"), .character("N"), .interrupt, .endOfInput:
            return .notSaved
        case .character("q") where logIsNamed:
            return .notSaved  // the save failed: q again leaves without it
        default:
            say("back to drawing: nothing saved yet")
            return nil
        }
    }

    /// The terminal went away (or the input ended): save when `--log` named the file, else say it was not saved.
    private func leaveWithoutAsking() -> Ending {
        guard hasUnsavedChanges else { return .nothingNew }
        return logIsNamed && save() ? .saved : .notSaved
    }

    private func handle(_ mouse: MouseEvent) {
        switch (mouse.kind, mouse.button) {
        case (.press, .left):
            if mouse.row == 0 {
                tapButton(at: mouse.column)
            } else {
                pen.press(at: placement.point(column: mouse.column, line: mouse.row), now: now)
            }
        case (.drag, .left):
            pen.drag(to: placement.point(column: mouse.column, line: mouse.row))
        case (.release, _):
            if let stroke = pen.lift() { apply(stroke) }
        default:
            break
        }
    }

    private func tapButton(at column: Int) {
        let buttons = GhostScreenLayout.buttons(for: canvas, columns: columns)
        guard let button = buttons.first(where: { $0.columns.contains(column) }) else { return }
        if let tool = button.tool { apply(.tap(tool)) } else { apply(.toggle) }
    }

    private func apply(_ action: GhostDrawAction) {
        do throws(GhostDrawError) {
            let events = try canvas.apply(action, at: max(now, canvas.time))
            say(GhostCanvasScreen.describe(events, canvas: canvas))
        } catch {
            say(error.description)
        }
    }

    /// Saves the event log to `logPath`; returns whether it was written (the message says either way).
    private func save() -> Bool {
        do throws(FileOutputError) {
            try GhostLogFile.save(canvas, to: logPath)
            savedHistoryCount = canvas.history.count
            say("saved to \(logPath)")
            return true
        } catch {
            say(error.description)
            return false
        }
    }

    /// A few words on what just happened, for the last line.
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

/// Plays a log back in real time on the terminal, then holds its last picture until a key; `q` stops it earlier.
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
        func draw(_ message: String) {
            let waiting = shown.pendingStrokes(at: time).count
            let bar = GhostScreenLayout.bar(
                buttons: GhostScreenLayout.buttons(for: shown, columns: session.columns), chosen: shown.tool,
                columns: session.columns, right: waiting > 0 ? ["· \(waiting) waiting", "\(waiting) waiting"] : [], mode: mode)
            session.write(GhostScreenLayout.frame(
                bar: bar, picture: shown.picture(at: time), columns: session.columns, rows: session.rows,
                message: message, mode: mode))
        }
        loop: while true {
            time = min(clock.now * speed, end)
            while played < canvas.history.count, canvas.history[played].time <= time {
                _ = try? shown.apply(canvas.history[played].action, at: canvas.history[played].time)  // applied once already: cannot fail
                played += 1
            }
            if time >= end {
                // The last picture stays until a key, so it can be seen before the screen goes.
                draw("replay \(GhostDrawError.seconds(end)) · the end: any key closes")
                do throws(WidgetError) {
                    while try session.nextEvent(timeout: nil) == .redraw {
                        draw("replay \(GhostDrawError.seconds(end)) · the end: any key closes")
                    }
                } catch {}
                break
            }
            draw("replay \(GhostDrawError.seconds(time)) / \(GhostDrawError.seconds(end)) · q stops")
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
        session.restore()
        return .success
    }
}
