import Testing
import ChromaKit
@testable import ChromaStream

/// The `color` and `hex` fields `ColorFields` writes straight into a record for computed colors are byte for
/// byte what `CSSColor.serialize` and `Color.hexString(gamut:)` give.
@Suite("ColorFields on computed colors") struct ColorFieldsComputedColorTests {
    /// Colors in every space, in and out of sRGB, on and off the 8-bit grid, with and without alpha.
    static func samples() -> [Color] {
        var random = SeededRandomGenerator(seed: 2027)
        var colors: [Color] = []
        for space in ColorSpaces.all {
            for _ in 0..<300 {
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
            let expectedColor = color.exactSRGB8 == nil ? CSSColor.serialize(color, precision: precision) : color.hexString(gamut: gamut)
            let prefix = "{\"color\":\"\(expectedColor)\",\"hex\":\"\(color.hexString(gamut: gamut))\""
            #expect(got.hasPrefix(prefix), "\(color.space) \(color.coords) / \(color.alpha): \(got) instead of \(prefix)…")
        }
    }
}
