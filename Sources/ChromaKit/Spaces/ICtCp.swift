extension ColorSpace {
    /// ICtCp of Rec. ITU-R BT.2100-2 with the PQ transfer function, written `ictcp(I Ct Cp)` as the CSS Color
    /// HDR draft defines the function (`color(--ictcp I Ct Cp)` is read too).
    ///
    /// From absolute XYZ (`xyz-abs-d65`, media white 203 cd/m²): to linear
    /// Rec. 2020, to LMS with BT.2100's 4% crosstalk (its Rec. 2020 → LMS
    /// matrix, in 4096ths), each through the perceptual quantizer, then
    /// BT.2100's L′M′S′ → ICtCp matrix (in 4096ths). color.js multiplies the
    /// first two matrices out with its own XYZ matrix, which leaves its white a
    /// Cp of −0.00003; here white is neutral, as in coloraide. Percentages read 100% as I 1 and Ct, Cp 0.5, the
    /// reference ranges of the draft (§ ICtCp), color.js and coloraide; relative colors name them `i ct cp`. Ct is taken as the b-like
    /// axis and Cp as the a-like one when a missing component is carried, as
    /// coloraide pairs them.
    public static let ictcp = ColorSpace(
        id: "ictcp",
        channels: [
            Channel("i", "intensity", 0...1, .lightness),
            Channel("ct", "ct", -0.5...0.5, .opponentB),
            Channel("cp", "cp", -0.5...0.5, .opponentA),
        ],
        css: .hdrFunction("ictcp", components: [.scaled(percentOf: 1), .scaled(percentOf: 0.5), .scaled(percentOf: 0.5)], keywords: []),
        base: xyzAbsD65,
        toBase: { ICtCpModel.absoluteXYZ(fromICtCp: $0) },
        fromBase: { ICtCpModel.ictcp(fromAbsoluteXYZ: $0) }
    )
}

/// The matrices of ICtCp (Rec. ITU-R BT.2100-2) and its two conversions.
enum ICtCpModel {
    /// Rec. 2020 linear RGB → LMS with 4% crosstalk (BT.2100-2 and BT.2124-0, in 4096ths).
    static let rec2020ToLMS = Matrix3(
        (1688.0 / 4096, 2146.0 / 4096, 262.0 / 4096),
        (683.0 / 4096, 2951.0 / 4096, 462.0 / 4096),
        (99.0 / 4096, 309.0 / 4096, 3688.0 / 4096)
    )
    /// LMS → Rec. 2020 linear RGB: `rec2020ToLMS` inverted.
    static let lmsToRec2020 = inverse(of: rec2020ToLMS)
    /// Absolute XYZ (D65) → LMS: to Rec. 2020 with CSS Color 4's matrix (`rec2020-linear`), then to LMS, so
    /// that the D65 white has Ct = Cp = 0.
    static let xyzToLMS = rec2020ToLMS * ColorSpace.rec2020Linear.fromBaseMatrix!
    /// LMS → absolute XYZ (D65).
    static let lmsToXYZ = ColorSpace.rec2020Linear.toBaseMatrix! * lmsToRec2020
    /// PQ-encoded L′M′S′ → ICtCp (BT.2100-2, in 4096ths).
    static let lmsToICtCp = Matrix3(
        (2048.0 / 4096, 2048.0 / 4096, 0),
        (6610.0 / 4096, -13613.0 / 4096, 7003.0 / 4096),
        (17933.0 / 4096, -17390.0 / 4096, -543.0 / 4096)
    )
    /// ICtCp → L′M′S′: `lmsToICtCp` inverted (color.js's `IPTtoLMS_M`).
    static let ictcpToLMS = Matrix3(
        (0.9999999999999998, 0.0086090370379328, 0.1110296250030260),
        (0.9999999999999998, -0.0086090370379328, -0.1110296250030259),
        (0.9999999999999998, 0.5600313357106791, -0.3206271749873188)
    )
    /// Absolute XYZ (cd/m²) → ICtCp.
    static func ictcp(fromAbsoluteXYZ v: SIMD4<Double>) -> SIMD4<Double> {
        let lms = xyzToLMS * v
        let m2 = PerceptualQuantizer.m2
        let encoded = SIMD4(
            PerceptualQuantizer.encode(lms.x / 10000, exponent: m2),
            PerceptualQuantizer.encode(lms.y / 10000, exponent: m2),
            PerceptualQuantizer.encode(lms.z / 10000, exponent: m2), 0
        )
        return lmsToICtCp * encoded
    }

    /// ICtCp → absolute XYZ (cd/m²).
    static func absoluteXYZ(fromICtCp v: SIMD4<Double>) -> SIMD4<Double> {
        let encoded = ictcpToLMS * SIMD4(v.x, v.y, v.z, 0)
        let inverse = 1 / PerceptualQuantizer.m2
        let lms = SIMD4(
            PerceptualQuantizer.decode(encoded.x, inverseExponent: inverse),
            PerceptualQuantizer.decode(encoded.y, inverseExponent: inverse),
            PerceptualQuantizer.decode(encoded.z, inverseExponent: inverse), 0
        ) * 10000
        return lmsToXYZ * lms
    }

    /// The inverse of `m` by its cofactors (Cramer's rule).
    static func inverse(of m: Matrix3) -> Matrix3 {
        let a = m.row0, b = m.row1, c = m.row2
        let c0 = (b.y * c.z - b.z * c.y, a.z * c.y - a.y * c.z, a.y * b.z - a.z * b.y)
        let c1 = (b.z * c.x - b.x * c.z, a.x * c.z - a.z * c.x, a.z * b.x - a.x * b.z)
        let c2 = (b.x * c.y - b.y * c.x, a.y * c.x - a.x * c.y, a.x * b.y - a.y * b.x)
        let determinant = a.x * c0.0 + a.y * c1.0 + a.z * c2.0
        return Matrix3(
            (c0.0 / determinant, c0.1 / determinant, c0.2 / determinant),
            (c1.0 / determinant, c1.1 / determinant, c1.2 / determinant),
            (c2.0 / determinant, c2.1 / determinant, c2.2 / determinant)
        )
    }
}
