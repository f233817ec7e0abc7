/// What published guidance makes of a contrast value: the WCAG 2.1 levels a ratio meets, the use an APCA Lc suits.
///
/// Only the WCAG 2.1 ratio and the APCA Lc have published thresholds for
/// text; the other methods (Michelson, Weber, L*, ΔΦ*) have none, and no
/// verdict is given for them.
public enum ContrastGuidance {
    /// A WCAG 2.1 conformance level for the contrast of text: the ratio it asks of normal and of large-scale text.
    public struct WCAGLevel: Sendable, Equatable {
        /// "AA" or "AAA".
        public let name: String
        /// The success criterion that sets it, "1.4.3" or "1.4.6".
        public let criterion: String
        /// The least ratio for text.
        public let normalText: Double
        /// The least ratio for large-scale text: at least 18 point, or 14 point bold (WCAG 2.1, definition of "large scale").
        public let largeText: Double
    }

    /// WCAG 2.1 success criterion 1.4.3 Contrast (Minimum), level AA: 4.5:1, and 3:1 for large-scale text;
    /// success criterion 1.4.6 Contrast (Enhanced), level AAA: 7:1, and 4.5:1 for large-scale text.
    public static let wcagLevels = [
        WCAGLevel(name: "AA", criterion: "1.4.3", normalText: 4.5, largeText: 3),
        WCAGLevel(name: "AAA", criterion: "1.4.6", normalText: 7, largeText: 4.5),
    ]

    /// Whether a ratio meets a threshold: the criteria say "at least", so the ratio is compared unrounded and
    /// 4.499:1 does not meet 4.5:1.
    @inlinable
    public static func meets(_ ratio: Double, _ threshold: Double) -> Bool {
        ratio >= threshold
    }

    /// The levels a WCAG 2.1 ratio meets, in a few words: "AAA", "AA, AAA large" (AA, and AAA for large text only),
    /// "AA large" (large text only) or "fails AA".
    public static func wcagSummary(_ ratio: Double) -> String {
        let aa = wcagLevels[0], aaa = wcagLevels[1]
        if meets(ratio, aaa.normalText) { return "AAA" }
        if meets(ratio, aa.normalText) { return meets(ratio, aaa.largeText) ? "AA, AAA large" : "AA" }
        if meets(ratio, aa.largeText) { return "AA large" }
        return "fails AA"
    }

    /// A use of text and the least APCA Lc (in magnitude) it asks for.
    public struct APCAUse: Sendable, Equatable {
        /// The least |Lc|.
        public let minimum: Double
        /// What text the level suits, in a few words.
        public let use: String
        /// The same in one or two words, for a line of a stream.
        public let short: String
    }

    /// The Bronze level of the APCA Readability Criterion (ARC), "Visual Readability Contrast" test's conformance
    /// minimums (readtech.org/ARC/tests/visual-readability-contrast/): body text Lc 75 at least and Lc 90
    /// preferred, other content text Lc 60, large fluent text (fonts larger than 36 px) Lc 45. Highest first.
    public static let apcaUses = [
        APCAUse(minimum: 90, use: "body text, at the preferred level", short: "body text+"),
        APCAUse(minimum: 75, use: "body text", short: "body text"),
        APCAUse(minimum: 60, use: "content text other than body text", short: "content text"),
        APCAUse(minimum: 45, use: "large text only (fonts over 36 px)", short: "large text"),
    ]

    /// The highest use an APCA Lc suits by its magnitude (its sign is only the polarity), or nil below every minimum.
    public static func apcaUse(_ lc: Double) -> APCAUse? {
        apcaUses.first { abs(lc) >= $0.minimum }
    }
}
