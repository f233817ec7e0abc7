import Foundation
import Testing

/// `--adaptation` end to end: colorconv convert, colormix and gradient (colorconv(1), colormix(1), gradient(1)).
///
/// Reference values: coloraide 8.13.1 run as an oracle, a `Color` class with `CHROMATIC_ADAPTATION` set to the
/// method (`Color('red').convert('lab')`, `Color('lab(50 40 -30)').convert('srgb')`,
/// `Color('red').mix('blue', 0.5, space='lab').convert('xyz-d65')`), compared to the six decimals the tools write.
@Suite("Chromatic adaptation end to end") struct AdaptationTests {
    /// Lab of red under each method (coloraide 8.13.1), and sRGB of `lab(50 40 -30)`.
    static let oracle: [(method: String, labOfRed: [Double], srgbOfLab: [Double])] = [
        ("bradford", [54.29054140467191, 80.80492817043522, 69.89096476862429], [0.648148745366091, 0.35787483551922067, 0.670960521238331]),
        ("cat02", [54.21523160762894, 80.9622096928469, 70.26419940813929], [0.6497881572878247, 0.36071902487314306, 0.6679168002122261]),
        ("cat16", [53.33424163479678, 81.61191100934512, 70.04731090405087], [0.6519759008332866, 0.3527769428262489, 0.6668925436236257]),
        ("von-kries", [53.40375468828098, 82.78044699221499, 67.49057229250081], [0.6584475165457185, 0.3490035376329185, 0.6691632615511776]),
        ("xyz-scaling", [53.23711559542936, 80.0901135231038, 67.20326351172214], [0.6318131665027719, 0.3664584413623707, 0.6686834195180829]),
    ]

    static func object(_ line: String, _ key: String) throws -> [String: Double] {
        let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return try #require(record[key] as? [String: Double], "\(line)")
    }

