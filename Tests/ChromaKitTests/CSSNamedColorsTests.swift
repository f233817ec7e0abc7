import Testing
@testable import ChromaKit

/// The CSS named color table (CSS Color 4 §6.1) and its lookup.
@Suite("CSS named colors") struct CSSNamedColorsTests {
    @Test func tableHas148SortedUniqueLowercaseNames() {
        #expect(NamedColors.all.count == 148)
        let names = NamedColors.all.map(\.name)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0 == $0.lowercased() && $0.utf8.count <= NamedColors.longestNameLength })
        #expect(!names.contains("transparent"))
    }

    @Test(arguments: ["gray", "darkgray", "darkslategray", "dimgray", "lightgray", "lightslategray", "slategray"])
    func bothGraySpellingsAreListed(gray: String) {
        let grey = gray.replacingGrayWithGrey()
        let a = NamedColors.all.first { $0.name == gray }, b = NamedColors.all.first { $0.name == grey }
        #expect(a != nil && b != nil)
        #expect(a?.red == b?.red && a?.green == b?.green && a?.blue == b?.blue)
    }

    @Test func spotChecks() throws {
        let purple = try #require(NamedColors.color(named: "rebeccapurple"))
        #expect(CSSColor.recordString(purple) == "#663399")
        #expect(CSSColor.recordString(try CSSColor.parse("tomato")) == "#ff6347")
        #expect(CSSColor.recordString(try CSSColor.parse("LightGoldenrodYellow")) == "#fafad2")
        #expect(CSSColor.recordString(try CSSColor.parse("aliceblue")) == "#f0f8ff")
        #expect(CSSColor.recordString(try CSSColor.parse("yellowgreen")) == "#9acd32")
    }

    @Test func transparentWorks() throws {
        let color = try #require(NamedColors.color(named: "Transparent"))
        #expect(color.space === ColorSpace.srgb)
        #expect(color.coords == SIMD4(0, 0, 0, 0) && color.alpha == 0)
        #expect(CSSColor.recordString(try CSSColor.parse("transparent")) == "#00000000")
    }

    @Test func unknownNamesAreNil() {
        for name in ["", "tomatoe", " red", "red ", "lightgoldenrodyellowx", "grеy", "transparen"] {
            #expect(NamedColors.color(named: name) == nil, "\(name)")
        }
    }

    /// Every name in the table parses, in any case, to its 8-bit value.
    @Test(arguments: NamedColors.all.map(\.name))
    func everyNameParses(name: String) throws {
        let entry = try #require(NamedColors.all.first { $0.name == name })
        let expected = SIMD4(Double(entry.red) / 255, Double(entry.green) / 255, Double(entry.blue) / 255, 0)
        for spelling in [name, name.uppercased(), name.prefix(1).uppercased() + name.dropFirst()] {
            let parsed = try CSSColor.parse(spelling)
            #expect(parsed.space === ColorSpace.srgb && parsed.coords == expected && parsed.alpha == 1)
            #expect(NamedColors.color(named: spelling)?.coords == expected)
        }
    }
}

extension String {
    /// The British spelling of a gray keyword (`darkgray` → `darkgrey`).
    fileprivate func replacingGrayWithGrey() -> String {
        String(dropLast(4)) + "grey"
    }
}
