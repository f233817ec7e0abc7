/// Mixing colors with the weights of CSS Color 5 `color-mix()`.
///
/// Two colors mix as css-color-5 §2 describes: the percentages are
/// normalized (§2.1), the colors are interpolated in the mixing space by
/// `Interpolator` (CSS Color 4 §12: premultiplied alpha, missing components,
/// hue methods), and an alpha multiplier left over from the normalization
/// scales the result's alpha (§2.2 step 3). The result is in the mixing space.
///
/// More than two colors mix the way the current css-color-5 editor's draft
/// defines it for its variadic `color-mix()`: left to right, each color is
/// mixed into the result so far with progress wᵢ / (w₁ + … + wᵢ). In a
/// rectangular space that is exactly the premultiplied weighted average; in a
/// polar space each step applies the hue method to one pair of hues, the only
/// way the pairwise hue fix-ups of CSS Color 4 §12.4 extend to more colors.
/// For two colors it is the two-color mix.
///
/// Choices where the specifications leave room, documented here once:
/// - Percentages that add up to 0% give transparent black in the mixing
///   space (css-color-5 "calculate a color-mix()": a leftover of 100%). The
///   first published draft made such a mix invalid.
/// - Colors outside sRGB are mixed in HSL, HWB, HSB and CMYK as they are:
///   their conversions hold out-of-gamut colors and round-trip (the CSS
///   Working Group's 2023 resolution that `color-mix()` and relative colors
///   in rgb, hsl and hwb give round-trippable, unbounded results). Only Okhsl and Okhsv, whose formulas are built on the sRGB
///   gamut, first bring other colors into sRGB with the CSS gamut-mapping
///   algorithm. `Interpolator` and `Gradient` never map (CSS Color 4 §12.1:
///   values are interpolated as they are).
/// - When the alpha multiplier applies to a result whose alpha is missing,
///   the missing alpha counts as 1 (opaque), so the result's alpha is the
///   multiplier.
/// - One mix takes at most `maximumColors` colors; the specifications set no
///   limit, but an unbounded list lets one record take unbounded memory.
public enum Mix {
    /// The default mixing space, OKLab (css-color-5 §2, the default of `color-mix()`).
    public static let defaultSpace = ColorSpace.oklab

    /// The most colors one mix takes: far more than any palette, few enough that a mix stays small.
    public static let maximumColors = 10_000

    /// The error for a mix of `count` colors, more than `maximumColors`.
    static func tooManyColors(_ count: Int) -> InterpolationError {
        InterpolationError("too many colors: a mix takes at most \(maximumColors), found \(count)")
    }

    /// Normalized weights (summing to 1) and the alpha multiplier for `color-mix()` percentages 0…100 (nil = omitted).
    ///
    /// css-color-5 §2.1 "Percentage normalization", generalized to any number
    /// of colors the way it reads for two:
    /// 1. a percentage must be finite and within 0…100, else it is an error;
    /// 2. if every percentage is omitted, each is 100 / n (50% each for two);
    ///    otherwise each omitted one is (100 − the sum of the given ones) / (the
    ///    number omitted), at least 0 (for two: 100% − the other);
    /// 3. a sum of 0 gives weights of 0 and an alpha multiplier of 0: the mix is transparent black;
    /// 4. a sum over 100 is scaled down to 100; a sum under 100 is scaled up
    ///    to 100 and the sum / 100 becomes the alpha multiplier. Sums within
    ///    1e-9 of 100 count as 100, so `33.3%, 33.3%, 33.4%` has no multiplier.
    public static func normalize(_ percentages: [Double?]) throws(InterpolationError) -> (
        weights: [Double], alphaMultiplier: Double
    ) {
        guard !percentages.isEmpty else { throw InterpolationError("nothing to mix: give at least one color") }
        guard percentages.count <= maximumColors else { throw tooManyColors(percentages.count) }
        var given = 0.0
        var omitted = 0
        for percentage in percentages {
            guard let percentage else {
                omitted += 1
                continue
            }
            guard percentage.isFinite, percentage >= 0, percentage <= 100 else {
                throw InterpolationError(
                    "percentages must be between 0% and 100%, found \(number(percentage))%")
            }
            given += percentage
        }
        let share = omitted == percentages.count
            ? 100 / Double(percentages.count)
            : Swift.max(0, 100 - given) / Double(Swift.max(omitted, 1))
        let resolved = percentages.map { $0 ?? share }
        let sum = resolved.reduce(0, +)
        guard sum > 0 else { return (resolved.map { _ in 0 }, 0) }
        let multiplier = sum >= 100 - 1e-9 ? 1 : sum / 100
        return (resolved.map { $0 / sum }, multiplier)
    }

