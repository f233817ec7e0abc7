import Foundation
import Testing
@testable import ChromaKit

/// Gamut checks, clipping, CSS gamut mapping and 8-bit output.
@Suite("Gamut") struct GamutTests {
    // MARK: contains

    @Test func srgbPrimariesAreInSRGB() {
        #expect(Gamut.contains(Color(.srgb, 1, 0, 0)))
        #expect(Gamut.contains(Color(.srgb, 0, 0, 0)))
        #expect(Gamut.contains(Color(.srgb, 1, 1, 1)))
        #expect(Gamut.contains(Color(.srgb, 1, 0, 0), in: .displayP3))
    }

    @Test func displayP3GreenIsNotInSRGB() {
        let p3Green = Color(.displayP3, 0, 1, 0)
        #expect(!Gamut.contains(p3Green))
        #expect(!Gamut.contains(p3Green, in: .srgb))
        #expect(Gamut.contains(p3Green, in: .displayP3))
        #expect(Gamut.contains(p3Green, in: .rec2020))
    }

    @Test func epsilonAllowsConversionNoiseOnly() {
        // sRGB red written in OKLCh to five decimals comes back a hair outside the cube (red 1.0000019).
        let roundedRed = Color(.oklch, 0.62796, 0.25768, 29.234)
        #expect(Gamut.contains(roundedRed))
        #expect(!Gamut.contains(roundedRed, epsilon: 0))
        #expect(Gamut.contains(Color(.srgb, 1.00007, 0, -0.00007)))
        #expect(!Gamut.contains(Color(.srgb, 1.0001, 0, 0)))
        #expect(!Gamut.contains(Color(.srgb, 0.5, -0.001, 0.5)))
    }

    @Test func spacesOnSRGBUseItsGamut() {
        #expect(Gamut.contains(Color(.hsl, 120, 1, 0.5), in: .hsl))
        #expect(!Gamut.contains(Color(.displayP3, 0, 1, 0), in: .hsl))
        #expect(Gamut.contains(Color(.srgb, 0.2, 0.3, 0.4), in: .cmyk))
    }

    @Test func unboundedSpacesContainEverything() {
        #expect(Gamut.contains(Color(.lab, 100, 500, -500), in: .lab))
        #expect(Gamut.contains(Color(.oklch, 0.5, 5, 120), in: .oklch))
    }

    @Test func missingComponentsCountAsZero() {
        #expect(Gamut.contains(Color(.srgb, .nan, 0.5, 0.5)))
        #expect(Gamut.contains(Color(.oklch, 0.5, 0, .nan)))
        #expect(Gamut.contains(Color(.hsl, .nan, 0, 0.5)))
    }

    // MARK: clip

    @Test func clipClampsEachChannelInTheTargetSpace() {
        let clipped = Gamut.clip(Color(.srgb, 1.2, 0.5, -0.1))
        #expect(clipped.space === ColorSpace.srgb)
        #expect(clipped.coords == SIMD4(1, 0.5, 0, 0))

        let p3Green = Gamut.clip(Color(.displayP3, 0, 1, 0))
        #expect(p3Green.space === ColorSpace.srgb)
        #expect(p3Green.coords == SIMD4(0, 1, 0, 0))

        // Cross-checked with coloraide 8.13: Color('lab(50 100 -100)').convert('srgb').fit(method='clip').
        let lab = Gamut.clip(Color(.lab, 50, 100, -100))
        expectClose(lab.coords, [0.786848972, 0, 1, 0], tolerance: 1e-6)

        let inGamut = Color(.srgb, 0.25, 0.5, 0.75, alpha: 0.5)
        let same = Gamut.clip(inGamut)
        #expect(same.coords == inGamut.coords && same.alpha == 0.5)
    }

    @Test func clipIntoAnotherRGBSpace() {
        // coloraide: Color('color(rec2020 1 0 0)').convert('display-p3').fit(method='clip').
        let clipped = Gamut.clip(Color(.rec2020, 1, 0, 0), to: .displayP3)
        #expect(clipped.space === ColorSpace.displayP3)
        expectClose(clipped.coords, [1, 0, 0.036457491, 0], tolerance: 1e-6)
    }

