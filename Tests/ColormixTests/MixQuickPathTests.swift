// colormix's quick path (Sources/Tools/colormix/MixQuickPath.swift) against
// swift-argument-parser: on every argument vector of the tables and on many
// drawn at random from words that are options, values, colors, commands and
// the odd spellings in between, the quick path either gives up or builds
// exactly the `mix` the parser builds, and only where CommandMain would have
// asked the parser (no help, no mistyped command).

import ArgumentParser
import ChromaKit
import ChromaTerminal
import Testing

@testable import ChromaCLI
@testable import ColormixCommands

/// Everything a `mix` was given, as plain values to compare.
private struct MixReading: Equatable {
    var items: [String]
    var by: Double?
    var with: String?
    var pairs: Bool
    var format: OutputFormat?
    var space: String
    var hue: HueInterpolation?
    var adaptation: String
    var field: String
    var precision: Int
    var strict: Bool
    var unbuffered: Bool
    var input: String?
    var jobs: Int?
    var color: ColorChoice

    init(_ mix: MixCommand) {
        items = mix.items
        by = mix.by
        with = mix.with
        pairs = mix.pairs
        format = mix.format
        space = mix.mixing.space
        hue = mix.mixing.hue
        adaptation = mix.mixing.adaptation.name
        field = mix.stream.field
        precision = mix.stream.precision
        strict = mix.stream.strict
        unbuffered = mix.stream.unbuffered
        input = mix.stream.input
        jobs = mix.jobs
        color = mix.colorOptions.color
    }
}

/// What swift-argument-parser makes of `words` as colormix's, when CommandMain would parse them: the `mix`, or nil.
private func parserReading(_ words: [String]) -> MixReading? {
    if CommandSuggestion.message(for: words, root: Colormix.self) != nil { return nil }
    if DefaultCommandHelp.request(words, root: Colormix.self) != nil { return nil }
    if words.first.map({ $0.hasPrefix("--generate-completion-script") }) == true { return nil }
    guard let command = try? Colormix.parseAsRoot(words) else { return nil }
    return (command as? MixCommand).map(MixReading.init)
}

/// Checks the quick path on `words`: nil, or the parser's reading. Returns whether it read them.
@discardableResult
private func check(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let quick = MixCommand(quick: words).map(MixReading.init) else { return false }
    let parsed = parserReading(words)
    #expect(parsed == quick, "\(words)", sourceLocation: sourceLocation)
    return true
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
        var random = SeededRandomGenerator(seed: 41)
        var read = 0
        let count = 3000
        for _ in 0..<count {
            let length = RandomDraw.integer(in: 0...6, using: &random)
            let vector = (0..<length).map { _ in Self.words[RandomDraw.integer(in: 0...(Self.words.count - 1), using: &random)] }
            if check(vector) { read += 1 }
        }
        #expect(read > count / 50)
    }

    /// Two colors and options with a good value each, in random order and number: mostly read by the quick path.
    @Test func randomPlainMixesAreReadAsTheParserReadsThem() {
        let units: [[String]] = [
            ["--by", "0.4"], ["--by=10%"], ["--format", "hex"], ["--format=css"], ["--in", "oklch"], ["--in=srgb"],
            ["--adaptation", "cat02"], ["--precision", "2"], ["--color", "always"], ["-u"], ["-j", "1"], ["--strict"], ["--field", "c"],
        ]
        var random = SeededRandomGenerator(seed: 42)
        var read = 0
        let count = 1200
        for _ in 0..<count {
            let length = RandomDraw.integer(in: 0...5, using: &random)
            let vector = ["red", "blue"] + (0..<length).flatMap { _ in units[RandomDraw.integer(in: 0...(units.count - 1), using: &random)] }
            if check(vector) { read += 1 }
        }
        #expect(read > count / 3)
    }
}
