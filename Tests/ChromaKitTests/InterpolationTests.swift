import Testing
@testable import ChromaKit

/// Two-color interpolation (CSS Color 4 §12): tables of reference values from
/// the spec's worked examples and from coloraide 8.13 (`Color.mix`/
/// `Color.interpolate`, premultiplied, in the same space), tolerance 1e-6
/// unless a row states another (the spec prints rounded numbers).
@Suite("Interpolation") struct InterpolationTests {
    static let nan = Double.nan

    /// One interpolation: from, to (CSS), space, hue method, t, and the expected coordinates (NaN = missing) and alpha.
    struct Row: Sendable, CustomTestStringConvertible {
        let from: String, to: String, space: ColorSpace, hue: HueInterpolation?, t: Double
        let expected: [Double], alpha: Double, tolerance: Double
        init(
            _ from: String, _ to: String, in space: ColorSpace, hue: HueInterpolation? = nil, at t: Double,
            _ expected: [Double], alpha: Double = 1, tolerance: Double = 1e-6
        ) {
            self.from = from
            self.to = to
            self.space = space
            self.hue = hue
            self.t = t
            self.expected = expected
            self.alpha = alpha
            self.tolerance = tolerance
        }
        var testDescription: String {
            "\(from) → \(to) in \(space.id)\(hue.map { " \($0.rawValue)" } ?? "") at \(t)"
        }
    }