    @Test func clipIntoHSLClipsInSRGB() {
        let clipped = Gamut.clip(Color(.displayP3, 0, 1, 0), to: .hsl)
        #expect(clipped.space === ColorSpace.hsl)
        expectClose(clipped.coords, [120, 1, 0.5, 0], tolerance: 1e-9)
    }

    // MARK: CSS gamut mapping

    /// A CSS gamut-mapping case. Expected sRGB / Display P3 values cross-checked
    /// with coloraide 8.13, whose `fit(space, method='oklch-chroma')` is the
    /// CSS Color 4 §13.2 binary search (OKLCh chroma, deltaEOK, JND 0.02,
    /// epsilon 0.0001): `Color(c).fit(dest, method='oklch-chroma').convert(dest)`.
    struct MappingCase: Sendable, CustomTestStringConvertible {
        let label: String, color: Color, to: ColorSpace, expected: SIMD4<Double>
        var testDescription: String { "\(label) → \(to)" }
    }

    /// Both implementations run the same bisection; 1e-6 covers conversion noise, far below an 8-bit step.
    static let mappingTolerance = 1e-6

    static let mappingCases: [MappingCase] = [
        MappingCase(label: "color(display-p3 0 1 0)", color: Color(.displayP3, 0, 1, 0), to: .srgb,
                    expected: [0, 0.985763711, 0.159742444, 0]),
        MappingCase(label: "oklch(0.7 0.4 30)", color: Color(.oklch, 0.7, 0.4, 30), to: .srgb,
                    expected: [1, 0.345135079, 0.264575112, 0]),
        MappingCase(label: "oklch(0.7 0.4 30)", color: Color(.oklch, 0.7, 0.4, 30), to: .displayP3,
                    expected: [1, 0.285223076, 0.192904843, 0]),
        MappingCase(label: "lab(50 100 -100)", color: Color(.lab, 50, 100, -100), to: .srgb,
                    expected: [0.742694038, 0.175535069, 1, 0]),
        MappingCase(label: "color(rec2020 1 0 0)", color: Color(.rec2020, 1, 0, 0), to: .srgb,
                    expected: [1, 0.288023346, 0.308860913, 0]),
        MappingCase(label: "color(rec2020 1 0 0)", color: Color(.rec2020, 1, 0, 0), to: .displayP3,
                    expected: [1, 0.202978752, 0.252208216, 0]),
        MappingCase(label: "oklch(0.95 0.3 100)", color: Color(.oklch, 0.95, 0.3, 100), to: .srgb,
                    expected: [1, 0.941133995, 0.156823153, 0]),
        MappingCase(label: "color(srgb 1.2 0.5 -0.1)", color: Color(.srgb, 1.2, 0.5, -0.1), to: .srgb,
                    expected: [1, 0.621793718, 0.419302253, 0]),
        MappingCase(label: "oklch(0.4 0.3 270)", color: Color(.oklch, 0.4, 0.3, 270), to: .srgb,
                    expected: [0.155063632, 0, 0.865090619, 0]),
        MappingCase(label: "oklch(0.5 5 120)", color: Color(.oklch, 0.5, 5, 120), to: .srgb,
                    expected: [0.352604411, 0.428742539, 0, 0]),
        MappingCase(label: "lab(100 500 -500)", color: Color(.lab, 100, 500, -500), to: .srgb,
                    expected: [1, 1, 1, 0]),
        MappingCase(label: "lab(99 0 0)", color: Color(.lab, 99, 0, 0), to: .srgb,
                    expected: [0.988643743, 0.988643743, 0.988643743, 0]),
    ]

    @Test(arguments: mappingCases)
    func mapCSSMatchesReference(row: MappingCase) {
        let mapped = Gamut.mapCSS(row.color, to: row.to)
        #expect(mapped.space === row.to)
        expectClose(mapped.coords, row.expected, tolerance: Self.mappingTolerance)
        #expect(Gamut.contains(mapped, in: row.to, epsilon: 0))
    }

