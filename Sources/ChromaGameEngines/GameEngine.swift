import ChromaKit
import ChromaRuntime

/// The shape every game engine has: a state, actions that step it, events that report what happened.
///
/// Game engines are pure state machines (ARCHITECTURE.md, Code map). An engine is a
/// value — the whole state of one game — and playing is applying actions to
/// it: `state + action → new state + events`. In Swift that is a `mutating`
/// method on a value type, so a copy taken before an action is the state
/// before it, and two copies fed the same actions with equally seeded
/// generators stay equal.
///
/// Everything from outside comes in as an argument: the randomness as any
/// `RandomNumberGenerator` (normally a `SeededRandomGenerator`, so `--seed N`
/// replays a game exactly) and the time as a `GameClock` (so timed games are
/// tested with a `ManualClock` and never sleep). Engines draw nothing from
/// the system, read no terminal or file and keep no global state; the
/// executables own the generator and the clock and pass them in.
///
/// The conventions every engine keeps:
///
/// - `start` builds the opening state and returns the events that announce it
///   (the first round, the first target).
/// - `apply` either succeeds, changing the state and returning its events in
///   order, or throws its `Failure` and leaves the state exactly as it was, so
///   a bad action costs nothing already scored.
/// - Events are plain values; turning them into NDJSON records or screen text
///   is the job of each game's protocol file and of the executables.
public protocol GameEngine: Sendable {
    /// How a game is set up before it starts (number of rounds, mode, …).
    associatedtype Configuration: Sendable
    /// What the player can do.
    associatedtype Action: Sendable
    /// What the engine reports back, in order.
    associatedtype Event: Sendable
    /// Why an action was refused (the state is then unchanged).
    associatedtype Failure: Error

    /// Starts a game: the opening state and the events that announce it.
    static func start(
        _ configuration: Configuration,
        random: inout some RandomNumberGenerator,
        clock: some GameClock
    ) -> (game: Self, events: [Event])

    /// Applies one action: on success the state moves on and the events say how; on failure nothing changes.
    mutating func apply(
        _ action: Action,
        random: inout some RandomNumberGenerator,
        clock: some GameClock
    ) throws(Failure) -> [Event]

    /// Whether the game has ended (a finished game still accepts actions that start a new one).
    var isOver: Bool { get }

    /// Where the game stands in a few words, for a prompt: `round 3/10 · score 412`.
    var summary: String { get }
}

/// The random draws games make, through ChromaKit's `RandomDraw`, so that a seed gives the same game with every Swift toolchain.
///
/// `RandomDraw` fixes how the generator's bits map to a range (Lemire's
/// multiply-and-reject method for integers); the games draw only integers.
public enum GameRandom {
    /// A uniformly distributed integer in `range`, from the generator's 64-bit outputs (`RandomDraw.integer`).
    public static func integer(in range: ClosedRange<Int>, using random: inout some RandomNumberGenerator) -> Int {
        RandomDraw.integer(in: range, using: &random)
    }
}
