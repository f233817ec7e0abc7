import Foundation
import Testing

/// What a tool writes in `color`, the next tool reads as the same color (chromatools(7), RECORD FIELDS): the
/// record it writes again has the same `hex`, for mixes and adjustments in every kind of space, for values on
/// a half step of the 8-bit grid, for absurd values, whatever `--precision` says.
@Suite("the color field reads back") struct ColorFieldRoundTripTests {
    /// The `hex` of each record of NDJSON `text`, in order.
    static func hexes(_ text: String) throws -> [String] {
        try text.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            return try #require(object["hex"] as? String, "\(line)")
        }
    }

    /// Runs `producer` (a shell pipeline that writes records), pipes its records through `colorconv`, and
    /// expects the same `hex` on every line; returns how many records were compared.
    @discardableResult
    static func expectSameHexReadBack(_ producer: String) throws -> Int {
        let first = try Tool.shell(producer)
        #expect(first.status == 0, "\(producer): \(first.stderr)")
        let again = try Tool.shell("\(producer) | colorconv")
        #expect(again.status == 0, "\(producer) | colorconv: \(again.stderr)")
        let written = try hexes(first.stdout), read = try hexes(again.stdout)
        #expect(written.count == read.count)
        let lines = first.stdout.split(separator: "\n")
        for (index, (a, b)) in zip(written, read).enumerated() where a != b {
            Issue.record("\(producer), line \(index + 1): \(a) written, \(b) read back from \(lines[index])")
        }
        return written.count
    }

    @Test(arguments: ["srgb", "srgb-linear", "oklab", "oklch", "lab", "lch", "hsl", "hwb", "display-p3", "xyz-d65", "xyz-d50", "rec2020"])
    func mixesReadBackAsTheSameColor(space: String) throws {
        let count = try Self.expectSameHexReadBack(
            "colorconv random -n 1500 --seed 33 | colormix --with '#dfd' --in \(space) --by 0.5 -j 1")
        #expect(count == 1500)
    }

    @Test(arguments: ["--lighten 0.1", "--saturate 0.15 --in hsl", "--rotate 30 --in lch", "--set oklch.c=0.3"])
    func adjustedColorsReadBackAsTheSameColor(adjustment: String) throws {
        try Self.expectSameHexReadBack("colorconv random -n 1000 --seed 34 | colorconv adjust \(adjustment) -j 1")
    }

    @Test func relativeColorsReadBackAsTheSameColor() throws {
        try Self.expectSameHexReadBack(#"""
            colorconv random -n 800 --seed 35 | jq -r '"oklch(from " + .color + " calc(l + 0.05) calc(c * 1.3) calc(h + 40))"' | colorconv -j 1
            """#)
        try Self.expectSameHexReadBack(#"""
            colorconv random -n 800 --seed 36 | jq -r '"hsl(from " + .color + " calc(h * 1.5) calc(s * 0.8) l)"' | colorconv -j 1
            """#)
    }

    /// The mix of teal and #dfd in sRGB has every channel on a half step (110.5/255, 191.5/255, 174.5/255):
    /// six decimals would read back one step lower, so every digit is written.
    @Test func channelsOnAHalfStepAreWrittenInFull() throws {
        for precision in ["6", "15", "0"] {
            let mix = try Tool.run("colormix", ["teal", "#dfd", "--in", "srgb", "--precision", precision])
            #expect(mix.stdout.hasPrefix(##"{"color":"color(srgb 0.43333333333333335 0.7509803921568627 0.6843137254901961)","hex":"#6fc0af""##), "\(mix.stdout)")
        }
        try Self.expectSameHexReadBack("colormix teal '#dfd' --in srgb")
        let plain = try Tool.run("colormix", ["teal", "white", "--in", "oklab"])
        #expect(plain.stdout.hasPrefix(##"{"color":"oklab(0.771561 -0.044824 -0.011817)","hex":"#93bebe""##), "most mixes keep six decimals: \(plain.stdout)")
    }

    /// `--precision` is for the space objects: the color's text and its alpha keep theirs.
    @Test func precisionLeavesTheColorAndItsAlpha() throws {
        let run = try Tool.run("colorconv", ["rgb(0.5 127.5 254.5 / 0.5)", "--precision", "0", "--to", "rgb"])
        #expect(run.stdout.contains(##""hex":"#0180ff80","alpha":0.5,"rgb":{"r":0,"g":1,"b":1}"##), "\(run.stdout)")
        #expect(!run.stdout.contains("/ 1)"), "\(run.stdout)")
        try Self.expectSameHexReadBack("colorconv 'rgb(0.5 127.5 254.5 / 0.5)' --precision 0")
    }

    /// An alpha that rounds to 1 is opaque in every field.
    @Test func anAlphaThatRoundsToOneIsOpaque() throws {
        let run = try Tool.run("colorconv", ["rgb(0 0 0 / 0.9999999)"])
        #expect(run.stdout.contains(##""hex":"#000000""##) && !run.stdout.contains("alpha"), "\(run.stdout)")
        let nearly = try Tool.run("colorconv", ["rgb(0 0 0 / 0.999)"])
        #expect(nearly.stdout.contains(##""hex":"#000000","alpha":0.999"##), "the alpha byte is ff: \(nearly.stdout)")
    }

    /// Values no text here holds (past ±10⁶, or past what a function reads back) are written as the color
    /// they read back as, and the record's hex is that color's.
    @Test(arguments: [
        ("color-mix(in hsl, color(srgb 100000 0 0))", "color(srgb 100000 0 0)"),
        ("color-mix(in lab, color(srgb 100000 0 0), white)", "lab(100 387084.762954 334802.94015)"),
        ("color-mix(in oklab, color(srgb 1000000 0 0), black)", nil),
        ("color(srgb 1000000 -1000000 0)", "color(srgb 1000000 -1000000 0)"),
        ("hsl(from color(srgb 900000 0 0) h s l)", nil),
        ("lch(from color(srgb 0 900000 0) l c h)", nil),
    ] as [(String, String?)])
    func absurdValuesAreWrittenAsTheyReadBack(input: String, written: String?) throws {
        let run = try Tool.run("colorconv", [input])
        #expect(run.status == 0, "\(input): \(run.stderr)")
        if let written { #expect(run.stdout.hasPrefix(##"{"color":""## + written + "\""), "\(input): \(run.stdout)") }
        let quoted = "'" + input + "'"
        try Self.expectSameHexReadBack("colorconv \(quoted)")
        try Self.expectSameHexReadBack("colorconv \(quoted) | colormix --with white --by 0 --in srgb")
    }
}
