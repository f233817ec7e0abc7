import Foundation
import Testing

/// The ACES and CAM16 spaces through the executables: `colorconv --to`, `color(--NAME …)` read back,
/// `colormix --in`, `gradient --in`, and `colorconv distance --method cam16`.
@Suite("ACES and CAM16 spaces end to end") struct AppearanceSpacesTests {
    /// Red against color.js test/conversions.js ("CAM16 JMh", "HCT", epsilon 10⁻⁴) and coloraide's
    /// tests/test_acescg.py, test_acescc.py and test_cam16_ucs.py (five figures), and a gray and black.
    @Test func convertsToEachSpace() throws {
        let r = try Tool.run("colorconv", ["red", "black", "--to", "acescg,acescc,cam16-jmh,hct,cam16-ucs"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        try #require(r.lines.count == 2, "\(r.stdout)")
        let red = try #require(try JSONSerialization.jsonObject(with: Data(r.lines[0].utf8)) as? [String: Any])
        let expected: [(space: String, channels: [(String, Double)], tolerance: Double)] = [
            ("acescg", [("r", 0.6131), ("g", 0.07019), ("b", 0.02062)], 5e-5),
            ("acescc", [("r", 0.51451), ("g", 0.33604), ("b", 0.23515)], 5e-6),
            ("cam16-jmh", [("j", 46.0257), ("m", 81.25425), ("h", 27.39326)], 1e-4),
            ("hct", [("h", 27.4098), ("c", 113.3564), ("t", 53.23712)], 1e-4),
            ("cam16-ucs", [("j", 59.178), ("a", 40.82), ("b", 21.153)], 5e-4),
        ]
        for (space, channels, tolerance) in expected {
            let object = try #require(red[space] as? [String: Double], "no \(space) object: \(r.lines[0])")
            #expect(Array(object.keys).sorted() == channels.map(\.0).sorted())
            for (key, value) in channels {
                #expect(abs((object[key] ?? .nan) - value) <= tolerance, "\(space).\(key): \(object[key] ?? .nan), expected \(value)")
            }
        }
        #expect(r.lines[0].hasPrefix(##"{"color":"#ff0000","hex":"#ff0000","acescg":{"r":"##), "the spaces in the order asked for")
        #expect(r.lines[1].contains(#""cam16-jmh":{"j":0,"m":0,"h":null},"hct":{"h":null,"c":0,"t":0}"#), "\(r.lines[1])")
        #expect(r.lines[1].contains(#""acescc":{"r":-0.358447,"g":-0.358447,"b":-0.358447}"#), "\(r.lines[1])")
    }

    /// What colorconv writes in each space reads back as the same color, percentages and `none` included.
    @Test func readsTheDashedNamesBack() throws {
        for space in ["acescg", "acescc", "cam16-jmh", "hct", "cam16-ucs"] {
            let written = try Tool.run("colorconv", ["#3a7bd5", "--to", space, "--format", "css"])
            #expect(written.status == 0, "\(space): \(written.stderr)")
            let css = written.stdout.trimmingCharacters(in: .newlines)
            #expect(css.hasPrefix("color(--\(space) "), "\(space): \(css)")
            let back = try Tool.run("colorconv", [css, "--format", "hex"])
            #expect(back.stdout == "#3a7bd5\n", "\(css) read back as \(back.stdout)")
        }
        let r = try Tool.run("colorconv", ["color(--hct 180 50% 50% / 50%)", "color(--acescc 50% 50% 50%)", "color(--cam16-jmh none 20 none)"])
        #expect(r.status == 0, "\(r.stderr)")
        try #require(r.lines.count == 3, "\(r.stdout)")
        #expect(r.lines[0].hasPrefix(##"{"color":"color(--hct 180 72.5 50 / 0.5)""##), "\(r.lines[0])")
        #expect(r.lines[1].hasPrefix(##"{"color":"color(--acescc 0.554774 0.554774 0.554774)""##), "\(r.lines[1])")
        #expect(r.lines[2].hasPrefix(##"{"color":"color(--cam16-jmh none 20 none)""##), "\(r.lines[2])")
        let bad = try Tool.run("colorconv", ["color(--hct 50% 20 30)"])
        #expect(bad.status != 0 && bad.stderr.contains("hue"), "\(bad.stderr)")
    }

    @Test func mixesAndGradientsInTheSpaces() throws {
        // Mixing in HCT interpolates the hue the shorter way: red (27°) and blue (283°) meet near 335°.
        let mix = try Tool.run("colormix", ["red", "blue", "--in", "hct"])
        #expect(mix.status == 0, "\(mix.stderr)")
        #expect(mix.stdout.hasPrefix(##"{"color":"color(--hct 335.08"##), "\(mix.stdout)")
        #expect(mix.stdout.contains(##""in":"hct","hue":"shorter"}"##), "\(mix.stdout)")
        let longer = try Tool.run("colormix", ["red", "blue", "--in", "cam16-jmh", "--hue", "longer", "--format", "hex"])
        let shorter = try Tool.run("colormix", ["red", "blue", "--in", "cam16-jmh", "--format", "hex"])
        #expect(longer.status == 0 && shorter.status == 0 && longer.stdout != shorter.stdout)
        let linear = try Tool.run("colormix", ["white", "black", "--in", "acescg", "--format", "hex"])
        let srgbLinear = try Tool.run("colormix", ["white", "black", "--in", "srgb-linear", "--format", "hex"])
        #expect(linear.stdout == srgbLinear.stdout, "a gray halfway in linear light: \(linear.stdout)")
        for space in ["acescc", "cam16-ucs", "hct"] {
            let g = try Tool.run("gradient", ["red", "blue", "--in", space, "--steps", "3"])
            #expect(g.status == 0 && g.lines.count == 3, "\(space): \(g.stderr)")
            #expect(g.lines.first?.hasPrefix(##"{"color":"#ff0000""##) == true && g.lines.last?.hasPrefix(##"{"color":"#0000ff""##) == true)
            #expect(g.lines[1].hasPrefix(##"{"color":"color(--\##(space) "##), "\(g.lines[1])")
        }
        // CSS gradients do not take these spaces: sampled into OKLab.
        let css = try Tool.run("gradient", ["red", "blue", "--in", "hct", "--format", "css"])
        #expect(css.stdout.contains("in oklab"), "\(css.stdout)")
    }

    /// coloraide-extras tests/test_distance.py (`test_delta_e_cam16`, four decimals): red to orange and to blue.
    @Test func distanceByCAM16() throws {
        let r = try Tool.run("colorconv", ["distance", "red", "orange", "--method", "cam16"])
        #expect(r.stdout == ##"{"a":"red","b":"orange","method":"cam16","deltaE":37.319987}"## + "\n", "\(r.stdout)\(r.stderr)")
        let alias = try Tool.run("colorconv", ["distance", "red", "blue", "--method", "CAM16-UCS"])
        let record = try #require(try JSONSerialization.jsonObject(with: Data(alias.stdout.utf8)) as? [String: Any])
        #expect(record["method"] as? String == "cam16")
        #expect(abs((record["deltaE"] as? Double ?? 0) - 71.0578) < 5e-5, "\(alias.stdout)")
    }
}
