import ArgumentParser
import ChromaCLI
import ChromaGames
import ChromaKit
import ChromaScores

/// `gradient play`: the gradient game — rebuild a gradient by setting its two end colors.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "The gradient game: rebuild a target gradient by setting its start and end colors.",
        discussion: """
            A target gradient between two random colors is shown as a wide bar; set the start \
            and end colors' channels in --model and check. When standard input is not a \
            terminal, play reads NDJSON actions ({"action":"set","which":"start","channel":"r",\
            "value":200}, {"action":"check"}) and writes NDJSON events (see gradient(1)).
            """
    )

    @Option(name: .long, help: ArgumentHelp("The channels you set: rgb (0–255), hsb, cmyk, hsl or oklch.", valueName: "model"))
    var model: ColorModel = .rgb

    @OptionGroup var options: ColorGameOptions

    func run() throws {
        if options.scores {
            throw ExitCode(Self.printLeaderboard(options.game.scores))
        }
        let today = ColorGameOptions.today()
        let settings = options.settings(today: today)
        let leaderboardMode = ColorGameSession<GradientPuzzle>.leaderboardMode(settings, detail: model.name)
        let session = ColorGameSession<GradientPuzzle>(
            configuration: GradientPlayGame.Configuration(settings: settings, options: model),
            seed: options.seed(for: settings, game: GradientPuzzle.gameName, leaderboardMode: leaderboardMode), tool: "gradient",
            scores: ColorGamePlayer.scoreKeeper(tool: "gradient", options: options), player: options.game.scores.resolvedPlayer,
            leaderboardMode: leaderboardMode, today: today)
        throw ExitCode(ColorGamePlayer.play(session, options: options, puzzleOptions: model) {
            _ = Self.printLeaderboard(options.game.scores)
        })
    }

    /// Prints the game's leaderboards; returns the exit status.
    static func printLeaderboard(_ scores: ScoreOptions) -> Int32 {
        LeaderboardPrinter.print(game: GradientPuzzle.gameName, tool: "gradient", options: scores, mode: nil)
    }
}
