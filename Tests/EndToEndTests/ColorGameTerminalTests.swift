// The three color games on a terminal, through a pseudo-terminal: each round
// opens the channel panel; Enter checks and shows the result with the target's
// numbers; Esc leaves for the prompt, where channels are set by number; the
// target's numbers never appear before the check; a terminal without color is
// told so and shown numbers; an arcade game counts down in the panel; and the
// terminal comes back sane on every way out.

import Foundation
import Testing

@Suite("color games interactive") struct ColorGameTerminalTests {
    static let escapeDelay = 0.3

    /// Starts a game and waits for its panel's key help.
    func start(_ tool: String, _ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100) throws -> PseudoTerminal {
        let db = FileManager.default.temporaryDirectory.appendingPathComponent("colorgame-tty-\(getpid())-\(UUID().uuidString).sqlite").path
        var env = ["LANG": "C.UTF-8", "COLORTERM": "truecolor"]
        env.merge(environment) { _, given in given }
        let terminal = try PseudoTerminal(executable: Tool.path(tool), arguments: arguments + ["--db", db],
                                          environment: env, columns: columns, rows: 40)
        #expect(terminal.waitFor("Enter check"), "no panel; screen: \(terminal.screen)")
        return terminal
    }

    @Test func chromaQuizPlaysARoundInThePanelAndShowsTheTargetOnlyAfterTheCheck() throws {
        let terminal = try start("chroma-quiz", ["--seed", "7", "--rounds", "2"])
        defer { terminal.close() }
        // Seed 7's first target is #b347d6 (r 179, g 71, b 214).
        let before = terminal.screen
        #expect(before.contains("Round 1 of 2 · score 0"))
        #expect(!before.contains("179") && !before.contains("b347d6"), "target numbers before the check: \(before)")
        let mark = terminal.output.count
        terminal.send(key: .right)
        terminal.send(key: .right)
        terminal.send(key: .down)
        terminal.send("\u{1B}[6~")  // Page Down: g 188 → 172 (RGB moves by 16)
        #expect(terminal.waitFor("172", since: mark), "values while moving: \(terminal.screen)")
        let moving = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(moving.contains("190"), "values while moving: \(moving)")
        #expect(!moving.contains("179") && !moving.contains("b347d6"))
        terminal.send("\r")
        #expect(terminal.waitFor("Target: r 179  g 71  b 214  (#b347d6)", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("Yours:  r 190  g 172  b 188  (#beacbc)", since: mark))
        #expect(terminal.waitFor("Round 2 of 2 · score", since: mark))
        terminal.send(key: .escape)
        #expect(terminal.waitFor("chroma-quiz round 2/2 · score", since: mark), "screen: \(terminal.screen)")
        terminal.send("r +20\r")
        #expect(terminal.waitFor("Yours: r 208  g 188  b 188  (#d0bcbc)", since: mark))
        terminal.send("set hue 3\r")
        #expect(terminal.waitFor(#"unknown channel "hue" for the rgb model"#, since: mark))
        terminal.send("check\r")
        #expect(terminal.waitFor("Game over:", since: mark), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    /// HCT's starting gray has chroma 2.4 (chroma-quiz(1)): the chroma slider moves by its step of 1 from there,
    /// to 3.4 and back past the start to 1.4, not onto whole numbers, and the prompt shows the value the panel set.
    @Test func aSliderMovesByItsStepFromAStartBetweenSteps() throws {
        let terminal = try start("chroma-quiz", ["--seed", "7", "--rounds", "1", "--model", "hct"])
        defer { terminal.close() }
        #expect(terminal.screen.contains("2.4"), "screen: \(terminal.screen)")
        var mark = terminal.output.count
        terminal.send(key: .down)
        terminal.send(key: .right)
        #expect(terminal.waitFor("3.4", since: mark), "screen: \(terminal.screen)")
        mark = terminal.output.count
        terminal.send(key: .left)
        terminal.send(key: .left)
        #expect(terminal.waitFor("1.4", since: mark), "screen: \(terminal.screen)")
        terminal.send(key: .escape)
        #expect(terminal.waitFor("chroma-quiz round 1/1 · score 0", since: mark), "screen: \(terminal.screen)")
        terminal.send("show\r")
        #expect(terminal.waitFor("c 1.4  t 76.2", since: mark), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// Without COLORTERM the game says once that its colors are dithered from the palette, and paints half blocks.
    @Test func on256ColorsTheGameSaysOnceThatColorsAreApproximate() throws {
        for tool in [["chroma-quiz"], ["colormix", "play"], ["gradient", "play"]] {
            let terminal = try start(tool[0], Array(tool.dropFirst()) + ["--seed", "7", "--rounds", "1"], environment: ["COLORTERM": ""])
            defer { terminal.close() }
            let text = PseudoTerminal.screenText(terminal.output)
            let notice = "Colors are approximate: with 256 colors, swatches are dithered."
            #expect(text.components(separatedBy: notice).count == 2, "\(tool): \(text)")
            #expect(text.contains("COLORTERM=truecolor"))
            let bytes = String(decoding: terminal.output, as: UTF8.self)
            #expect(bytes.contains("\u{1B}[48;5;") && !bytes.contains("\u{1B}[48;2;"), "\(tool): palette escapes only")
            #expect(bytes.contains("\u{2580}"), "\(tool): a dithered swatch or bar")
            let mark = terminal.output.count
            terminal.send(key: .escape)
            #expect(terminal.waitFor("round 1/1 · score 0>", since: mark), "\(tool): \(terminal.screen)")
            terminal.send("quit\r")
            #expect(terminal.waitForExit() == 0)
        }
        let trueColor = try start("chroma-quiz", ["--seed", "7", "--rounds", "1"])
        defer { trueColor.close() }
        #expect(!PseudoTerminal.screenText(trueColor.output).contains("approximate"))
    }

    @Test func colormixPlaySetsTheRatioWithTheSlider() throws {
        let terminal = try start("colormix", ["play", "--seed", "3", "--rounds", "1"])
        defer { terminal.close() }
        #expect(terminal.screen.contains("first (0)") && terminal.screen.contains("your mix"))
        #expect(terminal.screen.contains("ratio [") && terminal.screen.contains("] 0.5"))
        let mark = terminal.output.count
        terminal.send("\u{1B}[5~")  // Page Up: 0.5 → 0.6
        terminal.send(key: .left)   // 0.59
        #expect(terminal.waitFor("] 0.59", since: mark))
        terminal.send("\r")
        // Seed 3's hidden ratio is 0.729.
        #expect(terminal.waitFor("Target ratio: 0.729", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("Your ratio:   0.59", since: mark))
        #expect(terminal.waitFor("Game over:", since: mark))
        #expect(terminal.waitFor("colormix game over · score", since: mark))
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
    }

    @Test func gradientPlayEditsBothEnds() throws {
        let terminal = try start("gradient", ["play", "--seed", "3", "--rounds", "1", "--model", "hsl"])
        defer { terminal.close() }
        #expect(terminal.screen.contains("start h [") && terminal.screen.contains("end l   ["))
        let mark = terminal.output.count
        terminal.send(key: .left)  // start h 0° → 359°, a hue wraps
        #expect(terminal.waitFor("359°", since: mark), "screen: \(terminal.screen)")
        terminal.send(key: .escape)
        #expect(terminal.waitFor("gradient round 1/1 · score 0> ", since: mark))
        terminal.send("end color gold\r")
        #expect(terminal.waitFor("Your end:   h 50.6°  s 100%  l 50%  (#ffd700)", since: mark), "screen: \(terminal.screen)")
        terminal.send("check\r")
        #expect(terminal.waitFor("Target start:", since: mark))
        #expect(terminal.waitFor("(start ", since: mark))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    /// Easy: the panel shows no difference while the sliders move; `hint` at the prompt names a band and says what it
    /// costs; `new` says how many new puzzles are left, and refuses a third.
    @Test func hintsAreCoarseAndNewIsCounted() throws {
        let terminal = try start("chroma-quiz", ["--seed", "7", "--rounds", "2", "--difficulty", "easy"])
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send(key: .right)
        terminal.send(key: .right)
        #expect(terminal.waitFor("] 190", since: mark), "screen: \(terminal.screen)")
        terminal.send(key: .escape)
        #expect(terminal.waitFor("chroma-quiz round 1/2 · score 0> ", since: mark), "screen: \(terminal.screen)")
        let panel = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(!panel.contains("ΔE"), "no difference in the panel: \(panel)")
        terminal.send("hint\r")
        #expect(terminal.waitFor("Hint: far (ΔE above 8).", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("Each hint halves the round's points: a check now keeps 50% of them.", since: mark))
        terminal.send("color #b347d6\r")
        terminal.send("hint\r")
        #expect(terminal.waitFor("Hint: very close (ΔE 2 or less).", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("Each hint halves the round's points: a check now keeps 25% of them.", since: mark))
        terminal.send("check\r")
        #expect(terminal.waitFor("  Perfect!", since: mark))
        #expect(terminal.waitFor("ΔE 0 · 25 points · score 25", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("(the round's points were halved twice for 2 hints)", since: mark))
        terminal.send("new\r")
        #expect(terminal.waitFor("(1 new puzzle left in this game)", since: mark), "screen: \(terminal.screen)")
        terminal.send("new\r")
        #expect(terminal.waitFor("(no new puzzles left in this game)", since: mark), "screen: \(terminal.screen)")
        terminal.send("new\r")
        #expect(terminal.waitFor("no new puzzles left: a game deals at most 2 new puzzles; check this one", since: mark),
                "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aTerminalWithoutColorIsToldAndShownNumbers() throws {
        let terminal = try start("chroma-quiz", ["--seed", "7"], environment: ["NO_COLOR": "1"])
        defer { terminal.close() }
        let screen = terminal.screen
        #expect(screen.contains("This terminal shows no color"))
        // The rgb model is given the target in HSL numbers: #b347d6 is hsl 285.3° 63.6% 55.9%.
        #expect(screen.contains("Target: hsl h 285.3°  s 63.6%  l 55.9%"), "screen: \(screen)")
        let colorSequences = String(decoding: terminal.output, as: UTF8.self).components(separatedBy: "\u{1B}[48;").count - 1
        #expect(colorSequences == 0, "no background colors without color")
        terminal.send(key: .escape)
        #expect(terminal.waitFor("chroma-quiz round 1/5 · score 0> "))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func anArcadeGameCountsDownAndEndsWhenTheTimeIsUp() throws {
        let terminal = try start("chroma-quiz", ["--mode", "arcade", "--time", "2", "--seed", "7"])
        defer { terminal.close() }
        #expect(terminal.screen.contains("s left"))
        #expect(terminal.waitFor("Time is up! Game over: 0 points in 0 rounds.", timeout: 10), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("chroma-quiz game over · score 0> "))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func ctrlCInThePanelGoesToThePromptAndSigtermRestoresTheTerminal() throws {
        let terminal = try start("gradient", ["play", "--seed", "1"])
        defer { terminal.close() }
        let mark = terminal.output.count
        terminal.send(key: .controlC)
        #expect(terminal.waitFor("gradient round 1/5 · score 0> ", since: mark), "screen: \(terminal.screen)")
        terminal.send("panel\r")
        #expect(terminal.waitFor("Enter check", since: mark))
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(terminal.isInLineMode)
    }
}
