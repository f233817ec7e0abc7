import ArgumentParser
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// The options every stream tool shares (chromatools(7), INPUT, NUMBERS, MESSAGES and BUFFERING), for `@OptionGroup`:
/// `--field`, the field a record's color is read from, and `RecordStreamOptions`.
public struct StreamOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The JSON field an input record's color is read from.", valueName: "name"))
    public var field: String = "color"

    /// `--precision`, `--strict`, `--unbuffered` and `--input`.
    @OptionGroup public var records: RecordStreamOptions

    public init() {}

    /// `--precision`, 6 when not given.
    public var precision: Int { records.precision }
    /// The decimals of `--format css`: `--precision` when given, else CSS as people write it.
    public var cssPrecision: CSSPrecision { records.cssPrecision }
    /// `--strict`.
    public var strict: Bool { records.strict }
    /// `--unbuffered`.
    public var unbuffered: Bool { records.unbuffered }
    /// `--input`.
    public var input: String? { records.input }

    /// The parsed values as plain settings.
    public var settings: StreamSettings {
        StreamSettings(field: field, precision: records.precisionArgument.decimals, strict: strict, unbuffered: unbuffered, input: input)
    }

    public func validate() throws {
        guard !field.isEmpty else { throw ValidationError("--field needs a field name") }
    }

    /// Refuses `--input FILE` beside colors given as operands, which would leave the file unread.
    ///
    /// `what` names the operands in the message ("colors", "stops").
    public func validate(operands: [String], what: String = "colors") throws {
        try records.validate(operands: operands, what: what)
    }

}

/// The stream options but `--field`, for a command whose records hold no color to read: `colorconv blackbody`
/// reads temperatures, from its arguments or a record's `cct`.
public struct RecordStreamOptions: ParsableArguments {
    @Option(name: .customLong("precision"), parsing: .unconditional, help: WrittenRecordOptions.precisionHelp)
    public var precisionArgument = PrecisionArgument.notGiven

    @Flag(name: .long, help: "Stop at the first bad record, with exit status 65.")
    public var strict = false

    @Flag(name: [.customShort("u"), .long], help: WrittenRecordOptions.unbufferedHelp)
    public var unbuffered = false

    @Option(
        name: [.customShort("i"), .long],
        help: ArgumentHelp("Read records from this file instead of standard input ('-' for standard input).", valueName: "file"),
        completion: .file()
    )
    public var input: String?

    public init() {}

    /// The parsed values as plain settings, colors (if any) read from the default field.
    public var settings: StreamSettings {
        StreamSettings(precision: precisionArgument.decimals, strict: strict, unbuffered: unbuffered, input: input)
    }

    /// `--precision`, 6 when not given.
    public var precision: Int { settings.precision }
    /// The decimals of `--format css`: `--precision` when given, else CSS as people write it.
    public var cssPrecision: CSSPrecision { settings.cssPrecision }

    public func validate() throws {
        try WrittenRecordOptions.validate(precision: precision)
    }

    /// Refuses `--input FILE` beside operands, which would leave the file unread.
    ///
    /// `what` names the operands in the message ("colors", "stops", "temperatures").
    public func validate(operands: [String], what: String = "colors") throws {
        if let input, !operands.isEmpty {
            throw ValidationError(
                "give \(what) as arguments or --input \(Diagnostics.quote(input)), not both: with \(what) given, the file would not be read")
        }
    }

}

/// The options of a command that writes records but reads none (`colorconv random`, `list`, `distinct`,
/// `spaces`, `colormix steps`): `--precision` and `--unbuffered`. The reading options (`--field`,
/// `--strict`, `--input`) are not offered, so giving one is a usage error.
public struct WrittenRecordOptions: ParsableArguments {
    static let precisionHelp = ArgumentHelp("At most this many decimals in numbers (0–15).", valueName: "n")
    static let unbufferedHelp: ArgumentHelp = "Write every record as soon as it is complete."

    @Option(name: .customLong("precision"), parsing: .unconditional, help: precisionHelp)
    public var precisionArgument = PrecisionArgument.notGiven

    @Flag(name: [.customShort("u"), .long], help: unbufferedHelp)
    public var unbuffered = false

    public init() {}

    /// The parsed values as plain settings.
    public var settings: StreamSettings {
        StreamSettings(precision: precisionArgument.decimals, unbuffered: unbuffered)
    }

    /// `--precision`, 6 when not given.
    public var precision: Int { settings.precision }
    /// The decimals of `--format css`: `--precision` when given, else CSS as people write it.
    public var cssPrecision: CSSPrecision { settings.cssPrecision }

    public func validate() throws {
        try Self.validate(precision: precision)
    }

    /// Refuses a `--precision` outside 0…15.
    static func validate(precision: Int) throws {
        guard (0...15).contains(precision) else {
            throw NumberOption.outOfRange("--precision", "\(precision)", expected: "a whole number of decimals from 0 to 15")
        }
    }
}

/// `--precision N` as read: the number of decimals, or none when the option was not given, in which case
/// numbers have 6 and `--format css` the decimals of CSS for people (`StreamSettings.cssPrecision`).
public struct PrecisionArgument: ExpressibleByArgument, Sendable {
    /// The decimals given, nil when `--precision` was not.
    public let decimals: Int?

    /// The value of an option not given.
    public static let notGiven = PrecisionArgument(decimals: nil)

    init(decimals: Int?) {
        self.decimals = decimals
    }

    public init?(argument: String) {
        guard let decimals = Int(argument: argument) else { return nil }
        self.decimals = decimals
    }

    /// The default the help shows: the decimals of numbers when the option is not given.
    public var defaultValueDescription: String { "\(StreamSettings().precision)" }
}

extension ColorChoice: NamedArgumentValue {}

/// The `--color` option, for tools that print swatches.
public struct ColorOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Color terminal output: auto (a terminal without NO_COLOR), always or never.", valueName: "when"))
    public var color: ColorChoice = .auto

    public init() {}
}

extension GamutMethod: NamedArgumentValue {}

/// The RGB space named by `--gamut-space`: one whose unit cube is a gamut (`ColorSpace.isBounded`), such as
/// `display-p3` or `rec2020`.
public struct GamutSpace: ExpressibleByArgument, Equatable, Sendable {
    /// The RGB space.
    public let space: ColorSpace

    public init?(argument: String) {
        guard let space = ColorSpaces.named(argument), space.isBounded else { return nil }
        self.space = space
    }

    public static func == (a: GamutSpace, b: GamutSpace) -> Bool { a.space === b.space }

    /// The names `--gamut-space` accepts, for help and completion.
    public static var names: [String] { ColorSpaces.all.filter(\.isBounded).map(\.id) }

    public static var allValueStrings: [String] { names }
}

extension RecordStream {
    /// Makes a stream for `tool` with its parsed options.
    public convenience init(tool: String, options: StreamOptions) {
        self.init(tool: tool, settings: options.settings)
    }

    /// Makes a stream for `tool` with the parsed options of a command that reads no color field.
    public convenience init(tool: String, options: RecordStreamOptions) {
        self.init(tool: tool, settings: options.settings)
    }

    /// Makes a stream for `tool` with the parsed options of a command that reads no input.
    public convenience init(tool: String, options: WrittenRecordOptions) {
        self.init(tool: tool, settings: options.settings)
    }
}
