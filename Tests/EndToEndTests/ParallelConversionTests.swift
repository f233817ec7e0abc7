import Foundation
import Testing

/// `-j`/`--jobs` end to end (chromatools(7), JOBS): the records, the messages (numbered by input line, each in
/// its place among the records), the exit status and the output blocks are the same on any number of threads
/// as on one, for an input that crosses many of the 256 KiB blocks the input is converted in.
@Suite("parallel conversion (-j)")
struct ParallelConversionTests {
    /// A scratch folder for one test.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jobs-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `text` quoted for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// An input of `records` lines that crosses many blocks and has what could go wrong at their edges: a byte
    /// order mark, records longer than a block, blank and empty lines, CRLF line ends, bad records of several
    /// kinds spread over the blocks, and a last line without its newline.
    static func trickyInput(records: Int, longRecords: Bool = true) -> Data {
        var generator = SplitMix64(seed: 2026)
        var text = Data([0xEF, 0xBB, 0xBF])
        func add(_ line: String) { text.append(contentsOf: Array(line.utf8)) }
        for i in 0..<records {
            let hex = String(generator.next() & 0xFFFFFF, radix: 16)
            let color = "#" + String(repeating: "0", count: 6 - hex.count) + hex
            switch i % 997 {
            case 13: add("{\"id\":\(i),\"color\":\"no such color\"}\n")
            case 101: add("\n")
            case 202: add(" \t \r\n")
            case 303: add("{\"id\":\(i),\"color\":\"#12345\r\n")
            case 404: text.append(contentsOf: Array("bad \u{1B}[31m".utf8) + [0xFF, 0xFE, 0x0A])
            case 505: add("[\"an array\"]\n")
            case 606: add("\(color)\r\n")
            case 707: add("{\"id\":\(i),\"color\":\"oklch(from \(color) calc(l + 0.1) c h)\"}\n")
            case 808 where longRecords && i < 8_000:
                // Longer than a block: 300 KB, and every 4th one 700 KB.
                let pad = String(repeating: "x", count: i % 4 == 0 ? 700_000 : 300_000)
                add("{\"id\":\(i),\"color\":\"\(color)\",\"pad\":\"\(pad)\"}\n")
            default: add("{\"id\":\(i),\"color\":\"\(color)\"}\n")
            }
        }
        add("{\"id\":\"last\",\"color\":\"rebeccapurple\"}")
        return text
    }

    /// A small, fixed random sequence (SplitMix64, Steele, Lea and Flood 2014), so the input is the same on every run.
    struct SplitMix64 {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// What one run left: standard output, standard error, both as they reached one file, and the exit status.
    struct Outcome: Equatable {
        var stdout: Data
        var stderr: Data
        var both: Data
        var status: Int32
    }

    /// Runs `command` (a tool and its arguments, shell words) on `input` with `-j jobs`, reading it as given by
    /// `reading` (`< FILE`, `-i FILE`, or `cat FILE |`).
    static func run(_ command: String, jobs: Int, input: URL, reading: String = "<", in folder: URL) throws -> Outcome {
        let file = quoted(input.path)
        let out = folder.appendingPathComponent("out").path, err = folder.appendingPathComponent("err").path
        let both = folder.appendingPathComponent("both").path
        let invocation: String
        switch reading {
        case "-i": invocation = "\(command) -j \(jobs) -i \(file)"
        case "cat": invocation = "cat \(file) | \(command) -j \(jobs)"
        default: invocation = "\(command) -j \(jobs) < \(file)"
        }
        let result = try Tool.shell("""
            \(invocation) > \(quoted(out)) 2> \(quoted(err)); status=$?
            \(invocation) > \(quoted(both)) 2>&1
            exit $status
            """)
        return Outcome(
            stdout: try Data(contentsOf: URL(fileURLWithPath: out)), stderr: try Data(contentsOf: URL(fileURLWithPath: err)),
            both: try Data(contentsOf: URL(fileURLWithPath: both)), status: result.status)
    }

