// SQLite for the score store, loaded only when a store is opened.
//
// The tools that never keep scores must not pay for SQLite when they start,
// so libsqlite3 is not linked: `chromatools_sqlite_load` opens the system's
// library with dlopen(3) the first time a store is used and looks up the
// functions the store calls. This header brings sqlite3.h for its types and
// constants only; calling a sqlite3_… function directly would not link.

#ifndef CHROMATOOLS_CSQLITE_H
#define CHROMATOOLS_CSQLITE_H

#include <sqlite3.h>

/// The SQLite functions the score store calls, as found in libsqlite3.
typedef struct {
    int (*open_v2)(const char *filename, sqlite3 **database, int flags, const char *vfs);
    int (*close_v2)(sqlite3 *database);
    int (*busy_timeout)(sqlite3 *database, int milliseconds);
    int (*extended_result_codes)(sqlite3 *database, int on);
    const char *(*errmsg)(sqlite3 *database);
    int (*extended_errcode)(sqlite3 *database);
    const char *(*errstr)(int code);
    int (*prepare_v2)(sqlite3 *database, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail);
    int (*step)(sqlite3_stmt *statement);
    int (*finalize)(sqlite3_stmt *statement);
    int (*bind_int64)(sqlite3_stmt *statement, int index, sqlite3_int64 value);
    int (*bind_text)(sqlite3_stmt *statement, int index, const char *text, int bytes, void (*destructor)(void *));
    int (*bind_null)(sqlite3_stmt *statement, int index);
    int (*column_count)(sqlite3_stmt *statement);
    int (*column_type)(sqlite3_stmt *statement, int column);
    sqlite3_int64 (*column_int64)(sqlite3_stmt *statement, int column);
    const unsigned char *(*column_text)(sqlite3_stmt *statement, int column);
    int (*column_bytes)(sqlite3_stmt *statement, int column);
    const char *(*column_name)(sqlite3_stmt *statement, int column);
    sqlite3_int64 (*last_insert_rowid)(sqlite3 *database);
    int (*compileoption_used)(const char *option);
} chromatools_sqlite_api;

/// Loads libsqlite3 the first time (safe from any thread); NULL when it cannot, with the reason in `*reason`.
const chromatools_sqlite_api *chromatools_sqlite_load(const char **reason);

/// Binds a copy of `bytes` bytes of UTF-8 text (SQLITE_TRANSIENT, a cast Swift cannot import).
static inline int chromatools_sqlite_bind_text_copy(const chromatools_sqlite_api *api, sqlite3_stmt *statement, int index,
                                                    const char *text, int bytes) {
    return api->bind_text(statement, index, text, bytes, SQLITE_TRANSIENT);
}

#endif