    @Test func labOfRedIsTheOracles() throws {
        let r = try Tool.run("colorconv", ["--adaptation", "cat16", "--to", "lab", "red"])
        #expect(r.stdout == ##"{"color":"#ff0000","hex":"#ff0000","lab":{"l":53.334242,"a":81.611911,"b":70.047311}}"## + "\n")
        #expect(r.status == 0 && r.stderr.isEmpty)
        for (method, lab, _) in Self.oracle {
            let line = try Tool.run("colorconv", ["--adaptation", method, "--to", "lab", "red"]).stdout
            let got = try Self.object(line, "lab")
            for (key, expected) in zip(["l", "a", "b"], lab) { #expect(abs(got[key]! - expected) <= 5e-7, "\(method) \(key)") }
        }
    }

    /// A color written in Lab is taken to sRGB by the method: the `rgb` object, and the hex it rounds to.
    @Test func labInputReachesSRGBByTheMethod() throws {
        for (method, _, srgb) in Self.oracle {
            let line = try Tool.run("colorconv", ["--adaptation=\(method)", "--to", "rgb", "lab(50 40 -30)"]).stdout
            let got = try Self.object(line, "rgb")
            for (key, expected) in zip(["r", "g", "b"], srgb) { #expect(abs(got[key]! - expected) <= 5e-7, "\(method) \(key)") }
            let hex = "#" + srgb.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
            #expect(line.contains(##""hex":"\##(hex)""##), "\(method) \(line)")
        }
    }

    /// Bradford is the default, to the byte; a method changes only what changes white.
    @Test func bradfordIsTheDefault() throws {
        let colors = ["red", "lab(50 40 -30)", "color(xyz-d50 0.2 0.3 0.4)", "color(--acescg 0.2 0.5 0.1)",
                      "color(prophoto-rgb 0.1 0.9 0.2)", "oklch(0.7 0.4 30 / 0.5)", "lch(50% none 120)"]
        let plain = try Tool.run("colorconv", ["--to", "all"] + colors)
        let bradford = try Tool.run("colorconv", ["--to", "all", "--adaptation", "bradford"] + colors)
        let parsed = try Tool.run("colorconv", ["convert", "--to", "all", "--adaptation", "bradford"] + colors)
        #expect(plain.status == 0 && !plain.stdout.isEmpty)
        #expect(bradford.stdout == plain.stdout)
        #expect(parsed.stdout == plain.stdout)
        for format in ["text", "css", "hex", "human"] {
            let a = try Tool.run("colorconv", ["--format", format, "--to", "lab,oklch,inGamut"] + colors)
            let b = try Tool.run("colorconv", ["--format", format, "--to", "lab,oklch,inGamut", "--adaptation", "bradford"] + colors)
            #expect(a.stdout == b.stdout, "\(format)")
        }
        let d65 = ["red", "oklch(0.7 0.4 30)", "color(display-p3 0 1 0)", "hsl(120 50% 50%)"]
        let plainD65 = try Tool.run("colorconv", ["--to", "oklch,rgb,display-p3,hsl,lab-d65,rgb8,name,inGamut"] + d65)
        let cat16D65 = try Tool.run("colorconv", ["--to", "oklch,rgb,display-p3,hsl,lab-d65,rgb8,name,inGamut", "--adaptation", "cat16"] + d65)
        #expect(cat16D65.stdout == plainD65.stdout)
    }

    /// The quick reading of the words and swift-argument-parser's give the same records.
    @Test func quickAndParsedReadTheSame() throws {
        let quick = try Tool.run("colorconv", ["--adaptation", "von-kries", "--to", "lab,acescg", "gold", "lab(50 40 -30)"])
        let parsed = try Tool.run("colorconv", ["convert", "--adaptation", "von-kries", "--to", "lab,acescg", "gold", "lab(50 40 -30)"])
        #expect(quick.stdout == parsed.stdout)
        #expect(quick.stdout != (try Tool.run("colorconv", ["--to", "lab,acescg", "gold", "lab(50 40 -30)"])).stdout)
    }

    @Test func textAndHumanViewUseTheMethod() throws {
        let text = try Tool.run("colorconv", ["--adaptation", "cat16", "--format", "text", "--to", "lab", "red"])
        #expect(text.stdout == "#ff0000  lab(53.334242 81.611911 70.047311)\n")
        let css = try Tool.run("colorconv", ["--adaptation", "cat16", "--format", "css", "--to", "lab", "red"])
        #expect(css.stdout == "lab(53.33 81.61 70.05)\n")
        let human = try Tool.run("colorconv", ["--adaptation", "cat16", "--format", "human", "--color", "never", "--to", "lab", "lab(50 40 -30)", "red"])
        #expect(human.stdout.contains("#a65aaa"), "\(human.stdout)")
        #expect(human.stdout.contains("lab(53.3342 81.6119 70.0473)"), "\(human.stdout)")
        let block = try Tool.run("colorconv", ["--adaptation", "cat16", "--format", "human", "--color", "never", "--to", "lab", "lab(50 40 -30)"])
        #expect(block.lines.contains { $0.contains("adaptation") && $0.hasSuffix("cat16") }, "\(block.stdout)")
        #expect(block.stdout.contains("#a65aaa"))
        let plain = try Tool.run("colorconv", ["--format", "human", "--color", "never", "--to", "lab", "lab(50 40 -30)"])
        #expect(!plain.stdout.contains("adaptation"))
    }

    /// colormix in Lab by CAT16: the mix written in XYZ D65 (coloraide: 0.26609537278470113, 0.13067210709616517,
    /// 0.2380938939561012); gradient's middle stop is the same color.
    @Test func mixesAndGradientsInLab() throws {
        let mix = try Tool.run("colormix", ["--in", "lab", "--adaptation", "cat16", "red", "blue"])
        #expect(mix.stdout.hasPrefix(##"{"color":"color(xyz-d65 0.266095 0.130672 0.238094)""##), "\(mix.stdout)")
        let gradient = try Tool.run("gradient", ["--in", "lab", "--adaptation", "cat16", "--steps", "3", "red", "blue"])
        #expect(gradient.lines.count == 3)
        #expect(gradient.lines[1].hasPrefix(##"{"color":"color(xyz-d65 0.266095 0.130672 0.238094)""##), "\(gradient.stdout)")
        let css = try Tool.run("gradient", ["--in", "lab", "--adaptation", "cat16", "--format", "css", "red", "blue"])
        #expect(css.stdout.hasPrefix("linear-gradient(to right in oklab, #ff0000 0%, color(xyz-d65 "), "\(css.stdout)")
        // The default and Bradford are the same bytes; a space of D65's white is the same under any method.
        for (tool, words) in [("colormix", ["--in", "lab", "red", "blue"]), ("gradient", ["--in", "lch", "--steps", "4", "red", "blue"]),
                              ("colormix", ["steps", "-n", "3", "--in", "lab", "red", "blue"])] {
            #expect(try Tool.run(tool, words).stdout == (try Tool.run(tool, words + ["--adaptation", "bradford"])).stdout, "\(tool) \(words)")
        }
        // (colormix's mix field says which method was asked for: the same record but for that.)
        for (tool, words) in [("colormix", ["--in", "oklch", "red", "blue"]), ("gradient", ["--in", "srgb", "--steps", "4", "red", "blue"])] {
            let cat02 = try Tool.run(tool, words + ["--adaptation", "cat02"]).stdout
            #expect(try Tool.run(tool, words).stdout == cat02.replacingOccurrences(of: #","adaptation":"cat02""#, with: ""), "\(tool) \(words)")
        }
    }

    /// colormix's `mix` field, which says how the color was made, names the adaptation when it is not CSS's
    /// Bradford, after `in` and `hue`, in every way colormix makes a record; Bradford, given or by default,
    /// goes unsaid. The method matters in a space of D65's white too: a lab() color is adapted on its way in.
    @Test(arguments: ChromaticAdaptationNames.all)
    func theMixFieldNamesTheAdaptation(method: String) throws {
        let runs: [(words: [String], stdin: String?)] = [
            (["--in", "lab", "red", "blue"], nil),
            (["--in", "lch", "--hue", "longer", "red", "lab(50 40 -30)"], nil),
            (["steps", "-n", "3", "--in", "oklab", "red", "lab(50 40 -30)"], nil),
            (["--with", "white", "--in", "xyz-d50"], "{\"id\":1,\"color\":\"tomato\"}\n"),
            (["--pairs", "--in", "prophoto-rgb"], "red\nblue\n"),
        ]
        for run in runs {
            let given = try Tool.run("colormix", run.words + ["--adaptation", method], stdin: run.stdin)
            #expect(given.status == 0 && !given.lines.isEmpty, "\(run.words): \(given.stderr)")
            for line in given.lines {
                let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let mix = try #require(record["mix"] as? [String: Any], "\(line)")
                #expect(mix["adaptation"] as? String == (method == "bradford" ? nil : method), "\(run.words): \(line)")
                if method != "bradford" {
                    #expect(line.contains(#""in":"# ) && line.contains(#"","adaptation":"\#(method)"}"#), "last in mix: \(line)")
                }
            }
            if method == "bradford" {
                #expect(given.stdout == (try Tool.run("colormix", run.words, stdin: run.stdin)).stdout, "\(run.words)")
            }
        }
        let human = try Tool.run("colormix", ["--in", "lab", "--adaptation", method, "--format", "human", "--color", "never", "red", "blue"])
        #expect(human.stdout.contains("in lab, adapted by \(method)") == (method != "bradford"), "\(human.stdout)")
    }

    @Test func anUnknownMethodIsAUsageError() throws {
        for (tool, words) in [("colorconv", ["--adaptation", "sharp", "red"]), ("colormix", ["--adaptation", "cat97", "red", "blue"]),
                              ("gradient", ["--adaptation", "", "red", "blue"])] {
            let r = try Tool.run(tool, words)
            #expect(r.status == 64, "\(tool)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("--adaptation") && r.stderr.contains("cat16"), "\(r.stderr)")
        }
    }
}

/// The `--adaptation` methods, as colorconv(1) lists them.
enum ChromaticAdaptationNames {
    static let all = ["bradford", "cat02", "cat16", "von-kries", "xyz-scaling"]
}