    /// What §13.2 promises of its result, checked directly rather than against another implementation.
    @Test(arguments: mappingCases)
    func mapCSSKeepsLightnessAndHueWithinTheJND(row: MappingCase) {
        let origin = row.color.converted(to: .oklch)
        guard origin.coords.x > 0 && origin.coords.x < 1 else { return }
        let mapped = Gamut.mapCSS(row.color, to: row.to)
        let result = mapped.converted(to: .oklab).coords
        let originLab = row.color.converted(to: .oklab).coords
        // The result lies within one JND (ΔEOK) of the ray of colors with the
        // origin's lightness and hue and some chroma ≥ 0: the search only
        // reduces chroma, and clipping moves the color less than the JND.
        let originChroma = origin.coords.y
        let hueDirection = originChroma > 0 ? SIMD2(originLab.y, originLab.z) / originChroma : SIMD2(1, 0)
        let resultAB = SIMD2(result.y, result.z)
        let along = max(0, (resultAB * hueDirection).sum())
        let across = resultAB - along * hueDirection
        let lightnessGap = result.x - origin.coords.x
        let distanceToRay = (lightnessGap * lightnessGap + (across * across).sum()).squareRoot()
        #expect(distanceToRay <= Gamut.justNoticeableDifference + 1e-9, "\(distanceToRay)")
        // And its chroma never exceeds the origin's by more than that JND.
        #expect(along <= originChroma + Gamut.justNoticeableDifference)
    }

    @Test func lightnessAtOrAboveOneIsWhite() {
        for color in [Color(.oklch, 1, 0.2, 40), Color(.oklch, 1.5, 0.3, 200), Color(.lab, 100, 500, -500), Color(.oklab, 2, 0.5, 0.5)] {
            let mapped = Gamut.mapCSS(color)
            #expect(mapped.coords == SIMD4(1, 1, 1, 0), "\(color.space) \(color.coords)")
            #expect(mapped.hexStringIsWhite)
        }
        let p3 = Gamut.mapCSS(Color(.oklch, 1, 0.2, 40), to: .displayP3)
        #expect(p3.coords == SIMD4(1, 1, 1, 0))
    }

    @Test func lightnessAtOrBelowZeroIsBlack() {
        for color in [Color(.oklch, 0, 0.2, 40), Color(.oklch, -0.5, 0.3, 200), Color(.lab, -10, 80, 80), Color(.oklab, 0, 0.3, -0.3)] {
            let mapped = Gamut.mapCSS(color)
            #expect(mapped.coords == SIMD4(0, 0, 0, 0), "\(color.space) \(color.coords)")
        }
    }

    @Test func inGamutColorsAreOnlyConverted() {
        let color = Color(.oklch, 0.7, 0.1, 200)
        let mapped = Gamut.mapCSS(color)
        let converted = color.converted(to: .srgb)
        expectClose(mapped.coords, converted.coords, tolerance: 1e-12)
        let hsl = Color(.hsl, 30, 0.5, 0.5)
        expectClose(Gamut.mapCSS(hsl, to: .hsl).coords, hsl.coords, tolerance: 1e-9)
    }

    @Test func unboundedTargetsOnlyConvert() {
        let color = Color(.displayP3, 0, 1, 0)
        let mapped = Gamut.mapCSS(color, to: .oklch)
        #expect(mapped.space === ColorSpace.oklch)
        expectClose(mapped.coords, color.converted(to: .oklch).coords, tolerance: 1e-12)
    }

    @Test func alphaIsCarried() {
        #expect(Gamut.mapCSS(Color(.displayP3, 0, 1, 0, alpha: 0.25)).alpha == 0.25)
        #expect(Gamut.clip(Color(.displayP3, 0, 1, 0, alpha: 0.25)).alpha == 0.25)
        #expect(Gamut.mapCSS(Color(.oklch, 1.2, 0, 0, alpha: 0.5)).alpha == 0.5)
    }

