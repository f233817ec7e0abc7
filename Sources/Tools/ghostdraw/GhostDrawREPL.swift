// `ghostdraw repl`: drawing by typed commands, on the shared REPL.
//
// The session holds one GhostDraw engine and a session clock. Every drawing
// command becomes one engine action applied at the session time, so the
// REPL adds no rules of its own: a refused action prints the engine's reason
// and leaves the state as it was. What the REPL adds is time and words.
//
// Time. Session time is the real time since the session started plus all the
// time skipped with `wait` (`--clock real`, the default at a terminal), or
// only the skipped time (`--clock manual`, the default for piped commands, so
// that a script draws the same log every time). `wait` never sleeps: it moves
// session time forward and says which strokes appeared meanwhile. Readings
// are whole milliseconds, as the engine and the log keep them. A stroke typed
// as a list of points has no duration: it starts and ends at the session
// time, and its delay counts from then.
//
// Words. Points are `x,y` in whole cells from the top left; points off the
// canvas are kept in the log and clipped when drawn, as every stroke is. A
// stroke of one point is a dot. `save`, `load` and `export` go through
// GhostLogFile, so a saved session is the same log the other commands read,
// and `export` writes what `ghostdraw render --at T` writes for that log at
// the same time T.
//
// Input from a pipe or a file runs without readline (REPL.runScript): no
// prompt, no echo, errors as `ghostdraw: line N: MESSAGE`, exit status 1 when
// some command failed.

import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaGames
import ChromaRuntime
import ChromaTerminal
import ChromaImages

/// A ghostdraw drawing session driven by typed commands: the engine, its session clock, and the REPL's commands.
public final class GhostDrawREPL {
    /// The tool name: the prompt, error prefixes and the history file.
    public static let tool = "ghostdraw"
    /// The longest `wait`, in seconds.
    public static let longestWait = 3600.0

    /// The drawing.
    public private(set) var engine: GhostDraw
    /// The session clock (its mode is `--clock`).
    public let clock: SessionClock
    /// The canvas size asked for with `--size`; nil keeps a loaded log's own.
    private let sizeOption: CanvasSize?
    /// Colors for `show`, on standard output.
    private let screenColors: TerminalColorMode
    /// `--color`, for `export` to a `.ans` file: colored where the file is a terminal (chromatools(7), TERMINAL COLOR).
    private let fileColor: ColorChoice
    /// The shared REPL, made once the session exists (its commands call back into it).
    private lazy var repl: REPL = makeREPL()

    /// A blank canvas of `size` (80x48 without one) at session time 0.
    ///
    /// - Parameters:
    ///   - size: the canvas size, also used for every log loaded later; nil
    ///     draws on 80x48 and lets a loaded log keep its own size.
    ///   - clock: the session clock.
    ///   - screenColors: how `show` colors the picture.
    ///   - fileColor: the `--color` that `export` colors a `.ans` file by.
    public init(size: CanvasSize? = nil, clock: SessionClock, screenColors: TerminalColorMode, fileColor: ColorChoice) {
        self.sizeOption = size
        self.engine = GhostDraw(GhostDraw.Configuration(size: size ?? .standard))
        self.clock = clock
        self.screenColors = screenColors
        self.fileColor = fileColor
    }

    /// The session time now, in whole milliseconds as the engine and the log keep it.
    public var now: Double { GhostDraw.quantized(clock.now) }

    /// Reads commands until `quit` or the end of input; returns the exit status.
    ///
    /// With `interactive`, a readline prompt with history and completion
    /// (status 0); otherwise the lines of standard input as a script (status 1
    /// when some command failed, see `REPL.runScript`).
    public func run(interactive: Bool) -> Int32 {
        interactive ? repl.run() : repl.runScript()
    }

    /// Runs one command line as if it were typed; false when it was `quit` or `exit`.
    @discardableResult
    public func perform(_ line: String, io: REPLOutput) -> Bool {
        repl.perform(line, io: io) == .proceed
    }

