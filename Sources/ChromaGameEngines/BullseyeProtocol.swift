import ChromaKit
import ChromaRuntime

/// The NDJSON protocol of `bullseye` in batch mode: action lines in, event records out (chromatools(7), Game events).
///
/// When stdin is not a terminal, `bullseye` reads one action per line and
/// writes one event per line, so a bot or a test can play. This file is the
/// reference for both directions; the man page copies it.
///
/// **Actions** (one JSON object per line; blank lines are skipped by the
/// reader, other fields are ignored, and a key given twice counts with its
/// last value):
///
///     {"action":"keys","keys":["home","right"]}   press the slider's keys, one after the other
///     {"action":"hit"}                 commit the slider where its keys have put the knob
///     {"action":"hit","value":37}      commit the slider at 37 (any number 1…100; 36.5 counts as 37)
///     {"action":"start-over"}          new game: score 0, round 1, new target and slider
///
/// The keys are `left`, `right`, `page-down`, `page-up`, `home` and `end`,
/// and move the knob as the terminal's keys do (`BullseyeSlider`); at most
/// `mostKeys` a line, none to ask where the knob is.
///
/// **Events** (one record per line, fields in this order):
///
///     {"game":"bullseye","event":"round","round":1,"rounds":10,"score":0,"target":42,"slider":17}
///     {"game":"bullseye","event":"knob","round":1,"column":12,"columns":59}
///     {"game":"bullseye","event":"result","round":1,"value":37,"target":42,"difference":5,"points":95,
///      "title":"Not bad.","message":["The slider's value is 37.","The target value is 42.",
///      "You scored 95 points this round."],"score":95}
///     {"game":"bullseye","event":"over","score":1234,"rounds":10}
///
/// (the `result` record is one line; it is wrapped here to fit.)
///
/// - `round`: a round begins — at the start, after every hit but the last,
///   and after `start-over`. `round` counts from 1; `rounds` is the number of
///   rounds of the game and is absent in an endless game; `score` is the score
///   before the round; `target` is the number to hit; `slider` is where the
///   slider starts (the terminal game shows the target, and the slider's
///   place as its knob on the bar, not as a number).
/// - `knob`: keys were pressed; where the knob is drawn now, as a person sees
///   it: `column` of the track's `columns` cells, 1 at the left end
///   (`BullseyeTrack`, an 80-column terminal's track), never its value.
/// - `result`: a hit was scored. `value` is the slider's value as scored (the
///   hit rounded half away from zero), `difference` is `|value − target|`,
///   `points` the round's points with any bonus, `title` and `message` the
///   original's alert, `score` the score after the round.
/// - `over`: the last round was scored; `score` is final and `rounds` the
///   number of rounds played. Only `start-over` is accepted afterwards.
///
/// **Errors** are not events: an action that cannot be read, or that the
/// engine refuses (a value out of range, a hit after the game is over), is
/// reported by the executable on stderr as `bullseye: line N: MESSAGE`, and
/// the game goes on from where it was (a `keys` line that cannot be read
/// presses none of its keys). `BullseyeActionError` and
/// `BullseyeError` carry those messages.
public enum BullseyeProtocol {
    /// The value of the `game` field of every event.
    public static let game = "bullseye"

    /// The action names, as they appear in the `action` field.
    public static let actionNames = ["keys", "hit", "start-over"]

    /// The most keys one `keys` action may press.
    public static let mostKeys = 1000

