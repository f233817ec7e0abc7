import Testing
import ChromaKit
import ChromaGameEngines

/// A Bull's Eye game with its own seeded generator and a clock that stands still.
private struct Table {
    var game: BullseyeGame
    var random: SeededRandomGenerator
    var clock = ManualClock()
    var opening: [BullseyeEvent]

    init(seed: UInt64, rounds: Int? = BullseyeGame.Configuration.defaultRounds) {
        random = SeededRandomGenerator(seed: seed)
        (game, opening) = BullseyeGame.start(.init(rounds: rounds), random: &random, clock: clock)
    }

    /// A game whose first target is `target`: the first seed from 0 that deals it.
    init(firstTarget target: Int, rounds: Int? = BullseyeGame.Configuration.defaultRounds) {
        var seed: UInt64 = 0
        self = Table(seed: seed, rounds: rounds)
        while game.target != target {
            seed += 1
            self = Table(seed: seed, rounds: rounds)
        }
    }

    mutating func hit(_ value: Double) throws(BullseyeError) -> [BullseyeEvent] {
        try game.apply(.hit(value: value), random: &random, clock: clock)
    }

    mutating func startOver() -> [BullseyeEvent] {
        // "start over" is never refused.
        (try? game.apply(.startOver, random: &random, clock: clock)) ?? []
    }
}

private extension BullseyeEvent {
    var result: BullseyeResult? {
        if case .result(let result) = self { return result }
        return nil
    }

    var round: BullseyeRound? {
        if case .round(let round) = self { return round }
        return nil
    }
}

/// The scoring rules one by one (bullseye(1), RULES).
@Suite("Bullseye rules") struct BullseyeRulesTests {
    /// `points = 100 − difference`, +100 at 0 and +50 at 1; the title's thresholds 0, < 5, ≤ 10.
    @Test(arguments: [
        (0, 200, "Perfect!"),
        (1, 150, "You almost had it!"),
        (2, 98, "You almost had it!"),
        (4, 96, "You almost had it!"),
        (5, 95, "Not bad."),
        (10, 90, "Not bad."),
        (11, 89, "Are you even trying?"),
        (50, 50, "Are you even trying?"),
        (99, 1, "Are you even trying?"),
    ])
    func pointsAndTitle(difference: Int, points: Int, title: String) {
        #expect(BullseyeRules.points(difference: difference) == points)
        #expect(BullseyeRules.title(difference: difference) == title)
    }

    /// The slider's value is rounded half away from zero, as `Int(sliderValue.rounded())` in the original.
    @Test(arguments: [
        (36.5, 37), (36.49, 36), (36.51, 37), (37.5, 38), (1, 1), (1.49, 1), (1.5, 2), (99.5, 100), (100, 100), (42.0, 42),
    ])
    func rounding(hit: Double, value: Int) {
        #expect(BullseyeRules.sliderValue(hit) == value)
    }

    @Test(arguments: [1, 100, 50.5, 1.0000001, 99.9999999])
    func acceptsSliderValues(value: Double) {
        #expect(BullseyeRules.accepts(value))
    }

    @Test(arguments: [0.9999999, 100.0000001, 0, -5, 101, -0.0, Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude])
    func refusesOthers(value: Double) {
        #expect(!BullseyeRules.accepts(value))
    }

    @Test func differenceIsSymmetric() {
        #expect(BullseyeRules.difference(sliderValue: 37, target: 42) == 5)
        #expect(BullseyeRules.difference(sliderValue: 42, target: 37) == 5)
        #expect(BullseyeRules.difference(sliderValue: 1, target: 100) == 99)
    }

    @Test func messageHasTheOriginalsThreeLines() {
        #expect(BullseyeRules.message(sliderValue: 37, target: 42, points: 95) == [
            "The slider's value is 37.",
            "The target value is 42.",
            "You scored 95 points this round.",
        ])
    }
}

