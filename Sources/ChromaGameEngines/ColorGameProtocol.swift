import ChromaKit
import ChromaRuntime

/// The NDJSON protocol of the color games in batch mode: action lines in, event records out (chromatools(7), Game events).
///
/// chroma-quiz, `colormix play` and `gradient play` read one action per line
/// when standard input is not a terminal and write one event per line, so a
/// bot can play a whole game through a pipe; with `--seed` the same actions
/// give the same events and score every time. This file is the reference for
/// both directions; the man pages copy it.
///
/// **Actions** (one JSON object per line; blank lines are skipped by the
/// reader, other fields are ignored, a key given twice counts with its last
/// value):
///
///     {"action":"set","channel":"r","value":200}     set a channel (its key or name) in the game's model
///     {"action":"set","channel":"g","by":-10}        move a channel by an amount
///     {"action":"set","color":"#3a7bd5"}             set every channel from any CSS color
///     {"action":"set","which":"start",…}             gradient play: which end ("start" or "end") the set is for
///     {"action":"set","ratio":0.42}                  colormix play: the mix ratio, 0 (first color) to 1 (second)
///     {"action":"reset"}                             back to the round's start (gradient play: "which" for one end)
///     {"action":"check"}                             score the guess
///     {"action":"new"}                               a new puzzle for this round, unscored (twice a game; not in daily games)
///     {"action":"hint"}                              easy difficulty: how near the guess is; halves the round's points
///     {"action":"start-over"}                        a new game (not in daily games)
///
/// Any action may carry `"t"`: its time in seconds from the start of play
/// (the first round; a start-over does not reset it). Arcade games are timed
/// by it when given (the real clock otherwise),
/// so a recorded arcade game replays exactly; times must not go backwards.
///
/// **Events** (one record per line, fields in this order; `G` is the game:
/// `chroma-quiz`, `colormix-play` or `gradient-play`):
///
///     {"game":G,"event":"round","round":1,"rounds":5,"score":0,…guess}
///     {"game":G,"event":"guess","round":1,…guess,"note":"…"}
///     {"game":G,"event":"hint","round":1,"band":"close","hints":2,"keep":25}
///     {"game":G,"event":"result","round":1,…answer and guess,"deltaE":3.2,"points":81,"score":81,"title":"Good eye."}
///     {"game":G,"event":"over","score":412,"rounds":5,"reason":"rounds"}
///
/// - `round` also has `remaining` (arcade: seconds left) and, in colormix
///   play, `colors` (the two base colors) and `in` (the mixing space). It
///   never holds the target.
/// - The guess fields: chroma-quiz `"model":"rgb","values":{"r":188,…},
///   "guess":"#bcbcbc"`; colormix play `"guessRatio":0.5,"guess":"#…"`;
///   gradient play `"model":"rgb","start":{…},"end":{…},"guessStart":"#…",
///   "guessEnd":"#…"`. Values are in the model's units (RGB 0–255, hue in
///   degrees, percentages 0–100, OKLCH chroma 0–0.4).
/// - `guess` follows every set or reset; `note` is there when a value was
///   clamped into range or a hue wrapped.
/// - `hint`: `band` is `very close` (ΔE ≤ 2), `close` (≤ 8) or `far`, never
///   the ΔE; `hints` the round's hints so far, `keep` the percentage of its
///   points a check keeps after them (each hint halves them).
/// - `result`: chroma-quiz `"target":"#…","targetValues":{…},"guess":"#…",
///   "values":{…}`; colormix play `"target":"#…","ratio":0.613,"guess":"#…",
///   "guessRatio":0.6`; gradient play `"targetStart","targetEnd","guessStart",
///   "guessEnd","deltaEStart","deltaEEnd"`; then `deltaE` (CIEDE2000 of the
///   displayed colors, as `colorconv distance --method 2000`; gradient play:
///   the mean along the two gradients), `hints` (only when the round took
///   hints: how many, each of which halved its points), `points` 0–100,
///   `score`, `title` (by the ΔE).
/// - `over`: the final score, the rounds scored, and `reason`: `rounds` (the
///   last round was scored) or `time` (an arcade game's time ran out).
///
/// **Errors** are not events: a line that cannot be read, or an action the
/// engine refuses, is reported on stderr as `TOOL: line N: MESSAGE` and the
/// game goes on from where it was.
public enum ColorGameProtocol {
    /// The action names, as they appear in the `action` field.
    public static let actionNames = ["set", "reset", "check", "new", "hint", "start-over"]

