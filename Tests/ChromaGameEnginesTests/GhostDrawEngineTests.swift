// The ghostdraw engine, rule by rule, with the clock moved by hand: delays per
// tool counted from the stroke's end, the eraser over what is visible only,
// tool changes that lose nothing, shake, undo, the six-tap secret and the
// delay toggle, time order. The original app's two known bugs each have a
// test named after them.

import Testing

@testable import ChromaKit
@testable import ChromaGameEngines

/// A point, written short.
private func p(_ x: Int, _ y: Int) -> GhostPoint { GhostPoint(x: x, y: y) }

/// A horizontal stroke along row `y` from x = 0 to 9 (or a given polyline), drawn with `tool` from `start` to now.
private func stroke(_ tool: GhostTool? = nil, _ points: [GhostPoint] = [p(0, 1), p(9, 1)], start: Double? = nil, radius: Int? = nil) -> GhostDrawAction {
    .stroke(points: points, tool: tool, radius: radius, start: start)
}

@Suite("ghostdraw engine")
struct GhostDrawEngineTests {
    let size = CanvasSize(width: 20, height: 10)!

    func canvas() -> GhostDraw { GhostDraw(GhostDraw.Configuration(size: size)) }

    // MARK: Delays

    @Test(arguments: [(GhostTool.red, 1.0), (.blue, 3.0), (.green, 5.0)])
    func eachPenAppearsItsDelayAfterItsStrokeEnds(tool: GhostTool, delay: Double) throws {
        var game = canvas()
        _ = try game.apply(stroke(tool, start: 0), at: 2)
        #expect(game.picture(at: 2 + delay - 0.001)[0, 1] == nil)
        #expect(game.pendingStrokes(at: 2 + delay - 0.001).count == 1)
        #expect(game.picture(at: 2 + delay)[0, 1] == tool)
        #expect(game.picture(at: 2 + delay)[9, 1] == tool)
        #expect(game.pendingStrokes(at: 2 + delay).isEmpty)
    }

    /// Known bug 1 of the original: its timer started when the drag began, so a slow stroke appeared as soon as it ended.
    @Test func knownBug1_theDelayStartsWhenTheStrokeEnds() throws {
        var game = canvas()
        // A red stroke drawn slowly, from 0 s to 4 s: 1 s of delay from its end, not from its start.
        _ = try game.apply(stroke(.red, start: 0), at: 4)
        #expect(game.picture(at: 4)[0, 1] == nil, "not at the end of the stroke")
        #expect(game.picture(at: 4.999)[0, 1] == nil)
        #expect(game.picture(at: 5)[0, 1] == .red)
        #expect(game.strokes[0].appearsAt == 5)
    }

    /// Known bug 2 of the original: changing the color while a drawing was pending lost that drawing.
    @Test func knownBug2_changingTheToolLosesNoPendingStroke() throws {
        var game = canvas()
        _ = try game.apply(stroke(.green, [p(0, 0), p(5, 0)]), at: 0)  // appears at 5
        _ = try game.apply(.tap(.red), at: 0.5)
        _ = try game.apply(stroke(nil, [p(0, 2), p(5, 2)]), at: 1)  // red, appears at 2
        _ = try game.apply(.tool(.blue), at: 1.5)
        _ = try game.apply(.tap(.eraser), at: 1.8)
        #expect(game.tool == .eraser)
        let picture = game.picture(at: 5)
        #expect(picture[0, 0] == .green, "the green stroke keeps its color")
        #expect(picture[0, 2] == .red, "the red stroke too")
        #expect(game.picture(at: 4.9)[0, 0] == nil, "and its own time: 5 s after its end")
    }

    @Test func aStrokeWithoutAToolUsesTheCurrentOne() throws {
        var game = canvas()
        #expect(game.tool == .red)
        _ = try game.apply(.tool(.blue), at: 0)
        let events = try game.apply(stroke(), at: 1)
        guard case .drew(let drawn) = events.first else { Issue.record("no stroke event: \(events)"); return }
        #expect(drawn.tool == .blue && drawn.appearsAt == 4 && drawn.number == 1)
    }

