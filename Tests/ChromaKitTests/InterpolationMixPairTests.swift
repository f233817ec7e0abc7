import Testing
@testable import ChromaKit

/// A mix computed through kept routes, or as a pair with weights normalized once, is the mix of the general API.
@Suite("Interpolation: mixing pair after pair") struct InterpolationMixPairTests {
    /// Colors in several spaces, with missing components, out of the sRGB gamut, translucent.
    static let colors: [Color] = [
        "#3a7bd5", "tomato", "rgb(10 20 30 / 0.5)", "hsl(none 50% 50%)", "lab(50 none 20)",
        "oklch(0.7 0.35 40)", "color(display-p3 0 1 0)", "hwb(200 10% 10% / none)", "oklab(0.4 0.1 -0.1)",
        "color(xyz-d65 0.2 0.3 0.4)", "rgb(none none none)", "black", "white",
    ].map { try! CSSColor.parse($0) }

    static let spaces: [(ColorSpace, HueInterpolation?)] = [
        (.oklab, nil), (.oklch, nil), (.oklch, .longer), (.hsl, .increasing), (.hwb, nil), (.lab, nil),
        (.srgb, nil), (.srgbLinear, nil), (.xyzD65, nil), (.lch, .decreasing),
    ]

    @Test func aPairMixedWithNormalizedWeightsIsTheGeneralMix() throws {
        for (space, hue) in Self.spaces {
            let routes = ConversionRoutes(to: space)
            for fraction in [0, 0.3, 0.5, 1] {
                let percentages: [Double?] = [(1 - fraction) * 100, fraction * 100]
                let (weights, multiplier) = try Mix.normalize(percentages)
                for a in Self.colors {
                    for b in Self.colors {
                        let expected = try Mix.mix([(a, percentages[0]), (b, percentages[1])], in: space, hue: hue)
                        let pair = try Mix.mix(
                            a, b, weights: (weights[0], weights[1]), alphaMultiplier: multiplier, in: space, hue: hue,
                            routes: routes)
                        let routed = try Mix.mix([(a, percentages[0]), (b, percentages[1])], in: space, hue: hue, routes: routes)
                        #expect(pair.isIdentical(to: expected), "\(a) + \(b) in \(space): \(pair) instead of \(expected)")
                        #expect(routed.isIdentical(to: expected), "\(a) + \(b) in \(space): \(routed) instead of \(expected)")
                        let prepared = try Mix.mix(
                            prepared: Mix.prepared(a, forMixingIn: space, routes: routes), Mix.prepared(b, forMixingIn: space),
                            weights: (weights[0], weights[1]), alphaMultiplier: multiplier, in: space, hue: hue)
                        #expect(prepared.isIdentical(to: expected), "\(a) + \(b) in \(space): \(prepared) instead of \(expected)")
                    }
                }
            }
        }
    }

    @Test func percentagesUnder100ScaleTheAlphaOfAPairAsOfTheGeneralMix() throws {
        let a = Self.colors[0], b = Self.colors[2]
        let (weights, multiplier) = try Mix.normalize([20, 30])
        #expect(multiplier == 0.5)
        let pair = try Mix.mix(a, b, weights: (weights[0], weights[1]), alphaMultiplier: multiplier, in: .oklab)
        #expect(pair.isIdentical(to: try Mix.mix([(a, 20), (b, 30)])))
    }

    @Test func aPairInARectangularSpaceRefusesAHueMethod() {
        #expect(throws: InterpolationError.self) {
            try Mix.mix(Self.colors[0], Self.colors[1], weights: (0.5, 0.5), alphaMultiplier: 1, in: .oklab, hue: .longer)
        }
    }
}
