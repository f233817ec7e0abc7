#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// The perceptual quantizer (PQ) of SMPTE ST 2084 and Rec. ITU-R BT.2100-2 Table 4: luminance from 0 to
/// 10,000 cd/m² to a signal from 0 to 1, and back; shared by Rec. 2100 PQ, ICtCp and Jzazbz.
///
/// Luminance is given as a fraction of the 10,000 cd/m² peak. The outer
/// exponent is a parameter: BT.2100's m2 = 2523/32 for Rec. 2100 PQ and ICtCp,
/// 1.7 × 2523/32 for Jzazbz (Safdar et al. 2017). Both directions are extended
/// to negative values by sign (as CSS Color 4 extends the transfer functions of
/// its RGB spaces), so that colors outside the gamut convert and come back
/// instead of becoming NaN; color.js clamps them to 0 in Rec. 2100 PQ.
enum PerceptualQuantizer {
    /// m1 = 2610/16384 (BT.2100-2 Table 4).
    static var m1: Double { 2610.0 / 16384 }
    /// c1 = 3424/4096 = c3 − c2 + 1.
    static var c1: Double { 3424.0 / 4096 }
    /// c2 = 2413/128.
    static var c2: Double { 2413.0 / 128 }
    /// c3 = 2392/128.
    static var c3: Double { 2392.0 / 128 }
    /// m2 = 2523/32, BT.2100's outer exponent.
    static var m2: Double { 2523.0 / 32 }

    /// Luminance (a fraction of 10,000 cd/m²) → signal: the inverse EOTF, ((c1 + c2 Y^m1) / (1 + c3 Y^m1))^m2.
    /// 0 gives c1^m2, not 0 (Jzazbz subtracts it again through d0).
    @inline(__always)
    static func encode(_ y: Double, exponent m2: Double) -> Double {
        ColorSpace.signed(y) { y in
            let p = pow(y, m1)
            return pow((c1 + c2 * p) / (1 + c3 * p), m2)
        }
    }

    /// Signal → luminance (a fraction of 10,000 cd/m²): the EOTF, (max(E^(1/m2) − c1, 0) / (c2 − c3 E^(1/m2)))^(1/m1).
    @inline(__always)
    static func decode(_ e: Double, inverseExponent inverseM2: Double) -> Double {
        ColorSpace.signed(e) { e in
            let p = pow(e, inverseM2)
            return pow(max(p - c1, 0) / (c2 - c3 * p), 1 / m1)
        }
    }
}
