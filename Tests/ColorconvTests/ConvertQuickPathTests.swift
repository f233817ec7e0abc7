// colorconv's quick path (Sources/Tools/colorconv/ConvertQuickPath.swift)
// against swift-argument-parser: on every argument vector of the tables and
// on many drawn at random from words that are options, values, colors,
// commands and the odd spellings in between, the quick path either gives up
// or reads exactly the `convert` settings the parser reads, and only where
// CommandMain would have asked the parser (no help, no mistyped command).

import ArgumentParser
import Foundation
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal
import Testing

@testable import ChromaCLI
@testable import ColorconvCommands

/// What swift-argument-parser makes of `words` as colorconv's, when CommandMain would parse them: the settings of `convert`, or nil.
private func parserSettings(_ words: [String]) -> ConvertSettings? {
    if CommandSuggestion.message(for: words, root: Colorconv.self) != nil { return nil }
    if DefaultCommandHelp.request(words, root: Colorconv.self) != nil { return nil }
    if words.first.map({ $0.hasPrefix("--generate-completion-script") }) == true { return nil }
    guard let command = try? Colorconv.parseAsRoot(words) else { return nil }
    return (command as? Convert)?.settings
}

/// Checks the quick path on `words`: nil, or the parser's settings. Returns whether it read them.
@discardableResult
private func check(_ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let quick = ConvertSettings(quick: words) else { return false }
    let parsed = parserSettings(words)
    #expect(parsed == quick, "\(words)", sourceLocation: sourceLocation)
    return true
}

@Suite("colorconv's quick path reads what swift-argument-parser reads") struct ConvertQuickPathTests {
    /// Whether the random sweeps run at full length (`make test-long`); each vector costs a parse in a debug build.
    static let longRun = ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1"

    /// Plain conversions, each read by the quick path, with what they ask for.
    static let plain: [([String], ConvertSettings)] = {
        func settings(_ change: (inout ConvertSettings) -> Void) -> ConvertSettings {
            var settings = ConvertSettings()
            change(&settings)
            return settings
        }
        return [
            ([], ConvertSettings()),
            (["red"], settings { $0.colors = ["red"] }),
            (["#ff0000", "rgb(1 2 3)", "-"], settings { $0.colors = ["#ff0000", "rgb(1 2 3)", "-"] }),
            (["--to", "oklch"], settings { $0.output.to = "oklch" }),
            (["--to=oklch,lab", "red"], settings { $0.output.to = "oklch,lab"; $0.colors = ["red"] }),
            (["red", "--to", "all", "blue"], settings { $0.output.to = "all"; $0.colors = ["red", "blue"] }),
            (["--to=", "hsl"], settings { $0.output.to = "hsl" }),
            (["--format", "hex", "--css", "legacy", "--gamut", "clip", "tan"],
             settings { $0.output.format = .hex; $0.output.css = .legacy; $0.output.gamut = .clip; $0.colors = ["tan"] }),
            (["--gamut", "raytrace", "--gamut-space", "display-p3", "--to", "display-p3"],
             settings { $0.output.gamut = .raytrace; $0.output.gamutSpace = GamutSpace(argument: "display-p3"); $0.output.to = "display-p3" }),
            (["--field", "c", "--precision", "3", "--strict", "-u"],
             settings { $0.stream = StreamSettings(field: "c", precision: 3, strict: true, unbuffered: true) }),
            (["--precision", "-0"], settings { $0.stream.precision = 0 }),
            (["--precision=+15", "--unbuffered"], settings { $0.stream.precision = 15; $0.stream.unbuffered = true }),
            (["-i", "-"], settings { $0.stream.input = "-" }),
            (["--input=colors.ndjson", "--color", "never"], settings { $0.stream.input = "colors.ndjson"; $0.color = .never }),
            (["--to", "oklch", "--format", "ndjson", "--precision", "4", "--input", "in.ndjson"],
             settings { $0.output.to = "oklch"; $0.output.format = .ndjson; $0.stream.precision = 4; $0.stream.input = "in.ndjson" }),
            (["-j", "2", "--to", "oklch"], settings { $0.jobs = 2; $0.output.to = "oklch" }),
            (["--jobs=256", "red"], settings { $0.jobs = 256; $0.colors = ["red"] }),
            (["--adaptation", "cat16", "--to", "lab"], settings { $0.output.adaptation = .cat16; $0.output.to = "lab" }),
            (["--adaptation=von-kries", "red"], settings { $0.output.adaptation = .vonKries; $0.colors = ["red"] }),
            // The forms people paste (`CSSColor+Pasted.swift`) are colors first words too.
            (["color: #ff6347;", "0xff6347"], settings { $0.colors = ["color: #ff6347;", "0xff6347"] }),
            (["\"ff6347\"", "--to", "oklch"], settings { $0.colors = ["\"ff6347\""]; $0.output.to = "oklch" }),
        ]
    }()

    @Test(arguments: plain)
    func plainConversionsAreReadAsTheParserReadsThem(words: [String], expected: ConvertSettings) {
        #expect(ConvertSettings(quick: words) == expected)
        #expect(parserSettings(words) == expected)
    }

