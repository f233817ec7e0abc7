import Testing
import ChromaKit
import ChromaGameEngines

/// A color game with its own seeded generator and a clock that moves only when told.
struct ColorGameTable<Puzzle: ColorPuzzle> {
    var game: ColorMatchGame<Puzzle>
    var random: SeededRandomGenerator
    var clock: ManualClock
    var opening: [ColorGameEvent]

    init(seed: UInt64, options: Puzzle.Options, settings: ColorGameSettings = ColorGameSettings(), now: Double = 0) {
        random = SeededRandomGenerator(seed: seed)
        clock = ManualClock(now: now)
        (game, opening) = ColorMatchGame<Puzzle>.start(
            .init(settings: settings, options: options), random: &random, clock: clock)
    }

    mutating func apply(_ action: ColorGameAction) throws(ColorGameError) -> [ColorGameEvent] {
        try game.apply(action, random: &random, clock: clock)
    }

    /// Applies an action the engine must refuse with `message`, and checks that nothing changed and nothing was drawn.
    mutating func expectRefused(_ action: ColorGameAction, message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = self
        #expect(throws: ColorGameError(message), sourceLocation: sourceLocation) { try self.apply(action) }
        #expect(game == before.game, "a refused action changes nothing", sourceLocation: sourceLocation)
        var mine = random, theirs = before.random
        #expect(mine.next() == theirs.next(), "a refused action draws nothing", sourceLocation: sourceLocation)
    }
}

typealias ChromaQuizTable = ColorGameTable<ChromaQuizPuzzle>
typealias ColormixTable = ColorGameTable<ColormixPuzzle>
typealias GradientTable = ColorGameTable<GradientPuzzle>

extension ColorGameEvent {
    var dealt: ColorGameRound? {
        if case .round(let round) = self { return round }
        return nil
    }

    var result: ColorGameResult? {
        if case .result(let result) = self { return result }
        return nil
    }

    var update: ColorGameGuessUpdate? {
        if case .guess(let update) = self { return update }
        return nil
    }
}

/// Settings for a game of `mode` at `difficulty`.
func settings(_ mode: ColorGameMode = .classic(rounds: 5), _ difficulty: ColorGameDifficulty = .normal) -> ColorGameSettings {
    ColorGameSettings(mode: mode, difficulty: difficulty)
}

