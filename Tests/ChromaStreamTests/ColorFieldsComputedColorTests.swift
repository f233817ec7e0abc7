import Foundation
import Testing
import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream

/// The `color` and `hex` fields `ColorFields` writes straight into a record for computed colors are byte for
/// byte what `CSSColor.recordString` and `Color.hexString(gamut:)` give.
@Suite("ColorFields on computed colors") struct ColorFieldsComputedColorTests {
    /// Colors in every space, in and out of sRGB, on and off the 8-bit grid, with and without alpha: 300 random ones
    /// a space with CHROMATOOLS_LONG_TESTS=1 (make test-long), 100 otherwise.
    static func samples() -> [Color] {
        var random = SeededRandomGenerator(seed: 2027)
        var colors: [Color] = []
        let perSpace = ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1" ? 300 : 100
        for space in ColorSpaces.all {
            for _ in 0..<perSpace {
                var coords = SIMD4<Double>.zero
                for (i, channel) in space.channels.enumerated() {
                    let span = channel.range.upperBound - channel.range.lowerBound
                    coords[i] = channel.range.lowerBound + Double.random(in: -0.15...1.15, using: &random) * span
                }
                let alpha = [1, 0.5, 0.999999999999, 0.3][Int.random(in: 0...3, using: &random)]
                colors.append(Color(space, coords, alpha: alpha))
            }
            // An exact 8-bit sRGB color written in this space, whose lossless form is hex.
            let grid = Color(.srgb, 58.0 / 255, 123.0 / 255, 213.0 / 255)
            colors.append(grid.converted(to: space))
        }
        colors.append(Color(.oklch, 0.7, 0.1, .nan))
        colors.append(Color(.oklch, 1.2, 0.1, 30))
        colors.append(Color(.hsl, 30, -0.2, 0.5, alpha: .nan))
        return colors
    }

    /// Colors mostly outside sRGB, where the hex goes through the CSS gamut mapping's search: OKLCh up to chroma
    /// 0.45, Lab with a and b up to ±125, Display P3 a little past its cube.
    static func outsideSRGB(count: Int) -> [Color] {
        var random = SeededRandomGenerator(seed: 2033)
        return (0..<count).map { i in
            switch i % 3 {
            case 0: Color(.oklch, .random(in: 0...1, using: &random), .random(in: 0...0.45, using: &random), .random(in: 0..<360, using: &random))
            case 1: Color(.lab, .random(in: 0...100, using: &random), .random(in: -125...125, using: &random), .random(in: -125...125, using: &random))
            default: Color(.displayP3, .random(in: -0.05...1.05, using: &random), .random(in: -0.05...1.05, using: &random),
                           .random(in: -0.05...1.05, using: &random))
            }
        }
    }

    @Test func theSearchsLinearRoutesAreTheSRGBRoutesWithoutTheTransferFunction() {
        // The search runs OKLab → linear sRGB and linear sRGB → OKLab, adding the transfer function itself.
        let toSRGB = ConversionPath(from: .oklab, to: .srgb), toLinear = ConversionPath(from: .oklab, to: .srgbLinear)
        #expect(Array(toSRGB.steps.dropLast()) == toLinear.steps && toSRGB.steps.count == toLinear.steps.count + 1)
        let fromSRGB = ConversionPath(from: .srgb, to: .oklab), fromLinear = ConversionPath(from: .srgbLinear, to: .oklab)
        #expect(fromSRGB.steps.first == .srgbDecode && Array(fromSRGB.steps.dropFirst()) == fromLinear.steps)
    }

    @Test func theGamutMappingsSearchGivesTheLibrarysHex() {
        let fields = ColorFields(spaces: [], gamut: .css)
        var writer = RecordWriter()
        for color in Self.outsideSRGB(count: 30_000) {
            writer.output.removeAll()
            writer.beginRecord()
            fields.write(color, into: &writer)
            writer.finish()
            let got = String(decoding: writer.output.bytes, as: UTF8.self)
            #expect(got.contains("\"hex\":\"\(color.hexString(gamut: .css))\""), "\(color.space) \(color.coords): \(got)")
        }
    }

    @Test(arguments: [GamutMethod.css, .clip], [3, 6, 15])
    func sameBytesAsTheLibrary(gamut: GamutMethod, precision: Int) {
        let fields = ColorFields(spaces: [], gamut: gamut)
        var writer = RecordWriter(precision: precision)
        for color in Self.samples() {
            writer.output.removeAll()
            writer.beginRecord()
            fields.write(color, into: &writer)
            writer.finish()
            let got = String(decoding: writer.output.bytes, as: UTF8.self)
            let hex = color.hexString(gamut: gamut)
            // The color's text has six decimals whatever the precision, unless those would read back as another
            // 8-bit color: then every digit.
            let rounded = color.exactSRGB8 == nil ? CSSColor.recordString(color, precision: 6) : hex
            let roundedReadsBack = (try? CSSColor.parse(rounded))?.hexString(gamut: gamut) == hex
            if roundedReadsBack {
                let prefix = "{\"color\":\"\(rounded)\",\"hex\":\"\(hex)\""
                #expect(got.hasPrefix(prefix), "\(color.space) \(color.coords) / \(color.alpha): \(got) instead of \(prefix)…")
            } else {
                #expect(got.contains("\",\"hex\":\"\(hex)\""), "\(got)")
                let text = String(got.dropFirst("{\"color\":\"".count).prefix { $0 != "\"" })
                #expect((try? CSSColor.parse(text))?.hexString(gamut: gamut) == hex, "\(text) reads back as another color than \(hex)")
                #expect(text.count > rounded.count, "\(text) against \(rounded)")
            }
        }
    }
}