    static let rows: [Row] = [
        // coloraide: red → blue 30% in OKLCh and OKLab.
        Row("red", "blue", in: .oklch, at: 0.3, [0.5751728701973289, 0.27434262925409786, 351.6793229806505]),
        Row("red", "blue", in: .oklab, at: 0.3, [0.5751728701973289, 0.14766705534715271, -0.005366055571863815]),
        // coloraide: each hue method in LCh, rebeccapurple (h ≈ 308.9) → lch(85% 100 85).
        Row("rebeccapurple", "lch(85% 100 85)", in: .lch, at: 0.25,
            [45.54453731528345, 70.93264710426416, 342.8928407882276]),
        Row("rebeccapurple", "lch(85% 100 85)", in: .lch, hue: .shorter, at: 0.5,
            [58.69635821018897, 80.6217647361761, 16.92856052548507]),
        Row("rebeccapurple", "lch(85% 100 85)", in: .lch, hue: .increasing, at: 0.75,
            [71.84817910509449, 90.31088236808804, 50.96428026274253]),
        Row("rebeccapurple", "lch(85% 100 85)", in: .lch, hue: .longer, at: 0.25,
            [45.54453731528345, 70.93264710426416, 252.8928407882276]),
        Row("rebeccapurple", "lch(85% 100 85)", in: .lch, hue: .decreasing, at: 0.75,
            [71.84817910509449, 90.31088236808804, 140.96428026274253]),
        // coloraide: other polar spaces and methods.
        Row("#ff0000", "#00ff00", in: .hwb, hue: .longer, at: 0.5, [240, 0, 0]),
        Row("tomato", "gold", in: .hsl, hue: .decreasing, at: 0.4, [241.71355498721226, 1, 0.5835294117647059]),
        Row("tomato", "gold", in: .hsb, hue: .longer, at: 0.4, [241.71355498721226, 0.8329411764705883, 1]),
        // coloraide: rectangular spaces.
        Row("tomato", "gold", in: .lab, at: 0.4, [72.78171083875716, 36.782708663635795, 63.349500862296196]),
        Row("tomato", "gold", in: .displayP3, at: 0.4, [0.9468149935150971, 0.5967652411276392, 0.3061605528551985]),
        Row("tomato", "gold", in: .xyzD50, at: 0.4, [0.5749993266716134, 0.4733154161779825, 0.0745773304053516]),
        // CSS Color 4 §12.4 examples, in OKLCh (exact arithmetic).
        Row("oklch(0.6 0.24 30)", "oklch(0.8 0.15 90)", in: .oklch, hue: .shorter, at: 0.5, [0.7, 0.195, 60]),
        Row("oklch(0.6 0.24 30)", "oklch(0.8 0.15 90)", in: .oklch, hue: .longer, at: 0.5, [0.7, 0.195, 240]),
        Row("oklch(0.5 0.1 30)", "oklch(0.7 0.1 190)", in: .oklch, hue: .increasing, at: 0.5, [0.6, 0.1, 110]),
        Row("oklch(0.5 0.1 30)", "oklch(0.7 0.1 230)", in: .oklch, hue: .increasing, at: 0.5, [0.6, 0.1, 130]),
        Row("oklch(0.5 0.1 30)", "oklch(0.7 0.1 190)", in: .oklch, hue: .decreasing, at: 0.5, [0.6, 0.1, 290]),
        Row("oklch(0.5 0.1 30)", "oklch(0.7 0.1 230)", in: .oklch, hue: .decreasing, at: 0.5, [0.6, 0.1, 310]),
        // Hue edge cases: shorter exactly 180° apart goes as written; longer between equal hues goes all round.
        Row("oklch(0.5 0.1 10)", "oklch(0.5 0.1 190)", in: .oklch, at: 0.25, [0.5, 0.1, 55]),
        Row("oklch(0.5 0.1 190)", "oklch(0.5 0.1 10)", in: .oklch, at: 0.25, [0.5, 0.1, 145]),
        Row("oklch(0.5 0.1 350)", "oklch(0.5 0.1 10)", in: .oklch, at: 0.25, [0.5, 0.1, 355]),
        Row("oklch(0.5 0.1 40)", "oklch(0.5 0.1 40)", in: .oklch, hue: .longer, at: 0.5, [0.5, 0.1, 220]),
        Row("oklch(0.5 0.1 40)", "oklch(0.5 0.1 40)", in: .oklch, hue: .increasing, at: 0.5, [0.5, 0.1, 40]),
        Row("hsl(-30 50% 50%)", "hsl(390 50% 50%)", in: .hsl, at: 0.5, [0, 0.5, 0.5]),

        // §12.2 missing components: take the other color's value; missing in both stays missing.
        // Spec example: oklch(39.2% 0.4 none) takes the hue 326.5 all along.
        Row("oklch(78.3% 0.108 326.5)", "oklch(39.2% 0.4 none)", in: .oklch, at: 0.5, [0.5875, 0.254, 326.5]),
        Row("hsl(none 50% 50%)", "hsl(120 none 20%)", in: .hsl, at: 0.5, [120, 0.5, 0.35]),
        Row("oklab(none 0.1 none)", "oklab(0.6 none none)", in: .oklab, at: 0.3, [0.6, 0.1, nan]),
        Row("rgb(none 0 0)", "rgb(none 255 0)", in: .srgb, at: 0.5, [nan, 0.5, 0]),
        // Missing carried forward from another space to the analogous component (red → x, hue → hue).
        Row("rgb(none 0 0)", "color(xyz 0.5 0.5 0.5)", in: .xyzD65, at: 0, [0.5, 0, 0]),
        // Spec (§12.2) example: lch(50% 0.02 none) in OKLCh keeps its hue missing, which then takes 80 (coloraide).
        Row("lch(50% 0.02 none)", "oklch(0.6 0.1 80)", in: .oklch, at: 0.5, [0.5844859688213362, 0.05002954245960846, 80]),
        // Spec (§12.2) analogous set: lab(50% none none) is lch(50% none none), so C and h come from the other.
        Row("lab(50% none none)", "lch(70% 40 120)", in: .lch, at: 0.5, [60, 40, 120]),
        // Spec: rgb(none none none / 50%) in OKLab is oklab(none none none / 50%).
        Row("rgb(none none none / 50%)", "rgb(none none none / 50%)", in: .oklab, at: 0.5, [nan, nan, nan],
            alpha: 0.5),
        // Powerless hue after conversion counts as missing (spec §12.4 note, color-mix white/blue example).
        Row("white", "blue", in: .oklch, at: 0.5, [0.7260068590872117, 0.15660719431724268, 264.05202261637]),
        Row("white", "blue", in: .lch, at: 0.5, [64.78415098954834, 65.60072404448105, 301.3642677330783]),
        Row("white", "blue", in: .hsl, at: 0.5, [240, 0.5, 0.75]),
        Row("white", "blue", in: .srgb, at: 0.5, [0.5, 0.5, 1]),
        // A powerless hue written in the interpolation space acts as normal (§4.4.1).
        Row("hsl(120 0% 50%)", "hsl(0 100% 50%)", in: .hsl, at: 0.5, [60, 0.5, 0.5]),
        Row("oklch(0.5 0 120)", "oklch(0.5 0.2 0)", in: .oklch, at: 0.5, [0.5, 0.1, 60]),

        // §12.3 premultiplied alpha. Spec sRGB example (exact): midpoint rgb(46.8% 20.4% 77.6% / 0.5).
        Row("rgb(24% 12% 98% / 0.4)", "rgb(62% 26% 64% / 0.6)", in: .srgb, at: 0.5, [0.468, 0.204, 0.776],
            alpha: 0.5, tolerance: 1e-12),
        // Spec Lab and LCh examples; the spec prints lab(58.873% 51.552 7.108) and lch(58.873% 81.126 31.82),
        // worked from rounded intermediates, so the full-precision values are coloraide's (within 0.011 of those).
        Row("rgb(76% 62% 3% / 0.4)", "color(display-p3 0.84 0.19 0.72 / 0.6)", in: .lab, at: 0.5,
            [58.87328740299169, 51.54776319682153, 7.118073746860333], alpha: 0.5),
        Row("rgb(76% 62% 3% / 0.4)", "color(display-p3 0.84 0.19 0.72 / 0.6)", in: .lch, at: 0.5,
            [58.87328740299169, 81.12380139561175, 31.8241485784855], alpha: 0.5),
        // Spec missing-alpha example: alpha none takes 0.5, and premultiplies with it.
        Row("oklch(0.783 0.108 326.5 / 0.5)", "oklch(0.392 0.4 0 / none)", in: .oklch, at: 0.5,
            [0.5875, 0.254, 343.25], alpha: 0.5, tolerance: 1e-12),
        Row("rgb(0 0 0 / none)", "rgb(255 0 0 / none)", in: .srgb, at: 0.25, [0.25, 0, 0], alpha: nan),
        // coloraide: premultiplied in OKLab, OKLCh and linear sRGB.
        Row("rgb(255 0 0 / 0.3)", "hsl(200 50% 50% / 0.9)", in: .oklab, at: 0.25,
            [0.6315468080306275, 0.08175572370324165, 0.02146515160554249], alpha: 0.45),
        Row("rgb(255 0 0 / 0.3)", "hsl(200 50% 50% / 0.9)", in: .oklch, at: 0.25,
            [0.6315468080306275, 0.18041461033522915, 350.30074201696783], alpha: 0.45),
        Row("rgb(255 0 0 / 0.3)", "hsl(200 50% 50% / 0.9)", in: .srgbLinear, at: 0.25,
            [0.5254380440857784, 0.14971942751276146, 0.26126077698419603], alpha: 0.45),
        // Mixing with transparent keeps the color (premultiplied), alpha halves.
        Row("transparent", "rgb(255 0 0)", in: .srgb, at: 0.5, [1, 0, 0], alpha: 0.5),
        Row("transparent", "hsl(30 30% 40%)", in: .hsl, at: 0.5, [30, 0.3, 0.4], alpha: 0.5, tolerance: 1e-12),
        // Interpolated alpha 0: the premultiplied value is kept (§12.3).
        Row("rgb(255 0 0 / 0)", "rgb(0 0 255 / 0)", in: .srgb, at: 0.5, [0, 0, 0], alpha: 0),

        // Extrapolation: linear outside 0…1; alpha clamped.
        Row("color(srgb 0.2 0.4 0.6)", "color(srgb 0.4 0.4 0.2)", in: .srgb, at: 1.5, [0.5, 0.4, 0]),
        Row("color(srgb 0.2 0.4 0.6)", "color(srgb 0.4 0.4 0.2)", in: .srgb, at: -1, [0, 0.4, 1]),
        Row("oklch(0.5 0.1 10)", "oklch(0.5 0.1 50)", in: .oklch, at: -1, [0.5, 0.1, 330]),
        Row("rgb(0 0 0 / 0.5)", "rgb(0 0 0 / 1)", in: .srgb, at: 2, [0, 0, 0], alpha: 1),
        // CMYK (four channels, all premultiplied).
        Row("color(srgb 1 0 0)", "color(srgb 0 0 1)", in: .cmyk, at: 0.5, [0.5, 1, 0.5, 0]),
    ]

