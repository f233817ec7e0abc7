import Testing
import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream

/// `ColorFields` runs the steps that the routes from one source share once per record: the coordinates it
/// gives for every space are bit for bit those of the space's own route.
@Suite("ColorFields shared routes") struct ColorFieldsSharedRoutesTests {
    /// Coordinates across each channel's range and a little past it, with the 8-bit grid for sRGB.
    static func samples(in space: ColorSpace) -> [SIMD4<Double>] {
        var random = SeededRandomGenerator(seed: 1616)
        var samples: [SIMD4<Double>] = []
        for _ in 0..<200 {
            var coords = SIMD4<Double>.zero
            for (i, channel) in space.channels.enumerated() {
                let span = channel.range.upperBound - channel.range.lowerBound
                coords[i] = channel.range.lowerBound + Double.random(in: -0.1...1.1, using: &random) * span
            }
            samples.append(coords)
        }
        if space === ColorSpace.srgb {
            for _ in 0..<200 {
                samples.append(SIMD4(Double(Int.random(in: 0...255, using: &random)) / 255,
                                     Double(Int.random(in: 0...255, using: &random)) / 255,
                                     Double(Int.random(in: 0...255, using: &random)) / 255, 0))
            }
        }
        samples.append(SIMD4(0.5, .nan, 0.25, 0))  // a missing component: the unshared route
        return samples
    }

    @Test(arguments: ColorSpaces.all.map(\.id))
    func everySpaceGetsItsOwnRoutesBits(sourceID: String) {
        let source = ColorSpaces.named(sourceID)!
        // Every space, then again in reverse, so that routes share with routes before and after them.
        for spaces in [ColorSpaces.all, ColorSpaces.all.reversed()] {
            let fields = ColorFields(spaces: spaces)
            let paths = spaces.map { ConversionPath(from: source, to: $0) }
            for coords in Self.samples(in: source) {
                var seen = 0
                fields.forEachConversion(of: Color(source, coords)) { i, converted in
                    let expected = paths[i].apply(coords)
                    let same = (0..<4).allSatisfy { converted[$0].bitPattern == expected[$0].bitPattern }
                    #expect(same, "\(source.id) → \(spaces[i].id) at \(coords): \(converted) vs \(expected)")
                    #expect(i == seen)
                    seen += 1
                }
                #expect(seen == spaces.count)
            }
        }
    }

    /// Routes from one source share their leading steps exactly where they are the same steps: sRGB's decoding
    /// for most spaces, the whole route to Lab for LCh and to OKLab for OKLCh, Okhsl and Okhsv; a fused
    /// matrix that differs stops the sharing; routes from different sources share nothing.
    @Test func sharedStepCounts() {
        func shared(_ a: ColorSpace, _ b: ColorSpace, from source: ColorSpace = .srgb) -> Int {
            ConversionPath(from: source, to: a).sharedStepCount(with: ConversionPath(from: source, to: b))
        }
        #expect(shared(.lch, .lab) == ConversionPath(from: .srgb, to: .lab).steps.count)
        #expect(shared(.okhsl, .oklch) == ConversionPath(from: .srgb, to: .oklab).steps.count)
        #expect(shared(.displayP3, .displayP3Linear) == ConversionPath(from: .srgb, to: .displayP3Linear).steps.count)
        #expect(shared(.xyzD65, .xyzD50) == 1)  // sRGB's decoding; the matrices to XYZ D65 and D50 differ
        #expect(shared(.hsl, .hwb) == 0)
        #expect(shared(.lab, .lab, from: .oklch) == ConversionPath(from: .oklch, to: .lab).steps.count)
        #expect(ConversionPath(from: .srgb, to: .lab).sharedStepCount(with: ConversionPath(from: .hsl, to: .lab)) == 0)
    }
}
