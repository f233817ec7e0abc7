// The screen of `ghostdraw trace`: ghostdraw's canvas with a figure to trace.
//
// The layout is the canvas's (GhostScreenLayout): the palette bar with the
// pens' delays and, on the right, the round, the score and the strokes
// waiting; the round's canvas in its frame with the figure drawn faintly
// under the ink (GhostPictureOutput's guide); and a last line with the keys,
// or what just happened. Drawing is GhostPen's, as on the canvas: the ink of
// a stroke appears only after its pen's delay.
//
// Enter ends the round: the picture then shows every stroke, pending ones
// included, over the figure, with the round's points, coverage and
// precision, until a key deals the next round. After the last round the
// final score stays until a key; the terminal is given back and one line on
// standard output sums the game up. q (Esc, Ctrl-C) asks once before leaving
// a game unfinished, which is not recorded.

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

/// The interactive game of `ghostdraw trace`.
final class GhostTraceScreen {
    private let session: GameSession<GhostTraceGame>
    private let usesMouse: Bool
    private let mode: TerminalColorMode
    private var pen = GhostPen(size: GhostTraceGame.canvasSize)
    private var message = ""
    private var messageTime = -Double.infinity
    /// A scored round on show until a key: its figure, its canvas and its result.
    private var shownResult: (figure: GhostFigure, canvas: GhostDraw, result: GhostTraceResult)?
    private var isAskingToLeave = false
    private var placement = GhostScreenLayout.placement(of: GhostTraceGame.canvasSize, columns: 80, rows: 24)
    private var columns = 80
    private var lastFrame = ""
    /// What the score keeping said at the end (a daily game already played), for after the screen.
    private var notice: String?

    /// The window a game needs: the whole canvas, the bar and the message line.
    static let minimumSize = (columns: GhostTraceGame.canvasSize.width, rows: (GhostTraceGame.canvasSize.height + 1) / 2 + 2)

    /// A game played in `session`, with mouse reporting unless `usesMouse` is false, painted in `mode`.
    init(session: GameSession<GhostTraceGame>, usesMouse: Bool, mode: TerminalColorMode) {
        self.session = session
        self.usesMouse = usesMouse
        self.mode = mode
        _ = session.takeOpening()  // the first round is on the screen
    }

    private var game: GhostTraceGame { session.game }
    private var now: Double { session.clock.now }

    /// The key hints of the last line while tracing, longest first.
    func hints() -> [String] {
        let keys = "Enter done · s shake · u undo · q quit"
        let trace = "trace the \(game.figure.shape.name)"
        return usesMouse
            ? ["\(trace) with the mouse · 1 2 3 e tools · \(keys)", "\(trace) · \(keys)", keys]
            : ["\(trace): arrows move, space pen down/up · \(keys)", "\(trace) · arrows, space pen · \(keys)", "\(trace) · \(keys)", keys]
    }

    /// Plays until the game ends or the player leaves; returns the exit status.
    func run() -> ExitStatus {
        let terminal: RawTerminalSession
        do throws(WidgetError) {
            terminal = try RawTerminalSession(modes: usesMouse ? [.alternateScreen, .mouse] : [.alternateScreen])
        } catch {
            Diagnostics(tool: "ghostdraw").emit(error.description)
            return .usage
        }
        var finished = false  // the player saw the last result and pressed a key
        loop: while true {
            draw(on: terminal)
            let next = shownResult == nil ? game.canvas.nextAppearance(after: now).map { max($0 - now, 0) } : nil
            let event: TerminalEvent
            do throws(WidgetError) {
                event = try terminal.nextEvent(timeout: min(next ?? 1, 1))
            } catch {
                break
            }
            switch event {
            case .timeout: continue
            case .redraw: lastFrame = ""
            case .endOfInput: break loop
            case .key(let key):
                switch handle(key) {
                case .goOn: continue
                case .leave: break loop
                case .finished:
                    finished = true
                    break loop
                }
            }
        }
        terminal.restore()
        let diagnostics = Diagnostics(tool: "ghostdraw")
        if finished || game.isOver {
            try? OutputSink(descriptor: STDOUT_FILENO).write(summary(game.results, score: game.score, rounds: game.rounds) + "\n")
            if let notice { diagnostics.emit(notice) }
        } else if !game.results.isEmpty || !game.canvas.history.isEmpty {
            diagnostics.emit("the game was left in round \(game.round) of \(game.rounds) and is not recorded")
        }
        return .success
    }

    /// One line for the end of a game: `trace: 412 points of 500 in 5 rounds — circle 87 · star 63 · …`,
    /// `trace daily 2026-11-23: …` for the day's figures.
    func summary(_ results: [GhostTraceResult], score: Int, rounds: Int) -> String {
        let each = results.map { "\($0.shape.name) \($0.score.points)" }.joined(separator: " · ")
        var name = "trace"
        if case .daily(let day) = game.configuration.mode { name += " daily \(day)" }
        return "\(name): \(score) points of \(100 * rounds) in \(rounds) \(rounds == 1 ? "round" : "rounds") — \(each)"
    }

