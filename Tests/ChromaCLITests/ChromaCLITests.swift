import Testing
import Glibc
@testable import ChromaCLI
@testable import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream
@testable import ChromaTerminal

@Suite("Diagnostics") struct DiagnosticsTests {
    func quote(_ bytes: [UInt8], limit: Int = 80) -> String {
        bytes.withUnsafeBufferPointer { Diagnostics.quote($0, limit: limit) }
    }

    @Test(arguments: [
        (Array("red".utf8), "\"red\""),
        (Array("a\u{1B}[1mb".utf8), "\"a\\e[1mb\""),
        ([0x61, 0x0A, 0x09, 0x0D, 0x07, 0x7F], "\"a\\n\\t\\r\\x07\\x7f\""),
        ([0x61, 0xFF, 0xC3], "\"a\\xff\\xc3\""),
        (Array("é\u{85}".utf8), "\"é\\xc2\\x85\""),
        (Array("say \"hi\"".utf8), "\"say \\\"hi\\\"\""),
        (Array("\u{202E}evil".utf8), "\"\\u{202E}evil\""),
        (Array("a\u{2028}b\u{FEFF}c\u{200B}d\u{2066}e\u{AD}".utf8), "\"a\\u{2028}b\\u{FEFF}c\\u{200B}d\\u{2066}e\\u{00AD}\""),
        (Array("👨\u{200D}👩 ü 中".utf8), "\"👨\u{200D}👩 ü 中\""),
    ] as [([UInt8], String)])
    func escapesAndQuotes(bytes: [UInt8], expected: String) {
        #expect(quote(bytes) == expected)
    }

    @Test func shortensLongInput() {
        let q = quote(Array(String(repeating: "x", count: 500).utf8), limit: 10)
        #expect(q == "\"xxxxxxxxxx…\"")
    }

    @Test func exitStatusFollowsTheCounts() {
        let d = Diagnostics(tool: "t")
        #expect(d.exitStatus == .success)
        d.recordSucceeded()
        #expect(d.exitStatus == .success)
        let e = Diagnostics(tool: "t")
        e.badRecordForTest()
        #expect(e.exitStatus == .dataError)
        e.recordSucceeded()
        #expect(e.exitStatus == .someRecordsFailed)
        e.fatalStatus = .ioError
        #expect(e.exitStatus == .ioError)
    }
}

extension Diagnostics {
    /// Counts a bad record without writing to stderr.
    func badRecordForTest() {
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        dup2(null, 2)
        recordFailed(.line(1), "bad")
        dup2(saved, 2)
        close(null)
        close(saved)
    }
}

@Suite("Line reader") struct LineReaderTests {
    /// Feeds `chunks` through a pipe and collects the lines the reader hands out.
    func lines(_ data: [UInt8], maximum: Int = 16 << 20) -> (lines: [String], tooLong: [Int]) {
        var fds: [Int32] = [0, 0]
        pipe(&fds)
        let writer = fds[1]
        let payload = data
        let thread = Thread { payload.withUnsafeBytes { _ = write(writer, $0.baseAddress, $0.count) }; close(writer) }
        thread.start()
        var reader = LineReader(descriptor: fds[0])
        reader.maximumLineLength = maximum
        var out: [String] = []
        var long: [Int] = []
        try? reader.forEachLine(tooLong: { n, _ in long.append(n); return true }) { line, n in
            out.append("\(n):" + String(decoding: line, as: UTF8.self))
            return true
        }
        close(fds[0])
        thread.join()
        return (out, long)
    }

    @Test func dropsAByteOrderMarkAtTheStartOnly() {
        #expect(lines([0xEF, 0xBB, 0xBF] + Array("red\n\u{FEFF}blue\n".utf8)).lines == ["1:red", "2:\u{FEFF}blue"])
        #expect(lines([0xEF, 0xBB, 0xBF]).lines == ["1:"])
    }

    @Test func splitsLinesAndTrimsCR() {
        #expect(lines(Array("a\r\nb\n\nc".utf8)).lines == ["1:a", "2:b", "3:", "4:c"])
    }

    @Test func handlesLinesLongerThanTheBuffer() {
        let long = String(repeating: "z", count: 1_000_000)
        let result = lines(Array("x\n\(long)\ny\n".utf8))
        #expect(result.lines.count == 3)
        #expect(result.lines[1].count == 1_000_002)
    }

    @Test func skipsLinesOverTheLimit() {
        let long = String(repeating: "z", count: 2_000_000)
        let result = lines(Array("x\n\(long)\ny\n".utf8), maximum: 1 << 19)
        #expect(result.lines == ["1:x", "3:y"])
        #expect(result.tooLong == [2])
    }
}

/// A minimal thread for feeding a pipe in tests.
final class Thread: @unchecked Sendable {
    private var handle = pthread_t()
    private let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    func start() {
        let box = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&handle, nil, { raw in
            let me = Unmanaged<Thread>.fromOpaque(raw!).takeRetainedValue()
            me.body()
            return nil
        }, box)
    }
    func join() { pthread_join(handle, nil) }
}

@Suite("Terminal color") struct TerminalColorTests {
    @Test(arguments: [
        (ColorChoice.auto, ["COLORTERM": "truecolor"], true, TerminalColorMode.trueColor),
        (.auto, ["COLORTERM": "24bit"], true, .trueColor),
        (.auto, [:], true, .palette256),
        (.auto, ["COLORTERM": "truecolor"], false, .none),
        (.auto, ["NO_COLOR": "1", "COLORTERM": "truecolor"], true, .none),
        (.auto, ["NO_COLOR": ""], true, .palette256),
        (.auto, ["TERM": "dumb"], true, .none),
        (.always, ["NO_COLOR": "1", "COLORTERM": "truecolor"], false, .trueColor),
        (.always, [:], false, .palette256),
        (.never, ["COLORTERM": "truecolor"], true, .none),
    ] as [(ColorChoice, [String: String], Bool, TerminalColorMode)])
    func resolvesTheMode(choice: ColorChoice, environment: [String: String], isTerminal: Bool, expected: TerminalColorMode) {
        #expect(TerminalColorMode.resolve(choice, environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test(arguments: [
        (255, 0, 0, 196), (0, 0, 0, 16), (255, 255, 255, 231), (128, 128, 128, 244), (0, 95, 135, 24),
    ] as [(UInt8, UInt8, UInt8, Int)])
    func nearestPaletteEntry(r: UInt8, g: UInt8, b: UInt8, expected: Int) {
        #expect(XtermPalette.nearest(red: r, green: g, blue: b) == expected)
    }
}

@Suite("Completion") struct CompletionTests {
    @Test func completesTheLastListItem() {
        #expect(ColorCompletion.listCompletions("okl", words: ColorFields.listWords) == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(ColorCompletion.listCompletions("hsl,okl", words: ColorFields.listWords) == ["hsl,oklab", "hsl,oklch", "hsl,oklrab", "hsl,oklrch"])
        #expect(ColorCompletion.colors([], 0, "tom") == ["tomato"])
    }
}