    /// The `color-mix()` of colors with optional percentages 0…100, in `space` (default OKLab).
    ///
    /// `mix([(red, 30), (blue, nil)], in: .oklch)` is
    /// `color-mix(in oklch, red 30%, blue)`. One color alone is that color in
    /// `space` (with its alpha scaled when its percentage is under 100).
    /// Percentages that add up to 0 give transparent black in `space`. Throws for an empty list, a
    /// percentage outside 0…100, and a hue method with a rectangular space.
    public static func mix(
        _ colors: [(Color, Double?)], in space: ColorSpace = defaultSpace, hue: HueInterpolation? = nil
    ) throws(InterpolationError) -> Color {
        try mix(colors, in: space, hue: hue, routes: nil)
    }

    /// `mix(_:in:hue:)`; `routes`, when given, converts into `space` (its target must be `space`) through
    /// routes the caller keeps from one mix to the next, with the same result.
    package static func mix(
        _ colors: [(Color, Double?)], in space: ColorSpace, hue: HueInterpolation?, routes: ConversionRoutes?
    ) throws(InterpolationError) -> Color {
        let (weights, multiplier) = try normalize(colors.map(\.1))
        if multiplier == 0 {
            if hue != nil && space.hueIndex == nil { throw .noHue(in: space) }
            return transparentBlack(in: space)
        }
        var result = try progressive(colors.map(\.0), weights, in: space, hue: hue, routes: routes)
        if multiplier != 1 { result.alpha = result.effectiveAlpha * multiplier }
        return result
    }

    /// The mix of colors with relative weights (`red:2 blue:1 gold:1`), in `space`.
    ///
    /// Weights are any finite numbers ≥ 0, not all 0; they are divided by
    /// their sum, so there is never an alpha multiplier. Otherwise as `mix(_:in:hue:)`.
    public static func mix(
        weighted colors: [(Color, Double)], in space: ColorSpace = defaultSpace, hue: HueInterpolation? = nil
    ) throws(InterpolationError) -> Color {
        guard !colors.isEmpty else { throw InterpolationError("nothing to mix: give at least one color") }
        guard colors.count <= maximumColors else { throw tooManyColors(colors.count) }
        var largest = 0.0
        for (_, weight) in colors {
            guard weight.isFinite, weight >= 0 else {
                throw InterpolationError("weights must be finite numbers ≥ 0, found \(number(weight))")
            }
            largest = max(largest, weight)
        }
        guard largest > 0 else {
            throw InterpolationError("the weights add up to 0; at least one must be more than 0")
        }
        // Scaled by the largest first, so that the sum of weights near the largest double stays finite.
        let scaled = colors.map { $0.1 / largest }
        let sum = scaled.reduce(0, +)
        return try progressive(colors.map(\.0), scaled.map { $0 / sum }, in: space, hue: hue)
    }

    /// The mix of `a` and `b` with `fraction` (0…1) of `b`: `a` at 0, `b` at 1.
    ///
    /// The same as `color-mix(in SPACE, a (1 − fraction) × 100%, b)`; a
    /// fraction outside 0…1 is an error.
    public static func mix(
        _ a: Color, _ b: Color, by fraction: Double, in space: ColorSpace = defaultSpace,
        hue: HueInterpolation? = nil
    ) throws(InterpolationError) -> Color {
        guard fraction >= 0, fraction <= 1 else {
            throw InterpolationError(
                "the mix fraction must be between 0 and 1, found \(number(fraction))")
        }
        return try progressive([a, b], [1 - fraction, fraction], in: space, hue: hue)
    }

    /// Mixes colors left to right with normalized weights (see the overview).
    ///
    /// Each step interpolates from the result so far to the next color with
    /// progress wᵢ / (w₁ + … + wᵢ); where that sum is 0 (leading 0% colors)
    /// the progress is 0.5, as the css-color-5 draft now does.
    static func progressive(
        _ colors: [Color], _ weights: [Double], in space: ColorSpace, hue: HueInterpolation?,
        routes: ConversionRoutes? = nil
    ) throws(InterpolationError) -> Color {
        if hue != nil && space.hueIndex == nil { throw .noHue(in: space) }
        var result = convertedForMixing(colors[0], in: space, routes: routes)
        var total = weights[0]
        for index in colors.indices.dropFirst() {
            let combined = total + weights[index]
            let progress = combined > 0 ? weights[index] / combined : 0.5
            let next = convertedForMixing(colors[index], in: space, routes: routes)
            result = try Interpolator(converted: result, next, in: space, hue: hue).color(at: progress)
            total = combined
        }
        return result
    }

