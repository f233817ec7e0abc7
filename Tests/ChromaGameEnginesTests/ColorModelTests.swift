import Foundation
import Testing
import ChromaKit
import ChromaGameEngines

/// The color models the games edit channel by channel, and the 8-bit colors they display and score.
@Suite("Color models") struct ColorModelTests {
    /// The starting gray, 188/255 in every RGB channel, as each model holds it.
    ///
    /// HSB brightness and HSL lightness are 188/255 = 73.7255 %, CMYK black is
    /// 1 − 188/255 = 26.2745 %; OKLCH lightness of a neutral gray is the cube
    /// root of its linear luminance, ∛(((188/255 + 0.055)/1.055)^2.4) ≈ 79.5225 %,
    /// its chroma 0 and its hue (missing on a gray) 0°. Okhsl lightness and Okhsv value of a gray are
    /// Ottosson's toe of that lightness, (k₃L − k₁ + √((k₃L − k₁)² + 4k₂k₃L)) / 2 with k₁ = 0.206,
    /// k₂ = 0.03, k₃ = (1 + k₁)/(1 + k₂) ("Two new color spaces for color picking", 2021) ≈ 76.1777 %.
    @Test(arguments: [
        ("rgb", [188.0, 188, 188], "r 188  g 188  b 188"),
        ("hsb", [0, 0, 18_800 / 255.0], "h 0°  s 0%  b 73.7%"),
        ("cmyk", [0, 0, 0, 100 - 18_800 / 255.0], "c 0%  m 0%  y 0%  k 26.3%"),
        ("hsl", [0, 0, 18_800 / 255.0], "h 0°  s 0%  l 73.7%"),
        ("oklch", [79.522492, 0, 0], "l 79.5%  c 0  h 0°"),
        ("okhsl", [0, 0, 76.1776559], "h 0°  s 0%  l 76.2%"),
        ("okhsv", [0, 0, 76.1776559], "h 0°  s 0%  v 76.2%"),
    ] as [(String, [Double], String)])
    func startingGray(modelName: String, values: [Double], text: String) throws {
        let model = try #require(ColorModel.named(modelName))
        let gray = ModelColor.starting(model)
        #expect(gray.model == model)
        #expect(gray.values.count == values.count)
        for (value, expected) in zip(gray.values, values) {
            #expect(abs(value - expected) < 1e-6, "\(modelName): \(gray.values) ≠ \(values)")
        }
        #expect(gray.displayed == DisplayColor(red: 188, green: 188, blue: 188))
        #expect(gray.displayed.hex == "#bcbcbc")
        #expect(gray.text == text)
    }

    /// HCT holds the gray with a hue: a gray's CAM16 hue is the white's, 209.5429° for white in color.js's
    /// HCT table (test/conversions.js; a gray's differs by 0.001°, compared to 0.01°), and a chroma between
    /// 0 and white's 2.871589. Its tone is CIE L\* of the gray's luminance, 116 ∛Y − 16 with
    /// Y = ((188/255 + 0.055)/1.055)^2.4 (sRGB's transfer, CSS Color 4 §10.2) ≈ 76.2461, compared to 10⁻⁹.
    @Test func hctStartingGray() {
        let gray = ModelColor.starting(.hct)
        let luminance = pow((188.0 / 255 + 0.055) / 1.055, 2.4)
        #expect(abs(gray.values[2] - (116 * cbrt(luminance) - 16)) < 1e-9, "\(gray.values)")
        #expect(abs(gray.values[0] - 209.5429) < 0.01, "\(gray.values)")
        #expect(gray.values[1] > 0 && gray.values[1] < 2.871589, "\(gray.values)")
        #expect(gray.text == "h 209.5°  c 2.4  t 76.2")
        #expect(gray.displayed.hex == "#bcbcbc")
        var pure = gray
        pure.set(channel: 1, to: 0)
        #expect(pure.displayed != gray.displayed, "chroma 0 is not the sRGB gray: CAM16's neutral leans to the white's opposite")
    }

