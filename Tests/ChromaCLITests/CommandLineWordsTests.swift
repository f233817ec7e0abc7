import ArgumentParser
import Testing
import ChromaKit
@testable import ChromaCLI

@Suite("Numbers given to options") struct NumberOptionTests {
    @Test(arguments: [("0.25", 0.25), ("25%", 0.25), ("100%", 1.0), ("0%", 0.0), ("1", 1.0), ("-0.5", -0.5), ("30", 30.0), ("2.5e-1", 0.25)])
    func aFractionIsANumberOrAPercentage(text: String, value: Double) throws {
        #expect(try NumberOption.fraction(from: text) == value)
    }

    @Test(arguments: ["", "%", "abc", "25 %", "0x10", "nan", "inf", "25%%", "1,5", "150%", "-1%"])
    func otherTextIsNotAFraction(text: String) {
        #expect(throws: ValidationError.self) { try NumberOption.fraction(from: text) }
    }

    /// A number from 1 to 100 outside the range is shown as the percentage it most likely meant, when that fits.
    @Test(arguments: [
        ("--lighten", "10", 10.0, 0.0...1.0, "--lighten 10 is outside 0…1; for 10 %, write --lighten 10%"),
        ("--lighten", "-10", -10.0, -1.0...0.0, "--lighten -10 is outside -1…0; for -10 %, write --lighten -10%"),
        ("--saturate", "10", 10.0, 0.0...0.4, "--saturate 10 is outside 0…0.4; for 10 %, write --saturate 10%"),
        ("--saturate", "0.5", 0.5, 0.0...0.4, "--saturate 0.5 is outside 0…0.4"),
        ("--by", "-5", -5.0, 0.0...1.0, "--by -5 is outside 0…1"),
        ("--by", "100", 100.0, 0.0...1.0, "--by 100 is outside 0…1; for 100 %, write --by 100%"),
        ("--by", "101", 101.0, 0.0...1.0, "--by 101 is outside 0…1"),
        ("--lighten", "150", 150.0, 0.0...100.0, "--lighten 150 is outside 0…100"),
    ])
    func outsideRangeShowsThePercentageItMeant(option: String, text: String, value: Double, range: ClosedRange<Double>, message: String) {
        #expect(NumberOption.outsideRange(option, text, value: value, range: range).message == message)
    }

    @Test func outOfRangeNamesTheOptionTheValueAndWhatItTakes() {
        let error = NumberOption.outOfRange("--steps", "-3", expected: "a whole number from 2 to 1000000")
        #expect(error.message == "--steps -3 is out of range: give a whole number from 2 to 1000000")
    }
}

@Suite("Mistyped commands") struct CommandSuggestionTests {
    static let names = ["convert", "distance", "name", "spaces", "repl", "help"]

    @Test(arguments: [
        ("nam", ["name"]), ("spaecs", ["spaces"]), ("distanec", ["distance"]), ("rep", ["repl"]),
        ("red", []), ("tan", []), ("x", []), ("convertt", ["convert"]), ("hepl", ["repl", "help"]), ("spacess", ["spaces"]),
    ])
    func onlyANearNameIsSuggested(word: String, expected: [String]) {
        #expect(NameSuggestions.nearest(to: Array(word.utf8), among: Self.names) == expected)
    }
}

@Suite("Help of a command with a default command") struct DefaultCommandHelpTests {
    static let commandHelp = """
        OVERVIEW: Do things.

        USAGE: tool <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          run (default)           Run.
          list                    List.

          See 'tool help <subcommand>' for detailed help.
        """

    static let defaultHelp = """
        OVERVIEW: Run.

        USAGE: tool run [<item> ...] [--fast]

        ARGUMENTS:
          <item>                  Items.

        OPTIONS:
          --fast                  Go fast.
          --version               Show the version.
          -h, --help              Show help information.

        """

    @Test func theDefaultCommandsUsageArgumentsAndOptionsTakeThePlaceOfTheCommandsOwn() {
        let composed = DefaultCommandHelp.compose(
            commandHelp: Self.commandHelp, defaultHelp: Self.defaultHelp, path: "tool", defaultName: "run")
        #expect(composed == """
            OVERVIEW: Do things.

            USAGE: tool [<item> ...] [--fast]
                   tool <subcommand>

            ARGUMENTS:
              <item>                  Items.

            OPTIONS:
              --fast                  Go fast.
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              run (default)           Run.
              list                    List.

              See 'tool help <subcommand>' for detailed help.
            """)
    }

    @Test func aHelpOfAnotherShapeIsLeftAsItIs() {
        #expect(DefaultCommandHelp.compose(commandHelp: Self.commandHelp, defaultHelp: "OVERVIEW: Run.\n", path: "tool", defaultName: "run")
                == Self.commandHelp)
        #expect(DefaultCommandHelp.compose(commandHelp: "USAGE: other\n", defaultHelp: Self.defaultHelp, path: "tool", defaultName: "run")
                == "USAGE: other\n")
    }
}
