import ChromaKit

/// The engine of the three color-matching games: rounds, modes, timing and scoring around a puzzle.
///
/// A color game deals a puzzle each round — a target color to set channel by
/// channel (chroma-quiz), two colors to mix at a hidden ratio (colormix
/// play), a gradient to rebuild from its ends (gradient play) — and the
/// player edits a guess and checks it. Everything but the puzzle is the same
/// in the three games and lives here (chroma-quiz(1), RULES, MODES and SCORING):
///
/// - A game starts at round 1, score 0. `check` scores the guess 0–100
///   (`ColorScoring`, halved for each hint of the round), titles it by its ΔE,
///   adds the points, and deals the next round, or ends the game after the
///   last round (classic: `--rounds`, 5 by default; daily: 5).
/// - Arcade: no round limit; the game ends when its time is up. An action that
///   arrives after that is not applied: it ends the game (an `over` event with
///   the reason `time`); a check that beats the clock is scored.
/// - `new` deals a new puzzle for the same round, unscored, at most
///   `ColorGameProgress.skipsPerGame` times a game (never in daily games,
///   where everyone plays the same puzzles); `start-over` begins a new game
///   (score 0, round 1), also after the game is over; daily games refuse it:
///   the day's puzzles are played once.
/// - `hint` (easy only) says in which coarse band of ΔE the guess is
///   (`HintBand`), never the difference, and halves the round's points.
/// - Hard: `isTargetVisible(at:)` turns false 5 s into each round; the
///   executables stop painting the target then.
///
/// Refused actions throw `ColorGameError` and change nothing. The puzzle's
/// own actions (set a channel, a color, a ratio; reset) are passed to it.
/// The engine reads the clock only through its argument, so tests move time
/// by hand.
public struct ColorMatchGame<Puzzle: ColorPuzzle>: GameEngine, Equatable {
    /// A game's setup: mode, difficulty and the puzzle's options (model, mixing space, scoring).
    public struct Configuration: Sendable, Equatable {
        /// Mode and difficulty.
        public var settings: ColorGameSettings
        /// What the puzzle needs (chroma-quiz: the model; colormix play: space and scoring; …).
        public var options: Puzzle.Options

        /// A configuration with the given settings and puzzle options.
        public init(settings: ColorGameSettings = ColorGameSettings(), options: Puzzle.Options) {
            if case .classic(let rounds) = settings.mode {
                precondition(rounds >= 1, "a color game has at least one round")
            }
            self.settings = settings
            self.options = options
        }
    }

    /// The game's setup, kept across `start-over`.
    public let configuration: Configuration
    /// Round, score, timing.
    public private(set) var progress: ColorGameProgress
    /// This round's puzzle and the player's guess.
    public private(set) var puzzle: Puzzle

    /// The game's name in events and in the score store.
    public static var name: String { Puzzle.gameName }

    /// Whether the game has ended.
    public var isOver: Bool { progress.isOver }

    /// Where the game stands, for a prompt.
    public var summary: String { progress.summary }

    /// Whether the target may be shown at the clock's time (hard rounds hide it after 5 s).
    public func isTargetVisible(clock: some GameClock) -> Bool {
        progress.isTargetVisible(at: clock.now)
    }

    /// This round as an event, at the clock's time.
    public func currentRound(clock: some GameClock) -> ColorGameRound {
        ColorGameRound(
            round: progress.round, rounds: progress.rounds, score: progress.score,
            remaining: progress.remaining(at: clock.now), puzzle: puzzle.publicInfo, guess: puzzle.guess)
    }

    /// Starts a game: round 1, score 0, the first puzzle dealt; the one event announces the round.
    public static func start(
        _ configuration: Configuration,
        random: inout some RandomNumberGenerator,
        clock: some GameClock
    ) -> (game: ColorMatchGame, events: [ColorGameEvent]) {
        let puzzle = Puzzle.deal(configuration.options, random: &random)
        let game = ColorMatchGame(
            configuration: configuration, progress: ColorGameProgress(settings: configuration.settings, at: clock.now),
            puzzle: puzzle)
        return (game, [.round(game.currentRound(clock: clock))])
    }

