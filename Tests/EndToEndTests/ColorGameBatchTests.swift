import Foundation
import Testing

/// chroma-quiz, colormix play and gradient play end to end in batch mode: actions in, events out, scores kept.
@Suite("color games in batch") struct ColorGameBatchTests {
    /// One of the three games: how to run it.
    struct Game: CustomStringConvertible, Sendable {
        var tool: String
        var command: [String]
        var name: String
        /// An action that sets the guess to `hex` exactly.
        var perfect: @Sendable (_ result: [String: Any]) -> [String]
        var description: String { name }
    }

    static let games: [Game] = [
        Game(tool: "chroma-quiz", command: [], name: "chroma-quiz") { result in
            [##"{"action":"set","color":"\##(result["target"] as! String)"}"##]
        },
        Game(tool: "colormix", command: ["play"], name: "colormix-play") { result in
            [##"{"action":"set","ratio":\##(result["ratio"] as! Double)}"##]
        },
        Game(tool: "gradient", command: ["play"], name: "gradient-play") { result in
            [
                ##"{"action":"set","which":"start","color":"\##(result["targetStart"] as! String)"}"##,
                ##"{"action":"set","which":"end","color":"\##(result["targetEnd"] as! String)"}"##,
            ]
        },
    ]

    /// A scratch score database path for one test.
    func databasePath(_ name: String = #function, _ game: String = "") -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("colorgame-\(getpid())-\(name.filter(\.isLetter))-\(game)")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("scores.sqlite").path
    }

    func records(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    func lines(_ actions: [String]) -> String { actions.map { $0 + "\n" }.joined() }

    @Test(arguments: games) func aSeededGameIsTheSameEveryTime(game: Game) throws {
        let actions = lines(Array(repeating: ##"{"action":"check"}"##, count: 3))
        let db = databasePath(#function, game.name)
        let arguments = game.command + ["--seed", "11", "--rounds", "3", "--db", db]
        let first = try Tool.run(game.tool, arguments, stdin: actions)
        let second = try Tool.run(game.tool, arguments, stdin: actions)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.isEmpty)
        #expect(first.stdout == second.stdout)
        let events = try records(first.stdout)
        #expect(events.map { $0["event"] as? String } == ["round", "result", "round", "result", "round", "result", "over"])
        #expect(events.allSatisfy { $0["game"] as? String == game.name })
        let total = events.compactMap { $0["event"] as? String == "result" ? $0["points"] as? Int : nil }.reduce(0, +)
        #expect(events.last?["score"] as? Int == total)
        #expect(events.last?["reason"] as? String == "rounds")
        let other = try Tool.run(game.tool, game.command + ["--seed", "12", "--rounds", "3", "--db", db], stdin: actions)
        #expect(other.stdout != first.stdout)
    }

    /// A bot that has seen the answers plays the same seed again and matches every target: 100 points a round.
    @Test(arguments: games) func aGuessEqualToTheTargetScores100(game: Game) throws {
        let db = databasePath(#function, game.name)
        let arguments = game.command + ["--seed", "5", "--rounds", "3", "--db", db]
        let learning = try Tool.run(game.tool, arguments, stdin: lines(Array(repeating: ##"{"action":"check"}"##, count: 3)))
        let answers = try records(learning.stdout).filter { $0["event"] as? String == "result" }
        #expect(answers.count == 3)
        let perfect = answers.flatMap { game.perfect($0) + [##"{"action":"check"}"##] }
        let played = try Tool.run(game.tool, arguments, stdin: lines(perfect))
        #expect(played.status == 0, "\(played.stderr)")
        let results = try records(played.stdout).filter { $0["event"] as? String == "result" }
        #expect(results.map { $0["points"] as? Int } == [100, 100, 100])
        #expect(results.map { $0["deltaE"] as? Double } == [0, 0, 0])
        #expect(try records(played.stdout).last?["score"] as? Int == 300)
    }

    /// `deltaE` in a result is what `colorconv distance --method 2000` prints for the two hex colors.
    @Test func deltaEIsColorconvDistance() throws {
        let actions = lines([##"{"action":"set","color":"#3a7bd5"}"##, ##"{"action":"check"}"##,
                             ##"{"action":"set","channel":"h","value":200}"##, ##"{"action":"check"}"##])
        for model in ["rgb", "hsb", "cmyk", "hsl", "oklch", "okhsl", "okhsv", "hct"] {
            let r = try Tool.run("chroma-quiz", ["--seed", "21", "--rounds", "2", "--model", model, "--db", databasePath(#function, model)],
                                 stdin: actions)
            let results = try records(r.stdout).filter { $0["event"] as? String == "result" }
            #expect(results.count == 2, "\(model): \(r.stderr)")
            for result in results {
                let target = try #require(result["target"] as? String), guess = try #require(result["guess"] as? String)
                let distance = try Tool.run("colorconv", ["distance", target, guess, "--method", "2000"])
                let expected = try #require(try records(distance.stdout).first?["deltaE"] as? Double)
                #expect(result["deltaE"] as? Double == expected, "\(model) \(target) \(guess)")
            }
        }
        let gradient = try Tool.run("gradient", ["play", "--seed", "21", "--rounds", "1", "--db", databasePath(#function, "gradient")],
                                    stdin: lines([##"{"action":"set","which":"end","color":"gold"}"##, ##"{"action":"check"}"##]))
        let result = try #require(try records(gradient.stdout).first { $0["event"] as? String == "result" })
        for (target, guess, key) in [("targetStart", "guessStart", "deltaEStart"), ("targetEnd", "guessEnd", "deltaEEnd")] {
            let distance = try Tool.run("colorconv", ["distance", result[target] as! String, result[guess] as! String, "--method", "2000"])
            #expect(try records(distance.stdout).first?["deltaE"] as? Double == result[key] as? Double)
        }
    }

    @Test func roundEventsNeverHoldTheTarget() throws {
        let r = try Tool.run("chroma-quiz", ["--seed", "9", "--rounds", "2", "--db", databasePath()],
                             stdin: lines([##"{"action":"set","channel":"r","value":10}"##, ##"{"action":"check"}"##, ##"{"action":"check"}"##]))
        let events = try records(r.stdout)
        let targets = events.compactMap { $0["target"] as? String }
        #expect(targets.count == 2)
        let beforeChecks = r.stdout.split(separator: "\n").filter { !$0.contains(#""event":"result""#) }
        for target in targets {
            #expect(!beforeChecks.contains { $0.contains(target) }, "\(target) shown before its check")
        }
    }

    @Test func aValueOutOfRangeIsClampedAndSaid() throws {
        let r = try Tool.run("chroma-quiz", ["--seed", "1", "--rounds", "1", "--db", databasePath()],
                             stdin: lines([##"{"action":"set","channel":"r","value":300}"##, ##"{"action":"set","channel":"green","by":-500}"##]))
        #expect(r.status == 0, "\(r.stderr)")
        let guesses = try records(r.stdout).filter { $0["event"] as? String == "guess" }
        #expect(guesses.count == 2)
        #expect((guesses[0]["values"] as? [String: Double])?["r"] == 255)
        #expect(guesses[0]["note"] as? String == "r 300 is above the range 0–255: set to 255")
        #expect((guesses[1]["values"] as? [String: Double])?["g"] == 0)
        #expect((guesses[1]["note"] as? String)?.contains("below the range 0–255: set to 0") == true)
        let hue = try Tool.run("gradient", ["play", "--model", "hsl", "--seed", "1", "--db", databasePath(#function, "hue")],
                               stdin: lines([##"{"action":"set","which":"end","channel":"h","value":-30}"##]))
        let update = try #require(try records(hue.stdout).last)
        #expect((update["end"] as? [String: Double])?["h"] == 330)
        #expect((update["note"] as? String)?.contains("wraps around to 330°") == true)
    }

    /// chroma-quiz --model hct: the round opens at the gray in HCT (the white's hue, CIE L\* 76.25 as the tone),
    /// a chroma past sRGB is shown as colorconv writes that color (CSS gamut mapping), and a chroma above the
    /// slider's 120 is clamped with a note.
    @Test func hctModel() throws {
        let r = try Tool.run("chroma-quiz", ["--model", "hct", "--seed", "3", "--rounds", "1", "--db", databasePath()],
                             stdin: lines([##"{"action":"set","channel":"c","value":90}"##,
                                           ##"{"action":"set","channel":"chroma","value":130}"##, ##"{"action":"check"}"##]))
        #expect(r.status == 0, "\(r.stderr)")
        let events = try records(r.stdout)
        #expect(events.map { $0["event"] as? String } == ["round", "guess", "guess", "result", "over"], "\(r.stdout)")
        let start = try #require(events.first?["values"] as? [String: Double])
        #expect(events.first?["model"] as? String == "hct" && events.first?["guess"] as? String == "#bcbcbc")
        let (hue, tone) = (try #require(start["h"]), try #require(start["t"]))
        #expect(abs(hue - 209.54) < 0.01 && abs(tone - 76.2461) < 1e-4, "\(start)")
        let vivid = try #require(events[1]["values"] as? [String: Double])
        #expect(vivid["c"] == 90 && vivid["h"] == start["h"] && vivid["t"] == start["t"])
        let shown = try Tool.run("colorconv", ["color(--hct \(vivid["h"]!) 90 \(vivid["t"]!))"])
        #expect(try records(shown.stdout).first?["hex"] as? String == events[1]["guess"] as? String, "\(shown.stdout)")
        #expect((events[2]["values"] as? [String: Double])?["c"] == 120)
        #expect(events[2]["note"] as? String == "c 130 is above the range 0–120: set to 120")
        let target = try #require(events[3]["targetValues"] as? [String: Double])
        #expect(Set(target.keys) == ["h", "c", "t"] && target["c"]! <= 113.4, "an sRGB target: \(target)")
    }

    @Test func badActionsAreReportedWithTheirLineAndTheGameGoesOn() throws {
        let input = lines([
            ##"{"action":"set","channel":"q","value":1}"##,
            ##"{"action":"set","ratio":0.5}"##,
            "not json",
            ##"{"action":"jump"}"##,
            "",
            ##"{"action":"set","channel":"r"}"##,
            ##"{"action":"set","color":"#zzz"}"##,
            ##"{"action":"check"}"##,
        ])
        let r = try Tool.run("chroma-quiz", ["--seed", "1", "--rounds", "1", "--db", databasePath()], stdin: input)
        #expect(r.status == 1)
        let messages = r.stderr.split(separator: "\n").map(String.init)
        #expect(messages.count == 6, "\(r.stderr)")
        #expect(messages[0].hasPrefix(#"chroma-quiz: line 1: unknown channel "q" for the rgb model: its channels are r, g, b"#))
        #expect(messages[1].hasPrefix("chroma-quiz: line 2: chroma-quiz has no ratio"))
        #expect(messages[2].hasPrefix("chroma-quiz: line 3: not a JSON object"))
        #expect(messages[3].hasPrefix(#"chroma-quiz: line 4: unknown action "jump""#))
        #expect(messages[4].hasPrefix("chroma-quiz: line 6: "))
        #expect(messages[5].hasPrefix(#"chroma-quiz: line 7: "color": "#))
        #expect(try records(r.stdout).last?["event"] as? String == "over")
        let strict = try Tool.run("chroma-quiz", ["--seed", "1", "--strict", "--db", databasePath(#function, "strict")], stdin: input)
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix(##"chroma-quiz: line 1: unknown channel "q""##), "\(strict.stderr)")
        #expect(!strict.stderr.contains("line 2:"), "\(strict.stderr)")
    }

    @Test func endOfInputMidRoundLeavesTheGameUnscored() throws {
        let db = databasePath()
        let r = try Tool.run("colormix", ["play", "--seed", "2", "--db", db], stdin: lines([##"{"action":"check"}"##, ##"{"action":"set","ratio":0.2}"##]))
        #expect(r.status == 0)
        #expect(r.stderr == "colormix: the input ended in round 2 of 5; the game is left unfinished and not scored\n")
        let board = try Tool.run("colormix", ["play", "scores", "--all", "--db", db])
        #expect(board.stdout.isEmpty && board.status == 0, "\(board.stdout)")
    }

    @Test func unknownModelsSpacesAndModesAreUsageErrors() throws {
        let model = try Tool.run("chroma-quiz", ["--model", "xyz"])
        #expect(model.status == 64)
        #expect(model.stderr.contains("xyz"))
        let space = try Tool.run("colormix", ["play", "--in", "nowhere"])
        #expect(space.status == 64)
        #expect(space.stderr.contains("--in"))
        let seeded = try Tool.run("gradient", ["play", "--mode", "daily", "--seed", "3"])
        #expect(seeded.status == 64)
        #expect(seeded.stderr.contains("--seed cannot be used with --mode daily"))
        let date = try Tool.run("chroma-quiz", ["--mode", "daily", "--date", "2026-02-30"])
        #expect(date.status == 64)
        let missing = try Tool.run("chroma-quiz", ["-i", "/nonexistent/actions.ndjson", "--db", databasePath()])
        #expect(missing.status == 66)
        #expect(missing.stdout.isEmpty)
    }

    @Test func scoresGoToTheStorePerModeAndModel() throws {
        let db = databasePath()
        let check = lines(Array(repeating: ##"{"action":"check"}"##, count: 5))
        for (model, player) in [("rgb", "ana"), ("hsb", "ana"), ("rgb", "ben")] {
            let r = try Tool.run("chroma-quiz", ["--model", model, "--seed", "4", "--db", db, "--player", player], stdin: check)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let board = try Tool.run("chroma-quiz", ["scores", "--all", "--db", db, "--player", "ana"])
        let entries = try records(board.stdout)
        #expect(Set(entries.compactMap { $0["mode"] as? String }) == ["classic · rgb", "classic · hsb"])
        #expect(entries.filter { $0["mode"] as? String == "classic · rgb" }.count == 2)
        let mix = try Tool.run("colormix", ["play", "--scoring", "classic", "--in", "device", "--rounds", "1", "--seed", "4", "--db", db],
                               stdin: lines([##"{"action":"check"}"##]))
        #expect(mix.status == 0)
        let mixBoard = try records(try Tool.run("colormix", ["play", "scores", "--all", "--db", db]).stdout)
        #expect(mixBoard.first?["mode"] as? String == "classic 1 round · srgb · classic scoring")
    }

    @Test func theDailyPuzzleIsTheSameForEveryoneAndScoredOncePerDay() throws {
        let db = databasePath()
        let check = lines(Array(repeating: ##"{"action":"check"}"##, count: 5))
        let ana = try Tool.run("chroma-quiz", ["--mode", "daily", "--date", "2026-03-14", "--db", db, "--player", "ana"], stdin: check)
        let ben = try Tool.run("chroma-quiz", ["--mode", "daily", "--date", "2026-03-14", "--db", db, "--player", "ben"], stdin: check)
        #expect(ana.stdout == ben.stdout)
        #expect(try records(ana.stdout).filter { $0["event"] as? String == "result" }.count == 5)
        #expect(ana.stderr.contains("this is the daily puzzle of 2026-03-14; only today's"), "\(ana.stderr)")
        let nextDay = try Tool.run("chroma-quiz", ["--mode", "daily", "--date", "2026-03-15", "--db", db], stdin: check)
        #expect(nextDay.stdout != ana.stdout)
        // Another board (another model) gets other puzzles: its answers give nothing away.
        let hsb = try Tool.run("chroma-quiz", ["--mode", "daily", "--date", "2026-03-14", "--model", "hsb", "--db", db], stdin: check)
        let targets = { (output: String) in try records(output).compactMap { $0["target"] as? String } }
        #expect(try targets(hsb.stdout).count == 5)
        #expect(Set(try targets(hsb.stdout)).isDisjoint(with: try targets(ana.stdout)))
        let redeal = try Tool.run("chroma-quiz", ["--mode", "daily", "--date", "2026-03-14", "--db", db],
                                  stdin: lines([##"{"action":"new"}"##]))
        #expect(redeal.stderr.contains("the daily puzzle cannot be dealt again"))

        // Today's puzzle: the first game of the day is recorded (unranked, in batch mode), the second is played but not recorded.
        let first = try Tool.run("gradient", ["play", "--mode", "daily", "--db", db, "--player", "cy"], stdin: check)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        let second = try Tool.run("gradient", ["play", "--mode", "daily", "--db", db, "--player", "cy"], stdin: check)
        #expect(second.stdout == first.stdout)
        #expect(second.stderr == "gradient: cy has already played today's daily puzzle: only the first game of the day is recorded\n")
        #expect(try Tool.run("gradient", ["play", "scores", "--db", db]).stdout.isEmpty, "a batch game does not rank")
        let board = try records(try Tool.run("gradient", ["play", "scores", "--all", "--db", db]).stdout)
        #expect(board.count == 1)
        #expect((board.first?["mode"] as? String)?.hasPrefix("daily ") == true)
        #expect(board.first?["ranked"] as? Bool == false)
    }

    @Test func arcadeGamesAreTimedByTheActionsTimes() throws {
        let input = lines([
            ##"{"action":"check","t":10}"##,
            ##"{"action":"check","t":30.5}"##,
            ##"{"action":"set","channel":"r","value":1,"t":59.9}"##,
            ##"{"action":"check","t":60}"##,
            ##"{"action":"check","t":61}"##,
        ])
        let db = databasePath()
        let r = try Tool.run("chroma-quiz", ["--mode", "arcade", "--seed", "8", "--db", db], stdin: input)
        let events = try records(r.stdout)
        #expect(events.map { $0["event"] as? String } == ["round", "result", "round", "result", "round", "guess", "over"])
        #expect(events.first?["remaining"] as? Double == 60)
        #expect(events[2]["remaining"] as? Double == 50)
        #expect(events.last?["reason"] as? String == "time")
        #expect(events.last?["rounds"] as? Int == 2)
        #expect(r.stderr.contains("line 5: the game is over"), "\(r.stderr)")
        let backwards = try Tool.run("chroma-quiz", ["--mode", "arcade", "--seed", "8", "--db", db],
                                     stdin: lines([##"{"action":"check","t":10}"##, ##"{"action":"check","t":5}"##]))
        #expect(backwards.stderr.contains(#"line 2: "t" goes backwards"#), "\(backwards.stderr)")
        let board = try records(try Tool.run("chroma-quiz", ["scores", "--all", "--db", db]).stdout)
        #expect(board.first?["mode"] as? String == "arcade 60s · rgb")
    }

    /// A hint names a band, never the ΔE, and each one halves the round: the exact answer after two hints scores 25.
    @Test(arguments: games) func hintsAreCoarseAndHalveTheRound(game: Game) throws {
        let arguments = game.command + ["--difficulty", "easy", "--seed", "3", "--rounds", "1"]
        let learning = try Tool.run(game.tool, arguments + ["--db", databasePath(#function, game.name + "learn")],
                                    stdin: lines([##"{"action":"check"}"##]))
        let answer = try #require(try records(learning.stdout).first { $0["event"] as? String == "result" })
        let hint = ##"{"action":"hint"}"##
        let played = try Tool.run(game.tool, arguments + ["--db", databasePath(#function, game.name)],
                                  stdin: lines([hint] + game.perfect(answer) + [hint, ##"{"action":"check"}"##]))
        #expect(played.status == 0 && played.stderr.isEmpty, "\(played.stderr)")
        let events = try records(played.stdout)
        let hints = events.filter { $0["event"] as? String == "hint" }
        #expect(hints.count == 2)
        for (index, hint) in hints.enumerated() {
            #expect(hint["deltaE"] == nil, "a hint never gives the difference: \(hint)")
            #expect(["very close", "close", "far"].contains(hint["band"] as? String ?? ""), "\(hint)")
            #expect(hint["hints"] as? Int == index + 1 && hint["keep"] as? Double == [50.0, 25][index], "\(hint)")
        }
        #expect(hints.last?["band"] as? String == "very close")
        let result = try #require(events.first { $0["event"] as? String == "result" })
        #expect(result["deltaE"] as? Double == 0 && result["title"] as? String == "Perfect!")
        #expect(result["hints"] as? Int == 2 && result["points"] as? Int == 25, "\(result)")
        let normal = try Tool.run(game.tool, game.command + ["--seed", "3", "--db", databasePath(#function, game.name + "normal")],
                                  stdin: lines([hint]))
        #expect(normal.stderr.contains("line 1: hints are for --difficulty easy"), "\(normal.stderr)")
    }

    /// `new` deals another puzzle twice a game; a third is refused, with its line, and the game goes on.
    @Test(arguments: games) func newIsAllowedTwiceAGame(game: Game) throws {
        let new = ##"{"action":"new"}"##, check = ##"{"action":"check"}"##
        let r = try Tool.run(game.tool, game.command + ["--seed", "6", "--rounds", "2", "--db", databasePath(#function, game.name)],
                             stdin: lines([new, check, new, new, check]))
        #expect(r.status == 1)
        #expect(r.stderr == "\(game.tool): line 4: no new puzzles left: a game deals at most 2 new puzzles; check this one: "
                + #""{\"action\":\"new\"}""# + "\n", "\(r.stderr)")
        let events = try records(r.stdout).compactMap { $0["event"] as? String }
        #expect(events == ["round", "round", "result", "round", "round", "result", "over"])
    }
}
