// Leaderboards for people and for programs.
//
// On a terminal a leaderboard is a table under a headline naming the game
// and mode: rank, player, score, mode and when the game finished (UTC, to the
// minute), the player's personal best marked — in place when it is among the
// top entries, else on its own line after them with its real rank. A board
// that includes unranked games (`--all`) says so in its headline and marks
// each of them `unranked`.
//
// Into a pipe it is NDJSON (man/chromatools.7), one record per entry, in rank order:
//
//     {"game":"bullseye","rank":1,"player":"ana","score":1840,"mode":"classic","seed":7,"ranked":true,"finishedAt":"2026-11-20T14:03:07Z"}
//
// `seed` is `null` for a game without one. The personal best carries
// `"personalBest":true`: the top entry it is, or one more record after the
// top entries when it is not among them, so `select(.personalBest)` finds
// exactly one record per board that has one. Records are written with
// `RecordWriter`, so every string is escaped as JSON asks.

import ChromaKit
import ChromaRuntime

/// Renders leaderboards as a table for a terminal or as NDJSON records for a pipe.
public enum ScoreTable {
    /// The longest player name a table shows in full; longer ones are shortened with "…".
    public static let playerWidthLimit = 24

    /// All `boards`, one after the other: tables separated by a blank line, or NDJSON records.
    ///
    /// With no boards at all, a terminal gets `no scores yet` and a pipe gets nothing.
    public static func render(_ boards: [Leaderboard], isTerminal: Bool) -> String {
        guard isTerminal else {
            return boards.map { render($0.entries, personalBest: $0.personalBest, isTerminal: false) }.joined()
        }
        guard !boards.isEmpty else { return "no scores yet\n" }
        return boards.map { board in
            let headline = board.game + (board.mode.map { ", " + $0 + " mode" } ?? ", all modes")
                + (board.includesUnranked ? ", unranked games included" : "") + "\n"
            if board.entries.isEmpty { return headline + "  no scores yet\n" }
            return headline + render(board.entries, personalBest: board.personalBest, isTerminal: true)
        }.joined(separator: "\n")
    }

    /// One leaderboard's entries and personal best: table rows under a header line, or NDJSON records.
    public static func render(_ entries: [LeaderboardEntry], personalBest: LeaderboardEntry?, isTerminal: Bool) -> String {
        let bestIsListed = personalBest.map { best in entries.contains { $0.id == best.id } } ?? false
        return isTerminal
            ? table(entries, personalBest: personalBest, bestIsListed: bestIsListed)
            : records(entries, personalBest: personalBest, bestIsListed: bestIsListed)
    }

    // MARK: - Terminal

    private static func table(_ entries: [LeaderboardEntry], personalBest: LeaderboardEntry?, bestIsListed: Bool) -> String {
        var rows: [[String]] = entries.map(cells)
        var marked = entries.map { $0.id == personalBest?.id }
        var gapBefore: Int?
        if let personalBest, !bestIsListed {
            gapBefore = rows.count
            rows.append(cells(personalBest))
            marked.append(true)
        }
        let header = ["rank", "player", "score", "mode", "finished (UTC)"]
        let rightAligned = [true, false, true, false, false]
        var widths = header.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String], marks: [String]) -> String {
            var text = ""
            for (i, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[i] - cell.count)
                if i > 0 { text += "  " }
                text += rightAligned[i] ? padding + cell : cell + (i == cells.count - 1 ? "" : padding)
            }
            return ([text] + marks).joined(separator: "  ") + "\n"
        }
        let unranked = entries.map { !$0.ranked } + (gapBefore == nil ? [] : [!personalBest!.ranked])
        var out = line(header, marks: [])
        for (i, row) in rows.enumerated() {
            if i == gapBefore { out += String(repeating: " ", count: max(widths[0] - 1, 0)) + "…\n" }
            out += line(row, marks: (unranked[i] ? ["unranked"] : []) + (marked[i] ? ["← your best"] : []))
        }
        return out
    }

    /// An entry's table cells: rank, player (escaped, shortened), score, mode, finish time.
    private static func cells(_ entry: LeaderboardEntry) -> [String] {
        [String(entry.rank), shown(entry.player), String(entry.score), shown(entry.mode), ScoreTime.shortText(entry.finishedAt)]
    }

    /// Text from the store made safe for a terminal: control characters escaped, at most `playerWidthLimit` characters.
    ///
    /// Text is cut between characters, never inside an escape such as `\u{202E}`.
    private static func shown(_ text: String) -> String {
        let pieces = text.map { character in
            Array(String(character).utf8).withUnsafeBufferPointer { String(decoding: Diagnostics.escaped($0), as: UTF8.self) }
        }
        guard pieces.reduce(0, { $0 + $1.count }) > playerWidthLimit else { return pieces.joined() }
        var shortened = ""
        for piece in pieces {
            guard shortened.count + piece.count <= playerWidthLimit - 1 else { break }
            shortened += piece
        }
        return shortened + "…"
    }

    // MARK: - Pipe

    private static func records(_ entries: [LeaderboardEntry], personalBest: LeaderboardEntry?, bestIsListed: Bool) -> String {
        var writer = RecordWriter()
        for entry in entries {
            write(entry, isPersonalBest: entry.id == personalBest?.id, to: &writer)
        }
        if let personalBest, !bestIsListed {
            write(personalBest, isPersonalBest: true, to: &writer)
        }
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }

    private static func write(_ entry: LeaderboardEntry, isPersonalBest: Bool, to writer: inout RecordWriter) {
        writer.beginRecord()
        writer.add(Array(utf8: "game"), string: entry.game)
        writer.add(Array(utf8: "rank"), integer: Int64(entry.rank))
        writer.add(Array(utf8: "player"), string: entry.player)
        writer.add(Array(utf8: "score"), integer: Int64(entry.score))
        writer.add(Array(utf8: "mode"), string: entry.mode)
        if let seed = entry.seed {
            writer.add(Array(utf8: "seed")) { $0.appendBytes(Array(String(seed).utf8)) }
        } else {
            writer.add(Array(utf8: "seed")) { $0.appendLiteral("null") }
        }
        writer.add(Array(utf8: "ranked"), bool: entry.ranked)
        writer.add(Array(utf8: "finishedAt"), string: ScoreTime.iso8601(entry.finishedAt) ?? "")
        if isPersonalBest { writer.add(Array(utf8: "personalBest"), bool: true) }
        writer.finish()
    }
}

extension RecordWriter {
    /// Adds an integer field, every digit kept (a `Double` would round past 2^53).
    mutating func add(_ key: [UInt8], integer: Int64) {
        add(key) { $0.appendBytes(Array(String(integer).utf8)) }
    }
}
