import ChromaCLI
import ChromaKit

/// One game of bullseye being played: the engine, its seeded generator and clock, and its events.
final class BullseyeSession {
    private(set) var game: BullseyeGame
    private var random: SeededRandomGenerator
    private let clock = SystemClock()
    let seed: UInt64
    private var pendingEvents: [BullseyeEvent]

    init(configuration: BullseyeGame.Configuration, seed: UInt64) {
        self.seed = seed
        var random = SeededRandomGenerator(seed: seed)
        let (game, events) = BullseyeGame.start(configuration, random: &random, clock: SystemClock())
        self.game = game
        self.random = random
        self.pendingEvents = events
    }

    /// Applies an action; returns its events (the opening round event first, once).
    func apply(_ action: BullseyeAction) throws(BullseyeError) -> [BullseyeEvent] {
        let events = try game.apply(action, random: &random, clock: clock)
        return takeOpening() + events
    }

    /// The events of the start, not yet shown or written.
    func takeOpening() -> [BullseyeEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    /// Batch mode: NDJSON actions from stdin (or --input), NDJSON events to stdout; returns the exit status.
    func playBatch(options: StreamOptions) -> ExitStatus {
        let records = RecordStream(tool: "bullseye", options: options)
        for event in takeOpening() { BullseyeProtocol.write(event, to: &records.writer) }
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
        if !game.isOver && game.rounds != nil {
            records.diagnostics.emit("the input ended in round \(game.round) of \(game.rounds!); the game is left unfinished")
        }
        return status
    }
}
