// ghostdraw's REPL commands, run in process on a manual clock: each command's
// answer, the words it refuses (naming them), one-point strokes, points off
// the canvas, the six-tap secret, what wait reports, files that cannot be
// written, and the session clock itself. No terminal and no sleeping.

import ChromaKit
import ChromaGameEngines
import ChromaGames
import Foundation
import Testing

@testable import ChromaRuntime
@testable import ChromaStream
@testable import ChromaTerminal
@testable import GhostdrawCommands

/// A REPL session whose output is collected line by line.
private final class Session {
    let repl: GhostDrawREPL

    init(size: CanvasSize? = CanvasSize(width: 20, height: 10), clock: SessionClock = SessionClock(mode: .manual)) {
        repl = GhostDrawREPL(size: size, clock: clock, screenColors: .none, fileColor: .auto)
    }

    /// Runs each line as if typed; returns what those lines printed, results and errors apart.
    @discardableResult
    func type(_ lines: String...) -> (results: [String], errors: [String]) {
        var results: [String] = []
        var errors: [String] = []
        let io = REPLOutput(tool: "ghostdraw", results: { results.append($0) }, errors: { errors.append($0) })
        for line in lines { repl.perform(line, io: io) }
        return (results, errors)
    }

    var engine: GhostDraw { repl.engine }

    /// The picture visible now.
    var picture: GhostPicture { engine.picture(at: repl.now) }
}

/// A clock whose reading a test sets.
private final class SettableClock: GameClock {
    var now: Double

    init(_ now: Double) { self.now = now }
}

@Suite("ghostdraw REPL commands")
struct GhostDrawREPLCommandTests {
    @Test func toolChoosesWhatTheNextStrokesDrawWith() {
        let session = Session()
        #expect(session.type("tool blue").results == ["tool: blue"])
        #expect(session.type("stroke 1,1 4,1").results == ["stroke 1 (blue): appears at 3s"])
        #expect(session.engine.strokes.map(\.tool) == [.blue])
        #expect(session.repl.prompt == "ghostdraw 0s blue> ")
    }

    @Test(arguments: ["tool", "tap"])
    func anUnknownToolIsRefusedByName(command: String) {
        let session = Session()
        let output = session.type("\(command) purple")
        #expect(output.results.isEmpty)
        #expect(output.errors == [#"ghostdraw: unknown tool "purple": the tools are red, blue, green, eraser"#])
        #expect(session.engine.history.isEmpty)
        #expect(session.type(command).errors == ["ghostdraw: usage: \(command) red|blue|green|eraser"])
    }

    @Test func aStrokeOfOnePointIsADot() {
        let session = Session()
        #expect(session.type("stroke 3,4").results == ["stroke 1 (red): appears at 1s"])
        #expect(session.picture.paintedCellCount == 0, "a red stroke waits 1 s")
        session.type("wait 1")
        #expect(session.picture.paintedCellCount == 1)
        #expect(session.picture[3, 4] == .red)
    }

    @Test func pointsOffTheCanvasAreClippedAndKeptInTheLog() {
        let session = Session()  // 20x10
        session.type("line -5,2 30,2", "wait 1")
        let picture = session.picture
        #expect((0..<20).allSatisfy { picture[$0, 2] == .red })
        #expect(picture.paintedCellCount == 20)
        guard case .stroke(let points, _, _, _) = session.engine.history[0].action else {
            Issue.record("not a stroke: \(session.engine.history)")
            return
        }
        #expect(points == [GhostPoint(x: -5, y: 2), GhostPoint(x: 30, y: 2)])

        let offCanvas = session.type("stroke 100,100 200,-50")
        #expect(offCanvas.results == ["stroke 2 (red): appears at 2s (all of it off the canvas)"])
        #expect(offCanvas.errors.isEmpty)
    }

