import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv spaces`: the spaces, their channels and ranges.
struct Spaces: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spaces",
        abstract: "List the color spaces with their channels and ranges.",
        discussion: "One record per space: {\"space\":…,\"json\":…,\"css\":…,\"aliases\":[…],\"channels\":[…]}."
    )

    @Option(name: .long, help: ArgumentHelp("Output format (default: human on a terminal, else ndjson).", valueName: "format"))
    var format: Format?

    @OptionGroup var stream: WrittenRecordOptions

    /// The formats `colorconv spaces` writes.
    enum Format: String, OutputFormatSubset {
        case ndjson, text, human
    }

    func run() throws {
        let records = RecordStream(tool: "colorconv", options: stream)
        let format = OutputFormat.resolve(self.format)
        let view = HumanView(color: .never, layout: .lines, precision: stream.precision)
        let widths = (name: ColorSpaces.all.map { Self.cells($0)[0].contentWidth }.max()!,
                      css: ColorSpaces.all.map { Self.cells($0)[1].contentWidth }.max()!)
        func fitted(_ cells: [HumanView.Cell]) -> [HumanView.Cell] {
            var cells = cells
            cells[0].width = widths.name
            cells[1].width = widths.css
            return cells
        }
        if format == .human {
            view.writeLine(fitted([.text("space"), .text("CSS"), .text("channels and their ranges")]), into: &records.writer)
        }
        for space in ColorSpaces.all {
            records.writer.beginRecord()
            if format == .ndjson {
                SpaceRecord.write(space, into: &records.writer)
                records.writer.finish()
            } else {
                view.writeLine(fitted(Self.cells(space)), into: &records.writer)
            }
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }

    /// A line of the view: the space (and its aliases), its CSS form, and each channel with its range.
    static func cells(_ space: ColorSpace) -> [HumanView.Cell] {
        let name = space.aliases.isEmpty ? space.id : "\(space.id) (\(space.aliases.joined(separator: ", ")))"
        let css: String
        switch space.cssForm {
        case .colorFunction(let function): css = "color(\(function) …)"
        case .function(let function): css = "\(function)()"
        case .none: css = "—"
        }
        let channels = space.channels.map { "\($0.key) \(rangeText($0))" }
        return [.text(name), .text(css), .text(channels.joined(separator: ", "))]
    }

    /// A channel's range for people: `0–100`, `0–360°`, or `−125 to 125` where a minus sign
    /// next to the dash would read as a second one.
    static func rangeText(_ channel: ColorSpace.Channel) -> String {
        let lower = channel.range.lowerBound, upper = channel.range.upperBound
        let unit = channel.isHue ? "°" : ""
        if lower < 0 {
            return "\u{2212}\(ShortNumber.string(-lower)) to \(ShortNumber.string(upper))\(unit)"
        }
        return "\(ShortNumber.string(lower))–\(ShortNumber.string(upper))\(unit)"
    }
}
