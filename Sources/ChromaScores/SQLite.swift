// A thin layer over the system's SQLite, which the score store is written on.
//
// It does what the store needs and no more: open a file (or an SQLite URI)
// read-write or read-only with a busy timeout and foreign keys on, run SQL
// with bound integers, texts and nulls, read rows back, and run a body in a
// transaction that commits, or rolls back when the body throws. Errors carry
// SQLite's extended result code and message. The library itself is loaded
// only when the first connection opens (CSQLite), so tools that keep no
// scores never load it.
//
// One connection is used by one thread at a time: `SQLiteDatabase` holds a
// connection behind a lock, and every use goes through it.

@preconcurrency import CSQLite

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// An SQLite failure: its extended result code and message.
package struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code, e.g. 1555 (SQLITE_CONSTRAINT_PRIMARYKEY).
    package let extendedCode: Int32
    /// SQLite's message for it.
    package let message: String

    /// The primary result code, the low byte of the extended one (SQLITE_CONSTRAINT is 19).
    package var code: Int32 { extendedCode & 0xFF }

    package init(extendedCode: Int32, message: String) {
        self.extendedCode = extendedCode
        self.message = message
    }

    package var description: String { message }
}

/// A value bound to a statement or read from a row: SQLite's integer, text or null (the store uses no other types).
package enum SQLiteValue: Sendable, Equatable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByNilLiteral {
    case integer(Int64)
    case text(String)
    case null

    package init(integerLiteral value: Int64) { self = .integer(value) }
    package init(stringLiteral value: String) { self = .text(value) }
    package init(nilLiteral: ()) { self = .null }

    /// An integer, nil for null.
    package init(_ value: Int64?) { self = value.map { .integer($0) } ?? .null }
    /// An integer from an `Int`.
    package init(_ value: Int) { self = .integer(Int64(value)) }
    /// A text, nil for null.
    package init(_ value: String?) { self = value.map { .text($0) } ?? .null }

    /// The integer, or nil when the value is not one.
    package var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    /// The text, or nil when the value is not one.
    package var text: String? { if case .text(let value) = self { value } else { nil } }
}

/// One row of a result: the values in column order, also found by column name.
package struct SQLiteRow: Sendable, Equatable {
    /// The column names, in order.
    package let columns: [String]
    /// The values, in column order.
    package let values: [SQLiteValue]

    /// The value of column `index`.
    package subscript(_ index: Int) -> SQLiteValue { values[index] }
    /// The value of the column named `name`; null when there is none.
    package subscript(_ name: String) -> SQLiteValue {
        columns.firstIndex(of: name).map { values[$0] } ?? .null
    }
}

