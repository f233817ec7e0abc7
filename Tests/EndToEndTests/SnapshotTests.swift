// Golden-file tests for what people read: the tools' help screens and the
// rendered manual pages. Each case runs a command, and its standard output
// must equal the file of the same name under Snapshots/. A difference fails
// with a unified diff. The golden files change only on purpose: with
// CHROMATOOLS_RECORD_SNAPSHOTS=1 each case writes its file instead and fails
// with "re-recorded", so a recording run never passes for a check
// (`make snapshots` records, then checks).

import Foundation
import Testing

/// One command whose output is kept as a golden file.
struct SnapshotCase: CustomTestStringConvertible, Sendable {
    /// How the output is produced.
    enum Source: Sendable {
        /// A tool with these arguments, at 80 columns.
        case tool(String, [String])
        /// A manual page under `man/`, rendered by mandoc as plain UTF-8 text.
        case manualPage(String)
    }

    /// The golden file's name under `Snapshots/`.
    var fileName: String
    var source: Source

    var testDescription: String { fileName }

    /// The command line, for messages.
    var commandLine: String {
        switch source {
        case .tool(let tool, let arguments): (["COLUMNS=80", tool] + arguments).joined(separator: " ")
        case .manualPage(let page): SnapshotCase.renderCommand(page: "man/" + page)
        }
    }

    /// Renders a manual page the same way on every machine.
    ///
    /// `-Ios=` fixes the footer that mandoc otherwise takes from the running
    /// system (an empty `.Os`), `-Owidth=78` the line length, and `col -bx`
    /// removes the overstrike of bold and underlined text and writes spaces,
    /// not tabs. `col` needs a UTF-8 locale to pass the page's dashes and
    /// quotes through.
    static func renderCommand(page: String) -> String {
        "mandoc -Tutf8 -Ios=chromatools -Owidth=78 \(page) | col -bx"
    }

    /// `TOOL --help` and `TOOL help COMMAND` for each command the tool describes, then the manual pages.
    static let all: [SnapshotCase] = {
        let tools = ToolCommands.all.map { (name: $0.tool, commands: $0.commands) }
        var cases: [SnapshotCase] = []
        for tool in tools {
            cases.append(SnapshotCase(fileName: "\(tool.name)-help.txt", source: .tool(tool.name, ["--help"])))
            for command in tool.commands {
                let words = command.split(separator: " ").map(String.init)  // a command of a command: "trace play"
                cases.append(SnapshotCase(
                    fileName: "\(tool.name)-help-\(words.joined(separator: "-")).txt", source: .tool(tool.name, ["help"] + words)))
            }
        }
        for page in tools.map({ "\($0.name).1" }) + ["chromatools.7"] {
            cases.append(SnapshotCase(fileName: "\(page).txt", source: .manualPage(page)))
        }
        return cases
    }()
}

