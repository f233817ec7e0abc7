// What goes into the score store and what comes out of it.
//
// A game hands the store one `GameRecord` when it ends: who played which game
// in which mode with which seed, the final score, how many rounds, when it
// started and finished, whether it is ranked, and one `RoundRecord` per round with the points and
// whatever the game wants to keep about the round (its target, the answer)
// as a JSON object. Leaderboard queries give back `LeaderboardEntry` values:
// a game's summary with its rank, grouped into a `Leaderboard` per mode with
// the asking player's personal best.

/// One round of a finished game, as kept in the `rounds` table.
public struct RoundRecord: Sendable, Equatable {
    /// The round's number, from 1.
    public var number: Int
    /// The points scored in the round.
    public var points: Int
    /// The round's particulars as one JSON object (e.g. `{"target":37,"slider":12,"value":35}`).
    ///
    /// Build it with `RecordWriter` or another JSON writer; it is checked to be
    /// one well-formed JSON object before anything is written.
    public var details: String
    /// When the round ended, in seconds since 1970-01-01 UTC (see `ScoreTime`).
    public var at: Int64

    /// Makes a round record.
    public init(number: Int, points: Int, details: String, at: Int64) {
        self.number = number
        self.points = points
        self.details = details
        self.at = at
    }
}

/// A finished game, as the store records it.
public struct GameRecord: Sendable, Equatable {
    /// The game's name: the tool, e.g. `bullseye`.
    public var game: String
    /// Who played (see `ScoreOptions.defaultPlayer(environment:)`).
    public var player: String
    /// The mode played, e.g. `classic`, `endless`, `arcade`, `daily`.
    public var mode: String
    /// The seed the game was played with, if it was given or derived (daily modes).
    public var seed: UInt64?
    /// The final score.
    public var score: Int
    /// How many rounds were played.
    public var rounds: Int
    /// When the game started, in seconds since 1970-01-01 UTC.
    public var startedAt: Int64
    /// When the game finished, in seconds since 1970-01-01 UTC.
    public var finishedAt: Int64
    /// Whether the game competes on the leaderboard: a person played it, with a seed they did not choose (see `ScoreSchema`).
    public var ranked: Bool
    /// The rounds, each with its own number (numbers are unique within a game).
    public var roundDetails: [RoundRecord]

    /// Makes a game record.
    public init(
        game: String, player: String, mode: String, seed: UInt64?, score: Int, rounds: Int,
        startedAt: Int64, finishedAt: Int64, ranked: Bool = true, roundDetails: [RoundRecord] = []
    ) {
        self.game = game
        self.player = player
        self.mode = mode
        self.seed = seed
        self.score = score
        self.rounds = rounds
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.ranked = ranked
        self.roundDetails = roundDetails
    }
}

/// One recorded game as a leaderboard shows it: the summary and its rank.
public struct LeaderboardEntry: Sendable, Equatable {
    /// The position on the leaderboard it was read from, from 1: score high to low, earlier finish first on ties.
    ///
    /// A leaderboard of ranked games counts ranked games only; one that
    /// includes the unranked (`--all`) counts every game it shows.
    public var rank: Int
    /// The game's row id in the store (records made earlier have smaller ids).
    public var id: Int64
    /// The game's name.
    public var game: String
    /// Who played.
    public var player: String
    /// The mode played.
    public var mode: String
    /// The seed, if the game had one.
    public var seed: UInt64?
    /// The final score.
    public var score: Int
    /// How many rounds were played.
    public var rounds: Int
    /// When the game started, in seconds since 1970-01-01 UTC.
    public var startedAt: Int64
    /// When the game finished, in seconds since 1970-01-01 UTC.
    public var finishedAt: Int64
    /// Whether the game is ranked (see `GameRecord.ranked`).
    public var ranked: Bool

    /// Makes an entry (the store makes them; tests and renderers may too).
    public init(
        rank: Int, id: Int64, game: String, player: String, mode: String, seed: UInt64?, score: Int,
        rounds: Int, startedAt: Int64, finishedAt: Int64, ranked: Bool = true
    ) {
        self.rank = rank
        self.id = id
        self.game = game
        self.player = player
        self.mode = mode
        self.seed = seed
        self.score = score
        self.rounds = rounds
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.ranked = ranked
    }
}

/// The top games of one game in one mode (or in all modes together), with a player's personal best.
public struct Leaderboard: Sendable, Equatable {
    /// The game's name.
    public var game: String
    /// The mode, or nil for all modes ranked together.
    public var mode: String?
    /// The top entries, ranked from 1.
    public var entries: [LeaderboardEntry]
    /// The player whose best is shown, if one was asked for.
    public var player: String?
    /// That player's best game in this mode, ranked among the games of the mode the board holds; nil when they have none.
    public var personalBest: LeaderboardEntry?
    /// Whether unranked games are on it too (`--all`); else it holds ranked games only.
    public var includesUnranked: Bool

    /// Makes a leaderboard.
    public init(
        game: String, mode: String?, entries: [LeaderboardEntry], player: String? = nil, personalBest: LeaderboardEntry? = nil,
        includesUnranked: Bool = false
    ) {
        self.game = game
        self.mode = mode
        self.entries = entries
        self.player = player
        self.personalBest = personalBest
        self.includesUnranked = includesUnranked
    }
}
