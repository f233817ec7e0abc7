import ArgumentParser
import ChromaCLI
import ChromaKit

/// `gradient`: gradients between color stops, as records, CSS, a terminal bar, SVG or PNG.
struct GradientTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gradient",
        abstract: "Make gradients: stops as records, CSS, an ANSI bar, SVG or PNG.",
        discussion: """
            Stops come from the arguments (gradient red gold blue, or with positions: \
            gradient "red 0%, gold 30%, blue") or, when there are none, from the input \
            records, one stop per record (its "color", and "position" 0–1 if present). \
            Colors are interpolated in --in (default oklab) with CSS Color 4 rules.
            """,
        version: ChromaTools.version,
        subcommands: [Make.self, Play.self],
        defaultSubcommand: Make.self
    )
}

/// gradient, as the chromatools executable runs it: by that name, or as `chromatools gradient …`.
public let gradientTool = ToolEntry(name: "gradient", summary: GradientTool.configuration.abstract) { arguments in
    CommandMain.run(GradientTool.self, tool: "gradient", defaultCommand: "make", arguments: arguments)
}
