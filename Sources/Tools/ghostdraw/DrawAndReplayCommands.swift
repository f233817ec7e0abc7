import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaGameEngines

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
import ChromaTerminal
#endif

/// `ghostdraw [draw]`: the full-screen canvas.
struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw on a full-screen canvas (what ghostdraw does without a command).",
        discussion: """
            Mouse: press, drag and release to draw a stroke; click the palette to choose a tool. \
            Keys: 1 2 3 e red (appears after 1 s), blue (3 s), green (5 s), eraser (at once); \
            s shake; u undo; w save the event log; q quit. Quitting with unsaved changes saves them \
            to the --log file when one is named, and asks otherwise. Without a mouse (or with \
            --no-mouse), the arrow keys move a cursor and space puts the pen down and lifts it.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The canvas size in cells, WIDTHxHEIGHT (default: the window's).", valueName: "size"))
    var size: CanvasSize?

    @Option(name: .long, help: ArgumentHelp(
        "Save the event log to this file on w and on quitting (default: ghostdraw-YYYYMMDD-HHMMSS.ndjson here, on w, or on quitting if you say so).",
        valueName: "file"),
            completion: .file(extensions: ["ndjson"]))
    var log: String?

    @Flag(name: .long, help: "Do not ask the terminal for mouse reports: draw with the arrow keys and space.")
    var noMouse = false

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            Diagnostics(tool: "ghostdraw").emit(
                "the canvas needs a terminal: use ghostdraw repl to draw by commands, or render, replay, reveals for a log")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        let canvasSize = size ?? GhostCanvasScreen.size(
            columns: RawTerminalSession.columns(of: STDOUT_FILENO), rows: RawTerminalSession.rows(of: STDOUT_FILENO))
        let screen = GhostCanvasScreen(
            size: canvasSize, logPath: log ?? GhostCanvasScreen.defaultLogName(), logIsNamed: log != nil, usesMouse: !noMouse,
            mode: TerminalColorMode.current(colorOptions.color))
        throw ExitCode(screen.run().rawValue)
    }
}

/// `ghostdraw replay`: a log played back in real time on the terminal.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a log back in real time on the terminal.",
        discussion: """
            Keys come from the terminal, so the log may come on standard input. The last picture stays \
            until a key is pressed; q or Esc stops the replay earlier.
            """
    )

    @OptionGroup var input: LogInput

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Play this many times faster (0.1–100; default 1).", valueName: "x"),
            transform: NumberOption.number)
    var speed: Double = 1

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        guard speed >= 0.1, speed <= 100 else { throw NumberOption.outOfRange("--speed", ShortNumber.string(speed), expected: "a number from 0.1 to 100") }
    }

    func run() throws {
        let diagnostics = Diagnostics(tool: "ghostdraw")
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0, isatty(STDOUT_FILENO) == 1 else {
            diagnostics.emit("replay needs a terminal; render --at SECONDS draws one moment of a log")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        defer { close(terminal) }
        let reading = try input.read(diagnostics: diagnostics)
        let status = GhostReplayScreen(canvas: reading.canvas, speed: speed, mode: TerminalColorMode.current(colorOptions.color))
            .run(input: terminal)
        throw ExitCode((reading.failure ?? status).rawValue)
    }
}
