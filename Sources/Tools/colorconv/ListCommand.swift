import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaStream

/// `colorconv list`: the CSS named colors, one record each.
struct ListNamedColors: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the 148 CSS named colors.",
        discussion: """
            One record per name, in alphabetical order as CSS Color 4 lists them (both gray and grey): \
            {"color":"#f0f8ff","hex":"#f0f8ff","name":"aliceblue"}, with the --to fields before "name".
            """
    )

    @Option(name: .long, help: ArgumentHelp("Spaces to add, comma-separated, or 'all'.", valueName: "spaces"),
            completion: .custom(ColorCompletion.spaceList))
    var to: String = ""

    @OptionGroup var stream: StreamOptions

    func validate() throws {
        try stream.validateNoInput(command: "colorconv list")
        do { _ = try ColorFields(list: to) } catch { throw ValidationError("--to: \(error.message)") }
    }

    func run() throws {
        // Every record has its own name: `--to name` would only repeat it (or name its twin, aqua for cyan).
        let requested = try! ColorFields(list: to)
        let fields = ColorFields(spaces: requested.spaces, extras: requested.extras.filter { $0 != .name })
        let records = RecordStream(tool: "colorconv", options: stream)
        let nameKey = [UInt8](utf8: "name")
        for entry in NamedColors.all {
            records.writer.beginRecord()
            let color = Color(.srgb, Double(entry.red) / 255, Double(entry.green) / 255, Double(entry.blue) / 255)
            fields.write(color, into: &records.writer)
            records.writer.add(nameKey, string: entry.name)
            guard records.finishGeneratedRecord() else { break }
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }
}
