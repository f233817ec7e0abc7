import Foundation
import Testing

/// The HDR spaces through the real tools: `colorconv --to`, reading their `color()` forms, `colormix --in`
/// and `gradient --in`. Expected values are coloraide's tables (tests/test_jzazbz.py, test_jzCzhz.py,
/// test_ictcp.py, test_rec2100_pq.py, test_rec2100_hlg.py: five decimals) for red and blue.
@Suite("HDR spaces end to end") struct HDRSpacesEndToEndTests {
    /// Red and blue in each space by coloraide's tables (xyz-abs-d65: 203 × the XYZ of CSS Color 4's
    /// sRGB matrix, rec2100-linear: CSS Color 4's rec2020-linear, to six decimals), and how far the output may be from them.
    static let expected: [(space: String, keys: [String], red: [Double], blue: [Double], tolerance: Double)] = [
        ("xyz-abs-d65", ["x", "y", "z"], [83.715332, 43.165718, 3.924156], [36.6376, 14.65504, 192.958027], 1e-6),
        ("jzazbz", ["jz", "az", "bz"], [0.13438, 0.11789, 0.11188], [0.09577, -0.04085, -0.18585], 0.6e-5),
        ("jzczhz", ["jz", "cz", "hz"], [0.13438, 0.16252, 43.502], [0.09577, 0.19029, 257.61], 0.006),
        // coloraide's ICtCp is up to 0.0002 from color.js's, which this follows.
        ("ictcp", ["i", "ct", "cp"], [0.42785, -0.11574, 0.2788], [0.35607, 0.26914, -0.16143], 2e-4),
        ("rec2100-pq", ["r", "g", "b"], [0.53255, 0.32702, 0.22007], [0.28965, 0.19681, 0.56919], 0.6e-5),
        // coloraide scales HLG by 0.26496256 rather than 1 / 3.7743: up to 1e-5 apart.
        ("rec2100-hlg", ["r", "g", "b"], [0.65587, 0.23436, 0.11415], [0.18555, 0.09504, 0.72822], 1.6e-5),
        ("rec2100-linear", ["r", "g", "b"], [0.627404, 0.069097, 0.016391], [0.043313, 0.011362, 0.895595], 1e-6),
    ]

    /// What each space's CSS form opens with.
    static func opening(_ space: String) -> String {
        if space.hasPrefix("rec2100") { return "color(\(space) " }
        // The CSS Color HDR draft's functions.
        return ["jzazbz", "jzczhz", "ictcp"].contains(space) ? "\(space)(" : "color(--\(space) "
    }

