import Testing
@testable import ChromaKit

/// CSS for people (`CSSPrecision.forPeople`): 2 decimals on a wide scale (degrees, percentages, Lab, 0–255),
/// 4 on a scale of 1 (OKLab, `color()`, CMYK, alpha); `uniform` gives every number the same.
@Suite("CSS precision") struct CSSPrecisionTests {
    /// tomato at alpha 0.37, in each kind of space, as people write it.
    static let forPeople: [(ColorSpace, String)] = [
        (.hsl, "hsl(9.13 100% 63.92% / 0.37)"),
        (.hwb, "hwb(9.13 27.84% 0% / 0.37)"),
        (.lab, "lab(62.99 59.36 47.88 / 0.37)"),
        (.lch, "lch(62.99 76.27 38.89 / 0.37)"),
        (.oklab, "oklab(0.6962 0.1652 0.1045 / 0.37)"),
        (.oklch, "oklch(0.6962 0.1955 32.32 / 0.37)"),
        (.displayP3, "color(display-p3 0.9283 0.4286 0.3199 / 0.37)"),
        (.xyzD65, "color(xyz-d65 0.4684 0.3064 0.0941 / 0.37)"),
        (.hsb, "color(srgb 1 0.3882 0.2784 / 0.37)"),
    ]

    @Test(arguments: forPeople)
    func eachNumberHasTheDecimalsOfItsScale(space: ColorSpace, expected: String) throws {
        let color = try CSSColor.parse("rgb(255 99 71 / 0.37)")
        #expect(CSSColor.string(color, in: space, precision: .forPeople) == expected)
        // What people read back is the same 8-bit color.
        #expect(try CSSColor.parse(expected).hexString() == color.hexString())
    }

    @Test func uniformIsTheIntegerPrecision() throws {
        let color = try CSSColor.parse("rgb(255 99 71 / 0.37)")
        for space in [ColorSpace.hsl, .lab, .oklch, .displayP3, .hsb] {
            for decimals in [0, 3, 6] {
                #expect(CSSColor.string(color, in: space, precision: .uniform(decimals))
                        == CSSColor.string(color, in: space, precision: decimals))
            }
        }
        #expect(CSSColor.string(color, in: .hsl, precision: .uniform(6)) == "hsl(9.130435 100% 63.921569% / 0.37)")
    }

    @Test func theNotationsFollowTheScales() throws {
        let color = try CSSColor.parse("color(srgb 0.32 0.6 0.9 / 0.123456)")
        #expect(CSSColor.rgbString(color, precision: .forPeople) == "rgb(81.6 153 229.5 / 0.1235)")
        #expect(CSSColor.rgbString(color, notation: .legacy, precision: .forPeople) == "rgba(81.6, 153, 229.5, 0.1235)")
        #expect(CSSColor.hslString(color, notation: .legacy, precision: .forPeople) == "hsla(211.03, 74.36%, 61%, 0.1235)")
        #expect(CSSColor.deviceCMYKString(color, precision: .forPeople) == "device-cmyk(0.6444 0.3333 0 0.1 / 0.1235)")
        #expect(CSSColor.rgb8String(try CSSColor.parse("#ff634780"), precision: .forPeople) == "rgb(255 99 71 / 0.5)")
    }

    @Test func theLosslessFormKeepsTheHexOfAn8BitColor() throws {
        #expect(CSSColor.recordString(try CSSColor.parse("tomato"), precision: .forPeople) == "#ff6347")
        let mixed = try CSSColor.parse("oklch(0.627955 0.257683 29.233885)")
        #expect(CSSColor.recordString(mixed, precision: .forPeople) == "oklch(0.628 0.2577 29.23)")
        #expect(CSSColor.recordString(mixed, precision: .uniform(6)) == CSSColor.recordString(mixed))
    }

    /// A color next to a half step of an 8-bit channel gets the decimals its hex needs: 100.4999/255 is 0x64,
    /// and "100.5" would read back as 0x65.
    @Test func aColorNextToAHalfStepKeepsItsHex() throws {
        let color = Color(.srgb, 100.4999 / 255, 0.6, 0.2)
        #expect(color.hexString() == "#649933")
        #expect(CSSColor.rgbString(color, precision: .uniform(2)) == "rgb(100.5 153 51)")
        #expect(CSSColor.rgbString(color, precision: .forPeople) == "rgb(100.4999 153 51)")
        for space in [ColorSpace.srgb, .hsl, .oklch, .lab] {
            let text = CSSColor.string(color, in: space, precision: .forPeople)
            #expect(try CSSColor.parse(text).hexString() == color.hexString(), "\(text)")
        }
    }

    /// An RGB channel counts fractions of white, however far its range reaches: ACEScg's goes to 65504.
    @Test func rgbChannelsAreOnAScaleOfOne() throws {
        let color = try CSSColor.parse("color(srgb 0.123456 0.5 0.7)")
        let acescg = try #require(ColorSpaces.named("acescg"))
        let written = CSSColor.string(color, in: acescg, precision: .forPeople)
        let numbers = written.split(separator: " ").dropFirst().map { $0.filter { $0 != ")" } }
        #expect(numbers.count == 3 && numbers.allSatisfy { ($0.split(separator: ".").last?.count ?? 0) <= 4 }, "\(written)")
        #expect(numbers.contains { ($0.split(separator: ".").last?.count ?? 0) > 2 }, "\(written)")
    }
}
