// gradient's quick path (Sources/Tools/gradient/MakeQuickPath.swift) against
// swift-argument-parser: on every argument vector of the tables and on many
// drawn at random from words that are options, values, stops, commands and
// the odd spellings in between, the quick path either gives up or builds
// exactly the `make` the parser builds (compared property by property, as a
// dump, QuickPathChecks.swift), and only where CommandMain would have asked
// the parser (no help, no mistyped command).

import ArgumentParser
import ChromaKit
import Testing

@testable import ChromaCLI
@testable import GradientCommands

/// Checks the quick path on `words`: nil, or the parser's command (QuickPathChecks.swift). Returns whether it read them.
@discardableResult
private func check(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    checkQuickPath(words, root: GradientTool.self, quick: Make(quick: words), sourceLocation: sourceLocation)
}

@Suite("gradient's quick path reads what swift-argument-parser reads") struct MakeQuickPathTests {
    /// Plain gradients: each read by the quick path, as the parser reads it.
    @Test(arguments: [
        ["red", "blue"], ["tomato", "teal", "--steps", "7", "--format", "hex"], ["red", "gold", "blue", "--in", "oklch", "--hue", "longer"],
        ["--steps=3", "#ff0000", "rgb(0 0 255)"], ["red", "blue", "--format", "png", "-o", "out.png", "--size", "64x8", "--dither"],
        ["red", "blue", "--format=svg", "--output=a.svg", "--direction", "45deg", "--gamut", "clip"],
        ["red", "30%", "blue"], ["red", "blue", "--adaptation", "cat16", "--in", "lab"],
        ["red", "blue", "--precision", "3", "--color", "never", "-u"], ["--field", "c", "--strict", "-i", "-"],
        ["--input=stops.ndjson", "--format", "css"], ["red", "blue", "--steps", "1000000"], ["red", "blue", "--precision", "-0"],
    ])
    func plainGradientsAreReadAsTheParserReadsThem(words: [String]) {
        #expect(check(words), "\(words) left to the parser")
    }

    @Test func defaultsAreTheParsersDefaults() {
        #expect(check([]))
        let text = dumped(Make(quick: ["red", "blue"])!)
        #expect(text.contains("512x64") && text.contains("horizontal") && text.contains("oklab"), "the dump shows the values: \(text)")
    }

    /// Words the quick path leaves to swift-argument-parser: help, errors, commands, and spellings it does not read.
    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["--version"], ["--generate-completion-script", "bash"], ["make", "red", "blue"], ["play"],
        ["plya"], ["redd", "blue"], ["red"], ["red", "bleu"], ["--"], ["--", "red", "blue"], ["red", "blue", "--steps"],
        ["red", "blue", "--steps", "1"], ["red", "blue", "--steps", "-3"], ["red", "blue", "--steps", "x"], ["red", "blue", "--format", "xml"],
        ["red", "blue", "--in", "nowhere"], ["red", "blue", "--hue", "longer"],
        ["red", "blue", "--direction", "sideways"], ["red", "blue", "--format", "png", "--size", "big"], ["red", "blue", "--field", ""],
        ["red", "blue", "--precision", "16"], ["red", "blue", "-i", "x"], ["red", "blue", "--strict=1"], ["red", "blue", "-ux"],
        ["red", "blue", "--color", "sometimes"], ["red", "blue", "--steps", "3", "--steps", "4"], ["red 0%", "blue"], ["-x"],
        ["red", "blue", "--adaptation", "sharp"],
    ])
    func otherWordsAreLeftToTheParser(words: [String]) {
        #expect(Make(quick: words) == nil)
    }

    @Test func noCommandIsNamedLikeAColor() {
        let names = GradientTool.configuration.subcommands.map { $0._commandName } + ["help"]
        for name in names {
            #expect((try? CSSColor.parse(name)) == nil, "\(name)")
        }
    }

    /// Words arguments are drawn from: options in every spelling, good and bad values, stops, commands, and the odd ones.
    static let words = [
        "red", "blue", "#ff0000", "rgb(1 2 3)", "tan", "30%", "90deg", "redd", "make", "play", "help", "", "-", "--", "-u", "-i",
        "-o", "-x", "-1", "-h", "--help", "--version", "=", "--steps", "--steps=3", "3", "1", "-3", "x",
        "--format", "--format=hex", "hex", "png", "svg", "css", "ansi", "swatch", "human", "ndjson", "xml",
        "--output", "--output=a.png", "a.png", "--size", "64x8", "big", "--direction", "vertical", "45deg", "sideways",
        "--gamut", "clip", "raytrace", "--dither", "--dither=1", "--in", "--in=oklch", "oklch", "lab", "srgb", "nowhere",
        "--hue", "longer", "shorter", "--adaptation", "cat16", "sharp", "--field", "--field=", "c",
        "--precision", "--precision=2", "16", "--strict", "--unbuffered", "--input", "--input=-", "--color", "never", "sometimes",
    ]

    @Test func randomArgumentVectorsAreReadAsTheParserReadsThemOrLeftToIt() {
        let vectors = randomVectors(800, seed: 31, units: Self.words.map { [$0] }, lengths: 0...6)
        #expect(vectors.filter { check($0) }.count > vectors.count / 50)
    }

    /// Stops and options with a good value each, in random order and number: mostly read by the quick path.
    @Test func randomPlainGradientsAreReadAsTheParserReadsThem() {
        let units: [[String]] = [
            ["red"], ["#123456"], ["hsl(120 50% 50%)"], ["gold", "40%"], ["--steps", "4"], ["--steps=9"], ["--format", "hex"],
            ["--format=css"], ["--format", "ansi"], ["--gamut", "clip"], ["--in", "oklch"], ["--in=srgb"], ["--adaptation", "cat02"],
            ["--precision", "2"], ["--color", "always"], ["-u"], ["--direction", "vertical"], ["--dither"], ["--size", "32x4"],
        ]
        let vectors = randomVectors(400, seed: 32, units: units, lengths: 2...6, start: ["red", "blue"])
        #expect(vectors.filter { check($0) }.count > vectors.count / 3)
    }
}
