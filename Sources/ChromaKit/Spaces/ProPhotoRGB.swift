#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ColorSpace {
    /// Linear-light ProPhoto RGB, D50 white (CSS Color 4 §10.7, sample code matrices).
    public static let prophotoRGBLinear = linearRGB(
        id: "prophoto-rgb-linear", css: .color("prophoto-rgb-linear", standing: .chromatoolsOnly), xyz: xyzD50,
        toXYZ: Matrix3(
            (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
            (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
            (0, 0, 0.82510460251046020)
        ),
        fromXYZ: Matrix3(
            (1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
            (-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
            (0, 0, 1.21196754563894520)
        )
    )

    /// ProPhoto RGB (ROMM RGB, ISO 22028-2): gamma 1.8 with a linear segment below 1/512 (CSS Color 4 §10.7).
    public static let prophotoRGB = gammaEncoded(
        id: "prophoto-rgb", css: .color("prophoto-rgb"), linear: prophotoRGBLinear,
        encode: { prophotoEncode($0) },
        decode: { x in signed(x) { $0 <= 16.0 / 512 ? $0 / 16 : pow($0, 1.8) } }
    )

    /// Linear → encoded ProPhoto RGB, extended by sign: the transfer function `prophotoRGB` encodes with.
    static func prophotoEncode(_ x: Double) -> Double {
        signed(x) { $0 >= 1.0 / 512 ? pow($0, 1 / 1.8) : 16 * $0 }
    }
}