    @Test(arguments: ["3;4", "3,4,5", "3", "1.5,2", "x,5", "3,", ",4", "2000000000,0", "-9223372036854775808,0", "3 ,4"])
    func aBadPointIsRefusedByName(word: String) {
        let session = Session()
        let output = session.type(#"stroke 1,1 "\#(word)""#)
        #expect(output.results.isEmpty)
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix("ghostdraw: bad point \(Diagnostics.quote(word)): write x,y in whole cells") == true,
                "\(output.errors)")
        #expect(session.engine.history.isEmpty)
    }

    @Test func wrongNumbersOfPointsShowTheUsage() {
        let session = Session()
        #expect(session.type("stroke").errors == ["ghostdraw: usage: stroke X,Y [X,Y…]"])
        #expect(session.type("line 1,1").errors == ["ghostdraw: usage: line X1,Y1 X2,Y2"])
        #expect(session.type("rect 1,1 2,2 3,3").errors == ["ghostdraw: usage: rect X1,Y1 X2,Y2"])
        #expect(session.type("erase").errors == ["ghostdraw: usage: erase X,Y [RADIUS]"])
        #expect(session.type("wait").errors == ["ghostdraw: usage: wait SECONDS"])
        #expect(session.engine.history.isEmpty)
    }

    @Test func rectDrawsTheClosedOutline() {
        let session = Session()
        session.type("tool green", "rect 5,4 2,2", "wait 5")
        let picture = session.picture
        for x in 2...5 {
            #expect(picture[x, 2] == .green && picture[x, 4] == .green)
        }
        #expect(picture[2, 3] == .green && picture[5, 3] == .green)
        #expect(picture[3, 3] == nil && picture[4, 3] == nil)
        #expect(picture.paintedCellCount == 10)
        #expect(session.engine.strokes.count == 1)
    }

    @Test func eraseClearsWhatShowsAndKeepsTheTool() {
        let session = Session()
        session.type("tool blue", "line 0,0 9,0", "wait 3")
        #expect(session.type("erase 4,0 0").results == ["erased at 3s"])
        #expect(session.engine.tool == .blue)
        #expect(session.picture[4, 0] == nil && session.picture[3, 0] == .blue && session.picture[5, 0] == .blue)
        session.type("erase 8,0")  // the eraser's default radius, 1
        #expect(session.picture[7, 0] == nil && session.picture[8, 0] == nil && session.picture[9, 0] == nil)
        #expect(session.picture[6, 0] == .blue)

        #expect(session.type("erase 1,0 17").errors
            == [#"ghostdraw: bad radius "17": a whole number of cells from 0 to 16"#])
        #expect(session.type("erase 1,0 big").errors
            == [#"ghostdraw: bad radius "big": a whole number of cells from 0 to 16"#])
        #expect(session.picture[1, 0] == .blue)
    }

    @Test func eraseDoesNotTouchAStrokeStillWaiting() {
        let session = Session()
        session.type("tool green", "stroke 3,3")
        session.type("erase 3,3")
        session.type("wait 5")
        #expect(session.picture[3, 3] == .green, "the green dot appears after the erasure, over the erased place")
    }

    @Test func waitReportsTheStrokesThatAppearedMeanwhile() {
        let session = Session()
        session.type("stroke 1,1", "tool blue", "stroke 2,2", "tool green", "stroke 3,3")
        #expect(session.type("wait 2").results == ["stroke 1 (red) appeared at 1s", "now 2s · 2 waiting"])
        #expect(session.type("wait 0.5").results == ["now 2.5s · 2 waiting"])
        #expect(session.type("wait 3").results
            == ["stroke 2 (blue) appeared at 3s", "stroke 3 (green) appeared at 5s", "now 5.5s"])
        #expect(session.repl.prompt == "ghostdraw 5.5s green> ")
    }

    @Test(arguments: ["0", "-1", "nan", "inf", "3600.5", "abc", "1e9"])
    func aBadWaitIsRefusedByName(word: String) {
        let session = Session()
        #expect(session.type("wait \(word)").errors
            == ["ghostdraw: bad time \(Diagnostics.quote(word)): a number of seconds above 0 and at most 3600"])
        #expect(session.repl.now == 0)
    }

