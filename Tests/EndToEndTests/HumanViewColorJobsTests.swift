// The view for people (chromatools(7), HUMAN VIEW) of colorconv adjust, simulate, contrast and textcolor
// through a pseudo-terminal, as HumanViewTests does for the other commands: one color is a block (the
// adjusted or simulated color with its original; a tall sample of text on its background with the
// contrast and the WCAG 2.1 or APCA guidance), a stream is a line per record fitted to the terminal,
// with and without color; --format ndjson writes the records there, and each command takes the formats
// colorconv(1) lists for it. Golden files of a few of these views are under Snapshots/ (view-*.txt).

import Foundation
import Testing

extension HumanViewTests {
    /// A file of input lines for a stream, removed when the test is done with it.
    func inputFile(_ lines: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "/chromatools-view-input-\(getpid())-\(UUID().uuidString)"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let colorsOfAStream = ["tomato", "#3a7bd5", "cornflowerblue", "oklch(0.7 0.3 30)", "#ff634780", "rebeccapurple", "#123456"]

    // MARK: adjust and simulate

    @Test func adjustingOneColorShowsItBesideTheOriginal() throws {
        let run = try onTerminal("colorconv", ["adjust", "tomato", "--lighten", "0.1"], environment: Self.trueColor)
        #expect(run.status == 0)
        for line in ["from         tomato", "hex     #ff9881", "rgb     rgb(255 152 129)", "color   oklch(0.7962 0.1955 32.3214)",
                     "adjust  lighten 0.1 in oklch"] {
            #expect(run.screen.contains(line), "missing \(line.debugDescription); screen:\n\(run.screen)")
        }
        #expect(run.raw.contains("\u{1B}[48;2;255;152;129m          \u{1B}[0m"), "the block's swatch is the adjusted color")
        #expect(run.raw.contains("\u{1B}[48;2;255;99;71m    \u{1B}[0m tomato"), "a small swatch of the original beside its name")
        #expect(!run.screen.contains("{"), "no record on a terminal")
    }

    @Test func withoutColorAnAdjustedColorIsItsLabelledLines() throws {
        // tomato without saturation keeps its HSL lightness, (255 + 71) / 2 = 163: the gray #a3a3a3, on the 8-bit grid,
        // so its lossless form is the hex and has no line of its own.
        let run = try onTerminal("colorconv", ["adjust", "tomato", "--desaturate", "100%", "--in", "hsl"], environment: ["NO_COLOR": "1"])
        #expect(run.status == 0)
        #expect(run.raw == """
            from    tomato
            hex     #a3a3a3
            rgb     rgb(163 163 163)
            hsl     hsl(9.1 0% 63.9%)
            oklch   oklch(0.715 0 none)
            name    darkgray (ΔE2000 1.77)
            adjust  desaturate 100% in hsl

            """, "\(run.raw.debugDescription)")
    }

    @Test func simulatingOneColorSaysHow() throws {
        let run = try onTerminal("colorconv", ["simulate", "tomato", "--cvd", "deutan"], environment: Self.trueColor)
        #expect(run.status == 0)
        for line in ["from        tomato", "hex    #a6a63b", "cvd    deutan at severity 1, model vienot"] {
            #expect(run.screen.contains(line), "missing \(line.debugDescription); screen:\n\(run.screen)")
        }
        #expect(run.raw.contains("\u{1B}[48;2;166;166;59m          \u{1B}[0m"))
    }

    @Test(arguments: [60, 80, 120] as [UInt16])
    func aStreamOfAdjustedOrSimulatedColorsIsALineEach(columns: UInt16) throws {
        let input = try inputFile(Self.colorsOfAStream)
        defer { try? FileManager.default.removeItem(atPath: input) }
        for arguments in [["adjust", "--rotate", "120", "-i", input], ["simulate", "--cvd", "protan", "--severity", "0.5", "-i", input]] {
            let run = try onTerminal("colorconv", arguments, environment: Self.trueColor, columns: columns)
            #expect(run.status == 0)
            let lines = run.screen.split(separator: "\n").map(String.init)
            #expect(lines.count == Self.colorsOfAStream.count, "\(arguments[0]): screen:\n\(run.screen)")
            for line in lines {
                #expect(line.count <= Int(columns), "\(line.count) columns on a terminal of \(columns): \(line)")
                #expect(line.contains("→ ") == (columns >= 80), "the original's text and an arrow when there is room: \(line)")
            }
            if columns >= 80 {
                #expect(lines[0].hasPrefix("     tomato         →"), "the original's text in its column: \(lines[0])")
                #expect(lines[3].contains("oklch(0.7 0.3… →"), "a long original is cut short: \(lines[3])")
            }
            // Every line has the same columns: the result's hex, the last before rgb(), at the same place.
            let hexColumns = Set(lines.compactMap { line -> Int? in
                guard let rgb = line.firstRange(of: "rgb("), let hex = line[..<rgb.lowerBound].lastIndex(of: "#") else { return nil }
                return line.distance(from: line.startIndex, to: hex)
            })
            #expect(hexColumns.count == 1, "\(arguments[0]) at \(columns) columns:\n\(run.screen)")
            // The original's swatch and the result's, each ending in a reset: two per line.
            #expect(run.raw.components(separatedBy: "\u{1B}[0m").count - 1 == 2 * Self.colorsOfAStream.count)
            #expect(!run.screen.contains("adjust ") && !run.screen.contains("cvd "), "what was done is said in a block only")
        }
    }

    // MARK: contrast and textcolor

    @Test func oneContrastIsASampleWithItsVerdicts() throws {
        let run = try onTerminal("colorconv", ["contrast", "tomato", "white"], environment: Self.trueColor)
        #expect(run.status == 0)
        // The sample: "Aa sample" in tomato on white, on the middle line of a white field.
        #expect(run.raw.contains("\u{1B}[48;2;255;255;255m\u{1B}[38;2;255;99;71m  Aa sample  \u{1B}[0m"), "\(run.raw.debugDescription)")
        #expect(run.raw.components(separatedBy: "\u{1B}[48;2;255;255;255m             \u{1B}[0m").count - 1 == 4, "four more lines of the field")
        for line in ["text        ", "tomato", "background  ", "white", "contrast    2.94:1 (wcag21)",
                     "AA          normal text  fails  4.5:1", "large text   fails  3:1",
                     "AAA         normal text  fails  7:1", "large text   fails  4.5:1"] {
            #expect(run.screen.contains(line), "missing \(line.debugDescription); screen:\n\(run.screen)")
        }
    }

    @Test(arguments: [
        (["contrast", "#777", "white"], """
            text        #777
            background  white
            contrast    4.47:1 (wcag21)
            AA          normal text  fails  4.5:1
                        large text   passes 3:1
            AAA         normal text  fails  7:1
                        large text   fails  4.5:1

            """),
        (["contrast", "#888", "#fff", "--method", "apca"], """
            text        #888
            background  #fff
            contrast    Lc 63 (apca)
            use         content text other than body text

            """),
        (["contrast", "#123", "#444", "--method", "lc"], """
            text        #123
            background  #444
            contrast    Lc 8.3 (apca)
            use         no text: below Lc 45, the least for large text

            """),
        (["contrast", "#888", "#fff", "--method", "michelson"], """
            text        #888
            background  #fff
            contrast    0.6 (michelson)

            """),
        (["textcolor", "tomato"], """
            background  tomato
            text        black
            contrast    7.12:1 (wcag21)
            AA          normal text  passes 4.5:1
                        large text   passes 3:1
            AAA         normal text  passes 7:1
                        large text   passes 4.5:1

            """),
    ] as [([String], String)])
    func withoutColorAContrastIsItsLabelledLines(arguments: [String], expected: String) throws {
        let run = try onTerminal("colorconv", arguments + ["--color", "never"], environment: Self.trueColor)
        #expect(run.status == 0)
        #expect(run.raw == expected, "\(arguments): \(run.raw.debugDescription)")
    }

    @Test func textcolorPaintsTheSampleInTheChosenColor() throws {
        let run = try onTerminal("colorconv", ["textcolor", "navy", "--method", "apca"], environment: Self.trueColor)
        #expect(run.status == 0)
        #expect(run.raw.contains("\u{1B}[48;2;0;0;128m\u{1B}[38;2;255;255;255m  Aa sample  \u{1B}[0m"), "white on navy: \(run.raw.debugDescription)")
        #expect(run.screen.contains("contrast    Lc -103.8 (apca)") && run.screen.contains("use         body text, at the preferred level"),
                "\(run.screen)")
    }

    @Test(arguments: [80, 100] as [UInt16])
    func aStreamOfContrastsIsALineEach(columns: UInt16) throws {
        let input = try inputFile(Self.colorsOfAStream)
        defer { try? FileManager.default.removeItem(atPath: input) }
        let cases: [(arguments: [String], shows: [String])] = [
            (["contrast", "--bg", "white", "-i", input], ["tomato         on white", "2.94:1  fails AA", "#3a7bd5        on white", "4.22:1  AA large"]),
            (["contrast", "--fg", "black", "--method", "apca", "-i", input], ["black          on tomato", "Lc 49  large text", "Lc 15.5  too low"]),
            (["textcolor", "-i", input], ["tomato         → black", "7.12:1  AAA", "#3a7bd5        → black", "4.97:1  AA, AAA large", "#123456        → white"]),
        ]
        for item in cases {
            let run = try onTerminal("colorconv", item.arguments, environment: Self.trueColor, columns: columns)
            #expect(run.status == 0)
            let lines = run.screen.split(separator: "\n")
            #expect(lines.count == Self.colorsOfAStream.count, "\(item.arguments): screen:\n\(run.screen)")
            for line in lines {
                #expect(line.count <= Int(columns), "\(line.count) columns on a terminal of \(columns): \(line)")
                #expect(line.hasPrefix(" Aa sample "), "each line starts with its sample: \(line)")
            }
            for text in item.shows {
                #expect(run.screen.contains(text), "\(item.arguments) does not show \(text.debugDescription):\n\(run.screen)")
            }
            #expect(run.raw.components(separatedBy: "m Aa sample \u{1B}[0m").count - 1 == Self.colorsOfAStream.count, "a painted sample each")
        }
    }

    @Test func withoutColorAStreamOfContrastsHasNoSample() throws {
        let run = try onTerminal("colorconv", ["contrast", "--bg", "white", "tomato", "navy", "#777"], environment: ["NO_COLOR": "1"])
        #expect(run.status == 0)
        #expect(run.raw == """
            tomato         on white            2.94:1  fails AA
            navy           on white           16.01:1  AAA
            #777           on white            4.47:1  AA large

            """, "\(run.raw.debugDescription)")
    }

    // MARK: Formats

    @Test func theirRecordsOnATerminalWithFormatNdjsonAreThoseOfAPipe() throws {
        for arguments in [
            ["adjust", "tomato", "oklch(0.7 0.3 30)", "--lighten", "0.1", "--to", "oklch"],
            ["simulate", "tomato", "--cvd", "tritan"],
            ["contrast", "tomato", "white", "--method", "apca"],
            ["contrast", "--bg", "white", "tomato", "navy"],
            ["textcolor", "tomato", "navy"],
        ] {
            let piped = try Tool.run("colorconv", arguments)
            #expect(piped.status == 0 && piped.stdout.hasPrefix("{\""), "\(arguments) into a pipe: \(piped.stdout)")
            let run = try onTerminal("colorconv", arguments + ["--format", "ndjson"], environment: Self.trueColor)
            #expect(run.status == 0)
            #expect(run.raw == piped.stdout, "\(arguments) --format ndjson on a terminal:\n\(run.raw)\ninto a pipe:\n\(piped.stdout)")
        }
    }

    @Test(arguments: [
        (["adjust", "tomato", "--lighten", "0.1", "--format", "css"], "oklch(0.7962 0.1955 32.32)\n"),
        (["adjust", "tomato", "--lighten", "0.1", "--format", "css", "--to", "rgb8", "--css", "legacy"], "rgb(255, 152, 129)\n"),
        (["adjust", "tomato", "--lighten", "0.1", "--format", "hex"], "#ff9881\n"),
        (["adjust", "tomato", "--lighten", "0.1", "--format", "text", "--to", "name"], "#ff9881  coral (ΔE2000 7.631323)\n"),
        (["simulate", "tomato", "--cvd", "deutan", "--format", "hex"], "#a6a63b\n"),
        (["simulate", "tomato", "--cvd", "deutan", "--format", "css", "--to", "hsl", "--precision", "1"], "hsl(60 47.4% 44%)\n"),
        (["contrast", "tomato", "white", "--format", "text"], "tomato  white  2.945957\n"),
        (["contrast", "--bg", "white", "red", "blue", "--format", "text", "--method", "apca"], "red  white  64.126215\nblue  white  85.820834\n"),
        (["textcolor", "tomato", "navy", "--format", "css"], "black\nwhite\n"),
        (["textcolor", "tomato", "--from", "rgb(0 0 255), #eee", "--format", "css"], "rgb(0 0 255)\n"),
        (["textcolor", "tomato", "navy", "--format", "hex"], "#000000\n#ffffff\n"),
        (["textcolor", "tomato", "--format", "text"], "black  tomato  7.128415\n"),
    ] as [([String], String)])
    func theirOtherFormatsWriteALineEach(arguments: [String], expected: String) throws {
        let result = try Tool.run("colorconv", arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stdout == expected, "\(arguments)")
    }

    @Test(arguments: [
        (["contrast", "red", "blue", "--format", "css"], "'ndjson', 'text' or 'human'"),
        (["contrast", "red", "blue", "--format", "hex"], "'ndjson', 'text' or 'human'"),
        (["textcolor", "red", "--format", "swatch"], "'ndjson', 'css', 'hex', 'text' or 'human'"),
        (["adjust", "red", "--gray", "--format", "png"], "- ndjson\n  - css\n  - hex\n  - text\n  - swatch\n  - human\n"),
        (["simulate", "red", "--cvd", "protan", "--format", "json"], "- ndjson\n  - css\n  - hex\n  - text\n  - swatch\n  - human\n"),
    ] as [([String], String)])
    func formatsTheJobsDoNotWriteAreUsageErrors(arguments: [String], formats: String) throws {
        let result = try Tool.run("colorconv", arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(formats), "\(result.stderr)")
    }
}
