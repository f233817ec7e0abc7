// Terminal safety (chromatools(7), MESSAGES; ARCHITECTURE.md, Cross-cutting
// concerns, Terminal safety): no byte of input reaches the terminal raw. Every
// tool gets input holding ESC, a CSI sequence (`ESC [2J`), an OSC sequence
// (`ESC ]0;title BEL`), BEL, other C0 controls and DEL: as a color argument or
// option value, as a plain input line, inside a JSON string field (as raw
// bytes and as JSON `\u001b` escapes), as a game's batch action, as a field of
// a ghostdraw event log and as a word typed to `ghostdraw repl`. Neither
// stdout nor stderr may then hold ESC, BEL or any other C0 byte except newline
// and tab. Where a tool writes color escapes on purpose (swatches, `--format
// ansi`, `render --color always`), its own escapes are allowed but none of the
// input's sequences may appear among them.

import Foundation
import Testing

@Suite("terminal safety")
struct TerminalSafetyTests {
    /// ESC, OSC (set the window title, ended by BEL), CSI (clear the screen), SOH, BS, CR and DEL, then a color name.
    static let rawPayload = "\u{1B}]0;title\u{07}\u{1B}[2J\u{01}\u{08}\r\u{7F}red"
    /// The same characters as JSON string escapes, so that the decoded field holds them.
    static let jsonEscapedPayload = #"\u001b]0;title\u0007\u001b[2J\u0001\u0008\r\u007fred"#
    /// The sequences of the payloads as they would come out if passed through raw.
    static let injectedSequences = ["\u{1B}]0;title", "\u{1B}[2J", "\u{1B}[31m", "\u{07}", "\u{01}", "\u{08}", "\u{7F}"]

    /// How the hostile text reaches the tool.
    enum InputKind: String, CustomStringConvertible {
        case argument, optionValue, plainLine, jsonRaw, jsonEscaped, otherJSONField, gameAction, logField, replWord
        var description: String { rawValue }
    }

    /// One tool run with hostile input.
    struct Case: CustomStringConvertible, Sendable {
        var tool: String
        var arguments: [String]
        var kind: InputKind
        var stdin: String? = nil
        /// Whether the tool writes color escapes of its own on stdout in this run.
        var writesColorOnPurpose = false
        var description: String { "\(tool) \(arguments.filter { $0 != TerminalSafetyTests.rawPayload }.joined(separator: " ")) [\(kind)]" }
    }

    static let raw = rawPayload
    static let escaped = jsonEscapedPayload

    /// The color tools, each fed the payload every way a color reaches it.
    static let colorToolCases: [Case] = {
        var cases: [Case] = []
        let tools: [(String, [String])] = [
            ("colorconv", []), ("colorconv", ["name"]), ("colorconv", ["distance"]),
            ("colormix", []), ("colormix", ["--with", "white"]), ("gradient", []),
        ]
        for (tool, command) in tools {
            cases.append(Case(tool: tool, arguments: command + [raw, "blue"], kind: .argument))
            cases.append(Case(tool: tool, arguments: command, kind: .plainLine, stdin: raw + "\nblue\n"))
            cases.append(Case(tool: tool, arguments: command, kind: .jsonRaw, stdin: "{\"color\":\"\(raw)\"}\n{\"color\":\"blue\"}\n"))
            cases.append(Case(tool: tool, arguments: command, kind: .jsonEscaped, stdin: "{\"color\":\"\(escaped)\"}\n{\"color\":\"blue\"}\n"))
            cases.append(Case(tool: tool, arguments: command, kind: .otherJSONField, stdin: "{\"color\":\"red\",\"note\":\"\(raw)\"}\n{\"color\":\"blue\"}\n"))
        }
        cases += [
            Case(tool: "colorconv", arguments: ["red", "--to", raw], kind: .optionValue),
            Case(tool: "colorconv", arguments: ["--field", raw], kind: .optionValue, stdin: "{\"\(raw)\":\"red\"}\n"),
            Case(tool: "colorconv", arguments: [raw, "red", "--format", "text"], kind: .argument),
            Case(tool: "colorconv", arguments: [raw, "red", "--format", "swatch", "--color", "always"], kind: .argument, writesColorOnPurpose: true),
            Case(tool: "colormix", arguments: ["--with", raw], kind: .optionValue, stdin: "red\n"),
            Case(tool: "colormix", arguments: ["red", "blue", "--in", raw], kind: .optionValue),
            Case(tool: "colormix", arguments: [], kind: .jsonEscaped, stdin: "{\"colors\":[\"\(escaped)\",\"red\"]}\n"),
            Case(tool: "colormix", arguments: ["steps", raw, "blue"], kind: .argument),
            Case(tool: "gradient", arguments: [raw, "red", "blue", "--format", "ansi", "--color", "always"], kind: .argument, writesColorOnPurpose: true),
            Case(tool: "gradient", arguments: ["red", "blue", "--format", "ansi", "--color", "always"], kind: .jsonEscaped,
                 stdin: "{\"color\":\"\(escaped)\"}\n", writesColorOnPurpose: true),
            Case(tool: "gradient", arguments: ["red", raw, "blue"], kind: .argument),
            Case(tool: "gradient", arguments: ["red", "blue", "--in", raw], kind: .optionValue),
        ]
        return cases
    }()