/// The engine's shared rules, played through chroma-quiz unless a rule belongs to another game.
@Suite("Color game engine") struct ColorGameEngineTests {
    /// A game opens at round 1, score 0, the target drawn first from the generator, the guess at the gray.
    @Test(arguments: ColorModel.all)
    func chromaQuizStarts(model: ColorModel) {
        let table = ChromaQuizTable(seed: 7, options: model)
        var fresh = SeededRandomGenerator(seed: 7)
        #expect(table.game.puzzle.target == DisplayColor.random(using: &fresh))
        #expect(table.game.puzzle.current == .starting(model))
        #expect(table.opening == [.round(ColorGameRound(
            round: 1, rounds: 5, score: 0, remaining: nil, puzzle: .none, guess: .color(.starting(model))))])
        #expect(table.game.progress.round == 1)
        #expect(table.game.progress.score == 0)
        #expect(table.game.progress.roundsPlayed == 0)
        #expect(!table.game.isOver)
        #expect(table.game.summary == "round 1/5 · score 0")
        #expect(ChromaQuizGame.name == "chroma-quiz")
        #expect(table.game.currentRound(clock: table.clock) == table.opening[0].dealt)
    }

    /// colormix play deals the first color, the second, then the ratio in thousandths; the player starts at 0.5.
    @Test(arguments: [(ColorSpace.oklab, "oklab"), (.srgb, "srgb")])
    func colormixStarts(space: ColorSpace, name: String) {
        let table = ColormixTable(seed: 11, options: .init(space: space))
        var fresh = SeededRandomGenerator(seed: 11)
        var first, second: DisplayColor, ratio: Double
        repeat {  // drawn again until the near misses show (ColormixPuzzle.nearMissDeltaE)
            first = DisplayColor.random(using: &fresh)
            second = DisplayColor.random(using: &fresh)
            ratio = Double(GameRandom.integer(in: 50...950, using: &fresh)) / 1000
        } while !ColormixPuzzle(options: .init(space: space), first: first, second: second, ratio: ratio).nearMissesShow
        let puzzle = table.game.puzzle
        #expect(puzzle.first == first)
        #expect(puzzle.second == second)
        #expect(puzzle.ratio == ratio)
        #expect(puzzle.target == ColormixPuzzle.mix(first, second, ratio, in: space))
        #expect(puzzle.guessRatio == 0.5)
        #expect(table.opening == [.round(ColorGameRound(
            round: 1, rounds: 5, score: 0, remaining: nil, puzzle: .mixing(first, second, space: name),
            guess: .ratio(0.5, mixed: ColormixPuzzle.mix(first, second, 0.5, in: space))))])
        #expect(ColormixPlayGame.name == "colormix-play")
    }

    /// gradient play deals the start, then the end; both guesses start at the gray.
    @Test(arguments: ColorModel.all)
    func gradientStarts(model: ColorModel) {
        let table = GradientTable(seed: 13, options: model)
        var fresh = SeededRandomGenerator(seed: 13)
        #expect(table.game.puzzle.targetStart == DisplayColor.random(using: &fresh))
        #expect(table.game.puzzle.targetEnd == DisplayColor.random(using: &fresh))
        #expect(table.opening == [.round(ColorGameRound(
            round: 1, rounds: 5, score: 0, remaining: nil, puzzle: .none,
            guess: .gradient(start: .starting(model), end: .starting(model))))])
        #expect(GradientPlayGame.name == "gradient-play")
    }

    /// The same seed and actions give the same events; another seed other events.
    @Test func sameSeedSameGame() throws {
        func quiz(_ seed: UInt64) throws -> [ColorGameEvent] {
            var table = ChromaQuizTable(seed: seed, options: .hsb, settings: settings(.classic(rounds: 4)))
            var events = table.opening
            events += try table.apply(.setChannel("h", value: 200, relative: false, which: nil))
            events += try table.apply(.setChannel("s", value: 40, relative: true, which: nil))
            events += try table.apply(.check)
            events += try table.apply(.new)
            events += try table.apply(.setColor(Color(.srgb, 0.2, 0.5, 0.8), which: nil))
            events += try table.apply(.check)
            events += try table.apply(.check)
            events += try table.apply(.check)
            return events
        }
        func mix(_ seed: UInt64) throws -> [ColorGameEvent] {
            var table = ColormixTable(seed: seed, options: .init(), settings: settings(.classic(rounds: 3)))
            var events = table.opening
            for ratio in [0.1, 0.6, 0.9] {
                events += try table.apply(.setRatio(ratio, relative: false))
                events += try table.apply(.check)
            }
            return events
        }
        func gradient(_ seed: UInt64) throws -> [ColorGameEvent] {
            var table = GradientTable(seed: seed, options: .cmyk, settings: settings(.classic(rounds: 2)))
            var events = table.opening
            events += try table.apply(.setChannel("k", value: 10, relative: false, which: .start))
            events += try table.apply(.setChannel("c", value: 90, relative: false, which: .end))
            events += try table.apply(.check)
            events += try table.apply(.new)
            events += try table.apply(.check)
            return events
        }
        #expect(try quiz(2026) == quiz(2026))
        #expect(try quiz(2026) != quiz(2027))
        #expect(try quiz(2026).count == 13)
        #expect(try mix(2026) == mix(2026))
        #expect(try mix(2026) != mix(2027))
        #expect(try gradient(2026) == gradient(2026))
        #expect(try gradient(2026) != gradient(2027))
    }

    /// Two tables with the same seed stay equal as values action after action.
    @Test func sameSeedSameState() throws {
        var a = GradientTable(seed: 99, options: .hsl), b = GradientTable(seed: 99, options: .hsl)
        #expect(a.game == b.game)
        for action in [ColorGameAction.setChannel("l", value: 20, relative: false, which: .end), .check, .new,
                       .reset(which: nil), .check, .startOver] {
            #expect(try a.apply(action) == b.apply(action))
            #expect(a.game == b.game)
        }
    }

    /// A guess set to the target's own color scores 100 with a ΔE of 0, in every model.
    @Test(arguments: ColorModel.all)
    func chromaQuizExactGuess(model: ColorModel) throws {
        for seed: UInt64 in 1...20 {
            var table = ChromaQuizTable(seed: seed, options: model)
            let target = table.game.puzzle.target
            let update = try #require(try table.apply(.setColor(target.color, which: nil)).first?.update)
            #expect(update.note == nil)
            guard case .color(let guess) = update.guess else { Issue.record("not a color guess"); return }
            #expect(guess.displayed == target)
            let events = try table.apply(.check)
            let result = try #require(events.first?.result)
            #expect(result == ColorGameResult(
                round: 1, answer: .color(target), guess: .color(guess), deltaE: 0, endDeltaEs: nil, points: 100,
                score: 100, title: "Perfect!"))
        }
    }

    @Test(arguments: ColorModel.all)
    func gradientExactGuess(model: ColorModel) throws {
        for seed: UInt64 in 1...20 {
            var table = GradientTable(seed: seed, options: model)
            let puzzle = table.game.puzzle
            _ = try table.apply(.setColor(puzzle.targetStart.color, which: .start))
            _ = try table.apply(.setColor(puzzle.targetEnd.color, which: .end))
            let result = try #require(try table.apply(.check).first?.result)
            #expect(result.answer == .gradient(start: puzzle.targetStart, end: puzzle.targetEnd))
            #expect(result.deltaE == 0)
            #expect(result.endDeltaEs == [0, 0])
            #expect(result.points == 100)
            #expect(result.title == "Perfect!")
        }
    }

    /// The hidden ratio itself scores 100 with ΔE 0, in both spaces and both scorings.
    @Test(arguments: [(ColorSpace.oklab, MixScoring.perceptual), (.oklab, .classic), (.srgb, .perceptual), (.srgb, .classic)])
    func colormixExactGuess(space: ColorSpace, scoring: MixScoring) throws {
        for seed: UInt64 in 1...20 {
            var table = ColormixTable(seed: seed, options: .init(space: space, scoring: scoring))
            let puzzle = table.game.puzzle
            let update = try #require(try table.apply(.setRatio(puzzle.ratio, relative: false)).first?.update)
            #expect(update == ColorGameGuessUpdate(round: 1, guess: .ratio(puzzle.ratio, mixed: puzzle.target), note: nil))
            let result = try #require(try table.apply(.check).first?.result)
            #expect(result.answer == .mix(puzzle.target, ratio: puzzle.ratio))
            #expect(result.deltaE == 0)
            #expect(result.points == 100)
        }
    }

    /// Checking the starting gray: CIEDE2000 of the target and #bcbcbc, scored by the curve.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func chromaQuizScoresTheGuessAsDisplayed(seed: UInt64) throws {
        var table = ChromaQuizTable(seed: seed, options: .cmyk)
        let target = table.game.puzzle.target
        let events = try table.apply(.check)
        let result = try #require(events.first?.result)
        let deltaE = ColorScoring.deltaE(target, DisplayColor(red: 188, green: 188, blue: 188))
        let points = ColorScoring.points(deltaE: deltaE)
        #expect(result == ColorGameResult(
            round: 1, answer: .color(target), guess: .color(.starting(.cmyk)), deltaE: deltaE, endDeltaEs: nil,
            points: points, score: points, title: ColorScoring.title(deltaE: deltaE)))
        #expect(points < 100)
    }

    /// Classic: N rounds, a result and the next round after each check, a result and `over` after the last.
    @Test(arguments: [1, 2, 5, 7])
    func classicRounds(rounds: Int) throws {
        var table = ChromaQuizTable(seed: UInt64(rounds), options: .rgb, settings: settings(.classic(rounds: rounds)))
        var score = 0
        for round in 1...rounds {
            #expect(table.game.summary == "round \(round)/\(rounds) · score \(score)")
            _ = try table.apply(.setChannel("r", value: Double(round * 30), relative: false, which: nil))
            var peek = table.random
            let events = try table.apply(.check)
            #expect(events.count == 2)
            let result = try #require(events.first?.result)
            score += result.points
            #expect(result.round == round)
            #expect(result.score == score)
            #expect(table.game.progress.roundsPlayed == round)
            if round < rounds {
                #expect(events[1] == .round(ColorGameRound(
                    round: round + 1, rounds: rounds, score: score, remaining: nil, puzzle: .none,
                    guess: .color(.starting(.rgb)))))
                #expect(table.game.puzzle.target == DisplayColor.random(using: &peek))
                #expect(!table.game.isOver)
            } else {
                #expect(events[1] == .over(score: score, rounds: rounds, ending: .rounds))
                #expect(table.game.isOver)
                #expect(table.game.progress.ending == .rounds)
            }
        }
        #expect(table.game.progress.round == rounds)
        #expect(table.game.progress.score == score)
        #expect(table.game.summary == "game over · score \(score)")
    }

    /// After the last round every action but start-over is refused with the final score; nothing changes.
    @Test(arguments: [
        ColorGameAction.check, .new, .hint, .reset(which: nil), .setChannel("r", value: 1, relative: false, which: nil),
        .setChannel("nope", value: 1, relative: false, which: nil), .setColor(Color(.srgb, 1, 0, 0), which: nil),
        .setRatio(0.5, relative: false),
    ])
    func actionsAfterTheGameAreRefused(action: ColorGameAction) throws {
        var table = ChromaQuizTable(seed: 3, options: .rgb, settings: settings(.classic(rounds: 2), .easy))
        _ = try table.apply(.check)
        let last = try table.apply(.check)
        guard case .over(let score, let rounds, .rounds)? = last.last else {
            Issue.record("no over event: \(last)")
            return
        }
        #expect(rounds == 2)
        table.expectRefused(
            action, message: "the game is over (score \(score) after 2 rounds); start over to play again")
        #expect(ColorGameError.gameOver(score: 73, rounds: 1).message
            == "the game is over (score 73 after 1 round); start over to play again")
    }

    /// Start over, mid-game or after the end: round 1, score 0, a new target from the next draws, same setup.
    @Test(arguments: [1, 3])
    func startOver(checksBefore: Int) throws {
        var table = ChromaQuizTable(seed: 21, options: .hsl, settings: settings(.classic(rounds: 3)))
        for _ in 0..<checksBefore { _ = try table.apply(.check) }
        #expect(table.game.isOver == (checksBefore == 3))
        if !table.game.isOver { _ = try table.apply(.setChannel("h", value: 90, relative: false, which: nil)) }
        let configuration = table.game.configuration
        var peek = table.random
        let events = try table.apply(.startOver)
        #expect(events == [.round(ColorGameRound(
            round: 1, rounds: 3, score: 0, remaining: nil, puzzle: .none, guess: .color(.starting(.hsl))))])
        #expect(table.game.puzzle.target == DisplayColor.random(using: &peek))
        #expect(table.game.configuration == configuration)
        #expect(!table.game.isOver)
        #expect(table.game.progress.roundsPlayed == 0)
        #expect(table.game.summary == "round 1/3 · score 0")
    }

    /// `new` deals another puzzle for the same round, unscored, with the guess back at its start.
    @Test func newRedealsTheSameRound() throws {
        var table = ChromaQuizTable(seed: 8, options: .rgb)
        let score = try #require(try table.apply(.check).first?.result).score
        _ = try table.apply(.setChannel("g", value: 0, relative: false, which: nil))
        var peek = table.random
        let events = try table.apply(.new)
        #expect(events == [.round(ColorGameRound(
            round: 2, rounds: 5, score: score, remaining: nil, puzzle: .none, guess: .color(.starting(.rgb))))])
        #expect(table.game.puzzle.target == DisplayColor.random(using: &peek))
        #expect(table.game.progress.roundsPlayed == 1)
        #expect(table.game.progress.round == 2)
        #expect(table.game.progress.score == score)
    }

    @Test func newRedealsColormixAndGradient() throws {
        var mix = ColormixTable(seed: 8, options: .init())
        _ = try mix.apply(.setRatio(0.9, relative: false))
        var peek = mix.random
        _ = try mix.apply(.new)
        #expect(mix.game.puzzle == ColormixPuzzle.deal(.init(), random: &peek))
        #expect(mix.game.puzzle.guessRatio == 0.5)

        var gradient = GradientTable(seed: 8, options: .oklch)
        _ = try gradient.apply(.setChannel("l", value: 10, relative: false, which: .start))
        peek = gradient.random
        _ = try gradient.apply(.new)
        #expect(gradient.game.puzzle == GradientPuzzle.deal(.oklch, random: &peek))
    }

    /// Easy games answer `hint` with a band, never the ΔE, and count it; the puzzle and the score stay as they were.
    @Test func hintsInEasyGames() throws {
        var table = ChromaQuizTable(seed: 4, options: .rgb, settings: settings(.classic(rounds: 5), .easy))
        _ = try table.apply(.check)
        _ = try table.apply(.setChannel("b", value: 20, relative: false, which: nil))
        let before = table.game
        let band = ColorScoring.hintBand(deltaE: ColorScoring.deltaE(table.game.puzzle.target, table.game.puzzle.current.displayed))
        #expect(try table.apply(.hint) == [.hint(ColorGameHint(round: 2, band: band, hints: 1))])
        #expect(try table.apply(.hint) == [.hint(ColorGameHint(round: 2, band: band, hints: 2))])
        #expect(table.game.puzzle == before.puzzle)
        #expect(table.game.progress.score == before.progress.score)
        #expect(table.game.progress.hintsThisRound == 2)

        var gradient = GradientTable(seed: 4, options: .rgb, settings: settings(.classic(rounds: 5), .easy))
        let puzzle = gradient.game.puzzle
        let gray = DisplayColor(red: 188, green: 188, blue: 188)
        let mean = GradientPuzzle.meanDeltaE(from: puzzle.targetStart, puzzle.targetEnd, to: gray, gray)
        #expect(try gradient.apply(.hint) == [.hint(ColorGameHint(round: 1, band: ColorScoring.hintBand(deltaE: mean), hints: 1))])
    }

    /// Each hint halves the round's points; the count starts again with the next round and with a new puzzle.
    @Test func hintsHalveTheRound() throws {
        for seed: UInt64 in 1...10 {
            var table = ChromaQuizTable(seed: seed, options: .rgb, settings: settings(.classic(rounds: 5), .easy))
            let target = table.game.puzzle.target
            _ = try table.apply(.setColor(target.color, which: nil))
            #expect(try table.apply(.hint) == [.hint(ColorGameHint(round: 1, band: .veryClose, hints: 1))])
            var result = try #require(try table.apply(.check).first?.result)
            #expect(result.points == 50 && result.hints == 1 && result.deltaE == 0 && result.title == "Perfect!")
            _ = try table.apply(.setColor(table.game.puzzle.target.color, which: nil))
            _ = try table.apply(.hint)
            _ = try table.apply(.hint)
            result = try #require(try table.apply(.check).first?.result)
            #expect(result.points == 25 && result.hints == 2 && result.score == 75)
            _ = try table.apply(.hint)
            _ = try table.apply(.new)
            #expect(table.game.progress.hintsThisRound == 0, "a new puzzle has had no hints")
            _ = try table.apply(.setColor(table.game.puzzle.target.color, which: nil))
            result = try #require(try table.apply(.check).first?.result)
            #expect(result.points == 100 && result.hints == 0)
        }
    }

    /// `new` is allowed `skipsPerGame` times a game, then refused; a start over gives the skips back.
    @Test func newIsLimited() throws {
        #expect(ColorGameProgress.skipsPerGame == 2)
        var table = ChromaQuizTable(seed: 9, options: .rgb, settings: settings(.arcade(seconds: 60)))
        #expect(table.game.progress.skipsLeft == 2)
        _ = try table.apply(.new)
        _ = try table.apply(.check)
        _ = try table.apply(.new)
        #expect(table.game.progress.skipsLeft == 0)
        table.expectRefused(.new, message: "no new puzzles left: a game deals at most 2 new puzzles; check this one")
        _ = try table.apply(.startOver)
        #expect(table.game.progress.skipsLeft == 2)
        var mix = ColormixTable(seed: 9, options: .init())
        _ = try mix.apply(.new)
        _ = try mix.apply(.new)
        mix.expectRefused(.new, message: "no new puzzles left: a game deals at most 2 new puzzles; check this one")
    }

    @Test(arguments: [ColorGameDifficulty.normal, .hard])
    func hintsAreRefusedOtherwise(difficulty: ColorGameDifficulty) throws {
        var table = ChromaQuizTable(seed: 4, options: .rgb, settings: settings(.classic(rounds: 5), difficulty))
        table.expectRefused(.hint, message: "hints are for --difficulty easy")
        var mix = ColormixTable(seed: 4, options: .init(), settings: settings(.arcade(seconds: 60), difficulty))
        mix.expectRefused(.hint, message: "hints are for --difficulty easy")
    }

    /// A refused action changes nothing and draws nothing, in each game.
    @Test(arguments: [
        (ColorGameAction.setChannel("x", value: 1, relative: false, which: nil),
         #"unknown channel "x" for the rgb model: its channels are r, g, b"#),
        (.setChannel("h", value: 1, relative: true, which: nil),
         #"unknown channel "h" for the rgb model: its channels are r, g, b"#),
        (.setChannel("r", value: 1, relative: false, which: .start), #""which" is for gradient play; chroma-quiz has one color"#),
        (.setColor(Color(.srgb, 1, 0, 0), which: .end), #""which" is for gradient play; chroma-quiz has one color"#),
        (.reset(which: .start), #""which" is for gradient play; chroma-quiz has one color"#),
        (.setRatio(0.5, relative: false),
         #"chroma-quiz has no ratio: set a channel ({"action":"set","channel":"r","value":200}) or a color"#),
        (.hint, "hints are for --difficulty easy"),
    ])
    func chromaQuizRefuses(action: ColorGameAction, message: String) throws {
        var table = ChromaQuizTable(seed: 30, options: .rgb)
        _ = try table.apply(.check)
        _ = try table.apply(.setChannel("r", value: 12, relative: false, which: nil))
        table.expectRefused(action, message: message)
    }

    @Test(arguments: [
        (ColorGameAction.setChannel("r", value: 1, relative: false, which: nil),
         #"colormix play sets a ratio from 0 to 1: {"action":"set","ratio":0.42}"#),
        (.setColor(Color(.srgb, 1, 0, 0), which: nil), #"colormix play sets a ratio from 0 to 1: {"action":"set","ratio":0.42}"#),
        (.reset(which: .end), #"colormix play sets a ratio from 0 to 1: {"action":"set","ratio":0.42}"#),
        (.hint, "hints are for --difficulty easy"),
    ])
    func colormixRefuses(action: ColorGameAction, message: String) throws {
        var table = ColormixTable(seed: 30, options: .init())
        _ = try table.apply(.setRatio(0.25, relative: false))
        table.expectRefused(action, message: message)
    }

    @Test(arguments: [
        (ColorGameAction.setChannel("r", value: 1, relative: false, which: nil),
         #"gradient play has two colors: say which, "start" or "end""#),
        (.setColor(Color(.srgb, 1, 0, 0), which: nil), #"gradient play has two colors: say which, "start" or "end""#),
        (.setChannel("x", value: 1, relative: false, which: .end),
         #"unknown channel "x" for the rgb model: its channels are r, g, b"#),
        (.setRatio(0.5, relative: true),
         #"gradient play has no ratio: set a channel of an end ({"action":"set","which":"start","channel":"r","value":200})"#),
    ])
    func gradientRefuses(action: ColorGameAction, message: String) throws {
        var table = GradientTable(seed: 30, options: .rgb)
        _ = try table.apply(.setChannel("g", value: 1, relative: false, which: .end))
        table.expectRefused(action, message: message)
    }

    /// Daily games: five rounds seeded by the date, no redeal, no start over (not even after the end).
    @Test func dailyGames() throws {
        let day = try #require(CalendarDate("2026-11-21"))
        let mode = ColorGameMode.daily(day)
        let seed = day.dailySeed(game: ChromaQuizGame.name)
        var table = ChromaQuizTable(seed: seed, options: .rgb, settings: settings(mode))
        #expect(table.opening.first?.dealt?.rounds == 5)
        let twin = ChromaQuizTable(seed: seed, options: .rgb, settings: settings(mode))
        #expect(twin.game == table.game)
        let nextDay = try #require(CalendarDate("2026-11-22"))
        let other = ChromaQuizTable(
            seed: nextDay.dailySeed(game: ChromaQuizGame.name), options: .rgb, settings: settings(.daily(nextDay)))
        #expect(other.game.puzzle.target != table.game.puzzle.target)

        let newMessage = "the daily puzzle cannot be dealt again: everyone plays the same rounds"
        let startOverMessage = "the daily puzzle is played once a day; run the game again tomorrow, or play classic"
        table.expectRefused(.new, message: newMessage)
        table.expectRefused(.startOver, message: startOverMessage)
        for round in 1...5 {
            let events = try table.apply(.check)
            #expect(events.first?.result?.round == round)
        }
        #expect(table.game.isOver)
        #expect(table.game.progress.ending == .rounds)
        table.expectRefused(.startOver, message: startOverMessage)
        table.expectRefused(.new, message: "the game is over (score \(table.game.progress.score) after 5 rounds); start over to play again")
    }

    /// Arcade: rounds until the time is up; a check that beats the clock is scored, the next action ends the game.
    @Test func arcadeTiming() throws {
        var table = ChromaQuizTable(seed: 12, options: .rgb, settings: settings(.arcade(seconds: 60)), now: 1000)
        #expect(table.opening == [.round(ColorGameRound(
            round: 1, rounds: nil, score: 0, remaining: 60, puzzle: .none, guess: .color(.starting(.rgb))))])
        #expect(table.game.summary == "round 1 · score 0")

        table.clock.now = 1010
        var events = try table.apply(.check)
        let first = try #require(events.first?.result)
        #expect(events.last == .round(ColorGameRound(
            round: 2, rounds: nil, score: first.score, remaining: 50, puzzle: .none, guess: .color(.starting(.rgb)))))

        table.clock.now = 1030
        #expect(try table.apply(.new).first?.dealt?.remaining == 30, "a redeal does not give time back")

        table.clock.now = 1059.5
        _ = try table.apply(.setChannel("r", value: 0, relative: false, which: nil))
        events = try table.apply(.check)
        let second = try #require(events.first?.result)
        #expect(second.round == 2)
        #expect(second.guess == .color(ModelColor(model: .rgb, values: [0, 188, 188])))
        #expect(events.last?.dealt?.remaining == 0.5)
        #expect(events.last?.dealt?.round == 3)
        #expect(table.game.summary == "round 3 · score \(second.score)")

        table.clock.now = 1060
        let puzzle = table.game.puzzle
        events = try table.apply(.setChannel("r", value: 50, relative: false, which: nil))
        #expect(events == [.over(score: second.score, rounds: 2, ending: .time)])
        #expect(table.game.puzzle == puzzle, "the late action is not applied")
        #expect(table.game.isOver)
        #expect(table.game.progress.ending == .time)
        #expect(table.game.summary == "game over · score \(second.score)")
        table.expectRefused(.check, message: "the game is over (score \(second.score) after 2 rounds); start over to play again")
    }

    /// Whatever arrives at or after the deadline — even an action that would be refused — only ends the game.
    @Test(arguments: [
        ColorGameAction.check, .new, .hint, .reset(which: nil), .setChannel("g", value: 9, relative: false, which: nil),
        .setChannel("zz", value: 9, relative: false, which: nil), .setRatio(0.1, relative: false),
        .setColor(Color(.srgb, 0, 0, 0), which: .start),
    ])
    func actionsAfterTheDeadline(action: ColorGameAction) throws {
        for late in [60.0, 60.000001, 61, 10_000] {
            var table = ChromaQuizTable(seed: 14, options: .rgb, settings: settings(.arcade(seconds: 60)))
            table.clock.now = 59.999
            let scored = try #require(try table.apply(.check).first?.result)
            table.clock.now = late
            let before = table.game
            var peek = table.random
            #expect(try table.apply(action) == [.over(score: scored.score, rounds: 1, ending: .time)])
            #expect(table.game.puzzle == before.puzzle)
            #expect(table.game.progress.score == scored.score)
            #expect(table.game.progress.roundsPlayed == 1)
            #expect(table.random.next() == peek.next(), "nothing dealt after the time is up")
        }
    }

    /// `endIfTimeIsUp` ends an arcade game once its time is up, once; it never ends other games.
    @Test func endIfTimeIsUp() throws {
        var table = ChromaQuizTable(seed: 15, options: .rgb, settings: settings(.arcade(seconds: 30)), now: 5)
        table.clock.now = 34.999
        let before = table.game
        #expect(table.game.endIfTimeIsUp(clock: table.clock) == [])
        #expect(table.game == before)
        table.clock.now = 35
        #expect(table.game.endIfTimeIsUp(clock: table.clock) == [.over(score: 0, rounds: 0, ending: .time)])
        #expect(table.game.isOver)
        #expect(table.game.endIfTimeIsUp(clock: table.clock) == [])

        var classic = ChromaQuizTable(seed: 15, options: .rgb)
        classic.clock.now = 1e9
        #expect(classic.game.endIfTimeIsUp(clock: classic.clock) == [])
        #expect(!classic.game.isOver)
        #expect(try classic.apply(.check).count == 2)
    }

    /// Starting over after the time is up gives a whole new time limit, counted from then.
    @Test func arcadeStartOver() throws {
        var table = ChromaQuizTable(seed: 16, options: .rgb, settings: settings(.arcade(seconds: 60)))
        table.clock.now = 100
        #expect(try table.apply(.check) == [.over(score: 0, rounds: 0, ending: .time)])
        let events = try table.apply(.startOver)
        #expect(events.first?.dealt?.remaining == 60)
        table.clock.now = 159.9
        #expect(try table.apply(.check).count == 2)
        table.clock.now = 160
        #expect(try table.apply(.check).count == 1)
    }

    /// Hard rounds show the target for their first 5 s; the time restarts with each round, `new` and start-over.
    @Test func hardRoundsHideTheTarget() throws {
        var table = ChromaQuizTable(seed: 17, options: .rgb, settings: settings(.classic(rounds: 5), .hard), now: 100)
        func visible(at now: Double) -> Bool {
            table.game.isTargetVisible(clock: ManualClock(now: now))
        }
        #expect(visible(at: 100))
        #expect(visible(at: 104.999))
        #expect(!visible(at: 105))
        #expect(!visible(at: 106))
        table.clock.now = 107
        _ = try table.apply(.check)
        #expect(visible(at: 107))
        #expect(visible(at: 111.999))
        #expect(!visible(at: 112))
        table.clock.now = 120
        _ = try table.apply(.setChannel("r", value: 3, relative: false, which: nil))
        #expect(!visible(at: 120), "editing the guess does not show the target again")
        _ = try table.apply(.new)
        #expect(visible(at: 120))
        #expect(visible(at: 124.9))
        #expect(!visible(at: 125))
        table.clock.now = 200
        _ = try table.apply(.startOver)
        #expect(visible(at: 204))
        #expect(!visible(at: 205))
        #expect(ColorGameDifficulty.hardVisibleSeconds == 5)
    }

    @Test(arguments: [ColorGameDifficulty.easy, .normal])
    func otherDifficultiesAlwaysShowTheTarget(difficulty: ColorGameDifficulty) throws {
        var table = GradientTable(seed: 17, options: .rgb, settings: settings(.arcade(seconds: 60), difficulty))
        for now in [0.0, 4.999, 5, 59, 1000] {
            #expect(table.game.isTargetVisible(clock: ManualClock(now: now)))
        }
        table.clock.now = 30
        _ = try table.apply(.check)
        #expect(table.game.isTargetVisible(clock: ManualClock(now: 1000)))
    }

    @Test(arguments: [
        (ColorGameMode.classic(rounds: 5), 5 as Int?, nil as Double?, "classic", "classic"),
        (.classic(rounds: 8), 8, nil, "classic", "classic 8 rounds"),
        (.classic(rounds: 1), 1, nil, "classic", "classic 1 round"),
        (.arcade(seconds: 60), nil, 60, "arcade", "arcade 60s"),
        (.arcade(seconds: 90.5), nil, 90.5, "arcade", "arcade 90.5s"),
        (.daily(CalendarDate(year: 2026, month: 11, day: 21)), 5, nil, "daily", "daily 2026-11-21"),
    ])
    func modes(mode: ColorGameMode, rounds: Int?, timeLimit: Double?, name: String, leaderboardName: String) {
        #expect(mode.rounds == rounds)
        #expect(mode.timeLimit == timeLimit)
        #expect(mode.name == name)
        #expect(mode.leaderboardName == leaderboardName)
        #expect(ColorGameSettings() == ColorGameSettings(mode: .classic(rounds: 5), difficulty: .normal))
    }
}

/// colormix play's own rules: the hidden ratio, the two scorings, the ratio slider.
@Suite("Colormix play") struct ColormixPlayTests {
    /// Hidden ratios are whole thousandths from 0.050 to 0.950, and every one of them is dealt.
    @Test func hiddenRatios() {
        var random = SeededRandomGenerator(seed: 1)
        var thousandths = Set<Int>()
        for _ in 0..<20_000 {
            let puzzle = ColormixPuzzle.deal(.init(), random: &random)
            let whole = Int((puzzle.ratio * 1000).rounded())
            #expect(puzzle.ratio == Double(whole) / 1000)
            thousandths.insert(whole)
        }
        #expect(thousandths == Set(50...950))
        #expect(ColormixPuzzle.ratioRange == 50...950)
    }

    /// Every dealt puzzle makes a guess 0.05 or more off look different: ΔE at least 2 exactly 0.05 off (at best
    /// "Good eye."), and above 1 (never "Perfect!") for every guess farther off, in both mixing spaces.
    @Test(arguments: [ColorSpace.oklab, .srgb])
    func nearMissesAreNeverPerfect(space: ColorSpace) {
        #expect(ColormixPuzzle.nearMissRatio == 0.05 && ColormixPuzzle.nearMissDeltaE == 2)
        var random = SeededRandomGenerator(seed: 2)
        for _ in 0..<150 {
            let puzzle = ColormixPuzzle.deal(.init(space: space), random: &random)
            #expect(puzzle.nearMissesShow)
            for step in 0...200 {
                let guess = Double(step) / 200
                guard abs(guess - puzzle.ratio) >= 0.05 - 1e-9 else { continue }
                let deltaE = ColorScoring.deltaE(puzzle.target, ColormixPuzzle.mix(puzzle.first, puzzle.second, guess, in: space))
                #expect(deltaE > 1, "\(puzzle.first) \(puzzle.second) at \(puzzle.ratio), guess \(guess): ΔE \(deltaE)")
                #expect(ColorScoring.title(deltaE: deltaE) != "Perfect!" && ScoringCurve.mixing.points(deltaE: deltaE) < 100)
            }
        }
    }

    /// The deal draws again until the near misses show: the draws of a refused puzzle are skipped, in order.
    @Test func dealsAgainUntilNearMissesShow() {
        var random = SeededRandomGenerator(seed: 3)
        var redrawn = 0
        for _ in 0..<200 {
            var replay = random
            let dealt = ColormixPuzzle.deal(.init(), random: &random)
            while true {
                let first = DisplayColor.random(using: &replay), second = DisplayColor.random(using: &replay)
                let ratio = Double(GameRandom.integer(in: ColormixPuzzle.ratioRange, using: &replay)) / 1000
                let candidate = ColormixPuzzle(options: .init(), first: first, second: second, ratio: ratio)
                if candidate.nearMissesShow {
                    #expect(candidate == dealt)
                    break
                }
                redrawn += 1
            }
        }
        #expect(redrawn > 50, "two colors too alike are common enough to be drawn again")
    }

    /// The same puzzle scored both ways: perceptual by the ΔE curve, classic by the original's byte difference.
    @Test func classicAndPerceptualScoring() throws {
        var differ = 0
        for seed: UInt64 in 1...30 {
            var perceptual = ColormixTable(seed: seed, options: .init(scoring: .perceptual))
            var classic = ColormixTable(seed: seed, options: .init(scoring: .classic))
            #expect(perceptual.game.puzzle.target == classic.game.puzzle.target)
            let puzzle = perceptual.game.puzzle
            _ = try perceptual.apply(.setRatio(0.3, relative: false))
            _ = try classic.apply(.setRatio(0.3, relative: false))
            let a = try #require(try perceptual.apply(.check).first?.result)
            let b = try #require(try classic.apply(.check).first?.result)
            let mixed = ColormixPuzzle.mix(puzzle.first, puzzle.second, 0.3, in: .oklab)
            let deltaE = ColorScoring.deltaE(puzzle.target, mixed)
            #expect(a.deltaE == deltaE)
            #expect(b.deltaE == deltaE)
            #expect(a.points == ScoringCurve.mixing.points(deltaE: deltaE))
            #expect(a.title == ColorScoring.title(deltaE: deltaE) && b.title == a.title, "the title follows the ΔE in both scorings")
            #expect(b.points == ColorScoring.classicPoints(target: puzzle.target, guess: mixed))
            #expect(a.guess == .ratio(0.3, mixed: mixed))
            if a.points != b.points { differ += 1 }
        }
        #expect(differ > 20)
    }

    /// The ratio is clamped into 0…1 with a note; a move is relative to where it is; a non-number changes nothing.
    @Test(arguments: [
        (0.42, false, 0.42, nil), (0, false, 0, nil), (1, false, 1, nil), (0.1, true, 0.6, nil), (-0.5, true, 0, nil),
        (1.5, false, 1, "the ratio 1.5 is outside 0–1: set to 1"),
        (-0.2, false, 0, "the ratio -0.2 is outside 0–1: set to 0"),
        (0.75, true, 1, "the ratio 1.25 is outside 0–1: set to 1"),
        (0.12345, false, 0.12345, nil),
        (2.0004, false, 1, "the ratio 2 is outside 0–1: set to 1"),
        (.nan, false, 0.5, "the ratio must be a number: left at 0.5"),
        (.infinity, true, 0.5, "the ratio must be a number: left at 0.5"),
    ] as [(Double, Bool, Double, String?)])
    func ratioSlider(value: Double, relative: Bool, ratio: Double, note: String?) throws {
        var table = ColormixTable(seed: 5, options: .init())
        let puzzle = table.game.puzzle
        let events = try table.apply(.setRatio(value, relative: relative))
        #expect(events == [.guess(ColorGameGuessUpdate(
            round: 1, guess: .ratio(ratio, mixed: ColormixPuzzle.mix(puzzle.first, puzzle.second, ratio, in: .oklab)),
            note: note))])
        #expect(table.game.puzzle.guessRatio == ratio)
        #expect(try table.apply(.reset(which: nil)).first?.update?.guess
            == .ratio(0.5, mixed: ColormixPuzzle.mix(puzzle.first, puzzle.second, 0.5, in: .oklab)))
    }

    /// Ratio 0 is the first color, 1 the second; sRGB's halfway between black and white is #808080.
    @Test func mixing() {
        var random = SeededRandomGenerator(seed: 6)
        for space in [ColorSpace.oklab, .srgb, .oklch] {
            for _ in 0..<50 {
                let a = DisplayColor.random(using: &random), b = DisplayColor.random(using: &random)
                #expect(ColormixPuzzle.mix(a, b, 0, in: space) == a)
                #expect(ColormixPuzzle.mix(a, b, 1, in: space) == b)
                #expect(ColormixPuzzle.mix(a, b, -3, in: space) == a)
                #expect(ColormixPuzzle.mix(a, b, 7, in: space) == b)
            }
        }
        let black = DisplayColor(red: 0, green: 0, blue: 0), white = DisplayColor(red: 255, green: 255, blue: 255)
        #expect(ColormixPuzzle.mix(black, white, 0.5, in: .srgb).hex == "#808080")
        #expect(ColormixPuzzle.mix(black, white, 0.5, in: .oklab) != ColormixPuzzle.mix(black, white, 0.5, in: .srgb))
    }
}

