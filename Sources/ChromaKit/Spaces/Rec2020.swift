#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Linear-light ITU-R BT.2020 (CSS Color 4 §10.6, matrices from the sample code's rational forms).
    public static let rec2020Linear = linearRGB(
        id: "rec2020-linear", css: .color("rec2020-linear", standing: .chromatoolsOnly), xyz: xyzD65,
        toXYZ: Matrix3(
            (63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
            (26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
            (0, 19567812.0 / 697040785, 295819943.0 / 278816314)
        ),
        fromXYZ: Matrix3(
            (30757411.0 / 17917100, -6372589.0 / 17917100, -4539589.0 / 17917100),
            (-19765991.0 / 29648200, 47925759.0 / 29648200, 467509.0 / 29648200),
            (792561.0 / 44930125, -1921689.0 / 44930125, 42328811.0 / 44930125)
        )
    )

    /// ITU-R BT.2020 with the BT.1886 reference EOTF, a pure power of 2.4, as
    /// the CSS Color 4 Editor's Draft now specifies for `rec2020` (the earlier
    /// drafts used the camera OETF of BT.2020 table 4 instead).
    public static let rec2020 = gammaEncoded(
        id: "rec2020", css: .color("rec2020"), linear: rec2020Linear,
        encode: { rec2020Encode($0) },
        decode: { x in signed(x) { pow($0, 2.4) } }
    )

    /// Linear → encoded Rec. 2020, extended by sign: the transfer function `rec2020` encodes with.
    static func rec2020Encode(_ x: Double) -> Double {
        signed(x) { pow($0, 1 / 2.4) }
    }
}
