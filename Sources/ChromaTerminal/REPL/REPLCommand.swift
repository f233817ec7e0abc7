// The vocabulary a tool hands to the REPL: the commands it understands and the
// two channels a command writes to. A command never touches readline or the
// terminal itself; it gets its arguments already split into words and an
// output that keeps results on stdout and errors on stderr.

/// One command a REPL understands, such as `to SPACE[,SPACE…]`.
public struct REPLCommand {
    /// The word that starts the command, e.g. `to`.
    public var name: String
    /// How to call it, shown by `help`, e.g. `to SPACE[,SPACE…]`.
    public var usage: String
    /// One line describing the command, shown by `help`.
    public var summary: String
    /// Longer text shown by `help NAME`; when empty, `summary` is shown instead.
    public var help: String
    /// What the command does with the words that follow its name.
    public var run: (_ arguments: [String], _ io: REPLOutput) -> Void

    /// Makes a command from its name, usage line, summary, optional longer help and action.
    public init(
        name: String,
        usage: String,
        summary: String,
        help: String = "",
        run: @escaping (_ arguments: [String], _ io: REPLOutput) -> Void
    ) {
        self.name = name
        self.usage = usage
        self.summary = summary
        self.help = help
        self.run = run
    }
}

/// Where a command writes: results go to stdout, errors to stderr as `TOOL: MESSAGE` (`TOOL: line N: MESSAGE` in a script).
public struct REPLOutput {
    /// The tool name that prefixes every error line.
    public let tool: String
    private let writeResultLine: (String) -> Void
    private let writeErrorLine: (String) -> Void
    /// Put between the tool name and each error message: `line N: ` when commands come from a script.
    private var errorLocation = ""

    /// Makes an output that writes results to stdout and errors to stderr.
    public init(tool: String) {
        self.tool = tool
        self.writeResultLine = { line in StandardStream.writeOutput(line + "\n") }
        self.writeErrorLine = { line in StandardStream.writeError(line + "\n") }
    }

    /// Makes an output that hands each finished line to the given closures, for tests.
    ///
    /// `results` receives result lines as given; `errors` receives error lines
    /// already formatted as `TOOL: MESSAGE`. Neither receives the newline.
    public init(tool: String, results: @escaping (String) -> Void, errors: @escaping (String) -> Void) {
        self.tool = tool
        self.writeResultLine = results
        self.writeErrorLine = errors
    }

    /// The same output with every error naming line `number` of a script: `TOOL: line N: MESSAGE`.
    public func atLine(_ number: Int) -> REPLOutput {
        var located = self
        located.errorLocation = "line \(number): "
        return located
    }

    /// Writes one result line.
    public func print(_ line: String) {
        writeResultLine(line)
    }

    /// Writes one error line, `TOOL: MESSAGE`, with control characters escaped so none reach the terminal raw.
    public func error(_ message: String) {
        writeErrorLine(tool + ": " + errorLocation + StandardStream.escapingControlCharacters(message))
    }
}