    @Test func noNaNForExtremeInputs() {
        let extremes: [Color] = [
            Color(.oklch, 0.5, 5, 120), Color(.lab, 100, 500, -500), Color(.lab, 50, -1000, 1000),
            Color(.oklab, 0.5, 10, -10), Color(.oklch, 0.999999, 1, 300), Color(.oklch, 0.000001, 1, 10),
            Color(.srgb, 1e6, -1e6, 0.5), Color(.xyzD65, 5, -3, 10), Color(.lch, 50, 1e5, 33),
            Color(.oklch, .nan, .nan, .nan), Color(.lab, 1e300, 1e300, -1e300),
            Color(.srgb, .infinity, 0, 0), Color(.oklch, 0.5, .infinity, 10),
        ]
        for color in extremes {
            for space in [ColorSpace.srgb, .displayP3, .hsl] {
                let mapped = Gamut.mapCSS(color, to: space)
                let rgb = mapped.converted(to: space.gamutSpace!).coords
                #expect(!rgb.x.isNaN && !rgb.y.isNaN && !rgb.z.isNaN, "\(color.space) \(color.coords) → \(space): \(rgb)")
                #expect(Gamut.contains(mapped, in: space, epsilon: 1e-9), "\(color.coords) → \(space)")
            }
            for method in GamutMethod.allCases {
                _ = color.hexString(gamut: method)  // must not trap
            }
        }
    }

    @Test func gamutMethodMapsByName() {
        #expect(GamutMethod(rawValue: "clip") == .clip)
        #expect(GamutMethod(rawValue: "css") == .css)
        #expect(GamutMethod(rawValue: "raytrace") == .raytrace)
        #expect(GamutMethod.allCases.map(\.rawValue) == ["clip", "css", "raytrace"])
        let p3Green = Color(.displayP3, 0, 1, 0)
        #expect(GamutMethod.clip.map(p3Green).coords == Gamut.clip(p3Green).coords)
        #expect(GamutMethod.css.map(p3Green).coords == Gamut.mapCSS(p3Green).coords)
    }

    // MARK: 8-bit output

    @Test func hexOfKnownColors() {
        #expect(Color(.srgb, 1, 0, 0).hexString() == "#ff0000")
        #expect(Color(.srgb, 1, 99.0 / 255, 71.0 / 255).hexString() == "#ff6347")  // tomato
        #expect(Color(.srgb, 0, 0, 0).hexString() == "#000000")
        #expect(Color(.srgb, 1, 1, 1).hexString() == "#ffffff")
        #expect(Color(.hsl, 120, 1, 0.25).hexString() == "#008000")
        #expect(Color(.srgb, 0.2, 0.4, 0.6, alpha: 0.5).hexString() == "#33669980")
        #expect(Color(.srgb, 0.2, 0.4, 0.6, alpha: .nan).hexString() == "#336699")
        #expect(Color(.srgb, 0.2, 0.4, 0.6, alpha: 1).hexString() == "#336699")
        // oklch(0.627955 0.257683 29.2339) is sRGB red to six decimals.
        #expect(Color(.oklch, 0.627955, 0.257683, 29.2339).hexString() == "#ff0000")
        // coloraide: Color('color(display-p3 0 1 0)').fit('srgb', method='oklch-chroma').to_string(hex=True) → #00fb29
        #expect(Color(.displayP3, 0, 1, 0).hexString() == "#00fb29")
        #expect(Color(.displayP3, 0, 1, 0).hexString(gamut: .clip) == "#00ff00")
        #expect(Color(.lab, 100, 500, -500).hexString() == "#ffffff")
    }

    @Test func rgb8RoundsHalvesUp() {
        let half = Color(.srgb, 0.5, 127.5 / 255, 1.0 / 510, alpha: 0.5).rgb8()
        #expect(half.red == 128 && half.green == 128 && half.blue == 1 && half.alpha == 128)
        let opaque = Color(.srgb, 0, 0, 0).rgb8()
        #expect(opaque.alpha == 255)
        #expect(Color(.srgb, 0, 0, 0, alpha: .nan).rgb8().alpha == 255)
        #expect(Color(.srgb, 0, 0, 0, alpha: -1).rgb8().alpha == 0)
    }

    /// The byte of a 0…1 value is the libm rounding of it times 255, halves up, at and next to every
    /// half step, at the double just below one half, and across the range.
    @Test func byteRoundsAsLibmRounds() {
        func reference(_ unit: Double) -> UInt8 { UInt8((unit * 255).rounded()) }
        var units: [Double] = [0, 1, 0.49999999999999994 / 255, 0.5 / 255, 254.5 / 255, (254.5 / 255).nextDown, 1.0.nextDown]
        for k in 0...255 {
            for target in [Double(k) - 0.5, Double(k), Double(k) + 0.5] where target >= 0 && target <= 255 {
                var unit = target / 255
                for _ in 0..<6 { unit = unit.nextDown }
                for _ in 0..<13 where unit >= 0 && unit <= 1 {
                    units.append(unit)
                    unit = unit.nextUp
                }
            }
        }
        var random = SeededRandomGenerator(seed: 2044)
        for _ in 0..<100_000 { units.append(Double.random(in: 0...1, using: &random)) }
        for unit in units {
            #expect(Color.byte(unit) == reference(unit), "\(unit)")
        }
    }