    /// The completions the prompt offers for `word`, given the text before it.
    public func completionCandidates(lineBeforeWord: String, word: String) -> [String] {
        repl.completionCandidates(lineBeforeWord: lineBeforeWord, word: word)
    }

    /// The prompt: the tool, the session time to a tenth of a second and the current tool, e.g. `ghostdraw 3.2s red> `.
    public var prompt: String {
        "\(GhostDrawREPL.tool) \(ShortNumber.string(now, precision: 1))s \(engine.tool)> "
    }

    /// The status line now: session time and the engine's summary, e.g. `7.5s · blue · 3 strokes · 1 waiting`.
    public var statusLine: String { statusLine(at: now) }

    /// The status line at session time `time`.
    public func statusLine(at time: Double) -> String {
        GhostDrawError.seconds(time) + " · " + engine.summary(at: time)
    }

    // MARK: Loading

    /// How a `load` went.
    public enum LoadOutcome: Sendable, Equatable {
        /// The whole log was loaded.
        case loaded
        /// A bad line stopped the reading; the events before it were loaded.
        case loadedUpToBadLine
        /// The file could not be read; the session is unchanged. The status says why (66 no such file, 74 a read error).
        case notLoaded(ExitStatus)
    }

    /// Replaces the session by the log at `path`, drawn on `--size` if one was given, else on the log's size.
    ///
    /// Session time then continues from the log's last event. A bad line is
    /// reported as `PATH: line N: MESSAGE` and the events before it are kept;
    /// a file that cannot be read changes nothing.
    @discardableResult
    public func load(_ path: String, io: REPLOutput) -> LoadOutcome {
        guard path != "-" else {
            io.error("load reads a file, not standard input: give a file name")
            return .notLoaded(.usage)
        }
        let diagnostics = Diagnostics(tool: GhostDrawREPL.tool) { io.error($0) }
        diagnostics.inputName = path
        let reading = GhostLogFile.read(path: path, size: sizeOption, fallback: .standard, diagnostics: diagnostics)
        if let failure = reading.failure, failure != .dataError {
            return .notLoaded(failure)
        }
        engine = reading.canvas
        clock.set(to: engine.time)
        let count = engine.history.count
        let events = count == 1 ? "1 event" : "\(count) events"
        let partly = reading.failure == nil ? "" : ", up to its bad line"
        io.print("loaded \(events) from \(path)\(partly): \(engine.size) canvas, time \(GhostDrawError.seconds(now))")
        return reading.failure == nil ? .loaded : .loadedUpToBadLine
    }

    // MARK: Commands

    private func makeREPL() -> REPL {
        REPL(
            tool: GhostDrawREPL.tool,
            promptProvider: { [unowned self] in prompt },
            commands: commands,
            fallbackHelp: "Points are x,y in cells from the top left, e.g. 3,4; times are seconds of session time.",
            completions: { before, _ in
                let words = REPL.words(in: before)
                guard words.count == 1, words[0] == "tool" || words[0] == "tap" else { return [] }
                return GhostTool.allCases.map(\.rawValue)
            },
            completesFileNames: { before in
                let words = REPL.words(in: before)
                return words.count == 1 && ["save", "load", "export"].contains(words[0])
            },
            fallback: { line, io in
                let name = REPL.words(in: line).first ?? line
                io.error("unknown command \(Diagnostics.quote(name)); type help for the commands")
            }
        )
    }

