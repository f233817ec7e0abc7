import Testing
@testable import ChromaKit

/// What published guidance makes of contrast values: the WCAG 2.1 levels (success criteria 1.4.3 and 1.4.6)
/// of color.js's published ratios and of the thresholds themselves, and the APCA Readability Criterion's
/// Bronze level uses of the APCA-W3 reference's published Lc values.
@Suite("Contrast guidance") struct ContrastGuidanceTests {
    @Test func theWCAGLevelsAreThoseOfTheSuccessCriteria() {
        #expect(ContrastGuidance.wcagLevels == [
            .init(name: "AA", criterion: "1.4.3", normalText: 4.5, largeText: 3),
            .init(name: "AAA", criterion: "1.4.6", normalText: 7, largeText: 4.5),
        ])
    }

    @Test(arguments: [
        // color.js test/contrast.js ratios, measured here, and what they meet.
        ("white", "black", "AAA"),
        ("#765", "white", "AA, AAA large"),  // 5.502984
        ("lch(50% 0 0)", "white", "AA large"),  // 4.4836: under 4.5, not rounded up
        ("#8b9986", "white", "AA large"),  // 3.000644
        ("#afbaae", "white", "fails AA"),  // 2.008125
        ("white", "white", "fails AA"),
    ])
    func publishedRatiosMeetTheirLevels(text: String, background: String, expected: String) throws {
        let ratio = ContrastMethod.wcag21.contrast(try CSSColor.parse(text), on: try CSSColor.parse(background))
        #expect(ContrastGuidance.wcagSummary(ratio) == expected, "\(text) on \(background): \(ratio)")
    }

    @Test(arguments: [
        (7, "AAA"), (6.999999, "AA, AAA large"), (4.5, "AA, AAA large"), (4.499999, "AA large"), (3, "AA large"),
        (2.999999, "fails AA"), (1, "fails AA"),
    ] as [(Double, String)])
    func aThresholdIsMetAtItselfAndNotJustBelow(ratio: Double, expected: String) {
        #expect(ContrastGuidance.wcagSummary(ratio) == expected)
    }

    @Test(arguments: [
        // The APCA-W3 reference values (as in ContrastTests), and the Bronze level use of each.
        ("#888", "#fff", "content text"),  // Lc 63.06
        ("#fff", "#888", "content text"),  // Lc −68.54: the magnitude counts
        ("#000", "#aaa", "large text"),  // Lc 58.15
        ("#aaa", "#000", "large text"),  // Lc −56.24
        ("#123", "#def", "body text+"),  // Lc 91.67
        ("#def", "#123", "body text+"),  // Lc −93.07
        ("#123", "#444", nil),  // Lc 8.32
    ] as [(String, String, String?)])
    func publishedLcValuesSuitTheirUse(text: String, background: String, expected: String?) throws {
        let lc = ContrastMethod.apca.contrast(try CSSColor.parse(text), on: try CSSColor.parse(background))
        #expect(ContrastGuidance.apcaUse(lc)?.short == expected, "\(text) on \(background): Lc \(lc)")
    }

    @Test(arguments: [
        (90, "body text+"), (89.99, "body text"), (75, "body text"), (-74.99, "content text"), (60, "content text"),
        (59.99, "large text"), (-45, "large text"), (44.99, nil),
    ] as [(Double, String?)])
    func theBronzeMinimumsAreMetAtThemselves(lc: Double, expected: String?) {
        #expect(ContrastGuidance.apcaUse(lc)?.short == expected)
    }
}
