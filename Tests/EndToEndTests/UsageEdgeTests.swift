// Small edges of the command line: help into a full disk, an input file beside
// operands, numbers out of range, percentages, mistyped commands, the help of a
// tool that runs a default command, and the words of a message about positions.

import Foundation
import Testing

@Suite("usage edges") struct UsageEdgeTests {
    static let tools = ["colorconv", "colormix", "gradient", "bullseye", "chroma-quiz", "ghostdraw"]

    /// `--help` and `--version` that cannot be written say so and exit 74, as any failed write does.
    @Test(arguments: tools) func helpAndVersionIntoAFullDiskFail(tool: String) throws {
        for option in ["--help", "--version"] {
            let r = try Tool.shell("\(tool) \(option) > /dev/full")
            #expect(r.status == 74, "\(tool) \(option): \(r.status)")
            #expect(r.stderr == "\(tool): cannot write output: No space left on device\n", "\(r.stderr)")
        }
        let closed = try Tool.shell("\(tool) --help | head -c 1 > /dev/null")
        #expect(closed.status == 0)
        #expect(closed.stderr.isEmpty)
    }

    /// A misspelled option is named, with the nearest the command has, even where the command's own checks would fail too.
    @Test func aMisspelledOptionIsNamedBeforeAnythingElse() throws {
        for (tool, arguments, expected) in [
            ("colorconv", ["adjust", "--lightn", "0.1", "tomato"], "Error: Unknown option '--lightn'. Did you mean '--lighten'?"),
            ("gradient", ["red", "blue", "--stpes", "5"], "Error: Unknown option '--stpes'. Did you mean '--steps'?"),
            ("colormix", ["red", "blue", "--weigth", "3"], "Error: Unknown option '--weigth'. Did you mean '--with'?"),
            ("bullseye", ["--rounds", "0", "--seeed", "3"], "Error: Unknown option '--seeed'. Did you mean '--seed'?"),
            ("chroma-quiz", ["--rounds", "0", "--mdoe", "x"], "Error: Unknown option '--mdoe'. Did you mean '--mode'?"),
            ("ghostdraw", ["trace", "--rounds", "0", "--seeed=2"], "Error: Unknown option '--seeed'. Did you mean '--seed'?"),
        ] {
            let r = try Tool.run(tool, arguments)
            #expect(r.status == 64, "\(tool) \(arguments)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.hasPrefix(expected + "\nUsage: "), "\(tool) \(arguments): \(r.stderr)")
        }
        // After `--` a word is an operand, whatever it looks like.
        let operand = try Tool.run("colorconv", ["adjust", "--lighten", "0.1", "--", "--lightn"])
        #expect(operand.stderr == "colorconv: argument 1: unknown color name \"--lightn\"\n")
    }

    /// `-i FILE` beside colors would leave the file unread: a usage error, not a silent choice. (The commands that
    /// read no input at all do not take `-i`: ColorconvPaletteTests.)
    @Test func anInputFileBesideOperandsIsRefused() throws {
        for (tool, arguments) in [
            ("colorconv", ["red", "-i", "/dev/null"]), ("colorconv", ["name", "red", "-i", "/dev/null"]),
            ("colorconv", ["distance", "red", "blue", "-i", "/dev/null"]), ("colormix", ["red", "blue", "-i", "/dev/null"]),
            ("gradient", ["red", "blue", "-i", "/dev/null"]),
        ] {
            let r = try Tool.run(tool, arguments)
            #expect(r.status == 64, "\(tool) \(arguments)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("/dev/null\"") && r.stderr.contains("would not be read"), "\(r.stderr)")
        }
        let alone = try Tool.run("colorconv", ["-i", "/dev/stdin"], stdin: "red\n")
        #expect(alone.status == 0)
        #expect(alone.lines == [##"{"color":"#ff0000","hex":"#ff0000"}"##])
    }

    /// A negative or too large seed is out of range, not a missing value.
    @Test(arguments: ["-1", "18446744073709551616", "-99999999999999999999"]) func aSeedOutOfRangeSaysSo(seed: String) throws {
        for tool in ["bullseye", "chroma-quiz"] {
            let r = try Tool.run(tool, ["--seed", seed, "--rounds", "1"], stdin: "")
            #expect(r.status == 64)
            #expect(r.stderr.contains("out of range: a seed is a whole number from 0 to 18446744073709551615"), "\(r.stderr)")
            #expect(!r.stderr.contains("Missing value"))
        }
        let word = try Tool.run("bullseye", ["--seed", "seven"], stdin: "")
        #expect(word.status == 64)
        #expect(word.stderr.contains("not a whole number"), "\(word.stderr)")
    }

