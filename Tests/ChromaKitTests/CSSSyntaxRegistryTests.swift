import Testing
@testable import ChromaKit

/// The CSS parser, the serializer and `color-mix()` know a space from what the
/// space declares (`ColorSpace.css`) and nothing else: every space in
/// `ColorSpaces.all` is read, written and mixed in exactly as its CSS syntax
/// says, so a space added to the registry is taken everywhere at once.
@Suite("CSS syntax from the registry") struct CSSSyntaxRegistryTests {
    /// The spaces with a function of their own, with each name of it.
    static let functionNames: [(name: String, space: ColorSpace)] = ColorSpaces.all.flatMap { space in
        (space.css.function?.names ?? []).map { ($0, space) }
    }

    /// The spaces `color()` takes, by every name.
    static let colorNames: [(name: String, space: ColorSpace)] = ColorSpaces.all.flatMap { space in
        space.css.colorName.map { ([$0] + space.css.aliases).map { ($0, space) } } ?? []
    }

    @Test func theRegistryHasFunctionsAndColorNames() {
        #expect(Self.functionNames.map(\.name).contains("hsla"))
        #expect(Self.colorNames.map(\.name).contains("xyz"))
    }

    @Test func everyFunctionOfASpaceReadsThatSpace() throws {
        for (name, space) in Self.functionNames {
            let color = try CSSColor.parse("\(name)(none none none)")
            #expect(color.space === space, "\(name)() read \(color.space), not \(space)")
            #expect(color.components.allSatisfy { $0.isNaN }, "\(name)(none none none)")
        }
    }

    @Test func everyColorNameReadsThatSpace() throws {
        for (name, space) in Self.colorNames {
            let color = try CSSColor.parse("color(\(name) 0.25 50% 0.75)")
            #expect(color.space === space, "color(\(name) …) read \(color.space), not \(space)")
            // 50% is half of 1 for CSS's own spaces, half of the channel's reference range for the dashed ones.
            var half = 0.5
            if case .scaled(let whole, _, _)? = space.css.colorComponents?[1] { half = whole / 2 }
            if case .spanning(let range)? = space.css.colorComponents?[1] { half = (range.lowerBound + range.upperBound) / 2 }
            #expect(color.components == [0.25, half, 0.75], "color(\(name) 0.25 50% 0.75): \(color.components)")
        }
    }

    /// A `color()` name CSS does not define is also read with two dashes, as color.js writes it
    /// (`color(--rec2020-linear …)`); CSS's own names are not.
    @Test func namesCSSLacksAlsoReadWithDashes() throws {
        for space in [ColorSpace.rec2020Linear, .prophotoRGBLinear, .a98RGBLinear, .displayP3Linear] {
            let name = try #require(space.css.colorName)
            let dashed = try CSSColor.parse("color(--\(name) 0.25 50% -0.5)")
            #expect(dashed.space === space && dashed.components == [0.25, 0.5, -0.5], "color(--\(name) …)")
        }
        #expect(throws: ColorParseError.self) { try CSSColor.parse("color(--display-p3 1 0 0)") }
        #expect(throws: ColorParseError.self) { try CSSColor.parse("color(----luv 1 0 0)") }
    }

    /// A space without CSS syntax is read by the form the tools print it in (`hsb(…)`, `cmyk(…)`), never by `color()`.
    @Test func spacesWithoutCSSSyntaxReadTheirPrintedFormOnly() throws {
        for space in ColorSpaces.all where space.cssForm == .none {
            let zeros = Array(repeating: "0", count: space.channels.count).joined(separator: " ")
            let color = try CSSColor.parse("\(space.id)(\(zeros))")
            #expect(color.space === space, "\(space.id)(…) read \(color.space)")
            #expect(throws: ColorParseError.self) { try CSSColor.parse("color(\(space.id) 0 0 0)") }
        }
    }

