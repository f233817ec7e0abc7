import Glibc
import ChromaKit

/// The shapes `ghostdraw trace` deals: five figures and four letters (ghostdraw(1), TRACE).
///
/// Each is a few polylines in its own units; `GhostFigure.deal` fits it to
/// the canvas, then sizes, turns and places it at random.
public enum GhostFigureShape: String, Sendable, CaseIterable, Equatable {
    case circle, square, triangle, star, spiral, heart
    case letterA = "letter A", letterM = "letter M", letterS = "letter S", letterZ = "letter Z"

    /// The name in events and on the screen: `circle`, `letter A`.
    public var name: String { rawValue }

    /// How far the shape may be turned either way, in degrees; the circle and the spiral turn all the way round.
    var turn: ClosedRange<Int> {
        switch self {
        case .circle, .spiral: 0...359
        case .letterA, .letterM, .letterS, .letterZ: -10...10
        default: -15...15
        }
    }

    /// Whether the shape may be dealt mirrored: the spiral, which then turns the other way (a mirrored letter is not one).
    var mirrors: Bool { self == .spiral }

    /// The polylines that draw the shape, y downwards, in any units (`GhostFigure` fits them to a box).
    var outline: [[(x: Double, y: Double)]] {
        func arc(center: (Double, Double), radius: Double, from: Double, to: Double, steps: Int) -> [(x: Double, y: Double)] {
            (0...steps).map { step in
                let angle = (from + (to - from) * Double(step) / Double(steps)) * .pi / 180
                return (center.0 + radius * cos(angle), center.1 + radius * sin(angle))
            }
        }
        switch self {
        case .circle:
            return [arc(center: (0, 0), radius: 1, from: 0, to: 360, steps: 64)]
        case .square:
            return [[(-1, -1), (1, -1), (1, 1), (-1, 1), (-1, -1)]]
        case .triangle:
            // Equilateral, a corner up: corners at −90°, 30° and 150° on the unit circle.
            let corners = [-90.0, 30, 150, -90].map { (cos($0 * .pi / 180), sin($0 * .pi / 180)) }
            return [corners]
        case .star:
            // Five points; the inner corners at 0.42 of the outer radius, near a regular pentagram's 0.382.
            return [(0...10).map { index in
                let radius = index.isMultiple(of: 2) ? 1.0 : 0.42
                let angle = (-90 + 36 * Double(index)) * .pi / 180
                return (radius * cos(angle), radius * sin(angle))
            }]
        case .spiral:
            // Archimedean, r = a + bθ: from 0.12 to 1 in two and a half turns.
            let turns = 2.5, steps = 150
            return [(0...steps).map { step in
                let fraction = Double(step) / Double(steps)
                let angle = fraction * turns * 2 * .pi
                let radius = 0.12 + 0.88 * fraction
                return (radius * cos(angle), radius * sin(angle))
            }]
        case .heart:
            // The heart curve x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t (y up, turned over here).
            return [(0...72).map { step in
                let t = Double(step) / 72 * 2 * .pi
                let x = 16 * pow(sin(t), 3)
                let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
                return (x, -y)
            }]
        case .letterA:
            return [[(-0.7, 1), (0, -1), (0.7, 1)], [(-0.38, 0.25), (0.38, 0.25)]]
        case .letterM:
            return [[(-0.75, 1), (-0.75, -1), (0, 0.35), (0.75, -1), (0.75, 1)]]
        case .letterS:
            return [arc(center: (0, -0.5), radius: 0.5, from: -30, to: -270, steps: 24)
                + arc(center: (0, 0.5), radius: 0.5, from: -90, to: 150, steps: 24).dropFirst()]
        case .letterZ:
            return [[(-0.7, -1), (0.7, -1), (-0.7, 1), (0.7, 1)]]
        }
    }
}

