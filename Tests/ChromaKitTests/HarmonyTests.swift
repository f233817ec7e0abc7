import Testing
@testable import ChromaKit

/// `Harmony` held to coloraide's harmonies (`HarmonyCases`), and what it refuses.
@Suite("Harmonies") struct HarmonyTests {
    /// One row of `HarmonyCases.table`.
    struct Row: CustomTestStringConvertible {
        let space: String
        let kind: String
        let count: Int?
        let seed: String
        /// Each color's coordinates, NaN where coloraide has a missing component.
        let colors: [[Double]]

        var testDescription: String { "\(kind)\(count.map { " \($0)" } ?? "") of \(seed) in \(space)" }

        /// Reads `line`: `space kind count seed | c0 c1 c2; …`.
        init(_ line: Substring) {
            let halves = line.split(separator: "|")
            let words = halves[0].split(separator: " ")
            space = String(words[0])
            kind = String(words[1])
            count = Int(words[2])
            seed = words[3...].joined(separator: " ")
            colors = halves[1].split(separator: ";").map { color in
                color.split(separator: " ").map { $0 == "none" ? .nan : Double($0)! }
            }
        }
    }

    static let rows = HarmonyCases.table.split(separator: "\n").map(Row.init)

    /// How far a coordinate may be from coloraide's: six decimals.
    static let tolerance = 1e-6

    /// The rows that differ on purpose, with why.
    static let known = [
        // HCT's white has a chroma (2.87) and so a hue; black-to-white's share of the 11 steps is 11 dw / (db + dw),
        // dw the CIEDE2000 from the seed to white with its hue dropped: 0.494 for coloraide, 0.507 here, the two
        // CIEDE2000s of that near-white pair (4.71 and 4.82) parting on the hue of a gray's rounding noise.
        "mono 8 of #ffffff in hct",
    ]

    @Test func everyRowMatchesColoraide() throws {
        #expect(Self.rows.count > 2000)
        var failures: [String] = []
        for row in Self.rows where !Self.known.contains(row.testDescription) {
            let space = try #require(ColorSpaces.named(row.space))
            let harmony = try Harmony(#require(Harmony.Kind(rawValue: row.kind)), in: space, count: row.count)
            let colors = harmony.colors(of: try Color(css: row.seed))
            guard colors.count == row.colors.count else {
                failures.append("\(row.testDescription): \(colors.count) colors, coloraide \(row.colors.count)")
                continue
            }
            // coloraide's HSL white has a saturation of 0.5, rounding noise (`Monochromatic.end`); here it has 0, so
            // mono's tints in HSL have other saturations. Their hues and lightnesses are still coloraide's.
            let skipped: Set<Int> = row.kind == "mono" && row.space == "hsl" ? [1] : []
            for (color, expected) in zip(colors, row.colors) where !Self.agree(color, expected, skipping: skipped) {
                failures.append("\(row.testDescription): \(color.components) vs \(expected)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) colors differ, the first: \(failures.prefix(10).joined(separator: "\n"))")
    }

    /// Whether `color`'s coordinates but those of `skipped` are coloraide's `expected` within `tolerance`: hues
    /// modulo 360, a missing one missing in both.
    static func agree(_ color: Color, _ expected: [Double], skipping skipped: Set<Int> = []) -> Bool {
        (0..<expected.count).allSatisfy { i in
            if skipped.contains(i) { return true }
            let actual = color.coords[i], wanted = expected[i]
            if actual.isNaN || wanted.isNaN { return actual.isNaN && wanted.isNaN }
            if color.space.channels[i].isHue {
                let turn = abs(actual - wanted).truncatingRemainder(dividingBy: 360)
                return min(turn, 360 - turn) <= tolerance
            }
            return abs(actual - wanted) <= tolerance
        }
    }

    @Test func monoInHSLRunsToAWhiteOfNoSaturation() throws {
        let tints = try Harmony(.mono, in: .hsl, count: 8).colors(of: Color(css: "#ff0000"))
        let last = try #require(tints.last)
        // Lightness 0.875 of the line from red (s 1, l 0.5) to white (s 0, l 1): three quarters of the way.
        #expect(abs(last.coords.z - 0.875) < 1e-12 && abs(last.coords.y - 0.25) < 1e-12)
    }

    @Test func theMethodOnTheColorIsTheHarmonyInOKLCh() throws {
        let tomato = try Color(css: "tomato")
        let triad = try tomato.harmony(.triad)
        #expect(triad.count == 3 && triad.allSatisfy { $0.space === ColorSpace.oklch })
        #expect(triad.map { $0.coords } == (try Harmony(.triad, in: .oklch).colors(of: tomato)).map { $0.coords })
        #expect(abs(triad[1].coords.z - ColorMath.normalizeHue(tomato.to(.oklch).coords.z + 120)) < 1e-12)
    }

    @Test func aSpaceWithoutAHueAndAMisplacedCountAreRefused() {
        #expect(throws: HarmonyError.self) { try Harmony(.triad, in: .xyzD65) }
        #expect(throws: HarmonyError.self) { try Harmony(.triad, in: .cmyk) }
        #expect(throws: HarmonyError.self) { try Harmony(.triad, count: 4) }
        #expect(throws: HarmonyError.self) { try Harmony(.wheel, count: 0) }
        #expect((try? Harmony(.wheel, in: .hct, count: 6))?.count == 6)
    }
}