    /// Applies an action (see the overview); on failure nothing changes.
    public mutating func apply(
        _ action: ColorGameAction,
        random: inout some RandomNumberGenerator,
        clock: some GameClock
    ) throws(ColorGameError) -> [ColorGameEvent] {
        if case .startOver = action {
            if case .daily = configuration.settings.mode {
                throw ColorGameError("the daily puzzle is played once a day; run the game again tomorrow, or play classic")
            }
            let (game, events) = Self.start(configuration, random: &random, clock: clock)
            self = game
            return events
        }
        if isOver { throw .gameOver(score: progress.score, rounds: progress.roundsPlayed) }
        let now = clock.now
        if progress.isTimeUp(at: now) { return endForTime() }
        switch action {
        case .check:
            return check(random: &random, now: now, clock: clock)
        case .new:
            if case .daily = configuration.settings.mode {
                throw ColorGameError("the daily puzzle cannot be dealt again: everyone plays the same rounds")
            }
            guard progress.skipsLeft > 0 else {
                throw ColorGameError(
                    "no new puzzles left: a game deals at most \(ColorGameProgress.skipsPerGame) new puzzles; check this one")
            }
            puzzle = Puzzle.deal(configuration.options, random: &random)
            progress.redealRound(at: now)
            return [.round(currentRound(clock: clock))]
        case .hint:
            guard configuration.settings.difficulty == .easy else {
                throw ColorGameError("hints are for --difficulty easy")
            }
            progress.takeHint()
            return [.hint(ColorGameHint(
                round: progress.round, band: ColorScoring.hintBand(deltaE: puzzle.score().deltaE), hints: progress.hintsThisRound))]
        case .startOver:
            return []  // handled above
        default:
            var edited = puzzle
            let note = try edited.edit(action)
            puzzle = edited
            return [.guess(ColorGameGuessUpdate(round: progress.round, guess: puzzle.guess, note: note))]
        }
    }

    /// Ends the game now, whatever the clock says (an arcade countdown that reached 0 in the terminal).
    ///
    /// Returns the `over` event, or nothing when the game was already over.
    public mutating func endIfTimeIsUp(clock: some GameClock) -> [ColorGameEvent] {
        guard !isOver, progress.isTimeUp(at: clock.now) else { return [] }
        return endForTime()
    }

    private mutating func endForTime() -> [ColorGameEvent] {
        progress.endForTime()
        return [.over(score: progress.score, rounds: progress.roundsPlayed, ending: .time)]
    }

    private mutating func check(random: inout some RandomNumberGenerator, now: Double, clock: some GameClock) -> [ColorGameEvent] {
        let scored = puzzle.score()
        let hints = progress.hintsThisRound
        let points = ColorScoring.points(scored.points, afterHints: hints)
        let last = progress.addRound(points: points)
        let result = ColorGameResult(
            round: progress.round, answer: scored.answer, guess: puzzle.guess, deltaE: scored.deltaE,
            endDeltaEs: scored.endDeltaEs, hints: hints, points: points, score: progress.score,
            title: ColorScoring.title(deltaE: scored.deltaE))
        if last {
            return [.result(result), .over(score: progress.score, rounds: progress.roundsPlayed, ending: .rounds)]
        }
        progress.nextRound(at: now)
        puzzle = Puzzle.deal(configuration.options, random: &random)
        return [.result(result), .round(currentRound(clock: clock))]
    }
}

/// One round's puzzle of a color game: what is dealt, what the player edits, how it is scored.
public protocol ColorPuzzle: Sendable, Equatable {
    /// What every round of a game is dealt with (a model, a mixing space, …).
    associatedtype Options: Sendable, Equatable

    /// The game's name: `chroma-quiz`, `colormix-play`, `gradient-play`.
    static var gameName: String { get }

    /// What the leaderboard keeps apart besides mode and difficulty: the model (`hsb`), or the mixing space and scoring.
    static func leaderboardDetail(_ options: Options) -> String

    /// Deals a new puzzle with the player's guess at its start.
    static func deal(_ options: Options, random: inout some RandomNumberGenerator) -> Self

    /// What the player may see before the check besides the guess (colormix play's two colors), never the answer.
    var publicInfo: ColorPuzzleInfo { get }

    /// The player's guess as it stands.
    var guess: ColorGameGuess { get }

