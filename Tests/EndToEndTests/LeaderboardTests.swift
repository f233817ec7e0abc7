// Leaderboards a player can trust, end to end: a game played in batch mode
// or with --seed is recorded unranked and left out of `scores` unless --all
// is given, where it is marked; a game played at the terminal ranks; a game
// left unfinished says it is not recorded; `--mode` matches a mode by its
// first words; `colormix play scores` and `gradient play scores` work as the
// other games' `scores`; a daily game is headed with its date and ends with
// a line to share; and a store of the first schema is read as it is, then
// migrated, its games ranked by what they stored (man/chromatools.7, FILES).

import Foundation
import Testing

@Suite("leaderboards rank only games a person played") struct LeaderboardTests {
    let folder: String

    init() throws {
        folder = try PseudoTerminal.makeScratchFolder()
    }

    /// A game played in batch mode, and how its leaderboards are printed.
    enum Game: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case bullseye, chromaQuiz, colormix, gradient

        var tool: String { self == .chromaQuiz ? "chroma-quiz" : rawValue }
        var testDescription: String { tool }

        /// The arguments of a one-round game (and `play` for the games that are a command of a tool).
        var play: [String] {
            switch self {
            case .bullseye, .chromaQuiz: return ["--rounds", "1"]
            case .colormix, .gradient: return ["play", "--rounds", "1"]
            }
        }

