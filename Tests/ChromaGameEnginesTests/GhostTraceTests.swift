// ghostdraw trace's engine: the score of ink against a figure (coverage ×
// precision with a tolerance of one cell), worked out by hand on a straight
// figure; the figures dealt (inside the canvas, every shape once per deck,
// the same for the same seed); the rounds of a game, the ghost ink counted
// once it appears, the refused actions; and the batch protocol's lines.

import Testing

@testable import ChromaKit
@testable import ChromaGameEngines

@Suite("ghostdraw trace")
struct GhostTraceTests {
    let size = GhostTraceGame.canvasSize

    /// A figure that is one row of cells, (10,10) to (29,10): 20 cells.
    var line: GhostFigure { GhostFigure(shape: .square, size: size, strokes: [[GhostPoint(x: 10, y: 10), GhostPoint(x: 29, y: 10)]]) }

    /// The picture that strokes drawn with red show once they have appeared.
    func ink(_ strokes: [[GhostPoint]]) -> GhostPicture {
        var canvas = GhostDraw(GhostDraw.Configuration(size: size))
        for points in strokes { _ = try? canvas.apply(.stroke(points: points, tool: .red, radius: nil, start: nil), at: 0) }
        return canvas.picture(at: canvas.settledTime)
    }

    static func row(_ y: Int, _ from: Int, _ to: Int) -> [GhostPoint] { [GhostPoint(x: from, y: y), GhostPoint(x: to, y: y)] }

    /// Ink against the 20-cell row: the shares are counted by hand.
    static let scores: [(name: String, strokes: [[GhostPoint]], coverage: Double, precision: Double, points: Int)] = [
        ("on the figure", [row(10, 10, 29)], 1, 1, 100),
        ("a cell below it, within the tolerance", [row(11, 10, 29)], 1, 1, 100),
        ("a cell below and to the right, diagonally within it", [row(11, 11, 30)], 1, 1, 100),
        ("two cells below it", [row(12, 10, 29)], 0, 0, 0),
        // x 10–19 reach the figure's cells 10–20: 11 of 20.
        ("its left half", [row(10, 10, 19)], 0.55, 1, 55),
        // The figure, and as much ink again far from it.
        ("with as much stray ink", [row(10, 10, 29), row(30, 10, 29)], 1, 0.5, 50),
        // 13 rows of 60 cells; within a cell of the figure, row 10's x 9–30: 22 of 780.
        ("a rake over the whole canvas", stride(from: 1, to: 40, by: 3).map { row($0, 0, 59) }, 1, 22.0 / 780, 3),
        ("no ink", [], 0, 0, 0),
    ]

    @Test(arguments: scores.indices)
    func theScoreIsCoverageTimesPrecisionWithinACell(index: Int) {
        let expected = Self.scores[index]
        let score = GhostTraceScore(ink: ink(expected.strokes), figure: line)
        #expect(abs(score.coverage - expected.coverage) < 1e-12, "\(expected.name)")
        #expect(abs(score.precision - expected.precision) < 1e-12, "\(expected.name)")
        #expect(score.points == expected.points, "\(expected.name)")
    }

    @Test func everyFigureIsDealtInsideTheCanvasAndTheSameForTheSameSeed() {
        for seed in UInt64(0)..<200 {
            for shape in GhostFigureShape.allCases {
                var random = SeededRandomGenerator(seed: seed)
                let figure = GhostFigure.deal(shape, on: size, random: &random)
                var again = SeededRandomGenerator(seed: seed)
                #expect(GhostFigure.deal(shape, on: size, random: &again) == figure)
                #expect(figure.cells.count >= 40, "\(shape) from seed \(seed) is too small: \(figure.cells.count) cells")
                let margin = GhostFigure.margin
                let inside = figure.strokes.joined().allSatisfy {
                    $0.x >= margin && $0.x < size.width - margin && $0.y >= margin && $0.y < size.height - margin
                }
                #expect(inside, "\(shape) from seed \(seed) leaves its margins")
            }
        }
    }

