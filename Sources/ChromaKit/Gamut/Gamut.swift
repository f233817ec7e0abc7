/// Gamut checks and gamut mapping into RGB spaces.
///
/// A gamut here is the unit cube of an RGB space (`isBounded`): sRGB,
/// Display P3, Rec. 2020, … A space built on one (HSL, HWB, HSB, CMYK, Okhsl
/// and Okhsv on sRGB) has that space's gamut (`ColorSpace.gamutSpace`); a space without one
/// (Lab, LCh, OKLab, OKLCh, XYZ) has no gamut limits, so every color fits it.
/// Missing components (CSS `none`) count as 0 throughout, and alpha is carried
/// through unchanged.
public enum Gamut {
    /// The default tolerance of `contains`, on the 0–1 channel scale: 0.000075, as color.js uses.
    ///
    /// Large enough to accept colors that went through a lossy text round trip
    /// (six decimals in another space) or floating-point conversion noise, and
    /// far below half an 8-bit step (1/510 ≈ 0.00196), so a color that passes
    /// rounds to the same 8-bit value as its clipped form.
    public static let defaultEpsilon = 0.000075

    /// The just-noticeable difference in ΔEOK that the CSS algorithm aims for (CSS Color 4 §13.2: JND = 0.02).
    public static let justNoticeableDifference = 0.02

    /// How close, in OKLCh chroma and in ΔEOK, the CSS binary search stops (CSS Color 4 §13.2: epsilon = 0.0001).
    public static let searchEpsilon = 0.0001

    /// Whether `color` lies in the gamut of `space` (an RGB space such as `.srgb` or `.displayP3`), within `epsilon`.
    ///
    /// Every channel of the color converted to the gamut's RGB space must lie
    /// in −ε…1 + ε. A space without gamut limits contains every color.
    /// Missing components count as 0.
    public static func contains(_ color: Color, in space: ColorSpace = .srgb, epsilon: Double = defaultEpsilon) -> Bool {
        guard let gamut = space.gamutSpace else { return true }
        return isInUnitCube(GamutRoutes.to(gamut).rgb(of: color), epsilon: epsilon)
    }

    /// Clips each channel of the color, converted to `space`, into 0…1; returns a Color in `space`.
    ///
    /// For a space built on an RGB space (HSL, HSB, CMYK, …) the clipping
    /// happens in that RGB space before converting. A space without gamut
    /// limits gets the color converted and nothing else. Missing components
    /// count as 0; a hue can still come out missing where the result is
    /// achromatic in a polar space.
    public static func clip(_ color: Color, to space: ColorSpace = .srgb) -> Color {
        guard let gamut = space.gamutSpace else { return zeroingMissing(color).converted(to: space) }
        let rgb = clamped(GamutRoutes.to(gamut).rgb(of: color))
        return Color(gamut, rgb, alpha: color.alpha).converted(to: space)
    }

    /// The CSS Color 4 §13.2 gamut-mapping algorithm: a binary search on OKLCh chroma with local MINDE.
    ///
    /// Returns a Color in `space`, in its gamut. Following CSS Color 4 §13.2
    /// ("CSS gamut mapping to an RGB destination"):
    /// 1. a space without gamut limits gets the color converted and nothing else;
    /// 2. a color already in gamut (within `defaultEpsilon`) is converted and
    ///    clipped. The spec tests lightness first; for an in-gamut color both
    ///    orders give the same result up to rounding, and this one skips the
    ///    OKLCh conversion;
    /// 3. an OKLCh lightness ≥ 1 gives white (1, 1, 1) and ≤ 0 gives black
    ///    (0, 0, 0) in the gamut's RGB space;
    /// 4. otherwise the clipped color is returned if it lies within the JND
    ///    (ΔEOK 0.02) of the origin; if not, chroma is bisected at constant
    ///    OKLCh lightness and hue, raising the lower bound while the color is
    ///    in gamut or its clipped form is under the JND, until the clipped form
    ///    lies under the JND by less than `searchEpsilon` or the chroma
    ///    interval is narrower than it, and the last clipped color is returned.
    /// The in-gamut test inside the search is exact (no epsilon). The result
    /// has no NaN channel (for a bounded `space`), whatever the input; the
    /// search stops after 64 halvings even for an absurd chroma.
    public static func mapCSS(_ color: Color, to space: ColorSpace = .srgb) -> Color {
        guard let gamut = space.gamutSpace else { return zeroingMissing(color).converted(to: space) }
        let routes = GamutRoutes.to(gamut)
        let rgb = mapIntoUnitCube(color, routes: routes)
        return Color(gamut, rgb, alpha: color.alpha).converted(to: space)
    }

