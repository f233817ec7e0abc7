#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Lab space cut into cells, each listing the names that can be the nearest to a color in it, in
/// order of a lower bound of ΔE2000 over the cell: the index `NearestNameSearch` finds with, built a
/// cell at a time as colors fall in them.
///
/// A cell is `lightnessStep` × `opponentStep` × `opponentStep` in L, a and b. Its list opens with
/// the name likely nearest to its colors (of the three names nearest its center by a rough
/// distance, the nearest by the estimate, so that the search's best is tight at once), then holds
/// each other entry of `NearestName.Table` whose bound over the cell
/// (`DeltaE2000Estimate.boxLowerBound`, less the tolerance) is at most the cell's cutoff, in order
/// of that bound, and ends with the cutoff: a name left out has a bound above it. The cutoff is the
/// smallest, over those three names, of the largest estimated ΔE00 from the name to the cell's
/// corners and center, with a little room: about the most any color in the cell can be from its
/// nearest name, so the lists are short and the search rarely meets the end of one. Only the
/// bounds make the search exact; the cutoff and the first name only decide how long the lists are
/// and how soon the search ends.
///
/// The memory is this object's own, for one thread: a table of where each cell's list starts
/// (zeroed pages the system hands out as cells are first used) and the lists, one after another.
final class NearestNameGrid {
    /// A cell's extent in L.
    static let lightnessStep = 4.0
    /// A cell's extent in a and in b.
    static let opponentStep = 6.0
    /// The grid's corner: L from −2, a and b from −128 (cells reach L 102, a and b 128).
    static let lightnessStart = -4.0, opponentStart = -128.0
    static let lightnessCount = 27, opponentCount = 43
    static var cellCount: Int { lightnessCount * opponentCount * opponentCount }

    /// One name of a cell's list: its position in `NearestName.Table` and its lower bound of ΔE00
    /// over the cell (rounded down; −∞ for the first name); or the list's end (`position` −1) and
    /// the cell's cutoff.
    struct Entry {
        var key: Float
        var position: Int32
    }

    /// Where each cell's list starts in `entries`, plus one; for a cell not yet built, minus the
    /// number of colors that fell in it.
    private let starts: UnsafeMutablePointer<Int32>
    /// How many colors fall in a cell before the next one builds it. A cell costs about as much to
    /// build as ten colors searched without it and saves four fifths of each search after: building
    /// at a cell's third color spares the cells a short input meets once or twice, and costs a long
    /// input little.
    let buildAfter: Int32
    /// The lists, in memory that grows as cells are built.
    private let storage: UnsafeMutablePointer<Storage>

    private struct Storage {
        var entries: UnsafeMutablePointer<Entry>
        var count: Int
        var capacity: Int
    }

    /// A grid that builds a cell when `buildAfter` colors have fallen in it.
    init(buildAfter: Int32 = 2) {
        self.buildAfter = buildAfter
        starts = calloc(Self.cellCount, MemoryLayout<Int32>.stride)!.assumingMemoryBound(to: Int32.self)
        storage = .allocate(capacity: 1)
        let capacity = 1 << 14
        storage.initialize(to: Storage(entries: .allocate(capacity: capacity), count: 0, capacity: capacity))
    }

    deinit {
        free(starts)
        storage.pointee.entries.deallocate()
        storage.deallocate()
    }

    /// The index of the cell that holds `lab`, or nil outside the grid (or for lanes not numbers).
    @inline(__always)
    static func cellIndex(_ lab: SIMD4<Double>) -> Int? {
        let l = (lab.x - lightnessStart) * (1 / lightnessStep)
        let a = (lab.y - opponentStart) * (1 / opponentStep), b = (lab.z - opponentStart) * (1 / opponentStep)
        guard l >= 0 && l < Double(lightnessCount) && a >= 0 && a < Double(opponentCount)
            && b >= 0 && b < Double(opponentCount) else { return nil }
        return (Int(l) &* opponentCount &+ Int(a)) &* opponentCount &+ Int(b)
    }

    /// The box of Lab colors cell `index` holds, widened by 10⁻⁶ on every side for the rounding of
    /// `cellIndex` (whose coordinates are off by far less).
    static func box(ofCell index: Int) -> DeltaE2000Estimate.Box {
        let (l, rest) = index.quotientAndRemainder(dividingBy: opponentCount * opponentCount)
        let (a, b) = rest.quotientAndRemainder(dividingBy: opponentCount)
        func range(_ i: Int, start: Double, step: Double) -> ClosedRange<Double> {
            (start + Double(i) * step - 1e-6)...(start + Double(i + 1) * step + 1e-6)
        }
        return DeltaE2000Estimate.Box(
            lightness: range(l, start: lightnessStart, step: lightnessStep),
            a: range(a, start: opponentStart, step: opponentStep), b: range(b, start: opponentStart, step: opponentStep))
    }

    /// The list of the cell that holds `lab` (built now if `buildAfter` colors fell in it before),
    /// or nil outside the grid or while the cell is not built.
    @inline(__always)
    func list(for lab: SIMD4<Double>) -> UnsafePointer<Entry>? {
        guard let index = Self.cellIndex(lab) else { return nil }
        var start = starts[index]
        if start <= 0 {
            if start > -buildAfter {
                starts[index] = start - 1
                return nil
            }
            start = Int32(build(cell: index))
            starts[index] = start
        }
        return UnsafePointer(storage.pointee.entries + (Int(start) - 1))
    }

    /// How many more ΔE00 units than the estimate at its corners and center a cell's cutoff allows,
    /// as a share and as an amount.
    static let cutoffShare = 1.02, cutoffRoom = 0.05