    /// Applies an editing action (set a channel, a color or a ratio; reset); returns a note when a value was adjusted.
    ///
    /// Throws for an action this puzzle has no use for, or a channel its model
    /// does not have; then nothing changes.
    mutating func edit(_ action: ColorGameAction) throws(ColorGameError) -> String?

    /// Scores the guess against the answer.
    func score() -> ColorPuzzleScore
}

/// What a puzzle shows before the check besides the guess.
public enum ColorPuzzleInfo: Sendable, Equatable {
    /// Nothing else (chroma-quiz, gradient play: the target is shown as a swatch, its numbers never).
    case none
    /// The two colors being mixed (colormix play) and the space they mix in.
    case mixing(DisplayColor, DisplayColor, space: String)
}

/// A guess scored: the answer revealed, the difference and the points.
public struct ColorPuzzleScore: Sendable, Equatable {
    /// The answer.
    public var answer: ColorGameAnswer
    /// CIEDE2000 of the guess to the answer (gradient play: the mean along the gradient).
    public var deltaE: Double
    /// Gradient play: the ΔE of the start and of the end; else nil.
    public var endDeltaEs: [Double]?
    /// 0–100.
    public var points: Int

    /// A score with the given values.
    public init(answer: ColorGameAnswer, deltaE: Double, endDeltaEs: [Double]? = nil, points: Int) {
        self.answer = answer
        self.deltaE = deltaE
        self.endDeltaEs = endDeltaEs
        self.points = points
    }
}

/// What a color-game player can do.
public enum ColorGameAction: Sendable, Equatable {
    /// Sets a channel of the guess (`r 200`, `set h 120`), or moves it by the value when `relative` (`g +10`);
    /// `which` names the end in gradient play.
    case setChannel(String, value: Double, relative: Bool, which: GradientEnd?)
    /// Sets every channel at once from a color (any CSS color); `which` names the end in gradient play.
    case setColor(Color, which: GradientEnd?)
    /// Sets the mix ratio 0–1 (colormix play), or moves it by the value when `relative`.
    case setRatio(Double, relative: Bool)
    /// Puts the guess back where the round started (`which` for one end in gradient play; nil for both).
    case reset(which: GradientEnd?)
    /// Scores the guess.
    case check
    /// A new puzzle for this round, unscored.
    case new
    /// How near the guess is, as a coarse band; it halves the round's points (easy only).
    case hint
    /// A new game.
    case startOver

    /// Two actions are equal when they are the same action with the same values (colors compared exactly).
    public static func == (a: ColorGameAction, b: ColorGameAction) -> Bool {
        switch (a, b) {
        case let (.setChannel(c1, v1, r1, w1), .setChannel(c2, v2, r2, w2)): return c1 == c2 && v1 == v2 && r1 == r2 && w1 == w2
        case let (.setColor(c1, w1), .setColor(c2, w2)): return c1.isIdentical(to: c2) && w1 == w2
        case let (.setRatio(v1, r1), .setRatio(v2, r2)): return v1 == v2 && r1 == r2
        case let (.reset(w1), .reset(w2)): return w1 == w2
        case (.check, .check), (.new, .new), (.hint, .hint), (.startOver, .startOver): return true
        default: return false
        }
    }
}

/// What a color-game engine reports, in order.
public enum ColorGameEvent: Sendable, Equatable {
    /// A round begins (the start, after a check that is not the last, `new`, `start-over`).
    case round(ColorGameRound)
    /// The guess changed (after a set or reset); `note` says when a value was clamped or wrapped.
    case guess(ColorGameGuessUpdate)
    /// Easy mode's hint: how near the guess is, and what it costs.
    case hint(ColorGameHint)
    /// A guess was checked and scored.
    case result(ColorGameResult)
    /// The game ended: the final score, the rounds scored, and why.
    case over(score: Int, rounds: Int, ending: ColorGameEnding)
}

/// A round being dealt: its number, the score so far, the time left, what may be seen, and the starting guess.
public struct ColorGameRound: Sendable, Equatable {
    /// The round, from 1.
    public var round: Int
    /// The rounds of the game, or nil when the time decides (arcade).
    public var rounds: Int?
    /// The score before this round.
    public var score: Int
    /// Arcade: seconds left; else nil.
    public var remaining: Double?
    /// What may be seen besides the guess (colormix play's two colors).
    public var puzzle: ColorPuzzleInfo
    /// The guess the round starts from.
    public var guess: ColorGameGuess

