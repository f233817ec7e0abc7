// ghostdraw render and reveals end to end: the picture at a time as text,
// SVG and PNG, the reveals of a log, and bad input — a malformed or
// out-of-order log (an error naming the line, the valid prefix still
// rendered), points off the canvas, a one-point stroke, an unknown tool, an
// unwritable output path.

import Foundation
import Testing

@Suite("ghostdraw render") struct GhostDrawRenderTests {
    /// A small log: a red line, a green L that a shake clears before it appears, a blue line after the shake.
    static let log = [
        #"{"event":"canvas","width":12,"height":6}"#,
        #"{"t":0,"event":"stroke","tool":"red","points":[[1,0],[10,0]],"end":1.2}"#,
        #"{"t":1.5,"event":"tool","tool":"green"}"#,
        #"{"t":2,"event":"stroke","points":[[1,2],[1,5],[6,5]],"end":2.5}"#,
        #"{"t":3,"event":"shake"}"#,
        #"{"t":3.2,"event":"stroke","tool":"blue","points":[[2,3],[9,3]],"end":3.5}"#,
    ].joined(separator: "\n") + "\n"

    func render(_ arguments: [String], log: String = log) throws -> ProcessResult {
        try Tool.run("ghostdraw", ["render"] + arguments, stdin: log)
    }

    @Test func thePictureAtATimeShowsOnlyWhatHasAppeared() throws {
        let before = try render(["--at", "2.1", "--color", "never"])
        #expect(before.status == 0)
        #expect(before.lines == ["            ", "            ", "            "], "red appears at 2.2")
        let red = try render(["--at", "2.2", "--color", "never"])
        #expect(red.lines == [" ▀▀▀▀▀▀▀▀▀▀ ", "            ", "            "])
        let shaken = try render(["--at", "3", "--color", "never"])
        #expect(shaken.lines == ["            ", "            ", "            "])
        let final = try render(["--color", "never"])
        #expect(final.lines == ["            ", "  ▄▄▄▄▄▄▄▄  ", "            "], "blue at 6.5, the green never")
    }

    @Test func colorsAreTheToolsInTwentyFourBitOrThePalette() throws {
        let truecolor = try Tool.run("ghostdraw", ["render", "--at", "2.2", "--color", "always"], stdin: Self.log, environment: ["COLORTERM": "truecolor"])
        #expect(truecolor.lines[0] == "\u{1B}[49m \u{1B}[38;2;255;59;48m" + String(repeating: "▀", count: 10) + " \u{1B}[0m")
        let palette = try render(["--at", "2.2", "--color", "always"])
        #expect(palette.lines[0].contains("\u{1B}[38;5;"))
        let noColor = try Tool.run("ghostdraw", ["render", "--at", "2.2"], stdin: Self.log, environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}"))
    }

