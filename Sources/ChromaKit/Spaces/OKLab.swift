extension ColorSpace {
    /// OKLab (Ottosson 2020; CSS Color 4 §9.2, §10.9 with the recalculated 64-bit matrices); L 0–1.
    public static let oklab = ColorSpace(
        id: "oklab",
        channels: [
            Channel("l", "lightness", 0...1, .lightness),
            Channel("a", "a", -0.4...0.4, .opponentA),
            Channel("b", "b", -0.4...0.4, .opponentB),
        ],
        // CSS Color 4 §9.4: L 100% = 1, clamped to 0…1; a, b 100% = 0.4.
        css: .function(CSSFunction("oklab", components: [.scaled(percentOf: 1, 0, 1), .scaled(percentOf: 0.4), .scaled(percentOf: 0.4)])),
        base: xyzD65,
        toBase: { xyz(fromOKLab: $0) },
        fromBase: { oklab(fromXYZ: $0) }
    )

    /// OKLab → XYZ (D65): to non-linear LMS, cubed, then to XYZ (OKLab's `toBase`, a named function so
    /// that gamut mapping can call it directly, see `GamutRoutes.OKLabSRGB`).
    @inlinable
    public static func xyz(fromOKLab v: SIMD4<Double>) -> SIMD4<Double> {
        let lms = OKLabMatrices.labToLMS * v
        return OKLabMatrices.lmsToXYZ * (lms * lms * lms)
    }

    /// XYZ (D65) → OKLab: to LMS, the cube root of each cone response, then to Lab.
    ///
    /// A named function rather than a closure body so that conversion routes
    /// can call it directly (see `ConversionPath.Step.oklabFromXYZ`).
    @inlinable
    public static func oklab(fromXYZ v: SIMD4<Double>) -> SIMD4<Double> {
        oklab(fromXYZ: v, toLMS: OKLabMatrices.xyzToLMS, toLab: OKLabMatrices.lmsToLab)
    }

    /// `oklab(fromXYZ:)` with its two matrices passed in, so that a route holding
    /// them skips the lazy-global checks of `OKLabMatrices` on every call.
    @inlinable @inline(__always)
    package static func oklab(fromXYZ v: SIMD4<Double>, toLMS: Matrix3, toLab: Matrix3) -> SIMD4<Double> {
        let lms = toLMS * v
        return toLab * SIMD4(ColorMath.cubeRoot(lms.x), ColorMath.cubeRoot(lms.y), ColorMath.cubeRoot(lms.z), 0)
    }
}

/// The OKLab matrices of CSS Color 4 §10.9 sample code (conversions.js), recalculated for 64-bit precision.
///
/// Computed, not stored: each use is the constant matrix itself, folded where it is used, where a stored
/// global would cost a lazy-initialization check per use (several per color in gamut mapping).
public enum OKLabMatrices {
    /// XYZ (D65) → LMS.
    @inlinable
    public static var xyzToLMS: Matrix3 {
        Matrix3(
            (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
            (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
            (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
        )
    }
    /// Non-linear LMS → OKLab.
    @inlinable
    public static var lmsToLab: Matrix3 {
        Matrix3(
            (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
            (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
            (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
        )
    }
    /// LMS → XYZ (D65).
    @inlinable
    public static var lmsToXYZ: Matrix3 {
        Matrix3(
            (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
            (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
            (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
        )
    }
    /// OKLab → non-linear LMS.
    @inlinable
    public static var labToLMS: Matrix3 {
        Matrix3(
            (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
            (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
            (1.0000000000000000, -0.0894841775298119, -1.2914855480194092)
        )
    }
}
