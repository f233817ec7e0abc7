/// When the hue of a color in a space is powerless, by CSS Color 4's thresholds (§4.4.1, and the
/// conversion sample code of §7.2, §8.2, §9.3 and §9.5).
///
/// A powerless hue cannot change the color by more than rounding noise: the
/// chroma or saturation it rotates is (nearly) zero. The thresholds are CSS
/// Color 4's: the hue of `hsl()` is powerless when the saturation is at most
/// 0.001 %, of `hwb()` when whiteness + blackness is at least 99.999 %, of
/// `lch()` when the chroma is at most 0.0015 and of `oklch()` when it is at
/// most 0.000004. A conversion *into* such a space marks the hue missing on
/// these thresholds (the spaces' `fromBase`), and for CSS's LCh, OKLCh and HSL
/// sets the chroma or saturation to 0 with it, as the web-platform-tests now
/// compute (HWB keeps its whiteness and blackness; the polar spaces CSS lacks
/// keep their chroma, as coloraide does). A conversion *out of* one
/// (`ConversionPath.apply`) treats the color as the achromatic color it stands
/// for: the hue missing, so that it is carried forward to an analogous hue
/// instead of taking part with its arbitrary value, and the chroma or
/// saturation 0 (for HWB, whiteness and blackness scaled to add up to 1: the
/// gray w / (w + b)), which is how the web-platform-tests for powerless components
/// compute `hsl(from lch(20 0.0015 180) h s l)` as `hsl(none 0% 18.93757452%)`,
/// the same as from `lch(20 0 180)`. A missing chroma or saturation stays
/// missing, and so is carried forward too (§12.2): `lch(20 none 180)` mixed in
/// HSL takes the other color's saturation. A color read in a space keeps its
/// components as written as long as it stays in that space: a specified
/// powerless component acts as normal (§4.4.1).
public enum PowerlessHue: Sendable, Equatable {
    /// The space has no hue, or no rule for it.
    case never
    /// The hue (channel `hue`) is powerless when channel `channel` (chroma, saturation) is at most
    /// `threshold` in size; the achromatic color has that channel 0. (A computed color may have a
    /// negative saturation or chroma; only a small one leaves the hue powerless.)
    case whenAtMost(channel: Int, threshold: Double, hue: Int)
    /// The hue (channel `hue`) is powerless when channels `first` + `second` (whiteness and blackness)
    /// are at least `threshold`; the achromatic color has both scaled to add up to 1: the gray
    /// `first` / (`first` + `second`), which is the color itself once they add up to 1 or more.
    case whenSumAtLeast(first: Int, second: Int, threshold: Double, hue: Int)

    // The thresholds are computed properties so that the conversions reading them read no global.

    /// HSL's saturation threshold: 0.001 % (CSS Color 4 §7.2), as a fraction, plus `percentageRounding`.
    @inlinable public static var hslSaturation: Double { 1e-5 + percentageRounding }
    /// HWB's threshold on whiteness + blackness: 99.999 % (CSS Color 4 §8.2), as a fraction, less
    /// `percentageRounding`.
    @inlinable public static var hwbWhitePlusBlack: Double { 1 - 1e-5 - percentageRounding }
    /// How far a percentage's fraction may be off by binary rounding: `99.999%` is 0.9999899999999999 as a
    /// `Double`, below 1 − 10⁻⁵, yet a color written at the threshold is at it.
    @inlinable public static var percentageRounding: Double { 1e-12 }
    /// CIE LCh's chroma threshold (CSS Color 4 §9.3).
    @inlinable public static var lchChroma: Double { 0.0015 }
    /// OKLCh's chroma threshold (CSS Color 4 §9.5).
    @inlinable public static var oklchChroma: Double { 0.000004 }
    /// JzCzhz's chroma threshold, no CSS one: above the chroma of every D65 gray up to 10,000 cd/m²
    /// (`ColorSpace.jzczhz`).
    @inlinable public static var jzczhzChroma: Double { 0.0003 }

    /// The channel the rule makes missing when it applies to `coords`, or nil when it does not.
    ///
    /// A missing (NaN) channel the rule reads counts as 0, as in the arithmetic of a conversion.
    @inlinable
    public func powerlessChannel(in coords: SIMD4<Double>) -> Int? {
        switch self {
        case .never:
            return nil
        case .whenAtMost(let channel, let threshold, let hue):
            let value = coords[channel]
            return abs(value) <= threshold || value.isNaN ? hue : nil
        case .whenSumAtLeast(let first, let second, let threshold, let hue):
            let a = coords[first], b = coords[second]
            return (a.isNaN ? 0 : a) + (b.isNaN ? 0 : b) >= threshold ? hue : nil
        }
    }

    /// `coords`, or the achromatic color they stand for when the hue is powerless: the hue missing (NaN)
    /// and the colorfulness 0 (see the overview).
    @inlinable
    public func achromaticWherePowerless(_ coords: SIMD4<Double>) -> SIMD4<Double> {
        switch self {
        case .never:
            return coords
        case .whenAtMost(let channel, let threshold, let hue):
            let value = coords[channel]
            guard abs(value) <= threshold || value.isNaN else { return coords }
            var achromatic = coords
            // A missing chroma stays missing, to be carried forward to an analogous one (CSS Color 4 §12.2).
            if !value.isNaN { achromatic[channel] = 0 }
            achromatic[hue] = .nan
            return achromatic
        case .whenSumAtLeast(let first, let second, let threshold, let hue):
            let a = coords[first].isNaN ? 0 : coords[first], b = coords[second].isNaN ? 0 : coords[second]
            let sum = a + b
            guard sum >= threshold else { return coords }
            var achromatic = coords
            achromatic[first] = a / sum
            achromatic[second] = b / sum
            achromatic[hue] = .nan
            return achromatic
        }
    }
}
