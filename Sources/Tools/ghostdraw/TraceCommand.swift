import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaGameEngines
import ChromaScores
import ChromaTerminal
import ChromaGames

/// `ghostdraw trace`: the game — trace a faint figure with ghost ink, scored by how well the ink follows it.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "The game: trace a faint figure with ink that appears only after its delay, 0–100 points a round.",
        discussion: """
            On a terminal, each round shows a figure faintly; trace it with the mouse (or the arrow keys \
            and space) and press Enter when done. When standard input is not a terminal, trace reads \
            ghostdraw log lines ({"t":0,"event":"stroke","points":[[3,4],[10,4]],"end":1.2}) and \
            {"event":"done"}, and writes NDJSON events, so a bot can play (see ghostdraw(1), TRACE).
            """,
        subcommands: [TracePlay.self, TraceScores.self],
        defaultSubcommand: TracePlay.self
    )
}

/// The modes of trace, as `--mode` names them.
enum TraceModeName: String, NamedArgumentValue {
    case classic, daily
}

/// `ghostdraw trace [play]`: a game, on the terminal's screen or NDJSON in batch.
struct TracePlay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play", abstract: "Play a game (what trace does without a command).")

    @Option(name: .long, help: ArgumentHelp("classic (a number of rounds) or daily (the day's figures, the same for everyone).", valueName: "mode"))
    var mode: TraceModeName = .classic

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many rounds a classic game has (1–100).", valueName: "n"))
    var rounds: Int = GhostTraceMode.defaultRounds

    @Option(name: .long, help: ArgumentHelp("Play the daily figures of this UTC date (YYYY-MM-DD); only today's are scored.", valueName: "date"))
    var date: String?

    @Flag(name: .long, help: "Do not ask the terminal for mouse reports: draw with the arrow keys and space.")
    var noMouse = false

    @OptionGroup var colorOptions: ColorOptions

    @OptionGroup var game: GameOptions

    func validate() throws {
        guard (1...100).contains(rounds) else { throw NumberOption.outOfRange("--rounds", "\(rounds)", expected: "a whole number from 1 to 100") }
        if let date {
            guard CalendarDate(date) != nil else { throw ValidationError("--date must be a date written YYYY-MM-DD, not \"\(date)\"") }
            guard mode == .daily else { throw ValidationError("--date is for --mode daily") }
        }
        if mode == .daily && game.seed != nil {
            throw ValidationError("--seed cannot be used with --mode daily: the daily figures' seed comes from the date")
        }
    }

    func run() throws {
        if let status = game.unreadableInputStatus(tool: "ghostdraw") { throw ExitCode(status) }
        let keeper = ScoreKeeper(tool: "ghostdraw", databasePath: game.scores.db)
        keeper.prepare()  // an unusable store is told now, not after the game
        let today = ColorGameOptions.today()
        let day = date.flatMap(CalendarDate.init) ?? today
        let configuration = GhostTraceGame.Configuration(mode: mode == .daily ? .daily(day) : .classic(rounds: rounds))
        let board = GhostTraceGame.leaderboardMode(configuration)
        let player = game.scores.resolvedPlayer
        // Daily games follow the suite's rule: scored on their day, the player's first game only.
        let scoring = ScoringRule.colorGame(mode == .daily ? .daily(day) : .classic(rounds: rounds), today: today, player: player)
        let session = GameSession<GhostTraceGame>(
            configuration: configuration,
            seed: mode == .daily ? day.dailySeed(game: "\(GhostTraceGame.name) · \(board)") : game.resolvedSeed(),
            seedIsChosen: mode != .daily && game.seedIsChosen, tool: "ghostdraw", scores: keeper, player: player, scoring: scoring)
        if game.input == nil && REPL.isInteractive {
            let screen = GhostTraceScreen(session: session, usesMouse: !noMouse, mode: TerminalColorMode.current(colorOptions.color))
            throw ExitCode(screen.run().rawValue)
        }
        throw ExitCode(session.playBatch(settings: game.streamSettings).rawValue)
    }
}

/// `ghostdraw trace scores`: the leaderboard.
struct TraceScores: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Print the leaderboard: the top 10 per mode, and your best.",
        discussion: """
            A table on a terminal, NDJSON records into a pipe. Modes read like "classic" or "daily 2026-11-23". \
            Only ranked games: those played at the terminal without --seed.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Only this mode (e.g. classic; its first words suffice).", valueName: "mode"),
            completion: .list(TraceModeName.allCases.map(\.rawValue)))
    var mode: String?

    @OptionGroup var leaderboard: LeaderboardOptions

    func run() throws {
        throw ExitCode(LeaderboardPrinter.print(
            game: GhostTraceGame.name, tool: "ghostdraw", options: leaderboard.scores, mode: mode, includeUnranked: leaderboard.all))
    }
}

extension GhostTraceGame: SessionGame {
    /// `classic`, `classic 8 rounds`, `daily 2026-11-23`.
    public static func leaderboardMode(_ configuration: Configuration) -> String {
        configuration.mode.leaderboardName
    }

    /// Reads an action line of `GhostTraceProtocol`, with its time.
    public static func decodeAction(
        _ line: UnsafeBufferPointer<UInt8>, scanner: inout JSONObjectScanner
    ) throws(GameActionError) -> (action: GhostTraceAction, time: Double?) {
        try GhostTraceProtocol.decodeAction(line, scanner: &scanner)
    }

    /// Writes an event as `GhostTraceProtocol` does.
    public static func write(_ event: GhostTraceEvent, to writer: inout RecordWriter) {
        GhostTraceProtocol.write(event, to: &writer)
    }

    /// `start-over` begins a new game.
    public static func startsOver(_ action: GhostTraceAction) -> Bool {
        action == .startOver
    }

    /// A `result` scores its round.
    public static func scoredRound(_ event: GhostTraceEvent) -> (round: Int, points: Int)? {
        if case .result(let result) = event { return (result.round, result.score.points) }
        return nil
    }

    /// `over` ends the game.
    public static func gameOver(_ event: GhostTraceEvent) -> (score: Int, rounds: Int)? {
        if case .over(let score, let rounds) = event { return (score, rounds) }
        return nil
    }

    /// `the input ended in round 2 of 5; …`: a game left unfinished is not scored.
    public var unfinishedMessage: String? {
        "the input ended in round \(round) of \(rounds); the game is left unfinished and not scored"
    }
}
