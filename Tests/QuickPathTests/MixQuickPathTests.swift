// colormix's quick path (Sources/Tools/colormix/MixQuickPath.swift) against
// swift-argument-parser: on every argument vector of the tables and on many
// drawn at random from words that are options, values, colors, commands and
// the odd spellings in between, the quick path either gives up or builds
// exactly the `mix` the parser builds (compared property by property, as a
// dump, QuickPathChecks.swift), and only where CommandMain would have asked
// the parser (no help, no mistyped command).

import ArgumentParser
import ChromaKit
import Testing

@testable import ChromaCLI
@testable import ColormixCommands

/// Checks the quick path on `words`: nil, or the parser's command (QuickPathChecks.swift). Returns whether it read them.
@discardableResult
private func check(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    checkQuickPath(words, root: Colormix.self, quick: MixCommand(quick: words), sourceLocation: sourceLocation)
}

@Suite("colormix's quick path reads what swift-argument-parser reads") struct MixQuickPathTests {
    /// Plain mixes: each read by the quick path, as the parser reads it.
    @Test(arguments: [
        ["red", "blue"], ["red", "blue", "--by", "0.3"], ["red", "blue", "--by", "25%"], ["red", "30%", "blue"],
        ["red", "blue", "white", "--in", "srgb"], ["--with", "white", "--by", "0.3"], ["--with=navy", "--in", "oklch", "--hue", "longer"],
        ["--pairs"], ["--pairs", "-j", "2", "--format", "css"], ["red", "blue", "--format", "hex", "--precision", "3"],
        ["red", "blue", "--adaptation", "cat16", "--in", "lab"], ["--field", "c", "--strict", "-u", "-i", "-"],
        ["red", "blue", "--color", "never"], ["--jobs=4", "--with", "red"], ["red", "blue", "--by=+1"],
    ])
    func plainMixesAreReadAsTheParserReadsThem(words: [String]) {
        #expect(check(words), "\(words) left to the parser")
    }

    @Test func defaultsAreTheParsersDefaults() {
        #expect(check([]))
        let text = dumped(MixCommand(quick: ["red", "blue", "--by", "25%"])!)
        #expect(text.contains("0.25") && text.contains("oklab"), "the dump shows the values: \(text)")
    }

    /// Words the quick path leaves to swift-argument-parser: help, errors, commands, and spellings it does not read.
    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["--version"], ["--generate-completion-script", "bash"], ["mix", "red", "blue"], ["steps", "red", "blue"],
        ["play"], ["stpes"], ["redd", "blue"], ["red"], ["red", "bleu"], ["red:2", "blue:1"], ["--"], ["red", "blue", "--by"],
        ["red", "blue", "--by", "2"], ["red", "blue", "--by", "x"], ["red", "blue", "--by", "-0.5"], ["red", "30%", "blue", "--by", "0.5"],
        ["red", "blue", "gold", "--by", "0.5"], ["--pairs", "red"], ["--pairs", "--with", "red"], ["--with", "nope"],
        ["red", "blue", "--format", "xml"], ["red", "blue", "--in", "nowhere"], ["red", "blue", "--hue", "longer"],
        ["red", "blue", "-j", "0"], ["red", "blue", "-j", "x"], ["red", "blue", "--field", ""], ["red", "blue", "--precision", "16"],
        ["red", "blue", "-i", "x"], ["red", "blue", "--color", "sometimes"], ["red", "blue", "--by", "0.1", "--by", "0.2"], ["-x"],
        ["red", "blue", "--adaptation", "sharp"],
    ])
    func otherWordsAreLeftToTheParser(words: [String]) {
        #expect(MixCommand(quick: words) == nil)
    }

    @Test func noCommandIsNamedLikeAColor() {
        let names = Colormix.configuration.subcommands.map { $0._commandName } + ["help"]
        for name in names {
            #expect((try? CSSColor.parse(name)) == nil, "\(name)")
        }
    }

    /// Words arguments are drawn from: options in every spelling, good and bad values, colors, commands, and the odd ones.
    static let words = [
        "red", "blue", "#ff0000", "rgb(1 2 3)", "tan", "30%", "red:2", "redd", "mix", "steps", "play", "help", "", "-", "--",
        "-u", "-i", "-j", "-x", "-1", "-h", "--help", "--version", "=", "--by", "--by=0.3", "0.3", "25%", "2", "-0.5", "x",
        "--with", "--with=white", "white", "nope", "--pairs", "--pairs=1", "--format", "--format=hex", "hex", "css", "xml",
        "--in", "--in=oklch", "oklch", "srgb", "nowhere", "--hue", "longer", "--adaptation", "cat16", "sharp",
        "--field", "--field=", "c", "--precision", "--precision=2", "16", "--strict", "--unbuffered", "--input", "--input=-",
        "--jobs", "--jobs=2", "0", "--color", "never", "sometimes",
    ]

    @Test func randomArgumentVectorsAreReadAsTheParserReadsThemOrLeftToIt() {
        let vectors = randomVectors(800, seed: 41, units: Self.words.map { [$0] }, lengths: 0...6)
        #expect(vectors.filter { check($0) }.count > vectors.count / 50)
    }

    /// Two colors and options with a good value each, in random order and number: mostly read by the quick path.
    @Test func randomPlainMixesAreReadAsTheParserReadsThem() {
        let units: [[String]] = [
            ["--by", "0.4"], ["--by=10%"], ["--format", "hex"], ["--format=css"], ["--in", "oklch"], ["--in=srgb"],
            ["--adaptation", "cat02"], ["--precision", "2"], ["--color", "always"], ["-u"], ["-j", "1"], ["--strict"], ["--field", "c"],
        ]
        let vectors = randomVectors(400, seed: 42, units: units, lengths: 0...5, start: ["red", "blue"])
        #expect(vectors.filter { check($0) }.count > vectors.count / 3)
    }
}
