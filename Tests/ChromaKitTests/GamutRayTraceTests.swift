import Testing
@testable import ChromaKit

/// One color mapped by ray tracing and the coordinates ColorAide gives, in the target space.
struct RayTraceCase: CustomTestStringConvertible, Sendable {
    let input: String
    let target: ColorSpace
    let expected: SIMD3<Double>

    init(_ input: String, _ target: ColorSpace, _ r: Double, _ g: Double, _ b: Double) {
        self.input = input
        self.target = target
        expected = SIMD3(r, g, b)
    }

    var testDescription: String { "\(input) → \(target.id)" }
}

/// Gamut mapping by ray tracing (`Gamut.mapRayTrace`, `--gamut raytrace`).
@Suite("Gamut ray tracing") struct GamutRayTraceTests {
    /// ColorAide 8.13.1's `Color(input).fit(target, method='raytrace')` (its default method, OKLCh,
    /// no adaptive lightness), converted to the target, to 17 digits.
    static let coloraideCases: [RayTraceCase] = [
        RayTraceCase("oklch(0.7 0.4 30)", .srgb, 1.0000000000000002, 0.396242469356037, 0.31821473116208254),
        RayTraceCase("oklch(0.9 0.8 270)", .srgb, 0.8208941020273878, 0.8677015161714733, 0.9999999999999999),
        RayTraceCase("oklch(0.5 0.4 140)", .srgb, 0.13096319466067985, 0.4684088006830904, 3.5860203695392556e-16),
        RayTraceCase("oklch(0.95 0.3 110)", .srgb, 0.9733760279182696, 0.9764028984772876, 3.22741833258533e-15),
        RayTraceCase("oklch(0.2 0.3 300)", .srgb, 0.12226184218120928, 1.540868127536399e-16, 0.24139772190144332),
        RayTraceCase("color(display-p3 0 1 0)", .srgb, 3.4067193510622927e-15, 0.9683276178613017, 0.30830682530516906),
        RayTraceCase("color(display-p3 1 0 0)", .srgb, 0.9999999999999999, 0.20348018554672953, 0.15877200656280674),
        RayTraceCase("color(rec2020 0 0 1)", .srgb, 1.2551071293387394e-15, 0.3189755286859307, 0.5255619972731351),
        RayTraceCase("color(srgb 2 0.5 0.5)", .srgb, 0.9999999999999999, 0.9999999999999999, 0.9999999999999999),
        RayTraceCase("lab(50 120 -90)", .srgb, 0.8489804897877276, -1.344757638577221e-15, 0.9506858747951016),
        RayTraceCase("color(rec2020 0 1 0)", .displayP3, 2.3309132402005163e-15, 0.9592211257334121, 0.424728504933124),
        RayTraceCase("oklch(0.7 0.4 30)", .displayP3, 0.9999999999999999, 0.3497557121565541, 0.25841304706115337),
        RayTraceCase("oklch(0.6 0.5 250)", .displayP3, -3.586020369539255e-15, 0.48977854699026874, 0.9536731202692129),
        RayTraceCase("oklch(0.8 0.5 150)", .rec2020, 0.3168951511721601, 0.9369353137168748, 2.8831690155369825e-07),
        RayTraceCase("color(prophoto-rgb 0 1 0)", .rec2020, 0.2850915187107228, 1.0, 0.273988253158234),
        RayTraceCase("oklch(0.7 0.4 320)", .a98RGB, 0.7771417787940221, 0.31047100332770844, 1.0),
        RayTraceCase("oklch(0.6 0.6 200)", .prophotoRGB, -8.326672684688674e-16, 0.5570975150138697, 0.778211332503347),
    ]

    /// The D65 gamuts agree with ColorAide to 10⁻¹⁴ but for one channel off by 3·10⁻⁷ (at 0, in Rec. 2020);
    /// ProPhoto RGB (D50) to the 4·10⁻⁵ its white point adaptation already differs by in a plain conversion.
    @Test(arguments: coloraideCases)
    func agreesWithColorAide(_ c: RayTraceCase) throws {
        let mapped = Gamut.mapRayTrace(try CSSColor.parse(c.input), to: c.target)
        #expect(mapped.space === c.target)
        let got = SIMD3(mapped.coords.x, mapped.coords.y, mapped.coords.z)
        let touchesD50 = c.target === ColorSpace.prophotoRGB || c.input.contains("prophoto")
        let tolerance = touchesD50 ? 1e-4 : 1e-6
        let worst = (0..<3).map { abs(got[$0] - c.expected[$0]) }.max()!
        #expect(worst <= tolerance, "got \(got), ColorAide \(c.expected)")
        #expect(Gamut.contains(mapped, in: c.target, epsilon: 0))
    }