    private var commands: [REPLCommand] {
        [
            REPLCommand(
                name: "tool", usage: "tool red|blue|green|eraser", summary: "choose what the next strokes draw with",
                help: """
                    Red strokes appear 1 s after they are drawn, blue 3 s, green 5 s; the eraser \
                    acts at once. Choosing a tool never touches strokes still waiting: each keeps \
                    its own color and time. Unlike tap, tool does not count toward the palette's secret.
                    """
            ) { [unowned self] arguments, io in
                guard arguments.count == 1 else { return usageError("tool red|blue|green|eraser", io) }
                guard let tool = readTool(arguments[0], io) else { return }
                guard apply(.tool(tool), io) != nil else { return }
                io.print("tool: \(engine.tool)")
            },
            REPLCommand(
                name: "tap", usage: "tap red|blue|green|eraser", summary: "tap a palette button: chooses that tool",
                help: "Like tool, but as a tap on the palette, which the original app had a secret for."
            ) { [unowned self] arguments, io in
                guard arguments.count == 1 else { return usageError("tap red|blue|green|eraser", io) }
                guard let tool = readTool(arguments[0], io), let events = apply(.tap(tool), io) else { return }
                io.print("tool: \(engine.tool)")
                if events.contains(.toggleRevealed) {
                    io.print("the delay toggle is revealed: type toggle")
                }
            },
            REPLCommand(
                name: "stroke", usage: "stroke X,Y [X,Y…]", summary: "draw a polyline with the current tool",
                help: """
                    The points are joined by straight lines; one point is a dot. Points off the \
                    canvas are clipped. The stroke is drawn at once: its delay counts from now.
                    """
            ) { [unowned self] arguments, io in
                guard !arguments.isEmpty else { return usageError("stroke X,Y [X,Y…]", io) }
                guard let points = readPoints(arguments, io) else { return }
                draw(.stroke(points: points, tool: nil, radius: nil, start: nil), io)
            },
            REPLCommand(
                name: "line", usage: "line X1,Y1 X2,Y2", summary: "draw a straight line with the current tool"
            ) { [unowned self] arguments, io in
                guard arguments.count == 2 else { return usageError("line X1,Y1 X2,Y2", io) }
                guard let points = readPoints(arguments, io) else { return }
                draw(.stroke(points: points, tool: nil, radius: nil, start: nil), io)
            },
            REPLCommand(
                name: "rect", usage: "rect X1,Y1 X2,Y2", summary: "draw a rectangle's outline with the current tool",
                help: "The outline through the two opposite corners, drawn as one closed stroke."
            ) { [unowned self] arguments, io in
                guard arguments.count == 2 else { return usageError("rect X1,Y1 X2,Y2", io) }
                guard let corners = readPoints(arguments, io) else { return }
                let (a, b) = (corners[0], corners[1])
                let outline = [a, GhostPoint(x: b.x, y: a.y), b, GhostPoint(x: a.x, y: b.y), a]
                draw(.stroke(points: outline, tool: nil, radius: nil, start: nil), io)
            },
            REPLCommand(
                name: "erase", usage: "erase X,Y [RADIUS]", summary: "erase around a point, keeping the current tool",
                help: """
                    Erases the cells within RADIUS cells of the point (default \(GhostTool.eraser.defaultRadius), \
                    at most \(GhostRaster.maximumRadius)) that show now. Strokes still waiting are not touched: \
                    they appear later, over the erased place.
                    """
            ) { [unowned self] arguments, io in
                guard arguments.count == 1 || arguments.count == 2 else { return usageError("erase X,Y [RADIUS]", io) }
                guard let points = readPoints([arguments[0]], io) else { return }
                var radius: Int?
                if arguments.count == 2 {
                    guard let value = Int(arguments[1]), (0...GhostRaster.maximumRadius).contains(value) else {
                        return io.error("bad radius \(Diagnostics.quote(arguments[1])): a whole number of cells from 0 to \(GhostRaster.maximumRadius)")
                    }
                    radius = value
                }
                draw(.stroke(points: points, tool: .eraser, radius: radius, start: nil), io)
            },
            REPLCommand(
                name: "toggle", usage: "toggle", summary: "turn the delays off or back on, once revealed",
                help: "Refused until the toggle has been revealed. A stroke keeps the delay it was drawn with."
            ) { [unowned self] arguments, io in
                guard arguments.isEmpty else { return usageError("toggle", io) }
                guard let events = apply(.toggle, io) else { return }
                for case .delays(let on) in events { io.print(on ? "delay on" : "delay off") }
            },
            REPLCommand(
                name: "shake", usage: "shake", summary: "clear the canvas and every stroke still waiting"
            ) { [unowned self] arguments, io in
                guard arguments.isEmpty else { return usageError("shake", io) }
                guard let events = apply(.shake, io) else { return }
                for case .shook(let cleared) in events {
                    io.print(cleared.count == 1 ? "cleared 1 stroke" : "cleared \(cleared.count) strokes")
                }
            },
            REPLCommand(
                name: "undo", usage: "undo", summary: "take back the last stroke, shown or waiting",
                help: "Undoing an erasure brings back what it erased."
            ) { [unowned self] arguments, io in
                guard arguments.isEmpty else { return usageError("undo", io) }
                guard let events = apply(.undo, io) else { return }
                for case .undid(let stroke) in events { io.print("took back \(name(of: stroke))") }
            },
            REPLCommand(
                name: "wait", usage: "wait SECONDS", summary: "move session time forward and say what appeared",
                help: """
                    Never sleeps: session time jumps SECONDS forward (above 0, at most \(Int(GhostDrawREPL.longestWait))), \
                    and each stroke that appeared meanwhile is listed. Session time is real time plus every \
                    wait (--clock real, the default at a terminal) or the waits alone (--clock manual, the \
                    default for piped commands).
                    """
            ) { [unowned self] arguments, io in
                guard arguments.count == 1 else { return usageError("wait SECONDS", io) }
                guard let seconds = Double(arguments[0]), seconds.isFinite, seconds > 0, seconds <= GhostDrawREPL.longestWait else {
                    return io.error("bad time \(Diagnostics.quote(arguments[0])): a number of seconds above 0 and at most \(Int(GhostDrawREPL.longestWait))")
                }
                wait(seconds, io)
            },
            REPLCommand(
                name: "show", usage: "show", summary: "print the picture visible now, under the status line",
                help: "Two canvas cells per character, upper above lower. Strokes still waiting do not show."
            ) { [unowned self] arguments, io in
                guard arguments.isEmpty else { return usageError("show", io) }
                let time = now
                io.print(statusLine(at: time))
                for line in GhostPictureOutput.ansiLines(engine.picture(at: time), mode: screenColors) { io.print(line) }
            },
            REPLCommand(
                name: "status", usage: "status", summary: "the session time, the tool and the strokes"
            ) { [unowned self] arguments, io in
                guard arguments.isEmpty else { return usageError("status", io) }
                io.print(statusLine)
            },
            REPLCommand(
                name: "save", usage: "save FILE", summary: "save the session's event log (NDJSON)",
                help: "The log that ghostdraw render, replay and reveals read, and load reads back."
            ) { [unowned self] arguments, io in
                guard arguments.count == 1 else { return usageError("save FILE", io) }
                do throws(FileOutputError) {
                    try GhostLogFile.save(engine, to: arguments[0])
                    let count = engine.history.count
                    io.print("saved \(count == 1 ? "1 event" : "\(count) events") to \(arguments[0])")
                } catch {
                    io.error(error.description)
                }
            },
            REPLCommand(
                name: "load", usage: "load FILE", summary: "replace the session by a saved event log",
                help: """
                    The canvas takes the log's size (or --size), and session time goes on from the log's \
                    last event. A bad line is reported and the events before it are kept.
                    """
            ) { [unowned self] arguments, io in
                guard arguments.count == 1 else { return usageError("load FILE", io) }
                load(arguments[0], io: io)
            },
            REPLCommand(
                name: "export", usage: "export FILE.svg|.png|.ans", summary: "write the picture visible now to a file",
                help: """
                    The format follows the extension: .svg, .png (\(GhostPictureOutput.defaultScale) pixels \
                    per cell, on white) or .ans (terminal text). The same file as ghostdraw render --at NOW \
                    of the saved log.
                    """
            ) { [unowned self] arguments, io in
                guard arguments.count == 1 else { return usageError("export FILE.svg|.png|.ans", io) }
                let time = now
                do throws(GhostLogFile.ExportError) {
                    try GhostLogFile.export(engine.picture(at: time), to: arguments[0], color: fileColor)
                    io.print("exported the picture at \(GhostDrawError.seconds(time)) to \(arguments[0])")
                } catch {
                    io.error(error.description)
                }
            },
        ]
    }

