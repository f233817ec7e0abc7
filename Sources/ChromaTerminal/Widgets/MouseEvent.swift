// What a terminal reports about the mouse once it is asked to (xterm's mouse
// tracking modes), as the key decoder reads it.
//
// Terminals encode a report in one number, Cb (xterm's "Mouse Tracking" in
// ctlseqs, https://invisible-island.net/xterm/ctlseqs/ctlseqs.html):
//
// - the low two bits name the button: 0 left, 1 middle, 2 right, and 3 no
//   button (a release in the legacy encoding, which does not say which
//   button was let go; a motion with no button held);
// - 4, 8 and 16 are added for Shift, Meta (Alt) and Control;
// - 32 is added for motion (with button-event tracking, mode 1002, only
//   while a button is held: a drag);
// - 64 is added for the wheel, whose "buttons" 4 and 5 are up and down.
//
// Extra buttons (128 added, buttons 8 to 11) and the sideways wheel
// (buttons 6 and 7) mean nothing to a widget here, so they make no event.
//
// Terminals count columns and rows from 1; a `MouseEvent` counts them from
// 0, as a widget counts its own lines and columns, and as
// `RawTerminalSession.moveCursor(row:column:)` takes them to draw at the cell
// the mouse was on.

/// A mouse button pressed, dragged, let go or turned, or the pointer moved, at a cell of the terminal.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved with a button held.
        case drag
        /// A button came up.
        case release
        /// The pointer moved with no button held (only with any-event tracking, mode 1003).
        case move
        /// The wheel turned away from the user.
        case scrollUp
        /// The wheel turned towards the user.
        case scrollDown
    }

    /// Which button an event is about.
    public enum Button: Hashable, Sendable {
        /// The left (first) button.
        case left
        /// The middle (second) button, often the wheel pressed down.
        case middle
        /// The right (third) button.
        case right
        /// No button, or one the terminal does not name: a legacy release, a move, the wheel.
        case none
    }

    /// What happened.
    public var kind: Kind
    /// The button: `.none` for a release in the legacy encoding (which does not say), a move and the wheel.
    public var button: Button
    /// The terminal column, counted from 0 at the left.
    public var column: Int
    /// The terminal row, counted from 0 at the top.
    public var row: Int
    /// Whether Shift was held.
    public var shift: Bool
    /// Whether Alt (Meta) was held.
    public var alt: Bool
    /// Whether Control was held.
    public var control: Bool

    /// Makes an event at 0-based `column` and `row`, by default with no modifier held.
    public init(
        kind: Kind, button: Button, column: Int, row: Int, shift: Bool = false, alt: Bool = false,
        control: Bool = false
    ) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.shift = shift
        self.alt = alt
        self.control = control
    }

    /// The largest column or row (counted from 1) a report is believed to carry; a larger one is garbled.
    static let largestCoordinate = 10_000

    /// The event of a report with button code `code` at 1-based `column` and `row`, or `nil` for one no widget uses or a garbled one.
    ///
    /// `isRelease` is for SGR reports ending in `m`, which say which button
    /// came up; in the legacy encoding a release is the code's button 3.
    init?(code: Int, column: Int, row: Int, isRelease: Bool) {
        let coordinates = 1...MouseEvent.largestCoordinate
        guard code >= 0, code < 128, coordinates.contains(column), coordinates.contains(row) else { return nil }
        let buttonBits = code & 3
        let isMotion = code & 32 != 0
        let isWheel = code & 64 != 0
        let button: Button = [.left, .middle, .right, .none][buttonBits]

        let kind: Kind
        if isWheel {
            // A wheel has nothing to let go of; its buttons 6 and 7 turn sideways.
            guard !isRelease, buttonBits < 2 else { return nil }
            kind = buttonBits == 0 ? .scrollUp : .scrollDown
        } else if isRelease || (buttonBits == 3 && !isMotion) {
            kind = .release
        } else if isMotion {
            kind = buttonBits == 3 ? .move : .drag
        } else {
            kind = .press
        }

        self.init(
            kind: kind, button: isWheel ? .none : button, column: column - 1, row: row - 1,
            shift: code & 4 != 0, alt: code & 8 != 0, control: code & 16 != 0)
    }
}
