import ChromaRuntime
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

/// The most points a round of a color game gives (chroma-quiz(1), SCORING: 0–100 a round, in every scoring).
let colorGameRoundMaximum = 100

extension GameSession {
    /// Ends an arcade game whose time is up (the terminal's countdown reached 0); its events and any notice.
    public func endIfTimeIsUp<Puzzle>() -> (events: [ColorGameEvent], notice: String?) where Game == ColorMatchGame<Puzzle> {
        let events = game.endIfTimeIsUp(clock: clock)
        return (events, keepScore(events))
    }

    /// The title a daily game is played under, `Daily 2026-11-23`; nil in the other modes.
    public func dailyTitle<Puzzle>() -> String? where Game == ColorMatchGame<Puzzle> {
        guard case .daily(let day) = game.configuration.settings.mode else { return nil }
        return "Daily \(day)"
    }

    /// The result of the daily game just ended, in one line to share: `chroma-quiz · Daily 2026-11-23 · rgb · 412/500 ▅█▂▆▃`.
    ///
    /// The command that plays it, its board (the date, the difficulty unless
    /// normal, the model or mixing space), the score out of the most the
    /// rounds could give, and one block per round as high as its points
    /// (`RoundBar`). It shows no color and no answer, so it gives nothing of
    /// the day's puzzle away. Nil until a daily game ends, and in other modes.
    public func shareableResult<Puzzle>() -> String? where Game == ColorMatchGame<Puzzle> {
        guard game.isOver, dailyTitle() != nil, let finished = finishedGame else { return nil }
        let command = Game.name == tool ? tool : tool + " " + Game.name.dropFirst(tool.count + 1)
        let board = "D" + leaderboardMode.dropFirst()
        let most = finished.rounds * colorGameRoundMaximum
        return "\(command) · \(board) · \(finished.score)/\(most) \(RoundBar.blocks(finished.roundDetails.map(\.points)))"
    }
}

/// The rounds of a game drawn as a row of blocks, for the line a daily game ends with.
enum RoundBar {
    /// One block per round, as high as the round's points out of `colorGameRoundMaximum`: `▁` for 0–14, `█` for a full score only.
    ///
    /// The blocks are U+2581–U+2588 of Unicode's Block Elements, eight
    /// heights: a full score gets the top one, the other points share the
    /// seven below it evenly (rounded down), so the bar never shows a round
    /// as perfect that was not.
    static func blocks(_ points: [Int]) -> String {
        let blocks = Array("▁▂▃▄▅▆▇█")
        let most = colorGameRoundMaximum
        return String(points.map { points in
            let clamped = min(max(points, 0), most)
            return blocks[clamped == most ? 7 : clamped * 7 / most]
        })
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
            notice: "\(player) has already played today's daily puzzle: only the first game of the day is recorded")
    }
}
