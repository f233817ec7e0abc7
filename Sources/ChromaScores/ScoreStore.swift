// The score store: every game's finished games in one SQLite file.
//
// Where: `$XDG_DATA_HOME/chromatools/scores.sqlite`, or
// `~/.local/share/chromatools/scores.sqlite` when `XDG_DATA_HOME` is unset
// (chromatools(7), FILES); the tools take `--db PATH` for another file. The schema and its
// migrations are in `ScoreSchema`, times are described in `ScoreTime`.
//
// Two games finishing at the same moment, in two processes, must both land.
// The store runs in SQLite's WAL journal mode (readers never wait for the
// writer), every write is one IMMEDIATE transaction (it takes the write lock
// at its start, so it cannot fail half-way on a lock upgrade), and a busy
// timeout makes a writer that finds the lock taken wait for it instead of
// failing at once. Creating a store is where two processes collide without
// that help: SQLite answers "locked" at once to a switch to WAL while another
// process has the file open, so the switch is retried until the timeout; and
// both may try to apply the first migration, where the loser's transaction
// rolls back whole and it looks again, finds the migrations applied and goes
// on. (Both collisions were seen in practice; the concurrency test makes them.)
//
// A file that is not a score store is never changed. Before SQLite sees an
// existing file, the store checks that it is a regular file and starts with
// a complete SQLite header; a file that does not is reported (`notADatabase`,
// or `corrupt` when it ends inside the header) and left byte for byte as it
// was. Then, only reading, it sorts the database by its schema (see
// `ScoreSchema.examine`): an SQLite database that is not a score store
// (`notAStore`), a store whose schema its migrations did not leave
// (`damaged`) and a newer version's store (`newerSchema`) are refused before
// anything is written, and only an empty database or a score store is
// switched to WAL and migrated. Damage that only SQLite can see is reported
// as `corrupt` when SQLite finds it, and so is a constraint failure on
// writing a game that was checked beforehand: only a corrupt file explains
// it (a game row that its own rounds cannot find). Such a write is rolled
// back whole; SQLite never truncates or recreates a file it cannot read. An
// empty file is an empty store.
//
// Reading a store in WAL mode needs its `-shm` file, which SQLite makes beside
// the store (and a read-only connection leaves there). When neither `-shm`
// nor a non-empty `-wal` is there, no process has the store open and every
// committed game is in the file itself. Then a read-only opening first looks
// at the schema through SQLite's immutable mode, which makes no side file, so
// a database it refuses is left with nothing beside it; and when the folder
// is read-only to this user (or on a read-only file system), where SQLite
// could not make `-shm`, the store is read in immutable mode throughout.
//
// All operations are synchronous and throw `ScoreStoreError`. The store may
// be shared between threads: `SQLiteDatabase` serializes access to the
// connection.

import ChromaKit
import ChromaRuntime
@preconcurrency import CSQLite

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// A connection to the score store: records finished games and answers leaderboard queries.
///
/// ```swift
/// let store = try ScoreStore.open(path: path, createFolder: true)
/// try store.record(GameRecord(game: "bullseye", player: "ana", mode: "classic", seed: 7,
///                             score: 1840, rounds: 10, startedAt: start, finishedAt: ScoreTime.now()))
/// let boards = try store.leaderboards(game: "bullseye", player: "ana", mode: nil)
/// ```
public final class ScoreStore: Sendable {
    /// Whether a store is opened for recording games or only for reading them.
    public enum Access: Sendable, Equatable {
        /// Reads and writes; applies missing migrations on opening.
        case readWrite
        /// Only reads, through SQLite's read-only connection: nothing is created, migrated or written.
        ///
        /// Like any SQLite connection to a store in WAL mode, a read-only one
        /// may make the `-wal` and `-shm` files beside the store; being
        /// read-only, it leaves them there when it closes. Where they cannot
        /// be made (a read-only folder), the store is read as immutable (see
        /// the file's overview). The store itself is never changed.
        case readOnly
    }

    /// How long a writer waits for another process's write lock before it gives up.
    public static let busyTimeoutSeconds = 5
    /// The name of the store's file inside the `chromatools` data folder.
    public static let fileName = "scores.sqlite"

