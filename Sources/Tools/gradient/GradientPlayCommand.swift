import ArgumentParser
import ChromaCLI
import ChromaGames
import ChromaKit
import ChromaGameEngines

/// `gradient play`: the gradient game — rebuild a gradient by setting its two end colors.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "The gradient game: rebuild a target gradient by setting its start and end colors.",
        usage: "gradient play <options>\ngradient play scores <options>",
        discussion: """
            A target gradient between two random colors is shown as a wide bar; set the start \
            and end colors' channels in --model and check. When standard input is not a \
            terminal, play reads NDJSON actions ({"action":"set","which":"start","channel":"r",\
            "value":200}, {"action":"check"}) and writes NDJSON events (see gradient(1)). \
            `gradient play scores` prints the leaderboard.
            """,
        subcommands: [PlayScores.self]
    )

    @Option(name: .long, help: ArgumentHelp("The channels you set: rgb (0–255), hsb, cmyk, hsl, oklch, okhsl, okhsv or hct.", valueName: "model"))
    var model: ColorModel = .rgb

    @OptionGroup var options: ColorGameOptions

    func run() throws {
        throw ExitCode(ColorGamePlayer.run(GradientPuzzle.self, tool: "gradient", options: options, puzzleOptions: model))
    }
}

/// `gradient play scores`: the leaderboard, as every color game's.
typealias PlayScores = ColorGameScoresCommand<GradientPuzzle>

extension GradientPuzzle: ColorGameLeaderboard {
    public static var toolName: String { "gradient" }
    public static var modeDetail: String { "model" }
    public static var exampleModes: (classic: String, daily: String) { ("classic · rgb", "daily 2026-11-21 · hsb") }
}
