import ArgumentParser
import ChromaCLI

/// `colorconv`: parse, convert, inspect and compare colors, as records on a stream.
@main
struct Colorconv: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colorconv",
        abstract: "Parse, convert, inspect and compare colors.",
        discussion: """
            Colors come from the arguments or, when there are none, from standard input: \
            one per line, a CSS color or a JSON object whose "color" field holds one. \
            Records come out as newline-delimited JSON (see chromatools(7)). With no \
            arguments on a terminal, an interactive session starts.
            """,
        version: ChromaTools.version,
        subcommands: [Convert.self, Distance.self, Name.self, Spaces.self, Repl.self],
        defaultSubcommand: Convert.self
    )

    /// Runs colorconv; its bash completion also completes the default `convert`.
    static func main() {
        CommandMain.run(Colorconv.self, tool: "colorconv", defaultCommand: "convert")
    }
}