    @Test func rgb8FastPathAgreesWithTheGeneralOne() {
        // sRGB in gamut skips mapping; the same color from OKLab takes the long way round.
        // Exact 8-bit values, so conversion noise cannot tip a rounding.
        let bytes: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255), (255, 0, 0), (18, 52, 86), (250, 128, 114), (0, 255, 127), (1, 2, 254)]
        for (r, g, b) in bytes {
            let color = Color(.srgb, Double(r) / 255, Double(g) / 255, Double(b) / 255)
            let detour = color.converted(to: .oklab)
            #expect(color.rgb8() == (r, g, b, 255))
            #expect(detour.rgb8() == (r, g, b, 255), "\(r) \(g) \(b)")
            #expect(color.hexString() == detour.hexString())
        }
        let missing = Color(.srgb, .nan, 0.5, 1)
        #expect(missing.hexString() == "#0080ff")
    }

    @Test func hexOfOutOfGamutSRGBIsMapped() {
        // color(srgb 1.2 0.5 -0.1) maps to (1, 0.621794, 0.419302) → #ff9f6b; clipped it is #ff8000
        // (coloraide: fit('srgb', method='oklch-chroma').to_string(hex=True) → #ff9f6b).
        #expect(Color(.srgb, 1.2, 0.5, -0.1).hexString() == "#ff9f6b")
        #expect(Color(.srgb, 1.2, 0.5, -0.1).hexString(gamut: .clip) == "#ff8000")
    }
}

extension Color {
    fileprivate var hexStringIsWhite: Bool { hexString() == "#ffffff" }
}

private func expectClose(
    _ got: SIMD4<Double>, _ expected: SIMD4<Double>, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for i in 0..<3 {
        #expect(abs(got[i] - expected[i]) <= tolerance, "channel \(i): \(got[i]) vs \(expected[i])", sourceLocation: sourceLocation)
    }
}

/// The direct OKLab ↔ sRGB routes of gamut mapping compute what the general routes compute, bit for bit.
@Suite("Gamut mapping routes") struct GamutRouteTests {
    @Test func directRoutesMatchTheGeneralRoutes() throws {
        let routes = GamutRoutes.srgb
        let direct = try #require(routes.direct)
        var generator = SplitMix(seed: 11)
        func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
        for _ in 0..<20_000 {
            let oklab = SIMD4(unit() * 1.2 - 0.1, unit() * 0.8 - 0.4, unit() * 0.8 - 0.4, 0)
            #expect(direct.srgb(fromOKLab: oklab) == routes.oklabToGamut.apply(oklab))
            let rgb = SIMD4(unit() * 1.4 - 0.2, unit(), Double(Int(unit() * 256)) / 255, 0)
            #expect(direct.oklab(fromSRGB: rgb) == routes.oklabToGamut.inverse(rgb))
            let oklch = SIMD4(unit() * 1.2 - 0.1, unit() * 0.5, unit() * 360, 0)
            #expect(routes.oklab(ofZeroed: oklch, in: .oklch) == ConversionPath(from: .oklch, to: .oklab).apply(oklch))
            #expect(routes.oklab(ofZeroed: rgb, in: .srgb) == ConversionPath(from: .srgb, to: .oklab).apply(rgb))
        }
    }
}

