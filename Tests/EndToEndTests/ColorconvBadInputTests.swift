import Foundation
import Testing

/// Bad input: every case gets one clear line naming the line, the rest still comes out,
/// and the exit status follows chromatools(7), EXIT STATUS; nothing crashes or hangs.
@Suite("colorconv bad input") struct ColorconvBadInputTests {
    /// Runs colorconv on `good`, then the bad line, then `good` again, and checks both good records came out.
    func check(badLine: String, stderrContains expected: String, file: StaticString = #filePath) throws {
        let r = try Tool.run("colorconv", [], stdin: "red\n" + badLine + "\nblue\n")
        #expect(r.lines == [##"{"color":"#ff0000","hex":"#ff0000"}"##, ##"{"color":"#0000ff","hex":"#0000ff"}"##])
        let errorLines = r.stderr.split(separator: "\n")
        #expect(errorLines.count == 1, "expected one error line, got: \(r.stderr)")
        #expect(r.stderr.hasPrefix("colorconv: line 2: "), "\(r.stderr)")
        #expect(r.stderr.contains(expected), "\(r.stderr)")
        #expect(r.status == 1)
    }

    @Test func invalidColorName() throws { try check(badLine: "tomatoe", stderrContains: "tomatoe") }
    @Test func badHex() throws { try check(badLine: "#12345", stderrContains: "#12345") }
    @Test func truncatedFunction() throws { try check(badLine: "rgb(255 0", stderrContains: "rgb(255 0") }
    @Test func jsonArrayIsNotARecord() throws { try check(badLine: "[1,2,3]", stderrContains: "not an object") }
    @Test func quotedTextThatIsNoColor() throws { try check(badLine: "\"redd\"", stderrContains: "unknown color name \"redd\"") }
    @Test func invalidJSON() throws { try check(badLine: ##"{"color":"red""##, stderrContains: "invalid JSON") }
    @Test func invalidJSONTrailingComma() throws { try check(badLine: ##"{"color":"red",}"##, stderrContains: "invalid JSON") }
    @Test func missingColorField() throws { try check(badLine: ##"{"id":3}"##, stderrContains: "no string field \"color\"") }
    @Test func colorFieldNotAString() throws { try check(badLine: ##"{"color":42}"##, stderrContains: "no string field \"color\"") }
    @Test func nanInColorFunction() throws { try check(badLine: "color(srgb NaN 0 0)", stderrContains: "color(srgb NaN 0 0)") }
    @Test func hugeNumberInColorFunction() throws { try check(badLine: "color(srgb 1e999 0 0)", stderrContains: "1e999") }
    @Test func largeNumberInColorFunction() throws { try check(badLine: "color(srgb 1e300 0 0)", stderrContains: "range") }
    @Test func emptyColorString() throws { try check(badLine: ##"{"color":""}"##, stderrContains: "line 2") }

    @Test func invalidUTF8() throws {
        var data = Data("red\n".utf8)
        data.append(contentsOf: [0x72, 0xFF, 0x64, 0x0A])
        data.append(contentsOf: Array("{\"color\":\"r\u{FF}d\"}".utf8.prefix(11)) + [0xC3, 0x28] + Array("\"}\nblue\n".utf8))
        let r = try Tool.run("colorconv", [], stdinData: data)
        #expect(r.lines.count == 2)
        #expect(r.stderr.contains("line 2: invalid UTF-8"))
        #expect(r.stderr.contains("\\xff"))
        #expect(r.stderr.contains("line 3: invalid UTF-8"))
        #expect(r.status == 1)
    }

    @Test func controlCharactersAreEscapedInMessages() throws {
        let r = try Tool.run("colorconv", [], stdin: "\u{1B}[31mred\u{07}\n")
        #expect(!r.stderr.contains("\u{1B}"))
        #expect(!r.stderr.contains("\u{07}"))
        #expect(r.stderr.contains("\\e[31mred\\x07"))
        #expect(r.status == 65)
    }

    @Test func oneMegabyteLine() throws {
        let big = String(repeating: "x", count: 1 << 20)
        try check(badLine: big, stderrContains: "…")
        let bigJSON = "{\"pad\":\"" + String(repeating: "y", count: 1 << 20) + "\",\"color\":\"gold\"}"
        let r = try Tool.run("colorconv", [], stdin: bigJSON + "\n")
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix(##","color":"#ffd700","hex":"#ffd700"}"## + "\n"))
        #expect(r.stdout.utf8.count > 1 << 20)
    }

    @Test func emptyInput() throws {
        let r = try Tool.run("colorconv", [], stdin: "")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.isEmpty)
        #expect(r.status == 0)
        let blank = try Tool.run("colorconv", [""])
        #expect(blank.stderr == "colorconv: argument 1: empty color\n")
        #expect(blank.status == 65)
    }

    @Test func deeplyNestedJSONDoesNotCrash() throws {
        let deep = "{\"a\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + ",\"color\":\"red\"}"
        let r = try Tool.run("colorconv", [], stdin: deep + "\nblue\n")
        #expect(r.stderr.contains("nested too deeply"))
        #expect(r.lines.count == 1)
        #expect(r.status == 1)
    }

    @Test func allBadIsStatus65() throws {
        let r = try Tool.run("colorconv", ["nope", "#zzz"])
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.split(separator: "\n").count == 2)
        #expect(r.stderr.hasPrefix("colorconv: argument 1: "))
        #expect(r.status == 65)
    }

    @Test func strictStopsAtTheFirstBadRecord() throws {
        let r = try Tool.run("colorconv", ["--strict"], stdin: "red\nnope\nblue\n")
        #expect(r.lines == [##"{"color":"#ff0000","hex":"#ff0000"}"##])
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.status == 65)
    }

    @Test func usageErrorsAre64() throws {
        let unknownSpace = try Tool.run("colorconv", ["red", "--to", "cielab"])
        #expect(unknownSpace.status == 64)
        #expect(unknownSpace.stderr.contains("cielab"))
        #expect(try Tool.run("colorconv", ["--bogus"]).status == 64)
        #expect(try Tool.run("colorconv", ["red", "--format", "yaml"]).status == 64)
    }

    @Test func missingInputFileIs66() throws {
        let r = try Tool.run("colorconv", ["--input", "/nonexistent/colors.txt"])
        #expect(r.status == 66)
        #expect(r.stderr.contains("cannot open \"/nonexistent/colors.txt\""))
    }

    @Test func inputFileIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("colorconv-input-\(getpid()).txt").path
        try "red\nlime\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try Tool.run("colorconv", ["-i", path])
        #expect(r.lines.count == 2)
        #expect(r.status == 0)
    }

    @Test func closedStdoutExitsQuietly() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("colorconv-big-\(getpid()).ndjson").path
        let line = ##"{"id":1,"color":"#3a7bd5"}"## + "\n"
        try String(repeating: line, count: 200_000).write(toFile: data, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: data) }
        let r = try Tool.shell("colorconv --to all < '\(data)' | head -1; echo \"status=${PIPESTATUS[0]}\"")
        #expect(r.lines.count == 2)
        #expect(r.lines.first?.hasPrefix(##"{"id":1,"color":"#3a7bd5","hex":"#3a7bd5""##) == true)
        #expect(r.lines.last == "status=0")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }
}
