// Faults around the standard streams (chromatools(7), CLOSED OUTPUT and
// EXIT STATUS), for every tool:
// - a closed stdout (`tool … | head -c 1`): the tool stops quietly, with no
//   message and exit status 0, and is not killed by SIGPIPE; the pipelines run
//   with SIGPIPE at its default action, as in a user's shell;
// - stdin that is a directory (`< /`) or closed (`<&-`): one clear message and
//   exit status 74, no crash;
// - stdin fed one byte at a time with pauses: the records come out whole, in
//   order, and the same as from a fast writer.

import Foundation
import Testing

@Suite("faults")
struct FaultTests {
    /// A command line and the input it reads, for a shell script.
    struct Invocation: CustomStringConvertible, Sendable {
        var command: String
        /// A shell command that writes the tool's input, or nil for none.
        var input: String? = nil
        var description: String { command }
    }

    /// Runs `script` under bash with SIGPIPE at its default action and the built tools on PATH.
    func shell(_ script: String) throws -> ProcessResult {
        try Tool.shell("exec env --default-signal=PIPE bash -c \(quoted(script))")
    }

    /// `text` quoted for the shell.
    func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// A scratch folder for one test.
    func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    static let manyColors = "yes red 2>/dev/null | head -n 200000"
    static let manyStatusCommands = "yes status 2>/dev/null | head -n 200000"
    static func manyActions(_ action: String) -> String { "yes '\(action)' 2>/dev/null | head -n 20000" }
    static let bigLog = #"{ echo '{"event":"canvas","width":400,"height":300}'; for i in $(seq 500); do echo "{\"t\":$i,\"event\":\"stroke\",\"tool\":\"red\",\"points\":[[0,0],[399,299]],\"end\":$i.5}"; done; }"#

