// Keys that crashed GNU readline at every prompt, through a pseudo-terminal in
// a UTF-8 locale: readline's incremental search (Ctrl-R, then ESC and bytes
// that are no UTF-8 at once, or Ctrl-X and q) and its character search
// (Ctrl-], then Meta-q) died of SIGSEGV and left the terminal raw. Each
// prompt must outlive them and quit with 0; the prompt's own searches must
// work for a person; seeded random key streams must never crash colorconv's
// prompt; and Ctrl-\ (or a crash) must give the terminal back before the
// signal ends the process.

import ChromaKit
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("keys that crashed readline")
struct ReadlineCrashTests {
    /// A command with a prompt, and how to reach it.
    struct Prompt: Sendable, CustomTestStringConvertible {
        var name: String
        var tool: String
        var arguments: [String]
        /// Whether the command opens a color game's panel first, left with Esc for the prompt.
        var opensPanel = false
        /// What the prompt shows.
        var prompt: String
        var testDescription: String { name }
    }

    static let prompts: [Prompt] = [
        Prompt(name: "colorconv repl", tool: "colorconv", arguments: ["repl"], prompt: "colorconv> "),
        Prompt(name: "colorconv on a terminal", tool: "colorconv", arguments: [], prompt: "colorconv> "),
        Prompt(name: "ghostdraw repl", tool: "ghostdraw", arguments: ["repl"], prompt: "red> "),
        Prompt(name: "bullseye", tool: "bullseye", arguments: ["--seed", "7"], prompt: "bullseye round 1/10"),
        Prompt(name: "chroma-quiz", tool: "chroma-quiz", arguments: ["--seed", "7", "--rounds", "2"], opensPanel: true,
               prompt: "chroma-quiz round 1/2 · score 0> "),
        Prompt(name: "colormix play", tool: "colormix", arguments: ["play", "--seed", "3", "--rounds", "1"], opensPanel: true,
               prompt: "colormix round 1/1 · score 0> "),
        Prompt(name: "gradient play", tool: "gradient", arguments: ["play", "--seed", "3", "--rounds", "1"], opensPanel: true,
               prompt: "gradient round 1/1 · score 0> "),
    ]

    /// The environment of every child: a UTF-8 locale, and no backtrace for a crash to wait on.
    static let environment = ["LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no", "COLORTERM": "truecolor"]

