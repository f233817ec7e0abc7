import Testing
@testable import ChromaKit

/// The contrast methods against color.js's test suite (`test/contrast.js`, which takes its APCA values from
/// the APCA-W3 reference's `test/test.html`) and, for ΔΦ*, the formula of color.js's `contrastDeltaPhi`
/// evaluated with coloraide's CIE Lab (D65) lightness.
@Suite("Contrast") struct ContrastTests {
    /// One published value: the text color, the background, the method's name and the value.
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String, background: String, method: String, expected: Double
        var testDescription: String { "\(method): \(text) on \(background)" }
        init(_ text: String, _ background: String, _ method: String, _ expected: Double) {
            self.text = text
            self.background = background
            self.method = method
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        // color.js test/contrast.js, "WCAG 2.1 contrast" (sRGB, Display P3, LCH, with none).
        Case("white", "black", "wcag21", 21),
        Case("white", "white", "wcag21", 1),
        Case("#ffe", "white", "wcag21", 1.01007),
        Case("#afbaae", "white", "wcag21", 2.008125),
        Case("#8b9986", "white", "wcag21", 3.000644),
        Case("#765", "white", "wcag21", 5.502984),
        Case("color(display-p3 0.555354 0.5982801 0.5316741)", "white", "wcag21", 3.000644),
        Case("lch(50% 0 0)", "white", "wcag21", 4.4836),
        Case("lch(50% 0 none)", "white", "wcag21", 4.4836),
        // "APCA contrast, sRGB": the APCA-W3 reference values.
        Case("#888", "#fff", "apca", 63.056469930209424),
        Case("#fff", "#888", "apca", -68.54146436644962),
        Case("#000", "#aaa", "apca", 58.146262578561334),
        Case("#aaa", "#000", "apca", -56.24113336839742),
        Case("#123", "#def", "apca", 91.66830811481631),
        Case("#def", "#123", "apca", -93.06770049484275),
        Case("#123", "#444", "apca", 8.32326136957393),
        Case("#444", "#123", "apca", -7.526878460278154),
        // "APCA contrast, sRGB gamut in other color spaces" and "outside sRGB gamut".
        Case("color(display-p3 0.5333333 0.5333333 0.5333333)", "#fff", "apca", 63.056469930209424),
        Case("#fff", "color(prophoto-rgb 0.4590162 0.4590162 0.4590162)", "apca", -68.54146436644962),
        // (color.js's rec2020 case is left out: it encodes #aaa with BT.2020's piecewise curve, which CSS Color 4 replaced
        // by the pure 2.4 power chromatools uses.)
        Case("color(xyz-d65 0.3820622 0.4019778 0.437777)", "#000", "apca", -56.24113336839742),
        Case("hsl(210 50% 13.333333%)", "lch(93.207946% 10.778089 252.00404)", "apca", 91.66830811481631),
        Case("oklch(94.162468% 0.0293154 248.13928)", "oklch(24.619227% 0.0398483 249.73161)", "apca", -93.06770049484275),
        Case("color(display-p3 0.0819793 0.1316305 0.1944321)", "color(a98-rgb 0.2735638 0.2735638 0.2735638)", "apca", 8.32326136957393),
        Case("hwb(0 26.666667% 73.333333%)", "hwb(210 6.6666667% 80%)", "apca", -7.526878460278154),
        Case("color(display-p3 1 1 0)", "#fff", "apca", 0),
        Case("color(display-p3 1 1 0)", "#000", "apca", -102.29879033895834),
        Case("#fff", "color(display-p3 1 1 0)", "apca", 0),
        Case("#000", "color(display-p3 1 1 0)", "apca", 100.98312326509509),
        // "Lstar contrast, sRGB".
        Case("#888", "#fff", "lstar", 43.29658976448289),
        Case("#fff", "#888", "lstar", 43.29658976448289),
        Case("#000", "#aaa", "lstar", 69.61016686067734),
        Case("#123", "#def", "lstar", 80.77804435335543),
        Case("#444", "#123", "lstar", 16.42200146571048),
        // "Weber contrast, sRGB".
        Case("#888", "#fff", "weber", 3.0617165365103394),
        Case("#000", "#aaa", "weber", 50000),
        Case("#aaa", "#000", "weber", 50000),
        Case("#123", "#def", "weber", 54.745740598838104),
        Case("#444", "#123", "weber", 2.8480815999063975),
        // "Michelson contrast, sRGB".
        Case("#888", "#fff", "michelson", 0.6048771230917556),
        Case("#000", "#aaa", "michelson", 1),
        Case("#def", "#123", "michelson", 0.9647550639238472),
        Case("#123", "#444", "michelson", 0.5874656895134326),
        // ΔΦ*: |L1^φ − L2^φ|^(1/φ)·√2 − 40 with L* of coloraide's lab-d65, 0 below 7.5.
        Case("#888", "#fff", "deltaphistar", 63.205954587942855),
        Case("#000", "#aaa", "deltaphistar", 58.44364059587849),
        Case("#123", "#def", "deltaphistar", 88.77148862070948),
        Case("#123", "#444", "deltaphistar", 0),
        Case("tomato", "white", "deltaphistar", 56.204557016456604),
        Case("#3a7bd5", "#fff", "deltaphistar", 69.00648496118839),
    ]

    /// color.js's check: proximity within 0.0001.
    @Test(arguments: cases)
    func matchesThePublishedValue(_ c: Case) throws {
        let method = try #require(Contrast.method(named: c.method))
        let value = method.contrast(try CSSColor.parse(c.text), on: try CSSColor.parse(c.background))
        #expect(abs(value - c.expected) <= 0.0001, "\(value), expected \(c.expected)")
    }

    /// Only APCA cares which color is the text.
    @Test(arguments: Contrast.methods.map(\.name))
    func symmetryFollowsPolarity(_ name: String) throws {
        let method = try #require(Contrast.method(named: name))
        let a = try CSSColor.parse("#3a7bd5"), b = try CSSColor.parse("ivory")
        let forward = method.contrast(a, on: b), backward = method.contrast(b, on: a)
        if method.isPolar {
            #expect(forward > 0 && backward < 0, "dark text on light is positive, light on dark negative")
        } else {
            #expect(forward == backward)
        }
    }

    @Test func theRegistry() {
        #expect(Contrast.methods.map(\.name) == ["wcag21", "apca", "michelson", "weber", "lstar", "deltaphistar"])
        #expect(Contrast.defaultMethod.name == "wcag21")
        #expect(Contrast.method(named: "WCAG21")?.name == "wcag21")
        #expect(Contrast.method(named: "DeltaPhiStar")?.name == "deltaphistar")
        #expect(Contrast.method(named: "dps")?.name == "deltaphistar")
        #expect(Contrast.method(named: "nope") == nil)
        let names = Contrast.methods.flatMap { [$0.name] + $0.aliases }
        #expect(Set(names).count == names.count, "no name twice")
    }
}
