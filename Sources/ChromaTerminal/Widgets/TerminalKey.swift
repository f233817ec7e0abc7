// The keys a raw-mode widget understands, as the key decoder reports them.
// Only the keys some widget acts on have a case; whatever else a terminal
// sends (function keys, Insert, Delete, Alt combinations, non-ASCII text) is
// dropped by the decoder, so a widget never has to think about it.
//
// Mouse reports come through as `mouse` only from a decoder told to read
// them (`readsMouseReports`), as a session with the `.mouse` mode is; any
// other decoder drops them like the rest. A widget that never asks for the
// mouse never sees one.

/// A key press read from a terminal in raw mode, or a mouse report when the decoder was asked to read them.
public enum TerminalKey: Hashable, Sendable {
    /// The left arrow (`ESC [ D`, `ESC O D`).
    case left
    /// The right arrow (`ESC [ C`, `ESC O C`).
    case right
    /// The up arrow (`ESC [ A`, `ESC O A`).
    case up
    /// The down arrow (`ESC [ B`, `ESC O B`).
    case down
    /// Shift and the left arrow (`ESC [ 1 ; 2 D`, rxvt's `ESC [ d`).
    case shiftLeft
    /// Shift and the right arrow (`ESC [ 1 ; 2 C`, rxvt's `ESC [ c`).
    case shiftRight
    /// Page Up (`ESC [ 5 ~`).
    case pageUp
    /// Page Down (`ESC [ 6 ~`).
    case pageDown
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`).
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`).
    case end
    /// Enter or Return: a carriage return or a line feed (one key for CR LF).
    case enter
    /// The Escape key on its own, told from the start of a sequence by a pause.
    case escape
    /// The terminal's interrupt character, normally Ctrl-C.
    case interrupt
    /// The terminal's end-of-file character, normally Ctrl-D.
    case endOfInput
    /// The terminal's suspend character, normally Ctrl-Z.
    case suspend
    /// A printable ASCII character, space included.
    case character(Character)
    /// A mouse report (`ESC [ < Cb ; Cx ; Cy M` or `m`, or the legacy `ESC [ M` and three bytes).
    case mouse(MouseEvent)
}
