import ChromaCLI
import ChromaKit
import ChromaStream
import ChromaGameEngines
import ChromaScores

/// One color game being played: the engine, its seeded generator and clock, its events, and its scores.
///
/// Shared by chroma-quiz, `colormix play` and `gradient play`: batch mode and
/// score keeping are the same for the three; `ColorGameREPL` adds the
/// terminal game.
public final class ColorGameSession<Puzzle: ColorPuzzle> {
    /// The engine.
    public private(set) var game: ColorMatchGame<Puzzle>
    /// The tool's name, for messages (`chroma-quiz`, `colormix`, `gradient`).
    public let tool: String
    /// The seed the game was dealt from.
    public let seed: UInt64
    /// The clock the engine reads.
    public let clock = SessionClock()
    /// The mode as the leaderboard names it: `classic · rgb`, `daily 2026-11-21 · hsb`.
    public let leaderboardMode: String
    /// Today's UTC date: only today's daily puzzle is scored.
    public let today: CalendarDate

    private var random: SeededRandomGenerator
    private var pendingEvents: [ColorGameEvent]
    private let scores: ScoreKeeper?
    private let player: String
    private var startedAt = ScoreTime.now()
    private var roundRecords: [RoundRecord] = []
    /// Whether the game being played is the one `seed` deals (not after a start-over), so the store keeps the seed.
    private var isReplayableFromSeed = true

    /// Starts a game; its opening events wait in `takeOpening()`.
    public init(
        configuration: ColorMatchGame<Puzzle>.Configuration, seed: UInt64, tool: String, scores: ScoreKeeper?,
        player: String, leaderboardMode: String, today: CalendarDate
    ) {
        self.tool = tool
        self.seed = seed
        self.scores = scores
        self.player = player
        self.leaderboardMode = leaderboardMode
        self.today = today
        var random = SeededRandomGenerator(seed: seed)
        // The game starts at the clock's time 0 exactly, so an action's "t" is its time from the start.
        let (game, events) = ColorMatchGame<Puzzle>.start(configuration, random: &random, clock: ManualClock(now: 0))
        self.game = game
        self.random = random
        self.pendingEvents = events
    }

    /// The leaderboard mode of a game: `classic · rgb`, `arcade 60s hard · hsb`, `daily 2026-11-21 · oklab`.
    public static func leaderboardMode(_ settings: ColorGameSettings, detail: String) -> String {
        let difficulty = settings.difficulty == .normal ? "" : " \(settings.difficulty.rawValue)"
        return "\(settings.mode.leaderboardName)\(difficulty) · \(detail)"
    }

    /// Applies an action; returns its events (the opening round first, once) and any notice about scores.
    public func apply(_ action: ColorGameAction) throws(ColorGameError) -> (events: [ColorGameEvent], notice: String?) {
        let events = try game.apply(action, random: &random, clock: clock)
        if case .startOver = action {
            startedAt = ScoreTime.now()
            roundRecords = []
            // The new game goes on from the generator's state: the seed alone no longer replays it.
            isReplayableFromSeed = false
        }
        return (takeOpening() + events, keepScore(events))
    }

    /// Ends an arcade game whose time is up (the terminal's countdown reached 0); its events and any notice.
    public func endIfTimeIsUp() -> (events: [ColorGameEvent], notice: String?) {
        let events = game.endIfTimeIsUp(clock: clock)
        return (events, keepScore(events))
    }

    /// The events of the start, not yet shown or written.
    public func takeOpening() -> [ColorGameEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    /// Notes each scored round, and records the game when it is over; returns a notice when it was not scored.
    private func keepScore(_ events: [ColorGameEvent]) -> String? {
        var notice: String?
        for event in events {
            switch event {
            case .result(let result):
                roundRecords.append(RoundRecord(
                    number: result.round, points: result.points,
                    details: ColorGameProtocol.record(event, game: Puzzle.gameName), at: ScoreTime.now()))
            case .over(let score, let rounds, _):
                notice = record(score: score, rounds: rounds)
                roundRecords = []
            default:
                break
            }
        }
        return notice
    }

    private func record(score: Int, rounds: Int) -> String? {
        guard let scores else { return nil }
        let record = GameRecord(
            game: Puzzle.gameName, player: player, mode: leaderboardMode, seed: isReplayableFromSeed ? seed : nil,
            score: score, rounds: rounds,
            startedAt: startedAt, finishedAt: ScoreTime.now(), roundDetails: roundRecords)
        guard case .daily(let day) = game.configuration.settings.mode else {
            scores.record(record)
            return nil
        }
        guard day == today else {
            return "this is the daily puzzle of \(day); only today's (\(today)) is scored"
        }
        switch scores.recordFirst(record) {
        case .alreadyPlayed:
            return "today's daily puzzle is already on the leaderboard for \(player): only the first game of the day counts"
        case .saved, .notSaved:
            return nil
        }
    }

    /// Batch mode: NDJSON actions from stdin (or `--input`), NDJSON events to stdout; returns the exit status.
    public func playBatch(settings: StreamSettings) -> ExitStatus {
        let records = RecordStream(tool: tool, settings: settings)
        for event in takeOpening() { ColorGameProtocol.write(event, game: Puzzle.gameName, to: &records.writer) }
        // The first round is out before any action is read (a bot waits for it), on a terminal or with -u.
        try? records.sink.drain(&records.writer)
        var scanner = JSONObjectScanner()
        let diagnostics = records.diagnostics
        let status = records.run(arguments: []) { input throws(RecordError) in
            let command: ColorGameProtocol.Command
            do throws(GameActionError) {
                command = try ColorGameProtocol.decodeAction(input.line, scanner: &scanner)
            } catch {
                throw RecordError(error.message)
            }
            do throws(ColorGameError) {
                if let time = command.time {
                    // Once a time is given the clock stops at it; given times may not go backwards.
                    if clock.mode == .manual, time < clock.now {
                        throw ColorGameError("\"t\" goes backwards: \(ShortNumber.string(time)) after \(ShortNumber.string(clock.now))")
                    }
                    clock.stop(at: time)
                }
                let (events, notice) = try apply(command.action)
                for event in events { ColorGameProtocol.write(event, game: Puzzle.gameName, to: &records.writer) }
                if let notice { diagnostics.emit(notice) }
            } catch {
                throw RecordError(error.description)
            }
        }
        if !game.isOver && !records.outputClosed {
            let of = game.progress.rounds.map { " of \($0)" } ?? ""
            records.diagnostics.emit("the input ended in round \(game.progress.round)\(of); the game is left unfinished and not scored")
        }
        return status
    }
}
