import ChromaKit
import ChromaRuntime

/// The ghostdraw event log: a drawing session as NDJSON, one event per line, that replays to the same canvas.
///
/// Every session (canvas, REPL) can be saved as a log; `ghostdraw render`,
/// `replay`, `reveals` and the REPL's `load` read one. Times are seconds from
/// the start of the session, with at most 3 decimals. This file is the
/// reference for the format; the man page copies it.
///
///     {"event":"canvas","width":80,"height":48}                       optional, first: the canvas size
///     {"t":0,"event":"stroke","tool":"red","points":[[3,4],[10,4]],"end":1.2}
///     {"t":1.5,"event":"tool","tool":"green"}                         choose a tool
///     {"t":2,"event":"tap","button":"eraser"}                         tap a palette button
///     {"t":2.1,"event":"toggle"}                                      switch the delay toggle
///     {"t":3,"event":"shake"}                                         clear everything
///     {"t":3.5,"event":"undo"}                                        take back the last stroke
///
/// - A stroke is drawn from `t` to `end` (`end` omitted: the same as `t`).
///   `points` are `[x,y]` cells from the top left, integers; points off the
///   canvas are clipped, one point is a dot. `tool` omitted draws with the
///   current tool; `radius` (0–16 cells) omitted is the tool's default (pens
///   0, the eraser 1). The log writer always writes `tool`, and `radius`
///   when it is not the default.
/// - `tap`'s `button` is one of the tools: it chooses that tool, and six
///   taps on the eraser in a row within 3 s reveal the delay toggle. `tool`
///   chooses a tool without counting as a tap.
/// - `toggle` is refused unless the toggle has been revealed.
/// - Events are in the order they took effect: a stroke at its `end`, every
///   other event at its `t`. A time before the previous one is an error.
///
/// Reading stops at the first bad line with an error naming what is wrong;
/// what came before it is still a valid log. Unknown members are ignored,
/// and a key given twice counts with its last value.
public enum GhostDrawLog {
    /// The event names, as they appear in the `event` field.
    public static let eventNames = ["canvas", "stroke", "tool", "tap", "toggle", "shake", "undo"]

    /// The largest coordinate a point may have, either sign; anything within is clipped, not refused.
    public static let coordinateLimit = 1_000_000_000.0
    /// The latest time an event may have, in seconds (about 31 years).
    public static let timeLimit = 1_000_000_000.0

    /// One line of a log: the canvas size, or an action with its time.
    public enum Line: Sendable, Equatable {
        /// `{"event":"canvas",…}`: the size the log was drawn on.
        case canvas(CanvasSize)
        /// Any other event: an action and when it took effect.
        case entry(GhostDrawEntry)
    }

    /// A stroke that appeared: `{"event":"reveal","stroke":N,"tool":"red","at":3.2}`.
    public struct Reveal: Sendable, Equatable {
        /// The stroke's number, counting strokes from 1 in log order.
        public var stroke: Int
        /// Its tool.
        public var tool: GhostTool
        /// When it appeared, in seconds.
        public var at: Double

        /// A reveal of stroke `stroke` drawn with `tool` at `at`.
        public init(stroke: Int, tool: GhostTool, at: Double) {
            self.stroke = stroke
            self.tool = tool
            self.at = at
        }

        /// The reveal as an NDJSON record (no newline).
        public var record: String {
            #"{"event":"reveal","stroke":\#(stroke),"tool":"\#(tool)","at":\#(GhostDrawLog.number(at))}"#
        }
    }

    // MARK: Writing

    /// The whole log of a session: the canvas line, then one line per applied action, each ending in a newline.
    public static func text(of game: GhostDraw) -> String {
        var text = header(game.size) + "\n"
        for entry in game.history { text += record(entry) + "\n" }
        return text
    }

    /// The canvas line (no newline).
    public static func header(_ size: CanvasSize) -> String {
        #"{"event":"canvas","width":\#(size.width),"height":\#(size.height)}"#
    }

    /// An applied action as a log line (no newline).
    public static func record(_ entry: GhostDrawEntry) -> String {
        switch entry.action {
        case .stroke(let points, let tool, let radius, let start):
            let tool = tool ?? .red
            let pointList = points.map { "[\($0.x),\($0.y)]" }.joined(separator: ",")
            let radiusMember = radius.map { $0 == tool.defaultRadius ? "" : #","radius":\#($0)"# } ?? ""
            return #"{"t":\#(number(start ?? entry.time)),"event":"stroke","tool":"\#(tool)","points":[\#(pointList)]"#
                + #","end":\#(number(entry.time))\#(radiusMember)}"#
        case .tool(let tool):
            return #"{"t":\#(number(entry.time)),"event":"tool","tool":"\#(tool)"}"#
        case .tap(let button):
            return #"{"t":\#(number(entry.time)),"event":"tap","button":"\#(button)"}"#
        case .toggle:
            return #"{"t":\#(number(entry.time)),"event":"toggle"}"#
        case .shake:
            return #"{"t":\#(number(entry.time)),"event":"shake"}"#
        case .undo:
            return #"{"t":\#(number(entry.time)),"event":"undo"}"#
        }
    }

    /// A time or number as the log writes it: at most 3 decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        ShortNumber.string(value, precision: 3)
    }

