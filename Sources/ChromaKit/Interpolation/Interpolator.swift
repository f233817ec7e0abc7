/// Interpolation between two colors, after CSS Color 4 §12 "Interpolation".
///
/// An `Interpolator` does the per-pair work once — conversion into the
/// interpolation space, missing components, hue fix-up, premultiplication —
/// and then answers `coordinates(at:)` with a handful of vector operations
/// and no allocation, which is what a gradient sampled for every pixel of an
/// image needs. The steps, in the order of CSS Color 4 §12.1:
///
/// 1. Both colors are converted to the interpolation space. Missing (`none`)
///    components are carried forward to their analogous components by
///    `ColorSpace.convert` (§12.2); in addition, when every component of the
///    "analogous set" (the components without an analogue in the other space)
///    is missing, the whole analogous set of the result is missing, as §12.2
///    asks. A conversion into a polar space marks the hue of an achromatic
///    color missing (it is powerless, §4.4.1); a color already in the
///    interpolation space keeps every component as written, since a
///    powerless component that was specified acts as normal (§4.4.1).
/// 2. A component missing in one color takes the other color's value; missing
///    in both, it stays missing in the result (§12.2). Alpha is a component
///    like the others here.
/// 3. Hues are fixed up by the hue method (§12.4).
/// 4. Every component except the hue is multiplied by alpha (§12.3); with a
///    missing alpha (missing in both colors) nothing is multiplied.
/// 5. Components and alpha are interpolated linearly; the result is divided
///    by the interpolated alpha again, except where that alpha is 0 or
///    missing (§12.3), and the hue is brought into [0, 360).
///
/// Colors outside the gamut of the interpolation space are interpolated as
/// they are, not clipped (§12.1).
public struct Interpolator: Sendable {
    /// The interpolation space: every result is in it.
    public let space: ColorSpace
    /// The hue method in use: the one asked for, `shorter` for a polar space when none was, nil for a rectangular space.
    public let hue: HueInterpolation?
    /// The first color's premultiplied coordinates (t = 0); 0 where missing in both colors.
    @usableFromInline let start: SIMD4<Double>
    /// The second color's premultiplied coordinates (t = 1).
    @usableFromInline let end: SIMD4<Double>
    /// The alphas at t = 0 and t = 1; 0 when alpha is missing in both.
    @usableFromInline let startAlpha: Double, endAlpha: Double
    /// Whether alpha is missing in both colors.
    @usableFromInline let alphaMissing: Bool
    /// Lanes multiplied by alpha: every channel of the space except the hue.
    @usableFromInline let premultipliedLanes: SIMDMask<SIMD4<Int64>>
    /// Lanes missing in both colors, missing in every result.
    @usableFromInline let missingLanes: SIMDMask<SIMD4<Int64>>
    /// The hue's lane, or −1 for a rectangular space.
    @usableFromInline let hueLane: Int

    /// Prepares the interpolation from `a` (t = 0) to `b` (t = 1) in `space`.
    ///
    /// `hue` picks the hue method of a polar space (one with a hue channel,
    /// `ColorSpace.hueIndex`: HSL, LCh, OKLCh, …) and defaults to `shorter`; asking for one
    /// with a rectangular space is an error, as CSS Color 5 makes it for
    /// `color-mix()`.
    public init(from a: Color, to b: Color, in space: ColorSpace, hue: HueInterpolation? = nil)
        throws(InterpolationError)
    {
        try self.init(converted: Self.converted(a, to: space), Self.converted(b, to: space), in: space, hue: hue)
    }

    /// `init(from:to:in:hue:)` with the conversions into `routes.target` through routes kept by the caller.
    package init(from a: Color, to b: Color, through routes: ConversionRoutes, hue: HueInterpolation? = nil)
        throws(InterpolationError)
    {
        try self.init(
            converted: Self.converted(a, through: routes), Self.converted(b, through: routes), in: routes.target, hue: hue)
    }

