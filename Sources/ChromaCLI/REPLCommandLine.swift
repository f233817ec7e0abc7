import ArgumentParser
import ChromaTerminal

/// A REPL command read as its command-line form reads it: by swift-argument-parser, with the same options,
/// checks and messages, so that a REPL needs no reader of its own for them.
///
/// `adjust --lighten 0.1 tomato` typed at colorconv's prompt is parsed as
/// `colorconv adjust --lighten 0.1 tomato` is. What the parser would print
/// before ending the process is said instead, and the REPL goes on: `--help`
/// prints the command's help, and a usage error is one line on standard
/// error, naming a misspelled option as `CommandMain` does.
public enum REPLCommandLine {
    /// The command `words` make under `root`, or nil when they make none of type `Command` (the help was shown or the error said).
    public static func parse<Root: ParsableCommand, Command: ParsableCommand>(
        _ words: [String], root: Root.Type, as type: Command.Type, io: REPLOutput
    ) -> Command? {
        do {
            var parsed = try root.parseAsRoot(words)
            if let command = parsed as? Command { return command }
            // `--help` makes the parser's help command, which throws the help to show.
            try parsed.run()
            return nil
        } catch {
            report(error, root: root, words: words, io: io)
            return nil
        }
    }

    /// Says what an error of parsing or running a command means: help on standard output, else one error line.
    ///
    /// An `ExitCode` says nothing: the command that threw it has said what went wrong.
    public static func report<Root: ParsableCommand>(_ error: Error, root: Root.Type, words: [String] = [], io: REPLOutput) {
        if error is ExitCode { return }
        let status = root.exitCode(for: error)
        if status == .success {
            for line in root.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false) {
                io.print(String(line))
            }
            return
        }
        var message = root.message(for: error)
        if status == .validationFailure, let unknown = UnknownOptionCheck.message(for: words, root: root) {
            message = unknown
        }
        io.error(String(message.prefix { $0 != "\n" }))
    }

    /// The `--long` options of `command`, a command under `root`, for completion.
    public static func longOptions<Root: ParsableCommand>(of command: ParsableCommand.Type, root: Root.Type) -> [String] {
        UnknownOptionCheck.longOptions(inHelp: root.helpMessage(for: command, columns: 200)).sorted()
    }
}