/// gradient play's own rules: two ends to set, each named by `which`.
@Suite("Gradient play") struct GradientPlayTests {
    @Test func settingOneEnd() throws {
        var table = GradientTable(seed: 40, options: .rgb)
        let gray = ModelColor.starting(.rgb)
        var events = try table.apply(.setChannel("r", value: 300, relative: false, which: .start))
        let start = ModelColor(model: .rgb, values: [255, 188, 188])
        #expect(events == [.guess(ColorGameGuessUpdate(
            round: 1, guess: .gradient(start: start, end: gray), note: "r 300 is above the range 0–255: set to 255"))])
        events = try table.apply(.setColor(Color(.srgb, 0, 0, 1), which: .end))
        let end = ModelColor(model: .rgb, values: [0, 0, 255])
        #expect(events == [.guess(ColorGameGuessUpdate(round: 1, guess: .gradient(start: start, end: end), note: nil))])
        events = try table.apply(.setChannel("green", value: -100, relative: true, which: .start))
        #expect(table.game.puzzle.start.values == [255, 88, 188])
        #expect(table.game.puzzle.end == end)
    }

    /// `reset` with `which` puts back one end; without, both.
    @Test(arguments: [(GradientEnd.start as GradientEnd?, true, false), (.end, false, true), (nil, true, true)])
    func reset(which: GradientEnd?, startReset: Bool, endReset: Bool) throws {
        var table = GradientTable(seed: 41, options: .hsb)
        _ = try table.apply(.setChannel("h", value: 100, relative: false, which: .start))
        _ = try table.apply(.setChannel("s", value: 60, relative: false, which: .end))
        let before = table.game.puzzle
        let events = try table.apply(.reset(which: which))
        let puzzle = table.game.puzzle
        #expect(puzzle.start == (startReset ? .starting(.hsb) : before.start))
        #expect(puzzle.end == (endReset ? .starting(.hsb) : before.end))
        #expect(events == [.guess(ColorGameGuessUpdate(round: 1, guess: .gradient(start: puzzle.start, end: puzzle.end), note: nil))])
    }

    /// The whole gradient counts: the ΔE is the mean along nine samples, the points its curve; one end right is not half the points.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func theWholeGradientCounts(seed: UInt64) throws {
        var table = GradientTable(seed: seed, options: .rgb)
        let puzzle = table.game.puzzle
        _ = try table.apply(.setColor(puzzle.targetStart.color, which: .start))
        let result = try #require(try table.apply(.check).first?.result)
        let gray = DisplayColor(red: 188, green: 188, blue: 188)
        let endDeltaE = ColorScoring.deltaE(puzzle.targetEnd, gray)
        #expect(result.endDeltaEs == [0, endDeltaE])
        let targets = GradientPuzzle.colors(from: puzzle.targetStart, to: puzzle.targetEnd, count: 9)
        let guesses = GradientPuzzle.colors(from: puzzle.targetStart, to: gray, count: 9)
        let samples = zip(targets, guesses).map { ColorScoring.deltaE($0, $1) }
        #expect(samples.first == 0 && samples.last == endDeltaE)
        #expect(abs(result.deltaE - samples.reduce(0, +) / 9) < 1e-12)
        #expect(result.deltaE > endDeltaE / 2 * 0.9, "the middle is off too, not only the end")
        #expect(result.points == ColorScoring.points(deltaE: result.deltaE))
        #expect(result.points < Int(((100 + ColorScoring.quality(deltaE: endDeltaE)) / 2).rounded(.down)),
                "less than the mean of the two ends' points")
        #expect(result.guess == .gradient(start: ModelColor(model: .rgb, color: puzzle.targetStart.color), end: .starting(.rgb)))
    }

    /// The samples: nine, the ends themselves at 0 and 1, OKLab between; a gradient against itself is ΔE 0.
    @Test func samples() {
        #expect(GradientPuzzle.sampleCount == 9)
        var random = SeededRandomGenerator(seed: 44)
        for _ in 0..<50 {
            let a = DisplayColor.random(using: &random), b = DisplayColor.random(using: &random)
            let colors = GradientPuzzle.colors(from: a, to: b, count: 9)
            #expect(colors.count == 9 && colors.first == a && colors.last == b)
            #expect(colors[4] == ColormixPuzzle.mix(a, b, 0.5, in: .oklab), "the middle is the OKLab mix at 0.5")
            #expect(GradientPuzzle.meanDeltaE(from: a, b, to: a, b) == 0)
            #expect(GradientPuzzle.meanDeltaE(from: a, b, to: b, a) > 0, "a gradient backwards is not the same gradient")
        }
    }
}

