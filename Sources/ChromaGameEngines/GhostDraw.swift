import ChromaKit

/// A ghostdraw tool: a pen whose strokes appear after a delay, or the eraser.
///
/// As in the original GhostDraw game (ghostdraw(1), TOOLS AND DELAYS): red
/// appears 1 s after its stroke ends, blue 3 s, green 5 s, and the eraser acts
/// at once.
public enum GhostTool: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case red, blue, green, eraser

    /// Seconds from the end of a stroke to its appearance, with delays on.
    public var delay: Double {
        switch self {
        case .red: 1
        case .blue: 3
        case .green: 5
        case .eraser: 0
        }
    }

    /// The color a pen draws in, nil for the eraser.
    ///
    /// The original app drew with SwiftUI's `.red`, `.blue` and `.green`,
    /// which are the iOS system colors; these are their light-mode values
    /// (Apple Human Interface Guidelines, "Color", system colors).
    public var color: DisplayColor? {
        switch self {
        case .red: DisplayColor(red: 0xFF, green: 0x3B, blue: 0x30)
        case .blue: DisplayColor(red: 0x00, green: 0x7A, blue: 0xFF)
        case .green: DisplayColor(red: 0x34, green: 0xC7, blue: 0x59)
        case .eraser: nil
        }
    }

    /// The brush radius a stroke gets when it names none: pens draw one cell wide, the eraser three.
    public var defaultRadius: Int { self == .eraser ? 1 : 0 }

    /// The tool's name, as the log and the REPL spell it.
    public var description: String { rawValue }

    /// The names, for messages: `red, blue, green, eraser`.
    public static let nameList = allCases.map(\.rawValue).joined(separator: ", ")
}

/// A stroke on the canvas: who drew it, where, and when it appears.
public struct GhostStroke: Sendable, Equatable {
    /// The stroke's number: strokes count from 1 in the order they ended, including those since erased, undone or shaken away.
    public let number: Int
    /// The tool it was drawn with; it keeps it whatever tool is chosen later.
    public let tool: GhostTool
    /// The polyline as drawn, points off the canvas included.
    public let points: [GhostPoint]
    /// The brush radius in cells.
    public let radius: Int
    /// When the stroke began, in seconds.
    public let start: Double
    /// When the stroke ended, in seconds: its delay counts from here.
    public let end: Double
    /// When it appears (the eraser: when it erases): `end` plus the tool's delay, or `end` with delays off.
    public let appearsAt: Double

    /// The cells of a canvas of `size` it covers, sorted; worked out on each call, never kept.
    public func cells(on size: CanvasSize) -> [Int32] {
        GhostRaster.cells(of: points, radius: radius, on: size)
    }

    /// Whether the stroke is still waiting to appear at `time`.
    public func isPending(at time: Double) -> Bool { time < appearsAt }
}

/// What a ghostdraw player does; the names are those of the event log.
public enum GhostDrawAction: Sendable, Equatable {
    /// A stroke that ends now: `tool` nil draws with the current tool, `radius` nil with its default, `start` nil began now.
    case stroke(points: [GhostPoint], tool: GhostTool?, radius: Int?, start: Double?)
    /// Choose a tool without touching the palette (the REPL's `tool`).
    case tool(GhostTool)
    /// Tap a palette button: chooses that tool; six taps on the eraser in a row reveal the delay toggle.
    case tap(GhostTool)
    /// Turn delays off or back on; refused until the toggle is revealed.
    case toggle
    /// Clear the canvas and every pending stroke.
    case shake
    /// Take back the last stroke still on the canvas, shown or pending.
    case undo
}

/// What happened when an action was applied, in order.
public enum GhostDrawEvent: Sendable, Equatable {
    /// A stroke was drawn; it shows from `appearsAt` (at once for the eraser or with delays off).
    case drew(GhostStroke)
    /// The current tool changed.
    case toolChanged(GhostTool)
    /// The sixth tap on the eraser revealed the delay toggle.
    case toggleRevealed
    /// The delay toggle was switched: delays are now on or off.
    case delays(on: Bool)
    /// A shake cleared these strokes, shown and pending.
    case shook(cleared: [GhostStroke])
    /// An undo took this stroke back.
    case undid(GhostStroke)
}

