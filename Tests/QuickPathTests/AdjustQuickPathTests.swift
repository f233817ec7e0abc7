// `colorconv adjust`'s quick path (Sources/Tools/colorconv/AdjustQuickPath.swift)
// against swift-argument-parser: on every argument vector of the tables and
// on many drawn at random from words that are options, values, colors and
// the odd spellings in between, the quick path either gives up or builds
// exactly the `adjust` the parser builds from `colorconv adjust WORDS…`,
// compared property by property (SubcommandQuickPathChecks.swift).

import ArgumentParser
import ChromaKit
import Testing

@testable import ChromaCLI
@testable import ColorconvCommands

@Suite("colorconv adjust's quick path reads what swift-argument-parser reads") struct AdjustQuickPathTests {
    @Test(arguments: [
        ["red", "--lighten", "0.1"], ["tomato", "teal", "--darken", "10%", "--to", "oklch"], ["--saturate", "0.05", "--in", "hsl"],
        ["red", "--desaturate=20%", "--rotate", "30deg"], ["red", "--complement", "--gray", "--alpha", "0.5"],
        ["red", "--set", "oklch.l=0.7"], ["red", "--lighten", "-0.1"], ["red", "--rotate", "-90"],
        ["--lighten", "0.1", "--format", "css", "--css", "legacy", "--gamut", "clip"], ["--gray", "--gamut-space", "display-p3", "--to", "display-p3"],
        ["--lighten", "0.1", "--field", "c", "--precision", "3", "--strict", "-u", "-i", "-", "-j", "2", "--color", "never"],
    ])
    func plainAdjustmentsAreReadAsTheParserReadsThem(words: [String]) {
        #expect(checkQuickSubcommand("adjust", words), "\(words) left to the parser")
    }

    /// Words the quick path leaves to swift-argument-parser: help, errors, repeated options and spellings it does not read.
    @Test(arguments: [
        [], ["red"], ["--help"], ["-h"], ["red", "--lighten"], ["red", "--lighten", "x"], ["red", "--in", "nowhere", "--gray"],
        ["red", "--in", "lab", "--saturate", "0.1"], ["red", "--set", "a=1", "--set", "b=2"], ["red", "--set", "bogus"],
        ["red", "--gray", "--to", "bogus"], ["red", "--gray", "--format", "xml"], ["red", "--gray", "--css", "old"],
        ["red", "--gray", "--gamut-space", "oklch"], ["red", "--gray", "-j", "0"], ["red", "--gray", "--field", ""],
        ["red", "--gray", "--precision", "16"], ["red", "--gray", "-i", "x"], ["red", "--gray", "--gray"], ["nope", "--gray"],
        ["red", "--gray", "--", "blue"], ["red", "--gray", "-x"], ["red", "--gray", "--adaptation", "cat16"],
    ])
    func otherWordsAreLeftToTheParser(words: [String]) {
        #expect(Adjust(quick: words) == nil)
    }

    static let words = [
        "red", "#ff0000", "rgb(1 2 3)", "nope", "", "-", "--", "-u", "-i", "-j", "-x", "-h", "--help", "=",
        "--lighten", "--lighten=0.1", "0.1", "10%", "-0.1", "x", "--darken", "--saturate", "--desaturate", "--rotate", "30deg", "-90",
        "--complement", "--complement=1", "--gray", "--set", "--set=oklch.l=0.5", "oklch.l=0.5", "hsl.s=50%", "bogus",
        "--alpha", "0.5", "--in", "--in=hsl", "hsl", "lab", "nowhere", "--to", "--to=oklch", "oklch", "all",
        "--format", "css", "hex", "xml", "--css", "legacy", "--gamut", "clip", "raytrace", "--gamut-space", "display-p3",
        "--field", "c", "--precision", "3", "16", "--strict", "--unbuffered", "--input", "--color", "never", "2", "0",
    ]

    @Test func randomArgumentVectorsAreReadAsTheParserReadsThemOrLeftToIt() {
        let vectors = randomVectors(1000, seed: 51, units: Self.words.map { [$0] }, lengths: 1...6)
        // Enough of them plain for the comparison to mean something.
        #expect(vectors.filter { checkQuickSubcommand("adjust", $0) }.count > vectors.count / 100)
    }

    @Test func randomPlainAdjustmentsAreReadAsTheParserReadsThem() {
        let units: [[String]] = [
            ["red"], ["#123456"], ["--lighten", "0.1"], ["--darken=5%"], ["--saturate", "0.02"], ["--desaturate", "0.02"],
            ["--rotate", "45"], ["--complement"], ["--gray"], ["--set", "oklch.c=0.1"], ["--alpha", "50%"], ["--to", "lab"],
            ["--format", "text"], ["--gamut", "clip"], ["--precision", "2"], ["-u"], ["-j", "1"], ["--color", "always"],
        ]
        let vectors = randomVectors(400, seed: 52, units: units, lengths: 1...5, start: ["red", "--lighten", "0.05"])
        #expect(vectors.filter { checkQuickSubcommand("adjust", $0) }.count > vectors.count / 4)
    }
}
