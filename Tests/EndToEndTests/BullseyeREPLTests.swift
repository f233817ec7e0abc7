// bullseye on a terminal, through a pseudo-terminal: the prompt with round,
// target and score, the slider whose number stays hidden until the hit and
// whose keys move it as batch mode's do, a bot that plays by reading the
// knob's place off the screen, the result, and the terminal given back sane
// on every way out.

import ChromaGameEngines
import Foundation
import Testing

@Suite("bullseye interactive") struct BullseyeREPLTests {
    /// Keys as the terminal sends them.
    static let keys: [BullseyeKey: String] = [
        .right: "\u{1B}[C", .left: "\u{1B}[D", .pageUp: "\u{1B}[5~", .pageDown: "\u{1B}[6~", .home: "\u{1B}[H", .end: "\u{1B}[F",
    ]

    func start(_ arguments: [String] = ["--seed", "7", "--rounds", "2"], columns: UInt16 = 80) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path("bullseye"), arguments: arguments,
                                          environment: ["LANG": "C.UTF-8"], columns: columns, rows: 24)
        #expect(terminal.waitFor("bullseye round 1/"), "no prompt; screen: \(terminal.screen)")
        return terminal
    }

    /// The knob's column (1 at the left end) and the track's cells of the last bar drawn since byte `since`.
    static func drawnKnob(_ terminal: PseudoTerminal, since: Int) -> (column: Int, cells: Int)? {
        let text = PseudoTerminal.screenText(Array(terminal.output[since...]))
        guard let open = text.range(of: "[", options: .backwards),
              let close = text[open.upperBound...].firstIndex(of: "]")
        else { return nil }
        let bar = text[open.upperBound..<close]
        guard let knob = bar.firstIndex(of: "●") else { return nil }
        return (bar.distance(from: bar.startIndex, to: knob) + 1, bar.count)
    }

    /// How many times the slider's line was drawn since byte `since`: each draw ends by clearing the line's rest.
    static func draws(_ terminal: PseudoTerminal, since: Int) -> Int {
        String(decoding: terminal.output[since...], as: UTF8.self).components(separatedBy: "\u{1B}[K").count - 1
    }

    /// Presses a slider key and waits until the line is drawn again, as it is after every key that moves the knob.
    static func press(_ key: BullseyeKey, on terminal: PseudoTerminal, since: Int) {
        let before = draws(terminal, since: since)
        terminal.send(keys[key]!)
        let drawn = terminal.waitUntil(since: since) { _ in draws(terminal, since: since) > before }
        #expect(drawn, "no redraw after \(key); screen: \(terminal.screen)")
    }

    /// Opens the slider with `hit` and waits for its bar; returns where the slider's output starts.
    static func openSlider(_ terminal: PseudoTerminal) -> Int {
        let mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitUntil(since: mark) { $0.contains(" 1 [") && $0.contains("] 100") }, "no slider: \(terminal.screen)")
        return mark
    }

    /// Plays seed 7's first round in batch mode with `keys` pressed one by one, then a hit: the knob's columns and the result.
    static func batchRound(_ keys: [BullseyeKey]) throws -> (columns: [Int], value: Int, points: Int) {
        let lines = keys.map { #"{"action":"keys","keys":["\#($0.rawValue)"]}"# } + [#"{"action":"hit"}"#]
        let run = try Tool.run("bullseye", ["--seed", "7", "--endless"], stdin: lines.joined(separator: "\n") + "\n")
        let records = try run.lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let columns = records.filter { $0["event"] as? String == "knob" }.compactMap { $0["column"] as? Int }
        let result = try #require(records.first { $0["event"] as? String == "result" })
        return (columns, try #require(result["value"] as? Int), try #require(result["points"] as? Int))
    }

    @Test func aRoundIsPlayedWithTheSliderAndScoredAsInBatchMode() throws {
        let keys: [BullseyeKey] = [.right, .right, .pageUp, .left]
        let batch = try Self.batchRound(keys)
        let terminal = try start()
        defer { terminal.close() }
        #expect(terminal.screen.contains("Bring the slider as close as you can to: 71"))
        let mark = Self.openSlider(terminal)
        #expect(terminal.screen.contains("target 71   1 ["), "the target on the slider's line: \(terminal.screen)")
        var drawn: [Int] = []
        for key in keys {
            Self.press(key, on: terminal, since: mark)
            drawn.append(try #require(Self.drawnKnob(terminal, since: mark)).column)
        }
        #expect(drawn == batch.columns, "the terminal draws the knob where batch mode's knob events say")
        let sliderScreen = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(!sliderScreen.contains(String(batch.value)) && !sliderScreen.contains("28"), "the value stays hidden until the hit: \(sliderScreen)")
        let hitMark = terminal.output.count
        terminal.send("\r")
        #expect(terminal.waitFor("The slider's value is \(batch.value).", since: hitMark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("You scored \(batch.points) points this round.", since: hitMark))
        #expect(terminal.waitFor("bullseye round 2/2 · target ", since: hitMark))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    /// The track has 59 cells in a terminal of 80 columns or more, whatever its width.
    @Test(arguments: [UInt16(80), 120, 200])
    func theTrackIsNotAsWideAsTheRange(columns: UInt16) throws {
        let terminal = try start(columns: columns)
        defer { terminal.close() }
        let mark = Self.openSlider(terminal)
        let knob = try #require(Self.drawnKnob(terminal, since: mark))
        #expect(knob.cells == BullseyeTrack.cells)
        #expect(knob.column == BullseyeTrack.column(of: 28))
        terminal.send(key: .escape)
        #expect(terminal.waitFor("(no hit)", since: mark))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// The target is on the prompt, on the slider's line and in `score`, long after its round's first line scrolled away.
    @Test func theTargetStaysOnScreen() throws {
        let terminal = try start()
        defer { terminal.close() }
        for _ in 0..<30 { terminal.send("\r") }
        var mark = terminal.output.count
        terminal.send("score\r")
        #expect(terminal.waitFor("round 1/2 · target 71 · score 0\n", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("bullseye round 1/2 · target 71 · score 0> ", since: mark))
        mark = Self.openSlider(terminal)
        #expect(terminal.waitFor("target 71   1 [", since: mark))
        terminal.send(key: .escape)
        #expect(terminal.waitFor("(no hit)", since: mark))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// A bot that sees what a person sees: the target's number, and the knob's cell on the bar drawn on the screen.
    ///
    /// It moves the knob onto the target's column (Page Up/Down while more than 8 columns away, then ←/→)
    /// and hits. A cell spans 99/58 of a unit, so with the knob on the target's cell the hit is at most 2 off.
    /// bench/bullseye-bots.py plays the same bot for the figures of bullseye(1), FAIRNESS.
    @Test func aSeeingBotReadsTheKnobOffTheScreenAndScores() throws {
        let rounds = 4
        let terminal = try start(["--seed", "2026", "--rounds", String(rounds)])
        defer { terminal.close() }
        var total = 0
        for round in 1...rounds {
            let promptText = PseudoTerminal.screenText(terminal.output)
            let target = try #require(promptText.components(separatedBy: "Bring the slider as close as you can to: ").last
                .flatMap { Int($0.prefix { $0.isNumber }) })
            let mark = Self.openSlider(terminal)
            var presses = 0
            while let knob = Self.drawnKnob(terminal, since: mark), presses < 100 {
                let gap = BullseyeTrack.column(of: Double(target), cells: knob.cells) - knob.column
                if gap == 0 { break }
                let key: BullseyeKey = abs(gap) > 8 ? (gap > 0 ? .pageUp : .pageDown) : (gap > 0 ? .right : .left)
                Self.press(key, on: terminal, since: mark)
                presses += 1
            }
            let hitMark = terminal.output.count
            terminal.send("\r")
            #expect(terminal.waitFor("You scored", since: hitMark), "round \(round): \(terminal.screen)")
            #expect(terminal.waitFor(round < rounds ? "bullseye round \(round + 1)/" : "Game over", since: hitMark))
            let result = PseudoTerminal.screenText(Array(terminal.output[hitMark...]))
            let points = try #require(result.components(separatedBy: "You scored ").last.flatMap { Int($0.prefix { $0.isNumber }) })
            let value = try #require(result.components(separatedBy: "The slider's value is ").last.flatMap { Int($0.prefix { $0.isNumber }) })
            #expect(abs(value - target) <= 2, "round \(round): the knob on the target's cell, yet \(value) for \(target)")
            total += points
        }
        #expect(total >= 150 * rounds - 100, "the seeing bot scored \(total) in \(rounds) rounds")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCInTheSliderDropsTheHitAndTheGameGoesOn() throws {
        let terminal = try start()
        defer { terminal.close() }
        let mark = Self.openSlider(terminal)
        terminal.send(key: .controlC)
        #expect(terminal.waitFor("(no hit)", since: mark))
        #expect(terminal.waitFor("bullseye round 1/2 · target 71 · score 0> ", since: mark))
        // Ctrl-D only once the next prompt is up: typed while the command runs, the
        // terminal is in canonical mode and turns it into an end-of-file marker.
        let beforeScore = terminal.output.count
        terminal.send("score\r")
        #expect(terminal.waitFor("bullseye round 1/2 · target 71 · score 0> ", since: beforeScore), "screen: \(terminal.screen)")
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    /// Closing the slider keeps the knob where the keys left it: the next `hit` opens it there.
    @Test func theKnobStaysWhereTheKeysLeftIt() throws {
        let terminal = try start()
        defer { terminal.close() }
        var mark = Self.openSlider(terminal)
        Self.press(.pageUp, on: terminal, since: mark)
        Self.press(.pageUp, on: terminal, since: mark)
        let moved = try #require(Self.drawnKnob(terminal, since: mark))
        terminal.send(key: .escape)
        #expect(terminal.waitFor("(no hit)", since: mark))
        #expect(terminal.waitFor("score 0> ", since: mark))
        mark = Self.openSlider(terminal)
        #expect(try #require(Self.drawnKnob(terminal, since: mark)) == moved)
        terminal.send(key: .escape)
        #expect(terminal.waitFor("(no hit)", since: mark))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func sigtermInTheSliderRestoresTheTerminal() throws {
        let terminal = try start()
        defer { terminal.close() }
        _ = Self.openSlider(terminal)
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(terminal.isInLineMode)
    }

    @Test func aFinishedGameIsScoredAndStartOverBeginsAgain() throws {
        let terminal = try start(["--seed", "7", "--rounds", "1"])
        defer { terminal.close() }
        var mark = Self.openSlider(terminal)
        terminal.send("\r")
        #expect(terminal.waitFor("The slider's value is 28.", since: mark), "a hit at once scores the start")
        #expect(terminal.waitFor("Game over", since: mark))
        #expect(terminal.waitFor("(played with --seed 7: recorded unranked, shown by scores --all only)", since: mark))
        #expect(terminal.waitFor("bullseye game over · score 57> ", since: mark))
        mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("the game is over", since: mark))
        terminal.send("start-over\r")
        #expect(terminal.waitFor("bullseye round 1/1 · target ", since: mark))
        terminal.send("scores\r")
        #expect(terminal.waitFor("(1 unranked game not shown: batch mode or --seed; --all shows it)", since: mark), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aTerminalTooNarrowForTheSliderIsSaidAndTheGameGoesOn() throws {
        let terminal = try start(columns: 40)
        defer { terminal.close() }
        terminal.resize(columns: 15, rows: 24)
        let mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("bullseye: ", since: mark))
        #expect(terminal.waitFor("narrow", since: mark), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