/// The UTC dates daily games are named and seeded by.
@Suite("Calendar dates") struct CalendarDateTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01"), (86_399, "1970-01-01"), (86_400, "1970-01-02"), (951_782_400, "2000-02-29"),
        (951_868_799, "2000-02-29"), (951_868_800, "2000-03-01"), (1_798_761_600, "2027-01-01"),
        (1_798_761_599, "2026-12-31"), (-1, "1969-12-31"), (-86_400, "1969-12-31"), (-86_401, "1969-12-30"),
        (4_102_444_800, "2100-01-01"), (4_107_542_400, "2100-03-01"), (-2_208_988_800, "1900-01-01"),
        (-62_135_596_800, "0001-01-01"), (253_402_300_799, "9999-12-31"), (1_763_683_200, "2025-11-21"),
    ])
    func fromSeconds(seconds: Int64, date: String) {
        #expect(CalendarDate(secondsSinceEpoch: seconds).description == date)
    }

    /// Day after day for 3000 years each way from 1970-01-01, counted here with the Gregorian rules;
    /// every moment of a day gives that day.
    @Test func everyDayInOrder() {
        func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }
        func length(_ month: Int, _ year: Int) -> Int {
            switch month {
            case 2: return isLeap(year) ? 29 : 28
            case 4, 6, 9, 11: return 30
            default: return 31
            }
        }
        func check(_ day: Int, _ expected: CalendarDate) -> Bool {
            let seconds = Int64(day) * 86_400
            let date = CalendarDate(secondsSinceEpoch: seconds)
            guard date == expected, CalendarDate(secondsSinceEpoch: seconds + 86_399) == expected,
                  CalendarDate(secondsSinceEpoch: seconds + 43_200) == expected
            else {
                Issue.record("day \(day): \(date) instead of \(expected)")
                return false
            }
            return true
        }
        var forward = CalendarDate(year: 1970, month: 1, day: 1)
        for day in 0...1_100_000 {
            guard check(day, forward) else { return }
            forward.day += 1
            if forward.day > length(forward.month, forward.year) {
                forward.day = 1
                forward.month += 1
                if forward.month > 12 {
                    forward.month = 1
                    forward.year += 1
                }
            }
        }
        var backward = CalendarDate(year: 1970, month: 1, day: 1)
        for day in stride(from: 0, through: -1_100_000, by: -1) {
            guard check(day, backward) else { return }
            backward.day -= 1
            if backward.day < 1 {
                backward.month -= 1
                if backward.month < 1 {
                    backward.month = 12
                    backward.year -= 1
                }
                backward.day = length(backward.month, backward.year)
            }
        }
    }

    @Test(arguments: [
        ("2026-11-21", 2026, 11, 21), ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29),
        ("0001-01-01", 1, 1, 1), ("0000-02-29", 0, 2, 29), ("9999-12-31", 9999, 12, 31), ("2026-04-30", 2026, 4, 30),
        ("2026-01-31", 2026, 1, 31),
    ])
    func parses(text: String, year: Int, month: Int, day: Int) throws {
        let date = try #require(CalendarDate(text))
        #expect(date == CalendarDate(year: year, month: month, day: day))
        #expect(date.description == text)
    }

    @Test(arguments: [
        "2026-02-29", "2024-02-30", "1900-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-01-00",
        "2026-01-32", "26-01-01", "2026-1-01", "2026-01-1", "2026/01/01", "20260101", "", "garbage", "2026-01-01 ",
        " 2026-01-01", "+026-01-01", "-026-01-01", "2026-01-01-", "2026--01-01", "２０２６-01-01", "2026-0a-01",
        "2026-01-0\u{663}", "2026-1a-01", "12026-01-01", "2026-01-01T00:00:00Z",
    ])
    func refuses(text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test(arguments: [
        (CalendarDate(year: 2026, month: 11, day: 21), "2026-11-21"), (CalendarDate(year: 5, month: 3, day: 7), "0005-03-07"),
        (CalendarDate(year: 999, month: 10, day: 1), "0999-10-01"), (CalendarDate(year: 12345, month: 1, day: 2), "12345-01-02"),
    ])
    func description(date: CalendarDate, text: String) {
        #expect(date.description == text)
    }

    @Test func order() {
        let dates = ["2026-11-21", "2025-12-31", "2026-01-01", "2026-11-20", "2026-02-28"].compactMap(CalendarDate.init)
        #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-01", "2026-02-28", "2026-11-20", "2026-11-21"])
        #expect(CalendarDate(year: 2026, month: 1, day: 31) < CalendarDate(year: 2026, month: 2, day: 1))
    }

    /// The daily seeds of two days and the three games, pinned: a change would change everyone's daily puzzle.
    @Test(arguments: [
        ("2026-11-21", "chroma-quiz", UInt64(1_642_336_974_265_018)),
        ("2026-11-21", "colormix-play", 2_597_214_669_350_409),
        ("2026-11-21", "gradient-play", 949_285_627_338_525),
        ("2026-11-22", "chroma-quiz", 2_277_893_628_997_685),
    ])
    func dailySeedsArePinned(date: String, game: String, seed: UInt64) throws {
        let day = try #require(CalendarDate(date))
        #expect(day.dailySeed(game: game) == seed)
        #expect(day.dailySeed(game: game) == CalendarDate(date)?.dailySeed(game: game))
    }

    /// Ten years of days for each game: every seed below 2^53 and no two alike.
    @Test func dailySeedsDiffer() {
        var seeds = Set<UInt64>()
        var count = 0
        for day in 20_000..<23_650 {
            let date = CalendarDate(secondsSinceEpoch: Int64(day) * 86_400)
            for game in [ChromaQuizGame.name, ColormixPlayGame.name, GradientPlayGame.name] {
                let seed = date.dailySeed(game: game)
                #expect(seed < 1 << 53)
                seeds.insert(seed)
                count += 1
            }
        }
        #expect(seeds.count == count)
    }
}
