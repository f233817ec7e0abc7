import Foundation
import Testing

/// The spaces hsluv, hpluv, lab-d65, lch-d65, oklrab, oklrch, din99o, lch99o and cubehelix and the distances hyab, ok2
/// and 99o through the real tools: `colorconv --to`, `color(--NAME …)` read back, `colormix --in`, `gradient --in`,
/// `colorconv distance --method`. Values are the published ones of the library tests (coloraide's tables, HSLuv's
/// snapshot), to the six decimals the tools write.
@Suite("Uniform spaces end to end") struct UniformSpacesTests {
    /// A space, a color, and the published coordinates of that color in it, by channel key.
    struct Row: Sendable, CustomTestStringConvertible {
        let space: String
        let color: String
        let expected: [(String, Double)]
        let tolerance: Double
        var testDescription: String { "\(color) --to \(space)" }
    }

    static let rows: [Row] = [
        // HSLuv's snapshot (test/snapshot-rev4.json).
        Row(space: "hsluv", color: "#9922cc", expected: [("h", 288.1129491613783), ("s", 91.98122515510939), ("l", 41.65258527735452)], tolerance: 1e-6),
        Row(space: "hpluv", color: "#9922cc", expected: [("h", 288.1129491613783), ("p", 312.5976763260758), ("l", 41.65258527735452)], tolerance: 1e-6),
        // coloraide's tables (five significant figures).
        Row(space: "oklrab", color: "orange", expected: [("l", 0.75883), ("a", 0.05661), ("b", 0.16138)], tolerance: 0.00001),
        Row(space: "oklrch", color: "blue", expected: [("l", 0.36657), ("c", 0.31321), ("h", 264.05)], tolerance: 0.005),
        Row(space: "din99o", color: "violet", expected: [("l", 73.015), ("a", 34.267), ("b", -18.421)], tolerance: 0.0005),
        Row(space: "cubehelix", color: "orange", expected: [("h", 36.577), ("s", 1.7357), ("l", 0.68176)], tolerance: 0.0005),
    ]

    static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
    }

    @Test(arguments: rows)
    func convertWritesThePublishedValues(_ row: Row) throws {
        let r = try Tool.run("colorconv", [row.color, "--to", row.space])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let coordinates = try #require(try Self.object(r.stdout)[row.space] as? [String: Double], "\(r.stdout)")
        #expect(coordinates.count == row.expected.count)
        for (key, value) in row.expected {
            let got = try #require(coordinates[key], "no \(key) in \(r.stdout)")
            #expect(abs(got - value) <= row.tolerance, "\(row.space).\(key): \(got) instead of \(value)")
        }
    }

    @Test func everyNewSpaceReadsBackWhatItWrites() throws {
        let spaces = ["hsluv", "hpluv", "lab-d65", "lch-d65", "oklrab", "oklrch", "din99o", "lch99o", "cubehelix"]
        for space in spaces {
            // --format css writes color(--NAME …); reading that back gives the same color.
            let css = try Tool.run("colorconv", ["#3a7bd5", "--to", space, "--format", "css"])
            #expect(css.stdout.hasPrefix("color(--\(space) "), "\(space): \(css.stdout)")
            let back = try Tool.run("colorconv", [css.stdout.trimmingCharacters(in: .newlines), "--format", "hex"])
            #expect(back.stdout == "#3a7bd5\n", "\(space): \(css.stdout) read back as \(back.stdout)")
        }
        // Percentages of the reference ranges and angles.
        let half = try Tool.run("colorconv", ["color(--hsluv 0.5turn 50% 50%)", "--to", "hsluv"])
        #expect(try Self.object(half.stdout)["hsluv"] as? [String: Double] == ["h": 180, "s": 50, "l": 50], "\(half.stdout)")
        let none = try Tool.run("colorconv", ["color(--din99o 50 none 10)", "--to", "din99o"])
        #expect(none.stdout.contains(##""din99o":{"l":50,"a":null,"b":10}"##), "\(none.stdout)")
    }

    @Test func mixesAndGradientsInTheNewSpaces() throws {
        for space in ["hsluv", "oklrch", "lch99o", "cubehelix", "lab-d65"] {
            let mix = try Tool.run("colormix", ["red", "blue", "--in", space])
            #expect(mix.status == 0, "\(mix.stderr)")
            let object = try Self.object(mix.stdout)
            #expect((object["color"] as? String)?.hasPrefix("color(--\(space) ") == true, "\(mix.stdout)")
            #expect(((object["mix"] as? [String: Any])?["in"] as? String) == space)
            // The middle of a three-step gradient is the half-and-half mix.
            let gradient = try Tool.run("gradient", ["red", "blue", "--in", space, "--steps", "3"])
            #expect(gradient.lines.count == 3)
            #expect(try Self.object(gradient.lines[1])["color"] as? String == object["color"] as? String, "\(space): \(gradient.stdout)")
        }
        // The hue goes the other way round with --hue longer.
        let shorter = try Tool.run("colormix", ["red", "blue", "--in", "hsluv", "--format", "hex"])
        let longer = try Tool.run("colormix", ["red", "blue", "--in", "hsluv", "--hue", "longer", "--format", "hex"])
        #expect(shorter.stdout != longer.stdout)
    }

    @Test func distanceByTheNewMethods() throws {
        // coloraide's tests/test_distance.py (four decimals): red to orange by HyAB and by ΔE99o.
        for (method, expected) in [("hyab", 75.3815), ("99o", 32.4106)] {
            let r = try Tool.run("colorconv", ["distance", "red", "orange", "--method", method])
            let object = try Self.object(r.stdout)
            #expect(object["method"] as? String == method)
            #expect(abs(try #require(object["deltaE"] as? Double) - expected) <= 0.00005, "\(method): \(r.stdout)")
        }
        // color.js's white–black pair: 1, as for ΔEOK.
        let ok2 = try Tool.run("colorconv", ["distance", "white", "black", "--method", "OK2"])
        #expect(ok2.stdout == ##"{"a":"white","b":"black","method":"ok2","deltaE":1}"## + "\n", "\(ok2.stdout)")
    }
}
