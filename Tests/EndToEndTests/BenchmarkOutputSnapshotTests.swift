import Foundation
import Testing

/// The bytes each benchmark command writes, on a fixed input, against their recorded SHA-256 sums
/// (`Snapshots/benchmark-outputs.txt`): code made faster or simpler must leave every output as it was.
///
/// The inputs are `bench/make-data.py`'s, seeded, 3,000 records of each kind. An intended change of output is
/// re-recorded with `make snapshots`, which writes the new sums for the commit to show.
@Suite struct BenchmarkOutputSnapshotTests {
    /// The commands of bench/run.sh and bench/routes.sh, each with the kind of input it reads (on one thread; gradient
    /// takes no -j: `gradient --steps 7` makes one gradient of the input's colors).
    static let commands: [(input: String, command: String)] = [
        ("hex", "colorconv --to oklch"),
        ("relative", "colorconv --to oklch"),
        ("css", "colorconv --to oklch"),
        ("hex", "colorconv --to all"),
        ("hex", "colorconv adjust --lighten 0.1"),
        ("hex", "colorconv adjust --rotate 30 --gamut clip"),
        ("hex", "colorconv contrast --bg white"),
        ("hex", "colorconv contrast --bg white --method apca"),
        ("hex", "colorconv simulate --cvd deutan"),
        ("hex", "colorconv simulate --cvd protan --severity 0.6"),
        ("hex", "colorconv name"),
        ("hex", "colorconv distance --to-color white"),
        ("hex", "colormix --with white --by 0.3"),
        ("hex", "colormix --with navy --in oklch"),
        ("hex", "gradient red blue --steps 3000 --in oklch"),
        ("hex", "gradient --steps 7"),
        ("relative", "colorconv --to hsl --precision 3"),
        ("relative", "colorconv --format css --to oklch"),
    ]

    static let golden = SnapshotTests.snapshotDirectory.appendingPathComponent("benchmark-outputs.txt")

    /// One line a command: its input kind, the command, and the SHA-256 of its standard output and status.
    static func sums() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-outputs-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = Tool.packageRoot.appendingPathComponent("bench/make-data.py").path
        var lines: [String] = []
        for kind in ["hex", "relative", "css"] {
            let made = try Tool.shell("python3 '\(script)' 3000 \(kind == "hex" ? "" : kind) > '\(folder.path)/\(kind).ndjson'")
            #expect(made.status == 0, "\(made.stderr)")
        }
        for (input, command) in commands {
            let run = try Tool.shell("""
                { \(command)\(command.hasPrefix("gradient") ? "" : " -j 1") < '\(folder.path)/\(input).ndjson'; echo "status $?"; } \\
                  | sha256sum | cut -d ' ' -f 1
                """)
            lines.append("\(input) | \(command) | \(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyBenchmarkCommandWritesWhatItWrote() throws {
        let actual = try Self.sums()
        if SnapshotTests.isRecording {
            try Data(actual.utf8).write(to: Self.golden)
            Issue.record("re-recorded Snapshots/benchmark-outputs.txt; run the tests again without \(SnapshotTests.recordVariable) to check it")
            return
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        let changed = zip(expected.split(separator: "\n"), actual.split(separator: "\n")).filter { $0 != $1 }.map { "\($0.1)" }
        #expect(actual == expected, "outputs changed (re-record with `make snapshots` if intended): \(changed)")
    }
}
