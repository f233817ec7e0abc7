// The grid ghostdraw draws on, and how a stroke becomes cells of it.
//
// The canvas is a grid of cells ("pixels"), `width` across and `height`
// down, with (0, 0) at the top left. A terminal shows two of them in each
// character cell (upper and lower half block), so an 80 × 24 window holds an
// 80 × 44 canvas under its palette bar.
//
// A stroke is a polyline. Each segment is rasterized with Bresenham's line
// algorithm (J. E. Bresenham, "Algorithm for computer control of a digital
// plotter", IBM Systems Journal 4(1), 1965), which steps one cell at a time
// along the major axis, so consecutive cells always touch: no gaps, however
// fast the mouse moved. A stroke of one point is a dot. Every cell of the
// path is then stamped with a round brush of the stroke's radius (radius 0
// is the cell alone).
//
// Points may lie anywhere, far off the canvas too. A segment is first
// clipped to the canvas grown by the brush radius (Liang–Barsky, "A new
// concept and method for line clipping", ACM TOG 3(1), 1984), so the work is
// bounded by the canvas size and never by how far off a point lies; what
// falls outside the canvas is dropped.

import ChromaKit

/// The size of a ghostdraw canvas in cells, each side 1 to `maximumSide`.
public struct CanvasSize: Sendable, Hashable, CustomStringConvertible {
    /// Cells across.
    public let width: Int
    /// Cells down.
    public let height: Int

    /// The longest side allowed: enough for any terminal, small enough that a picture stays cheap.
    public static let maximumSide = 1000

    /// The size used when neither a terminal nor `--size` gives one: an 80 × 24 terminal's worth.
    public static let standard = CanvasSize(uncheckedWidth: 80, height: 48)