/// An open connection to one SQLite database; not for more than one thread at a time (see `SQLiteDatabase`).
package final class SQLiteConnection {
    /// How a transaction takes its locks.
    package enum TransactionKind: String, Sendable {
        /// Locks when the first statement needs them (reads).
        case deferred = "DEFERRED"
        /// Takes the write lock at once, so the transaction cannot fail half-way on a lock upgrade.
        case immediate = "IMMEDIATE"
    }

    private let api: UnsafePointer<chromatools_sqlite_api>
    private let handle: OpaquePointer

    /// Opens the database at `path` (an SQLite URI when it starts with `file:`); read-write creates a missing file.
    ///
    /// Foreign keys are enforced, and a writer that finds the database
    /// locked waits up to `busyTimeout` seconds before it gives up.
    package init(path: String, readOnly: Bool, busyTimeout: Int = 5) throws(SQLiteError) {
        var reason: UnsafePointer<CChar>?
        guard let api = chromatools_sqlite_load(&reason) else {
            throw SQLiteError(extendedCode: SQLITE_CANTOPEN, message: SQLiteConnection.string(reason) ?? "cannot load the SQLite library")
        }
        self.api = api
        var flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        if path.hasPrefix("file:") { flags |= SQLITE_OPEN_URI }
        var opened: OpaquePointer?
        let status = api.pointee.open_v2(path, &opened, flags, nil)
        guard let opened else { throw SQLiteError(extendedCode: status, message: SQLiteConnection.string(api.pointee.errstr(status)) ?? "SQLite error \(status)") }
        handle = opened
        guard status == SQLITE_OK else {
            let error = SQLiteError(extendedCode: api.pointee.extended_errcode(opened), message: SQLiteConnection.string(api.pointee.errmsg(opened)) ?? "SQLite error \(status)")
            _ = api.pointee.close_v2(opened)
            throw error
        }
        _ = api.pointee.extended_result_codes(handle, 1)
        _ = api.pointee.busy_timeout(handle, Int32(busyTimeout * 1000))
        try execute("PRAGMA foreign_keys = ON")
    }

    deinit { _ = api.pointee.close_v2(handle) }

    /// The error SQLite reports for the last call that failed with `status`.
    private func failure(_ status: Int32) -> SQLiteError {
        let extended = api.pointee.extended_errcode(handle)
        let code = extended & 0xFF == status & 0xFF ? extended : status
        return SQLiteError(extendedCode: code, message: SQLiteConnection.string(api.pointee.errmsg(handle)) ?? "SQLite error \(code)")
    }

    /// A C string SQLite returned, as a String; nil for a null pointer.
    private static func string(_ text: UnsafePointer<CChar>?) -> String? {
        text.map { String(cString: $0) }
    }

    /// Runs every statement of `sql` (separated by semicolons); with `arguments`, `sql` is one statement and they are bound to its `?`s.
    package func execute(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) {
        let text = Array(sql.utf8CString)
        var offset = 0
        while true {
            let (prepared, next) = try prepare(text, from: offset)
            guard let statement = prepared else { return }
            defer { _ = api.pointee.finalize(statement) }
            offset = next
            try bind(arguments, to: statement)
            while try step(statement) {}
            if !arguments.isEmpty { return }
        }
    }

    /// The rows `sql` (one statement) gives with `arguments` bound to its `?`s.
    package func rows(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
        let (prepared, _) = try prepare(Array(sql.utf8CString), from: 0)
        guard let statement = prepared else { return [] }
        defer { _ = api.pointee.finalize(statement) }
        try bind(arguments, to: statement)
        let count = api.pointee.column_count(statement)
        let columns = (0..<count).map { api.pointee.column_name(statement, $0).map { String(cString: $0) } ?? "" }
        var rows: [SQLiteRow] = []
        while try step(statement) {
            let values = (0..<count).map { column -> SQLiteValue in
                switch api.pointee.column_type(statement, column) {
                case SQLITE_NULL:
                    return .null
                case SQLITE_INTEGER:
                    return .integer(api.pointee.column_int64(statement, column))
                default:
                    guard let text = api.pointee.column_text(statement, column) else { return .null }
                    let bytes = UnsafeBufferPointer(start: text, count: Int(api.pointee.column_bytes(statement, column)))
                    return .text(String(decoding: bytes, as: UTF8.self))
                }
            }
            rows.append(SQLiteRow(columns: columns, values: values))
        }
        return rows
    }

    /// The first row `sql` gives, or nil.
    package func row(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteRow? {
        try rows(sql, arguments).first
    }

    /// The integer in the first column of the first row, nil when there is no row or it is not an integer.
    package func integer(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> Int64? {
        try row(sql, arguments)?[0].integer
    }

    /// The text in the first column of the first row, nil when there is no row or it is not a text.
    package func text(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> String? {
        try row(sql, arguments)?[0].text
    }

    /// The texts in the first column of every row (nulls left out).
    package func texts(_ sql: String, _ arguments: [SQLiteValue] = []) throws(SQLiteError) -> [String] {
        try rows(sql, arguments).compactMap { $0[0].text }
    }

    /// Whether a table named `name` exists.
    package func tableExists(_ name: String) throws(SQLiteError) -> Bool {
        try integer("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?", [.text(name)]) ?? 0 > 0
    }

    /// The names of the columns of table `table`, in order.
    package func columns(in table: String) throws(SQLiteError) -> [String] {
        try rows("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(table)]).compactMap { $0[0].text }
    }

    /// The row id of the last row inserted on this connection.
    package var lastInsertedRowID: Int64 { api.pointee.last_insert_rowid(handle) }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws (its error is thrown again).
    package func transaction<T, E: Error>(_ kind: TransactionKind, _ body: () throws(E) -> T) throws -> T {
        try execute("BEGIN \(kind.rawValue)")
        let result: T
        do {
            result = try body()
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        do {
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
        return result
    }

    /// Whether the library was built with the compile-time option `name` (without its SQLITE_ prefix).
    package func compileOptionUsed(_ name: String) -> Bool {
        api.pointee.compileoption_used(name) != 0
    }

    // MARK: - Statements

    /// Prepares the statement of `sql` starting at byte `offset`; nil when only blanks or comments are left, and the offset after it.
    private func prepare(_ sql: [CChar], from offset: Int) throws(SQLiteError) -> (OpaquePointer?, Int) {
        var statement: OpaquePointer?
        var next = sql.count
        let status = sql.withUnsafeBufferPointer { buffer in
            var tail: UnsafePointer<CChar>?
            let status = api.pointee.prepare_v2(handle, buffer.baseAddress! + offset, -1, &statement, &tail)
            if let tail { next = tail - buffer.baseAddress! }
            return status
        }
        guard status == SQLITE_OK else { throw failure(status) }
        return (statement, next)
    }

    private func bind(_ arguments: [SQLiteValue], to statement: OpaquePointer) throws(SQLiteError) {
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch argument {
            case .integer(let value):
                status = api.pointee.bind_int64(statement, index, value)
            case .text(let value):
                status = value.withCString { text in
                    chromatools_sqlite_bind_text_copy(api, statement, index, text, Int32(value.utf8.count))
                }
            case .null:
                status = api.pointee.bind_null(statement, index)
            }
            guard status == SQLITE_OK else { throw failure(status) }
        }
    }

    /// Steps the statement; true while it gives a row, false once done.
    private func step(_ statement: OpaquePointer) throws(SQLiteError) -> Bool {
        let status = api.pointee.step(statement)
        if status == SQLITE_ROW { return true }
        if status == SQLITE_DONE { return false }
        throw failure(status)
    }
}

/// A connection shared between threads: every use holds a lock for its length.
package final class SQLiteDatabase: @unchecked Sendable {
    private let connection: SQLiteConnection
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// Opens the database at `path`; see `SQLiteConnection.init(path:readOnly:busyTimeout:)`.
    package init(path: String, readOnly: Bool, busyTimeout: Int = 5) throws(SQLiteError) {
        connection = try SQLiteConnection(path: path, readOnly: readOnly, busyTimeout: busyTimeout)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// Runs `body` with the connection, outside any transaction.
    package func withConnection<T, E: Error>(_ body: (SQLiteConnection) throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return try body(connection)
    }

    /// Runs `body` in one deferred transaction, so that what it reads agrees with itself.
    package func read<T, E: Error>(_ body: (SQLiteConnection) throws(E) -> T) throws -> T {
        try withConnection { connection in try connection.transaction(.deferred) { () throws(E) -> T in try body(connection) } }
    }

    /// Runs `body` in one immediate transaction: all of it is written, or nothing.
    package func write<T, E: Error>(_ body: (SQLiteConnection) throws(E) -> T) throws -> T {
        try withConnection { connection in try connection.transaction(.immediate) { () throws(E) -> T in try body(connection) } }
    }
}
