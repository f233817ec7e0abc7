// The score store: where it lives, its schema and migrations, recording and
// ranking games, the personal best, what happens to files it cannot use
// (corrupt ones are left byte for byte as they were), the keeper that says
// once why nothing is saved, leaderboards as a table and as NDJSON, and two
// processes writing at the same moment.
//
// A note on permissions: the tests run as root here (and in CI), and
// permission bits do not stop root. So the read-only file and folder tests
// run the score-fixture process as the unprivileged user `nobody` through
// setpriv(1) when the tests are root (directly otherwise): there the
// permission bits really apply. SQLite's own refusal to write is exercised
// separately, and for any user, through a read-only connection. Paths that
// cannot be opened even by root are a folder, a path below a regular file and
// a path under /proc.

import Foundation
import Testing

@testable import ChromaScores
@testable import ChromaGames

// MARK: - Helpers

/// Test helpers for the score store.
enum ScoreTesting {
    /// A game of `fixture` with two rounds.
    static func game(
        player: String = "ana", mode: String = "classic", seed: UInt64? = 7, score: Int, finishedAt: Int64 = 1_763_647_387,
        game: String = "bullseye", ranked: Bool = true
    ) -> GameRecord {
        GameRecord(
            game: game, player: player, mode: mode, seed: seed, score: score, rounds: 2,
            startedAt: finishedAt - 120, finishedAt: finishedAt, ranked: ranked,
            roundDetails: [
                RoundRecord(number: 1, points: score / 2, details: #"{"target":37,"value":35}"#, at: finishedAt - 60),
                RoundRecord(number: 2, points: score - score / 2, details: #"{"target":80,"value":80}"#, at: finishedAt),
            ])
    }

    /// A new empty folder that `nobody` can enter, and the path of a store inside it.
    static func scratchStore(_ name: String) throws -> (folder: String, path: String) {
        let folder = try scratchDirectory("scores-\(name)").path
        chmod(folder, 0o755)
        return (folder, folder + "/scores.sqlite")
    }

    /// The bytes of the file at `path` (nil when it cannot be read).
    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The names of the files in `folder`, sorted.
    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// The built score-fixture executable, found beside the test bundle.
    static let fixture: String = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            let candidate = url.appendingPathComponent("score-fixture").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/score-fixture").path
    }()

    /// A started process and its output pipes.
    struct Running {
        let process: Process
        let out: Pipe
        let err: Pipe

        /// Waits for the end; returns the status and what it wrote.
        func finish() -> (status: Int32, stdout: String, stderr: String) {
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
        }
    }

    /// Starts `executable` with `arguments`, stdin from /dev/null.
    static func start(_ executable: String, _ arguments: [String]) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return Running(process: process, out: out, err: err)
    }

    /// The setpriv(1) that can drop root to `nobody`, when the tests run as root and it exists.
    static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether permission bits can be tested: not root, or root with setpriv to become `nobody`.
    static var canTestPermissions: Bool { geteuid() != 0 || setpriv != nil }

    /// Runs the fixture as an unprivileged user: itself when not root, else `nobody` through setpriv.
    static func runUnprivileged(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        if geteuid() != 0 { return try start(fixture, arguments).finish() }
        let dropped = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", fixture] + arguments
        return try start(setpriv!, dropped).finish()
    }

    /// Reads a store through a plain read-only SQLite connection, apart from ScoreStore.
    static func inspect<T>(_ path: String, _ body: (SQLiteConnection) throws -> T) throws -> T {
        try SQLiteDatabase(path: path, readOnly: true).read(body)
    }

    /// Runs `sql` on the database at `path` through a plain SQLite connection, outside a transaction, and closes it.
    static func execute(_ path: String, _ sql: String) throws {
        try SQLiteConnection(path: path, readOnly: false).execute(sql)
    }

