import Testing
@testable import ChromaKit

/// The fixed mapping of seeded draws (`RandomDraw`), random colors by strategy, and the distinct-palette search.
@Suite("Palettes") struct PaletteTests {
    /// A generator that hands out given outputs, to pin the mapping of one output to a draw.
    struct Outputs: RandomNumberGenerator {
        var values: [UInt64]
        mutating func next() -> UInt64 { values.removeFirst() }
    }

    /// Whether each sRGB channel is k/255 for a whole k in 0…255.
    static func isOn8BitGrid(_ color: Color) -> Bool {
        (0..<3).allSatisfy { i in
            let k = color.coords[i] * 255
            return k >= 0 && k <= 255 && abs(k - k.rounded()) < 1e-9
        }
    }

    @Test func aRealDrawIsTheTop53BitsOfOneOutput() {
        var g = Outputs(values: [0, UInt64.max, 1 << 63, 0x0000_0000_0000_07FF, 0x0000_0000_0000_0800])
        #expect(RandomDraw.unit(using: &g) == 0)
        #expect(RandomDraw.unit(using: &g) == 1 - 0x1p-53)
        #expect(RandomDraw.unit(using: &g) == 0.5)
        #expect(RandomDraw.unit(using: &g) == 0, "the low 11 bits are dropped")
        #expect(RandomDraw.unit(using: &g) == 0x1p-53)
        var h = Outputs(values: [1 << 63])
        #expect(RandomDraw.real(from: 0.55, to: 0.85, using: &h) == 0.55 + (0.85 - 0.55) * 0.5)
    }

    /// Lemire's method: the high word of output × width, re-drawn only when the low word falls in the biased stripe.
    @Test func anIntegerDrawMultipliesAndRejects() {
        var g = Outputs(values: [0xFF00_0000_0000_0000, 0x0100_0000_0000_0000])
        #expect(RandomDraw.integer(in: 0...255, using: &g) == 0xFF)
        #expect(RandomDraw.integer(in: 10...265, using: &g) == 11)
        // Width 3: 2^64 mod 3 = 1, so a low word of 0 (output 0) is rejected and the next output drawn.
        var h = Outputs(values: [0, UInt64.max])
        #expect(RandomDraw.integer(in: 0...2, using: &h) == 2)
        #expect(h.values.isEmpty)
    }

    @Test(arguments: RandomColorStrategy.allCases)
    func everyStrategyGivesOpaque8BitSRGB(strategy: RandomColorStrategy) {
        var g = SeededRandomGenerator(seed: 11)
        for _ in 0..<200 {
            let color = strategy.color(using: &g)
            #expect(color.space === ColorSpace.srgb && color.alpha == 1)
            #expect(Self.isOn8BitGrid(color), "\(color)")
            if strategy == .gray { #expect(color.coords.x == color.coords.y && color.coords.y == color.coords.z) }
        }
    }

    @Test func vividColorsAreSaturatedAndOfMiddleLightness() {
        var g = SeededRandomGenerator(seed: 5)
        for _ in 0..<500 {
            let oklch = RandomColorStrategy.vivid.color(using: &g).converted(to: .oklch).coords
            // Gamut mapping keeps lightness and hue and lowers chroma; 8-bit rounding moves little.
            #expect(oklch.x > 0.54 && oklch.x < 0.86, "L \(oklch.x)")
            #expect(oklch.y > 0.05 && oklch.y < 0.25, "C \(oklch.y)")
        }
    }

    /// The palette's reported minimum is the smallest ΔE of its pairs by the registered formula.
    @Test(arguments: DistinctColors.Metric.allCases)
    func theReportedMinimumIsTheSmallestPairwiseDifference(metric: DistinctColors.Metric) {
        var g = SeededRandomGenerator(seed: 3)
        let kept = [Color(.srgb, 1, 1, 1), Color(.oklch, 0.6, 0.1, 200)]
        let palette = DistinctColors.find(count: 6, keeping: kept, metric: metric, restarts: 3, moves: 2, using: &g)
        #expect(palette.colors.count == 6)
        #expect(palette.colors[0].isIdentical(to: kept[0]) && palette.colors[1].isIdentical(to: kept[1]), "kept first, unmoved")
        for color in palette.colors.dropFirst(2) { #expect(Self.isOn8BitGrid(color) && color.space === ColorSpace.srgb) }
        let formula: (Color, Color) -> Double = metric == .ok ? { DeltaE.ok($0, $1) } : { DeltaE.ciede2000($0, $1) }
        var smallest = Double.infinity
        for i in palette.colors.indices { for j in 0..<i { smallest = min(smallest, formula(palette.colors[i], palette.colors[j])) } }
        #expect(palette.minimumDeltaE == smallest)
    }

    @Test func twoColorsAreBlackAndWhite() {
        var g = SeededRandomGenerator(seed: 1)
        let palette = DistinctColors.find(count: 2, metric: .ok, using: &g)
        #expect(Set(palette.colors.map { $0.hexString() }) == ["#000000", "#ffffff"])
        #expect(abs(palette.minimumDeltaE - 1) < 1e-6, "black to white is OKLab lightness 0 to 1")
    }

    @Test func theSameSeedGivesTheSamePalette() {
        var a = SeededRandomGenerator(seed: 9), b = SeededRandomGenerator(seed: 9)
        let first = DistinctColors.find(count: 5, keeping: [], metric: .ok, restarts: 2, moves: 2, using: &a)
        let second = DistinctColors.find(count: 5, keeping: [], metric: .ok, restarts: 2, moves: 2, using: &b)
        #expect(first.colors.map { $0.hexString() } == second.colors.map { $0.hexString() })
        #expect(first.minimumDeltaE == second.minimumDeltaE)
    }
}
