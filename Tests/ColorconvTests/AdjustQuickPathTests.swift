// `colorconv adjust`'s quick path (Sources/Tools/colorconv/AdjustQuickPath.swift)
// against swift-argument-parser: on every argument vector of the tables and
// on many drawn at random from words that are options, values, colors and
// the odd spellings in between, the quick path either gives up or builds
// exactly the `adjust` the parser builds from `colorconv adjust WORDS…`.

import ArgumentParser
import ChromaKit
import ChromaTerminal
import Testing

@testable import ChromaCLI
@testable import ColorconvCommands

/// Everything an `adjust` was given, as plain values to compare.
private struct AdjustReading: Equatable {
    var colors: [String]
    var operations: [String?]
    var complement: Bool
    var gray: Bool
    var set: [String]
    var space: String
    var output: ColorOutputSettings
    var field: String
    var precision: Int
    var strict: Bool
    var unbuffered: Bool
    var input: String?
    var jobs: Int?
    var color: ColorChoice

    init(_ adjust: Adjust) {
        colors = adjust.colors
        operations = [adjust.lighten, adjust.darken, adjust.saturate, adjust.desaturate, adjust.rotate, adjust.alpha]
        complement = adjust.complement
        gray = adjust.gray
        set = adjust.set
        space = adjust.space
        output = adjust.output.settings
        field = adjust.stream.field
        precision = adjust.stream.precision
        strict = adjust.stream.strict
        unbuffered = adjust.stream.unbuffered
        input = adjust.stream.input
        jobs = adjust.jobs
        color = adjust.colorOptions.color
    }
}

/// What swift-argument-parser makes of `colorconv adjust WORDS…`, when CommandMain would parse them, or nil.
private func parserReading(_ words: [String]) -> AdjustReading? {
    let all = ["adjust"] + words
    if CommandSuggestion.message(for: all, root: Colorconv.self) != nil { return nil }
    if DefaultCommandHelp.request(all, root: Colorconv.self) != nil { return nil }
    guard let command = try? Colorconv.parseAsRoot(all) else { return nil }
    return (command as? Adjust).map(AdjustReading.init)
}

/// Checks the quick path on `words`: nil, or the parser's reading. Returns whether it read them.
@discardableResult
private func check(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let quick = Adjust(quick: words).map(AdjustReading.init) else { return false }
    let parsed = parserReading(words)
    #expect(parsed == quick, "\(words)", sourceLocation: sourceLocation)
    return true
}

@Suite("colorconv adjust's quick path reads what swift-argument-parser reads") struct AdjustQuickPathTests {
    @Test(arguments: [
        ["red", "--lighten", "0.1"], ["tomato", "teal", "--darken", "10%", "--to", "oklch"], ["--saturate", "0.05", "--in", "hsl"],
        ["red", "--desaturate=20%", "--rotate", "30deg"], ["red", "--complement", "--gray", "--alpha", "0.5"],
        ["red", "--set", "oklch.l=0.7"], ["red", "--lighten", "-0.1"], ["red", "--rotate", "-90"],
        ["--lighten", "0.1", "--format", "css", "--css", "legacy", "--gamut", "clip"], ["--gray", "--gamut-space", "display-p3", "--to", "display-p3"],
        ["--lighten", "0.1", "--field", "c", "--precision", "3", "--strict", "-u", "-i", "-", "-j", "2", "--color", "never"],
    ])
    func plainAdjustmentsAreReadAsTheParserReadsThem(words: [String]) {
        #expect(check(words), "\(words) left to the parser")
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
        var random = SeededRandomGenerator(seed: 51)
        var read = 0
        let count = 3000
        for _ in 0..<count {
            let length = RandomDraw.integer(in: 1...6, using: &random)
            let vector = (0..<length).map { _ in Self.words[RandomDraw.integer(in: 0...(Self.words.count - 1), using: &random)] }
            if check(vector) { read += 1 }
        }
        // Enough of them plain for the comparison to mean something.
        #expect(read > count / 100)
    }

    @Test func randomPlainAdjustmentsAreReadAsTheParserReadsThem() {
        let units: [[String]] = [
            ["red"], ["#123456"], ["--lighten", "0.1"], ["--darken=5%"], ["--saturate", "0.02"], ["--desaturate", "0.02"],
            ["--rotate", "45"], ["--complement"], ["--gray"], ["--set", "oklch.c=0.1"], ["--alpha", "50%"], ["--to", "lab"],
            ["--format", "text"], ["--gamut", "clip"], ["--precision", "2"], ["-u"], ["-j", "1"], ["--color", "always"],
        ]
        var random = SeededRandomGenerator(seed: 52)
        var read = 0
        let count = 1200
        for _ in 0..<count {
            let length = RandomDraw.integer(in: 1...5, using: &random)
            let vector = ["red", "--lighten", "0.05"] + (0..<length).flatMap { _ in units[RandomDraw.integer(in: 0...(units.count - 1), using: &random)] }
            if check(vector) { read += 1 }
        }
        #expect(read > count / 4)
    }
}
