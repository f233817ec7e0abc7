import Testing
import ChromaKit
import ChromaRuntime
import ChromaGameEngines

/// Batch mode's NDJSON: action lines read, event records written (the protocol of `BullseyeProtocol`).
@Suite("Bullseye protocol") struct BullseyeProtocolTests {
    func decode(_ line: String) -> Result<BullseyeAction, BullseyeActionError> {
        Result { () throws(BullseyeActionError) in try BullseyeProtocol.decodeAction(line) }
    }

    @Test(arguments: [
        (#"{"action":"hit","value":37}"#, BullseyeAction.hit(value: 37)),
        (#"{"action":"hit","value":36.5}"#, .hit(value: 36.5)),
        (#"{"value":1,"action":"hit"}"#, .hit(value: 1)),
        (#"{"action":"hit","value":100}"#, .hit(value: 100)),
        (#"{"action":"hit","value":1e2}"#, .hit(value: 100)),
        (#"{"action":"hit","value":5.5E1}"#, .hit(value: 55)),
        (#"  { "action" : "hit" , "value" : 42 }  "#, .hit(value: 42)),
        ("{\"action\":\"hit\",\"value\":42}\r", .hit(value: 42)),
        (#"{"id":7,"action":"hit","value":50,"note":{"by":"bot"}}"#, .hit(value: 50)),
        (#"{"action":"jump","action":"hit","value":300,"value":5}"#, .hit(value: 5)),
        (#"{"act\u0069on":"h\u0069t","value":5}"#, .hit(value: 5)),
        (#"{"action":"start-over"}"#, .startOver),
        (#"{"action":"start-over","value":"ignored"}"#, .startOver),
        (#"{"action":"hit"}"#, .hitSlider),
        (#"{"action":"hit","Value":37}"#, .hitSlider),
        (#"{"action":"keys","keys":[]}"#, .keys([])),
        (#"{"action":"keys","keys":["home","right","right"]}"#, .keys([.home, .right, .right])),
        (#"{"keys":[ "left" , "page-down","page-up","end" ],"action":"keys"}"#, .keys([.left, .pageDown, .pageUp, .end])),
        (#"{"action":"keys","keys":["right"],"value":5}"#, .keys([.right])),
    ])
    func readsActions(line: String, action: BullseyeAction) throws {
        #expect(try decode(line).get() == action)
    }

    @Test(arguments: [
        (#"{"action":"hit","value":"x"}"#, #""value" must be a number from 1 to 100, not "x""#),
        (#"{"action":"hit","value":101}"#, #""value" must be a number from 1 to 100, not 101"#),
        (#"{"action":"hit","value":0}"#, #""value" must be a number from 1 to 100, not 0"#),
        (#"{"action":"hit","value":-5}"#, #""value" must be a number from 1 to 100, not -5"#),
        (#"{"action":"hit","value":100.5}"#, #""value" must be a number from 1 to 100, not 100.5"#),
        (#"{"action":"hit","value":0.999}"#, #""value" must be a number from 1 to 100, not 0.999"#),
        (#"{"action":"hit","value":1e999}"#, #""value" must be a number from 1 to 100, not 1e999"#),
        (#"{"action":"hit","value":"NaN"}"#, #""value" must be a number from 1 to 100, not "NaN""#),
        (#"{"action":"hit","value":"50"}"#, #""value" must be a number from 1 to 100, not "50""#),
        (#"{"action":"hit","value":null}"#, #""value" must be a number from 1 to 100, not null"#),
        (#"{"action":"hit","value":true}"#, #""value" must be a number from 1 to 100, not true"#),
        (#"{"action":"hit","value":[37]}"#, #""value" must be a number from 1 to 100, not [37]"#),
        (#"{"action":"hit","value":{"v":37}}"#, #""value" must be a number from 1 to 100, not {"v":37}"#),
        (#"{"action":"hit","value":NaN}"#, "invalid JSON: unexpected character 'N' at byte 25"),
        (#"{"action":"hit","value":Infinity}"#, "invalid JSON: unexpected character 'I' at byte 25"),
        (#"{"action":"hit","value":-}"#, "invalid JSON: bad number at byte 26"),
        (#"{"action":"jump"}"#, #"unknown action "jump": the actions are "keys", "hit" and "start-over""#),
        (#"{"action":"Hit","value":5}"#, #"unknown action "Hit": the actions are "keys", "hit" and "start-over""#),
        (#"{"action":"startOver"}"#, #"unknown action "startOver": the actions are "keys", "hit" and "start-over""#),
        (#"{"action":""}"#, #"unknown action "": the actions are "keys", "hit" and "start-over""#),
        (#"{"action":"ju\nmp"}"#, #"unknown action "ju\u{a}mp": the actions are "keys", "hit" and "start-over""#),
        (#"{"action":3}"#, #""action" must be "keys", "hit" or "start-over", not 3"#),
        (#"{"action":null}"#, #""action" must be "keys", "hit" or "start-over", not null"#),
        (#"{"action":["hit"],"value":5}"#, #""action" must be "keys", "hit" or "start-over", not ["hit"]"#),
        (#"{"value":3}"#, #"missing "action": expected {"action":"keys","keys":[…]}, {"action":"hit"}, {"action":"hit","value":N} or {"action":"start-over"}"#),
        (#"{}"#, #"missing "action": expected {"action":"keys","keys":[…]}, {"action":"hit"}, {"action":"hit","value":N} or {"action":"start-over"}"#),
        (#"[1]"#, #"not a JSON object: expected an action such as {"action":"hit","value":50}"#),
        (#""hit""#, #"not a JSON object: expected an action such as {"action":"hit","value":50}"#),
        (#"hit 37"#, #"not a JSON object: expected an action such as {"action":"hit","value":50}"#),
        (#"37"#, #"not a JSON object: expected an action such as {"action":"hit","value":50}"#),
        (#"{"action":"keys"}"#, #""keys" needs "keys", an array of the keys "left", "right", "page-down", "page-up", "home", "end""#),
        (#"{"action":"keys","keys":"right"}"#,
         #""keys" must be an array of the keys "left", "right", "page-down", "page-up", "home", "end", not "right""#),
        (#"{"action":"keys","keys":[1]}"#,
         #""keys" must be an array of the keys "left", "right", "page-down", "page-up", "home", "end", not [1]"#),
        (#"{"action":"keys","keys":["up"]}"#, #"unknown key "up": the keys are "left", "right", "page-down", "page-up", "home", "end""#),
        (#"{"action":"keys","keys":["right","Right"]}"#,
         #"unknown key "Right": the keys are "left", "right", "page-down", "page-up", "home", "end""#),
        (#"{"action":"keys","keys":["right",]}"#, "invalid JSON: unexpected character ']' at byte 34"),
        (#"{"#, "invalid JSON: expected a string key at byte 2"),
        (#"{"action":"hit","value":37"#, "invalid JSON: unexpected end of line: missing '}' at byte 27"),
        (#"{"action":"hit","value":37}{"action":"start-over"}"#, "invalid JSON: unexpected text after the JSON object at byte 28"),
        (#"{action:"hit"}"#, "invalid JSON: expected a string key at byte 2"),
        ("", #"blank line: expected an action such as {"action":"hit","value":50}"#),
        (" \t ", #"blank line: expected an action such as {"action":"hit","value":50}"#),
    ])
    func refusesBadLinesWithAMessage(line: String, message: String) {
        switch decode(line) {
        case .success(let action): Issue.record("read \(action) from \(line)")
        case .failure(let error): #expect(error.message == message)
        }
    }

    /// A `keys` line presses at most `mostKeys` keys.
    @Test func keysAreLimitedPerLine() throws {
        func line(_ count: Int) -> String {
            #"{"action":"keys","keys":["# + Array(repeating: #""left""#, count: count).joined(separator: ",") + "]}"
        }
        #expect(try decode(line(BullseyeProtocol.mostKeys)).get() == .keys(Array(repeating: .left, count: BullseyeProtocol.mostKeys)))
        #expect(decode(line(BullseyeProtocol.mostKeys + 1)).failureMessage == #""keys" presses at most 1000 keys a line"#)
    }

    /// A long offending value is quoted only in part.
    @Test func longValuesAreCut() {
        let name = String(repeating: "x", count: 100)
        #expect(decode(#"{"action":"\#(name)"}"#).failureMessage
            == #"unknown action ""# + String(repeating: "x", count: 40) + #"…": the actions are "keys", "hit" and "start-over""#)
        let value = "[" + Array(repeating: "1", count: 50).joined(separator: ",") + "]"
        #expect(decode(#"{"action":"hit","value":\#(value)}"#).failureMessage
            == #""value" must be a number from 1 to 100, not "# + String(value.prefix(40)) + "…")
    }

    /// Bytes that are not UTF-8, or a control character, give a one-line message and no crash.
    @Test(arguments: [
        [UInt8](#"{"action":""#.utf8) + [0xFF] + [UInt8](#""}"#.utf8),
        [UInt8](#"{"action":"hit","value":"#.utf8) + [0xC3],
        [UInt8](#"{"action":""#.utf8) + [0x07] + [UInt8](#""}"#.utf8),
        [0x00],
        [0x7B, 0x00, 0x7D],
    ])
    func oddBytes(bytes: [UInt8]) {
        var scanner = JSONObjectScanner()
        let result = bytes.withUnsafeBufferPointer { line in
            Result { () throws(BullseyeActionError) in try BullseyeProtocol.decodeAction(line, scanner: &scanner) }
        }
        let message = result.failureMessage
        #expect(message != nil)
        #expect(message?.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } == true, "\(message ?? "")")
    }

    /// One scanner serves line after line.
    @Test func scannerIsReused() throws {
        var scanner = JSONObjectScanner()
        var actions: [BullseyeAction] = []
        for line in [#"{"action":"hit","value":10}"#, #"{"#, #"{"action":"start-over"}"#, #"{"value":99,"action":"hit"}"#] {
            let bytes = Array(line.utf8)
            if let action = try? bytes.withUnsafeBufferPointer({ (b) throws(BullseyeActionError) in
                try BullseyeProtocol.decodeAction(b, scanner: &scanner)
            }) {
                actions.append(action)
            }
        }
        #expect(actions == [.hit(value: 10), .startOver, .hit(value: 99)])
    }

    @Test(arguments: [
        (BullseyeEvent.round(BullseyeRound(round: 1, rounds: 10, score: 0, target: 42, sliderStart: 17)),
         #"{"game":"bullseye","event":"round","round":1,"rounds":10,"score":0,"target":42,"slider":17}"#),
        (.round(BullseyeRound(round: 12, rounds: nil, score: 1017, target: 100, sliderStart: 1)),
         #"{"game":"bullseye","event":"round","round":12,"score":1017,"target":100,"slider":1}"#),
        (.result(BullseyeResult(
            round: 1, hit: 36.5, value: 37, target: 42, difference: 5, points: 95, title: "Not bad.",
            message: ["The slider's value is 37.", "The target value is 42.", "You scored 95 points this round."],
            score: 95)),
         #"{"game":"bullseye","event":"result","round":1,"value":37,"target":42,"difference":5,"points":95,"title":"Not bad.","#
            + #""message":["The slider's value is 37.","The target value is 42.","You scored 95 points this round."],"score":95}"#),
        (.result(BullseyeResult(
            round: 3, hit: 64, value: 64, target: 64, difference: 0, points: 200, title: "Perfect!",
            message: ["a \"quoted\"\nline"], score: 412)),
         #"{"game":"bullseye","event":"result","round":3,"value":64,"target":64,"difference":0,"points":200,"title":"Perfect!","#
            + #""message":["a \"quoted\"\nline"],"score":412}"#),
        (.over(score: 1234, rounds: 10), #"{"game":"bullseye","event":"over","score":1234,"rounds":10}"#),
        // The knob's column on the 59 cells of an 80-column terminal: round((value − 1) / 99 × 58) + 1.
        (.knob(round: 2, value: 1), #"{"game":"bullseye","event":"knob","round":2,"column":1,"columns":59}"#),
        (.knob(round: 2, value: 100), #"{"game":"bullseye","event":"knob","round":2,"column":59,"columns":59}"#),
        (.knob(round: 2, value: 71), #"{"game":"bullseye","event":"knob","round":2,"column":42,"columns":59}"#),
        (.knob(round: 2, value: 70), #"{"game":"bullseye","event":"knob","round":2,"column":41,"columns":59}"#),
    ])
    func writesEvents(event: BullseyeEvent, record: String) {
        #expect(BullseyeProtocol.record(event) == record)
    }

    /// Events go one per line, each ending in a newline, through a shared writer.
    @Test func writerAppendsLines() {
        var writer = RecordWriter()
        BullseyeProtocol.write(.over(score: 5, rounds: 1), to: &writer)
        BullseyeProtocol.write(.over(score: 6, rounds: 2), to: &writer)
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == """
            {"game":"bullseye","event":"over","score":5,"rounds":1}
            {"game":"bullseye","event":"over","score":6,"rounds":2}

            """)
    }

    @Test(arguments: [
        (BullseyeAction.hit(value: 37), #"{"action":"hit","value":37}"#),
        (.hit(value: 36.5), #"{"action":"hit","value":36.5}"#),
        (.startOver, #"{"action":"start-over"}"#),
        (.hitSlider, #"{"action":"hit"}"#),
        (.keys([.home, .pageUp, .right, .left, .pageDown, .end]),
         #"{"action":"keys","keys":["home","page-up","right","left","page-down","end"]}"#),
        (.keys([]), #"{"action":"keys","keys":[]}"#),
    ])
    func writesActionsThatReadBack(action: BullseyeAction, line: String) throws {
        #expect(BullseyeProtocol.record(action) == line)
        #expect(try decode(line).get() == action)
    }

    /// A whole seeded game in batch mode, line by line: seed 7, three rounds, three hits at 50, one too many.
    @Test func seededGameTranscript() {
        var random = SeededRandomGenerator(seed: 7)
        let clock = ManualClock()
        var (game, events) = BullseyeGame.start(.init(rounds: 3), random: &random, clock: clock)
        var lines = events.map(BullseyeProtocol.record)
        var errors: [String] = []
        for input in [#"{"action":"hit","value":50}"#, #"{"action":"hit","value":"fifty"}"#,
                      #"{"action":"hit","value":50}"#, #"{"action":"hit","value":50.4}"#, #"{"action":"hit","value":50}"#] {
            do {
                let action = try BullseyeProtocol.decodeAction(input)
                events = try game.apply(action, random: &random, clock: clock)
                lines += events.map(BullseyeProtocol.record)
            } catch let error as BullseyeActionError {
                errors.append(error.message)
            } catch {
                errors.append("\(error)")
            }
        }
        #expect(lines == [
            #"{"game":"bullseye","event":"round","round":1,"rounds":3,"score":0,"target":71,"slider":28}"#,
            #"{"game":"bullseye","event":"result","round":1,"value":50,"target":71,"difference":21,"points":79,"#
                + #""title":"Are you even trying?","message":["The slider's value is 50.","The target value is 71.","#
                + #""You scored 79 points this round."],"score":79}"#,
            #"{"game":"bullseye","event":"round","round":2,"rounds":3,"score":79,"target":84,"slider":99}"#,
            #"{"game":"bullseye","event":"result","round":2,"value":50,"target":84,"difference":34,"points":66,"#
                + #""title":"Are you even trying?","message":["The slider's value is 50.","The target value is 84.","#
                + #""You scored 66 points this round."],"score":145}"#,
            #"{"game":"bullseye","event":"round","round":3,"rounds":3,"score":145,"target":100,"slider":88}"#,
            #"{"game":"bullseye","event":"result","round":3,"value":50,"target":100,"difference":50,"points":50,"#
                + #""title":"Are you even trying?","message":["The slider's value is 50.","The target value is 100.","#
                + #""You scored 50 points this round."],"score":195}"#,
            #"{"game":"bullseye","event":"over","score":195,"rounds":3}"#,
        ])
        #expect(errors == [
            #""value" must be a number from 1 to 100, not "fifty""#,
            "the game is over (score 195 after 3 rounds); start over to play again",
        ])
    }
}

private extension Result where Failure == BullseyeActionError {
    var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
