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
        // A color already in the gamut's space is its own RGB: no routes to look up.
        if color.space === gamut { return isInUnitCube(ColorSpace.zeroingMissing(color.coords), epsilon: epsilon) }
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
    ///
    /// Into sRGB the bisection decides in linear light (`bisectChromaInLinearLight`); elsewhere, and with
    /// `decidingInLinearLight` false, it runs the steps of CSS Color 4 §13.2 as written. Both give the
    /// same coordinates, bit for bit.
    static func mapIntoUnitCube(_ color: Color, routes: GamutRoutes, decidingInLinearLight: Bool = true) -> SIMD4<Double> {
        let zeroed = ColorSpace.zeroingMissing(color.coords)
        let origin = routes.rgb(ofZeroed: zeroed, in: color.space)
        return mapIntoUnitCube(color, zeroed: zeroed, origin: origin, routes: routes, decidingInLinearLight: decidingInLinearLight)
    }

    /// `mapIntoUnitCube` from the color's coordinates already computed: `zeroed`, its own with missing
    /// components read as 0, and `origin`, those converted to `routes.gamut` (`routes.rgb(ofZeroed:in:)`).
    static func mapIntoUnitCube(
        _ color: Color, zeroed: SIMD4<Double>, origin: SIMD4<Double>, routes: GamutRoutes, decidingInLinearLight: Bool = true
    ) -> SIMD4<Double> {
        if isInUnitCube(origin, epsilon: defaultEpsilon) { return clamped(origin) }
        let (search, originOKLab, high): (ChromaSearch, SIMD4<Double>, Double)
        switch ChromaSearch.start(color, zeroed: zeroed, routes: routes) {
        case .ends(let rgb): return rgb
        case .searches(let s, let o, let h): (search, originOKLab, high) = (s, o, h)
        }
        let clipped = clamped(origin)
        let deltaE = DeltaE.ok(oklab1: originOKLab, oklab2: routes.oklab(fromGamut: clipped))
        if deltaE < justNoticeableDifference { return clipped }
        if decidingInLinearLight, let direct = routes.direct {
            return search.bisectInLinearLight(below: high, routes: direct) ?? clipped
        }
        return search.bisect(below: high, routes: routes, clippedOrigin: clipped)
    }

    /// The bisection of CSS Color 4 §13.2 on OKLCh chroma at one lightness and hue, past the checks before it.
    struct ChromaSearch {
        /// The OKLab lightness kept throughout.
        let lightness: Double
        /// The unit vector of the hue in the OKLab a–b plane (zero for an achromatic origin).
        let direction: SIMD2<Double>

        /// How the mapping goes on past the in-gamut test: to white or black by the origin's lightness, or to
        /// the bisection at the origin's lightness and hue, below its chroma (or 1 for an infinite one).
        enum Start {
            case ends(SIMD4<Double>)
            case searches(ChromaSearch, originOKLab: SIMD4<Double>, high: Double)
        }

        /// The steps of CSS Color 4 §13.2 after the in-gamut test, before the origin is clipped: the origin in
        /// OKLab, white for a lightness of 1 or more and black for 0 or less (or NaN), else the search.
        static func start(_ color: Color, zeroed: SIMD4<Double>, routes: GamutRoutes) -> Start {
            let originOKLab = routes.oklab(ofZeroed: zeroed, in: color.space)
            let lightness = originOKLab.x
            if lightness >= 1 { return .ends(SIMD4(1, 1, 1, 0)) }
            if !(lightness > 0) { return .ends(SIMD4(0, 0, 0, 0)) }  // also catches a NaN lightness

            // The current color in OKLab; its OKLCh chroma varies along the fixed hue direction.
            let originChroma = (originOKLab.y * originOKLab.y + originOKLab.z * originOKLab.z).squareRoot()
            let direction = originChroma > 0 && originChroma.isFinite
                ? SIMD2(originOKLab.y, originOKLab.z) / originChroma : SIMD2<Double>(0, 0)
            let high = originChroma.isFinite ? originChroma : 1
            return .searches(ChromaSearch(lightness: lightness, direction: direction), originOKLab: originOKLab, high: high)
        }

        /// The OKLab coordinates of the color of this lightness and hue with `chroma`.
        @inline(__always)
        func current(chroma: Double) -> SIMD4<Double> {
            SIMD4(lightness, direction.x * chroma, direction.y * chroma, 0)
        }

        /// The loop as CSS Color 4 §13.2 writes it: each candidate converted to the gamut, tested, clipped,
        /// and the clipped color converted back to OKLab for ΔEOK.
        ///
        /// Chroma is bisected at constant OKLCh lightness and hue, raising the
        /// lower bound while the color is in gamut or its clipped form is under
        /// the JND, until the clipped form lies under the JND by less than
        /// `searchEpsilon` or the chroma interval is narrower than it; the last
        /// clipped color is returned.
        func bisect(below originChroma: Double, routes: GamutRoutes, clippedOrigin: SIMD4<Double>) -> SIMD4<Double> {
            var clipped = clippedOrigin
            var low = 0.0
            var high = originChroma
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
                let deltaE = DeltaE.ok(oklab1: candidate, oklab2: routes.oklab(fromGamut: clipped))
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

        /// `bisect` into sRGB with its decisions taken in linear light, which saves its `pow` calls;
        /// the same steps and comparisons, so the same result bit for bit.
        ///
        /// Each candidate is brought to linear-light sRGB, and the transfer
        /// function is run only where an encoded value is needed: whether the
        /// candidate is in the cube, and which channels the clipping sets to 0
        /// or 1, are decided on the linear values exactly as on the encoded ones
        /// (`ColorSpace.srgbEncodeIsInUnitRange`, `srgbEncodeClamped`), and the
        /// clipped color is encoded once, when it is returned.
        ///
        /// ΔEOK of a clipped candidate is only ever compared with the JND and
        /// with the JND less `searchEpsilon`, so it is first estimated without
        /// decoding the channels the clipping kept: each stands for the linear
        /// value it was encoded from (`ClippedChannel`). Only when that estimate
        /// lies within `comparisonGuard` of either threshold is the exact ΔEOK
        /// computed, so every comparison comes out as in `bisect` (`deltaEOfClipped`).
        ///
        /// Returns nil when no candidate was clipped: then, as in `bisect`, the
        /// answer is the clipped origin.
        func bisectInLinearLight(below originChroma: Double, routes: GamutRoutes.OKLabSRGB) -> SIMD4<Double>? {
            let jnd = justNoticeableDifference, epsilon = searchEpsilon
            // The linear channels the last clipped candidate was clipped from; nil while it is the origin's.
            var clippedFrom: SIMD4<Double>? = nil
            var low = 0.0
            var high = originChroma
            var lowIsInGamut = true
            var rounds = 0
            while high - low > epsilon && rounds < 64 {
                rounds += 1
                let chroma = (low + high) / 2
                let candidate = current(chroma: chroma)
                let linear = routes.linearSRGB(fromOKLab: candidate)
                if lowIsInGamut && ColorSpace.srgbEncodeIsInUnitRange(linear.x)
                    && ColorSpace.srgbEncodeIsInUnitRange(linear.y) && ColorSpace.srgbEncodeIsInUnitRange(linear.z)
                {
                    low = chroma
                    continue
                }
                clippedFrom = linear
                let deltaE = Self.deltaEOfClipped(candidate, linear: linear, routes: routes)
                if deltaE < jnd {
                    if jnd - deltaE < epsilon { return Self.encodedClamped(linear) }
                    lowIsInGamut = false
                    low = chroma
                } else {
                    high = chroma
                }
            }
            return clippedFrom.map(Self.encodedClamped)
        }

        /// ΔEOK between `candidate` (OKLab) and its clipped form, whose linear-light sRGB channels before
        /// clipping are `linear`: exact wherever it lies within `comparisonGuard` of the JND or of the JND
        /// less `searchEpsilon`, and elsewhere on the same side of both as the exact value.
        ///
        /// The estimate measures the clipped channels by `ClippedChannel`; only
        /// when a stand-in channel was used and the estimate lies near a
        /// threshold is the clipped color encoded, decoded and measured exactly.
        @inline(__always)
        static func deltaEOfClipped(_ candidate: SIMD4<Double>, linear: SIMD4<Double>, routes: GamutRoutes.OKLabSRGB) -> Double {
            let jnd = justNoticeableDifference, epsilon = searchEpsilon, guardBand = comparisonGuard
            let x = ClippedChannel(linear.x), y = ClippedChannel(linear.y), z = ClippedChannel(linear.z)
            let deltaE = DeltaE.ok(oklab1: candidate, oklab2: routes.oklab(fromLinearSRGB: SIMD4(x.linear, y.linear, z.linear, 0)))
            if (x.isStandIn || y.isStandIn || z.isStandIn)
                && (abs(deltaE - jnd) <= guardBand || abs((jnd - deltaE) - epsilon) <= guardBand)
            {
                return DeltaE.ok(oklab1: candidate, oklab2: routes.oklab(fromSRGB: encodedClamped(linear)))
            }
            return deltaE
        }

        /// The clipped sRGB color of linear channels: `srgbEncodeClamped` on each, lane 3 zero.
        @inline(__always)
        static func encodedClamped(_ linear: SIMD4<Double>) -> SIMD4<Double> {
            SIMD4(
                ColorSpace.srgbEncodeClamped(linear.x), ColorSpace.srgbEncodeClamped(linear.y),
                ColorSpace.srgbEncodeClamped(linear.z), 0)
        }

        /// How near a threshold a ΔEOK estimated with stand-in channels must lie for the exact one to be computed.
        ///
        /// A stand-in (`ClippedChannel`) is above 0.003135 and differs from its
        /// decoded encoding by less than 10⁻⁹: a few units in the last place
        /// from `pow` there and back, or, where the encoded value is within
        /// 10⁻⁷/255 of the 8-bit grid and decodes from the table, at most that
        /// distance times the slope of the decoding (2.28 at most). The row sums
        /// of the matrix to LMS are about 1 and its smallest entry is 0.0514
        /// (Ottosson 2020), so the LMS component is at least 1.6·10⁻⁴, where the
        /// cube root's slope is at most 113; through the matrix to OKLab (row
        /// sums of magnitudes at most 4.86) each OKLab component moves by less
        /// than 5.5·10⁻⁷ and ΔEOK by less than 10⁻⁶: under this guard.
        static var comparisonGuard: Double { 2e-6 }
    }

    /// A linear-light sRGB channel clipped into the cube, with a linear value to measure it by: what
    /// `ColorSpace.srgbDecode` gives for its clipped encoding (`ColorSpace.srgbEncodeClamped`), or the
    /// channel itself standing in for that round trip (`isStandIn`), which saves the transfer function.
    ///
    /// The decoded value is computed where it is cheap or where the round trip
    /// strays: at 0 and 1; up to 0.003135, where the encoding is the linear
    /// piece of the transfer function, or just past its joint (encoded
    /// 0.0404…0.0405), where a value encoded by the power piece decodes by the
    /// linear piece and comes back off by a relative 7·10⁻⁷ (IEC 61966-2-1's two
    /// thresholds do not quite meet); and just above 1. Elsewhere the channel
    /// stands in for it (`ChromaSearch.comparisonGuard` says how closely).
    struct ClippedChannel {
        let linear: Double
        let isStandIn: Bool

        /// The highest linear value measured by its decoded encoding below the stand-ins: past the joint
        /// of the transfer function's pieces (linear 0.0031308, encoded 0.0405 decodes to 0.0031346).
        static var standInFloor: Double { 0.003135 }

        @inline(__always)
        init(_ x: Double) {
            if x > Self.standInFloor && x <= 1 {
                linear = x
                isStandIn = true
            } else {
                // Above 1 the clipped encoding is 1 (or the double just below, which decodes from the table's
                // last entry, 1); at or below 0, and for NaN, it is 0, whose decoding is 0.
                linear = x > 1 ? 1 : !(x > 0) ? 0 : ColorSpace.srgbDecode(ColorSpace.srgbEncodeClamped(x))
                isStandIn = false
            }
        }
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
                forward.steps[0] == .named(.xyzFromOKLab), case .matrix(let m) = forward.steps[1], case .function = forward.steps[2],
                backward.steps == [.srgbDecode, backward.steps[1], .oklabFromXYZ], case .matrix(let n) = backward.steps[1]
            else { return nil }
            xyzToLinear = m
            linearToXYZ = n
        }

        @inline(__always)
        func srgb(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
            ColorSpace.srgbEncode(vector: linearSRGB(fromOKLab: v))
        }

        @inline(__always)
        func oklab(fromSRGB v: SIMD4<Double>) -> SIMD4<Double> {
            oklab(fromLinearSRGB: ColorSpace.srgbDecode(vector: v))
        }

        /// `srgb(fromOKLab:)` but its last step, the transfer function.
        @inline(__always)
        func linearSRGB(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
            xyzToLinear * ColorSpace.xyz(fromOKLab: v)
        }

        /// `oklab(fromSRGB:)` but its first step, the transfer function.
        @inline(__always)
        func oklab(fromLinearSRGB v: SIMD4<Double>) -> SIMD4<Double> {
            ColorSpace.oklab(fromXYZ: linearToXYZ * v)
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
        // OKLCh's route to OKLab is its one step (taken, as the route's `apply` takes it, from the gray a
        // powerless hue stands for), and the direct sRGB route runs the general one's arithmetic
        // (`OKLabSRGB`): the same bits without walking a route.
        if space === ColorSpace.oklch { return ColorSpace.rectangular(fromPolar: space.zeroedForConversion(coords)) }
        if space === gamut { return direct?.oklab(fromSRGB: coords) ?? oklabToGamut.inverse(coords) }
        return (intoOKLab[ObjectIdentifier(space)] ?? ConversionPath(from: space, to: .oklab)).apply(coords)
    }
}
