import ChromaKit
import Foundation
import Testing

/// `adjust --min-contrast`, `contrast --matrix [--fix]` and `lint` end to end (colorconv(1), Options of adjust,
/// contrast matrix records, LINT): records, messages, exit statuses and the grid, a few runs each.
@Suite("colorconv contrast repair and lint") struct ContrastRepairEndToEndTests {
    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
    }

    @Test func adjustRepairsOrSaysWhyNot() throws {
        let r = try Tool.run("colorconv", ["adjust", "--min-contrast", "4.5", "--against", "white", "#777", "black", "gold"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let records = try r.lines.map(Self.object)
        #expect(records.count == 3)
        let white = try Color(css: "white")
        for record in records {
            let color = try Color(css: try #require(record["color"] as? String))
            #expect(color.contrast(against: white) >= 4.5)
            #expect(try #require(record["contrast"] as? Double) >= 4.5)
        }
        // Black reaches it already and is written as it came.
        #expect(records[1]["color"] as? String == "#000000")
        try DocumentationTests.validate(r.stdout, against: "color-record.schema.json", "adjust --min-contrast")

        let apca = try Tool.run("colorconv", ["adjust", "--min-contrast", "90", "--against", "#eee", "--method", "apca", "red", "navy"])
        #expect(apca.status == 0 && apca.lines.count == 2, "\(apca.stderr)")
        for line in apca.lines {
            let color = try Color(css: try #require(Self.object(line)["color"] as? String))
            #expect(abs(color.contrast(against: try Color(css: "#eee"), method: .apca)) >= 90, "\(line)")
        }
        // On a middle gray neither black nor white reaches Lc 90: no color can, and every record is bad.
        let none = try Tool.run("colorconv", ["adjust", "--min-contrast", "90", "--against", "#777", "--method", "apca", "red", "navy"])
        #expect(none.status == 65 && none.stdout.isEmpty)
        #expect(none.stderr.contains("no lightness reaches Lc 90 on #777 (apca); the most is Lc "), "\(none.stderr)")

        let usage = try Tool.run("colorconv", ["adjust", "--min-contrast", "4.5", "red"])
        #expect(usage.status == 64 && usage.stderr.contains("--against"), "\(usage.stderr)")
    }

    @Test func matrixRecordsAndFixes() throws {
        let colors = ["white", "#777", "black", "navy"]
        let r = try Tool.run("colorconv", ["contrast", "--matrix", "--fix"] + colors)
        #expect(r.status == 0, "\(r.stderr)")
        let records = try r.lines.map(Self.object)
        #expect(records.count == 12)
        let pairs = records.map { "\($0["foreground"]!) on \($0["background"]!)" }
        #expect(pairs.prefix(3) == ["white on #777", "white on black", "white on navy"])
        for record in records {
            let ratio = try #require(record["wcag21"] as? Double)
            let levels = try #require(record["levels"] as? [String: [String]])
            #expect(levels["wcag21"]!.contains("AA") == (ratio >= 4.5))
            if ratio >= 4.5 {
                #expect(record["fix"] == nil)
            } else {
                let fix = try #require(record["fix"] as? [String: Any], "no fix for \(record)")
                let fixed = try Color(css: try #require(fix["color"] as? String))
                let background = try Color(css: try #require(record["background"] as? String))
                #expect(fixed.contrast(against: background) >= 4.5)
            }
        }
        try DocumentationTests.validate(r.stdout, against: "contrast-matrix-record.schema.json", "contrast --matrix --fix")

        let grid = try Tool.run("colorconv", ["contrast", "--matrix", "--format", "human", "--color", "always"] + colors + ["gold"],
                                environment: ["COLUMNS": "80", "COLORTERM": "truecolor"])
        #expect(grid.status == 0, "\(grid.stderr)")
        let visible = grid.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        let lines = visible.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(visible)")
        // Two bands: four backgrounds, then one; a row per text color in each.
        #expect(lines.filter { $0.hasPrefix("white  ") }.count == 2, "\(visible)")
        // White on black: the ratio cut to one decimal, level AAA, and |Lc| 107.
        #expect(lines.contains { $0.hasPrefix("white  ") && $0.contains(" Aa  20.9 AAA 107") }, "\(visible)")
    }

    @Test func lintFindsAndExits() throws {
        let r = try Tool.run("colorconv", ["lint", "--contrast", "4.5", "--against", "white,#222",
                                           "red", "#fe0000", "green", "olive", "color(display-p3 0 1 0)", "#777"])
        #expect(r.status == 1, "\(r.stderr)")
        let findings = try r.lines.map(Self.object)
        let kinds = findings.map { $0["kind"] as! String }
        #expect(kinds.first == "gamut" && kinds.contains("duplicate") && kinds.contains("contrast"), "\(kinds)")
        let duplicate = try #require(findings.first { $0["kind"] as? String == "duplicate" })
        #expect(duplicate["colors"] as? [String] == ["red", "#fe0000"])
        #expect(try #require(duplicate["value"] as? Double) < 2)
        let gray = try #require(findings.first { $0["kind"] as? String == "contrast" && ($0["colors"] as? [String]) == ["#777"] })
        #expect(gray["background"] as? String == "white" && gray["limit"] as? Double == 4.5)
        try DocumentationTests.validate(r.stdout, against: "lint-record.schema.json", "lint")

        let cvd = try Tool.run("colorconv", ["lint", "--min-distance", "10", "#ff0000", "#6b8e23"])
        let seen = try cvd.lines.map(Self.object).filter { $0["kind"] as? String == "cvd" }
        #expect(!seen.isEmpty && seen.allSatisfy { $0["deficiency"] != nil }, "\(cvd.stdout)")

        let clean = try Tool.run("colorconv", ["lint", "white", "black", "--format", "human"])
        #expect(clean.status == 0 && clean.stdout == "no findings in 2 colors\n", "\(clean.stdout)\(clean.stderr)")
    }
}
