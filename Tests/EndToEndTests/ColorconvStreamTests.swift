import Foundation
import Testing

/// colorconv end to end: records in and out, the protocol of chromatools(7), INPUT and OUTPUT RECORDS.
@Suite("colorconv stream") struct ColorconvStreamTests {
    @Test func convertsAnArgument() throws {
        let r = try Tool.run("colorconv", ["red"])
        #expect(r.stdout == "{\"color\":\"#ff0000\",\"hex\":\"#ff0000\"}\n")
        #expect(r.stderr.isEmpty)
        #expect(r.status == 0)
    }

    @Test func addsRequestedSpaces() throws {
        let r = try Tool.run("colorconv", ["#ff0000", "--to", "oklch,hsl,cmyk"])
        #expect(r.stdout == "{\"color\":\"#ff0000\",\"hex\":\"#ff0000\",\"oklch\":{\"l\":0.627955,\"c\":0.257683,\"h\":29.23388},\"hsl\":{\"h\":0,\"s\":1,\"l\":0.5},\"cmyk\":{\"c\":0,\"m\":1,\"y\":1,\"k\":0}}\n")
    }

    /// Okhsl and Okhsv of red against color.js `test/conversions.js` ("Okhsl", "Okhsv": red, epsilon 0.0001),
    /// and a gray's missing hue, through the executable.
    @Test func convertsToOkhslAndOkhsv() throws {
        let r = try Tool.run("colorconv", ["red", "gray", "--to", "okhsl,okhsv"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        try #require(r.lines.count == 2, "\(r.stdout)")
        let red = try #require(try JSONSerialization.jsonObject(with: Data(r.lines[0].utf8)) as? [String: Any])
        let expected: [(space: String, channels: [(String, Double)])] = [
            ("okhsl", [("h", 29.233880279627897), ("s", 1.0000000995016396), ("l", 0.5680846563197034)]),
            ("okhsv", [("h", 29.233880279627897), ("s", 1.0000002264814274), ("v", 1.0000000000000002)]),
        ]
        for (space, channels) in expected {
            let object = try #require(red[space] as? [String: Double], "no \(space) object: \(r.lines[0])")
            #expect(Array(object.keys).sorted() == channels.map(\.0).sorted())
            for (key, value) in channels {
                #expect(abs((object[key] ?? .nan) - value) <= 0.0001, "\(space).\(key): \(object[key] ?? .nan), expected \(value)")
            }
        }
        #expect(r.lines[0].hasPrefix(##"{"color":"#ff0000","hex":"#ff0000","okhsl":{"h":"##), "the spaces in the order asked for")
        #expect(r.lines[1].contains(#""okhsl":{"h":null,"s":0,"l":0.535706}"#), "\(r.lines[1])")
        #expect(r.lines[1].contains(#""okhsv":{"h":null,"s":0,"v":0.535706}"#), "\(r.lines[1])")
    }

    /// Missing components are kept: a missing alpha in the lossless `color` field, HWB's whiteness and
    /// blackness in the `hwb` object (each is its own analogue within one space).
    @Test func missingAlphaAndMissingWhitenessAreKept() throws {
        let r = try Tool.run("colorconv", ["rgb(10 20 30 / none)", "hwb(none none none / none)", "--to", "hwb"])
        #expect(r.stdout == ##"{"color":"rgb(10 20 30 / none)","hex":"#0a141e","alpha":null,"hwb":{"h":210,"w":0.039216,"b":0.882353}}"## + "\n"
            + ##"{"color":"hwb(none none none / none)","hex":"#ff0000","alpha":null,"hwb":{"h":null,"w":null,"b":null}}"## + "\n")
        #expect(r.status == 0)
    }

    @Test func grayHueIsNull() throws {
        let r = try Tool.run("colorconv", ["#808080", "--to", "hsl,oklch"])
        #expect(r.stdout.contains("\"hsl\":{\"h\":null,\"s\":0,"))
        #expect(r.stdout.contains("\"h\":null}"))
    }

    @Test func keepsInputFieldsInOrderByteForByte() throws {
        let line = ##"{"z":1, "nested":{"a":[1,2.50,{"b":null}]},"color":"tomato","x":"é\u00e9","t":true}"##
        let r = try Tool.run("colorconv", ["--to", "rgb8"], stdin: line + "\n")
        #expect(r.stdout == ##"{"z":1, "nested":{"a":[1,2.50,{"b":null}]},"color":"#ff6347","x":"é\u00e9","t":true,"hex":"#ff6347","rgb8":{"r":255,"g":99,"b":71}}"## + "\n")
        #expect(r.status == 0)
    }

    @Test func replacesItsOwnFieldsInPlace() throws {
        let r = try Tool.run("colorconv", [], stdin: ##"{"hex":"old","id":7,"color":"blue"}"## + "\n")
        #expect(r.stdout == ##"{"hex":"#0000ff","id":7,"color":"#0000ff"}"## + "\n")
    }

    @Test func readsAnotherField() throws {
        let r = try Tool.run("colorconv", ["--field", "bg"], stdin: ##"{"bg":"gold"}"## + "\n" + ##"{"color":"red"}"## + "\n")
        #expect(r.lines.first == ##"{"bg":"gold","color":"#ffd700","hex":"#ffd700"}"##)
        #expect(r.stderr.contains("colorconv: line 2: no string field \"bg\""))
        #expect(r.status == 1)
    }

    @Test func bareLinesBlankLinesAndCRLF() throws {
        let r = try Tool.run("colorconv", [], stdin: "red\r\n\n   \n  #00f  \nrgb(0 128 0)")
        #expect(r.lines == [
            ##"{"color":"#ff0000","hex":"#ff0000"}"##,
            ##"{"color":"#0000ff","hex":"#0000ff"}"##,
            ##"{"color":"#008000","hex":"#008000"}"##,
        ])
        #expect(r.status == 0)
    }

    @Test func nonSRGBColorsKeepTheirOwnForm() throws {
        let r = try Tool.run("colorconv", ["oklch(70% 0.15 200)", "color(display-p3 0 1 0)", "#ff000080"])
        #expect(r.lines[0].hasPrefix(##"{"color":"oklch(0.7 0.15 200)","hex":"#"##))
        #expect(r.lines[1] == ##"{"color":"color(display-p3 0 1 0)","hex":"#00fb29"}"##)
        #expect(r.lines[2] == ##"{"color":"#ff000080","hex":"#ff000080","alpha":0.501961}"##)
    }

    @Test func toAllHasEveryField() throws {
        let r = try Tool.run("colorconv", ["rebeccapurple", "--to", "all"])
        for key in ["rgb", "rgb8", "hsl", "hsb", "hwb", "cmyk", "lab", "lch", "oklab", "oklch", "xyz-d65", "xyz-d50",
                    "srgb-linear", "display-p3", "rec2020", "a98-rgb", "prophoto-rgb", "name", "nameDeltaE", "inGamut"] {
            #expect(r.stdout.contains("\"\(key)\":"), "missing \(key)")
        }
        #expect(r.stdout.contains(##""name":"rebeccapurple","nameDeltaE":0"##))
        #expect(r.stdout.contains(##""inGamut":true"##))
    }

    @Test func precisionOption() throws {
        let r = try Tool.run("colorconv", ["red", "--to", "oklch", "--precision", "2"])
        #expect(r.stdout.contains(##""oklch":{"l":0.63,"c":0.26,"h":29.23}"##))
        let bad = try Tool.run("colorconv", ["red", "--precision", "99"])
        #expect(bad.status == 64)
        #expect(bad.stdout.isEmpty)
    }

    @Test func outputIsValidJSONForJq() throws {
        let r = try Tool.shell(##"printf '{"id":1,"color":"gold"}\nnavy\n' | colorconv --to all | jq -c '[.id, .hex, .oklch.l > 0]'"##)
        #expect(r.lines == ["[1,\"#ffd700\",true]", "[null,\"#000080\",true]"])
        #expect(r.status == 0)
    }

    @Test(arguments: [
        ("css", ["tomato", "--to", "hsl"], "hsl(9.13 100% 63.92%)\n"),
        ("css", ["tomato", "--to", "hsl", "--precision", "6"], "hsl(9.130435 100% 63.921569%)\n"),
        ("hex", ["oklch(0.7 0.1 200)"], "#40b1b7\n"),
        ("text", ["red", "--to", "oklch"], "#ff0000  oklch(0.627955 0.257683 29.23388)\n"),
    ])
    func formats(format: String, arguments: [String], expected: String) throws {
        let r = try Tool.run("colorconv", arguments + ["--format", format])
        #expect(r.stdout == expected)
    }

    @Test func swatchIsColoredOnlyWhenAsked() throws {
        let plain = try Tool.run("colorconv", ["red", "--format", "swatch"])
        #expect(!plain.stdout.contains("\u{1B}"))
        let truecolor = try Tool.run("colorconv", ["red", "--format", "swatch", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(truecolor.stdout.hasPrefix("\u{1B}[48;2;255;0;0m"))
        let palette = try Tool.run("colorconv", ["red", "--format", "swatch", "--color", "always"], environment: ["COLORTERM": ""])
        #expect(palette.stdout.hasPrefix("\u{1B}[48;5;196m"))
        let never = try Tool.run("colorconv", ["red", "--format", "swatch", "--color", "never"])
        #expect(!never.stdout.contains("\u{1B}"))
    }

    @Test func distanceOfTwoColors() throws {
        let r = try Tool.run("colorconv", ["distance", "red", "blue"])
        #expect(r.stdout == ##"{"a":"red","b":"blue","method":"2000","deltaE":55.799773}"## + "\n")
        let ok = try Tool.run("colorconv", ["distance", "white", "black", "--method", "ok"])
        #expect(ok.stdout.contains(##""method":"ok","deltaE":1}"##))
    }

    @Test func distanceOverAStream() throws {
        let pairs = try Tool.run("colorconv", ["distance", "--method", "76"], stdin: "red\n{\"id\":2,\"color\":\"red\"}\nblue\n")
        #expect(pairs.lines.count == 2)
        #expect(pairs.lines[0] == ##"{"id":2,"color":"red","a":"red","b":"red","method":"76","deltaE":0}"##)
        #expect(pairs.lines[1].hasPrefix(##"{"a":"red","b":"blue","method":"76","deltaE":"##))
        let against = try Tool.run("colorconv", ["distance", "--to-color", "white"], stdin: "white\nblack\n")
        #expect(against.lines.count == 2)
        #expect(against.lines[0].hasSuffix(##""deltaE":0}"##))
        #expect(try Tool.run("colorconv", ["distance", "red"]).status == 64)
        #expect(try Tool.run("colorconv", ["distance", "red", "blue", "--method", "99"]).status == 64)
    }

    @Test func nameOfAColor() throws {
        let r = try Tool.run("colorconv", ["name", "#3a7bd5", "#ff6347"])
        #expect(r.lines.count == 2)
        #expect(r.lines[0].hasPrefix(##"{"color":"#3a7bd5","name":""##))
        #expect(r.lines[1] == ##"{"color":"#ff6347","name":"tomato","nameDeltaE":0}"##)
    }

    @Test func spacesAreListed() throws {
        let r = try Tool.run("colorconv", ["spaces"])
        #expect(r.lines.count >= 16)
        #expect(r.lines.contains(##"{"space":"oklch","json":"oklch","css":"oklch()","aliases":[],"channels":[{"key":"l","name":"lightness","min":0,"max":1,"hue":false},{"key":"c","name":"chroma","min":0,"max":0.4,"hue":false},{"key":"h","name":"hue","min":0,"max":360,"hue":true}]}"##))
    }

    @Test func unbufferedFlushesEachRecord() throws {
        // With -u the first record must come out while the input is still open.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Tool.path("colorconv"))
        process.arguments = ["-u"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("red\n".utf8))
        let fd = output.fileHandleForReading.fileDescriptor
        var pollDescriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&pollDescriptor, 1, 10_000)
        #expect(ready == 1, "no output within 10 s while stdin stayed open")
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = ready == 1 ? read(fd, &buffer, buffer.count) : 0
        #expect(String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self) == ##"{"color":"#ff0000","hex":"#ff0000"}"## + "\n")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

extension ColorconvStreamTests {
    /// An opaque result corrects an input record's stale alpha instead of leaving it.
    @Test func staleAlphaIsCorrected() throws {
        let r = try Tool.run("colorconv", [], stdin: ##"{"color":"blue","alpha":0.5}"## + "\n" + ##"{"color":"#0000ff80"}"## + "\n")
        #expect(r.lines == [##"{"color":"#0000ff","alpha":1,"hex":"#0000ff"}"##, ##"{"color":"#0000ff80","hex":"#0000ff80","alpha":0.501961}"##])
    }
}

extension ColorconvStreamTests {
    /// Every number keeps the documented form at the widest precision and at absurd magnitudes: no exponent, no `.0`.
    @Test func extremeNumbersKeepThePlainForm() throws {
        let wide = try Tool.run("colorconv", ["hsl(120 50% 50%)", "--precision", "15", "--to", "hsl"])
        #expect(wide.lines == [##"{"color":"hsl(120 50% 50%)","hex":"#40bf40","hsl":{"h":120,"s":0.5,"l":0.5}}"##])
        let huge = try Tool.run("colorconv", ["oklab(1000000 1000000 1000000)", "--to", "lab"])
        #expect(huge.status == 0)
        #expect(huge.stdout.contains(#""a":-1067146912036314415104,"#), "\(huge.stdout)")
        for line in wide.lines + huge.lines {
            #expect(line.range(of: #"[0-9]e[+-]?[0-9]|\.0[,}) ]"#, options: .regularExpression) == nil, "\(line)")
        }
    }
}
