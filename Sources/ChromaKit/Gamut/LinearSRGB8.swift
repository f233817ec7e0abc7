/// The 8-bit sRGB facts of a color read off its linear-light sRGB channels, without the transfer function.
///
/// Writing a color's `hex` and deciding whether its lossless text is a hex
/// color both start from its encoded sRGB channels: the byte each rounds to
/// (`Color.rgb8`) and whether each lies on the 8-bit grid
/// (`CSSColor.gridStep`). Encoding takes a `pow` per channel. Both facts are
/// steps of a monotone function, so they can be read off the linear value
/// instead, by comparing it with the linear values where they change: the
/// decodings of (k − ½)/255 for the bytes and of k/255 ± the grid tolerance
/// for the grid, tabulated once (IEC 61966-2-1's decoding, `srgbDecodeExact`).
///
/// The comparison is exact away from those thresholds. Encoding with `pow`
/// is off by a few units in the last place, which moves the encoded value by
/// less than 10⁻¹³ (times 255); a linear value more than a relative 10⁻⁹ from
/// a threshold encodes, by the slope of the encoding (at least 0.44 per unit
/// of linear light up to 1), at least 3·10⁻¹⁰ away from it, so both ways of
/// deciding agree. Nearer than that, and below 0 or above 1, `facts` gives
/// nil and the caller encodes.
public enum LinearSRGB8 {
    /// The bytes of a color inside the sRGB cube and whether all three channels are on the 8-bit grid.
    public struct Facts: Sendable, Equatable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        /// Whether every channel's encoding is within `CSSColor.gridTolerance` of its byte / 255.
        public var isOnGrid: Bool
    }

    /// The facts of linear-light sRGB channels (lanes 0–2), or nil unless each lies in 0…1 away from
    /// every threshold: exactly what encoding them (`ColorSpace.srgbEncode`) and reading the result
    /// would give.
    public static func facts(_ linear: SIMD4<Double>) -> Facts? {
        let tables = Self.tables
        guard let red = channel(linear.x, tables), let green = channel(linear.y, tables),
            let blue = channel(linear.z, tables)
        else { return nil }
        return Facts(red: red.byte, green: green.byte, blue: blue.byte, isOnGrid: red.onGrid && green.onGrid && blue.onGrid)
    }

    /// One channel: the byte its clamped encoding rounds to and whether that encoding is on the grid.
    @inline(__always)
    static func channel(_ x: Double, _ tables: UnsafePointer<Double>) -> (byte: UInt8, onGrid: Bool)? {
        guard x >= 0 && x <= 1 else { return nil }
        if x <= 0.0031308 {
            // The linear piece of the encoding: no `pow` to save, so decide as the encoded value is read.
            let encoded = 12.92 * x
            return (Color.byte(encoded), CSSColor.gridStep(encoded) != nil)
        }
        // The byte: how many of the thresholds 1…255 lie at or below x (entry 0 is 0, below every x here).
        var byte = 0
        var step = 128
        while step > 0 {
            if tables[byte + step] <= x { byte += step }
            step >>= 1
        }
        let margin = x * Self.relativeMargin
        if abs(x - tables[byte]) <= margin || (byte < 255 && abs(tables[byte + 1] - x) <= margin) { return nil }
        let lower = tables[256 + byte], upper = tables[512 + byte]
        if abs(x - lower) <= margin || abs(x - upper) <= margin { return nil }
        return (UInt8(truncatingIfNeeded: byte), x >= lower && x <= upper)
    }

    /// How near a threshold, relative to the value, a linear value must be for the encoding to decide.
    static var relativeMargin: Double { 1e-9 }

    /// Three tables of 256 linear values, allocated once and never freed (read-only, so shared by
    /// every thread): from 0, where byte k begins (the decoding of (k − ½)/255; entry 0 is 0); from
    /// 256, the decoding of k/255 − `CSSColor.gridTolerance`; from 512, of k/255 + that tolerance.
    nonisolated(unsafe) static let tables: UnsafePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 768)
        for k in 0...255 {
            let step = Double(k) / 255
            table[k] = k == 0 ? 0 : ColorSpace.srgbDecodeExact((Double(k) - 0.5) / 255)
            table[256 + k] = ColorSpace.srgbDecodeExact(step - CSSColor.gridTolerance)
            table[512 + k] = ColorSpace.srgbDecodeExact(step + CSSColor.gridTolerance)
        }
        return UnsafePointer(table)
    }()
}
