import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

extension RandomColorStrategy: NamedArgumentValue {}

/// `colorconv random`: random colors by a strategy, the same ones again with `--seed`.
struct RandomColors: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "random",
        abstract: "Write random colors, the same ones again with --seed.",
        discussion: """
            Strategies: \(RandomColorStrategy.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")). \
            Every color is 8-bit sRGB. Records as convert writes them: {"color":…,"hex":…} and the --to fields.
            """
    )

    @Option(name: [.customShort("n"), .customLong("count")], parsing: .unconditional,
            help: ArgumentHelp("How many colors (1–1000000, default 1).", valueName: "n"),
            transform: { try NumberOption.integer($0, in: 1...1_000_000, what: "a count") })
    var count: Int = 1

    @Option(name: .long, help: ArgumentHelp("How colors are drawn: \(RandomColorStrategy.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "strategy"))
    var strategy: RandomColorStrategy = .vivid

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Draw the colors this number gives; the same seed gives the same colors.", valueName: "n"),
            transform: NumberOption.seed)
    var seed: UInt64?

    @OptionGroup var output: PaletteOutputOptions

    @OptionGroup var stream: WrittenRecordOptions
    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let fields = output.fields()
        let records = RecordStream(tool: "colorconv", options: stream)
        var random = SeededRandomGenerator(seed: seed ?? NumberOption.freshSeed())
        let format = output.resolvedFormat
        if format != .ndjson {
            writeLines(format, using: &random, into: records)
            throw ExitCode(records.diagnostics.exitStatus.rawValue)
        }
        for _ in 0..<count {
            records.writer.beginRecord()
            fields.write(strategy.color(using: &random), into: &records.writer)
            guard records.finishGeneratedRecord() else { break }
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }

    /// Every format but records: a line per color as `convert` writes it; one color in the view is a block,
    /// as `colorconv tomato` shows one.
    func writeLines(_ format: OutputFormat, using random: inout SeededRandomGenerator, into records: RecordStream) {
        let lines = ConvertLines(format: format, targets: ColorTarget.list(output.to), precision: stream.precision, cssPrecision: stream.cssPrecision, notation: .modern,
                                 gamut: .css, color: colorOptions.color, layout: count == 1 ? .block : .lines)
        for _ in 0..<count {
            lines.write(strategy.color(using: &random), into: &records.writer)
            guard records.finishGeneratedLines() else { break }
        }
        records.finishOutput()
    }
}
