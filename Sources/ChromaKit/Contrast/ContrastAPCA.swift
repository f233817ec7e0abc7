#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension ContrastMethod {
    /// `--method apca`: APCA lightness contrast Lc (APCA-W3 0.0.98G-4g), about −108 to 106, polar.
    ///
    /// Positive for dark text on a light background, negative for light text
    /// on a dark one; 0 below the low clip. The constants of APCA-W3 0.0.98G-4g
    /// (Somers, github.com/Myndex/apca-w3, as color.js implements it): the
    /// screen luminance of the sRGB coordinates through a plain 2.4 power with
    /// the weights 0.2126729, 0.7151522, 0.0721750; a soft clamp of black
    /// below 0.022 with exponent 1.414; exponents 0.56 and 0.57 for dark text
    /// on light, 0.65 and 0.62 for light on dark; scale 1.14, offset 0.027,
    /// low clip 0.1 and noise gate ΔY 0.0005.
    public static let apca = ContrastMethod(
        name: "apca", aliases: ["apca-w3", "lc"],
        summary: "APCA lightness contrast Lc (APCA-W3 0.0.98G-4g); negative for light text on a dark background",
        isPolar: true,
        measureSpace: .srgb,
        measure: { APCA.screenLuminance(srgb: $0) },
        compare: { APCA.lightnessContrast(text: $0, background: $1) }
    )
}

/// The APCA-W3 0.0.98G-4g formula and its constants.
public enum APCA {
    static let mainTRC = 2.4
    static let red = 0.2126729, green = 0.7151522, blue = 0.0721750
    static let normalBackground = 0.56, normalText = 0.57
    static let reverseText = 0.62, reverseBackground = 0.65
    static let blackThreshold = 0.022, blackClamp = 1.414
    static let scale = 1.14, offset = 0.027
    static let lowClip = 0.1, deltaYMinimum = 0.0005

    /// The "screen luminance" of sRGB coordinates: each channel through a plain 2.4 power (sign kept), weighted.
    public static func screenLuminance(srgb v: SIMD4<Double>) -> Double {
        @inline(__always) func linear(_ x: Double) -> Double { x < 0 ? -pow(-x, 2.4) : pow(x, 2.4) }
        return linear(v.x) * red + linear(v.y) * green + linear(v.z) * blue
    }

    /// Lc of text with screen luminance `text` on a background with screen luminance `background`.
    public static func lightnessContrast(text: Double, background: Double) -> Double {
        @inline(__always) func softClamp(_ y: Double) -> Double {
            y >= blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
        }
        let yText = softClamp(text), yBackground = softClamp(background)
        guard abs(yBackground - yText) >= deltaYMinimum else { return 0 }
        let c: Double
        if yBackground > yText {
            c = (pow(yBackground, normalBackground) - pow(yText, normalText)) * scale
        } else {
            c = (pow(yBackground, reverseBackground) - pow(yText, reverseText)) * scale
        }
        if abs(c) < lowClip { return 0 }
        return (c > 0 ? c - offset : c + offset) * 100
    }
}