    /// The preparation of `init(from:to:in:hue:)` once both colors are in `space` (step 1 done).
    init(converted a: Color, _ b: Color, in space: ColorSpace, hue: HueInterpolation?) throws(InterpolationError) {
        let hueIndex = space.hueIndex
        if hue != nil && hueIndex == nil { throw .noHue(in: space) }
        self.space = space
        self.hue = hueIndex == nil ? nil : (hue ?? .shorter)
        self.hueLane = hueIndex ?? -1

        var first = a
        var second = b
        var channelLanes = SIMDMask<SIMD4<Int64>>(repeating: false)
        for lane in space.channels.indices { channelLanes[lane] = true }

        // §12.2: a component missing in one color takes the other's value.
        let firstMissing = (first.coords .!= first.coords) .& channelLanes
        let secondMissing = (second.coords .!= second.coords) .& channelLanes
        let bothMissing = firstMissing .& secondMissing
        first.coords.replace(with: second.coords, where: firstMissing .& .!secondMissing)
        second.coords.replace(with: first.coords, where: secondMissing .& .!firstMissing)
        first.coords.replace(with: 0, where: bothMissing .| .!channelLanes)
        second.coords.replace(with: 0, where: bothMissing .| .!channelLanes)
        if first.alpha.isNaN { first.alpha = second.alpha }
        if second.alpha.isNaN { second.alpha = first.alpha }
        let alphaMissing = first.alpha.isNaN
        self.missingLanes = bothMissing
        self.alphaMissing = alphaMissing

        // §12.4: hue fix-up.
        if let hueIndex, let method = self.hue, !bothMissing[hueIndex] {
            (first.coords[hueIndex], second.coords[hueIndex]) =
                method.fixup(first.coords[hueIndex], second.coords[hueIndex])
        }

        // §12.3: premultiply every component but the hue.
        var premultiplied = channelLanes
        if let hueIndex { premultiplied[hueIndex] = false }
        self.premultipliedLanes = premultiplied
        if alphaMissing {
            self.startAlpha = 0
            self.endAlpha = 0
        } else {
            first.coords.replace(with: first.coords * first.alpha, where: premultiplied)
            second.coords.replace(with: second.coords * second.alpha, where: premultiplied)
            self.startAlpha = first.alpha
            self.endAlpha = second.alpha
        }
        self.start = first.coords
        self.end = second.coords
    }

    /// The interpolated coordinates in `space` and alpha at `t`, without allocating.
    ///
    /// t = 0 gives the first color and t = 1 the second (exactly, up to the
    /// premultiplication round trip). Outside 0…1 the premultiplied
    /// components and alpha extrapolate linearly: the components are divided
    /// by the unclamped interpolated alpha, and the alpha returned is then
    /// clamped into 0…1. Missing components are NaN; a missing alpha is NaN.
    @inlinable
    public func coordinates(at t: Double) -> (SIMD4<Double>, alpha: Double) {
        let s = 1 - t
        var v = start * s + end * t
        var alpha = Double.nan
        if !alphaMissing {
            alpha = startAlpha * s + endAlpha * t
            if alpha != 0 { v.replace(with: v / alpha, where: premultipliedLanes) }
            alpha = Swift.min(Swift.max(alpha, 0), 1)
        }
        if hueLane >= 0 { v[hueLane] = ColorMath.normalizeHue(v[hueLane]) }
        v.replace(with: .nan, where: missingLanes)
        return (v, alpha)
    }

    /// The interpolated color at `t` (see `coordinates(at:)`), in `space`.
    @inlinable
    public func color(at t: Double) -> Color {
        let (coords, alpha) = coordinates(at: t)
        return Color(space, coords, alpha: alpha)
    }

    // MARK: Conversion with analogous sets

    /// `color` in `space`, missing components carried forward as CSS Color 4 §12.2 asks.
    ///
    /// `Color.converted(to:)` carries each missing component to its analogous
    /// components. This adds the rule for analogous sets: the components of
    /// the source with no analogue in the target form one set, those of the
    /// target with no analogue in the source another; when the first is not
    /// empty and all of it is missing, all of the second is missing too
    /// (`lab(50% none none)` in LCh is `lch(50% none none)`; `rgb(none none
    /// none)` in OKLab is `oklab(none none none)`).
    static func converted(_ color: Color, to space: ColorSpace) -> Color {
        withAnalogousSets(color, converted: color.converted(to: space))
    }

    /// `converted(_:to:)` into `routes.target` through the caller's routes.
    static func converted(_ color: Color, through routes: ConversionRoutes) -> Color {
        withAnalogousSets(color, converted: routes.converted(color))
    }

    /// `converted`, the conversion of `color`, with the rule for analogous sets applied (see `converted(_:to:)`).
    static func withAnalogousSets(_ color: Color, converted: Color) -> Color {
        var result = converted
        let source = color.space, target = converted.space
        guard source !== target else { return result }
        let sourceChannels = source.channels, targetChannels = target.channels
        // A color with no missing component is never in a missing set: the common case, decided without a search.
        if !(0..<sourceChannels.count).contains(where: { color.coords[$0].isNaN }) { return result }
        func hasAnalogue(_ category: ColorSpace.Category, in channels: [ColorSpace.Channel]) -> Bool {
            category != .other && channels.contains { $0.category == category }
        }
        var sourceSetIsEmpty = true
        for index in sourceChannels.indices where !hasAnalogue(sourceChannels[index].category, in: targetChannels) {
            sourceSetIsEmpty = false
            if !color.coords[index].isNaN { return result }
        }
        if sourceSetIsEmpty { return result }
        for index in targetChannels.indices where !hasAnalogue(targetChannels[index].category, in: sourceChannels) {
            result.coords[index] = .nan
        }
        return result
    }
}