    // MARK: Reveals

    /// The strokes of a session that appear, in the order they appear (ties in stroke order).
    ///
    /// A stroke appears unless a shake or an undo took it off the canvas
    /// before its time; one still pending when the log ends appears later,
    /// at its time. Eraser strokes never appear: they erase.
    public static func reveals(of game: GhostDraw) -> [Reveal] {
        var replay = GhostDraw(GhostDraw.Configuration(size: game.size))
        var drawn: [GhostStroke] = []
        var removedAt: [Int: Double] = [:]
        for entry in game.history {
            guard let events = try? replay.apply(entry.action, at: entry.time) else { continue }
            for event in events {
                switch event {
                case .drew(let stroke): drawn.append(stroke)
                case .shook(let cleared): for stroke in cleared { removedAt[stroke.number] = entry.time }
                case .undid(let stroke): removedAt[stroke.number] = entry.time
                default: break
                }
            }
        }
        return drawn
            .filter { $0.tool != .eraser && $0.appearsAt <= (removedAt[$0.number] ?? .infinity) }
            .sorted { ($0.appearsAt, $0.number) < ($1.appearsAt, $1.number) }
            .map { Reveal(stroke: $0.number, tool: $0.tool, at: $0.appearsAt) }
    }

    // MARK: Reading

