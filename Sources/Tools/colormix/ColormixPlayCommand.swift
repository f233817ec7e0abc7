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

/// `colormix play scores`: the leaderboard, as every color game's.
typealias PlayScores = ColorGameScoresCommand<ColormixPuzzle>

extension ColormixPuzzle: ColorGameLeaderboard {
    public static var toolName: String { "colormix" }
    public static var modeDetail: String { "mixing space" }
    public static var exampleModes: (classic: String, daily: String) { ("classic · oklab", "daily 2026-11-21 · srgb") }
}
