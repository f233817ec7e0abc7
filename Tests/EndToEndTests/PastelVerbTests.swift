// The verbs of pastel and CSS preprocessors typed as the first word of a color
// tool (colorconv(1), PASTEL'S VERBS): each is a usage error that names the
// chromatools command doing the job, built from the user's words, and the
// command named runs.

import Foundation
import Testing

@Suite("pastel's verbs") struct PastelVerbTests {
    /// Every verb, as a tool's first word, and the command its message names.
    static let suggestions: [(tool: String, words: [String], command: String)] = [
        ("colorconv", ["lighten", "0.1", "tomato"], "colorconv adjust --lighten 0.1 --in hsl tomato"),
        ("colorconv", ["darken", "10%", "red", "blue"], "colorconv adjust --darken 10% --in hsl red blue"),
        ("colorconv", ["saturate", "0.2", "#ff6347"], "colorconv adjust --saturate 0.2 --in hsl '#ff6347'"),
        ("colorconv", ["desaturate", "0.5"], "colorconv adjust --desaturate 0.5 --in hsl"),
        ("colorconv", ["rotate", "-30", "rgb(1 2 3)"], "colorconv adjust --rotate -30 'rgb(1 2 3)'"),
        ("colorconv", ["complement", "gold"], "colorconv adjust --complement gold"),
        ("colorconv", ["to-gray", "red"], "colorconv simulate --cvd achroma red"),
        ("colorconv", ["mix", "red", "blue"], "colormix red blue"),
        ("colorconv", ["mix", "-f", "0.25", "red", "blue"], "colormix red blue --by 0.75"),
        ("colorconv", ["mix", "--colorspace=RGB", "white", "red", "blue"], "colormix --with white red blue --in srgb"),
        ("colorconv", ["gradient", "red", "blue", "-n", "5", "-s", "LCh"], "gradient red blue --steps 5 --in lch"),
        ("colorconv", ["format", "hsl", "tomato"], "colorconv --to hsl tomato"),
        ("colorconv", ["format", "hsl-hue", "tomato"], "colorconv --to hsl tomato"),
        ("colorconv", ["format", "rgb", "tomato"], "colorconv --to rgb8 tomato"),
        ("colorconv", ["format", "name", "#ff6347"], "colorconv name '#ff6347'"),
        ("colorconv", ["format", "hex"], "colorconv --format hex"),
        ("colorconv", ["colorblind", "deuter", "red"], "colorconv simulate --cvd deutan red"),
        ("colorconv", ["colorblind", "prot"], "colorconv simulate --cvd protan"),
        ("colorconv", ["set", "hsl-saturation", "0.5", "red"], "colorconv adjust --set hsl.s=0.5 red"),
        ("colorconv", ["set", "red", "255", "black"], "colorconv adjust --set rgb.r=1 black"),
        ("colorconv", ["set", "alpha", "0.5", "red"], "colorconv adjust --alpha 0.5 red"),
        ("colormix", ["lighten", "0.1", "red"], "colorconv adjust --lighten 0.1 --in hsl red"),
        ("colormix", ["textcolor", "navy"], "colorconv textcolor navy"),
        ("gradient", ["colorcheck"], "colorconv colorcheck"),
        ("gradient", ["mix", "red", "blue"], "colormix red blue"),
        ("colormix", ["gradient", "red", "blue"], "gradient red blue"),
    ]

    /// The verb is a usage error before anything runs, and its message names the command; that command runs.
    @Test(arguments: suggestions.indices)
    func aVerbNamesTheCommandThatDoesTheJob(index: Int) throws {
        let (tool, words, command) = Self.suggestions[index]
        let r = try Tool.run(tool, words, stdin: "red\n")
        #expect(r.status == 64, "\(tool) \(words): \(r.status) \(r.stderr)")
        #expect(r.stdout.isEmpty, "nothing converted: \(r.stdout)")
        #expect(r.stderr == "\(tool): \"\(words[0])\" is not a command, nor a color; did you mean \"\(command)\"?\n", "\(r.stderr)")
        let suggested = try Tool.shell("printf 'red\\n' | " + command)
        #expect(suggested.status == 0, "\(command): \(suggested.stderr)")
        #expect(!suggested.stdout.isEmpty)
    }

