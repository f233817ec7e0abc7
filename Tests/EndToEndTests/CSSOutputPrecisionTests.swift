import Foundation
import Testing

/// `--format css` as people write CSS (colorconv(1), CSS OUTPUT): 2 decimals on a wide scale, 4 on a scale of 1,
/// `--precision N` as given, and the same rule in colorconv, colormix and gradient.
@Suite("CSS output precision") struct CSSOutputPrecisionTests {
    /// tomato at alpha 0.37 in each kind of space: degrees and percentages, Lab, OKLab, color(), CMYK, 0–255.
    static let kinds: [(to: String, expected: String)] = [
        ("hsl", "hsl(9.13 100% 63.92% / 0.37)"),
        ("hwb", "hwb(9.13 27.84% 0% / 0.37)"),
        ("lab", "lab(62.99 59.36 47.88 / 0.37)"),
        ("lch", "lch(62.99 76.27 38.89 / 0.37)"),
        ("oklab", "oklab(0.6962 0.1652 0.1045 / 0.37)"),
        ("oklch", "oklch(0.6962 0.1955 32.32 / 0.37)"),
        ("display-p3", "color(display-p3 0.9283 0.4286 0.3199 / 0.37)"),
        ("xyz-d65", "color(xyz-d65 0.4684 0.3064 0.0941 / 0.37)"),
        ("cmyk", "device-cmyk(0 0.6118 0.7216 0 / 0.37)"),
        ("rgb", "rgb(255 99 71 / 0.37)"),
    ]

    @Test(arguments: kinds)
    func eachKindOfNumberHasItsDecimals(to: String, expected: String) throws {
        let r = try Tool.run("colorconv", ["--format", "css", "--to", to, "rgb(255 99 71 / 0.37)"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.stdout == expected + "\n")
    }

    @Test func precisionGivenIsWhatIsWritten() throws {
        let six = try Tool.run("colorconv", ["--format", "css", "--to", "hsl", "--precision", "6", "tomato"])
        #expect(six.stdout == "hsl(9.130435 100% 63.921569%)\n")
        let one = try Tool.run("colorconv", ["--format", "css", "--to", "oklch", "--precision", "1", "tomato"])
        #expect(one.stdout == "oklch(0.7 0.2 32.3)\n")
    }

    /// The records keep their 6 decimals, in `color` and in the spaces.
    @Test func recordsAreUnchanged() throws {
        let r = try Tool.run("colorconv", ["--to", "hsl", "oklch(0.627955 0.257683 29.233885)"])
        #expect(r.stdout == ##"{"color":"oklch(0.627955 0.257683 29.233885)","hex":"#ff0000","hsl":{"h":0.000084,"s":0.999998,"l":0.5}}"## + "\n")
    }

    /// colormix's mix, colorconv's lossless form of it and gradient's stops go through the one rule.
    @Test func everyToolWritesCSSByTheSameRule() throws {
        let mix = try Tool.run("colormix", ["red", "blue", "--in", "oklch", "--format", "css"])
        #expect(mix.stdout == "oklch(0.54 0.2854 326.64)\n")
        let converted = try Tool.shell("colormix red blue --in oklch | colorconv --format css")
        #expect(converted.stdout == mix.stdout)
        let precise = try Tool.run("colormix", ["red", "blue", "--in", "oklch", "--format", "css", "--precision", "6"])
        #expect(precise.stdout == "oklch(0.539985 0.285449 326.642951)\n")

        let gradient = try Tool.run("gradient", ["red", "oklch(0.627955 0.257683 29.233885) 33.33333%", "blue", "--direction", "12.345deg", "--format", "css"])
        #expect(gradient.stdout == "linear-gradient(12.35deg in oklab, #ff0000 0%, oklch(0.628 0.2577 29.23) 33.33%, #0000ff 100%)\n")
        let precisely = try Tool.run("gradient", ["red", "gold 33.33333%", "blue", "--direction", "12.345deg", "--format", "css", "--precision", "3"])
        #expect(precisely.stdout == "linear-gradient(12.345deg in oklab, #ff0000 0%, #ffd700 33.333%, #0000ff 100%)\n")
    }

    /// A color next to a half step of a channel gets the decimals that keep its hex: 100.4999 is 0x64.
    @Test func aColorNextToAHalfStepKeepsItsHex() throws {
        let r = try Tool.run("colorconv", ["--format", "css", "--to", "rgb", "color(srgb 0.39411725 0.6 0.2)"])
        #expect(r.stdout == "rgb(100.4999 153 51)\n")
        let hex = try Tool.run("colorconv", ["--format", "hex", "color(srgb 0.39411725 0.6 0.2)", r.stdout.trimmingCharacters(in: .newlines)])
        #expect(hex.lines == ["#649933", "#649933"])
    }
}
