import ArgumentParser
import ChromaCLI
import ChromaKit

// `colorconv name`, `simulate`, `contrast` and `distance` words that are plain (colors, one of each option),
// read without swift-argument-parser as `adjust`'s are (AdjustQuickPath.swift): each command built with
// every property set, its option groups read by QuickOptionGroups.swift, and checked by the same
// `validate()` the parser calls; anything else is left to the parser. `Tests/QuickPathTests` holds each to what
// swift-argument-parser reads from the same words.

/// `-j`/`--jobs`, as the record commands declare it.
private let jobsOption = QuickArguments.Option("-j", "--jobs", kind: .anyValue)

/// What `name`, `contrast` and `distance` read alike: the colors, the stream options, `--color`, their own
/// `--format` and `-j`.
private struct RecordCommandWords<Format: ExpressibleByArgument> {
    let arguments: QuickArguments
    let stream: StreamOptions
    let colorOptions: ColorOptions
    let format: Format?
    let jobs: Int?

    init?(_ words: [String], options: [QuickArguments.Option]) {
        guard let arguments = QuickArguments(words, options: options), arguments.firstOperandIsAColor,
            let stream = StreamOptions(quick: arguments), let colorOptions = ColorOptions(quick: arguments),
            let format = arguments.value("--format", as: Format.self), let jobs = arguments.value("-j", as: Int.self)
        else { return nil }
        (self.arguments, self.stream, self.colorOptions, self.format, self.jobs) = (arguments, stream, colorOptions, format, jobs)
    }
}

extension Name {
    static let quickOptions: [QuickArguments.Option] =
        [.init("--format", kind: .value), jobsOption] + StreamOptions.quickOptions + ColorOptions.quickOptions

    /// The `name` that `colorconv name WORDS…` asks for (the words after `name`), validated; nil when the parser must read them.
    init?(quick words: [String]) {
        guard let read = RecordCommandWords<Format>(words, options: Self.quickOptions) else { return nil }
        self.init()
        colors = read.arguments.operands
        (format, jobs, stream, colorOptions) = (read.format, read.jobs, read.stream, read.colorOptions)
        guard (try? validate()) != nil else { return nil }
    }
}

extension Simulate {
    static let quickOptions: [QuickArguments.Option] = [
        .init("--cvd", kind: .value), .init("--severity", kind: .anyValue), .init("--model", kind: .value), jobsOption,
    ] + ColorOutputOptions.quickOptions + StreamOptions.quickOptions + ColorOptions.quickOptions

    /// The `simulate` that `colorconv simulate WORDS…` asks for, validated; nil when the parser must read them.
    init?(quick words: [String]) {
        guard let arguments = QuickArguments(words, options: Self.quickOptions), arguments.firstOperandIsAColor,
            let output = ColorOutputOptions(quick: arguments), let stream = StreamOptions(quick: arguments),
            let colorOptions = ColorOptions(quick: arguments),
            let deficiency = arguments.value("--cvd", as: ColorVisionDeficiency.self), let cvd = deficiency,
            let severity = arguments.value("--severity", as: Double.self), let model = arguments.value("--model", as: CVDModel.self),
            let jobs = arguments.value("-j", as: Int.self)
        else { return nil }
        self.init()
        colors = arguments.operands
        self.cvd = cvd
        self.severity = severity ?? 1
        self.model = model ?? .automatic
        self.jobs = jobs
        self.output = output
        self.stream = stream
        self.colorOptions = colorOptions
        guard (try? validate()) != nil else { return nil }
    }
}

extension ContrastCommand {
    static let quickOptions: [QuickArguments.Option] = [
        .init("--method", kind: .value), .init("--bg", "--against", kind: .value), .init("--fg", kind: .value),
        .init("--format", kind: .value), jobsOption,
    ] + StreamOptions.quickOptions + ColorOptions.quickOptions

    /// The `contrast` that `colorconv contrast WORDS…` asks for, validated; nil when the parser must read them.
    init?(quick words: [String]) {
        guard let read = RecordCommandWords<Format>(words, options: Self.quickOptions) else { return nil }
        self.init()
        colors = read.arguments.operands
        method = read.arguments.value("--method") ?? Contrast.defaultMethod.name
        background = read.arguments.value("--bg")
        foreground = read.arguments.value("--fg")
        (format, jobs, stream, colorOptions) = (read.format, read.jobs, read.stream, read.colorOptions)
        guard (try? validate()) != nil else { return nil }
    }
}

extension Distance {
    static let quickOptions: [QuickArguments.Option] = [
        .init("--method", kind: .value), .init("--to-color", kind: .value), .init("--format", kind: .value), jobsOption,
    ] + StreamOptions.quickOptions + ColorOptions.quickOptions

    /// The `distance` that `colorconv distance WORDS…` asks for, validated; nil when the parser must read them.
    init?(quick words: [String]) {
        guard let read = RecordCommandWords<Format>(words, options: Self.quickOptions) else { return nil }
        self.init()
        colors = read.arguments.operands
        method = read.arguments.value("--method") ?? DeltaE.defaultMethod.name
        toColor = read.arguments.value("--to-color")
        (format, jobs, stream, colorOptions) = (read.format, read.jobs, read.stream, read.colorOptions)
        guard (try? validate()) != nil else { return nil }
    }
}
