#if canImport(Glibc)
import Glibc
#endif
import ChromaCLI
import ChromaRuntime
import ChromaScores

/// Prints a game's leaderboards for the `scores` commands of every game: a table on a terminal, NDJSON into a pipe.
public enum LeaderboardPrinter {
    /// Prints the leaderboards of `game` (the modes `mode` matches, or every mode played); returns the exit status (74 when the store cannot be read).
    ///
    /// Only ranked games, unless `includeUnranked` (`--all`). On a terminal,
    /// unranked games left out are counted in a last line, so that a player
    /// whose games were all batch or seeded learns why the board is empty.
    /// The store is opened read-only: looking at scores never creates or
    /// changes a database, and a missing one simply has no games yet.
    public static func print(game: String, tool: String, options: ScoreOptions, mode: String?, includeUnranked: Bool = false) -> Int32 {
        let terminal = isatty(1) == 1
        let diagnostics = Diagnostics(tool: tool)
        guard let path = options.db ?? ScoreStore.defaultPath(environment: ScoreStore.processEnvironment()) else {
            diagnostics.emit("cannot read scores: neither XDG_DATA_HOME nor HOME is set (use --db PATH)")
            return ExitStatus.ioError.rawValue
        }
        var boards: [Leaderboard] = []
        var leftOut = 0
        if access(path, F_OK) == 0 {
            do throws(ScoreStoreError) {
                let store = try ScoreStore.open(path: path, access: .readOnly)
                boards = try store.leaderboards(game: game, player: options.resolvedPlayer, mode: mode, includeUnranked: includeUnranked)
                if terminal && !includeUnranked { leftOut = try store.unrankedCount(game: game, mode: mode) }
            } catch {
                diagnostics.emit("cannot read scores: \(error.description)")
                return ExitStatus.ioError.rawValue
            }
        }
        let empty = boards.allSatisfy { $0.entries.isEmpty }
        var text = empty ? (terminal ? "No games yet.\n" : "") : ScoreTable.render(boards, isTerminal: terminal)
        if leftOut > 0 {
            let games = leftOut == 1 ? "1 unranked game" : "\(leftOut) unranked games"
            let note = "(\(games) not shown: batch mode or --seed; --all shows \(leftOut == 1 ? "it" : "them"))\n"
            text = empty ? "No ranked games yet.\n" + note : text + "\n" + note
        }
        do { try OutputSink(descriptor: 1).write(text) } catch { if case .io = error { return ExitStatus.ioError.rawValue } }
        return ExitStatus.success.rawValue
    }
}
