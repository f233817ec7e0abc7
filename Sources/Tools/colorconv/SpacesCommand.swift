import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaStream

/// `colorconv spaces`: the spaces, their channels and ranges.
struct Spaces: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spaces",
        abstract: "List the color spaces with their channels and ranges.",
        discussion: "One record per space: {\"space\":…,\"json\":…,\"css\":…,\"aliases\":[…],\"channels\":[…]}."
    )

    @OptionGroup var stream: StreamOptions

    func validate() throws {
        try stream.validateNoInput(command: "colorconv spaces")
    }

    func run() throws {
        let records = RecordStream(tool: "colorconv", options: stream)
        for space in ColorSpaces.all {
            records.writer.beginRecord()
            SpaceRecord.write(space, into: &records.writer)
            records.writer.finish()
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }
}
