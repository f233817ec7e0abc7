// The view for people (chromatools(7), HUMAN VIEW) through a pseudo-terminal:
// every stream command shows it by default when standard output is a
// terminal, painted by the terminal color rules (24-bit with COLORTERM,
// else the 256-color palette, nothing with NO_COLOR or --color never,
// forced by --color always); --format ndjson still writes the records there,
// and a pipe gets the records byte for byte. The golden files of a few views
// are under Snapshots/ (view-*.txt), re-recorded like the others with
// `make snapshots`.

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Human view") struct HumanViewTests {
    /// What a tool printed on a terminal of `columns`: the raw bytes as text (with escapes), the screen text and the status.
    struct TerminalRun {
        var raw: String
        var screen: String
        var status: Int32?
    }

    func onTerminal(
        _ tool: String, _ arguments: [String], environment: [String: String] = [:], columns: UInt16 = 100
    ) throws -> TerminalRun {
        let terminal = try PseudoTerminal(executable: Tool.path(tool), arguments: arguments, environment: environment,
                                          columns: columns, rows: 30)
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: terminal.home)
        }
        let status = terminal.waitForExit()
        // The terminal turns each \n into \r\n (onlcr); the tools wrote \n.
        let raw = String(decoding: terminal.output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return TerminalRun(raw: raw, screen: terminal.screen, status: status)
    }

    static let trueColor = ["COLORTERM": "truecolor"]
    static let tomato24 = "\u{1B}[48;2;255;99;71m"

    // MARK: It appears on a terminal

    @Test func oneColorIsABlockOfItsForms() throws {
        let run = try onTerminal("colorconv", ["tomato"], environment: Self.trueColor)
        #expect(run.status == 0)
        #expect(run.raw.contains(Self.tomato24), "a 24-bit swatch; output: \(run.raw.debugDescription)")
        for line in ["hex    #ff6347", "rgb    rgb(255 99 71)", "hsl    hsl(9.1 100% 63.9%)", "oklch  oklch(0.696 0.196 32.3)",
                     "name   tomato (ΔE2000 0)"] {
            #expect(run.screen.contains(line), "missing \(line.debugDescription); screen:\n\(run.screen)")
        }
        #expect(!run.screen.contains("{"), "no record on a terminal")
        // The swatch spans the five lines, each ending its color before the text.
        #expect(run.raw.components(separatedBy: Self.tomato24).count - 1 == 5)
        #expect(!run.raw.contains("\u{1B}[48;2;255;99;71m  hex"), "the color is reset before the text")
    }

    @Test func severalColorsAreALineEach() throws {
        let run = try onTerminal("colorconv", ["red", "blue", "#0f0"], environment: Self.trueColor)
        #expect(run.status == 0)
        let lines = run.screen.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "screen:\n\(run.screen)")
        #expect(lines.first?.contains("#ff0000  rgb(255 0 0)") == true)
        #expect(lines.first?.hasSuffix("oklch(0.628 0.258 29.2)   red") == true, "an exact name stands alone: \(lines)")
        #expect(lines.last?.contains("#00ff00  rgb(0 255 0)") == true)
        for color in ["255;0;0", "0;0;255", "0;255;0"] {
            #expect(run.raw.contains("\u{1B}[48;2;\(color)m    \u{1B}[0m #"), "a 4-cell swatch of \(color) before the hex")
        }
    }

    @Test(arguments: [
        (["NO_COLOR": "1"], [String]()),
        ([:], ["--color", "never"]),
        (["NO_COLOR": "1", "TERM": "xterm-256color"], ["--color", "never"]),
    ] as [([String: String], [String])])
    func withoutColorTheViewHasNoEscapes(environment: [String: String], options: [String]) throws {
        let run = try onTerminal("colorconv", ["tomato"] + options, environment: environment.merging(Self.trueColor) { a, _ in a })
        #expect(run.status == 0)
        #expect(!run.raw.contains("\u{1B}["), "no escape sequence; output: \(run.raw.debugDescription)")
        #expect(run.raw == "hex    #ff6347\nrgb    rgb(255 99 71)\nhsl    hsl(9.1 100% 63.9%)\noklch  oklch(0.696 0.196 32.3)\nname   tomato (ΔE2000 0)\n")
    }

    @Test func colorAlwaysPaintsDespiteNoColor() throws {
        let run = try onTerminal("colorconv", ["tomato", "--color", "always"], environment: ["NO_COLOR": "1", "COLORTERM": "24bit"])
        #expect(run.raw.contains(Self.tomato24))
    }

    @Test func withoutColortermTheSwatchComesFromThe256ColorPalette() throws {
        let run = try onTerminal("colorconv", ["tomato", "#3a7bd5", "white"])
        #expect(run.status == 0)
        #expect(!run.raw.contains("48;2;"), "no 24-bit escape without COLORTERM")
        // tomato lies between entries 202 and 203: dithered half blocks in both.
        #expect(run.raw.contains("\u{1B}[38;5;203m\u{1B}[48;5;202m\u{2580}"), "output: \(run.raw.debugDescription)")
        // white is entry 231 itself: one background, no dither.
        #expect(run.raw.contains("\u{1B}[48;5;231m    \u{1B}[0m #ffffff"))
    }

    @Test func everyStreamCommandShowsTheView() throws {
        let cases: [(tool: String, arguments: [String], shows: [String])] = [
            ("colorconv", ["name", "#3a7bd5"], ["#3a7bd5", "steelblue", "ΔE2000 5.34"]),
            ("colorconv", ["distance", "red", "--to-color", "orange"], ["orange", "red", "ΔE2000 31.47"]),
            ("colorconv", ["spaces"], ["channels and their ranges", "oklch()", "h 0–360°", "a \u{2212}125 to 125"]),
            ("colorconv", ["tomato", "--to", "lab,inGamut"], ["lab      lab(62.9909 59.3647 47.8807)", "inGamut  in sRGB"]),
            ("gradient", ["red", "blue", "--steps", "5"], ["  0%", " 50%", "#8c53a2", "100%"]),
            ("colormix", ["red", "blue"], ["#8c53a2", "mix    red 50% + blue 50% in oklab"]),
            ("colormix", ["steps", "red", "blue", "-n", "3"], [" 50%", "#8c53a2"]),
        ]
        for item in cases {
            let run = try onTerminal(item.tool, item.arguments, environment: Self.trueColor, columns: 120)
            let command = ([item.tool] + item.arguments).joined(separator: " ")
            #expect(run.status == 0, "\(command)")
            #expect(!run.screen.contains("{\""), "\(command) wrote records on a terminal:\n\(run.screen)")
            for text in item.shows {
                #expect(run.screen.contains(text), "\(command) does not show \(text.debugDescription):\n\(run.screen)")
            }
            if item.arguments.first != "spaces" {
                #expect(run.raw.contains("\u{1B}[48;2;"), "\(command) paints swatches")
            }
        }
    }

    @Test func theREPLShowsEveryExtraAskedFor() throws {
        let terminal = try PseudoTerminal(executable: Tool.path("colorconv"), environment: Self.trueColor, columns: 100, rows: 30)
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: terminal.home)
        }
        #expect(terminal.waitFor("colorconv> "))
        terminal.send("to rgb8,name,inGamut\r")
        // rgb8 is the view's own rgb() line; the extras come after the common forms.
        #expect(terminal.waitFor("showing: hex, rgb, hsl, oklch, name, inGamut"))
        let mark = terminal.output.count
        terminal.send("tomato\r")
        #expect(terminal.waitFor("inGamut  in sRGB", since: mark), "screen: \(terminal.screen)")
        #expect(terminal.screen.contains("rgb      rgb(255 99 71)"))
        #expect(terminal.screen.contains("name     tomato (ΔE2000 0)"))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }

    // MARK: It fits the terminal

    @Test(arguments: [100, 80, 60, 40] as [UInt16])
    func linesFitTheTerminalWidth(columns: UInt16) throws {
        let colors = ["tomato", "#3a7bd5", "cornflowerblue", "oklch(0.7 0.3 30)", "#ff634780", "#123456"]
        for (tool, arguments) in [("colorconv", colors), ("gradient", ["red", "gold", "blue", "--steps", "7"])] {
            let run = try onTerminal(tool, arguments, environment: Self.trueColor, columns: columns)
            let lines = run.screen.split(separator: "\n")
            #expect(lines.count == (tool == "colorconv" ? colors.count : 7), "screen:\n\(run.screen)")
            for line in lines {
                #expect(line.count <= Int(columns), "\(line.count) columns on a terminal of \(columns): \(line)")
            }
            // Every line has the same columns: the hex at the same place.
            let hexColumns = Set(lines.compactMap { line in line.firstRange(of: "#").map { line.distance(from: line.startIndex, to: $0.lowerBound) } })
            #expect(hexColumns.count == 1, "\(tool) at \(columns) columns:\n\(run.screen)")
        }
    }

    @Test func narrowTerminalsKeepTheHexAndDropTheRestInOrder() throws {
        let wide = try onTerminal("colorconv", ["red", "blue"], environment: Self.trueColor, columns: 100).screen
        #expect(wide.contains("red") && wide.contains("hsl(") && wide.contains("oklch("))
        let at80 = try onTerminal("colorconv", ["red", "blue"], environment: Self.trueColor, columns: 80).screen
        #expect(at80.contains("  red") && !at80.contains("hsl(") && at80.contains("oklch("), "hsl() goes first:\n\(at80)")
        let at60 = try onTerminal("colorconv", ["red", "blue"], environment: Self.trueColor, columns: 60).screen
        #expect(!at60.contains("  red") && at60.contains("oklch("), "then the name:\n\(at60)")
        let at40 = try onTerminal("colorconv", ["red", "blue"], environment: Self.trueColor, columns: 40).screen
        #expect(!at40.contains("oklch(") && at40.contains("rgb(255 0 0)") && at40.contains("#ff0000"), "then oklch():\n\(at40)")
        let at20 = try onTerminal("colorconv", ["red", "blue"], environment: Self.trueColor, columns: 20).screen
        #expect(at20.contains("#ff0000") && !at20.contains("rgb("), "the hex stays:\n\(at20)")
    }

    // MARK: Records where records are asked for

    @Test func formatNdjsonWritesTheRecordsOnATerminal() throws {
        let cases: [(tool: String, arguments: [String])] = [
            ("colorconv", ["tomato", "oklch(0.7 0.3 30)", "--to", "oklch,name"]),
            ("colorconv", ["name", "#3a7bd5"]),
            ("colorconv", ["distance", "red", "blue"]),
            ("colorconv", ["spaces"]),
            ("gradient", ["red", "blue", "--steps", "3"]),
            ("colormix", ["red", "30%", "blue"]),
            ("colormix", ["steps", "red", "blue", "-n", "3"]),
        ]
        for item in cases {
            let command = ([item.tool] + item.arguments).joined(separator: " ")
            let piped = try Tool.run(item.tool, item.arguments)
            #expect(piped.status == 0 && piped.stdout.hasPrefix("{\""), "\(command) into a pipe: \(piped.stdout)")
            let run = try onTerminal(item.tool, item.arguments + ["--format", "ndjson"], environment: Self.trueColor)
            #expect(run.status == 0)
            #expect(run.raw == piped.stdout, "\(command) --format ndjson on a terminal:\n\(run.raw)\ninto a pipe:\n\(piped.stdout)")
        }
    }

    @Test func aPipeGetsTheExactRecords() throws {
        let result = try Tool.run("colorconv", ["tomato", "#ff634780", "--to", "oklch"], environment: Self.trueColor)
        #expect(result.stdout == """
            {"color":"#ff6347","hex":"#ff6347","oklch":{"l":0.696219,"c":0.195525,"h":32.321434}}
            {"color":"#ff634780","hex":"#ff634780","alpha":0.501961,"oklch":{"l":0.696219,"c":0.195525,"h":32.321434}}

            """)
        let names = try Tool.run("colorconv", ["name", "#3a7bd5"])
        #expect(names.stdout == "{\"color\":\"#3a7bd5\",\"name\":\"steelblue\",\"nameDeltaE\":5.338923}\n")
        let distance = try Tool.run("colorconv", ["distance", "red", "blue"])
        #expect(distance.stdout == "{\"a\":\"red\",\"b\":\"blue\",\"method\":\"2000\",\"deltaE\":55.799773}\n")
    }

    @Test func formatHumanShowsTheViewIntoAPipeAndErrorsStayOnStandardError() throws {
        let result = try Tool.run("colorconv", ["tomato", "nocolor", "#3a7bd5", "--format", "human"], environment: ["COLUMNS": "100"])
        #expect(result.status == 1)
        #expect(result.stdout == """
            #ff6347  rgb(255 99 71)    hsl(9.1 100% 63.9%)     oklch(0.696 0.196 32.3)   tomato
            #3a7bd5  rgb(58 123 213)   hsl(214.8 64.9% 53.1%)  oklch(0.586 0.153 257.2)  ≈ steelblue ΔE 5.34

            """, "no color into a pipe without --color always")
        #expect(result.stderr.hasPrefix("colorconv: argument 2: ") && result.stderr.contains("\"nocolor\""), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line per error")
    }

    @Test func inputTextIsEscapedInTheView() throws {
        // A tab and a form feed are blanks inside a CSS function, so the color is good; the view shows them escaped.
        let result = try Tool.run("colorconv", ["distance", "--format", "human", "--to-color", "blue"],
                                  stdin: "{\"color\":\"rgb(255\\t0\\u000c0)\"}\n", environment: ["COLUMNS": "100"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "blue          rgb(255\\t0\\x0c0)  ΔE2000 55.8\n", "\(result.stdout.debugDescription)")
    }

    @Test(arguments: [
        (["name", "red", "--format", "hex"], "'ndjson', 'css', 'text' or 'human'"),
        (["distance", "red", "blue", "--format", "css"], "'ndjson', 'text' or 'human'"),
        (["spaces", "--format", "swatch"], "'ndjson', 'text' or 'human'"),
    ] as [([String], String)])
    func formatsACommandDoesNotWriteAreUsageErrors(arguments: [String], formats: String) throws {
        let result = try Tool.run("colorconv", arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(formats), "\(result.stderr)")
    }

    // MARK: Golden files

    /// Views kept as golden files: each command runs into a pipe with `--format human` and the environment given.
    static let snapshots: [(file: String, tool: String, arguments: [String], environment: [String: String])] = [
        ("view-colorconv-block.txt", "colorconv", ["tomato", "--color", "always"], ["COLORTERM": "truecolor"]),
        ("view-colorconv-block-outside-srgb.txt", "colorconv", ["oklch(0.7 0.3 30)", "--to", "lab,cmyk", "--color", "never"], [:]),
        ("view-colorconv-lines-80.txt", "colorconv",
         ["tomato", "#3a7bd5", "oklch(0.7 0.3 30)", "#ff634780", "rebeccapurple", "--color", "always"], ["COLORTERM": "truecolor", "COLUMNS": "80"]),
        ("view-colorconv-lines-100-256.txt", "colorconv",
         ["tomato", "#3a7bd5", "oklch(0.7 0.3 30)", "#ff634780", "rebeccapurple", "--color", "always"], ["COLUMNS": "100"]),
        ("view-gradient-100.txt", "gradient", ["tomato", "gold", "teal", "--steps", "5", "--color", "never"], ["COLUMNS": "100"]),
        ("view-name-distance.txt", "colorconv", ["name", "#3a7bd5", "gold", "--color", "never"], ["COLUMNS": "100"]),
        ("view-contrast-block.txt", "colorconv", ["contrast", "tomato", "white", "--color", "always"], ["COLORTERM": "truecolor"]),
        ("view-contrast-lines-80-256.txt", "colorconv",
         ["contrast", "--bg", "white", "tomato", "#3a7bd5", "gold", "--method", "apca", "--color", "always"], [:]),
        ("view-textcolor-lines-100.txt", "colorconv", ["textcolor", "tomato", "navy", "gold", "--color", "never"], ["COLUMNS": "100"]),
        ("view-adjust-block.txt", "colorconv", ["adjust", "tomato", "--lighten", "0.1", "--color", "always"], ["COLORTERM": "truecolor"]),
        ("view-adjust-lines-120.txt", "colorconv",
         ["adjust", "tomato", "#3a7bd5", "oklch(0.7 0.3 30)", "--rotate", "120", "--color", "always"], ["COLORTERM": "truecolor", "COLUMNS": "120"]),
    ]

    @Test func viewSnapshotsMatchTheirGoldenFiles() throws {
        let folder = Tool.packageRoot.appendingPathComponent("Tests/EndToEndTests/Snapshots")
        let recording = ProcessInfo.processInfo.environment["CHROMATOOLS_RECORD_SNAPSHOTS"] == "1"
        for snapshot in Self.snapshots {
            let result = try Tool.run(snapshot.tool, snapshot.arguments + ["--format", "human"],
                                      environment: snapshot.environment.merging(["COLUMNS": "80"]) { given, _ in given })
            #expect(result.status == 0 && result.stderr.isEmpty, "\(snapshot.file): \(result.stderr)")
            let golden = folder.appendingPathComponent(snapshot.file)
            if recording {
                try Data(result.stdout.utf8).write(to: golden)
                Issue.record("re-recorded Snapshots/\(snapshot.file); run the tests again without CHROMATOOLS_RECORD_SNAPSHOTS to check it")
                continue
            }
            let expected = try #require(try? String(contentsOf: golden, encoding: .utf8), "Snapshots/\(snapshot.file) is missing")
            #expect(result.stdout == expected, "\(snapshot.file) (re-record with `make snapshots` if intended):\n\(result.stdout)")
        }
    }
}
