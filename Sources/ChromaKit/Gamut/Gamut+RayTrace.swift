#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension Gamut {
    /// Gamut mapping by ray tracing toward the achromatic axis (Isaac Muse's method, ColorAide's default).
    ///
    /// Returns a Color in `space`, in its gamut. The method, as ColorAide 8
    /// documents and implements it (its gamut-mapping guide, "Ray Tracing
    /// Chroma Reduction"), for a perceptual space of OKLCh and the linear-light
    /// form of the gamut's RGB space:
    /// 1. a space without gamut limits gets the color converted and nothing
    ///    else; a color inside the gamut's cube, within `defaultEpsilon` as for
    ///    `contains` and `mapCSS`, is clamped (ColorAide allows no tolerance);
    /// 2. the anchor is the achromatic color of the origin's OKLCh lightness
    ///    (chroma 0) in linear light, projected onto the cube's gray diagonal
    ///    (the mean of its channels, kept in 0…1); at 1 the result is white,
    ///    at 0 black;
    /// 3. a ray from the anchor through the origin (in linear light) meets
    ///    the cube's surface (the slab method); three correction passes then
    ///    take that point to OKLCh, set its lightness and hue back to the
    ///    origin's, and cast the ray again from the anchor through the
    ///    corrected point, the corrected point becoming the anchor of the next
    ///    pass when it lies inside the cube;
    /// 4. the last point on the surface is clamped into the cube and encoded.
    /// It keeps lightness and hue (up to the few corrections) and lands on the
    /// gamut's surface, where `mapCSS` stops within the JND of it; it converts
    /// about ten times instead of some thirty. Missing components count as 0.
    public static func mapRayTrace(_ color: Color, to space: ColorSpace = .srgb) -> Color {
        guard let gamut = space.gamutSpace else { return zeroingMissing(color).converted(to: space) }
        let gamutRoutes = GamutRoutes.to(gamut)
        let zeroed = ColorSpace.zeroingMissing(color.coords)
        let origin = gamutRoutes.rgb(ofZeroed: zeroed, in: color.space)
        if isInUnitCube(origin, epsilon: defaultEpsilon) {
            return Color(gamut, clamped(origin), alpha: color.alpha).converted(to: space)
        }
        let linear = RayTraceRoutes.linearSpace(of: gamut)
        let mapped = RayTraceRoutes(linear: linear).trace(fromOKLab: gamutRoutes.oklab(ofZeroed: zeroed, in: color.space))
        // White and black are the cube's corners in every encoding: kept exact, as the transfer functions may miss them by an ulp.
        let isCorner = mapped == SIMD4(1, 1, 1, 0) || mapped == SIMD4(0, 0, 0, 0)
        let encoded = linear === gamut || isCorner ? mapped : ConversionPath(from: linear, to: gamut).apply(mapped)
        return Color(gamut, clamped(encoded), alpha: color.alpha).converted(to: space)
    }

    /// The conversions the ray tracing needs between OKLab and one linear-light RGB space.
    struct RayTraceRoutes {
        /// The linear-light RGB space whose unit cube is traced.
        let linear: ColorSpace
        let fromOKLab: ConversionPath
        let toOKLab: ConversionPath

        /// ColorAide's threshold for a point to count as off the surface (its `alg.ATOL`).
        static var surfaceTolerance: Double { 1e-12 }

        init(linear: ColorSpace) {
            self.linear = linear
            fromOKLab = ConversionPath(from: .oklab, to: linear)
            toOKLab = ConversionPath(from: linear, to: .oklab)
        }

        /// The linear-light form of an RGB space: its base when that is a bounded RGB space (display-p3 →
        /// display-p3-linear), else the space itself (already linear). Both have the same cube, since every
        /// transfer function maps 0 to 0 and 1 to 1 and is increasing.
        static func linearSpace(of gamut: ColorSpace) -> ColorSpace {
            if let base = gamut.base, base.isBounded { return base }
            return gamut
        }

        /// The mapped color, in linear light and clamped into the cube, of an origin in OKLab outside it.
        func trace(fromOKLab origin: SIMD4<Double>) -> SIMD4<Double> {
            let lightness = origin.x
            let hue = atan2(origin.z, origin.y)
            let gray = fromOKLab.apply(SIMD4(lightness, 0, 0, 0))
            // Projection onto the gray diagonal from black to white, kept on the segment.
            let level = Swift.min(Swift.max((gray.x + gray.y + gray.z) / 3, 0), 1)
            if level >= 1 { return SIMD4(1, 1, 1, 0) }
            if level <= 0 || lightness.isNaN { return SIMD4(0, 0, 0, 0) }
            var anchor = SIMD4<Double>(level, level, level, 0)
            var point = fromOKLab.apply(origin)
            // A point the conversion noise put back inside the cube is only clamped.
            guard !isInUnitCube(point, epsilon: 0) else { return clamped(point) }
            var last = point
            let low = Self.surfaceTolerance, high = 1 + Self.surfaceTolerance
            for pass in 0..<4 {
                if pass > 0 {
                    // Back to the origin's lightness and hue, the chroma kept.
                    let oklab = toOKLab.apply(point)
                    let chroma = (oklab.y * oklab.y + oklab.z * oklab.z).squareRoot()
                    point = fromOKLab.apply(SIMD4(lightness, chroma * cos(hue), chroma * sin(hue), 0))
                }
                guard let hit = Self.exitPoint(from: anchor, through: point) else {
                    point = last
                    break
                }
                if pass > 0 && point.x > low && point.x < high && point.y > low && point.y < high
                    && point.z > low && point.z < high
                {
                    anchor = point
                }
                last = hit
                point = hit
            }
            return clamped(point)
        }

        /// Where the ray from `start` through `end` meets the surface of the unit cube, by the slab
        /// method (Kay and Kajiya 1986): the first crossing ahead of `start`, or, from inside, the exit.
        /// Nil when the ray misses the cube, or when it is too short to have a direction (every
        /// component under `surfaceTolerance`).
        static func exitPoint(from start: SIMD4<Double>, through end: SIMD4<Double>) -> SIMD4<Double>? {
            var near = -Double.infinity, far = Double.infinity
            var tooShort = true
            let direction = end - start
            for i in 0..<3 {
                let a = start[i], d = direction[i]
                if abs(d) > surfaceTolerance { tooShort = false }
                if d != 0 {
                    let t1 = (0 - a) / d, t2 = (1 - a) / d
                    near = Swift.max(Swift.min(t1, t2), near)
                    far = Swift.min(Swift.max(t1, t2), far)
                } else if a < 0 || a > 1 {
                    return nil
                }
            }
            if tooShort || near > far || far < 0 { return nil }
            let t = near < 0 ? far : near
            guard t.isFinite else { return nil }
            return start + direction * t
        }
    }
}