    // MARK: The eraser

    @Test func theEraserClearsWhatIsVisibleAtOnce() throws {
        var game = canvas()
        _ = try game.apply(stroke(.red), at: 0)  // visible from 1
        _ = try game.apply(.stroke(points: [p(4, 1)], tool: .eraser, radius: 0, start: nil), at: 2)
        let picture = game.picture(at: 2)
        #expect(picture[4, 1] == nil)
        #expect(picture[3, 1] == .red && picture[5, 1] == .red)
    }

    @Test func theEraserNeverTouchesAPendingStroke() throws {
        var game = canvas()
        _ = try game.apply(stroke(.blue), at: 0)  // appears at 3
        _ = try game.apply(.stroke(points: [p(0, 1), p(9, 1)], tool: .eraser, radius: 0, start: 1), at: 2)
        #expect(game.picture(at: 2.5)[4, 1] == nil)
        #expect(game.picture(at: 3)[4, 1] == .blue, "the blue stroke appears whole, over the erased place")
    }

    @Test func theEraserHasARoundBrushOfRadiusOne() throws {
        var game = canvas()
        for row in 0..<5 {
            _ = try game.apply(stroke(.red, [p(0, row), p(9, row)]), at: 0)
        }
        _ = try game.apply(.tap(.eraser), at: 2)
        _ = try game.apply(stroke(nil, [p(4, 2)]), at: 2)
        let picture = game.picture(at: 2)
        for (x, y) in [(4, 2), (3, 2), (5, 2), (4, 1), (4, 3), (3, 1), (5, 3)] {
            #expect(picture[x, y] == nil, "(\(x),\(y)) is under the eraser")
        }
        #expect(picture[2, 2] == .red && picture[4, 0] == .red && picture[4, 4] == .red)
    }

    @Test func laterStrokesPaintOverEarlierOnesInTheOrderTheyAppear() throws {
        var game = canvas()
        _ = try game.apply(stroke(.green, [p(0, 1), p(9, 1)]), at: 0)  // appears at 5
        _ = try game.apply(stroke(.red, [p(0, 1), p(9, 1)]), at: 1)  // appears at 2
        #expect(game.picture(at: 3)[0, 1] == .red)
        #expect(game.picture(at: 5)[0, 1] == .green, "green appeared last")
    }

    // MARK: Shake and undo

    @Test func aShakeClearsTheCanvasAndEveryPendingStroke() throws {
        var game = canvas()
        _ = try game.apply(stroke(.red, [p(0, 0), p(9, 0)]), at: 0)  // shown at 1
        _ = try game.apply(stroke(.green, [p(0, 2), p(9, 2)]), at: 1)  // would appear at 6
        let events = try game.apply(.shake, at: 2)
        guard case .shook(let cleared) = events.first else { Issue.record("no shake event"); return }
        #expect(cleared.map(\.number) == [1, 2])
        #expect(game.strokes.isEmpty)
        #expect(game.picture(at: 10).paintedCellCount == 0, "the green stroke never appears")
        #expect(game.picture(at: 1.5)[0, 0] == .red, "before the shake the red stroke showed")
        _ = try game.apply(stroke(.red, [p(0, 4)]), at: 3)
        #expect(game.strokes.map(\.number) == [3], "numbers go on after a shake")
    }

    @Test func undoTakesBackTheLastStrokeShownOrPending() throws {
        var game = canvas()
        _ = try game.apply(stroke(.red, [p(0, 0), p(9, 0)]), at: 0)
        _ = try game.apply(stroke(.blue, [p(0, 2), p(9, 2)]), at: 1)
        _ = try game.apply(.undo, at: 1.5)  // the pending blue one
        #expect(game.strokes.map(\.number) == [1])
        #expect(game.picture(at: 10)[0, 2] == nil)
        _ = try game.apply(.undo, at: 2)  // the shown red one
        #expect(game.picture(at: 10).paintedCellCount == 0)
        #expect(throws: GhostDrawError.nothingToUndo) { try game.apply(.undo, at: 3) }
    }

