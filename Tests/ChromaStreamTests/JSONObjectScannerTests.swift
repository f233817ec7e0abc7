import Glibc
import Testing
@testable import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream

/// The JSON object scanner: accepts exactly one RFC 8259 object per line and finds its top-level members.
@Suite("JSON object scanner") struct JSONObjectScannerTests {
    func scan(_ text: String) -> Result<[String], JSONObjectScanner.Failure> {
        var scanner = JSONObjectScanner()
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { line in
            do throws(JSONObjectScanner.Failure) {
                try scanner.scan(line)
                return .success(scanner.members.map { m in
                    String(decoding: line[m.key], as: UTF8.self) + "=" + String(decoding: line[m.value], as: UTF8.self)
                })
            } catch {
                return .failure(error)
            }
        }
    }

    @Test(arguments: [
        (##"{}"##, [String]()),
        (##"  { }  "##, []),
        (##"{"id":17,"color":"#3a7bd5"}"##, ["id=17", "color=\"#3a7bd5\""]),
        (##"{ "a" : [1, -2.5e+3, {"b": [true, false, null]}] , "c":"\"q\\u00e9\"" }"##,
         ["a=[1, -2.5e+3, {\"b\": [true, false, null]}]", ##"c="\"q\\u00e9\"""##]),
        (##"{"é":"ü","k":0}"##, ["é=\"ü\"", "k=0"]),
        (##"{"n":-0.0e-0}"##, ["n=-0.0e-0"]),
    ])
    func accepts(text: String, members: [String]) {
        #expect((try? scan(text).get()) == members)
    }

    @Test(arguments: [
        ##"{"##, ##"{"a"}"##, ##"{"a":}"##, ##"{"a":1,}"##, ##"{,}"##, ##"{"a":01}"##, ##"{"a":1.}"##, ##"{"a":.5}"##,
        ##"{"a":+1}"##, ##"{"a":tru}"##, ##"{"a":"x}"##, ##"{"a":"\x"}"##, ##"{"a":"\u12"}"##, ##"{a:1}"##, ##"{'a':1}"##,
        ##"{"a":1} x"##, ##"{"a":1}{"b":2}"##, ##"{"a":[1,2}"##, ##"{"a":NaN}"##, ##"{"a":Infinity}"##, "{\"a\":\"\t\"}",
        ##"[1]"##, ##""str""##,
    ])
    func rejects(text: String) {
        if case .success = scan(text) { Issue.record("accepted \(text)") }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        var scanner = JSONObjectScanner()
        for bad in [[0xFF], [0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]] {
            let line = Array(##"{"a":""##.utf8) + bad + Array(##""}"##.utf8)
            let failed = line.withUnsafeBufferPointer { (try? scanner.scan($0)) == nil }
            #expect(failed, "accepted \(bad)")
        }
    }

    @Test func refusesDeepNestingWithoutCrashing() {
        let deep = ##"{"a":"## + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000) + "}"
        guard case .failure(let f) = scan(deep) else { Issue.record("accepted"); return }
        #expect(f.message.contains("nested too deeply"))
    }

    @Test func findsKeysWithEscapes() {
        var scanner = JSONObjectScanner()
        let line = Array(##"{"colo\u0072":"red","color":"blue"}"##.utf8)
        line.withUnsafeBufferPointer { buffer in
            try! scanner.scan(buffer)
            #expect(scanner.lastIndex(ofKey: Array("color".utf8), in: buffer) == 1)
            #expect(JSONObjectScanner.key(scanner.members[0], in: buffer, equals: Array("color".utf8)))
        }
    }
}

/// The record writer: input fields kept byte-for-byte, own fields added or replaced in place.
@Suite("Record writer") struct RecordWriterTests {
    func merge(_ line: String, _ fields: [(String, String)]) -> String {
        var scanner = JSONObjectScanner()
        var writer = RecordWriter()
        let bytes = Array(line.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            try! scanner.scan(buffer)
            writer.beginRecord()
            for (k, v) in fields { writer.add(Array(k.utf8)) { $0.appendBytes(Array(v.utf8)) } }
            writer.finish(input: buffer, scanner: scanner)
        }
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }

    @Test func appendsNewFields() {
        #expect(merge(##"{"id":7,"color":"red"}"##, [("hex", "\"#ff0000\"")]) == ##"{"id":7,"color":"red","hex":"#ff0000"}"## + "\n")
    }

    @Test func replacesExistingFieldsInPlace() {
        #expect(merge(##"{ "hex" : 1, "id":7 }"##, [("id", "8"), ("hex", "2"), ("new", "3")]) == ##"{ "hex" : 2, "id":8,"new":3}"## + "\n")
    }

    @Test func emptyObjectGetsFieldsWithoutLeadingComma() {
        #expect(merge("{}", [("a", "1")]) == "{\"a\":1}\n")
    }

    /// The fields not spliced in go out in the order they were added, each with one comma, however the
    /// spliced ones break them into runs: at the start, in the middle, at the end, all of them, escaped keys,
    /// the empty key, and a field only written in place of an input one.
    @Test(arguments: [
        (##"{"id":1}"##, ##"{"id":1,"a":1,"b":2,"c":3}"##),
        (##"{"a":0}"##, ##"{"a":1,"b":2,"c":3}"##),
        (##"{"b":0,"id":1}"##, ##"{"b":2,"id":1,"a":1,"c":3}"##),
        (##"{"c":0}"##, ##"{"c":3,"a":1,"b":2}"##),
        (##"{"c":0,"a":0,"b":0}"##, ##"{"c":3,"a":1,"b":2}"##),
        (##"{"\u0062":0}"##, ##"{"\u0062":2,"a":1,"c":3}"##),
        (##"{"bb":0,"ab":0}"##, ##"{"bb":0,"ab":0,"a":1,"b":2,"c":3}"##),
        (##"{"":0,"only":0}"##, ##"{"":0,"only":9,"a":1,"b":2,"c":3}"##),
    ] as [(String, String)])
    func splicesAndAppendsInRuns(input: String, expected: String) {
        var scanner = JSONObjectScanner()
        var writer = RecordWriter()
        let bytes = Array(input.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            try! scanner.scan(buffer)
            writer.beginRecord()
            writer.add("a", raw: UnsafeBufferPointer(start: StaticString("1").utf8Start, count: 1))
            writer.replaceOnly("only", literal: "9")
            writer.add(Array("b".utf8)) { $0.appendLiteral("2") }
            writer.add("c", number: 3)
            writer.finish(input: buffer, scanner: scanner)
        }
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == expected + "\n")
    }

    /// The whole part of the values the number writers round, as `UInt64(_:)` gives it: ties of the
    /// rounding inside `wholePart` (to even, up and down), the ends of its range, and random values.
    @Test func wholePartIsTheConversion() {
        var values: [Double] = [0, 0.5, 0.49999999999999994, 1, 1.5, 2.5, 3.5, 1e15 + 0.5, 999_999_999_999_999.5,
                                0x1p52 - 0.5, 0x1p52 - 1, 0x1p51 + 0.5, 4503599627370495.5, 123456.99999999999]
        var random = SeededRandomGenerator(seed: 52)
        for _ in 0..<100_000 { values.append(Double.random(in: 0..<0x1p52, using: &random) * pow(2, -Double(Int.random(in: 0...52, using: &random)))) }
        for v in values { #expect(ShortNumber.wholePart(v) == UInt64(v), "\(v)") }
    }

    /// Number objects at precision 6 and 0 hold what `ShortNumber` writes for each number alone, `null` for
    /// what is not finite, with integer parts of one to ten digits and every count of trailing zeros.
    @Test func numberObjectsHoldTheShortForms() {
        let storage = NumberObjectLayout.Storage()
        let long = storage.layout(key: Array("prophoto-rgb-linear-and-more".utf8), channels: [[0x72], [0x67], [0x62]])
        let short = storage.layout(key: Array("c".utf8), channels: [[0x63], [0x6D], [0x79], [0x6B]])
        var random = SeededRandomGenerator(seed: 16)
        var values: [Double] = [0, -0.0, 0.9999995, -0.9999995, 0.4999995, 1e-7, -1e-7, 5e-7, 99.9999996, 999.99999951,
                                999_999_999.9999994, 999_999_999.9999996, 1e9, -1e9, 4e15, .nan, .infinity, -.infinity,
                                0.5, 0.05, 12.25, 360, 255, 254.5, -254.5, 0.1, 0.123456, 1.000001, 1.00001]
        for _ in 0..<3000 {
            let magnitude = Double(Int.random(in: -7...10, using: &random))
            values.append(Double.random(in: -1...1, using: &random) * pow(10, magnitude))
            values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / pow(10, Double(Int.random(in: 0...6, using: &random))))
        }
        var writer = RecordWriter(precision: 6)
        for precision in [6, 0] {
            for start in stride(from: 0, to: values.count - 4, by: 3) {
                let v = SIMD4(values[start], values[start + 1], values[start + 2], values[start + 3])
                writer.output.removeAll()
                writer.beginRecord()
                writer.add(long, numbers: v, precision: precision)
                writer.add(short, numbers: v, precision: precision)
                writer.finish()
                let text = { (x: Double) in x.isFinite ? ShortNumber.string(x, precision: precision) : "null" }
                let expected = #"{"prophoto-rgb-linear-and-more":{"r":\#(text(v.x)),"g":\#(text(v.y)),"b":\#(text(v.z))},"#
                    + #""c":{"c":\#(text(v.x)),"m":\#(text(v.y)),"y":\#(text(v.z)),"k":\#(text(v.w))}}"# + "\n"
                #expect(String(decoding: writer.output.bytes, as: UTF8.self) == expected, "\(v) p=\(precision)")
            }
        }
    }

    @Test func freshRecordWithNumbers() {
        var writer = RecordWriter(precision: 3)
        writer.beginRecord()
        writer.add(Array("o".utf8), numbers: SIMD4(0.12345, .nan, 360, 0), keys: [[0x6C], [0x63], [0x68]])
        writer.add(Array("s".utf8), string: "a\"b\n")
        writer.add(Array("t".utf8), bool: true)
        writer.finish()
        #expect(String(decoding: writer.output.bytes, as: UTF8.self) == ##"{"o":{"l":0.123,"c":null,"h":360},"s":"a\"b\n","t":true}"## + "\n")
    }
    /// Number objects written in one go and, for a number too long for that (10^15 and more), piece by
    /// piece: the same text either way, also when the buffer has to grow in the middle of a record.
    @Test func numberObjectsShortAndLong() {
        var writer = RecordWriter(precision: 6)
        let storage = NumberObjectLayout.Storage()
        let layout = storage.layout(key: Array("xyz".utf8), channels: [[0x78], [0x79], [0x7A], [0x77]])
        for round in 0..<200 {
            writer.beginRecord()
            writer.add(layout, numbers: SIMD4(-0.5, 1e300, 12.25, .infinity))
            writer.add(layout, numbers: SIMD4(1, 2, 3, Double(round)), precision: 0)
            writer.finish()
        }
        let lines = String(decoding: writer.output.bytes, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 200)
        let huge = "1" + String(repeating: "0", count: 300)
        #expect(lines[0].hasPrefix(#"{"xyz":{"x":-0.5,"y":"# + huge.prefix(5)))
        #expect(lines[0].hasSuffix(#","z":12.25,"w":null},"xyz":{"x":1,"y":2,"z":3,"w":0}}"#))
        #expect(lines[199].hasSuffix(#""w":199}}"#))
    }
}

/// Reading arrays of strings and numbers from raw JSON values.
@Suite("JSON values") struct JSONValuesTests {
    func strings(_ text: String) -> [String]? {
        Array(text.utf8).withUnsafeBufferPointer { JSONValues.strings(inArray: $0) }
    }

    func number(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { JSONValues.number($0) }
    }

    @Test func readsStringArrays() {
        #expect(strings(#"["red","blue"]"#) == ["red", "blue"])
        #expect(strings(#" [ "a\"b" , "\u00e9" ] "#) == ["a\"b", "é"])
        #expect(strings("[]") == [])
        #expect(strings(#"["red",1]"#) == nil)
        #expect(strings(#""red""#) == nil)
        #expect(strings(#"["red""#) == nil)
    }

    @Test func readsNumbers() {
        #expect(number("0.5") == 0.5)
        #expect(number(" -2e3 ") == -2000)
        #expect(number(#""1""#) == nil)
        #expect(number("true") == nil)
        #expect(number("1e999") == nil)
    }
}