    @Test func changingTheToolLosesNoWaitingStroke() {
        let session = Session()
        session.type("tool green", "stroke 1,1", "tool red", "stroke 2,2", "tool blue")
        #expect(session.type("wait 5").results == [
            "stroke 2 (red) appeared at 1s", "stroke 1 (green) appeared at 5s", "now 5s",
        ])
    }

    @Test func sixTapsOnTheEraserRevealTheToggle() {
        let session = Session()
        #expect(session.type("toggle").errors
            == ["ghostdraw: there is no delay toggle to switch: it has not been revealed"])
        for _ in 1...5 {
            #expect(session.type("tap eraser").results == ["tool: eraser"])
        }
        #expect(session.type("tap eraser").results == ["tool: eraser", "the delay toggle is revealed: type toggle"])
        #expect(session.type("toggle").results == ["delay off"])
        #expect(session.type("tool blue", "stroke 4,4").results == ["tool: blue", "stroke 1 (blue): shown at once, the delay is off"])
        #expect(session.picture[4, 4] == .blue)
        #expect(session.type("toggle").results == ["delay on"])
        #expect(session.type("status").results == ["0s · blue · 1 stroke · delay on"])
    }

    @Test func tapsBrokenByAnotherCommandOrToolRevealNothing() {
        let session = Session()
        for _ in 1...3 { session.type("tap eraser") }
        session.type("tool eraser")  // chooses the eraser without tapping: the run starts over
        for _ in 1...5 { session.type("tap eraser") }
        #expect(!session.engine.isToggleRevealed)
        session.type("wait 3.5", "tap eraser")  // the sixth tap comes more than 3 s after the first
        #expect(!session.engine.isToggleRevealed)
    }

    @Test func undoTakesBackTheLastStrokeAndShakeClearsAll() {
        let session = Session()
        #expect(session.type("undo").errors == ["ghostdraw: nothing to undo: no stroke is on the canvas"])
        session.type("stroke 1,1", "stroke 2,2", "stroke 3,3")
        #expect(session.type("undo").results == ["took back stroke 3 (red)"])
        #expect(session.type("shake").results == ["cleared 2 strokes"])
        #expect(session.type("wait 2").results == ["now 2s"], "nothing appears after a shake")
        #expect(session.type("shake").results == ["cleared 0 strokes"])
    }

    @Test func showPrintsTheStatusAndThePictureVisibleNow() {
        let session = Session(size: CanvasSize(width: 4, height: 4))
        session.type("stroke 0,0 3,0")
        #expect(session.type("show").results == ["0s · red · 1 stroke · 1 waiting", "    ", "    "])
        session.type("wait 1", "tool blue", "stroke 0,3")
        #expect(session.type("show").results == ["1s · blue · 2 strokes · 1 waiting", "▀▀▀▀", "    "])
        session.type("wait 3")
        #expect(session.type("show").results == ["4s · blue · 2 strokes", "▀▀▀▀", "▄   "])
    }

    @Test func unknownCommandsAndHelp() {
        let session = Session()
        #expect(session.type("draw 1,1").errors == [#"ghostdraw: unknown command "draw"; type help for the commands"#])
        let help = session.type("help").results
        for command in ["tool", "tap", "stroke", "line", "rect", "erase", "toggle", "shake", "undo", "wait", "show",
                        "status", "save", "load", "export"] {
            #expect(help.contains { $0.hasPrefix("  \(command) ") }, "help lists \(command)")
        }
        #expect(session.type("help erase").results.first == "usage: erase X,Y [RADIUS]")
        #expect(session.repl.perform("quit", io: REPLOutput(tool: "ghostdraw")) == false)
    }

    @Test func toolNamesCompleteAfterToolAndTap() {
        let session = Session()
        #expect(session.repl.completionCandidates(lineBeforeWord: "tool ", word: "") == ["blue", "eraser", "green", "red"])
        #expect(session.repl.completionCandidates(lineBeforeWord: "tap ", word: "e") == ["eraser"])
        #expect(session.repl.completionCandidates(lineBeforeWord: "", word: "st") == ["status", "stroke"])
        #expect(session.repl.completionCandidates(lineBeforeWord: "stroke ", word: "") == [])
        #expect(session.repl.completionCandidates(lineBeforeWord: "tool red ", word: "") == [])
    }
}