    @Test func undoingAnErasureBringsBackWhatItErased() throws {
        var game = canvas()
        _ = try game.apply(stroke(.red), at: 0)
        _ = try game.apply(.stroke(points: [p(4, 1)], tool: .eraser, radius: 0, start: nil), at: 2)
        #expect(game.picture(at: 2)[4, 1] == nil)
        _ = try game.apply(.undo, at: 3)
        #expect(game.picture(at: 3)[4, 1] == .red)
    }

    // MARK: The secret

    func tapEraser(_ game: inout GhostDraw, times: Int, from start: Double, every step: Double = 0.2) throws -> [GhostDrawEvent] {
        var events: [GhostDrawEvent] = []
        for i in 0..<times { events += try game.apply(.tap(.eraser), at: start + Double(i) * step) }
        return events
    }

    @Test func sixTapsOnTheEraserRevealTheToggle() throws {
        var game = canvas()
        let events = try tapEraser(&game, times: 6, from: 0)
        #expect(events.contains(.toggleRevealed))
        #expect(game.isToggleRevealed)
        #expect(game.summary.hasSuffix("delay on"), "the state shows once revealed: \(game.summary)")
    }

    @Test func fiveTapsAreNotEnough() throws {
        var game = canvas()
        let events = try tapEraser(&game, times: 5, from: 0)
        #expect(!events.contains(.toggleRevealed))
        #expect(!game.isToggleRevealed)
        #expect(!game.summary.contains("delay"), "nothing gives the secret away: \(game.summary)")
        #expect(throws: GhostDrawError.toggleHidden) { try game.apply(.toggle, at: 2) }
    }

    @Test(arguments: [
        GhostDrawAction.tap(.red), .tool(.eraser), .undo, .shake,
        .stroke(points: [GhostPoint(x: 1, y: 1)], tool: .eraser, radius: nil, start: nil),
    ])
    func anActionInBetweenResetsTheCount(action: GhostDrawAction) throws {
        var game = canvas()
        _ = try game.apply(stroke(.red), at: 0)
        _ = try tapEraser(&game, times: 3, from: 1)
        _ = try? game.apply(action, at: 1.7)
        _ = try tapEraser(&game, times: 3, from: 1.8)
        #expect(!game.isToggleRevealed, "3 + 3 taps with \(action) between")
        _ = try tapEraser(&game, times: 3, from: 2.4)
        #expect(game.isToggleRevealed, "six in a row after it")
    }

    @Test func theSixTapsMustFallWithinThreeSeconds() throws {
        var slow = canvas()
        _ = try tapEraser(&slow, times: 6, from: 0, every: 0.61)  // 3.05 s from first to last
        #expect(!slow.isToggleRevealed)
        var justInTime = canvas()
        _ = try tapEraser(&justInTime, times: 6, from: 0, every: 0.6)  // exactly 3 s
        #expect(justInTime.isToggleRevealed)
        _ = try tapEraser(&slow, times: 1, from: 3.6)  // the last six taps, 0.61 to 3.6, fall within 3 s
        #expect(slow.isToggleRevealed)
    }

    @Test func theToggleTurnsDelaysOffAndOn() throws {
        var game = canvas()
        _ = try tapEraser(&game, times: 6, from: 0)
        #expect(try game.apply(.toggle, at: 2) == [.delays(on: false)])
        #expect(game.summary.hasSuffix("delay off"))
        _ = try game.apply(stroke(.green, [p(0, 0), p(9, 0)]), at: 3)
        #expect(game.picture(at: 3)[0, 0] == .green, "with delays off a stroke appears as it ends")
        #expect(try game.apply(.toggle, at: 4) == [.delays(on: true)])
        _ = try game.apply(stroke(.blue, [p(0, 2), p(9, 2)]), at: 5)
        #expect(game.picture(at: 7.9)[0, 2] == nil && game.picture(at: 8)[0, 2] == .blue)
    }

