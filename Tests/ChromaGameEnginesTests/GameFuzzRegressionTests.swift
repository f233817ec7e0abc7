import Testing
import ChromaGameEngines

/// Inputs found by the `actions` fuzz target of Fuzz/, kept as cases of the test suite.
///
/// Each case is the (minimized) input that broke a property of the target, with
/// the property restated here, so the finding stays fixed without libFuzzer.
@Suite struct GameFuzzRegressionTests {}

extension GameFuzzRegressionTests {
    /// `actions`: a hit re-encoded with `BullseyeProtocol.record` decodes to a value that scores the same.
    @Test(arguments: [
        #"{"action":"hit","value":36.4999996}"#,
        #"{"action":"hit","value":99.49999999}"#,
        #"{"action":"hit","value":36.5}"#,
        #"{"action":"hit","value":1.0000001}"#,
        #"{"action":"hit","value":6.3777775}"#,  // written as 6.377778: half a unit of the 6th decimal, plus binary rounding
    ])
    func hitRecordReadsBackWithTheSameScore(line: String) throws {
        let action = try BullseyeProtocol.decodeAction(line)
        guard case .hit(let value) = action else { Issue.record("not a hit: \(line)"); return }
        let record = BullseyeProtocol.record(action)
        guard case .hit(let again) = try BullseyeProtocol.decodeAction(record) else { Issue.record("not a hit: \(record)"); return }
        #expect(BullseyeRules.sliderValue(again) == BullseyeRules.sliderValue(value), "\(line) → \(record)")
        #expect(abs(again - value) <= 5e-7 + 1e-12)
    }
}
