import ChromaKit

/// How long a game of `ghostdraw trace` lasts.
public enum GhostTraceMode: Sendable, Equatable {
    /// A number of rounds (`--rounds N`, 5 by default).
    case classic(rounds: Int)
    /// The figures of the day: the seed comes from the UTC date, so everyone traces the same ones.
    case daily(CalendarDate)

    /// The rounds of a classic game unless told otherwise.
    public static let defaultRounds = 5
    /// The rounds of a daily game.
    public static let dailyRounds = 5

    /// The number of rounds.
    public var rounds: Int {
        switch self {
        case .classic(let rounds): rounds
        case .daily: GhostTraceMode.dailyRounds
        }
    }

    /// The mode as a leaderboard names it, so that only games of the same length compete:
    /// `classic`, `classic 8 rounds`, `daily 2026-11-23`.
    public var leaderboardName: String {
        switch self {
        case .classic(let rounds):
            rounds == GhostTraceMode.defaultRounds ? "classic" : "classic \(rounds) \(rounds == 1 ? "round" : "rounds")"
        case .daily(let date):
            "daily \(date)"
        }
    }
}

/// What a player of `ghostdraw trace` does.
public enum GhostTraceAction: Sendable, Equatable {
    /// Draw on the round's canvas, as on ghostdraw's: a stroke, a tool, a tap, a shake, an undo (the delay toggle is refused).
    case draw(GhostDrawAction)
    /// The tracing is finished: score the round and deal the next.
    case done
    /// A new game: score 0, round 1, new figures (not in a daily game).
    case startOver
}

/// A round's score.
public struct GhostTraceResult: Sendable, Equatable {
    /// The round, from 1.
    public var round: Int
    /// The figure's shape.
    public var shape: GhostFigureShape
    /// Coverage, precision and points.
    public var score: GhostTraceScore
    /// The game's score after the round.
    public var total: Int
}

/// What `ghostdraw trace` reports, in order.
public enum GhostTraceEvent: Sendable, Equatable {
    /// A round begins: its number, the game's rounds, the score so far.
    case round(round: Int, rounds: Int, score: Int)
    /// The round's figure: what the screen shows faintly.
    case figure(round: Int, figure: GhostFigure)
    /// A stroke was drawn on the round's canvas; it appears at its `appearsAt`.
    case stroke(round: Int, GhostStroke)
    /// Another tool was chosen.
    case tool(round: Int, GhostTool)
    /// A shake cleared this many strokes, shown and pending.
    case shake(round: Int, cleared: Int)
    /// An undo took back the stroke of this number.
    case undo(round: Int, stroke: Int)
    /// The round was scored.
    case result(GhostTraceResult)
    /// The last round was scored: the final score and the rounds played.
    case over(score: Int, rounds: Int)
}

/// Why `ghostdraw trace` refused an action; the game is then unchanged.
public enum GhostTraceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The canvas refused the drawing action.
    case drawing(GhostDrawError)
    /// The delay toggle is not part of the game.
    case noToggle
    /// The game is over: only start-over is accepted.
    case gameOver(score: Int, rounds: Int)
    /// A daily game cannot be started over.
    case dailyStartOver

    /// One line for a message.
    public var description: String {
        switch self {
        case .drawing(let error): error.description
        case .noToggle: "there is no delay toggle in trace: the ink appears after its delay"
        case .gameOver(let score, let rounds):
            "the game is over (score \(score) in \(rounds) \(rounds == 1 ? "round" : "rounds")); start-over begins a new one"
        case .dailyStartOver: "the daily figures are traced once a day; run the game again tomorrow, or play classic"
        }
    }
}

/// The engine of `ghostdraw trace`: trace a figure with ghost ink, scored by how well the ink follows it.
///
/// Each round deals a figure (`GhostFigure`, from a shuffled deck of the
/// shapes, so no shape comes back before all have been dealt) on a fresh
/// canvas of `canvasSize`. The player draws on it with ghostdraw's tools and
/// rules (`GhostDraw`): each pen's ink appears only after its delay, the
/// eraser acts at once, shake and undo work; the secret delay toggle does
/// not. `done` scores the ink the canvas shows once every stroke has
/// appeared (`GhostTraceScore`) and deals the next round, or ends the game
/// after the last (ghostdraw(1), TRACE).
///
/// Times come from the clock (seconds from the game's start, never going
/// back); randomness from the generator, so a seed deals the same figures.
public struct GhostTraceGame: GameEngine, Equatable {
    /// A game's setup.
    public struct Configuration: Sendable, Equatable {
        /// Classic or daily.
        public var mode: GhostTraceMode

        /// A game of `mode`.
        public init(mode: GhostTraceMode = .classic(rounds: GhostTraceMode.defaultRounds)) {
            precondition(mode.rounds >= 1, "a game has at least one round")
            self.mode = mode
        }
    }

