import Testing
@testable import ChromaKit

/// Mixing with `color-mix()` weights (css-color-5 §2): the percentage
/// normalization table, the spec's worked examples, and more than two colors,
/// checked against coloraide 8.13 (tolerance 1e-6 unless a row says otherwise).
@Suite("Interpolation: mixing") struct InterpolationMixTests {
    static let nan = Double.nan

    // MARK: Percentage normalization (css-color-5 §2.1)

    struct Normalization: Sendable, CustomTestStringConvertible {
        let percentages: [Double?], weights: [Double], multiplier: Double
        init(_ percentages: [Double?], _ weights: [Double], multiplier: Double = 1) {
            self.percentages = percentages
            self.weights = weights
            self.multiplier = multiplier
        }
        var testDescription: String { percentages.map { $0.map { "\($0)%" } ?? "–" }.joined(separator: ", ") }
    }

    static let normalizations: [Normalization] = [
        // Both omitted → 50/50; one given → the other is 100% − it.
        Normalization([nil, nil], [0.5, 0.5]),
        Normalization([30, nil], [0.3, 0.7]),
        Normalization([nil, 30], [0.7, 0.3]),
        Normalization([100, nil], [1, 0]),
        Normalization([nil, 0], [1, 0]),
        Normalization([50, 50], [0.5, 0.5]),
        // Sum over 100% → scaled down (the spec's purple 80%, plum 80% is 50/50).
        Normalization([80, 80], [0.5, 0.5]),
        Normalization([100, 100], [0.5, 0.5]),
        Normalization([75, 50], [0.6, 0.4]),
        // Sum under 100% → scaled up, the sum becomes the alpha multiplier.
        Normalization([30, 30], [0.5, 0.5], multiplier: 0.6),
        Normalization([20, 60], [0.25, 0.75], multiplier: 0.8),
        Normalization([0, 40], [0, 1], multiplier: 0.4),
        // More than two colors: omitted ones share what is left.
        Normalization([nil, nil, nil, nil], [0.25, 0.25, 0.25, 0.25]),
        Normalization([40, nil, nil], [0.4, 0.3, 0.3]),
        Normalization([60, 60, nil], [0.5, 0.5, 0]),
        Normalization([0, nil, 0], [0, 1, 0]),
        Normalization([20, 30, 10], [1.0 / 3, 0.5, 1.0 / 6], multiplier: 0.6),
        Normalization([33.3, 33.3, 33.4], [0.333, 0.333, 0.334]),
        // One color.
        Normalization([nil], [1]),
        Normalization([40], [1], multiplier: 0.4),
        // Percentages adding up to 0% leave 100% over: no weights and an alpha multiplier of 0.
        Normalization([0, 0], [0, 0], multiplier: 0),
        Normalization([0, 0, 0], [0, 0, 0], multiplier: 0),
        Normalization([0], [0], multiplier: 0),
    ]

    @Test(arguments: normalizations)
    func normalizesPercentages(_ row: Normalization) throws {
        let (weights, multiplier) = try Mix.normalize(row.percentages)
        #expect(weights.count == row.weights.count)
        for (weight, expected) in zip(weights, row.weights) { #expect(abs(weight - expected) < 1e-12) }
        #expect(abs(multiplier - row.multiplier) < 1e-12)
    }

    static let badPercentages: [([Double?], String)] = [
        ([-10, nil], "percentages must be between 0% and 100%, found -10%"),
        ([50, 120], "percentages must be between 0% and 100%, found 120%"),
        ([.nan, 10], "percentages must be between 0% and 100%, found nan%"),
        ([.infinity, nil], "found inf%"),
        ([], "nothing to mix: give at least one color"),
    ]

    @Test(arguments: badPercentages)
    func rejectsBadPercentages(_ percentages: [Double?], _ message: String) {
        #expect {
            _ = try Mix.normalize(percentages)
        } throws: { error in
            (error as? InterpolationError)?.message.contains(message) ?? false
        }
    }

    // MARK: css-color-5 worked examples

    struct Example: Sendable, CustomTestStringConvertible {
        let colors: [(String, Double?)], space: ColorSpace, hue: HueInterpolation?
        let expected: [Double], alpha: Double, tolerance: Double
        init(
            _ colors: [(String, Double?)], in space: ColorSpace, hue: HueInterpolation? = nil, _ expected: [Double],
            alpha: Double = 1, tolerance: Double = 1e-6
        ) {
            self.colors = colors
            self.space = space
            self.hue = hue
            self.expected = expected
            self.alpha = alpha
            self.tolerance = tolerance
        }
        var testDescription: String {
            "in \(space.id): " + colors.map { "\($0.0)\($0.1.map { " \($0)%" } ?? "")" }.joined(separator: ", ")
        }
    }

