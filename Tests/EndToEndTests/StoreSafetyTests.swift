// The games and their `scores` commands with files that are not a sound
// score store of theirs: another program's SQLite database is refused, not
// adopted (no score tables added, not switched to WAL), and so is a store
// whose migration records are damaged; a store that the player cannot write
// is still read for the leaderboards, and a game says once that it is not
// saved; a corrupt page of `games` is reported as corruption. Every refused
// file is left byte for byte, with no `-wal` or `-shm` file beside it, and
// the game's own output and exit status are those of a game with a good
// store. What a score store is: man/chromatools.7, FILES.
//
// Permission bits do not stop root, and the tests run as root here (and in
// CI): the read-only tests run the tools as `nobody` through setpriv(1) when
// the tests are root, directly otherwise.

import Foundation
import Testing

@Suite("stores that are not sound score stores")
struct StoreSafetyTests {
    let folder: String

    init() throws {
        folder = try PseudoTerminal.makeScratchFolder()
        chmod(folder, 0o755)  // `nobody` runs tools in it
    }

    /// A game played in batch mode, and how its leaderboards are printed.
    enum Game: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case bullseye, chromaQuiz, colormix, gradient

        var tool: String { self == .chromaQuiz ? "chroma-quiz" : rawValue }
        var testDescription: String { tool }

        /// The arguments of a one-round game with a fixed seed.
        var play: [String] {
            let common = ["--seed", "7", "--rounds", "1"]
            switch self {
            case .bullseye, .chromaQuiz: return common
            case .colormix, .gradient: return ["play"] + common
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

        /// The arguments that print the leaderboards, with the unranked games these batch games are.
        var scores: [String] {
            switch self {
            case .bullseye, .chromaQuiz: return ["scores", "--all"]
            case .colormix, .gradient: return ["play", "scores", "--all"]
            }
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

    /// The bytes of the file at `path`.
    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// The names in the scratch folder, sorted, leaving out the Python scripts.
    func files(_ at: String? = nil) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: at ?? folder).filter { !$0.hasSuffix(".py") }.sorted()
    }

    /// Plays `game` with the store at `path`.
    func play(_ game: Game, db path: String) throws -> ProcessResult {
        try Tool.run(game.tool, game.play + ["--db", path], stdin: game.actions)
    }

    /// The output of `game` with a good new store: what it must print whatever the store.
    func reference(_ game: Game) throws -> String {
        let good = try play(game, db: folder + "/reference-\(game.rawValue).sqlite")
        #expect(good.status == 0 && good.stderr.isEmpty, "\(good.stderr)")
        return good.stdout
    }

    // MARK: - Another program's database

    @Test(arguments: Game.allCases)
    func anotherProgramsDatabaseIsRefusedAndLeftByteForByte(_ game: Game) throws {
        let expected = try reference(game)
        let other = folder + "/other.db"
        try sqlite(other, "db.execute('create table t(x)'); db.execute('insert into t values(1)'); db.commit()")
        let before = try #require(bytes(other))
        let filesBefore = try files()
        let refusal = "\"\(other)\" is an SQLite database but not a chromatools score store; it was left as it is: choose another file with --db"

        let r = try play(game, db: other)
        #expect(r.status == 0, "the game plays on")
        #expect(r.stdout == expected, "the game's output is that of a game with a good store")
        #expect(r.stderr == "\(game.tool): scores are not saved: \(refusal)\n")
        #expect(bytes(other) == before, "left byte for byte")
        #expect(try files() == filesBefore, "no -wal, -shm or journal beside it")

        let scores = try Tool.run(game.tool, game.scores + ["--db", other])
        #expect(scores.status == 74)
        #expect(scores.stdout.isEmpty)
        #expect(scores.stderr == "\(game.tool): cannot read scores: \(refusal)\n")
        #expect(bytes(other) == before)
        #expect(try files() == filesBefore)
        #expect(try sqlite(other, "print(db.execute('pragma journal_mode').fetchone()[0], *[r[0] for r in db.execute('select name from sqlite_master')])") == "delete t\n",
                "not switched to WAL, no score tables")
    }

