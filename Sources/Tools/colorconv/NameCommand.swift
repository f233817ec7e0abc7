import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaStream

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

    @OptionGroup var stream: StreamOptions

    func validate() throws {
        try stream.validate(operands: colors)
    }

    func run() throws {
        let fields = ColorFields(spaces: [], extras: [.name])
        let records = RecordStream(tool: "colorconv", options: stream)
        let status = records.run(arguments: colors) { input throws(RecordError) in
            fields.writeNameRecord(try records.parseColor(input), into: &records.writer)
            records.finishRecord(input)
        }
        throw ExitCode(status.rawValue)
    }
}