    // MARK: Doing

    /// Applies an action at the session time; prints the engine's refusal and returns nil when it is refused.
    private func apply(_ action: GhostDrawAction, _ io: REPLOutput) -> [GhostDrawEvent]? {
        do throws(GhostDrawError) {
            return try engine.apply(action, at: now)
        } catch {
            io.error(error.description)
            return nil
        }
    }

    /// Draws a stroke and says when it appears (an erasure: that it happened).
    private func draw(_ action: GhostDrawAction, _ io: REPLOutput) {
        guard let events = apply(action, io) else { return }
        for case .drew(let stroke) in events {
            let offCanvas = stroke.cells(on: engine.size).isEmpty ? " (all of it off the canvas)" : ""
            if stroke.tool == .eraser {
                io.print("erased at \(GhostDrawError.seconds(stroke.end))\(offCanvas)")
            } else if stroke.appearsAt > stroke.end {
                io.print("\(name(of: stroke)): appears at \(GhostDrawError.seconds(stroke.appearsAt))\(offCanvas)")
            } else {
                io.print("\(name(of: stroke)): shown at once, the delay is off\(offCanvas)")
            }
        }
    }

    /// Moves session time forward and lists the strokes that appeared meanwhile, in the order they appeared.
    private func wait(_ seconds: Double, _ io: REPLOutput) {
        let before = now
        clock.skip(seconds)
        let after = now
        let appeared = engine.strokes
            .filter { $0.tool != .eraser && $0.appearsAt > before && $0.appearsAt <= after }
            .sorted { ($0.appearsAt, $0.number) < ($1.appearsAt, $1.number) }
        for stroke in appeared {
            io.print("\(name(of: stroke)) appeared at \(GhostDrawError.seconds(stroke.appearsAt))")
        }
        let waiting = engine.pendingStrokes(at: after).count
        io.print("now \(GhostDrawError.seconds(after))" + (waiting > 0 ? " · \(waiting) waiting" : ""))
    }

