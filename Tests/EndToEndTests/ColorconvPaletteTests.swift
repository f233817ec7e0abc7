import ChromaKit
import Foundation
import Testing

/// colorconv's palette commands end to end: random, distinct, sort, list and paint (colorconv(1), COMMANDS).
@Suite("colorconv palettes") struct ColorconvPaletteTests {
    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
    }

    static func hex(_ line: String) throws -> String {
        try #require(try object(line)["hex"] as? String, "no hex: \(line)")
    }

    // MARK: random

    /// The draws as colorconv(1) documents them, from the generator's outputs (whose own test pins them to the
    /// reference): an integer draw in 0…255 is the top 8 bits of one output (256 divides 2⁶⁴, so
    /// multiply-and-reject never rejects), a real draw in [a, b) is a + (b − a)·(output >> 11)·2⁻⁵³.
    struct Draws {
        var generator: SeededRandomGenerator
        mutating func byte() -> Int { Int(generator.next() >> 56) }
        mutating func real(_ a: Double, _ b: Double) -> Double { a + (b - a) * Double(generator.next() >> 11) * 0x1p-53 }
    }

    static func hexOf(_ red: Int, _ green: Int, _ blue: Int) -> String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test func rgbAndGrayFollowTheDocumentedDraws() throws {
        let rgb = try Tool.run("colorconv", ["random", "-n", "20", "--strategy", "rgb", "--seed", "2026"])
        #expect(rgb.status == 0 && rgb.stderr.isEmpty, "\(rgb.stderr)")
        var draws = Draws(generator: SeededRandomGenerator(seed: 2026))
        let expected = (0..<20).map { _ in Self.hexOf(draws.byte(), draws.byte(), draws.byte()) }
        #expect(try rgb.lines.map(Self.hex) == expected)
        #expect(rgb.lines.allSatisfy { $0.hasPrefix(##"{"color":"#"##) && $0.contains(##""hex":"#"##) })

        let gray = try Tool.run("colorconv", ["random", "-n", "10", "--strategy", "gray", "--seed", "7"])
        var grayDraws = Draws(generator: SeededRandomGenerator(seed: 7))
        #expect(try gray.lines.map(Self.hex) == (0..<10).map { _ in let v = grayDraws.byte(); return Self.hexOf(v, v, v) })
    }

    /// vivid and oklch: the OKLCh color of the documented draws, gamut mapped as `colorconv` maps it.
    @Test(arguments: ["vivid", "oklch"])
    func polarStrategiesAreTheDrawnOKLChColorsMapped(strategy: String) throws {
        let run = try Tool.run("colorconv", ["random", "-n", "12", "--strategy", strategy, "--seed", "99"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        var draws = Draws(generator: SeededRandomGenerator(seed: 99))
        var drawn: [String] = []
        for _ in 0..<12 {
            let l: Double, c: Double, h: Double
            if strategy == "vivid" {
                l = draws.real(0.55, 0.85)
                c = draws.real(0.14, 0.24)
            } else {
                l = draws.real(0, 1)
                c = 0.4 * draws.real(0, 1).squareRoot()
            }
            h = draws.real(0, 360)
            drawn.append("oklch(\(l) \(c) \(h))")
        }
        let mapped = try Tool.run("colorconv", drawn)
        #expect(try run.lines.map(Self.hex) == mapped.lines.map(Self.hex))
        // Every color is 8-bit: its lossless color is its hex.
        for line in run.lines { #expect(try Self.object(line)["color"] as? String == Self.hex(line)) }
    }

    @Test func theSameSeedGivesTheSameColorsAndALongerRunStartsWithThem() throws {
        let three = try Tool.run("colorconv", ["random", "-n", "3", "--seed", "1"])
        #expect(three.stdout == """
            {"color":"#00cbe1","hex":"#00cbe1"}
            {"color":"#ed6700","hex":"#ed6700"}
            {"color":"#9a51c2","hex":"#9a51c2"}

            """)
        let five = try Tool.run("colorconv", ["random", "--count", "5", "--seed", "1", "--to", "oklch,name"])
        #expect(try five.lines.prefix(3).map(Self.hex) == three.lines.map(Self.hex))
        #expect(five.lines[0].contains(#""oklch":{"l":"#) && five.lines[0].contains(#""nameDeltaE":"#))
        // Unseeded runs draw their own seed: two runs of 20 colors differ.
        let a = try Tool.run("colorconv", ["random", "-n", "20"]), b = try Tool.run("colorconv", ["random", "-n", "20"])
        #expect(a.lines.count == 20 && a.stdout != b.stdout)
    }

    @Test(arguments: [
        (["random", "-n", "0"], "out of range"), (["random", "-n", "-3"], "out of range"), (["random", "--seed", "-1"], "out of range"),
        (["random", "--seed", "x"], "not a whole number"), (["random", "--strategy", "neon"], "neon"),
        (["random", "-i", "colors.txt"], "Unknown option '-i'"), (["random", "--to", "nope"], "unknown space"),
    ])
    func randomRefusesBadOptions(arguments: [String], message: String) throws {
        let run = try Tool.run("colorconv", arguments)
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }

    /// The commands that read no input offer only the output's stream options: the reading ones are usage errors.
    @Test(arguments: [["colorconv", "random"], ["colorconv", "list"], ["colorconv", "distinct"], ["colorconv", "spaces"],
                      ["colormix", "steps", "red", "blue"]])
    func commandsThatReadNothingOfferNoReadingOptions(command: [String]) throws {
        let help = try Tool.run(command[0], Array(command.dropFirst()) + ["--help"])
        #expect(help.status == 0)
        for option in ["--precision", "--unbuffered"] { #expect(help.stdout.contains(option), "\(command): \(help.stdout)") }
        for option in ["--field", "--strict", "--input"] { #expect(!help.stdout.contains(option), "\(command) offers \(option)") }
        for given in [["--field", "c"], ["--strict"], ["--input", "colors.txt"]] {
            let run = try Tool.run(command[0], Array(command.dropFirst()) + given)
            #expect(run.status == 64 && run.stdout.isEmpty, "\(command) \(given): \(run.status)")
            #expect(run.stderr.contains("Unknown option '\(given[0])'"), "\(command) \(given): \(run.stderr)")
        }
        let precise = try Tool.run(command[0], Array(command.dropFirst()) + ["--precision", "2", "--format", "ndjson"])
        #expect(precise.status == 0 && !precise.stdout.isEmpty, "\(command): \(precise.stderr)")
    }

    @Test func randomStopsQuietlyWhenItsReaderGoes() throws {
        let run = try Tool.shell("colorconv random -n 1000000 --seed 3 | head -2")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.lines.count == 2)
    }

    // MARK: list

    @Test func listsTheNamedColorsOfCSS() throws {
        let run = try Tool.run("colorconv", ["list"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(run.lines.count == 148)
        #expect(run.lines.first == ##"{"color":"#f0f8ff","hex":"#f0f8ff","name":"aliceblue"}"##)
        #expect(run.lines.last == ##"{"color":"#9acd32","hex":"#9acd32","name":"yellowgreen"}"##)
        #expect(run.lines.contains(##"{"color":"#663399","hex":"#663399","name":"rebeccapurple"}"##))
        #expect(!run.stdout.contains("transparent"))
        // Each record's name reads back as its color.
        let names = try run.lines.map { try #require(try Self.object($0)["name"] as? String) }
        let back = try Tool.run("colorconv", names)
        #expect(try back.lines.map(Self.hex) == run.lines.map(Self.hex))
        // --to name adds nothing: cyan stays cyan, not its twin aqua.
        let cyan = try Tool.run("colorconv", ["list", "--to", "name,rgb8"]).lines.first { $0.contains(#""name":"cyan""#) }
        #expect(cyan == ##"{"color":"#00ffff","hex":"#00ffff","rgb8":{"r":0,"g":255,"b":255},"name":"cyan"}"##)
    }

    // MARK: sort

    static let palette = ["gold", "#808080", #"{"id":1,"color":"navy"}"#, "tomato", "white", "oklch(0.7 0.1 200)", "black", "teal"]

    @Test func sortsByHueWithGraysLastFromDarkToLight() throws {
        let run = try Tool.run("colorconv", ["sort"], stdin: Self.palette.joined(separator: "\n") + "\n")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == """
            {"color":"#ff6347","hex":"#ff6347"}
            {"color":"#ffd700","hex":"#ffd700"}
            {"color":"#008080","hex":"#008080"}
            {"color":"oklch(0.7 0.1 200)","hex":"#40b1b7"}
            {"id":1,"color":"#000080","hex":"#000080"}
            {"color":"#000000","hex":"#000000"}
            {"color":"#808080","hex":"#808080"}
            {"color":"#ffffff","hex":"#ffffff"}

            """)
        let reversed = try Tool.run("colorconv", ["sort", "--reverse"] + Self.palette)
        #expect(reversed.lines == run.lines.reversed())
    }

    /// Each key against the values `colorconv --to` writes for the same colors.
    @Test(arguments: [("chroma", "oklch", "c"), ("lightness", "oklch", "l"), ("luminance", "xyz", "y"), ("lightness", "hsl", "l"), ("hue", "hsl", "h")])
    func sortsByTheKeyConvertWrites(key: String, space: String, channel: String) throws {
        let colors = ["gold", "navy", "tomato", "teal", "orchid", "#3a7bd5", "peru", "lime", "#123456", "ivory"]
        var arguments = ["sort", "--by", key] + colors
        if key != "luminance" { arguments += ["--in", space] }
        let sorted = try Tool.run("colorconv", arguments)
        #expect(sorted.status == 0, "\(sorted.stderr)")
        let converted = try Tool.run("colorconv", colors + ["--to", space])
        let values = try converted.lines.map { line -> (String, Double) in
            let object = try Self.object(line)
            let coordinates = try #require(object[space == "xyz" ? "xyz-d65" : space] as? [String: Double])
            return (try Self.hex(line), try #require(coordinates[channel]))
        }
        let expected = values.enumerated().sorted { a, b in a.element.1 != b.element.1 ? a.element.1 < b.element.1 : a.offset < b.offset }
        #expect(try sorted.lines.map(Self.hex) == expected.map(\.element.0))
    }

    @Test func sortsByNameAlphabeticallyAndStably() throws {
        let colors = ["#fe0000", "blue", #"{"id":1,"color":"cyan"}"#, "red", "#ff0001", #"{"id":2,"color":"aqua"}"#]
        let run = try Tool.run("colorconv", ["sort", "--by", "name", "--to", "name"] + colors)
        let names = try run.lines.map { try #require(try Self.object($0)["name"] as? String) }
        #expect(names == ["aqua", "aqua", "blue", "red", "red", "red"])
        // Nearest the same name: by ΔE from it (#ff0001 is nearer red than #fe0000), then in input order.
        #expect(try run.lines.map(Self.hex) == ["#00ffff", "#00ffff", "#0000ff", "#ff0000", "#ff0001", "#fe0000"])
        #expect(try run.lines.prefix(2).map { try Self.object($0)["id"] as? Int } == [1, 2])
    }

    /// Sort keeps each record's line and color, not its formatted record: `--to all` writes some 2.3 KB for
    /// each color name of the input, and the memory follows the input instead.
    @Test func sortHoldsTheInputNotTheRecords() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("sort-red-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: input) }
        try Data(String(repeating: "red\n", count: 100_000).utf8).write(to: input)
        let kilobytes = try Tool.maximumResidentKilobytes("colorconv", ["sort", "--to", "all"], input: input)
        #expect(kilobytes < 64 << 10, "maximum resident size \(kilobytes) KB")
    }

    /// Past the records it holds, sort says so and writes nothing (ten million lines: with the long tests only).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1"))
    func sortRefusesMoreRecordsThanItHolds() throws {
        let run = try Tool.shell("yes red | head -n 10000001 | colorconv sort | wc -c")
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(run.stderr == "colorconv: sort holds at most 10000000 records, and the input has more: nothing written "
            + "(sort a part at a time, or keep fewer records with `jq` or `head` first)\n")
        let status = try Tool.shell("yes red | head -n 10000001 | colorconv sort > /dev/null 2>&1; echo $?")
        #expect(status.stdout == "65\n")
    }

    @Test func sortKeepsFieldsReportsBadLinesAndExitsAsDocumented() throws {
        let input = #"{"z":1, "color":"white","note":"é"}"# + "\nnot-a-color\n\n" + #"{"color":"black"}"# + "\n"
        let run = try Tool.run("colorconv", ["sort", "--by", "luminance"], stdin: input)
        #expect(run.status == 1)
        #expect(run.stderr == "colorconv: line 2: unknown color name \"not-a-color\"\n")
        #expect(run.stdout == ##"{"color":"#000000","hex":"#000000"}"## + "\n" + ##"{"z":1, "color":"#ffffff","note":"é","hex":"#ffffff"}"## + "\n")
        let strict = try Tool.run("colorconv", ["sort", "--strict"], stdin: input)
        #expect(strict.status == 65 && strict.stdout.isEmpty)
        let allBad = try Tool.run("colorconv", ["sort"], stdin: "nope\n")
        #expect(allBad.status == 65 && allBad.stdout.isEmpty)
        let empty = try Tool.run("colorconv", ["sort"], stdin: "")
        #expect(empty.status == 0 && empty.stdout.isEmpty)
        let pipe = try Tool.shell("colorconv random -n 500 --seed 4 | colorconv sort --by lightness --to oklch | jq -r .oklch.l | sort -c -g && echo sorted")
        #expect(pipe.stdout == "sorted\n", "\(pipe.stderr)")
    }

    @Test(arguments: [
        (["sort", "--by", "chroma", "--in", "hsl"], "has no chroma"), (["sort", "--by", "hue", "--in", "lab"], "has no hue"),
        (["sort", "--by", "luminance", "--in", "oklch"], "read in no space"), (["sort", "--by", "size"], "size"),
    ])
    func sortRefusesBadOptions(arguments: [String], message: String) throws {
        let run = try Tool.run("colorconv", arguments + ["red"])
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }

    // MARK: paint

    @Test func paintsTextByTheTerminalColorRules() throws {
        let plain = try Tool.run("colorconv", ["paint", "tomato", "hello", "world"])
        #expect(plain.stdout == "hello world\n" && plain.status == 0)
        let always = try Tool.run("colorconv", ["paint", "tomato", "hello", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(always.stdout == "\u{1B}[38;2;255;99;71mhello\u{1B}[0m\n")
        let background = try Tool.run("colorconv", ["paint", "tomato", "--on", "navy", "hi", "--color", "always"], environment: ["COLORTERM": "24bit"])
        #expect(background.stdout == "\u{1B}[38;2;255;99;71m\u{1B}[48;2;0;0;128mhi\u{1B}[0m\n")
        let palette = try Tool.run("colorconv", ["paint", "tomato", "hello", "--color", "always"])
        #expect(palette.stdout == "\u{1B}[38;5;203mhello\u{1B}[0m\n")
        let noColor = try Tool.run("colorconv", ["paint", "tomato", "hello", "--color", "auto"], environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        #expect(noColor.stdout == "hello\n")
        let never = try Tool.run("colorconv", ["paint", "tomato", "hello", "--color", "never"])
        #expect(never.stdout == "hello\n")
    }

    @Test func paintsTheLinesOfTheInputWithControlCharactersEscaped() throws {
        let run = try Tool.run("colorconv", ["paint", "gold", "--color", "always"], stdin: "a\tb\u{1B}[31m\n\nline 3\n", environment: ["COLORTERM": "truecolor"])
        let on = "\u{1B}[38;2;255;215;0m", off = "\u{1B}[0m"
        #expect(run.stdout == "\(on)a\tb\\e[31m\(off)\n\(on)\(off)\n\(on)line 3\(off)\n")
        let argument = try Tool.run("colorconv", ["paint", "gold", "bell\u{07}"])
        #expect(argument.stdout == "bell\\x07\n")
        // A newline in the text starts a line of its own, painted as the others; a carriage return is escaped.
        let lines = try Tool.run("colorconv", ["paint", "gold", "one\ntwo\r", "three", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(lines.stdout == "\(on)one\(off)\n\(on)two\\r three\(off)\n", "\(lines.stdout.debugDescription)")
        let bad = try Tool.run("colorconv", ["paint", "nope", "x"])
        #expect(bad.status == 64 && bad.stderr.contains("unknown color name \"nope\""))
        let both = try Tool.run("colorconv", ["paint", "red", "x", "-i", "file.txt"])
        #expect(both.status == 64)
        let missing = try Tool.run("colorconv", ["paint", "red", "-i", "/nonexistent/file"])
        #expect(missing.status == 66 && missing.stderr.hasPrefix("colorconv: cannot open \"/nonexistent/file\""))
    }
}

/// colorconv distinct: the quality colorconv(1) promises against the figures of bench/distinct-best.py it documents.
@Suite("colorconv distinct") struct ColorconvDistinctTests {
    /// The best smallest differences of the bench, as colorconv(1) documents them: a table row
    /// `.It 8 Ta ok Ta 0.350013 Ta …` per count and metric.
    static func documentedBest(count: Int, metric: String) throws -> Double {
        let page = try String(contentsOf: Tool.packageRoot.appendingPathComponent("man/colorconv.1"), encoding: .utf8)
        let row = try #require(page.split(separator: "\n").first { $0.hasPrefix(".It \(count) Ta \(metric) Ta ") },
                               "man/colorconv.1 has no row for \(count) colors by \(metric)")
        return try #require(Double(row.components(separatedBy: " Ta ")[2]), "\(row)")
    }

    /// The smallest difference of the palette's pairs as `colorconv distance` measures them.
    static func smallestDistance(_ colors: [String], method: String) throws -> Double {
        var smallest = Double.infinity
        for (i, color) in colors.enumerated() where i + 1 < colors.count {
            let run = try Tool.run("colorconv", ["distance", "--method", method, "--to-color", color, "--precision", "9"] + colors[(i + 1)...])
            for line in run.lines {
                let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                smallest = min(smallest, try #require(record["deltaE"] as? Double))
            }
        }
        return smallest
    }

    /// At least 98% of the bench's best for 8 and 16 colors, by either metric, and the minimum reported is the palette's.
    @Test(arguments: [(8, "ok"), (16, "ok"), (8, "2000"), (16, "2000")])
    func reachesTheDocumentedShareOfTheBest(count: Int, metric: String) throws {
        let best = try Self.documentedBest(count: count, metric: metric)
        let run = try Tool.run("colorconv", ["distinct", "-n", "\(count)", "--metric", metric, "--seed", "1", "--precision", "9"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        try #require(run.lines.count == count)
        let records = try run.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let minimum = try #require(records[0]["minDeltaE"] as? Double)
        #expect(records.allSatisfy { $0["minDeltaE"] as? Double == minimum && $0["method"] as? String == metric })
        #expect(minimum >= 0.98 * best, "\(count) colors by \(metric): \(minimum), below 98% of the documented \(best)")
        let hexes = records.compactMap { $0["hex"] as? String }
        #expect(Set(hexes).count == count)
        #expect(abs(try Self.smallestDistance(hexes, method: metric) - minimum) < 1e-8)
    }

    @Test func keptColorsComeFirstUnmovedAndTheOthersKeepAway() throws {
        let run = try Tool.run("colorconv", ["distinct", "-n", "6", "--keep", "rgb(0, 0, 0), tomato", "--keep", "oklch(0.9 0.05 200)", "--seed", "4"])
        #expect(run.status == 0, "\(run.stderr)")
        try #require(run.lines.count == 6)
        #expect(run.lines[0].hasPrefix(##"{"color":"#000000","hex":"#000000","method":"ok","minDeltaE":"##))
        #expect(run.lines[1].hasPrefix(##"{"color":"#ff6347","hex":"#ff6347","##))
        #expect(run.lines[2].hasPrefix(##"{"color":"oklch(0.9 0.05 200)","hex":"##))
        let hexes = try run.lines.map(ColorconvPaletteTests.hex)
        let record = try ColorconvPaletteTests.object(run.lines[5])
        #expect(abs(try Self.smallestDistance(Array(hexes.prefix(2)) + Array(hexes.suffix(3)) + ["oklch(0.9 0.05 200)"], method: "ok")
                    - (record["minDeltaE"] as? Double ?? 0)) < 1e-6)
        // The same seed, the same palette; another seed, another.
        #expect(try Tool.run("colorconv", ["distinct", "-n", "6", "--keep", "rgb(0, 0, 0), tomato", "--keep", "oklch(0.9 0.05 200)", "--seed", "4"]).stdout == run.stdout)
    }

    /// The seeded outputs of colorconv(1), EXAMPLES, byte for byte.
    @Test func theSeededPalettesOfTheManual() throws {
        let run = try Tool.run("colorconv", ["distinct", "-n", "5", "--seed", "7"])
        #expect(run.stdout == Self.manualPalette)
        let kept = try Tool.shell("colorconv distinct -n 4 --keep '#3a7bd5' --metric 2000 --seed 1 | jq -r .hex")
        #expect(kept.stdout == "#3a7bd5\n#00ff01\n#2a4500\n#ff9200\n")
        let random = try Tool.run("colorconv", ["random", "-n", "3", "--seed", "42"])
        #expect(random.stdout == ##"{"color":"#007ed7","hex":"#007ed7"}"## + "\n" + ##"{"color":"#b4c0ff","hex":"#b4c0ff"}"## + "\n"
                + ##"{"color":"#97abff","hex":"#97abff"}"## + "\n")
    }

    static let manualPalette = """
        {"color":"#ffffc8","hex":"#ffffc8","method":"ok","minDeltaE":0.452963}
        {"color":"#000000","hex":"#000000","method":"ok","minDeltaE":0.452963}
        {"color":"#ff00a6","hex":"#ff00a6","method":"ok","minDeltaE":0.452963}
        {"color":"#008c00","hex":"#008c00","method":"ok","minDeltaE":0.452963}
        {"color":"#0000ff","hex":"#0000ff","method":"ok","minDeltaE":0.452963}

        """

    @Test(arguments: [
        (["distinct", "-n", "1"], "out of range"), (["distinct", "-n", "101"], "out of range"),
        (["distinct", "-n", "2", "--keep", "red,blue,green"], "more than the 2"), (["distinct", "--keep", "nope"], "unknown color name"),
        (["distinct", "--metric", "cmc"], "cmc"), (["distinct", "-i", "palette.txt"], "Unknown option '-i'"),
    ])
    func refusesBadOptions(arguments: [String], message: String) throws {
        let run = try Tool.run("colorconv", arguments)
        #expect(run.status == 64 && run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }
}