    /// The canvas every round is drawn on: 60 by 40 cells, 20 lines of an 80 by 24 window with its frame, bar and message line.
    public static let canvasSize = CanvasSize(width: 60, height: 40)!

    /// The game's setup, kept across start-over.
    public let configuration: Configuration
    /// The current round, from 1; once over, the last round played.
    public private(set) var round = 1
    /// The points so far.
    public private(set) var score = 0
    /// The rounds scored in this game, in order.
    public private(set) var results: [GhostTraceResult] = []
    /// Whether the last round has been scored.
    public private(set) var isOver = false
    /// The figure of the current round.
    public private(set) var figure: GhostFigure
    /// The canvas of the current round.
    public private(set) var canvas: GhostDraw
    /// The shapes still to be dealt before the deck is shuffled again.
    private var deck: [GhostFigureShape]

    /// The rounds of the game.
    public var rounds: Int { configuration.mode.rounds }

    /// The game's name in events and in the score store.
    public static let name = "ghostdraw-trace"

    private init(configuration: Configuration, deck: [GhostFigureShape], figure: GhostFigure) {
        self.configuration = configuration
        self.deck = deck
        self.figure = figure
        self.canvas = GhostDraw(GhostDraw.Configuration(size: GhostTraceGame.canvasSize))
    }

    /// Starts a game: round 1, score 0, the first figure dealt.
    public static func start(
        _ configuration: Configuration,
        random: inout some RandomNumberGenerator,
        clock _: some GameClock
    ) -> (game: GhostTraceGame, events: [GhostTraceEvent]) {
        var deck: [GhostFigureShape] = []
        let figure = deal(from: &deck, random: &random)
        let game = GhostTraceGame(configuration: configuration, deck: deck, figure: figure)
        return (game, game.roundEvents)
    }

    /// Where the game stands, for a prompt: `round 2/5 · score 143`, `game over · score 412`.
    public var summary: String {
        isOver ? "game over · score \(score)" : "round \(round)/\(rounds) · score \(score)"
    }

    /// Applies an action at the clock's time; on failure nothing changes.
    public mutating func apply(
        _ action: GhostTraceAction,
        random: inout some RandomNumberGenerator,
        clock: some GameClock
    ) throws(GhostTraceError) -> [GhostTraceEvent] {
        if case .startOver = action {
            if case .daily = configuration.mode { throw .dailyStartOver }
            let (game, events) = GhostTraceGame.start(configuration, random: &random, clock: clock)
            self = game
            return events
        }
        if isOver { throw .gameOver(score: score, rounds: results.count) }
        switch action {
        case .draw(.toggle):
            throw .noToggle
        case .draw(let drawing):
            do throws(GhostDrawError) {
                let events = try canvas.apply(drawing, at: max(clock.now, canvas.time))
                return events.compactMap { event in
                    switch event {
                    case .drew(let stroke): .stroke(round: round, stroke)
                    case .toolChanged(let tool): .tool(round: round, tool)
                    case .shook(let cleared): .shake(round: round, cleared: cleared.count)
                    case .undid(let stroke): .undo(round: round, stroke: stroke.number)
                    case .toggleRevealed, .delays: nil  // the toggle is not part of the game
                    }
                }
            } catch {
                throw .drawing(error)
            }
        case .done:
            let scored = GhostTraceScore(ink: canvas.picture(at: canvas.settledTime), figure: figure)
            score += scored.points
            let result = GhostTraceResult(round: round, shape: figure.shape, score: scored, total: score)
            results.append(result)
            if round >= rounds {
                isOver = true
                return [.result(result), .over(score: score, rounds: results.count)]
            }
            round += 1
            figure = GhostTraceGame.deal(from: &deck, random: &random)
            canvas = GhostDraw(GhostDraw.Configuration(size: GhostTraceGame.canvasSize))
            return [.result(result)] + roundEvents
        case .startOver:
            return []  // handled above
        }
    }

    /// The events that announce the current round.
    private var roundEvents: [GhostTraceEvent] {
        [.round(round: round, rounds: rounds, score: score), .figure(round: round, figure: figure)]
    }

    /// The next figure: the next shape of the deck (shuffled anew when empty, Fisher–Yates), dealt on the canvas.
    private static func deal(from deck: inout [GhostFigureShape], random: inout some RandomNumberGenerator) -> GhostFigure {
        if deck.isEmpty {
            deck = GhostFigureShape.allCases
            for index in stride(from: deck.count - 1, to: 0, by: -1) {
                deck.swapAt(index, GameRandom.integer(in: 0...index, using: &random))
            }
        }
        return GhostFigure.deal(deck.removeFirst(), on: canvasSize, random: &random)
    }
}
