// colorconv cct and colorconv blackbody as users run them: arguments and records, into a pipe and on a
// terminal, bad records reported by line with the stream going on, and the two reading each other's records.

import Foundation
import Testing

@Suite("colorconv cct and blackbody") struct ColorconvTemperatureTests {
    static func records(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The CCT and Duv of colors whose chromaticities are CIE illuminants' (CIE 15:2018: A x 0.44757 y 0.40745; D65 is
    /// sRGB's white; D50's x 0.34567 y 0.35850 through XYZ at Y = 1), against their published 2856 K, 6504 K
    /// (Duv 0.0032) and 5003 K, within 1 K (3 K for D50, whose 5003 K is an older computation).
    @Test func illuminantsGiveTheirTemperatures() throws {
        func xyz(_ x: Double, _ y: Double) -> String { "color(xyz-d65 \(x / y) 1 \((1 - x - y) / y))" }
        let result = try Tool.run("colorconv", ["cct", xyz(0.44757, 0.40745), "white", xyz(0.34567, 0.35850)])
        #expect(result.status == 0, "\(result.stderr)")
        let records = try Self.records(result.stdout)
        let expected: [(Double, Double, Double)] = [(2856, 0, 1), (6504, 0.0032, 1), (5003, 0.0032, 3)]
        try #require(records.count == expected.count)
        for (record, (kelvin, duv, tolerance)) in zip(records, expected) {
            let cct = try #require(record["cct"] as? Double), ownDuv = try #require(record["duv"] as? Double)
            #expect(abs(cct - kelvin) <= tolerance && abs(ownDuv - duv) <= 1e-4, "\(record)")
        }
        #expect(records[1]["color"] as? String == "#ffffff")
    }

    /// Records keep their fields; a bad line is reported with its number and the stream goes on (exit 1).
    @Test func badRecordsAreReportedByLine() throws {
        let input = "{\"id\":1,\"color\":\"#ffb46b\"}\nblack\nlime\nred\nblue\nnot-a-color\n{\"id\":7,\"color\":\"white\"}\n"
        let result = try Tool.run("colorconv", ["cct"], stdin: input)
        #expect(result.status == 1)
        #expect(result.stdout == """
            {"id":1,"color":"#ffb46b","cct":2920.061263,"duv":-0.001119}
            {"id":7,"color":"#ffffff","cct":6504.346288,"duv":0.003207}

            """)
        let messages = result.stderr.split(separator: "\n").map(String.init)
        #expect(messages.count == 5, "\(result.stderr)")
        #expect(messages[0] == #"colorconv: line 2: no correlated color temperature: black has no chromaticity: "black""#)
        #expect(messages[1] == #"colorconv: line 3: no correlated color temperature: 0.099 from the Planckian locus (Duv), more than the 0.05 a CCT is defined within: "lime""#)
        #expect(messages[2].hasPrefix("colorconv: line 4: ") && messages[2].contains("below 1000 K"))
        #expect(messages[3].hasPrefix("colorconv: line 5: ") && messages[3].contains("above 100000 K"))
        #expect(messages[4].hasPrefix("colorconv: line 6: "))
    }

    /// blackbody's colors (ColorAide 8.13.1's `Color.blackbody('srgb', kelvin, -0.01, method='ohno-2013')` gives
    /// 1 0.673568 0.487493 and 1 0.900545 0.987991), from arguments and from records; cct reads back the temperature
    /// and Duv of each whose chromaticity sRGB shows, within 10 parts in a million (the color is written to 6 decimals)
    /// and 1 × 10⁻⁵, and a chromaticity sRGB cannot show (1000 K, Duv 0.02) comes back as the nearest it can.
    @Test func blackbodyAndCCTReadEachOther() throws {
        let made = try Tool.run("colorconv", ["blackbody", "2856", "6500K", "--duv", "-0.01"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout == """
            {"cct":2856,"duv":-0.01,"color":"color(srgb 1 0.673567 0.487493)","hex":"#ffac7c"}
            {"cct":6500,"duv":-0.01,"color":"color(srgb 1 0.900545 0.987989)","hex":"#ffe6fc"}

            """)
        let roundTrip = try Tool.shell("""
            colorconv blackbody 4000 6500 10000 30000 100000 1000 --duv 0.02 | colorconv cct
            """)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let records = try Self.records(roundTrip.stdout)
        let temperatures = [4000.0, 6500, 10000, 30000, 100000]
        try #require(records.count == temperatures.count + 1)
        for (record, kelvin) in zip(records, temperatures) {
            // The color field holds the chromaticity to 6 decimals; "cct" and "duv" are replaced in place.
            let cct = try #require(record["cct"] as? Double), duv = try #require(record["duv"] as? Double)
            #expect(abs(cct - kelvin) <= kelvin * 1e-5 && abs(duv - 0.02) <= 1e-5, "\(kelvin) K: \(record)")
        }
        let outside = try #require(records.last?["cct"] as? Double)
        #expect(outside > 1100, "1000 K at Duv 0.02 is outside sRGB: white is added, \(records.last!)")
        let fromRecords = try Tool.run("colorconv", ["blackbody"], stdin: "{\"id\":1,\"cct\":4000,\"duv\":0.01}\n3000\n")
        #expect(fromRecords.stdout.hasPrefix("{\"id\":1,\"cct\":4000,\"duv\":0.01,\"color\":"), "\(fromRecords.stdout)")
        #expect(fromRecords.stdout.contains("\n{\"cct\":3000,\"duv\":0,\"color\":"))
    }

    /// Temperatures out of range, words that are no temperature, and a Duv out of range are refused with the line named.
    @Test func blackbodyRefusesWhatIsNoTemperature() throws {
        let input = "999\n100001\nwarm\n{\"cct\":\"6500\"}\n{\"color\":\"red\"}\n{\"cct\":6500,\"duv\":0.2}\n5000\n"
        let result = try Tool.run("colorconv", ["blackbody"], stdin: input)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 1)
        let messages = result.stderr.split(separator: "\n").map(String.init)
        #expect(messages == [
            #"colorconv: line 1: the temperature is outside 1000–100000 K: "999""#,
            #"colorconv: line 2: the temperature is outside 1000–100000 K: "100001""#,
            #"colorconv: line 3: not a temperature: give kelvin as a number, such as 6500 or 6500K: "warm""#,
            #"colorconv: line 4: "cct" is not a number of kelvin: "\"6500\"""#,
            #"colorconv: line 5: no number field "cct" with a temperature in kelvin: "{\"color\":\"red\"}""#,
            #"colorconv: line 6: "duv" is not a number from -0.05 to 0.05: "0.2""#,
        ], "\(result.stderr)")
        let usage = try Tool.run("colorconv", ["blackbody", "--duv", "0.06", "5000"])
        #expect(usage.status == 64)
        #expect(usage.stderr.contains("a Duv is a number from -0.05 to 0.05"), "\(usage.stderr)")
    }

    /// blackbody reads temperatures, from its arguments or a record's "cct", never a color field: it offers no
    /// `--field` (its help lists the other stream options), and giving one is a usage error rather than an
    /// option taken and ignored.
    @Test func blackbodyOffersNoFieldOption() throws {
        let help = try Tool.run("colorconv", ["blackbody", "--help"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("--field"), "\(help.stdout)")
        for option in ["--precision", "--strict", "--unbuffered", "--input"] {
            #expect(help.stdout.contains(option), "\(option) missing from: \(help.stdout)")
        }
        let given = try Tool.run("colorconv", ["blackbody", "--field", "kelvin"], stdin: "{\"kelvin\":6500}\n")
        #expect(given.status == 64, "\(given.stdout)")
        #expect(given.stderr.contains("--field"), "\(given.stderr)")
        #expect(given.stdout.isEmpty)
        // cct still takes it: the colors it measures come from a field.
        let cct = try Tool.run("colorconv", ["cct", "--field", "c"], stdin: "{\"c\":\"white\"}\n")
        #expect(cct.status == 0 && cct.stdout.contains("\"cct\":6504."), "\(cct.stdout)\(cct.stderr)")
    }

    /// On a terminal, cct shows a line per color: its swatch, the blackbody's, the CCT and the Duv.
    @Test func theViewShowsTheTemperature() throws {
        let terminal = try PseudoTerminal(executable: Tool.path("colorconv"), arguments: ["cct", "#ffb46b", "gold"],
                                          environment: ["COLORTERM": "truecolor"], columns: 100, rows: 30)
        defer {
            terminal.close()
            try? FileManager.default.removeItem(atPath: terminal.home)
        }
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.screen.contains("2920 K"), "\(terminal.screen)")
        #expect(terminal.screen.contains("Duv -0.0011 (pinkish)"), "\(terminal.screen)")
        #expect(terminal.screen.contains("3321 K") && terminal.screen.contains("Duv +0.0259 (greenish)"), "\(terminal.screen)")
        #expect(!terminal.screen.contains("{"))
    }
}
