import ChromaKit
import Foundation
import Testing

/// `colorconv palette` and `colorconv scheme` end to end: their records, formats, errors and REPL commands
/// (colorconv(1), MATERIAL PALETTES). The colors themselves are checked against Material in ChromaKit's tests.
@Suite("colorconv palette and scheme") struct MaterialPaletteTests {
    static func objects(_ result: ProcessResult) throws -> [[String: Any]] {
        try result.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a JSON object: \(line)")
        }
    }

    @Test func paletteWritesARecordPerToneAndKeepsTheInputFields() throws {
        let run = try Tool.run("colorconv", ["palette", "#6750a4", "--to", "oklch"])
        try DocumentationTests.expectClean(run, "colorconv palette")
        let records = try Self.objects(run)
        let palette = TonalPalette(seed: try CSSColor.parse("#6750a4"))
        #expect(records.compactMap { $0["tone"] as? Double } == TonalPalette.materialTones)
        #expect(records.compactMap { $0["hex"] as? String } == TonalPalette.materialTones.map { palette.tone($0).hexString() })
        #expect(run.lines[10].hasPrefix(##"{"color":"#6750a4","hex":"#6750a4","oklch":{"##) && run.lines[10].hasSuffix(#","tone":40}"#))
        #expect(records[22]["hex"] as? String == "#fffbff")

        let piped = try Tool.run("colorconv", ["palette", "--tones", "40, 99"], stdin: ##"{"id":7,"color":"#6750a4"}"## + "\nnot-a-color\n")
        #expect(piped.status == 1 && piped.stderr.contains("line 2"), "\(piped.stderr)")
        #expect(piped.lines == [##"{"id":7,"color":"#6750a4","hex":"#6750a4","tone":40}"##,
                                ##"{"id":7,"color":"#fffbff","hex":"#fffbff","tone":99}"##])
        try DocumentationTests.validate(run.stdout + piped.stdout, against: "palette-record.schema.json", "palette")

        let badTones = try Tool.run("colorconv", ["palette", "red", "--tones", "40,101"])
        #expect(badTones.status == 64 && badTones.stderr.contains("--tones") && badTones.stdout.isEmpty, "\(badTones.stderr)")
    }

    @Test func schemeWritesEveryRoleOfTheVariant() throws {
        let run = try Tool.run("colorconv", ["scheme", "--dark", "--variant", "vibrant", "#34a853", "#6750a4"])
        try DocumentationTests.expectClean(run, "colorconv scheme")
        let records = try Self.objects(run)
        let roles = SchemeRole.roles2021
        #expect(records.compactMap { $0["role"] as? String } == (roles + roles).map(\.rawValue))
        var expected: [String] = []
        for seed in ["#34a853", "#6750a4"] {
            let scheme = DynamicScheme(seed: try CSSColor.parse(seed), variant: .vibrant, isDark: true)
            expected += roles.map { scheme.color($0).hexString() }
        }
        #expect(records.compactMap { $0["hex"] as? String } == expected)
        try DocumentationTests.validate(run.stdout, against: "palette-record.schema.json", "scheme")

        let light = try Tool.run("colorconv", ["scheme", "#6750a4", "--format", "css"])
        #expect(light.status == 0 && light.lines.count == roles.count)
        #expect(light.lines.contains("--primary: #65558f;") && light.lines.contains("--onPrimaryContainer: #4d3d75;"), "\(light.stdout)")
        let unknown = try Tool.run("colorconv", ["scheme", "#6750a4", "--variant", "loud"])
        #expect(unknown.status == 64 && unknown.stderr.contains("--variant"), "\(unknown.stderr)")
    }

    /// `--spec 2025` writes the roles of Material's 2025 spec, the Dim roles among them, with Material's colors
    /// (materialyoucolor 3.0.4, bench/material-reference.py scheme 2025).
    @Test func schemeWritesThe2025Spec() throws {
        let run = try Tool.run("colorconv", ["scheme", "#6750a4", "--spec", "2025"])
        try DocumentationTests.expectClean(run, "colorconv scheme --spec 2025")
        let records = try Self.objects(run)
        #expect(records.compactMap { $0["role"] as? String } == SchemeRole.roles2025.map(\.rawValue))
        let material = "fdf7fe 34313a fdf7fe ded8e4 fdf7fe ffffff f8f1fa f2ecf5 ece6f0 e7e0ec 34313a e7e0ec 615d68 7d7983 b5b0bb 0f0d12 a09ba1 000000 000000 655789 655789 594b7c fdf7ff d4c3fd 493c6c d4c3fd d4c3fd c6b6ee 352857 524576 625c71 565065 fdf7ff e8def8 554f63 e8def8 dad0ea 423c50 5f586e 7b5270 6e4664 fff7f9 f4bfe3 5f3956 f4bfe3 e5b2d5 4a2642 694260 a8364b 6b0221 fff7f7 f97386 6e0523 7d6fa2 7b748a 956989 79767c 7a7580 c74d61"
        #expect(records.compactMap { $0["hex"] as? String } == material.split(separator: " ").map { "#\($0)" })
        let fallback = try Tool.run("colorconv", ["scheme", "#6750a4", "--spec", "2025", "--variant", "content"])
        #expect(try Self.objects(fallback).compactMap { $0["role"] as? String } == SchemeRole.roles2021.map(\.rawValue))
        let unknown = try Tool.run("colorconv", ["scheme", "#6750a4", "--spec", "2024"])
        #expect(unknown.status == 64 && unknown.stderr.contains("--spec"), "\(unknown.stderr)")
    }

    @Test func paletteFormatsForPeopleAndFiles() throws {
        let css = try Tool.run("colorconv", ["palette", "#6750a4", "--tones", "0,40,99", "--format", "css"])
        #expect(css.lines == ["--tone-0: #000000;", "--tone-40: #6750a4;", "--tone-99: #fffbff;"], "\(css.stdout)")
        let human = try Tool.run("colorconv", ["palette", "#6750a4", "--tones", "0,40,99", "--format", "human", "--color", "never"])
        #expect(human.status == 0 && human.lines.first == "tonal palette of #6750a4", "\(human.stdout)")
        #expect(human.stdout.contains("#fffbff") && human.stdout.contains("99"))
    }

    @Test func replShowsPalettesAndSchemes() throws {
        let session = ColorconvREPLTests()
        let terminal = try session.start()
        defer { terminal.close() }
        #expect(session.type("palette #6750a4", into: terminal, expecting: "#fffbff"))
        #expect(terminal.screen.contains("tonal palette of #6750a4"))
        #expect(session.type("scheme --dark", into: terminal, expecting: "tonal-spot dark scheme of #6750a4"))
        #expect(session.type("scheme #6750a4 content", into: terminal, expecting: "content light scheme of #6750a4"))
        #expect(session.type("scheme #6750a4 loud", into: terminal, expecting: "usage: scheme"))
        terminal.send("quit\r")
        #expect(terminal.waitForExit() == 0)
    }
}