    @Test func startingGrayConstants() {
        #expect(abs(ModelColor.starting(.hsb).values[2] - 18_800 / 255.0) < 1e-9)
        #expect(abs(ModelColor.starting(.cmyk).values[3] - 26.274509803921568) < 1e-9)
        #expect(abs(ModelColor.starting(.hsl).values[2] - 73.72549019607843) < 1e-9)
        let linear = pow((188.0 / 255 + 0.055) / 1.055, 2.4)
        #expect(abs(ModelColor.starting(.oklch).values[0] - 100 * cbrt(linear)) < 1e-3)
        #expect(abs(ModelColor.starting(.oklch).values[1]) < 1e-9)
        #expect(ModelColor.startingGray.isIdentical(to: Color(.srgb, 188.0 / 255, 188.0 / 255, 188.0 / 255)))
    }

    @Test(arguments: [
        ("rgb", "rgb"), ("RGB", "rgb"), ("hsb", "hsb"), ("HSB", "hsb"), ("hsv", "hsb"), ("HSV", "hsb"), ("cmyk", "cmyk"),
        ("Cmyk", "cmyk"), ("hsl", "hsl"), ("oklch", "oklch"), ("OKLCH", "oklch"),
        ("okhsl", "okhsl"), ("OkHSV", "okhsv"), ("hct", "hct"), ("HCT", "hct"),
    ])
    func modelsByName(name: String, canonical: String) throws {
        #expect(try #require(ColorModel.named(name)).name == canonical)
        #expect(ColorModel.named(name)?.description == canonical)
    }

    @Test(arguments: ["", "rgba", "lab", "oklab", "hwb", "srgb", "cmy", " rgb", "rgb "])
    func unknownModels(name: String) {
        #expect(ColorModel.named(name) == nil)
    }

