import ChromaKit
import ChromaRuntime

/// How a color game is played: its mode (classic, arcade, daily) and its difficulty.
///
/// The three color games — chroma-quiz, colormix play and gradient play —
/// share these rules (chroma-quiz(1), MODES and DIFFICULTY); only the puzzle of a round differs.
public struct ColorGameSettings: Sendable, Equatable {
    /// Classic, arcade or daily.
    public var mode: ColorGameMode
    /// Easy, normal or hard.
    public var difficulty: ColorGameDifficulty

    /// Settings with the given mode and difficulty.
    public init(mode: ColorGameMode = .classic(rounds: ColorGameMode.defaultRounds), difficulty: ColorGameDifficulty = .normal) {
        self.mode = mode
        self.difficulty = difficulty
    }
}

/// How long a color game lasts.
public enum ColorGameMode: Sendable, Equatable {
    /// A fixed number of rounds (`--rounds N`, 5 by default).
    case classic(rounds: Int)
    /// As many rounds as fit in a time limit (`--time 60`): the Arcade Mode the original Chroma Game never shipped (chroma-quiz(1), MODES).
    case arcade(seconds: Double)
    /// The puzzle of the day: the seed comes from the UTC date, so everyone plays the same rounds.
    case daily(CalendarDate)

    /// The rounds of a classic game unless told otherwise.
    public static let defaultRounds = 5
    /// The seconds of an arcade game unless told otherwise.
    public static let defaultSeconds = 60.0
    /// The rounds of a daily game.
    public static let dailyRounds = 5

    /// The number of rounds, or nil when the time decides (arcade).
    public var rounds: Int? {
        switch self {
        case .classic(let rounds): return rounds
        case .arcade: return nil
        case .daily: return ColorGameMode.dailyRounds
        }
    }

    /// The time limit in seconds (arcade), else nil.
    public var timeLimit: Double? {
        if case .arcade(let seconds) = self { return seconds }
        return nil
    }

    /// The mode's name in events: `classic`, `arcade`, `daily`.
    public var name: String {
        switch self {
        case .classic: return "classic"
        case .arcade: return "arcade"
        case .daily: return "daily"
        }
    }

    /// The mode as a leaderboard names it, so that only comparable games compete:
    /// `classic`, `classic 8 rounds`, `arcade 60s`, `daily 2026-11-21`.
    public var leaderboardName: String {
        switch self {
        case .classic(let rounds):
            return rounds == ColorGameMode.defaultRounds ? "classic" : "classic \(rounds) \(rounds == 1 ? "round" : "rounds")"
        case .arcade(let seconds):
            return "arcade \(ShortNumber.string(seconds, precision: 1))s"
        case .daily(let date):
            return "daily \(date)"
        }
    }
}

/// How hard a color game is.
///
/// - `easy`: the `hint` action tells in which of three coarse bands of ΔE the guess is (`HintBand`), never the
///   difference itself; each hint halves the round's points (`ColorScoring.points(_:afterHints:)`).
/// - `normal`: the target stays in view, no hints.
/// - `hard`: the target's swatch is hidden `hardVisibleSeconds` after each round starts, as the best web color games do.
///
/// Points are the same in every difficulty; leaderboards keep them apart.
public enum ColorGameDifficulty: String, Sendable, Equatable, CaseIterable {
    case easy, normal, hard

    /// How long a hard round shows its target.
    public static let hardVisibleSeconds = 5.0
}

/// A day of the proleptic Gregorian calendar, in UTC: what a daily puzzle is named and seeded by.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month, 1–31.
    public var day: Int

    /// A date from its parts (not checked).
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The UTC date of a moment given in seconds since 1970-01-01T00:00:00Z.
    ///
    /// Days to civil date by Howard Hinnant's `civil_from_days` ("chrono-
    /// Compatible Low-Level Date Algorithms", 2013), exact for every Int day.
    public init(secondsSinceEpoch seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), month: Int(month), day: Int(day))
    }

    /// A date written `YYYY-MM-DD`, or nil when it is not one (the day is checked against its month).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), day >= 1, day <= CalendarDate.days(inMonth: month, year: year)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + two(month) + "-" + two(day)
    }

    /// The seed of the daily puzzle of `game` on this date: the same for every player on that UTC day.
    ///
    /// `YYYYMMDD` and the game's name (FNV-1a, 64-bit) are combined and
    /// stirred by one SplitMix64 step, so neighbouring days and different
    /// games get unrelated puzzles.
    public func dailySeed(game: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in game.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let stamp = UInt64(year * 10_000 + month * 100 + day)
        var mixer = SplitMix64(state: hash ^ stamp)
        return mixer.next() >> 11  // at most 2^53: exact as a JSON number, like every seed
    }

    /// Whether one date comes before another.
    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// The days of `month` in `year` (Gregorian leap years).
    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// Where a color game stands: the round, the score, the clock readings that time it, and whether it is over.
