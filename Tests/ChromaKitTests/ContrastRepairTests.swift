import Testing
@testable import ChromaKit

/// The contrast repair against a brute-force search along the same line: 10,001 lightnesses from 0 to 1, each
/// with the original's hue and as much of its chroma as sRGB holds.
///
/// For every pair and both methods, the repaired color reaches the target (measured anew through
/// `Color.contrast(against:method:)`), lies in sRGB on the original's line, and no sampled color of the line
/// that reaches the target is nearer the original by CIEDE2000. When the repair finds no lightness, no sample
/// reaches the target and the best it names is the most any sample has.
@Suite("Contrast repair") struct ContrastRepairTests {
    /// A text color, its background and the target asked of each method.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String, background: String, wcag21: Double, apca: Double
        var testDescription: String { "\(text) on \(background)" }
    }

    /// The pairs, each with a WCAG 2.1 ratio and an APCA |Lc| to reach: grays, primaries, pastels, near-black
    /// and near-white text, colors outside sRGB, backgrounds in the middle where no lightness reaches a high target.
    static let cases: [Case] = [
        Case(text: "#777", background: "white", wcag21: 4.5, apca: 75),
        Case(text: "#777", background: "black", wcag21: 7, apca: 75),
        Case(text: "#777777", background: "#777777", wcag21: 4.5, apca: 60),
        Case(text: "tomato", background: "white", wcag21: 4.5, apca: 60),
        Case(text: "tomato", background: "black", wcag21: 7, apca: 75),
        Case(text: "gold", background: "white", wcag21: 4.5, apca: 60),
        Case(text: "gold", background: "#fffbe6", wcag21: 3, apca: 45),
        Case(text: "#0000ff", background: "black", wcag21: 4.5, apca: 60),
        Case(text: "#0000ff", background: "navy", wcag21: 4.5, apca: 45),
        Case(text: "red", background: "#767676", wcag21: 7, apca: 90),
        Case(text: "lime", background: "white", wcag21: 4.5, apca: 75),
        Case(text: "#00ff00", background: "#003300", wcag21: 7, apca: 90),
        Case(text: "cyan", background: "white", wcag21: 3, apca: 60),
        Case(text: "magenta", background: "#222", wcag21: 4.5, apca: 60),
        Case(text: "#6750a4", background: "#1c1b1f", wcag21: 4.5, apca: 60),
        Case(text: "#6750a4", background: "#fffbfe", wcag21: 7, apca: 90),
        Case(text: "#e8def8", background: "#fffbfe", wcag21: 4.5, apca: 75),
        Case(text: "#b3261e", background: "#f9dedc", wcag21: 4.5, apca: 60),
        Case(text: "hotpink", background: "#ffe4e1", wcag21: 4.5, apca: 60),
        Case(text: "teal", background: "#0a2a2a", wcag21: 4.5, apca: 60),
        Case(text: "#fafafa", background: "white", wcag21: 4.5, apca: 75),
        Case(text: "#050505", background: "black", wcag21: 4.5, apca: 60),
        Case(text: "#123", background: "#def", wcag21: 7, apca: 90),
        Case(text: "#def", background: "#123", wcag21: 7, apca: 90),
        Case(text: "rebeccapurple", background: "#808080", wcag21: 4.5, apca: 60),
        Case(text: "olive", background: "#6b8e23", wcag21: 3, apca: 45),
        Case(text: "oklch(0.6 0.25 30)", background: "white", wcag21: 4.5, apca: 75),
        Case(text: "oklch(0.9 0.3 150)", background: "white", wcag21: 3, apca: 60),
        Case(text: "color(display-p3 0 1 0)", background: "white", wcag21: 4.5, apca: 60),
        Case(text: "color(display-p3 1 0 0.5)", background: "#101010", wcag21: 4.5, apca: 75),
        Case(text: "lab(50% 100 -100)", background: "#eeeeee", wcag21: 4.5, apca: 60),
        Case(text: "#8b4513", background: "#d2691e", wcag21: 4.5, apca: 60),
        Case(text: "#808080", background: "#777", wcag21: 7, apca: 90),
        Case(text: "#ff8000", background: "#ff8000", wcag21: 21, apca: 106),
        Case(text: "#ff0066", background: "#101010", wcag21: 4.5, apca: 75),
        Case(text: "#ff0000", background: "#151515", wcag21: 7, apca: 75),
        Case(text: "#c00080", background: "#202020", wcag21: 4.5, apca: 60),
    ]

    @Test(arguments: cases) func nearestOnTheLine(_ c: Case) throws {
        let text = try Color(css: c.text), background = try Color(css: c.background)
        let line = ContrastRepair.Line(text)
        let originalLab = DeltaE.labCoordinates(text)
        let samples = (0...10_000).map { i in line.oklab(at: Double(i) / 10_000) }
        for (method, target) in [(ContrastMethod.wcag21, c.wcag21), (.apca, c.apca)] {
            try check(ContrastRepair(target: target, against: background, method: method), text, line, originalLab, samples)
        }
    }

    /// Checks one repair of `text` against the `samples` of its `line`.
    func check(_ repair: ContrastRepair, _ text: Color, _ line: ContrastRepair.Line, _ originalLab: SIMD4<Double>,
               _ samples: [SIMD4<Double>]) throws {
        let background = repair.background, method = repair.method, target = repair.target
        let reaching = samples.filter { abs(repair.contrast(oklab: $0)) >= target }

        switch repair.repair(text) {
        case .reached(let repaired, let contrast):
            let measured = repaired.contrast(against: background, method: method)
            #expect(abs(measured) >= target, "\(method.name): the repaired color \(repaired) gives \(measured)")
            #expect(abs(measured - contrast) < 1e-9)
            #expect(Gamut.contains(repaired, in: .srgb), "\(repaired) is outside sRGB")
            let oklab = DeltaE.oklabCoordinates(repaired)
            let onLine = line.oklab(at: oklab.x)
            #expect(simd_distance(oklab, onLine) < 1e-7, "\(repaired) is not on the line: \(onLine)")
            let distance = DeltaE.ciede2000(lab1: originalLab, lab2: DeltaE.labCoordinates(repaired))
            let nearestSample = reaching.map { (l: $0.x, distance: DeltaE.ciede2000(lab1: originalLab, lab2: repair.labPath.run($0))) }
                .min { $0.distance < $1.distance }
            let nearest = try #require(nearestSample, "the repair found \(repaired), the search no lightness")
            #expect(distance <= nearest.distance + 1e-6,
                    "\(method.name): ΔE2000 \(distance) for \(repaired); the sample of lightness \(nearest.l) is at \(nearest.distance)")
        case .unreachable(let best, let color):
            #expect(reaching.isEmpty, "\(method.name): the repair found nothing, the search \(reaching.count) lightnesses")
            let most = samples.map { abs(repair.contrast(oklab: $0)) }.max()!
            #expect(abs(abs(best) - most) < 1e-9, "best \(best), the search's \(most)")
            #expect(abs(color.contrast(against: background, method: method) - best) < 1e-9)
        }
    }

    /// The line keeps the original's chroma where sRGB holds it and otherwise the most sRGB holds.
    @Test func lineKeepsChromaInSRGB() throws {
        for text in ["tomato", "#0000ff", "oklch(0.9 0.3 150)", "color(display-p3 0 1 0)", "#777"] {
            let line = ContrastRepair.Line(try Color(css: text))
            for i in 1..<100 {
                let point = line.oklab(at: Double(i) / 100)
                let chroma = (point.y * point.y + point.z * point.z).squareRoot()
                #expect(ContrastRepair.Line.isInSRGB(point), "\(text) at \(i)%")
                #expect(chroma <= line.chroma + 1e-12)
                if chroma < line.chroma - 1e-9 {
                    let more = SIMD4(point.x, point.y * (1 + 1e-6), point.z * (1 + 1e-6), 0)
                    #expect(!ContrastRepair.Line.isInSRGB(more), "\(text) at \(i)%: more chroma fits")
                }
            }
        }
    }

    /// A color in sRGB that reaches the target already is its own answer, alpha and space kept.
    @Test func reachingColorIsKept() throws {
        let text = try Color(css: "rgb(0 0 0 / 0.5)")
        guard case .reached(let kept, _) = text.repairedContrast(4.5, against: try Color(css: "white")) else {
            Issue.record("black on white reaches 4.5")
            return
        }
        #expect(kept == text)
    }
}

/// The Euclidean distance of two coordinate vectors.
private func simd_distance(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
    let d = a - b
    return (d * d).sum().squareRoot()
}
