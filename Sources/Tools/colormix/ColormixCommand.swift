import ArgumentParser
import ChromaCLI
import ChromaKit

/// `colormix`: mix colors in a chosen space, with CSS `color-mix()` semantics.
struct Colormix: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colormix",
        abstract: "Mix colors in a chosen space (CSS color-mix() semantics).",
        discussion: """
            colormix A B mixes B into A by --by (0–1, default 0.5). Colors may carry CSS \
            percentages (colormix red 30% blue) or weights (colormix red:2 blue:1 gold:1). \
            With --with C, every input record is mixed with C. With no colors and no \
            --with, each input record's "colors" array (and optional "weights") is mixed, \
            or with --pairs consecutive records are mixed two by two. Records get "color", \
            "hex" and "mix" (see chromatools(7)).
            """,
        version: ChromaTools.version,
        subcommands: [MixCommand.self, Steps.self, Play.self],
        defaultSubcommand: MixCommand.self
    )
}

/// colormix, as the chromatools executable runs it: by that name, or as `chromatools colormix …`.
public let colormixTool = ToolEntry(name: "colormix", summary: Colormix.configuration.abstract) { arguments in
    CommandMain.run(Colormix.self, tool: "colormix", defaultCommand: "mix", arguments: arguments)
}
