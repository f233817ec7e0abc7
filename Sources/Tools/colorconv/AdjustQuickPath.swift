import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaStream

/// `colorconv adjust` words that are plain (colors, one of each option), read without swift-argument-parser.
///
/// Read by `QuickArguments`, each value by its type's `init(argument:)`, into
/// an `Adjust` whose properties are all set, and checked by the same
/// `validate()` of the command and its option groups that the parser calls
/// (`QuickOptionGroups.swift` reads the shared groups); anything else (a
/// repeated `--set`, help, a bad value) is left to swift-argument-parser, so
/// it is answered in its words. `Tests/QuickPathTests` holds what is read here to
/// what swift-argument-parser reads from the same words.
extension Adjust {
    /// The options of `adjust`: its own, then `ColorOutputOptions`', `StreamOptions`', `-j` and `ColorOptions`'.
    static let quickOptions: [QuickArguments.Option] = [
        .init("--lighten", kind: .anyValue), .init("--darken", kind: .anyValue), .init("--saturate", kind: .anyValue),
        .init("--desaturate", kind: .anyValue), .init("--rotate", kind: .anyValue), .init("--complement", kind: .flag),
        .init("--gray", kind: .flag), .init("--set", kind: .value), .init("--alpha", kind: .anyValue), .init("--in", kind: .value),
        .init("-j", "--jobs", kind: .anyValue),
    ] + ColorOutputOptions.quickOptions + StreamOptions.quickOptions + ColorOptions.quickOptions

    /// The `adjust` that `colorconv adjust WORDS…` asks for (the words after `adjust`), validated, when they are plain;
    /// nil when swift-argument-parser must read them.
    init?(quick words: [String]) {
        guard let arguments = QuickArguments(words, options: Self.quickOptions), arguments.firstOperandIsAColor,
            let output = ColorOutputOptions(quick: arguments), let stream = StreamOptions(quick: arguments),
            let colorOptions = ColorOptions(quick: arguments), let jobs = arguments.value("-j", as: Int.self)
        else { return nil }
        self.init()
        colors = arguments.operands
        lighten = arguments.value("--lighten")
        darken = arguments.value("--darken")
        saturate = arguments.value("--saturate")
        desaturate = arguments.value("--desaturate")
        rotate = arguments.value("--rotate")
        complement = arguments.has("--complement")
        gray = arguments.has("--gray")
        set = arguments.value("--set").map { [$0] } ?? []
        alpha = arguments.value("--alpha")
        space = arguments.value("--in") ?? "oklch"
        self.jobs = jobs
        self.output = output
        self.stream = stream
        self.colorOptions = colorOptions
        // What the parser checks last, once every group has passed its own checks.
        guard (try? validate()) != nil else { return nil }
    }
}

extension ColorOutputOptions {
    /// `--to`, `--format`, `--css`, `--gamut` and `--gamut-space`.
    static let quickOptions: [QuickArguments.Option] = [
        .init("--to", kind: .value), .init("--format", kind: .value), .init("--css", kind: .value), .init("--gamut", kind: .value),
        .init("--gamut-space", kind: .value),
    ]

    /// The group as the parser would read it from the same words, validated.
    init?(quick arguments: QuickArguments) {
        guard let format = arguments.value("--format", as: OutputFormat.self),
            let css = arguments.value("--css", as: CSSColor.Notation.self), let gamut = arguments.value("--gamut", as: GamutMethod.self),
            let gamutSpace = arguments.value("--gamut-space", as: GamutSpace.self)
        else { return nil }
        self.init()
        to = arguments.value("--to") ?? ""
        self.format = format
        self.css = css ?? .modern
        self.gamut = gamut ?? .css
        self.gamutSpace = gamutSpace
        guard (try? validate()) != nil else { return nil }
    }
}