    @Test func anotherProgramsDatabaseInWALModeIsLeftWithNothingBesideIt() throws {
        let other = folder + "/other-wal.db"
        try sqlite(other, "db.execute('pragma journal_mode=wal'); db.execute('create table t(x)'); db.commit()")
        let before = try #require(bytes(other))
        let filesBefore = try files()
        #expect(filesBefore == ["other-wal.db"])
        let r = try play(.bullseye, db: other)
        #expect(r.status == 0)
        #expect(r.stderr.hasSuffix(" is an SQLite database but not a chromatools score store; it was left as it is: choose another file with --db\n"))
        let scores = try Tool.run("bullseye", ["scores", "--db", other])
        #expect(scores.status == 74)
        #expect(bytes(other) == before)
        #expect(try files() == filesBefore, "no -wal or -shm left beside it, by the game or by scores")
    }

    @Test func anEmptyFileAndAFreshPathBecomeStores() throws {
        let empty = folder + "/empty.sqlite"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        for path in [empty, folder + "/fresh.sqlite"] {
            let r = try play(.bullseye, db: path)
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            let scores = try Tool.run("bullseye", ["scores", "--all", "--db", path])
            #expect(scores.status == 0 && scores.stderr.isEmpty)
            #expect(scores.lines.count == 1 && scores.stdout.contains(#""rank":1"#), "\(scores.stdout)")
            #expect(try sqlite(path, "print(db.execute('pragma journal_mode').fetchone()[0])") == "wal\n")
        }
    }

    // MARK: - A damaged store

    @Test(arguments: [
        ("drop table grdb_migrations", "it has the score tables games and rounds but no migration table (grdb_migrations)"),
        ("delete from grdb_migrations", "its migration table (grdb_migrations) records no migration, but it has the score tables games and rounds"),
        ("delete from grdb_migrations where identifier = '1-games-and-rounds'", "its migration table (grdb_migrations) does not record the first migration, 1-games-and-rounds"),
        ("drop table rounds", "the table rounds that migration 1-games-and-rounds made is missing"),
    ])
    func aDamagedStoreIsReportedAndNotMigrated(damage: String, reason: String) throws {
        let expected = try reference(.bullseye)
        let store = folder + "/damaged.sqlite"
        #expect(try play(.bullseye, db: store).stderr.isEmpty)
        try sqlite(store, "db.execute(\"\(damage)\"); db.commit()")
        let before = try #require(bytes(store))
        let filesBefore = try files()
        let report = "\"\(store)\" is damaged: \(reason); it was left as it is: move it away, or choose another file with --db"

        let r = try play(.bullseye, db: store)
        #expect(r.status == 0)
        #expect(r.stdout == expected)
        #expect(r.stderr == "bullseye: scores are not saved: \(report)\n")
        let scores = try Tool.run("bullseye", ["scores", "--db", store])
        #expect(scores.status == 74)
        #expect(scores.stderr == "bullseye: cannot read scores: \(report)\n")
        #expect(bytes(store) == before, "not half-migrated: left byte for byte")
        #expect(try files() == filesBefore)
    }

    // MARK: - A store the player cannot write

    /// Whether permission bits can be tested: not root, or root with setpriv to become `nobody`.
    static let canDropPrivileges = geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// Runs `tool` as an unprivileged user: the tests' own when they are not root, else `nobody`.
    func runUnprivileged(_ tool: String, _ arguments: [String], stdin: String = "") throws -> ProcessResult {
        let drop = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")
        let input = folder + "/input-\(UInt32.random(in: 0...UInt32.max)).txt"
        try stdin.write(toFile: input, atomically: true, encoding: .utf8)
        chmod(input, 0o644)
        defer { unlink(input) }
        return try Tool.shell("cd / && \(drop)'\(Tool.path(tool))' \(quoted) < '\(input)'")
    }