    /// The store's file.
    public let path: String
    /// How the store was opened.
    public let access: Access
    private let database: SQLiteDatabase
    /// False only for a read-only store that has no schema yet (an empty file): every query is then empty.
    private let hasSchema: Bool
    /// What queries read as a game's `ranked`: the column, or for a read-only store not yet migrated to it, `ScoreSchema.inferredRanked`.
    private let ranked: String

    private init(path: String, access: Access, database: SQLiteDatabase, hasSchema: Bool, hasRankedColumn: Bool) {
        self.path = path
        self.access = access
        self.database = database
        self.hasSchema = hasSchema
        self.ranked = hasRankedColumn ? "ranked" : "(\(ScoreSchema.inferredRanked))"
    }

    // MARK: - Where and who

    /// The default store path: `$XDG_DATA_HOME/chromatools/scores.sqlite`, else `$HOME/.local/share/chromatools/scores.sqlite`.
    ///
    /// An empty or relative `XDG_DATA_HOME` is ignored, as the XDG base
    /// directory specification asks. Returns nil when neither it nor `HOME`
    /// gives a folder.
    public static func defaultPath(environment: [String: String]) -> String? {
        let dataFolder: String
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            dataFolder = data
        } else if let home = environment["HOME"], !home.isEmpty {
            dataFolder = withoutTrailingSlashes(home) + "/.local/share"
        } else {
            return nil
        }
        return withoutTrailingSlashes(dataFolder) + "/chromatools/" + fileName
    }

    /// The environment `defaultPath` reads: this process's variables.
    public static func processEnvironment() -> [String: String] {
        Environment.variables
    }

    // MARK: - Opening

    /// Opens the store at `path`, creating and migrating it when `access` is `.readWrite`.
    ///
    /// With `createFolder`, missing folders above the file are made (mode
    /// 0700), as for the default location; otherwise a missing folder is an
    /// error. A missing file is created (read-write) or reported
    /// (`cannotOpen`, read-only). A file that is not an SQLite database
    /// (`notADatabase`), an SQLite database that is not a score store
    /// (`notAStore`), a damaged store (`damaged`) or a corrupt one
    /// (`corrupt`) is reported and not changed: what a score store is, is
    /// told in `ScoreSchema`. Only a score store or an empty database is
    /// switched to WAL and migrated.
    public static func open(path: String, access: Access = .readWrite, createFolder: Bool = false) throws(ScoreStoreError) -> ScoreStore {
        let header = try inspect(path: path, access: access, createFolder: createFolder)
        let readOnly = access == .readOnly
        var location = path
        if access == .readOnly, header.isWAL, hasNoSideFiles(path), let uri = immutableURI(path) {
            // Nothing beside the file: no process has it open. A look at its
            // schema as immutable makes no side file, so a database that is
            // refused is left with nothing beside it.
            do {
                try refuseUnlessStore(SQLiteDatabase(path: uri, readOnly: true, busyTimeout: busyTimeoutSeconds).read(ScoreSchema.examine), path: path)
            } catch {
                throw ScoreStoreError.classify(error, path: path)
            }
            if !canMakeFiles(in: FileSystem.split(path).directory) { location = uri }
        }
        do {
            let database = try SQLiteDatabase(path: location, readOnly: readOnly, busyTimeout: busyTimeoutSeconds)
            let hasGames = try prepareSchema(database, path: path, access: access)
            let hasRankedColumn = try access == .readWrite || hasGames && database.read { db in try db.columns(in: "games").contains("ranked") }
            return ScoreStore(
                path: path, access: access, database: database, hasSchema: access == .readWrite || hasGames, hasRankedColumn: hasRankedColumn)
        } catch {
            throw ScoreStoreError.classify(error, path: path)
        }
    }

    /// Throws unless `kind` is a score store of this version or an empty database.
    private static func refuseUnlessStore(_ kind: ScoreSchema.Kind, path: String) throws(ScoreStoreError) {
        switch kind {
        case .foreign: throw .notAStore(path: path)
        case .damaged(let reason): throw .damaged(path: path, reason: reason)
        case .newer: throw .newerSchema(path: path)
        case .empty, .store: return
        }
    }

    /// Whether neither `-shm` nor a non-empty `-wal` file is beside the store at `path`.
    private static func hasNoSideFiles(_ path: String) -> Bool {
        var status = stat()
        if stat(path + "-shm", &status) == 0 || errno != ENOENT { return false }
        if stat(path + "-wal", &status) == 0 { return status.st_size == 0 }
        return errno == ENOENT
    }

    /// Whether this process can make files in `folder`.
    private static func canMakeFiles(in folder: String) -> Bool {
        Glibc.access(folder, W_OK | X_OK) == 0
    }

    /// The SQLite URI that opens the file at `path` as immutable, or nil when this SQLite does not take URIs.
    private static func immutableURI(_ path: String) -> String? {
        guard acceptsURIs else { return nil }
        var absolute = path
        if !absolute.hasPrefix("/") {
            guard let folder = getcwd(nil, 0) else { return nil }
            defer { free(folder) }
            absolute = String(cString: folder) + "/" + path
        }
        var encoded = ""
        for byte in absolute.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += hex.count == 1 ? "%0" + hex : "%" + hex
            }
        }
        return "file://" + encoded + "?immutable=1"
    }

    /// Whether the linked SQLite reads `file:` URIs in file names (compiled with SQLITE_USE_URI, as Debian's is).
    private static let acceptsURIs: Bool = {
        (try? SQLiteConnection(path: ":memory:", readOnly: false))?.compileOptionUsed("USE_URI") == true
    }()

    /// Puts the store in WAL journal mode (once for all: the mode is kept in the file) with NORMAL syncing.
    ///
    /// WAL lets readers go on while a game is written, and NORMAL syncing is
    /// safe from corruption in WAL mode (a power cut may lose the last game,
    /// not the file). Switching a new store to WAL needs a moment alone with
    /// it, and SQLite answers "locked" at once, without waiting, when another
    /// process has it open at that moment; so the switch is retried until the
    /// busy timeout runs out.
    private static func useWAL(_ database: SQLiteDatabase) throws {
        let deadline = ContinuousClock.now + .seconds(busyTimeoutSeconds)
        while true {
            do {
                try database.withConnection { db in
                    if try db.text("PRAGMA journal_mode") != "wal" {
                        _ = try db.text("PRAGMA journal_mode = WAL")
                    }
                    try db.execute("PRAGMA synchronous = NORMAL")
                }
                return
            } catch let error as SQLiteError where error.code == SQLITE_BUSY && ContinuousClock.now < deadline {
                usleep(UInt32.random(in: 2_000...20_000))
            }
        }
    }

    /// Checks that the database is a score store (or empty) and, read-write, switches it to WAL and applies the missing migrations; returns whether `games` exists.
    ///
    /// The check only reads, so a file that is refused is left as it was;
    /// nothing is written before it passes.
    ///
    /// Two processes opening a new store together race here: both may see a
    /// migration missing and run it, or read the migration table while the
    /// other is creating it. The loser's migration transaction rolls back
    /// whole (a table that exists, a duplicate migration id) and its reads fail
    /// cleanly, so a failure that is not about the file itself is retried a
    /// few times, each time from a fresh look at what is applied. What the
    /// other process can leave for a moment (a file without tables, an empty
    /// migration table) is an empty database, never a damaged one.
    private static func prepareSchema(_ database: SQLiteDatabase, path: String, access: Access) throws -> Bool {
        var attempt = 1
        while true {
            do {
                let kind = try database.read(ScoreSchema.examine)
                try refuseUnlessStore(kind, path: path)
                if access == .readOnly { return kind != .empty }
                try useWAL(database)
                if kind != .store(complete: true) { try ScoreSchema.migrate(database) }
                return true
            } catch {
                switch ScoreStoreError.classify(error, path: path) {
                case .failed, .invalidRecord:
                    guard attempt < 5 else { throw error }
                    attempt += 1
                    usleep(UInt32.random(in: 5_000...50_000))
                default:
                    throw error
                }
            }
        }
    }

    /// What the file's SQLite header tells before SQLite opens it.
    private struct Header {
        /// Whether the file is in WAL journal mode (its write version, byte 19, is 2).
        var isWAL = false
    }

    /// Checks what is at `path` before SQLite opens it; throws when it must not or cannot be opened.
    private static func inspect(path: String, access: Access, createFolder: Bool) throws(ScoreStoreError) -> Header {
        guard !path.isEmpty else { throw .cannotOpen(path: path, reason: "the path is empty") }
        let folder = FileSystem.split(path).directory
        var status = stat()
        if stat(path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR { throw .cannotOpen(path: path, reason: "it is a folder") }
            if kind != S_IFREG { throw .cannotOpen(path: path, reason: "it is not a regular file") }
            let header = status.st_size > 0 ? try checkHeader(path: path) : Header()
            guard access == .readWrite else { return header }
            if Glibc.access(path, W_OK) != 0 {
                throw .readOnly(path: path, reason: errno == EROFS ? "it is on a read-only file system" : "the file is read-only")
            }
            // The WAL journal lives in two files beside the store.
            try checkWritableFolder(folder, path: path)
            return header
        }
        let problem = errno
        guard problem == ENOENT else { throw .cannotOpen(path: path, reason: describe(errorNumber: problem)) }
        guard access == .readWrite else { throw .cannotOpen(path: path, reason: "there is no such file") }
        if createFolder, let failure = FileSystem.makeFolders(folder) {
            throw .cannotOpen(path: path, reason: failure)
        }
        if stat(folder, &status) != 0 {
            let reason = errno == ENOENT ? "its folder \(ScoreStoreError.quoted(folder)) does not exist" : describe(errorNumber: errno)
            throw .cannotOpen(path: path, reason: reason)
        }
        if status.st_mode & S_IFMT != S_IFDIR {
            throw .cannotOpen(path: path, reason: "\(ScoreStoreError.quoted(folder)) is not a folder")
        }
        try checkWritableFolder(folder, path: path)
        return Header()
    }

    /// Throws `readOnly` when files cannot be made in `folder`.
    private static func checkWritableFolder(_ folder: String, path: String) throws(ScoreStoreError) {
        if Glibc.access(folder, W_OK | X_OK) != 0 {
            let reason = errno == EROFS
                ? "it is on a read-only file system"
                : "its folder \(ScoreStoreError.quoted(folder)) is read-only"
            throw .readOnly(path: path, reason: reason)
        }
    }

    /// Reads the file's SQLite header; throws `notADatabase` unless the file starts with "SQLite format 3\0", `corrupt` when it ends within the header's 100 bytes.
    private static func checkHeader(path: String) throws(ScoreStoreError) -> Header {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: describe(errorNumber: errno)) }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < header.count {
            let n = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .cannotOpen(path: path, reason: describe(errorNumber: errno))
            }
            if n == 0 { break }
            count += n
        }
        let magic = Array("SQLite format 3".utf8) + [0]
        if Array(header[0..<min(count, magic.count)]) != Array(magic[0..<min(count, magic.count)]) {
            throw .notADatabase(path: path)
        }
        if count < header.count {
            throw .corrupt(path: path, reason: "it ends after \(count) bytes, inside the SQLite header")
        }
        return Header(isWAL: header[19] == 2)
    }

    // MARK: - Recording

    /// Records a finished game and its rounds in one transaction; returns the game's id.
    ///
    /// The record is checked first (names not empty, round numbers from 1 and
    /// unique, round details JSON objects, times within years 0000–9999);
    /// an invalid one throws `invalidRecord` and writes nothing.
    @discardableResult
    public func record(_ game: GameRecord) throws(ScoreStoreError) -> Int64 {
        try Self.validate(game)
        guard hasSchema else { throw .readOnly(path: path, reason: "the store was opened for reading only") }
        return try performWrite { try database.write { db in try Self.insert(game, into: db) } }
    }

    /// Inserts a checked game and its rounds inside a write transaction; returns the game's id.
    private static func insert(_ game: GameRecord, into db: SQLiteConnection) throws(SQLiteError) -> Int64 {
        let seed = game.seed.map { Int64(bitPattern: $0) }
        let started = ScoreTime.iso8601(game.startedAt)!
        let finished = ScoreTime.iso8601(game.finishedAt)!
        try db.execute(
            """
            INSERT INTO games (game, player, mode, seed, score, rounds, started_at, finished_at, ranked)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [.text(game.game), .text(game.player), .text(game.mode), SQLiteValue(seed), SQLiteValue(game.score),
             SQLiteValue(game.rounds), .text(started), .text(finished), .integer(game.ranked ? 1 : 0)])
        let id = db.lastInsertedRowID
        for round in game.roundDetails {
            try db.execute(
                "INSERT INTO rounds (game_id, number, details, points, at) VALUES (?, ?, ?, ?, ?)",
                [.integer(id), SQLiteValue(round.number), .text(round.details), SQLiteValue(round.points),
                 .text(ScoreTime.iso8601(round.at)!)])
        }
        return id
    }

    /// Records a finished game only if `game.player` has no game of `game.game` in `game.mode` yet; returns its id, or nil when one was there.
    ///
    /// The check and the insert are one write transaction, so two games
    /// finishing at once cannot both be first. Daily puzzles use it: one
    /// game per player and day counts (the mode names the day).
    public func recordFirst(_ game: GameRecord) throws(ScoreStoreError) -> Int64? {
        try Self.validate(game)
        guard hasSchema else { throw .readOnly(path: path, reason: "the store was opened for reading only") }
        return try performWrite {
            // IMMEDIATE: the write lock is taken before the check, so no other game can slip in between.
            try database.write { db -> Int64? in
                let count = try db.integer(
                    "SELECT COUNT(*) FROM games WHERE game = ? AND player = ? AND mode = ?",
                    [.text(game.game), .text(game.player), .text(game.mode)]) ?? 0
                return count == 0 ? try Self.insert(game, into: db) : nil
            }
        }
    }

    /// Throws `invalidRecord` with the first problem found in `game`.
    static func validate(_ game: GameRecord) throws(ScoreStoreError) {
        if game.game.isEmpty { throw .invalidRecord(reason: "the game's name is empty") }
        if game.player.isEmpty { throw .invalidRecord(reason: "the player's name is empty") }
        if game.mode.isEmpty { throw .invalidRecord(reason: "the mode is empty") }
        if game.rounds < 0 { throw .invalidRecord(reason: "the number of rounds is negative") }
        let range = ScoreTime.earliest...ScoreTime.latest
        if !range.contains(game.startedAt) || !range.contains(game.finishedAt) {
            throw .invalidRecord(reason: "a time is outside the years 0000–9999")
        }
        var numbers = Set<Int>()
        var scanner = JSONObjectScanner()
        for round in game.roundDetails {
            if round.number < 1 { throw .invalidRecord(reason: "round numbers start at 1, not \(round.number)") }
            if !numbers.insert(round.number).inserted { throw .invalidRecord(reason: "round \(round.number) appears twice") }
            if !range.contains(round.at) { throw .invalidRecord(reason: "the time of round \(round.number) is outside the years 0000–9999") }
            do {
                try Array(round.details.utf8).withUnsafeBufferPointer { (bytes) throws(JSONObjectScanner.Failure) in
                    try scanner.scan(bytes)
                }
            } catch {
                throw .invalidRecord(reason: "the details of round \(round.number) are not a JSON object: \(error.message)")
            }
        }
    }

    // MARK: - Reading

    /// The columns every entry query selects, by the names `entry(_:rank:)` reads.
    private var entryColumns: String {
        "id, game, player, mode, seed, score, rounds, started_at, finished_at, \(ranked) AS ranked"
    }
    /// The leaderboard order: score high to low, earlier finish first, earlier record first.
    private static let rankOrder = "ORDER BY score DESC, finished_at, id"

    /// The condition that keeps ranked games only, or none when unranked games count too.
    private func rankedOnly(_ includeUnranked: Bool) -> String {
        includeUnranked ? "" : " AND \(ranked) = 1"
    }

    /// The top `limit` games of `game` in `mode` (nil: all modes ranked together), ranked from 1.
    ///
    /// Only ranked games, unless `includeUnranked`: then every game, each
    /// ranked by its place among them all.
    public func leaderboard(game: String, mode: String?, limit: Int = 10, includeUnranked: Bool = false) throws(ScoreStoreError) -> [LeaderboardEntry] {
        guard hasSchema, limit > 0 else { return [] }
        return try perform { try database.read { db in try top(db, game: game, mode: mode, limit: limit, includeUnranked: includeUnranked) } }
    }

    /// `player`'s best game of `game` in `mode` (nil: any mode), ranked among the games of that mode; nil when there is none.
    ///
    /// Only ranked games count, unless `includeUnranked`.
    public func personalBest(game: String, player: String, mode: String?, includeUnranked: Bool = false) throws(ScoreStoreError) -> LeaderboardEntry? {
        guard hasSchema else { return nil }
        return try perform { try database.read { db in try best(db, game: game, player: player, mode: mode, includeUnranked: includeUnranked) } }
    }

    /// The modes `game` has ranked games in (or any game, with `includeUnranked`), in alphabetical order.
    public func modes(game: String, includeUnranked: Bool = false) throws(ScoreStoreError) -> [String] {
        guard hasSchema else { return [] }
        return try perform { try database.read { db in try modes(db, game: game, includeUnranked: includeUnranked) } }
    }

    /// How many unranked games of `game` there are in the modes `mode` matches (nil: in any mode).
    public func unrankedCount(game: String, mode: String?) throws(ScoreStoreError) -> Int {
        guard hasSchema else { return 0 }
        return try perform {
            try database.read { db in
                try db.rows("SELECT mode, COUNT(*) FROM games WHERE game = ? AND \(ranked) = 0 GROUP BY mode", [.text(game)])
                    .filter { row in mode.map { Self.mode(row[0].text ?? "", matches: $0) } ?? true }
                    .reduce(0) { $0 + Int($1[1].integer ?? 0) }
            }
        }
    }

    /// The leaderboards of `game`: one per mode `mode` matches (see `mode(_:matches:)`), or one per mode played when `mode` is nil, each with `player`'s best.
    ///
    /// Only ranked games, unless `includeUnranked`. All read in one
    /// transaction, so they agree with each other. A game never played has
    /// no boards when `mode` is nil, and a `mode` that matches no mode
    /// played gets one empty board under the name as given.
    public func leaderboards(
        game: String, player: String?, mode: String?, limit: Int = 10, includeUnranked: Bool = false
    ) throws(ScoreStoreError) -> [Leaderboard] {
        guard hasSchema else {
            return mode.map { [Leaderboard(game: game, mode: $0, entries: [], player: player, includesUnranked: includeUnranked)] } ?? []
        }
        return try perform {
            try database.read { db in
                var modes = try modes(db, game: game, includeUnranked: includeUnranked)
                if let mode {
                    modes = modes.filter { Self.mode($0, matches: mode) }
                    if modes.isEmpty { modes = [mode] }
                }
                return try modes.map { mode in
                    Leaderboard(
                        game: game, mode: mode,
                        entries: try top(db, game: game, mode: mode, limit: max(limit, 0), includeUnranked: includeUnranked),
                        player: player,
                        personalBest: try player.flatMap { try best(db, game: game, player: $0, mode: mode, includeUnranked: includeUnranked) },
                        includesUnranked: includeUnranked)
                }
            }
        }
    }

    /// Whether a mode played, such as `classic · rgb`, is one that `query` names: `query`'s words begin the mode's words.
    ///
    /// Words are what spaces separate; the `·` between a mode and its details
    /// is no word, and case does not matter. So `classic` matches `classic`,
    /// `classic · rgb`, `classic hard · rgb` and `classic 8 rounds · hsb`;
    /// `classic rgb` matches `classic · rgb`; `daily 2026-11-21` matches that
    /// day's boards; `1` matches bullseye's `1 round`, not `10 rounds`.
    public static func mode(_ mode: String, matches query: String) -> Bool {
        func words(_ text: String) -> [Substring] {
            text.lowercased().split(whereSeparator: \.isWhitespace).filter { $0 != "·" }
        }
        let wanted = words(query)
        return !wanted.isEmpty && words(mode).starts(with: wanted)
    }

    /// The rounds recorded with the game `gameID`, by number.
    public func rounds(gameID: Int64) throws(ScoreStoreError) -> [RoundRecord] {
        guard hasSchema else { return [] }
        return try perform {
            try database.read { db in
                try db.rows("SELECT number, points, details, at FROM rounds WHERE game_id = ? ORDER BY number", [.integer(gameID)])
                    .map { row in
                        RoundRecord(
                            number: Int(row[0].integer ?? 0), points: Int(row[1].integer ?? 0), details: row[2].text ?? "",
                            at: ScoreTime.seconds(iso8601: row[3].text ?? "") ?? 0)
                    }
            }
        }
    }

    private func top(_ db: SQLiteConnection, game: String, mode: String?, limit: Int, includeUnranked: Bool) throws(SQLiteError) -> [LeaderboardEntry] {
        var sql = "SELECT \(entryColumns) FROM games WHERE game = ?" + rankedOnly(includeUnranked)
        var arguments: [SQLiteValue] = [.text(game)]
        if let mode {
            sql += " AND mode = ?"
            arguments.append(.text(mode))
        }
        sql += " \(Self.rankOrder) LIMIT ?"
        arguments.append(SQLiteValue(limit))
        return try db.rows(sql, arguments).enumerated().map { Self.entry($1, rank: $0 + 1) }
    }

    private func best(_ db: SQLiteConnection, game: String, player: String, mode: String?, includeUnranked: Bool) throws(SQLiteError) -> LeaderboardEntry? {
        var sql = "SELECT \(entryColumns) FROM games WHERE game = ? AND player = ?" + rankedOnly(includeUnranked)
        var arguments: [SQLiteValue] = [.text(game), .text(player)]
        var rankSQL = "SELECT COUNT(*) FROM games WHERE game = ?" + rankedOnly(includeUnranked)
        var rankArguments: [SQLiteValue] = [.text(game)]
        if let mode {
            sql += " AND mode = ?"
            arguments.append(.text(mode))
            rankSQL += " AND mode = ?"
            rankArguments.append(.text(mode))
        }
        sql += " \(Self.rankOrder) LIMIT 1"
        guard let row = try db.row(sql, arguments) else { return nil }
        // Its rank: one more than the number of games that come before it in the leaderboard order.
        let score = row["score"], finished = row["finished_at"], id = row["id"]
        rankSQL += " AND (score > ? OR (score = ? AND (finished_at < ? OR (finished_at = ? AND id < ?))))"
        rankArguments += [score, score, finished, finished, id]
        let before = try db.integer(rankSQL, rankArguments) ?? 0
        return Self.entry(row, rank: Int(before) + 1)
    }

    private func modes(_ db: SQLiteConnection, game: String, includeUnranked: Bool) throws(SQLiteError) -> [String] {
        try db.texts("SELECT DISTINCT mode FROM games WHERE game = ?" + rankedOnly(includeUnranked) + " ORDER BY mode", [.text(game)])
    }

    private static func entry(_ row: SQLiteRow, rank: Int) -> LeaderboardEntry {
        LeaderboardEntry(
            rank: rank, id: row["id"].integer ?? 0, game: row["game"].text ?? "", player: row["player"].text ?? "",
            mode: row["mode"].text ?? "", seed: row["seed"].integer.map { UInt64(bitPattern: $0) },
            score: Int(row["score"].integer ?? 0), rounds: Int(row["rounds"].integer ?? 0),
            startedAt: ScoreTime.seconds(iso8601: row["started_at"].text ?? "") ?? 0,
            finishedAt: ScoreTime.seconds(iso8601: row["finished_at"].text ?? "") ?? 0,
            ranked: row["ranked"].integer != 0)
    }

    // MARK: - Helpers

    /// Runs `body`, turning whatever it throws into a `ScoreStoreError` about this store.
    private func perform<T>(_ body: () throws -> T) throws(ScoreStoreError) -> T {
        do {
            return try body()
        } catch {
            throw ScoreStoreError.classify(error, path: path)
        }
    }

    /// Runs `body`, which writes a game checked by `validate`, turning whatever it throws into a `ScoreStoreError`.
    ///
    /// A checked game satisfies every constraint of the schema (names not
    /// empty, rounds numbered from 1 and unique, details JSON, each round's
    /// game the row just inserted), so a constraint failure can only come
    /// from a corrupt file, such as a damaged page of `games` where the new
    /// game cannot be found again by its rounds' FOREIGN KEY. It is reported
    /// as `corrupt`, with the first problem SQLite's quick check finds; the
    /// transaction was rolled back, so the file is as it was.
    private func performWrite<T>(_ body: () throws -> T) throws(ScoreStoreError) -> T {
        do {
            return try body()
        } catch let error as SQLiteError where error.code == SQLITE_CONSTRAINT {
            var reason = error.message
            if let found = try? database.read({ db in try db.text("PRAGMA quick_check(1)") }), found != "ok" {
                // The finding, without the "*** in database main ***" line that heads it.
                let lines = found.split(separator: "\n").filter { !$0.hasPrefix("***") }
                if !lines.isEmpty { reason += "; SQLite's quick check finds: " + lines.joined(separator: "; ") }
            }
            throw .corrupt(path: path, reason: reason)
        } catch {
            throw ScoreStoreError.classify(error, path: path)
        }
    }

    private static func describe(errorNumber: Int32) -> String {
        FileSystem.describe(errorNumber: errorNumber)
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
