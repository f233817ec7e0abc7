import Foundation
import Testing

/// colorconv end to end on the forms people paste and the CSS they write: relative colors and math
/// functions as operands and in records, hex without "#", a color in the text copied around it, the
/// nearest names for a mistyped one, and every form the tools print read back by the tools.
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
        let r = try Tool.run("colorconv", ["ff6347", "FF880080"], stdin: nil)
        #expect(r.lines == [##"{"color":"#ff6347","hex":"#ff6347"}"##, ##"{"color":"#ff880080","hex":"#ff880080","alpha":0.501961}"##])
        let stream = try Tool.run("colorconv", [], stdin: "3a7bd5\n{\"color\":\"3a7bd5\"}\n")
        #expect(stream.lines == [##"{"color":"#3a7bd5","hex":"#3a7bd5"}"##, ##"{"color":"#3a7bd5","hex":"#3a7bd5"}"##])
    }

    /// Words of 3 or 4 hex digits are words: each is a bad record with the hex color it would be after a "#".
    @Test func shortHexWordsAreNotColors() throws {
        let r = try Tool.run("colorconv", [], stdin: "tomato\nbad\nface\n")
        #expect(r.lines == [##"{"color":"#ff6347","hex":"#ff6347"}"##])
        #expect(r.stderr == """
            colorconv: line 2: bad hex color "bad": without "#", expected 6 or 8 hex digits; did you mean "#bad"?
            colorconv: line 3: bad hex color "face": without "#", expected 6 or 8 hex digits; did you mean "#face"?

            """, "\(r.stderr)")
        #expect(r.status == 1)
        for word in ["bed", "fee", "add", "cab", "123", "f80a"] {
            for arguments in [[word], ["--to", "oklch", word], ["convert", word], ["name", word]] {
                let run = try Tool.run("colorconv", arguments)
                #expect(run.status == 65 && run.stdout.isEmpty, "\(arguments): \(run.stdout)")
                #expect(run.stderr == "colorconv: argument 1: bad hex color \"\(word)\": without \"#\", expected 6 or 8 hex digits; did you mean \"#\(word)\"?\n",
                        "\(arguments): \(run.stderr)")
            }
        }
        let record = try Tool.run("colorconv", ["--to", "oklch"], stdin: ##"{"id":1,"color":"cab"}"## + "\n")
        #expect(record.stderr == ##"colorconv: line 1: bad hex color "cab": without "#", expected 6 or 8 hex digits; did you mean "#cab"?"## + "\n")
        #expect(record.status == 65)
        let odd = try Tool.run("colorconv", ["12345"])
        #expect(odd.stderr == "colorconv: argument 1: bad hex color \"12345\": without \"#\", expected 6 or 8 hex digits\n", "\(odd.stderr)")
    }

    /// One color in the text people copy around it is that color: in an argument (the quick reading of a
    /// conversion and swift-argument-parser's), on a line and in a record's field.
    @Test func pastedFormsAreTheirColor() throws {
        let forms = ["#ff6347;", "color: #ff6347;", "background-color:#ff6347", "--brand : tomato;", "\"#ff6347\"", "'#ff6347'",
                     "\"ff6347\";", "0xff6347", "0XFF6347", "fill: 0xff6347;", "ff6347"]
        let tomato = ##"{"color":"#ff6347","hex":"#ff6347","oklch":{"l":0.696219,"c":0.195525,"h":32.321434}}"##
        for form in forms {
            // A word that starts with "-" is an option on a command line, so a custom property is pasted on a line.
            for arguments in form.hasPrefix("-") ? [] : [["--to", "oklch", form], ["convert", "--to", "oklch", form], ["adjust", "--lighten", "0", "--to", "oklch", form]] {
                let run = try Tool.run("colorconv", arguments)
                #expect(run.lines == [tomato] && run.status == 0, "\(arguments): \(run.stdout) \(run.stderr)")
            }
            let line = try Tool.run("colorconv", ["--to", "oklch"], stdin: form + "\n")
            #expect(line.lines == [tomato] && line.status == 0, "\(form): \(line.stdout) \(line.stderr)")
            let escaped = form.replacingOccurrences(of: "\"", with: "\\\"")
            let record = try Tool.run("colorconv", ["--to", "oklch"], stdin: ##"{"id":1,"color":"\##(escaped)"}"## + "\n")
            #expect(record.lines == [##"{"id":1,"color":"#ff6347","hex":"#ff6347","oklch":{"l":0.696219,"c":0.195525,"h":32.321434}}"##],
                    "\(form): \(record.stdout) \(record.stderr)")
        }
        let alpha = try Tool.run("colorconv", ["0xFF634780"])
        #expect(alpha.lines == [##"{"color":"#ff634780","hex":"#ff634780","alpha":0.501961}"##], "\(alpha.stderr)")
        // An option that takes a color reads the same forms.
        let mix = try Tool.run("colormix", ["--with", "color: #ffffff;", "--by", "0", "--format", "hex", "0xff6347"])
        #expect(mix.lines == ["#ff6347"], "\(mix.stderr)")
    }

    /// Only one layer of each wrapping is taken off, and what is inside must be one color: nothing else becomes one.
    @Test func pastedFormsStayNarrow() throws {
        let cases: [(String, String)] = [
            ("red;;", ##"unexpected ";" after the color: "red;;""##),
            ("color: red; fill: blue", ##"unexpected "; fill: blue" after the color: "color: red; fill: blue""##),
            ("0xfab", ##"bad hex color "0xfab": after "0x", expected 6 or 8 hex digits"##),
            ("\"red'", ##"expected a color name, hex color or color function, found ""red'": "\"red'""##),
            (";", ##"expected a color name, hex color or color function, found ";""##),
            ("color:", ##"unknown color name "color": "color:""##),
            ("\"hello\"", ##"unknown color name "hello": "\"hello\""; did you mean "yellow"?"##),
            ("color: tomatoe;", ##"unknown color name "tomatoe": "color: tomatoe;"; did you mean "tomato"?"##),
        ]
        let run = try Tool.run("colorconv", [], stdin: cases.map(\.0).joined(separator: "\n") + "\n")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == cases.enumerated().map { "colorconv: line \($0.offset + 1): \($0.element.1)\n" }.joined(), "\(run.stderr)")
        #expect(run.status == 65)
        let array = try Tool.run("colorconv", [], stdin: "[\"red\"]\n")
        #expect(array.stderr.contains("a JSON array is not an object"), "\(array.stderr)")
    }

    /// Words that make a color name when joined are refused, with the name.
    @Test func splitNamesAreRefusedWithTheName() throws {
        for text in ["light blue", "Light Blue", "light-blue", "Light_Blue"] {
            let message = "unknown color name \"\(text)\"; did you mean \"lightblue\"?"
            let argument = try Tool.run("colorconv", [text])
            #expect(argument.stderr == "colorconv: argument 1: \(message)\n" && argument.status == 65, "\(argument.stderr)")
            let parsed = try Tool.run("colorconv", ["convert", text])
            #expect(parsed.stderr == "colorconv: argument 1: \(message)\n" && parsed.status == 65, "\(parsed.stderr)")
            let line = try Tool.run("colorconv", [], stdin: "red\n\(text)\n")
            #expect(line.stderr == "colorconv: line 2: \(message)\n" && line.status == 1, "\(line.stderr)")
            let record = try Tool.run("colorconv", [], stdin: ##"{"color":"\##(text)"}"## + "\n")
            #expect(record.stderr == "colorconv: line 1: \(message)\n" && record.status == 65, "\(record.stderr)")
        }
        let declaration = try Tool.run("colorconv", ["color: dark slate gray;"])
        #expect(declaration.stderr.contains(##"did you mean "darkslategray"?"##), "\(declaration.stderr)")
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