    /// `color-mix()` mixes in every space whose syntax is CSS's own, by each of its CSS names, and in no other.
    @Test func colorMixTakesTheSpacesWhoseSyntaxIsCSS() throws {
        var accepted: [String] = []
        for space in ColorSpaces.all {
            let names = space.css.name.map { [$0] + space.css.aliases } ?? [space.id]
            for name in names {
                let input = "color-mix(in \(name), red, blue)"
                if space.css.standing.isInterpolationSpace && space.css.name != nil {
                    let mixed = try CSSColor.parse(input)
                    #expect(mixed.space === space, "\(input) mixed in \(mixed.space)")
                    accepted.append(name)
                } else {
                    #expect(throws: ColorParseError.self, "\(input)") { try CSSColor.parse(input) }
                }
            }
        }
        #expect(accepted.contains("srgb") && accepted.contains("oklch") && accepted.contains("xyz"))
        do {
            _ = try CSSColor.parse("color-mix(in cielab, red, blue)")
            Issue.record("cielab is no space")
        } catch {
            for name in accepted { #expect(error.message.contains(name), "the message does not name \(name): \(error.message)") }
        }
    }

    /// The message for an unknown `color()` space names every predefined space of CSS.
    @Test func colorNamesTheCSSSpacesWhenTheSpaceIsUnknown() {
        do {
            _ = try CSSColor.parse("color(cielab 1 2 3)")
            Issue.record("cielab is no space")
        } catch {
            for (name, space) in Self.colorNames where space.css.standing != .chromatoolsOnly {
                #expect(error.message.contains(" \(name)"), "the message does not name \(name): \(error.message)")
            }
        }
    }

    /// Each space written in CSS is written in its own form and reads back as the same color.
    @Test func everySpaceIsWrittenInItsFormAndReadsBack() throws {
        let source = Color(.oklch, 0.62, 0.11, 140)
        for space in ColorSpaces.all {
            let color = source.converted(to: space)
            let written = CSSColor.string(color, in: space)
            let read = try CSSColor.parse(written)
            switch space.cssForm {
            case .function(let name):
                #expect(written.hasPrefix("\(name)("), "\(space): \(written)")
                #expect(read.space === space)
            case .colorFunction(let name):
                #expect(written.hasPrefix("color(\(name) "), "\(space): \(written)")
                #expect(read.space === space)
            case .none:
                #expect(written.hasPrefix("color(srgb "), "\(space) has no CSS syntax: \(written)")
                #expect(read.space === ColorSpace.srgb)
            }
            let back = read.converted(to: space)
            for i in space.channels.indices {
                #expect(abs(back.coords[i] - color.coords[i]) < 1e-5, "\(space) channel \(i): \(written)")
            }
        }
    }

    /// A value that a space's own function would clamp when read is written in a `color()` space instead,
    /// and reads back unclamped.
    @Test func valuesTheFunctionWouldClampAreWrittenUnclamped() throws {
        var checked = 0
        for space in ColorSpaces.all {
            guard case .function = space.cssForm, let function = space.css.function else { continue }
            for (index, component) in function.components.enumerated() {
                let (lower, upper) = component.readBounds
                for outside in [lower - 0.25, upper + 0.25] where outside.isFinite {
                    var coords = Color(.oklab, 0.5, 0.05, 0.05).converted(to: space).coords
                    coords[index] = outside
                    let color = Color(space, coords)
                    let written = CSSColor.recordString(color)
                    #expect(written.hasPrefix("color("), "\(space) channel \(index) = \(outside): \(written)")
                    // The same color, compared in XYZ: HSL writes a negative saturation as the opposite hue.
                    let back = try CSSColor.parse(written).converted(to: .xyzD65).coords
                    let expected = color.converted(to: .xyzD65).coords
                    for i in 0..<3 {
                        #expect(abs(back[i] - expected[i]) < 1e-5, "\(space) channel \(index) = \(outside): \(written)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked >= 7, "lab, lch, oklab, oklch lightness, lch and oklch chroma, hsl saturation")
    }
}