    /// The four games in batch mode, the payload in each field an action has, and as a player name.
    static let gameCases: [Case] = {
        var cases: [Case] = []
        let games: [(String, [String])] = [
            ("bullseye", []), ("chroma-quiz", []), ("colormix", ["play"]), ("gradient", ["play"]),
        ]
        for (tool, command) in games {
            let base = command + ["--seed", "7", "--rounds", "1"]
            let actions = [
                "{\"action\":\"\(raw)\"}",
                "{\"action\":\"\(escaped)\"}",
                "{\"action\":\"set\",\"color\":\"\(escaped)\"}",
                "{\"action\":\"set\",\"channel\":\"\(escaped)\",\"value\":1}",
                "{\"action\":\"set\",\"ratio\":\"\(escaped)\",\"stop\":\"\(escaped)\"}",
                "{\"action\":\"hit\",\"value\":\"\(escaped)\"}",
                raw,
            ]
            for action in actions {
                cases.append(Case(tool: tool, arguments: base, kind: .gameAction, stdin: action + "\n{\"action\":\"check\"}\n"))
            }
            cases.append(Case(tool: tool, arguments: base + ["--player", raw], kind: .optionValue, stdin: "{\"action\":\"check\"}\n"))
        }
        cases.append(Case(tool: "bullseye", arguments: ["scores", "--player", raw], kind: .optionValue))
        cases.append(Case(tool: "bullseye", arguments: [raw], kind: .argument))
        return cases
    }()

    /// ghostdraw: the payload in the fields of an event log for render and reveals, and as REPL words.
    static let ghostdrawCases: [Case] = {
        let canvas = #"{"event":"canvas","width":16,"height":8}"#
        let logs = [
            "{\"t\":0,\"event\":\"stroke\",\"tool\":\"\(escaped)\",\"points\":[[0,0],[3,0]],\"end\":1}",
            "{\"t\":0,\"event\":\"\(escaped)\",\"tool\":\"red\",\"points\":[[0,0],[3,0]],\"end\":1}",
            "{\"t\":0,\"event\":\"stroke\",\"tool\":\"\(raw)\",\"points\":[[0,0],[3,0]],\"end\":1}",
            "{\"t\":\"\(escaped)\",\"event\":\"tool\",\"tool\":\"red\"}",
        ].map { canvas + "\n" + $0 + "\n" }
        var cases: [Case] = []
        for log in logs {
            cases.append(Case(tool: "ghostdraw", arguments: ["render", "--color", "never"], kind: .logField, stdin: log))
            cases.append(Case(tool: "ghostdraw", arguments: ["render", "--color", "always"], kind: .logField, stdin: log, writesColorOnPurpose: true))
            cases.append(Case(tool: "ghostdraw", arguments: ["render", "--format", "svg"], kind: .logField, stdin: log))
            cases.append(Case(tool: "ghostdraw", arguments: ["reveals"], kind: .logField, stdin: log))
        }
        for script in ["tool \(raw)\nstatus\n", "\(raw)\n", "help \(raw)\n", "load \(raw)\n", "stroke \(raw)\n", "wait \(raw)\n"] {
            cases.append(Case(tool: "ghostdraw", arguments: ["repl", "--clock", "manual"], kind: .replWord, stdin: script))
        }
        cases.append(Case(tool: "ghostdraw", arguments: ["render", raw], kind: .argument))
        cases.append(Case(tool: "ghostdraw", arguments: ["render", "--size", raw], kind: .optionValue, stdin: canvas + "\n"))
        return cases
    }()

    /// The control characters in `text` that a terminal would act on: C0 except newline and tab, and DEL.
    static func controlCharacters(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || $0 == 0x7F }
    }

    func check(_ c: Case) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-safety-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var arguments = c.arguments
        if c.kind == .gameAction || (c.arguments.contains("--player")) { arguments += ["--db", scratch.appendingPathComponent("scores.sqlite").path] }
        let result = try Tool.run(c.tool, arguments, stdin: c.stdin)
        #expect(result.status < 128, "\(c): killed by a signal (status \(result.status))")
        #expect(Self.controlCharacters(in: result.stderr).isEmpty, "\(c): stderr holds raw control characters: \(result.stderr.debugDescription)")
        if c.writesColorOnPurpose {
            for sequence in Self.injectedSequences {
                #expect(!result.stdout.contains(sequence), "\(c): stdout holds the input's \(sequence.debugDescription)")
            }
        } else {
            #expect(Self.controlCharacters(in: result.stdout).isEmpty, "\(c): stdout holds raw control characters: \(result.stdout.debugDescription)")
        }
    }

    @Test(arguments: colorToolCases) func colorTools(_ c: Case) throws { try check(c) }
    @Test(arguments: gameCases) func games(_ c: Case) throws { try check(c) }
    @Test(arguments: ghostdrawCases) func ghostdraw(_ c: Case) throws { try check(c) }

    /// The hostile payload is shown escaped in an error, so the user sees what was wrong.
    @Test func errorsShowTheInputEscaped() throws {
        let result = try Tool.run("colorconv", [], stdin: Self.rawPayload + "\n")
        #expect(result.status == 65)
        #expect(result.stderr.contains(#"\e]0;title"#), "\(result.stderr)")
        let usage = try Tool.run("colormix", ["red", "blue", "--in", Self.rawPayload])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains(#"\e[2J"#), "\(usage.stderr)")
    }
}
