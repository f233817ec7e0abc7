import ArgumentParser
import ChromaCLI
import ChromaKit

/// `colormix` words that are a plain `mix` (colors and `mix`'s options), read without swift-argument-parser.
///
/// `colormix red blue`, `colormix --with white --by 0.3 < colors.ndjson`:
/// read here by `QuickArguments`, each value by its type's `init(argument:)`
/// (`--by` by the same `NumberOption.fraction(from:)` the option declares),
/// into a `MixCommand` whose properties are all set, and checked by the same
/// `validate()` of the command and its option groups that the parser calls
/// (`QuickOptionGroups.swift` reads the groups); anything else, and anything
/// `CommandMain` answers before parsing, is left to swift-argument-parser.
/// A color written with its weight in one word (`red:2`) is left to the
/// parser too. `Tests/QuickPathTests` holds what is read here to what
/// swift-argument-parser reads from the same words.
extension MixCommand {
    /// The options of `mix`: its own, then `InterpolationOptions`', `StreamOptions`', `-j` and `ColorOptions`'.
    static let quickOptions: [QuickArguments.Option] = [
        .init("--by", kind: .anyValue),
        .init("--with", kind: .value),
        .init("--pairs", kind: .flag),
        .init("--format", kind: .value),
        .init("-j", "--jobs", kind: .anyValue),
    ] + InterpolationOptions.quickOptions + StreamOptions.quickOptions + ColorOptions.quickOptions

    /// The `mix` that `colormix WORDS…` asks for, validated, when the words are plain; nil when swift-argument-parser must read them.
    init?(quick words: [String]) {
        guard let arguments = QuickArguments(words, options: Self.quickOptions), arguments.firstOperandIsAColor,
            let mixing = InterpolationOptions(quick: arguments), let stream = StreamOptions(quick: arguments),
            let colorOptions = ColorOptions(quick: arguments), let format = arguments.value("--format", as: OutputFormat.self),
            let jobs = arguments.value("-j", as: Int.self)
        else { return nil }
        // `--by` as the option declares it: read by `NumberOption.fraction(from:)`.
        var by: Double?
        if let value = arguments.value("--by") {
            guard let fraction = try? NumberOption.fraction(from: value) else { return nil }
            by = fraction
        }
        self.init()
        items = arguments.operands
        self.by = by
        with = arguments.value("--with")
        pairs = arguments.has("--pairs")
        self.format = format
        self.jobs = jobs
        self.mixing = mixing
        self.stream = stream
        self.colorOptions = colorOptions
        // What the parser checks last, once every group has passed its own checks.
        guard (try? validate()) != nil else { return nil }
    }
}
