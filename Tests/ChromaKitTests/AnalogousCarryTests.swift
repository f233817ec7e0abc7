import Testing
import ChromaKit

/// A missing component is carried forward to its analogous one when a color is converted for mixing (CSS Color 4
/// §12.2): a missing chroma of `lch()`/`oklch()` becomes a missing saturation of `hsl()` and the reverse, and so
/// takes the other color's value, as do a missing lightness and hue.
///
/// The expected values are coloraide 8.13's (`Color(a).mix(b, space=…, carryforward=True)`, sRGB coordinates at six
/// decimals, not fitted to the gamut); `color-mix(in hsl, lch(20 none 180), hsl(11 33 44))` is also the case that
/// browsers' "analogous component forwarding" is tested with.
@Suite("color-mix(): missing components carried to analogous ones") struct AnalogousCarryTests {
    static let rows: [(mix: String, srgb: [Double])] = [
        ("color-mix(in hsl, lch(20 none 180), hsl(11 33% 44%))", [0.418535, 0.248918, 0.210841]),
        ("color-mix(in oklch, lch(20 none 180), oklch(0.6 0.15 120))", [0.303341, 0.378848, -0.164558]),
        ("color-mix(in hsl, lch(60 none 40), hsl(11 33% 44%))", [0.667300, 0.399651, 0.339566]),
        ("color-mix(in oklch, lch(60 none 40), oklch(0.6 0.15 120))", [0.492201, 0.582284, -0.015484]),
        ("color-mix(in hsl, oklch(0.5 none 30), hsl(11 33% 44%))", [0.551001, 0.327701, 0.277572]),
        ("color-mix(in lch, oklch(0.5 none 30), lch(70 30 300))", [0.560776, 0.495458, 0.704711]),
        ("color-mix(in hsl, oklch(0.8 none 250), hsl(11 33% 44%))", [0.726374, 0.506248, 0.456832]),
        ("color-mix(in lch, oklch(0.8 none 250), lch(70 30 300))", [0.745342, 0.674729, 0.895133]),
        ("color-mix(in lch, hsl(120 none 50%), lch(70 30 300))", [0.620206, 0.553028, 0.766118]),
        ("color-mix(in oklch, hsl(120 none 50%), oklch(0.6 0.15 120))", [0.459809, 0.547784, -0.088558]),
        ("color-mix(in lch, hsl(300 none 30%), lch(70 30 300))", [0.512137, 0.448479, 0.654382]),
        ("color-mix(in oklch, hsl(300 none 30%), oklch(0.6 0.15 120))", [0.360586, 0.441183, -0.156611]),
        ("color-mix(in hsl, lch(none 40 90), hsl(11 33% 44%))", [1.090622, -0.372737, 1.252737]),
        ("color-mix(in oklch, lch(none 40 90), oklch(0.6 0.15 120))", [0.906618, 0.225387, -0.365602]),
        ("color-mix(in lch, hsl(200 40% none), lch(70 30 300))", [0.691871, 0.655258, 0.764025]),
        ("color-mix(in oklch, hsl(200 40% none), oklch(0.6 0.15 120))", [0.479373, 0.529636, 0.325810]),
        ("color-mix(in hsl, oklch(0.7 0.1 none), hsl(11 33% 44%))", [0.730959, 0.442837, 0.378156]),
        ("color-mix(in lch, oklch(0.7 0.1 none), lch(70 30 300))", [0.677570, 0.605623, 0.833413]),
        ("color-mix(in lch, hsl(none 50% 50%), lch(70 30 300))", [0.593839, 0.500904, 0.818181]),
        ("color-mix(in oklch, hsl(none 50% 50%), oklch(0.6 0.15 120))", [0.432630, 0.521634, -0.148568]),
    ]

    @Test(arguments: rows.indices)
    func missingComponentsTakeTheOtherColorsValue(row: Int) throws {
        let (mix, expected) = Self.rows[row]
        let srgb = try CSSColor.parse(mix).converted(to: .srgb).coords
        for channel in 0..<3 {
            #expect(abs(srgb[channel] - expected[channel]) < 1e-6, "\(mix): channel \(channel) is \(srgb[channel])")
        }
    }

    /// With alpha, the other color's value fills the missing one before premultiplication, as the web-platform-tests
    /// for `color-mix()` read CSS Color 4 §12.3 (`hsl(90deg none none / 0.5)` mixed at 0% takes 40% and 80% unscaled):
    /// the gray of `oklch(0.8 none 250 / 0.5)` takes hsl()'s 33% saturation as it is.
    @Test func aCarriedSaturationIsNotScaledByAlpha() throws {
        let mixed = try CSSColor.parse("color-mix(in hsl, oklch(0.8 none 250 / 0.5), hsl(11 33% 44%))")
        #expect(mixed.space === ColorSpace.hsl)
        #expect(abs(mixed.coords[0] - 11) < 1e-9 && abs(mixed.coords[1] - 0.33) < 1e-9, "\(mixed.coords)")
        #expect(abs(mixed.alpha - 0.75) < 1e-12)
    }
}
