import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaScores

/// `bullseye`: the slider game — put the slider as close as you can to a number from 1 to 100.
@main
struct Bullseye: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bullseye",
        abstract: "The slider game: put the slider as close as you can to a number from 1 to 100.",
        discussion: """
            On a terminal, bullseye plays interactively: `hit` opens the slider (its number \
            stays hidden until the hit). When standard input is not a terminal, it reads \
            NDJSON actions ({"action":"hit","value":37}, {"action":"start-over"}) and \
            writes NDJSON events, so a bot or a test can play (see bullseye(1)).
            """,
        version: ChromaTools.version,
        subcommands: [Play.self, Scores.self],
        defaultSubcommand: Play.self
    )

    /// Runs bullseye; its bash completion also completes the default `play`.
    static func main() {
        CommandMain.run(Bullseye.self, tool: "bullseye", defaultCommand: "play")
    }
}

/// `bullseye [play]`: a game, interactive on a terminal, NDJSON in batch.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a game (what bullseye does without a command)."
    )

    @Option(name: .long, help: ArgumentHelp("How many rounds a game has (default 10).", valueName: "n"))
    var rounds: Int = BullseyeGame.Configuration.defaultRounds

    @Flag(name: .long, help: "Play without end, as the original game does; nothing is scored.")
    var endless = false

    @Flag(name: .long, help: "Print the leaderboard instead of playing (as `bullseye scores`).")
    var scores = false

    @OptionGroup var game: GameOptions
    @OptionGroup var stream: StreamOptions

    func validate() throws {
        guard (1...1000).contains(rounds) else { throw ValidationError("--rounds must be from 1 to 1000, not \(rounds)") }
    }

    func run() throws {
        if scores {
            throw ExitCode(Scores.printLeaderboard(game: game, mode: nil))
        }
        let keeper = ScoreKeeper(tool: "bullseye", databasePath: game.db)
        let session = BullseyeSession(
            configuration: endless ? .endless : BullseyeGame.Configuration(rounds: rounds),
            seed: game.resolvedSeed(), scores: keeper, player: game.resolvedPlayer
        )
        throw ExitCode(session.playBatch(options: stream).rawValue)
    }
}

/// `bullseye scores`: the leaderboard.
struct Scores: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Print the leaderboard: the top 10 per mode and your best.",
        discussion: "A table on a terminal, NDJSON records into a pipe."
    )

    @Option(name: .long, help: ArgumentHelp("Only this mode (classic, or \"N rounds\").", valueName: "mode"))
    var mode: String?

    @OptionGroup var game: GameOptions

    func run() throws {
        throw ExitCode(Self.printLeaderboard(game: game, mode: mode))
    }

    /// Prints the leaderboards; returns the exit status (74 when the store cannot be read).
    static func printLeaderboard(game: GameOptions, mode: String?) -> Int32 {
        let keeper = ScoreKeeper(tool: "bullseye", databasePath: game.db)
        guard let boards = keeper.leaderboards(game: BullseyeProtocol.game, player: game.resolvedPlayer, mode: mode) else {
            return ExitStatus.ioError.rawValue
        }
        let text = boards.isEmpty && isatty(1) == 1 ? "No games yet.\n" : ScoreTable.render(boards, isTerminal: isatty(1) == 1)
        let sink = OutputSink(descriptor: 1)
        do { try sink.write(text) } catch { if case .io = error { return ExitStatus.ioError.rawValue } }
        return ExitStatus.success.rawValue
    }
}
