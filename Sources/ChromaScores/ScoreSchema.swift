// The score store's schema and its migrations.
//
// The schema grows by numbered migrations, applied in order by `migrate`,
// which records the applied ones in the table `grdb_migrations` (the name
// the stores of earlier versions, written through the GRDB library, have:
// they are read and migrated as they are). A migration, once released, is
// never edited: a change to the schema is a new migration appended to
// `migrations`. Opening a store applies whatever is missing, all in one
// transaction with the migration table; a store that already has everything
// is only read. A store with migrations this version does not know was written by a
// newer version and is left alone (`ScoreStoreError.newerSchema`).
//
// What is a score store. `examine` sorts a database, before anything is
// written to it, by its schema (`sqlite_master`, leaving out SQLite's own
// `sqlite_…` objects such as `sqlite_sequence`):
//
// - empty: no table, index, view or trigger at all (a file of 0 bytes is
//   such a database), or only an empty `grdb_migrations` table (the
//   migrator of earlier versions made that table before it ran the
//   migrations). It becomes a store.
// - a store: `grdb_migrations` records the first of the migrations below and
//   then each one in order, without a gap, and the tables of the recorded
//   migrations are there. Missing migrations are applied.
// - a store of a newer version: all the migrations below are recorded, and
//   more that this version does not know.
// - damaged: one of our score tables (`games`, `rounds`) or our first
//   migration is there, but the rest is not as above: no `grdb_migrations`
//   table, one that cannot be read, records that skip or do not know our
//   migrations, a recorded migration's table missing. Never migrated.
// - not a score store: any other database, such as another program's (even
//   another program's `grdb_migrations`). Never written, never switched to
//   WAL.
//
// Version 1 (`1-games-and-rounds`):
//
//     games
//       id           INTEGER PRIMARY KEY AUTOINCREMENT  -- grows with every record, never reused
//       game         TEXT NOT NULL      -- "bullseye", "chroma-quiz", …
//       player       TEXT NOT NULL      -- $USER unless given
//       mode         TEXT NOT NULL      -- "classic", "endless", "arcade", "daily", …
//       seed         INTEGER            -- NULL when the game had none; a UInt64 stored by its bit pattern
//       score        INTEGER NOT NULL
//       rounds       INTEGER NOT NULL   -- rounds played
//       started_at   TEXT NOT NULL      -- UTC, "YYYY-MM-DDTHH:MM:SSZ" (see ScoreTime)
//       finished_at  TEXT NOT NULL      -- likewise
//
//     rounds                            -- one row per round of a game
//       game_id      INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE
//       number       INTEGER NOT NULL   -- from 1; (game_id, number) is the primary key
//       details      TEXT NOT NULL      -- a JSON object: the round's target, answer, …
//       points       INTEGER NOT NULL
//       at           TEXT NOT NULL      -- when the round ended, like started_at
//
// The indices serve the leaderboard's questions: the top games of a game in
// one mode or in all modes (score high to low, earlier finish first, then
// earlier record), and a player's best game.
//
// Version 2 (`2-ranked-games`) adds to `games`:
//
//       ranked       INTEGER NOT NULL   -- 1: played by a person at the terminal, with a
//                                       -- seed the tool drew or a daily puzzle's; 0: played
//                                       -- in batch mode, or with a seed given by --seed
//
// and, over the ranked games alone, indices like the three above: a
// leaderboard shows only ranked games unless `--all` asks for every game.
// Games recorded before version 2 carry no such mark, so the migration
// infers it from what every game stored (`inferredRanked`). A game counts
// as ranked when both hold:
//
// - its seed is one the tools draw, or it has none. The tools draw a seed
//   uniformly below 2^53 (`GameOptions.resolvedSeed`), so a seed below 2^32
//   was typed (a drawn seed is that small once in 2^21 games), and so was
//   one of 2^53 or more. A daily puzzle's seed comes from its date, never
//   from `--seed` (refused in daily mode), so a daily game passes whatever
//   its seed.
// - it lasted more than a second a round (`finished_at` − `started_at`, in
//   whole seconds, above `rounds`). A script feeding batch mode plays a
//   game within a second or two; a person at the terminal takes seconds
//   for every round.
//
// What no stored field tells is left ranked: a batch game fed slowly, or a
// game replayed with `--seed` and a seed the tools once drew.
//
// Seeds: SQLite integers are signed 64-bit, so a seed above Int64.max is kept
// as the negative number with the same bits and read back unchanged.

