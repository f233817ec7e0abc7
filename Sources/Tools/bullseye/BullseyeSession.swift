import ChromaCLI
import ChromaKit
import ChromaStream
import ChromaGameEngines
import ChromaScores

/// One game of bullseye being played: the engine, its seeded generator and clock, and its events.
final class BullseyeSession {
    private(set) var game: BullseyeGame
    private var random: SeededRandomGenerator
    private let clock = SystemClock()
    let seed: UInt64
    private var pendingEvents: [BullseyeEvent]
    /// Where finished games are recorded; nil plays without scores (endless games are never scored).
    private let scores: ScoreKeeper?
    private let player: String
    private var startedAt = ScoreTime.now()
    private var roundRecords: [RoundRecord] = []

    init(configuration: BullseyeGame.Configuration, seed: UInt64, scores: ScoreKeeper?, player: String) {
        self.seed = seed
        self.scores = configuration.rounds == nil ? nil : scores
        self.player = player
        var random = SeededRandomGenerator(seed: seed)
        let (game, events) = BullseyeGame.start(configuration, random: &random, clock: SystemClock())
        self.game = game
        self.random = random
        self.pendingEvents = events
    }

    /// Applies an action; returns its events (the opening round event first, once).
    func apply(_ action: BullseyeAction) throws(BullseyeError) -> [BullseyeEvent] {
        if case .startOver = action {
            startedAt = ScoreTime.now()
            roundRecords = []
        }
        let events = try game.apply(action, random: &random, clock: clock)
        for event in events { keepScore(event) }
        return takeOpening() + events
    }

    /// Notes each scored round, and records the game in the score store when it is over.
    private func keepScore(_ event: BullseyeEvent) {
        guard let scores else { return }
        switch event {
        case .result(let result):
            roundRecords.append(RoundRecord(number: result.round, points: result.points,
                                            details: BullseyeProtocol.record(event), at: ScoreTime.now()))
        case .over(let score, let rounds):
            _ = scores.record(GameRecord(
                game: BullseyeProtocol.game, player: player, mode: Self.mode(rounds: game.rounds ?? rounds), seed: seed,
                score: score, rounds: rounds,
                startedAt: startedAt, finishedAt: ScoreTime.now(), roundDetails: roundRecords))
            roundRecords = []
        case .round:
            break
        }
    }

    /// The mode name in the score store: "classic" for the standard 10 rounds, else "N rounds",
    /// so that only games of the same length compete on a leaderboard.
    static func mode(rounds: Int) -> String {
        rounds == BullseyeGame.Configuration.defaultRounds ? "classic" : rounds == 1 ? "1 round" : "\(rounds) rounds"
    }

    /// The events of the start, not yet shown or written.
    func takeOpening() -> [BullseyeEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    /// Batch mode: NDJSON actions from stdin (or --input), NDJSON events to stdout; returns the exit status.
    func playBatch(settings: StreamSettings) -> ExitStatus {
        let records = RecordStream(tool: "bullseye", settings: settings)
        for event in takeOpening() { BullseyeProtocol.write(event, to: &records.writer) }
        // The first round is out before any action is read (a bot waits for it), on a terminal or with -u.
        try? records.sink.drain(&records.writer)
        var scanner = JSONObjectScanner()
        let status = records.run(arguments: []) { input throws(RecordError) in
            let action: BullseyeAction
            do throws(BullseyeActionError) {
                action = try BullseyeProtocol.decodeAction(input.line, scanner: &scanner)
            } catch {
                throw RecordError(error.message)
            }
            do throws(BullseyeError) {
                for event in try apply(action) { BullseyeProtocol.write(event, to: &records.writer) }
            } catch {
                throw RecordError(error.description)
            }
        }
        if !game.isOver && game.rounds != nil && !records.outputClosed {
            records.diagnostics.emit("the input ended in round \(game.round) of \(game.rounds!); the game is left unfinished")
        }
        return status
    }
}
