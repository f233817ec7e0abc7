import ChromaKit

/// Bull's Eye, the slider game: put the slider as close as you can to a number from 1 to 100.
///
/// The rules are those of the original Bull's Eye game, its scoring, titles,
/// message and "start over" (bullseye(1), RULES):
///
/// - Each round deals a target, uniform in 1…100, and puts the slider (1…100)
///   at a random position; so does the start of a game and "start over".
/// - A hit commits the slider: `difference = |round(slider) − target|`, with
///   halves rounded away from zero (36.5 → 37), as the original's
///   `Int(sliderValue.rounded())`.
/// - `points = 100 − difference`, and a bonus of 100 when the difference is 0
///   (200 points) or of 50 when it is 1 (150 points).
/// - The title: difference 0 "Perfect!", below 5 "You almost had it!", up to
///   10 "Not bad.", else "Are you even trying?".
/// - The message, three lines: "The slider's value is X.", "The target value
///   is Y.", "You scored Z points this round."
/// - The points add to the score and the round counts up; "start over" sets
///   the score to 0 and the round to 1 and deals a new target and slider.
///
/// What this engine adds to the original, which plays forever: a game has a
/// number of rounds (10 by default) and is over after the last one, or is
/// endless like the original. A hit on a finished game is refused with
/// `BullseyeError.gameOver`; "start over" is always allowed and begins a new
/// game. Refused actions change nothing.
///
/// The slider is the engine's too (`BullseyeSlider`): its keys move the knob
/// by random amounts drawn from the game's generator, so a seeded game played
/// key by key replays the same; a hit commits either a value the player gives
/// (any number in 1…100; only its rounded value counts) or the knob where the
/// keys left it. The slider starts each round on a whole number, which keeps
/// `--seed` games easy to write down. Per round the generator is drawn twice,
/// target first, then the slider's start, through `GameRandom` so a seed deals
/// the same game with every toolchain; the slider's keys draw from it in
/// between (`BullseyeSlider`), so the deals after a round played with the keys
/// depend on them. Bull's Eye has no timing rule: it takes a clock like every
/// engine and never reads it.
public struct BullseyeGame: GameEngine, Equatable {
    /// How a game is set up: a number of rounds, or endless.
    public struct Configuration: Sendable, Equatable {
        /// The rounds of a game (at least 1), or nil for an endless game.
        public var rounds: Int?

        /// The number of rounds of a game unless told otherwise.
        public static let defaultRounds = 10

        /// An endless game, as the original plays.
        public static let endless = Configuration(rounds: nil)

        /// A game of `rounds` rounds (at least 1; the executables check what users type), or endless for nil.
        public init(rounds: Int? = Configuration.defaultRounds) {
            precondition(rounds.map { $0 >= 1 } ?? true, "a bullseye game has at least one round")
            self.rounds = rounds
        }
    }

    /// Whether rounds are still being played.
    public enum Phase: Sendable, Equatable {
        /// A round is on: the target and slider are dealt, waiting for a hit.
        case playing
        /// The last round has been scored; only "start over" is accepted.
        case over
    }

    /// The game's setup, kept across "start over".
    public private(set) var configuration: Configuration
    /// Playing or over.
    public private(set) var phase: Phase
    /// The current round, from 1; once over, the last round played.
    public private(set) var round: Int
    /// The points scored so far in this game.
    public private(set) var score: Int
    /// This round's target, 1…100.
    public private(set) var target: Int
    /// Where the slider starts this round, 1…100.
    public private(set) var sliderStart: Int
    /// The slider of this round: where its keys have put the knob so far.
    public private(set) var slider: BullseyeSlider

    /// The rounds of a game, or nil when endless.
    public var rounds: Int? { configuration.rounds }

    /// Whether the last round has been scored.
    public var isOver: Bool { phase == .over }

    /// How many rounds have been scored in this game.
    public var roundsPlayed: Int { isOver ? round : round - 1 }

    /// Where the game stands, for a prompt: `round 3/10 · target 42 · score 412`, `round 3 · target 42 · score 412`
    /// (endless), `game over · score 1234`.
    public var summary: String {
        switch (phase, rounds) {
        case (.over, _): return "game over · score \(score)"
        case (.playing, let rounds?): return "round \(round)/\(rounds) · target \(target) · score \(score)"
        case (.playing, nil): return "round \(round) · target \(target) · score \(score)"
        }
    }

