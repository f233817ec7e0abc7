import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `colorconv name`: the nearest CSS named color.
struct Name: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "name",
        abstract: "Name the nearest CSS named color (by ΔE2000).",
        discussion: "Records: {\"color\":…,\"name\":…,\"nameDeltaE\":…}, added to the input object's fields."
    )

    @Argument(help: ArgumentHelp("Colors to name; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @OptionGroup var options: RecordCommandOptions<Format>

    /// The formats `colorconv name` writes.
    enum Format: String, OutputFormatSubset {
        case ndjson, css, text, human

        static var formatHelp: String { "Output format; css writes the name (default: human on a terminal, else ndjson)." }
    }

    func validate() throws {
        try options.stream.validate(operands: colors)
    }

    func run() throws {
        let records = options.records(tool: "colorconv")
        let format = options.resolvedFormat, precision = options.stream.precision
        let status = records.run(arguments: colors, jobs: options.jobs.threads) { records in
            let fields = ColorFields(spaces: [], extras: [.name])
            let view = format == .human ? HumanView(color: options.color, layout: .lines, precision: precision) : nil
            return { input throws(RecordError) in
                let color = try records.parseColor(input)
                switch format {
                case .css:
                    records.writer.appendLine(NearestName.find(color).name)
                case .text:
                    records.writer.appendLine(ColorText.line(color, targets: [.extra(.name)], precision: precision, gamut: .css))
                case .human:
                    view!.writeLine(Self.cells(color, precision: precision), into: &records.writer)
                default:
                    fields.writeNameRecord(color, into: &records.writer)
                    records.finishRecord(input)
                }
            }
        }
        throw ExitCode(status.rawValue)
    }

    /// A line of the view: the color and its form, the named color and its name, and the ΔE2000 between them.
    static func cells(_ color: Color, precision: Int) -> [HumanView.Cell] {
        let nearest = NearestName.find(color)
        return [
            .swatch(color),
            .text(CSSColor.recordString(color, precision: min(precision, 4)), width: 9),
            .swatch(NamedColors.color(named: nearest.name)!),
            .text(nearest.name, width: 14),
            .text("ΔE2000 " + ShortNumber.string(nearest.deltaE, precision: min(precision, 2))),
        ]
    }
}
