import ChromaKit
import Foundation
import Testing

/// `colorconv harmony` end to end (colorconv(1), harmony).
@Suite("colorconv harmony") struct ColorconvHarmonyTests {
    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
    }

    @Test func harmonyRecordsAreTheLibrarysHarmonyWithKindAndIndex() throws {
        let run = try Tool.run("colorconv", ["harmony", "--kind", "split", "--in", "hsl"], stdin: #"{"id":7,"color":"teal"}"# + "\ngold\n")
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let records = try run.lines.map(Self.object)
        #expect(records.count == 6)
        let expected = try [Color(css: "teal"), Color(css: "gold")].flatMap { try $0.harmony(.split, in: .hsl) }
        for (index, (record, color)) in zip(records, expected).enumerated() {
            #expect(record["kind"] as? String == "split" && record["index"] as? Int == index % 3)
            #expect(record["hex"] as? String == color.hexString(), "\(record)")
        }
        #expect(records.prefix(3).allSatisfy { $0["id"] as? Int == 7 }, "the input record's fields are kept")
        #expect(run.lines[0].hasPrefix(##"{"id":7,"color":"#804000","hex":"#804000","kind":"split","index":0}"##), "\(run.lines[0])")

        let css = try Tool.run("colorconv", ["harmony", "tomato", "--kind", "mono", "-n", "3", "--format", "css"])
        #expect(css.lines.count == 3 && css.lines.allSatisfy { $0.hasPrefix("--mono-") && $0.hasSuffix(";") }, "\(css.stdout)")
        // Tomato is nearer white than black (CIEDE2000), so its line from black has more steps: two shades, then itself.
        #expect(css.lines[2] == "--mono-2: #ff6347;", "\(css.stdout)")
    }

    @Test func aCountForAFixedKindAndASpaceWithoutAHueAreUsageErrors() throws {
        let count = try Tool.run("colorconv", ["harmony", "red", "--kind", "triad", "-n", "4"])
        #expect(count.status == 64 && count.stdout.isEmpty && count.stderr.contains("a count is for wheel and mono"), "\(count.stderr)")
        let space = try Tool.run("colorconv", ["harmony", "red", "--kind", "triad", "--in", "cmyk"])
        #expect(space.status == 64 && space.stderr.contains("cmyk has none"), "\(space.stderr)")
    }
}