/// A figure to trace: a shape sized, turned and placed on the canvas, and the cells it covers.
public struct GhostFigure: Sendable, Equatable {
    /// The shape.
    public let shape: GhostFigureShape
    /// The canvas it is drawn on.
    public let size: CanvasSize
    /// The polylines that draw it, in cells.
    public let strokes: [[GhostPoint]]
    /// The cells its polylines cover, one cell wide (Bresenham's lines, as strokes are drawn), sorted, each once.
    public let cells: [Int32]

    /// The empty cells kept between a figure and the canvas's edges.
    public static let margin = 2
    /// The sizes a figure is dealt in: half its longer side before turning, in cells.
    public static let halfSizes = 13...17

    /// A figure of `shape` on a canvas of `size`: fitted to a box of half side `halfSize` cells, turned by `degrees`
    /// (mirrored first when `mirrored`), its box centred on `center`.
    public init(shape: GhostFigureShape, size: CanvasSize, halfSize: Int, degrees: Int, mirrored: Bool, center: GhostPoint) {
        let points = GhostFigure.fitted(shape, halfSize: Double(halfSize), degrees: degrees, mirrored: mirrored)
        self.init(shape: shape, size: size, strokes: points.map { line in
            line.map { GhostPoint(x: center.x + Int(($0.x).rounded()), y: center.y + Int(($0.y).rounded())) }
        })
    }

    /// A figure of `shape` drawn by `strokes` on a canvas of `size`.
    init(shape: GhostFigureShape, size: CanvasSize, strokes: [[GhostPoint]]) {
        self.shape = shape
        self.size = size
        self.strokes = strokes
        var cells = Set<Int32>()
        for line in strokes { cells.formUnion(GhostRaster.cells(of: line, radius: 0, on: size)) }
        self.cells = cells.sorted()
    }

    /// The cells as points, in the order of `cells`.
    public var points: [GhostPoint] {
        cells.map { GhostPoint(x: Int($0) % size.width, y: Int($0) / size.width) }
    }

    /// The shape's outline in cells around (0, 0): its box's longer side scaled to `2 × halfSize`, mirrored, then turned.
    static func fitted(_ shape: GhostFigureShape, halfSize: Double, degrees: Int, mirrored: Bool) -> [[(x: Double, y: Double)]] {
        let outline = shape.outline
        let all = outline.flatMap { $0 }
        let (minX, maxX) = (all.map(\.x).min()!, all.map(\.x).max()!)
        let (minY, maxY) = (all.map(\.y).min()!, all.map(\.y).max()!)
        let scale = 2 * halfSize / max(maxX - minX, maxY - minY)
        let (midX, midY) = ((minX + maxX) / 2, (minY + maxY) / 2)
        let angle = Double(degrees) * .pi / 180
        let (c, s) = (cos(angle), sin(angle))
        return outline.map { line in
            line.map { point in
                let x = (point.x - midX) * scale * (mirrored ? -1 : 1)
                let y = (point.y - midY) * scale
                return (x * c - y * s, x * s + y * c)
            }
        }
    }

    /// Deals a figure of `shape` on a canvas of `size`: its size, turn, mirror (for a shape that `mirrors`) and place drawn from `random`, in that order.
    ///
    /// The size is drawn from `halfSizes` and shrunk, a cell at a time, until
    /// the turned figure fits inside the canvas less `margin` on each side;
    /// the place is drawn from every centre that keeps it inside.
    public static func deal(_ shape: GhostFigureShape, on size: CanvasSize, random: inout some RandomNumberGenerator) -> GhostFigure {
        var halfSize = GameRandom.integer(in: halfSizes, using: &random)
        let degrees = GameRandom.integer(in: shape.turn, using: &random)
        let mirrored = GameRandom.integer(in: 0...1, using: &random) == 1 && shape.mirrors
        var box = bounds(fitted(shape, halfSize: Double(halfSize), degrees: degrees, mirrored: mirrored))
        while halfSize > 1, box.maxX - box.minX > size.width - 1 - 2 * margin || box.maxY - box.minY > size.height - 1 - 2 * margin {
            halfSize -= 1
            box = bounds(fitted(shape, halfSize: Double(halfSize), degrees: degrees, mirrored: mirrored))
        }
        // Centres that keep every point within the margins.
        let xs = (margin - box.minX)...max(margin - box.minX, size.width - 1 - margin - box.maxX)
        let ys = (margin - box.minY)...max(margin - box.minY, size.height - 1 - margin - box.maxY)
        let center = GhostPoint(x: GameRandom.integer(in: xs, using: &random), y: GameRandom.integer(in: ys, using: &random))
        return GhostFigure(shape: shape, size: size, halfSize: halfSize, degrees: degrees, mirrored: mirrored, center: center)
    }

