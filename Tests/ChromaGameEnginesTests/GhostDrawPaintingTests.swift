// How ghostdraw paints: row runs that cover exactly the cells of the
// reference rasterizer (`GhostRaster.cells`), on seeded random polylines of
// every brush size, far-off points and dots included; pictures painted from
// runs equal pictures painted cell by cell, for seeded random sessions with
// erasers, undos and shakes, at many times; strokes keep no cells, so a long
// log costs its points and not its paint.

import Foundation
import Testing

@testable import ChromaKit
@testable import ChromaGameEngines

@Suite("ghostdraw painting")
struct GhostDrawPaintingTests {
    /// A random point, mostly on a canvas of `size`, sometimes far off it.
    private static func randomPoint(on size: CanvasSize, using generator: inout SeededRandomGenerator) -> GhostPoint {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            return GhostPoint(x: Int.random(in: -5_000...5_000, using: &generator), y: Int.random(in: -5_000...5_000, using: &generator))
        case 1:
            return GhostPoint(x: Int.random(in: -20...(size.width + 20), using: &generator), y: Int.random(in: -20...(size.height + 20), using: &generator))
        default:
            return GhostPoint(x: Int.random(in: 0..<size.width, using: &generator), y: Int.random(in: 0..<size.height, using: &generator))
        }
    }

    /// A random polyline of 1 to 30 points (a scribble of repeated points now and then).
    private static func randomPolyline(on size: CanvasSize, using generator: inout SeededRandomGenerator) -> [GhostPoint] {
        let count = Int.random(in: 1...30, using: &generator)
        if Int.random(in: 0..<8, using: &generator) == 0 {
            let a = randomPoint(on: size, using: &generator), b = randomPoint(on: size, using: &generator)
            return (0..<(count + 20)).map { $0 % 2 == 0 ? a : b }
        }
        return (0..<count).map { _ in randomPoint(on: size, using: &generator) }
    }

    /// The cells `forEachSpan` visits, each once, sorted.
    private static func spanCells(_ points: [GhostPoint], radius: Int, on size: CanvasSize) -> [Int32] {
        var covered = Set<Int32>()
        GhostRaster.forEachSpan(of: points, radius: radius, on: size) { y, xs in
            #expect((0..<size.height).contains(y) && xs.lowerBound >= 0 && xs.upperBound < size.width)
            for x in xs { covered.insert(Int32(y * size.width + x)) }
        }
        return covered.sorted()
    }

    @Test(arguments: 0..<8)
    func rowRunsCoverExactlyTheCellsOfTheReference(seed: Int) {
        var generator = SeededRandomGenerator(seed: 0x9A17 + UInt64(seed))
        let sizes = [CanvasSize(width: 40, height: 20)!, CanvasSize(width: 1, height: 1)!, CanvasSize(width: 7, height: 90)!, CanvasSize(width: 130, height: 3)!]
        for round in 0..<120 {
            let size = sizes[round % sizes.count]
            let points = GhostDrawPaintingTests.randomPolyline(on: size, using: &generator)
            let radius = Int.random(in: 0...GhostRaster.maximumRadius, using: &generator)
            #expect(GhostDrawPaintingTests.spanCells(points, radius: radius, on: size)
                == GhostRaster.cells(of: points, radius: radius, on: size), "radius \(radius), \(size), points \(points)")
        }
    }

    @Test func brushRowsAreTheRowsOfTheRoundBrush() {
        for radius in 0...GhostRaster.maximumRadius {
            let halfWidths = GhostRaster.brushHalfWidths(radius: radius)
            for (row, dy) in (-radius...radius).enumerated() {
                let reach = GhostRaster.brushOffsets(radius: radius).filter { $0.1 == dy }.map(\.0)
                #expect(reach.min() == -halfWidths[row] && reach.max() == halfWidths[row], "radius \(radius), row \(dy)")
                #expect(reach.count == 2 * halfWidths[row] + 1, "a brush row has no holes")
            }
        }
    }

    /// The picture at `time` painted cell by cell from the reference cells, the strokes in the order they appear.
    private static func referencePicture(_ game: GhostDraw, at time: Double) -> [GhostTool?] {
        var cells = [GhostTool?](repeating: nil, count: game.size.cellCount)
        let shown = game.strokes.filter { !$0.isPending(at: time) }
            .sorted { ($0.appearsAt, $0.number) < ($1.appearsAt, $1.number) }
        for stroke in shown {
            for index in stroke.cells(on: game.size) { cells[Int(index)] = stroke.tool == .eraser ? nil : stroke.tool }
        }
        return cells
    }

    /// Six seeds with CHROMATOOLS_LONG_TESTS=1 (make test-long), two otherwise.
    @Test(arguments: 0..<(ProcessInfo.processInfo.environment["CHROMATOOLS_LONG_TESTS"] == "1" ? 6 : 2))
    func picturesEqualTheCellByCellPainting(seed: Int) throws {
        var generator = SeededRandomGenerator(seed: 0xD4A3 + UInt64(seed))
        let size = CanvasSize(width: 60, height: 30)!
        var game = GhostDraw(GhostDraw.Configuration(size: size))
        var now = 0.0
        for _ in 0..<80 {
            now += Double(Int.random(in: 0...1500, using: &generator)) / 1000
            switch Int.random(in: 0..<20, using: &generator) {
            case 0: _ = try game.apply(.shake, at: now)
            case 1, 2: _ = try? game.apply(.undo, at: now)
            default:
                let tool = GhostTool.allCases.randomElement(using: &generator)!
                let radius = Int.random(in: 0...6, using: &generator)
                let points = GhostDrawPaintingTests.randomPolyline(on: size, using: &generator)
                _ = try game.apply(.stroke(points: points, tool: tool, radius: radius, start: nil), at: now)
            }
            let time = now + Double(Int.random(in: 0...6000, using: &generator)) / 1000
            #expect(game.picture(at: time).cells == GhostDrawPaintingTests.referencePicture(game, at: time), "at \(time)")
        }
        // Earlier times are answered by replaying the history: the same paint.
        for time in stride(from: 0.0, through: now + 6, by: now / 7) {
            let earlier = game.rewound(to: time)
            #expect(game.picture(at: time).cells == GhostDrawPaintingTests.referencePicture(earlier, at: time), "at \(time)")
        }
    }

    @Test func aStrokeKeepsItsPointsAndNotItsCells() throws {
        // One radius-16 stroke across a 1000×1000 canvas covers tens of thousands of cells; the stroke holds its two points.
        var game = GhostDraw(GhostDraw.Configuration(size: CanvasSize(width: 1000, height: 1000)!))
        _ = try game.apply(.stroke(points: [GhostPoint(x: 0, y: 0), GhostPoint(x: 999, y: 999)], tool: .red, radius: 16, start: nil), at: 1)
        let stroke = try #require(game.strokes.first)
        #expect(MemoryLayout<GhostStroke>.size <= 64, "points, numbers and times only")
        #expect(stroke.points.count == 2)
        #expect(stroke.cells(on: game.size).count > 40_000)
        #expect(game.picture(at: 2).paintedCellCount == stroke.cells(on: game.size).count)
    }

    @Test func aScribbleIsPaintedOncePerSegment() {
        // 50 000 points back and forth: two distinct segments, so the runs visited are two segments' worth.
        let size = CanvasSize(width: 1000, height: 1000)!
        let scribble = (0..<GhostRaster.maximumPoints).map { $0 % 2 == 0 ? GhostPoint(x: -1_000_000, y: 500) : GhostPoint(x: 1_000_000, y: 500) }
        var runs = 0
        GhostRaster.forEachSpan(of: scribble, radius: GhostRaster.maximumRadius, on: size) { _, _ in runs += 1 }
        #expect(runs == 2 * 33, "33 rows for each direction of the segment")
    }
}
