// Why a raw-mode widget could not run. Every case but `readFailed` is found
// before the terminal is changed in any way, so a caller that gets one of
// them can print the message and go on with the terminal as it was.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Why a raw-mode widget could not start or had to stop.
public enum WidgetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input or the output is not a terminal, so there are no keys to read or nowhere to draw.
    case notATerminal
    /// The terminal has fewer columns than the widget needs.
    case terminalTooNarrow(columns: Int, needed: Int)
    /// The terminal's settings could not be read or changed, or no signal pipe could be made; with `strerror`'s text.
    case terminalSetupFailed(String)
    /// Reading the keys failed for a reason other than the end of input; with `strerror`'s text.
    case readFailed(String)

    /// One line for the user, without the tool's name.
    public var description: String {
        switch self {
        case .notATerminal:
            return "the input or the output is not a terminal"
        case .terminalTooNarrow(let columns, let needed):
            return "the terminal is too narrow: \(columns) columns, at least \(needed) needed"
        case .terminalSetupFailed(let reason):
            return "cannot set up the terminal: \(reason)"
        case .readFailed(let reason):
            return "cannot read the keys: \(reason)"
        }
    }

    /// The text of an `errno` value.
    static func describe(errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber))
    }
}