    /// Reads one log line (no newline), with `scanner` reused from line to line.
    ///
    /// Throws a `GameActionError` naming what is wrong: not a JSON object,
    /// invalid JSON, no or an unknown `event`, a missing or bad `t`, a stroke
    /// without points or with a point that is not two integers, an `end`
    /// before `t`, an unknown tool or button, a bad radius or canvas size.
    /// Whether the event may happen (its time order, a hidden toggle) is the
    /// engine's to say. Never traps.
    public static func decode(_ line: UnsafeBufferPointer<UInt8>, scanner: inout JSONObjectScanner) throws(GameActionError) -> Line {
        try GameText.scanObject(line, scanner: &scanner, example: example)
        guard let eventBytes = GameText.value(of: Array("event".utf8), in: line, scanner: scanner) else {
            throw GameActionError(#"missing "event": expected one of "# + eventList + ", e.g. " + example)
        }
        guard let name = GameText.stringValue(eventBytes) else {
            throw GameActionError(#""event" must be a string, one of "# + eventList + ", not " + GameText.shown(eventBytes))
        }
        let scanned = scanner
        let member = { (key: String) in GameText.value(of: Array(key.utf8), in: line, scanner: scanned) }
        if name == "canvas" {
            return .canvas(try canvasSize(width: member("width"), height: member("height")))
        }
        guard let timeBytes = member("t") else {
            throw GameActionError(#"missing "t": the event's time in seconds from the start"#)
        }
        let time = try seconds(timeBytes, key: "t")
        switch name {
        case "stroke":
            guard let pointBytes = member("points") else {
                throw GameActionError(#"a stroke needs "points", e.g. [[3,4],[10,4]]"#)
            }
            let points = try self.points(pointBytes)
            let end = try member("end").map { (bytes) throws(GameActionError) in try seconds(bytes, key: "end") } ?? time
            guard end >= time else {
                throw GameActionError(#""end" (\#(number(end))) is before "t" (\#(number(time))): a stroke ends after it starts"#)
            }
            let tool = try member("tool").map { (bytes) throws(GameActionError) in try self.tool(bytes, key: "tool") }
            let radius = try member("radius").map { (bytes) throws(GameActionError) in try self.radius(bytes) }
            return .entry(GhostDrawEntry(time: end, action: .stroke(points: points, tool: tool, radius: radius, start: time)))
        case "tool":
            guard let bytes = member("tool") else { throw GameActionError(#"a tool event needs "tool": one of "# + toolList) }
            return .entry(GhostDrawEntry(time: time, action: .tool(try tool(bytes, key: "tool"))))
        case "tap":
            guard let bytes = member("button") else { throw GameActionError(#"a tap needs "button": one of "# + toolList) }
            return .entry(GhostDrawEntry(time: time, action: .tap(try tool(bytes, key: "button"))))
        case "toggle": return .entry(GhostDrawEntry(time: time, action: .toggle))
        case "shake": return .entry(GhostDrawEntry(time: time, action: .shake))
        case "undo": return .entry(GhostDrawEntry(time: time, action: .undo))
        default:
            throw GameActionError("unknown event \"\(GameText.shown(name))\": the events are \(eventList)")
        }
    }

    /// Reads one log line given as text (no newline); see `decode(_:scanner:)`.
    public static func decode(_ line: String) throws(GameActionError) -> Line {
        var scanner = JSONObjectScanner()
        return try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(GameActionError) in
            try decode(bytes, scanner: &scanner)
        }
    }

    private static let example = #"{"t":0,"event":"stroke","tool":"red","points":[[3,4],[10,4]],"end":1.2}"#
    private static let eventList = eventNames.joined(separator: ", ")
    private static let toolList = GhostTool.nameList

    private static func seconds(_ bytes: UnsafeBufferPointer<UInt8>, key: String) throws(GameActionError) -> Double {
        guard let value = JSONValues.number(bytes), value >= 0, value <= timeLimit else {
            throw GameActionError("\"\(key)\" must be a number of seconds from 0 to \(Int(timeLimit)), not \(GameText.shown(bytes))")
        }
        return value
    }

    private static func tool(_ bytes: UnsafeBufferPointer<UInt8>, key: String) throws(GameActionError) -> GhostTool {
        guard let name = GameText.stringValue(bytes), let tool = GhostTool(rawValue: name) else {
            throw GameActionError("unknown \(key) \(GameText.shown(bytes)): the tools are \(toolList)")
        }
        return tool
    }

    private static func radius(_ bytes: UnsafeBufferPointer<UInt8>) throws(GameActionError) -> Int {
        guard let value = JSONValues.number(bytes), value == value.rounded(), (0...Double(GhostRaster.maximumRadius)).contains(value) else {
            throw GameActionError("\"radius\" must be a whole number of cells from 0 to \(GhostRaster.maximumRadius), not \(GameText.shown(bytes))")
        }
        return Int(value)
    }

    private static func canvasSize(
        width: UnsafeBufferPointer<UInt8>?, height: UnsafeBufferPointer<UInt8>?
    ) throws(GameActionError) -> CanvasSize {
        let side = { (bytes: UnsafeBufferPointer<UInt8>?) -> Int? in
            guard let bytes, let value = JSONValues.number(bytes), value == value.rounded(), abs(value) <= 1e6 else { return nil }
            return Int(value)
        }
        guard let w = side(width), let h = side(height), let size = CanvasSize(width: w, height: h) else {
            throw GameActionError(#"a canvas needs "width" and "height", whole numbers from 1 to \#(CanvasSize.maximumSide)"#)
        }
        return size
    }

    private static func points(_ bytes: UnsafeBufferPointer<UInt8>) throws(GameActionError) -> [GhostPoint] {
        let problem = GameActionError(
            #""points" must be a list of [x,y] pairs of whole numbers, e.g. [[3,4],[10,4]], not "# + GameText.shown(bytes))
        guard let pairs = JSONValues.numberArrays(inArray: bytes) else { throw problem }
        guard !pairs.isEmpty else { throw GameActionError(#""points" is empty: a stroke needs at least one point"#) }
        var points: [GhostPoint] = []
        points.reserveCapacity(pairs.count)
        for pair in pairs {
            guard pair.count == 2, pair.allSatisfy({ $0 == $0.rounded() && abs($0) <= coordinateLimit }) else {
                if pair.count == 2, pair.allSatisfy({ $0 == $0.rounded() }) {
                    throw GameActionError("a point may lie at most \(Int(coordinateLimit)) cells off the canvas")
                }
                throw problem
            }
            points.append(GhostPoint(x: Int(pair[0]), y: Int(pair[1])))
        }
        return points
    }
}

/// Reads a whole event log line by line into a canvas, as `render`, `replay`, `reveals` and `load` need.
public struct GhostDrawLogReader: Sendable {
    /// The canvas the lines read so far draw on; nil until the first event.
    public private(set) var game: GhostDraw?
    /// The size the log names in its canvas line, if any.
    public private(set) var loggedSize: CanvasSize?
    private let sizeOverride: CanvasSize?
    private let defaultSize: CanvasSize
    private var scanner = JSONObjectScanner()
    private var sawEvent = false

    /// A reader that draws on `size` if given (whatever the log says), else on the log's canvas size, else on `fallback`.
    public init(size: CanvasSize? = nil, fallback: CanvasSize = .standard) {
        self.sizeOverride = size
        self.defaultSize = fallback
    }

    /// The canvas after every line read so far (a blank one when the log had no events).
    public var canvas: GhostDraw {
        game ?? GhostDraw(GhostDraw.Configuration(size: sizeOverride ?? loggedSize ?? defaultSize))
    }

    /// Reads one line (no newline): blank lines are skipped; a bad line throws and changes nothing.
    public mutating func read(_ line: UnsafeBufferPointer<UInt8>) throws(GameActionError) {
        guard line.contains(where: { !GameText.isBlank($0) }) else { return }
        switch try GhostDrawLog.decode(line, scanner: &scanner) {
        case .canvas(let size):
            guard !sawEvent else { throw GameActionError("the canvas event must come first, before any other event") }
            sawEvent = true
            loggedSize = size
        case .entry(let entry):
            sawEvent = true
            if game == nil { game = canvas }
            do throws(GhostDrawError) {
                _ = try game!.apply(entry.action, at: entry.time)  // a refused action leaves the canvas as it was
            } catch {
                throw GameActionError(error.description)
            }
        }
    }

    /// Reads one line given as text; see `read(_:)`.
    public mutating func read(_ line: String) throws(GameActionError) {
        try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(GameActionError) in try read(bytes) }
    }
}