    /// Starts `prompt`'s command and waits for its prompt.
    private func start(_ prompt: Prompt, home: String? = nil) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(executable: Tool.path(prompt.tool), arguments: prompt.arguments, home: home,
                                          environment: ReadlineCrashTests.environment, columns: 100, rows: 40)
        if prompt.opensPanel {
            #expect(terminal.waitFor("Enter check"), "\(prompt.name): no panel; screen: \(terminal.screen)")
            terminal.send(key: .escape)
        }
        #expect(terminal.waitFor(prompt.prompt), "\(prompt.name): no prompt; screen: \(terminal.screen)")
        return terminal
    }

    private func finish(_ terminal: PseudoTerminal) {
        terminal.close()
        try? FileManager.default.removeItem(atPath: terminal.home)
    }

    /// Types `keys` at once, waits until the child has read them, then presses Ctrl-C; true once the prompt is back.
    private func typeThenInterrupt(_ keys: [UInt8], into terminal: PseudoTerminal, prompt: String) -> Bool {
        terminal.send(bytes: keys)
        terminal.waitUntilInputIsRead()
        Thread.sleep(forTimeInterval: 0.1)
        let mark = terminal.output.count
        terminal.send(key: .controlC)
        return terminal.waitFor(prompt, since: mark)
    }

    // MARK: The keys that crashed

    /// Ctrl-R, then ESC and bytes that are not UTF-8, typed at once, then Ctrl-C: SIGSEGV at every prompt before.
    @Test(arguments: prompts)
    func searchThenEscapeAndInvalidUTF8(prompt: Prompt) throws {
        let terminal = try start(prompt)
        defer { finish(terminal) }
        let mark = terminal.output.count
        terminal.send("\u{12}")
        #expect(terminal.waitFor("(reverse-i-search)", since: mark), "\(prompt.name): screen: \(terminal.screen)")
        let survived = typeThenInterrupt([0x1B, 0xA9, 0xC3, 0x9C, 0xC9, 0x2C, 0x96], into: terminal, prompt: prompt.prompt)
        #expect(survived, "\(prompt.name): screen: \(terminal.screen.suffix(400))")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "\(prompt.name): screen: \(terminal.screen.suffix(400))")
        #expect(terminal.isInLineMode)
    }

    /// Other keys that left readline input pushed back and then jumped into a stack frame that was gone.
    ///
    /// Each group of bytes is typed at once, as a terminal sends a key, and read before the next.
    @Test(arguments: [
        ("Ctrl-R, Ctrl-X, q", [[0x12], [0x18], [0x71]]),
        ("Ctrl-R, ESC and six letters at once", [[0x12], [0x1B, 0x71, 0x71, 0x71, 0x71, 0x71, 0x71]]),
        ("Ctrl-], Meta-q", [[0x1D], [0x1B, 0x71]]),
        ("Ctrl-], Meta-Ctrl-T", [[0x1D], [0x1B, 0x14]]),
        ("Meta-Ctrl-], Meta-q", [[0x1B, 0x1D], [0x1B, 0x71]]),
    ] as [(String, [[UInt8]])])
    func keysThatLeftInputPushedBack(name: String, keys: [[UInt8]]) throws {
        let terminal = try start(ReadlineCrashTests.prompts[0])
        defer { finish(terminal) }
        for key in keys.dropLast() {
            terminal.send(bytes: key)
            terminal.waitUntilInputIsRead()
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(typeThenInterrupt(keys.last!, into: terminal, prompt: "colorconv> "), "\(name): screen: \(terminal.screen.suffix(400))")
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0, "\(name): screen: \(terminal.screen.suffix(400))")
        #expect(terminal.isInLineMode)
    }

    // MARK: The searches work for a person

    /// Starts the repl fixture with `history` in its history file; Ctrl-S reaches it.
    private func startFixture(history: [String]) throws -> PseudoTerminal {
        let home = try PseudoTerminal.makeScratchFolder()
        let folder = home + "/state/chromatools"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/fixture_history",
                                               contents: Data(history.map { $0 + "\n" }.joined().utf8)))
        let terminal = try PseudoTerminal(executable: Tool.path("repl-fixture"), home: home,
                                          environment: ReadlineCrashTests.environment, flowControl: false)
        #expect(terminal.waitFor("fixture> "), "screen: \(terminal.screen)")
        return terminal
    }

    /// Types `keys`, then expects `answer` and the next prompt.
    private func expect(_ keys: String, answer: String, on terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
        let mark = terminal.output.count
        terminal.send(keys)
        let answered = terminal.waitUntil(since: mark) { screen in
            guard let found = screen.range(of: answer) else { return false }
            return screen[found.upperBound...].contains("fixture> ")
        }
        #expect(answered, "\(keys.debugDescription) should answer \(answer.debugDescription); screen: \(terminal.screen.suffix(500))",
                sourceLocation: sourceLocation)
    }

    @Test func controlRFindsOlderLinesAsTheTextGrows() throws {
        let terminal = try startFixture(history: ["hsl 1", "hit", "echo hsl 2", "hwb"])
        defer { finish(terminal) }
        let mark = terminal.output.count
        terminal.send("\u{12}")
        #expect(terminal.waitFor("(reverse-i-search)", since: mark), "screen: \(terminal.screen)")
        // The newest line with the text, and Enter runs it.
        expect("hs\r", answer: "\nhsl|2\n", on: terminal)
        // Ctrl-R again finds the next older one; with no text, it looks for the last search's.
        expect("\u{12}\u{12}\u{12}\r", answer: "line: hsl 1", on: terminal)
        // No match rings the bell and keeps the line found; Backspace searches again from the start.
        expect("\u{12}hitz\u{7F}\r", answer: "line: hit", on: terminal)
        expect("\u{12}hitz\r", answer: "line: hit", on: terminal)
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func controlGPutsTheLineBackAndEscLeavesTheLineFoundToEdit() throws {
        let terminal = try startFixture(history: ["echo found it", "hwb"])
        defer { finish(terminal) }
        expect("echo typed\u{12}found\u{07}\r", answer: "\ntyped\n", on: terminal)
        // ESC alone ends the search on the line found, the cursor where the text starts; typing edits it there.
        terminal.send("\u{12}found\u{1B}")
        terminal.waitUntilInputIsRead()
        Thread.sleep(forTimeInterval: 0.4)
        expect("not \r", answer: "\nnot|found|it\n", on: terminal)
        // An arrow ends the search and moves: Right from the start of the match.
        expect("\u{12}found\u{1B}[Cx\r", answer: "\nnot|fxound|it\n", on: terminal)
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func controlSSearchesTowardsNewerLines() throws {
        let terminal = try startFixture(history: ["echo one", "hwb", "echo two", "hsl"])
        defer { finish(terminal) }
        // Up four times to the oldest line, then forward to the newer line with "echo".
        expect("\u{1B}[A\u{1B}[A\u{1B}[A\u{1B}[A\u{13}echo\r", answer: "\ntwo\n", on: terminal)
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func controlBracketMovesToACharacter() throws {
        let terminal = try startFixture(history: [])
        defer { finish(terminal) }
        // Ctrl-A, then Ctrl-] z: the cursor goes onto the first z.
        expect("echo abzabz\u{01}\u{1D}zX\r", answer: "\nabXzabz\n", on: terminal)
        // Ctrl-E, then Meta-Ctrl-] a: onto the last a; a character of two bytes is found whole.
        expect("echo abzabz\u{05}\u{1B}\u{1D}aY\r", answer: "\nabzYabz\n", on: terminal)
        expect("echo aéb\u{01}\u{1D}éZ\r", answer: "\naZéb\n", on: terminal)
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    // MARK: Random keys

    /// The keys the random streams are made of, with how often each is drawn.
    ///
    /// No Enter, Ctrl-J or Ctrl-O: a line that runs a command would give the
    /// terminal back to canonical mode, where the keys after it are the
    /// terminal's. No Ctrl-C, Ctrl-Z or Ctrl-\: the terminal turns them into
    /// signals and drops what is still unread. A bracketed paste comes whole,
    /// as a terminal sends it.
    private static let randomKeys: [(bytes: [UInt8], weight: Int)] = {
        var keys: [(bytes: [UInt8], weight: Int)] = [
            ([0x12], 8), ([0x13], 6), ([0x1B], 8), ([0x1D], 3), ([0x1B, 0x1D], 2), ([0x18], 3), ([0x07], 4), ([0x7F], 4),
            (Array("\u{1B}[A".utf8), 3), (Array("\u{1B}[B".utf8), 3), (Array("\u{1B}[C".utf8), 2), (Array("\u{1B}[D".utf8), 2),
            (Array("\u{1B}[5~".utf8), 2), (Array("\u{1B}[6~".utf8), 2), (Array("\u{1B}p".utf8), 2), (Array("\u{1B}n".utf8), 2),
            (Array("\u{1B}q".utf8), 2), (Array("\u{1B}[200~pa\u{1B}ste\u{1B}[201~".utf8), 1), (Array("\u{1B}[201~".utf8), 1),
            (Array("é".utf8), 2), (Array("€".utf8), 1), (Array("😀".utf8), 1),
            ([0xA9], 3), ([0xC3], 2), ([0x9C], 2), ([0xC9], 2), ([0x96], 2), ([0xFF], 1), ([0xE2, 0x82], 1),
            (Array("a".utf8), 4), (Array("e".utf8), 3), (Array("r".utf8), 3), (Array("d".utf8), 2), (Array(" ".utf8), 2),
            (Array(",".utf8), 1), (Array("1".utf8), 1), (Array("[".utf8), 1),
        ]
        // The other control keys, once each: editing, moving, killing, yanking, undo, completion, Ctrl-D.
        for control: UInt8 in [0x00, 0x01, 0x02, 0x04, 0x05, 0x06, 0x08, 0x09, 0x0B, 0x0C, 0x0E, 0x10, 0x11, 0x14, 0x15,
                                0x16, 0x17, 0x19, 0x1E, 0x1F] {
            keys.append(([control], 1))
        }
        return keys
    }()

    /// One random stream of at least `length` bytes.
    private static func randomStream(length: Int, using generator: inout SeededRandomGenerator) -> [UInt8] {
        let total = randomKeys.reduce(0) { $0 + $1.weight }
        var stream: [UInt8] = []
        while stream.count < length {
            var pick = Int.random(in: 0..<total, using: &generator)
            for key in randomKeys {
                if pick < key.weight { stream += key.bytes; break }
                pick -= key.weight
            }
        }
        return stream
    }

    /// How many sessions of `streamsPerSession` streams the random test plays; more with CHROMATOOLS_LONG_TESTS=1.
    static let randomSessions = ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1" ? 150 : 15
    static let streamsPerSession = 20

    /// Seeded random streams of 200–400 bytes at colorconv's prompt, each ending in Ctrl-C; the prompt must answer after
    /// each, and Ctrl-D at the end leaves with 0. A stream may leave by Ctrl-D on an empty line, with 0 and the terminal
    /// given back; the next starts afresh.
    ///
    /// Each stream ends in twenty Ctrl-G, which readline takes as the end of
    /// any character it was still reading the rest of (after a NUL it reads
    /// up to sixteen bytes more).
    @Test(arguments: 0..<randomSessions)
    func randomKeyStreamsNeverCrash(session: Int) throws {
        var generator = SeededRandomGenerator(seed: 0xC0DE_0000 + UInt64(session))
        var terminal: PseudoTerminal?
        defer { terminal.map(finish) }
        var played: [[UInt8]] = []
        for _ in 0..<ReadlineCrashTests.streamsPerSession {
            if terminal == nil {
                let home = try PseudoTerminal.makeScratchFolder()
                let folder = home + "/state/chromatools"
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: folder + "/colorconv_history",
                                                   contents: Data("red\nrebeccapurple\nblue\nhsl(1 2% 3%)\n".utf8))
                let started = try PseudoTerminal(executable: Tool.path("colorconv"), arguments: ["repl"], home: home,
                                                 environment: ReadlineCrashTests.environment, flowControl: false)
                #expect(started.waitFor("colorconv> "), "screen: \(started.screen)")
                terminal = started
                played = []
            }
            guard let current = terminal else { return }
            let stream = ReadlineCrashTests.randomStream(length: Int.random(in: 200...400, using: &generator), using: &generator)
            played.append(stream)
            current.send(bytes: stream + [UInt8](repeating: 0x07, count: 20))
            current.waitUntilInputIsRead()
            let mark = current.output.count
            if !current.hasExited { current.send(key: .controlC) }
            let answered = current.waitUntil(since: mark) { $0.contains("colorconv> ") || current.hasExited }
            if current.hasExited {
                // Only Ctrl-D on an empty line may end the prompt: with 0, and the terminal given back.
                let status = current.waitForExit()
                guard status == 0, current.isInLineMode else {
                    Issue.record("ended with \(String(describing: status)) after \(hex(played)); screen: \(current.screen.suffix(400))")
                    return
                }
                finish(current)
                terminal = nil
                continue
            }
            guard answered else {
                Issue.record("no prompt after \(hex(played)); since Ctrl-C: \(String(decoding: current.output[mark...], as: UTF8.self).debugDescription)")
                return
            }
        }
        guard let current = terminal else { return }
        current.send(key: .controlD)
        #expect(current.waitForExit() == 0, "screen: \(current.screen.suffix(400))")
        #expect(current.isInLineMode)
    }

    /// The streams played, in hex, for a failure's message.
    private func hex(_ streams: [[UInt8]]) -> [String] {
        streams.map { $0.map { String(format: "%02x", $0) }.joined() }
    }

    // MARK: Ctrl-\ and crashes

    /// Starts a child that may dump core with no core file allowed, so none lands in the folder the tests run in.
    private func withoutCoreFile(_ start: () throws -> PseudoTerminal) rethrows -> PseudoTerminal {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        var noCore = limit
        noCore.rlim_cur = 0
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        defer { setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit) }
        return try start()
    }

    /// Ctrl-\ at a prompt: the process ends of SIGQUIT, as before, but the terminal echoes and edits lines again.
    @Test(arguments: [prompts[0], prompts[2], prompts[3]])
    func controlBackslashEndsThePromptAndGivesTheTerminalBack(prompt: Prompt) throws {
        let terminal = try withoutCoreFile { try start(prompt) }
        defer { finish(terminal) }
        terminal.send("tom")
        #expect(terminal.waitFor("tom"))
        #expect(!terminal.isInLineMode, "readline has the terminal in character mode at the prompt")
        terminal.send("\u{1C}")
        #expect(terminal.waitForExit() == 128 + SIGQUIT, "\(prompt.name): screen: \(terminal.screen.suffix(300))")
        #expect(terminal.isInLineMode)
        #expect(terminal.currentSettings == terminal.initialSettings,
                "before \(String(describing: terminal.initialSettings)), after \(String(describing: terminal.currentSettings))")
    }

    /// A crash at a prompt or in a raw-mode widget (SIGSEGV, SIGABRT sent from outside) ends the process of that signal with the terminal given back.
    @Test(arguments: [("colorconv repl", "colorconv", ["repl"], "colorconv> ", ""),
                      ("bullseye slider", "bullseye", ["--seed", "7", "--rounds", "2"], "round 1/", "hit\r"),
                      ("ghostdraw canvas", "ghostdraw", ["--size", "30x10"], "e eraser", "")] as [(String, String, [String], String, String)])
    func aCrashGivesTheTerminalBack(name: String, tool: String, arguments: [String], ready: String, typing: String) throws {
        for signalNumber in [SIGSEGV, SIGABRT] {
            let terminal = try withoutCoreFile {
                try PseudoTerminal(executable: Tool.path(tool), arguments: arguments,
                                   environment: ReadlineCrashTests.environment, columns: 80, rows: 24)
            }
            defer { finish(terminal) }
            #expect(terminal.waitFor(ready), "\(name): \(terminal.screen)")
            if !typing.isEmpty { terminal.send(typing) }
            Thread.sleep(forTimeInterval: 0.3)
            #expect(!terminal.isInLineMode, "\(name): the terminal is changed before the signal")
            terminal.sendSignal(signalNumber)
            #expect(terminal.waitForExit() == 128 + signalNumber, "\(name): \(terminal.screen.suffix(300))")
            #expect(terminal.currentSettings == terminal.initialSettings, "\(name), signal \(signalNumber)")
        }
    }
}
