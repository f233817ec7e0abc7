#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Whether standard input was closed when the tool started (`tool <&-`).
///
/// It has to be checked before anything opens a file: descriptor 0 of a closed
/// stdin is the first one `open` hands out, and SQLite (the score store) fills
/// it with /dev/null on purpose, so a later read would see an empty input
/// where there is none, and a game would end as if its player had stopped.
public enum StandardInput {
    /// True when descriptor 0 was not open at the start; read once, by `CommandMain.run`.
    public static let wasClosedAtStart: Bool = fcntl(STDIN_FILENO, F_GETFD) == -1 && errno == EBADF

    /// Says on stderr, through `diagnostics`, that the tool now reads `what` typed on the terminal, when `descriptor`
    /// is standard input and that is a terminal: `colorconv: reading colors from the terminal, one per line; Ctrl-D ends`
    /// (`perLine` says what a line holds; nil leaves it out).
    ///
    /// A tool that reads a pipe or a file says nothing; one started on a terminal without input would otherwise
    /// wait without a word, and its user take it for hung. One line, before the first read, as every tool says it.
    public static func announceTerminalReading(
        _ descriptor: Int32, what: String, perLine: String? = "one per line", diagnostics: Diagnostics
    ) {
        guard descriptor == STDIN_FILENO, isatty(STDIN_FILENO) == 1 else { return }
        diagnostics.emit("reading \(what) from the terminal" + (perLine.map { ", \($0)" } ?? "") + "; Ctrl-D ends")
    }
}