/// Compares help screens and rendered manual pages with their golden files under `Snapshots/`.
@Suite struct SnapshotTests {
    static let snapshotDirectory = Tool.packageRoot.appendingPathComponent("Tests/EndToEndTests/Snapshots")
    static let recordVariable = "CHROMATOOLS_RECORD_SNAPSHOTS"
    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    @Test(arguments: SnapshotCase.all)
    func outputMatchesGoldenFile(_ snapshot: SnapshotCase) throws {
        let actual = try Self.produce(snapshot)
        let golden = Self.snapshotDirectory.appendingPathComponent(snapshot.fileName)

        if Self.isRecording {
            try Data(actual.utf8).write(to: golden)
            Issue.record("re-recorded Snapshots/\(snapshot.fileName) from `\(snapshot.commandLine)`; run the tests again without \(Self.recordVariable) to check it")
            return
        }

        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("Snapshots/\(snapshot.fileName) is missing; record it with `make snapshots`")
            return
        }
        if actual != expected {
            let difference = try Self.unifiedDiff(
                expected: expected, actual: actual, expectedLabel: "Snapshots/" + snapshot.fileName, actualLabel: "actual")
            Issue.record("""
                `\(snapshot.commandLine)` differs from Snapshots/\(snapshot.fileName) \
                (if the change is intended, re-record with `make snapshots`):
                \(difference)
                """)
        }
    }

    /// The golden files hold what their names say: the help of that tool and command, the page of that name.
    ///
    /// A guard against a recording that captured the wrong output (another
    /// tool's help, an error message, an empty page): it reads the files only.
    @Test(arguments: SnapshotCase.all)
    func goldenFileIsWhatItsNameSays(_ snapshot: SnapshotCase) throws {
        let golden = Self.snapshotDirectory.appendingPathComponent(snapshot.fileName)
        let text = try #require(
            try? String(contentsOf: golden, encoding: .utf8), "Snapshots/\(snapshot.fileName) is missing; record it with `make snapshots`")
        switch snapshot.source {
        case .tool(let tool, let arguments):
            #expect(text.hasPrefix("OVERVIEW: "), "Snapshots/\(snapshot.fileName) is not a help screen")
            let usage = arguments.first == "help" ? "USAGE: \(tool) \(arguments[1])" : "USAGE: \(tool) "
            #expect(text.contains(usage), "Snapshots/\(snapshot.fileName) lacks \"\(usage)\"")
        case .manualPage(let page):
            let parts = page.split(separator: ".")
            let title = "\(parts[0].uppercased())(\(parts[1]))"
            #expect(text.hasPrefix(title), "Snapshots/\(snapshot.fileName) does not begin with \(title)")
            #expect(text.contains("NAME\n     \(parts[0]) – "), "Snapshots/\(snapshot.fileName) lacks the NAME of \(parts[0])")
            #expect(text.contains("\nSEE ALSO\n"), "Snapshots/\(snapshot.fileName) lacks SEE ALSO")
        }
    }

    /// Runs the snapshot's command and returns its standard output, failing on any error output or status.
    static func produce(_ snapshot: SnapshotCase) throws -> String {
        let result: ProcessResult
        switch snapshot.source {
        case .tool(let tool, let arguments):
            result = try Tool.run(tool, arguments, environment: ["COLUMNS": "80"])
        case .manualPage(let page):
            let mandoc = try Tool.shell("command -v mandoc && command -v col")
            try #require(mandoc.status == 0, "mandoc or col is not installed: run `make test`, which installs them (or `apt-get install mandoc bsdextrautils`).")
            let path = Tool.packageRoot.appendingPathComponent("man").appendingPathComponent(page).path
            result = try Tool.shell(
                "timeout 60 " + SnapshotCase.renderCommand(page: shellQuoted(path)),
                environment: ["LC_ALL": "C.UTF-8"])
        }
        try #require(
            result.status == 0 && result.stderr.isEmpty,
            "`\(snapshot.commandLine)` exited \(result.status): \(result.stderr)")
        return result.stdout
    }

    /// The output of `diff -u` between the expected text and the actual one, each headed by its label.
    static func unifiedDiff(expected: String, actual: String, expectedLabel: String, actualLabel: String) throws -> String {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("chromatools-snapshot-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let expectedFile = scratch.appendingPathComponent("expected")
        let actualFile = scratch.appendingPathComponent("actual")
        try Data(expected.utf8).write(to: expectedFile)
        try Data(actual.utf8).write(to: actualFile)
        let diff = try Tool.shell(
            "timeout 60 diff -u --label \(shellQuoted(expectedLabel)) --label \(shellQuoted(actualLabel)) "
                + "\(shellQuoted(expectedFile.path)) \(shellQuoted(actualFile.path))")
        return diff.stdout.isEmpty ? "(diff printed nothing: \(diff.stderr))" : diff.stdout
    }

    /// `text` in single quotes for bash.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
