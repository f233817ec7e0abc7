import Testing
@testable import ChromaKit

/// `adjust`'s operations against the relative colors they stand for, evaluated with coloraide 8.13
/// (`Color(C).convert(SPACE).set(CHANNEL, …)`, then `fit('srgb', method='minde-chroma', pspace='oklch', jnd=0.02)`,
/// the CSS Color 4 gamut mapping, for the hex).
@Suite("Color adjustment") struct ColorAdjustmentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let color: String, space: String, operations: [ColorAdjustment.Operation]
        let expected: SIMD4<Double>, hex: String
        var testDescription: String { "\(color) in \(space): \(operations)" }
    }

    static let cases: [Case] = [
        // oklch(from tomato calc(l + 0.1) c h)
        Case(color: "tomato", space: "oklch", operations: [.lighten(0.1)], expected: SIMD4(0.79621935, 0.19552462, 32.321434, 0), hex: "#ff9881"),
        // oklch(from tomato calc(l - 0.2) c h)
        Case(color: "tomato", space: "oklch", operations: [.lighten(-0.2)], expected: SIMD4(0.49621935, 0.19552462, 32.321434, 0), hex: "#b71500"),
        // oklch(from tomato l calc(c - 0.05) h)
        Case(color: "tomato", space: "oklch", operations: [.saturate(-0.05)], expected: SIMD4(0.69621935, 0.14552462, 32.321434, 0), hex: "#e97761"),
        // oklch(from #3a7bd5 l c calc(h + 30)), and + 180 (the complement)
        Case(color: "#3a7bd5", space: "oklch", operations: [.rotate(30)], expected: SIMD4(0.58618618, 0.15327408, 287.23353, 0), hex: "#786ad1"),
        Case(color: "#3a7bd5", space: "oklch", operations: [.rotate(180)], expected: SIMD4(0.58618618, 0.15327408, 77.233535, 0), hex: "#aa6e00"),
        // oklch(from #3a7bd5 l 0 h)
        Case(color: "#3a7bd5", space: "oklch", operations: [.gray], expected: SIMD4(0.58618618, 0, 257.23353, 0), hex: "#7c7c7c"),
        // hsl(from tomato h s calc(l + 10)): HSL lightness 0–1 here, 0–100 in CSS
        Case(color: "tomato", space: "hsl", operations: [.lighten(0.1)], expected: SIMD4(9.1304348, 1, 0.73921569, 0), hex: "#ff8e7a"),
        // hsl(from tomato h 50 l)
        Case(color: "tomato", space: "hsl", operations: [.set(space: .hsl, channel: 1, value: 0.5)], expected: SIMD4(9.1304348, 0.5, 0.63921569, 0), hex: "#d18375"),
        // lch(from tomato calc(l + 10) c h)
        Case(color: "tomato", space: "lch", operations: [.lighten(10)], expected: SIMD4(72.990904, 76.267465, 38.887989, 0), hex: "#ff9077"),
        // oklch(from gold 0.7 c h)
        Case(color: "gold", space: "oklch", operations: [.set(space: .oklch, channel: 0, value: 0.7)], expected: SIMD4(0.7, 0.18218601, 95.330495, 0), hex: "#be9b00"),
    ]

    @Test(arguments: cases)
    func matchesTheRelativeColor(_ c: Case) throws {
        let space = try #require(ColorSpaces.named(c.space))
        let adjustment = try ColorAdjustment(in: space, operations: c.operations)
        let result = adjustment.apply(try CSSColor.parse(c.color))
        #expect(result.space === space)
        for i in 0..<3 {
            let tolerance = space.channels[i].isHue ? 1e-5 : 1e-7 * max(1, space.channels[i].range.upperBound)
            #expect(abs(result.coords[i] - c.expected[i]) <= tolerance, "channel \(i): \(result.coords[i]), expected \(c.expected[i])")
        }
        #expect(result.hexString() == c.hex)
    }

    /// Values clamp as the space's CSS function clamps them, after each operation; hues wrap into 0…360.
    @Test func clampsAfterEachOperation() throws {
        let white = try CSSColor.parse("white")
        let lighter = try ColorAdjustment(in: .oklch, operations: [.lighten(0.5)]).apply(white)
        #expect(abs(lighter.coords.x - 1) < 1e-12, "oklch lightness stops at 1")
        // Lightening past 1 then darkening starts from 1, as nested relative colors would.
        let both = try ColorAdjustment(in: .oklch, operations: [.lighten(0.5), .lighten(-0.5)]).apply(white)
        #expect(abs(both.coords.x - 0.5) < 1e-9)
        let desaturated = try ColorAdjustment(in: .oklch, operations: [.saturate(-1)]).apply(try CSSColor.parse("red"))
        #expect(desaturated.coords.y == 0, "chroma stops at 0")
        let rotated = try ColorAdjustment(in: .oklch, operations: [.rotate(-400)]).apply(try CSSColor.parse("red"))
        #expect(rotated.coords.z >= 0 && rotated.coords.z < 360)
    }

    /// A gray's missing hue is read as 0, as a relative color's channel keyword reads it (CSS Color 5 §4).
    @Test func missingComponentsAreZero() throws {
        let gray = try ColorAdjustment(in: .oklch, operations: [.rotate(30)]).apply(try CSSColor.parse("#888"))
        #expect(gray.coords.z == 30)
        let none = try ColorAdjustment(in: .oklch, operations: [.set(space: .oklch, channel: 2, value: .nan)]).apply(try CSSColor.parse("red"))
        #expect(none.coords.z.isNaN, "set to none in the working space stays missing")
    }

    /// `set` in another space goes there and back: oklch(from hsl(from C h 50 l) l c h).
    @Test func setInAnotherSpace() throws {
        let adjustment = try ColorAdjustment(in: .oklch, operations: [.set(space: .hsl, channel: 1, value: 0.5)])
        let result = adjustment.apply(try CSSColor.parse("tomato"))
        let viaHSL = Color(.hsl, 9.1304348, 0.5, 0.63921569).converted(to: .oklch)
        for i in 0..<3 { #expect(abs(result.coords[i] - viaHSL.coords[i]) < 1e-6) }
    }

    @Test func alphaIsClampedAndKept() throws {
        let half = try ColorAdjustment(in: .oklch, operations: [.alpha(0.5)]).apply(try CSSColor.parse("tomato"))
        #expect(half.alpha == 0.5)
        #expect(half.hexString() == "#ff634780")
        let over = try ColorAdjustment(in: .oklch, operations: [.alpha(3)]).apply(try CSSColor.parse("#ff000080"))
        #expect(over.alpha == 1)
    }

    @Test func refusesAChannelTheSpaceLacks() {
        #expect(throws: ColorAdjustment.UnsupportedError.self) { try ColorAdjustment(in: .srgb, operations: [.lighten(0.1)]) }
        #expect(throws: ColorAdjustment.UnsupportedError.self) { try ColorAdjustment(in: .lab, operations: [.rotate(10)]) }
        #expect(throws: ColorAdjustment.UnsupportedError.self) { try ColorAdjustment(in: .hwb, operations: [.saturate(0.1)]) }
        #expect((try? ColorAdjustment(in: .lab, operations: [.gray])) != nil, "Lab grays by its opponent axes")
    }

    /// Amounts: numbers in the channel's units, percentages of its reference range, angles with units.
    @Test func readsAmounts() {
        let oklch = ColorSpace.oklch.channels
        #expect(ColorAdjustment.value("0.1", for: oklch[0]) == 0.1)
        #expect(ColorAdjustment.value("10%", for: oklch[0]) == 0.1)
        #expect(abs(ColorAdjustment.value("10%", for: oklch[1])! - 0.04) < 1e-15, "chroma 100% = 0.4")
        #expect(ColorAdjustment.value("10%", for: ColorSpace.lab.channels[0]) == 10, "Lab lightness 100% = 100")
        #expect(ColorAdjustment.value("0.5turn", for: oklch[2]) == 180)
        #expect(ColorAdjustment.value("none", for: oklch[2], allowsNone: true)!.isNaN)
        #expect(ColorAdjustment.value("none", for: oklch[2]) == nil)
        #expect(ColorAdjustment.value("abc", for: oklch[0]) == nil)
        #expect(ColorAdjustment.value("inf", for: oklch[0]) == nil)
    }
}
