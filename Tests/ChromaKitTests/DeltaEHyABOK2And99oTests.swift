import Testing
@testable import ChromaKit

/// HyAB, ΔEOK2 and ΔE99o against published values: coloraide's tests/test_distance.py (CSS named colors from red,
/// four decimals) for HyAB and ΔE99o, color.js's test/delta.js for ΔEOK2.
@Suite("Delta E: HyAB, OK2 and 99o") struct DeltaEHyABOK2And99oTests {
    /// coloraide, from red to each color: `delta_e(method="hyab")`, which coloraide measures in Lab D65 by
    /// default, and `delta_e(method="99o")`.
    static let fromRed: [(String, hyabInLabD65: Double, din99o: Double)] = [
        ("red", 0, 0), ("orange", 79.0759, 32.4106), ("yellow", 149.1486, 63.8178), ("green", 139.9281, 70.1862),
        ("blue", 195.9973, 74.4057), ("indigo", 156.5844, 67.6052), ("violet", 123.1464, 51.6698),
        ("white", 151.3129, 65.6938), ("black", 157.7871, 75.9837), ("gray", 104.8979, 49.9157),
    ]

    @Test func coloraidesDistancesFromRed() throws {
        let red = try CSSColor.parse("red")
        let redD65 = red.converted(to: .labD65).coords
        for (name, hyab, din99o) in Self.fromRed {
            let other = try CSSColor.parse(name)
            let otherD65 = other.converted(to: .labD65).coords
            // Four decimals: half a unit in the last place, both ways round (both formulas are symmetric).
            #expect(abs(DeltaE.hyab(lab1: redD65, lab2: otherD65) - hyab) <= 0.00005
                    && abs(DeltaE.hyab(lab1: otherD65, lab2: redD65) - hyab) <= 0.00005,
                    "HyAB (Lab D65) red–\(name): \(DeltaE.hyab(lab1: redD65, lab2: otherD65))")
            #expect(abs(DeltaE.din99o(red, other) - din99o) <= 0.00005 && abs(DeltaE.din99o(other, red) - din99o) <= 0.00005,
                    "ΔE99o red–\(name): \(DeltaE.din99o(red, other))")
        }
    }

    @Test func coloraidesHyABInOtherSpaces() throws {
        // coloraide's test_delta_e_hyab_spaces: red to orange, |ΔL| + √(Δa² + Δb²) on each space's coordinates.
        let red = try CSSColor.parse("red"), orange = try CSSColor.parse("orange")
        // In CIE Lab (D50), what --method hyab measures.
        #expect(abs(DeltaE.hyab(red, orange) - 75.3815) <= 0.00005)
        for (space, expected) in [(ColorSpace.luv, 128.225), (.din99o, 45.6156), (.oklab, 0.3367)] {
            let got = DeltaE.hyab(lab1: red.converted(to: space).coords, lab2: orange.converted(to: space).coords)
            #expect(abs(got - expected) <= 0.00005, "\(space.id): \(got)")
        }
    }

    @Test func hyabIsCityBlockInLightnessAndEuclideanInChroma() throws {
        // The 3-4-5 triangle of color.js's suite: no lightness difference, so HyAB is ΔE76's 50; then only lightness.
        let a = try CSSColor.parse("lab(50% 30 40)"), b = try CSSColor.parse("lab(50% 0 0)")
        #expect(abs(DeltaE.hyab(a, b) - 50) < 1e-9)
        #expect(abs(DeltaE.hyab(try CSSColor.parse("lab(80% 30 40)"), b) - 80) < 1e-9)
    }

    @Test func ok2AgainstColorJS() throws {
        // color.js test/delta.js: white–black 1 and white–white 0, where a and b do not differ (its other OK2 rows
        // repeat ΔEOK's values and are skipped there).
        #expect(abs(DeltaE.ok2(try CSSColor.parse("white"), try CSSColor.parse("black")) - 1) < 1e-6)
        #expect(DeltaE.ok2(try CSSColor.parse("white"), try CSSColor.parse("white")) == 0)
        // Along a and b alone it is twice ΔEOK; color.js's ΔEOK rows (test/delta.js, six decimals) bound it.
        #expect(abs(DeltaE.ok2(try CSSColor.parse("oklab(0.5 0.1 0)"), try CSSColor.parse("oklab(0.5 0 -0.05)")) - 2 * 0.05 * 5.0.squareRoot()) < 1e-12)
        let rows: [(String, String, Double)] = [
            ("#fffffe", "white", 0.001343), ("lab(50% 30 40)", "lab(50% 0 0)", 0.118679),
            ("lab(50% 2.5 0)", "lab(73% 25 -18)", 0.223724), ("lab(84.25% 5.74 96.00)", "lab(84.46% 8.88 96.49)", 0.009285),
        ]
        for (first, second, ok) in rows {
            let a = try CSSColor.parse(first), b = try CSSColor.parse(second)
            // color.js checks its rows to 10⁻⁴; this package's OKLab agrees to 10⁻⁵.
            #expect(abs(DeltaE.ok(a, b) - ok) <= 0.00001)
            #expect(DeltaE.ok2(a, b) >= ok - 0.00001 && DeltaE.ok2(a, b) <= 2 * ok + 0.00002, "\(first) – \(second)")
        }
    }
}
