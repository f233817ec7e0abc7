// The one executable: chromatools runs the tool its name says, through the
// six links or as `chromatools TOOL …`; --help lists the tools, and an
// unknown tool or name is a usage error.

import Foundation
import Testing

@Suite("chromatools, the one executable")
struct MultiCallTests {
    @Test func eachToolsNameIsALinkToChromatoolsAndRunsThatTool() throws {
        for name in Tool.toolNames {
            let target = try FileManager.default.destinationOfSymbolicLink(atPath: Tool.path(name))
            #expect(target == "chromatools", "\(name)")
            let help = try Tool.run(name, ["--help"])
            #expect(help.status == 0 && help.stdout.contains("USAGE: \(name)"), "\(name): \(help.stdout.prefix(200))")
        }
    }

    @Test func theFirstArgumentNamesTheToolWhenStartedAsChromatools() throws {
        let direct = try Tool.run("chromatools", ["colorconv", "tomato", "--to", "oklch"])
        let linked = try Tool.run("colorconv", ["tomato", "--to", "oklch"])
        #expect(direct.status == 0 && direct.stdout == linked.stdout && !direct.stdout.isEmpty)
        let mixed = try Tool.run("chromatools", ["colormix", "red", "blue"], stdin: "")
        #expect(mixed.status == 0 && mixed.stdout.contains("#8c53a2"))
    }

    @Test func helpListsTheSixToolsWithWhatEachDoes() throws {
        let help = try Tool.run("chromatools", ["--help"])
        #expect(help.status == 0 && help.stderr.isEmpty)
        for name in Tool.toolNames {
            #expect(help.stdout.contains("\n  \(name) "), "\(name) listed")
        }
        #expect(help.stdout.contains("Parse, convert, inspect and compare colors."))
        #expect(try Tool.run("chromatools", ["--version"]).stdout == "chromatools 0.1.0\n")
        #expect(try Tool.shell("chromatools --help > /dev/full").status == 74)
    }

    @Test func anUnknownToolOrNoToolIsAUsageError() throws {
        let unknown = try Tool.run("chromatools", ["colourconv", "red"])
        #expect(unknown.status == 64 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix(#"chromatools: unknown tool "colourconv": the tools are colorconv, colormix"#), "\(unknown.stderr)")
        let none = try Tool.run("chromatools")
        #expect(none.status == 64 && none.stderr.contains("name a tool"))
    }

    @Test func startedByAnotherNameItSaysSo() throws {
        let folder = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/paint", withDestinationPath: Tool.path("chromatools"))
        let result = try Tool.shell("'\(folder)/paint' red")
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(#"chromatools: started as "paint", which is not a tool's name"#), "\(result.stderr)")
    }

    /// The stream tools start without SQLite: the score store loads it with dlopen when a game opens a store.
    @Test func theStreamToolsDoNotLoadSQLiteAndTheGamesLoadItWhenTheyKeepScores() throws {
        let trace = ["LD_DEBUG": "files"]
        let stream = try Tool.run("colorconv", ["red"], environment: trace)
        #expect(stream.status == 0 && stream.stdout == "{\"color\":\"#ff0000\",\"hex\":\"#ff0000\"}\n")
        #expect(stream.stderr.contains("file=libc.so.6"), "LD_DEBUG traced the loads: \(stream.stderr.prefix(300))")
        #expect(!stream.stderr.contains("libsqlite3"), "colorconv loaded SQLite")
        let folder = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let game = try Tool.run(
            "bullseye", ["--seed", "7", "--rounds", "1", "--db", folder + "/scores.sqlite"],
            stdin: "{\"action\":\"hit\",\"value\":50}\n", environment: trace)
        #expect(game.status == 0 && game.stdout.contains("\"event\":\"over\""), "\(game.stdout)")
        #expect(game.stderr.contains("libsqlite3"), "bullseye loads SQLite when it keeps the score")
    }

    /// Nor readline or zlib: a prompt loads readline when it starts (the REPL tests run it), a PNG zlib when it is written.
    @Test func theStreamToolsDoNotLoadReadlineOrZlibAndAPNGLoadsZlib() throws {
        let trace = ["LD_DEBUG": "files"]
        let stream = try Tool.run("colorconv", ["red", "--to", "oklch"], environment: trace)
        #expect(stream.status == 0 && stream.stderr.contains("file=libc.so.6"), "\(stream.stderr.prefix(300))")
        for library in ["libreadline", "libtinfo", "libz.so"] {
            #expect(!stream.stderr.contains(library), "colorconv loaded \(library)")
        }
        let folder = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let picture = try Tool.run(
            "gradient", ["red", "blue", "--format", "png", "--size", "16x4", "-o", folder + "/g.png"], environment: trace)
        #expect(picture.status == 0 && picture.stderr.contains("libz.so"), "gradient loads zlib when it writes a PNG")
        #expect(!picture.stderr.contains("libreadline"), "gradient loaded readline")
    }
}