    /// Makes at `path` a store as the first version of the schema left it (in WAL mode, only `1-games-and-rounds` applied).
    ///
    /// The schema is that migration's own SQL, which is never edited once
    /// released, so the store is the one earlier versions wrote.
    static func makeFirstVersionStore(_ path: String) throws {
        try execute(path, "PRAGMA journal_mode = WAL; CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        try execute(path, "BEGIN; " + ScoreSchema.migrations[0].sql + "; INSERT INTO grdb_migrations VALUES ('1-games-and-rounds'); COMMIT")
    }

    /// Damages the page of the `games` table of the store at `path` as a bad sector or a stray write would.
    ///
    /// The pointer to the second game's cell is turned to the free space
    /// just below the cells, where the next game is written: the page then
    /// looks sound to reads of the header and the first game, and a new
    /// game's rounds cannot find their game. The store must be closed (its
    /// games all in the file).
    static func corruptGamesPage(_ path: String) throws {
        let (root, pageSize) = try inspect(path) { db in
            (try db.integer("SELECT rootpage FROM sqlite_master WHERE name = 'games'").map { Int($0) } ?? 0,
             try db.integer("PRAGMA page_size").map { Int($0) } ?? 0)
        }
        var bytes = try #require(self.bytes(path))
        let page = (root - 1) * pageSize
        #expect(root > 1 && bytes[page] == 0x0D, "a leaf page of a table")
        #expect(Int(bytes[page + 3]) << 8 | Int(bytes[page + 4]) >= 3, "at least 3 games on the page")
        let contentStart = Int(bytes[page + 5]) << 8 | Int(bytes[page + 6])
        let bogus = contentStart - 24
        bytes[page + 10] = UInt8(bogus >> 8)
        bytes[page + 11] = UInt8(bogus & 0xFF)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

// MARK: - Times

@Suite("ScoreTime: epoch seconds and ISO 8601 UTC text")
struct ScoreTimeTests {
    // Reference values from Python's datetime (proleptic Gregorian, UTC).
    static let cases: [(Int64, String)] = [
        (0, "1970-01-01T00:00:00Z"),
        (-1, "1969-12-31T23:59:59Z"),
        (951_782_400, "2000-02-29T00:00:00Z"),
        (1_700_000_000, "2023-11-14T22:13:20Z"),
        (1_763_647_387, "2025-11-20T14:03:07Z"),
        (4_102_444_800, "2100-01-01T00:00:00Z"),
        (ScoreTime.latest, "9999-12-31T23:59:59Z"),
        (ScoreTime.earliest, "0000-01-01T00:00:00Z"),
    ]

    @Test(arguments: cases)
    func formatsAndParses(seconds: Int64, text: String) {
        #expect(ScoreTime.iso8601(seconds) == text)
        #expect(ScoreTime.seconds(iso8601: text) == seconds)
    }

    @Test func roundTripsEveryDayOfFourHundredYears() {
        var seconds: Int64 = ScoreTime.seconds(iso8601: "1900-01-01T00:00:00Z")!
        for _ in 0..<(146_097 / 7) {
            let text = ScoreTime.iso8601(seconds)!
            #expect(ScoreTime.seconds(iso8601: text) == seconds, "\(text)")
            seconds += 7 * 86_400 + 3_601
        }
    }

    @Test func refusesOtherForms() {
        for text in ["2026-02-29T00:00:00Z", "2026-11-20 14:03:07Z", "2026-11-20T14:03:07", "2026-11-20T24:00:00Z",
                     "2026-13-01T00:00:00Z", "2026-11-20T14:03:07+00:00", "", "1763647387"] {
            #expect(ScoreTime.seconds(iso8601: text) == nil, "\(text)")
        }
        #expect(ScoreTime.iso8601(ScoreTime.latest + 1) == nil)
        #expect(ScoreTime.shortText(1_763_647_387) == "2025-11-20 14:03")
    }
}

// MARK: - Location

@Suite("ScoreStore.defaultPath and ScoreOptions.defaultPlayer")
struct ScoreStoreLocationTests {
    static let cases: [(environment: [String: String], path: String?)] = [
        (["XDG_DATA_HOME": "/data", "HOME": "/home/u"], "/data/chromatools/scores.sqlite"),
        (["XDG_DATA_HOME": "/data/", "HOME": "/home/u"], "/data/chromatools/scores.sqlite"),
        (["HOME": "/home/u"], "/home/u/.local/share/chromatools/scores.sqlite"),
        (["XDG_DATA_HOME": "", "HOME": "/home/u/"], "/home/u/.local/share/chromatools/scores.sqlite"),
        (["XDG_DATA_HOME": "relative", "HOME": "/home/u"], "/home/u/.local/share/chromatools/scores.sqlite"),
        (["XDG_DATA_HOME": "relative"], nil),
        ([:], nil),
    ]

    @Test(arguments: cases)
    func followsTheXDGRules(environment: [String: String], path: String?) {
        #expect(ScoreStore.defaultPath(environment: environment) == path)
    }

    @Test func playerIsUserElsePlayer() {
        #expect(ScoreOptions.defaultPlayer(environment: ["USER": "ana"]) == "ana")
        #expect(ScoreOptions.defaultPlayer(environment: ["USER": ""]) == "player")
        #expect(ScoreOptions.defaultPlayer(environment: [:]) == "player")
    }
}

// MARK: - Schema

@Suite("ScoreStore schema and migrations")
struct ScoreStoreSchemaTests {
    @Test func migratesANewStore() throws {
        let (_, path) = try ScoreTesting.scratchStore("new")
        _ = try ScoreStore.open(path: path)
        try ScoreTesting.inspect(path) { db in
            #expect(try db.texts("SELECT identifier FROM grdb_migrations ORDER BY identifier") == ["1-games-and-rounds", "2-ranked-games"])
            #expect(try db.tableExists("games") && db.tableExists("rounds"))
            let columns = try db.columns(in: "games")
            #expect(columns == ["id", "game", "player", "mode", "seed", "score", "rounds", "started_at", "finished_at", "ranked"])
            #expect(try db.columns(in: "rounds") == ["game_id", "number", "details", "points", "at"])
            let indices = try db.texts("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games' AND sql IS NOT NULL ORDER BY name")
            #expect(indices == ["games_by_mode_rank", "games_by_player", "games_by_rank",
                                "ranked_games_by_mode_rank", "ranked_games_by_player", "ranked_games_by_rank"])
            #expect(try db.text("PRAGMA journal_mode") == "wal")
        }
    }

    @Test func reopeningIsIdempotent() throws {
        let (_, path) = try ScoreTesting.scratchStore("reopen")
        try ScoreStore.open(path: path).record(ScoreTesting.game(score: 10))
        for _ in 0..<3 {
            let store = try ScoreStore.open(path: path)
            #expect(try store.leaderboard(game: "bullseye", mode: nil).map(\.score) == [10])
        }
        let migrations = try ScoreTesting.inspect(path) { db in try db.integer("SELECT COUNT(*) FROM grdb_migrations").map { Int($0) } }
        #expect(migrations == ScoreSchema.migrations.count)
    }

    @Test func anEmptyFileBecomesAStore() throws {
        let (_, path) = try ScoreTesting.scratchStore("empty")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        try ScoreStore.open(path: path).record(ScoreTesting.game(score: 5))
        #expect(try ScoreStore.open(path: path).leaderboard(game: "bullseye", mode: "classic").count == 1)
    }

    @Test func aStoreFromANewerVersionIsLeftAlone() throws {
        let (_, path) = try ScoreTesting.scratchStore("newer")
        try ScoreStore.open(path: path).record(ScoreTesting.game(score: 5))
        try ScoreTesting.execute(path, "INSERT INTO grdb_migrations (identifier) VALUES ('2-from-the-future')")
        let before = ScoreTesting.bytes(path)
        #expect(throws: ScoreStoreError.newerSchema(path: path)) { try ScoreStore.open(path: path) }
        #expect(throws: ScoreStoreError.newerSchema(path: path)) { try ScoreStore.open(path: path, access: .readOnly) }
        #expect(ScoreTesting.bytes(path) == before)
    }

    @Test func createsTheDefaultFolderOnlyWhenAsked() throws {
        let (folder, _) = try ScoreTesting.scratchStore("folders")
        let path = folder + "/data/chromatools/scores.sqlite"
        #expect(throws: ScoreStoreError.cannotOpen(path: path, reason: "its folder \"\(folder)/data/chromatools\" does not exist")) {
            try ScoreStore.open(path: path)
        }
        _ = try ScoreStore.open(path: path, createFolder: true)
        var status = stat()
        #expect(stat(folder + "/data/chromatools", &status) == 0)
        #expect(status.st_mode & 0o777 == 0o700)
        #expect(FileManager.default.fileExists(atPath: path))
    }
}

// MARK: - Recording and ranking

@Suite("ScoreStore records and leaderboards")
struct ScoreStoreLeaderboardTests {
    /// A store with games of two modes and two players, recorded out of order.
    func filledStore() throws -> ScoreStore {
        let (_, path) = try ScoreTesting.scratchStore("board")
        let store = try ScoreStore.open(path: path)
        let t: Int64 = 1_763_647_387
        for game in [
            ScoreTesting.game(player: "ana", score: 100, finishedAt: t),
            ScoreTesting.game(player: "bo", score: 300, finishedAt: t + 50),  // ties with the next two on score
            ScoreTesting.game(player: "ana", score: 200, finishedAt: t + 10),
            ScoreTesting.game(player: "cy", score: 300, finishedAt: t + 20),  // earliest 300
            ScoreTesting.game(player: "bo", score: 300, finishedAt: t + 50),  // same second as bo's first: recorded later
            ScoreTesting.game(player: "ana", mode: "endless", seed: nil, score: 900, finishedAt: t + 5),
            ScoreTesting.game(player: "cy", mode: "endless", score: 50, finishedAt: t + 6),
            ScoreTesting.game(player: "ana", score: 999, finishedAt: t, game: "chroma-quiz"),
        ] {
            try store.record(game)
        }
        return store
    }

    @Test func ranksByScoreThenEarlierFinishThenEarlierRecord() throws {
        let board = try filledStore().leaderboard(game: "bullseye", mode: "classic")
        #expect(board.map(\.player) == ["cy", "bo", "bo", "ana", "ana"])
        #expect(board.map(\.score) == [300, 300, 300, 200, 100])
        #expect(board.map(\.rank) == [1, 2, 3, 4, 5])
        #expect(board[1].id < board[2].id)
        #expect(board.allSatisfy { $0.game == "bullseye" && $0.mode == "classic" && $0.rounds == 2 })
        #expect(board[0].finishedAt == 1_763_647_407 && board[0].startedAt == 1_763_647_287)
    }

    @Test func filtersByModeAndLimits() throws {
        let store = try filledStore()
        #expect(try store.leaderboard(game: "bullseye", mode: "endless").map(\.score) == [900, 50])
        #expect(try store.leaderboard(game: "bullseye", mode: nil).map(\.score) == [900, 300, 300, 300, 200, 100, 50])
        #expect(try store.leaderboard(game: "bullseye", mode: "classic", limit: 2).map(\.player) == ["cy", "bo"])
        #expect(try store.leaderboard(game: "bullseye", mode: "daily").isEmpty)
        #expect(try store.leaderboard(game: "chroma-quiz", mode: nil).map(\.score) == [999])
        #expect(try store.modes(game: "bullseye") == ["classic", "endless"])
        #expect(try store.leaderboard(game: "bullseye", mode: "endless")[0].seed == nil)
    }

    @Test func personalBestIsRankedAmongAllGamesOfItsMode() throws {
        let store = try filledStore()
        let ana = try #require(try store.personalBest(game: "bullseye", player: "ana", mode: "classic"))
        #expect((ana.score, ana.rank) == (200, 4))
        let bo = try #require(try store.personalBest(game: "bullseye", player: "bo", mode: "classic"))
        #expect((bo.score, bo.rank, bo.finishedAt) == (300, 2, 1_763_647_437))
        let anyMode = try #require(try store.personalBest(game: "bullseye", player: "ana", mode: nil))
        #expect((anyMode.score, anyMode.mode, anyMode.rank) == (900, "endless", 1))
        #expect(try store.personalBest(game: "bullseye", player: "dee", mode: "classic") == nil)
        #expect(try store.personalBest(game: "bullseye", player: "bo", mode: "endless") == nil)
    }

