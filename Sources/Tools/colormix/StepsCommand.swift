import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `colormix steps A B -n N`: N evenly spaced mixes from A to B.
struct Steps: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "steps",
        abstract: "The N evenly spaced mixes from A to B, as records.",
        discussion: "Record i (0-based) mixes i/(N−1) of B into A; records have \"color\", \"hex\", \"mix\", \"t\", \"index\" and \"count\"."
    )

    @Argument(help: ArgumentHelp("The first color.", valueName: "a"), completion: .custom(ColorCompletion.colors))
    var first: String

    @Argument(help: ArgumentHelp("The last color.", valueName: "b"), completion: .custom(ColorCompletion.colors))
    var last: String

    @Option(name: [.customShort("n"), .long], parsing: .unconditional, help: ArgumentHelp("How many mixes, at least 2.", valueName: "n"))
    var count: Int = 5

    @Option(name: .long, help: ArgumentHelp("Output format (default: human on a terminal, else ndjson).", valueName: "format"))
    var format: OutputFormat?

    @OptionGroup var mixing: InterpolationOptions
    @OptionGroup var stream: WrittenRecordOptions
    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var colorScheme: ColorSchemeOption

    func validate() throws {
        guard (2...1_000_000).contains(count) else {
            throw NumberOption.outOfRange("-n", "\(count)", expected: "a whole number from 2 to 1000000")
        }
        for text in [first, last] {
            do { _ = try CSSColor.parseInput(text) } catch { throw ValidationError("\(Diagnostics.quote(text)): \(error.message)") }
        }
    }

    func run() throws {
        let space = try mixing.resolvedSpace()
        let a = try CSSColor.parseInput(first), b = try CSSColor.parseInput(last)
        let format = OutputFormat.resolve(self.format)
        let view = format == .human ? HumanView(color: colorOptions.color, layout: .lines, precision: stream.precision) : nil
        let output = MixOutput(space: space, hue: mixing.hue, format: format, precision: stream.precision,
                               cssPrecision: stream.cssPrecision,
                               mode: TerminalColorMode.current(colorOptions.color), view: view, adaptation: mixing.adaptation)
        let records = RecordStream(tool: "colormix", options: stream)
        let keys = (t: [UInt8](utf8: "t"), index: [UInt8](utf8: "index"), count: [UInt8](utf8: "count"))
        for i in 0..<count {
            let t = Double(i) / Double(count - 1)
            records.writer.beginRecord()
            do {
                try output.write([a, b], percentages: [(1 - t) * 100, t * 100], texts: [first, last], into: records, input: nil,
                                 before: [HumanView.Cell.number(ShortNumber.string(t * 100, precision: 1) + "%", label: "at", width: 5)]) { writer in
                    writer.add(keys.t, number: t)
                    writer.add(keys.index, number: Double(i))
                    writer.add(keys.count, number: Double(count))
                }
            } catch {
                records.diagnostics.recordFailed(.none, error.message)
                break
            }
            do { try records.sink.drain(&records.writer) } catch { break }
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }
}
