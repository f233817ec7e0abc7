import Testing
import ChromaKit
@testable import ChromaStream

/// `ColorFields` reads a `color` text back to check its hex only near a half step: the margin it keeps
/// (`ColorFields.readBackMargin`) is at least four times the most that six decimals move a channel of a
/// color of a CSS Color 4 space, measured here on colors all over sRGB written in each such space.
@Suite("the margin of the color field's read-back") struct ColorFieldsReadBackMarginTests {
    /// The most, in 8-bit steps, that writing a color of `space` at six decimals and reading it back moves
    /// one of its sRGB channels, over `count` colors drawn inside sRGB.
    static func largestMove(in space: ColorSpace, count: Int) throws -> Double {
        var random = SeededRandomGenerator(seed: 41)
        var largest = 0.0
        for _ in 0..<count {
            let srgb = Color(.srgb, .random(in: 0...1, using: &random), .random(in: 0...1, using: &random),
                             .random(in: 0...1, using: &random))
            let color = srgb.converted(to: space)
            let text = CSSColor.recordString(color)
            let read = try CSSColor.parse(text).converted(to: .srgb)
            let moved = (read.coords - color.converted(to: .srgb).coords) * 255
            for channel in 0..<3 { largest = max(largest, abs(moved[channel])) }
        }
        return largest
    }

    static let standardSpaces = ColorSpaces.all.filter { $0.css.standing == .standard }

    @Test func everyStandardSpaceIsMeasured() {
        #expect(Self.standardSpaces.map(\.id).sorted() == [
            "a98-rgb", "display-p3", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "prophoto-rgb", "rec2020",
            "srgb", "srgb-linear", "xyz-d50", "xyz-d65",
        ])
    }

    @Test(arguments: standardSpaces)
    func sixDecimalsMoveAChannelByLessThanAQuarterOfTheMargin(space: ColorSpace) throws {
        let largest = try Self.largestMove(in: space, count: 4_000)
        #expect(largest * 4 <= ColorFields.readBackMargin, "\(space.id): \(largest) of a step")
    }

    /// Near a half step the text is read back, and where six decimals would land on the other side the
    /// record writes every digit: the mix of teal and #dfd in sRGB, each channel on a half step.
    @Test func aChannelNearAHalfStepIsReadBack() {
        let onHalfSteps = Color(.srgb, 110.5 / 255, 191.5 / 255, 174.5 / 255)
        #expect(!ColorFields.surelyReadsBack(onHalfSteps, srgb: onHalfSteps.coords))
        let clear = Color(.srgb, 110.3 / 255, 191.7 / 255, 174.2 / 255)
        #expect(ColorFields.surelyReadsBack(clear, srgb: clear.coords))
        let atTheEnd = Color(.srgb, 1, 191.7 / 255, 174.2 / 255)
        #expect(!ColorFields.surelyReadsBack(atTheEnd, srgb: atTheEnd.coords))
        let nearHalfAlpha = Color(.srgb, 110.3 / 255, 191.7 / 255, 174.2 / 255, alpha: 127.52 / 255)
        #expect(!ColorFields.surelyReadsBack(nearHalfAlpha, srgb: nearHalfAlpha.coords))
        let hsb = Color(.srgb, 110.3 / 255, 191.7 / 255, 174.2 / 255).converted(to: ColorSpaces.all.first { $0.id == "hsb" }!)
        #expect(!ColorFields.surelyReadsBack(hsb, srgb: clear.coords), "a space without a CSS Color 4 form is always read back")
    }
}