    static let purplePlum = [51.5117107551758, 52.21511533311367, 325.84119781110627]

    static let examples: [Example] = [
        // §2.1: six equivalent forms, lch(51.51% 52.21 325.8) in the spec (coloraide to full precision).
        Example([("purple", 50), ("plum", 50)], in: .lch, purplePlum),
        Example([("purple", 50), ("plum", nil)], in: .lch, purplePlum),
        Example([("purple", nil), ("plum", 50)], in: .lch, purplePlum),
        Example([("purple", nil), ("plum", nil)], in: .lch, purplePlum),
        Example([("plum", nil), ("purple", nil)], in: .lch, purplePlum, tolerance: 1e-9),
        Example([("purple", 80), ("plum", 80)], in: .lch, purplePlum),
        // …but 30% + 30% gives alpha 0.6.
        Example([("purple", 30), ("plum", 30)], in: .lch, purplePlum, alpha: 0.6),
        // §2.2: peru 40% with palegoldenrod, spec lch(79.7256% 40.448 84.771) from 3-decimal inputs.
        Example([("peru", 40), ("palegoldenrod", nil)], in: .lch, [79.7256, 40.448, 84.771], tolerance: 1e-2),
        Example([("peru", 40), ("palegoldenrod", nil)], in: .lch,
            [79.72549573895535, 40.454249164028795, 84.76337758063629]),
        // §2.2: teal 65% with olive, spec lch(49.4429% 40.4830 162.5452).
        Example([("teal", 65), ("olive", nil)], in: .lch, [49.4429, 40.4830, 162.5452], tolerance: 1e-2),
        Example([("teal", 65), ("olive", nil)], in: .lch, [49.44312189296244, 40.4805935473861, 162.54590218934268]),
        // §2.3: white and black in three spaces; two achromatic colors leave the hue missing.
        Example([("white", nil), ("black", nil)], in: .lch, [50, 0, nan], tolerance: 1e-4),
        Example([("white", nil), ("black", nil)], in: .xyzD65, [0.47522796352583574, 0.5, 0.5445288753799392]),
        Example([("white", nil), ("black", nil)], in: .srgb, [0.5, 0.5, 0.5]),
        // §2.3: white and blue (the powerless hue of white takes blue's).
        Example([("white", nil), ("blue", nil)], in: .oklch, [0.7260068590872117, 0.15660719431724268, 264.05202261637]),
        Example([("white", nil), ("blue", nil)], in: .srgb, [0.5, 0.5, 1]),
        // §2.3's display-p3 green in HSL: the example was written when mixing in HSL gamut-mapped such colors
        // into sRGB first; since the CSS Working Group resolved (2023) that HSL holds them, the green is
        // hsl(127.880288 301.9517% 25.333034%) as it is, and the mix is the weighted average of that and
        // yellow's hsl(60 100% 50%): h = 0.8 × 127.880288 + 0.2 × 60, s = 0.8 × 3.019517 + 0.2, l likewise.
        Example([("color(display-p3 0 1 0)", 80), ("yellow", nil)], in: .hsl,
            [0.8 * 127.880288279513067 + 0.2 * 60, 0.8 * 3.019517233025623 + 0.2, 0.8 * 0.253330337676229 + 0.2 * 0.5],
            tolerance: 1e-9),
        // §2.4: premultiplied mix, and the same with an alpha multiplier 0.8.
        Example([("rgb(100% 0% 0% / 0.7)", 25), ("rgb(0% 100% 0% / 0.2)", nil)], in: .srgb,
            [0.175 / 0.325, 0.15 / 0.325, 0], alpha: 0.325, tolerance: 1e-12),
        Example([("rgb(100% 0% 0% / 0.7)", 20), ("rgb(0% 100% 0% / 0.2)", 60)], in: .srgb,
            [0.175 / 0.325, 0.15 / 0.325, 0], alpha: 0.26, tolerance: 1e-12),
        // Default space OKLab (coloraide): red and blue 50/50; tomato 30% with gold.
        Example([("red", nil), ("blue", nil)], in: Mix.defaultSpace,
            [0.5399845410479274, 0.0962030466277384, -0.09284094417349639]),
        Example([("tomato", 30), ("gold", nil)], in: .oklab, [0.829605559655856, 0.03772149533176439, 0.1583409457159458]),
        // A missing alpha with an alpha multiplier counts as opaque.
        Example([("rgb(255 0 0 / none)", 25), ("rgb(0 0 255 / none)", 25)], in: .srgb, [0.5, 0, 0.5], alpha: 0.5),

        // More than two colors: mixed left to right, progress wᵢ / (w₁ + … + wᵢ).
        // In a rectangular space that is the premultiplied weighted average (coloraide Color.average).
        Example([("red", 50), ("blue", 25), ("gold", 25)], in: .oklab,
            [0.6486738813219098, 0.10008599608288388, 0.03039062897326339]),
        Example([("rgb(255 0 0 / 0.5)", nil), ("blue", nil), ("rgb(0 128 0 / 0.2)", nil)], in: .srgbLinear,
            [0.2941176470588236, 0.025395352954576386, 0.5882352941176472], alpha: 0.5666666666666667),
        // In a polar space each step fixes up one pair of hues (coloraide: successive mixes).
        Example([("red", 50), ("blue", 25), ("gold", 25)], in: .oklch,
            [0.6486738813219097, 0.25269175144800876, 14.46256948284406]),
        Example([("red", 50), ("blue", 25), ("gold", 25)], in: .oklch, hue: .longer,
            [0.6486738813219097, 0.25269175144800876, 194.46256948284406]),
        // Leading 0% colors mix 50/50 among themselves, then give way to the rest.
        Example([("red", 0), ("blue", 0), ("lime", 100)], in: .srgb, [0, 1, 0]),
        Example([("red", 0), ("blue", 0), ("lime", 50)], in: .srgb, [0, 1, 0], alpha: 0.5),
        // One color: that color in the space, alpha scaled below 100%.
        Example([("red", nil)], in: .oklch, [0.6279553639214311, 0.2576833038053606, 29.233880279627893]),
        Example([("red", 40)], in: .srgb, [1, 0, 0], alpha: 0.4),
    ]

