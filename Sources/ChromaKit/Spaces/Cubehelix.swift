#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Cubehelix (Green 2011, "A colour scheme for the display of astronomical intensity images", Bull. Astr. Soc.
    /// India 39, 289, eq. 2), written `color(--cubehelix h s l)`: sRGB as a helix around its gray diagonal.
    ///
    /// Green's scheme puts a color at lightness l, at an angle φ about the
    /// gray axis and at an amplitude a from it:
    /// (r, g, b) = l + a (cos φ (−0.14861, −0.29227, 1.97294) + sin φ (1.78277, −0.90649, 0)),
    /// the two directions being those of constant luminance. As a color space
    /// (D3's `cubehelix`, which coloraide follows) the hue is φ − 120° and the
    /// saturation s = a / (l (1 − l)), so that a saturation at every lightness
    /// reaches as far out as the gray's distance to black or white allows.
    /// The inverse solves the three equations for l, a cos φ and a sin φ.
    /// Within 10⁻⁸ of l 0 or 10⁻⁷ of l 1, coloraide's limits, the saturation is
    /// 0 and the hue missing, as it is when the saturation is at most 10⁻⁴.
    /// sRGB's most saturated colors, yellow and blue, read s ≈ 4.6144, the
    /// reference range's end (coloraide's): a percentage reads 100% as that
    /// saturation and lightness 1; the hue takes an angle.
    public static let cubehelix = ColorSpace(
        id: "cubehelix",
        channels: [
            Channel("h", "hue", 0...360, .hue),
            Channel("s", "saturation", 0...Cubehelix.maximumSaturation, .colorfulness),
            Channel("l", "lightness", 0...1, .lightness),
        ],
        css: .custom("cubehelix", components: [.hue, .scaled(percentOf: Cubehelix.maximumSaturation), .scaled(percentOf: 1)]),
        gamutSpace: srgb, base: srgb,
        toBase: { Cubehelix.srgb(fromCubehelix: $0) },
        fromBase: { Cubehelix.cubehelix(fromSRGB: $0) },
        powerlessHue: .whenAtMost(channel: 1, threshold: Cubehelix.achromaticSaturation, hue: 0)
    )
}

/// Green's constants and the two conversions of Cubehelix (see `ColorSpace.cubehelix`).
enum Cubehelix {
    /// The helix's directions (Green 2011, eq. 2): red gets A cos φ + B sin φ, green C cos φ + D sin φ, blue E cos φ.
    static let a = -0.14861, b = 1.78277, c = -0.29227, d = -0.90649, e = 1.97294
    /// The saturation of sRGB yellow and blue, the largest in sRGB: the reference range (coloraide's).
    static let maximumSaturation = 4.614386868039719
    /// The saturation at or below which the hue is missing: coloraide's 10⁻⁴.
    static var achromaticSaturation: Double { 1e-4 }
    /// How far the hue is turned from Green's angle φ: φ = h + 120°.
    static var hueOffset: Double { 120 }

    /// Whether the lightness is within coloraide's limits of black (10⁻⁸) or white (10⁻⁷), where a gray has no hue.
    @inline(__always)
    static func isAtAnEnd(_ l: Double) -> Bool {
        abs(l) < 1e-8 || abs(l - 1) < 1e-7
    }

    /// Cubehelix → sRGB: Green's eq. 2 with a = s l (1 − l); a missing hue counts as 0.
    static func srgb(fromCubehelix v: SIMD4<Double>) -> SIMD4<Double> {
        let l = v.z
        let amplitude = isAtAnEnd(l) ? 0 : v.y * l * (1 - l)
        let phi = ((v.x.isNaN ? 0 : v.x) + hueOffset) / ColorMath.degreesPerRadian
        let x = amplitude * cos(phi), y = amplitude * sin(phi)
        return SIMD4(l + a * x + b * y, l + c * x + d * y, l + e * x, 0)
    }

    /// sRGB → Cubehelix: eq. 2 solved for l (the blue equation gives a cos φ = (b − l) / E, and the other two
    /// eliminate a sin φ), then a cos φ and a sin φ.
    static func cubehelix(fromSRGB v: SIMD4<Double>) -> SIMD4<Double> {
        let l = (e * d * v.x - e * b * v.y + (b * c - a * d) * v.z) / (e * d - e * b + b * c - a * d)
        guard !isAtAnEnd(l) else { return SIMD4(.nan, 0, l, 0) }
        let x = (v.z - l) / e
        let y = (v.y - l - c * x) / d
        let s = (x * x + y * y).squareRoot() / (l * (1 - l))
        let h = abs(s) <= achromaticSaturation ? Double.nan : ColorMath.normalizeHue(atan2(y, x) * ColorMath.degreesPerRadian - hueOffset)
        return SIMD4(h, s, l, 0)
    }
}