@Suite("ghostdraw REPL files")
struct GhostDrawREPLFileTests {
    @Test func exportToAnUnwritablePathIsAnErrorAndTheSessionGoesOn() {
        let session = Session()
        session.type("stroke 1,1")
        let output = session.type("export /nonexistent/dir/x.svg")
        #expect(output.results.isEmpty)
        #expect(output.errors == [#"ghostdraw: cannot create a file in "/nonexistent/dir": No such file or directory"#])
        #expect(session.type("stroke 2,2", "status").results == ["stroke 2 (red): appears at 1s", "0s · red · 2 strokes · 2 waiting"])
    }

    @Test(arguments: ["picture.gif", "picture", "/tmp/.svg"])
    func exportWithAnUnknownExtensionIsAnError(path: String) {
        let session = Session()
        let output = session.type("export \(path)")
        #expect(output.errors
            == ["ghostdraw: cannot tell the format of \(Diagnostics.quote(path)): name the file .svg or .png (or .ans for terminal text)"])
        #expect(session.type("status").errors.isEmpty)
    }

    @Test func exportWritesThePictureVisibleNow() throws {
        let folder = try scratchDirectory("ghost-export")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = Session()
        session.type("tool blue", "line 0,0 9,9", "wait 2")
        let svgPath = folder.appendingPathComponent("early.svg").path
        #expect(session.type("export \(svgPath)").results == ["exported the picture at 2s to \(svgPath)"])
        let empty = GhostPicture(size: session.engine.size)
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8) == GhostPictureOutput.svg(empty))

        session.type("wait 1")
        let ansPath = folder.appendingPathComponent("later.ans").path
        session.type("export \(svgPath)", "export \(ansPath)")
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8) == GhostPictureOutput.svg(session.picture))
        let lines = GhostPictureOutput.ansiLines(session.picture, mode: .none)
        #expect(try String(contentsOfFile: ansPath, encoding: .utf8) == lines.map { $0 + "\n" }.joined())
    }

    @Test func saveThenLoadGivesTheSameSession() throws {
        let folder = try scratchDirectory("ghost-save")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("session.ndjson").path
        let drawing = Session()
        drawing.type("tool green", "rect 1,1 8,6", "wait 1.25", "tap blue", "stroke 2,2 -4,30", "erase 3,3 2", "wait 0.5")
        #expect(drawing.type("save \(path)").results == ["saved 5 events to \(path)"])

        let loading = Session(size: nil)
        #expect(loading.type("load \(path)").results == ["loaded 5 events from \(path): 20x10 canvas, time 1.25s"])
        #expect(loading.engine == drawing.engine)
        #expect(loading.repl.now == 1.25, "session time goes on from the log's last event")

        let savedAgain = folder.appendingPathComponent("again.ndjson").path
        loading.type("save \(savedAgain)")
        #expect(try String(contentsOfFile: savedAgain, encoding: .utf8) == String(contentsOfFile: path, encoding: .utf8))
        #expect(loading.type("wait 5").results == [
            "stroke 2 (blue) appeared at 4.25s", "stroke 1 (green) appeared at 5s", "now 6.25s",
        ])
    }

    @Test func loadKeepsTheEventsBeforeABadLine() throws {
        let folder = try scratchDirectory("ghost-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bad.ndjson").path
        try """
            {"event":"canvas","width":30,"height":12}
            {"t":1,"event":"stroke","tool":"blue","points":[[1,1]]}
            {"t":2,"event":"paint"}
            {"t":3,"event":"shake"}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = Session(size: nil)
        let output = session.type("load \(path)")
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix(#"ghostdraw: \#(path): line 3: unknown event "paint""#) == true, "\(output.errors)")
        #expect(output.results == ["loaded 1 event from \(path), up to its bad line: 30x12 canvas, time 1s"])
        #expect(session.engine.strokes.count == 1)
        #expect(session.type("wait 3").results == ["stroke 1 (blue) appeared at 4s", "now 4s"])
    }

    @Test func theSizeOptionOverridesALoadedLogsSize() throws {
        let folder = try scratchDirectory("ghost-size")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.ndjson").path
        Session(size: CanvasSize(width: 40, height: 20)).type("stroke 30,15", "save \(path)")
        let session = Session(size: CanvasSize(width: 8, height: 8))
        #expect(session.type("load \(path)").results == ["loaded 1 event from \(path): 8x8 canvas, time 0s"])
        #expect(session.engine.size == CanvasSize(width: 8, height: 8))
    }

    @Test func aFileThatCannotBeLoadedChangesNothing() throws {
        let session = Session()
        session.type("stroke 1,1", "wait 2")
        let missing = "/nonexistent/session.ndjson"
        #expect(session.type("load \(missing)").errors
            == [#"ghostdraw: cannot open "/nonexistent/session.ndjson": No such file or directory"#])
        #expect(session.type("load -").errors == ["ghostdraw: load reads a file, not standard input: give a file name"])
        #expect(session.engine.strokes.count == 1)
        #expect(session.repl.now == 2)
    }

    @Test func saveToAnUnwritablePathIsAnError() {
        let session = Session()
        session.type("stroke 1,1")
        #expect(session.type("save /nonexistent/dir/s.ndjson").errors
            == [#"ghostdraw: cannot create a file in "/nonexistent/dir": No such file or directory"#])
        #expect(session.type("status").errors.isEmpty)
    }
}

@Suite("session clock, as ghostdraw's REPL uses it")
struct SessionClockTests {
    @Test func realTimeCountsWithTheWaits() {
        let real = SettableClock(100)
        let clock = SessionClock(mode: .real, source: real)
        #expect(clock.now == 0)
        real.now = 101.25
        #expect(clock.now == 1.25)
        clock.skip(10)
        #expect(clock.now == 11.25)
        clock.set(to: 3)
        #expect(clock.now == 3)
        real.now = 102.25
        #expect(clock.now == 4)
        real.now = 90
        #expect(clock.now == 3, "a source going back does not take the clock below the time it was set to")
    }

    @Test func manualTimeCountsOnlyTheWaits() {
        let real = SettableClock(100)
        let clock = SessionClock(mode: .manual, source: real)
        real.now = 500
        #expect(clock.now == 0)
        clock.skip(0.1)
        clock.skip(0.2)
        #expect(GhostDraw.quantized(clock.now) == 0.3)
        clock.set(to: 7.5)
        real.now = 900
        #expect(clock.now == 7.5)
    }

    @Test func aStoppedClockReadsTheTimeItWasStoppedAt() {
        let real = SettableClock(100)
        let clock = SessionClock(source: real)
        real.now = 105
        #expect(clock.now == 5)
        clock.stop(at: 2.5)
        #expect(clock.mode == .manual)
        real.now = 200
        #expect(clock.now == 2.5)
        clock.stop(at: 7)
        #expect(clock.now == 7)
    }

    @Test func theSessionTimeIsInWholeMilliseconds() {
        let real = SettableClock(100)
        let session = Session(clock: SessionClock(mode: .real, source: real))
        real.now = 101.2504
        #expect(session.repl.now == 1.25)
    }

    @Test func aRealClockSessionDrawsAtTheRealTime() {
        let real = SettableClock(50)
        let session = Session(clock: SessionClock(mode: .real, source: real))
        real.now = 52.5
        #expect(session.type("stroke 1,1").results == ["stroke 1 (red): appears at 3.5s"])
        #expect(session.type("wait 1").results == ["stroke 1 (red) appeared at 3.5s", "now 3.5s"])
        real.now = 53
        #expect(session.repl.prompt == "ghostdraw 4s red> ")
    }
}

/// A fresh empty folder under the temporary directory.
private func scratchDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
