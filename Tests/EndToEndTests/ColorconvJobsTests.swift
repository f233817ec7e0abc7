import ChromaKit
import Foundation
import Testing

/// `colorconv adjust`, `contrast`, `textcolor` and `simulate` end to end: the real executable, records in and out,
/// fields kept, bad lines reported by number, exit statuses of chromatools(7).
@Suite("colorconv adjust, contrast, textcolor, simulate") struct ColorconvJobsTests {
    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
    }

    /// Two hex colors within `tolerance` of each other in every 8-bit channel.
    static func hexClose(_ a: String, _ b: String, _ tolerance: Int) -> Bool {
        func bytes(_ hex: String) -> [Int] {
            let digits = Array(hex.dropFirst())
            return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<($0 + 2)]), radix: 16) ?? -999 }
        }
        return zip(bytes(a), bytes(b)).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: adjust

    /// oklch(from tomato calc(l + 0.1) c h), as coloraide 8.13 computes it: oklch(0.79621935 0.19552462 32.321434),
    /// gamut mapped (CSS Color 4) to #ff9881.
    @Test func adjustLightensInOKLCh() throws {
        let r = try Tool.run("colorconv", ["adjust", "--lighten", "0.1", "tomato"])
        #expect(r.stdout == ##"{"color":"oklch(0.796219 0.195525 32.321434)","hex":"#ff9881"}"## + "\n")
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
    }

    /// The other operations against coloraide's values for the same relative colors.
    @Test(arguments: [
        (["--darken", "0.2", "tomato"], "oklch(0.496219 0.195525 32.321434)", "#b71500"),
        (["--desaturate", "0.05", "tomato"], "oklch(0.696219 0.145525 32.321434)", "#e97761"),
        (["--rotate", "30", "#3a7bd5"], "oklch(0.586186 0.153274 287.233535)", "#786ad1"),
        (["--complement", "#3a7bd5"], "oklch(0.586186 0.153274 77.233535)", "#aa6e00"),
        (["--gray", "#3a7bd5"], "oklch(0.586186 0 257.233535)", "#7c7c7c"),
        (["--lighten", "10%", "--in", "hsl", "tomato"], "hsl(9.130435 100% 73.921569%)", "#ff8e7a"),
        // hsl(9.13 50% 63.92%) falls on the 8-bit grid, so its lossless form is hex (chromatools(7), RECORD FIELDS).
        (["--set", "hsl.s=50%", "--in", "hsl", "tomato"], "#d18375", "#d18375"),
        (["--lighten", "10", "--in", "lch", "tomato"], "lch(72.990904 76.267465 38.887989)", "#ff9077"),
        (["--set", "oklch.l=0.7", "gold"], "oklch(0.7 0.182186 95.330495)", "#be9b00"),
    ])
    func adjustOperations(arguments: [String], color: String, hex: String) throws {
        let r = try Tool.run("colorconv", ["adjust"] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        let record = try Self.object(r.lines.first ?? "")
        #expect(record["color"] as? String == color)
        #expect(record["hex"] as? String == hex)
    }

    @Test func adjustKeepsFieldsAndReportsBadLines() throws {
        let input = ##"{"id":7,"color":"tomato","note":"é\u00e9"}"## + "\nnot-a-color\n\n" + ##"{"id":9}"## + "\n#3a7bd5\n"
        let r = try Tool.run("colorconv", ["adjust", "--alpha", "50%", "--to", "rgb8"], stdin: input)
        #expect(r.lines == [
            ##"{"id":7,"color":"oklch(0.696219 0.195525 32.321434 / 0.5)","note":"é\u00e9","hex":"#ff634780","alpha":0.5,"rgb8":{"r":255,"g":99,"b":71}}"##,
            ##"{"color":"oklch(0.586186 0.153274 257.233535 / 0.5)","hex":"#3a7bd580","alpha":0.5,"rgb8":{"r":58,"g":123,"b":213}}"##,
        ])
        #expect(r.stderr.contains("colorconv: line 2: unknown color name \"not-a-color\""), "\(r.stderr)")
        #expect(r.stderr.contains("colorconv: line 4: no string field \"color\""), "\(r.stderr)")
        #expect(r.status == 1)
        let strict = try Tool.run("colorconv", ["adjust", "--gray", "--strict"], stdin: "red\nnope\nblue\n")
        #expect(strict.lines.count == 1)
        #expect(strict.status == 65)
    }

    @Test(arguments: [
        ["adjust", "red"],
        ["adjust", "--lighten", "0.1", "--in", "rgb", "red"],
        ["adjust", "--rotate", "30", "--in", "lab", "red"],
        ["adjust", "--lighten", "much", "red"],
        ["adjust", "--set", "oklch.q=1", "red"],
        ["adjust", "--set", "nospace.l=1", "red"],
        ["adjust", "--set", "oklch.l", "red"],
        ["adjust", "--in", "nospace", "--gray", "red"],
    ])
    func adjustUsageErrors(arguments: [String]) throws {
        let r = try Tool.run("colorconv", arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// The operations apply in the documented order whatever the order of the options: --set, then --lighten, then --gray.
    @Test func adjustAppliesInTheDocumentedOrder() throws {
        let a = try Tool.run("colorconv", ["adjust", "--gray", "--lighten", "0.1", "--set", "oklch.l=0.5", "red"])
        let b = try Tool.run("colorconv", ["adjust", "--set", "oklch.l=0.5", "--lighten", "0.1", "--gray", "red"])
        #expect(a.stdout == b.stdout)
        #expect(try Self.object(a.lines[0])["color"] as? String == "oklch(0.6 0 29.23388)")
    }

    // MARK: contrast

    /// The APCA-W3 reference values (as in color.js test/contrast.js): #888 on #fff Lc 63.06, #fff on #888 −68.54.
    @Test func contrastOfTwoColors() throws {
        let r = try Tool.run("colorconv", ["contrast", "#888", "#fff", "--method", "apca"])
        #expect(r.stdout == ##"{"fg":"#888","bg":"#fff","method":"apca","contrast":63.05647}"## + "\n")
        let reversed = try Tool.run("colorconv", ["contrast", "#fff", "#888", "--method", "APCA", "--precision", "2"])
        #expect(reversed.stdout == ##"{"fg":"#fff","bg":"#888","method":"apca","contrast":-68.54}"## + "\n")
        let wcag = try Tool.run("colorconv", ["contrast", "#8b9986", "white"])
        #expect(wcag.stdout == ##"{"fg":"#8b9986","bg":"white","method":"wcag21","contrast":3.000644}"## + "\n")
    }

    @Test func contrastAgainstABackgroundStreams() throws {
        let input = ##"{"id":1,"color":"#000"}"## + "\n#aaa\nbogus\n" + ##"{"id":3,"ink":"#123"}"## + "\n"
        let r = try Tool.run("colorconv", ["contrast", "--against", "#aaa", "--method", "apca"], stdin: input)
        #expect(r.lines.count == 2)
        #expect(r.lines[0] == ##"{"id":1,"color":"#000","fg":"#000","bg":"#aaa","method":"apca","contrast":58.146263}"##)
        #expect(r.lines[1] == ##"{"fg":"#aaa","bg":"#aaa","method":"apca","contrast":0}"##)
        #expect(r.stderr.contains("colorconv: line 3: unknown color name \"bogus\""))
        #expect(r.stderr.contains("colorconv: line 4: no string field \"color\""))
        #expect(r.status == 1)
        let field = try Tool.run("colorconv", ["contrast", "--bg", "#aaa", "--field", "ink", "--method", "lstar"], stdin: ##"{"ink":"#000"}"## + "\n")
        #expect(field.stdout.hasPrefix(##"{"ink":"#000","fg":"#000","bg":"#aaa","method":"lstar","contrast":"##))
        // color.js test/contrast.js: 69.61016686067734, within its 0.0001.
        #expect(abs((try Self.object(field.lines[0])["contrast"] as? Double ?? 0) - 69.61016686067734) <= 0.0001)
    }

    /// APCA-W3 0.0.98G-4g for #fff on #123, evaluated independently from the published constants: −105.577412.
    @Test func contrastWithAFixedTextColor() throws {
        let r = try Tool.run("colorconv", ["contrast", "--fg", "#fff", "--method", "apca", "#888", "#123"])
        #expect(r.lines == [
            ##"{"fg":"#fff","bg":"#888","method":"apca","contrast":-68.541464}"##,
            ##"{"fg":"#fff","bg":"#123","method":"apca","contrast":-105.577412}"##,
        ])
    }

    @Test func contrastOfRecordPairs() throws {
        let input = ##"{"fg":"#123","bg":"#def","n":1}"## + "\n" + ##"{"fg":"#123"}"## + "\n" + ##"{"fg":"#123","bg":"nope"}"## + "\n"
        let r = try Tool.run("colorconv", ["contrast", "--method", "michelson"], stdin: input)
        #expect(r.lines == [##"{"fg":"#123","bg":"#def","n":1,"method":"michelson","contrast":0.964755}"##])
        #expect(r.stderr.contains("line 2: no string fields \"fg\" and \"bg\""), "\(r.stderr)")
        #expect(r.stderr.contains("line 3: \"bg\": unknown color name \"nope\""), "\(r.stderr)")
        #expect(r.status == 1)
    }

    @Test(arguments: [
        ["contrast", "red"],
        ["contrast", "red", "blue", "green"],
        ["contrast", "--method", "nope", "red", "blue"],
        ["contrast", "--bg", "white", "--fg", "black"],
        ["contrast", "--bg", "notacolor", "red"],
    ])
    func contrastUsageErrors(arguments: [String]) throws {
        let r = try Tool.run("colorconv", arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
    }

    // MARK: textcolor

    /// White or black by WCAG 2.1, white first: #2277d3 takes black (the example of MDN's contrast-color() page).
    @Test func textcolorChoosesWhiteOrBlack() throws {
        let r = try Tool.run("colorconv", ["textcolor", "tomato", "navy", "#2277d3"])
        #expect(r.lines == [
            ##"{"fg":"black","bg":"tomato","method":"wcag21","contrast":7.128415}"##,
            ##"{"fg":"white","bg":"navy","method":"wcag21","contrast":16.010132}"##,
            ##"{"fg":"black","bg":"#2277d3","method":"wcag21","contrast":4.647173}"##,
        ])
        // APCA prefers white on the same blue: |Lc| of white is larger.
        let apca = try Tool.run("colorconv", ["textcolor", "--method", "apca", "#2277d3"])
        #expect(try Self.object(apca.lines[0])["fg"] as? String == "white")
    }

    /// WCAG 2.1 ratios on #222 by coloraide 8.13: #333 1.259, rgb(250 250 240) 15.150327, gold 11.343.
    @Test func textcolorFromCandidates() throws {
        let r = try Tool.run("colorconv", ["textcolor", "--from", "#333, rgb(250, 250, 240)", "--from", "gold"],
                             stdin: ##"{"id":1,"color":"#222"}"## + "\nbadly\n")
        #expect(r.lines == [##"{"id":1,"color":"#222","fg":"rgb(250, 250, 240)","bg":"#222","method":"wcag21","contrast":15.150327}"##])
        #expect(r.stderr.contains("colorconv: line 2: unknown color name \"badly\""))
        #expect(r.status == 1)
        #expect(try Tool.run("colorconv", ["textcolor", "--from", "nope", "red"]).status == 64)
    }

    // MARK: simulate

    /// Dichromat colors against DaltonLens (daltonlens 0.1.5 `simulate_cvd` on 8-bit sRGB, which clips), within 2 steps.
    @Test(arguments: [
        ("deutan", "red", "#929200"), ("deutan", "#3a7bd5", "#6c6cd5"), ("protan", "tomato", "#818149"),
        ("protan", "green", "#797900"), ("tritan", "#3a7bd5", "#0087a3"), ("tritan", "tomato", "#fe5b77"),
    ])
    func simulateMatchesDaltonLens(deficiency: String, color: String, expected: String) throws {
        let r = try Tool.run("colorconv", ["simulate", "--cvd", deficiency, "--gamut", "clip", color])
        #expect(r.status == 0, "\(r.stderr)")
        let hex = try Self.object(r.lines.first ?? "")["hex"] as? String ?? ""
        #expect(Self.hexClose(hex, expected, 2), "\(hex), DaltonLens \(expected)")
    }

    /// Through a gradient: gradient's fields stay, color and hex are replaced, the simulation is described.
    @Test func simulateKeepsGradientFields() throws {
        let r = try Tool.shell("gradient red blue --steps 3 | colorconv simulate --cvd deutan --severity 0.5")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.count == 3)
        for (i, line) in r.lines.enumerated() {
            let record = try Self.object(line)
            #expect(record["index"] as? Int == i && record["count"] as? Int == 3 && record["t"] != nil, "\(line)")
            #expect(line.hasSuffix(##""cvd":{"deficiency":"deutan","severity":0.5,"model":"machado"}}"##), "\(line)")
        }
        #expect(r.lines[0].hasPrefix(##"{"color":"color(srgb "##))
    }

    @Test func simulateReportsBadLinesAndUsage() throws {
        let r = try Tool.run("colorconv", ["simulate", "--cvd", "achroma"], stdin: "white\n[1]\n#ff0000\n")
        #expect(r.lines.count == 2)
        #expect(r.lines[0] == ##"{"color":"#ffffff","hex":"#ffffff","cvd":{"deficiency":"achroma","severity":1,"model":"luminance"}}"##)
        #expect(r.stderr.contains("colorconv: line 2: a JSON array is not an object"))
        #expect(r.status == 1)
        #expect(try Tool.run("colorconv", ["simulate", "red"]).status == 64, "--cvd is required")
        #expect(try Tool.run("colorconv", ["simulate", "--cvd", "protan", "--severity", "2", "red"]).status == 64)
        #expect(try Tool.run("colorconv", ["simulate", "--cvd", "blue", "red"]).status == 64)
    }

    // MARK: contrast-color()

    @Test func contrastColorIsParsed() throws {
        let r = try Tool.run("colorconv", ["contrast-color(tomato)", "contrast-color(navy)", "contrast-color(#2277d3)"])
        #expect(r.lines.map { (try? Self.object($0)["hex"] as? String) ?? "" } == ["#000000", "#ffffff", "#000000"])
        let bad = try Tool.run("colorconv", ["contrast-color(red blue)"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("contrast-color(): expected \")\" after the color"))
    }
}

