// The ghostdraw canvas grid and event log: strokes rasterized without gaps,
// clipped at the edges, dots and round brushes; log lines read and written,
// every bad line refused with a message, a log that replays to the same
// canvas, and the reveals of a session.

import Testing

@testable import ChromaKit
@testable import ChromaGameEngines

private func p(_ x: Int, _ y: Int) -> GhostPoint { GhostPoint(x: x, y: y) }

@Suite("ghostdraw raster")
struct GhostRasterTests {
    let size = CanvasSize(width: 40, height: 20)!

    /// The cells as points.
    func points(_ cells: [Int32]) -> Set<GhostPoint> {
        Set(cells.map { GhostPoint(x: Int($0) % size.width, y: Int($0) / size.width) })
    }

    @Test(arguments: [
        [p(0, 0), p(39, 19)], [p(3, 17), p(30, 2)], [p(5, 5), p(6, 19)], [p(39, 0), p(0, 1)],
        [p(2, 2), p(20, 2), p(20, 15), p(2, 15), p(2, 2)],
    ])
    func aPolylineHasNoGaps(_ polyline: [GhostPoint]) {
        let cells = points(GhostRaster.cells(of: polyline, radius: 0, on: size))
        // Every cell but the last touches another (8-connected), and both ends are drawn.
        #expect(cells.contains(polyline.first!) && cells.contains(polyline.last!))
        for cell in cells {
            let neighbours = cells.filter { $0 != cell && abs($0.x - cell.x) <= 1 && abs($0.y - cell.y) <= 1 }
            #expect(!neighbours.isEmpty, "\(cell) stands alone")
        }
        // Each segment needs as many cells as its longer side, plus one.
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let segment = points(GhostRaster.cells(of: [a, b], radius: 0, on: size))
            #expect(segment.count == max(abs(a.x - b.x), abs(a.y - b.y)) + 1)
        }
    }

    @Test func aStrokeOfOnePointIsADot() {
        #expect(points(GhostRaster.cells(of: [p(7, 3)], radius: 0, on: size)) == [p(7, 3)])
        #expect(GhostRaster.cells(of: [p(7, 3)], radius: 1, on: size).count == 9)
        #expect(GhostRaster.cells(of: [p(7, 7)], radius: 2, on: size).count == 21, "radius 2 is round: 5×5 less the corners")
    }

    @Test func pointsOffTheCanvasAreClipped() {
        // A line from far left to far right along row 5 covers exactly that row.
        let row = points(GhostRaster.cells(of: [p(-1_000_000_000, 5), p(1_000_000_000, 5)], radius: 0, on: size))
        #expect(row == Set((0..<40).map { p($0, 5) }))
        // A diagonal entering through a corner keeps its slope.
        let diagonal = points(GhostRaster.cells(of: [p(-10, -10), p(10, 10)], radius: 0, on: size))
        #expect(diagonal == Set((0...10).map { p($0, $0) }))
        // A segment wholly outside covers nothing, nor does a dot outside.
        #expect(GhostRaster.cells(of: [p(-5, -5), p(-1, 30)], radius: 0, on: size).isEmpty)
        #expect(GhostRaster.cells(of: [p(40, 0)], radius: 0, on: size).isEmpty)
        // A brush just off the edge still reaches in.
        #expect(points(GhostRaster.cells(of: [p(-1, 5)], radius: 1, on: size)) == [p(0, 4), p(0, 5), p(0, 6)])
    }

    @Test func aScribbleOverOnePlaceCostsOnePass() {
        // 50 000 points back and forth across the canvas with the widest brush: the path is traced once per cell.
        let scribble = (0..<GhostRaster.maximumPoints).map { $0 % 2 == 0 ? p(-1_000_000, 10) : p(1_000_000, 10) }
        let cells = GhostRaster.cells(of: scribble, radius: GhostRaster.maximumRadius, on: size)
        #expect(cells.count == size.cellCount, "radius 16 around row 10 covers the whole 40×20 canvas")
    }

    @Test func sizesAreReadAsWidthByHeight() {
        #expect(CanvasSize(parsing: "80x48") == CanvasSize(width: 80, height: 48))
        #expect(CanvasSize(parsing: "3X2") == CanvasSize(width: 3, height: 2))
        for bad in ["", "80", "80x", "x48", "0x5", "5x0", "1001x5", "-3x4", "8 0x4", "80x48x2", "٣x4"] {
            #expect(CanvasSize(parsing: bad) == nil, "\(bad)")
        }
    }
}

