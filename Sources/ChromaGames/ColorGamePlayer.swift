import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaScores
import ChromaTerminal

/// What each color game's `play` command does once its options are read: batch or terminal, with scores.
public enum ColorGamePlayer {
    /// Runs a color game's `play` command; returns the exit status.
    ///
    /// With `--scores` it prints the game's leaderboards. Otherwise it checks
    /// a `-i` file before the first round is written (66 when unreadable),
    /// opens the score store (a problem is told before the first round),
    /// deals the game — from the date's seed for a daily game, else `--seed`
    /// or a fresh one — and plays it: the terminal game when stdin and stdout
    /// are terminals and no `-i` was given, else batch mode. A player who
    /// leaves the terminal game before its end is told it is not recorded.
    public static func run<Puzzle: PlayableColorPuzzle>(
        _ puzzle: Puzzle.Type, tool: String, options: ColorGameOptions, puzzleOptions: Puzzle.Options
    ) -> Int32 {
        let printScores = { LeaderboardPrinter.print(game: Puzzle.gameName, tool: tool, options: options.game.scores, mode: nil) }
        if options.scores { return printScores() }
        if let status = options.game.unreadableInputStatus(tool: tool) { return status }
        let keeper = ScoreKeeper(tool: tool, databasePath: options.game.scores.db)
        keeper.prepare()
        let today = ColorGameOptions.today()
        let settings = options.settings(today: today)
        let configuration = ColorMatchGame<Puzzle>.Configuration(settings: settings, options: puzzleOptions)
        let leaderboardMode = ColorMatchGame<Puzzle>.leaderboardMode(configuration)
        let player = options.game.scores.resolvedPlayer
        let session = ColorGameSession<Puzzle>(
            configuration: configuration,
            seed: options.seed(for: settings, game: Puzzle.gameName, leaderboardMode: leaderboardMode),
            seedIsChosen: options.game.seedIsChosen, tool: tool,
            scores: keeper, player: player, scoring: .colorGame(settings.mode, today: today, player: player))
        if options.game.input == nil && REPL.isInteractive {
            let status = ColorGameTerminal(session: session, options: puzzleOptions, colorChoice: options.color) { _ = printScores() }.run()
            if let notice = session.leavingNotice { REPLOutput(tool: tool).print("(\(notice))") }
            return status
        }
        return session.playBatch(settings: options.game.streamSettings).rawValue
    }
}
