import Testing
@testable import ChromaKit
@testable import ChromaRuntime
@testable import ChromaStream

/// Strings are scanned eight bytes at a time and copied into records in one piece when plain: both must see
/// every byte that matters wherever it falls, as the byte-by-byte rules do.
@Suite("JSON strings, word by word") struct JSONStringBytesTests {
    /// `length` plain bytes with `special` put in at `index`.
    static func text(length: Int, special: [UInt8], at index: Int) -> [UInt8] {
        var bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        bytes.insert(contentsOf: special, at: index)
        return bytes
    }

    /// Scans one line: the members as `key=value`, or the failure message.
    static func scan(_ line: [UInt8]) -> String {
        var scanner = JSONObjectScanner()
        return line.withUnsafeBufferPointer { buffer in
            do throws(JSONObjectScanner.Failure) {
                try scanner.scan(buffer)
                return scanner.members.map { String(decoding: buffer[$0.key], as: UTF8.self) + "=" + String(decoding: buffer[$0.value], as: UTF8.self) }
                    .joined(separator: " ")
            } catch {
                return error.message
            }
        }
    }

    @Test func escapesAndNonASCIIAreFoundAtEveryPlaceOfAWord() {
        let specials: [[UInt8]] = [Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8),
                                   Array("é".utf8), Array("😀".utf8), Array("\u{7F}".utf8)]
        for length in 0...20 {
            for index in 0...length {
                for special in specials {
                    let value = Self.text(length: length, special: special, at: index)
                    let line = Array(#"{"k":""#.utf8) + value + Array(#"","z":1}"#.utf8)
                    let expected = "k=\"" + String(decoding: value, as: UTF8.self) + "\" z=1"
                    #expect(Self.scan(line) == expected, "\(String(decoding: line, as: UTF8.self))")
                }
            }
        }
    }

    @Test func aControlByteOrAMissingQuoteIsReportedWhereItIs() {
        for length in 0...20 {
            for index in 0...length {
                let value = Self.text(length: length, special: [0x01], at: index)
                let prefix = Array(#"{"key":""#.utf8)
                let line = prefix + value + Array(#""}"#.utf8)
                #expect(Self.scan(line) == "invalid JSON: control character in a string at byte \(prefix.count + index + 1)")
            }
            let unterminated = Array(#"{"key":""#.utf8) + Self.text(length: length, special: [], at: 0)
            #expect(Self.scan(unterminated) == "invalid JSON: unterminated string at byte \(unterminated.count + 1)")
        }
    }

    @Test func plainTextIsCopiedAndTheRestEscapedAsByteByByte() {
        var texts: [[UInt8]] = [[], Array("#3a7bd5".utf8), Array("oklch(from #3a7bd5 calc(l + 0.1) c h)".utf8)]
        for byte in UInt8(0)...UInt8(255) { texts.append(Array("ab".utf8) + [byte] + Array("cd".utf8)) }
        texts.append(Array("tést 😀 \u{200B}".utf8))
        for text in texts {
            var fast: [UInt8] = [], general: [UInt8] = []
            text.withUnsafeBufferPointer { JSONString.append($0, to: &fast) }
            JSONString.appendEscaping(text, to: &general)
            #expect(fast == general, "\(text)")
            var fromString: [UInt8] = []
            JSONString.append(String(decoding: text, as: UTF8.self), to: &fromString)
            var generalFromString: [UInt8] = []
            JSONString.appendEscaping(String(decoding: text, as: UTF8.self).utf8, to: &generalFromString)
            #expect(fromString == generalFromString, "\(text)")
        }
    }
}
