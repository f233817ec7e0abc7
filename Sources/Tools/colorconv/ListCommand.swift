import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv list`: the CSS named colors, one record each.
struct ListNamedColors: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the 148 CSS named colors.",
        discussion: """
            One record per name, in alphabetical order as CSS Color 4 lists them (both gray and grey): \
            {"color":"#f0f8ff","hex":"#f0f8ff","name":"aliceblue"}, with the --to fields before "name". \
            On a terminal, each name is written on its color, in columns.
            """
    )

    @OptionGroup var output: PaletteOutputOptions

    @OptionGroup var stream: WrittenRecordOptions
    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let records = RecordStream(tool: "colorconv", options: stream)
        let format = output.resolvedFormat
        if format != .ndjson {
            writeLines(format, into: records)
            throw ExitCode(records.diagnostics.exitStatus.rawValue)
        }
        // Every record has its own name: `--to name` would only repeat it (or name its twin, aqua for cyan).
        let requested = output.fields()
        let fields = ColorFields(spaces: requested.spaces, extras: requested.extras.filter { $0 != .name })
        let nameKey = [UInt8](utf8: "name")
        for entry in NamedColors.all {
            records.writer.beginRecord()
            fields.write(Self.color(entry), into: &records.writer)
            records.writer.add(nameKey, string: entry.name)
            guard records.finishGeneratedRecord() else { break }
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }

    /// The named color as an sRGB color.
    static func color(_ entry: (name: String, red: UInt8, green: UInt8, blue: UInt8)) -> Color {
        Color(.srgb, Double(entry.red) / 255, Double(entry.green) / 255, Double(entry.blue) / 255)
    }

    /// Every format but records: the view's grid of names on their colors, or a line per name as `convert`
    /// writes it (css, hex), with the name last for `text`.
    func writeLines(_ format: OutputFormat, into records: RecordStream) {
        if format == .human {
            let view = HumanView(color: colorOptions.color, layout: .lines, precision: stream.precision)
            view.writeChips(NamedColors.all.map { HumanView.Chip($0.name, on: Self.color($0)) }, into: &records.writer)
            _ = records.finishGeneratedLines()
            records.finishOutput()
            return
        }
        let targets = ColorTarget.list(output.to).filter { target in
            if case .extra(.name) = target { return false }
            return true
        }
        let lines = ConvertLines(format: format, targets: targets, precision: stream.precision, cssPrecision: stream.cssPrecision, notation: .modern, gamut: .css,
                                 color: colorOptions.color, layout: .lines)
        for entry in NamedColors.all {
            let color = Self.color(entry)
            if format == .text {
                records.writer.appendLine(
                    ColorText.line(color, targets: targets, precision: stream.precision, gamut: .css) + "  " + entry.name)
            } else {
                lines.write(color, into: &records.writer)
            }
            guard records.finishGeneratedLines() else { break }
        }
        records.finishOutput()
    }
}
