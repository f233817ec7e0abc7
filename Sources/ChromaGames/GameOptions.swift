import Glibc
import ArgumentParser
import ChromaKit
import ChromaCLI
import ChromaGameEngines
import ChromaRuntime
import ChromaStream

/// Where scores are kept and under which name: `--db`, `--player`.
public struct ScoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).", valueName: "path"),
            completion: .file())
    public var db: String?

    @Option(name: .long, help: ArgumentHelp("The player's name in the scores (default $USER).", valueName: "name"))
    public var player: String?

    public init() {}

    /// The player's name: `--player`, else the default of `defaultPlayer(environment:)`.
    public var resolvedPlayer: String {
        if let player, !player.isEmpty { return player }
        return Self.defaultPlayer(environment: Environment.variables)
    }

    /// The player when none is named: `$USER`, else "player".
    public static func defaultPlayer(environment: [String: String]) -> String {
        if let user = environment["USER"], !user.isEmpty { return user }
        return "player"
    }
}

/// What every `scores` command takes besides its `--mode`: `--all`, and the score options.
public struct LeaderboardOptions: ParsableArguments {
    @Flag(name: .long, help: "Show unranked games too (batch mode, --seed), each marked unranked.")
    public var all = false

    @OptionGroup public var scores: ScoreOptions

    public init() {}
}

/// The options every game shares: `--seed`, the score options, and the batch-mode stream options.
public struct GameOptions: ParsableArguments {
    /// The value is taken whatever it looks like, so `--seed -1` is told it is out of range, not that a value is missing.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Play the game this number deals; the same seed deals the same game (recorded unranked).", valueName: "n"),
        transform: GameOptions.seed(from:)
    )
    public var seed: UInt64?

    @OptionGroup public var scores: ScoreOptions

    @Flag(name: .long, help: "In batch mode, stop at the first bad action, with exit status 65.")
    public var strict = false

    @Flag(name: [.customShort("u"), .long], help: "In batch mode, write every event as soon as it happens.")
    public var unbuffered = false

    @Option(
        name: [.customShort("i"), .long],
        help: ArgumentHelp("Read batch actions from this file instead of standard input ('-' for standard input).", valueName: "file"),
        completion: .file()
    )
    public var input: String?

    public init() {}

    /// Reads a seed: a whole number from 0 to 2^64 − 1 (`NumberOption.seed`).
    static func seed(from text: String) throws -> UInt64 {
        try NumberOption.seed(text)
    }

    /// Whether the player chose the seed (`--seed`): such a game is recorded unranked (see `GameSession.isRanked`).
    public var seedIsChosen: Bool { seed != nil }

    /// The seed to play: the one given, or a fresh one from the system's generator (recorded with the score, so any game can be replayed).
    ///
    /// A fresh seed is below 2^53 (exact as a JSON number); the score
    /// store's migration to ranked games relies on it (`ScoreSchema`).
    public func resolvedSeed() -> UInt64 {
        if let seed { return seed }
        var system = SystemRandomNumberGenerator()
        return system.next() >> 11  // at most 2^53, exact as a JSON number
    }

    /// Checks a `-i` file before a game writes its first round: exit status 66, said on stderr, when it cannot be read; else nil.
    public func unreadableInputStatus(tool: String) -> Int32? {
        guard let path = input, path != "-", access(path, R_OK) != 0 else { return nil }
        Diagnostics(tool: tool).emit("cannot open \(Diagnostics.quote(path)): \(String(cString: strerror(errno)))")
        return ExitStatus.noInput.rawValue
    }

    /// The stream settings batch mode runs with.
    public var streamSettings: StreamSettings {
        StreamSettings(strict: strict, unbuffered: unbuffered, input: input)
    }
}
