// ghostdraw trace through the real executable: a batch game traced from its
// figure events scores 100 a round and is recorded; the events validate
// against their schema; daily figures are everyone's; bad lines are told
// and the game goes on; the fairness bots of bench/ stay within the bounds
// ghostdraw(1), FAIRNESS, gives them; and the game on a pseudo-terminal: the
// figure shown faintly where the batch game says it is, ink that appears
// after its delay, a scored round, leaving unrecorded, a window too small.

import Foundation
import Testing

@Suite("ghostdraw trace game", .serialized) struct GhostTraceGameTests {
    let folder: String

    init() throws {
        folder = try PseudoTerminal.makeScratchFolder()
    }

    /// The records of a batch run, parsed.
    static func events(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    /// The figure events of a seeded game, ended round by round without drawing.
    func figures(seed: Int, rounds: Int, extra: [String] = []) throws -> [[[Int]]] {
        let done = String(repeating: #"{"event":"done"}"# + "\n", count: rounds)
        let run = try Tool.run("ghostdraw", ["trace", "--rounds", "\(rounds)", "--db", folder + "/scores.sqlite"] + extra
                               + (seed >= 0 ? ["--seed", "\(seed)"] : []), stdin: done)
        #expect(run.status == 0, "\(run.stderr)")
        return try Self.events(run.stdout).filter { $0["event"] as? String == "figure" }.map { try #require($0["cells"] as? [[Int]]) }
    }

    @Test func aGameTracedFromItsFigureEventsScoresEveryRoundAndIsRecorded() throws {
        let figures = try figures(seed: 5, rounds: 2)
        #expect(figures.count == 2)
        // Each cell a dot of red ink, then done; the second round's strokes after the first's done.
        var lines: [String] = []
        for (round, cells) in figures.enumerated() {
            let t = Double(round * 10)
            lines += cells.map { #"{"t":\#(t),"event":"stroke","tool":"red","points":[[\#($0[0]),\#($0[1])]]}"# }
            lines.append(#"{"t":\#(t + 5),"event":"done"}"#)
        }
        let run = try Tool.run("ghostdraw", ["trace", "--seed", "5", "--rounds", "2", "--db", folder + "/scores.sqlite", "--player", "ana"],
                               stdin: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        try DocumentationTests.validate(run.stdout, against: "ghostdraw-trace-event.schema.json", "ghostdraw trace")
        let events = try Self.events(run.stdout)
        let results = events.filter { $0["event"] as? String == "result" }
        #expect(results.map { $0["points"] as? Int } == [100, 100])
        #expect(results.map { $0["coverage"] as? Double } == [1, 1] && results.map { $0["precision"] as? Double } == [1, 1])
        let strokes = events.filter { $0["event"] as? String == "stroke" }
        #expect(strokes.count == figures.joined().count)
        #expect(strokes.first?["at"] as? Double == 1, "red ink appears a second after its stroke ends")
        #expect(events.last?["event"] as? String == "over" && events.last?["score"] as? Int == 200)

        // A batch game with --seed is recorded unranked: only `scores --all` lists it.
        let ranked = try Tool.run("ghostdraw", ["trace", "scores", "--db", folder + "/scores.sqlite", "--player", "ana"])
        #expect(ranked.status == 0 && ranked.stdout.isEmpty, "\(ranked.stdout)")
        let scores = try Tool.run("ghostdraw", ["trace", "scores", "--all", "--db", folder + "/scores.sqlite", "--player", "ana"])
        #expect(scores.status == 0)
        #expect(scores.stdout.contains(#""game":"ghostdraw-trace","rank":1,"player":"ana","score":200,"mode":"classic 2 rounds","seed":5,"ranked":false"#),
                "\(scores.stdout)")
    }

    @Test func dailyFiguresAreEveryonesAndTakeNoSeed() throws {
        let first = try figures(seed: -1, rounds: 5, extra: ["--mode", "daily", "--date", "2026-11-23", "--player", "ana"])
        let second = try figures(seed: -1, rounds: 5, extra: ["--mode", "daily", "--date", "2026-11-23", "--player", "ben"])
        #expect(first.count == 5 && first == second)
        let other = try figures(seed: -1, rounds: 5, extra: ["--mode", "daily", "--date", "2026-11-24"])
        #expect(other != first)
        let seeded = try Tool.run("ghostdraw", ["trace", "--mode", "daily", "--seed", "1"], stdin: "")
        #expect(seeded.status == 64 && seeded.stderr.contains("--seed cannot be used with --mode daily"))
        let dated = try Tool.run("ghostdraw", ["trace", "--date", "2026-11-23"], stdin: "")
        #expect(dated.status == 64 && dated.stderr.contains("--date is for --mode daily"))
        let past = try Tool.run("ghostdraw", ["trace", "--mode", "daily", "--date", "2026-11-23", "--db", folder + "/past.sqlite"],
                                stdin: String(repeating: #"{"event":"done"}"# + "\n", count: 5))
        #expect(past.status == 0 && past.stderr.contains("only today's"), "a past day's figures are not recorded: \(past.stderr)")
    }

    @Test func aBadLineIsToldAndTheGameGoesOn() throws {
        let input = [
            #"{"t":0,"event":"toggle"}"#, #"{"event":"canvas","width":10,"height":10}"#, #"{"t":1,"event":"undo"}"#,
            #"{"t":2,"event":"stroke","points":[[1,1]]}"#, #"{"t":1,"event":"done"}"#, #"{"t":3,"event":"done"}"#,
        ].joined(separator: "\n") + "\n"
        let run = try Tool.run("ghostdraw", ["trace", "--seed", "1", "--rounds", "2", "--db", folder + "/bad.sqlite"], stdin: input)
        #expect(run.status == 1)
        let messages = run.stderr.split(separator: "\n").map(String.init)
        #expect(messages.count == 5, "\(run.stderr)")
        #expect(messages.first?.hasPrefix("ghostdraw: line 1: there is no delay toggle in trace: the ink appears after its delay") == true)
        #expect(messages.dropFirst().first?.hasPrefix("ghostdraw: line 2: the canvas of trace is always 60x40") == true)
        #expect(messages.dropFirst(2).first?.hasPrefix("ghostdraw: line 3: nothing to undo") == true)
        #expect(messages.dropFirst(3).first?.hasPrefix(#"ghostdraw: line 5: "t" goes backwards: 1 after 2"#) == true)
        #expect(messages.last == "ghostdraw: the input ended in round 2 of 2; the game is left unfinished and not scored")
    }

    /// The bots of bench/ghostdraw-trace-bots.py, 4 games of 5 rounds each: the blind ones earn at most a quarter
    /// of the points, the seeing ones trace (ghostdraw(1), FAIRNESS).
    @Test func theFairnessBotsStayWithinTheirBounds() throws {
        let script = Tool.packageRoot.appendingPathComponent("bench/ghostdraw-trace-bots.py").path
        let run = try Tool.shell("python3 \(DocumentationTests.shellQuoted(script)) \(DocumentationTests.shellQuoted(Tool.path("ghostdraw"))) --games 4 --json")
        #expect(run.status == 0, "\(run.stderr)")
        let averages = Dictionary(uniqueKeysWithValues: try Self.events(run.stdout).map { ($0["bot"] as? String ?? "", $0["average"] as? Double ?? -1) })
        #expect(averages.count == 5, "\(run.stdout)")
        for bot in ["blind-random", "blind-rake", "blind-circle"] {
            let average = try #require(averages[bot])
            #expect(average <= 25, "\(bot) averages \(average) points a round: a blind bot must stay at or below 25")
        }
        #expect(try #require(averages["blind-random"]) >= 5, "random play earns something: the scoring still counts ink")
        #expect(try #require(averages["seeing"]) >= 90)
        #expect(try #require(averages["seeing-shaky"]) >= 80)
    }

    // MARK: On the terminal

    func start(_ arguments: [String], columns: UInt16 = 80, rows: UInt16 = 24, environment: [String: String] = [:]) throws -> PseudoTerminal {
        try PseudoTerminal(executable: Tool.path("ghostdraw"), arguments: ["trace", "--db", folder + "/pty.sqlite"] + arguments,
                           environment: ["LANG": "C.UTF-8"].merging(environment) { $1 }, columns: columns, rows: rows)
    }

    @Test func theFigureShowsFaintlyAndTheInkAfterItsDelayThenTheRoundIsScored() throws {
        let figure = try #require(try figures(seed: 8, rounds: 1).first)
        let terminal = try start(["--seed", "8", "--rounds", "2", "--color", "never"])
        defer { terminal.close() }
        #expect(terminal.waitFor("Enter done"), "\(terminal.screen)")
        var screen = InlineScreen(columns: 80, rows: 24)
        screen.feed(terminal.output)
        #expect(screen.line(0).hasSuffix("round 1/2 · score 0"), "\(screen.line(0))")
        // The frame's top left corner is at line 1; cell (x, y) is at column 1 + x of line 2 + y / 2, drawn as ' . or :.
        for cell in figure {
            let character = screen.cells[2 + cell[1] / 2][1 + cell[0]]
            #expect("'.:".contains(character), "the figure's cell \(cell) shows \(character)")
        }
        let shown = screen.cells.joined().filter { "'.:".contains($0) }.count
        #expect(shown <= figure.count, "nothing but the figure is drawn faintly")

        // A drag across line 12 of the window: canvas row 20, from x 0 to 49; red, a second later.
        var mark = terminal.output.count
        terminal.send(GhostDrawCanvasTests.drag([(1, 12), (50, 12)]))
        #expect(terminal.waitFor("1 waiting", since: mark))
        #expect(!PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("▀▀▀▀▀"), "the ink waits for its delay")
        mark = terminal.output.count
        #expect(terminal.waitFor("▀▀▀▀▀▀▀▀▀▀", timeout: 3, since: mark), "the red ink appears")
        mark = terminal.output.count
        terminal.send("\r")
        #expect(terminal.waitFor("points · coverage", since: mark))
        #expect(terminal.screen.contains("any key: next round"))
        mark = terminal.output.count
        terminal.send("x")
        #expect(terminal.waitFor("round 2/2", since: mark))
        mark = terminal.output.count
        terminal.send("q")
        #expect(terminal.waitFor("an unfinished game is not recorded", since: mark))
        terminal.send("y")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
        #expect(PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("ghostdraw: the game was left in round 2 of 2 and is not recorded"))
        let scores = try Tool.run("ghostdraw", ["trace", "scores", "--db", folder + "/pty.sqlite"])
        #expect(scores.stdout.isEmpty, "an unfinished game is not recorded: \(scores.stdout)")
    }

    @Test func aFinishedGameSumsItselfUpAndIsRecorded() throws {
        let terminal = try start(["--seed", "3", "--rounds", "2", "--no-mouse", "--player", "ana"])
        defer { terminal.close() }
        #expect(terminal.waitFor("Enter done"))
        // Keyboard tracing: pen down, three cells right, pen up; then done.
        terminal.send(" ")
        terminal.send(key: .right)
        terminal.send(key: .right)
        terminal.send(key: .right)
        terminal.send(" ")
        var mark = terminal.output.count
        terminal.send("\r")
        #expect(terminal.waitFor("any key: next round", since: mark))
        terminal.send(" ")
        mark = terminal.output.count
        terminal.send("\r")
        #expect(terminal.waitFor("game over", since: mark))
        mark = terminal.output.count
        terminal.send(" ")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.isInLineMode)
        #expect(PseudoTerminal.screenText(Array(terminal.output[mark...])).contains("trace: 0 points of 200 in 2 rounds — letter Z 0 · spiral 0"))
        // Played with --seed, the game is recorded unranked: `scores --all` lists it.
        let scores = try Tool.run("ghostdraw", ["trace", "scores", "--all", "--db", folder + "/pty.sqlite", "--player", "ana"])
        #expect(scores.stdout.contains(#""player":"ana","score":0,"mode":"classic 2 rounds""#), "\(scores.stdout)")
        #expect(scores.stdout.contains(#""ranked":false"#), "\(scores.stdout)")
    }

    @Test func aWindowTooSmallForTheCanvasSaysSo() throws {
        let terminal = try start(["--seed", "3"], columns: 40, rows: 12)
        defer { terminal.close() }
        #expect(terminal.waitFor("window too small: needs at least 60×22"))
        let mark = terminal.output.count
        terminal.resize(columns: 80, rows: 24)
        #expect(terminal.waitFor("Enter done", since: mark))
        terminal.send(key: .controlC)
        terminal.send("y")
        #expect(terminal.waitForExit() == 0)
    }
}
