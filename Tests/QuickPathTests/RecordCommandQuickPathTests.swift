// The quick paths of `colorconv name`, `simulate`, `contrast` and `distance`
// (Sources/Tools/colorconv/RecordCommandQuickPaths.swift) against
// swift-argument-parser: on the tables and on many vectors drawn at random,
// each either gives up or builds exactly the command the parser builds from
// `colorconv COMMAND WORDS…`, compared property by property
// (SubcommandQuickPathChecks.swift).

import ArgumentParser
import ChromaKit
import Testing

@testable import ChromaCLI
@testable import ColorconvCommands

@Suite("colorconv name, simulate, contrast and distance read by their quick paths as by the parser") struct RecordCommandQuickPathTests {
    @Test func theDumpShowsTheValues() {
        let text = dumped(Name(quick: ["red", "--format", "css", "-j", "3"])!)
        #expect(text.contains("red") && text.contains("css") && text.contains("3"), "\(text)")
    }

    @Test(arguments: [
        ("name", ["red"]), ("name", ["red", "blue", "--format", "css", "-j", "2"]), ("name", ["--field", "c", "--precision", "2", "-u"]),
        ("simulate", ["red", "--cvd", "deutan"]), ("simulate", ["--cvd", "protan", "--severity", "0.6", "--model", "brettel", "--to", "oklch"]),
        ("simulate", ["red", "--cvd=achroma", "--format", "css", "--gamut", "clip", "--color", "never"]),
        ("contrast", ["black", "white"]), ("contrast", ["--bg", "white", "--method", "apca"]), ("contrast", ["--against=#333", "--format", "text"]),
        ("contrast", ["--fg", "white", "-j", "2"]), ("distance", ["red", "blue"]), ("distance", ["--to-color", "white", "--method", "ok"]),
        ("distance", ["red", "blue", "--format", "text", "--precision", "3"]),
    ] as [(String, [String])])
    func plainWordsAreReadAsTheParserReadsThem(name: String, words: [String]) {
        #expect(checkQuickSubcommand(name, words), "\(name) \(words) left to the parser")
    }

    @Test(arguments: [
        ("name", ["--help"]), ("name", ["nope"]), ("name", ["red", "--format", "hex"]), ("name", ["red", "-j", "0"]), ("name", ["red", "-i", "x"]),
        ("simulate", ["red"]), ("simulate", ["red", "--cvd", "nope"]), ("simulate", ["red", "--cvd", "deutan", "--severity", "2"]),
        ("simulate", ["red", "--cvd", "deutan", "--severity", "x"]), ("simulate", ["red", "--cvd", "deutan", "--to", "bogus"]),
        ("contrast", ["red", "--bg", "white", "--fg", "black"]), ("contrast", ["--bg", "nope"]), ("contrast", ["red", "blue", "--method", "x"]),
        ("contrast", ["--bg", "white", "--format", "css"]), ("distance", ["red"]), ("distance", ["red", "blue", "--method", "x"]),
        ("distance", ["--to-color", "nope"]), ("distance", ["red", "blue", "--method", "ok", "--method", "2000"]),
    ] as [(String, [String])])
    func otherWordsAreLeftToTheParser(name: String, words: [String]) {
        #expect(quickSubcommand(name, words) == nil)
    }

    static let words = [
        "red", "blue", "#333", "nope", "", "-", "--", "-u", "-i", "-j", "-x", "-h", "--help", "2", "0", "x", "0.6", "1.5",
        "--format", "css", "text", "hex", "ndjson", "--field", "c", "--precision", "16", "--strict", "--color", "never",
        "--cvd", "deutan", "tritan", "--severity", "--model", "vienot", "--to", "oklch", "--gamut", "clip",
        "--method", "apca", "ok", "2000", "--bg", "--against", "white", "--fg", "--to-color",
    ]

    @Test(arguments: ["name", "simulate", "contrast", "distance"])
    func randomArgumentVectorsAreReadAsTheParserReadsThemOrLeftToIt(name: String) {
        // simulate needs its deficiency, which random words seldom give whole.
        let start = name == "simulate" ? ["--cvd", "deutan"] : []
        let vectors = randomVectors(600, seed: 61, units: Self.words.map { [$0] }, lengths: 0...6, start: start)
        // Enough of them plain for the comparison to mean something.
        #expect(vectors.filter { checkQuickSubcommand(name, $0) }.count > vectors.count / 200)
    }
}