    /// A size, or nil unless both sides are in 1…`maximumSide`.
    public init?(width: Int, height: Int) {
        guard (1...CanvasSize.maximumSide).contains(width), (1...CanvasSize.maximumSide).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    private init(uncheckedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads `WxH` (`80x48`, also with `X` or `×`); nil for anything else or a side out of range.
    public init?(parsing text: String) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    /// `WxH`.
    public var description: String { "\(width)x\(height)" }

    /// The number of cells.
    public var cellCount: Int { width * height }

    /// Whether a point lies on the canvas.
    public func contains(_ point: GhostPoint) -> Bool {
        (0..<width).contains(point.x) && (0..<height).contains(point.y)
    }

    /// The index of a cell on the canvas in row-major order.
    public func index(of point: GhostPoint) -> Int {
        point.y * width + point.x
    }
}

/// A cell position on the canvas: `x` across from the left, `y` down from the top, both from 0.
public struct GhostPoint: Sendable, Hashable, CustomStringConvertible {
    /// Cells from the left edge.
    public var x: Int
    /// Cells from the top edge.
    public var y: Int

    /// A point at `x`, `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `x,y`, as the REPL reads and writes points.
    public var description: String { "\(x),\(y)" }
}

/// What is visible on the canvas at one moment: for each cell, the tool whose color it shows, or nil.
public struct GhostPicture: Sendable, Equatable {
    /// The canvas size.
    public let size: CanvasSize
    /// One entry per cell in row-major order; never `.eraser`.
    public private(set) var cells: [GhostTool?]

    /// An empty picture.
    public init(size: CanvasSize) {
        self.size = size
        self.cells = Array(repeating: nil, count: size.cellCount)
    }

    /// The tool a cell shows, nil when it is empty or off the canvas.
    public subscript(x: Int, y: Int) -> GhostTool? {
        guard (0..<size.width).contains(x), (0..<size.height).contains(y) else { return nil }
        return cells[y * size.width + x]
    }

    /// Paints a stroke's cells, row span by row span: its color, or empty for the eraser.
    mutating func paint(_ stroke: GhostStroke) {
        let value: GhostTool? = stroke.tool == .eraser ? nil : stroke.tool
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            GhostRaster.forEachSpan(of: stroke.points, radius: stroke.radius, on: size) { y, xs in
                let row = y * width
                for index in (row + xs.lowerBound)...(row + xs.upperBound) { cells[index] = value }
            }
        }
    }

    /// The number of cells that show a color.
    public var paintedCellCount: Int { cells.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
}

/// Turning a stroke's points into the canvas cells it covers.
public enum GhostRaster {
    /// The largest brush radius.
    public static let maximumRadius = 16

    /// The most points a stroke may have: a minute of mouse reports is a few thousand.
    ///
    /// With the canvas and brush limits this bounds the work of one stroke:
    /// each segment costs at most the canvas's longer side in path cells.
    public static let maximumPoints = 50_000

    /// The indices of the cells a polyline covers with a brush of `radius`, sorted, each once; points off the canvas are clipped.
    ///
    /// The path is traced first, each cell once however often the line
    /// passes over it, and the brush is stamped on each path cell after, so
    /// a scribble over one place costs no more brush work than one pass.
    public static func cells(of points: [GhostPoint], radius: Int, on size: CanvasSize) -> [Int32] {
        let radius = min(max(radius, 0), maximumRadius)
        // Path cells may lie up to `radius` off the canvas (the brush reaches in); key them in the grown box.
        let boxWidth = size.width + 2 * radius
        var path = Set<Int>()
        func trace(_ x: Int, _ y: Int) { path.insert((y + radius) * boxWidth + (x + radius)) }
        if points.count == 1, let dot = clip(points[0], points[0], to: size, margin: radius) {
            trace(dot.0.x, dot.0.y)
        }
        for (from, to) in zip(points, points.dropFirst()) {
            guard let (start, end) = clip(from, to, to: size, margin: radius) else { continue }
            line(from: start, to: end, visit: trace)
        }
        guard radius > 0 else { return path.map { Int32(size.index(of: unboxed($0))) }.sorted() }
        let brush = brushOffsets(radius: radius)
        // A big stroke marks a grid the canvas's size, a small one a set: each costs what its work does.
        var grid = path.count * brush.count > size.cellCount ? [Bool](repeating: false, count: size.cellCount) : []
        var covered = Set<Int32>()
        for key in path {
            let center = unboxed(key)
            for (dx, dy) in brush {
                let point = GhostPoint(x: center.x + dx, y: center.y + dy)
                guard size.contains(point) else { continue }
                if grid.isEmpty { covered.insert(Int32(size.index(of: point))) } else { grid[size.index(of: point)] = true }
            }
        }
        return grid.isEmpty ? covered.sorted() : grid.indices.filter { grid[$0] }.map { Int32($0) }

        func unboxed(_ key: Int) -> GhostPoint {
            GhostPoint(x: key % boxWidth - radius, y: key / boxWidth - radius)
        }
    }

    /// Visits the cells a polyline covers with a brush of `radius` as runs along rows, `visit(y, xs)`; points off the canvas are clipped.
    ///
    /// The cells visited are exactly those of `cells(of:radius:on:)`, but a
    /// cell may be visited more than once (where segments meet or cross), so
    /// this is for painting, which does not mind. Nothing is collected: the
    /// work is the path's length times the brush's height, and the memory a
    /// row's worth of numbers.
    ///
    /// A segment painted already in the same stroke, in the same direction,
    /// is skipped, so a scribble over one place costs one pass.
    ///
    /// Along one Bresenham segment, a row meets the brushes of consecutive
    /// path cells in runs that overlap or touch (the centres move by at most
    /// one cell, and every brush row is at least one cell wide), and the path
    /// cells whose brush reaches a row are consecutive (the segment's y only
    /// grows or only shrinks). So a segment covers one run per row: the
    /// smallest left end to the largest right end of its brushes' runs there.
    public static func forEachSpan(
        of points: [GhostPoint], radius: Int, on size: CanvasSize, _ visit: (_ y: Int, _ xs: ClosedRange<Int>) -> Void
    ) {
        let radius = min(max(radius, 0), maximumRadius)
        let halfWidths = brushHalfWidths(radius: radius)
        var left: [Int] = []
        var right: [Int] = []
        func paint(_ start: GhostPoint, _ end: GhostPoint) {
            // The rows the segment's brushes reach, on the canvas.
            let top = max(min(start.y, end.y) - radius, 0)
            let bottom = min(max(start.y, end.y) + radius, size.height - 1)
            guard top <= bottom else { return }
            let rows = bottom - top + 1
            if left.count < rows {
                left = [Int](repeating: 0, count: rows)
                right = left
            }
            for row in 0..<rows {
                left[row] = Int.max
                right[row] = Int.min
            }
            line(from: start, to: end) { x, y in
                for dy in -radius...radius {
                    let row = y + dy - top
                    guard row >= 0, row < rows else { continue }
                    let half = halfWidths[dy + radius]
                    if x - half < left[row] { left[row] = x - half }
                    if x + half > right[row] { right[row] = x + half }
                }
            }
            for row in 0..<rows where left[row] <= right[row] {
                let from = max(left[row], 0), to = min(right[row], size.width - 1)
                if from <= to { visit(top + row, from...to) }
            }
        }
        if points.count == 1, let dot = clip(points[0], points[0], to: size, margin: radius) {
            paint(dot.0, dot.1)
        }
        // A scribble goes over the same segments again and again; each is painted once.
        var painted = Set<[Int]>()
        let remembers = points.count > 16
        for (from, to) in zip(points, points.dropFirst()) {
            guard let (start, end) = clip(from, to, to: size, margin: radius) else { continue }
            // Bresenham's cells from A to B may differ from B to A's where it breaks ties: the direction counts.
            if remembers, !painted.insert([start.x, start.y, end.x, end.y]).inserted { continue }
            paint(start, end)
        }
    }

    /// For each row of a round brush, top to bottom, how far it reaches left and right of the centre: the rows of `brushOffsets`.
    static func brushHalfWidths(radius: Int) -> [Int] {
        (-radius...radius).map { dy in
            var half = 0
            while (half + 1) * (half + 1) + dy * dy <= radius * radius + radius { half += 1 }
            return half
        }
    }

    /// The offsets of a round brush: the cells within `radius` of the center (r² + r, so small brushes are round, not diamonds).
    static func brushOffsets(radius: Int) -> [(Int, Int)] {
        guard radius > 0 else { return [(0, 0)] }
        var offsets: [(Int, Int)] = []
        for dy in -radius...radius {
            for dx in -radius...radius where dx * dx + dy * dy <= radius * radius + radius {
                offsets.append((dx, dy))
            }
        }
        return offsets
    }

    /// Visits every cell of the segment from `start` to `end` with Bresenham's algorithm, both ends included.
    static func line(from start: GhostPoint, to end: GhostPoint, visit: (Int, Int) -> Void) {
        let dx = abs(end.x - start.x)
        let dy = -abs(end.y - start.y)
        let stepX = start.x < end.x ? 1 : -1
        let stepY = start.y < end.y ? 1 : -1
        var error = dx + dy
        var x = start.x
        var y = start.y
        while true {
            visit(x, y)
            if x == end.x && y == end.y { return }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// The part of a segment inside the canvas grown by `margin` cells on each side, ends rounded to cells; nil when none is.
    ///
    /// A segment inside the box comes back unchanged, so its cells are
    /// exactly Bresenham's; only segments that cross the edge are cut.
    static func clip(_ from: GhostPoint, _ to: GhostPoint, to size: CanvasSize, margin: Int) -> (GhostPoint, GhostPoint)? {
        let minimum = (x: Double(-margin), y: Double(-margin))
        let maximum = (x: Double(size.width - 1 + margin), y: Double(size.height - 1 + margin))
        let inside = { (p: GhostPoint) in
            Double(p.x) >= minimum.x && Double(p.x) <= maximum.x && Double(p.y) >= minimum.y && Double(p.y) <= maximum.y
        }
        if inside(from) && inside(to) { return (from, to) }

        let x0 = Double(from.x), y0 = Double(from.y)
        let dx = Double(to.x) - x0, dy = Double(to.y) - y0
        var enter = 0.0, leave = 1.0
        // Each edge as p·u ≤ q (Liang–Barsky's notation).
        let edges: [(p: Double, q: Double)] = [
            (-dx, x0 - minimum.x), (dx, maximum.x - x0), (-dy, y0 - minimum.y), (dy, maximum.y - y0),
        ]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let u = q / p
            if p < 0 { enter = max(enter, u) } else { leave = min(leave, u) }
            if enter > leave { return nil }
        }
        func cell(_ u: Double) -> GhostPoint {
            let x = (x0 + u * dx).rounded().clamped(to: minimum.x...maximum.x)
            let y = (y0 + u * dy).rounded().clamped(to: minimum.y...maximum.y)
            return GhostPoint(x: Int(x), y: Int(y))
        }
        return (cell(enter), cell(leave))
    }
}

extension Double {
    /// The value limited to `range`.
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
