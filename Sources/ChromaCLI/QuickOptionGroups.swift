import ArgumentParser
import ChromaKit
import ChromaTerminal

// The shared option groups read from `QuickArguments`, for a command that builds itself without
// swift-argument-parser (gradient's `make`, colormix's `mix`): each group's spellings as it declares
// them, and the group with every property set, its values read by their types' `init(argument:)` and
// checked by the group's `validate()`; nil where the parser must read the words.

extension InterpolationOptions {
    /// `--in`, `--hue` and `--adaptation`.
    public static let quickOptions: [QuickArguments.Option] = [
        .init("--in", kind: .value), .init("--hue", kind: .value), .init("--adaptation", kind: .value),
    ]

    /// The group as the parser would read it from the same words, validated.
    public init?(quick arguments: QuickArguments) {
        guard let hue = arguments.value("--hue", as: HueInterpolation.self),
            let adaptation = arguments.value("--adaptation", as: ChromaticAdaptation.self)
        else { return nil }
        self.init()
        space = arguments.value("--in") ?? "oklab"
        self.hue = hue
        self.adaptation = adaptation ?? .bradford
        guard (try? validate()) != nil else { return nil }
    }
}

extension StreamOptions {
    /// `--field`, `--precision`, `--strict`, `-u`/`--unbuffered` and `-i`/`--input`.
    public static let quickOptions: [QuickArguments.Option] = [
        .init("--field", kind: .value), .init("--precision", kind: .anyValue), .init("--strict", kind: .flag),
        .init("-u", "--unbuffered", kind: .flag), .init("-i", "--input", kind: .value),
    ]

    /// The group (and its `RecordStreamOptions`) as the parser would read it from the same words, validated.
    public init?(quick arguments: QuickArguments) {
        guard let precision = arguments.value("--precision", as: Int.self) else { return nil }
        var records = RecordStreamOptions()
        records.precision = precision ?? 6
        records.strict = arguments.has("--strict")
        records.unbuffered = arguments.has("-u")
        records.input = arguments.value("-i")
        guard (try? records.validate()) != nil else { return nil }
        self.init()
        field = arguments.value("--field") ?? "color"
        self.records = records
        guard (try? validate()) != nil else { return nil }
    }
}

extension ColorOptions {
    /// `--color`.
    public static let quickOptions: [QuickArguments.Option] = [.init("--color", kind: .value)]

    /// The group as the parser would read it from the same words.
    public init?(quick arguments: QuickArguments) {
        guard let color = arguments.value("--color", as: ColorChoice.self) else { return nil }
        self.init()
        self.color = color ?? .auto
    }
}

extension QuickArguments {
    /// Whether the first operand may start a plain command: it is a color, so that it is neither a
    /// command's name nor a mistyped one, which `CommandSuggestion` and swift-argument-parser must answer
    /// (no command is named like a color, which tests check). True when there is no operand.
    public var firstOperandIsAColor: Bool {
        guard let first = operands.first else { return true }
        return (try? CSSColor.parse(first)) != nil
    }
}

extension QuickArguments {
    /// The value of the option first spelled `spelling`, read as its type reads an argument: `.some(nil)` when the
    /// option was not given, nil when its value does not read (which the parser must then say).
    public func value<Value: ExpressibleByArgument>(_ spelling: String, as type: Value.Type) -> Value?? {
        guard let text = value(spelling) else { return .some(nil) }
        guard let read = Value(argument: text) else { return nil }
        return .some(read)
    }
}
