import Foundation
import Testing

/// colorconv end to end on the forms people paste and the CSS they write: relative colors and math
/// functions as operands and in records, hex without "#", the nearest names for a mistyped one, and
/// every form the tools print read back by the tools.
@Suite("colorconv pasted forms") struct ColorconvPastedFormsTests {
    /// Relative colors and math functions give the records of the colors they compute to (CSS Color 5 §4).
    @Test func relativeColorsAndMathFunctionsAreRecords() throws {
        // rebeccapurple is #663399; the HSL complement of (58, 123, 213) is (213, 148, 58); 51 is 0x33.
        let r = try Tool.run("colorconv", [
            "rgb(from rebeccapurple r g b / 50%)", "hsl(from #3a7bd5 calc(h + 180) s l)", "rgb(min(255, 300) calc(255 / 5) 0)",
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines == [
            ##"{"color":"color(srgb 0.4 0.2 0.6 / 0.5)","hex":"#66339980","alpha":0.5}"##,
            ##"{"color":"#d5943a","hex":"#d5943a"}"##,
            ##"{"color":"#ff3300","hex":"#ff3300"}"##,
        ])
        // Lighter by 0.1 in OKLCh is the OKLCh color written out with its lightness plus 0.1.
        let tomato = try Tool.run("colorconv", ["--to", "oklch", "--precision", "12", "tomato"]).lines[0]
        let oklch = try #require(JSONSerialization.jsonObject(with: Data(tomato.utf8)) as? [String: Any])["oklch"] as? [String: Double]
        let (l, c, h) = (try #require(oklch?["l"]), try #require(oklch?["c"]), try #require(oklch?["h"]))
        let relative = try Tool.run("colorconv", ["--to", "oklch", "oklch(from tomato calc(l + 0.1) c h)"])
        let written = try Tool.run("colorconv", ["--to", "oklch", "oklch(\(l + 0.1) \(c) \(h))"])
        #expect(relative.lines == written.lines && relative.lines.count == 1, "\(relative.lines) \(written.lines)")
    }

    @Test func hexWithoutHashIsHex() throws {
        let r = try Tool.run("colorconv", ["ff6347", "F80"], stdin: nil)
        #expect(r.lines == [##"{"color":"#ff6347","hex":"#ff6347"}"##, ##"{"color":"#ff8800","hex":"#ff8800"}"##])
        let stream = try Tool.run("colorconv", [], stdin: "3a7bd5\n{\"color\":\"3a7bd5\"}\n")
        #expect(stream.lines == [##"{"color":"#3a7bd5","hex":"#3a7bd5"}"##, ##"{"color":"#3a7bd5","hex":"#3a7bd5"}"##])
    }

    /// A mistyped name gets one line with the nearest names; the status is that of bad input.
    @Test func aMistypedNameGetsTheNearestNames() throws {
        let r = try Tool.run("colorconv", [], stdin: "red\ntomatoe\nblue\n")
        #expect(r.lines.count == 2)
        #expect(r.stderr == "colorconv: line 2: unknown color name \"tomatoe\"; did you mean \"tomato\"?\n", "\(r.stderr)")
        #expect(r.status == 1)
        let far = try Tool.run("colorconv", [], stdin: "xyzzy\n")
        #expect(!far.stderr.contains("did you mean"), "\(far.stderr)")
        #expect(far.stderr.split(separator: "\n").count == 1)
    }

    /// Errors in math functions and relative colors are one line that points at the mistake.
    @Test func mathErrorsAreOneLine() throws {
        let r = try Tool.run("colorconv", [], stdin: "rgb(calc(50% + 10) 0 0)\nrgb(from red r, g, b)\n")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(r.stderr)")
        #expect(lines.first?.contains("rgb(): calc(): cannot add a number to a percentage") == true, "\(r.stderr)")
        #expect(lines.last?.contains("separates its components with spaces, not commas") == true, "\(r.stderr)")
        #expect(r.status == 65)
    }

    /// `--format css` and `--format text` in every space print what colorconv reads back as the same color.
    @Test func everyFormatInEverySpaceReadsBack() throws {
        let spaces = try Tool.run("colorconv", ["spaces"]).lines.compactMap { line -> String? in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["space"] as? String
        }
        #expect(spaces.count >= 20)
        let colors = ["tomato", "rgb(102 51 153 / 50%)", "oklch(0.8 0.1 200)"]
        let hexes = try Tool.run("colorconv", ["--format", "hex"] + colors).lines
        for space in spaces {
            for format in ["css", "text"] {
                let printed = try Tool.run("colorconv", ["--to", space, "--format", format] + colors)
                #expect(printed.status == 0, "\(space) \(format): \(printed.stderr)")
                // Each part of a line (text lines hold several, two blanks apart) reads back.
                for (index, line) in printed.lines.enumerated() {
                    for part in line.components(separatedBy: "  ") {
                        let back = try Tool.run("colorconv", ["--format", "hex", part])
                        #expect(back.lines == [hexes[index]], "\(space) \(format): \(part) read back as \(back.lines) \(back.stderr)")
                    }
                }
            }
        }
    }
}