    /// The records `colorconv --to SPACES red blue` writes, as objects.
    static func records(_ spaces: [String]) throws -> [[String: Any]] {
        let result = try Tool.run("colorconv", ["--to", spaces.joined(separator: ","), "red", "blue"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        return try result.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func colorconvWritesEachSpace() throws {
        let records = try Self.records(Self.expected.map(\.space))
        #expect(records.count == 2)
        for row in Self.expected {
            for (record, want) in zip(records, [row.red, row.blue]) {
                let object = try #require(record[row.space] as? [String: Any], "no \(row.space) in \(record)")
                #expect(Array(object.keys).sorted() == row.keys.sorted(), "\(row.space): \(object)")
                for (key, value) in zip(row.keys, want) {
                    let got = try #require((object[key] as? NSNumber)?.doubleValue)
                    #expect(abs(got - value) <= row.tolerance, "\(row.space).\(key): \(got) vs \(value)")
                }
            }
        }
    }

    /// Each space's `color()` form of red reads back as red.
    @Test func colorconvReadsTheColorForms() throws {
        let forms = [
            "color(--xyz-abs-d65 83.715332 43.165718 3.924156)", "color(--jzazbz 0.134383 0.117891 0.111882)",
            "color(--jzczhz 0.134383 0.162524 43.502)",
            "color(rec2100-pq 0.53255 0.32702 0.22007)", "color(rec2100-hlg 0.65587 0.23436 0.11415)",
            "color(rec2100-linear 0.627404 0.069097 0.016391)",
        ]
        let result = try Tool.run("colorconv", ["--format", "hex"] + forms)
        #expect(result.lines == Array(repeating: "#ff0000", count: forms.count), "\(result.stdout) \(result.stderr)")
        // ICtCp by color.js's row for the red primary of BT.2020 (test/conversions.js, "ICtCp").
        let ictcp = try Tool.run("colorconv", ["--to", "rec2020", "color(--ictcp 0.44707334125327025 -0.12956985056013226 0.3992012669381549)"])
        let record = try #require(try JSONSerialization.jsonObject(with: Data(ictcp.stdout.utf8)) as? [String: Any], "\(ictcp.stderr)")
        let rgb = try #require(record["rec2020"] as? [String: Any])
        for (key, want) in [("r", 1.0), ("g", 0), ("b", 0)] {
            #expect(abs(((rgb[key] as? NSNumber)?.doubleValue ?? .nan) - want) <= 1e-4, "\(rgb)")
        }
        // --format css writes each in its own form (the CSS Color HDR draft's functions), which reads back.
        for (space, function) in [("jzczhz", "jzczhz("), ("jzazbz", "jzazbz("), ("ictcp", "ictcp("), ("rec2100-pq", "color(rec2100-pq ")] {
            let css = try Tool.run("colorconv", ["--to", space, "--format", "css", "gold"])
            #expect(css.stdout.hasPrefix(function), "\(css.stdout)")
            let back = try Tool.run("colorconv", ["--format", "hex", css.stdout.trimmingCharacters(in: .newlines)])
            #expect(back.stdout == "#ffd700\n", "\(css.stdout)")
        }
        // The draft's own white (CSS Color HDR § ICtCp, § Jzazbz), and `color(--…)` as written before.
        let examples = ["ictcp(0.58069 0 0)", "jzazbz(0.22207 -0.00016 -0.00012)", "color(--jzazbz 0.22207 -0.00016 -0.00012)"]
        let hex = try Tool.run("colorconv", ["--format", "hex"] + examples)
        #expect(hex.lines == ["#ffffff", "#ffffff", "#ffffff"], "\(hex.stdout) \(hex.stderr)")
    }

    /// Mixing half and half in each space averages the first coordinate (Jz, I, X, the encoded red).
    @Test func colormixInEachSpace() throws {
        for row in Self.expected {
            let mix = try Tool.run("colormix", ["red", "blue", "--in", row.space])
            let record = try #require(try JSONSerialization.jsonObject(with: Data(mix.stdout.utf8)) as? [String: Any], "\(mix.stderr)")
            let color = try #require(record["color"] as? String)
            #expect(color.hasPrefix(Self.opening(row.space)), "\(row.space): \(color)")
            let first = Double(color.dropFirst(Self.opening(row.space).count).prefix { $0 != " " }) ?? .nan
            #expect(abs(first - (row.red[0] + row.blue[0]) / 2) <= row.tolerance + 1e-6, "\(row.space): \(color)")
        }
        let longer = try Tool.run("colormix", ["red", "blue", "--in", "jzczhz", "--hue", "longer", "--format", "hex"])
        let shorter = try Tool.run("colormix", ["red", "blue", "--in", "jzczhz", "--format", "hex"])
        #expect(longer.stdout != shorter.stdout && longer.status == 0, "--hue takes the other way round in jzczhz")
    }

    /// A gradient in each space passes through the average of the ends' coordinates.
    @Test func gradientInEachSpace() throws {
        for row in Self.expected where row.space != "jzczhz" {
            let result = try Tool.run("gradient", ["red", "blue", "--in", row.space, "--steps", "3"])
            #expect(result.lines.count == 3, "\(row.space): \(result.stderr)")
            let middle = try #require(try JSONSerialization.jsonObject(with: Data(result.lines[1].utf8)) as? [String: Any])
            let color = try #require(middle["color"] as? String)
            #expect(color.hasPrefix(Self.opening(row.space)), "\(row.space): \(color)")
            let numbers = color.dropFirst(Self.opening(row.space).count).dropLast().split(separator: " ").compactMap { Double($0) }
            let want = zip(row.red, row.blue).map { ($0 + $1) / 2 }
            #expect(numbers.count == 3 && zip(numbers, want).allSatisfy { abs($0 - $1) <= row.tolerance + 1e-6 },
                    "\(row.space): \(color) vs \(want)")
        }
    }

    /// `colorconv distance` measures by ΔE ITP and ΔEz: coloraide's tests/test_distance.py, red to blue.
    @Test func distanceByTheHDRMethods() throws {
        for (method, expected, tolerance) in [("itp", 349.7702, 0.08), ("jz", 0.3396, 0.5e-4)] {
            let result = try Tool.run("colorconv", ["distance", "red", "blue", "--method", method])
            let record = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
            #expect(record["method"] as? String == method)
            let deltaE = try #require((record["deltaE"] as? NSNumber)?.doubleValue)
            #expect(abs(deltaE - expected) <= tolerance + 1e-6, "\(method): \(deltaE)")
        }
    }
}