@Suite("ghostdraw log")
struct GhostDrawLogTests {
    @Test func theIssuesExampleLinesAreRead() throws {
        #expect(try GhostDrawLog.decode(#"{"t":0.0,"event":"stroke","tool":"red","points":[[3,4],[10,4]],"end":1.2}"#)
            == .entry(GhostDrawEntry(time: 1.2, action: .stroke(points: [p(3, 4), p(10, 4)], tool: .red, radius: nil, start: 0))))
        #expect(try GhostDrawLog.decode(#"{"t":1.5,"event":"tool","tool":"green"}"#) == .entry(GhostDrawEntry(time: 1.5, action: .tool(.green))))
        #expect(try GhostDrawLog.decode(#"{"t":2.0,"event":"tap","button":"eraser"}"#) == .entry(GhostDrawEntry(time: 2, action: .tap(.eraser))))
        #expect(try GhostDrawLog.decode(#"{"t":2.1,"event":"toggle"}"#) == .entry(GhostDrawEntry(time: 2.1, action: .toggle)))
        #expect(try GhostDrawLog.decode(#"{"t":3.0,"event":"shake"}"#) == .entry(GhostDrawEntry(time: 3, action: .shake)))
        #expect(try GhostDrawLog.decode(#"{"t":3.5,"event":"undo"}"#) == .entry(GhostDrawEntry(time: 3.5, action: .undo)))
        #expect(try GhostDrawLog.decode(#"{"event":"canvas","width":30,"height":12}"#) == .canvas(CanvasSize(width: 30, height: 12)!))
        #expect(try GhostDrawLog.decode(#" { "event" : "stroke" , "t" : 1 , "points" : [ [ 1 , 2 ] ] , "radius" : 3 , "x" : {} } "#)
            == .entry(GhostDrawEntry(time: 1, action: .stroke(points: [p(1, 2)], tool: nil, radius: 3, start: 1))))
    }

    static let badLines: [(line: String, message: String)] = [
        ("", "blank line"),
        ("stroke 1,2", "not a JSON object"),
        (#"{"t":1,"event":"stroke""#, "invalid JSON"),
        (#"{"t":1}"#, #"missing "event""#),
        (#"{"t":1,"event":7}"#, #""event" must be a string"#),
        (#"{"t":1,"event":"draw"}"#, #"unknown event "draw""#),
        (#"{"event":"shake"}"#, #"missing "t""#),
        (#"{"t":-1,"event":"shake"}"#, #""t" must be a number of seconds"#),
        (#"{"t":"1","event":"shake"}"#, #""t" must be a number of seconds"#),
        (#"{"t":1,"event":"stroke"}"#, #"a stroke needs "points""#),
        (#"{"t":1,"event":"stroke","points":[]}"#, #""points" is empty"#),
        (#"{"t":1,"event":"stroke","points":[[1]]}"#, #""points" must be a list of [x,y] pairs"#),
        (#"{"t":1,"event":"stroke","points":[[1,2,3]]}"#, #""points" must be a list of [x,y] pairs"#),
        (#"{"t":1,"event":"stroke","points":[[1.5,2]]}"#, #""points" must be a list of [x,y] pairs"#),
        (#"{"t":1,"event":"stroke","points":[["1",2]]}"#, #""points" must be a list of [x,y] pairs"#),
        (#"{"t":1,"event":"stroke","points":[1,2]}"#, #""points" must be a list of [x,y] pairs"#),
        (#"{"t":1,"event":"stroke","points":[[1,2]],"junk":[[[1]]]}"#, ""),
        (#"{"t":1,"event":"stroke","points":[[1e10,2]]}"#, "at most 1000000000 cells off the canvas"),
        (#"{"t":2,"event":"stroke","points":[[1,2]],"end":1}"#, #""end" (1) is before "t" (2)"#),
        (#"{"t":1,"event":"stroke","points":[[1,2]],"tool":"purple"}"#, #"unknown tool "purple": the tools are red, blue, green, eraser"#),
        (#"{"t":1,"event":"stroke","points":[[1,2]],"radius":99}"#, #""radius" must be a whole number of cells from 0 to 16"#),
        (#"{"t":1,"event":"tool"}"#, #"a tool event needs "tool""#),
        (#"{"t":1,"event":"tool","tool":"RED"}"#, "unknown tool"),
        (#"{"t":1,"event":"tap","button":"pencil"}"#, "unknown button"),
        (#"{"event":"canvas","width":0,"height":5}"#, #"a canvas needs "width" and "height""#),
        (#"{"event":"canvas","width":5}"#, #"a canvas needs "width" and "height""#),
    ]

    @Test(arguments: badLines)
    func badLinesAreRefusedWithAMessage(line: String, message: String) {
        do {
            _ = try GhostDrawLog.decode(line)
            #expect(message.isEmpty, "\(line) was read")
        } catch {
            #expect(!message.isEmpty && error.message.contains(message), "\(line): \(error.message)")
        }
    }

    @Test func aWrittenLogReadsBackToTheSameCanvas() throws {
        var game = GhostDraw(GhostDraw.Configuration(size: CanvasSize(width: 30, height: 12)!))
        _ = try game.apply(.stroke(points: [p(1, 1), p(20, 1), p(20, 9)], tool: nil, radius: nil, start: 0.25), at: 1.2)
        _ = try game.apply(.tool(.green), at: 1.5)
        for i in 0..<6 { _ = try game.apply(.tap(.eraser), at: 2 + Double(i) * 0.1) }
        _ = try game.apply(.toggle, at: 2.7)
        _ = try game.apply(.stroke(points: [p(5, 5)], tool: .eraser, radius: 3, start: nil), at: 3)
        _ = try game.apply(.stroke(points: [p(-4, 4), p(40, 4)], tool: .blue, radius: 0, start: 3.1), at: 3.3333)
        _ = try game.apply(.undo, at: 3.5)
        _ = try game.apply(.shake, at: 4)
        _ = try game.apply(.stroke(points: [p(2, 2), p(3, 3)], tool: .green, radius: 1, start: 4.5), at: 5)

        let text = GhostDrawLog.text(of: game)
        var reader = GhostDrawLogReader()
        for line in text.split(separator: "\n") { try reader.read(String(line)) }
        #expect(reader.loggedSize == game.size)
        #expect(reader.canvas == game)
        #expect(GhostDrawLog.text(of: reader.canvas) == text)
        #expect(text.hasPrefix(#"{"event":"canvas","width":30,"height":12}"# + "\n" + #"{"t":0.25,"event":"stroke","tool":"red","points":[[1,1],[20,1],[20,9]],"end":1.2}"#))
        #expect(text.contains(#"{"t":3,"event":"stroke","tool":"eraser","points":[[5,5]],"end":3,"radius":3}"#))
        #expect(text.contains(#""end":3.333}"#))
        #expect(text.contains(#"{"t":2.7,"event":"toggle"}"#))
    }

    @Test func theReaderStopsAtABadLineWithTheValidPrefixKept() throws {
        var reader = GhostDrawLogReader(fallback: CanvasSize(width: 10, height: 4)!)
        try reader.read(#"{"t":0,"event":"stroke","tool":"red","points":[[0,0],[9,0]],"end":1}"#)
        try reader.read("   ")
        let before = reader.canvas
        #expect(throws: GameActionError.self) { try reader.read(#"{"t":0.5,"event":"shake"}"#) }  // out of order
        #expect(throws: GameActionError.self) { try reader.read(#"{"t":2,"event":"toggle"}"#) }  // not revealed
        #expect(throws: GameActionError.self) { try reader.read(#"{"event":"canvas","width":5,"height":5}"#) }  // too late
        #expect(reader.canvas == before)
        #expect(reader.canvas.picture(at: 2)[5, 0] == .red)
    }

    @Test func theOutOfOrderMessageNamesBothTimes() {
        var reader = GhostDrawLogReader()
        #expect(throws: Never.self) { try reader.read(#"{"t":3,"event":"shake"}"#) }
        do {
            try reader.read(#"{"t":1,"event":"stroke","points":[[1,1]],"end":2}"#)
        } catch {
            #expect(error.message == "time 2s is before the previous event's 3s: events must be in time order (a stroke at its end)")
        }
    }

    @Test func aSizeGivenToTheReaderWinsOverTheLogs() throws {
        var reader = GhostDrawLogReader(size: CanvasSize(width: 7, height: 3)!)
        try reader.read(#"{"event":"canvas","width":30,"height":12}"#)
        #expect(reader.canvas.size == CanvasSize(width: 7, height: 3))
        #expect(reader.loggedSize == CanvasSize(width: 30, height: 12))
    }

    @Test func revealsListTheStrokesThatAppearInTheOrderTheyAppear() throws {
        var reader = GhostDrawLogReader()
        for line in [
            #"{"t":0,"event":"stroke","tool":"green","points":[[1,1]],"end":0.5}"#,  // 1: at 5.5
            #"{"t":1,"event":"stroke","tool":"red","points":[[1,1]],"end":1.2}"#,  // 2: at 2.2
            #"{"t":1.5,"event":"stroke","tool":"eraser","points":[[1,1]],"end":1.6}"#,  // 3: the eraser never appears
            #"{"t":2,"event":"stroke","tool":"blue","points":[[1,1]],"end":2}"#,  // 4: undone at 2.5, before 5
            #"{"t":2.5,"event":"undo"}"#,
            #"{"t":6,"event":"stroke","tool":"blue","points":[[1,1]],"end":6}"#,  // 5: shaken at 8, before 9
            #"{"t":8,"event":"shake"}"#,
            #"{"t":9,"event":"stroke","tool":"red","points":[[1,1]],"end":9}"#,  // 6: pending at the end, appears at 10
        ] { try reader.read(line) }
        let reveals = GhostDrawLog.reveals(of: reader.canvas)
        #expect(reveals.map(\.record) == [
            #"{"event":"reveal","stroke":2,"tool":"red","at":2.2}"#,
            #"{"event":"reveal","stroke":1,"tool":"green","at":5.5}"#,
            #"{"event":"reveal","stroke":6,"tool":"red","at":10}"#,
        ])
    }

    @Test func aStrokeShakenAtTheMomentItAppearsStillAppeared() throws {
        var reader = GhostDrawLogReader()
        try reader.read(#"{"t":0,"event":"stroke","tool":"red","points":[[1,1]],"end":1}"#)
        try reader.read(#"{"t":2,"event":"shake"}"#)
        #expect(GhostDrawLog.reveals(of: reader.canvas).map(\.stroke) == [1])
    }
}
