// The one rule for color in every tool and format (chromatools(7), TERMINAL COLOR), as `ls --color` and
// `grep --color` have it: `--color auto` colors only output that goes to a terminal, and not with NO_COLOR;
// `--color always` forces color, into a pipe, a file or over NO_COLOR; `--color never` never colors. Asking
// for `--format ansi` or `swatch` does not force color: without it they write their plain-text form.

import Foundation
import Testing

@Suite("Color rule") struct ColorRuleTests {
    static let escape = "\u{1B}["

    /// The commands that paint: gradient's bar and swatches, colorconv's and colormix's swatches, ghostdraw's render.
    static let painting: [(tool: String, arguments: [String], stdin: String)] = [
        ("gradient", ["red", "blue", "--format", "ansi"], ""),
        ("gradient", ["red", "blue", "--format", "swatch"], ""),
        ("colorconv", ["tomato", "--format", "swatch"], ""),
        ("colormix", ["red", "--with", "blue", "--format", "swatch"], ""),
        ("ghostdraw", ["render", "--size", "4x4"], strokeLog),
    ]

    /// A log of one red stroke.
    static let strokeLog = #"{"t":0,"event":"stroke","tool":"red","points":[[0,0],[3,3]]}"# + "\n"

    /// What a command writes on a pseudo-terminal (LANG=C.UTF-8, TERM=xterm-256color), with `environment` added.
    func onTerminal(_ tool: String, _ arguments: [String], stdin: String, environment: [String: String] = [:]) throws -> String {
        // ghostdraw render refuses a terminal as its log: give it the log as a file.
        var arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("color-rule-\(getpid())-\(UUID().uuidString).ndjson")
        defer { try? FileManager.default.removeItem(at: log) }
        if !stdin.isEmpty {
            try stdin.write(to: log, atomically: true, encoding: .utf8)
            arguments.insert(log.path, at: 1)
        }
        let terminal = try PseudoTerminal(executable: Tool.path(tool), arguments: arguments, environment: environment)
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: terminal.home)
        }
        let status = terminal.waitForExit()
        #expect(status == 0, "\(tool) \(arguments)")
        return String(decoding: terminal.output, as: UTF8.self)
    }

    @Test(arguments: painting)
    func aPipeAndNoColorGetPlainText(tool: String, arguments: [String], stdin: String) throws {
        let piped = try Tool.run(tool, arguments, stdin: stdin)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(!piped.stdout.contains(Self.escape), "\(tool) \(arguments) into a pipe: \(piped.stdout.debugDescription)")
        #expect(!piped.stdout.isEmpty)
        let noColor = try onTerminal(tool, arguments, stdin: stdin, environment: ["NO_COLOR": "1"])
        #expect(!noColor.contains(Self.escape), "\(tool) \(arguments) with NO_COLOR: \(noColor.debugDescription)")
        let never = try onTerminal(tool, arguments + ["--color", "never"], stdin: stdin)
        #expect(!never.contains(Self.escape), "\(tool) \(arguments) --color never: \(never.debugDescription)")
    }

    @Test(arguments: painting)
    func aTerminalAndColorAlwaysGetColor(tool: String, arguments: [String], stdin: String) throws {
        let terminal = try onTerminal(tool, arguments, stdin: stdin)
        #expect(terminal.contains(Self.escape), "\(tool) \(arguments) on a terminal: \(terminal.debugDescription)")
        let forced = try Tool.run(tool, arguments + ["--color", "always"], stdin: stdin, environment: ["NO_COLOR": "1"])
        #expect(forced.stdout.contains(Self.escape), "\(tool) \(arguments) --color always, NO_COLOR: \(forced.stdout.debugDescription)")
    }

    /// Without color, gradient's bar is the hex codes of its steps, as its swatches are.
    @Test func thePlainBarIsTheStepsHexCodes() throws {
        let hex = try Tool.run("gradient", ["red", "blue", "--steps", "4", "--format", "hex"]).lines
        for format in ["ansi", "swatch"] {
            let plain = try Tool.run("gradient", ["red", "blue", "--steps", "4", "--format", format])
            #expect(plain.stdout == hex.joined(separator: " ") + "\n", "\(format)")
        }
    }

    /// A file is not a terminal: `-o` gets color only with --color always, and the REPL's export alike.
    @Test func aFileGetsColorOnlyWhenForced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("color-rule-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("plain.ans").path, colored = folder.appendingPathComponent("colored.ans").path
        #expect(try Tool.run("ghostdraw", ["render", "-o", plain], stdin: Self.strokeLog).status == 0)
        #expect(try Tool.run("ghostdraw", ["render", "-o", colored, "--color", "always"], stdin: Self.strokeLog).status == 0)
        #expect(!(try String(contentsOfFile: plain, encoding: .utf8)).contains(Self.escape))
        #expect(try String(contentsOfFile: colored, encoding: .utf8).contains(Self.escape))

        let exported = folder.appendingPathComponent("exported.ans").path
        let forced = folder.appendingPathComponent("forced.ans").path
        let script = "stroke 1,1 5,1\nexport \(exported)\n"
        #expect(try Tool.run("ghostdraw", ["repl", "--size", "8x4", "--clock", "manual"], stdin: script).status == 0)
        #expect(try Tool.run("ghostdraw", ["repl", "--size", "8x4", "--clock", "manual", "--color", "always"],
                             stdin: "stroke 1,1 5,1\nexport \(forced)\n").status == 0)
        #expect(!(try String(contentsOfFile: exported, encoding: .utf8)).contains(Self.escape))
        #expect(try String(contentsOfFile: forced, encoding: .utf8).contains(Self.escape))
    }

    /// gradient's `-o` alike: a file gets the plain bar, or the colored one with --color always, and a terminal
    /// named by `-o` gets color.
    @Test func gradientsOutputFollowsTheRule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("color-rule-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("bar.ans").path, colored = folder.appendingPathComponent("colored.ans").path
        #expect(try Tool.run("gradient", ["red", "blue", "-o", plain]).status == 0)
        #expect(try Tool.run("gradient", ["red", "blue", "-o", colored, "--color", "always"]).status == 0)
        #expect(try String(contentsOfFile: plain, encoding: .utf8) == "#ff0000 #c6496d #8c53a2 #5147d2 #0000ff\n")
        #expect(try String(contentsOfFile: colored, encoding: .utf8).contains(Self.escape))

        let terminal = try PseudoTerminal(executable: "/bin/sleep", arguments: ["5"])
        defer { terminal.close() }
        let r = try Tool.run("gradient", ["red", "blue", "--format", "ansi", "-o", terminal.deviceName])
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stderr)")
        #expect(terminal.waitFor("\u{2580}"), "the bar reached the terminal")
        #expect(String(decoding: terminal.output, as: UTF8.self).contains(Self.escape))
    }

    /// The output decides, not standard output: `-o` naming a terminal gets color from a command in a pipe.
    @Test func aTerminalNamedByOutputGetsColor() throws {
        let terminal = try PseudoTerminal(executable: "/bin/sleep", arguments: ["5"])
        defer { terminal.close() }
        let r = try Tool.run("ghostdraw", ["render", "--format", "ansi", "-o", terminal.deviceName], stdin: Self.strokeLog)
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stderr)")
        #expect(terminal.waitFor("\u{2580}"), "the bar reached the terminal")
        #expect(String(decoding: terminal.output, as: UTF8.self).contains(Self.escape))
    }
}