    @Test func aStrokesDelayIsFixedWhenItEnds() throws {
        var game = canvas()
        _ = try tapEraser(&game, times: 6, from: 0)
        _ = try game.apply(stroke(.green, [p(0, 0), p(9, 0)]), at: 2)  // appears at 7
        _ = try game.apply(.toggle, at: 3)
        #expect(game.picture(at: 3)[0, 0] == nil, "turning delays off does not move a pending stroke")
        #expect(game.picture(at: 7)[0, 0] == .green)
    }

    // MARK: Time and refusals

    @Test func actionsOutOfTimeOrderAreRefusedAndChangeNothing() throws {
        var game = canvas()
        _ = try game.apply(stroke(.red), at: 2)
        let before = game
        #expect(throws: GhostDrawError.outOfOrder(time: 1, previous: 2)) { try game.apply(.shake, at: 1) }
        #expect(game == before)
    }

    @Test func aStrokeMayStartBeforeThePreviousActionButNotAfterItsEnd() throws {
        var game = canvas()
        _ = try game.apply(.tap(.blue), at: 1)  // a key pressed while the stroke was being drawn
        _ = try game.apply(stroke(nil, start: 0.5), at: 2)
        #expect(game.strokes[0].start == 0.5 && game.strokes[0].end == 2)
        #expect(throws: GhostDrawError.badStart(start: 3, end: 2.5)) { try game.apply(stroke(nil, start: 3), at: 2.5) }
    }

    @Test func refusedStrokes() throws {
        var game = canvas()
        #expect(throws: GhostDrawError.noPoints) { try game.apply(.stroke(points: [], tool: .red, radius: nil, start: nil), at: 0) }
        #expect(throws: GhostDrawError.badRadius(17)) { try game.apply(stroke(.red, radius: 17), at: 0) }
        let tooMany = Array(repeating: p(1, 1), count: GhostRaster.maximumPoints + 1)
        #expect(throws: GhostDrawError.tooManyPoints(GhostRaster.maximumPoints + 1)) { try game.apply(stroke(.red, tooMany), at: 0) }
        #expect(game.history.isEmpty && game.strokesDrawn == 0)
    }

    @Test func timesAreKeptToTheMillisecond() throws {
        var game = canvas()
        _ = try game.apply(stroke(.red, start: 0.12345), at: 1.00049)
        #expect(game.strokes[0].start == 0.123 && game.strokes[0].end == 1 && game.strokes[0].appearsAt == 2)
    }

    @Test func theHistoryRecordsActionsWithWhatTheyLeftToTheState() throws {
        var game = canvas()
        _ = try game.apply(.tool(.green), at: 0.5)
        _ = try game.apply(stroke(nil, [p(1, 1)], start: 1), at: 1.5)
        #expect(game.history == [
            GhostDrawEntry(time: 0.5, action: .tool(.green)),
            GhostDrawEntry(time: 1.5, action: .stroke(points: [p(1, 1)], tool: .green, radius: 0, start: 1)),
        ])
    }

    @Test func aPictureOfAnEarlierTimeIsTheRewoundCanvasAtThatTime() throws {
        var game = canvas()
        _ = try game.apply(stroke(.red), at: 0)
        _ = try game.apply(.shake, at: 5)
        #expect(game.picture(at: 2)[0, 1] == .red, "before the shake")
        #expect(game.picture(at: 5)[0, 1] == nil)
        #expect(game.settledTime == 5)
        _ = try game.apply(stroke(.green), at: 6)
        #expect(game.settledTime == 11)
        #expect(game.nextAppearance(after: 6) == 11)
    }

    @Test func theEngineConformsToTheGameShapeAndNeverEnds() throws {
        var random = SeededRandomGenerator(seed: 1)
        var (game, events) = GhostDraw.start(GhostDraw.Configuration(size: size), random: &random, clock: ManualClock())
        #expect(events.isEmpty && !game.isOver)
        _ = try game.apply(stroke(.red), random: &random, clock: ManualClock(now: 1))
        #expect(game.summary == "red · 1 stroke · 1 waiting")
    }
}