    @Test(arguments: examples)
    func mixes(_ row: Example) throws {
        var colors: [(Color, Double?)] = []
        for (text, percentage) in row.colors { colors.append((try CSSColor.parse(text), percentage)) }
        let mixed = try Mix.mix(colors, in: row.space, hue: row.hue)
        #expect(mixed.space === row.space)
        expectCoordinates(mixed, row.expected, alpha: row.alpha, tolerance: row.tolerance)
    }

    // MARK: Other entry points

    @Test func weightedMixNormalizesWeights() throws {
        let red = try CSSColor.parse("red"), blue = try CSSColor.parse("blue"), gold = try CSSColor.parse("gold")
        let weighted = try Mix.mix(weighted: [(red, 2), (blue, 1), (gold, 1)], in: .oklab)
        let byPercent = try Mix.mix([(red, 50), (blue, 25), (gold, 25)], in: .oklab)
        expectCoordinates(weighted, byPercent.components, alpha: 1, tolerance: 1e-12)
        // Weights are relative: small sums carry no alpha multiplier.
        let small = try Mix.mix(weighted: [(red, 0.2), (blue, 0.1), (gold, 0.1)], in: .oklab)
        expectCoordinates(small, byPercent.components, alpha: 1, tolerance: 1e-12)
    }

