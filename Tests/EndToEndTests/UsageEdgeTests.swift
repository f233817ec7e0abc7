// Small edges of the command line: help into a full disk, an input file beside
// operands, a seed out of range, and the words of a message about positions.

import Foundation
import Testing

@Suite("usage edges") struct UsageEdgeTests {
    static let tools = ["colorconv", "colormix", "gradient", "bullseye", "chroma-quiz", "ghostdraw"]

    /// `--help` and `--version` that cannot be written say so and exit 74, as any failed write does.
    @Test(arguments: tools) func helpAndVersionIntoAFullDiskFail(tool: String) throws {
        for option in ["--help", "--version"] {
            let r = try Tool.shell("\(tool) \(option) > /dev/full")
            #expect(r.status == 74, "\(tool) \(option): \(r.status)")
            #expect(r.stderr == "\(tool): cannot write output: No space left on device\n", "\(r.stderr)")
        }
        let closed = try Tool.shell("\(tool) --help | head -c 1 > /dev/null")
        #expect(closed.status == 0)
        #expect(closed.stderr.isEmpty)
    }

    /// `-i FILE` beside colors would leave the file unread: a usage error, not a silent choice.
    @Test func anInputFileBesideOperandsIsRefused() throws {
        for (tool, arguments) in [
            ("colorconv", ["red", "-i", "/dev/null"]), ("colorconv", ["name", "red", "-i", "/dev/null"]),
            ("colorconv", ["distance", "red", "blue", "-i", "/dev/null"]), ("colormix", ["red", "blue", "-i", "/dev/null"]),
            ("gradient", ["red", "blue", "-i", "/dev/null"]), ("colormix", ["steps", "red", "blue", "-i", "/dev/null"]),
            ("colorconv", ["spaces", "-i", "/dev/null"]),
        ] {
            let r = try Tool.run(tool, arguments)
            #expect(r.status == 64, "\(tool) \(arguments)")
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("/dev/null\"") && r.stderr.contains("would not be read"), "\(r.stderr)")
        }
        let alone = try Tool.run("colorconv", ["-i", "/dev/stdin"], stdin: "red\n")
        #expect(alone.status == 0)
        #expect(alone.lines == [##"{"color":"#ff0000","hex":"#ff0000"}"##])
    }

    /// A negative or too large seed is out of range, not a missing value.
    @Test(arguments: ["-1", "18446744073709551616", "-99999999999999999999"]) func aSeedOutOfRangeSaysSo(seed: String) throws {
        for tool in ["bullseye", "chroma-quiz"] {
            let r = try Tool.run(tool, ["--seed", seed, "--rounds", "1"], stdin: "")
            #expect(r.status == 64)
            #expect(r.stderr.contains("out of range: a seed is a whole number from 0 to 18446744073709551615"), "\(r.stderr)")
            #expect(!r.stderr.contains("Missing value"))
        }
        let word = try Tool.run("bullseye", ["--seed", "seven"], stdin: "")
        #expect(word.status == 64)
        #expect(word.stderr.contains("not a whole number"), "\(word.stderr)")
    }

    /// A stop's position may lie outside 0…1, as in CSS; the message for a bad one says so instead of "from 0 to 1".
    @Test func positionsOutsideTheLineAreAllowedAndTheMessageSaysSo() throws {
        let outside = try Tool.run("gradient", ["--steps", "2"], stdin: #"{"color":"red","position":-0.5}"# + "\n" + #"{"color":"blue","position":1.5}"# + "\n")
        #expect(outside.status == 0, "\(outside.stderr)")
        let bad = try Tool.run("gradient", [], stdin: #"{"color":"red","position":"x"}"# + "\nblue\ngold\n")
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("below 0 and above 1 are allowed"), "\(bad.stderr)")
        #expect(!bad.stderr.contains("from 0 to 1"))
    }
}
