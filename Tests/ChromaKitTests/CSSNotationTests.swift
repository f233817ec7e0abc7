import Testing
@testable import ChromaKit

/// The CSS forms people paste: `rgb()` with 0–255 channels in the modern and the legacy notation,
/// `hsl()`/`hsla()`, the 8-bit alpha rule and `device-cmyk()`.
///
/// Expected values are worked out from the specifications: tomato is
/// rgb(255 99 71) (CSS Color 4 §6.1, named colors); its HSL follows the
/// algorithm of CSS Color 4 §7.3 — hue 60° × (99 − 71)/(255 − 71) = 9.1304…°,
/// lightness (255 + 71)/2/255 = 63.9215…%, saturation 1 — and its naive CMYK
/// the inverse of CSS Color 5's device-cmyk() conversion: k = 1 − max = 0,
/// m = 1 − 99/255 = 0.611765, y = 1 − 71/255 = 0.721569.
@Suite("CSS notations") struct CSSNotationTests {
    @Test(arguments: [
        ("tomato", CSSColor.Notation.modern, "rgb(255 99 71)"),
        ("tomato", .legacy, "rgb(255, 99, 71)"),
        // CSS Color 4 §15.2's example: rgb(29 164 192 / 95%) serializes as rgba(29, 164, 192, 0.95).
        ("rgb(29 164 192 / 95%)", .legacy, "rgba(29, 164, 192, 0.95)"),
        ("rgb(29 164 192 / 95%)", .modern, "rgb(29 164 192 / 0.95)"),
        // 0x80 = 128 = round(50 × 2.55): the 8-bit alpha is written 0.5 (CSS Color 4 §15.1).
        ("#ff634780", .modern, "rgb(255 99 71 / 0.5)"),
        ("#ff634780", .legacy, "rgba(255, 99, 71, 0.5)"),
        // 0x01: no whole percentage rounds to it, so 1/255 to three decimals.
        ("#00000001", .modern, "rgb(0 0 0 / 0.004)"),
        ("#0000", .legacy, "rgba(0, 0, 0, 0)"),
        // Out of sRGB: gamut-mapped first, as hex is.
        ("color(display-p3 0 1 0)", .modern, "rgb(0 251 41)"),
        // A missing alpha: `none`, or 0 in the legacy notation, which has no `none`.
        ("rgb(10 20 30 / none)", .modern, "rgb(10 20 30 / none)"),
        ("rgb(10 20 30 / none)", .legacy, "rgba(10, 20, 30, 0)"),
    ])
    func rgb8(input: String, notation: CSSColor.Notation, expected: String) throws {
        let color = try CSSColor.parse(input)
        #expect(CSSColor.rgb8String(color, notation: notation) == expected)
    }

    @Test func rgb8MatchesTheHexField() throws {
        for name in ["rebeccapurple", "gold", "color(display-p3 1 0 0)", "oklch(0.7 0.3 30)"] {
            let color = try CSSColor.parse(name)
            let hex = color.hexString()
            let channels = [1, 3, 5].map { Int(hex.dropFirst($0).prefix(2), radix: 16)! }
            #expect(CSSColor.rgb8String(color) == "rgb(\(channels[0]) \(channels[1]) \(channels[2]))")
        }
    }

    @Test(arguments: [
        ("tomato", CSSColor.Notation.modern, 6, "rgb(255 99 71)"),
        ("rgb(255 98.5 71.25)", .modern, 6, "rgb(255 98.5 71.25)"),
        ("rgb(255 98.5 71.26)", .legacy, 1, "rgb(255, 98.5, 71.3)"),
        ("rgb(none 99 71)", .modern, 6, "rgb(none 99 71)"),
        // The legacy notation has no `none`: missing components are 0 (CSS Color 4 §15.2).
        ("rgb(none 99 71)", .legacy, 6, "rgb(0, 99, 71)"),
        ("hsl(120 100% 25%)", .modern, 6, "rgb(0 127.5 0)"),
        ("rgb(255 99 71 / 25%)", .legacy, 6, "rgba(255, 99, 71, 0.25)"),
    ])
    func rgbUnrounded(input: String, notation: CSSColor.Notation, precision: Int, expected: String) throws {
        #expect(CSSColor.rgbString(try CSSColor.parse(input), notation: notation, precision: precision) == expected)
    }

    @Test func rgbRefusesWhatItWouldClamp() throws {
        #expect(CSSColor.rgbString(try CSSColor.parse("color(display-p3 0 1 0)")) == nil)
        #expect(CSSColor.rgbString(try CSSColor.parse("color(srgb 1.2 0 0)")) == nil)
    }

    @Test(arguments: [
        ("tomato", CSSColor.Notation.modern, 2, "hsl(9.13 100% 63.92%)"),
        ("tomato", .legacy, 2, "hsl(9.13, 100%, 63.92%)"),
        ("tomato", .modern, 6, "hsl(9.130435 100% 63.921569%)"),
        ("#ff634780", .legacy, 2, "hsla(9.13, 100%, 63.92%, 0.5)"),
        ("hsl(none 0% 50%)", .legacy, 2, "hsl(0, 0%, 50%)"),
        ("hsl(none 0% 50%)", .modern, 2, "hsl(none 0% 50%)"),
    ])
    func hsl(input: String, notation: CSSColor.Notation, precision: Int, expected: String) throws {
        #expect(CSSColor.hslString(try CSSColor.parse(input), notation: notation, precision: precision) == expected)
    }

    @Test(arguments: [
        ("tomato", 6, "device-cmyk(0 0.611765 0.721569 0)"),
        ("tomato", 2, "device-cmyk(0 0.61 0.72 0)"),
        ("black", 6, "device-cmyk(0 0 0 1)"),
        ("white", 6, "device-cmyk(0 0 0 0)"),
        ("#ff000080", 6, "device-cmyk(0 1 1 0 / 0.501961)"),
        // CSS Color 5's device-cmyk(0 81% 81% 30%) converts naively to rgb(178.5 33.915 33.915), and back.
        ("rgb(178.5 33.915 33.915)", 6, "device-cmyk(0 0.81 0.81 0.3)"),
    ])
    func deviceCMYK(input: String, precision: Int, expected: String) throws {
        #expect(CSSColor.deviceCMYKString(try CSSColor.parse(input), precision: precision) == expected)
    }

    /// CSS Color 4 §15.1: every byte 0…255 as k/100 when some whole percentage rounds to it, else to 0.001.
    @Test func eightBitAlphaRule() {
        for byte in 0...255 {
            let alpha = CSSColor.eightBitAlpha(UInt8(byte))
            #expect(Int((alpha * 255).rounded()) == byte, "alpha \(alpha) must read back as byte \(byte)")
            let hundredths = alpha * 100
            if abs(hundredths - hundredths.rounded()) > 1e-9 {
                // No whole percentage gives this byte.
                #expect((0...100).allSatisfy { ($0 * 255 + 50) / 100 != byte })
            }
        }
        #expect(CSSColor.eightBitAlpha(128) == 0.5)
        #expect(CSSColor.eightBitAlpha(242) == 0.95)
        #expect(CSSColor.eightBitAlpha(1) == 0.004)
    }
}
