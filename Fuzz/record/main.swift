// Fuzz target `record`: the NDJSON object scanner and the record writer (Sources/ChromaRuntime).
//
// The input's first byte picks the key a tool writes (`color`, `hex`,
// `alpha`, `id`, the empty key or a non-ASCII one); the rest is one input
// line. When the line scans as a JSON object, the target does what a tool
// does (Sources/ChromaStream/RecordStream.swift): `beginRecord`, one string
// field added, `finish(input:scanner:)`. chromatools(7), OUTPUT RECORDS then
// demands:
// - the output is one line that scans as a JSON object again;
// - every input member whose decoded key is not the written key comes out
//   in order with its raw key and value byte-identical;
// - every input member with that key keeps its raw key and holds the new
//   value in place; when there was none, the field is appended last.
// A broken property stops the run with a message (fatalError), which
// libFuzzer reports as a crash and saves the input.

import ChromaKit
import ChromaRuntime

/// The keys a record can be rewritten with, picked by the input's first byte.
let keys: [[UInt8]] = ["color", "hex", "alpha", "id", "", "clé"].map { Array($0.utf8) }
/// The value written, as the raw JSON bytes it must appear as in the output.
let newValue = "#12ab34"
let newValueJSON = Array("\"#12ab34\"".utf8)

/// A scanned member as plain byte arrays: its raw key, whether that has escapes, and its raw value.
struct Member {
    var key: [UInt8]
    var keyHasEscape: Bool
    var value: [UInt8]
}

/// The members of the object `scanner` last scanned in `line`.
func members(of scanner: JSONObjectScanner, in line: UnsafeBufferPointer<UInt8>) -> [Member] {
    var out: [Member] = []
    let list = scanner.members
    for i in 0..<list.count {
        let m = list[i]
        out.append(Member(key: Array(line[m.key]), keyHasEscape: m.keyHasEscape, value: Array(line[m.value])))
    }
    return out
}

/// The decoded key of a member (escapes resolved), or nil when it does not decode.
func decodedKey(_ member: Member) -> [UInt8]? {
    guard member.keyHasEscape else { return member.key }
    return member.key.withUnsafeBufferPointer { JSONString.decode($0) }
}

/// A scanner kept across inputs, as a stream keeps one across lines.
nonisolated(unsafe) var streamScanner = JSONObjectScanner()

/// Checks one input; any broken property ends the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let key = keys[Int(data[0]) % keys.count]
    let line = UnsafeBufferPointer(start: data + 1, count: size - 1)
    guard !line.contains(0x0A) else { return 0 }
    do { try streamScanner.scan(line) } catch { return 0 }
    let input = members(of: streamScanner, in: line)

    var writer = RecordWriter()
    writer.beginRecord()
    writer.add(key, string: newValue)
    writer.finish(input: line, scanner: streamScanner)
    let output = Array(writer.output.bytes)
    let shown = String(decoding: line, as: UTF8.self).debugDescription
    guard output.last == 0x0A, output.firstIndex(of: 0x0A) == output.count - 1 else {
        fatalError("the record for \(shown) is not one line")
    }
    var scanner = JSONObjectScanner()
    let record = Array(output.dropLast())
    let written: [Member]? = record.withUnsafeBufferPointer { bytes in
        do { try scanner.scan(bytes) } catch { return nil }
        return members(of: scanner, in: bytes)
    }
    let recordShown = String(decoding: record, as: UTF8.self).debugDescription
    guard let written else { fatalError("the record for \(shown) is not a JSON object: \(recordShown)") }

    var replaced = false
    for (i, member) in input.enumerated() {
        guard i < written.count else { fatalError("\(recordShown) lost members of \(shown)") }
        let out = written[i]
        guard out.key == member.key else { fatalError("member \(i) of \(shown) changed its key: \(recordShown)") }
        if decodedKey(member) == key {
            replaced = true
            guard out.value == newValueJSON else { fatalError("member \(i) of \(shown) was not replaced: \(recordShown)") }
        } else {
            guard out.value == member.value else { fatalError("member \(i) of \(shown) changed: \(recordShown)") }
        }
    }
    let expectedCount = input.count + (replaced ? 0 : 1)
    guard written.count == expectedCount else {
        fatalError("\(recordShown) has \(written.count) members for \(input.count) in \(shown)")
    }
    if !replaced {
        let last = written[written.count - 1]
        guard decodedKey(last) == key, last.value == newValueJSON else {
            fatalError("the field was not appended to \(shown): \(recordShown)")
        }
    }
    return 0
}
