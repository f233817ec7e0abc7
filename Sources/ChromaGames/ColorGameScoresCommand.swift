import ArgumentParser
import ChromaGameEngines
import ChromaScores

/// What a color game's `scores` command says about its leaderboards: the tool and how its modes read.
public protocol ColorGameLeaderboard: ColorPuzzle {
    /// The tool the game belongs to (`chroma-quiz`, `colormix`, `gradient`).
    static var toolName: String { get }
    /// What a mode's detail names: "model", "mixing space".
    static var modeDetail: String { get }
    /// A classic mode and a daily mode as the leaderboard writes them (`classic · rgb`, `daily 2026-11-21 · hsb`).
    static var exampleModes: (classic: String, daily: String) { get }
}

/// `TOOL [play] scores`: a color game's leaderboard, the same command for the three games.
public struct ColorGameScoresCommand<Game: ColorGameLeaderboard>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        let (classic, daily) = Game.exampleModes
        return CommandConfiguration(
            commandName: "scores",
            abstract: "Print the leaderboard: the top 10 per mode and \(Game.modeDetail), and your best.",
            discussion: """
                A table on a terminal, NDJSON records into a pipe. Only ranked games: those played at the \
                terminal without --seed. Modes read like "\(classic)" or "\(daily)".
                """
        )
    }

    @Option(name: .long, help: ArgumentHelp(
        "Only the modes this names by their first words (e.g. classic, \"\(Game.exampleModes.classic.replacing(" · ", with: " "))\", daily).",
        valueName: "mode"),
        completion: .list(ColorGameModeName.allCases.map(\.rawValue)))
    var mode: String?

    @OptionGroup var leaderboard: LeaderboardOptions

    public init() {}

    public func run() throws {
        throw ExitCode(LeaderboardPrinter.print(
            game: Game.gameName, tool: Game.toolName, options: leaderboard.scores, mode: mode, includeUnranked: leaderboard.all))
    }
}