    /// An action read from a line, with its time when it carries one.
    public struct Command: Sendable, Equatable {
        /// The action.
        public var action: ColorGameAction
        /// `"t"`: seconds from the start of the game, or nil.
        public var time: Double?

        /// A command with the given action and time.
        public init(action: ColorGameAction, time: Double? = nil) {
            self.action = action
            self.time = time
        }
    }

    /// Reads one action from a line of bytes (no newline), with `scanner` reused from line to line.
    ///
    /// Throws a `GameActionError` saying what is wrong: not a JSON object,
    /// invalid JSON, no or an unknown `action`, a `set` with none or more than
    /// one of `channel`, `color` and `ratio`, a value that is not a number, a
    /// color that does not parse, a `which` that is not `start` or `end`, a
    /// `t` that is not a number ≥ 0. Never traps.
    public static func decodeAction(
        _ line: UnsafeBufferPointer<UInt8>,
        scanner: inout JSONObjectScanner
    ) throws(GameActionError) -> Command {
        try GameText.scanObject(line, scanner: &scanner, example: example)
        guard let actionBytes = GameText.value(of: keyAction, in: line, scanner: scanner) else {
            throw GameActionError(#"missing "action": expected one of "# + actionList + #", e.g. "# + example)
        }
        guard let name = GameText.stringValue(actionBytes) else {
            throw GameActionError(#""action" must be a string, one of "# + actionList + ", not " + GameText.shown(actionBytes))
        }
        var time: Double?
        if let timeBytes = GameText.value(of: keyTime, in: line, scanner: scanner) {
            guard let t = JSONValues.number(timeBytes), t >= 0 else {
                throw GameActionError(#""t" must be a number of seconds ≥ 0, not "# + GameText.shown(timeBytes))
            }
            time = t
        }
        let which = try self.which(line, scanner)
        let action: ColorGameAction
        switch name {
        case "set": action = try set(line, scanner, which: which)
        case "reset": action = .reset(which: which)
        case "check": action = .check
        case "new": action = .new
        case "hint": action = .hint
        case "start-over": action = .startOver
        default:
            throw GameActionError("unknown action \"\(GameText.shown(name))\": the actions are \(actionList)")
        }
        return Command(action: action, time: time)
    }

    /// Reads one action from a line of text (no newline); see `decodeAction(_:scanner:)`.
    public static func decodeAction(_ line: String) throws(GameActionError) -> Command {
        var scanner = JSONObjectScanner()
        return try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(GameActionError) in
            try decodeAction(bytes, scanner: &scanner)
        }
    }

    private static func which(_ line: UnsafeBufferPointer<UInt8>, _ scanner: JSONObjectScanner) throws(GameActionError) -> GradientEnd? {
        guard let bytes = GameText.value(of: keyWhich, in: line, scanner: scanner) else { return nil }
        guard let text = GameText.stringValue(bytes), let end = GradientEnd(rawValue: text) else {
            throw GameActionError(#""which" must be "start" or "end", not "# + GameText.shown(bytes))
        }
        return end
    }

    private static func set(
        _ line: UnsafeBufferPointer<UInt8>, _ scanner: JSONObjectScanner, which: GradientEnd?
    ) throws(GameActionError) -> ColorGameAction {
        let channel = GameText.value(of: keyChannel, in: line, scanner: scanner)
        let color = GameText.value(of: keyColor, in: line, scanner: scanner)
        let ratio = GameText.value(of: keyRatio, in: line, scanner: scanner)
        let given = [channel, color, ratio].compactMap { $0 }.count
        guard given == 1 else {
            throw GameActionError(
                given == 0
                    ? #""set" needs a "channel" and a "value" (or "by"), a "color", or a "ratio""#
                    : #""set" takes one of "channel", "color" and "ratio", not several"#)
        }
        if let channel {
            guard let name = GameText.stringValue(channel) else {
                throw GameActionError(#""channel" must be a string such as "r" or "hue", not "# + GameText.shown(channel))
            }
            let value = GameText.value(of: keyValue, in: line, scanner: scanner)
            let by = GameText.value(of: keyBy, in: line, scanner: scanner)
            guard let amount = value ?? by else {
                throw GameActionError(#"setting a channel needs a "value" (or a "by" to move it)"#)
            }
            guard value == nil || by == nil else {
                throw GameActionError(#"setting a channel takes a "value" or a "by", not both"#)
            }
            guard let number = JSONValues.number(amount) else {
                throw GameActionError("\"\(value == nil ? "by" : "value")\" must be a number, not \(GameText.shown(amount))")
            }
            return .setChannel(name, value: number, relative: by != nil, which: which)
        }
        if let color {
            guard let text = GameText.stringValue(color) else {
                throw GameActionError(#""color" must be a string holding a CSS color, not "# + GameText.shown(color))
            }
            do throws(ColorParseError) {
                return .setColor(try CSSColor.parse(text), which: which)
            } catch {
                // The CSS parser quotes the color as given; a message here escapes what it quotes.
                throw GameActionError("\"color\": \(GameText.escaped(error.message))")
            }
        }
        let ratioBytes = ratio!
        guard let value = JSONValues.number(ratioBytes) else {
            throw GameActionError(#""ratio" must be a number from 0 to 1, not "# + GameText.shown(ratioBytes))
        }
        return .setRatio(value, relative: false)
    }

    // MARK: - Writing

    /// Appends an event of `game` to `writer.output` as one record and its newline.
    public static func write(_ event: ColorGameEvent, game: String, to writer: inout RecordWriter) {
        writer.beginRecord()
        writer.add(keyGame, string: game)
        switch event {
        case .round(let round):
            writer.add(keyEvent, string: "round")
            writer.add(keyRound, number: Double(round.round))
            if let rounds = round.rounds { writer.add(keyRounds, number: Double(rounds)) }
            writer.add(keyScore, number: Double(round.score))
            if let remaining = round.remaining { writer.add(keyRemaining, number: remaining) }
            if case .mixing(let first, let second, let space) = round.puzzle {
                writer.add(keyColors) { sink in
                    sink.appendByte(UInt8(ascii: "["))
                    JSONString.append(first.hex, to: &sink)
                    sink.appendByte(UInt8(ascii: ","))
                    JSONString.append(second.hex, to: &sink)
                    sink.appendByte(UInt8(ascii: "]"))
                }
                writer.add(keyIn, string: space)
            }
            addGuess(round.guess, to: &writer)
        case .guess(let update):
            writer.add(keyEvent, string: "guess")
            writer.add(keyRound, number: Double(update.round))
            addGuess(update.guess, to: &writer)
            if let note = update.note { writer.add(keyNote, string: note) }
        case .hint(let hint):
            writer.add(keyEvent, string: "hint")
            writer.add(keyRound, number: Double(hint.round))
            writer.add(keyBand, string: hint.band.rawValue)
            writer.add(keyHints, number: Double(hint.hints))
            writer.add(keyKeep, number: hint.keptPercent)
        case .result(let result):
            writer.add(keyEvent, string: "result")
            writer.add(keyRound, number: Double(result.round))
            switch (result.answer, result.guess) {
            case (.color(let target), .color(let guess)):
                writer.add(keyTarget, string: target.hex)
                addValues(keyTargetValues, ModelColor(model: guess.model, color: target.color), to: &writer)
                writer.add(keyGuess, string: guess.displayed.hex)
                addValues(keyValues, guess, to: &writer)
            case (.mix(let target, let ratio), .ratio(let guessRatio, let mixed)):
                writer.add(keyTarget, string: target.hex)
                writer.add(keyRatio, number: ratio)
                writer.add(keyGuess, string: mixed.hex)
                writer.add(keyGuessRatio, number: guessRatio)
            case (.gradient(let targetStart, let targetEnd), .gradient(let start, let end)):
                writer.add(keyTargetStart, string: targetStart.hex)
                writer.add(keyTargetEnd, string: targetEnd.hex)
                writer.add(keyGuessStart, string: start.displayed.hex)
                writer.add(keyGuessEnd, string: end.displayed.hex)
                if let deltaEs = result.endDeltaEs, deltaEs.count == 2 {
                    writer.add(keyDeltaEStart, number: deltaEs[0])
                    writer.add(keyDeltaEEnd, number: deltaEs[1])
                }
            default:
                break  // an answer and a guess of different games: no engine makes one
            }
            writer.add(keyDeltaE, number: result.deltaE)
            if result.hints > 0 { writer.add(keyHints, number: Double(result.hints)) }
            writer.add(keyPoints, number: Double(result.points))
            writer.add(keyScore, number: Double(result.score))
            writer.add(keyTitle, string: result.title)
        case .over(let score, let rounds, let ending):
            writer.add(keyEvent, string: "over")
            writer.add(keyScore, number: Double(score))
            writer.add(keyRounds, number: Double(rounds))
            writer.add(keyReason, string: ending.rawValue)
        }
        writer.finish()
    }

    /// An event of `game` as one record of text, without its newline.
    public static func record(_ event: ColorGameEvent, game: String) -> String {
        var writer = RecordWriter()
        write(event, game: game, to: &writer)
        return String(decoding: writer.output.bytes.dropLast(), as: UTF8.self)
    }

    private static func addGuess(_ guess: ColorGameGuess, to writer: inout RecordWriter) {
        switch guess {
        case .color(let color):
            writer.add(keyModel, string: color.model.name)
            addValues(keyValues, color, to: &writer)
            writer.add(keyGuess, string: color.displayed.hex)
        case .ratio(let ratio, let mixed):
            writer.add(keyGuessRatio, number: ratio)
            writer.add(keyGuess, string: mixed.hex)
        case .gradient(let start, let end):
            writer.add(keyModel, string: start.model.name)
            addValues(keyStart, start, to: &writer)
            addValues(keyEnd, end, to: &writer)
            writer.add(keyGuessStart, string: start.displayed.hex)
            writer.add(keyGuessEnd, string: end.displayed.hex)
        }
    }

    /// `"key":{"r":200,"g":188,"b":188}`: a color's values under its channel keys.
    private static func addValues(_ key: [UInt8], _ color: ModelColor, to writer: inout RecordWriter) {
        let precision = writer.precision
        writer.add(key) { sink in
            sink.appendByte(UInt8(ascii: "{"))
            for (index, channel) in color.model.channels.enumerated() {
                if index > 0 { sink.appendByte(UInt8(ascii: ",")) }
                JSONString.append(channel.key, to: &sink)
                sink.appendByte(UInt8(ascii: ":"))
                ShortNumber.append(color.values[index], precision: precision, to: &sink)
            }
            sink.appendByte(UInt8(ascii: "}"))
        }
    }

    // MARK: - Names

    /// The action every message offers as a model.
    private static let example = #"{"action":"check"}"#
    private static let actionList = actionNames.map { "\"\($0)\"" }.joined(separator: ", ")

    private static let keyAction = [UInt8](utf8: "action")
    private static let keyTime = [UInt8](utf8: "t")
    private static let keyWhich = [UInt8](utf8: "which")
    private static let keyChannel = [UInt8](utf8: "channel")
    private static let keyValue = [UInt8](utf8: "value")
    private static let keyBy = [UInt8](utf8: "by")
    private static let keyColor = [UInt8](utf8: "color")
    private static let keyRatio = [UInt8](utf8: "ratio")
    private static let keyGame = [UInt8](utf8: "game")
    private static let keyEvent = [UInt8](utf8: "event")
    private static let keyRound = [UInt8](utf8: "round")
    private static let keyRounds = [UInt8](utf8: "rounds")
    private static let keyScore = [UInt8](utf8: "score")
    private static let keyRemaining = [UInt8](utf8: "remaining")
    private static let keyColors = [UInt8](utf8: "colors")
    private static let keyIn = [UInt8](utf8: "in")
    private static let keyModel = [UInt8](utf8: "model")
    private static let keyValues = [UInt8](utf8: "values")
    private static let keyTargetValues = [UInt8](utf8: "targetValues")
    private static let keyGuess = [UInt8](utf8: "guess")
    private static let keyGuessRatio = [UInt8](utf8: "guessRatio")
    private static let keyStart = [UInt8](utf8: "start")
    private static let keyEnd = [UInt8](utf8: "end")
    private static let keyGuessStart = [UInt8](utf8: "guessStart")
    private static let keyGuessEnd = [UInt8](utf8: "guessEnd")
    private static let keyTarget = [UInt8](utf8: "target")
    private static let keyTargetStart = [UInt8](utf8: "targetStart")
    private static let keyTargetEnd = [UInt8](utf8: "targetEnd")
    private static let keyDeltaE = [UInt8](utf8: "deltaE")
    private static let keyDeltaEStart = [UInt8](utf8: "deltaEStart")
    private static let keyDeltaEEnd = [UInt8](utf8: "deltaEEnd")
    private static let keyPoints = [UInt8](utf8: "points")
    private static let keyBand = [UInt8](utf8: "band")
    private static let keyHints = [UInt8](utf8: "hints")
    private static let keyKeep = [UInt8](utf8: "keep")
    private static let keyTitle = [UInt8](utf8: "title")
    private static let keyNote = [UInt8](utf8: "note")
    private static let keyReason = [UInt8](utf8: "reason")
}