    private func draw(on terminal: RawTerminalSession) {
        columns = terminal.columns
        placement = GhostScreenLayout.placement(of: GhostTraceGame.canvasSize, columns: terminal.columns, rows: terminal.rows)
        let figure = shownResult?.figure ?? game.figure
        let canvas = shownResult?.canvas ?? game.canvas
        let time = shownResult == nil ? now : canvas.settledTime
        let standing = shownResult.map { "round \($0.result.round)/\(game.rounds) · score \($0.result.total)" } ?? game.summary
        let waiting = canvas.pendingStrokes(at: time).count
        // The round and score always show; the count of strokes waiting when there is room for it.
        var right = waiting > 0 ? ["\(standing) · \(waiting) waiting", standing] : [standing]
        if case .daily(let day) = game.configuration.mode {
            right = right.flatMap { ["daily \(day) · \($0)", "daily · \($0)"] } + right
        }
        let bar = GhostScreenLayout.bar(
            buttons: buttonsFitting(columns: terminal.columns), chosen: canvas.tool, columns: terminal.columns, right: right, mode: mode)
        var onFigure = [Bool](repeating: false, count: figure.size.cellCount)
        for cell in figure.cells { onFigure[Int(cell)] = true }
        let width = figure.size.width
        let line: String
        if let shown = shownResult {
            line = resultLine(shown.result)
        } else if isAskingToLeave || pen.isDown || now - messageTime < GhostCanvasScreen.messageSeconds {
            line = message
        } else {
            line = GhostScreenLayout.longestFitting(hints(), columns: terminal.columns - 1)
        }
        let frame = GhostScreenLayout.frame(
            bar: bar, picture: canvas.picture(at: time), columns: terminal.columns, rows: terminal.rows, message: line,
            mode: mode, guide: { x, y in onFigure[y * width + x] }, overlay: usesMouse || shownResult != nil ? nil : pen.cursor,
            minimum: Self.minimumSize)
        if frame != lastFrame { terminal.write(frame) }
        lastFrame = frame
    }

    /// The palette's buttons in the widest style that leaves room for the round and score (`round 10/10 · score 1000`).
    private func buttonsFitting(columns: Int) -> [GhostScreenLayout.Button] {
        GhostScreenLayout.buttons(toggle: nil, columns: columns, reserving: "round \(game.rounds)/\(game.rounds) · score \(100 * game.rounds)".count)
    }

    /// The last line under a scored round: `star: 80 points · coverage 91% · precision 88% · any key: next round`.
    func resultLine(_ result: GhostTraceResult) -> String {
        func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
        let next = game.isOver ? "game over, \(game.score) points · any key" : "any key: next round"
        return "\(result.shape.name): \(result.score.points) points · coverage \(percent(result.score.coverage))"
            + " · precision \(percent(result.score.precision)) · \(next)"
    }

    private func say(_ text: String) {
        message = text
        messageTime = now
    }

    /// What a key leads to.
    private enum Outcome {
        case goOn, leave, finished
    }

    private func handle(_ key: TerminalKey) -> Outcome {
        if shownResult != nil {
            // Any key (not a mouse move) ends the look at a scored round.
            if case .mouse(let mouse) = key, mouse.kind != .release { return .goOn }
            shownResult = nil
            return game.isOver ? .finished : .goOn
        }
        if isAskingToLeave {
            isAskingToLeave = false
            if key == .character("y") || key == .character("Y") || key == .interrupt { return .leave }
            say("back to the game")
            return .goOn
        }
        if case .mouse(let mouse) = key {
            handle(mouse)
            return .goOn
        }
        if let tool = GhostPen.tap(for: key) {
            apply(.draw(.tap(tool)))
        } else if let step = GhostPen.cursorStep(for: key) {
            pen.moveCursor(dx: step.dx, dy: step.dy, within: GhostTraceGame.canvasSize)
        } else {
            switch key {
            case .character("s"): apply(.draw(.shake))
            case .character("u"): apply(.draw(.undo))
            case .enter:
                if let stroke = pen.lift() { apply(.draw(stroke)) }
                finishRound()
            case .character(" "):
                if let stroke = pen.spaceBar(now: now) { apply(.draw(stroke)) } else { say("pen down: move, then space") }
            case .character("q"), .escape, .interrupt:
                isAskingToLeave = true
                say("leave? an unfinished game is not recorded · y leaves · other keys: back")
            case .endOfInput:
                return .leave
            default:
                break
            }
        }
        return .goOn
    }

    private func handle(_ mouse: MouseEvent) {
        switch (mouse.kind, mouse.button) {
        case (.press, .left):
            if mouse.row == 0 {
                let buttons = buttonsFitting(columns: columns)
                if let tool = buttons.first(where: { $0.columns.contains(mouse.column) })?.tool { apply(.draw(.tap(tool))) }
            } else {
                pen.press(at: placement.point(column: mouse.column, line: mouse.row), now: now)
            }
        case (.drag, .left):
            pen.drag(to: placement.point(column: mouse.column, line: mouse.row))
        case (.release, _):
            if let stroke = pen.lift() { apply(.draw(stroke)) }
        default:
            break
        }
    }

    /// Scores the round: the finished round stays on show with its result.
    private func finishRound() {
        let figure = game.figure
        let canvas = game.canvas
        do throws(GhostTraceError) {
            let (events, notice) = try session.apply(.done)
            if let notice { self.notice = notice }
            for case .result(let result) in events { shownResult = (figure, canvas, result) }
        } catch {
            say(error.description)
        }
    }

    private func apply(_ action: GhostTraceAction) {
        do throws(GhostTraceError) {
            let (events, _) = try session.apply(action)
            say(events.map(describe).joined(separator: " · "))
        } catch {
            say(error.description)
        }
    }

    /// A few words on an event, for the last line.
    private func describe(_ event: GhostTraceEvent) -> String {
        switch event {
        case .stroke(_, let stroke): stroke.tool == .eraser ? "erased" : "stroke \(stroke.number): \(stroke.tool) ink in \(GhostDrawError.seconds(stroke.tool.delay))"
        case .tool(_, let tool): tool.rawValue
        case .shake(_, let cleared): "shaken: \(cleared) cleared"
        case .undo(_, let stroke): "undid stroke \(stroke)"
        case .round, .figure, .result, .over: ""
        }
    }
}