public struct ColorGameProgress: Sendable, Equatable {
    /// The mode and difficulty.
    public let settings: ColorGameSettings
    /// The current round, from 1; once over, the last round played.
    public private(set) var round = 1
    /// The points so far.
    public private(set) var score = 0
    /// The rounds scored so far.
    public private(set) var roundsPlayed = 0
    /// Why the game ended, once over.
    public private(set) var ending: ColorGameEnding?
    /// When the game started (the engine's clock).
    public private(set) var startedAt: Double
    /// When this round was dealt (the engine's clock).
    public private(set) var roundStartedAt: Double
    /// How many more times this game may deal a round again (`new`): `skipsPerGame` at the start, none in a daily game.
    public private(set) var skipsLeft: Int
    /// The hints taken in this round's puzzle so far.
    public private(set) var hintsThisRound = 0

    /// How many times a game may deal a new puzzle for a round (`new`) before it is refused.
    ///
    /// A few, so that a player can pass over a color they cannot bear, but
    /// not so many that rerolling until an easy target comes up pays
    /// (chroma-quiz(1), RULES).
    public static let skipsPerGame = 2

    /// A game starting now.
    public init(settings: ColorGameSettings, at now: Double) {
        self.settings = settings
        self.startedAt = now
        self.roundStartedAt = now
        if case .daily = settings.mode {
            self.skipsLeft = 0
        } else {
            self.skipsLeft = ColorGameProgress.skipsPerGame
        }
    }

    /// Whether the game has ended.
    public var isOver: Bool { ending != nil }

    /// The rounds of the game, or nil when the time decides.
    public var rounds: Int? { settings.mode.rounds }

    /// Seconds left in an arcade game at `now` (never below 0), else nil.
    public func remaining(at now: Double) -> Double? {
        guard let limit = settings.mode.timeLimit else { return nil }
        return max(0, limit - (now - startedAt))
    }

    /// Whether an arcade game's time is up at `now`.
    public func isTimeUp(at now: Double) -> Bool {
        guard let remaining = remaining(at: now) else { return false }
        return remaining <= 0
    }

    /// Whether the target may be shown at `now`: always, except in a hard round after its first seconds.
    public func isTargetVisible(at now: Double) -> Bool {
        settings.difficulty != .hard || now - roundStartedAt < ColorGameDifficulty.hardVisibleSeconds
    }

    /// Where the game stands, for a prompt: `round 2/5 · score 180`, `round 3 · score 250`, `game over · score 412`.
    public var summary: String {
        if isOver { return "game over · score \(score)" }
        if let rounds { return "round \(round)/\(rounds) · score \(score)" }
        return "round \(round) · score \(score)"
    }

    /// Adds a round's points; returns whether that was the last round (the game is then over).
    mutating func addRound(points: Int) -> Bool {
        score += points
        roundsPlayed += 1
        if let rounds, round >= rounds {
            ending = .rounds
            return true
        }
        return false
    }

    /// Moves to the next round, dealt at `now`.
    mutating func nextRound(at now: Double) {
        round += 1
        roundStartedAt = now
        hintsThisRound = 0
    }

    /// Uses a skip and restarts the round's timing and hints (a redeal with `new`); the caller checks `skipsLeft` first.
    mutating func redealRound(at now: Double) {
        skipsLeft -= 1
        roundStartedAt = now
        hintsThisRound = 0
    }

    /// Counts a hint against this round.
    mutating func takeHint() {
        hintsThisRound += 1
    }

    /// Ends the game because the time is up.
    mutating func endForTime() {
        ending = .time
    }
}

/// Why a color game ended.
public enum ColorGameEnding: String, Sendable, Equatable {
    /// The last round was scored.
    case rounds
    /// An arcade game's time ran out.
    case time
}

/// Which end of a gradient an action sets (gradient play).
public enum GradientEnd: String, Sendable, Equatable, CaseIterable {
    case start, end
}
