import Foundation
import Testing
import ChromaKit
import ChromaGameEngines

/// How the color games score: the two CIEDE2000 points curves, the classic colormix score, hints, the titles.
@Suite("Color scoring") struct ColorScoringTests {
    /// The curve at its boundaries: 100 up to ΔE 1, then ⌊100·e^(−(ΔE−1)/10)⌋, and 0 for what is not a number.
    @Test(arguments: [
        (0.0, 100), (0.5, 100), (1, 100), (-3, 100), (1 + 1e-9, 99), (1.05, 99), (1.1, 99), (1.2, 98), (2, 90), (3, 81),
        (5, 67), (10, 40), (11, 36), (20, 14), (40, 2), (47, 1), (47.1, 0), (50, 0), (100, 0), (1e300, 0),
        (.nan, 0), (.infinity, 0), (-.infinity, 0),
    ])
    func curve(deltaE: Double, points: Int) {
        #expect(ColorScoring.points(deltaE: deltaE) == points)
    }

    @Test func curveBeforeRounding() {
        #expect(ColorScoring.quality(deltaE: 1) == 100)
        #expect(abs(ColorScoring.quality(deltaE: 11) - 100 / M_E) < 1e-12)
        #expect(abs(ColorScoring.quality(deltaE: 21) - 100 / (M_E * M_E)) < 1e-12)
        #expect(ColorScoring.quality(deltaE: .nan) == 0)
        #expect(ColorScoring.perfectDeltaE == 1)
        #expect(ColorScoring.decayDeltaE == 10)
    }

    /// The points never rise as the difference grows, stay in 0…100, and are 100 exactly up to ΔE 1.
    @Test func curveFallsMonotonically() {
        var previous = 100
        for step in 0...10_000 {
            let deltaE = Double(step) / 100
            let points = ColorScoring.points(deltaE: deltaE)
            #expect(points <= previous, "ΔE \(deltaE)")
            #expect((0...100).contains(points))
            #expect((points == 100) == (deltaE <= 1), "ΔE \(deltaE)")
            previous = points
        }
    }

