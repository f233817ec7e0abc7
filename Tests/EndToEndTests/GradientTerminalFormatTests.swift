import Foundation
import Testing

/// gradient's hex and swatch formats, and the bands of `--format ansi --steps` (gradient(1), OUTPUT).
@Suite("gradient hex, swatch and ansi bands") struct GradientTerminalFormatTests {
    /// The 24-bit escapes of a line, in order: (foreground or background, "r;g;b").
    static func escapes(_ text: String) -> [(String, String)] {
        let pattern = try! NSRegularExpression(pattern: "\u{1B}\\[(38|48);2;(\\d+;\\d+;\\d+)m")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (String(text[Range(match.range(at: 1), in: text)!]), String(text[Range(match.range(at: 2), in: text)!]))
        }
    }

    static func rgb(_ hex: String) -> String {
        let value = Int(hex.dropFirst(), radix: 16)!
        return "\(value >> 16);\((value >> 8) & 255);\(value & 255)"
    }

    /// hex is the records' hex field, one per line, alpha included.
    @Test(arguments: [["red", "gold", "blue", "--steps", "7", "--in", "oklch"], ["#ff000080", "blue", "--steps", "4"], ["navy", "white"]])
    func hexIsTheHexOfTheRecords(arguments: [String]) throws {
        let hex = try Tool.run("gradient", arguments + ["--format", "hex"])
        let records = try Tool.run("gradient", arguments)
        #expect(hex.status == 0 && hex.stderr.isEmpty, "\(hex.stderr)")
        let expected = try records.lines.map { line in
            try #require((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["hex"] as? String)
        }
        #expect(hex.lines == expected)
        #expect(hex.lines.count == Int(arguments.firstIndex(of: "--steps").map { arguments[$0 + 1] } ?? "5"))
    }

    @Test func hexOfAKnownGradient() throws {
        let run = try Tool.run("gradient", ["red", "red", "--in", "oklch", "--hue", "longer", "--steps", "4", "--format", "hex"])
        #expect(run.stdout == "#ff0000\n#00a836\n#5577ff\n#ff0000\n")
    }

    /// swatch: the steps' colors as blocks of the shared width, wrapped at the width.
    @Test func swatchesAreBlocksOfTheStepsColors() throws {
        let hex = try Tool.run("gradient", ["tomato", "teal", "--steps", "6", "--format", "hex"]).lines
        let run = try Tool.run("gradient", ["tomato", "teal", "--steps", "6", "--format", "swatch", "--color", "always"],
                               environment: ["COLUMNS": "30", "COLORTERM": "truecolor"])
        #expect(run.status == 0)
        #expect(run.lines.count == 1)
        #expect(Self.escapes(run.stdout).map(\.1) == hex.map(Self.rgb))
        #expect(Self.escapes(run.stdout).allSatisfy { $0.0 == "48" })
        // 30 columns shared by 6: blocks of 5 blanks, each up to the next block's escape or the reset.
        #expect(run.stdout.components(separatedBy: "m     \u{1B}").count - 1 == 6)
        #expect(run.stdout.hasSuffix("\u{1B}[0m\n"))

        let wrapped = try Tool.run("gradient", ["tomato", "teal", "--steps", "20", "--format", "swatch", "--color", "always"],
                                   environment: ["COLUMNS": "10", "COLORTERM": "truecolor"])
        #expect(wrapped.lines.count == 2, "20 blocks of 1 column in 10 columns: two lines")
        #expect(wrapped.lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") })

        // On the 256-color palette, a step between two entries is their dither in half blocks, so that steps nearest
        // the same entry still differ: #777777 to #888888 in 4 steps (#7d7d7d and #828282 both nearest entry 244)
        // are 4 different blocks.
        let palette = try Tool.run("gradient", ["#777", "#888", "--steps", "4", "--format", "swatch", "--color", "always"],
                                   environment: ["COLUMNS": "16"])
        // A cell: the escapes before it and its character, a blank or a half block.
        let cell = try NSRegularExpression(pattern: "(?:\u{1B}\\[[0-9;]*m)*[ \u{2580}]")
        let text = palette.stdout
        let cells = cell.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
        #expect(cells.count == 16 && !text.contains("48;2;"), "4 blocks of 4 cells: \(text.debugDescription)")
        let blocks = stride(from: 0, to: cells.count, by: 4).map { cells[$0..<min($0 + 4, cells.count)].joined() }
        #expect(Set(blocks).count == 4, "every step looks different: \(blocks)")
        #expect(blocks.contains { $0.contains("\u{2580}") }, "a step between entries is dithered")

        let plain = try Tool.run("gradient", ["tomato", "teal", "--steps", "6", "--format", "swatch", "--color", "never"],
                                 environment: ["COLUMNS": "24"])
        #expect(plain.stdout == hex[0..<3].joined(separator: " ") + "\n" + hex[3..<6].joined(separator: " ") + "\n")
    }

    /// ansi with --steps: bands of the steps' colors; without, a smooth run of as many colors as columns.
    @Test func ansiDrawsBandsWhenStepsIsGiven() throws {
        let hex = try Tool.run("gradient", ["red", "blue", "--steps", "4", "--format", "hex"]).lines
        let bands = try Tool.run("gradient", ["red", "blue", "--steps", "4", "--format", "ansi", "--color", "always"],
                                 environment: ["COLUMNS": "20", "COLORTERM": "truecolor"])
        #expect(bands.stdout.components(separatedBy: "\u{2580}").count - 1 == 20)
        let foregrounds = Self.escapes(bands.stdout).filter { $0.0 == "38" }.map(\.1)
        #expect(foregrounds == hex.map(Self.rgb), "one escape per band, in the steps' colors")
        // Five columns per band: each band's half blocks run five long, up to the next band's escapes or the reset.
        #expect(bands.stdout.components(separatedBy: String(repeating: "\u{2580}", count: 5) + "\u{1B}").count - 1 == 4)

        let smooth = try Tool.run("gradient", ["red", "blue", "--format", "ansi", "--color", "always"], environment: ["COLUMNS": "20", "COLORTERM": "truecolor"])
        #expect(Set(Self.escapes(smooth.stdout).filter { $0.0 == "38" }.map(\.1)).count > 4)
    }

    @Test(arguments: ["1", "-3", "2000000"])
    func stepsOutOfRangeIsAUsageError(steps: String) throws {
        let run = try Tool.run("gradient", ["red", "blue", "--format", "hex", "--steps=\(steps)"])
        #expect(run.status == 64 && run.stdout.isEmpty)
    }
}
