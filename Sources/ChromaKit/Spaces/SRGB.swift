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
        fromBase: { v in SIMD4(srgbEncode(v.x), srgbEncode(v.y), srgbEncode(v.z), 0) }
    )

    /// The sRGB transfer function, linear → encoded (IEC 61966-2-1), extended by sign below 0.
    @inlinable
    static func srgbEncode(_ x: Double) -> Double {
        signed(x) { $0 > 0.0031308 ? 1.055 * pow($0, 1 / 2.4) - 0.055 : 12.92 * $0 }
    }

    /// sRGB → linear sRGB: `srgbDecode` on each channel, lane 3 zeroed (sRGB's `toBase`,
    /// also called directly by conversion routes, see `ConversionPath.Step.srgbDecode`).
    @inlinable
    static func srgbDecode(vector v: SIMD4<Double>) -> SIMD4<Double> {
        srgbDecode(vector: v, table: srgbDecodeTablePointer)
    }

    /// `srgbDecode(vector:)` reading a table passed in (`srgbDecodeTablePointer`), so that a
    /// route holding the pointer skips the lazy-global check on every channel.
    @inlinable
    static func srgbDecode(vector v: SIMD4<Double>, table: UnsafePointer<Double>) -> SIMD4<Double> {
        SIMD4(srgbDecode(v.x, table: table), srgbDecode(v.y, table: table), srgbDecode(v.z, table: table), 0)
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
    static func srgbDecode(_ x: Double) -> Double {
        srgbDecode(x, table: srgbDecodeTablePointer)
    }

    /// `srgbDecode(_:)` with the table (256 entries, `srgbDecodeTablePointer`) passed in.
    @inlinable
    static func srgbDecode(_ x: Double, table: UnsafePointer<Double>) -> Double {
        let k = x * 255
        if k > -0.5 && k < 255.5 {
            let index = Int(k + 0.5)
            if abs(k - Double(index)) < 1e-7 { return table[index] }
        }
        return srgbDecodeExact(x)
    }

    /// The transfer function itself, without the table.
    @usableFromInline
    static func srgbDecodeExact(_ x: Double) -> Double {
        signed(x) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    /// `srgbDecodeExact(k / 255)` for k = 0…255.
    @usableFromInline
    static let srgbDecodeTable: [Double] = (0...255).map { srgbDecodeExact(Double($0) / 255) }

    /// The same 256 values in memory that is allocated once and never freed, so that
    /// conversion routes can keep a plain pointer to it. Read-only after initialisation,
    /// hence safe to share across threads.
    @usableFromInline
    nonisolated(unsafe) static let srgbDecodeTablePointer: UnsafePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        table.initialize(from: srgbDecodeTable, count: 256)
        return UnsafePointer(table)
    }()
}
