import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaGameEngines
import ChromaScores

/// What a session needs of a game besides its rules: its name, its batch lines, which events score, and what to say.
///
/// An engine conforms where its game's session is made (`ColorGameSession.swift`
/// for the color games, bullseye's `BullseyeSession.swift`), mostly by handing
/// over to its batch protocol (`ColorGameProtocol`, `BullseyeProtocol`);
/// `GameSession` does the rest.
public protocol SessionGame: GameEngine where Failure: CustomStringConvertible {
    /// The game's name in its events and in the score store: `bullseye`, `chroma-quiz`.
    static var name: String { get }

    /// The mode a game of `configuration` is filed under on the leaderboard: `classic`, `arcade 60s hard · hsb`.
    static func leaderboardMode(_ configuration: Configuration) -> String

    /// Reads one batch action from a line of bytes (no newline), with its time (`"t"`) when the game's actions carry one.
    static func decodeAction(
        _ line: UnsafeBufferPointer<UInt8>, scanner: inout JSONObjectScanner
    ) throws(GameActionError) -> (action: Action, time: Double?)

    /// Appends an event to `writer.output` as one record and its newline.
    static func write(_ event: Event, to writer: inout RecordWriter)

    /// Whether an action begins a new game (the session's score keeping begins again with it).
    static func startsOver(_ action: Action) -> Bool

    /// The round number and points of an event that scores a round; nil for any other event.
    static func scoredRound(_ event: Event) -> (round: Int, points: Int)?

    /// The final score and the rounds played of an event that ends the game; nil for any other event.
    static func gameOver(_ event: Event) -> (score: Int, rounds: Int)?

    /// Whether a game begun by start-over is recorded with the session's seed all the same (by default it is recorded without one).
    static var recordsSeedAfterStartOver: Bool { get }

    /// What batch mode says when the input ends before the game does; nil to say nothing (an endless game).
    var unfinishedMessage: String? { get }
}

extension SessionGame {
    /// Games begun by start-over are dealt from where the generator was, so the seed alone does not replay them.
    public static var recordsSeedAfterStartOver: Bool { false }
}

/// Which finished games a session records in the score store, and what it says about the others.
public enum ScoringRule: Sendable, Equatable {
    /// Every game played to its end.
    case everyGame
    /// Only the player's first game in its mode (a day's daily puzzle); `notice` says when a later one is not recorded.
    case firstGameOnly(notice: String)
    /// None (a past day's daily puzzle); `notice` says why when a game ends.
    case noGame(notice: String)
}

/// One game being played: the engine, its seeded generator and clock, its opening events, and its scores.
///
/// Every game's session is this one: batch mode (`playBatch`) and score
/// keeping are the same for all; a game's terminal code (`ColorGameTerminal`,
/// bullseye's REPL) plays through `apply`. What differs between games is
/// what their engines say as `SessionGame`, and the `ScoringRule`.
///
/// The session decides whether a game is ranked (`isRanked`): only a game
/// a person plays at the terminal, dealt from a seed they did not choose,
/// competes on the leaderboard. A game of batch mode (a program may play
/// it) or of a seed given with `--seed` (its rounds can be known before it
/// is played) is recorded unranked; `scores --all` shows it.
public final class GameSession<Game: SessionGame> {
    /// The engine.
    public internal(set) var game: Game
    /// The tool's name, for messages (`bullseye`, `chroma-quiz`, `colormix`, `gradient`).
    public let tool: String
    /// The seed the game was dealt from.
    public let seed: UInt64
    /// The clock the engine reads: seconds from the start of play, real time until a batch action gives one.
    public let clock = SessionClock()
    /// The mode as the leaderboard names it.
    public let leaderboardMode: String
    /// Whether the seed was chosen by the player (`--seed`) rather than drawn or taken from the date.
    public let seedIsChosen: Bool
    /// Whether the game is played in batch mode (`playBatch`), where a program may play it.
    public private(set) var isBatch = false
    /// The last game that ended in this session, as it was (or would have been) recorded; nil until one ends.
    public private(set) var finishedGame: GameRecord?

    private var random: SeededRandomGenerator
    private var pendingEvents: [Game.Event]
    private let scores: ScoreKeeper?
    private let player: String
    private let scoring: ScoringRule
    private var startedAt = ScoreTime.now()
    private var roundRecords: [RoundRecord] = []
    /// Whether the game being played is the one `seed` deals (not after a start-over), so the store keeps the seed.
    private var isReplayableFromSeed = true

    /// Starts a game; its opening events wait in `takeOpening()`; `seedIsChosen` when `seed` came from `--seed`.
    public init(
        configuration: Game.Configuration, seed: UInt64, seedIsChosen: Bool = false, tool: String, scores: ScoreKeeper?, player: String,
        scoring: ScoringRule = .everyGame
    ) {
        self.tool = tool
        self.seed = seed
        self.seedIsChosen = seedIsChosen
        self.scores = scores
        self.player = player
        self.scoring = scoring
        self.leaderboardMode = Game.leaderboardMode(configuration)
        var random = SeededRandomGenerator(seed: seed)
        // The game starts at the clock's time 0 exactly, so an action's "t" is its time from the start.
        let (game, events) = Game.start(configuration, random: &random, clock: ManualClock(now: 0))
        self.game = game
        self.random = random
        self.pendingEvents = events
    }

