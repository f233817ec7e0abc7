import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `colorconv` words that are a plain `convert` (colors and `convert`'s options), read without swift-argument-parser.
///
/// Most starts of colorconv are a conversion: `colorconv red`, `colorconv
/// --to oklch < colors.ndjson`. Read by swift-argument-parser, such words
/// cost several times what the conversion does (see `QuickArguments`). Here
/// they are read by `QuickArguments` and checked as `convert`'s options
/// check them — each value by its type's `init(argument:)`, then the checks
/// of the options' `validate()` — and anything that would not pass (or that
/// `CommandMain` answers before parsing: help, a completion script, a
/// mistyped command) is left to swift-argument-parser, so it is answered in
/// its words. `ColorconvTests` holds the settings read here to those
/// swift-argument-parser reads from the same words.
extension ConvertSettings {
    /// The options of `convert` (`ColorOutputOptions`, `StreamOptions`, `-j`, `ColorOptions`), spelled as they declare them.
    static let quickOptions: [QuickArguments.Option] = [
        .init("--to", kind: .value),
        .init("--format", kind: .value),
        .init("--css", kind: .value),
        .init("--gamut", kind: .value),
        .init("--gamut-space", kind: .value),
        .init("--adaptation", kind: .value),
        .init("--field", kind: .value),
        .init("--precision", kind: .anyValue),
        .init("--strict", kind: .flag),
        .init("-u", "--unbuffered", kind: .flag),
        .init("-i", "--input", kind: .value),
        .init("-j", "--jobs", kind: .anyValue),
        .init("--color", kind: .value),
    ]

    /// What `colorconv WORDS…` asks of `convert`, when the words are plain and valid; nil when swift-argument-parser must read them.
    init?(quick words: [String]) {
        guard let arguments = QuickArguments(words, options: Self.quickOptions) else { return nil }
        // A first word that is an operand is where swift-argument-parser looks for a command's
        // name and `CommandSuggestion` for a mistyped one; a color is neither (no command is
        // named like a color, which a test checks).
        if let first = words.first, !QuickArguments.isOptionLike(first), (try? CSSColor.parse(first)) == nil { return nil }
        colors = arguments.operands
        if let to = arguments.value("--to") {
            guard (try? ColorFields(list: to)) != nil else { return nil }
            output.to = to
        }
        if let format = arguments.value("--format") {
            guard let value = OutputFormat(argument: format) else { return nil }
            output.format = value
        }
        if let css = arguments.value("--css") {
            guard let value = CSSColor.Notation(argument: css) else { return nil }
            output.css = value
        }
        if let gamut = arguments.value("--gamut") {
            guard let value = GamutMethod(argument: gamut) else { return nil }
            output.gamut = value
        }
        if let gamutSpace = arguments.value("--gamut-space") {
            guard let value = GamutSpace(argument: gamutSpace) else { return nil }
            output.gamutSpace = value
        }
        if let adaptation = arguments.value("--adaptation") {
            guard let value = ChromaticAdaptation(argument: adaptation) else { return nil }
            output.adaptation = value
        }
        if let field = arguments.value("--field") {
            guard !field.isEmpty else { return nil }
            stream.field = field
        }
        if let precision = arguments.value("--precision") {
            guard let value = Int(argument: precision), (0...15).contains(value) else { return nil }
            stream.precision = value
        }
        stream.strict = arguments.has("--strict")
        stream.unbuffered = arguments.has("-u")
        if let input = arguments.value("-i") {
            guard colors.isEmpty else { return nil }
            stream.input = input
        }
        if let jobs = arguments.value("-j") {
            guard let value = Int(argument: jobs), (1...StreamJobs.maximum).contains(value) else { return nil }
            self.jobs = value
        }
        if let choice = arguments.value("--color") {
            guard let value = ColorChoice(argument: choice) else { return nil }
            color = value
        }
    }
}
