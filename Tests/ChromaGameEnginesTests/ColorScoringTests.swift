import Foundation
import Testing
import ChromaKit
import ChromaGameEngines

/// How the color games score: the CIEDE2000 points curve, the classic colormix score, gradient play's mean, the titles.
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

    @Test(arguments: [
        (100, "Perfect!"), (99, "So close!"), (90, "So close!"), (89, "Good eye."), (70, "Good eye."), (69, "Not bad."),
        (40, "Not bad."), (39, "Keep looking."), (1, "Keep looking."), (0, "Keep looking."),
    ])
    func titles(points: Int, title: String) {
        #expect(ColorScoring.title(points: points) == title)
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

    /// Gradient play: the mean of the two ends' curves, rounded down — not the mean of their rounded points.
    @Test(arguments: [
        ([0.0, 0], 100), ([0.5, 1], 100), ([1, 1.0001], 99), ([1.0001, 1], 99), ([1, 11], 68),
        // ⌊(81.87 + 90.48) / 2⌋ = 86, where the rounded points would give ⌊(81 + 90) / 2⌋ = 85
        ([3, 2], 86),
        ([50, 50], 0), ([.nan, 0], 50), ([0], 100), ([], 0),
    ] as [([Double], Int)])
    func meanOfCurves(deltaEs: [Double], points: Int) {
        #expect(ColorScoring.points(deltaEs: deltaEs) == points)
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
