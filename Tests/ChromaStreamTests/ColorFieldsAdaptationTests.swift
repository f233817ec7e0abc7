import Testing
import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream

/// Under a chromatic adaptation other than CSS's, `ColorFields` decides once per source space whether its colors
/// change white on their way into XYZ D65, and keeps one route per source into the space `inGamut` tests: the
/// `rgb8` and `inGamut` it writes are, record after record and with the source space changing from one record
/// to the next, what converting each color afresh gives (colorconv(1), `--adaptation`).
@Suite("ColorFields under another adaptation") struct ColorFieldsAdaptationTests {
    /// `ColorFieldsComputedColorTests.samples()`, dealt so that consecutive colors come from different spaces
    /// (one from each space in turn), and the same again: each source is met, left and met again.
    static func interleavedSamples() -> [Color] {
        let samples = ColorFieldsComputedColorTests.samples()
        let perSpace = Dictionary(grouping: samples, by: { ObjectIdentifier($0.space) })
        let groups = ColorSpaces.all.compactMap { perSpace[ObjectIdentifier($0)] }
        let rounds = groups.map(\.count).max() ?? 0
        var dealt: [Color] = []
        for round in 0..<rounds {
            for group in groups where round < group.count { dealt.append(group[round]) }
        }
        return dealt
    }

    @Test(arguments: [ChromaticAdaptation.cat16, .cat02, .vonKries, .xyzScaling].map(\.name), ["", "display-p3", "prophoto-rgb"])
    func rgb8AndInGamutAreEachColorsOwn(method: String, gamutSpaceName: String) throws {
        let adaptation = try #require(ChromaticAdaptation.named(method))
        let gamutSpace = gamutSpaceName.isEmpty ? nil : ColorSpaces.named(gamutSpaceName)
        let tested = gamutSpace ?? .srgb
        let fields = ColorFields(spaces: [], extras: [.rgb8, .inGamut], gamutSpace: gamutSpace, adaptation: adaptation)
        var writer = RecordWriter()
        for color in Self.interleavedSamples() {
            writer.output.removeAll()
            writer.beginRecord()
            fields.write(color, into: &writer)
            writer.finish()
            let got = String(decoding: writer.output.bytes, as: UTF8.self)
            let inD65 = color.space.changesWhite(to: .xyzD65) ? color.converted(to: .xyzD65, adaptation: adaptation) : color
            let bytes = inD65.rgb8(gamut: .css)
            let rgb8 = "\"rgb8\":{\"r\":\(bytes.red),\"g\":\(bytes.green),\"b\":\(bytes.blue)}"
            let inGamut = "\"inGamut\":\(Gamut.contains(color.converted(to: tested, adaptation: adaptation), in: tested))"
            #expect(got.contains(rgb8) && got.contains(inGamut),
                    "\(method) \(gamutSpaceName) \(color.space.id) \(color.coords): \(got), not \(rgb8) and \(inGamut)")
        }
    }
}