    /// Builds the list of cell `index` (see the type's summary) at the end of the lists; its start
    /// plus one.
    private func build(cell index: Int) -> Int {
        let box = Self.box(ofCell: index)
        let table = NearestName.table
        let count = table.points.count
        do {
            // The three names nearest the cell's center by a rough distance: ΔL, and Δa and Δb over
            // S_C at the mean chroma.
            let center = SIMD3(
                (box.lightness.lowerBound + box.lightness.upperBound) / 2, (box.a.lowerBound + box.a.upperBound) / 2,
                (box.b.lowerBound + box.b.upperBound) / 2)
            let centerChroma = (center.y * center.y + center.z * center.z).squareRoot()
            var smallest = (Int.max, Int.max, Int.max)
            var smallestDistances = (Double.infinity, Double.infinity, Double.infinity)
            for position in 0..<count {
                let point = table.points[position]
                let dl = point.l - center.x, da = point.a - center.y, db = point.b - center.z
                let s = 1 + 0.0225 * (centerChroma + point.chroma)
                let distance = dl * dl + (da * da + db * db) / (s * s)
                if distance < smallestDistances.2 {
                    if distance < smallestDistances.0 {
                        (smallest, smallestDistances) = ((position, smallest.0, smallest.1), (distance, smallestDistances.0, smallestDistances.1))
                    } else if distance < smallestDistances.1 {
                        (smallest, smallestDistances) = ((smallest.0, position, smallest.1), (smallestDistances.0, distance, smallestDistances.1))
                    } else {
                        smallest.2 = position
                        smallestDistances.2 = distance
                    }
                }
            }
            // The cutoff, and the first name.
            var cutoff = Double.infinity
            var first = 0, firstDistance = Double.infinity
            for position in [smallest.0, smallest.1, smallest.2] where position < count {
                var largest = 0.0
                for corner in 0..<9 {
                    let l = corner == 8 ? (box.lightness.lowerBound + box.lightness.upperBound) / 2
                        : corner & 1 == 0 ? box.lightness.lowerBound : box.lightness.upperBound
                    let a = corner == 8 ? (box.a.lowerBound + box.a.upperBound) / 2
                        : corner & 2 == 0 ? box.a.lowerBound : box.a.upperBound
                    let b = corner == 8 ? (box.b.lowerBound + box.b.upperBound) / 2
                        : corner & 4 == 0 ? box.b.lowerBound : box.b.upperBound
                    let point = table.points[position]
                    let d: Double
                    if case .value(let value) = DeltaE2000Estimate.estimate(
                        DeltaE2000Estimate.Point(query: l, a: a, b: b), point, boundingRotation: false) {
                        d = value
                    } else {
                        d = DeltaE.ciede2000(lab1: SIMD4(l, a, b, 0), lab2: SIMD4(point.l, point.a, point.b, 0))
                    }
                    largest = max(largest, d)
                    if corner == 8 && d < firstDistance {
                        first = position
                        firstDistance = d
                    }
                }
                cutoff = min(cutoff, largest)
            }
            cutoff = cutoff * Self.cutoffShare + Self.cutoffRoom
            // The names under the cutoff, with the bounds that read the hues, in order, and the end.
            if storage.pointee.count + count + 1 > storage.pointee.capacity {
                let capacity = max(2 * storage.pointee.capacity, storage.pointee.count + count + 1)
                let entries = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
                entries.moveInitialize(from: storage.pointee.entries, count: storage.pointee.count)
                storage.pointee.entries.deallocate()
                storage.pointee.entries = entries
                storage.pointee.capacity = capacity
            }
            let start = storage.pointee.count
            storage.pointee.entries[start] = Entry(key: -.infinity, position: Int32(first))
            let list = storage.pointee.entries + start + 1
            // Each bound is below the next: |ΔL′| over S_L ≤ 1 + 0.015·|L̄′ − 50| (as (L̄′ − 50)² ≤
            // |L̄′ − 50|·√(20 + (L̄′ − 50)²)), then `boxLowerBound` with the rotation term bounded
            // whatever the hues, then with the hues.
            let lightness = box.lightness
            var kept = 0
            for position in 0..<count where position != first {
                let point = table.points[position]
                let lightnessDistance = max(0, lightness.lowerBound - point.l, point.l - lightness.upperBound)
                let meanOffset = max(abs((lightness.lowerBound + point.l) / 2 - 50), abs((lightness.upperBound + point.l) / 2 - 50))
                let roughBound = lightnessDistance / (1 + 0.015 * meanOffset)
                if roughBound - DeltaE2000Estimate.tolerance(roughBound) > cutoff { continue }
                let hueArc = table.hueArcs[position]
                let quickBound = DeltaE2000Estimate.boxLowerBound(box, point, hueArc: hueArc, usingHues: false)
                if quickBound - DeltaE2000Estimate.tolerance(quickBound) > cutoff { continue }
                let bound = DeltaE2000Estimate.boxLowerBound(box, point, hueArc: hueArc, usingHues: true)
                let key = bound - DeltaE2000Estimate.tolerance(bound)
                guard key <= cutoff else { continue }
                let entry = Entry(key: Self.floatBelow(key), position: Int32(position))
                var i = kept
                while i > 0 && list[i - 1].key > entry.key {
                    list[i] = list[i - 1]
                    i -= 1
                }
                list[i] = entry
                kept += 1
            }
            list[kept] = Entry(key: Self.floatBelow(cutoff), position: -1)
            storage.pointee.count = start + kept + 2
            return start + 1
        }
    }

    /// `value` rounded down to a `Float`.
    static func floatBelow(_ value: Double) -> Float {
        let f = Float(value)
        return Double(f) > value ? f.nextDown : f
    }
}