    /// Expects `command` to give the same bytes and status on each number of `threads` as on one.
    static func expectSameAsOneThread(
        _ command: String, input: URL, reading: String = "<", threads: [Int] = [2, 3], in folder: URL
    ) throws -> Outcome {
        let one = try run(command, jobs: 1, input: input, reading: reading, in: folder)
        for jobs in threads {
            let many = try run(command, jobs: jobs, input: input, reading: reading, in: folder)
            #expect(many.stdout == one.stdout, "\(command) -j \(jobs) (\(reading)): standard output differs from -j 1")
            #expect(many.stderr == one.stderr, "\(command) -j \(jobs) (\(reading)): messages differ from -j 1")
            #expect(many.both == one.both, "\(command) -j \(jobs) (\(reading)): records and messages interleave differently")
            #expect(many.status == one.status, "\(command) -j \(jobs) (\(reading)): status \(many.status), -j 1 gave \(one.status)")
        }
        return one
    }

    @Test func convertWritesTheSameBytesOnAnyNumberOfThreads() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("tricky.ndjson")
        try Self.trickyInput(records: 40_000).write(to: input)
        #expect(try Data(contentsOf: input).count > 16 * (1 << 18), "the input should cross a dozen blocks")
        for reading in ["<", "-i", "cat"] {
            let one = try Self.expectSameAsOneThread(
                "colorconv --to oklch", input: input, reading: reading, threads: reading == "<" ? [2, 3, 8] : [2], in: folder)
            let messages = String(decoding: one.stderr, as: UTF8.self).split(separator: "\n")
            // Bad records in every part of the input, numbered by input line.
            #expect(messages.count > 150, "\(messages.count) messages")
            #expect(messages.contains { $0.hasPrefix("colorconv: line 14: unknown color name") }, "\(messages.prefix(3))")
            #expect(messages.contains { $0.hasPrefix("colorconv: line 39894: unknown color name") }, "\(messages.suffix(3))")
            #expect(one.status == 1)
            #expect(String(decoding: one.stdout.suffix(200), as: UTF8.self).contains("\"id\":\"last\""), "the last line, without a newline, is converted")
        }
    }

