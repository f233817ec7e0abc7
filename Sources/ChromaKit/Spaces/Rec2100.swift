#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Linear-light Rec. ITU-R BT.2100: the primaries and white of BT.2020, so the matrices of
    /// `rec2020-linear`, with media white at 1 and brighter colors above (CSS Color HDR, `rec2100-linear`).
    public static let rec2100Linear = linearRGB(
        id: "rec2100-linear", css: .color("rec2100-linear", standing: .editorsDraft), xyz: xyzD65,
        toXYZ: rec2020Linear.toBaseMatrix!, fromXYZ: rec2020Linear.fromBaseMatrix!
    )

    /// Rec. ITU-R BT.2100 with the perceptual quantizer (BT.2100-2 Table 4), media white 203 cd/m² at
    /// about 0.5807, as CSS Color HDR's `rec2100-pq` and color.js define it.
    ///
    /// A linear value v is v × 203 cd/m², a fraction v × 203 / 10,000 of the
    /// PQ peak. As in color.js a negative value (a color outside BT.2020)
    /// encodes as 0, the signal's floor: PQ is so steep there that extending it
    /// by sign would turn −0.001 into −0.08. A negative signal decodes by sign.
    public static let rec2100PQ = gammaEncoded(
        id: "rec2100-pq", css: .color("rec2100-pq", standing: .editorsDraft), linear: rec2100Linear,
        encode: { rec2100PQEncode($0) },
        decode: { PerceptualQuantizer.decode($0, inverseExponent: 1 / PerceptualQuantizer.m2) * (10000 / AbsoluteLuminance.mediaWhite) }
    )

    /// Linear → PQ-encoded Rec. 2100, negative values as 0: the transfer function `rec2100PQ` encodes with.
    static func rec2100PQEncode(_ x: Double) -> Double {
        PerceptualQuantizer.encode(max(x * (AbsoluteLuminance.mediaWhite / 10000), 0), exponent: PerceptualQuantizer.m2)
    }

    /// Rec. ITU-R BT.2100 with hybrid log-gamma, media white at 0.75, as CSS Color HDR's `rec2100-hlg`
    /// and color.js define it.
    ///
    /// The HLG OETF of BT.2100-2 Table 5 (a = 0.17883277, b = 1 − 4a,
    /// c = 0.5 − a ln 4a) on the linear value divided by 3.7743, which puts
    /// an 18% gray at 0.38 and media white at 0.75 (Report ITU-R BT.2408), and
    /// its inverse; no OOTF (system gamma) is applied. Extended to negative
    /// values by sign. coloraide scales by 0.26496256 instead of 1 / 3.7743,
    /// which moves its values by up to 0.00001.
    public static let rec2100HLG = gammaEncoded(
        id: "rec2100-hlg", css: .color("rec2100-hlg", standing: .editorsDraft), linear: rec2100Linear,
        encode: { rec2100HLGEncode($0) },
        decode: { x in
            signed(x) { e in
                let a = 0.17883277, b = 0.28466892, c = 0.55991073
                return (e <= 0.5 ? e * e / 3 : (exp((e - c) / a) + b) / 12) * 3.7743
            }
        }
    )

    /// Linear → HLG-encoded Rec. 2100, extended by sign: the transfer function `rec2100HLG` encodes with.
    static func rec2100HLGEncode(_ x: Double) -> Double {
        signed(x) { v in
            let a = 0.17883277, b = 0.28466892, c = 0.55991073
            let e = v / 3.7743
            return e <= 1.0 / 12 ? (3 * e).squareRoot() : a * log(12 * e - b) + c
        }
    }
}
