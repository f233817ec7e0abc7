// What the tests of the quick paths share: a command that a quick path
// builds from a tool's words against the one swift-argument-parser builds
// from the same words, compared property by property (a dump of the
// command: every option's value, every option group's), and only where
// CommandMain would have asked the parser (no help, no mistyped command, no
// completion script).

import ArgumentParser
import ChromaKit
import Testing

@testable import ChromaCLI
@testable import ColorconvCommands

/// Every property of a built command, as text.
func dumped(_ command: ParsableCommand) -> String {
    var text = ""
    dump(command, to: &text)
    return text
}

/// What swift-argument-parser builds from `words` as `root`'s when CommandMain would parse them, dumped; nil when
/// CommandMain would answer first, when the words do not parse, or when they make another command than `expected`.
func parserDump(_ words: [String], root: ParsableCommand.Type, expected: ParsableCommand.Type) -> String? {
    if CommandSuggestion.message(for: words, root: root) != nil { return nil }
    if DefaultCommandHelp.request(words, root: root) != nil { return nil }
    if words.first.map({ $0.hasPrefix("--generate-completion-script") }) == true { return nil }
    guard let command = try? root.parseAsRoot(words), type(of: command) == expected else { return nil }
    return dumped(command)
}

/// Checks a quick reading of `words` as `root`'s: nil, or the command the parser builds. Returns whether it read them.
@discardableResult
func checkQuickPath(
    _ words: [String], root: ParsableCommand.Type, quick: ParsableCommand?, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    guard let quick else { return false }
    #expect(parserDump(words, root: root, expected: type(of: quick)) == dumped(quick), "\(words)", sourceLocation: sourceLocation)
    return true
}

/// The quick reading of `colorconv NAME WORDS…`, by the subcommand's name.
func quickSubcommand(_ name: String, _ words: [String]) -> ParsableCommand? {
    switch name {
    case "adjust": Adjust(quick: words)
    case "name": Name(quick: words)
    case "simulate": Simulate(quick: words)
    case "contrast": ContrastCommand(quick: words)
    default: Distance(quick: words)
    }
}

/// Checks the quick path of `colorconv NAME` on `words` (the words after the name). Returns whether it read them.
@discardableResult
func checkQuickSubcommand(_ name: String, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    checkQuickPath([name] + words, root: Colorconv.self, quick: quickSubcommand(name, words), sourceLocation: sourceLocation)
}

/// `count` seeded argument vectors, each `start` then a number in `lengths` of units drawn from `units` (a unit
/// is one word, or an option with its value): what the random tests of every quick path feed it.
func randomVectors(_ count: Int, seed: UInt64, units: [[String]], lengths: ClosedRange<Int>, start: [String] = []) -> [[String]] {
    var random = SeededRandomGenerator(seed: seed)
    return (0..<count).map { _ in
        let length = RandomDraw.integer(in: lengths, using: &random)
        return start + (0..<length).flatMap { _ in units[RandomDraw.integer(in: 0...(units.count - 1), using: &random)] }
    }
}
