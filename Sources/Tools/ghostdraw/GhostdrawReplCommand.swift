import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaGames

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
import ChromaTerminal
#endif

extension SessionClock.Mode: NamedArgumentValue {}

/// `ghostdraw repl`: drawing by typed commands, at a prompt or from a script.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Draw by typing commands: tool blue, stroke 3,4 10,4, wait 2.5, show, save, export.",
        discussion: """
            Commands: tool, tap, stroke, line, rect, erase, toggle, shake, undo, wait, show, status, \
            save, load, export, help [COMMAND], quit. Points are x,y in cells from the top left. \
            Session time is real time plus every wait (--clock real, the default at a terminal), or \
            the waits alone (--clock manual, the default when commands are piped in, so a script \
            draws the same log every time); wait never sleeps. \
            At a terminal the exit status is 0. Commands piped in run without a prompt; an error \
            names the line (ghostdraw: line N: MESSAGE), the script goes on, and the exit status \
            is 1 if any command failed. A --load file that cannot be read ends ghostdraw at once \
            (status 66); one with a bad line is loaded up to that line.
            """
    )

    @Option(name: .long, help: ArgumentHelp(
        "Draw on a canvas of this size in cells, WIDTHxHEIGHT (default 80x48); logs loaded later are drawn on it too.",
        valueName: "size"))
    var size: CanvasSize?

    @Option(name: .long, help: ArgumentHelp(
        "real (real time plus waits) or manual (waits only); default real at a terminal, manual for piped commands.",
        valueName: "clock"))
    var clock: SessionClock.Mode?

    @Option(name: .long, help: ArgumentHelp("Start from this saved event log, as the load command does.", valueName: "file"),
            completion: .file(extensions: ["ndjson", "jsonl", "json"]))
    var load: String?

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let interactive = isatty(STDIN_FILENO) == 1
        let session = GhostDrawREPL(
            size: size,
            clock: SessionClock(mode: clock ?? (interactive ? .real : .manual)),
            screenColors: TerminalColorMode.current(colorOptions.color),
            fileColor: colorOptions.color)
        var loadFailed = false
        if let load {
            switch session.load(load, io: REPLOutput(tool: GhostDrawREPL.tool)) {
            case .loaded: break
            case .loadedUpToBadLine: loadFailed = true
            case .notLoaded(let status): throw ExitCode(status.rawValue)
            }
        }
        let status = session.run(interactive: interactive)
        throw ExitCode(!interactive && loadFailed && status == 0 ? ExitStatus.someRecordsFailed.rawValue : status)
    }
}
