#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaTerminal

extension ColorGameDifficulty: NamedArgumentValue {}
extension MixScoring: NamedArgumentValue {}

extension ColorModel: ExpressibleByArgument {
    /// The model named on the command line (`--model hsb`).
    public init?(argument: String) {
        guard let model = ColorModel.named(argument) else { return nil }
        self = model
    }

    /// The model names, for help and completion.
    public static var allValueStrings: [String] { ColorModel.allNames }

    /// Tab completes the model names.
    public static var defaultCompletionKind: CompletionKind { .list(ColorModel.allNames) }
}

/// The mode a color game is played in, as `--mode` names it.
public enum ColorGameModeName: String, NamedArgumentValue, Sendable {
    case classic, arcade, daily
}

/// The options the three color games share: mode, rounds, time, difficulty, date, colors, and the game options.
public struct ColorGameOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("classic (a number of rounds), arcade (as many rounds as fit in --time) or daily (the day's puzzle, the same for everyone).", valueName: "mode"))
    public var mode: ColorGameModeName = .classic

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many rounds a classic game has (1–1000).", valueName: "n"))
    public var rounds: Int = ColorGameMode.defaultRounds

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many seconds an arcade game lasts (1–3600; default 60).", valueName: "seconds"),
            transform: NumberOption.number)
    public var time: Double = ColorGameMode.defaultSeconds

    @Option(name: .long, help: ArgumentHelp("easy (hints), normal, or hard (the target hides 5 s into each round).", valueName: "level"))
    public var difficulty: ColorGameDifficulty = .normal

    @Option(name: .long, help: ArgumentHelp("Play the daily puzzle of this UTC date (YYYY-MM-DD); only today's is scored.", valueName: "date"))
    public var date: String?

    @Option(name: .long, help: ArgumentHelp("Color the swatches: auto (a terminal without NO_COLOR), always or never.", valueName: "when"))
    public var color: ColorChoice = .auto

    @Flag(name: .long, help: "Print the leaderboard instead of playing.")
    public var scores = false

    @OptionGroup public var game: GameOptions

    public init() {}

    /// Checks the numbers and the combinations that make no sense.
    public func validate() throws {
        guard (1...1000).contains(rounds) else { throw NumberOption.outOfRange("--rounds", "\(rounds)", expected: "a whole number from 1 to 1000") }
        guard time.isFinite, time >= 1, time <= 3600 else {
            throw NumberOption.outOfRange("--time", ShortNumber.string(time), expected: "a number of seconds from 1 to 3600")
        }
        if let date {
            guard CalendarDate(date) != nil else { throw ValidationError("--date must be a date written YYYY-MM-DD, not \"\(date)\"") }
            guard mode == .daily else { throw ValidationError("--date is for --mode daily") }
        }
        if mode == .daily && game.seed != nil {
            throw ValidationError("--seed cannot be used with --mode daily: the daily puzzle's seed comes from the date")
        }
    }

    /// Today's date in UTC, from the system clock.
    public static func today() -> CalendarDate {
        CalendarDate(secondsSinceEpoch: Int64(Glibc.time(nil)))
    }

    /// The mode and difficulty to play; `today` is the UTC date (daily mode without `--date`).
    public func settings(today: CalendarDate) -> ColorGameSettings {
        let playedMode: ColorGameMode = switch mode {
        case .classic: .classic(rounds: rounds)
        case .arcade: .arcade(seconds: time)
        case .daily: .daily(date.flatMap(CalendarDate.init) ?? today)
        }
        return ColorGameSettings(mode: playedMode, difficulty: difficulty)
    }

    /// The seed to play: for a daily game, the date's seed for its leaderboard; else `--seed` or a fresh one.
    ///
    /// A daily seed depends on the game and on everything its leaderboard
    /// keeps apart (model, difficulty, mixing space): everyone on one daily
    /// board plays the same puzzles, and playing the day's puzzle in one model
    /// does not give away the answers of another board.
    public func seed(for settings: ColorGameSettings, game name: String, leaderboardMode: String) -> UInt64 {
        if case .daily(let day) = settings.mode { return day.dailySeed(game: "\(name) · \(leaderboardMode)") }
        return game.resolvedSeed()
    }
}