@preconcurrency import CSQLite

/// The migrations that build and update the score store's schema.
enum ScoreSchema {
    /// What a database is to the store (see the file's overview).
    enum Kind: Equatable {
        /// No schema at all (or only an empty migration table): it becomes a store.
        case empty
        /// A score store; `complete` when every migration of this version is applied.
        case store(complete: Bool)
        /// A score store with migrations of a newer version.
        case newer
        /// A score store whose schema is not as its migrations left it; why.
        case damaged(String)
        /// An SQLite database that is not a score store.
        case foreign
    }

    /// The table that records the applied migrations, one row per identifier.
    static let migrationTable = "grdb_migrations"

    /// The tables each migration makes; a store that records the migration has them.
    static let tablesByMigration: [String: [String]] = [
        "1-games-and-rounds": ["games", "rounds"],
    ]

    /// The columns each migration adds to a table made before it; a store that records the migration has them.
    static let columnsByMigration: [String: (table: String, columns: [String])] = [
        "2-ranked-games": (table: "games", columns: ["ranked"]),
    ]

    /// Whether a game recorded before `2-ranked-games` counts as ranked: an SQL expression over its `games` row, 1 or 0.
    ///
    /// The rule of the file's overview: a seed the tools draw (2^32 to
    /// 2^53 − 1, stored as it is), none, or a daily puzzle's; and more than a
    /// second a round. The migration stores it in `ranked`; a store opened
    /// read-only before it was migrated is read through it.
    static let inferredRanked = """
        IFNULL((mode LIKE 'daily %' OR seed IS NULL OR seed BETWEEN 4294967296 AND 9007199254740991) \
        AND CAST(strftime('%s', finished_at) AS INTEGER) - CAST(strftime('%s', started_at) AS INTEGER) > rounds, 0)
        """

    /// The score tables and the columns the first migration gave them.
    ///
    /// A table of one of these names with at least these columns is a score
    /// table; another program's `games` table is not.
    static let scoreTableColumns: [String: Set<String>] = [
        "games": ["id", "game", "player", "mode", "seed", "score", "rounds", "started_at", "finished_at"],
        "rounds": ["game_id", "number", "details", "points", "at"],
    ]