    /// `stroke 3 (blue)`.
    private func name(of stroke: GhostStroke) -> String {
        "stroke \(stroke.number) (\(stroke.tool))"
    }

    // MARK: Reading words

    /// A tool by name, or nil after an error naming the word.
    private func readTool(_ word: String, _ io: REPLOutput) -> GhostTool? {
        guard let tool = GhostTool(rawValue: word) else {
            io.error("unknown tool \(Diagnostics.quote(word)): the tools are \(GhostTool.nameList)")
            return nil
        }
        return tool
    }

    /// Points written `x,y`, or nil after an error naming the first bad word.
    private func readPoints(_ words: [String], _ io: REPLOutput) -> [GhostPoint]? {
        var points: [GhostPoint] = []
        for word in words {
            guard let point = GhostDrawREPL.point(word) else {
                io.error("bad point \(Diagnostics.quote(word)): write x,y in whole cells, e.g. 3,4 (at most \(Int(GhostDrawLog.coordinateLimit)) off the canvas)")
                return nil
            }
            points.append(point)
        }
        return points
    }

    /// Reads `x,y`: two whole numbers within the log's coordinate limit, so every point drawn can be saved and loaded back.
    static func point(_ word: String) -> GhostPoint? {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
        let limit = Int(GhostDrawLog.coordinateLimit)
        guard (-limit...limit).contains(x), (-limit...limit).contains(y) else { return nil }
        return GhostPoint(x: x, y: y)
    }

    /// Reports a call with the wrong number of words.
    private func usageError(_ usage: String, _ io: REPLOutput) {
        io.error("usage: " + usage)
    }
}