    @Test func modelList() {
        #expect(ColorModel.allNames == ["rgb", "hsb", "cmyk", "hsl", "oklch", "okhsl", "okhsv", "hct"])
        #expect(ColorModel.all.map(\.channelList) == [
            "r, g, b", "h, s, b", "c, m, y, k", "h, s, l", "l, c, h", "h, s, l", "h, s, v", "h, c, t",
        ])
        #expect(ColorModel.all.map { $0.channels.map(\.name) } == [
            ["red", "green", "blue"], ["hue", "saturation", "brightness"], ["cyan", "magenta", "yellow", "black"],
            ["hue", "saturation", "lightness"], ["lightness", "chroma", "hue"], ["hue", "saturation", "lightness"],
            ["hue", "saturation", "value"], ["hue", "chroma", "tone"],
        ])
        #expect(ColorModel.all.map(\.space.id) == ["srgb", "hsb", "cmyk", "hsl", "oklch", "okhsl", "okhsv", "hct"])
        #expect(ColorModel.all.map(\.holdsOnlySRGB) == [true, true, true, true, false, true, true, true])
    }

    /// A channel is found by its key or its full name, in any case; `b` is blue in RGB and brightness in HSB.
    @Test(arguments: [
        ("rgb", "r", 0), ("rgb", "R", 0), ("rgb", "red", 0), ("rgb", "RED", 0), ("rgb", "Green", 1), ("rgb", "g", 1),
        ("rgb", "b", 2), ("rgb", "blue", 2), ("hsb", "h", 0), ("hsb", "Hue", 0), ("hsb", "s", 1), ("hsb", "saturation", 1),
        ("hsb", "b", 2), ("hsb", "Brightness", 2), ("cmyk", "c", 0), ("cmyk", "MAGENTA", 1), ("cmyk", "y", 2),
        ("cmyk", "k", 3), ("cmyk", "black", 3), ("hsl", "l", 2), ("hsl", "Lightness", 2), ("oklch", "l", 0),
        ("oklch", "C", 1), ("oklch", "chroma", 1), ("oklch", "h", 2), ("oklch", "hue", 2), ("hct", "h", 0),
        ("hct", "c", 1), ("hct", "Chroma", 1), ("hct", "t", 2), ("hct", "TONE", 2),
    ])
    func channelLookup(modelName: String, name: String, index: Int) throws {
        let model = try #require(ColorModel.named(modelName))
        #expect(model.channelIndex(name) == index)
    }

    @Test(arguments: [
        ("rgb", "h"), ("rgb", "x"), ("rgb", ""), ("rgb", "reds"), ("rgb", " r"), ("rgb", "rgb"), ("hsb", "v"),
        ("hsb", "l"), ("cmyk", "b"), ("cmyk", "key"), ("hsl", "b"), ("oklch", "s"), ("oklch", "a"),
        ("hct", "l"), ("hct", "s"), ("hct", "j"),
    ])
    func channelsAModelDoesNotHave(modelName: String, name: String) throws {
        let model = try #require(ColorModel.named(modelName))
        #expect(model.channelIndex(name) == nil)
    }

    /// An unknown channel is an error naming the model's channels; the color does not change.
    @Test(arguments: [
        ("rgb", "x", #"unknown channel "x" for the rgb model: its channels are r, g, b"#),
        ("rgb", "hue", #"unknown channel "hue" for the rgb model: its channels are r, g, b"#),
        ("cmyk", "B", #"unknown channel "B" for the cmyk model: its channels are c, m, y, k"#),
        ("oklch", "a", #"unknown channel "a" for the oklch model: its channels are l, c, h"#),
        ("hsl", "a\u{7}b\nc", #"unknown channel "a\u{7}b\u{a}c" for the hsl model: its channels are h, s, l"#),
        ("rgb", String(repeating: "z", count: 60),
         #"unknown channel ""# + String(repeating: "z", count: 40) + #"…" for the rgb model: its channels are r, g, b"#),
    ])
    func unknownChannelError(modelName: String, name: String, message: String) throws {
        let model = try #require(ColorModel.named(modelName))
        var color = ModelColor.starting(model)
        let before = color
        #expect(throws: ColorGameError(message)) { try color.set(channelNamed: name, to: 1, relative: false) }
        #expect(throws: ColorGameError(message)) { try color.set(channelNamed: name, to: 1, relative: true) }
        #expect(color == before)
    }

    /// A value out of range is clamped (a hue wraps) and a note says so; a value in range has no note.
    @Test(arguments: [
        ("rgb", "r", 300.0, false, 255.0, "r 300 is above the range 0–255: set to 255"),
        ("rgb", "r", -5, false, 0, "r -5 is below the range 0–255: set to 0"),
        ("rgb", "red", 255.5, false, 255, "r 255.5 is above the range 0–255: set to 255"),
        ("rgb", "r", 255, false, 255, nil),
        ("rgb", "r", 0, false, 0, nil),
        ("rgb", "b", 200.25, false, 200.25, nil),
        ("rgb", "g", 10, true, 198, nil),
        ("rgb", "g", -188, true, 0, nil),
        ("rgb", "g", 100, true, 255, "g 288 is above the range 0–255: set to 255"),
        ("rgb", "g", -200, true, 0, "g -12 is below the range 0–255: set to 0"),
        ("hsb", "h", 370, false, 10, "h 370° wraps around to 10°"),
        ("hsb", "h", -30, false, 330, "h -30° wraps around to 330°"),
        ("hsb", "hue", 720.5, false, 0.5, "h 720.5° wraps around to 0.5°"),
        ("hsb", "h", 360, false, 0, "h 360° wraps around to 0°"),
        ("hsb", "h", 359.9, false, 359.9, nil),
        ("hsb", "h", -10, true, 350, "h -10° wraps around to 350°"),
        ("hsb", "h", 200, true, 200, nil),
        ("hsb", "s", 150, false, 100, "s 150% is above the range 0–100%: set to 100%"),
        ("hsb", "b", -0.5, false, 0, "b -0.5% is below the range 0–100%: set to 0%"),
        ("hsb", "b", 10, true, 83.72549019607843, nil),
        ("cmyk", "k", -1, false, 0, "k -1% is below the range 0–100%: set to 0%"),
        ("cmyk", "k", 80, true, 100, "k 106.3% is above the range 0–100%: set to 100%"),
        ("hsl", "l", 100, false, 100, nil),
        ("oklch", "c", 0.5, false, 0.4, "c 0.5 is above the range 0–0.4: set to 0.4"),
        ("oklch", "c", -0.01, false, 0, "c -0.01 is below the range 0–0.4: set to 0"),
        ("oklch", "l", 101, false, 100, "l 101% is above the range 0–100%: set to 100%"),
        ("oklch", "h", 400, false, 40, "h 400° wraps around to 40°"),
        ("hct", "c", 130, false, 120, "c 130 is above the range 0–120: set to 120"),
        ("hct", "c", 120, false, 120, nil),
        ("hct", "t", -1, false, 0, "t -1 is below the range 0–100: set to 0"),
        ("hct", "tone", 20, true, 96.24609054741438, nil),
        ("hct", "h", 400, false, 40, "h 400° wraps around to 40°"),
    ] as [(String, String, Double, Bool, Double, String?)])
    func settingAChannel(
        modelName: String, channel: String, value: Double, relative: Bool, result: Double, note: String?
    ) throws {
        let model = try #require(ColorModel.named(modelName))
        let index = try #require(model.channelIndex(channel))
        var color = ModelColor.starting(model)
        let before = color.values
        let change = color.set(channel: index, to: value, relative: relative)
        #expect(change.channel == index)
        #expect(abs(change.requested - (relative ? before[index] + value : value)) < 1e-9)
        #expect(abs(change.value - result) < 1e-9)
        #expect(change.note == note)
        #expect(abs(color.values[index] - result) < 1e-9)
        for other in color.values.indices where other != index {
            #expect(color.values[other] == before[other], "only the channel set changes")
        }

        var byName = ModelColor.starting(model)
        #expect(try byName.set(channelNamed: channel.uppercased(), to: value, relative: relative) == note)
        #expect(byName == color)
    }

    /// A value that is not a finite number leaves the channel where it was, with a note.
    @Test(arguments: [Double.nan, .infinity, -.infinity, -Double.nan])
    func nonFiniteValuesChangeNothing(value: Double) throws {
        for relative in [false, true] {
            var rgb = ModelColor.starting(.rgb)
            let change = rgb.set(channel: 0, to: value, relative: relative)
            #expect(rgb == .starting(.rgb))
            #expect(change.value == 188)
            #expect(change.note == "r must be a number: left at 188")

            var hsb = ModelColor(model: .hsb, values: [120, 50, 50])
            #expect(try hsb.set(channelNamed: "saturation", to: value, relative: relative) == "s must be a number: left at 50%")
            #expect(try hsb.set(channelNamed: "h", to: value, relative: relative) == "h must be a number: left at 120°")
            #expect(hsb.values == [120, 50, 50])
        }
    }

    /// Values given directly are fitted as every edit is: hues wrap, the rest is clamped, a non-number is 0.
    @Test(arguments: [
        ("rgb", [300.0, -5, .nan], [255.0, 0, 0]),
        ("rgb", [1, 2, 3], [1, 2, 3]),
        ("hsb", [370, 150, -1], [10, 100, 0]),
        ("cmyk", [.infinity, 50, 100.5, -.infinity], [0, 50, 100, 0]),
        ("oklch", [50, 1, -90], [50, 0.4, 270]),
        ("hct", [370, 150, -1], [10, 120, 0]),
    ] as [(String, [Double], [Double])])
    func valuesAreFitted(modelName: String, values: [Double], fitted: [Double]) throws {
        let model = try #require(ColorModel.named(modelName))
        #expect(ModelColor(model: model, values: values).values == fitted)
    }

    /// Setting every channel from a CSS color: a color outside sRGB is gamut-mapped (CSS Color 4 §13.2)
    /// for the models over sRGB, and the result is what the game shows for that color.
    @Test(arguments: [
        "color(display-p3 1 0 0)", "lab(50 100 -100)", "oklch(0.7 0.5 30)", "rgb(300 0 -20)",
        "color(rec2020 0 1 0)", "#3a7bd5", "tomato", "hsl(200 80% 30%)", "oklch(0.95 0.3 120)", "black", "white",
    ])
    func settingAColor(css: String) throws {
        let parsed = try CSSColor.parse(css)
        let shown = DisplayColor(parsed)
        for model in ColorModel.all {
            var color = ModelColor.starting(model)
            color.set(color: parsed)
            #expect(color.displayed == shown, "\(css) in \(model): \(color.text)")
            for (value, channel) in zip(color.values, model.channels) {
                #expect(channel.range.contains(value), "\(css) in \(model): \(color.text)")
            }
            #expect(ModelColor(model: model, color: parsed).displayed == shown)
        }
    }

    /// The RGB model holds the gamut-mapped color, not the clipped one: display-p3 red is not #ff0000.
    @Test func outOfGamutColorsAreMappedNotClipped() throws {
        var rgb = ModelColor.starting(.rgb)
        rgb.set(color: try CSSColor.parse("color(display-p3 1 0 0)"))
        #expect(rgb.values[0] == 255)
        #expect(rgb.values[1] > 5 && rgb.values[1] < 20)
        #expect(rgb.values[2] > 5 && rgb.values[2] < 20)
        #expect(rgb.displayed != DisplayColor(red: 255, green: 0, blue: 0))

        var oklch = ModelColor.starting(.oklch)
        oklch.set(color: try CSSColor.parse("oklch(0.7 0.5 30)"))
        #expect(oklch.values == [70, 0.4, 30], "OKLCH keeps the color's own values, chroma clamped to its slider")

        // HCT holds only sRGB: display-p3 green (HCT chroma 125, past the slider) is mapped in, not clamped.
        let green = try CSSColor.parse("color(display-p3 0 1 0)")
        #expect(green.converted(to: .hct).coords.y > 120)
        var hct = ModelColor.starting(.hct)
        #expect(hct.set(color: green) == nil)
        #expect(hct.values == ModelColor(model: .hct, color: Gamut.mapCSS(green, to: .srgb)).values)
        #expect(hct.values[1] <= 113.4, "no sRGB color is more colorful than red: \(hct.text)")
        #expect(hct.displayed == DisplayColor(green))
    }

    /// HCT values past sRGB are shown as CSS gamut mapping brings them in (CSS Color 4 §13.2), as OKLCH's are.
    @Test(arguments: [[209.5, 120, 76.2], [27.4, 120, 53.2], [142.1, 110, 20], [282.8, 100, 90]] as [[Double]])
    func hctPastSRGBIsGamutMapped(values: [Double]) {
        let color = ModelColor(model: .hct, values: values)
        #expect(!Gamut.contains(color.color, in: .srgb), "\(color.text)")
        let mapped = Gamut.mapCSS(color.color, to: .srgb).coords
        let bytes = (0..<3).map { UInt8((min(max(mapped[$0], 0), 1) * 255).rounded()) }
        #expect(color.displayed == DisplayColor(red: bytes[0], green: bytes[1], blue: bytes[2]), "\(color.text)")
    }

    /// A gray has no hue: setting one keeps the hue the sliders had, and starting from one puts it at 0°.
    @Test(arguments: [("hsb", 0), ("hsl", 0), ("oklch", 2)])
    func graysKeepTheHue(modelName: String, hueIndex: Int) throws {
        let model = try #require(ColorModel.named(modelName))
        for gray in ["#808080", "white", "black", "#bcbcbc", "rgb(10 10 10)"] {
            var color = ModelColor.starting(model)
            color.set(channel: hueIndex, to: 123.5)
            color.set(color: try CSSColor.parse(gray))
            #expect(color.values[hueIndex] == 123.5, "\(gray) in \(model)")
            #expect(color.displayed == DisplayColor(try CSSColor.parse(gray)))
            #expect(ModelColor(model: model, color: try CSSColor.parse(gray)).values[hueIndex] == 0)
        }
        var color = ModelColor.starting(model)
        color.set(channel: hueIndex, to: 123.5)
        color.set(color: try CSSColor.parse("red"))
        #expect(abs(color.values[hueIndex] - 123.5) > 1, "a color with a hue sets it")
    }

    /// In HCT a gray has a hue, the white's (CAM16 without discounting the illuminant): setting one sets it;
    /// only black (chroma 0) has none and keeps the hue the sliders had.
    @Test func hctGraysHaveAHue() throws {
        for gray in ["#808080", "white", "#bcbcbc", "rgb(10 10 10)"] {
            var color = ModelColor.starting(.hct)
            color.set(channel: 0, to: 123.5)
            color.set(color: try CSSColor.parse(gray))
            #expect(abs(color.values[0] - 209.5) < 0.1, "\(gray): \(color.text)")
            #expect(color.displayed == DisplayColor(try CSSColor.parse(gray)))
        }
        var black = ModelColor.starting(.hct)
        black.set(channel: 0, to: 123.5)
        black.set(color: try CSSColor.parse("black"))
        #expect(black.values == [123.5, 0, 0])
        #expect(black.displayed.hex == "#000000")
    }

    /// Every color of the RGB cube's corners and a few hundred seeded ones survives each model unchanged.
    @Test(arguments: ["rgb", "hsb", "cmyk", "hsl", "oklch", "okhsl", "okhsv", "hct"])
    func roundTrips(modelName: String) throws {
        let model = try #require(ColorModel.named(modelName))
        var colors: [DisplayColor] = []
        for red: UInt8 in [0, 255] {
            for green: UInt8 in [0, 255] {
                for blue: UInt8 in [0, 255] { colors.append(DisplayColor(red: red, green: green, blue: blue)) }
            }
        }
        colors += [
            DisplayColor(red: 188, green: 188, blue: 188), DisplayColor(red: 58, green: 123, blue: 213),
            DisplayColor(red: 1, green: 0, blue: 0), DisplayColor(red: 0, green: 0, blue: 1),
            DisplayColor(red: 254, green: 255, blue: 255), DisplayColor(red: 128, green: 128, blue: 127),
        ]
        var random = SeededRandomGenerator(seed: 2026)
        for _ in 0..<300 { colors.append(DisplayColor.random(using: &random)) }
        for original in colors {
            let converted = ModelColor(model: model, color: original.color)
            #expect(converted.displayed == original, "\(original) in \(model): \(converted.text)")
            var edited = ModelColor.starting(model)
            edited.set(color: original.color)
            #expect(edited.displayed == original, "\(original) set in \(model): \(edited.text)")
        }
    }

    @Test(arguments: [
        (ModelChannel.hue, 120.0, "120°"), (.hue, 0.04, "0°"), (.hue, 12.34, "12.3°"),
        (.percent(key: "s", name: "saturation"), 73.72549, "73.7%"), (.percent(key: "s", name: "saturation"), 0, "0%"),
        (ColorModel.rgb.channels[0], 200, "200"), (ColorModel.rgb.channels[0], 200.5, "201"),
        (ColorModel.oklch.channels[1], 0.1234, "0.123"), (ColorModel.oklch.channels[1], 0.4, "0.4"),
        (ColorModel.hct.channels[1], 113.3564, "113.4"), (ColorModel.hct.channels[2], 76.246, "76.2"),
    ])
    func channelFormat(channel: ModelChannel, value: Double, text: String) {
        #expect(channel.format(value) == text)
    }

    @Test func channelRangesAndKinds() {
        #expect(ColorModel.rgb.channels.map(\.rangeText) == ["0–255", "0–255", "0–255"])
        #expect(ColorModel.hsb.channels.map(\.rangeText) == ["0–360°", "0–100%", "0–100%"])
        #expect(ColorModel.oklch.channels.map(\.rangeText) == ["0–100%", "0–0.4", "0–360°"])
        #expect(ColorModel.hct.channels.map(\.rangeText) == ["0–360°", "0–120", "0–100"])
        #expect(ColorModel.all.map { $0.channels.map(\.isHue) } == [
            [false, false, false], [true, false, false], [false, false, false, false], [true, false, false],
            [false, false, true], [true, false, false], [true, false, false], [true, false, false],
        ])
        #expect(ModelChannel.hue.fitted(-360) == 0)
        #expect(ModelChannel.hue.fitted(725) == 5)
        #expect(ColorModel.rgb.channels[0].fitted(-0.001) == 0)
    }
}

/// The 8-bit sRGB colors games show and score.
@Suite("Display colors") struct DisplayColorTests {
    @Test(arguments: [
        (0, 0, 0, "#000000"), (255, 255, 255, "#ffffff"), (58, 123, 213, "#3a7bd5"), (1, 2, 3, "#010203"),
        (188, 188, 188, "#bcbcbc"), (255, 0, 16, "#ff0010"), (171, 205, 239, "#abcdef"),
    ])
    func hex(red: Int, green: Int, blue: Int, hex: String) throws {
        let color = DisplayColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
        #expect(color.hex == hex)
        #expect(color.description == hex)
        #expect(DisplayColor(try CSSColor.parse(hex)) == color)
        #expect(DisplayColor(color.color) == color)
    }

    /// A color is rounded to the nearest byte (halves up) and gamut-mapped; alpha is ignored.
    @Test(arguments: [
        (Color(.srgb, 0.5, 0.5, 0.5), "#808080"),
        (Color(.srgb, 127.49 / 255, 0, 1), "#7f00ff"),
        (Color(.srgb, 0.2, 0.4, 0.6, alpha: 0.25), "#336699"),
        (Color(.srgb, 1.0000001, -0.0000001, 0.5), "#ff0080"),
        (Color(.hsl, 120, 1, 0.5), "#00ff00"),
    ])
    func fromColor(color: Color, hex: String) {
        #expect(DisplayColor(color).hex == hex)
    }

    /// Red, then green, then blue, each one draw in 0…255: the order a seed reproduces.
    @Test(arguments: [UInt64(0), 1, 7, 42, 2026])
    func randomDrawsRedGreenBlue(seed: UInt64) {
        var random = SeededRandomGenerator(seed: seed)
        var peek = random
        let red = GameRandom.integer(in: 0...255, using: &peek)
        let green = GameRandom.integer(in: 0...255, using: &peek)
        let blue = GameRandom.integer(in: 0...255, using: &peek)
        let color = DisplayColor.random(using: &random)
        #expect(color == DisplayColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
        #expect(random.next() == peek.next(), "three draws, no more")
    }

    @Test func randomColorsCoverEveryByte() {
        var random = SeededRandomGenerator(seed: 5)
        var reds = Set<UInt8>(), greens = Set<UInt8>(), blues = Set<UInt8>()
        for _ in 0..<5_000 {
            let color = DisplayColor.random(using: &random)
            reds.insert(color.red)
            greens.insert(color.green)
            blues.insert(color.blue)
        }
        #expect(reds.count == 256 && greens.count == 256 && blues.count == 256)
    }
}

/// Setting a color that a model's sliders cannot hold says which channels were clamped.
@Suite("ModelColor color clamping") struct ModelColorClampingTests {
    @Test func aChromaAboveTheSliderIsClampedAndSaid() throws {
        var color = ModelColor.starting(.oklch)
        let note = color.set(color: try CSSColor.parse("oklch(50% 0.6 30)"))
        #expect(color.values[1] == 0.4)
        #expect(note == "the color is outside what oklch sliders hold: c set to the nearest end of the range")
        #expect(color.set(color: try CSSColor.parse("oklch(50% 0.2 30)")) == nil)
        var rgb = ModelColor.starting(.rgb)
        #expect(rgb.set(color: try CSSColor.parse("color(display-p3 0 1 0)")) == nil, "sRGB models map wide colors in, as CSS does")
    }
}
