// The view for people (chromatools(7), HUMAN VIEW) of colorconv's palette
// commands through a pseudo-terminal: random, distinct and sort show each
// color as convert shows several, distinct adds its smallest difference once,
// and list writes the named colors on their colors in columns. --format
// ndjson writes the records on a terminal and a pipe gets them byte for
// byte; the other formats are as convert writes them. Golden files under
// Snapshots/ (view-list-*.txt, view-distinct-*.txt) are re-recorded with
// `make snapshots`.

import Foundation
import Testing

@Suite("Palette views") struct PaletteViewTests {
    /// What a tool printed on a terminal of `columns`: the bytes as text (escapes kept, \n for \r\n), the screen text, the status.
    struct TerminalRun {
        var raw: String
        var screen: String
        var status: Int32?
        var lines: [String] { screen.split(separator: "\n").map(String.init) }
    }

    static let trueColor = ["COLORTERM": "truecolor"]

    func onTerminal(_ arguments: [String], environment: [String: String] = trueColor, columns: UInt16 = 80) throws -> TerminalRun {
        let terminal = try PseudoTerminal(executable: Tool.path("colorconv"), arguments: arguments, environment: environment,
                                          columns: columns, rows: 24)
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: terminal.home)
        }
        // A palette search in a debug build takes a few seconds.
        let status = terminal.waitForExit(timeout: 60)
        let raw = String(decoding: terminal.output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        return TerminalRun(raw: raw, screen: terminal.screen, status: status)
    }

    /// The `hex` of each record of an NDJSON output.
    static func hexes(_ output: ProcessResult) throws -> [String] {
        try output.lines.map { line in
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(record["hex"] as? String, "no hex: \(line)")
        }
    }

    /// The environments of a terminal with color (24-bit, then the 256-color palette) and without.
    static let paintings: [(environment: [String: String], painted: Bool)] = [
        (["COLORTERM": "truecolor"], true), (["TERM": "xterm-256color"], true), (["NO_COLOR": "1", "COLORTERM": "truecolor"], false),
    ]

    // MARK: random, distinct and sort show their colors as convert does

    @Test(arguments: paintings.indices)
    func randomShowsItsColorsAsConvertShowsThem(painting: Int) throws {
        let environment = Self.paintings[painting].environment
        let colors = try Self.hexes(try Tool.run("colorconv", ["random", "-n", "5", "--seed", "11", "--strategy", "oklch"]))
        let view = try onTerminal(["random", "-n", "5", "--seed", "11", "--strategy", "oklch"], environment: environment)
        let convert = try onTerminal(colors, environment: environment)
        #expect(view.status == 0 && convert.status == 0)
        #expect(view.lines.count == 5 && !view.screen.contains("{\""), "screen:\n\(view.screen)")
        #expect(view.raw == convert.raw, "random:\n\(view.raw)\nconvert of its colors:\n\(convert.raw)")
        #expect(view.raw.contains("\u{1B}[") == Self.paintings[painting].painted)
        for line in view.lines { #expect(line.count <= 80, "\(line)") }
        // One color is a block, as `colorconv tomato` shows one.
        let one = try onTerminal(["random", "--seed", "11", "--strategy", "oklch", "--to", "lab"], environment: environment)
        let block = try onTerminal([colors[0], "--to", "lab"], environment: environment)
        #expect(one.raw == block.raw && one.screen.contains("hex    \(colors[0])") && one.screen.contains("lab    lab("), "\(one.screen)")
    }

    @Test(arguments: paintings.indices)
    func distinctShowsItsPaletteAndItsSmallestDifferenceOnce(painting: Int) throws {
        let environment = Self.paintings[painting].environment
        let arguments = ["distinct", "-n", "4", "--metric", "2000", "--seed", "3"]
        let records = try Tool.run("colorconv", arguments)
        let colors = try Self.hexes(records)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(records.lines[0].utf8)) as? [String: Any])
        let minimum = try #require(first["minDeltaE"] as? Double)
        let view = try onTerminal(arguments, environment: environment)
        let convert = try onTerminal(colors, environment: environment)
        #expect(view.status == 0)
        #expect(view.raw.hasPrefix(convert.raw), "the palette as convert shows it:\n\(view.raw)\n\(convert.raw)")
        let last = try #require(view.lines.last)
        #expect(view.lines.count == 5 && last.hasPrefix("smallest difference between two colors: ΔE2000 "), "screen:\n\(view.screen)")
        let shown = try #require(Double(last.split(separator: " ").last.map(String.init) ?? ""), "\(last)")
        #expect(shown == (minimum * 100).rounded() / 100, "the minimum of the records, \(minimum), to 2 decimals")
        #expect(view.screen.components(separatedBy: "smallest").count == 2, "said once")
        #expect(view.raw.contains("\u{1B}[") == Self.paintings[painting].painted)
        // By ΔEOK, to 4 decimals.
        let ok = try onTerminal(["distinct", "-n", "3", "--seed", "3"], environment: environment)
        let okRecords = try Tool.run("colorconv", ["distinct", "-n", "3", "--seed", "3"])
        let okFirst = try #require(try JSONSerialization.jsonObject(with: Data(okRecords.lines[0].utf8)) as? [String: Any])
        let okMinimum = try #require(okFirst["minDeltaE"] as? Double)
        let okShown = try #require(ok.lines.last?.split(separator: " ").last.flatMap { Double(String($0)) }, "\(ok.screen)")
        #expect(ok.lines.last?.contains("ΔEOK") == true && okShown == (okMinimum * 10000).rounded() / 10000, "\(ok.screen)")
    }

    @Test(arguments: paintings.indices)
    func sortShowsTheSortedColorsAsConvertShowsThem(painting: Int) throws {
        let environment = Self.paintings[painting].environment
        let arguments = ["sort", "--by", "luminance", "gold", #"{"id":1,"color":"navy"}"#, "tomato", "oklch(0.7 0.1 200)", "white"]
        let sorted = try Tool.run("colorconv", arguments).lines.map { line in
            try #require((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["color"] as? String)
        }
        #expect(sorted == ["#000080", "#ff6347", "oklch(0.7 0.1 200)", "#ffd700", "#ffffff"])
        let view = try onTerminal(arguments, environment: environment)
        let convert = try onTerminal(sorted, environment: environment)
        #expect(view.status == 0)
        #expect(view.raw == convert.raw, "sort:\n\(view.raw)\nconvert of the sorted colors:\n\(convert.raw)")
        #expect(view.raw.contains("\u{1B}[") == Self.paintings[painting].painted)
        // A bad color is reported on standard error, the others still shown, and the status says so.
        let bad = try onTerminal(["sort", "gold", "nocolor", "navy"], environment: environment)
        #expect(bad.status == 1 && bad.lines.count == 3 && bad.screen.contains("\"nocolor\""), "\(bad.screen)")
    }

    // MARK: list writes each name on its color

    @Test func listWritesEachNameOnItsColorInColumns() throws {
        let records = try Tool.run("colorconv", ["list"])
        let named = try records.lines.map { line -> (name: String, hex: String) in
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (try #require(record["name"] as? String), try #require(record["hex"] as? String))
        }
        // The text of each chip is the color textcolor --method apca chooses for it (white or black).
        let textColors = try Tool.run("colorconv", ["textcolor", "--method", "apca"] + named.map(\.hex)).lines.map { line in
            try #require((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["fg"] as? String)
        }
        for columns: UInt16 in [80, 100] {
            let view = try onTerminal(["list"], columns: columns)
            #expect(view.status == 0)
            for (i, entry) in named.enumerated() {
                let rgb = [1, 3, 5].map { String(Int(entry.hex.dropFirst($0).prefix(2), radix: 16)!) }.joined(separator: ";")
                let text = textColors[i] == "white" ? "255;255;255" : "0;0;0"
                // A blank before the name; after it, blanks to the column's width (none for its longest name).
                let chip = "\u{1B}[48;2;\(rgb)m\u{1B}[38;2;\(text)m \(entry.name)"
                #expect(view.raw.contains(chip + " ") || view.raw.contains(chip + "\u{1B}[0m"),
                        "\(entry.name) in \(textColors[i]) on \(entry.hex) at \(columns) columns")
            }
            #expect(view.raw.components(separatedBy: "\u{1B}[48;2;").count - 1 == 148)
            let lines = view.lines
            for line in lines { #expect(line.count <= Int(columns), "\(line.count) columns: \(line)") }
            // Read down the columns, as ls lists: the first column starts aliceblue, antiquewhite, aqua.
            let firstColumn = lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }
            #expect(Array(firstColumn.prefix(3)) == ["aliceblue", "antiquewhite", "aqua"], "\(view.screen)")
            #expect(Array(lines.joined(separator: " ").split(separator: " ").map(String.init).sorted()) == named.map(\.name).sorted())
            // Compact: 148 names in at most 32 lines at 80 columns, 25 at 100.
            #expect(lines.count <= (columns == 80 ? 32 : 25), "\(lines.count) lines at \(columns) columns")
        }
        // On the 256-color palette, the nearest entries; without color, the names alone.
        let palette = try onTerminal(["list"], environment: ["TERM": "xterm-256color"])
        #expect(palette.raw.contains("\u{1B}[48;5;16m\u{1B}[38;5;231m black ") && !palette.raw.contains("48;2;"))
        for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let plain = try onTerminal(["list"], environment: environment)
            #expect(!plain.raw.contains("\u{1B}[") && plain.lines.first?.hasPrefix("aliceblue  ") == true, "\(plain.raw)")
        }
    }

    // MARK: Records and the other formats

    @Test(arguments: [
        ["random", "-n", "3", "--seed", "5", "--to", "oklch,name"],
        ["distinct", "-n", "3", "--seed", "5"],
        ["sort", "--by", "hue", "gold", "navy", "tomato"],
        ["list", "--to", "rgb8"],
    ])
    func formatNdjsonWritesTheRecordsOnATerminal(arguments: [String]) throws {
        let piped = try Tool.run("colorconv", arguments)
        #expect(piped.status == 0 && piped.stdout.hasPrefix("{\""), "\(arguments) into a pipe: \(piped.stdout)")
        let run = try onTerminal(arguments + ["--format", "ndjson"])
        #expect(run.status == 0)
        #expect(run.raw == piped.stdout, "\(arguments) --format ndjson on a terminal:\n\(run.raw)\ninto a pipe:\n\(piped.stdout)")
    }

    @Test func theOtherFormatsWriteWhatConvertWrites() throws {
        let colors = try Self.hexes(try Tool.run("colorconv", ["random", "-n", "4", "--seed", "8"]))
        for format in ["css", "hex", "text", "human"] {
            for command in [["random", "-n", "4", "--seed", "8"], ["sort", "--by", "lightness"] + colors] {
                let shown = try Tool.run("colorconv", command + ["--format", format, "--to", "hsl,rgb8"], environment: ["COLUMNS": "100"])
                let order = command[0] == "sort" ? try Self.hexes(try Tool.run("colorconv", command)) : colors
                let convert = try Tool.run("colorconv", order + ["--format", format, "--to", "hsl,rgb8"], environment: ["COLUMNS": "100"])
                #expect(shown.status == 0 && shown.stdout == convert.stdout, "\(command) --format \(format):\n\(shown.stdout)")
            }
        }
        let list = try Tool.run("colorconv", ["list", "--format", "text", "--to", "oklch,name"])
        #expect(list.lines.count == 148 && list.lines.first == "#f0f8ff  oklch(0.975143 0.012661 244.250764)  aliceblue", "\(list.stdout)")
        #expect(try Tool.run("colorconv", ["list", "--format", "css", "--to", "rgb8"]).lines.prefix(2) == ["rgb(240 248 255)", "rgb(250 235 215)"])
        #expect(try Tool.run("colorconv", ["list", "--format", "hex"]).lines.last == "#9acd32")
        let distinct = try Tool.run("colorconv", ["distinct", "-n", "3", "--seed", "2", "--format", "hex"])
        #expect(distinct.lines == (try Self.hexes(try Tool.run("colorconv", ["distinct", "-n", "3", "--seed", "2"]))))
    }

    @Test(arguments: ["random", "distinct", "sort", "list"])
    func formatsTheyDoNotWriteAreUsageErrors(command: String) throws {
        for format in ["swatch", "svg", "json"] {
            let run = try Tool.run("colorconv", [command, "--format", format] + (command == "sort" ? ["red"] : []))
            #expect(run.status == 64 && run.stdout.isEmpty, "\(command) --format \(format)")
            #expect(run.stderr.contains("'ndjson', 'css', 'hex', 'text' or 'human'"), "\(run.stderr)")
        }
    }

    // MARK: Golden files

    /// Views kept as golden files: each runs into a pipe with `--format human` at 80 columns unless COLUMNS says otherwise.
    static let snapshots: [(file: String, arguments: [String], environment: [String: String])] = [
        ("view-list-80.txt", ["list", "--color", "never"], [:]),
        ("view-list-100-truecolor.txt", ["list", "--color", "always"], ["COLORTERM": "truecolor", "COLUMNS": "100"]),
        ("view-distinct-80.txt", ["distinct", "-n", "5", "--seed", "7", "--color", "always"], ["COLORTERM": "truecolor"]),
    ]

    @Test func paletteViewSnapshotsMatchTheirGoldenFiles() throws {
        let folder = Tool.packageRoot.appendingPathComponent("Tests/EndToEndTests/Snapshots")
        let recording = ProcessInfo.processInfo.environment["CHROMATOOLS_RECORD_SNAPSHOTS"] == "1"
        for snapshot in Self.snapshots {
            let result = try Tool.run("colorconv", snapshot.arguments + ["--format", "human"],
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