/// Why ghostdraw refused an action; the state is then unchanged.
public enum GhostDrawError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The action's time is before the previous action's.
    case outOfOrder(time: Double, previous: Double)
    /// A stroke that starts after it ends, or before the session began.
    case badStart(start: Double, end: Double)
    /// A stroke without points.
    case noPoints
    /// A stroke with more than `GhostRaster.maximumPoints` points.
    case tooManyPoints(Int)
    /// A brush radius outside 0…`GhostRaster.maximumRadius`.
    case badRadius(Int)
    /// A toggle before the six eraser taps revealed it.
    case toggleHidden
    /// An undo with no stroke on the canvas.
    case nothingToUndo

    /// One line for a message.
    public var description: String {
        switch self {
        case .outOfOrder(let time, let previous):
            "time \(GhostDrawError.seconds(time)) is before the previous event's \(GhostDrawError.seconds(previous)): events must be in time order (a stroke at its end)"
        case .badStart(let start, let end):
            "a stroke must start at a time from 0 to its end, not at \(GhostDrawError.seconds(start)) (end \(GhostDrawError.seconds(end)))"
        case .noPoints:
            "a stroke needs at least one point"
        case .tooManyPoints(let count):
            "a stroke may have at most \(GhostRaster.maximumPoints) points, not \(count)"
        case .badRadius(let radius):
            "the radius must be 0 to \(GhostRaster.maximumRadius) cells, not \(radius)"
        case .toggleHidden:
            "there is no delay toggle to switch: it has not been revealed"
        case .nothingToUndo:
            "nothing to undo: no stroke is on the canvas"
        }
    }

    /// A time as messages and logs print it: seconds with at most 3 decimals.
    public static func seconds(_ time: Double) -> String {
        ShortNumber.string(time, precision: 3) + "s"
    }
}

/// One applied action and when it took effect; the event log is a list of these.
public struct GhostDrawEntry: Sendable, Equatable {
    /// When the action took effect, in seconds from the start: a stroke's end, any other action's own time.
    public var time: Double
    /// The action, with everything it left to the state filled in (a stroke's tool, radius and start).
    public var action: GhostDrawAction

    /// An entry for `action` at `time`.
    public init(time: Double, action: GhostDrawAction) {
        self.time = time
        self.action = action
    }
}

/// The ghostdraw engine: a canvas whose strokes appear only after their tool's delay.
///
/// The rules are those of the original GhostDraw game (ghostdraw(1), TOOLS AND
/// DELAYS), with the original app's two known bugs fixed (each has a test
/// named after it):
///
/// - A stroke's delay starts when the stroke ends. (The original started
///   counting when the drag began, so a slow stroke appeared as soon as it
///   ended.) Here a stroke exists for the engine only once it has ended: the
///   action arrives at its end, and `appearsAt = end + delay`.
/// - Changing the tool while strokes are pending loses nothing. (The
///   original's pending drawing was lost on a color change.) Each stroke
///   carries its own tool and time of appearance; the current tool is only
///   what the next stroke will be drawn with.
///
/// And the rest of the rules:
///
/// - The eraser acts at once: it clears the cells under it that are visible
///   when its stroke ends and never touches a stroke still pending, which
///   appears later, over the erased place. The picture at a time `T` is
///   therefore every stroke on the canvas whose `appearsAt ≤ T`, painted in
///   the order they appear (ties in stroke order), the eraser painting empty.
/// - A shake clears the canvas and every pending stroke; an undo takes back
///   the last stroke still on the canvas (shown or pending; an erasure
///   undone brings back what it erased).
/// - Six taps on the eraser button in a row — no other action between, the
///   six within 3 s — reveal the delay toggle, which then turns delays off
///   (strokes appear as they end) and on. A stroke's delay is decided when it
///   ends; toggling later does not move it. Once revealed, the toggle stays.
///
/// The engine is a pure state machine: times come from the injected clock,
/// rounded to milliseconds so that a saved log (which keeps 3 decimals)
/// replays to exactly the same state. An action whose time is before the
/// previous action's is refused. The engine keeps the list of applied
/// actions (`history`), which is what a session saves as its event log. It
/// draws no random numbers: it takes a generator only as every engine does.
public struct GhostDraw: GameEngine, Equatable {
    /// How a canvas is set up.
    public struct Configuration: Sendable, Equatable {
        /// The canvas size.
        public var size: CanvasSize