    /// The mixing curve (colormix play): 100 up to ΔE 1, then ⌊100·e^(−((ΔE−1)/5)²)⌋: the table of colormix(1).
    @Test(arguments: [
        (0.0, 100), (1, 100), (1 + 1e-9, 99), (1.5, 99), (2, 96), (3, 85), (4, 69), (5, 52), (6, 36), (8, 14), (10, 3),
        (11, 1), (11.7, 1), (11.75, 0), (20, 0), (.nan, 0), (.infinity, 0),
    ])
    func mixingCurve(deltaE: Double, points: Int) {
        #expect(ScoringCurve.mixing.points(deltaE: deltaE) == points)
        #expect(ScoringCurve.mixing.points(deltaE: deltaE) <= ScoringCurve.matching.points(deltaE: deltaE) || deltaE < 4,
                "the mixing curve is the steeper one past its flat top")
    }

    @Test func mixingCurveBeforeRounding() {
        #expect(ScoringCurve.mixing.quality(deltaE: 1) == 100)
        #expect(abs(ScoringCurve.mixing.quality(deltaE: 6) - 100 / M_E) < 1e-12)
        #expect(abs(ScoringCurve.mixing.quality(deltaE: 11) - 100 * exp(-4)) < 1e-12)
        #expect(ColorScoring.mixingWidthDeltaE == 5)
    }

    /// Both curves never rise, and are 100 exactly up to ΔE 1.
    @Test(arguments: ScoringCurve.allCases)
    func everyCurveFallsMonotonically(curve: ScoringCurve) {
        var previous = 100
        for step in 0...3_000 {
            let deltaE = Double(step) / 100
            let points = curve.points(deltaE: deltaE)
            #expect(points <= previous && (0...100).contains(points), "\(curve) ΔE \(deltaE)")
            #expect((points == 100) == (deltaE <= 1), "\(curve) ΔE \(deltaE)")
            previous = points
        }
    }

    /// Titles follow the ΔE alone, in the bands of chroma-quiz(1), SCORING: 1, 2, 4 and 8 are the edges, each in the band below it.
    @Test(arguments: [
        (0.0, "Perfect!"), (1, "Perfect!"), (1.0001, "So close!"), (2, "So close!"), (2.01, "Good eye."), (4, "Good eye."),
        (4.01, "Not bad."), (8, "Not bad."), (8.01, "Keep looking."), (13.5, "Keep looking."), (100, "Keep looking."),
        (.nan, "Keep looking."),
    ])
    func titles(deltaE: Double, title: String) {
        #expect(ColorScoring.title(deltaE: deltaE) == title)
    }

    /// Hints name a band, the edges 2 and 8 in the nearer band.
    @Test(arguments: [
        (0.0, HintBand.veryClose), (2, .veryClose), (2.001, .close), (8, .close), (8.001, .far), (60, .far), (.nan, .far),
    ])
    func hintBands(deltaE: Double, band: HintBand) {
        #expect(ColorScoring.hintBand(deltaE: deltaE) == band)
        #expect(band.rawValue == ["very close", "close", "far"][HintBand.allCases.firstIndex(of: band)!])
    }

    /// Each hint halves a round's points, rounded down: two hints or more leave at most 25.
    @Test(arguments: [
        (100, 0, 100), (100, 1, 50), (99, 1, 49), (100, 2, 25), (100, 3, 12), (81, 2, 20), (1, 1, 0), (0, 1, 0), (100, 7, 0),
        (100, 50, 0),
    ])
    func hintsHalveThePoints(points: Int, hints: Int, after: Int) {
        #expect(ColorScoring.points(points, afterHints: hints) == after)
        #expect(ColorScoring.points(points, afterHints: hints) <= (hints >= 2 ? 25 : 100))
    }

    @Test func keptPercent() {
        #expect([0, 1, 2, 3].map { ColorScoring.keptPercent(afterHints: $0) } == [100, 50, 25, 12.5])
    }

    /// The original colormix score, `(1 − mean(|Δr|, |Δg|, |Δb|)) × 100`, rounded down.
    @Test(arguments: [
        ((188, 188, 188), (188, 188, 188), 100),
        ((0, 0, 0), (0, 0, 1), 99),
        ((255, 255, 255), (254, 255, 255), 99),
        ((0, 0, 0), (255, 255, 255), 0),
        ((255, 0, 255), (0, 255, 0), 0),
        // |Δ| = 10 + 20 + 0 = 30: (1 − 30/765) × 100 = 96.08
        ((200, 100, 50), (190, 120, 50), 96),
        // 0.2 × 765 = 153 apart: exactly 80
        ((0, 0, 0), (153, 0, 0), 80),
        // 0.8 × 765 = 612 apart: exactly 20, however the floating point falls
        ((0, 0, 0), (255, 255, 102), 20),
        ((0, 0, 0), (255, 204, 0), 40),
        ((10, 20, 30), (40, 50, 60), 88),
    ])
    func classic(target: (Int, Int, Int), guess: (Int, Int, Int), points: Int) {
        let a = DisplayColor(red: UInt8(target.0), green: UInt8(target.1), blue: UInt8(target.2))
        let b = DisplayColor(red: UInt8(guess.0), green: UInt8(guess.1), blue: UInt8(guess.2))
        #expect(ColorScoring.classicPoints(target: a, guess: b) == points)
        #expect(ColorScoring.classicPoints(target: b, guess: a) == points)
    }

    /// Every total difference 0…765 gives ⌊(765 − Σ|Δ|) · 100 / 765⌋, computed here in integers.
    @Test func classicAgreesWithExactArithmetic() {
        for total in 0...765 {
            let red = min(total, 255), green = min(total - red, 255), blue = total - red - green
            let guess = DisplayColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
            let points = ColorScoring.classicPoints(target: DisplayColor(red: 0, green: 0, blue: 0), guess: guess)
            #expect(points == (765 - total) * 100 / 765, "Σ|Δ| = \(total)")
        }
    }

    /// ΔE of two displayed colors is CIEDE2000 of their sRGB values, and 0 for the same color.
    @Test func deltaEOfDisplayedColors() {
        var random = SeededRandomGenerator(seed: 17)
        for _ in 0..<200 {
            let a = DisplayColor.random(using: &random), b = DisplayColor.random(using: &random)
            #expect(ColorScoring.deltaE(a, b) == DeltaE.ciede2000(a.color, b.color))
            #expect(abs(ColorScoring.deltaE(a, b) - ColorScoring.deltaE(b, a)) < 1e-9)
            #expect(ColorScoring.deltaE(a, a) == 0)
            #expect(ColorScoring.deltaE(b, DisplayColor(red: b.red, green: b.green, blue: b.blue)) == 0)
        }
    }

    /// Values `colorconv distance --method 2000` prints: #3a7bd5 against #bcbcbc; black against white is
    /// ΔL = 100 with S_L = 1 at L̄ = 50, so exactly 100 up to the white point's Lab rounding.
    @Test(arguments: [
        ("#3a7bd5", "#bcbcbc", 32.250716, 1e-6),
        ("#000000", "#ffffff", 100, 1e-3),
    ])
    func publishedDistances(a: String, b: String, deltaE: Double, tolerance: Double) throws {
        let first = DisplayColor(try CSSColor.parse(a)), second = DisplayColor(try CSSColor.parse(b))
        #expect(abs(ColorScoring.deltaE(first, second) - deltaE) < tolerance)
        let method = try #require(DeltaE.method(named: "2000"))
        #expect(ColorScoring.deltaE(first, second) == method.distance(try CSSColor.parse(a), try CSSColor.parse(b)))
    }
}
