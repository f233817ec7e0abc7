import Glibc
import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaRuntime
import ChromaTerminal
import ChromaImages

/// `ghostdraw`: draw in colors that appear only after a delay.
struct Ghostdraw: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ghostdraw",
        abstract: "Draw in colors that appear only after a delay: red 1 s, blue 3 s, green 5 s.",
        discussion: """
            On a terminal, ghostdraw opens a full-screen canvas: drag the mouse to draw, click the \
            palette or press 1 2 3 e for red, blue, green and the eraser, s shakes the canvas clear, \
            u undoes, w saves the session's event log, q quits. Every session is an NDJSON event log \
            that render, replay and reveals read (see ghostdraw(1)). trace is the game: trace a faint \
            figure with the ghost ink, scored and kept on a leaderboard.
            """,
        version: ChromaTools.version,
        subcommands: [Draw.self, Repl.self, Render.self, Replay.self, Reveals.self, Trace.self],
        defaultSubcommand: Draw.self
    )

}

extension CanvasSize: ExpressibleByArgument {
    /// Reads `--size WxH`.
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}

/// The options that name a log to read: a file, or standard input.
struct LogInput: ParsableArguments {
    @Argument(help: ArgumentHelp("The event log to read (default: standard input).", valueName: "log"),
              completion: .file(extensions: ["ndjson", "jsonl", "json"]))
    var log: String?

    @Option(name: .long, help: ArgumentHelp(
        "Draw on a canvas of this size in cells, WIDTHxHEIGHT (default: the log's, else 80x48).", valueName: "size"))
    var size: CanvasSize?

    /// Reads the log, reporting a bad line; refuses a terminal as standard input, and ends the command when the log cannot be read at all.
    ///
    /// A bad line leaves the valid prefix to work with (`failure` is 65);
    /// a file that cannot be opened or read ends the command with 66 or 74.
    func read(diagnostics: Diagnostics) throws -> GhostLogReading {
        if log == nil || log == "-", isatty(STDIN_FILENO) == 1 {
            diagnostics.emit("reading an event log from the terminal: give a file, or redirect one (< session.ndjson)")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
        let reading = GhostLogFile.read(path: log, size: size, diagnostics: diagnostics)
        if let failure = reading.failure, failure != .dataError { throw ExitCode(failure.rawValue) }
        return reading
    }
}

/// `ghostdraw render`: the picture a log shows at a time, as terminal text, SVG or PNG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw what a log shows at a time, as terminal text, SVG or PNG.",
        discussion: """
            Without --at, the final picture: the log's end, once every pending stroke has appeared. \
            A bad line stops the reading with a message naming it; the lines before it still render, \
            and the exit status is 65.
            """
    )

    @OptionGroup var input: LogInput

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The time in seconds from the start of the log.", valueName: "seconds"),
            transform: NumberOption.number)
    var at: Double?

    @Option(name: .long, help: ArgumentHelp(
        "ansi, svg or png (default: from the --output name, else ansi).", valueName: "format"))
    var format: GhostPictureFormat?

    @OptionGroup var output: OutputFileOption<GhostPictureFormat>

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Image pixels per canvas cell in SVG and PNG, 1–\(GhostPictureOutput.maximumScale).", valueName: "n"))
    var scale: Int = GhostPictureOutput.defaultScale

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        if let at, !(at >= 0 && at.isFinite) { throw NumberOption.outOfRange("--at", ShortNumber.string(at), expected: "a number of seconds ≥ 0") }
        guard (1...GhostPictureOutput.maximumScale).contains(scale) else {
            throw NumberOption.outOfRange("--scale", "\(scale)", expected: "a whole number from 1 to \(GhostPictureOutput.maximumScale)")
        }
        _ = try output.format(asked: format)
    }

    func run() throws {
        let diagnostics = Diagnostics(tool: "ghostdraw")
        let reading = try input.read(diagnostics: diagnostics)
        let canvas = reading.canvas
        let picture = canvas.picture(at: at ?? canvas.settledTime)

        let format = try output.format(asked: format) ?? .ansi
        let failure = OutputDestination.write(to: output.file, binary: format == .png, diagnostics: diagnostics) { (out) throws(ImageWriteError) in
            // Colored where the text goes to a terminal, by the rule of chromatools(7), TERMINAL COLOR.
            let mode = TerminalColorMode.current(colorOptions.color, descriptor: out.descriptor)
            try GhostPictureOutput.write(picture, format: format, scale: scale, mode: mode, to: &out)
        }
        let status = failure ?? reading.failure ?? .success
        throw ExitCode(status.rawValue)
    }
}

/// `ghostdraw reveals`: when each stroke of a log appears.
struct Reveals: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reveals",
        abstract: "Print when each stroke of a log appears, as NDJSON.",
        discussion: """
            One record per stroke that appears, in the order they appear: \
            {"event":"reveal","stroke":N,"tool":"red","at":3.2}. N counts strokes from 1 in log order; \
            a stroke that a shake or an undo took away before its time never appears, nor does the eraser.
            """
    )

    @OptionGroup var input: LogInput

    func run() throws {
        let diagnostics = Diagnostics(tool: "ghostdraw")
        let reading = try input.read(diagnostics: diagnostics)
        let text = GhostDrawLog.reveals(of: reading.canvas).map { $0.record + "\n" }.joined()
        var status = reading.failure ?? .success
        var out = DescriptorOutput(descriptor: STDOUT_FILENO)
        do throws(ImageWriteError) {
            try out.write(text)
        } catch {
            if error != .closed {
                diagnostics.emit("cannot write: \(error)")
                status = error.exitStatus
            }
        }
        throw ExitCode(status.rawValue)
    }
}

/// ghostdraw, as the chromatools executable runs it: by that name, or as `chromatools ghostdraw …`.
public let ghostdrawTool = ToolEntry(name: "ghostdraw", summary: Ghostdraw.configuration.abstract) { arguments in
    CommandMain.run(Ghostdraw.self, tool: "ghostdraw", defaultCommand: "draw", arguments: arguments)
}