    @Test func strictStopsAtTheSameRecordOnAnyNumberOfThreads() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The first bad record far into the input: several blocks are converted ahead of it, and not written.
        var text = Data()
        for i in 0..<40_000 { text.append(contentsOf: Array("{\"id\":\(i),\"color\":\"#\(i % 10)0a0b0\"}\n".utf8)) }
        text.append(contentsOf: Array("{\"color\":\"oops\"}\n".utf8))
        text.append(Self.trickyInput(records: 20_000, longRecords: false))
        let input = folder.appendingPathComponent("strict.ndjson")
        try text.write(to: input)
        let one = try Self.expectSameAsOneThread("colorconv --strict --to hsl", input: input, in: folder)
        #expect(one.status == 65)
        #expect(String(decoding: one.stderr, as: UTF8.self) == "colorconv: line 40001: unknown color name \"oops\"\n")
        #expect(one.stdout.split(separator: 0x0A).count == 40_000)
    }

    @Test func unbufferedAndLongLinesAreTheSameOnAnyNumberOfThreads() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Good records, a line longer than the 16 MiB a line may be, then records of every kind.
        var text = Data()
        for i in 0..<20_000 { text.append(contentsOf: Array("{\"id\":\(i),\"color\":\"#\(i % 10)0a0b0\"}\n".utf8)) }
        text.append(contentsOf: Array("{\"long\":\"".utf8))
        text.append(Data(repeating: UInt8(ascii: "y"), count: 17 << 20))
        text.append(contentsOf: Array("\"}\n".utf8))
        text.append(Self.trickyInput(records: 3_000, longRecords: false))
        let input = folder.appendingPathComponent("long.ndjson")
        try text.write(to: input)
        let one = try Self.expectSameAsOneThread("colorconv -u", input: input, threads: [2], in: folder)
        #expect(String(decoding: one.stderr, as: UTF8.self).hasPrefix("colorconv: line 20001: line longer than 16 MiB, skipped: \"{\\\"long"))
        let strict = try Self.expectSameAsOneThread("colorconv --strict --to lab", input: input, threads: [2], in: folder)
        #expect(strict.status == 65)
        #expect(strict.stdout.split(separator: 0x0A).count == 20_000)
    }

    /// A line longer than a line may be, followed by many more bytes of records than a block holds: the reader
    /// skips the long line and hands out every record after it, numbered as on one thread.
    @Test func theRecordsAfterATooLongLineAreAllConverted() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = Data("{\"x\":\"".utf8)
        text.append(Data(repeating: UInt8(ascii: "a"), count: (16 << 20) + 100))
        text.append(contentsOf: Array("\"}\n".utf8))
        let pad = String(repeating: "p", count: 10_000)
        for i in 0..<2_000 { text.append(contentsOf: Array("{\"id\":\(i),\"color\":\"#\(i % 10)0a0b0\",\"pad\":\"\(pad)\"}\n".utf8)) }
        text.append(contentsOf: Array("{\"color\":\"oops\"}\n".utf8))
        let input = folder.appendingPathComponent("long-first.ndjson")
        try text.write(to: input)
        let one = try Self.expectSameAsOneThread("colorconv", input: input, threads: [2, 3], in: folder)
        #expect(one.stdout.split(separator: 0x0A).count == 2_000)
        let messages = String(decoding: one.stderr, as: UTF8.self).split(separator: "\n")
        #expect(messages.count == 2, "\(messages.map { $0.prefix(80) })")
        #expect(messages.first?.hasPrefix("colorconv: line 1: line longer than 16 MiB, skipped") == true)
        #expect(messages.last == "colorconv: line 2002: unknown color name \"oops\"")
    }

    /// Records far longer than their lines (`--to all` of a color name) keep the memory of many threads small:
    /// a block holds at most 512 lines as well as at most 256 KiB, so each thread holds a few MB.
    @Test func memoryStaysSmallWhateverTheThreadsAndTheOutput() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("red.txt")
        try Data(String(repeating: "red\n", count: 100_000).utf8).write(to: input)
        let kilobytes = try Tool.maximumResidentKilobytes("colorconv", ["-j", "8", "--to", "all"], input: input)
        #expect(kilobytes < (64 + 4 * 8) << 10, "maximum resident size \(kilobytes) KB on 8 threads")
    }

    /// Every command that takes `-j`, on an input of a few blocks.
    @Test(arguments: [
        "colorconv name", "colorconv distance --to-color white", "colorconv adjust --lighten 0.1 --to oklab",
        "colorconv contrast --bg white --method apca", "colorconv textcolor", "colorconv simulate --cvd deutan",
        "colormix mix --with white --by 0.3", "colorconv --format css", "colorconv --to all",
        // Records that depend on the one before: one thread, whatever -j says.
        "colorconv distance", "colormix mix --pairs",
    ])
    func everyCommandWritesTheSameBytesOnAnyNumberOfThreads(command: String) throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("small.ndjson")
        try Self.trickyInput(records: 20_000, longRecords: false).write(to: input)
        #expect(try Data(contentsOf: input).count > 2 * (1 << 18))
        let one = try Self.expectSameAsOneThread(command, input: input, threads: [3], in: folder)
        #expect(!one.stdout.isEmpty)
        #expect(one.status == 1, "\(command): \(String(decoding: one.stderr.prefix(300), as: UTF8.self))")
    }

    /// `-j N` runs N threads: seen in /proc while the tool waits for more of its input.
    @Test func jobsStartsThatManyThreads() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.shell("""
            cd \(Self.quoted(folder.path))
            mkfifo input
            { yes '#ff8800' | head -n 20000; sleep 5; } > input 2> /dev/null & writer=$!
            colorconv -j 3 -i input > /dev/null & tool=$!
            for _ in $(seq 100); do
              threads=$(ls /proc/$tool/task 2>/dev/null | wc -l)
              [ "$threads" = 3 ] && break
              sleep 0.05
            done
            kill $tool $writer
            echo "$threads"
            """)
        #expect(result.stdout == "3\n", "threads: \(result.stdout) \(result.stderr)")
    }

    @Test(arguments: ["0", "-1", "257"])
    func jobsOutOfRangeIsAUsageError(value: String) throws {
        let result = try Tool.run("colorconv", ["-j", value, "red"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--jobs \(value) is out of range: give a whole number of threads from 1 to 256"), "\(result.stderr)")
    }
}
