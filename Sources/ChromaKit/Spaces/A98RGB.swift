#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Linear-light Adobe RGB (1998) (CSS Color 4 §10.5, matrices from the sample code's rational forms).
    public static let a98RGBLinear = linearRGB(
        id: "a98-rgb-linear", css: .color("a98-rgb-linear", standing: .chromatoolsOnly), xyz: xyzD65,
        toXYZ: Matrix3(
            (573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
            (591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
            (53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835)
        ),
        fromXYZ: Matrix3(
            (1829569.0 / 896150, -506331.0 / 896150, -308931.0 / 896150),
            (-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
            (16779.0 / 1248040, -147721.0 / 1248040, 1266979.0 / 1248040)
        )
    )

    /// Adobe RGB (1998): a pure power transfer of 563/256 (Adobe RGB (1998) Color Image Encoding §4.3.4.2).
    public static let a98RGB = gammaEncoded(
        id: "a98-rgb", css: .color("a98-rgb"), linear: a98RGBLinear,
        encode: { a98Encode($0) },
        decode: { x in signed(x) { pow($0, 563.0 / 256) } }
    )

    /// Linear → encoded Adobe RGB (1998), extended by sign: the transfer function `a98RGB` encodes with.
    static func a98Encode(_ x: Double) -> Double {
        signed(x) { pow($0, 256.0 / 563) }
    }
}
