/// One of the tools the chromatools executable holds: its name, what it does, and how to run it.
///
/// Each tool's module makes one (`colorconvTool`, …); the executable picks
/// the one named by the name it was started by, or by its first argument.
public struct ToolEntry: Sendable {
    /// The tool's name, as a command: `colorconv`, `chroma-quiz`, ….
    public let name: String
    /// What the tool does, in one line.
    public var summary: String { makeSummary() }
    /// Runs the tool with the words after its name, and ends the process or returns when it is done.
    public let run: @Sendable ([String]) -> Void
    /// Makes `summary`: only `chromatools --help` asks, so a tool's start does not build every tool's configuration.
    private let makeSummary: @Sendable () -> String

    /// A tool named `name` that `run` runs.
    public init(name: String, summary: @escaping @autoclosure @Sendable () -> String, run: @escaping @Sendable ([String]) -> Void) {
        self.name = name
        self.makeSummary = summary
        self.run = run
    }
}