    /// A round with the given values.
    public init(round: Int, rounds: Int?, score: Int, remaining: Double?, puzzle: ColorPuzzleInfo, guess: ColorGameGuess) {
        self.round = round
        self.rounds = rounds
        self.score = score
        self.remaining = remaining
        self.puzzle = puzzle
        self.guess = guess
    }
}

/// What the player has set.
public enum ColorGameGuess: Sendable, Equatable {
    /// One color in a model (chroma-quiz).
    case color(ModelColor)
    /// A mix ratio 0–1 and the color it mixes (colormix play).
    case ratio(Double, mixed: DisplayColor)
    /// The two ends of a gradient (gradient play).
    case gradient(start: ModelColor, end: ModelColor)
}

/// The guess after an edit, and what was adjusted.
public struct ColorGameGuessUpdate: Sendable, Equatable {
    /// The round.
    public var round: Int
    /// The guess now.
    public var guess: ColorGameGuess
    /// Why a value differs from the one asked for (clamped, wrapped), or nil.
    public var note: String?

    /// An update with the given values.
    public init(round: Int, guess: ColorGameGuess, note: String?) {
        self.round = round
        self.guess = guess
        self.note = note
    }
}

/// The answer of a round, revealed by the check.
public enum ColorGameAnswer: Sendable, Equatable {
    /// The target color (chroma-quiz).
    case color(DisplayColor)
    /// The target mix and its hidden ratio (colormix play).
    case mix(DisplayColor, ratio: Double)
    /// The target gradient's two ends (gradient play).
    case gradient(start: DisplayColor, end: DisplayColor)
}

/// The answer to a hint: the band the guess is in, never its ΔE, and how many hints the round has taken.
public struct ColorGameHint: Sendable, Equatable {
    /// The round.
    public var round: Int
    /// How near the guess is.
    public var band: HintBand
    /// The hints of this round's puzzle so far, this one included.
    public var hints: Int

    /// A hint with the given values.
    public init(round: Int, band: HintBand, hints: Int) {
        self.round = round
        self.band = band
        self.hints = hints
    }

    /// The percentage of its points the round keeps when it is checked: 50 after one hint, 25 after two, …
    public var keptPercent: Double { ColorScoring.keptPercent(afterHints: hints) }
}

/// A checked guess: the answer, the guess, the difference, the points and the new score.
public struct ColorGameResult: Sendable, Equatable {
    /// The round scored.
    public var round: Int
    /// The answer, now revealed.
    public var answer: ColorGameAnswer
    /// The guess as checked.
    public var guess: ColorGameGuess
    /// CIEDE2000 of guess and answer (gradient play: the mean along the gradient).
    public var deltaE: Double
    /// Gradient play: the ΔE of the start and of the end; else nil.
    public var endDeltaEs: [Double]?
    /// The hints the round took (0 without).
    public var hints: Int
    /// The round's points, 0–100: the curve's, halved for each hint.
    public var points: Int
    /// The score after this round.
    public var score: Int
    /// A word for the ΔE ("Perfect!" …, `ColorScoring.title(deltaE:)`).
    public var title: String

    /// A result with the given values.
    public init(round: Int, answer: ColorGameAnswer, guess: ColorGameGuess, deltaE: Double, endDeltaEs: [Double]?,
                hints: Int = 0, points: Int, score: Int, title: String) {
        self.round = round
        self.answer = answer
        self.guess = guess
        self.deltaE = deltaE
        self.endDeltaEs = endDeltaEs
        self.hints = hints
        self.points = points
        self.score = score
        self.title = title
    }
}

/// Why a color-game engine refused an action: one line for a message, without the tool and line prefix.
public struct ColorGameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// An error with the given message.
    public init(_ message: String) {
        self.message = message
    }

    /// An action after the last round.
    public static func gameOver(score: Int, rounds: Int) -> ColorGameError {
        ColorGameError("the game is over (score \(score) after \(rounds) \(rounds == 1 ? "round" : "rounds")); start over to play again")
    }

    /// The message.
    public var description: String { message }
}
