import Testing
@testable import ChromaKit

/// The palette checks: each kind found where it should be and nowhere else, its value measured as the methods
/// the checks name measure it (`Color.deltaE(to:)`, `CVDSimulation`, `Color.contrast(against:method:)`).
@Suite("Palette lint") struct PaletteLintTests {
    static func colors(_ texts: [String]) throws -> [Color] { try texts.map { try Color(css: $0) } }

    @Test func gamutByTheNamedSpace() throws {
        let palette = try Self.colors(["red", "color(display-p3 0 1 0)", "color(rec2020 0 1 0)", "oklch(0.7 0.1 200)"])
        var lint = PaletteLint()
        lint.deficiencies = []
        let srgb = lint.findings(palette).filter { $0.kind == .gamut }
        #expect(srgb.map(\.colors) == [[1], [2]])
        // Display P3 green is color(srgb -0.5116 1.0183 -0.3107) (CSS Color 4, §13.1): 0.5116 below 0 on red.
        #expect(abs(srgb[0].value - 0.5116) < 0.0001, "\(srgb[0].value)")
        #expect(srgb[0].limit == Gamut.defaultEpsilon)
        lint.gamut = .displayP3
        #expect(lint.findings(palette).filter { $0.kind == .gamut }.map(\.colors) == [[2]])
    }

    @Test func duplicatesAndDeficiencies() throws {
        let palette = try Self.colors(["#ff0000", "#fe0000", "#6b8e23", "#0000ff", "#ffff00"])
        var lint = PaletteLint()
        lint.minimumDistance = 12
        let findings = lint.findings(palette)
        let duplicates = findings.filter { $0.kind == .duplicate }
        #expect(duplicates.map(\.colors) == [[0, 1]])
        #expect(abs(duplicates[0].value - palette[0].deltaE(to: palette[1])) < 1e-12)
        for finding in findings where finding.kind == .cvd {
            let simulation = CVDSimulation(finding.deficiency!, severity: 1)
            let a = simulation.simulate(palette[finding.colors[0]]), b = simulation.simulate(palette[finding.colors[1]])
            #expect(abs(finding.value - a.deltaE(to: b)) < 1e-9)
            #expect(finding.value < 12 && palette[finding.colors[0]].deltaE(to: palette[finding.colors[1]]) >= 12)
            #expect(finding.colors != [0, 1], "a duplicate pair is not reported again for a deficiency")
        }
        // Red and olive drab, far apart for most people, come close without the M cones.
        let kinds = findings.filter { $0.kind == .cvd && $0.colors == [0, 2] }.map { $0.deficiency! }
        #expect(kinds == [.deutan], "\(kinds)")
        lint.deficiencies = []
        #expect(!lint.findings(palette).contains { $0.kind == .cvd })
    }

    @Test func contrastOnEachBackground() throws {
        let palette = try Self.colors(["#777", "#767676", "black"])
        var lint = PaletteLint()
        lint.deficiencies = []
        lint.minimumDistance = 0
        lint.backgrounds = try Self.colors(["white", "#222"])
        let wcag = lint.findings(palette).filter { $0.kind == .contrast }
        // #777 on white is 4.48:1 and #767676 4.54:1; on #222 the grays reach about 3.6:1 and black 1.3:1.
        #expect(wcag.map { [$0.colors[0], $0.background!] } == [[0, 0], [0, 1], [1, 1], [2, 1]])
        #expect(abs(wcag[0].value - palette[0].contrast(against: lint.backgrounds[0])) < 1e-12)
        lint.contrastMethod = .apca
        lint.contrastTarget = 60
        let apca = lint.findings(palette).filter { $0.kind == .contrast }
        #expect(apca.allSatisfy { abs($0.value) < 60 })
        #expect(apca.contains { $0.colors == [2] && $0.background == 1 })
    }
}