        /// The actions of that round.
        var actions: String {
            let lines = switch self {
            case .bullseye: [#"{"action":"hit","value":50}"#]
            case .chromaQuiz: [##"{"action":"set","color":"#3a7bd5"}"##, #"{"action":"check"}"#]
            case .colormix: [#"{"action":"set","ratio":0.2}"#, #"{"action":"check"}"#]
            case .gradient: [#"{"action":"set","which":"start","color":"orchid"}"#, #"{"action":"check"}"#]
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// The command that prints the leaderboards.
        var scores: [String] {
            switch self {
            case .bullseye, .chromaQuiz: return ["scores"]
            case .colormix, .gradient: return ["play", "scores"]
            }
        }

        /// The flag of the play command that prints them too.
        var scoresFlag: [String] {
            switch self {
            case .bullseye, .chromaQuiz: return ["--scores"]
            case .colormix, .gradient: return ["play", "--scores"]
            }
        }
    }

    /// A new store's path in the scratch folder.
    func store(_ name: String) -> String { folder + "/" + name + ".sqlite" }

    /// Parses NDJSON lines into objects.
    func records(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    /// Runs `code` with Python's sqlite3 module, `db` connected to the database at `path`; its stdout.
    @discardableResult
    func sqlite(_ path: String, _ code: String) throws -> String {
        let script = folder + "/script-\(UInt32.random(in: 0...UInt32.max)).py"
        try ("import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\n" + code + "\ndb.close()\n")
            .write(toFile: script, atomically: true, encoding: .utf8)
        let run = try Tool.shell("python3 '\(script)' '\(path)'")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// Starts `tool` on a pseudo-terminal with the store at `db`.
    func terminal(_ tool: String, _ arguments: [String], db: String, columns: UInt16 = 100) throws -> PseudoTerminal {
        try PseudoTerminal(executable: Tool.path(tool), arguments: arguments + ["--db", db],
                           environment: ["LANG": "C.UTF-8", "COLORTERM": "truecolor", "USER": "ana"], columns: columns, rows: 40)
    }

    /// Plays one round of bullseye at the terminal (the hit where the slider starts) and leaves; the screen.
    func playBullseyeAtTheTerminal(_ arguments: [String], db: String) throws -> String {
        let terminal = try terminal("bullseye", arguments, db: db)
        defer { terminal.close() }
        #expect(terminal.waitFor("bullseye round 1/1"), "screen: \(terminal.screen)")
        terminal.send("hit\r")
        #expect(terminal.waitFor("] 100"), "no slider: \(terminal.screen)")
        terminal.send("\r")
        #expect(terminal.waitFor("Game over"), "screen: \(terminal.screen)")
        #expect(terminal.waitFor("bullseye game over"))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        return terminal.screen
    }

    // MARK: - Batch and seeded games

    @Test(arguments: Game.allCases)
    func aBatchGameIsRecordedUnrankedAndListedOnlyWithAll(_ game: Game) throws {
        let db = store("batch-\(game.rawValue)")
        let played = try Tool.run(game.tool, game.play + ["--db", db, "--player", "bot"], stdin: game.actions)
        #expect(played.status == 0 && played.stderr.isEmpty, "\(played.stderr)")
        #expect(played.stdout.contains(#""event":"over""#))

        let ranked = try Tool.run(game.tool, game.scores + ["--db", db, "--player", "bot"])
        #expect(ranked.status == 0 && ranked.stdout.isEmpty && ranked.stderr.isEmpty, "\(ranked.stdout)\(ranked.stderr)")
        let flag = try Tool.run(game.tool, game.scoresFlag + ["--db", db, "--player", "bot"])
        #expect(flag.status == 0 && flag.stdout == ranked.stdout)

        let all = try Tool.run(game.tool, game.scores + ["--all", "--db", db, "--player", "bot"])
        #expect(all.status == 0 && all.stderr.isEmpty, "\(all.stderr)")
        let entries = try records(all.stdout)
        #expect(entries.count == 1, "\(all.stdout)")
        #expect(entries.first?["ranked"] as? Bool == false && entries.first?["player"] as? String == "bot")
        #expect(entries.first?["personalBest"] as? Bool == true)
        try DocumentationTests.validate(all.stdout, against: "leaderboard-record.schema.json", "\(game.tool) scores --all")

        // On a terminal the leaderboard says why it is empty, and --all marks the game.
        let screen = try terminal(game.tool, game.scores + ["--player", "bot"], db: db)
        #expect(screen.waitForExit() == 0)
        #expect(screen.screen.contains("No ranked games yet.\n(1 unranked game not shown: batch mode or --seed; --all shows it)"),
                "\(screen.screen)")
        let marked = try terminal(game.tool, game.scores + ["--all", "--player", "bot"], db: db)
        #expect(marked.waitForExit() == 0)
        #expect(marked.screen.contains("mode, unranked games included\n"), "\(marked.screen)")
        #expect(marked.screen.contains("  unranked  ← your best"), "\(marked.screen)")
    }

    @Test func aGamePlayedAtTheTerminalRanksAndOneWithASeedDoesNot() throws {
        let db = store("terminal")
        let seeded = try playBullseyeAtTheTerminal(["--rounds", "1", "--seed", "7"], db: db)
        #expect(seeded.contains("(played with --seed 7: recorded unranked, shown by scores --all only)"), "\(seeded)")
        let drawn = try playBullseyeAtTheTerminal(["--rounds", "1"], db: db)
        #expect(!drawn.contains("unranked"), "\(drawn)")
        let batch = try Tool.run("bullseye", ["--rounds", "1", "--db", db, "--player", "ana"], stdin: Game.bullseye.actions)
        #expect(batch.status == 0 && batch.stderr.isEmpty, "batch mode says nothing of it: \(batch.stderr)")

        let ranked = try records(try Tool.run("bullseye", ["scores", "--db", db, "--player", "ana"]).stdout)
        #expect(ranked.count == 1 && ranked.first?["ranked"] as? Bool == true && ranked.first?["rank"] as? Int == 1, "\(ranked)")
        #expect((ranked.first?["seed"] as? Int).map { $0 >= 1 << 32 } == true, "a drawn seed: \(ranked)")
        let all = try records(try Tool.run("bullseye", ["scores", "--all", "--db", db, "--player", "ana"]).stdout)
        #expect(all.count == 3 && all.filter { $0["ranked"] as? Bool == true }.count == 1, "\(all)")
        #expect(all.map { $0["rank"] as? Int } == [1, 2, 3], "ranked by their place among every game")

        let table = try terminal("bullseye", ["scores"], db: db)
        #expect(table.waitForExit() == 0)
        #expect(table.screen.contains("bullseye, 1 round mode\nrank  player  score  mode     finished (UTC)\n"), "\(table.screen)")
        #expect(table.screen.contains("(2 unranked games not shown: batch mode or --seed; --all shows them)"), "\(table.screen)")
    }

    // MARK: - Leaving a game

    @Test func leavingBullseyeBeforeTheEndSaysTheGameIsNotRecorded() throws {
        let db = store("left-bullseye")
        let terminal = try terminal("bullseye", ["--rounds", "2"], db: db)
        defer { terminal.close() }
        #expect(terminal.waitFor("bullseye round 1/2"))
        terminal.send("hit\r")
        #expect(terminal.waitFor("] 100"), "no slider: \(terminal.screen)")
        terminal.send("\r")
        #expect(terminal.waitFor("bullseye round 2/2"))
        let mark = terminal.output.count
        terminal.send("hit\r")
        #expect(terminal.waitFor("] 100", since: mark), "no slider: \(terminal.screen)")
        terminal.send(key: .controlC)  // the slider: no hit, the game goes on
        #expect(terminal.waitFor("bullseye round 2/2", since: mark))
        terminal.send(key: .controlD)
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.range(of: #"\(the game was left unfinished, at \d+ points? after 1 round: it is not recorded\)"#,
                                      options: .regularExpression) != nil, "\(terminal.screen)")
        #expect(try Tool.run("bullseye", ["scores", "--all", "--db", db]).stdout.isEmpty)

        // Nothing is said when no round was scored.
        let idle = try self.terminal("bullseye", ["--rounds", "2"], db: db)
        defer { idle.close() }
        #expect(idle.waitFor("bullseye round 1/2"))
        idle.send(key: .controlD)
        #expect(idle.waitForExit() == 0)
        #expect(!idle.screen.contains("not recorded"), "\(idle.screen)")
    }

    /// Checks chroma-quiz's first round of three at its panel, then leaves the next panel for the prompt of round 2.
    func scoreOneRoundAndGoToThePrompt(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(terminal.waitFor("Enter check"), sourceLocation: sourceLocation)
        terminal.send("\r")
        #expect(terminal.waitFor("Round 2 of 3"), "screen: \(terminal.screen)", sourceLocation: sourceLocation)
        Thread.sleep(forTimeInterval: 0.2)
        terminal.send(key: .escape)
        #expect(terminal.waitFor("chroma-quiz round 2/3"), "screen: \(terminal.screen)", sourceLocation: sourceLocation)
    }

    @Test func leavingAColorGameBeforeTheEndSaysTheGameIsNotRecorded() throws {
        let db = store("left-quiz")
        let terminal = try terminal("chroma-quiz", ["--rounds", "3"], db: db)
        defer { terminal.close() }
        scoreOneRoundAndGoToThePrompt(terminal)
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.range(of: #"\(the game was left unfinished, at \d+ points? after 1 round: it is not recorded\)"#,
                                      options: .regularExpression) != nil, "\(terminal.screen)")
        #expect(try Tool.run("chroma-quiz", ["scores", "--all", "--db", db]).stdout.isEmpty)
    }

    @Test func controlCOnAnEmptyLineSaysHowToLeaveAndASecondOneLeaves() throws {
        let db = store("interrupted-bullseye")
        let terminal = try terminal("bullseye", ["--rounds", "2"], db: db)
        defer { terminal.close() }
        #expect(terminal.waitFor("bullseye round 1/2"))
        terminal.send(key: .controlC)  // nothing scored yet: only the ways out
        #expect(terminal.waitFor("(to leave: Ctrl-C again, Ctrl-D or quit)"), "\(terminal.screen)")
        terminal.send("hit\r")  // a key in between: the next Ctrl-C warns again
        #expect(terminal.waitFor("] 100"), "no slider: \(terminal.screen)")
        terminal.send("\r")
        #expect(terminal.waitFor("bullseye round 2/2"))
        let mark = terminal.output.count
        terminal.send("sc")
        #expect(terminal.waitFor("sc", since: mark))
        let dropped = terminal.output.count
        terminal.send(key: .controlC)  // a half-typed line is only dropped
        #expect(terminal.waitFor("bullseye round 2/2", since: dropped))
        terminal.send(key: .controlC)
        #expect(terminal.waitFor("the game under way would not be recorded)", since: mark), "\(terminal.screen)")
        terminal.send(key: .controlC)
        #expect(terminal.waitForExit() == 0)
        let after = PseudoTerminal.screenText(Array(terminal.output[mark...]))
        #expect(after.components(separatedBy: "(to leave:").count == 2, "one warning after the dropped line: \(after)")
        #expect(after.range(of: #"\(the game was left unfinished, at \d+ points? after 1 round: it is not recorded\)"#,
                            options: .regularExpression) != nil, "\(after)")
        #expect(try Tool.run("bullseye", ["scores", "--all", "--db", db]).stdout.isEmpty)
    }

    @Test func aGameEndedBySIGTERMAtThePromptSaysItIsNotRecorded() throws {
        let db = store("terminated-quiz")
        let terminal = try terminal("chroma-quiz", ["--rounds", "3"], db: db)
        defer { terminal.close() }
        scoreOneRoundAndGoToThePrompt(terminal)
        terminal.sendSignal(SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(terminal.screen.range(of: #"\(the game was left unfinished, at \d+ points? after 1 round: it is not recorded\)"#,
                                      options: .regularExpression) != nil, "\(terminal.screen)")
        #expect(try Tool.run("chroma-quiz", ["scores", "--all", "--db", db]).stdout.isEmpty)
    }

    // MARK: - Modes

    @Test func aModeIsNamedByItsFirstWords() throws {
        let db = store("modes")
        let check = #"{"action":"check"}"# + "\n"
        for arguments in [["--rounds", "1"], ["--rounds", "1", "--difficulty", "hard"], ["--rounds", "1", "--model", "hsb"],
                          ["--mode", "arcade", "--time", "30"]] {
            let r = try Tool.run("chroma-quiz", arguments + ["--db", db], stdin: #"{"action":"check","t":1}"# + "\n" + #"{"action":"check","t":40}"# + "\n")
            #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        }
        let mix = try Tool.run("colormix", ["play", "--rounds", "1", "--db", db], stdin: check)
        #expect(mix.status == 0)
        func modes(_ tool: [String], _ query: String) throws -> [String] {
            try records(try Tool.run(tool[0], Array(tool.dropFirst()) + ["scores", "--all", "--db", db, "--mode", query]).stdout)
                .compactMap { $0["mode"] as? String }
        }
        #expect(try modes(["chroma-quiz"], "classic") == ["classic 1 round hard · rgb", "classic 1 round · hsb", "classic 1 round · rgb"])
        #expect(try modes(["chroma-quiz"], "classic 1 round rgb") == ["classic 1 round · rgb"])
        #expect(try modes(["chroma-quiz"], "classic 1 round · hsb") == ["classic 1 round · hsb"])
        #expect(try modes(["chroma-quiz"], "arcade") == ["arcade 30s · rgb"])
        #expect(try modes(["chroma-quiz"], "daily").isEmpty)
        #expect(try modes(["colormix", "play"], "classic") == ["classic 1 round · oklab"])
        let none = try terminal("chroma-quiz", ["scores", "--all", "--mode", "daily"], db: db)
        #expect(none.waitForExit() == 0)
        #expect(none.screen.contains("No games yet."), "\(none.screen)")
    }

    // MARK: - Daily games

    @Test func aDailyGameIsHeadedWithItsDateAndEndsWithALineToShare() throws {
        let db = store("daily")
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let today = formatter.string(from: Date())
        let terminal = try terminal("chroma-quiz", ["--mode", "daily"], db: db)
        defer { terminal.close() }
        #expect(terminal.waitFor("Daily \(today) · Round 1 of 5 · score 0"), "screen: \(terminal.screen)")
        checkEveryRound(terminal, today: today)
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)

        // The line to share: the board, the score of 500, one block per round as high as its points.
        let entries = try records(try Tool.run("chroma-quiz", ["scores", "--db", db, "--player", "ana"]).stdout)
        #expect(entries.count == 1 && entries.first?["ranked"] as? Bool == true, "a daily game played at the terminal ranks: \(entries)")
        let score = try #require(entries.first?["score"] as? Int)
        let points = try sqlite(db, "print(' '.join(str(r[0]) for r in db.execute('select points from rounds order by number')))")
            .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(points.count == 5 && points.reduce(0, +) == score, "\(points)")
        let blocks = Array("▁▂▃▄▅▆▇█")
        let bar = String(points.map { blocks[$0 == 100 ? 7 : $0 * 7 / 100] })
        #expect(terminal.screen.contains("\nchroma-quiz · Daily \(today) · rgb · \(score)/500 \(bar)\n"), "\(terminal.screen)")

        // The first game of the day is the one recorded.
        let again = try self.terminal("chroma-quiz", ["--mode", "daily"], db: db)
        defer { again.close() }
        #expect(again.waitFor("Enter check"))
        checkEveryRound(again, today: today)
        #expect(again.waitFor("(ana has already played today's daily puzzle: only the first game of the day is recorded)"), "\(again.screen)")
        again.send("quit\r")
        #expect(again.waitForExit() == 0, "\(again.screen)")
        #expect(try Tool.run("chroma-quiz", ["scores", "--all", "--db", db]).lines.count == 1)
    }

    /// Checks each of the five rounds of a daily game in the panel as it comes, until the game is over.
    func checkEveryRound(_ terminal: PseudoTerminal, today: String) {
        for round in 1...5 {
            let mark = terminal.output.count
            terminal.send("\r")
            #expect(terminal.waitFor(round < 5 ? "Daily \(today) · Round \(round + 1) of 5" : "Game over", since: mark), "screen: \(terminal.screen)")
            if round < 5 { #expect(terminal.waitFor("Enter check", since: mark)) }
        }
        #expect(terminal.waitFor("chroma-quiz game over"))
    }

    @Test func aClassicGameHasNoDailyHeaderNorLineToShare() throws {
        let db = store("classic")
        let terminal = try terminal("colormix", ["play", "--rounds", "1"], db: db)
        defer { terminal.close() }
        #expect(terminal.waitFor("Round 1 of 1 · score 0"), "screen: \(terminal.screen)")
        terminal.send("\r")
        #expect(terminal.waitFor("colormix game over"), "screen: \(terminal.screen)")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.screen.contains("Daily") && !terminal.screen.contains("/100 "), "\(terminal.screen)")
        #expect(try records(try Tool.run("colormix", ["play", "scores", "--db", db]).stdout).first?["ranked"] as? Bool == true)
    }

    // MARK: - A store of the first schema

    /// The schema the first version of the store had, and the one migration it recorded.
    static let firstSchema = """
        db.executescript('''
        PRAGMA journal_mode = WAL;
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT, game TEXT NOT NULL CHECK (game <> ''), player TEXT NOT NULL CHECK (player <> ''),
            mode TEXT NOT NULL CHECK (mode <> ''), seed INTEGER, score INTEGER NOT NULL, rounds INTEGER NOT NULL CHECK (rounds >= 0),
            started_at TEXT NOT NULL, finished_at TEXT NOT NULL);
        CREATE TABLE rounds (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, number INTEGER NOT NULL CHECK (number >= 1),
            details TEXT NOT NULL CHECK (json_valid(details)), points INTEGER NOT NULL, at TEXT NOT NULL,
            PRIMARY KEY (game_id, number)) WITHOUT ROWID;
        CREATE INDEX games_by_mode_rank ON games (game, mode, score DESC, finished_at, id);
        CREATE INDEX games_by_rank ON games (game, score DESC, finished_at, id);
        CREATE INDEX games_by_player ON games (game, player, mode, score DESC, finished_at, id);
        INSERT INTO grdb_migrations VALUES ('1-games-and-rounds');
        INSERT INTO games (game, player, mode, seed, score, rounds, started_at, finished_at) VALUES
            ('bullseye', 'bot', 'classic', 7, 2000, 10, '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z'),
            ('bullseye', 'bot', 'classic', 6293649950310288, 1990, 10, '2026-11-20T10:00:01Z', '2026-11-20T10:00:02Z'),
            ('bullseye', 'eve', 'classic', 42, 1500, 10, '2026-11-20T11:00:00Z', '2026-11-20T11:03:00Z'),
            ('bullseye', 'ana', 'classic', 6293649950310288, 900, 10, '2026-11-20T12:00:00Z', '2026-11-20T12:02:30Z');
        ''')
        """

    @Test func aFirstVersionStoreIsReadAsItIsThenMigrated() throws {
        let db = store("first-version")
        try sqlite(db, Self.firstSchema)
        let before = try #require(FileManager.default.contents(atPath: db))

        // Read-only, as scores reads: the person's game ranks; the script's fast games and the typed seeds do not.
        let ranked = try records(try Tool.run("bullseye", ["scores", "--db", db, "--player", "ana"]).stdout)
        #expect(ranked.map { $0["player"] as? String } == ["ana"], "\(ranked)")
        #expect(ranked.first?["ranked"] as? Bool == true && ranked.first?["rank"] as? Int == 1)
        let all = try records(try Tool.run("bullseye", ["scores", "--all", "--db", db]).stdout)
        #expect(all.map { $0["player"] as? String } == ["bot", "bot", "eve", "ana"])
        #expect(all.map { $0["ranked"] as? Bool } == [false, false, false, true])
        #expect(FileManager.default.contents(atPath: db) == before, "scores migrates nothing")

        // A game recorded migrates the store and keeps what was inferred.
        let game = try Tool.run("bullseye", ["--rounds", "1", "--db", db, "--player", "cy"], stdin: Game.bullseye.actions)
        #expect(game.status == 0 && game.stderr.isEmpty, "\(game.stderr)")
        let stored = try sqlite(db, """
            print(*[r[0] for r in db.execute('select identifier from grdb_migrations order by identifier')])
            print(*[f'{r[0]}:{r[1]}' for r in db.execute('select player, ranked from games order by id')])
            """)
        #expect(stored == "1-games-and-rounds 2-ranked-games\nbot:0 bot:0 eve:0 ana:1 cy:0\n", "\(stored)")
        let after = try records(try Tool.run("bullseye", ["scores", "--db", db, "--player", "ana"]).stdout)
        #expect(after.map { $0["player"] as? String } == ["ana"])
    }
}