    /// The result lies on the gamut's surface and keeps the OKLCh lightness and hue of the origin, up to what
    /// the four passes leave (blue, where the hue lines of OKLCh bend most, the most).
    @Test(arguments: [
        ("oklch(0.7 0.4 30)", ColorSpace.srgb), ("oklch(0.45 0.35 264)", .srgb), ("oklch(0.85 0.4 145)", .displayP3),
        ("color(rec2020 0 1 0)", .srgb), ("lab(60 -120 40)", .a98RGB),
    ])
    func landsOnTheSurfaceKeepingLightnessAndHue(_ input: String, _ target: ColorSpace) throws {
        let origin = try CSSColor.parse(input)
        let mapped = Gamut.mapRayTrace(origin, to: target)
        let rgb = mapped.coords
        #expect([rgb.x, rgb.y, rgb.z].contains { $0 <= 1e-12 || $0 >= 1 - 1e-12 }, "not on the surface: \(rgb)")
        let before = origin.converted(to: .oklch).coords, after = mapped.converted(to: .oklch).coords
        #expect(abs(before.x - after.x) < 1e-4, "lightness \(before.x) → \(after.x)")
        var hueShift = abs(before.z - after.z)
        if hueShift > 180 { hueShift = 360 - hueShift }
        #expect(hueShift < 0.5, "hue \(before.z) → \(after.z)")
        #expect(after.y < before.y)
    }

    @Test func inGamutColorsAreOnlyConverted() {
        let color = Color(.oklch, 0.6, 0.1, 200, alpha: 0.5)
        let mapped = Gamut.mapRayTrace(color)
        let converted = color.converted(to: .srgb)
        #expect(mapped.coords == Gamut.clamped(converted.coords))
        #expect(mapped.alpha == 0.5)
    }

    @Test func lightnessOutsideTheCubeGivesWhiteOrBlack() {
        #expect(Gamut.mapRayTrace(Color(.oklch, 1.2, 0.3, 40)).coords == SIMD4(1, 1, 1, 0))
        #expect(Gamut.mapRayTrace(Color(.oklch, -0.1, 0.3, 40)).coords == SIMD4(0, 0, 0, 0))
        #expect(Gamut.mapRayTrace(Color(.oklch, .nan, 0.5, .nan)).coords == SIMD4(0, 0, 0, 0))
    }

    @Test func unboundedTargetsOnlyConvert() {
        let color = Color(.oklch, 0.7, 0.5, 30)
        #expect(Gamut.mapRayTrace(color, to: .lab).coords == color.converted(to: .lab).coords)
    }

    @Test func spacesOnSRGBAreMappedInSRGB() {
        let mapped = Gamut.mapRayTrace(Color(.oklch, 0.7, 0.4, 30), to: .hsl)
        #expect(mapped.space === ColorSpace.hsl)
        #expect(Gamut.contains(mapped, in: .srgb))
    }

    @Test func gamutMethodRaytraceMapsByRayTracing() {
        let color = Color(.oklch, 0.7, 0.4, 30)
        #expect(GamutMethod.raytrace.map(color).coords == Gamut.mapRayTrace(color).coords)
        #expect(color.hexString(gamut: .raytrace) == "#ff6551")
        #expect(color.hexString(gamut: .css) != color.hexString(gamut: .raytrace))
    }

    /// The slab method: the exit from inside, the first crossing from outside, and the rays it refuses.
    @Test func exitPointOfTheUnitCube() {
        let exit = Gamut.RayTraceRoutes.exitPoint(from: SIMD4(0.5, 0.5, 0.5, 0), through: SIMD4(0.75, 0.5, 0.5, 0))
        #expect(exit == SIMD4(1, 0.5, 0.5, 0))
        let entry = Gamut.RayTraceRoutes.exitPoint(from: SIMD4(-1, 0.5, 0.5, 0), through: SIMD4(0, 0.5, 0.5, 0))
        #expect(entry == SIMD4(0, 0.5, 0.5, 0))
        #expect(Gamut.RayTraceRoutes.exitPoint(from: SIMD4(0.5, 0.5, 0.5, 0), through: SIMD4(0.5, 0.5, 0.5, 0)) == nil)
        #expect(Gamut.RayTraceRoutes.exitPoint(from: SIMD4(2, 2, 2, 0), through: SIMD4(3, 3, 3, 0)) == nil)
        #expect(Gamut.RayTraceRoutes.exitPoint(from: SIMD4(2, 0.5, 0.5, 0), through: SIMD4(2, 0.6, 0.5, 0)) == nil)
    }
}
