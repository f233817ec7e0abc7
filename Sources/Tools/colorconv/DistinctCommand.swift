import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

extension DistinctColors.Metric: NamedArgumentValue {
    public init?(argument: String) {
        // The names of `distance --method` for these two formulas, long ones included.
        switch DeltaE.method(named: argument)?.name {
        case DeltaEMethod.ok.name: self = .ok
        case DeltaEMethod.ciede2000.name: self = .ciede2000
        default: return nil
        }
    }
}

/// `colorconv distinct`: a palette of colors as different from each other as sRGB allows.
struct Distinct: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "distinct",
        abstract: "Make a palette of colors as different from each other as possible.",
        discussion: """
            The smallest difference (ΔE) between two colors of the palette is made as large as the search \
            finds, in 8-bit sRGB. Kept colors come first and never move. Records: {"color":…,"hex":…} and the \
            --to fields, then "method" and "minDeltaE", the palette's smallest difference, the same on every record.
            """
    )

    @Option(name: [.customShort("n"), .customLong("count")], parsing: .unconditional,
            help: ArgumentHelp("How many colors, the kept ones included (2–\(Distinct.largestCount), default 8).", valueName: "n"),
            transform: Distinct.count(from:))
    var count: Int = 8

    @Option(name: .long, help: ArgumentHelp("The difference to spread: ok (ΔEOK) or 2000 (CIEDE2000).", valueName: "method"),
            completion: .list(DistinctColors.Metric.allCases.map(\.rawValue)))
    var metric: DistinctColors.Metric = .ok

    @Option(name: .long, help: ArgumentHelp("Colors the palette must have, comma-separated; repeatable.", valueName: "colors"),
            completion: .custom(ColorCompletion.colors))
    var keep: [String] = []

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Search from this number; the same seed gives the same palette.", valueName: "n"),
            transform: NumberOption.seed)
    var seed: UInt64?

    @OptionGroup var output: PaletteOutputOptions

    @OptionGroup var stream: WrittenRecordOptions
    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var colorScheme: ColorSchemeOption

    /// The most colors a palette may have. The search's time grows three- to fivefold each time the count doubles
    /// (ΔEOK, CIEDE2000; a debug build took 11 s for 100 colors by ΔEOK and 32 s for 200): 100 colors by CIEDE2000
    /// take about 2 s of a release build, 200 would take some ten.
    static let largestCount = 100

    /// Reads `-n`: a whole number from 2 to `largestCount`, and past that a message that says why there is a limit.
    static func count(from text: String) throws -> Int {
        if let value = Int(text), value > largestCount {
            throw ValidationError(
                "out of range: a palette has at most \(largestCount) colors, since the search's time grows three- to "
                    + "fivefold each time the count doubles (100 colors by CIEDE2000 take about 2 seconds)")
        }
        return try NumberOption.integer(text, in: 2...largestCount, what: "a count")
    }

    func validate() throws {
        let kept = try keptColors()
        guard kept.count <= count else {
            throw ValidationError("--keep: \(kept.count) colors kept, more than the \(count) of -n")
        }
    }

    /// The colors of `--keep`, each list split at its top-level commas (so `rgb(1, 2, 3)` stays one color).
    func keptColors() throws -> [Color] {
        let items: [String] = keep.flatMap { Self.splitList($0) }
        return try items.map { (text: String) throws -> Color in
            do throws(ColorParseError) { return try CSSColor.parseInput(text) } catch { throw ValidationError("--keep: \(error.message)") }
        }
    }

    /// A comma-separated list of CSS colors, split at the commas outside parentheses, blanks trimmed.
    static func splitList(_ list: String) -> [String] {
        var items: [String] = [], current = "", depth = 0
        for character in list {
            switch character {
            case "(": depth += 1
            case ")": depth = max(depth - 1, 0)
            case "," where depth == 0:
                items.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        items.append(current)
        return items.map { String($0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
    }

    func run() throws {
        let fields = output.fields()
        let records = RecordStream(tool: "colorconv", options: stream)
        var random = SeededRandomGenerator(seed: seed ?? NumberOption.freshSeed())
        let palette = DistinctColors.find(count: count, keeping: try keptColors(), metric: metric, using: &random)
        let format = output.resolvedFormat
        if format != .ndjson {
            writeLines(palette, format: format, into: records)
            throw ExitCode(records.diagnostics.exitStatus.rawValue)
        }
        let keys = (method: [UInt8](utf8: "method"), minimum: [UInt8](utf8: "minDeltaE"))
        for color in palette.colors {
            records.writer.beginRecord()
            fields.write(color, into: &records.writer)
            records.writer.add(keys.method, string: metric.rawValue)
            records.writer.add(keys.minimum, number: palette.minimumDeltaE)
            guard records.finishGeneratedRecord() else { break }
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }

    /// Every format but records: a line per color as `convert` writes it, and in the view for people a last
    /// line with the palette's smallest difference (`smallest difference between two colors: ΔEOK 0.3491`).
    func writeLines(_ palette: DistinctColors.Palette, format: OutputFormat, into records: RecordStream) {
        let lines = ConvertLines(format: format, targets: ColorTarget.list(output.to), precision: stream.precision, cssPrecision: stream.cssPrecision, notation: .modern,
                                 gamut: .css, color: colorOptions.color, layout: .lines)
        var writing = true
        for color in palette.colors where writing {
            lines.write(color, into: &records.writer)
            writing = records.finishGeneratedLines()
        }
        if let view = lines.view, writing {
            view.writeLine([.text(Self.summary(palette, metric: metric, precision: stream.precision))], into: &records.writer)
            _ = records.finishGeneratedLines()
        }
        records.finishOutput()
    }

    /// The palette's smallest difference for a person, `smallest difference between two colors: ΔEOK 0.3491`:
    /// to 4 decimals for ΔEOK (about 0.2 to 0.5 for useful palettes), 2 for CIEDE2000 (about 20 to 50).
    static func summary(_ palette: DistinctColors.Palette, metric: DistinctColors.Metric, precision: Int) -> String {
        let (name, decimals) = metric == .ok ? ("ΔEOK", 4) : ("ΔE2000", 2)
        let value = ShortNumber.string(palette.minimumDeltaE, precision: min(precision, decimals))
        return "smallest difference between two colors: \(name) \(value)"
    }
}
