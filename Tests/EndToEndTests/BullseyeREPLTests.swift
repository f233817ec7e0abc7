// bullseye on a terminal, through a pseudo-terminal: the prompt with round and
// score, the slider whose number stays hidden until the hit, the result, and
// the terminal given back sane on every way out.

import Foundation
import Testing

@Suite("bullseye interactive") struct BullseyeREPLTests {
    func start(_ arguments: [String] = ["--seed", "7", "--rounds", "2"], columns: UInt16 = 80) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path("bullseye"), arguments: arguments,
                                          environment: ["LANG": "C.UTF-8"], columns: columns, rows: 24)
        #expect(terminal.waitFor("bullseye round 1/"), "no prompt; screen: \(terminal.screen)")
        return terminal
    }

    @Test func aRoundIsPlayedWithTheSliderAndScored() throws {
        let terminal = try start()
        defer { terminal.close() }
        #expect(terminal.screen.contains("Bring the slider as close as you can to: 71"))
        var mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("round 1 [", since: mark))
        // Seed 7 starts the slider at 28: two steps right and one coarse step up make 40.
        terminal.send(key: .right)
        terminal.send(key: .right)
        terminal.send("\u{1B}[5~")
        Thread.sleep(forTimeInterval: 0.3)
        let sliderScreen = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(!sliderScreen.contains("40") && !sliderScreen.contains("28"), "the value stays hidden until the hit: \(sliderScreen)")
        mark = terminal.output.count
        terminal.send("\r")
        #expect(terminal.waitFor("The slider's value is 40.", since: mark))
        #expect(terminal.waitFor("You scored 69 points this round.", since: mark))
        #expect(terminal.waitFor("bullseye round 2/2 · score 69> ", since: mark))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func ctrlCInTheSliderDropsTheHitAndTheGameGoesOn() throws {
        let terminal = try start()
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("round 1 [", since: mark))
        terminal.send(key: .controlC)
        #expect(terminal.waitFor("(no hit)", since: mark))
        #expect(terminal.waitFor("bullseye round 1/2 · score 0> ", since: mark))
        // Ctrl-D only once the next prompt is up: typed while the command runs, the
        // terminal is in canonical mode and turns it into an end-of-file marker.
        let beforeScore = terminal.output.count
        terminal.send("score\r")
        #expect(terminal.waitFor("bullseye round 1/2 · score 0> ", since: beforeScore), "screen: \(terminal.screen)")
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func sigtermInTheSliderRestoresTheTerminal() throws {
        let terminal = try start()
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("round 1 [", since: mark))
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(terminal.isInLineMode)
    }

    @Test func aFinishedGameIsScoredAndStartOverBeginsAgain() throws {
        let terminal = try start(["--seed", "7", "--rounds", "1"])
        defer { terminal.close() }
        var mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("round 1 [", since: mark))
        terminal.send("\r")
        #expect(terminal.waitFor("Game over", since: mark))
        #expect(terminal.waitFor("(played with --seed 7: recorded unranked, shown by scores --all only)", since: mark))
        mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("the game is over", since: mark))
        terminal.send("start-over\r")
        #expect(terminal.waitFor("bullseye round 1/1 · score 0> ", since: mark))
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