    /// A negative or too large number given to an option is out of range, not a missing value.
    @Test(arguments: [
        ("gradient", ["red", "blue", "--steps", "-3"], "--steps -3 is out of range: give a whole number from 2 to 1000000"),
        ("colormix", ["steps", "red", "blue", "-n", "-2"], "-n -2 is out of range: give a whole number from 2 to 1000000"),
        ("colorconv", ["red", "--precision", "-1"], "--precision -1 is out of range: give a whole number of decimals from 0 to 15"),
        ("colormix", ["red", "blue", "--by", "-0.5"], "--by -0.5 is outside 0…1"),
        ("colormix", ["red", "blue", "--by", "120%"], "'120%' is invalid for '--by <fraction>': outside 0%…100%"),
        ("bullseye", ["--rounds", "-5"], "--rounds -5 is out of range: give a whole number from 1 to 1000"),
        ("chroma-quiz", ["--mode", "arcade", "--time", "-4"], "--time -4 is out of range: give a number of seconds from 1 to 3600"),
        ("ghostdraw", ["trace", "--rounds", "-1"], "--rounds -1 is out of range: give a whole number from 1 to 100"),
        ("ghostdraw", ["replay", "--speed", "-2"], "--speed -2 is out of range: give a number from 0.1 to 100"),
        ("colorconv", ["simulate", "--cvd", "deutan", "--severity", "-1", "red"], "--severity -1 is outside 0…1"),
    ] as [(String, [String], String)])
    func aNumberOutOfRangeSaysSo(tool: String, arguments: [String], message: String) throws {
        let r = try Tool.run(tool, arguments, stdin: "")
        #expect(r.status == 64, "\(tool) \(arguments): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!r.stderr.contains("Missing value"))
        #expect(r.stdout.isEmpty)
    }

