import ArgumentParser
import ChromaCLI

/// `colorconv`: parse, convert, inspect and compare colors, as records on a stream.
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
        subcommands: [
            Convert.self, Distance.self, Name.self, Spaces.self, Adjust.self, ContrastCommand.self, TextColor.self, Simulate.self,
            Temperature.self, Blackbody.self,
            RandomColors.self, Distinct.self, Scale.self, PaletteCommand.self, SchemeCommand.self, HarmonyCommand.self, Sort.self, ListNamedColors.self, Paint.self, ColorCheck.self, Lint.self, Repl.self,
        ],
        defaultSubcommand: Convert.self
    )
}

/// colorconv, as the chromatools executable runs it: by that name, or as `chromatools colorconv …`.
public let colorconvTool = ToolEntry(name: "colorconv", summary: Colorconv.configuration.abstract) { arguments in
    CommandMain.run(
        Colorconv.self, tool: "colorconv", defaultCommand: "convert", arguments: arguments,
        quick: { words in
            guard let settings = ConvertSettings(quick: words) else { return nil }
            return Convert.run(settings)
        })
}
