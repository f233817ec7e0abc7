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
}
