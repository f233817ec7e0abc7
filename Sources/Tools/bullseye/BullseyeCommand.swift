import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaScores
import ChromaTerminal
import ChromaGames

/// `bullseye`: the slider game — put the slider as close as you can to a number from 1 to 100.
struct Bullseye: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bullseye",
        abstract: "The slider game: put the slider as close as you can to a number from 1 to 100.",
        discussion: """
            On a terminal, bullseye plays interactively: `hit` opens the slider, whose number \
            stays hidden until the hit and whose keys move it by about 1 or 10, a different amount each press. \
            When standard input is not a terminal, it reads NDJSON actions \
            ({"action":"keys","keys":["right"]}, {"action":"hit"}, {"action":"hit","value":37}, \
            {"action":"start-over"}) and writes NDJSON events, so a bot or a test can play \
            (see bullseye(1)).
            """,
        version: ChromaTools.version,
        subcommands: [Play.self, Scores.self],
        defaultSubcommand: Play.self
    )

}

/// `bullseye [play]`: a game, interactive on a terminal, NDJSON in batch.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a game (what bullseye does without a command)."
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many rounds a game has (1–1000).", valueName: "n"))
    var rounds: Int = BullseyeGame.Configuration.defaultRounds

    @Flag(name: .long, help: "Play without end, as the original game does; nothing is scored.")
    var endless = false

    @Flag(name: .long, help: "Print the leaderboard instead of playing (as `bullseye scores`).")
    var scores = false

    @OptionGroup var game: GameOptions

    func validate() throws {
        guard (1...1000).contains(rounds) else { throw NumberOption.outOfRange("--rounds", "\(rounds)", expected: "a whole number from 1 to 1000") }
    }

    func run() throws {
        if scores {
            throw ExitCode(Scores.printLeaderboard(game.scores, mode: nil))
        }
        if let status = game.unreadableInputStatus(tool: "bullseye") { throw ExitCode(status) }
        let keeper = ScoreKeeper(tool: "bullseye", databasePath: game.scores.db)
        if !endless { _ = keeper.prepare() }  // an unusable store is reported now, not after the first game
        let session = BullseyeSession(
            configuration: endless ? .endless : BullseyeGame.Configuration(rounds: rounds),
            seed: game.resolvedSeed(), seedIsChosen: game.seedIsChosen, tool: "bullseye", scores: keeper, player: game.scores.resolvedPlayer
        )
        if game.input == nil && REPL.isInteractive {
            let status = session.playInteractively(scoreOptions: game.scores)
            if let notice = session.leavingNotice { REPLOutput(tool: "bullseye").print("(\(notice))") }
            throw ExitCode(status)
        }
        throw ExitCode(session.playBatch(settings: game.streamSettings).rawValue)
    }
}

/// `bullseye scores`: the leaderboard.
struct Scores: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Print the leaderboard: the top 10 per mode and your best.",
        discussion: "A table on a terminal, NDJSON records into a pipe. Only ranked games: those played at the terminal without --seed."
    )

    @Option(name: .long, help: ArgumentHelp("Only this mode (classic, or \"N rounds\"; its first words suffice).", valueName: "mode"),
            completion: .list(["classic", "endless"]))
    var mode: String?

    @OptionGroup var leaderboard: LeaderboardOptions

    func run() throws {
        throw ExitCode(Self.printLeaderboard(leaderboard.scores, mode: mode, includeUnranked: leaderboard.all))
    }

    /// Prints the leaderboards; returns the exit status (74 when the store cannot be read).
    static func printLeaderboard(_ options: ScoreOptions, mode: String?, includeUnranked: Bool = false) -> Int32 {
        LeaderboardPrinter.print(game: BullseyeProtocol.game, tool: "bullseye", options: options, mode: mode, includeUnranked: includeUnranked)
    }
}

/// bullseye, as the chromatools executable runs it: by that name, or as `chromatools bullseye …`.
public let bullseyeTool = ToolEntry(name: "bullseye", summary: Bullseye.configuration.abstract) { arguments in
    CommandMain.run(Bullseye.self, tool: "bullseye", defaultCommand: "play", arguments: arguments)
}