    /// A verb missing its amount gets a word to fill in, and a word with a quote is quoted for the shell.
    @Test func missingWordsAreNamedAndQuotesQuoted() throws {
        let missing = try Tool.run("colorconv", ["rotate", "red"])
        #expect(missing.stderr == "colorconv: \"rotate\" is not a command, nor a color; did you mean \"colorconv adjust --rotate DEGREES red\"?\n")
        let quoted = try Tool.run("colorconv", ["lighten", "0.1", "it's"])
        #expect(quoted.stderr.contains(#""colorconv adjust --lighten 0.1 --in hsl 'it'\''s'""#), "\(quoted.stderr)")
    }

    /// pastel's `pick` has no chromatools command: the message says what to do instead.
    @Test func pickSaysWhatToDoInstead() throws {
        let r = try Tool.run("colorconv", ["pick"])
        #expect(r.status == 64 && r.stdout.isEmpty)
        #expect(r.stderr == #"colorconv: "pick" is not a command, nor a color: chromatools picks no colors from the screen; give colorconv the color a picker prints, as in colorconv "$(xcolor)""# + "\n")
    }

    /// `gray` stays a color wherever it can be one; colorconv takes it for pastel's verb only before a number alone.
    @Test func grayIsAColorButBeforeANumber() throws {
        let alone = try Tool.run("colorconv", ["gray"])
        #expect(alone.status == 0 && alone.stdout == "{\"color\":\"#808080\",\"hex\":\"#808080\"}\n", "\(alone.stderr)")
        let two = try Tool.run("colorconv", ["gray", "red", "--to", "hsl"])
        #expect(two.status == 0 && two.lines.count == 2, "\(two.stderr)")
        #expect(try Tool.run("colormix", ["gray", "red"]).status == 0)
        #expect(try Tool.run("gradient", ["gray", "red", "--steps", "3"]).status == 0)

        // pastel's `gray L`: a gray of that lightness.
        let tone = try Tool.run("colorconv", ["gray", "0.25"])
        #expect(tone.status == 64 && tone.stdout.isEmpty)
        #expect(tone.stderr == """
            colorconv: "gray" before a number is pastel's verb, a gray of that lightness; did you mean "colorconv 'hsl(none 0% 25%)'"?

            """, "\(tone.stderr)")
        #expect(try Tool.run("colorconv", ["hsl(none 0% 25%)"]).stdout.contains("\"hex\":\"#404040\""))
        // In colormix a number after gray is a weight or a mistake of its own, not pastel's verb.
        #expect(try Tool.run("colormix", ["gray", "0.25"]).stderr.contains("pastel") == false)
    }

    /// Only the first word is read as a verb, and a verb that is the tool's own command is that command.
    @Test func onlyTheFirstWordAndNeverAToolsOwnCommand() throws {
        let later = try Tool.run("colorconv", ["red", "lighten"])
        #expect(later.status == 1)
        #expect(later.stderr == "colorconv: argument 2: unknown color name \"lighten\"\n", "\(later.stderr)")
        #expect(later.lines.count == 1)
        let textcolor = try Tool.run("colorconv", ["textcolor", "navy"])
        #expect(textcolor.status == 0 && textcolor.stdout.contains("\"fg\":\"white\""), "\(textcolor.stdout)")
        #expect(try Tool.run("colormix", ["mix", "red", "blue"]).status == 0)
        #expect(try Tool.run("colorconv", ["colorcheck"]).status == 0)
        // The games take no colors: a verb there is an unknown word as before.
        #expect(try Tool.run("bullseye", ["lighten"]).stderr.hasPrefix("Error: Unexpected argument 'lighten'"))
    }
}
