// The hand on ghostdraw's drawing screens (the canvas and trace): mouse
// reports or the keyboard cursor, made into strokes.
//
// With the mouse, xterm's button-event tracking with SGR coordinates reports
// a press, drags and a release; that is one stroke, given to the engine at
// the release with the press as its start. A mouse row covers two canvas
// cells; a point lands on the upper one, and the strokes between points are
// rasterized without gaps.
//
// Without a mouse (a terminal that does not report one, or `--no-mouse`),
// the arrow keys move a cursor cell and space puts the pen down and lifts
// it: the cursor's path between the two is the stroke. Shift+←/→ and
// PgUp/PgDn move by 8.

import ChromaGameEngines

#if canImport(Glibc)
import ChromaTerminal
#endif

/// The stroke being drawn on a screen, from a mouse drag or the keyboard cursor.
struct GhostPen {
    /// The keyboard cursor: the cell where the space bar puts the pen down.
    private(set) var cursor: GhostPoint
    /// The points of the stroke being drawn, empty when the pen is up.
    private(set) var points: [GhostPoint] = []
    /// When the stroke being drawn began, nil when the pen is up.
    private(set) var start: Double?

    /// A pen at rest with its cursor in the middle of a canvas of `size`.
    init(size: CanvasSize) {
        cursor = GhostPoint(x: size.width / 2, y: size.height / 2)
    }

    /// Whether a stroke is being drawn.
    var isDown: Bool { start != nil }

    /// The stroke being drawn, as an action that would end it now (with delays off it shows as it is drawn).
    var strokeSoFar: GhostDrawAction? {
        guard let start, !points.isEmpty else { return nil }
        return .stroke(points: points, tool: nil, radius: nil, start: start)
    }

    /// Puts the pen down at `point` at time `now` (a mouse press).
    mutating func press(at point: GhostPoint, now: Double) {
        start = now
        points = [point]
    }

    /// Moves the pen, while it is down, to `point` (a mouse drag).
    mutating func drag(to point: GhostPoint) {
        if start != nil, points.last != point { points.append(point) }
    }

    /// Lifts the pen: the stroke drawn, if there was one.
    mutating func lift() -> GhostDrawAction? {
        defer {
            start = nil
            points = []
        }
        return strokeSoFar
    }

    /// The space bar: puts the pen down at the cursor, or lifts it and returns the stroke.
    mutating func spaceBar(now: Double) -> GhostDrawAction? {
        if isDown { return lift() }
        press(at: cursor, now: now)
        return nil
    }

    /// Moves the cursor by `dx`, `dy` cells within a canvas of `size`; a pen that is down follows it.
    mutating func moveCursor(dx: Int, dy: Int, within size: CanvasSize) {
        cursor = GhostPoint(x: min(max(cursor.x + dx, 0), size.width - 1), y: min(max(cursor.y + dy, 0), size.height - 1))
        drag(to: cursor)
    }

    /// How far a key moves the cursor: the arrows by 1, Shift+←/→ and PgUp/PgDn by 8; nil for other keys.
    static func cursorStep(for key: TerminalKey) -> (dx: Int, dy: Int)? {
        switch key {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        case .shiftLeft: (-8, 0)
        case .shiftRight: (8, 0)
        case .pageUp: (0, -8)
        case .pageDown: (0, 8)
        default: nil
        }
    }

    /// The palette tap a key makes: 1, 2, 3 and e tap red, blue, green and the eraser; nil for other keys.
    static func tap(for key: TerminalKey) -> GhostTool? {
        switch key {
        case .character("1"): .red
        case .character("2"): .blue
        case .character("3"): .green
        case .character("e"): .eraser
        default: nil
        }
    }
}