        /// A canvas of `size`.
        public init(size: CanvasSize = .standard) {
            self.size = size
        }
    }

    /// Taps on the eraser in a row that reveal the delay toggle.
    public static let secretTaps = 6
    /// The longest time in seconds from the first of those taps to the last.
    public static let secretWindow = 3.0

    /// The canvas size.
    public let size: CanvasSize
    /// The tool the next stroke is drawn with; red at the start.
    public private(set) var tool: GhostTool = .red
    /// The strokes on the canvas, shown or pending, in stroke order.
    public private(set) var strokes: [GhostStroke] = []
    /// How many strokes have been drawn in all; the next one gets this number plus one.
    public private(set) var strokesDrawn = 0
    /// Whether six taps on the eraser have revealed the delay toggle.
    public private(set) var isToggleRevealed = false
    /// Whether strokes wait for their tool's delay (the toggle turns this off).
    public private(set) var delaysOn = true
    /// The time of the last applied action, in seconds.
    public private(set) var time: Double = 0
    /// Every applied action in order: the session's event log.
    public private(set) var history: [GhostDrawEntry] = []
    /// The times of the eraser taps in the current run.
    private var eraserTaps: [Double] = []

    private init(size: CanvasSize) {
        self.size = size
    }

    /// A blank canvas of `size`, with red chosen and delays on.
    public init(_ configuration: Configuration = Configuration()) {
        self.init(size: configuration.size)
    }

    /// Opens a blank canvas; there is nothing to announce.
    public static func start(
        _ configuration: Configuration = Configuration(),
        random _: inout some RandomNumberGenerator,
        clock _: some GameClock
    ) -> (game: GhostDraw, events: [GhostDrawEvent]) {
        (GhostDraw(configuration), [])
    }

    /// A drawing never ends.
    public var isOver: Bool { false }

    /// The state in a few words, for a prompt: `red · 3 strokes · 1 waiting`, plus `delay off` once the toggle is revealed.
    public var summary: String {
        summary(at: time)
    }

    /// The state at `time` in a few words: the tool, the strokes on the canvas, how many are still waiting, the delay once revealed.
    public func summary(at time: Double) -> String {
        var parts = [tool.rawValue, strokes.count == 1 ? "1 stroke" : "\(strokes.count) strokes"]
        let waiting = pendingStrokes(at: time).count
        if waiting > 0 { parts.append("\(waiting) waiting") }
        if isToggleRevealed { parts.append(delaysOn ? "delay on" : "delay off") }
        return parts.joined(separator: " · ")
    }

    /// Rounds a clock reading to whole milliseconds, the resolution of the event log.
    public static func quantized(_ time: Double) -> Double {
        (time * 1000).rounded() / 1000
    }

    /// Applies an action at the clock's time; throws and changes nothing when it is refused.
    public mutating func apply(
        _ action: GhostDrawAction,
        random _: inout some RandomNumberGenerator,
        clock: some GameClock
    ) throws(GhostDrawError) -> [GhostDrawEvent] {
        try apply(action, at: clock.now)
    }