    /// The mix of `a` and `b` with the weights and alpha multiplier `normalize` gave for their percentages:
    /// `mix([(a, p), (b, q)], in:hue:routes:)` without its arrays, for a caller that mixes pair after pair
    /// with the same percentages and normalizes them once.
    package static func mix(
        _ a: Color, _ b: Color, weights: (Double, Double), alphaMultiplier: Double, in space: ColorSpace,
        hue: HueInterpolation? = nil, routes: ConversionRoutes? = nil
    ) throws(InterpolationError) -> Color {
        if hue != nil && space.hueIndex == nil { throw .noHue(in: space) }
        return try mix(
            prepared: convertedForMixing(a, in: space, routes: routes), convertedForMixing(b, in: space, routes: routes),
            weights: weights, alphaMultiplier: alphaMultiplier, in: space, hue: hue)
    }

    /// `mix(_:_:weights:alphaMultiplier:in:hue:routes:)` of two colors already made ready for mixing in
    /// `space` by `prepared(_:forMixingIn:routes:)`: a caller that mixes many colors with the same one
    /// prepares that one once.
    public static func mix(
        prepared a: Color, _ b: Color, weights: (Double, Double), alphaMultiplier: Double, in space: ColorSpace,
        hue: HueInterpolation? = nil
    ) throws(InterpolationError) -> Color {
        if hue != nil && space.hueIndex == nil { throw .noHue(in: space) }
        if alphaMultiplier == 0 { return transparentBlack(in: space) }
        let combined = weights.0 + weights.1
        let progress = combined > 0 ? weights.1 / combined : 0.5
        var result = try Interpolator(converted: a, b, in: space, hue: hue).color(at: progress)
        if alphaMultiplier != 1 { result.alpha = result.effectiveAlpha * alphaMultiplier }
        return result
    }

    /// `color` made ready to be mixed in `space`: mapped into sRGB where mixing asks for it, then converted
    /// into `space` with the rule for analogous sets, through `routes` when given (their target must be `space`).
    package static func prepared(_ color: Color, forMixingIn space: ColorSpace, routes: ConversionRoutes? = nil) -> Color {
        convertedForMixing(color, in: space, routes: routes)
    }

    /// `color` ready to be mixed in `space`: mapped into sRGB where mixing asks for it (`gamutMappedForMixing`),
    /// then converted with the analogous-set rule (`Interpolator.converted`), through `routes` when given
    /// (their target must be `space`).
    static func convertedForMixing(_ color: Color, in space: ColorSpace, routes: ConversionRoutes?) -> Color {
        let mapped = gamutMappedForMixing(color, in: space)
        guard let routes else { return Interpolator.converted(mapped, to: space) }
        precondition(routes.target === space, "routes into another space than the mix's")
        return Interpolator.converted(mapped, through: routes)
    }

    /// Whether mixing in `space` first maps colors outside sRGB into it: Okhsl and Okhsv, whose formulas hold
    /// only the colors of sRGB (see the overview).
    public static func mapsIntoSRGBBeforeMixing(in space: ColorSpace) -> Bool {
        space === ColorSpace.okhsl || space === ColorSpace.okhsv
    }

    /// `color` mapped into sRGB with the CSS algorithm when mixing in `space` asks for it
    /// (`mapsIntoSRGBBeforeMixing(in:)`) and the color lies outside sRGB; else `color`.
    static func gamutMappedForMixing(_ color: Color, in space: ColorSpace) -> Color {
        guard mapsIntoSRGBBeforeMixing(in: space), !Gamut.contains(color, in: .srgb) else { return color }
        return Gamut.mapCSS(color, to: .srgb)
    }

    /// Transparent black converted to `space`: the mix of percentages that add up to 0%.
    static func transparentBlack(in space: ColorSpace) -> Color {
        Color(.srgb, 0, 0, 0, alpha: 0).converted(to: space)
    }

    /// A number for a message: short form when finite, Swift's spelling (`nan`, `inf`) otherwise.
    static func number(_ x: Double) -> String {
        x.isFinite ? ShortNumber.string(x) : "\(x)"
    }
}