    /// The CSS-mapped RGB coordinates of `color` in `routes.gamut`, every channel in 0…1.
    static func mapIntoUnitCube(_ color: Color, routes: GamutRoutes) -> SIMD4<Double> {
        let zeroed = ColorSpace.zeroingMissing(color.coords)
        let origin = routes.rgb(ofZeroed: zeroed, in: color.space)
        if isInUnitCube(origin, epsilon: defaultEpsilon) { return clamped(origin) }

        let originOKLab = routes.oklab(ofZeroed: zeroed, in: color.space)
        let lightness = originOKLab.x
        if lightness >= 1 { return SIMD4(1, 1, 1, 0) }
        if !(lightness > 0) { return SIMD4(0, 0, 0, 0) }  // also catches a NaN lightness

        // The current color in OKLab; its OKLCh chroma varies along the fixed hue direction.
        let originChroma = (originOKLab.y * originOKLab.y + originOKLab.z * originOKLab.z).squareRoot()
        let direction = originChroma > 0 && originChroma.isFinite
            ? SIMD2(originOKLab.y, originOKLab.z) / originChroma : SIMD2<Double>(0, 0)
        func current(chroma: Double) -> SIMD4<Double> {
            SIMD4(lightness, direction.x * chroma, direction.y * chroma, 0)
        }
        func distance(from current: SIMD4<Double>, to clipped: SIMD4<Double>) -> Double {
            DeltaE.ok(oklab1: current, oklab2: routes.oklab(fromGamut: clipped))
        }

        var clipped = clamped(origin)
        var deltaE = distance(from: originOKLab, to: clipped)
        if deltaE < justNoticeableDifference { return clipped }

        var low = 0.0
        var high = originChroma.isFinite ? originChroma : 1
        var lowIsInGamut = true
        // Bisection halves the interval each time; 64 rounds bound the loop even for absurd chroma.
        var rounds = 0
        while high - low > searchEpsilon && rounds < 64 {
            rounds += 1
            let chroma = (low + high) / 2
            let candidate = current(chroma: chroma)
            let rgb = routes.gamut(fromOKLab: candidate)
            if lowIsInGamut && isInUnitCube(rgb, epsilon: 0) {
                low = chroma
                continue
            }
            clipped = clamped(rgb)
            deltaE = distance(from: candidate, to: clipped)
            if deltaE < justNoticeableDifference {
                if justNoticeableDifference - deltaE < searchEpsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// Whether the first three lanes lie in −ε…1 + ε; false for NaN.
    @inlinable
    static func isInUnitCube(_ v: SIMD4<Double>, epsilon: Double) -> Bool {
        let low = -epsilon, high = 1 + epsilon
        return v.x >= low && v.x <= high && v.y >= low && v.y <= high && v.z >= low && v.z <= high
    }

    /// The first three lanes clamped into 0…1, NaN read as 0; lane 3 set to 0.
    @inlinable
    static func clamped(_ v: SIMD4<Double>) -> SIMD4<Double> {
        @inline(__always) func unit(_ x: Double) -> Double { x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1) }
        return SIMD4(unit(v.x), unit(v.y), unit(v.z), 0)
    }

    /// The color with its missing components replaced by 0.
    static func zeroingMissing(_ color: Color) -> Color {
        Color(color.space, ColorSpace.zeroingMissing(color.coords), alpha: color.alpha)
    }
}

/// The conversions gamut mapping into one RGB space needs, built once.
///
/// Routes into sRGB are precomputed from every registered space, since the
/// `hex` and `rgb8` output of a stream maps every record there; other gamuts
/// build their routes per call.
struct GamutRoutes: Sendable {
    /// A pair of routes, there and back.
    struct Pair: Sendable {
        let forward: ConversionPath
        let backward: ConversionPath

        func apply(_ v: SIMD4<Double>) -> SIMD4<Double> { forward.apply(v) }
        func inverse(_ v: SIMD4<Double>) -> SIMD4<Double> { backward.apply(v) }
    }

    /// The two routes between OKLab and sRGB with their steps called directly: the arithmetic of the
    /// `ConversionPath`s (the same fused matrices, the same functions in the same order) without
    /// walking a list of steps, for the bisection of `Gamut.mapIntoUnitCube`, which runs them some
    /// fifteen times per color. Made only when the routes have the shape expected.
    struct OKLabSRGB: Sendable {
        /// XYZ (D65) → linear sRGB, as fused in the forward route.
        let xyzToLinear: Matrix3
        /// Linear sRGB → XYZ (D65), as fused in the backward route.
        let linearToXYZ: Matrix3

        /// The direct form of `forward` (OKLab → sRGB) and `backward` (sRGB → OKLab), if they are
        /// OKLab's `toBase`, one matrix and sRGB's `fromBase`, and sRGB decoding, one matrix and
        /// OKLab from XYZ.
        init?(forward: ConversionPath, backward: ConversionPath) {
            guard forward.source === ColorSpace.oklab, forward.target === ColorSpace.srgb, forward.steps.count == 3,
                case .function = forward.steps[0], case .matrix(let m) = forward.steps[1], case .function = forward.steps[2],
                backward.steps == [.srgbDecode, backward.steps[1], .oklabFromXYZ], case .matrix(let n) = backward.steps[1]
            else { return nil }
            xyzToLinear = m
            linearToXYZ = n
        }

        @inline(__always)
        func srgb(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
            ColorSpace.srgbEncode(vector: xyzToLinear * ColorSpace.xyz(fromOKLab: v))
        }

        @inline(__always)
        func oklab(fromSRGB v: SIMD4<Double>) -> SIMD4<Double> {
            ColorSpace.oklab(fromXYZ: linearToXYZ * ColorSpace.srgbDecode(vector: v))
        }
    }

    /// The RGB space whose unit cube is the gamut.
    let gamut: ColorSpace
    /// OKLab → gamut, and back.
    let oklabToGamut: Pair
    /// The same two routes called directly, for sRGB.
    let direct: OKLabSRGB?
    private let intoGamut: [ObjectIdentifier: ConversionPath]
    private let intoOKLab: [ObjectIdentifier: ConversionPath]

    init(gamut: ColorSpace, precomputingFrom sources: [ColorSpace]) {
        self.gamut = gamut
        oklabToGamut = Pair(
            forward: ConversionPath(from: .oklab, to: gamut),
            backward: ConversionPath(from: gamut, to: .oklab)
        )
        direct = OKLabSRGB(forward: oklabToGamut.forward, backward: oklabToGamut.backward)
        var intoGamut: [ObjectIdentifier: ConversionPath] = [:]
        var intoOKLab: [ObjectIdentifier: ConversionPath] = [:]
        for space in sources {
            intoGamut[ObjectIdentifier(space)] = ConversionPath(from: space, to: gamut)
            intoOKLab[ObjectIdentifier(space)] = ConversionPath(from: space, to: .oklab)
        }
        self.intoGamut = intoGamut
        self.intoOKLab = intoOKLab
    }

    /// The routes into sRGB, from every registered space.
    static let srgb = GamutRoutes(gamut: .srgb, precomputingFrom: ColorSpaces.all)

    /// The routes into `gamut`: the precomputed ones for sRGB, fresh ones otherwise.
    static func to(_ gamut: ColorSpace) -> GamutRoutes {
        gamut === ColorSpace.srgb ? srgb : GamutRoutes(gamut: gamut, precomputingFrom: [])
    }

    /// OKLab coordinates without missing components in the gamut's RGB space: `oklabToGamut.apply`.
    @inline(__always)
    func gamut(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
        if let direct { return direct.srgb(fromOKLab: v) }
        return oklabToGamut.apply(v)
    }

    /// Gamut RGB coordinates without missing components in OKLab: `oklabToGamut.inverse`.
    @inline(__always)
    func oklab(fromGamut v: SIMD4<Double>) -> SIMD4<Double> {
        if let direct { return direct.oklab(fromSRGB: v) }
        return oklabToGamut.inverse(v)
    }

    /// The color's coordinates in the gamut's RGB space, missing components read as 0.
    func rgb(of color: Color) -> SIMD4<Double> {
        rgb(ofZeroed: ColorSpace.zeroingMissing(color.coords), in: color.space)
    }

    /// Coordinates without missing components, converted from `space` to the gamut's RGB space.
    func rgb(ofZeroed coords: SIMD4<Double>, in space: ColorSpace) -> SIMD4<Double> {
        if space === gamut { return coords }
        return (intoGamut[ObjectIdentifier(space)] ?? ConversionPath(from: space, to: gamut)).apply(coords)
    }

    /// Coordinates without missing components, converted from `space` to OKLab.
    func oklab(ofZeroed coords: SIMD4<Double>, in space: ColorSpace) -> SIMD4<Double> {
        if space === ColorSpace.oklab { return coords }
        if space === gamut { return oklabToGamut.inverse(coords) }
        return (intoOKLab[ObjectIdentifier(space)] ?? ConversionPath(from: space, to: .oklab)).apply(coords)
    }
}