    /// Applies an action at `now` (seconds from the start); throws and changes nothing when it is refused.
    public mutating func apply(_ action: GhostDrawAction, at now: Double) throws(GhostDrawError) -> [GhostDrawEvent] {
        let now = GhostDraw.quantized(now)
        guard now >= time else { throw .outOfOrder(time: now, previous: time) }

        var events: [GhostDrawEvent] = []
        var entry = action
        var tapRun: [Double] = []  // stays empty unless this is a tap on the eraser
        switch action {
        case .stroke(let points, let strokeTool, let radius, let start):
            let stroke = try makeStroke(points: points, tool: strokeTool ?? tool, radius: radius, start: start, end: now)
            strokes.append(stroke)
            strokesDrawn = stroke.number
            events.append(.drew(stroke))
            entry = .stroke(points: points, tool: stroke.tool, radius: stroke.radius, start: stroke.start)
        case .tool(let chosen):
            if chosen != tool {
                tool = chosen
                events.append(.toolChanged(chosen))
            }
        case .tap(let button):
            if button != tool {
                tool = button
                events.append(.toolChanged(button))
            }
            if button == .eraser {
                tapRun = eraserTaps.filter { now - $0 <= GhostDraw.secretWindow } + [now]
                if tapRun.count >= GhostDraw.secretTaps, !isToggleRevealed {
                    isToggleRevealed = true
                    events.append(.toggleRevealed)
                }
            }
        case .toggle:
            guard isToggleRevealed else { throw .toggleHidden }
            delaysOn.toggle()
            events.append(.delays(on: delaysOn))
        case .shake:
            events.append(.shook(cleared: strokes))
            strokes.removeAll()
        case .undo:
            guard let last = strokes.popLast() else { throw .nothingToUndo }
            events.append(.undid(last))
        }
        // Any action but a tap on the eraser breaks a run of taps.
        eraserTaps = tapRun
        time = now
        history.append(GhostDrawEntry(time: now, action: entry))
        return events
    }

    /// A checked stroke ending at `end`, with its cells and its time of appearance.
    private func makeStroke(
        points: [GhostPoint], tool: GhostTool, radius: Int?, start: Double?, end: Double
    ) throws(GhostDrawError) -> GhostStroke {
        guard !points.isEmpty else { throw .noPoints }
        guard points.count <= GhostRaster.maximumPoints else { throw .tooManyPoints(points.count) }
        let radius = radius ?? tool.defaultRadius
        guard (0...GhostRaster.maximumRadius).contains(radius) else { throw .badRadius(radius) }
        let start = start.map(GhostDraw.quantized) ?? end
        guard start >= 0, start <= end else { throw .badStart(start: start, end: end) }
        let delay = delaysOn ? tool.delay : 0
        return GhostStroke(
            number: strokesDrawn + 1, tool: tool, points: points, radius: radius, start: start, end: end,
            appearsAt: GhostDraw.quantized(end + delay))
    }

    // MARK: What shows

    /// The strokes on the canvas still waiting to appear at `time`.
    public func pendingStrokes(at time: Double) -> [GhostStroke] {
        strokes.filter { $0.isPending(at: time) }
    }

    /// The earliest time after `time` at which a pending stroke appears, if any.
    public func nextAppearance(after time: Double) -> Double? {
        strokes.lazy.map(\.appearsAt).filter { $0 > time }.min()
    }

    /// When the canvas settles: the last action, or the last pending stroke's appearance if that is later.
    public var settledTime: Double {
        max(time, strokes.lazy.map(\.appearsAt).max() ?? time)
    }

    /// What the canvas shows at `time`: the strokes that have appeared by then, painted in the order they appeared.
    ///
    /// A time before the last action is answered from the history (see `rewound(to:)`).
    public func picture(at time: Double) -> GhostPicture {
        if time < self.time { return rewound(to: time).picture(at: time) }
        var picture = GhostPicture(size: size)
        let shown = strokes.filter { !$0.isPending(at: time) }
            .sorted { ($0.appearsAt, $0.number) < ($1.appearsAt, $1.number) }
        for stroke in shown { picture.paint(stroke) }
        return picture
    }

    /// The canvas as it was at `time`: a fresh canvas with the history up to `time` applied again.
    ///
    /// What a log renders at a time before its end. The history was applied
    /// once already, so applying a prefix of it again cannot fail.
    public func rewound(to time: Double) -> GhostDraw {
        var earlier = GhostDraw(Configuration(size: size))
        for entry in history where entry.time <= time {
            _ = try? earlier.apply(entry.action, at: entry.time)
        }
        return earlier
    }
}
