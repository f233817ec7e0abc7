import ChromaKit
import ChromaRuntime

/// The NDJSON protocol of `ghostdraw trace` in batch mode: action lines in, event records out (ghostdraw(1), TRACE).
///
/// **Actions** are the lines of a ghostdraw event log (`GhostDrawLog`), so a
/// round's drawing is a log, plus two of the game's own; `t` is seconds from
/// the start of the game:
///
///     {"t":0,"event":"stroke","tool":"red","points":[[3,4],[10,4]],"end":1.2}
///     {"t":1.5,"event":"tool","tool":"green"}        also tap, shake, undo, as in a log
///     {"t":9,"event":"done"}                          score the round ("t" optional)
///     {"event":"start-over"}                          a new game ("t" optional)
///
/// A `canvas` line and `toggle` are refused: the canvas is always
/// `GhostTraceGame.canvasSize`, and the delay toggle is not part of the game.
///
/// **Events** (one record per line, fields in this order):
///
///     {"game":"ghostdraw-trace","event":"round","round":1,"rounds":5,"score":0}
///     {"game":"ghostdraw-trace","event":"figure","round":1,"figure":"star","width":60,"height":40,"cells":[[30,4],…]}
///     {"game":"ghostdraw-trace","event":"stroke","round":1,"stroke":1,"tool":"red","at":2.2}
///     {"game":"ghostdraw-trace","event":"tool","round":1,"tool":"blue"}
///     {"game":"ghostdraw-trace","event":"shake","round":1,"cleared":2}
///     {"game":"ghostdraw-trace","event":"undo","round":1,"stroke":2}
///     {"game":"ghostdraw-trace","event":"result","round":1,"figure":"star","coverage":0.912,"precision":0.875,"points":80,"score":80}
///     {"game":"ghostdraw-trace","event":"over","score":400,"rounds":5}
///
/// - `figure`: what the screen shows faintly — the shape's name, the canvas
///   size and every cell of the figure, `[x,y]` from the top left.
/// - `stroke`: a stroke was drawn; `at` is when its ink appears.
/// - `result`: `coverage` and `precision` with 3 decimals, `points`
///   = round(100 × coverage × precision), `score` the game's after the round.
public enum GhostTraceProtocol {
    /// The event names the game adds to those of a log.
    public static let gameEventNames = ["done", "start-over"]

    /// Reads one action from a line of bytes (no newline), with its time: a log line at its time (a stroke at its end), or `done`, `start-over`.
    ///
    /// Throws a `GameActionError` naming what is wrong; never traps. Blank
    /// lines are the reader's to skip.
    public static func decodeAction(
        _ line: UnsafeBufferPointer<UInt8>, scanner: inout JSONObjectScanner
    ) throws(GameActionError) -> (action: GhostTraceAction, time: Double?) {
        try GameText.scanObject(line, scanner: &scanner, example: example)
        if let eventBytes = GameText.value(of: keyEvent, in: line, scanner: scanner),
           let name = GameText.stringValue(eventBytes), gameEventNames.contains(name) || name == "canvas" {
            if name == "canvas" {
                throw GameActionError("the canvas of trace is always \(GhostTraceGame.canvasSize): a game has no canvas line")
            }
            var time: Double?
            if let timeBytes = GameText.value(of: keyTime, in: line, scanner: scanner) {
                guard let value = JSONValues.number(timeBytes), value >= 0, value <= GhostDrawLog.timeLimit else {
                    throw GameActionError(
                        "\"t\" must be a number of seconds from 0 to \(Int(GhostDrawLog.timeLimit)), not \(GameText.shown(timeBytes))")
                }
                time = value
            }
            return (name == "done" ? .done : .startOver, time)
        }
        guard case .entry(let entry) = try GhostDrawLog.decode(line, scanner: &scanner) else {
            throw GameActionError("the canvas of trace is always \(GhostTraceGame.canvasSize)")  // canvas lines are refused above
        }
        return (.draw(entry.action), entry.time)
    }

