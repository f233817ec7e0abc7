// Why the score store could not do what it was asked, in words for people.
//
// SQLite reports failures as result codes; the store turns them (and the
// problems it finds itself before SQLite ever sees a file) into a few cases a
// player can act on: the file cannot be opened (a missing folder, a folder in
// the way), it is not an SQLite database, it is another program's database,
// it is a score store whose schema is damaged, or its file is corrupt (then
// it was left exactly as it was, and the message says so), it is read-only,
// it belongs to a newer version of the tools, another program kept it locked
// too long, or the record itself was not valid. Each case's `description` is
// one line without the tool's name, with the path quoted and control
// characters escaped.

import ChromaRuntime
@preconcurrency import CSQLite

/// Why the score store failed; each case reads as a one-line message.
public enum ScoreStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The store at `path` could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// The file at `path` is not an SQLite database at all; it was not changed.
    case notADatabase(path: String)
    /// The file at `path` is an SQLite database but not a score store (see `ScoreSchema`); it was not changed.
    case notAStore(path: String)
    /// The score store at `path` has a schema its migrations did not leave (see `ScoreSchema`); it was not changed.
    case damaged(path: String, reason: String)
    /// The file at `path` is a corrupt SQLite database (SQLite says so, or it ends inside its header); it was not changed.
    case corrupt(path: String, reason: String)
    /// The store at `path` cannot be written: the file, its folder or the connection is read-only.
    case readOnly(path: String, reason: String)
    /// The store at `path` has schema migrations this version does not know; it was not changed.
    case newerSchema(path: String)
    /// Another program kept the store at `path` locked for longer than the busy timeout.
    case busy(path: String)
    /// The game record was refused before anything was written.
    case invalidRecord(reason: String)
    /// Any other failure while reading or writing the store at `path`.
    case failed(path: String, reason: String)

    /// The message, without the tool's name; paths quoted with control characters escaped.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "cannot open \(ScoreStoreError.quoted(path)): \(reason)"
        case .notADatabase(let path):
            return "\(ScoreStoreError.quoted(path)) is not an SQLite database; "
                + "it was left as it is: move it away, or choose another file with --db"
        case .notAStore(let path):
            return "\(ScoreStoreError.quoted(path)) is an SQLite database but not a chromatools score store; "
                + "it was left as it is: choose another file with --db"
        case .damaged(let path, let reason):
            return "\(ScoreStoreError.quoted(path)) is damaged: \(reason); "
                + "it was left as it is: move it away, or choose another file with --db"
        case .corrupt(let path, let reason):
            return "\(ScoreStoreError.quoted(path)) is corrupt: \(reason); "
                + "it was left as it is: move it away, or choose another file with --db"
        case .readOnly(let path, let reason):
            return "cannot write \(ScoreStoreError.quoted(path)): \(reason)"
        case .newerSchema(let path):
            return "\(ScoreStoreError.quoted(path)) was written by a newer version of chromatools; it was left as it is"
        case .busy(let path):
            return "\(ScoreStoreError.quoted(path)) stayed locked by another program for more than "
                + "\(ScoreStore.busyTimeoutSeconds) seconds"
        case .invalidRecord(let reason):
            return "the game record is not valid: \(reason)"
        case .failed(let path, let reason):
            return "cannot use \(ScoreStoreError.quoted(path)): \(reason)"
        }
    }

    /// A path in quotes with control characters escaped, shortened only past 1024 characters: the player needs all of it.
    static func quoted(_ path: String) -> String {
        Diagnostics.quote(path, limit: 1024)
    }

    /// The case for an error thrown while using the store at `path`: SQLite's result codes sorted into cases.
    static func classify(_ error: any Error, path: String) -> ScoreStoreError {
        if let known = error as? ScoreStoreError { return known }
        guard let database = error as? SQLiteError else {
            return .failed(path: path, reason: String(describing: error))
        }
        let reason = database.message
        switch database.code {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .corrupt(path: path, reason: reason)
        case SQLITE_READONLY:
            // SQLITE_READONLY_DIRECTORY: the folder does not let the journal be created.
            if database.extendedCode == SQLITE_READONLY | (6 << 8) {
                return .readOnly(path: path, reason: "its folder is read-only")
            }
            return .readOnly(path: path, reason: reason)
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .busy(path: path)
        case SQLITE_CANTOPEN, SQLITE_PERM:
            return .cannotOpen(path: path, reason: reason)
        case SQLITE_CONSTRAINT:
            return .invalidRecord(reason: reason)
        default:
            return .failed(path: path, reason: reason)
        }
    }
}
