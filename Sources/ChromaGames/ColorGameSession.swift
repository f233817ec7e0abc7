import ChromaStream
import ChromaGameEngines

/// One color game being played: chroma-quiz, `colormix play` or `gradient play` in the session every game shares.
///
/// Batch mode and score keeping are `GameSession`'s; `ColorGameTerminal`
/// adds the terminal game. Actions may carry `"t"` (ColorGameProtocol), and
/// a daily puzzle is scored by the rule of `ScoringRule.colorGame`.
public typealias ColorGameSession<Puzzle: ColorPuzzle> = GameSession<ColorMatchGame<Puzzle>>

extension ColorMatchGame: SessionGame {
    /// The leaderboard mode: `classic · rgb`, `arcade 60s hard · hsb`, `daily 2026-11-21 · oklab`.
    public static func leaderboardMode(_ configuration: Configuration) -> String {
        let settings = configuration.settings
        let difficulty = settings.difficulty == .normal ? "" : " \(settings.difficulty.rawValue)"
        return "\(settings.mode.leaderboardName)\(difficulty) · \(Puzzle.leaderboardDetail(configuration.options))"
    }

    /// Reads an action line of `ColorGameProtocol`, with its `"t"`.
    public static func decodeAction(
        _ line: UnsafeBufferPointer<UInt8>, scanner: inout JSONObjectScanner
    ) throws(GameActionError) -> (action: ColorGameAction, time: Double?) {
        let command = try ColorGameProtocol.decodeAction(line, scanner: &scanner)
        return (command.action, command.time)
    }

    /// Writes an event as `ColorGameProtocol` does, with the puzzle's game name.
    public static func write(_ event: ColorGameEvent, to writer: inout RecordWriter) {
        ColorGameProtocol.write(event, game: name, to: &writer)
    }

    /// `start-over` begins a new game.
    public static func startsOver(_ action: ColorGameAction) -> Bool {
        if case .startOver = action { return true }
        return false
    }

    /// A `result` scores its round.
    public static func scoredRound(_ event: ColorGameEvent) -> (round: Int, points: Int)? {
        if case .result(let result) = event { return (result.round, result.points) }
        return nil
    }

    /// `over` ends the game, its rounds or its time done.
    public static func gameOver(_ event: ColorGameEvent) -> (score: Int, rounds: Int)? {
        if case .over(let score, let rounds, _) = event { return (score, rounds) }
        return nil
    }

    /// `the input ended in round 2 of 5; …`: a color game left unfinished is not scored.
    public var unfinishedMessage: String? {
        let of = progress.rounds.map { " of \($0)" } ?? ""
        return "the input ended in round \(progress.round)\(of); the game is left unfinished and not scored"
    }
}

extension GameSession {
    /// Ends an arcade game whose time is up (the terminal's countdown reached 0); its events and any notice.
    public func endIfTimeIsUp<Puzzle>() -> (events: [ColorGameEvent], notice: String?) where Game == ColorMatchGame<Puzzle> {
        let events = game.endIfTimeIsUp(clock: clock)
        return (events, keepScore(events))
    }
}

extension ScoringRule {
    /// The color games' rule: every game is scored, but a daily puzzle only on its day, and only the player's first game of it.
    public static func colorGame(_ mode: ColorGameMode, today: CalendarDate, player: String) -> ScoringRule {
        guard case .daily(let day) = mode else { return .everyGame }
        guard day == today else {
            return .noGame(notice: "this is the daily puzzle of \(day); only today's (\(today)) is scored")
        }
        return .firstGameOnly(
            notice: "today's daily puzzle is already on the leaderboard for \(player): only the first game of the day counts")
    }
}
