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
/// parser calls; anything that would not pass, and anything `CommandMain`
/// answers before parsing (help, a completion script, a mistyped command),
/// is left to swift-argument-parser, so it is answered in its words.
/// `GradientTests` holds what is read here to what swift-argument-parser
/// reads from the same words.
extension Make {
    /// The options of `make` (its own, `InterpolationOptions`, `StreamOptions`, `ColorOptions`), spelled as they declare them.
    static let quickOptions: [QuickArguments.Option] = [
        .init("--steps", kind: .anyValue),
        .init("--format", kind: .value),
        .init("-o", "--output", kind: .value),
        .init("--size", kind: .value),
        .init("--direction", kind: .value),
        .init("--gamut", kind: .value),
        .init("--dither", kind: .flag),
        .init("--in", kind: .value),
        .init("--hue", kind: .value),
        .init("--adaptation", kind: .value),
        .init("--field", kind: .value),
        .init("--precision", kind: .anyValue),
        .init("--strict", kind: .flag),
        .init("-u", "--unbuffered", kind: .flag),
        .init("-i", "--input", kind: .value),
        .init("--color", kind: .value),
    ]

    /// The `make` that `gradient WORDS…` asks for, validated, when the words are plain; nil when swift-argument-parser must read them.
    init?(quick words: [String]) {
        guard let arguments = QuickArguments(words, options: Self.quickOptions) else { return nil }
        // The first operand is where swift-argument-parser looks for a command's name and `CommandSuggestion`
        // for a mistyped one; a color is neither (no command is named like a color, which a test checks).
        // A stop written with its position in one word ("red 0%") is left to the parser too.
        if let first = arguments.operands.first, (try? CSSColor.parse(first)) == nil { return nil }
        self.init()
        stops = arguments.operands
        steps = nil
        if let value = arguments.value("--steps") {
            guard let number = Int(argument: value) else { return nil }
            steps = number
        }
        format = nil
        if let value = arguments.value("--format") {
            guard let chosen = GradientFormat(argument: value) else { return nil }
            format = chosen
        }
        output = arguments.value("-o")
        size = arguments.value("--size") ?? "512x64"
        direction = arguments.value("--direction") ?? "horizontal"
        gamut = .css
        if let value = arguments.value("--gamut") {
            guard let method = GamutMethod(argument: value) else { return nil }
            gamut = method
        }
        dither = arguments.has("--dither")

        var interpolation = InterpolationOptions()
        interpolation.space = arguments.value("--in") ?? "oklab"
        interpolation.hue = nil
        if let value = arguments.value("--hue") {
            guard let method = HueInterpolation(argument: value) else { return nil }
            interpolation.hue = method
        }
        interpolation.adaptation = .bradford
        if let value = arguments.value("--adaptation") {
            guard let method = ChromaticAdaptation(argument: value) else { return nil }
            interpolation.adaptation = method
        }
        self.interpolation = interpolation

        var records = RecordStreamOptions()
        records.precision = 6
        if let value = arguments.value("--precision") {
            guard let precision = Int(argument: value) else { return nil }
            records.precision = precision
        }
        records.strict = arguments.has("--strict")
        records.unbuffered = arguments.has("-u")
        records.input = arguments.value("-i")
        var stream = StreamOptions()
        stream.field = arguments.value("--field") ?? "color"
        guard !stream.field.isEmpty else { return nil }
        stream.records = records
        self.stream = stream

        var colorOptions = ColorOptions()
        colorOptions.color = .auto
        if let value = arguments.value("--color") {
            guard let choice = ColorChoice(argument: value) else { return nil }
            colorOptions.color = choice
        }
        self.colorOptions = colorOptions

        // What the parser checks after reading: every option group, then the command.
        do {
            try interpolation.validate()
            try records.validate()
            try stream.validate()
            try colorOptions.validate()
            try validate()
        } catch {
            return nil
        }
    }
}
