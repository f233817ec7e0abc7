import Testing
@testable import ChromaKit

/// The colormaps held to what matplotlib samples of them (`ColormapCases`), and their gradients.
@Suite("Colormaps") struct ColormapTests {
    /// How far a channel may be from matplotlib's: 1/255.
    static let tolerance = 1.0 / 255

    @Test func everySampleIsMatplotlibs() throws {
        var rows = 0, largest = 0.0
        for line in ColormapCases.table.split(separator: "\n") {
            let halves = line.split(separator: "|")
            let words = halves[0].split(separator: " ")
            let map = try #require(Colormap.named(String(words[0])))
            let steps = try #require(Int(words[1]))
            let expected = halves[1].split(separator: ";").map { $0.split(separator: " ").map { Double($0)! } }
            try #require(expected.count == steps)
            for (index, wanted) in expected.enumerated() {
                let color = map.color(at: Double(index) / Double(steps - 1))
                for channel in 0..<3 { largest = max(largest, abs(color.coords[channel] - wanted[channel])) }
            }
            rows += 1
        }
        #expect(rows == Colormap.all.count * 7)
        #expect(largest <= Self.tolerance, "the largest difference is \(largest * 255)/255")
    }

    @Test func theGradientPassesThroughEveryEntry() {
        for map in Colormap.all {
            #expect(map.count == 256, "\(map.name)")
            let gradient = map.gradient
            #expect(gradient.space === ColorSpace.srgb)
            for index in [0, 1, 100, 255] {
                let t = Double(index) / Double(map.count - 1)
                let difference = gradient.color(at: t).coords - map.entry(index).coords
                #expect(max(abs(difference.x), abs(difference.y), abs(difference.z)) < 1e-12, "\(map.name) entry \(index)")
                #expect(map.entryPosition(at: t) >= 0 && map.entryPosition(at: t) <= 1)
            }
        }
    }

    @Test func samplingPicksTheEntryOfMatplotlib() {
        let viridis = Colormap.viridis
        #expect(viridis.entryIndex(at: 0) == 0)
        #expect(viridis.entryIndex(at: 0.5) == 128, "⌊0.5 · 256⌋")
        #expect(viridis.entryIndex(at: 1) == 255, "t = 1 is the last entry")
        #expect(viridis.entryIndex(at: -0.1) == 0 && viridis.entryIndex(at: 1.5) == 255)
        #expect(Colormap.named("Viridis")?.name == "viridis" && Colormap.named("jet") == nil)
    }
}