    /// This round as an event: the same value the last `round` event carried.
    public var currentRound: BullseyeRound {
        BullseyeRound(round: round, rounds: rounds, score: score, target: target, sliderStart: sliderStart)
    }

    /// Starts a game at round 1 with score 0; the one event announces the first round.
    public static func start(
        _ configuration: Configuration = Configuration(),
        random: inout some RandomNumberGenerator,
        clock _: some GameClock
    ) -> (game: BullseyeGame, events: [BullseyeEvent]) {
        let (target, slider) = deal(&random)
        let game = BullseyeGame(
            configuration: configuration, phase: .playing, round: 1, score: 0, target: target, sliderStart: slider,
            slider: BullseyeSlider(start: slider))
        return (game, [.round(game.currentRound)])
    }

    /// Applies slider keys, a hit or a "start over".
    ///
    /// Keys move the knob (one `knob` event, where it is after them). A hit
    /// scores the round (a `result` event), then either deals the next round
    /// (a `round` event) or, after the last round, ends the game (an `over`
    /// event). "Start over" begins a new game with the same configuration (a
    /// `round` event for round 1), also from a finished game. A hit outside
    /// 1…100 or not finite, or keys or a hit on a finished game, throw and
    /// change nothing.
    public mutating func apply(
        _ action: BullseyeAction,
        random: inout some RandomNumberGenerator,
        clock: some GameClock
    ) throws(BullseyeError) -> [BullseyeEvent] {
        switch action {
        case .startOver:
            let (game, events) = Self.start(configuration, random: &random, clock: clock)
            self = game
            return events
        case .keys(let keys):
            guard phase == .playing else { throw .gameOver(score: score, rounds: round) }
            for key in keys { slider.press(key, random: &random) }
            return [.knob(round: round, value: slider.value)]
        case .hitSlider:
            return try apply(.hit(value: slider.value), random: &random, clock: clock)
        case .hit(let value):
            guard phase == .playing else { throw .gameOver(score: score, rounds: round) }
            guard BullseyeRules.accepts(value) else { throw .invalidValue(value) }
            let sliderValue = BullseyeRules.sliderValue(value)
            let difference = BullseyeRules.difference(sliderValue: sliderValue, target: target)
            let points = BullseyeRules.points(difference: difference)
            score += points
            let result = BullseyeResult(
                round: round, hit: value, value: sliderValue, target: target, difference: difference, points: points,
                title: BullseyeRules.title(difference: difference),
                message: BullseyeRules.message(sliderValue: sliderValue, target: target, points: points),
                score: score)
            if let rounds, round >= rounds {
                phase = .over
                return [.result(result), .over(score: score, rounds: round)]
            }
            round += 1
            (target, sliderStart) = Self.deal(&random)
            slider = BullseyeSlider(start: sliderStart)
            return [.result(result), .round(currentRound)]
        }
    }

    /// Deals a round: the target first, then the slider's start (the order is part of what a seed reproduces).
    private static func deal(_ random: inout some RandomNumberGenerator) -> (target: Int, slider: Int) {
        let target = GameRandom.integer(in: BullseyeRules.range, using: &random)
        let slider = GameRandom.integer(in: BullseyeRules.range, using: &random)
        return (target, slider)
    }
}

/// What a Bull's Eye player can do.
public enum BullseyeAction: Sendable, Equatable {
    /// Presses the slider's keys, one after the other (none: only asks where the knob is).
    case keys([BullseyeKey])
    /// Commits the slider where its keys have put the knob.
    case hitSlider
    /// Commits the slider at `value` (1…100; only its rounded value counts).
    case hit(value: Double)
    /// Starts a new game: score 0, round 1, a new target and slider position.
    case startOver
}

/// What the Bull's Eye engine reports, in the order it happens.
public enum BullseyeEvent: Sendable, Equatable {
    /// A round begins (at the start, after a hit that is not the last, and after "start over").
    case round(BullseyeRound)
    /// The slider's keys were pressed in `round`: the knob's value now (a terminal shows only its cell, `BullseyeTrack`).
    case knob(round: Int, value: Double)
    /// A hit was scored.
    case result(BullseyeResult)
    /// The last round was scored: the final score and the number of rounds played.
    case over(score: Int, rounds: Int)
}