/// The bisection of CSS gamut mapping into sRGB, decided in linear light, gives what the steps of
/// CSS Color 4 §13.2 as written give (`Gamut.ChromaSearch.bisect`), bit for bit.
@Suite("Gamut mapping in linear light") struct GamutLinearLightTests {
    /// Seeded colors, mostly outside sRGB, in the spaces the streams read most.
    static func outOfGamutColors(count: Int, seed: UInt64) -> [Color] {
        var generator = SplitMix(seed: seed)
        func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
        return (0..<count).map { i in
            switch i % 6 {
            case 0: Color(.oklch, unit(), unit() * 0.4, unit() * 360)
            case 1: Color(.oklch, unit() * 0.1 + (i % 12 == 1 ? 0 : 0.9), unit() * 0.5, unit() * 360)
            case 2: Color(.lab, unit() * 100, unit() * 300 - 150, unit() * 300 - 150)
            case 3: Color(.displayP3, unit() * 1.4 - 0.2, unit() * 1.4 - 0.2, unit() * 1.4 - 0.2)
            case 4: Color(.rec2020, unit() * 1.2 - 0.1, unit() * 1.2 - 0.1, unit() * 1.2 - 0.1)
            default: Color(.srgb, unit() * 1.6 - 0.3, unit() * 1.6 - 0.3, unit() * 1.6 - 0.3)
            }
        }
    }

    @Test func sameBitsAsTheStepsOfTheSpecification() {
        let routes = GamutRoutes.srgb
        var searched = 0
        // 120,000 colors with CHROMATOOLS_LONG_TESTS=1 (make test-long), 30,000 otherwise.
        let count = ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1" ? 120_000 : 30_000
        for color in Self.outOfGamutColors(count: count, seed: 15) {
            let fast = Gamut.mapIntoUnitCube(color, routes: routes)
            let reference = Gamut.mapIntoUnitCube(color, routes: routes, decidingInLinearLight: false)
            #expect(fast == reference, "\(color)")
            if fast != Gamut.clamped(routes.rgb(of: color)) { searched += 1 }
        }
        // Most of these colors go through the bisection, not just the in-gamut or clipping shortcuts.
        #expect(searched > count / 2)
    }

    /// At and past the ends of the cube a clipped channel carries 0 or 1, exactly what decoding its clipped
    /// encoding gives (the decoding table's first and last entries).
    @Test func clippedChannelAtTheEnds() {
        let ends: [Double] = [
            -0.0, 0, -1e-300, -.leastNonzeroMagnitude, -1, -.infinity, .nan, 1.0.nextUp, 1 + 0x1p-21, 1 + 0x1p-20,
            (1 + 0x1p-20).nextUp, 1.5, .greatestFiniteMagnitude, .infinity,
        ]
        for x in ends {
            let channel = Gamut.ClippedChannel(x)
            let decoded = ColorSpace.srgbDecode(ColorSpace.srgbEncodeClamped(x))
            #expect(!channel.isStandIn, "\(x)")
            #expect(channel.linear.bitPattern == decoded.bitPattern, "\(x)")
        }
    }

    /// A linear channel stands in for its encoded value decoded only where the two agree to within
    /// 10⁻⁹ (the bound `ChromaSearch.comparisonGuard` is drawn from); elsewhere the clipped channel
    /// carries the decoded value itself.
    @Test func clippedChannelMeasuresWhatDecodingGives() {
        var generator = SplitMix(seed: 16)
        func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
        // Across the cube and beyond, densely around the joint of the transfer function's two pieces,
        // next to the 8-bit grid (where decoding takes the table) and just above 1.
        let joint = 0.0031308
        let samples = (0..<200_000).map { i -> Double in
            switch i % 6 {
            case 0: unit() * 1.2 - 0.1
            case 1: joint * (1 + (unit() - 0.5) * 1e-5)
            case 2: ColorSpace.srgbDecodeExact(Double(Int(unit() * 256)) / 255 * (1 + (unit() - 0.5) * 1e-9))
            case 3: ColorSpace.srgbDecodeExact(Double(Int(unit() * 256)) / 255)
            case 4: 1 + unit() * 2e-6
            default: unit() * 0.004
            }
        }
        var standIns = 0
        for x in samples {
            let channel = Gamut.ClippedChannel(x)
            let decoded = ColorSpace.srgbDecode(ColorSpace.srgbEncodeClamped(x))
            if channel.isStandIn {
                standIns += 1
                #expect(x > 0.003135 && x <= 1, "\(x)")
                #expect(abs(channel.linear - decoded) <= 1e-9, "\(x)")
            } else {
                #expect(channel.linear == decoded, "\(x)")
            }
        }
        #expect(standIns > 50_000)
    }
}