    /// Sorts the database `db` is connected to (see the file's overview); only reads.
    static func examine(_ db: SQLiteConnection) throws -> Kind {
        let objects = try db.rows("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
            .map { (type: $0[0].text ?? "", name: $0[1].text ?? "") }
        if objects.isEmpty { return .empty }
        let tables = Set(objects.filter { $0.type == "table" }.map(\.name))
        let known = migrations.map(\.identifier)
        func isScoreTable(_ name: String) throws -> Bool {
            guard tables.contains(name) else { return false }
            guard let columns = scoreTableColumns[name] else { return true }
            return Set(try db.columns(in: name)).isSuperset(of: columns)
        }
        let scoreTables = try scoreTableColumns.keys.sorted().filter(isScoreTable)
        guard tables.contains(migrationTable) else {
            if scoreTables.isEmpty { return .foreign }
            return .damaged("it has the score \(listed(scoreTables, noun: "table")) but no migration table (\(migrationTable))")
        }
        let applied: Set<String>
        do {
            applied = Set(try db.texts("SELECT identifier FROM \(migrationTable)"))
        } catch {
            guard error.code == SQLITE_ERROR else { throw error }
            if scoreTables.isEmpty { return .foreign }
            return .damaged("its migration table (\(migrationTable)) cannot be read: \(error.message)")
        }
        if applied.isEmpty {
            if objects.allSatisfy({ $0.name == migrationTable }) { return .empty }
            if scoreTables.isEmpty { return .foreign }
            return .damaged("its migration table (\(migrationTable)) records no migration, but it has the score \(listed(scoreTables, noun: "table"))")
        }
        let unknown = applied.subtracting(known).sorted()
        guard applied.contains(known[0]) else {
            if scoreTables.isEmpty { return .foreign }
            return .damaged("its migration table (\(migrationTable)) does not record the first migration, \(known[0])")
        }
        // Our migrations, recorded in order without a gap.
        let recorded = known.prefix { applied.contains($0) }
        if let skipped = known.dropFirst(recorded.count).first(where: { applied.contains($0) }) {
            return .damaged("its migration table (\(migrationTable)) records \(skipped) but not \(known[recorded.count]) before it")
        }
        if !unknown.isEmpty && recorded.count < known.count {
            return .damaged("its migration table (\(migrationTable)) records \(listed(unknown, noun: "migration")) "
                + "that this version does not know, but not \(known[recorded.count])")
        }
        for migration in recorded {
            for table in tablesByMigration[migration] ?? [] where try !isScoreTable(table) {
                let what = tables.contains(table) ? "lacks columns" : "is missing"
                return .damaged("the table \(table) that migration \(migration) made \(what)")
            }
            if let added = columnsByMigration[migration] {
                let present = Set(try db.columns(in: added.table))
                if let missing = added.columns.first(where: { !present.contains($0) }) {
                    return .damaged("the column \(added.table).\(missing) that migration \(migration) added is missing")
                }
            }
        }
        if !unknown.isEmpty { return .newer }
        return .store(complete: recorded.count == known.count)
    }

    /// "table games", "tables games and rounds".
    private static func listed(_ names: [String], noun: String) -> String {
        let list = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return (names.count == 1 ? noun : noun + "s") + " " + list
    }

    /// A step of the schema: its identifier, recorded once applied, and its SQL.
    struct Migration {
        /// The name recorded in the migration table.
        let identifier: String
        /// The statements that make the step.
        let sql: String
    }

    /// Every migration, in order.
    static let migrations: [Migration] = [
        Migration(
            identifier: "1-games-and-rounds",
            sql: """
                CREATE TABLE games (
                    id          INTEGER PRIMARY KEY AUTOINCREMENT,
                    game        TEXT    NOT NULL CHECK (game <> ''),
                    player      TEXT    NOT NULL CHECK (player <> ''),
                    mode        TEXT    NOT NULL CHECK (mode <> ''),
                    seed        INTEGER,
                    score       INTEGER NOT NULL,
                    rounds      INTEGER NOT NULL CHECK (rounds >= 0),
                    started_at  TEXT    NOT NULL,
                    finished_at TEXT    NOT NULL
                );
                CREATE TABLE rounds (
                    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                    number  INTEGER NOT NULL CHECK (number >= 1),
                    details TEXT    NOT NULL CHECK (json_valid(details)),
                    points  INTEGER NOT NULL,
                    at      TEXT    NOT NULL,
                    PRIMARY KEY (game_id, number)
                ) WITHOUT ROWID;
                CREATE INDEX games_by_mode_rank ON games (game, mode, score DESC, finished_at, id);
                CREATE INDEX games_by_rank ON games (game, score DESC, finished_at, id);
                CREATE INDEX games_by_player ON games (game, player, mode, score DESC, finished_at, id);
                """),
        Migration(
            identifier: "2-ranked-games",
            sql: """
                ALTER TABLE games ADD COLUMN ranked INTEGER NOT NULL DEFAULT 1 CHECK (ranked IN (0, 1));
                UPDATE games SET ranked = \(inferredRanked);
                CREATE INDEX ranked_games_by_mode_rank ON games (game, mode, score DESC, finished_at, id) WHERE ranked = 1;
                CREATE INDEX ranked_games_by_rank ON games (game, score DESC, finished_at, id) WHERE ranked = 1;
                CREATE INDEX ranked_games_by_player ON games (game, player, mode, score DESC, finished_at, id) WHERE ranked = 1;
                """),
    ]

    /// Applies the migrations `database` lacks, in order, with the migration table, in one immediate transaction.
    ///
    /// The write lock is taken first and what is applied is read under it,
    /// so two processes migrating a new store at once apply each migration
    /// once: the second finds the first's work done. A failure rolls back
    /// everything.
    static func migrate(_ database: SQLiteDatabase) throws {
        try database.write { db in
            try db.execute("CREATE TABLE IF NOT EXISTS \(migrationTable) (identifier TEXT NOT NULL PRIMARY KEY)")
            let applied = Set(try db.texts("SELECT identifier FROM \(migrationTable)"))
            for migration in migrations where !applied.contains(migration.identifier) {
                try db.execute(migration.sql)
                try db.execute("INSERT INTO \(migrationTable) (identifier) VALUES (?)", [.text(migration.identifier)])
            }
        }
    }
}