/// A round being dealt: which round, the score so far, the target and where the slider starts.
public struct BullseyeRound: Sendable, Equatable {
    /// The round, from 1.
    public var round: Int
    /// The rounds of the game, or nil when endless.
    public var rounds: Int?
    /// The score before this round.
    public var score: Int
    /// The target, 1…100.
    public var target: Int
    /// The slider's starting position, 1…100.
    public var sliderStart: Int

    /// A round with the given numbers.
    public init(round: Int, rounds: Int?, score: Int, target: Int, sliderStart: Int) {
        self.round = round
        self.rounds = rounds
        self.score = score
        self.target = target
        self.sliderStart = sliderStart
    }
}

/// A scored hit: what was hit, how far from the target, the points, the title and message, the new score.
public struct BullseyeResult: Sendable, Equatable {
    /// The round that was scored.
    public var round: Int
    /// The slider value as the player gave it (e.g. 36.5).
    public var hit: Double
    /// The slider's value as scored: `hit` rounded half away from zero (37).
    public var value: Int
    /// The round's target.
    public var target: Int
    /// `|value − target|`.
    public var difference: Int
    /// The points of this round, bonus included.
    public var points: Int
    /// The title the original showed above its alert ("Perfect!" …).
    public var title: String
    /// The three lines of the original's message.
    public var message: [String]
    /// The score after this round.
    public var score: Int

    /// A result with the given values (the engine computes them; tests and replays build them).
    public init(
        round: Int, hit: Double, value: Int, target: Int, difference: Int, points: Int, title: String,
        message: [String], score: Int
    ) {
        self.round = round
        self.hit = hit
        self.value = value
        self.target = target
        self.difference = difference
        self.points = points
        self.title = title
        self.message = message
        self.score = score
    }
}

/// Why the Bull's Eye engine refused an action.
public enum BullseyeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A hit whose value is not a finite number in 1…100.
    case invalidValue(Double)
    /// A hit or keys after the last round; the game's final score and rounds.
    case gameOver(score: Int, rounds: Int)

    /// One line for a message on stderr (without the tool and line prefix).
    public var description: String {
        switch self {
        case .invalidValue(let value):
            let shown = value.isFinite ? ShortNumber.string(value) : (value.isNaN ? "NaN" : (value < 0 ? "-infinity" : "infinity"))
            return "the slider's value must be a number from 1 to 100, not \(shown)"
        case .gameOver(let score, let rounds):
            return "the game is over (score \(score) after \(rounds) \(rounds == 1 ? "round" : "rounds")); start over to play again"
        }
    }
}

/// The scoring rules of Bull's Eye (bullseye(1), RULES), each a small pure function.
public enum BullseyeRules {
    /// The range of targets and of slider positions.
    public static let range: ClosedRange<Int> = 1...100

    /// Whether `value` is a slider value a hit may commit: finite and within 1…100.
    public static func accepts(_ value: Double) -> Bool {
        value.isFinite && value >= Double(range.lowerBound) && value <= Double(range.upperBound)
    }

    /// The slider's value as scored: rounded half away from zero (36.5 → 37), as `Double.rounded()`.
    ///
    /// Only for values that `accepts` allows.
    public static func sliderValue(_ value: Double) -> Int {
        Int(value.rounded())
    }

    /// How far the slider is from the target: `|value − target|`.
    public static func difference(sliderValue: Int, target: Int) -> Int {
        abs(sliderValue - target)
    }

    /// The points for a difference: 100 − difference, plus 100 for a bull's eye and 50 for one off.
    public static func points(difference: Int) -> Int {
        switch difference {
        case 0: return 200
        case 1: return 150
        default: return 100 - difference
        }
    }

    /// The title for a difference: "Perfect!", "You almost had it!", "Not bad." or "Are you even trying?".
    public static func title(difference: Int) -> String {
        if difference == 0 { return "Perfect!" }
        if difference < 5 { return "You almost had it!" }
        if difference <= 10 { return "Not bad." }
        return "Are you even trying?"
    }

    /// The three lines of the message shown with the title.
    public static func message(sliderValue: Int, target: Int, points: Int) -> [String] {
        [
            "The slider's value is \(sliderValue).",
            "The target value is \(target).",
            "You scored \(points) points this round.",
        ]
    }
}