    /// Reads one action from a line of text (no newline); see `decodeAction(_:scanner:)`.
    public static func decodeAction(_ line: String) throws(GameActionError) -> (action: GhostTraceAction, time: Double?) {
        var scanner = JSONObjectScanner()
        return try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(GameActionError) in
            try decodeAction(bytes, scanner: &scanner)
        }
    }

    /// Appends an event to `writer.output` as one record and its newline.
    public static func write(_ event: GhostTraceEvent, to writer: inout RecordWriter) {
        writer.beginRecord()
        writer.add(keyGame, string: GhostTraceGame.name)
        switch event {
        case .round(let round, let rounds, let score):
            writer.add(keyEvent, string: "round")
            writer.add(keyRound, number: Double(round))
            writer.add(keyRounds, number: Double(rounds))
            writer.add(keyScore, number: Double(score))
        case .figure(let round, let figure):
            writer.add(keyEvent, string: "figure")
            writer.add(keyRound, number: Double(round))
            writer.add(keyFigure, string: figure.shape.name)
            writer.add(keyWidth, number: Double(figure.size.width))
            writer.add(keyHeight, number: Double(figure.size.height))
            writer.add(keyCells) { sink in
                sink.appendByte(UInt8(ascii: "["))
                for (index, point) in figure.points.enumerated() {
                    if index > 0 { sink.appendByte(UInt8(ascii: ",")) }
                    sink.appendBytes(Array("[\(point.x),\(point.y)]".utf8))
                }
                sink.appendByte(UInt8(ascii: "]"))
            }
        case .stroke(let round, let stroke):
            writer.add(keyEvent, string: "stroke")
            writer.add(keyRound, number: Double(round))
            writer.add(keyStroke, number: Double(stroke.number))
            writer.add(keyTool, string: stroke.tool.rawValue)
            writer.add(keyAt, number: stroke.appearsAt)
        case .tool(let round, let tool):
            writer.add(keyEvent, string: "tool")
            writer.add(keyRound, number: Double(round))
            writer.add(keyTool, string: tool.rawValue)
        case .shake(let round, let cleared):
            writer.add(keyEvent, string: "shake")
            writer.add(keyRound, number: Double(round))
            writer.add(keyCleared, number: Double(cleared))
        case .undo(let round, let stroke):
            writer.add(keyEvent, string: "undo")
            writer.add(keyRound, number: Double(round))
            writer.add(keyStroke, number: Double(stroke))
        case .result(let result):
            writer.add(keyEvent, string: "result")
            writer.add(keyRound, number: Double(result.round))
            writer.add(keyFigure, string: result.shape.name)
            writer.add(keyCoverage, number: rounded(result.score.coverage))
            writer.add(keyPrecision, number: rounded(result.score.precision))
            writer.add(keyPoints, number: Double(result.score.points))
            writer.add(keyScore, number: Double(result.total))
        case .over(let score, let rounds):
            writer.add(keyEvent, string: "over")
            writer.add(keyScore, number: Double(score))
            writer.add(keyRounds, number: Double(rounds))
        }
        writer.finish()
    }

    /// An event as one record of text, without its newline.
    public static func record(_ event: GhostTraceEvent) -> String {
        var writer = RecordWriter()
        write(event, to: &writer)
        return String(decoding: writer.output.bytes.dropLast(), as: UTF8.self)
    }

    /// A share with 3 decimals, as results write it.
    private static func rounded(_ share: Double) -> Double {
        (share * 1000).rounded() / 1000
    }

    private static let example = #"{"t":0,"event":"stroke","tool":"red","points":[[3,4],[10,4]],"end":1.2} or {"event":"done"}"#

    private static let keyGame = [UInt8](utf8: "game")
    private static let keyEvent = [UInt8](utf8: "event")
    private static let keyTime = [UInt8](utf8: "t")
    private static let keyRound = [UInt8](utf8: "round")
    private static let keyRounds = [UInt8](utf8: "rounds")
    private static let keyScore = [UInt8](utf8: "score")
    private static let keyFigure = [UInt8](utf8: "figure")
    private static let keyWidth = [UInt8](utf8: "width")
    private static let keyHeight = [UInt8](utf8: "height")
    private static let keyCells = [UInt8](utf8: "cells")
    private static let keyStroke = [UInt8](utf8: "stroke")
    private static let keyTool = [UInt8](utf8: "tool")
    private static let keyAt = [UInt8](utf8: "at")
    private static let keyCleared = [UInt8](utf8: "cleared")
    private static let keyCoverage = [UInt8](utf8: "coverage")
    private static let keyPrecision = [UInt8](utf8: "precision")
    private static let keyPoints = [UInt8](utf8: "points")
}
