import ArgumentParser
import ChromaCLI
import ChromaGames
import ChromaKit
import ChromaGameEngines

/// `colormix play`: the color-mixing game — find the hidden ratio at which two colors were mixed.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "The color-mixing game: find the ratio at which two colors were mixed into the target.",
        usage: "colormix play <options>\ncolormix play scores <options>",
        discussion: """
            Two random colors and a target mixed from them at a hidden ratio. Set the ratio \
            with the slider (0 = all of the first color, 1 = all of the second) and check. \
            When standard input is not a terminal, play reads NDJSON actions \
            ({"action":"set","ratio":0.42}, {"action":"check"}) and writes NDJSON events \
            (see colormix(1)). `colormix play scores` prints the leaderboard.
            """,
        subcommands: [PlayScores.self]
    )

    @Option(name: .customLong("in"), help: ArgumentHelp("The space the colors mix in (perceptual = oklab, device = srgb).", valueName: "space"),
            completion: .custom(ColorCompletion.interpolationSpaces))
    var space: String = "perceptual"

    @Option(name: .long, help: ArgumentHelp("perceptual (points from ΔE2000) or classic (the original's (1 − mean|Δrgb|) × 100).", valueName: "scoring"))
    var scoring: MixScoring = .perceptual

    @OptionGroup var options: ColorGameOptions

    func validate() throws {
        _ = try resolvedSpace()
    }

    func resolvedSpace() throws -> ColorSpace {
        do {
            return try InterpolationSpace.named(space)
        } catch {
            throw ValidationError("--in: \(error.message)")
        }
    }

    func run() throws {
        let mixing = ColormixPuzzle.Options(space: try resolvedSpace(), scoring: scoring)
        throw ExitCode(ColorGamePlayer.run(ColormixPuzzle.self, tool: "colormix", options: options, puzzleOptions: mixing))
    }
}

/// `colormix play scores`: the leaderboard of the color-mixing game (as `colormix play --scores`).
struct PlayScores: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Print the leaderboard: the top 10 per mode and mixing space, and your best.",
        discussion: """
            A table on a terminal, NDJSON records into a pipe. Only ranked games: those played at the \
            terminal without --seed. Modes read like "classic · oklab" or "daily 2026-11-21 · srgb".
            """
    )

    @Option(name: .long, help: ArgumentHelp("Only the modes this names by their first words (e.g. classic, \"classic oklab\", daily).", valueName: "mode"))
    var mode: String?

    @OptionGroup var leaderboard: LeaderboardOptions

    func run() throws {
        throw ExitCode(LeaderboardPrinter.print(
            game: ColormixPuzzle.gameName, tool: "colormix", options: leaderboard.scores, mode: mode, includeUnranked: leaderboard.all))
    }
}
