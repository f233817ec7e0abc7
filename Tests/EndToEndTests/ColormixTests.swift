import Foundation
import Testing

/// colormix end to end: mixes from arguments, as a filter, from records, steps, and bad input.
@Suite("colormix") struct ColormixTests {
    @Test func mixesTwoColorsHalfAndHalfInOKLab() throws {
        let r = try Tool.run("colormix", ["red", "blue"])
        #expect(r.stdout == ##"{"color":"oklab(0.539985 0.096203 -0.092841)","hex":"#8c53a2","mix":{"colors":["red","blue"],"weights":[0.5,0.5],"in":"oklab"}}"## + "\n")
        #expect(r.status == 0)
    }

    @Test func byGivesTheShareOfTheSecondColor() throws {
        let by = try Tool.run("colormix", ["red", "blue", "--by", "0.25", "--format", "hex"])
        let css = try Tool.run("colormix", ["red", "25%", "blue", "--format", "hex"])
        let cssBefore = try Tool.run("colormix", ["75%", "red", "blue", "--format", "hex"])
        #expect(by.stdout == "#c6496d\n")
        #expect(css.stdout != by.stdout, "red 25% means 25% red")
        #expect(cssBefore.stdout == by.stdout)
    }

    @Test func cssColorMixAgrees() throws {
        // The same mix through colorconv's color-mix() and through colormix.
        let viaColorconv = try Tool.run("colorconv", ["color-mix(in oklch, red 30%, blue)", "--format", "hex"])
        let viaColormix = try Tool.run("colormix", ["red", "30%", "blue", "--in", "oklch", "--format", "hex"])
        #expect(viaColorconv.stdout == viaColormix.stdout)
        #expect(viaColormix.stdout == "#8700e9\n")
    }

    @Test func weightsForMoreThanTwoColors() throws {
        let r = try Tool.run("colormix", ["red:2", "blue:1", "gold:1", "--in", "srgb"])
        #expect(r.stdout.contains(##""weights":[0.5,0.25,0.25],"in":"srgb"}"##))
        #expect(r.stdout.hasPrefix(##"{"color":"color(srgb 0.75 0.210784 0.25)""##))
    }

    @Test func percentagesUnder100MakeItTranslucent() throws {
        let r = try Tool.run("colormix", ["red", "20%", "blue", "30%"])
        #expect(r.stdout.contains(##""alpha":0.5"##))
    }