    /// Every tool and mode that writes a lot. `DB` is replaced by a scratch score store.
    static let bigWriters: [Invocation] = [
        Invocation(command: "colorconv --to oklch,hsl", input: manyColors),
        Invocation(command: "colorconv --format text", input: manyColors),
        Invocation(command: "colorconv name", input: manyColors),
        Invocation(command: "colorconv distance --to-color white", input: manyColors),
        Invocation(command: "colorconv spaces"),
        Invocation(command: "colorconv --help"),
        Invocation(command: "colormix --with white", input: manyColors),
        Invocation(command: "colormix --pairs --format hex", input: manyColors),
        Invocation(command: "colormix steps red blue -n 100000"),
        Invocation(command: "gradient --steps 3", input: manyColors),
        Invocation(command: "gradient red gold blue --steps 100000"),
        Invocation(command: "gradient red blue --format svg --steps 100000"),
        Invocation(command: "gradient red blue --format ansi --color always --size 2000x1000"),
        Invocation(command: "gradient red blue --format png --size 2000x2000"),
        Invocation(command: "bullseye --seed 7 --endless --db DB", input: manyActions(#"{"action":"hit","value":50}"#)),
        Invocation(command: "bullseye --seed 7 --rounds 1000 --db DB", input: manyActions(#"{"action":"hit","value":50}"#)),
        Invocation(command: "chroma-quiz --seed 7 --rounds 1000 --db DB", input: manyActions(#"{"action":"check"}"#)),
        Invocation(command: "colormix play --seed 7 --rounds 1000 --db DB", input: manyActions(#"{"action":"check"}"#)),
        Invocation(command: "gradient play --seed 7 --rounds 1000 --db DB", input: manyActions(#"{"action":"check"}"#)),
        Invocation(command: "ghostdraw repl --clock manual", input: manyStatusCommands),
        Invocation(command: "ghostdraw render --color always", input: bigLog),
        Invocation(command: "ghostdraw render --format svg", input: bigLog),
        Invocation(command: "ghostdraw reveals", input: bigLog),
    ]

    @Test(arguments: bigWriters, ["head -c 1", "head -n 1"])
    func closedStdoutEndsTheToolQuietly(_ tool: Invocation, reader: String) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let command = tool.command.replacingOccurrences(of: "DB", with: folder + "/scores.sqlite")
        // The input goes to a file first, so that the tool's status is the only one that counts.
        var script = "cd \(quoted(folder)) && "
        if let input = tool.input {
            script += "\(input) > input && \(command) < input | \(reader) > /dev/null; "
        } else {
            script += "\(command) | \(reader) > /dev/null; "
        }
        script += #"echo "status ${PIPESTATUS[0]}""#
        let result = try shell(script)
        #expect(result.stdout == "status 0\n", "\(tool) | \(reader): \(result.stdout)")
        #expect(result.stderr.isEmpty, "\(tool) | \(reader): \(result.stderr)")
    }

    /// The stream tools and a batch game, each reading its records from stdin.
    static let stdinReaders = [
        "colorconv --to hsl",
        "colormix --with white",
        "gradient --steps 3",
        "bullseye --seed 7 --rounds 3 --db DB",
        "chroma-quiz --seed 7 --rounds 2 --db DB",
    ]

    @Test(arguments: stdinReaders, ["< /", "<&-"])
    func unreadableStdinIsReportedClearly(_ command: String, redirection: String) throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try shell(command.replacingOccurrences(of: "DB", with: folder + "/scores.sqlite") + " " + redirection + #"; echo "status $?""#)
        let tool = String(command.prefix { $0 != " " })
        let reason = redirection == "< /" ? "Is a directory" : "Bad file descriptor"
        #expect(result.stdout.hasSuffix("status 74\n"), "\(command) \(redirection): \(result.stdout)")
        #expect(result.stderr.hasPrefix("\(tool): cannot read input: \(reason)\n"), "\(command) \(redirection): \(result.stderr)")
        // Nothing but records reached stdout.
        for line in result.lines.dropLast() { #expect(line.hasPrefix("{") && line.hasSuffix("}"), "\(line)") }
    }

    /// What each tool reads, to be written one byte at a time.
    static let slowlyWritten: [(command: String, input: String)] = [
        ("colorconv --to hsl,oklch", "red\n{\"id\":1,\"color\":\"#00ff00\",\"note\":\"é ✓\"}\n  \nnot-a-color\nblue\n{\"id\":2,\"color\":\"oklch(70% 0.2 40)\"}\nrebeccapurple"),
        ("colormix --with white --by 0.25", "red\n{\"id\":1,\"color\":\"#00ff00\"}\nblue\n{\"id\":2,\"color\":\"hsl(200 50% 40%)\"}\n"),
        ("gradient --steps 4 --in oklch", "tomato\n{\"color\":\"gold\"}\nteal\n"),
        ("bullseye --seed 7 --rounds 3 --db DB", "{\"action\":\"hit\",\"value\":50}\n{\"action\":\"hit\",\"value\":84}\n{\"action\":\"hit\",\"value\":99.6}\n"),
        ("chroma-quiz --seed 7 --rounds 1 --db DB", "{\"action\":\"set\",\"color\":\"#3a7bd5\"}\n{\"action\":\"check\"}\n"),
    ]

    @Test(arguments: 0..<slowlyWritten.count)
    func slowWriterGetsWholeRecordsInOrder(_ index: Int) throws {
        let (command, input) = Self.slowlyWritten[index]
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try input.write(toFile: folder + "/input", atomically: true, encoding: .utf8)
        func run(_ feeder: String, store: String) throws -> ProcessResult {
            let tool = command.replacingOccurrences(of: "DB", with: folder + "/" + store)
            return try shell("cd \(quoted(folder)) && \(feeder) | \(tool)")
        }
        // One byte at a time with a pause after each, so every read sees at most a byte.
        let slowFeeder = #"while IFS= read -r -d '' -n 1 byte; do printf '%s' "$byte"; sleep 0.003; done < input"#
        let slow = try run(slowFeeder, store: "slow.sqlite")
        let fast = try run("cat input", store: "fast.sqlite")
        #expect(!fast.lines.isEmpty)
        #expect(slow.stdout == fast.stdout, "\(command): slow \(slow.stdout) fast \(fast.stdout)")
        #expect(slow.stderr == fast.stderr, "\(command)")
        #expect(slow.status == fast.status, "\(command)")
        for line in slow.lines {
            #expect(line.hasPrefix("{") && line.hasSuffix("}"), "\(command): \(line)")
        }
    }
}
