// The REPL every interactive tool shares: it owns the list of commands, the
// built-ins (`help`, `help CMD`, `quit`, `exit`), the choice of what a typed
// line means and which words complete where. Reading keys, history and
// signals belong to GNU readline and live in REPL+Readline.swift and
// REPLHistory.swift; this file holds what can be reasoned about without a
// terminal.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// A line-oriented read–eval–print loop over GNU readline, shared by the tools.
///
/// A line whose first word names a command runs that command with the
/// remaining words; any other non-blank line goes to `fallback` (for example,
/// a color to show). Blank lines are ignored.
public final class REPL {
    /// The tool name: it opens the default prompt, prefixes errors and names the history file.
    public let tool: String
    /// The text shown before each line, unless `promptProvider` gives one.
    public let prompt: String
    /// Makes the prompt afresh before each line (a game shows its state there: `bullseye 3/10 · 412> `).
    let promptProvider: (() -> String)?

    /// The prompt for the next line.
    var currentPrompt: String { promptProvider?() ?? prompt }
    /// The tool's own commands, in the order `help` lists them.
    public let commands: [REPLCommand]
    /// A line `help` prints after the command list to say what any other line does; may be empty.
    public let fallbackHelp: String

    /// What leaving now would lose (a game that will not be recorded); said when a signal ends the REPL. `nil` when nothing.
    let leavingNotice: (() -> String?)?

    /// The line Ctrl-C on an empty line prints: how to leave, and what leaving would lose.
    var leavingHint: String {
        let ways = "(to leave: Ctrl-C again, Ctrl-D or quit"
        return leavingNotice?() == nil ? ways + ")" : ways + "; the game under way would not be recorded)"
    }

    let completions: (_ lineBeforeWord: String, _ word: String) -> [String]
    /// Whether the word after `lineBeforeWord` is a file name, completed from the file system by readline.
    let completesFileNames: (_ lineBeforeWord: String) -> Bool
    let fallback: (_ line: String, _ io: REPLOutput) -> Void
    let output: REPLOutput

    /// Names of the commands the REPL itself provides; a tool command with one of these names is never reached.
    public static let builtInCommandNames = ["help", "quit", "exit"]

    /// Makes a REPL for `tool` with its commands, word completions and the handler for other lines.
    ///
    /// - Parameters:
    ///   - tool: the tool name, e.g. `colorconv`.
    ///   - prompt: the prompt; `nil` means `TOOL> `.
    ///   - commands: the tool's commands; `help`, `quit` and `exit` are added by the REPL.
    ///   - fallbackHelp: what `help` says about lines that are not commands, e.g.
    ///     `Anything else is read as a color.`; empty to say nothing.
    ///   - completions: candidates for the word being completed, given the text
    ///     before it (without the word's opening quote, if any) and the word so
    ///     far. For the first word they are offered beside the command names.
    ///     Only candidates that start with the word are kept, so returning every
    ///     candidate is fine.
    ///   - completesFileNames: whether the word after the given text is a file
    ///     name (`save FILE`), completed from the file system instead of by `completions`.
    ///   - fallback: runs a trimmed non-blank line that does not start with a command name.
    ///   - promptProvider: when given, makes the prompt before each line instead of `prompt`.
    ///   - leavingNotice: when given, says what leaving now would lose; Ctrl-C
    ///     on an empty line warns of it, and SIGTERM or SIGHUP print it before exiting.
    public init(
        tool: String,
        prompt: String? = nil,
        promptProvider: (() -> String)? = nil,
        leavingNotice: (() -> String?)? = nil,
        commands: [REPLCommand],
        fallbackHelp: String = "",
        completions: @escaping (_ lineBeforeWord: String, _ word: String) -> [String],
        completesFileNames: @escaping (_ lineBeforeWord: String) -> Bool = { _ in false },
        fallback: @escaping (_ line: String, _ io: REPLOutput) -> Void
    ) {
        self.tool = tool
        self.prompt = prompt ?? tool + "> "
        self.promptProvider = promptProvider
        self.leavingNotice = leavingNotice
        self.commands = commands
        self.fallbackHelp = fallbackHelp
        self.completions = completions
        self.completesFileNames = completesFileNames
        self.fallback = fallback
        self.output = REPLOutput(tool: tool)
    }