    @Test func hueMethodsInPolarSpaces() throws {
        let shorter = try Tool.run("colormix", ["red", "blue", "--in", "oklch", "--format", "hex"])
        let longer = try Tool.run("colormix", ["red", "blue", "--in", "oklch", "--hue", "longer", "--format", "hex"])
        #expect(shorter.stdout != longer.stdout)
        #expect(try Tool.run("colormix", ["red", "blue", "--in", "perceptual", "--format", "hex"]).stdout
            == (try Tool.run("colormix", ["red", "blue", "--format", "hex"])).stdout)
        #expect(try Tool.run("colormix", ["red", "blue", "--in", "device", "--format", "hex"]).stdout == "#800080\n")
    }

    @Test func filterWithAColorKeepsFields() throws {
        let r = try Tool.run("colormix", ["--with", "white", "--by", "0.2"], stdin: "red\n{\"id\":2,\"color\":\"navy\"}\n")
        #expect(r.lines.count == 2)
        #expect(r.lines[1].hasPrefix(##"{"id":2,"color":"oklab("##))
        #expect(r.lines[1].hasSuffix(##""mix":{"colors":["navy","white"],"weights":[0.8,0.2],"in":"oklab"}}"##))
    }

    @Test func withMixesEachColorOperandAsARecord() throws {
        let operands = try Tool.run("colormix", ["tomato", "gold", "--with", "white", "--by", "0.2"])
        let piped = try Tool.run("colormix", ["--with", "white", "--by", "0.2"], stdin: "tomato\ngold\n")
        #expect(operands.status == 0 && operands.lines.count == 2)
        #expect(operands.stdout == piped.stdout)
        #expect(operands.lines[0].hasSuffix(##""mix":{"colors":["tomato","white"],"weights":[0.8,0.2],"in":"oklab"}}"##))
        // A bad operand is one bad record; the others are mixed.
        let bad = try Tool.run("colormix", ["tomato", "nocolor", "--with", "white"])
        #expect(bad.status == 1 && bad.lines.count == 1 && bad.stderr.hasPrefix("colormix: argument 2: "))
    }

    @Test func recordsWithColorsArraysAndPairs() throws {
        let arrays = try Tool.run("colormix", [], stdin: ##"{"colors":["red","blue"],"weights":[3,1]}"## + "\n" + ##"{"colors":["red","blue"]}"## + "\n")
        #expect(arrays.lines.count == 2)
        #expect(arrays.lines[0].contains(##""weights":[0.75,0.25]"##))
        #expect(arrays.lines[1].contains(##""weights":[0.5,0.5]"##))
        let pairs = try Tool.run("colormix", ["--pairs"], stdin: "red\nblue\nwhite\nblack\n")
        #expect(pairs.lines.count == 2)
        #expect(pairs.status == 0)
        let odd = try Tool.run("colormix", ["--pairs"], stdin: "red\nblue\nlime\n")
        #expect(odd.lines.count == 1)
        #expect(odd.stderr.contains("no partner"))
        #expect(odd.status == 1)
    }

    @Test func percentagesAddingUpToZeroMixTransparentBlack() throws {
        let r = try Tool.run("colormix", ["red", "0%", "blue", "0%", "--in", "hsl"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == ##"{"color":"hsl(none 0% 0% / 0)","hex":"#00000000","alpha":0,"mix":{"colors":["red","blue"],"weights":[0,0],"in":"hsl","hue":"shorter"}}"## + "\n")
    }

    @Test func stepsFromAToB() throws {
        let r = try Tool.run("colormix", ["steps", "red", "blue", "-n", "3"])
        #expect(r.lines.count == 3)
        #expect(r.lines[0].hasPrefix(##"{"color":"#ff0000""##) && r.lines[0].hasSuffix(##""t":0,"index":0,"count":3}"##))
        #expect(r.lines[2].hasPrefix(##"{"color":"#0000ff""##) && r.lines[2].hasSuffix(##""t":1,"index":2,"count":3}"##))
        #expect(try Tool.run("colormix", ["steps", "red", "blue", "-n", "1"]).status == 64)
    }

    @Test(arguments: [
        (["red:-1", "blue:2"], "weights cannot be negative"),
        (["red:0", "blue:0"], "add up to 0"),
        (["red:x", "blue"], "is not a weight"),
        (["red", "150%", "blue"], "0% to 100%"),
        (["red", "blue", "--in", "nope"], "unknown color space"),
        (["red", "blue", "--in", "oklab", "--hue", "longer"], "has no hue"),
        (["red"], "at least two colors"),
        (["red", "blue", "--by", "2"], "--by 2 is outside 0…1; for 2 %, write --by 2%"),
        (["red", "blue", "--by", "half"], "half"),
    ] as [([String], String)])
    func badCommandLinesAreUsageErrors(arguments: [String], message: String) throws {
        let r = try Tool.run("colormix", arguments)
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        #expect(r.stdout.isEmpty)
    }

    /// Weights are scaled by the largest before they are added: 1e308 twice is an even mix, as 1 and 1 are.
    @Test func weightsNearTheLargestNumberMixEvenly() throws {
        let even = try Tool.run("colormix", ["red:1", "blue:1"])
        let words = try Tool.run("colormix", ["red:1e308", "blue:1e308"])
        #expect(words.status == 0 && words.stderr.isEmpty, "\(words.stderr)")
        #expect(words.stdout.hasPrefix(##"{"color":"oklab("##) && words.stdout.contains(##""weights":[0.5,0.5]"##), "\(words.stdout)")
        #expect(words.stdout.replacingOccurrences(of: "1e308", with: "1") == even.stdout)
        let record = try Tool.run("colormix", [], stdin: ##"{"colors":["red","blue"],"weights":[1e308,1e308]}"## + "\n")
        #expect(record.status == 0 && record.stdout.contains(##""weights":[0.5,0.5]"##), "\(record.stdout) \(record.stderr)")
        #expect(!record.stdout.contains("#00000000"))
    }

    @Test func aRecordWithNoColorsSaysSo() throws {
        let r = try Tool.run("colormix", [], stdin: ##"{"colors":[],"weights":[]}"## + "\n" + ##"{"colors":[]}"## + "\n")
        #expect(r.status == 65 && r.stdout.isEmpty)
        #expect(r.stderr == ##"""
            colormix: line 1: "colors" is empty: give at least one color to mix: "{\"colors\":[],\"weights\":[]}"
            colormix: line 2: "colors" is empty: give at least one color to mix: "{\"colors\":[]}"

            """##, "\(r.stderr)")
    }

    @Test func badRecordsAreReportedAndTheRestComeOut() throws {
        let input = "red\nnot-a-color\n" + ##"{"colors":["red",7]}"## + "\n" + ##"{"colors":["red","blue"],"weights":[-1,1]}"## + "\nblue\n"
        let r = try Tool.run("colormix", ["--with", "white"], stdin: input)
        #expect(r.lines.count == 2, "\(r.stdout)")  // red and blue; the others have no usable "color"
        #expect(r.stderr.split(separator: "\n").count == 3)
        let records = try Tool.run("colormix", [], stdin: ##"{"colors":["red",7]}"## + "\n" + ##"{"colors":["red","blue"],"weights":[-1,1]}"## + "\n" + ##"{"colors":["red","blue"]}"## + "\n")
        #expect(records.lines.count == 1)
        #expect(records.stderr.contains("colormix: line 1: "))
        #expect(records.stderr.contains("colormix: line 2: weights cannot be negative"))
        #expect(records.status == 1)
    }
}

extension ColormixTests {
    @Test func aQuotedCSSTermIsAColorAndItsPercentage() throws {
        let quoted = try Tool.run("colormix", ["red 30%", "blue", "--format", "hex"])
        let words = try Tool.run("colormix", ["red", "30%", "blue", "--format", "hex"])
        #expect(quoted.stdout == words.stdout)
        #expect(quoted.status == 0)
        // A color whose own syntax holds a percentage stays whole.
        #expect(try Tool.run("colormix", ["oklch(70% 0.1 200)", "blue"]).status == 0)
    }

    @Test func badWeightsAndByOnRecordsAreReported() throws {
        let r = try Tool.run("colormix", ["--by", "0.3"], stdin: ##"{"colors":["red","blue"],"weights":["x",1]}"## + "\n" + ##"{"colors":["red","blue","gold"]}"## + "\n" + ##"{"colors":["red","blue"]}"## + "\n")
        #expect(r.stderr.contains("line 1: \"weights\" must be an array of numbers"))
        #expect(r.stderr.contains("line 2: --by mixes two colors; this record has 3"))
        #expect(r.lines.count == 1)
        #expect(r.lines[0].contains(##""weights":[0.7,0.3]"##))
        #expect(r.status == 1)
    }
}

extension ColormixTests {
    /// A record with more colors than a mix takes is one bad record, read no further than the limit; the next record is mixed.
    @Test func aRecordWithTooManyColorsIsRefused() throws {
        let many = "{\"colors\":[" + Array(repeating: "\"red\"", count: 2_000_000).joined(separator: ",") + "]}"
        let r = try Tool.run("colormix", [], stdin: many + "\n" + #"{"colors":["red","blue"]}"# + "\n")
        #expect(r.status == 1)
        #expect(r.lines.count == 1)
        #expect(r.lines.first?.hasPrefix(#"{"colors":["red","blue"],"color":"oklab(0.539985"#) == true)
        #expect(r.stderr.hasPrefix(#"colormix: line 1: "colors" has more than 10000 colors"#), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    /// No tool writes a line longer than every tool reads: a record that would grow past 16 MiB is refused, not written.
    @Test func noOutputLineIsLongerThanAnInputLineMayBe() throws {
        let limit = 16 << 20
        let padded = "{\"pad\":\"" + String(repeating: "x", count: limit - 40) + "\",\"color\":\"red\"}"
        #expect(padded.utf8.count + 1 <= limit, "the input line itself is readable")
        let r = try Tool.run("colormix", ["--with", "white"], stdin: padded + "\nblue\n")
        #expect(r.status == 1)
        #expect(r.lines.count == 1)
        #expect(r.lines.allSatisfy { $0.utf8.count + 1 <= limit })
        #expect(r.stderr.contains("line 1: the output record would be"), "\(r.stderr.prefix(300))")
        #expect(r.stderr.contains("not written"))
        let conv = try Tool.run("colorconv", ["--to", "oklch"], stdin: padded + "\nblue\n")
        #expect(conv.status == 1)
        #expect(conv.lines.count == 1 && conv.lines[0].hasPrefix(##"{"color":"#0000ff""##))
    }
}
