import ArgumentParser
import ChromaCLI

/// `ghostdraw draw`: not built yet.
struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "draw", abstract: "The mouse canvas (not built yet).")
    func run() throws { throw ExitCode(ExitStatus.usage.rawValue) }
}

/// `ghostdraw replay`: not built yet.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay", abstract: "Play a log back (not built yet).")
    func run() throws { throw ExitCode(ExitStatus.usage.rawValue) }
}
