import ChromaRuntime
import ChromaGameEngines
import ChromaGames

/// One game of bullseye being played, in the session every game shares; `BullseyeREPL.swift` adds the interactive game.
typealias BullseyeSession = GameSession<BullseyeGame>

extension BullseyeGame: SessionGame {
    /// `bullseye`.
    public static var name: String { BullseyeProtocol.game }

    /// "classic" for the standard 10 rounds, else "N rounds", so that only games of the same length compete on a leaderboard.
    ///
    /// An endless game never ends, so it is never scored; its mode is `endless`.
    public static func leaderboardMode(_ configuration: Configuration) -> String {
        guard let rounds = configuration.rounds else { return "endless" }
        return rounds == Configuration.defaultRounds ? "classic" : rounds == 1 ? "1 round" : "\(rounds) rounds"
    }

    /// Reads an action line of `BullseyeProtocol`; bullseye's actions carry no time.
    public static func decodeAction(
        _ line: UnsafeBufferPointer<UInt8>, scanner: inout JSONObjectScanner
    ) throws(GameActionError) -> (action: BullseyeAction, time: Double?) {
        (try BullseyeProtocol.decodeAction(line, scanner: &scanner), nil)
    }

    /// Writes an event as `BullseyeProtocol` does.
    public static func write(_ event: BullseyeEvent, to writer: inout RecordWriter) {
        BullseyeProtocol.write(event, to: &writer)
    }

    /// `start-over` begins a new game.
    public static func startsOver(_ action: BullseyeAction) -> Bool {
        action == .startOver
    }

    /// A `result` scores its round.
    public static func scoredRound(_ event: BullseyeEvent) -> (round: Int, points: Int)? {
        if case .result(let result) = event { return (result.round, result.points) }
        return nil
    }

    /// `over` ends the game.
    public static func gameOver(_ event: BullseyeEvent) -> (score: Int, rounds: Int)? {
        if case .over(let score, let rounds) = event { return (score, rounds) }
        return nil
    }

    /// bullseye's records keep the seed after a start-over too.
    public static var recordsSeedAfterStartOver: Bool { true }

    /// `the input ended in round 3 of 10; …`; nothing for an endless game.
    public var unfinishedMessage: String? {
        guard let rounds else { return nil }
        return "the input ended in round \(round) of \(rounds); the game is left unfinished"
    }
}
