import Testing
import ChromaKit
import ChromaGameEngines

/// Bull's Eye's slider (bullseye(1), THE SLIDER): how its keys move the knob, and where a terminal draws it.
@Suite("Bullseye slider") struct BullseyeSliderTests {
    /// A generator that returns the given outputs in turn and counts them.
    struct Scripted: RandomNumberGenerator {
        var outputs: [UInt64]
        var used = 0
        mutating func next() -> UInt64 {
            defer { used += 1 }
            return outputs[used]
        }
    }

    /// Outputs that Lemire's method maps without a rejection onto the speeds, 400…1600 (the high word of
    /// output × 1201, plus 400), and the jitters, 500…1500 (output × 1001, plus 500): 2^50 → the lowest,
    /// 2^63 → 1000 for both, 2^64 − 1 → the highest.
    static let low: UInt64 = 1 << 50, middle: UInt64 = 1 << 63, high = UInt64.max

    /// One key from `start`: the knob's place in millionths, the speed, and how many outputs were drawn.
    @Test(arguments: [
        // → at speed 1 with a jitter of 1: exactly one.
        (50, BullseyeKey.right, [middle, middle], 51_000_000, 1000),
        // The fastest press: 1.6 × 1.5 = 2.4; the slowest: 0.4 × 0.5 = 0.2.
        (50, .right, [high, high], 52_400_000, 1600),
        (50, .left, [low, low], 49_800_000, 400),
        // Pages are ten presses' worth of one jitter: 10 × 1 × 1.5 and 10 × 1.6 × 0.5.
        (50, .pageUp, [middle, high], 65_000_000, 1000),
        (50, .pageDown, [high, low], 42_000_000, 1600),
        // The knob stops at the ends.
        (99, .right, [high, high], 100_000_000, 1600),
        (3, .pageDown, [middle, middle], 1_000_000, 1000),
    ])
    func aStepDrawsTheSpeedThenAJitter(start: Int, key: BullseyeKey, outputs: [UInt64], millionths: Int, speed: Int) {
        var slider = BullseyeSlider(start: start)
        var random = Scripted(outputs: outputs)
        slider.press(key, random: &random)
        #expect(slider.millionths == millionths)
        #expect(slider.value == Double(millionths) / 1_000_000)
        #expect(slider.speed == speed)
        #expect(random.used == 2)
    }

    /// Home and End put the knob at the ends and draw nothing, not even the speed.
    @Test(arguments: [(BullseyeKey.home, 1_000_000), (.end, 100_000_000)])
    func theEndsDrawNothing(key: BullseyeKey, millionths: Int) {
        var slider = BullseyeSlider(start: 42)
        var random = Scripted(outputs: [])
        slider.press(key, random: &random)
        #expect(slider.millionths == millionths)
        #expect(slider.speed == nil)
        #expect(random.used == 0)
    }

    /// The speed is drawn once a round: later presses draw only their jitter.
    @Test func theSpeedIsKeptForTheRound() {
        var slider = BullseyeSlider(start: 50)
        var random = Scripted(outputs: [Self.middle, Self.high, Self.low, Self.middle])
        slider.press(.right, random: &random)  // speed 1, jitter 1.5
        slider.press(.right, random: &random)  // jitter 0.5
        slider.press(.home, random: &random)
        slider.press(.pageUp, random: &random)  // 10 × jitter 1
        #expect(slider.millionths == 11_000_000)
        #expect(slider.speed == 1000)
        #expect(random.used == 4)
    }

    /// The column of the cell a value's knob is drawn in, on 59 cells: round((value − 1) / 99 × 58) + 1.
    @Test(arguments: [
        (1.0, 59, 1), (100, 59, 59), (50.5, 59, 30), (71, 59, 42), (70, 59, 41), (42, 59, 25),
        // Either side of half a cell from the left end, (value − 1) / 99 × 58 = 0.5.
        (1.85, 59, 1), (1.86, 59, 2),
        // Narrower tracks, and values past the ends kept at them.
        (50.5, 10, 6), (42, 39, 17), (0, 59, 1), (250, 59, 59), (50, 1, 1),
    ])
    func trackColumns(value: Double, cells: Int, column: Int) {
        #expect(BullseyeTrack.column(of: value, cells: cells) == column)
    }
}

/// The slider inside a game: keys answered by `knob` events, hits where the knob is, and replays.
@Suite("Bullseye slider in a game") struct BullseyeSliderGameTests {
    struct Table {
        var game: BullseyeGame
        var random: SeededRandomGenerator
        let clock = ManualClock()
        var opening: [BullseyeEvent]

