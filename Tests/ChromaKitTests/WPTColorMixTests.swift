import Testing
@testable import ChromaKit

/// `color-mix()` against web-platform-tests (`WPTColorMixCases`).
///
/// color-computed-color-mix-function.html: 496 rows, 933 with its loops run (the OKLab rows twice,
/// the `color()` rows once for each of 10 spaces). 932 run: 920 as written, and 12 with the difference
/// `zeroSumTransparentBlack` (percentages adding up to 0%: the hsl, hwb, lch, oklch and lab sections'
/// two each, and two of the one-or-more-colors rows). One is not run: its percentage compares a
/// length in `sign()`, which needs a document (`needsDocument`); it is checked to be refused.
/// Each row is compared as `WPTRelativeColorTests.run` says: the harness's epsilon on every number
/// and the same form.
@Suite("CSS color-mix(): web-platform-tests") struct WPTColorMixTests {
    typealias Cases = WPTColorMixCases

    @Test(arguments: Cases.hsl + Cases.hwb)
    func mixInHSLAndHWB(_ row: WPTRelativeColorCases.Computed) {
        WPTRelativeColorTests.run(row)
    }

    @Test(arguments: Cases.lch + Cases.oklch + Cases.lab + Cases.oklab)
    func mixInLabSpaces(_ row: WPTRelativeColorCases.Computed) {
        WPTRelativeColorTests.run(row)
    }

    @Test(arguments: Cases.color)
    func mixInColorFunctionSpaces(_ row: WPTRelativeColorCases.Computed) {
        WPTRelativeColorTests.run(row)
    }

    @Test(arguments: Cases.percentNormalization + Cases.powerlessCarried + Cases.oneOrMoreColors)
    func percentagesAndColorCounts(_ row: WPTRelativeColorCases.Computed) {
        WPTRelativeColorTests.run(row)
    }

    @Test(arguments: Cases.needsDocument)
    func outOfScopeRowIsHandledAsListed(_ row: WPTRelativeColorCases.OutOfScope) {
        let result = Result { try CSSColor.parse(row.input) }
        switch result {
        case .success: #expect(row.accepted, "\(row.input) was read; listed as refused: \(row.reason)")
        case .failure: #expect(!row.accepted, "\(row.input) was refused; listed as read: \(row.reason)")
        }
    }

    /// The counts the doc comment quotes: every row of the file is run or listed out of scope.
    @Test func rowCounts() {
        #expect(Cases.hsl.count == 88 && Cases.hwb.count == 84 && Cases.lch.count == 84 && Cases.oklch.count == 84)
        #expect(Cases.lab.count == 41 && Cases.oklabTemplate.count == 41 && Cases.colorTemplate.count == 44)
        #expect(Cases.percentNormalization.count == 20 && Cases.powerlessCarried.count == 1 && Cases.oneOrMoreColors.count == 8)
        let run = Cases.hsl + Cases.hwb + Cases.lch + Cases.oklch + Cases.lab + Cases.oklab + Cases.color
            + Cases.percentNormalization + Cases.powerlessCarried + Cases.oneOrMoreColors
        #expect(run.count == 932 && Cases.needsDocument.count == 1)
        #expect(run.filter { $0.difference == nil }.count == 920)
        #expect(run.filter { $0.difference == .zeroSumTransparentBlack }.count == 12)
    }
}
