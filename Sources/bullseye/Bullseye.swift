import ArgumentParser
import ChromaCLI
import ChromaKit

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
        subcommands: [Play.self],
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

    @OptionGroup var game: GameOptions
    @OptionGroup var stream: StreamOptions

    func validate() throws {
        guard (1...1000).contains(rounds) else { throw ValidationError("--rounds must be from 1 to 1000, not \(rounds)") }
    }

    func run() throws {
        let session = BullseyeSession(
            configuration: endless ? .endless : BullseyeGame.Configuration(rounds: rounds),
            seed: game.resolvedSeed()
        )
        throw ExitCode(session.playBatch(options: stream).rawValue)
    }
}
