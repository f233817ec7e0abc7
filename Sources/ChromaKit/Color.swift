/// A color: a space, its coordinates and an alpha.
///
/// Coordinates are stored in the space's own reference ranges: sRGB
/// channels 0–1, hues in degrees, HSL/HSB/HWB/CMYK channels 0–1, Lab/LCh
/// lightness 0–100, OKLab/OKLCh lightness 0–1. Three-channel spaces leave
/// lane 3 unused (0); CMYK uses all four.
///
/// A *missing* component (CSS `none`, e.g. the hue of a gray) is stored as
/// `Double.nan`. It is carried through conversion as missing wherever CSS
/// Color 4 §4.4 carries it forward, treated as 0 in the arithmetic, and
/// written as `null` in JSON and `none` in CSS. Parsed input never yields a
/// NaN any other way: the parser rejects non-finite numbers.
///
/// Two colors are equal (`==`) when they have the same space, components and
/// alpha, a missing component equal to a missing one (two missing hues are
/// equal) and -0 equal to +0; the hash agrees.
///
/// The methods read as CSS and color.js do: `Color(css:)`, `to(_:)`, `css`,
/// `hex`, `deltaE(to:method:)`, `mixed(with:by:in:hue:)`, `inGamut(_:)`,
/// `mapped(into:method:)` and `contrast(against:method:)`.
public struct Color: Sendable {
    /// The space the coordinates are in.
    public var space: ColorSpace
    /// The coordinates in `space`'s channel order; NaN means missing.
    public var coords: SIMD4<Double>
    /// Alpha 0–1; NaN means missing (`/ none`).
    public var alpha: Double

    /// Makes a color from its space, coordinates and alpha (default opaque).
    public init(_ space: ColorSpace, _ coords: SIMD4<Double>, alpha: Double = 1) {
        self.space = space
        self.coords = coords
        self.alpha = alpha
    }

    /// Makes a color from three (or four) coordinates.
    public init(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, _ c3: Double = 0, alpha: Double = 1) {
        self.init(space, SIMD4(c0, c1, c2, c3), alpha: alpha)
    }

    /// The coordinates as an array of the space's channel count.
    public var components: [Double] {
        (0..<space.channels.count).map { coords[$0] }
    }

    /// Whether coordinate `i` is missing (`none`).
    public func isMissing(_ i: Int) -> Bool { coords[i].isNaN }

    /// Alpha with a missing alpha read as 1 (opaque), for output and compositing.
    public var effectiveAlpha: Double { alpha.isNaN ? 1 : alpha }

    /// This color converted to `target`, every change of white on the way made by `adaptation` (see `ColorSpace.convert`).
    public func converted(to target: ColorSpace, adaptation: ChromaticAdaptation = .bradford) -> Color {
        if target === space { return self }
        return Color(target, space.convert(coords, to: target, adaptation: adaptation), alpha: alpha)
    }

    /// Whether the two colors are the same space, coordinates and alpha, NaN equal to NaN.
    public func isIdentical(to other: Color) -> Bool {
        guard space === other.space else { return false }
        for i in 0..<4 {
            let a = coords[i], b = other.coords[i]
            if !(a == b || (a.isNaN && b.isNaN)) { return false }
        }
        return alpha == other.alpha || (alpha.isNaN && other.alpha.isNaN)
    }
}