    @Test(arguments: rows)
    func interpolates(_ row: Row) throws {
        let a = try CSSColor.parse(row.from), b = try CSSColor.parse(row.to)
        let interpolator = try Interpolator(from: a, to: b, in: row.space, hue: row.hue)
        let color = interpolator.color(at: row.t)
        #expect(color.space === row.space)
        expectCoordinates(color, row.expected, alpha: row.alpha, tolerance: row.tolerance)
    }

    @Test func endpointsAreTheColorsThemselves() throws {
        let a = try CSSColor.parse("#336699"), b = try CSSColor.parse("oklch(0.8 0.1 90 / 0.25)")
        for space in ColorSpaces.all {
            let interpolator = try Interpolator(from: a, to: b, in: space)
            let start = interpolator.color(at: 0), end = interpolator.color(at: 1)
            expectCoordinates(start, a.converted(to: space).components, alpha: 1, tolerance: 1e-12)
            expectCoordinates(end, b.converted(to: space).components, alpha: 0.25, tolerance: 1e-12)
        }
    }

    @Test func coordinatesMatchColor() throws {
        let interpolator = try Interpolator(
            from: CSSColor.parse("hsl(none 50% 50% / 0.5)"), to: CSSColor.parse("lime"), in: .oklch, hue: .longer)
        for t in stride(from: -0.5, through: 1.5, by: 0.125) {
            let (coords, alpha) = interpolator.coordinates(at: t)
            #expect(interpolator.color(at: t).isIdentical(to: Color(.oklch, coords, alpha: alpha)))
        }
    }