    @Test func aDeckDealsEveryShapeOnceBeforeAnyComesBack() throws {
        var random = SeededRandomGenerator(seed: 42)
        var (game, _) = GhostTraceGame.start(.init(mode: .classic(rounds: 20)), random: &random, clock: ManualClock(now: 0))
        var shapes = [game.figure.shape]
        for _ in 1..<20 {
            _ = try game.apply(.done, random: &random, clock: ManualClock(now: 0))
            shapes.append(game.figure.shape)
        }
        #expect(Set(shapes.prefix(10)) == Set(GhostFigureShape.allCases))
        #expect(Set(shapes.suffix(10)) == Set(GhostFigureShape.allCases))
    }

    @Test func aGameScoresEachRoundAndEndsAfterTheLast() throws {
        var random = SeededRandomGenerator(seed: 7)
        var clock = ManualClock(now: 0)
        var (game, opening) = GhostTraceGame.start(.init(mode: .classic(rounds: 2)), random: &random, clock: clock)
        #expect(opening == [.round(round: 1, rounds: 2, score: 0), .figure(round: 1, figure: game.figure)])
        // Round 1: the figure traced in green, and done at once: the ink still pending counts, as it will appear.
        clock.now = 1
        for stroke in game.figure.strokes {
            let events = try game.apply(.draw(.stroke(points: stroke, tool: .green, radius: nil, start: 0.5)), random: &random, clock: clock)
            guard case .stroke(round: 1, let drawn) = events.first else { Issue.record("\(events)"); return }
            #expect(drawn.appearsAt == 6)
        }
        var events = try game.apply(.done, random: &random, clock: clock)
        guard case .result(let first) = events.first else { Issue.record("\(events)"); return }
        #expect(first.score.points == 100 && first.total == 100 && first.round == 1)
        #expect(events.dropFirst().first == .round(round: 2, rounds: 2, score: 100))
        #expect(game.canvas.strokes.isEmpty, "each round has a fresh canvas")
        // Round 2: nothing drawn.
        events = try game.apply(.done, random: &random, clock: clock)
        #expect(events.count == 2)
        #expect(events.last == .over(score: 100, rounds: 2))
        #expect(game.isOver && game.summary == "game over · score 100")
        #expect(throws: GhostTraceError.gameOver(score: 100, rounds: 2)) {
            try game.apply(.done, random: &random, clock: clock)
        }
        events = try game.apply(.startOver, random: &random, clock: clock)
        #expect(events.first == .round(round: 1, rounds: 2, score: 0))
        #expect(!game.isOver && game.results.isEmpty)
    }

    @Test func theDelayToggleIsNotPartOfTheGameAndDailyFiguresAreNotDealtAgain() throws {
        var random = SeededRandomGenerator(seed: 1)
        let clock = ManualClock(now: 0)
        var (game, _) = GhostTraceGame.start(.init(mode: .daily(CalendarDate(year: 2026, month: 11, day: 23))), random: &random, clock: clock)
        for _ in 0..<6 { _ = try game.apply(.draw(.tap(.eraser)), random: &random, clock: clock) }
        let before = game
        #expect(throws: GhostTraceError.noToggle) { try game.apply(.draw(.toggle), random: &random, clock: clock) }
        #expect(throws: GhostTraceError.dailyStartOver) { try game.apply(.startOver, random: &random, clock: clock) }
        #expect(throws: GhostTraceError.drawing(.nothingToUndo)) { try game.apply(.draw(.undo), random: &random, clock: clock) }
        #expect(game == before)
        #expect(game.rounds == GhostTraceMode.dailyRounds)
    }

    @Test(arguments: [
        (GhostTraceMode.classic(rounds: 5), "classic"),
        (.classic(rounds: 1), "classic 1 round"),
        (.classic(rounds: 8), "classic 8 rounds"),
        (.daily(CalendarDate(year: 2026, month: 11, day: 23)), "daily 2026-11-23"),
    ])
    func leaderboardsKeepGamesOfOneLengthTogether(mode: GhostTraceMode, name: String) {
        #expect(mode.leaderboardName == name)
    }

    // MARK: The batch protocol

    @Test func aLogLineIsAnActionAtItsTimeAndDoneAndStartOverAreTheGames() throws {
        let stroke = try GhostTraceProtocol.decodeAction(#"{"t":1,"event":"stroke","tool":"blue","points":[[3,4],[10,4]],"end":2.5}"#)
        #expect(stroke.action == .draw(.stroke(points: [GhostPoint(x: 3, y: 4), GhostPoint(x: 10, y: 4)], tool: .blue, radius: nil, start: 1)))
        #expect(stroke.time == 2.5)
        #expect(try GhostTraceProtocol.decodeAction(#"{"t":3,"event":"shake"}"#).action == .draw(.shake))
        let done = try GhostTraceProtocol.decodeAction(#"{"event":"done","t":9}"#)
        #expect(done.action == .done && done.time == 9)
        let untimed = try GhostTraceProtocol.decodeAction(#"{"event":"done"}"#)
        #expect(untimed.action == .done && untimed.time == nil)
        #expect(try GhostTraceProtocol.decodeAction(#"{"event":"start-over"}"#).action == .startOver)
    }

    @Test(arguments: [
        (#"{"event":"canvas","width":80,"height":48}"#, "the canvas of trace is always 60x40: a game has no canvas line"),
        (#"{"event":"done","t":-1}"#, #""t" must be a number of seconds from 0 to 1000000000, not -1"#),
        (#"{"t":1,"event":"jump"}"#, "unknown event \"jump\": the events are canvas, stroke, tool, tap, toggle, shake, undo"),
        (#"{"t":1,"event":"stroke"}"#, #"a stroke needs "points", e.g. [[3,4],[10,4]]"#),
        ("[1]", #"not a JSON object: expected an action such as {"t":0,"event":"stroke","tool":"red","points":[[3,4],[10,4]],"end":1.2} or {"event":"done"}"#),
    ])
    func aBadLineSaysWhatIsWrong(line: String, message: String) {
        #expect(throws: GameActionError(message)) { try GhostTraceProtocol.decodeAction(line) }
    }

    @Test func eventsAreWrittenAsTheManPageShowsThem() {
        let figure = GhostFigure(shape: .star, size: size, strokes: [[GhostPoint(x: 30, y: 4), GhostPoint(x: 31, y: 5)]])
        let stroke = GhostStroke(number: 1, tool: .red, points: [], radius: 0, start: 0, end: 1.2, appearsAt: 2.2)
        let result = GhostTraceResult(
            round: 1, shape: .star, score: GhostTraceScore(ink: ink([]), figure: figure), total: 80)
        let records = [
            GhostTraceEvent.round(round: 1, rounds: 5, score: 0), .figure(round: 1, figure: figure), .stroke(round: 1, stroke),
            .tool(round: 1, .blue), .shake(round: 1, cleared: 2), .undo(round: 1, stroke: 2), .result(result), .over(score: 400, rounds: 5),
        ].map(GhostTraceProtocol.record)
        #expect(records == [
            #"{"game":"ghostdraw-trace","event":"round","round":1,"rounds":5,"score":0}"#,
            #"{"game":"ghostdraw-trace","event":"figure","round":1,"figure":"star","width":60,"height":40,"cells":[[30,4],[31,5]]}"#,
            #"{"game":"ghostdraw-trace","event":"stroke","round":1,"stroke":1,"tool":"red","at":2.2}"#,
            #"{"game":"ghostdraw-trace","event":"tool","round":1,"tool":"blue"}"#,
            #"{"game":"ghostdraw-trace","event":"shake","round":1,"cleared":2}"#,
            #"{"game":"ghostdraw-trace","event":"undo","round":1,"stroke":2}"#,
            #"{"game":"ghostdraw-trace","event":"result","round":1,"figure":"star","coverage":0,"precision":0,"points":0,"score":80}"#,
            #"{"game":"ghostdraw-trace","event":"over","score":400,"rounds":5}"#,
        ])
    }
}
