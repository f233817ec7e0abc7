import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaTerminal

/// `gradient` words that are a plain `make` (stops and `make`'s options), read without swift-argument-parser.
///
/// Most starts of gradient make one: `gradient red blue`, `gradient tomato
/// teal --steps 7 --format hex`. Read by swift-argument-parser, such words
/// cost several times what the gradient does (see `QuickArguments`). Here
/// they are read by `QuickArguments`, each value by its type's
/// `init(argument:)`, into a `Make` whose properties are all set, and checked
/// by the same `validate()` of the command and its option groups that the
/// parser calls (`QuickOptionGroups.swift` reads the groups); anything that would not pass, and anything `CommandMain`
/// answers before parsing (help, a completion script, a mistyped command),
/// is left to swift-argument-parser, so it is answered in its words.
/// `Tests/QuickPathTests` holds what is read here to what swift-argument-parser
/// reads from the same words.
extension Make {
    /// The options of `make`: its own, then `InterpolationOptions`', `StreamOptions`' and `ColorOptions`', spelled as they declare them.
    static let quickOptions: [QuickArguments.Option] = [
        .init("--steps", kind: .anyValue),
        .init("--format", kind: .value),
        .init("-o", "--output", kind: .value),
        .init("--size", kind: .value),
        .init("--direction", kind: .value),
        .init("--gamut", kind: .value),
        .init("--dither", kind: .flag),
    ] + InterpolationOptions.quickOptions + StreamOptions.quickOptions + ColorOptions.quickOptions

    /// The `make` that `gradient WORDS…` asks for, validated, when the words are plain; nil when swift-argument-parser must read them.
    init?(quick words: [String]) {
        // A stop written with its position in one word ("red 0%") is left to the parser too.
        guard let arguments = QuickArguments(words, options: Self.quickOptions), arguments.firstOperandIsAColor,
            let interpolation = InterpolationOptions(quick: arguments), let stream = StreamOptions(quick: arguments),
            let colorOptions = ColorOptions(quick: arguments), let steps = arguments.value("--steps", as: Int.self),
            let format = arguments.value("--format", as: GradientFormat.self), let gamut = arguments.value("--gamut", as: GamutMethod.self)
        else { return nil }
        self.init()
        stops = arguments.operands
        self.steps = steps
        self.format = format
        output = arguments.value("-o")
        size = arguments.value("--size") ?? "512x64"
        direction = arguments.value("--direction") ?? "horizontal"
        self.gamut = gamut ?? .css
        dither = arguments.has("--dither")
        self.interpolation = interpolation
        self.stream = stream
        self.colorOptions = colorOptions
        // What the parser checks last, once every group has passed its own checks.
        guard (try? validate()) != nil else { return nil }
    }
}
