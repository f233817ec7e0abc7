import ArgumentParser
import ChromaCLI
import ChromaGames
import ChromaKit
import ChromaGameEngines
import ChromaScores

/// `chroma-quiz`: match a random color by setting its channels in RGB, HSB, CMYK, HSL, OKLCH, Okhsl, Okhsv or HCT.
struct ChromaQuiz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chroma-quiz",
        abstract: "Match a random color by setting its channels in RGB, HSB, CMYK, HSL, OKLCH, Okhsl, Okhsv or HCT.",
        discussion: """
            On a terminal, each round opens a panel with the target and your color side by side \
            and one slider per channel (↑/↓ pick, ←/→ move, Enter checks). When standard input \
            is not a terminal, chroma-quiz reads NDJSON actions ({"action":"set","channel":"r","value":200}, \
            {"action":"check"}) and writes NDJSON events, so a bot can play (see chroma-quiz(1)).
            """,
        version: ChromaTools.version,
        subcommands: [Play.self, Scores.self],
        defaultSubcommand: Play.self
    )

}

/// `chroma-quiz [play]`: a game, interactive on a terminal, NDJSON in batch.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a game (what chroma-quiz does without a command)."
    )

    @Option(name: .long, help: ArgumentHelp("The channels you set: rgb (0–255), hsb, cmyk, hsl, oklch, okhsl, okhsv or hct.", valueName: "model"))
    var model: ColorModel = .rgb

    @OptionGroup var options: ColorGameOptions

    func run() throws {
        throw ExitCode(ColorGamePlayer.run(ChromaQuizPuzzle.self, tool: "chroma-quiz", options: options, puzzleOptions: model))
    }
}

/// `chroma-quiz scores`: the leaderboard, as every color game's.
typealias Scores = ColorGameScoresCommand<ChromaQuizPuzzle>

extension ChromaQuizPuzzle: ColorGameLeaderboard {
    public static var toolName: String { "chroma-quiz" }
    public static var modeDetail: String { "model" }
    public static var exampleModes: (classic: String, daily: String) { ("classic · rgb", "daily 2026-11-21 · hsb") }
}

/// chroma-quiz, as the chromatools executable runs it: by that name, or as `chromatools chroma-quiz …`.
public let chromaQuizTool = ToolEntry(name: "chroma-quiz", summary: ChromaQuiz.configuration.abstract) { arguments in
    CommandMain.run(ChromaQuiz.self, tool: "chroma-quiz", defaultCommand: "play", arguments: arguments)
}
