#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// sRGB, the web's default space (CSS Color 4 §10.2; IEC 61966-2-1 transfer function).
    ///
    /// Written `color(srgb …)`, which holds any value; also read from `rgb()`/`rgba()`,
    /// numbers 0–255 or percentages, in the modern and the legacy syntax (CSS Color 4 §5.1).
    public static let srgb = ColorSpace(
        id: "srgb", jsonKey: "rgb", channels: rgbChannels,
        css: CSSSyntax(
            colorName: "srgb", function: CSSFunction("rgb", "rgba", components: [.rgb, .rgb, .rgb], allowsLegacySyntax: true),
            standing: .standard),
        isBounded: true,
        base: srgbLinear,
        toBase: { srgbDecode(vector: $0) },
        fromBase: { srgbEncode(vector: $0) }
    )

    /// Linear sRGB → sRGB: `srgbEncode` on each channel, lane 3 zeroed (sRGB's `fromBase`, a named
    /// function so that gamut mapping can call it directly, see `GamutRoutes.OKLabSRGB`).
    @inlinable
    public static func srgbEncode(vector v: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(srgbEncode(v.x), srgbEncode(v.y), srgbEncode(v.z), 0)
    }

    /// The sRGB transfer function, linear → encoded (IEC 61966-2-1), extended by sign below 0.
    @inlinable
    public static func srgbEncode(_ x: Double) -> Double {
        signed(x) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    /// Whether `srgbEncode(x)` lies in 0…1, decided in linear light wherever that is certain, so that the
    /// transfer function is run only for `x` just above 1.
    ///
    /// The encoding keeps the sign, so it is below 0 exactly when `x` is. From
    /// 0 to 1 it is at most `1.055 · 1 − 0.055`, which rounds to
    /// 0.9999999999999999 (`pow` of a base at most 1 is at most 1, being
    /// within an ulp of the exact value). Above `srgbEncodeUnitBound` it is
    /// more than 1 by some 4·10⁻⁷, far beyond any rounding. Between 1 and
    /// that bound it is computed. NaN is outside, as its encoding is.
    @inlinable
    public static func srgbEncodeIsInUnitRange(_ x: Double) -> Bool {
        if x >= 0 && x <= 1 { return true }
        guard x > 1 && x <= srgbEncodeUnitBound else { return false }
        return srgbEncode(x) <= 1
    }

    /// `srgbEncode(x)` clamped into 0…1 with NaN read as 0, bit for bit as clamping the encoded value gives,
    /// without the transfer function where the result is 0 or 1 (`srgbEncodeIsInUnitRange` says why).
    @inlinable
    public static func srgbEncodeClamped(_ x: Double) -> Double {
        if x < 0 || x.isNaN { return 0 }
        if x > srgbEncodeUnitBound { return 1 }
        return Swift.min(Swift.max(srgbEncode(x), 0), 1)
    }

    /// The linear value past which `srgbEncode` certainly gives more than 1: 1 + 2⁻²⁰.
    @inlinable
    public static var srgbEncodeUnitBound: Double { 1 + 0x1p-20 }

    /// sRGB → linear sRGB: `srgbDecode` on each channel, lane 3 zeroed (sRGB's `toBase`,
    /// also called directly by conversion routes, see `ConversionPath.Step.srgbDecode`).
    @inlinable
    public static func srgbDecode(vector v: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(srgbDecode(v.x), srgbDecode(v.y), srgbDecode(v.z), 0)
    }

    /// The sRGB transfer function, encoded → linear, extended by sign below 0.
    ///
    /// Values on the 8-bit grid (k/255, what hex and most CSS input gives)
    /// come from a table of the same function, which saves a `pow` per
    /// channel on the streaming hot path.
    ///
    /// The nearest index is `Int(k + 0.5)` rather than `k.rounded()` (a libm call):
    /// the two differ only next to a half-integer, where neither is within 1e-7 of `k`,
    /// and outside (-0.5, 255.5), where neither index is a table entry within 1e-7; NaN
    /// fails the range check. So the table is used for exactly the same inputs.
    @inlinable
    public static func srgbDecode(_ x: Double) -> Double {
        if let index = srgbGridIndex(x) { return srgbDecodeTable[index] }
        return srgbDecodeExact(x)
    }

    /// The k of k/255 when `x` is within 1e-7 of it (k = 0…255), else nil: where `srgbDecode` uses its table.
    @inlinable
    public static func srgbGridIndex(_ x: Double) -> Int? {
        let k = x * 255
        guard k > -0.5 && k < 255.5 else { return nil }
        let index = Int(k + 0.5)
        return abs(k - Double(index)) < 1e-7 ? index : nil
    }

    /// The transfer function itself, without the table.
    public static func srgbDecodeExact(_ x: Double) -> Double {
        signed(x) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// `srgbDecodeExact(k / 255)` for k = 0…255.
    public static let srgbDecodeTable: [Double] = (0...255).map { srgbDecodeExact(Double($0) / 255) }
}