    /// The smallest and largest rounded coordinates of an outline.
    private static func bounds(_ outline: [[(x: Double, y: Double)]]) -> (minX: Int, maxX: Int, minY: Int, maxY: Int) {
        let all = outline.flatMap { $0 }
        return (Int(all.map(\.x).min()!.rounded()), Int(all.map(\.x).max()!.rounded()),
                Int(all.map(\.y).min()!.rounded()), Int(all.map(\.y).max()!.rounded()))
    }
}

/// How well ink traces a figure: coverage, precision, and the points they give (ghostdraw(1), TRACE).
///
/// On the cell grid, with a tolerance of one cell (a cell's eight neighbours
/// count as on it, as a mouse row covers two cells):
///
/// - coverage: the share of the figure's cells with ink on or next to them;
/// - precision: the share of the ink's cells on or next to the figure (0 without ink);
/// - points: 100 × coverage × precision, rounded to a whole number.
///
/// Scribbling everywhere covers the whole figure but its precision is then
/// the small share of the canvas near the figure; a neat line away from the
/// figure is precise about nothing. Only ink along the whole figure scores.
public struct GhostTraceScore: Sendable, Equatable {
    /// The share of the figure's cells that the ink reaches, 0–1.
    public let coverage: Double
    /// The share of the ink's cells that lie on the figure, 0–1.
    public let precision: Double
    /// 0–100.
    public let points: Int

    /// How far ink may be from the figure, in cells, either way and diagonally, and still count.
    public static let tolerance = 1

    /// The score of `ink` (the painted cells of a picture) against `figure`.
    public init(ink: GhostPicture, figure: GhostFigure) {
        let size = figure.size
        var onFigure = [Bool](repeating: false, count: size.cellCount)
        for cell in figure.cells { onFigure[Int(cell)] = true }
        var inked = [Bool](repeating: false, count: size.cellCount)
        for y in 0..<size.height {
            for x in 0..<size.width where ink[x, y] != nil { inked[y * size.width + x] = true }
        }
        let nearFigure = GhostTraceScore.grown(onFigure, size: size)
        let nearInk = GhostTraceScore.grown(inked, size: size)
        let figureCells = figure.cells.count
        let covered = figure.cells.filter { nearInk[Int($0)] }.count
        let inkCells = inked.filter { $0 }.count
        let precise = inked.indices.filter { inked[$0] && nearFigure[$0] }.count
        coverage = figureCells == 0 ? 0 : Double(covered) / Double(figureCells)
        precision = inkCells == 0 ? 0 : Double(precise) / Double(inkCells)
        points = Int((100 * coverage * precision).rounded())
    }

    /// The cells within `tolerance` of a marked cell (Chebyshev distance).
    static func grown(_ marked: [Bool], size: CanvasSize) -> [Bool] {
        var grown = [Bool](repeating: false, count: marked.count)
        for index in marked.indices where marked[index] {
            let (x, y) = (index % size.width, index / size.width)
            for dy in -tolerance...tolerance {
                for dx in -tolerance...tolerance {
                    let point = GhostPoint(x: x + dx, y: y + dy)
                    if size.contains(point) { grown[size.index(of: point)] = true }
                }
            }
        }
        return grown
    }
}
