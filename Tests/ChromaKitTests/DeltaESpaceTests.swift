import Testing
@testable import ChromaKit

/// Each ΔE method names the space it measures in: colors converted into it once measure the same.
@Suite("Delta E: the space of each method") struct DeltaESpaceTests {
    @Test func colorsConvertedIntoTheMethodsSpaceMeasureTheSame() {
        var random = SeededRandomGenerator(seed: 16)
        var colors: [Color] = ["rgb(none 20 30)", "lab(50 none 20)", "oklch(0.6 0.2 none)", "color(display-p3 0 1 0)"]
            .map { try! CSSColor.parse($0) }
        for _ in 0..<150 {
            colors.append(Color(.srgb, Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random),
                                Double.random(in: 0...1, using: &random)))
            colors.append(Color(.oklch, Double.random(in: 0...1, using: &random), Double.random(in: 0...0.4, using: &random),
                                Double.random(in: 0..<360, using: &random)))
        }
        for method in DeltaE.methods {
            let routes = ConversionRoutes(to: method.space)
            func measured(_ color: Color) -> Color {
                Color(method.space, ColorSpace.zeroingMissing(routes.converted(Color(color.space, ColorSpace.zeroingMissing(color.coords))).coords))
            }
            for (a, b) in zip(colors, colors.dropFirst()) {
                let expected = method.distance(a, b), got = method.distance(measured(a), measured(b))
                #expect(got.bitPattern == expected.bitPattern, "ΔE\(method.name) \(a) → \(b): \(got) instead of \(expected)")
            }
        }
    }

    @Test func theLabMethodsMeasureInLabAndOKInOKLab() {
        #expect(DeltaE.methods.filter { $0.space === ColorSpace.oklab }.map(\.name) == ["ok", "ok2"])
        #expect(DeltaE.methods.filter { $0.space === ColorSpace.lab }.map(\.name) == ["76", "94", "cmc", "2000", "hyab"])
        #expect(DeltaE.methods.filter { $0.space === ColorSpace.din99o }.map(\.name) == ["99o"])
    }
}