/// The engine: rounds, score, start over, game over, endless play, reproducibility.
@Suite("Bullseye engine") struct BullseyeEngineTests {
    /// Every scoring boundary through a real hit: below and above the target where the slider allows.
    @Test(arguments: [
        (0, 200, "Perfect!"), (1, 150, "You almost had it!"), (2, 98, "You almost had it!"),
        (4, 96, "You almost had it!"), (5, 95, "Not bad."), (10, 90, "Not bad."),
        (11, 89, "Are you even trying?"), (99, 1, "Are you even trying?"),
    ])
    func scoringBoundaries(difference: Int, points: Int, title: String) throws {
        let targets = difference == 99 ? [100, 1] : [50]
        for target in targets {
            for hit in [target - difference, target + difference] where BullseyeRules.range.contains(hit) {
                var table = Table(firstTarget: target)
                let events = try table.hit(Double(hit))
                let result = try #require(events.first?.result)
                #expect(result == BullseyeResult(
                    round: 1, hit: Double(hit), value: hit, target: target, difference: difference, points: points,
                    title: title,
                    message: [
                        "The slider's value is \(hit).", "The target value is \(target).",
                        "You scored \(points) points this round.",
                    ],
                    score: points))
                #expect(table.game.score == points)
            }
        }
    }

    /// Only the rounded slider value counts: 49.5 is 50 and 50.5 is 51 (half away from zero).
    @Test(arguments: [(49.5, 50, 0, 200), (49.49, 49, 1, 150), (50.49, 50, 0, 200), (50.5, 51, 1, 150), (45.5, 46, 4, 96)])
    func hitsAreRounded(hit: Double, value: Int, difference: Int, points: Int) throws {
        var table = Table(firstTarget: 50)
        let result = try #require(try table.hit(hit).first?.result)
        #expect(result.hit == hit)
        #expect(result.value == value)
        #expect(result.difference == difference)
        #expect(result.points == points)
        #expect(result.message[0] == "The slider's value is \(value).")
    }

    @Test func startsAtRoundOneWithScoreZero() throws {
        let table = Table(seed: 7)
        #expect(table.game.round == 1)
        #expect(table.game.score == 0)
        #expect(table.game.phase == .playing)
        #expect(table.game.roundsPlayed == 0)
        #expect(table.opening == [.round(BullseyeRound(
            round: 1, rounds: 10, score: 0, target: table.game.target, sliderStart: table.game.sliderStart))])
        #expect(table.game.summary == "round 1/10 · target \(table.game.target) · score 0")
    }

    /// A hit scores the round, adds to the score and deals the next round.
    @Test func roundsCountUpAndScoreAccumulates() throws {
        var table = Table(seed: 11)
        var expectedScore = 0
        for round in 1...5 {
            let target = table.game.target
            let events = try table.hit(50)
            let result = try #require(events.first?.result)
            expectedScore += BullseyeRules.points(difference: abs(50 - target))
            #expect(result.round == round)
            #expect(result.score == expectedScore)
            #expect(events.count == 2)
            let next = try #require(events.last?.round)
            #expect(next == table.game.currentRound)
            #expect(next.round == round + 1)
            #expect(next.score == expectedScore)
            #expect(table.game.summary == "round \(round + 1)/10 · target \(table.game.target) · score \(expectedScore)")
            #expect(table.game.roundsPlayed == round)
        }
    }

    /// After the last of N rounds: a result, then `over`; a further hit is refused and changes nothing.
    @Test(arguments: [1, 3, 10])
    func gameOverAfterTheLastRound(rounds: Int) throws {
        var table = Table(seed: 3, rounds: rounds)
        for _ in 1..<rounds { _ = try table.hit(50) }
        #expect(!table.game.isOver)
        let events = try table.hit(50)
        let result = try #require(events.first?.result)
        #expect(result.round == rounds)
        #expect(events.last == .over(score: result.score, rounds: rounds))
        #expect(events.count == 2)
        #expect(table.game.isOver)
        #expect(table.game.phase == .over)
        #expect(table.game.round == rounds)
        #expect(table.game.roundsPlayed == rounds)
        #expect(table.game.summary == "game over · score \(result.score)")

        var before = table
        #expect(throws: BullseyeError.gameOver(score: result.score, rounds: rounds)) { try table.hit(50) }
        #expect(table.game == before.game)
        #expect(table.random.next() == before.random.next(), "a refused hit draws nothing")
    }

    /// "Start over" from a finished game begins a new one with the same number of rounds.
    @Test func startOverAfterGameOver() throws {
        var table = Table(seed: 5, rounds: 2)
        _ = try table.hit(10)
        _ = try table.hit(90)
        #expect(table.game.isOver)
        let events = table.startOver()
        #expect(!table.game.isOver)
        #expect(events == [.round(BullseyeRound(
            round: 1, rounds: 2, score: 0, target: table.game.target, sliderStart: table.game.sliderStart))])
        _ = try table.hit(50)
        #expect(table.game.round == 2)
    }

    /// "Start over" mid-game: score 0, round 1, a new target and slider position from the next two draws.
    @Test func startOverMidGame() throws {
        var table = Table(seed: 9)
        _ = try table.hit(Double(table.game.target))
        _ = try table.hit(1)
        #expect(table.game.score > 0)
        var peek = table.random
        let nextTarget = GameRandom.integer(in: 1...100, using: &peek)
        let nextSlider = GameRandom.integer(in: 1...100, using: &peek)
        let events = table.startOver()
        #expect(table.game.score == 0)
        #expect(table.game.round == 1)
        #expect(table.game.target == nextTarget)
        #expect(table.game.sliderStart == nextSlider)
        #expect(table.game.configuration == BullseyeGame.Configuration(rounds: 10))
        #expect(events == [.round(table.game.currentRound)])
        #expect(table.game.summary == "round 1/10 · target \(nextTarget) · score 0")
    }

    /// Endless, as the original: never over, the rounds count on and are not given in round events.
    @Test func endlessGameNeverEnds() throws {
        var table = Table(seed: 1, rounds: nil)
        #expect(table.game.rounds == nil)
        #expect(table.opening.first?.round?.rounds == nil)
        for _ in 1...300 {
            let events = try table.hit(50)
            #expect(events.count == 2)
            #expect(events.last?.round?.rounds == nil)
        }
        #expect(!table.game.isOver)
        #expect(table.game.round == 301)
        #expect(table.game.summary == "round 301 · target \(table.game.target) · score \(table.game.score)")
        #expect(BullseyeGame.Configuration.endless == BullseyeGame.Configuration(rounds: nil))
    }

    /// A hit that is not a finite number in 1…100 is refused; nothing changes and nothing is drawn.
    @Test(arguments: [0, 0.49, 100.5, 101, -1, Double.nan, .infinity, -.infinity])
    func refusedHitChangesNothing(value: Double) throws {
        var table = Table(seed: 21)
        _ = try table.hit(50)
        var before = table
        let error = #expect(throws: BullseyeError.self) { try table.hit(value) }
        guard case .invalidValue(let refused)? = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(refused.isNaN ? value.isNaN : refused == value)
        #expect(table.game == before.game)
        #expect(table.random.next() == before.random.next())
    }

    @Test(arguments: [
        (BullseyeError.invalidValue(101), "the slider's value must be a number from 1 to 100, not 101"),
        (.invalidValue(0.25), "the slider's value must be a number from 1 to 100, not 0.25"),
        (.invalidValue(.nan), "the slider's value must be a number from 1 to 100, not NaN"),
        (.invalidValue(-.infinity), "the slider's value must be a number from 1 to 100, not -infinity"),
        (.gameOver(score: 1234, rounds: 10), "the game is over (score 1234 after 10 rounds); start over to play again"),
        (.gameOver(score: 200, rounds: 1), "the game is over (score 200 after 1 round); start over to play again"),
    ])
    func errorMessages(error: BullseyeError, message: String) {
        #expect(error.description == message)
    }

    /// The same seed deals the same game; another seed another game.
    @Test func sameSeedSameGame() throws {
        func play(seed: UInt64) throws -> [BullseyeEvent] {
            var table = Table(seed: seed, rounds: 20)
            var events = table.opening
            for i in 0..<20 { events += try table.hit(Double(1 + (i * 37) % 100)) }
            return events
        }
        let a = try play(seed: 2026)
        #expect(a == (try play(seed: 2026)))
        #expect(a != (try play(seed: 2027)))
        #expect(a.count == 41)
    }

    /// The first deals of seeds 7 and 42, from an independent implementation of xoshiro256** and
    /// Lemire's method: the same on every machine and toolchain.
    @Test(arguments: [
        (UInt64(7), [71, 84, 100, 7, 41], [28, 99, 88, 11, 16]),
        (UInt64(42), [9, 69, 100, 72, 77], [38, 93, 77, 86, 59]),
    ])
    func seededDealsArePinned(seed: UInt64, targets: [Int], sliders: [Int]) throws {
        var table = Table(seed: seed)
        var dealt: [(Int, Int)] = []
        for _ in 0..<5 {
            dealt.append((table.game.target, table.game.sliderStart))
            _ = try table.hit(50)
        }
        #expect(dealt.map(\.0) == targets)
        #expect(dealt.map(\.1) == sliders)
    }

    /// Targets and slider starts stay in 1…100, and every value turns up.
    @Test func dealsCoverOneToHundred() throws {
        var table = Table(seed: 99, rounds: nil)
        var targets = Set<Int>(), sliders = Set<Int>()
        for round in 0..<5_000 {
            targets.insert(table.game.target)
            sliders.insert(table.game.sliderStart)
            if round % 997 == 0 { _ = table.startOver() } else { _ = try table.hit(Double(round % 100 + 1)) }
        }
        #expect(targets == Set(1...100))
        #expect(sliders == Set(1...100))
    }

    /// Bull's Eye has no timing rule: the clock does not change what happens.
    @Test func clockDoesNotMatter() throws {
        var a = Table(seed: 4), b = Table(seed: 4)
        b.clock = ManualClock(now: 1_000_000)
        for i in 1...4 {
            b.clock.advance(by: Double(i) * 13.5)
            #expect(try a.hit(Double(i * 20)) == b.hit(Double(i * 20)))
        }
    }
}