    /// Reads one action from a line of bytes (no newline), with `scanner` reused from line to line.
    ///
    /// Throws a `BullseyeActionError` whose message says what is wrong: not a
    /// JSON object, invalid JSON, no or an unknown `action`, `keys` without an
    /// array of known key names (or with more than `mostKeys`), or a `hit`
    /// whose `value` is not a number from 1 to 100. Never traps. A
    /// blank line is an error here too: skipping blank lines (chromatools(7), INPUT) is
    /// the reader's job, which also counts the line numbers for messages.
    public static func decodeAction(
        _ line: UnsafeBufferPointer<UInt8>,
        scanner: inout JSONObjectScanner
    ) throws(BullseyeActionError) -> BullseyeAction {
        try GameText.scanObject(line, scanner: &scanner, example: example)
        guard let actionBytes = GameText.value(of: keyAction, in: line, scanner: scanner) else {
            throw BullseyeActionError(
                #"missing "action": expected {"action":"keys","keys":[…]}, {"action":"hit"}, {"action":"hit","value":N} or {"action":"start-over"}"#)
        }
        guard let name = GameText.stringValue(actionBytes) else {
            throw BullseyeActionError(#""action" must be "keys", "hit" or "start-over", not "# + GameText.shown(actionBytes))
        }
        switch name {
        case "keys":
            return .keys(try keys(in: line, scanner: scanner))
        case "hit":
            guard let valueBytes = GameText.value(of: keyValue, in: line, scanner: scanner) else { return .hitSlider }
            guard let value = JSONValues.number(valueBytes), BullseyeRules.accepts(value) else {
                throw BullseyeActionError(#""value" must be a number from 1 to 100, not "# + GameText.shown(valueBytes))
            }
            return .hit(value: value)
        case "start-over":
            return .startOver
        default:
            throw BullseyeActionError(
                "unknown action \"\(GameText.shown(name))\": the actions are \"keys\", \"hit\" and \"start-over\"")
        }
    }

    /// The keys of a `keys` action: its `keys` array of key names, at most `mostKeys` of them.
    private static func keys(
        in line: UnsafeBufferPointer<UInt8>, scanner: JSONObjectScanner
    ) throws(BullseyeActionError) -> [BullseyeKey] {
        let known = BullseyeKey.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let keysBytes = GameText.value(of: keyKeys, in: line, scanner: scanner) else {
            throw BullseyeActionError(#""keys" needs "keys", an array of the keys "# + known)
        }
        guard let names = JSONValues.strings(inArray: keysBytes, limit: mostKeys) else {
            throw BullseyeActionError(#""keys" must be an array of the keys "# + known + ", not " + GameText.shown(keysBytes))
        }
        guard names.count <= mostKeys else {
            throw BullseyeActionError("\"keys\" presses at most \(mostKeys) keys a line")
        }
        var keys: [BullseyeKey] = []
        keys.reserveCapacity(names.count)
        for name in names {
            guard let key = BullseyeKey(rawValue: name) else {
                throw BullseyeActionError("unknown key \"\(GameText.shown(name))\": the keys are " + known)
            }
            keys.append(key)
        }
        return keys
    }

    /// Reads one action from a line of text (no newline); see `decodeAction(_:scanner:)`.
    public static func decodeAction(_ line: String) throws(BullseyeActionError) -> BullseyeAction {
        var scanner = JSONObjectScanner()
        return try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(BullseyeActionError) in
            try decodeAction(bytes, scanner: &scanner)
        }
    }

    /// Appends an event to `writer.output` as one record and its newline.
    public static func write(_ event: BullseyeEvent, to writer: inout RecordWriter) {
        writer.beginRecord()
        writer.add(keyGame, string: game)
        switch event {
        case .round(let round):
            writer.add(keyEvent, string: "round")
            writer.add(keyRound, number: Double(round.round))
            if let rounds = round.rounds { writer.add(keyRounds, number: Double(rounds)) }
            writer.add(keyScore, number: Double(round.score))
            writer.add(keyTarget, number: Double(round.target))
            writer.add(keySlider, number: Double(round.sliderStart))
        case .knob(let round, let value):
            writer.add(keyEvent, string: "knob")
            writer.add(keyRound, number: Double(round))
            writer.add(keyColumn, number: Double(BullseyeTrack.column(of: value)))
            writer.add(keyColumns, number: Double(BullseyeTrack.cells))
        case .result(let result):
            writer.add(keyEvent, string: "result")
            writer.add(keyRound, number: Double(result.round))
            writer.add(keyValue, number: Double(result.value))
            writer.add(keyTarget, number: Double(result.target))
            writer.add(keyDifference, number: Double(result.difference))
            writer.add(keyPoints, number: Double(result.points))
            writer.add(keyTitle, string: result.title)
            writer.add(keyMessage) { sink in
                sink.appendByte(UInt8(ascii: "["))
                for (i, line) in result.message.enumerated() {
                    if i > 0 { sink.appendByte(UInt8(ascii: ",")) }
                    JSONString.append(line, to: &sink)
                }
                sink.appendByte(UInt8(ascii: "]"))
            }
            writer.add(keyScore, number: Double(result.score))
        case .over(let score, let rounds):
            writer.add(keyEvent, string: "over")
            writer.add(keyScore, number: Double(score))
            writer.add(keyRounds, number: Double(rounds))
        }
        writer.finish()
    }

    /// An event as one record of text, without its newline.
    public static func record(_ event: BullseyeEvent) -> String {
        var writer = RecordWriter()
        write(event, to: &writer)
        return String(decoding: writer.output.bytes.dropLast(), as: UTF8.self)
    }

    /// An action as the line a bot would send, without its newline: `{"action":"hit","value":37}`, `{"action":"keys","keys":["home"]}`.
    ///
    /// The value is written with up to 6 decimals, or in full when 6 decimals
    /// would round it onto a half and so change its score (36.4999996 is not 36.5).
    public static func record(_ action: BullseyeAction) -> String {
        var writer = RecordWriter()
        writer.beginRecord()
        switch action {
        case .keys(let keys):
            writer.add(keyAction, string: "keys")
            writer.add(keyKeys) { sink in
                sink.appendByte(UInt8(ascii: "["))
                for (i, key) in keys.enumerated() {
                    if i > 0 { sink.appendByte(UInt8(ascii: ",")) }
                    JSONString.append(key.rawValue, to: &sink)
                }
                sink.appendByte(UInt8(ascii: "]"))
            }
        case .hitSlider:
            writer.add(keyAction, string: "hit")
        case .hit(let value):
            writer.add(keyAction, string: "hit")
            let written = (value * 1e6).rounded() / 1e6
            if BullseyeRules.sliderValue(written) != BullseyeRules.sliderValue(value) { writer.precision = 15 }
            writer.add(keyValue, number: value)
        case .startOver:
            writer.add(keyAction, string: "start-over")
        }
        writer.finish()
        return String(decoding: writer.output.bytes.dropLast(), as: UTF8.self)
    }

    // MARK: - Reading helpers

    /// The action every message offers as a model.
    private static let example = #"{"action":"hit","value":50}"#

    // MARK: - Keys

    private static let keyAction = [UInt8](utf8: "action")
    private static let keyValue = [UInt8](utf8: "value")
    private static let keyKeys = [UInt8](utf8: "keys")
    private static let keyColumn = [UInt8](utf8: "column")
    private static let keyColumns = [UInt8](utf8: "columns")
    private static let keyGame = [UInt8](utf8: "game")
    private static let keyEvent = [UInt8](utf8: "event")
    private static let keyRound = [UInt8](utf8: "round")
    private static let keyRounds = [UInt8](utf8: "rounds")
    private static let keyScore = [UInt8](utf8: "score")
    private static let keyTarget = [UInt8](utf8: "target")
    private static let keySlider = [UInt8](utf8: "slider")
    private static let keyDifference = [UInt8](utf8: "difference")
    private static let keyPoints = [UInt8](utf8: "points")
    private static let keyTitle = [UInt8](utf8: "title")
    private static let keyMessage = [UInt8](utf8: "message")
}

/// Why a bullseye action line could not be read (the error every game's action reader throws).
public typealias BullseyeActionError = GameActionError
