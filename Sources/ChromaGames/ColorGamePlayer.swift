import ChromaCLI
import ChromaKit
import ChromaScores

#if canImport(Glibc)
import Glibc
#endif

/// What each color game's `play` command does once its options are read: batch or terminal, with scores.
public enum ColorGamePlayer {
    /// The score keeper of a game, the store opened now so a problem is told before the first round.
    public static func scoreKeeper(tool: String, options: ColorGameOptions) -> ScoreKeeper {
        let keeper = ScoreKeeper(tool: tool, databasePath: options.game.scores.db)
        keeper.prepare()
        return keeper
    }

    /// Plays `session`: the terminal game when stdin and stdout are terminals and no `-i` was given, else batch mode.
    ///
    /// Returns the exit status. A `-i` file that cannot be read is reported
    /// before the first round is written (status 66).
    public static func play<Puzzle: PlayableColorPuzzle>(
        _ session: ColorGameSession<Puzzle>, options: ColorGameOptions, puzzleOptions: Puzzle.Options,
        printScores: @escaping () -> Void
    ) -> Int32 {
        if let path = options.game.input, path != "-", access(path, R_OK) != 0 {
            Diagnostics(tool: session.tool).emit("cannot open \(Diagnostics.quote(path)): \(String(cString: strerror(errno)))")
            return ExitStatus.noInput.rawValue
        }
        if options.game.input == nil && REPL.isInteractive {
            return ColorGameTerminal(session: session, options: puzzleOptions, colorChoice: options.color, printScores: printScores).run()
        }
        return session.playBatch(settings: options.game.streamSettings).rawValue
    }
}