    @Test(arguments: [
        ([2.0, -1.0], "weights must be finite numbers ≥ 0, found -1"),
        ([0.0, 0.0], "the weights add up to 0"),
        ([.nan, 1.0], "weights must be finite numbers ≥ 0, found nan"),
        ([Double.infinity, 1.0], "weights must be finite numbers ≥ 0, found inf"),
    ])
    func weightedMixRejectsBadWeights(_ weights: [Double], _ message: String) {
        let colors = weights.map { (Color(.srgb, 1, 0, 0), $0) }
        #expect {
            _ = try Mix.mix(weighted: colors)
        } throws: { error in
            (error as? InterpolationError)?.message.contains(message) ?? false
        }
    }

    /// Weights near the largest double are scaled before they are added, so they mix as 1 and 1 do.
    @Test func theLargestWeightsMixAsEqualOnes() throws {
        let red = Color(.srgb, 1, 0, 0), blue = Color(.srgb, 0, 0, 1)
        let huge = try Mix.mix(weighted: [(red, .greatestFiniteMagnitude), (blue, .greatestFiniteMagnitude)])
        let equal = try Mix.mix(weighted: [(red, 1), (blue, 1)])
        #expect(huge.coords == equal.coords && huge.alpha == 1)
    }

    @Test func mixByFractionIsTheTwoColorMix() throws {
        let a = try CSSColor.parse("tomato"), b = try CSSColor.parse("gold")
        for fraction in [0, 0.25, 0.7, 1] {
            let byFraction = try Mix.mix(a, b, by: fraction, in: .oklch, hue: .longer)
            let byPercent = try Mix.mix([(a, (1 - fraction) * 100), (b, nil)], in: .oklch, hue: .longer)
            expectCoordinates(byFraction, byPercent.components, alpha: 1, tolerance: 1e-9)
        }
        #expect(throws: InterpolationError("the mix fraction must be between 0 and 1, found 1.5")) {
            _ = try Mix.mix(a, b, by: 1.5)
        }
        #expect(throws: InterpolationError.self) { _ = try Mix.mix(a, b, by: .nan) }
    }

    @Test func hueMethodInRectangularSpaceIsAnError() {
        let red = Color(.srgb, 1, 0, 0)
        #expect(throws: InterpolationError(
            "hue interpolation needs a polar space such as oklch, lch, hsl or hwb; oklab has no hue"
        )) {
            _ = try Mix.mix([(red, nil)], hue: .shorter)
        }
    }

    @Test func gamutMappingOnlyForSpacesThatCannotHoldTheColor() throws {
        let p3Green = Color(.displayP3, 0, 1, 0)
        let black = Color(.srgb, 0, 0, 0)
        // In sRGB, HSL, HWB, HSB and CMYK the color is interpolated as it is.
        for space in [ColorSpace.srgb, .hsl, .hwb, .hsb, .cmyk] {
            let mixed = try Mix.mix([(p3Green, 100), (black, 0)], in: space).converted(to: .srgb)
            #expect(mixed.coords.x < -0.5, "\(space.id)")
        }
        // In Okhsl and Okhsv, whose formulas hold only sRGB, it is mapped into sRGB first.
        for space in [ColorSpace.okhsl, .okhsv] {
            #expect(Gamut.contains(try Mix.mix([(p3Green, 100), (black, 0)], in: space)), "\(space.id)")
        }
    }
}

extension InterpolationMixTests {
    /// Big mixes, up to the limit: a `color-mix()` of hundreds of kilobytes gives what `Mix.mix` gives for its colors,
    /// which in OKLab is the weighted average of the premultiplied coordinates; one color past the limit is refused.
    @Test func bigMixesAreTheWeightedAverageUpToTheLimit() throws {
        var rng = SeededRandomGenerator(seed: 12)
        for count in [3, 250, 2_000, Mix.maximumColors] {
            let colors = (0..<count).map { _ in
                Color(.srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                      Double.random(in: 0...1, using: &rng), alpha: Double.random(in: 0.2...1, using: &rng))
            }
            let weights = (0..<count).map { _ in Double(Int.random(in: 1...9, using: &rng)) }
            let total = weights.reduce(0, +)
            // The reference: the premultiplied weighted average in OKLab (css-color-5 §2.2, CSS Color 4 §12.3).
            var sum = SIMD4<Double>(repeating: 0)
            var alpha = 0.0
            for (color, weight) in zip(colors, weights) {
                let lab = color.converted(to: .oklab)
                sum += lab.coords * lab.alpha * weight / total
                alpha += lab.alpha * weight / total
            }
            let expected = sum / alpha
            let mixed = try Mix.mix(weighted: Array(zip(colors, weights)), in: .oklab)
            for i in 0..<3 { #expect(abs(mixed.coords[i] - expected[i]) < 1e-9, "\(count) colors, channel \(i)") }
            #expect(abs(mixed.alpha - alpha) < 1e-9)
            // The same mix as CSS text: percentages that add up to 100%.
            let items = zip(colors, weights).map { color, weight in
                CSSColor.string(color, in: .srgb, precision: 15) + " " + ShortNumber.string(weight / total * 100, precision: 15) + "%"
            }
            let css = "color-mix(in oklab, " + items.joined(separator: ", ") + ")"
            let parsed = try CSSColor.parse(css).converted(to: .oklab)
            for i in 0..<3 { #expect(abs(parsed.coords[i] - expected[i]) < 1e-6, "\(count) colors as \(css.utf8.count) bytes of CSS") }
        }
        let tooMany = Array(repeating: (Color(.srgb, 0, 0, 0), 1.0), count: Mix.maximumColors + 1)
        #expect(throws: InterpolationError.self) { try Mix.mix(weighted: tooMany) }
    }
}