        init(seed: UInt64, rounds: Int? = 10) {
            random = SeededRandomGenerator(seed: seed)
            (game, opening) = BullseyeGame.start(.init(rounds: rounds), random: &random, clock: clock)
        }

        mutating func apply(_ action: BullseyeAction) throws(BullseyeError) -> [BullseyeEvent] {
            try game.apply(action, random: &random, clock: clock)
        }
    }

    /// Keys move the knob and say where it is; no keys only say it, drawing nothing.
    @Test func keysAreAnsweredWithTheKnob() throws {
        var table = Table(seed: 7)
        #expect(table.game.slider == BullseyeSlider(start: table.game.sliderStart))
        var peek = table.random
        #expect(try table.apply(.keys([])) == [.knob(round: 1, value: Double(table.game.sliderStart))])
        #expect(table.random.next() == peek.next(), "asking where the knob is draws nothing")
        let events = try table.apply(.keys([.home, .right, .right, .right]))
        #expect(events == [.knob(round: 1, value: table.game.slider.value)])
        #expect(table.game.slider.value > 1 && table.game.slider.value <= 1 + 3 * 2.4)
        #expect(table.game.slider.speed != nil)
    }

    /// A hit without a value scores the knob's value, rounded; the next round's slider starts afresh.
    @Test func aHitCommitsTheKnob() throws {
        var table = Table(seed: 7)
        _ = try table.apply(.keys([.pageUp, .pageUp, .right, .right]))
        let knob = table.game.slider.value
        let target = table.game.target
        let events = try table.apply(.hitSlider)
        let result = try #require(events.first.flatMap { event -> BullseyeResult? in
            if case .result(let result) = event { return result }
            return nil
        })
        #expect(result.hit == knob)
        #expect(result.value == Int(knob.rounded()))
        #expect(result.difference == abs(result.value - target))
        #expect(table.game.slider == BullseyeSlider(start: table.game.sliderStart))
        #expect(table.game.slider.speed == nil)
    }

    /// Keys on a finished game are refused like a hit, and draw nothing.
    @Test func keysAfterTheGameAreRefused() throws {
        var table = Table(seed: 3, rounds: 1)
        _ = try table.apply(.hit(value: 50))
        let before = table
        #expect(throws: BullseyeError.gameOver(score: table.game.score, rounds: 1)) { try table.apply(.keys([.right])) }
        #expect(throws: BullseyeError.gameOver(score: table.game.score, rounds: 1)) { try table.apply(.hitSlider) }
        #expect(table.game == before.game)
        var a = table.random, b = before.random
        #expect(a.next() == b.next())
    }

    /// The same seed and the same keys play the same game; the keys' draws change the deals that follow.
    @Test func aSeededGameReplaysKeyByKey() throws {
        func play(_ keys: [BullseyeKey]) throws -> [BullseyeEvent] {
            var table = Table(seed: 2026, rounds: 5)
            var events = table.opening
            for _ in 0..<5 {
                for key in keys { events += try table.apply(.keys([key])) }
                events += try table.apply(keys.isEmpty ? .hit(value: 50) : .hitSlider)
            }
            return events
        }
        func deals(_ events: [BullseyeEvent]) -> [[Int]] {
            events.compactMap { if case .round(let round) = $0 { [round.target, round.sliderStart] } else { nil } }
        }
        let keys: [BullseyeKey] = [.right, .pageUp, .left, .left, .pageDown, .right]
        #expect(try play(keys) == play(keys))
        let byValues = try deals(play([]))
        #expect(try deals(play([.home, .end])) == byValues, "the ends draw nothing")
        let byKeys = try deals(play(keys))
        #expect(byKeys.first == byValues.first)
        #expect(byKeys != byValues)
    }

    /// Every round draws its own speed, across the whole range.
    @Test func roundsHaveTheirOwnSpeed() throws {
        var table = Table(seed: 11, rounds: nil)
        var speeds: [Int] = []
        for _ in 0..<300 {
            _ = try table.apply(.keys([.right]))
            speeds.append(try #require(table.game.slider.speed))
            _ = try table.apply(.hitSlider)
        }
        #expect(speeds.allSatisfy(BullseyeSlider.speeds.contains))
        #expect(speeds.min()! < 420 && speeds.max()! > 1580)
        #expect(Set(speeds).count > 200)
    }
}