    @Test func leaderboardsPerModeWithThePersonalBest() throws {
        let boards = try filledStore().leaderboards(game: "bullseye", player: "ana", mode: nil, limit: 3)
        #expect(boards.map(\.mode) == ["classic", "endless"])
        #expect(boards[0].entries.map(\.player) == ["cy", "bo", "bo"])
        #expect(boards[0].personalBest?.rank == 4)
        #expect(boards[1].personalBest?.rank == 1)
        #expect(boards.allSatisfy { $0.player == "ana" && $0.game == "bullseye" })
        let daily = try filledStore().leaderboards(game: "bullseye", player: "ana", mode: "daily")
        #expect(daily == [Leaderboard(game: "bullseye", mode: "daily", entries: [], player: "ana", personalBest: nil)])
        #expect(try filledStore().leaderboards(game: "gradient", player: nil, mode: nil).isEmpty)
    }

    @Test func keepsRoundsAndSeedsExactly() throws {
        let (_, path) = try ScoreTesting.scratchStore("rounds")
        let store = try ScoreStore.open(path: path)
        let game = ScoreTesting.game(seed: UInt64.max, score: 150)
        let id = try store.record(game)
        #expect(try store.rounds(gameID: id) == game.roundDetails)
        #expect(try store.leaderboard(game: "bullseye", mode: nil)[0].seed == UInt64.max)
        let (row, times) = try ScoreTesting.inspect(path) { db in
            (try db.row("SELECT seed, started_at, finished_at FROM games")?.values,
             try db.texts("SELECT at FROM rounds ORDER BY number"))
        }
        #expect(row == [-1, "2025-11-20T14:01:07Z", "2025-11-20T14:03:07Z"])
        #expect(times == ["2025-11-20T14:02:07Z", "2025-11-20T14:03:07Z"])
    }

    @Test func refusesInvalidRecordsWithoutWritingAnything() throws {
        let (_, path) = try ScoreTesting.scratchStore("invalid")
        let store = try ScoreStore.open(path: path)
        var notJSON = ScoreTesting.game(score: 1)
        notJSON.roundDetails[1].details = "{\"target\":"
        var twice = ScoreTesting.game(score: 1)
        twice.roundDetails[1].number = 1
        var zero = ScoreTesting.game(score: 1)
        zero.roundDetails[0].number = 0
        var noPlayer = ScoreTesting.game(score: 1)
        noPlayer.player = ""
        var farFuture = ScoreTesting.game(score: 1)
        farFuture.finishedAt = ScoreTime.latest + 1
        let expectations: [(GameRecord, String)] = [
            (notJSON, "the details of round 2 are not a JSON object: invalid JSON"),
            (twice, "round 1 appears twice"),
            (zero, "round numbers start at 1, not 0"),
            (noPlayer, "the player's name is empty"),
            (farFuture, "a time is outside the years 0000–9999"),
        ]
        for (game, reason) in expectations {
            do {
                try store.record(game)
                Issue.record("\(reason): recorded")
            } catch {
                guard case .invalidRecord(let actual) = error else {
                    Issue.record("\(reason): \(error)")
                    continue
                }
                #expect(actual.hasPrefix(reason), "\(actual)")
            }
        }
        #expect(try store.leaderboard(game: "bullseye", mode: nil).isEmpty)
        let rounds = try ScoreTesting.inspect(path) { db in try db.integer("SELECT COUNT(*) FROM rounds").map { Int($0) } }
        #expect(rounds == 0)
    }
}

// MARK: - Ranked and unranked games

@Suite("ScoreStore ranks only ranked games unless asked for all")
struct ScoreStoreRankedTests {
    static let t: Int64 = 1_763_647_387

    /// A store where a bot's unranked games outscore the people's ranked ones.
    func mixedStore() throws -> ScoreStore {
        let (_, path) = try ScoreTesting.scratchStore("ranked")
        let store = try ScoreStore.open(path: path)
        for game in [
            ScoreTesting.game(player: "ana", mode: "classic", score: 150, finishedAt: Self.t),
            ScoreTesting.game(player: "bot", mode: "classic", score: 400, finishedAt: Self.t + 1, ranked: false),
            ScoreTesting.game(player: "bo", mode: "classic", score: 120, finishedAt: Self.t + 2),
            ScoreTesting.game(player: "ana", mode: "classic", score: 300, finishedAt: Self.t + 3, ranked: false),
            ScoreTesting.game(player: "bot", mode: "5 rounds", score: 999, finishedAt: Self.t + 4, ranked: false),
        ] {
            try store.record(game)
        }
        return store
    }

    @Test func leaderboardsShowRankedGamesAloneByDefault() throws {
        let store = try mixedStore()
        let ranked = try store.leaderboard(game: "bullseye", mode: "classic")
        #expect(ranked.map(\.player) == ["ana", "bo"])
        #expect(ranked.map(\.rank) == [1, 2] && ranked.allSatisfy(\.ranked))
        #expect(try store.leaderboard(game: "bullseye", mode: nil).map(\.score) == [150, 120])
        #expect(try store.modes(game: "bullseye") == ["classic"], "a mode of unranked games alone has no board")
        let best = try #require(try store.personalBest(game: "bullseye", player: "ana", mode: "classic"))
        #expect((best.score, best.rank, best.ranked) == (150, 1, true))
        #expect(try store.personalBest(game: "bullseye", player: "bot", mode: nil) == nil)
        #expect(try store.unrankedCount(game: "bullseye", mode: nil) == 3)
        #expect(try store.unrankedCount(game: "bullseye", mode: "classic") == 2)
        #expect(try store.unrankedCount(game: "bullseye", mode: "5") == 1)
        #expect(try store.unrankedCount(game: "chroma-quiz", mode: nil) == 0)
    }

    @Test func allGamesAreRankedByTheirPlaceAmongThemAllAndMarked() throws {
        let store = try mixedStore()
        let all = try store.leaderboard(game: "bullseye", mode: "classic", includeUnranked: true)
        #expect(all.map(\.score) == [400, 300, 150, 120])
        #expect(all.map(\.rank) == [1, 2, 3, 4])
        #expect(all.map(\.ranked) == [false, false, true, true])
        #expect(try store.modes(game: "bullseye", includeUnranked: true) == ["5 rounds", "classic"])
        let best = try #require(try store.personalBest(game: "bullseye", player: "ana", mode: "classic", includeUnranked: true))
        #expect((best.score, best.rank, best.ranked) == (300, 2, false))
        let boards = try store.leaderboards(game: "bullseye", player: "ana", mode: nil, includeUnranked: true)
        #expect(boards.map(\.mode) == ["5 rounds", "classic"] && boards.allSatisfy(\.includesUnranked))
        #expect(boards[1].personalBest?.score == 300)
        let rankedBoards = try store.leaderboards(game: "bullseye", player: "ana", mode: nil)
        #expect(rankedBoards.map(\.mode) == ["classic"] && !rankedBoards[0].includesUnranked)
        #expect(rankedBoards[0].personalBest?.score == 150)
    }

    /// Modes and what `--mode` names: matched by the query's words beginning the mode's.
    static let modeCases: [(mode: String, query: String, matches: Bool)] = [
        ("classic", "classic", true),
        ("classic · rgb", "classic", true),
        ("classic · rgb", "classic · rgb", true),
        ("classic · rgb", "classic rgb", true),
        ("classic · rgb", "Classic  RGB", true),
        ("classic hard · rgb", "classic", true),
        ("classic hard · rgb", "classic rgb", false),
        ("classic 8 rounds · hsb", "classic 8", true),
        ("classic · srgb · classic scoring", "classic srgb", true),
        ("arcade 60s · rgb", "classic", false),
        ("classic · rgb", "class", false),
        ("daily 2026-11-21 · oklch", "daily", true),
        ("daily 2026-11-21 · oklch", "daily 2026-11-21", true),
        ("daily 2026-11-21 · oklch", "daily 2026-11-22", false),
        ("1 round", "1", true),
        ("10 rounds", "1", false),
        ("10 rounds", "10 rounds", true),
        ("classic", "classic · rgb", false),
        ("classic", "", false),
        ("classic", " · ", false),
    ]

