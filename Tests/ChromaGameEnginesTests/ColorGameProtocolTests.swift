import Testing
import ChromaKit
import ChromaRuntime
import ChromaGameEngines

/// The color games' batch protocol: action lines read, event records written (`ColorGameProtocol`).
@Suite("Color game protocol") struct ColorGameProtocolTests {
    func decode(_ line: String) -> Result<ColorGameProtocol.Command, GameActionError> {
        Result { () throws(GameActionError) in try ColorGameProtocol.decodeAction(line) }
    }

    /// Every action form of the protocol, with and without `t`, `which` and `by`.
    @Test(arguments: [
        (#"{"action":"set","channel":"r","value":200}"#, ColorGameAction.setChannel("r", value: 200, relative: false, which: nil), nil as Double?),
        (#"{"action":"set","channel":"g","by":-10}"#, .setChannel("g", value: -10, relative: true, which: nil), nil),
        (#"{"action":"set","channel":"Hue","value":120.5,"t":3.25}"#, .setChannel("Hue", value: 120.5, relative: false, which: nil), 3.25),
        (#"{"action":"set","channel":"x","value":1}"#, .setChannel("x", value: 1, relative: false, which: nil), nil),
        (#"{"action":"set","channel":"r","value":300}"#, .setChannel("r", value: 300, relative: false, which: nil), nil),
        (#"{"action":"set","channel":"r","value":-5e1}"#, .setChannel("r", value: -50, relative: false, which: nil), nil),
        (#"{"action":"set","which":"start","channel":"r","value":200}"#, .setChannel("r", value: 200, relative: false, which: .start), nil),
        (#"{"action":"set","which":"end","channel":"k","by":2.5,"t":0}"#, .setChannel("k", value: 2.5, relative: true, which: .end), 0),
        (##"{"action":"set","color":"#3a7bd5"}"##, .setColor(css("#3a7bd5"), which: nil), nil),
        (#"{"action":"set","color":"tomato","t":1e2}"#, .setColor(css("tomato"), which: nil), 100),
        (#"{"action":"set","which":"end","color":"oklch(70% 0.1 200)"}"#, .setColor(css("oklch(70% 0.1 200)"), which: .end), nil),
        (#"{"action":"set","which":"start","color":"color(display-p3 1 0 0)"}"#, .setColor(css("color(display-p3 1 0 0)"), which: .start), nil),
        (#"{"action":"set","ratio":0.42}"#, .setRatio(0.42, relative: false), nil),
        (#"{"action":"set","ratio":7}"#, .setRatio(7, relative: false), nil),
        (#"{"action":"reset"}"#, .reset(which: nil), nil),
        (#"{"action":"reset","which":"end"}"#, .reset(which: .end), nil),
        (#"{"action":"reset","which":"start","t":59.5}"#, .reset(which: .start), 59.5),
        (#"{"action":"check"}"#, .check, nil),
        (#"{"action":"check","t":12.5}"#, .check, 12.5),
        (#"{"action":"new"}"#, .new, nil),
        (#"{"action":"hint"}"#, .hint, nil),
        (#"{"action":"start-over"}"#, .startOver, nil),
        (#"  { "t" : 4 , "action" : "check" }  "#, .check, 4),
        ("{\"action\":\"check\"}\r", .check, nil),
        (#"{"id":7,"action":"check","note":{"which":"middle","t":-1}}"#, .check, nil),
        (#"{"action":"jump","action":"new"}"#, .new, nil),
        (#"{"action":"set","channel":"r","value":1,"value":2}"#, .setChannel("r", value: 2, relative: false, which: nil), nil),
        (#"{"act\u0069on":"ch\u0065ck"}"#, .check, nil),
        (#"{"action":"check","value":"ignored","by":null,"ratio":"x"}"#, .check, nil),
        (#"{"action":"check","which":"start"}"#, .check, nil),
    ] as [(String, ColorGameAction, Double?)])
    func readsActions(line: String, action: ColorGameAction, time: Double?) throws {
        #expect(try decode(line).get() == ColorGameProtocol.Command(action: action, time: time))
    }

    /// Every way a line can be wrong gives a one-line message saying what and quoting it; nothing traps.
    @Test(arguments: [
        ("", #"blank line: expected an action such as {"action":"check"}"#),
        (" \t ", #"blank line: expected an action such as {"action":"check"}"#),
        ("[1]", #"not a JSON object: expected an action such as {"action":"check"}"#),
        ("check", #"not a JSON object: expected an action such as {"action":"check"}"#),
        (#""check""#, #"not a JSON object: expected an action such as {"action":"check"}"#),
        ("r 200", #"not a JSON object: expected an action such as {"action":"check"}"#),
        (#"{"action":"check""#, "invalid JSON: unexpected end of line: missing '}' at byte 18"),
        (#"{"action":"check"}}"#, "invalid JSON: unexpected text after the JSON object at byte 19"),
        (#"{action:"check"}"#, "invalid JSON: expected a string key at byte 2"),
        (#"{"action":"set","value":NaN}"#, "invalid JSON: unexpected character 'N' at byte 25"),
        (#"{}"#, #"missing "action": expected one of "set", "reset", "check", "new", "hint", "start-over", e.g. {"action":"check"}"#),
        (#"{"Action":"check"}"#, #"missing "action": expected one of "set", "reset", "check", "new", "hint", "start-over", e.g. {"action":"check"}"#),
        (#"{"action":3}"#, #""action" must be a string, one of "set", "reset", "check", "new", "hint", "start-over", not 3"#),
        (#"{"action":null}"#, #""action" must be a string, one of "set", "reset", "check", "new", "hint", "start-over", not null"#),
        (#"{"action":"jump"}"#, #"unknown action "jump": the actions are "set", "reset", "check", "new", "hint", "start-over""#),
        (#"{"action":"Check"}"#, #"unknown action "Check": the actions are "set", "reset", "check", "new", "hint", "start-over""#),
        (#"{"action":"startOver"}"#, #"unknown action "startOver": the actions are "set", "reset", "check", "new", "hint", "start-over""#),
        (#"{"action":"ju\u0007mp"}"#, #"unknown action "ju\u{7}mp": the actions are "set", "reset", "check", "new", "hint", "start-over""#),
        (#"{"action":"set"}"#, #""set" needs a "channel" and a "value" (or "by"), a "color", or a "ratio""#),
        (#"{"action":"set","value":200}"#, #""set" needs a "channel" and a "value" (or "by"), a "color", or a "ratio""#),
        (#"{"action":"set","channel":"r","color":"red","value":1}"#, #""set" takes one of "channel", "color" and "ratio", not several"#),
        (#"{"action":"set","color":"red","ratio":0.5}"#, #""set" takes one of "channel", "color" and "ratio", not several"#),
        (#"{"action":"set","channel":"r","ratio":0.5,"value":1}"#, #""set" takes one of "channel", "color" and "ratio", not several"#),
        (#"{"action":"set","channel":"r"}"#, #"setting a channel needs a "value" (or a "by" to move it)"#),
        (#"{"action":"set","channel":"r","value":1,"by":2}"#, #"setting a channel takes a "value" or a "by", not both"#),
        (#"{"action":"set","channel":"r","value":"200"}"#, #""value" must be a number, not "200""#),
        (#"{"action":"set","channel":"r","value":null}"#, #""value" must be a number, not null"#),
        (#"{"action":"set","channel":"r","value":[1]}"#, #""value" must be a number, not [1]"#),
        (#"{"action":"set","channel":"r","by":true}"#, #""by" must be a number, not true"#),
        (#"{"action":"set","channel":"r","value":1e999}"#, #""value" must be a number, not 1e999"#),
        (#"{"action":"set","channel":5,"value":1}"#, #""channel" must be a string such as "r" or "hue", not 5"#),
        (#"{"action":"set","color":"nope"}"#, #""color": unknown color name "nope""#),
        (#"{"action":"set","color":"rgb(1 2)"}"#, #""color": rgb(): expected 3 components, found 2"#),
        (#"{"action":"set","color":""}"#, #""color": empty input: expected a color"#),
        (#"{"action":"set","color":7}"#, #""color" must be a string holding a CSS color, not 7"#),
        (#"{"action":"set","color":"\u0007red"}"#, #""color": expected a color name, hex color or color function, found "\u{7}red""#),
        (#"{"action":"set","color":"\u001b[2J"}"#, #""color": expected a color name, hex color or color function, found "\u{1b}[2J""#),
        (#"{"action":"set","color":"oklch(\u0007)"}"#, #""color": oklch(): unexpected "\u{7}"; expected a number, a percentage or none"#),
        (#"{"action":"set","ratio":"half"}"#, #""ratio" must be a number from 0 to 1, not "half""#),
        (#"{"action":"set","ratio":1e999}"#, #""ratio" must be a number from 0 to 1, not 1e999"#),
        (#"{"action":"set","ratio":{}}"#, #""ratio" must be a number from 0 to 1, not {}"#),
        (#"{"action":"check","which":"middle"}"#, #""which" must be "start" or "end", not "middle""#),
        (#"{"action":"set","which":"Start","color":"red"}"#, #""which" must be "start" or "end", not "Start""#),
        (#"{"action":"set","which":1,"color":"red"}"#, #""which" must be "start" or "end", not 1"#),
        (#"{"action":"check","which":"\u0007"}"#, #""which" must be "start" or "end", not "\u0007""#),
        (#"{"action":"check","t":-1}"#, #""t" must be a number of seconds ≥ 0, not -1"#),
        (#"{"action":"check","t":-0.001}"#, #""t" must be a number of seconds ≥ 0, not -0.001"#),
        (#"{"action":"check","t":"5"}"#, #""t" must be a number of seconds ≥ 0, not "5""#),
        (#"{"action":"check","t":null}"#, #""t" must be a number of seconds ≥ 0, not null"#),
        (#"{"action":"check","t":1e999}"#, #""t" must be a number of seconds ≥ 0, not 1e999"#),
    ])
    func refusesBadLinesWithAMessage(line: String, message: String) {
        switch decode(line) {
        case .success(let command): Issue.record("read \(command) from \(line)")
        case .failure(let error):
            #expect(error.message == message)
            #expect(error.description == message)
        }
    }

    /// A long offending value is quoted only in part.
    @Test func longValuesAreCut() {
        let name = String(repeating: "x", count: 100)
        #expect(decode(#"{"action":"\#(name)"}"#).failureMessage
            == #"unknown action ""# + String(repeating: "x", count: 40)
            + #"…": the actions are "set", "reset", "check", "new", "hint", "start-over""#)
        let value = "[" + Array(repeating: "1", count: 50).joined(separator: ",") + "]"
        #expect(decode(#"{"action":"set","channel":"r","value":\#(value)}"#).failureMessage
            == #""value" must be a number, not "# + String(value.prefix(40)) + "…")
    }

    /// Control characters that JSON escapes decode to reach no message raw, whichever field holds them.
    @Test(arguments: [
        #"{"action":"\u0007"}"#, #"{"action":"a\nb"}"#, #"{"action":"\u001b[31m"}"#, #"{"action":"\u007f"}"#,
        ##"{"action":"set","color":"\u001b[2J"}"##, ##"{"action":"set","color":"re\nd"}"##, ##"{"action":"set","color":"#12\u00075"}"##,
        #"{"action":"set","color":"rgb(1\t2 \r3 \u0000)"}"#, #"{"action":"set","color":"oklch(\u0007)"}"#,
        #"{"action":"check","which":"\u0007"}"#,
    ])
    func controlCharactersAreEscaped(line: String) throws {
        let message = try #require(decode(line).failureMessage)
        #expect(message.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }, "\(message.debugDescription)")
    }

    /// Raw bytes that are not UTF-8, or raw control characters, give a message and no crash.
    @Test(arguments: [
        [UInt8](#"{"action":""#.utf8) + [0xFF] + [UInt8](#""}"#.utf8),
        [UInt8](#"{"action":"set","color":""#.utf8) + [0xC3] + [UInt8](#""}"#.utf8),
        [UInt8](#"{"action":""#.utf8) + [0x07] + [UInt8](#""}"#.utf8),
        [UInt8](#"{"action":"set","color":"re"#.utf8) + [0x7F] + [UInt8](#"d"}"#.utf8),
        [0x00], [0x7B, 0x00, 0x7D], [0x1B, 0x5B, 0x32, 0x4A], [0xEF, 0xBB, 0xBF] + [UInt8](#"{"action":"check"}"#.utf8),
    ])
    func oddBytes(bytes: [UInt8]) {
        var scanner = JSONObjectScanner()
        let result = bytes.withUnsafeBufferPointer { line in
            Result { () throws(GameActionError) in try ColorGameProtocol.decodeAction(line, scanner: &scanner) }
        }
        let message = result.failureMessage
        #expect(message != nil)
        #expect(message?.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } == true, "\(message ?? "")")
    }

    /// One scanner serves line after line, bad lines between good ones.
    @Test func scannerIsReused() throws {
        var scanner = JSONObjectScanner()
        var commands: [ColorGameProtocol.Command] = []
        for line in [#"{"action":"set","ratio":0.1}"#, "{", #"{"action":"check","t":2}"#, #"{"action":"set"}"#,
                     #"{"which":"end","action":"reset"}"#] {
            let bytes = Array(line.utf8)
            if let command = try? bytes.withUnsafeBufferPointer({ (b) throws(GameActionError) in
                try ColorGameProtocol.decodeAction(b, scanner: &scanner)
            }) {
                commands.append(command)
            }
        }
        #expect(commands == [
            .init(action: .setRatio(0.1, relative: false)), .init(action: .check, time: 2), .init(action: .reset(which: .end)),
        ])
        #expect(ColorGameProtocol.actionNames == ["set", "reset", "check", "new", "hint", "start-over"])
    }

    /// chroma-quiz's records, whole.
    @Test(arguments: [
        (ColorGameEvent.round(ColorGameRound(round: 1, rounds: 5, score: 0, remaining: nil, puzzle: .none, guess: .color(gray))),
         ##"{"game":"chroma-quiz","event":"round","round":1,"rounds":5,"score":0,"model":"rgb","values":{"r":188,"g":188,"b":188},"guess":"#bcbcbc"}"##),
        (.round(ColorGameRound(round: 3, rounds: nil, score: 180, remaining: 42.5, puzzle: .none, guess: .color(.starting(.hsb)))),
         ##"{"game":"chroma-quiz","event":"round","round":3,"score":180,"remaining":42.5,"model":"hsb","values":{"h":0,"s":0,"b":73.72549},"guess":"#bcbcbc"}"##),
        (.round(ColorGameRound(round: 2, rounds: 5, score: 40, remaining: nil, puzzle: .none, guess: .color(.starting(.oklch)))),
         ##"{"game":"chroma-quiz","event":"round","round":2,"rounds":5,"score":40,"model":"oklch","values":{"l":79.522492,"c":0,"h":0},"guess":"#bcbcbc"}"##),
        (.round(ColorGameRound(round: 1, rounds: 1, score: 0, remaining: nil, puzzle: .none, guess: .color(.starting(.cmyk)))),
         ##"{"game":"chroma-quiz","event":"round","round":1,"rounds":1,"score":0,"model":"cmyk","values":{"c":0,"m":0,"y":0,"k":26.27451},"guess":"#bcbcbc"}"##),
        (.guess(ColorGameGuessUpdate(
            round: 2, guess: .color(ModelColor(model: .rgb, values: [255, 188, 188])), note: "r 300 is above the range 0–255: set to 255")),
         ##"{"game":"chroma-quiz","event":"guess","round":2,"model":"rgb","values":{"r":255,"g":188,"b":188},"guess":"#ffbcbc","note":"r 300 is above the range 0–255: set to 255"}"##),
        (.guess(ColorGameGuessUpdate(round: 1, guess: .color(ModelColor(model: .hsl, values: [120, 50, 25])), note: nil)),
         ##"{"game":"chroma-quiz","event":"guess","round":1,"model":"hsl","values":{"h":120,"s":50,"l":25},"guess":"#206020"}"##),
        (.guess(ColorGameGuessUpdate(round: 1, guess: .color(ModelColor(model: .rgb, values: [200.4, 0.5, 17])), note: "a \"q\"\n\u{7}")),
         ##"{"game":"chroma-quiz","event":"guess","round":1,"model":"rgb","values":{"r":200.4,"g":0.5,"b":17},"guess":"#c80111","note":"a \"q\"\n\u0007"}"##),
        (.hint(ColorGameHint(round: 1, band: .far, hints: 1)),
         #"{"game":"chroma-quiz","event":"hint","round":1,"band":"far","hints":1,"keep":50}"#),
        (.hint(ColorGameHint(round: 4, band: .veryClose, hints: 3)),
         #"{"game":"chroma-quiz","event":"hint","round":4,"band":"very close","hints":3,"keep":12.5}"#),
        (.result(ColorGameResult(
            round: 1, answer: .color(blue), guess: .color(gray), deltaE: 32.25071573390323, endDeltaEs: nil, points: 4,
            score: 4, title: "Keep looking.")),
         ##"{"game":"chroma-quiz","event":"result","round":1,"target":"#3a7bd5","targetValues":{"r":58,"g":123,"b":213},"guess":"#bcbcbc","values":{"r":188,"g":188,"b":188},"deltaE":32.250716,"points":4,"score":4,"title":"Keep looking."}"##),
        (.result(ColorGameResult(
            round: 5, answer: .color(blue), guess: .color(.starting(.hsb)), deltaE: 32.25071573390323, endDeltaEs: nil, points: 4,
            score: 412, title: "Keep looking.")),
         ##"{"game":"chroma-quiz","event":"result","round":5,"target":"#3a7bd5","targetValues":{"h":214.83871,"s":72.769953,"b":83.529412},"guess":"#bcbcbc","values":{"h":0,"s":0,"b":73.72549},"deltaE":32.250716,"points":4,"score":412,"title":"Keep looking."}"##),
        (.result(ColorGameResult(
            round: 2, answer: .color(blue), guess: .color(gray), deltaE: 1.5, endDeltaEs: nil, hints: 2, points: 23,
            score: 60, title: "So close!")),
         ##"{"game":"chroma-quiz","event":"result","round":2,"target":"#3a7bd5","targetValues":{"r":58,"g":123,"b":213},"guess":"#bcbcbc","values":{"r":188,"g":188,"b":188},"deltaE":1.5,"hints":2,"points":23,"score":60,"title":"So close!"}"##),
        (.over(score: 412, rounds: 5, ending: .rounds),
         #"{"game":"chroma-quiz","event":"over","score":412,"rounds":5,"reason":"rounds"}"#),
        (.over(score: 0, rounds: 0, ending: .time),
         #"{"game":"chroma-quiz","event":"over","score":0,"rounds":0,"reason":"time"}"#),
    ] as [(ColorGameEvent, String)])
    func chromaQuizRecords(event: ColorGameEvent, record: String) {
        #expect(ColorGameProtocol.record(event, game: ChromaQuizGame.name) == record)
        #expect(isOneJSONObject(record))
    }

    /// colormix play's records, whole: the round shows the two colors and the space, never the ratio.
    @Test(arguments: [
        (ColorGameEvent.round(ColorGameRound(
            round: 1, rounds: 5, score: 0, remaining: nil, puzzle: .mixing(red, pureBlue, space: "oklab"),
            guess: .ratio(0.5, mixed: purple))),
         ##"{"game":"colormix-play","event":"round","round":1,"rounds":5,"score":0,"colors":["#ff0000","#0000ff"],"in":"oklab","guessRatio":0.5,"guess":"#8c53a6"}"##),
        (.round(ColorGameRound(
            round: 4, rounds: nil, score: 300, remaining: 12.25, puzzle: .mixing(blue, red, space: "srgb"),
            guess: .ratio(0.5, mixed: purple))),
         ##"{"game":"colormix-play","event":"round","round":4,"score":300,"remaining":12.25,"colors":["#3a7bd5","#ff0000"],"in":"srgb","guessRatio":0.5,"guess":"#8c53a6"}"##),
        (.guess(ColorGameGuessUpdate(round: 1, guess: .ratio(1, mixed: pureBlue), note: "the ratio 1.5 is outside 0–1: set to 1")),
         ##"{"game":"colormix-play","event":"guess","round":1,"guessRatio":1,"guess":"#0000ff","note":"the ratio 1.5 is outside 0–1: set to 1"}"##),
        (.guess(ColorGameGuessUpdate(round: 3, guess: .ratio(0.123456789, mixed: purple), note: nil)),
         ##"{"game":"colormix-play","event":"guess","round":3,"guessRatio":0.123457,"guess":"#8c53a6"}"##),
        (.hint(ColorGameHint(round: 2, band: .close, hints: 2)),
         #"{"game":"colormix-play","event":"hint","round":2,"band":"close","hints":2,"keep":25}"#),
        (.result(ColorGameResult(
            round: 2, answer: .mix(purple, ratio: 0.613), guess: .ratio(0.6, mixed: DisplayColor(red: 138, green: 84, blue: 168)),
            deltaE: 0.98765432, endDeltaEs: nil, points: 100, score: 187, title: "Perfect!")),
         ##"{"game":"colormix-play","event":"result","round":2,"target":"#8c53a6","ratio":0.613,"guess":"#8a54a8","guessRatio":0.6,"deltaE":0.987654,"points":100,"score":187,"title":"Perfect!"}"##),
        (.over(score: 187, rounds: 2, ending: .rounds),
         #"{"game":"colormix-play","event":"over","score":187,"rounds":2,"reason":"rounds"}"#),
    ] as [(ColorGameEvent, String)])
    func colormixRecords(event: ColorGameEvent, record: String) {
        #expect(ColorGameProtocol.record(event, game: ColormixPlayGame.name) == record)
        #expect(isOneJSONObject(record))
    }

    /// gradient play's records, whole.
    @Test(arguments: [
        (ColorGameEvent.round(ColorGameRound(
            round: 1, rounds: 5, score: 0, remaining: nil, puzzle: .none,
            guess: .gradient(start: gray, end: ModelColor(model: .rgb, values: [0, 128, 255])))),
         ##"{"game":"gradient-play","event":"round","round":1,"rounds":5,"score":0,"model":"rgb","start":{"r":188,"g":188,"b":188},"end":{"r":0,"g":128,"b":255},"guessStart":"#bcbcbc","guessEnd":"#0080ff"}"##),
        (.guess(ColorGameGuessUpdate(
            round: 4, guess: .gradient(start: ModelColor(model: .cmyk, values: [0, 100, 100, 0]), end: .starting(.cmyk)),
            note: "k -1% is below the range 0–100%: set to 0%")),
         ##"{"game":"gradient-play","event":"guess","round":4,"model":"cmyk","start":{"c":0,"m":100,"y":100,"k":0},"end":{"c":0,"m":0,"y":0,"k":26.27451},"guessStart":"#ff0000","guessEnd":"#bcbcbc","note":"k -1% is below the range 0–100%: set to 0%"}"##),
        (.hint(ColorGameHint(round: 1, band: .veryClose, hints: 1)),
         #"{"game":"gradient-play","event":"hint","round":1,"band":"very close","hints":1,"keep":50}"#),
        (.result(ColorGameResult(
            round: 2, answer: .gradient(start: red, end: pureBlue),
            guess: .gradient(start: ModelColor(model: .rgb, values: [255, 0, 0]), end: gray),
            deltaE: 6.17283945, endDeltaEs: [0, 12.3456789], points: 64, score: 164, title: "Not bad.")),
         ##"{"game":"gradient-play","event":"result","round":2,"targetStart":"#ff0000","targetEnd":"#0000ff","guessStart":"#ff0000","guessEnd":"#bcbcbc","deltaEStart":0,"deltaEEnd":12.345679,"deltaE":6.172839,"points":64,"score":164,"title":"Not bad."}"##),
        (.over(score: 164, rounds: 3, ending: .time),
         #"{"game":"gradient-play","event":"over","score":164,"rounds":3,"reason":"time"}"#),
    ] as [(ColorGameEvent, String)])
    func gradientRecords(event: ColorGameEvent, record: String) {
        #expect(ColorGameProtocol.record(event, game: GradientPlayGame.name) == record)
        #expect(isOneJSONObject(record))
    }

    /// Events go one per line through a shared writer, each ending in a newline.
    @Test func writerAppendsLines() {
        var writer = RecordWriter()
        ColorGameProtocol.write(.hint(ColorGameHint(round: 1, band: .close, hints: 1)), game: "chroma-quiz", to: &writer)
        ColorGameProtocol.write(.over(score: 5, rounds: 1, ending: .rounds), game: "chroma-quiz", to: &writer)
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == """
            {"game":"chroma-quiz","event":"hint","round":1,"band":"close","hints":1,"keep":50}
            {"game":"chroma-quiz","event":"over","score":5,"rounds":1,"reason":"rounds"}

            """)
    }

    /// Whole seeded games played through the protocol: every record is one JSON object with its fields in the
    /// documented order, round and guess records never give the target away, and the same lines replay the same game.
    @Test func chromaQuizTranscript() throws {
        let lines = [
            #"{"action":"set","channel":"r","value":20}"#, #"{"action":"set","channel":"green","by":-300}"#,
            #"{"action":"set","channel":"q","value":1}"#, #"{"action":"hint"}"#, #"{"action":"check"}"#,
            #"{"action":"set","color":"rebeccapurple"}"#, #"{"action":"reset"}"#, #"{"action":"new"}"#,
            #"{"action":"set","channel":"b","value":"lots"}"#, #"{"action":"set","ratio":0.5}"#, #"{"action":"check"}"#,
            #"{"action":"check"}"#, #"{"action":"set","channel":"r","value":1}"#,
        ]
        let first = try play(ChromaQuizTable(seed: 2026, options: .rgb, settings: settings(.classic(rounds: 2), .easy)), lines)
        let again = try play(ChromaQuizTable(seed: 2026, options: .rgb, settings: settings(.classic(rounds: 2), .easy)), lines)
        #expect(first.records == again.records)
        #expect(first.errors == again.errors)
        #expect(first.records.map(\.event) == [
            "round", "guess", "guess", "hint", "result", "round", "guess", "guess", "round", "result", "over",
        ])
        #expect(first.errors.count == 5)
        #expect(first.errors[0] == #"unknown channel "q" for the rgb model: its channels are r, g, b"#)
        #expect(first.errors[1] == #""value" must be a number, not "lots""#)
        #expect(first.errors[2].hasPrefix("chroma-quiz has no ratio"))
        #expect(first.errors[3].hasPrefix("the game is over (score "))
        #expect(first.errors[4] == first.errors[3])
        #expect(first.records[2].text.contains(#""note":"g -112 is below the range 0–255: set to 0""#))
        let other = try play(ChromaQuizTable(seed: 2027, options: .rgb, settings: settings(.classic(rounds: 2), .easy)), lines)
        #expect(other.records != first.records)
    }

    @Test func colormixTranscript() throws {
        let lines = [
            #"{"action":"set","ratio":0.25}"#, #"{"action":"set","ratio":1.5}"#, #"{"action":"check"}"#,
            #"{"action":"new"}"#, #"{"action":"set","ratio":0.75}"#, #"{"action":"reset"}"#, #"{"action":"check"}"#,
        ]
        let first = try play(ColormixTable(seed: 9, options: .init(), settings: settings(.classic(rounds: 2))), lines)
        let again = try play(ColormixTable(seed: 9, options: .init(), settings: settings(.classic(rounds: 2))), lines)
        #expect(first.records == again.records)
        #expect(first.errors.isEmpty)
        #expect(first.records.map(\.event) == ["round", "guess", "guess", "result", "round", "round", "guess", "guess", "result", "over"])
    }

    @Test func gradientTranscript() throws {
        let lines = [
            #"{"action":"set","which":"start","channel":"h","value":400}"#, #"{"action":"set","channel":"s","value":5}"#,
            #"{"action":"set","which":"end","color":"gold"}"#, #"{"action":"reset","which":"start"}"#, #"{"action":"hint"}"#,
            #"{"action":"check","t":1}"#, #"{"action":"set","which":"end","channel":"l","by":10}"#, #"{"action":"check"}"#,
        ]
        let first = try play(GradientTable(seed: 77, options: .hsl, settings: settings(.classic(rounds: 2))), lines)
        let again = try play(GradientTable(seed: 77, options: .hsl, settings: settings(.classic(rounds: 2))), lines)
        #expect(first.records == again.records)
        #expect(first.errors == [#"gradient play has two colors: say which, "start" or "end""#, "hints are for --difficulty easy"])
        #expect(first.records.map(\.event) == ["round", "guess", "guess", "guess", "result", "round", "guess", "result", "over"])
        #expect(first.records[1].text.contains(#""note":"h 400° wraps around to 40°""#))
    }

    // MARK: - Playing through the protocol

    struct Record: Equatable {
        var text: String
        var event: String
    }

    /// Decodes each line, applies it, writes the events; checks every record's shape and that nothing shown
    /// before a check holds the target. Returns the records and the messages of refused lines.
    func play<Puzzle: ColorPuzzle>(
        _ start: ColorGameTable<Puzzle>, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (records: [Record], errors: [String]) {
        var table = start
        var records: [Record] = []
        var errors: [String] = []
        func write(_ events: [ColorGameEvent], hidden: [DisplayColor]) {
            for event in events {
                let text = ColorGameProtocol.record(event, game: Puzzle.gameName)
                let keys = memberKeys(text)
                #expect(keys != nil, "not one JSON object: \(text)", sourceLocation: sourceLocation)
                guard let keys, keys.count >= 2 else { continue }
                #expect(Array(keys.prefix(2)) == ["game", "event"], sourceLocation: sourceLocation)
                #expect(text.hasPrefix(#"{"game":"\#(Puzzle.gameName)","#), sourceLocation: sourceLocation)
                let name = eventName(event)
                #expect(text.contains(#""event":"\#(name)""#), sourceLocation: sourceLocation)
                #expect(keys == expectedKeys(event, game: Puzzle.gameName), "\(text)", sourceLocation: sourceLocation)
                switch event {
                case .round, .guess, .hint:
                    #expect(!keys.contains { $0.hasPrefix("target") || $0 == "ratio" }, "\(text)", sourceLocation: sourceLocation)
                    for color in hidden where !guessShows(color, event) {
                        #expect(!text.contains(color.hex), "the target \(color) in \(text)", sourceLocation: sourceLocation)
                    }
                case .result:
                    for color in hidden {
                        #expect(text.contains(color.hex), "the answer \(color) missing from \(text)", sourceLocation: sourceLocation)
                    }
                case .over:
                    break
                }
                records.append(Record(text: text, event: name))
            }
        }
        write(table.opening, hidden: hiddenColors(table.game.puzzle))
        for line in lines {
            let hidden = hiddenColors(table.game.puzzle)
            do {
                let command = try ColorGameProtocol.decodeAction(line)
                if let time = command.time { table.clock.now = time }
                write(try table.apply(command.action), hidden: hidden)
            } catch let error as GameActionError {
                errors.append(error.message)
            } catch let error as ColorGameError {
                errors.append(error.message)
            } catch {
                Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
            }
        }
        return (records, errors)
    }

    /// The colors a round keeps hidden until its check.
    func hiddenColors(_ puzzle: some ColorPuzzle) -> [DisplayColor] {
        switch puzzle.score().answer {
        case .color(let target): return [target]
        case .mix(let target, _): return [target]
        case .gradient(let start, let end): return [start, end]
        }
    }

    /// Whether an event's guess happens to be `color` (then the record may hold its hex as the guess).
    func guessShows(_ color: DisplayColor, _ event: ColorGameEvent) -> Bool {
        let guess: ColorGameGuess
        switch event {
        case .round(let round): guess = round.guess
        case .guess(let update): guess = update.guess
        default: return false
        }
        switch guess {
        case .color(let current): return current.displayed == color
        case .ratio(_, let mixed): return mixed == color
        case .gradient(let start, let end): return start.displayed == color || end.displayed == color
        }
    }

    func eventName(_ event: ColorGameEvent) -> String {
        switch event {
        case .round: return "round"
        case .guess: return "guess"
        case .hint: return "hint"
        case .result: return "result"
        case .over: return "over"
        }
    }

    /// The fields of an event in the documented order.
    func expectedKeys(_ event: ColorGameEvent, game: String) -> [String] {
        func guessKeys(_ guess: ColorGameGuess) -> [String] {
            switch guess {
            case .color: return ["model", "values", "guess"]
            case .ratio: return ["guessRatio", "guess"]
            case .gradient: return ["model", "start", "end", "guessStart", "guessEnd"]
            }
        }
        var keys = ["game", "event"]
        switch event {
        case .round(let round):
            keys += ["round"] + (round.rounds == nil ? [] : ["rounds"]) + ["score"] + (round.remaining == nil ? [] : ["remaining"])
            if case .mixing = round.puzzle { keys += ["colors", "in"] }
            keys += guessKeys(round.guess)
        case .guess(let update):
            keys += ["round"] + guessKeys(update.guess) + (update.note == nil ? [] : ["note"])
        case .hint:
            keys += ["round", "band", "hints", "keep"]
        case .result(let result):
            keys += ["round"]
            switch result.guess {
            case .color: keys += ["target", "targetValues", "guess", "values"]
            case .ratio: keys += ["target", "ratio", "guess", "guessRatio"]
            case .gradient: keys += ["targetStart", "targetEnd", "guessStart", "guessEnd", "deltaEStart", "deltaEEnd"]
            }
            keys += ["deltaE"] + (result.hints > 0 ? ["hints"] : []) + ["points", "score", "title"]
        case .over:
            keys += ["score", "rounds", "reason"]
        }
        return keys
    }
}

private let gray = ModelColor.starting(.rgb)
private let blue = DisplayColor(red: 58, green: 123, blue: 213)
private let red = DisplayColor(red: 255, green: 0, blue: 0)
private let pureBlue = DisplayColor(red: 0, green: 0, blue: 255)
private let purple = DisplayColor(red: 140, green: 83, blue: 166)

/// A color from CSS text, for tables; a text that does not parse gives a color no action holds.
private func css(_ text: String) -> Color {
    (try? CSSColor.parse(text)) ?? Color(.srgb, -1, -1, -1, alpha: -1)
}

/// The top-level keys of a record, or nil when it is not exactly one JSON object.
private func memberKeys(_ record: String) -> [String]? {
    var scanner = JSONObjectScanner()
    return Array(record.utf8).withUnsafeBufferPointer { line -> [String]? in
        do throws(JSONObjectScanner.Failure) {
            try scanner.scan(line)
        } catch {
            return nil
        }
        return scanner.members.map { String(decoding: line[$0.key], as: UTF8.self) }
    }
}

private func isOneJSONObject(_ record: String) -> Bool {
    memberKeys(record) != nil && !record.contains("\n")
}

private extension Result where Failure == GameActionError {
    var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