    /// A negative amount is an amount: `adjust --rotate -30` turns the hue back.
    @Test func negativeAmountsAreValues() throws {
        let back = try Tool.run("colorconv", ["adjust", "--rotate", "-30", "red"])
        let forward = try Tool.run("colorconv", ["adjust", "--rotate", "330", "red"])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout == forward.stdout)
        let darker = try Tool.run("colorconv", ["adjust", "--lighten", "-0.1", "red"])
        let darken = try Tool.run("colorconv", ["adjust", "--darken", "0.1", "red"])
        #expect(darker.status == 0 && darker.stdout == darken.stdout, "\(darker.stdout) \(darken.stdout) \(darker.stderr)")
    }

    /// A color the shell split at its spaces is named once, with the quoting that keeps it whole.
    @Test func aColorSplitByTheShellIsNamedOnce() throws {
        let r = try Tool.run("colorconv", ["red", "oklch(from", "tomato", "calc(l", "+", "0.1)", "c", "h)"])
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "colorconv: arguments 2 to 8 look like one color split at its spaces by the shell: quote it, as in 'oklch(from tomato calc(l + 0.1) c h)'\n", "\(r.stderr)")
        let unclosed = try Tool.run("colorconv", ["rgb(1 2 3", "red"])
        #expect(unclosed.status == 1 && unclosed.stderr.contains("argument 1: rgb(): unexpected end of input"), "\(unclosed.stderr)")
    }

    /// A suggestion ends the message; the input is quoted before it.
    @Test func theSuggestionEndsTheLine() throws {
        let r = try Tool.run("colorconv", ["rbg(1 2 3)", "oklch(from tomatoe l c h)"])
        #expect(r.status == 65)
        #expect(r.stderr == """
            colorconv: argument 1: unknown color function "rbg(": "rbg(1 2 3)"; did you mean "rgb()"?
            colorconv: argument 2: unknown color name "tomatoe": "oklch(from tomatoe l c h)"; did you mean "tomato"?

            """, "\(r.stderr)")
    }

    /// `--by` takes a percentage as well as a fraction.
    @Test func byTakesAPercentage() throws {
        let percentage = try Tool.run("colormix", ["red", "blue", "--by", "25%"])
        let fraction = try Tool.run("colormix", ["red", "blue", "--by", "0.25"])
        #expect(percentage.status == 0, "\(percentage.stderr)")
        #expect(percentage.stdout == fraction.stdout)
        #expect(percentage.stdout.contains(#""weights":[0.75,0.25]"#), "\(percentage.stdout)")
        let word = try Tool.run("colormix", ["red", "blue", "--by", "much"])
        #expect(word.status == 64)
        #expect(word.stderr.contains("give a fraction from 0 to 1 (0.25) or a percentage (25%)"), "\(word.stderr)")
    }

    /// A mistyped command is named, with the command meant, before anything runs; a color is never taken for one.
    @Test(arguments: [
        ("colorconv", ["nam", "red"], #"colorconv: "nam" is not a command, nor a color; did you mean the command "name"?"#),
        ("colorconv", ["spaecs"], #"colorconv: "spaecs" is not a command, nor a color; did you mean the command "spaces"?"#),
        ("colormix", ["stpes", "red", "blue"], #"colormix: "stpes" is not a command, nor a color; did you mean the command "steps"?"#),
        ("gradient", ["paly"], #"gradient: "paly" is not a command, nor a color; did you mean the command "play"?"#),
        ("bullseye", ["scroes"], #"bullseye: "scroes" is not a command; did you mean the command "scores"?"#),
        ("ghostdraw", ["trace", "scroes"], #"ghostdraw: "scroes" is not a command; did you mean the command "scores"?"#),
    ] as [(String, [String], String)])
    func aMistypedCommandIsNamed(tool: String, arguments: [String], message: String) throws {
        let r = try Tool.run(tool, arguments, stdin: "")
        #expect(r.status == 64, "\(tool) \(arguments): \(r.status)")
        #expect(r.stderr == message + "\n", "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        for color in ["red", "tan", "gray"] {  // "red" is 2 edits from "repl", "tan" and "gray" are colors
            let converted = try Tool.run("colorconv", [color])
            #expect(converted.status == 0, "\(color): \(converted.stderr)")
        }
    }

    /// A tool's `--help` shows what its default command takes, since that is what people type without naming it.
    @Test(arguments: [
        ("colorconv", [], "USAGE: colorconv [<options>] [<color> ...]", "  --to <spaces>"),
        ("colormix", [], "USAGE: colormix [<options>] [<color> ...]", "  --by <fraction>"),
        ("gradient", [], "USAGE: gradient [<options>] [<stop> ...]", "  --steps <n>"),
        ("bullseye", [], "USAGE: bullseye [--rounds <n>]", "  --rounds <n>"),
        ("ghostdraw", ["trace"], "USAGE: ghostdraw trace [--mode <mode>]", "  --rounds <n>"),
    ] as [(String, [String], String, String)])
    func helpShowsTheDefaultCommandsOptions(tool: String, path: [String], usage: String, option: String) throws {
        for flag in ["--help", "-h"] {
            let r = try Tool.run(tool, path + [flag])
            #expect(r.status == 0)
            #expect(r.stdout.contains(usage), "\(r.stdout)")
            #expect(r.stdout.contains(option), "\(r.stdout)")
            #expect(r.stdout.contains("SUBCOMMANDS:"), "\(r.stdout)")
        }
    }

    /// A stop's position may lie outside 0…1, as in CSS; the message for a bad one says so instead of "from 0 to 1".
    @Test func positionsOutsideTheLineAreAllowedAndTheMessageSaysSo() throws {
        let outside = try Tool.run("gradient", ["--steps", "2"], stdin: #"{"color":"red","position":-0.5}"# + "\n" + #"{"color":"blue","position":1.5}"# + "\n")
        #expect(outside.status == 0, "\(outside.stderr)")
        let bad = try Tool.run("gradient", [], stdin: #"{"color":"red","position":"x"}"# + "\nblue\ngold\n")
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("below 0 and above 1 are allowed"), "\(bad.stderr)")
        #expect(!bad.stderr.contains("from 0 to 1"))
    }

    /// Every option reads a number the same way, as CSS writes one: no hex, no blanks, no `nan`, and a range that
    /// is checked rather than clamped.
    @Test(arguments: [
        (["simulate", "red", "--cvd", "deutan", "--severity", "NaN"], "not a number"),
        (["simulate", "red", "--cvd", "deutan", "--severity", " 5"], "not a number"),
        (["adjust", "red", "--lighten", "0x10"], "\"0x10\" is not a number"),
        (["adjust", "red", "--lighten", " 0.1"], "is not a number"),
        (["adjust", "red", "--rotate", "0x10"], "is not an angle"),
        (["adjust", "red", "--alpha", "-1"], "--alpha -1 is outside 0…1"),
        (["adjust", "red", "--alpha", "1e6"], "--alpha 1e6 is outside 0…1"),
        (["red", "--precision", "0x10"], "0x10"),
        (["blackbody", "6500", "--duv", "0x0"], "not a number"),
    ] as [([String], String)])
    func numbersAreReadAlikeByEveryOption(arguments: [String], message: String) throws {
        let r = try Tool.run("colorconv", arguments)
        #expect(r.status == 64 && r.stdout.isEmpty, "\(arguments): \(r.status) \(r.stdout)")
        #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        #expect(!r.stderr.contains("null"), "\(r.stderr)")
    }

    @Test func jobsTakesItsNumberJoinedToo() throws {
        let joined = try Tool.run("colorconv", ["-j1", "red"])
        #expect(joined.status == 0 && joined.stdout == ##"{"color":"#ff0000","hex":"#ff0000"}"## + "\n", "\(joined.stderr)")
        let adjust = try Tool.run("colorconv", ["adjust", "-j2", "red", "--alpha", "50%"])
        #expect(adjust.status == 0 && adjust.stdout.contains(##""hex":"#ff000080""##), "\(adjust.stderr)")
    }
}