/// The records of the four commands validate against schema/, and the schema and manual list the contrast registry.
@Suite("colorconv jobs' records and documents") struct ColorconvJobsDocumentationTests {
    @Test func recordsValidate() throws {
        try DocumentationTests.requireValidators()
        let adjust = try Tool.run("colorconv", ["adjust", "--lighten", "0.2", "--alpha", "0.5", "--to", "oklch,rgb8", "tomato", "#888", "oklch(0.9 0.3 140)"])
        try DocumentationTests.expectClean(adjust, "colorconv adjust")
        try DocumentationTests.validate(adjust.stdout, against: "color-record.schema.json", "adjust")
        var contrast = ""
        for method in Contrast.methods.map(\.name) {
            let r = try Tool.run("colorconv", ["contrast", "--bg", "#123", "--method", method, "#def", "black"])
            try DocumentationTests.expectClean(r, "colorconv contrast --method \(method)")
            contrast += r.stdout
            let t = try Tool.run("colorconv", ["textcolor", "--method", method, "tomato"])
            try DocumentationTests.expectClean(t, "colorconv textcolor --method \(method)")
            contrast += t.stdout
        }
        try DocumentationTests.validate(contrast, against: "contrast-record.schema.json", "contrast")
        var simulate = ""
        for deficiency in ["protan", "deutan", "tritan", "achroma"] {
            for severity in ["0.3", "1"] {
                let r = try Tool.run("colorconv", ["simulate", "--cvd", deficiency, "--severity", severity, "red", "#3a7bd5", "rgb(0 128 0 / 0.5)"])
                try DocumentationTests.expectClean(r, "colorconv simulate --cvd \(deficiency)")
                simulate += r.stdout
            }
        }
        try DocumentationTests.validate(simulate, against: "simulate-record.schema.json", "simulate")
    }

    /// Each contrast method has its entry, written by hand, under `--method` (whose alternatives, like the
    /// schema's enum, are generated).
    @Test func colorconvDescribesEveryContrastMethod() throws {
        let names = Contrast.methods.map(\.name)
        let page = try SpaceDocumentationTests.document("man/colorconv.1")
        let entries = SpaceDocumentationTests.lines(of: page, from: ".Bl -tag -width deltaphistar", to: ".Pp")
            .filter { $0.hasPrefix(".It Cm ") }.map { String($0.dropFirst(7)) }
        #expect(entries == names, "man/colorconv.1, --method of contrast: one entry per method, in order")
    }
}
