import Foundation
import Testing
@testable import ChromaKit

/// Fast routes and the routes kept by `ConversionRoutes` compute exactly what the library's routes compute.
@Suite("fast routes") struct FastRouteTests {
    /// Coordinates on the 8-bit grid (where sRGB decoding reads its table), next to it, and anywhere.
    static func samples() -> [SIMD4<Double>] {
        var random = SeededRandomGenerator(seed: 2026)
        var samples: [SIMD4<Double>] = [SIMD4(0, 0, 0, 0), SIMD4(1, 1, 1, 0), SIMD4(0.5, 0.25, 0.75, 0)]
        // 1,203 samples with CHROMATOOLS_LONG_TESTS=1 (make test-long), 303 otherwise.
        for _ in 0..<(ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1" ? 400 : 100) {
            let grid = SIMD4(Double(Int.random(in: 0...255, using: &random)) / 255,
                             Double(Int.random(in: 0...255, using: &random)) / 255,
                             Double(Int.random(in: 0...255, using: &random)) / 255, 0)
            samples.append(grid)
            samples.append(grid + SIMD4(5e-8, -5e-8, 2e-7, 0))
            samples.append(SIMD4(Double.random(in: -0.5...1.5, using: &random), Double.random(in: -0.5...1.5, using: &random),
                                 Double.random(in: -0.5...1.5, using: &random), 0))
        }
        return samples
    }

    @Test func everyRouteGivesTheSameBitsAsTheLibrarysRoute() {
        let samples = Self.samples()
        for source in ColorSpaces.all {
            for target in ColorSpaces.all {
                let path = ConversionPath(from: source, to: target)
                let fast = FastRoute(path)
                defer { fast.deallocate() }
                for coords in samples {
                    // Scale the sample into the source's channel ranges, so every space sees typical values.
                    var input = coords
                    for (i, channel) in source.channels.enumerated() {
                        input[i] = channel.range.lowerBound + coords[i] * (channel.range.upperBound - channel.range.lowerBound)
                    }
                    // A fast route is the arithmetic for colors that need no carrying: nothing missing, no powerless hue.
                    if source.needsCarrying(input) { continue }
                    let expected = path.apply(input), got = fast.run(input)
                    for i in 0..<4 where !(expected[i].bitPattern == got[i].bitPattern || (expected[i].isNaN && got[i].isNaN)) {
                        Issue.record("\(source) → \(target) at \(input): \(got) instead of \(expected)")
                        return
                    }
                }
            }
        }
    }

    @Test func theRoutesThatMatterUseTheNamedSteps() {
        #expect(ConversionPath(from: .srgb, to: .oklab).steps.contains(.srgbDecode))
        #expect(ConversionPath(from: .srgb, to: .oklab).steps.contains(.oklabFromXYZ))
        #expect(ConversionPath(from: .srgb, to: .oklch).steps.last == .polar(achromatic: 0.000004))
    }

    /// 90 samples from each source to each target with CHROMATOOLS_LONG_TESTS=1 (make test-long), 30 otherwise.
    @Test func conversionRoutesConvertAsColorConvertedDoes() {
        let samples = Self.samples().prefix(ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1" ? 90 : 30)
        for target in ColorSpaces.all {
            let routes = ConversionRoutes(to: target)
            // Every source in turn, twice, so that both the remembered last route and the kept ones are used.
            for source in ColorSpaces.all + ColorSpaces.all {
                for (n, coords) in samples.enumerated() {
                    var input = coords
                    for (i, channel) in source.channels.enumerated() {
                        input[i] = channel.range.lowerBound + coords[i] * (channel.range.upperBound - channel.range.lowerBound)
                    }
                    // Some with a missing component, which takes the route that carries it forward.
                    if n % 7 == 0 { input[n % source.channels.count] = .nan }
                    let color = Color(source, input, alpha: n % 2 == 0 ? 1 : 0.5)
                    let expected = color.converted(to: target), got = routes.converted(color)
                    guard got.isIdentical(to: expected) else {
                        Issue.record("\(source) → \(target) at \(input): \(got) instead of \(expected)")
                        return
                    }
                }
            }
            #expect(routes.path(from: .srgb).target === target)
        }
    }
}