    /// Applies an action; returns its events (the opening events first, once) and any notice about scores.
    public func apply(_ action: Game.Action) throws(Game.Failure) -> (events: [Game.Event], notice: String?) {
        let events = try game.apply(action, random: &random, clock: clock)
        if Game.startsOver(action) {
            startedAt = ScoreTime.now()
            roundRecords = []
            // The new game goes on from the generator's state: the seed alone no longer replays it.
            if !Game.recordsSeedAfterStartOver { isReplayableFromSeed = false }
        }
        return (takeOpening() + events, keepScore(events))
    }

    /// Whether a game of this session competes on the leaderboard: played at the terminal, from a seed not chosen.
    public var isRanked: Bool {
        !isBatch && !seedIsChosen
    }

    /// What to tell a player who leaves now: that the game under way is not recorded; nil when nothing would be lost.
    ///
    /// Nothing is lost before a round is scored, after the game ended, in a
    /// game that never ends (one without `unfinishedMessage`), or where no
    /// game is recorded anyway.
    public var leavingNotice: String? {
        guard scores != nil, !roundRecords.isEmpty, !game.isOver, game.unfinishedMessage != nil else { return nil }
        if case .noGame = scoring { return nil }
        let points = roundRecords.reduce(0) { $0 + $1.points }
        let rounds = roundRecords.count
        return "the game was left unfinished, at \(points) \(points == 1 ? "point" : "points") after \(rounds) \(rounds == 1 ? "round" : "rounds"): it is not recorded"
    }

    /// The events of the start, not yet shown or written.
    public func takeOpening() -> [Game.Event] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    /// Notes each scored round, and records the game when it is over; returns a notice when it was not recorded.
    func keepScore(_ events: [Game.Event]) -> String? {
        var notice: String?
        for event in events {
            if let round = Game.scoredRound(event) {
                roundRecords.append(RoundRecord(
                    number: round.round, points: round.points, details: Self.record(event), at: ScoreTime.now()))
            } else if let over = Game.gameOver(event) {
                notice = record(score: over.score, rounds: over.rounds)
                roundRecords = []
            }
        }
        return notice
    }

    private func record(score: Int, rounds: Int) -> String? {
        let record = GameRecord(
            game: Game.name, player: player, mode: leaderboardMode, seed: isReplayableFromSeed ? seed : nil,
            score: score, rounds: rounds,
            startedAt: startedAt, finishedAt: ScoreTime.now(), ranked: isRanked, roundDetails: roundRecords)
        finishedGame = record
        guard let scores else { return nil }
        // At the terminal, a game recorded unranked says so; batch mode keeps quiet (a program knows what it asked for).
        let unranked = isBatch || record.ranked ? nil
            : "played with --seed \(seed): recorded unranked, shown by scores --all only"
        switch scoring {
        case .everyGame:
            return scores.record(record) ? unranked : nil
        case .firstGameOnly(let notice):
            switch scores.recordFirst(record) {
            case .saved: return unranked
            case .alreadyPlayed: return notice
            case .notSaved: return nil
            }
        case .noGame(let notice):
            return notice
        }
    }

    /// An event as one record of text, without its newline: a round's details in the store.
    private static func record(_ event: Game.Event) -> String {
        var writer = RecordWriter()
        Game.write(event, to: &writer)
        return String(decoding: writer.output.bytes.dropLast(), as: UTF8.self)
    }

    /// Batch mode: NDJSON actions from stdin (or `--input`), NDJSON events to stdout; returns the exit status.
    public func playBatch(settings: StreamSettings) -> ExitStatus {
        isBatch = true
        let records = RecordStream(tool: tool, settings: settings)
        records.inputDescription = "actions"
        for event in takeOpening() { Game.write(event, to: &records.writer) }
        // The first round is out before any action is read (a bot waits for it), on a terminal or with -u.
        try? records.sink.drain(&records.writer)
        var scanner = JSONObjectScanner()
        let diagnostics = records.diagnostics
        let status = records.run(arguments: []) { input throws(RecordError) in
            let action: Game.Action
            do throws(GameActionError) {
                let (decoded, time) = try Game.decodeAction(input.line, scanner: &scanner)
                action = decoded
                if let time {
                    // Once a time is given the clock stops at it; given times may not go backwards.
                    if clock.mode == .manual, time < clock.now {
                        throw GameActionError("\"t\" goes backwards: \(ShortNumber.string(time)) after \(ShortNumber.string(clock.now))")
                    }
                    clock.stop(at: time)
                }
            } catch {
                throw RecordError(error.message)
            }
            do throws(Game.Failure) {
                let (events, notice) = try apply(action)
                for event in events { Game.write(event, to: &records.writer) }
                if let notice { diagnostics.emit(notice) }
            } catch {
                throw RecordError(error.description)
            }
        }
        if !game.isOver && !records.outputClosed, let message = game.unfinishedMessage {
            records.diagnostics.emit(message)
        }
        return status
    }
}
