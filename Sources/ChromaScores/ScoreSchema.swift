// The score store's schema and its migrations.
//
// The schema grows by numbered migrations, applied in order by GRDB's
// `DatabaseMigrator`, which records the applied ones in the table
// `grdb_migrations`. A migration, once released, is never edited: a change
// to the schema is a new migration appended to `migrator`. Opening a store
// applies whatever is missing; a store that already has everything is only
// read. A store with migrations this version does not know was written by a
// newer version and is left alone (`ScoreStoreError.newerSchema`).
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
// Seeds: SQLite integers are signed 64-bit, so a seed above Int64.max is kept
// as the negative number with the same bits and read back unchanged.

import GRDB

/// The migrations that build and update the score store's schema.
enum ScoreSchema {
    /// Every migration, in order.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("1-games-and-rounds") { db in
            try db.execute(
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
                    """)
        }
        return migrator
    }()
}
