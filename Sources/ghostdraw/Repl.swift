import ArgumentParser
import ChromaCLI

/// `ghostdraw repl`: not built yet.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl", abstract: "Draw by typing commands (not built yet).")
    func run() throws { throw ExitCode(ExitStatus.usage.rawValue) }
}