    @Test(arguments: modeCases)
    func modesMatchByTheirFirstWords(_ example: (mode: String, query: String, matches: Bool)) {
        #expect(ScoreStore.mode(example.mode, matches: example.query) == example.matches)
    }

    @Test func aModeQueryGivesABoardPerMatchingMode() throws {
        let (_, path) = try ScoreTesting.scratchStore("mode-prefix")
        let store = try ScoreStore.open(path: path)
        for (mode, score) in [("classic · rgb", 10), ("classic hard · rgb", 20), ("arcade 60s · rgb", 30), ("classic · hsb", 40)] {
            try store.record(ScoreTesting.game(mode: mode, score: score, game: "chroma-quiz"))
        }
        let classic = try store.leaderboards(game: "chroma-quiz", player: "ana", mode: "classic")
        #expect(classic.map(\.mode) == ["classic hard · rgb", "classic · hsb", "classic · rgb"])
        #expect(classic.map { $0.entries.map(\.score) } == [[20], [40], [10]])
        #expect(try store.leaderboards(game: "chroma-quiz", player: nil, mode: "classic rgb").map(\.mode) == ["classic · rgb"])
        let none = try store.leaderboards(game: "chroma-quiz", player: "ana", mode: "daily")
        #expect(none == [Leaderboard(game: "chroma-quiz", mode: "daily", entries: [], player: "ana")])
    }
}

// MARK: - Migrating a store of the first version

@Suite("ScoreStore migrates a first-version store and infers which games rank")
struct ScoreStoreMigrationTests {
    /// A game as the first version stored it, and whether it counts as ranked (`ScoreSchema.inferredRanked`).
    struct OldGame: Sendable, CustomStringConvertible {
        let why: String
        let mode: String
        /// The stored seed's bits as SQLite keeps them (a UInt64 above Int64.max is negative), or nil.
        let storedSeed: Int64?
        let rounds: Int
        let seconds: Int64
        let ranked: Bool
        var description: String { why }
    }

    static let games: [OldGame] = [
        OldGame(why: "a typed seed", mode: "classic", storedSeed: 7, rounds: 10, seconds: 300, ranked: false),
        OldGame(why: "the largest seed below 2^32", mode: "classic", storedSeed: 4_294_967_295, rounds: 10, seconds: 300, ranked: false),
        OldGame(why: "the smallest drawn-looking seed, 2^32", mode: "classic", storedSeed: 4_294_967_296, rounds: 10, seconds: 300, ranked: true),
        OldGame(why: "a drawn seed", mode: "classic", storedSeed: 6_293_649_950_310_288, rounds: 10, seconds: 300, ranked: true),
        OldGame(why: "the largest drawn seed, 2^53 − 1", mode: "classic", storedSeed: 9_007_199_254_740_991, rounds: 10, seconds: 300, ranked: true),
        OldGame(why: "a seed of 2^53, never drawn", mode: "classic", storedSeed: 9_007_199_254_740_992, rounds: 10, seconds: 300, ranked: false),
        OldGame(why: "a seed above Int64.max, stored negative", mode: "classic", storedSeed: -1, rounds: 10, seconds: 300, ranked: false),
        OldGame(why: "no seed (a new game after start-over)", mode: "classic · rgb", storedSeed: nil, rounds: 5, seconds: 60, ranked: true),
        OldGame(why: "a daily puzzle, whatever its seed", mode: "daily 2026-03-14 · rgb", storedSeed: 12, rounds: 5, seconds: 90, ranked: true),
        OldGame(why: "a drawn seed, but a batch game's pace", mode: "classic", storedSeed: 6_293_649_950_310_288, rounds: 10, seconds: 0, ranked: false),
        OldGame(why: "exactly a second a round", mode: "3 rounds", storedSeed: 6_293_649_950_310_288, rounds: 3, seconds: 3, ranked: false),
        OldGame(why: "just over a second a round", mode: "3 rounds", storedSeed: 6_293_649_950_310_288, rounds: 3, seconds: 4, ranked: true),
        OldGame(why: "a daily puzzle played by a script", mode: "daily 2026-03-14 · rgb", storedSeed: 12, rounds: 5, seconds: 1, ranked: false),
    ]

    /// A first-version store holding `games` (ids in order), each finished at 2025-11-20T14:03:07Z, each with one round.
    func oldStore(_ name: String) throws -> (folder: String, path: String) {
        let (folder, path) = try ScoreTesting.scratchStore(name)
        try ScoreTesting.makeFirstVersionStore(path)
        let finished: Int64 = 1_763_647_387
        var sql = "BEGIN;"
        for (i, game) in Self.games.enumerated() {
            let seed = game.storedSeed.map(String.init) ?? "NULL"
            sql += """
                INSERT INTO games (game, player, mode, seed, score, rounds, started_at, finished_at)
                VALUES ('bullseye', 'p\(i)', '\(game.mode)', \(seed), \(100 + i), \(game.rounds),
                        '\(ScoreTime.iso8601(finished - game.seconds)!)', '\(ScoreTime.iso8601(finished)!)');
                INSERT INTO rounds (game_id, number, details, points, at) VALUES (last_insert_rowid(), 1, '{"target":37}', 5, '2025-11-20T14:03:07Z');
                """
        }
        try ScoreTesting.execute(path, sql + "COMMIT")
        return (folder, path)
    }

    /// The store's games by player number, ranked or not, as the store reads them with every game included.
    func rankedByGame(_ store: ScoreStore) throws -> [Bool] {
        var ranked = [Bool](repeating: false, count: Self.games.count)
        for board in try store.leaderboards(game: "bullseye", player: nil, mode: nil, limit: 100, includeUnranked: true) {
            for entry in board.entries { ranked[Int(entry.player.dropFirst())!] = entry.ranked }
        }
        return ranked
    }

    @Test func aReadOnlyLookInfersWhatTheMigrationWillStoreAndChangesNothing() throws {
        let (_, path) = try oldStore("old-readonly")
        let before = try #require(ScoreTesting.bytes(path))
        let store = try ScoreStore.open(path: path, access: .readOnly)
        let ranked = try rankedByGame(store)
        for (game, isRanked) in zip(Self.games, ranked) { #expect(isRanked == game.ranked, "\(game)") }
        let board = try store.leaderboard(game: "bullseye", mode: "classic")
        #expect(board.map(\.player) == ["p4", "p3", "p2"], "the ranked classic games, best first")
        #expect(try store.unrankedCount(game: "bullseye", mode: nil) == Self.games.filter { !$0.ranked }.count)
        #expect(ScoreTesting.bytes(path) == before)
        let migrations = try ScoreTesting.inspect(path) { db in try db.texts("SELECT identifier FROM grdb_migrations") }
        #expect(migrations == ["1-games-and-rounds"], "not migrated")
    }

    @Test func openingForWritingMigratesAndStoresTheInferredMark() throws {
        let (_, path) = try oldStore("old-migrate")
        let store = try ScoreStore.open(path: path)
        let stored = try ScoreTesting.inspect(path) { db in
            try db.rows("SELECT ranked FROM games ORDER BY id").map { $0[0].integer == 1 }
        }
        #expect(stored == Self.games.map(\.ranked))
        #expect(try rankedByGame(store) == Self.games.map(\.ranked))
        let (migrations, rounds) = try ScoreTesting.inspect(path) { db in
            (try db.texts("SELECT identifier FROM grdb_migrations ORDER BY identifier"), try db.integer("SELECT COUNT(*) FROM rounds"))
        }
        #expect(migrations == ["1-games-and-rounds", "2-ranked-games"])
        #expect(rounds == Int64(Self.games.count), "the rounds stay")
        // A game recorded now keeps the mark it is given, whatever its seed and pace.
        try store.record(ScoreTesting.game(player: "new", seed: 7, score: 1, ranked: true))
        try store.record(ScoreTesting.game(player: "newbot", seed: 6_293_649_950_310_288, score: 2, ranked: false))
        let fresh = try store.leaderboard(game: "bullseye", mode: "classic", limit: 100, includeUnranked: true)
        #expect(fresh.first { $0.player == "new" }?.ranked == true)
        #expect(fresh.first { $0.player == "newbot" }?.ranked == false)
    }
}

// MARK: - Files it cannot use

@Suite("ScoreStore with files it cannot use")
struct ScoreStoreFailureTests {
    enum Damage: String, CaseIterable, Sendable {
        case randomBytes, truncatedHeader, textFile, damagedBody
    }