/// The draws every game makes through `GameRandom`, and the test clock.
@Suite("Game engine support") struct GameEngineSupportTests {
    /// A generator that returns the given outputs in turn.
    struct Scripted: RandomNumberGenerator {
        var outputs: [UInt64]
        var used = 0
        mutating func next() -> UInt64 {
            defer { used += 1 }
            return outputs[used]
        }
    }

    /// The high word of `output × width` picks the value: 1 → the low end, 2^64 − 1 → the high end.
    @Test(arguments: [(UInt64(1), 1), (UInt64.max, 100), ((UInt64(1) << 63) + 1, 51), ((UInt64(1) << 62) + 1, 26)])
    func mapsOutputsToTheRange(output: UInt64, value: Int) {
        var g = Scripted(outputs: [output])
        #expect(GameRandom.integer(in: 1...100, using: &g) == value)
        #expect(g.used == 1)
    }

    /// Outputs in the biased stripe are rejected: for width 3 the threshold is 2^64 mod 3 = 1, so 0 is redrawn.
    @Test func rejectsTheBiasedStripe() {
        var g = Scripted(outputs: [0, UInt64.max])
        #expect(GameRandom.integer(in: 0...2, using: &g) == 2)
        #expect(g.used == 2)
    }

    @Test func edgeRanges() {
        var g = SeededRandomGenerator(seed: 1)
        #expect(GameRandom.integer(in: 5...5, using: &g) == 5)
        for _ in 0..<100 {
            _ = GameRandom.integer(in: Int.min...Int.max, using: &g)
            #expect((-3...(-1)).contains(GameRandom.integer(in: -3...(-1), using: &g)))
        }
    }

    @Test func roughlyUniform() {
        var g = SeededRandomGenerator(seed: 2026)
        var counts = [Int](repeating: 0, count: 10)
        for _ in 0..<100_000 { counts[GameRandom.integer(in: 0...9, using: &g)] += 1 }
        #expect(counts.allSatisfy { (9_500...10_500).contains($0) }, "\(counts)")
    }

    @Test func manualClockMovesOnlyWhenTold() {
        var clock = ManualClock()
        #expect(clock.now == 0)
        clock.advance(by: 1.5)
        clock.advance(by: 3)
        #expect(clock.now == 4.5)
        clock.now = 10
        #expect(clock.now == 10)
    }
}
