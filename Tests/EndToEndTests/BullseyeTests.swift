import ChromaGameEngines
import Foundation
import Testing

/// bullseye end to end in batch mode: NDJSON actions in, events out, scores kept.
@Suite("bullseye batch") struct BullseyeBatchTests {
    /// A scratch score database path for one test.
    ///
    /// Letters and digits name the folder, so that the cases of a test that
    /// differ only in numbers, which run at the same time, do not share it
    /// (one would remove it under the other's game).
    func databasePath(_ name: String = #function) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bullseye-\(getpid())-\(name.filter { $0.isLetter || $0.isNumber })")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("scores.sqlite").path
    }

    @Test func aSeededGamePlaysTheSameEveryTime() throws {
        let actions = ##"{"action":"hit","value":50}"## + "\n" + ##"{"action":"hit","value":84}"## + "\n" + ##"{"action":"hit","value":99.6}"## + "\n"
        let db = databasePath()
        let first = try Tool.run("bullseye", ["--seed", "7", "--rounds", "3", "--db", db], stdin: actions)
        let second = try Tool.run("bullseye", ["--seed", "7", "--rounds", "3", "--db", db], stdin: actions)
        #expect(first.stdout == second.stdout)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.isEmpty)
        // Seed 7 deals the targets 71, 84, 100.
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("bullseye-events-\(getpid()).ndjson").path
        try first.stdout.write(toFile: events, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: events) }
        let summary = try Tool.shell("jq -c 'select(.event==\"result\") | [.round, .value, .target, .difference, .points, .title]' '\(events)'")
        #expect(summary.lines == [
            #"[1,50,71,21,79,"Are you even trying?"]"#,
            #"[2,84,84,0,200,"Perfect!"]"#,
            #"[3,100,100,0,200,"Perfect!"]"#,
        ])
        let over = try Tool.shell("jq -c 'select(.event==\"over\")' '\(events)'")
        #expect(over.stdout == #"{"game":"bullseye","event":"over","score":479,"rounds":3}"# + "\n")
    }

    @Test func eventsStartWithTheFirstRound() throws {
        let r = try Tool.run("bullseye", ["--seed", "7", "--db", databasePath()], stdin: "")
        #expect(r.lines.first == #"{"game":"bullseye","event":"round","round":1,"rounds":10,"score":0,"target":71,"slider":28}"#)
        #expect(r.stderr.contains("the input ended in round 1 of 10"))
        #expect(r.status == 0)
    }

    @Test func startOverBeginsANewGame() throws {
        let actions = ##"{"action":"hit","value":50}"## + "\n" + ##"{"action":"start-over"}"## + "\n"
        let r = try Tool.run("bullseye", ["--seed", "7", "--db", databasePath()], stdin: actions)
        let rounds = r.lines.filter { $0.contains(#""event":"round""#) }
        #expect(rounds.count == 3)
        #expect(rounds.last?.contains(#""round":1,"rounds":10,"score":0"#) == true)
    }

    @Test func finishedGamesAreScoredAndListed() throws {
        let db = databasePath()
        for seed in ["1", "2"] {
            let r = try Tool.run("bullseye", ["--seed", seed, "--rounds", "2", "--db", db, "--player", "ana"],
                                 stdin: ##"{"action":"hit","value":50}"## + "\n" + ##"{"action":"hit","value":50}"## + "\n")
            #expect(r.status == 0)
        }
        // Batch games are recorded unranked: only --all lists them, each marked.
        #expect(try Tool.run("bullseye", ["scores", "--db", db, "--player", "ana"]).stdout.isEmpty)
        let board = try Tool.run("bullseye", ["scores", "--all", "--db", db, "--player", "ana"])
        #expect(board.lines.count == 2)
        #expect(board.lines.allSatisfy {
            $0.hasPrefix(#"{"game":"bullseye","rank":"#) && $0.contains(#""player":"ana""#) && $0.contains(#""mode":"2 rounds""#)
                && $0.contains(#""ranked":false"#)
        })
        let unfinished = try Tool.run("bullseye", ["--seed", "3", "--rounds", "2", "--db", db], stdin: ##"{"action":"hit","value":50}"## + "\n")
        #expect(unfinished.status == 0)
        #expect(try Tool.run("bullseye", ["scores", "--all", "--db", db]).lines.count == 2, "an unfinished game is not scored")
    }

    @Test func aCorruptStoreIsLeftAloneAndTheGamePlays() throws {
        let db = databasePath()
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: db))
        let r = try Tool.run("bullseye", ["--seed", "7", "--rounds", "1", "--db", db], stdin: ##"{"action":"hit","value":71}"## + "\n")
        #expect(r.status == 0)
        #expect(r.lines.count == 3)
        #expect(r.stderr.components(separatedBy: "scores are not saved").count - 1 == 1, "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: db)) == garbage)
    }

    @Test(arguments: [
        (##"{"action":"hit","value":"x"}"##, "\"value\" must be a number from 1 to 100"),
        (##"{"action":"hit","value":101}"##, "from 1 to 100"),
        (##"{"action":"hit","value":0}"##, "from 1 to 100"),
        (##"{"action":"jump"}"##, "unknown action \"jump\""),
        (##"{"action":"keys","keys":["up"]}"##, "unknown key \"up\""),
        (##"{"action":"keys"}"##, "\"keys\" needs \"keys\""),
        (##"{"value":3}"##, "action"),
        (##"{"action":"hit","value":5"##, "invalid JSON"),
        ("hit 50", "not a JSON object"),
    ])
    func badActionsAreReportedAndTheGameGoesOn(line: String, message: String) throws {
        let input = line + "\n" + ##"{"action":"hit","value":71}"## + "\n"
        let r = try Tool.run("bullseye", ["--seed", "7", "--rounds", "1", "--db", databasePath(line)], stdin: input)
        #expect(r.stderr.hasPrefix("bullseye: line 1: "), "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(r.stdout.contains(#""event":"over","score":200,"rounds":1"#), "the good action after it still plays")
        #expect(r.status == 1)
    }

    /// Keys move the knob by random amounts from the seeded generator: the same seed and keys play the same game.
    @Test func aGameIsPlayedKeyByKeyAndReplays() throws {
        let actions = [
            ##"{"action":"keys","keys":[]}"##, ##"{"action":"keys","keys":["home","right","right","right"]}"##,
            ##"{"action":"keys","keys":["page-up","page-up"]}"##, ##"{"action":"hit"}"##,
            ##"{"action":"keys","keys":["end","left"]}"##, ##"{"action":"hit"}"##,
        ].joined(separator: "\n") + "\n"
        let first = try Tool.run("bullseye", ["--seed", "7", "--rounds", "2", "--db", databasePath()], stdin: actions)
        let second = try Tool.run("bullseye", ["--seed", "7", "--rounds", "2", "--db", databasePath()], stdin: actions)
        #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        let events = first.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(events.map { $0["event"] as? String ?? "" } == ["round", "knob", "knob", "knob", "result", "round", "knob", "result", "over"])
        // Seed 7 starts the slider at 28: column round(27 / 99 × 58) + 1 = 17; Home puts the knob at the left end,
        // and three presses of → (0.2 to 2.4 each) leave it within 7.2 of it.
        let knobs = events.filter { $0["event"] as? String == "knob" }
        #expect(knobs.first?["column"] as? Int == 17)
        #expect(knobs.allSatisfy { $0["columns"] as? Int == 59 && $0["value"] == nil })
        let afterThree = try #require(knobs[1]["column"] as? Int)
        #expect((1...BullseyeTrack.column(of: 8.2)).contains(afterThree))
        // End, then ← once: the knob at 97.6 to 99.8, scored 98 to 100.
        let last = try #require(events.last { $0["event"] as? String == "result" })
        #expect((98...100).contains(try #require(last["value"] as? Int)))
    }

    /// A hit without a value commits the knob where it is: at the round's start when no key was pressed.
    @Test func aHitWithoutAValueCommitsTheKnob() throws {
        let r = try Tool.run("bullseye", ["--seed", "7", "--rounds", "1", "--db", databasePath()], stdin: ##"{"action":"hit"}"## + "\n")
        #expect(r.status == 0)
        #expect(r.lines.count == 3)
        #expect(r.lines[1].contains(#""value":28,"target":71,"difference":43,"points":57"#), "\(r.stdout)")
    }

    /// Bad keys press none of their line's keys, and keys after the game are refused.
    @Test func badKeysMoveNothing() throws {
        let actions = [
            ##"{"action":"keys","keys":["end","jump"]}"##, ##"{"action":"hit"}"##, ##"{"action":"keys","keys":["left"]}"##,
        ].joined(separator: "\n") + "\n"
        let r = try Tool.run("bullseye", ["--seed", "7", "--rounds", "1", "--db", databasePath()], stdin: actions)
        #expect(r.stderr == #"bullseye: line 1: unknown key "jump": the keys are "left", "right", "page-down", "page-up", "home", "end": "{\"action\":\"keys\",\"keys\":[\"end\",\"jump\"]}""# + "\n"
            + #"bullseye: line 3: the game is over (score 57 after 1 round); start over to play again: "{\"action\":\"keys\",\"keys\":[\"left\"]}""# + "\n")
        #expect(r.lines[1].contains(#""value":28,"#), "the knob stayed at the start: \(r.stdout)")
        #expect(r.status == 1)
    }

    @Test func aHitAfterTheGameIsOverIsRefused() throws {
        let input = ##"{"action":"hit","value":71}"## + "\n" + ##"{"action":"hit","value":71}"## + "\n"
        let r = try Tool.run("bullseye", ["--seed", "7", "--rounds", "1", "--db", databasePath()], stdin: input)
        #expect(r.stderr.contains("line 2: the game is over"))
        #expect(r.lines.filter { $0.contains(#""event":"over""#) }.count == 1)
        #expect(r.status == 1)
    }

    @Test func usageErrors() throws {
        #expect(try Tool.run("bullseye", ["--rounds", "0"]).status == 64)
        #expect(try Tool.run("bullseye", ["--seed", "-1"]).status == 64)
        #expect(try Tool.run("bullseye", ["--seed", "x"]).status == 64)
    }
}

extension BullseyeBatchTests {
    @Test func theFirstRoundIsWrittenBeforeAnyActionIsRead() throws {
        // With -u the opening event must come out while stdin stays open.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Tool.path("bullseye"))
        process.arguments = ["-u", "--seed", "7", "--db", databasePath()]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        var descriptor = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 10_000) == 1, "no round event within 10 s while stdin stayed open")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    @Test func anUnopenableInputFileStartsNoGame() throws {
        let r = try Tool.run("bullseye", ["-i", "/nonexistent/actions.ndjson", "--db", databasePath()])
        #expect(r.status == 66)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "bullseye: cannot open \"/nonexistent/actions.ndjson\": No such file or directory\n")
    }

    @Test func lookingAtScoresNeverCreatesAStore() throws {
        let db = databasePath()
        let r = try Tool.run("bullseye", ["scores", "--db", db])
        #expect(r.status == 0)
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: db))
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: db))
        let corrupt = try Tool.run("bullseye", ["scores", "--db", db])
        #expect(corrupt.status == 74)
        #expect(corrupt.stderr.hasPrefix("bullseye: cannot read scores: "))
    }

    @Test func anUnusableStoreIsReportedAtLaunch() throws {
        // Before any action: the one line comes even when no game finishes.
        let r = try Tool.run("bullseye", ["--db", "/proc/no/scores.sqlite"], stdin: "")
        #expect(r.stderr.hasPrefix("bullseye: scores are not saved: "), "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "scores are not saved").count - 1 == 1)
    }

    @Test func aOneRoundGameIsScoredAsOneRound() throws {
        let db = databasePath()
        _ = try Tool.run("bullseye", ["--seed", "7", "--rounds", "1", "--db", db], stdin: ##"{"action":"hit","value":71}"## + "\n")
        #expect(try Tool.run("bullseye", ["scores", "--all", "--db", db]).stdout.contains(##""mode":"1 round""##))
    }
}