    /// Whether stdin and stdout are both terminals, the condition for starting a REPL by default.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
    }

    // MARK: Running one line

    /// What the loop should do after a line.
    package enum LineOutcome: Equatable {
        /// Read the next line.
        case proceed
        /// Leave the loop.
        case quit
    }

    /// Runs one typed line: a built-in, a command, or the fallback; blank lines do nothing.
    package func perform(_ line: String, io: REPLOutput) -> LineOutcome {
        let words = REPL.words(in: line)
        guard let first = words.first else { return .proceed }
        let arguments = Array(words.dropFirst())

        switch first {
        case "quit", "exit":
            return .quit
        case "help":
            if let topic = arguments.first {
                explain(topic, io: io)
            } else {
                listCommands(io: io)
            }
            return .proceed
        default:
            if let command = commands.first(where: { $0.name == first }) {
                command.run(arguments, io)
            } else {
                fallback(REPL.trimmingWhitespace(line), io)
            }
            return .proceed
        }
    }

    // MARK: Help

    /// The usage and summary of every command, built-ins included, in `help` order.
    var helpEntries: [(usage: String, summary: String)] {
        commands.filter { !REPL.builtInCommandNames.contains($0.name) }.map { ($0.usage, $0.summary) }
            + [
                ("help [COMMAND]", "list the commands, or explain one"),
                ("quit", "leave (also exit, or Ctrl-D)"),
            ]
    }

    /// Prints every command with its usage and summary in two aligned columns.
    func listCommands(io: REPLOutput) {
        let entries = helpEntries
        let width = min(entries.map { $0.usage.count }.max() ?? 0, 28)
        io.print("Commands:")
        for entry in entries {
            let padding = String(repeating: " ", count: max(width - entry.usage.count, 0))
            io.print("  " + entry.usage + padding + "  " + entry.summary)
        }
        if !fallbackHelp.isEmpty {
            io.print(fallbackHelp)
        }
    }

    /// Prints the usage and longer help of one command, or an error when there is no such command.
    func explain(_ name: String, io: REPLOutput) {
        switch name {
        case "help":
            io.print("usage: help [COMMAND]")
            io.print("Without a command, list all commands; with one, explain it.")
        case "quit", "exit":
            io.print("usage: " + name)
            io.print("Leave, saving the history. Ctrl-D on an empty line does the same.")
        default:
            guard let command = commands.first(where: { $0.name == name }) else {
                io.error("no command named '\(name)'; type help for the list")
                return
            }
            io.print("usage: " + command.usage)
            io.print(command.help.isEmpty ? command.summary : command.help)
        }
    }

    // MARK: Completion

    /// The sorted, distinct candidates for completing `word`, given the text before it.
    package func completionCandidates(lineBeforeWord: String, word: String) -> [String] {
        let earlierWords = REPL.words(in: lineBeforeWord)
        var pool: [String]
        if earlierWords.isEmpty {
            pool = commands.map(\.name) + REPL.builtInCommandNames + completions(lineBeforeWord, word)
        } else if earlierWords == ["help"] {
            pool = commands.map(\.name) + REPL.builtInCommandNames
        } else {
            pool = completions(lineBeforeWord, word)
        }
        pool = pool.filter { $0.hasPrefix(word) }
        var seen = Set<String>()
        return pool.filter { seen.insert($0).inserted }.sorted()
    }

    // MARK: Helpers

    /// The line without leading and trailing whitespace.
    static func trimmingWhitespace(_ line: String) -> String {
        guard let start = line.firstIndex(where: { !$0.isWhitespace }),
            let end = line.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(line[start...end])
    }
}