    /// Words the quick path leaves to swift-argument-parser: help, errors, commands, and spellings it does not read.
    @Test(arguments: [
        ["--help"], ["-h"], ["help"], ["--version"], ["--generate-completion-script", "bash"], ["convert", "red"], ["name", "red"],
        ["nam"], ["redd"], ["--"], ["--", "red"], ["--to"], ["--to", "-u"], ["--to", "bogus"], ["--to", "oklch", "--to", "lab"],
        ["--format", "xml"], ["--css", "old"], ["--gamut", "none"], ["--gamut-space", "oklch"], ["--gamut-space"], ["--field", ""], ["--precision", "16"], ["--precision", "x"],
        ["--precision"], ["--strict=1"], ["-ui", "x"], ["-iu"], ["-ix"], ["-i=x"], ["-u", "-u"], ["--input", "x", "red"],
        ["--color", "sometimes"], ["-x"], ["--unknown"], ["-1"], ["-to", "oklch"], ["--TO", "oklch"], ["-\u{301}"],
        ["-j", "0"], ["-j", "257"], ["--jobs", "x"], ["-j"], ["-j2"], ["-j", "2", "--jobs", "3"],
        ["--adaptation", "sharp"], ["--adaptation"], ["--adaptation", "cat16", "--adaptation", "cat02"],
        ["bad"], ["123", "red"], ["light blue"], ["0xfab"], ["red;;"],
    ])
    func otherWordsAreLeftToTheParser(words: [String]) {
        #expect(ConvertSettings(quick: words) == nil)
    }

    @Test func noCommandIsNamedLikeAColor() {
        let names = Colorconv.configuration.subcommands.map { $0._commandName } + ["help"]
        #expect(names.count > 10)
        for name in names {
            #expect((try? CSSColor.parse(name)) == nil, "\(name)")
        }
    }

    /// Words arguments are drawn from: options in every spelling, good and bad values, colors, commands, and the odd ones.
    static let words = [
        "red", "#ff0000", "rgb(1 2 3)", "tan", "transparent", "nam", "redd", "name", "convert", "help", "spaces", "",
        "-", "--", "-u", "-i", "-ui", "-iu", "-x", "-1", "-0", "-h", "--help", "--version", "-\u{301}", "=", "--=x",
        "--to", "--to=", "--to=oklch", "--to=bogus", "--TO", "-to", "oklch", "lab,oklch", "all", "bogus", "OKLCH", " oklch",
        "--format", "--format=hex", "hex", "ndjson", "human", "css", "xml", "HEX",
        "--css", "--css=legacy", "legacy", "modern",
        "--gamut", "--gamut=clip", "clip",
        "--adaptation", "--adaptation=cat16", "cat16", "von-kries", "sharp",
        "--field", "--field=", "--field=c", "c",
        "--precision", "--precision=3", "--precision=", "3", "0", "15", "16", "+2", " 3", "٣", "x",
        "--strict", "--strict=1", "--unbuffered", "--unbuffered=",
        "--input", "--input=-", "--input=in.ndjson", "in.ndjson",
        "--color", "--color=never", "never", "always", "auto", "sometimes",
        "-j", "--jobs", "--jobs=2", "2", "-j2", "257", "-3",
    ]

    @Test func randomArgumentVectorsAreReadAsTheParserReadsThemOrLeftToIt() {
        var random = SeededRandomGenerator(seed: 16)
        var read = 0
        let count = Self.longRun ? 4000 : 200
        for _ in 0..<count {
            let length = RandomDraw.integer(in: 0...5, using: &random)
            let vector = (0..<length).map { _ in Self.words[RandomDraw.integer(in: 0...(Self.words.count - 1), using: &random)] }
            if check(vector) { read += 1 }
        }
        // Enough of them plain for the comparison to mean something.
        #expect(read > count / 20)
    }

    /// Options with a good value each, and colors, in random order and number: mostly read by the quick path.
    @Test func randomPlainConversionsAreReadAsTheParserReadsThem() {
        let units: [[String]] = [
            ["red"], ["#123456"], ["hsl(120 50% 50%)"], ["-"],
            ["--to", "oklch"], ["--to=lab,hsl"], ["--to", "all"], ["--format", "text"], ["--format=swatch"], ["--css", "legacy"],
            ["--gamut=clip"], ["--gamut", "raytrace"], ["--gamut-space", "rec2020"], ["--field", "c"], ["--field=colour"], ["--precision", "2"], ["--precision=-0"], ["--strict"],
            ["-u"], ["--unbuffered"], ["-i", "-"], ["--input", "in.ndjson"], ["--color", "always"], ["--color=auto"],
            ["-j", "1"], ["--jobs", "4"], ["--adaptation", "cat02"], ["--adaptation=xyz-scaling"],
        ]
        var random = SeededRandomGenerator(seed: 7)
        var read = 0
        let count = Self.longRun ? 1200 : 100
        for _ in 0..<count {
            let length = RandomDraw.integer(in: 0...4, using: &random)
            let vector = (0..<length).flatMap { _ in units[RandomDraw.integer(in: 0...(units.count - 1), using: &random)] }
            if check(vector) { read += 1 }
        }
        #expect(read > count / 3)
    }
}