    @Test(.enabled(if: canDropPrivileges, "root without setpriv: permission bits cannot be tested"))
    func aReadOnlyStoreIsReadAndAGameSaysOnceThatItIsNotSaved() throws {
        let expected = try reference(.bullseye)
        let shelf = folder + "/shelf"
        let store = shelf + "/scores.sqlite"
        try FileManager.default.createDirectory(atPath: shelf, withIntermediateDirectories: false)
        for seed in ["1", "2"] {
            let r = try Tool.run("bullseye", ["--seed", seed, "--rounds", "1", "--db", store, "--player", "ana"], stdin: Game.bullseye.actions)
            #expect(r.status == 0 && r.stderr.isEmpty)
        }
        #expect(try files(shelf) == ["scores.sqlite"], "the games closed the store: every game is in the file")
        // The leaderboard as the owner sees it, read from a copy (a read-only connection leaves -wal and -shm beside it).
        try FileManager.default.copyItem(atPath: store, toPath: folder + "/copy.sqlite")
        let board = try Tool.run("bullseye", ["scores", "--all", "--db", folder + "/copy.sqlite", "--player", "ana"])
        #expect(board.lines.count == 2)
        chmod(store, 0o444)
        chmod(shelf, 0o555)
        defer { chmod(shelf, 0o755) }
        let before = try #require(bytes(store))

        // Before: exit 74, `bullseye: cannot read scores: cannot write "…": its folder is read-only`.
        let scores = try runUnprivileged("bullseye", ["scores", "--all", "--db", store, "--player", "ana"])
        #expect(scores.status == 0, "\(scores.stderr)")
        #expect(scores.stderr.isEmpty)
        #expect(scores.stdout == board.stdout)

        let game = try runUnprivileged("bullseye", Game.bullseye.play + ["--db", store], stdin: Game.bullseye.actions)
        #expect(game.status == 0)
        #expect(game.stdout == expected)
        #expect(game.stderr == "bullseye: scores are not saved: cannot write \"\(store)\": the file is read-only\n")

        #expect(bytes(store) == before)
        #expect(try files(shelf) == ["scores.sqlite"], "nothing made beside it")
    }

    // MARK: - A corrupt page

    /// Points the second game's cell of the `games` page into the free space where the next game goes, as a stray write would.
    static let corruptGamesPage = """
        root = db.execute("select rootpage from sqlite_master where name = 'games'").fetchone()[0]
        size = db.execute("pragma page_size").fetchone()[0]
        db.close()
        data = bytearray(open(sys.argv[1], "rb").read())
        page = (root - 1) * size
        assert data[page] == 13 and int.from_bytes(data[page + 3:page + 5], "big") >= 3, "a leaf page with 3 games"
        bogus = int.from_bytes(data[page + 5:page + 7], "big") - 24
        data[page + 10:page + 12] = bogus.to_bytes(2, "big")
        open(sys.argv[1], "wb").write(data)
        db = sqlite3.connect(":memory:")
        """

    @Test func aCorruptGamesPageIsReportedAsCorruptAndLeftByteForByte() throws {
        let expected = try reference(.bullseye)
        let store = folder + "/corrupt.sqlite"
        for seed in ["1", "2", "3"] {
            let r = try Tool.run("bullseye", ["--seed", seed, "--rounds", "1", "--db", store, "--player", "ana"], stdin: Game.bullseye.actions)
            #expect(r.status == 0 && r.stderr.isEmpty)
        }
        try sqlite(store, Self.corruptGamesPage)
        let before = try #require(bytes(store))
        let filesBefore = try files()
        let advice = "; it was left as it is: move it away, or choose another file with --db\n"

        // Before: `bullseye: scores are not saved: the game record is not valid: FOREIGN KEY constraint failed`.
        let r = try play(.bullseye, db: store)
        #expect(r.status == 0)
        #expect(r.stdout == expected)
        #expect(r.stderr.hasPrefix("bullseye: scores are not saved: \"\(store)\" is corrupt: FOREIGN KEY constraint failed; SQLite's quick check finds: On tree page "), "\(r.stderr)")
        #expect(r.stderr.hasSuffix(advice) && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(bytes(store) == before, "the failed game was rolled back")
        #expect(try files() == filesBefore)

        let scores = try Tool.run("bullseye", ["scores", "--all", "--db", store])
        #expect(scores.status == 74)
        #expect(scores.stderr == "bullseye: cannot read scores: \"\(store)\" is corrupt: database disk image is malformed" + advice)
        #expect(bytes(store) == before)
    }
}