    @Test func svgAndPNGShowTheSamePicture() throws {
        let svg = try render(["--format", "svg", "--scale", "2"])
        #expect(svg.status == 0)
        #expect(svg.stdout.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" viewBox="0 0 12 6""#))
        #expect(svg.stdout.contains(##"<rect x="2" y="3" width="8" height="1" fill="#007aff"/>"##))
        #expect(!svg.stdout.contains("#ff3b30"), "the red line was shaken away")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ghostdraw-render-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("final.png").path
        let written = try render(["--output", png, "--scale", "1"])
        #expect(written.status == 0 && written.stdout.isEmpty)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]))
        // IHDR: 12 × 6 pixels at scale 1.
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 12, 0, 0, 0, 6])
    }

    @Test func revealsPrintsEachStrokeThatAppears() throws {
        let reveals = try Tool.run("ghostdraw", ["reveals"], stdin: Self.log)
        #expect(reveals.status == 0)
        #expect(reveals.lines == [
            #"{"event":"reveal","stroke":1,"tool":"red","at":2.2}"#,
            #"{"event":"reveal","stroke":3,"tool":"blue","at":6.5}"#,
        ])
    }

    @Test func aMalformedLineStopsTheLogAndThePrefixStillRenders() throws {
        let broken = Self.log.replacingOccurrences(of: #"{"t":3,"event":"shake"}"#, with: #"{"t":3,"event":"shake""#)
        let r = try render(["--color", "never"], log: broken)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("ghostdraw: line 5: invalid JSON"))
        #expect(r.stderr.contains(#""{\"t\":3,\"event\":\"shake\"""#), "the line is quoted: \(r.stderr)")
        // Without the shake and what follows, the red line and the green L show.
        #expect(r.lines == [" ▀▀▀▀▀▀▀▀▀▀ ", " █          ", " █▄▄▄▄▄     "])
        let reveals = try Tool.run("ghostdraw", ["reveals"], stdin: broken)
        #expect(reveals.status == 65)
        #expect(reveals.lines.count == 2)
    }

    @Test func anOutOfOrderLogNamesTheLine() throws {
        let log = #"{"t":2,"event":"stroke","tool":"red","points":[[0,0],[3,0]],"end":2}"# + "\n"
            + #"{"t":1,"event":"undo"}"# + "\n"
        let r = try Tool.run("ghostdraw", ["render", "--color", "never", "--size", "4x2"], stdin: log)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("ghostdraw: line 2: time 1s is before the previous event's 2s"))
        #expect(r.lines == ["▀▀▀▀"], "the stroke on line 1 still renders")
    }

    @Test func aToggleBeforeTheSecretIsRefused() throws {
        let r = try Tool.run("ghostdraw", ["reveals"], stdin: #"{"t":1,"event":"toggle"}"# + "\n")
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("ghostdraw: line 1: there is no delay toggle to switch: it has not been revealed"))
    }

    @Test func pointsOffTheCanvasAreClippedAndOnePointIsADot() throws {
        let log = #"{"t":0,"event":"stroke","tool":"red","points":[[-100,1],[100,1]]}"# + "\n"
            + #"{"t":0,"event":"stroke","tool":"red","points":[[2,3]]}"# + "\n"
            + #"{"t":0,"event":"stroke","tool":"red","points":[[50,50],[60,60]]}"# + "\n"
        let r = try Tool.run("ghostdraw", ["render", "--color", "never", "--size", "5x4"], stdin: log)
        #expect(r.status == 0)
        #expect(r.lines == ["▄▄▄▄▄", "  ▄  "])
    }

    @Test func anUnknownToolNamesTheLine() throws {
        let r = try Tool.run("ghostdraw", ["render"], stdin: #"{"t":0,"event":"tool","tool":"magenta"}"# + "\n")
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix(#"ghostdraw: line 1: unknown tool "magenta": the tools are red, blue, green, eraser"#))
    }

    @Test func anUnwritableOutputIsAClearErrorAndNoFile() throws {
        let r = try render(["--output", "/nonexistent-dir/picture.svg"])
        #expect(r.status == 73)
        #expect(r.stderr.hasPrefix(#"ghostdraw: cannot create a file in "/nonexistent-dir""#), "\(r.stderr)")
        let unknown = try render(["--output", "/tmp/picture.gif"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("cannot tell the format"))
    }

    @Test func aMissingLogFileAndBadOptions() throws {
        let missing = try Tool.run("ghostdraw", ["render", "/nonexistent/log.ndjson"])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix(#"ghostdraw: cannot open "/nonexistent/log.ndjson""#))
        #expect(try render(["--at", "-1"]).status == 64)
        #expect(try render(["--size", "0x4"]).status == 64)
        #expect(try render(["--scale", "0"]).status == 64)
        #expect(try render(["--format", "gif"]).status == 64)
    }

    @Test func aClosedStdoutEndsQuietly() throws {
        let r = try Tool.shell("yes '{\"t\":0,\"event\":\"stroke\",\"tool\":\"red\",\"points\":[[1,1]]}' | head -20000 | ghostdraw render --format svg --scale 1 --size 1000x1000 | head -c 10 >/dev/null; echo \"${PIPESTATUS[2]}\"")
        #expect(r.stdout == "0\n", "\(r.stderr)")
    }
}
