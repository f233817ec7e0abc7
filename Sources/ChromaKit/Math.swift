#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Small numeric helpers shared by the spaces and the difference formulas.
public enum ColorMath {
    /// Degrees per radian.
    public static let degreesPerRadian = 180 / Double.pi

    /// An angle in degrees brought into [0, 360); NaN stays NaN.
    @inlinable
    public static func normalizeHue(_ h: Double) -> Double {
        if h >= 0 && h < 360 { return h }
        if h < 0 && h >= -360 { return h + 360 >= 360 ? 0 : h + 360 }
        if h.isNaN { return h }
        var x = h.truncatingRemainder(dividingBy: 360)
        if x < 0 { x += 360 }
        return x >= 360 ? 0 : x
    }

    /// The real cube root, for OKLab's hot path: within one ulp of the exact root (as libm's `cbrt` is), several times cheaper.
    ///
    /// An initial guess from the exponent bits (dividing the biased exponent
    /// by three, Kahan's trick as in Hacker's Delight §11-1), then two Halley
    /// steps (cubic convergence: ~3% → ~3e-5 → ~1e-14) and one Newton step to
    /// reach full double precision. Zero, infinities, NaN and subnormals go to
    /// libm. Always inlined: OKLab calls it three times in a row on independent values.
    @inlinable @inline(__always)
    public static func cubeRoot(_ x: Double) -> Double {
        let a = abs(x)
        guard isInCubeRootRange(a) else { return cbrt(x) }
        var y = cubeRootGuess(a)
        for _ in 0..<2 {
            let y3 = y * y * y
            y = y * (y3 + 2 * a) / (2 * y3 + a)
        }
        y -= (y * y * y - a) / (3 * y * y)
        return x < 0 ? -y : y
    }

    /// Whether `cubeRoot`'s iteration is made for the magnitude `a` (2^-1000 to 2^1000); libm takes the rest.
    @inlinable @inline(__always)
    static func isInCubeRootRange(_ a: Double) -> Bool { a >= 0x1p-1000 && a <= 0x1p1000 }

    /// `cubeRoot`'s first guess for the magnitude `a`: its bits divided by three, plus the bias that makes the
    /// exponent a third of `a`'s (Kahan's trick, Hacker's Delight §11-1).
    @inlinable @inline(__always)
    static func cubeRootGuess(_ a: Double) -> Double { Double(bitPattern: a.bitPattern / 3 &+ 0x2A9F_7893_782D_A1CE) }

    /// The hue angle of the vector (a, b) in degrees [0, 360).
    @inlinable
    public static func hueAngle(_ a: Double, _ b: Double) -> Double {
        normalizeHue(atan2(b, a) * degreesPerRadian)
    }
}

extension ColorSpace {
    /// Lab-like → LCh-like for CSS's `lch()` and `oklch()`: chroma and hue from the opponent axes; when the chroma is at most
    /// `achromatic` the hue is missing and the chroma 0 (CSS Color 4 §9.4, §9.5: the hue of an
    /// achromatic color is powerless, and the color is the gray it stands for, as the
    /// web-platform-tests for powerless components compute `lch(from hsl(180 0.0011% 50%) l calc(c * 1000) h)`).
    @inlinable
    public static func polar(fromRectangular v: SIMD4<Double>, achromatic: Double) -> SIMD4<Double> {
        let c = (v.y * v.y + v.z * v.z).squareRoot()
        if c <= achromatic { return SIMD4(v.x, 0, .nan, 0) }
        return SIMD4(v.x, c, ColorMath.hueAngle(v.y, v.z), 0)
    }

    /// Lab-like → LCh-like for the polar spaces CSS does not define (LChuv, LCh D65, LCh99o, OKLrCh,
    /// JzCzhz): the hue is missing when the chroma is at most `achromatic`, and the chroma is kept, as
    /// coloraide keeps it (its tables give D65 white a JzCzhz chroma of 0.0002 with no hue). Either way a
    /// color under the threshold loses its hue: read back, the missing hue counts as 0°.
    @inlinable
    public static func polarKeepingChroma(fromRectangular v: SIMD4<Double>, achromatic: Double) -> SIMD4<Double> {
        let c = (v.y * v.y + v.z * v.z).squareRoot()
        return SIMD4(v.x, c, c <= achromatic ? .nan : ColorMath.hueAngle(v.y, v.z), 0)
    }

    /// LCh-like → Lab-like (CSS Color 4 §9.4); a missing hue counts as 0.
    static func rectangular(fromPolar v: SIMD4<Double>) -> SIMD4<Double> {
        let h = v.z.isNaN ? 0 : v.z / ColorMath.degreesPerRadian
        let c = max(v.y, 0)
        return SIMD4(v.x, c * cos(h), c * sin(h), 0)
    }

    /// The sRGB hue of (r, g, b) given its max, min and chroma (CSS Color 4 §7.1), NaN when chroma is 0.
    static func rgbHue(_ v: SIMD4<Double>, max mx: Double, min mn: Double) -> Double {
        let d = mx - mn
        if d == 0 { return .nan }
        var h: Double
        if mx == v.x {
            h = (v.y - v.z) / d + (v.y < v.z ? 6 : 0)
        } else if mx == v.y {
            h = (v.z - v.x) / d + 2
        } else {
            h = (v.x - v.y) / d + 4
        }
        h *= 60
        return ColorMath.normalizeHue(h)
    }

    /// Builds an RGB space: a linear-light parent, a transfer function and its inverse.
    static func gammaEncoded(
        id: String, jsonKey: String? = nil, css: CSSSyntax, linear: ColorSpace,
        encode: @escaping @Sendable (Double) -> Double, decode: @escaping @Sendable (Double) -> Double
    ) -> ColorSpace {
        ColorSpace(
            id: id, jsonKey: jsonKey, channels: rgbChannels, css: css, isBounded: true,
            base: linear,
            toBase: { v in SIMD4(decode(v.x), decode(v.y), decode(v.z), 0) },
            fromBase: { v in SIMD4(encode(v.x), encode(v.y), encode(v.z), 0) }
        )
    }

    /// Builds a linear-light RGB space from its matrices to and from its XYZ parent.
    static func linearRGB(id: String, css: CSSSyntax, xyz: ColorSpace, toXYZ: Matrix3, fromXYZ: Matrix3) -> ColorSpace {
        ColorSpace(
            id: id, channels: rgbChannels, css: css, isBounded: true, base: xyz,
            toBase: { toXYZ * $0 }, fromBase: { fromXYZ * $0 },
            toBaseMatrix: toXYZ, fromBaseMatrix: fromXYZ
        )
    }

    /// The red, green and blue channels of every RGB space, reference range 0–1.
    static let rgbChannels: [Channel] = [
        Channel("r", "red", 0...1, .red),
        Channel("g", "green", 0...1, .green),
        Channel("b", "blue", 0...1, .blue),
    ]

    /// Applies `f` to the magnitude and keeps the sign, as CSS extends transfer functions below 0.
    @inlinable
    static func signed(_ x: Double, _ f: (Double) -> Double) -> Double {
        x < 0 ? -f(-x) : f(x)
    }
}