    @Test func defaultHueMethodIsShorterInPolarSpacesAndNoneInRectangular() throws {
        let red = Color(.srgb, 1, 0, 0), blue = Color(.srgb, 0, 0, 1)
        #expect(try Interpolator(from: red, to: blue, in: .oklch).hue == .shorter)
        #expect(try Interpolator(from: red, to: blue, in: .hwb, hue: .decreasing).hue == .decreasing)
        #expect(try Interpolator(from: red, to: blue, in: .oklab).hue == nil)
    }

    @Test(arguments: [ColorSpace.srgb, .oklab, .lab, .xyzD65, .cmyk, .displayP3Linear])
    func hueMethodInRectangularSpaceIsAnError(_ space: ColorSpace) {
        #expect(throws: InterpolationError(
            "hue interpolation needs a polar space such as oklch, lch, hsl or hwb; \(space.id) has no hue"
        )) {
            _ = try Interpolator(from: Color(.srgb, 1, 0, 0), to: Color(.srgb, 0, 0, 1), in: space, hue: .longer)
        }
    }

    @Test func fixupTable() {
        // (θ₁, θ₂) → fixed-up pair, for each method (CSS Color 4 §12.4 pseudo-code).
        let cases: [(HueInterpolation, Double, Double, Double, Double)] = [
            (.shorter, 10, 300, 370, 300), (.shorter, 300, 10, 300, 370), (.shorter, 10, 100, 10, 100),
            (.shorter, 0, 180, 0, 180), (.shorter, 180, 0, 180, 0),
            (.longer, 10, 100, 370, 100), (.longer, 100, 10, 100, 370), (.longer, 10, 300, 10, 300),
            (.longer, 50, 50, 50, 410), (.longer, 0, 180, 0, 180), (.longer, 180, 0, 180, 0),
            (.increasing, 300, 10, 300, 370), (.increasing, 10, 300, 10, 300), (.increasing, 20, 20, 20, 20),
            (.decreasing, 10, 300, 370, 300), (.decreasing, 300, 10, 300, 10), (.decreasing, 20, 20, 20, 20),
            (.shorter, -10, 370, 350, 370), (.increasing, 720, 725, 0, 5),
        ]
        for (method, h1, h2, e1, e2) in cases {
            let (f1, f2) = method.fixup(h1, h2)
            #expect(f1 == e1 && f2 == e2, "\(method) \(h1) \(h2) → \(f1) \(f2)")
        }
    }

    @Test func interpolationSpaceNames() throws {
        #expect(try InterpolationSpace.named("perceptual") === ColorSpace.oklab)
        #expect(try InterpolationSpace.named("Device") === ColorSpace.srgb)
        #expect(try InterpolationSpace.named("oklch") === ColorSpace.oklch)
        #expect(try InterpolationSpace.named("hsv") === ColorSpace.hsb)
        #expect(try InterpolationSpace.named("rgb") === ColorSpace.srgb)
        #expect(try InterpolationSpace.named("xyz") === ColorSpace.xyzD65)
        #expect(InterpolationSpace.allNames.contains("perceptual"))
        #expect(InterpolationSpace.allNames.contains("display-p3"))
        #expect {
            _ = try InterpolationSpace.named("cielab")
        } throws: { error in
            (error as? InterpolationError)?.message.hasPrefix("unknown color space \"cielab\"; expected one of srgb")
                ?? false
        }
    }
}

/// Checks a color's coordinates (NaN = must be missing) and alpha (NaN = must be missing) within `tolerance`.
func expectCoordinates(
    _ color: Color, _ expected: [Double], alpha: Double, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (index, value) in expected.enumerated() {
        let actual = color.coords[index]
        if value.isNaN {
            #expect(actual.isNaN, "channel \(index): \(actual), expected missing", sourceLocation: sourceLocation)
        } else {
            #expect(abs(actual - value) <= tolerance,
                "channel \(index): \(actual), expected \(value)", sourceLocation: sourceLocation)
        }
    }
    if alpha.isNaN {
        #expect(color.alpha.isNaN, "alpha \(color.alpha), expected missing", sourceLocation: sourceLocation)
    } else {
        #expect(abs(color.alpha - alpha) <= tolerance,
            "alpha \(color.alpha), expected \(alpha)", sourceLocation: sourceLocation)
    }
}
