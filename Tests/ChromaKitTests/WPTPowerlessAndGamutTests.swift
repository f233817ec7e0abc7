import Testing
@testable import ChromaKit

/// Powerless hues, HSL and HWB outside sRGB, and mixes of 0%, as CSS Color 4 and 5 now say.
///
/// The web-platform-tests rows are in `WPTPowerlessAndGamutCases` and run with the comparison of
/// `WPTRelativeColorTests`; the rest checks the rules themselves on the library's conversions.
/// color-computed-powerless.html: 570 rows, all run as written (among them the two that scale by
/// 1000 a chroma a conversion made powerless, which is 0 as CSS Color 4 computes it).
@Suite("Powerless hues, unbounded HSL and HWB, 0% mixes") struct WPTPowerlessAndGamutTests {
    typealias Cases = WPTPowerlessAndGamutCases

    @Test(arguments: Cases.powerlessRelative)
    func powerlessRelativeColor(_ row: WPTRelativeColorCases.Computed) {
        WPTRelativeColorTests.run(row)
    }

    @Test(arguments: Cases.powerlessMix)
    func powerlessMix(_ row: WPTRelativeColorCases.Computed) {
        WPTRelativeColorTests.run(row)
    }

    @Test(arguments: Cases.relativeOutOfGamut + Cases.mixOutOfGamut + Cases.mixOutOfGamutMoved)
    func outOfGamutIsKept(_ row: WPTRelativeColorCases.Computed) {
        WPTRelativeColorTests.run(row)
    }

    /// The counts the doc comment quotes: every row of color-computed-powerless.html runs.
    @Test func powerlessRowCounts() {
        let relative = [Cases.hslRelative, Cases.hwbRelative, Cases.lchRelative, Cases.oklchRelative].map(\.count)
        let mixes = [Cases.hslMix, Cases.hslMixOne, Cases.hwbMix, Cases.hwbMixOne,
                     Cases.lchMix, Cases.lchMixOne, Cases.oklchMix, Cases.oklchMixOne].map(\.count)
        #expect(relative == [55, 53, 57, 53])
        #expect(mixes == [42, 42, 50, 50, 42, 42, 42, 42])
        let rows = Cases.powerlessRelative + Cases.powerlessMix
        #expect(rows.count == 570 && rows.allSatisfy { $0.difference == nil })
    }

    /// The thresholds of CSS Color 4, at them and just past them, for a conversion out of each space.
    @Test func thresholdsOfEachSpace() throws {
        let rows: [(String, Bool)] = [
            ("hsl(180 0.001% 50%)", true), ("hsl(180 0.0011% 50%)", false),
            ("hwb(180 49.999% 50%)", true), ("hwb(180 49.998% 50%)", false),
            ("hwb(180 99.999% none)", true), ("hwb(180 none 90%)", false),
            ("lch(20 0.0015 180)", true), ("lch(20 0.00151 180)", false),
            ("oklch(0.2 0.000004 180)", true), ("oklch(0.2 0.0000041 180)", false),
            ("lab(20 10 0)", false), ("rgb(10 20 30)", false),
        ]
        for (text, powerless) in rows {
            let color = try CSSColor.parse(text)
            // Written in its own space, a powerless hue stays as written.
            #expect(!(color.space.hueIndex.map { color.coords[$0].isNaN } ?? false) || text.contains("none"), "\(text)")
            // Converted to a space with a hue whose own threshold the color does not reach (HSL, or HWB
            // from HSL), the hue is missing exactly when it was powerless.
            let converted = color.converted(to: color.space === ColorSpace.hsl ? .hwb : .hsl)
            #expect(converted.coords[0].isNaN == powerless, "\(text) → \(CSSColor.recordString(converted))")
            #expect(color.space.needsCarrying(color.coords) == (powerless || text.contains("none")), "\(text)")
        }
    }

    /// A powerless color converts as the achromatic color it stands for: the same as with chroma or saturation 0.
    @Test func powerlessConvertsAsItsGray() throws {
        // HWB's gray is whiteness / (whiteness + blackness), what hwb() gives once they add up to 1 or more.
        let hwbGray = 0.49999 / (0.49999 + 0.5)
        let pairs = [
            ("lch(20 0.0015 180)", try CSSColor.parse("lch(20 0 180)")), ("oklch(0.8 0.000004 40)", try CSSColor.parse("oklch(0.8 0 40)")),
            ("hsl(30 0.001% 40%)", try CSSColor.parse("hsl(30 0% 40%)")), ("hwb(30 49.999% 50%)", Color(.srgb, hwbGray, hwbGray, hwbGray)),
        ]
        for (powerless, gray) in pairs {
            let a = try CSSColor.parse(powerless).converted(to: .srgb), b = gray.converted(to: .srgb)
            for i in 0..<3 { #expect(abs(a.coords[i] - b.coords[i]) < 1e-15, "\(powerless) vs \(gray) channel \(i)") }
        }
    }

    /// HSL, HWB, HSB and CMYK hold colors outside sRGB and convert back to them.
    @Test func rgbCylindersRoundTripOutOfGamut() throws {
        let colors = ["color(display-p3 0 1 0)", "lab(100 104.3 -50.9)", "lab(0 104.3 -50.9)", "oklch(0.7 0.4 200)",
                      "color(rec2020 1 0 0)", "color(srgb 1.2 -0.1 0.5)"]
        for text in colors {
            let srgb = try CSSColor.parse(text).converted(to: .srgb)
            for space in [ColorSpace.hsl, .hwb, .hsb, .cmyk] {
                let back = srgb.converted(to: space).converted(to: .srgb)
                for i in 0..<3 {
                    #expect(abs(back.coords[i] - srgb.coords[i]) < 1e-9, "\(text) through \(space.id): channel \(i)")
                }
            }
            // Mixed in HSL or HWB at 100%, the color comes back unmapped.
            for space in ["hsl", "hwb"] {
                let mixed = try CSSColor.parse("color-mix(in \(space), \(text) 100%, black 0%)").converted(to: .srgb)
                for i in 0..<3 { #expect(abs(mixed.coords[i] - srgb.coords[i]) < 1e-9, "\(text) mixed in \(space)") }
            }
        }
    }

    /// Percentages that add up to 0% give transparent black in the mixing space.
    @Test func zeroPercentMixIsTransparentBlack() throws {
        let nan = Double.nan
        let rows: [(String, ColorSpace, [Double])] = [
            ("color-mix(in srgb, red 0%, blue 0%)", .srgb, [0, 0, 0]),
            ("color-mix(in oklab, red 0%, blue 0%, lime 0%)", .oklab, [0, 0, 0]),
            ("color-mix(in hsl, red 0%, blue 0%)", .hsl, [nan, 0, 0]),
            ("color-mix(in oklch longer hue, red 0%, blue 0%)", .oklch, [0, 0, nan]),
            ("color-mix(in lab, red 0%)", .lab, [0, 0, 0]),
        ]
        for (input, space, coords) in rows {
            let mix = try CSSColor.parse(input)
            #expect(mix.space === space && mix.alpha == 0, "\(input)")
            for i in 0..<3 {
                #expect(mix.coords[i] == coords[i] || (mix.coords[i].isNaN && coords[i].isNaN), "\(input) channel \(i)")
            }
        }
        #expect(CSSColor.recordString(try CSSColor.parse("color-mix(in hsl, red 0%, blue 0%)")) == "hsl(none 0% 0% / 0)")
        #expect(throws: ColorParseError.self) { _ = try CSSColor.parse("color-mix(in srgb longer hue, red 0%, blue 0%)") }
    }
}