    /// Makes a file of the given damage at `path`.
    static func make(_ damage: Damage, at path: String, folder: String) throws {
        var generator = SystemRandomNumberGenerator()
        switch damage {
        case .randomBytes:
            var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes[0] = UInt8(ascii: "x")  // not by chance an SQLite header
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        case .truncatedHeader, .damagedBody:
            let good = folder + "/good.sqlite"
            try ScoreStore.open(path: good).record(ScoreTesting.game(score: 1))
            var bytes = try #require(ScoreTesting.bytes(good))
            if damage == .truncatedHeader {
                bytes = Array(bytes[0..<50])
            } else {
                // Keep the 100-byte header, scramble the rest of the first page (the schema table).
                for i in 100..<4096 { bytes[i] = UInt8.random(in: 0...255, using: &generator) }
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        case .textFile:
            try Data("my notes\nnot a database\n".utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test(arguments: Damage.allCases)
    func aCorruptFileIsReportedAndLeftUntouched(damage: Damage) throws {
        let (folder, path) = try ScoreTesting.scratchStore("corrupt")
        try Self.make(damage, at: path, folder: folder)
        let before = try #require(ScoreTesting.bytes(path))
        let filesBefore = try ScoreTesting.files(in: folder)
        for access in [ScoreStore.Access.readWrite, .readOnly] {
            defer {
                // Neither what games use, read-write, nor the read-only look at the schema (which
                // SQLite's immutable mode makes without side files) leaves anything beside the file.
                #expect((try? ScoreTesting.files(in: folder)) == filesBefore, "\(access): no journal or WAL file left beside it")
            }
            do {
                _ = try ScoreStore.open(path: path, access: access)
                Issue.record("\(damage) opened")
            } catch {
                switch (damage, error) {
                case (.randomBytes, .notADatabase(path)), (.textFile, .notADatabase(path)):
                    break
                case (.truncatedHeader, .corrupt(path, let reason)):
                    #expect(reason == "it ends after 50 bytes, inside the SQLite header")
                case (.damagedBody, .corrupt(path, let reason)):
                    #expect(!reason.isEmpty)  // SQLite's own words
                default:
                    Issue.record("\(damage): \(error)")
                }
                #expect(error.description.contains("it was left as it is"))
            }
        }
        #expect(ScoreTesting.bytes(path) == before)
    }

    @Test func pathsThatCannotBeOpenedEvenByRoot() throws {
        let (folder, _) = try ScoreTesting.scratchStore("unopenable")
        #expect(throws: ScoreStoreError.cannotOpen(path: folder, reason: "it is a folder")) { try ScoreStore.open(path: folder) }
        let file = folder + "/plain"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(throws: ScoreStoreError.cannotOpen(path: file + "/scores.sqlite", reason: "Not a directory")) {
            try ScoreStore.open(path: file + "/scores.sqlite", createFolder: true)
        }
        // /proc refuses new folders and files to everyone.
        let proc = "/proc/chromatools-\(getpid())/scores.sqlite"
        #expect(throws: ScoreStoreError.self) { try ScoreStore.open(path: proc, createFolder: true) }
        #expect(throws: ScoreStoreError.cannotOpen(path: "/dev/null", reason: "it is not a regular file")) {
            try ScoreStore.open(path: "/dev/null")
        }
        #expect(throws: ScoreStoreError.cannotOpen(path: "", reason: "the path is empty")) { try ScoreStore.open(path: "") }
    }

    @Test func aCorruptGamesPageIsReportedAsCorruptAndLeftAsItWas() throws {
        let (folder, path) = try ScoreTesting.scratchStore("corrupt-games")
        do {
            let store = try ScoreStore.open(path: path)
            for score in 1...3 { try store.record(ScoreTesting.game(score: score)) }
        }
        try ScoreTesting.corruptGamesPage(path)
        let before = ScoreTesting.bytes(path)
        let store = try ScoreStore.open(path: path)
        do {
            try store.record(ScoreTesting.game(score: 4))
            Issue.record("recorded into a corrupt page")
        } catch {
            // Without the check, this read as "the game record is not valid: FOREIGN KEY constraint failed".
            guard case .corrupt(path, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.hasPrefix("FOREIGN KEY constraint failed; SQLite's quick check finds: On tree page "), "\(reason)")
            #expect(error.description.hasPrefix("\"\(path)\" is corrupt: FOREIGN KEY constraint failed"))
            #expect(error.description.hasSuffix("; it was left as it is: move it away, or choose another file with --db"))
        }
        #expect(throws: ScoreStoreError.corrupt(path: path, reason: "database disk image is malformed")) {
            try store.leaderboard(game: "bullseye", mode: nil)
        }
        _ = consume store
        #expect(ScoreTesting.bytes(path) == before)
        #expect(try ScoreTesting.files(in: folder) == ["scores.sqlite"])
    }

    @Test func aKeeperStopsAtACorruptFile() throws {
        let (_, path) = try ScoreTesting.scratchStore("keeper-corrupt-games")
        do {
            let store = try ScoreStore.open(path: path)
            for score in 1...3 { try store.record(ScoreTesting.game(score: score)) }
        }
        try ScoreTesting.corruptGamesPage(path)
        let before = ScoreTesting.bytes(path)
        let collector = ScoreKeeperTests.Collector()
        let keeper = collector.keeper(path: path)
        #expect(keeper.prepare())
        #expect(!keeper.record(ScoreTesting.game(score: 4)))
        #expect(keeper.isUnavailable, "a corrupt file is not tried again")
        #expect(!keeper.record(ScoreTesting.game(score: 5)))
        #expect(collector.lines.count == 1 && collector.lines[0].hasPrefix("bullseye: scores are not saved: \"\(path)\" is corrupt: "))
        #expect(ScoreTesting.bytes(path) == before)
    }

    @Test func aReadOnlyConnectionIsRefusedBySQLite() throws {
        // Exercises SQLite's SQLITE_READONLY for any user, root included: the
        // connection is opened read-only, so SQLite itself refuses the write.
        let (_, path) = try ScoreTesting.scratchStore("readonly-connection")
        try ScoreStore.open(path: path).record(ScoreTesting.game(score: 1))
        let before = ScoreTesting.bytes(path)
        let store = try ScoreStore.open(path: path, access: .readOnly)
        #expect(try store.leaderboard(game: "bullseye", mode: nil).count == 1)
        do {
            try store.record(ScoreTesting.game(score: 2))
            Issue.record("a read-only connection wrote")
        } catch {
            guard case .readOnly(path, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(reason == "attempt to write a readonly database")
        }
        #expect(ScoreTesting.bytes(path) == before)
    }

    @Test func readOnlyAccessCreatesNothing() throws {
        let (folder, path) = try ScoreTesting.scratchStore("readonly-missing")
        #expect(throws: ScoreStoreError.cannotOpen(path: path, reason: "there is no such file")) {
            try ScoreStore.open(path: path, access: .readOnly)
        }
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try ScoreStore.open(path: path, access: .readOnly)
        #expect(try store.leaderboards(game: "bullseye", player: "ana", mode: nil).isEmpty)
        #expect(try store.personalBest(game: "bullseye", player: "ana", mode: nil) == nil)
        #expect(throws: ScoreStoreError.readOnly(path: path, reason: "the store was opened for reading only")) {
            try store.record(ScoreTesting.game(score: 1))
        }
        #expect(try ScoreTesting.files(in: folder) == ["scores.sqlite"])
        #expect(ScoreTesting.bytes(path) == [])
    }

    @Test(.enabled(if: ScoreTesting.canTestPermissions, "root without setpriv: permission bits cannot be tested"))
    func aReadOnlyFileAsAnUnprivilegedUser() throws {
        // Root ignores permission bits, so the game runs as `nobody` (see the file's overview).
        let (_, path) = try ScoreTesting.scratchStore("readonly-file")
        try ScoreStore.open(path: path).record(ScoreTesting.game(score: 1))
        chmod(path, 0o444)
        let before = ScoreTesting.bytes(path)
        let result = try ScoreTesting.runUnprivileged(["keep", path, "3"])
        #expect(result.status == 0)
        #expect(result.stdout == "saved 0 of 3\n")
        #expect(result.stderr == "score-fixture: scores are not saved: cannot write \"\(path)\": the file is read-only\n")
        #expect(ScoreTesting.bytes(path) == before)
    }

    @Test(.enabled(if: ScoreTesting.canTestPermissions, "root without setpriv: permission bits cannot be tested"))
    func aReadOnlyFolderAsAnUnprivilegedUser() throws {
        let (folder, path) = try ScoreTesting.scratchStore("readonly-folder")
        try ScoreStore.open(path: path).record(ScoreTesting.game(score: 1))
        chmod(path, 0o666)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let before = ScoreTesting.bytes(path)
        for target in [path, folder + "/new.sqlite"] {
            let result = try ScoreTesting.runUnprivileged(["keep", target, "2"])
            #expect(result.stdout == "saved 0 of 2\n")
            #expect(result.stderr == "score-fixture: scores are not saved: cannot write \"\(target)\": its folder \"\(folder)\" is read-only\n")
        }
        #expect(ScoreTesting.bytes(path) == before)
        #expect(try ScoreTesting.files(in: folder) == ["scores.sqlite"])
    }

    @Test(.enabled(if: ScoreTesting.canTestPermissions, "root without setpriv: permission bits cannot be tested"))
    func aStoreInAReadOnlyFolderIsReadAsAnUnprivilegedUser() throws {
        let (folder, path) = try ScoreTesting.scratchStore("readonly-board")
        do {
            let store = try ScoreStore.open(path: path)
            for score in 1...3 { try store.record(ScoreTesting.game(score: score, game: "fixture")) }
        }
        #expect(try ScoreTesting.files(in: folder) == ["scores.sqlite"], "closed: its WAL is in the file")
        chmod(path, 0o444)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let before = ScoreTesting.bytes(path)
        let result = try ScoreTesting.runUnprivileged(["board", path, "10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "3 games\n")
        #expect(result.stderr.isEmpty)
        #expect(ScoreTesting.bytes(path) == before)
        #expect(try ScoreTesting.files(in: folder) == ["scores.sqlite"])
    }
}

// MARK: - What is a score store

@Suite("ScoreStore takes only a score store or an empty database")
struct ScoreStoreForeignTests {
    /// A database at the path of a store, and what the store makes of it.
    enum Case: String, CaseIterable, Sendable {
        case emptyFile, noTablesLeft, onlyAnEmptyMigrationTable, store, firstVersionStore
        case otherTable, otherGamesTable, otherProgramsMigrations, emptyMigrationTableAndOtherTable
        case newer
        case noMigrationTable, emptiedMigrationTable, onlyUnknownMigrations, missingTable, changedTable, missingColumn, unreadableMigrationTable

        /// Makes the database at `path`.
        func make(at path: String) throws {
            switch self {
            case .emptyFile:
                #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            case .noTablesLeft:
                try ScoreTesting.execute(path, "CREATE TABLE t(x); DROP TABLE t")
            case .onlyAnEmptyMigrationTable:
                try ScoreTesting.execute(path, "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            case .otherTable:
                try ScoreTesting.execute(path, "CREATE TABLE t(x); INSERT INTO t VALUES (1)")
            case .otherGamesTable:
                try ScoreTesting.execute(path, "CREATE TABLE games(name TEXT, players INTEGER)")
            case .otherProgramsMigrations:
                try ScoreTesting.execute(path, """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1');
                    CREATE TABLE users(id INTEGER PRIMARY KEY, name TEXT)
                    """)
            case .emptyMigrationTableAndOtherTable:
                try ScoreTesting.execute(path, "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); CREATE TABLE t(x)")
            case .firstVersionStore:
                try ScoreTesting.makeFirstVersionStore(path)
            default:
                try ScoreStore.open(path: path).record(ScoreTesting.game(score: 1))
                let change: String? = switch self {
                case .newer: "INSERT INTO grdb_migrations VALUES ('2-from-the-future')"
                case .noMigrationTable: "DROP TABLE grdb_migrations"
                case .emptiedMigrationTable: "DELETE FROM grdb_migrations"
                case .onlyUnknownMigrations: "DELETE FROM grdb_migrations; INSERT INTO grdb_migrations VALUES ('2-from-the-future')"
                case .missingTable: "DROP TABLE rounds"
                case .changedTable: "ALTER TABLE games DROP COLUMN seed"
                case .missingColumn: """
                    DROP INDEX ranked_games_by_mode_rank; DROP INDEX ranked_games_by_rank; DROP INDEX ranked_games_by_player;
                    ALTER TABLE games DROP COLUMN ranked
                    """
                case .unreadableMigrationTable: "DROP TABLE grdb_migrations; CREATE TABLE grdb_migrations (name TEXT)"
                default: nil
                }
                if let change { try ScoreTesting.execute(path, change) }
            }
        }

        /// What `ScoreSchema.examine` finds.
        var kind: ScoreSchema.Kind {
            switch self {
            case .emptyFile, .noTablesLeft, .onlyAnEmptyMigrationTable: .empty
            case .store: .store(complete: true)
            case .firstVersionStore: .store(complete: false)
            case .otherTable, .otherGamesTable, .otherProgramsMigrations, .emptyMigrationTableAndOtherTable: .foreign
            case .newer: .newer
            case .noMigrationTable: .damaged("it has the score tables games and rounds but no migration table (grdb_migrations)")
            case .emptiedMigrationTable: .damaged("its migration table (grdb_migrations) records no migration, but it has the score tables games and rounds")
            case .onlyUnknownMigrations: .damaged("its migration table (grdb_migrations) does not record the first migration, 1-games-and-rounds")
            case .missingTable: .damaged("the table rounds that migration 1-games-and-rounds made is missing")
            case .changedTable: .damaged("the table games that migration 1-games-and-rounds made lacks columns")
            case .missingColumn: .damaged("the column games.ranked that migration 2-ranked-games added is missing")
            case .unreadableMigrationTable: .damaged("its migration table (grdb_migrations) cannot be read: no such column: identifier")
            }
        }
    }

    @Test(arguments: Case.allCases)
    func sortsADatabaseByItsSchema(_ example: Case) throws {
        let (_, path) = try ScoreTesting.scratchStore("examine-\(example.rawValue)")
        try example.make(at: path)
        let kind = try SQLiteDatabase(path: path, readOnly: true).read(ScoreSchema.examine)
        #expect(kind == example.kind)
    }

    @Test(arguments: Case.allCases)
    func opensOnlyAStoreOrAnEmptyDatabaseAndLeavesTheRestAsItWas(_ example: Case) throws {
        let (folder, path) = try ScoreTesting.scratchStore("refuse-\(example.rawValue)")
        try example.make(at: path)
        let before = try #require(ScoreTesting.bytes(path))
        let files = try ScoreTesting.files(in: folder)
        let expected: ScoreStoreError? = switch example.kind {
        case .empty, .store: nil
        case .foreign: .notAStore(path: path)
        case .newer: .newerSchema(path: path)
        case .damaged(let reason): .damaged(path: path, reason: reason)
        }
        for access in [ScoreStore.Access.readOnly, .readWrite] {
            do {
                let store = try ScoreStore.open(path: path, access: access)
                #expect(expected == nil, "\(access): opened")
                if access == .readWrite {
                    try store.record(ScoreTesting.game(score: 7))
                    #expect(try store.leaderboard(game: "bullseye", mode: nil).map(\.score).contains(7))
                }
            } catch {
                #expect(error == expected, "\(access)")
            }
            if expected != nil {
                #expect(ScoreTesting.bytes(path) == before, "\(access): left byte for byte")
                #expect(try ScoreTesting.files(in: folder) == files, "\(access): nothing left beside it")
            }
        }
        if expected == nil {
            #expect(try ScoreTesting.inspect(path) { db in try db.text("PRAGMA journal_mode") } == "wal")
        }
    }

    @Test func aForeignDatabaseInWALModeIsLeftAsItWas() throws {
        let (folder, path) = try ScoreTesting.scratchStore("foreign-wal")
        try ScoreTesting.execute(path, "PRAGMA journal_mode = WAL; CREATE TABLE t(x); INSERT INTO t VALUES (1)")
        #expect(try ScoreTesting.files(in: folder) == ["scores.sqlite"])
        let before = ScoreTesting.bytes(path)
        for access in [ScoreStore.Access.readOnly, .readWrite] {
            #expect(throws: ScoreStoreError.notAStore(path: path)) { try ScoreStore.open(path: path, access: access) }
            #expect(ScoreTesting.bytes(path) == before)
            #expect(try ScoreTesting.files(in: folder) == ["scores.sqlite"], "\(access): no -wal or -shm left beside it")
        }
    }

    @Test func aRollbackJournalDatabaseIsNotSwitchedToWAL() throws {
        let (_, path) = try ScoreTesting.scratchStore("foreign-journal")
        try ScoreTesting.execute(path, "CREATE TABLE t(x)")
        #expect(throws: ScoreStoreError.notAStore(path: path)) { try ScoreStore.open(path: path) }
        let header = try #require(ScoreTesting.bytes(path))
        #expect((header[18], header[19]) == (1, 1), "the header still says rollback journal")
        #expect(try ScoreTesting.inspect(path) { db in try db.text("PRAGMA journal_mode") } == "delete")
    }
}

// MARK: - The keeper

@Suite("ScoreKeeper says once why nothing is saved")
struct ScoreKeeperTests {
    /// A keeper whose reports are collected.
    final class Collector: @unchecked Sendable {
        var lines: [String] = []
        func keeper(path: String?) -> ScoreKeeper {
            ScoreKeeper(tool: "bullseye", path: path, report: { self.lines.append($0) })
        }
    }

    @Test func anUnopenablePathIsReportedOnce() throws {
        let (folder, _) = try ScoreTesting.scratchStore("keeper-folder")
        let collector = Collector()
        let keeper = collector.keeper(path: folder)
        #expect(!keeper.prepare())
        #expect(!keeper.record(ScoreTesting.game(score: 1)))
        #expect(!keeper.record(ScoreTesting.game(score: 2)))
        #expect(keeper.leaderboards(game: "bullseye", player: nil, mode: nil) == nil)
        #expect(keeper.isUnavailable)
        #expect(collector.lines == ["bullseye: scores are not saved: cannot open \"\(folder)\": it is a folder"])
    }

    @Test func aCorruptFileIsReportedOnceAndLeftAlone() throws {
        let (folder, path) = try ScoreTesting.scratchStore("keeper-corrupt")
        try ScoreStoreFailureTests.make(.textFile, at: path, folder: folder)
        let before = ScoreTesting.bytes(path)
        let collector = Collector()
        let keeper = collector.keeper(path: path)
        for score in 1...3 { #expect(!keeper.record(ScoreTesting.game(score: score))) }
        #expect(collector.lines == [
            "bullseye: scores are not saved: \"\(path)\" is not an SQLite database; "
                + "it was left as it is: move it away, or choose another file with --db"
        ])
        #expect(ScoreTesting.bytes(path) == before)
    }

    @Test func noLocationIsReportedOnce() {
        let collector = Collector()
        let keeper = ScoreKeeper(tool: "bullseye", databasePath: nil, environment: [:], report: { collector.lines.append($0) })
        #expect(keeper.path == nil)
        #expect(!keeper.record(ScoreTesting.game(score: 1)))
        #expect(!keeper.record(ScoreTesting.game(score: 1)))
        #expect(collector.lines == ["bullseye: scores are not saved: neither XDG_DATA_HOME nor HOME is set; name a file with --db"])
    }

    @Test func savesIntoTheDefaultLocation() throws {
        let (folder, _) = try ScoreTesting.scratchStore("keeper-default")
        let collector = Collector()
        let keeper = ScoreKeeper(
            tool: "bullseye", databasePath: nil, environment: ["XDG_DATA_HOME": folder + "/data", "HOME": "/nonexistent"],
            report: { collector.lines.append($0) })
        #expect(keeper.path == folder + "/data/chromatools/scores.sqlite")
        #expect(keeper.prepare())
        #expect(keeper.record(ScoreTesting.game(score: 42)))
        #expect(keeper.leaderboards(game: "bullseye", player: "ana", mode: nil)?.first?.personalBest?.score == 42)
        #expect(collector.lines.isEmpty)
        // --db wins over the default, and its folder is not made.
        let explicit = ScoreKeeper(tool: "bullseye", databasePath: folder + "/elsewhere/s.sqlite", environment: ["HOME": folder], report: { collector.lines.append($0) })
        #expect(!explicit.prepare())
        #expect(collector.lines == ["bullseye: scores are not saved: cannot open \"\(folder)/elsewhere/s.sqlite\": its folder \"\(folder)/elsewhere\" does not exist"])
    }

    @Test func aFailedWriteIsToldOnceAndLaterGamesAreStillTried() throws {
        let (_, path) = try ScoreTesting.scratchStore("keeper-write")
        let collector = Collector()
        let keeper = collector.keeper(path: path)
        var bad = ScoreTesting.game(score: 1)
        bad.mode = ""
        #expect(!keeper.record(bad))
        #expect(!keeper.record(bad))
        #expect(keeper.record(ScoreTesting.game(score: 2)))
        #expect(collector.lines == ["bullseye: scores are not saved: the game record is not valid: the mode is empty"])
        #expect(!keeper.isUnavailable)
    }
}

// MARK: - Two processes

@Suite("ScoreStore with two processes writing at once")
struct ScoreStoreConcurrencyTests {
    /// Starts two fixture processes recording `count` games each into `path`, releases them together, checks both landed.
    func race(path: String, folder: String, count: Int) throws {
        let go = folder + "/go-\(UInt32.random(in: 0...UInt32.max))"
        let first = try ScoreTesting.start(ScoreTesting.fixture, ["record", path, String(count), "first", go])
        let second = try ScoreTesting.start(ScoreTesting.fixture, ["record", path, String(count), "second", go])
        usleep(100_000)
        #expect(FileManager.default.createFile(atPath: go, contents: Data()))
        for (name, result) in [("first", first.finish()), ("second", second.finish())] {
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test func bothWritersLandInANewStoreAndThenInAnExistingOne() throws {
        let (folder, path) = try ScoreTesting.scratchStore("concurrent")
        let count = 150
        // A new store: both processes also race to create it and apply the migrations.
        try race(path: path, folder: folder, count: count)
        try race(path: path, folder: folder, count: count)
        try ScoreTesting.inspect(path) { db in
            let perPlayer = try db.rows("SELECT player, COUNT(*) AS n, COUNT(DISTINCT seed) AS seeds FROM games GROUP BY player ORDER BY player").map(\.values)
            #expect(perPlayer == [[.text("first"), SQLiteValue(2 * count), SQLiteValue(count)], [.text("second"), SQLiteValue(2 * count), SQLiteValue(count)]])
            #expect(try db.integer("SELECT COUNT(*) FROM rounds").map { Int($0) } == 2 * 4 * count)
            #expect(try db.integer("SELECT COUNT(*) FROM grdb_migrations").map { Int($0) } == ScoreSchema.migrations.count)
        }
        let store = try ScoreStore.open(path: path, access: .readOnly)
        #expect(try store.leaderboard(game: "fixture", mode: "classic", limit: 4 * count).count == 4 * count)
    }
}

// MARK: - Rendering

@Suite("ScoreTable: a table on a terminal, NDJSON into a pipe")
struct ScoreTableTests {
    static let t: Int64 = 1_763_647_387  // 2025-11-20T14:03:07Z

    static func entry(_ rank: Int, _ player: String, _ score: Int, id: Int64, seed: UInt64? = 7, mode: String = "classic") -> LeaderboardEntry {
        LeaderboardEntry(
            rank: rank, id: id, game: "bullseye", player: player, mode: mode, seed: seed, score: score, rounds: 10,
            startedAt: t - 300, finishedAt: t - Int64(rank) * 86_400)
    }

    static let top = [entry(1, "ana", 1840, id: 4), entry(2, "bo", 950, id: 9, seed: nil), entry(3, "cy", 90, id: 2)]

    @Test func ndjsonRecordsExactly() {
        let text = ScoreTable.render(Self.top, personalBest: Self.top[1], isTerminal: false)
        #expect(text == """
            {"game":"bullseye","rank":1,"player":"ana","score":1840,"mode":"classic","seed":7,"ranked":true,"finishedAt":"2025-11-19T14:03:07Z"}
            {"game":"bullseye","rank":2,"player":"bo","score":950,"mode":"classic","seed":null,"ranked":true,"finishedAt":"2025-11-18T14:03:07Z","personalBest":true}
            {"game":"bullseye","rank":3,"player":"cy","score":90,"mode":"classic","seed":7,"ranked":true,"finishedAt":"2025-11-17T14:03:07Z"}

            """)
    }

    @Test func ndjsonPersonalBestBelowTheTopIsOneMoreRecord() {
        let best = Self.entry(12, "dee", 40, id: 30, seed: UInt64.max)
        let text = ScoreTable.render(Self.top, personalBest: best, isTerminal: false)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[3] == #"{"game":"bullseye","rank":12,"player":"dee","score":40,"mode":"classic","seed":18446744073709551615,"ranked":true,"finishedAt":"2025-11-08T14:03:07Z","personalBest":true}"#)
    }

    @Test func ndjsonEscapesWhatItMust() throws {
        let odd = Self.entry(1, "a\"b\\c\nd\u{1}é", 5, id: 1, mode: "cl\tassic")
        let text = ScoreTable.render([odd], personalBest: nil, isTerminal: false)
        #expect(text.hasPrefix(#"{"game":"bullseye","rank":1,"player":"a\"b\\c\nd\u0001é","score":5,"mode":"cl\tassic","#))
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(decoded?["player"] as? String == odd.player)
        #expect(decoded?["mode"] as? String == odd.mode)
    }

    @Test func tableWithThePersonalBestInPlace() {
        let text = ScoreTable.render(Self.top, personalBest: Self.top[1], isTerminal: true)
        #expect(text == """
            rank  player  score  mode     finished (UTC)
               1  ana      1840  classic  2025-11-19 14:03
               2  bo        950  classic  2025-11-18 14:03  ← your best
               3  cy         90  classic  2025-11-17 14:03

            """)
    }

    @Test func tablesPerModeWithThePersonalBestBelowTheTop() {
        let boards = [
            Leaderboard(game: "bullseye", mode: "classic", entries: Self.top, player: "dee", personalBest: Self.entry(12, "dee", 40, id: 30)),
            Leaderboard(game: "bullseye", mode: "daily", entries: [], player: "dee"),
        ]
        #expect(ScoreTable.render(boards, isTerminal: true) == """
            bullseye, classic mode
            rank  player  score  mode     finished (UTC)
               1  ana      1840  classic  2025-11-19 14:03
               2  bo        950  classic  2025-11-18 14:03
               3  cy         90  classic  2025-11-17 14:03
               …
              12  dee        40  classic  2025-11-08 14:03  ← your best

            bullseye, daily mode
              no scores yet

            """)
        #expect(ScoreTable.render([], isTerminal: true) == "no scores yet\n")
        #expect(ScoreTable.render([], isTerminal: false) == "")
        #expect(ScoreTable.render(boards, isTerminal: false).split(separator: "\n").count == 4)
    }

    @Test func unrankedGamesAreMarkedInTablesAndRecords() {
        var bot = Self.entry(1, "bot", 2000, id: 40)
        bot.ranked = false
        var seeded = Self.entry(5, "ana", 30, id: 41)
        seeded.ranked = false
        let boards = [Leaderboard(game: "bullseye", mode: "classic", entries: [bot] + Self.top.map { entry in
            var entry = entry
            entry.rank += 1
            return entry
        }, player: "ana", personalBest: seeded, includesUnranked: true)]
        #expect(ScoreTable.render(boards, isTerminal: true) == """
            bullseye, classic mode, unranked games included
            rank  player  score  mode     finished (UTC)
               1  bot      2000  classic  2025-11-19 14:03  unranked
               2  ana      1840  classic  2025-11-19 14:03
               3  bo        950  classic  2025-11-18 14:03
               4  cy         90  classic  2025-11-17 14:03
               …
               5  ana        30  classic  2025-11-15 14:03  unranked  ← your best

            """)
        let records = ScoreTable.render(boards, isTerminal: false).split(separator: "\n")
        #expect(records.count == 5)
        #expect(records[0].contains(#""seed":7,"ranked":false,"finishedAt""#))
        #expect(records[1].contains(#""ranked":true"#))
        #expect(records[4].hasSuffix(#""ranked":false,"finishedAt":"2025-11-15T14:03:07Z","personalBest":true}"#))
    }

    @Test func tableEscapesAndShortensNames() {
        let long = Self.entry(1, "a-very-long-player-name-indeed-yes", 10, id: 1)
        let control = Self.entry(2, "x\u{1B}[31my", 5, id: 2)
        let text = ScoreTable.render([long, control], personalBest: nil, isTerminal: true)
        #expect(text == """
            rank  player                    score  mode     finished (UTC)
               1  a-very-long-player-name…     10  classic  2025-11-19 14:03
               2  x\\e[31my                      5  classic  2025-11-18 14:03

            """)
    }
}

@Suite("ScoreStoreError messages")
struct ScoreStoreErrorTests {
    @Test func filesThatAreNotUsableSayWhatTheyAre() {
        #expect(ScoreStoreError.notADatabase(path: "/s").description
            == "\"/s\" is not an SQLite database; it was left as it is: move it away, or choose another file with --db")
        #expect(ScoreStoreError.notAStore(path: "/s").description
            == "\"/s\" is an SQLite database but not a chromatools score store; it was left as it is: choose another file with --db")
        #expect(ScoreStoreError.damaged(path: "/s", reason: "why").description
            == "\"/s\" is damaged: why; it was left as it is: move it away, or choose another file with --db")
        #expect(ScoreStoreError.corrupt(path: "/s", reason: "why").description
            == "\"/s\" is corrupt: why; it was left as it is: move it away, or choose another file with --db")
    }

    @Test func longPathsAreShownWholeAndControlCharactersEscaped() {
        let long = "/" + String(repeating: "folder/", count: 30) + "scores.sqlite"
        #expect(ScoreStoreError.readOnly(path: long, reason: "the file is read-only").description
            == "cannot write \"\(long)\": the file is read-only")
        #expect(ScoreStoreError.cannotOpen(path: "/tmp/a\nb", reason: "it is a folder").description
            == "cannot open \"/tmp/a\\nb\": it is a folder")
        #expect(ScoreStoreError.busy(path: "/s").description == "\"/s\" stayed locked by another program for more than 5 seconds")
        #expect(ScoreStoreError.newerSchema(path: "/s").description
            == "\"/s\" was written by a newer version of chromatools; it was left as it is")
    }
}

/// A fresh empty folder under the temporary directory.
private func scratchDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

// MARK: - The line a daily game ends with

@Suite("RoundBar: a round's points as a block")
struct RoundBarTests {
    /// Points and their blocks: seven heights share 0–99 (each 100/7 points wide, rounded down), the eighth is 100 alone.
    static let cases: [(points: Int, block: String)] = [
        (0, "▁"), (14, "▁"), (15, "▂"), (28, "▂"), (29, "▃"), (42, "▃"), (43, "▄"), (57, "▄"),
        (58, "▅"), (71, "▅"), (72, "▆"), (85, "▆"), (86, "▇"), (99, "▇"), (100, "█"),
        (-5, "▁"), (150, "█"),
    ]

    @Test(arguments: cases)
    func pointsBecomeABlockAsHighAsThey(_ example: (points: Int, block: String)) {
        #expect(RoundBar.blocks([example.points]) == example.block)
    }

    @Test func oneBlockPerRoundInOrder() {
        #expect(RoundBar.blocks([60, 5, 90, 20, 37]) == "▅▁▇▂▃")
        #expect(RoundBar.blocks([]) == "")
    }
}
