/// The nearest CSS named color to any color, by CIEDE2000.
///
/// The answer is defined by the exhaustive search (`findExhaustively(lab:)`):
/// `DeltaE.ciede2000(lab1:lab2:)` from the color to each of the 148 names in
/// alphabetical order, the first smallest winning. `find` gives the same name
/// and the same ΔE, bit for bit, by a search that evaluates the formula about
/// once instead of 148 times:
///
/// 1. The names, less the second spelling of a duplicate color (`aqua` and
///    `cyan` have one Lab, so the first alphabetically always wins), are kept
///    sorted by L with their chroma and hue sector (`Table`).
/// 2. From the color's L the search walks outward in both directions. The
///    lightness term |ΔL′|/S_L alone is a lower bound of ΔE00 that grows as
///    the walk goes out (S_L changes by at most 0.0164 per unit of mean L, and
///    the mean moves half as fast as the entry: too slowly to undo the growth
///    of |ΔL′| for colors in 0…100 and any L), so the walk ends once it
///    passes the best upper bound found. Each name
///    passed gets a lower bound from its Lab distance
///    (`DeltaE2000Estimate.quickLowerBound`).
/// 3. The names whose bound is the smallest are estimated
///    (`DeltaE2000Estimate.estimate`, first with the rotation term bounded,
///    then in full), interleaved with the walk so that neither goes further
///    than the smallest bound left requires.
/// 4. Every name whose estimate could still be the smallest, within the
///    estimate's tolerance, gets the exact formula (almost always just one),
///    and the smallest exact value wins, ties to the first name alphabetically.
///
/// Every bound and estimate is widened by `DeltaE2000Estimate.tolerance`, so a
/// name is only ever passed over when its exact ΔE00 is larger than another's.
/// Colors whose Lab coordinates are not finite or beyond ±10⁶ take the exhaustive search.
public enum NearestName {
    /// The named colors in Lab (D50), computed once, in alphabetical order.
    static let labTable: [(name: String, lab: SIMD4<Double>)] = NamedColors.all.map { entry in
        let srgb = SIMD4(Double(entry.red) / 255, Double(entry.green) / 255, Double(entry.blue) / 255, 0)
        return (entry.name, ColorSpace.srgb.convert(srgb, to: .lab))
    }

    /// The names `find` chooses from, in alphabetical order: what `NearestNameSearch.findPosition` gives
    /// a position in.
    public static var names: [String] { labTable.map(\.name) }

    /// The names sorted by L, each color once, in memory allocated once and never freed or changed
    /// (so shared by every thread without reference counting).
    struct Table: @unchecked Sendable {
        /// Lab and chroma of each entry, in order of L.
        let points: UnsafeBufferPointer<DeltaE2000Estimate.Point>
        /// Each entry's index in `labTable` (alphabetical), the first of its color's names.
        let names: UnsafeBufferPointer<Int>
        /// The hues of each entry for every G (`DeltaE2000Estimate.HueArc(a:b:)`), for the bounds over
        /// the cells of `NearestNameGrid`.
        let hueArcs: UnsafeBufferPointer<DeltaE2000Estimate.HueArc?>
        /// The tables of `DeltaE2000Estimate.quickLowerBound`.
        let boundTables: DeltaE2000Estimate.BoundTables

        init() {
            var seen: [SIMD4<Double>] = []
            var kept: [Int] = []
            for (index, entry) in NearestName.labTable.enumerated() where !seen.contains(entry.lab) {
                seen.append(entry.lab)
                kept.append(index)
            }
            kept.sort { (NearestName.labTable[$0].lab.x, $0) < (NearestName.labTable[$1].lab.x, $1) }
            let points = UnsafeMutableBufferPointer<DeltaE2000Estimate.Point>.allocate(capacity: kept.count)
            let names = UnsafeMutableBufferPointer<Int>.allocate(capacity: kept.count)
            let hueArcs = UnsafeMutableBufferPointer<DeltaE2000Estimate.HueArc?>.allocate(capacity: kept.count)
            for (i, index) in kept.enumerated() {
                let lab = NearestName.labTable[index].lab
                points[i] = DeltaE2000Estimate.Point(l: lab.x, a: lab.y, b: lab.z)
                names[i] = index
                hueArcs[i] = DeltaE2000Estimate.HueArc(a: lab.y, b: lab.z)
            }
            self.points = UnsafeBufferPointer(points)
            self.hueArcs = UnsafeBufferPointer(hueArcs)
            boundTables = DeltaE2000Estimate.BoundTables()
            self.names = UnsafeBufferPointer(names)
        }
    }

    static let table = Table()

    /// The CSS name closest to `color` and its ΔE2000; ties go to the first name alphabetically.
    ///
    /// The comparison uses the color as it is, without gamut mapping and ignoring alpha.
    public static func find(_ color: Color) -> (name: String, deltaE: Double) {
        find(lab: DeltaE.labCoordinates(color))
    }

    /// The CSS name closest to the color with CIE Lab (D50) coordinates `lab` (missing lanes read
    /// as 0) and its ΔE2000, the same as `findExhaustively(lab:)` gives.
    public static func find(lab: SIMD4<Double>) -> (name: String, deltaE: Double) {
        find(lab: lab, precision: nil)
    }

    /// `find(lab:)`, or with a `precision`, the ΔE2000 as `NearestNameSearch.find(_:writtenWithPrecision:)` gives it.
    static func find(lab: SIMD4<Double>, precision: Int?) -> (name: String, deltaE: Double) {
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: scratchCount) { scratch in
            find(lab: lab, precision: precision, scratch: scratch.baseAddress!)
        }
    }

    /// How many candidates `search` may hold: each entry twice (waiting, then estimated).
    static var scratchCount: Int { 2 * table.points.count }

    /// `find(lab:precision:)` with room for `scratchCount` candidates at `scratch`.
    static func find(lab: SIMD4<Double>, precision: Int?, scratch: UnsafeMutablePointer<Candidate>) -> (name: String, deltaE: Double) {
        let found = position(lab: lab, precision: precision, scratch: scratch)
        return (labTable[found.index].name, found.deltaE)
    }

    /// `find(lab:precision:scratch:)` with the name as its index in `labTable`.
    static func position(lab: SIMD4<Double>, precision: Int?, scratch: UnsafeMutablePointer<Candidate>) -> (index: Int, deltaE: Double) {
        let lab = ColorSpace.zeroingMissing(lab)
        let limit = SIMD4<Double>(repeating: 1e6)
        guard all(lab .< limit .& lab .> -limit) else { return positionExhaustively(lab: lab) }
        return search(lab, table, precision: precision, scratch: scratch)
    }

    /// The exhaustive search that defines the answer: every name in alphabetical order, the first
    /// smallest ΔE2000 winning.
    public static func findExhaustively(lab: SIMD4<Double>) -> (name: String, deltaE: Double) {
        let found = positionExhaustively(lab: lab)
        return (labTable[found.index].name, found.deltaE)
    }

    /// `findExhaustively(lab:)` with the name as its index in `labTable`.
    static func positionExhaustively(lab: SIMD4<Double>) -> (index: Int, deltaE: Double) {
        var best = 0
        var bestDistance = Double.infinity
        for (index, entry) in labTable.enumerated() {
            let d = DeltaE.ciede2000(lab1: lab, lab2: entry.lab)
            if d < bestDistance {
                bestDistance = d
                best = index
            }
        }
        return (best, bestDistance)
    }

    /// A name met by the walk: its position in the table and its lower bound; once estimated, the
    /// estimate's tolerance interval and the estimate (or the exact value, where there is no estimate).
    struct Candidate {
        var position: Int
        var lower: Double
        var upper = Double.infinity
        var value = Double.nan
        var isExact = false
        /// Whether `lower` is the estimate's own bound (the rotation term bounded) rather than
        /// `DeltaE2000Estimate.quickLowerBound`.
        var refined = false
    }

    /// Steps 2 to 4 of the search (see the type's summary): the index in `labTable` of the nearest
    /// name and its ΔE2000 (exact, or with a `precision`, as `NearestNameSearch.find(_:writtenWithPrecision:)`
    /// gives it).
    ///
    /// Steps 2 and 3 run as one loop that always takes the smallest lower bound it holds: the next
    /// entry down or up in L (its lightness bound) or a name met but not yet estimated (its bound from
    /// `DeltaE2000Estimate.quickLowerBound`, then the estimate's own with the rotation term bounded).
    /// It stops when that bound is above the best upper end of an estimate, so it walks no further
    /// and estimates no more than it must.
    static func search(
        _ lab: SIMD4<Double>, _ table: Table, precision: Int?, scratch buffer: UnsafeMutablePointer<Candidate>
    ) -> (index: Int, deltaE: Double) {
        let query = DeltaE2000Estimate.Point(l: lab.x, a: lab.y, b: lab.z)
        let points = table.points
        let count = points.count
        do {
            // Met but not estimated: buffer[0..<waiting]; estimated: buffer[count..<count + estimated].
            var waiting = 0, estimated = 0
            var smallestWaiting = -1
            var above = 0
            var width = count
            while width > 0 {
                let half = width / 2
                if points[above + half].l < query.l {
                    above += half + 1
                    width -= half + 1
                } else {
                    width = half
                }
            }
            var below = above - 1
            var belowBound = 0.0, belowKey = Double.infinity, aboveBound = 0.0, aboveKey = Double.infinity
            if below >= 0 {
                belowBound = DeltaE2000Estimate.lightnessBound(query, points[below])
                belowKey = belowBound - DeltaE2000Estimate.tolerance(belowBound)
            }
            if above < count {
                aboveBound = DeltaE2000Estimate.lightnessBound(query, points[above])
                aboveKey = aboveBound - DeltaE2000Estimate.tolerance(aboveBound)
            }
            var bestUpper = Double.infinity
            while true {
                let waitingKey = smallestWaiting >= 0 ? buffer[smallestWaiting].lower : .infinity
                let downward = belowKey <= aboveKey
                let walkKey = downward ? belowKey : aboveKey
                if walkKey <= waitingKey && walkKey < .infinity {
                    // Step 2: the next entry in L, the nearer way.
                    if walkKey > bestUpper { break }
                    let position = downward ? below : above
                    let bound = DeltaE2000Estimate.quickLowerBound(
                        query, points[position], lightnessBound: downward ? belowBound : aboveBound,
                        tables: table.boundTables)
                    let lower = bound - DeltaE2000Estimate.tolerance(bound)
                    if lower <= bestUpper {
                        buffer[waiting] = Candidate(position: position, lower: lower)
                        if lower < waitingKey { smallestWaiting = waiting }
                        waiting += 1
                    }
                    if downward {
                        below -= 1
                        if below >= 0 {
                            belowBound = DeltaE2000Estimate.lightnessBound(query, points[below])
                            belowKey = belowBound - DeltaE2000Estimate.tolerance(belowBound)
                        } else {
                            belowKey = .infinity
                        }
                    } else {
                        above += 1
                        if above < count {
                            aboveBound = DeltaE2000Estimate.lightnessBound(query, points[above])
                            aboveKey = aboveBound - DeltaE2000Estimate.tolerance(aboveBound)
                        } else {
                            aboveKey = .infinity
                        }
                    }
                    continue
                }
                // Step 3: the waiting name with the smallest bound: first the estimate's own bound,
                // then, if that is still the smallest, the estimate.
                if smallestWaiting < 0 || waitingKey > bestUpper { break }
                let waiter = buffer[smallestWaiting]
                switch DeltaE2000Estimate.estimate(query, points[waiter.position], boundingRotation: !waiter.refined) {
                case .lowerBound(let bound):
                    buffer[smallestWaiting].lower = bound - DeltaE2000Estimate.tolerance(bound)
                    buffer[smallestWaiting].refined = true
                case .value(let value) where value.isFinite:
                    let tolerance = DeltaE2000Estimate.tolerance(value)
                    buffer[count + estimated] = Candidate(
                        position: waiter.position, lower: value - tolerance, upper: value + tolerance, value: value)
                    estimated += 1
                    bestUpper = min(bestUpper, value + tolerance)
                    waiting -= 1
                    buffer[smallestWaiting] = buffer[waiting]
                default:
                    let exact = DeltaE.ciede2000(lab1: lab, lab2: labTable[table.names[waiter.position]].lab)
                    buffer[count + estimated] = Candidate(
                        position: waiter.position, lower: exact, upper: exact, value: exact, isExact: true)
                    estimated += 1
                    bestUpper = min(bestUpper, exact)
                    waiting -= 1
                    buffer[smallestWaiting] = buffer[waiting]
                }
                // The next smallest, dropping the names that can no longer be the nearest.
                smallestWaiting = -1
                var i = 0
                while i < waiting {
                    if buffer[i].lower > bestUpper {
                        waiting -= 1
                        buffer[i] = buffer[waiting]
                        continue
                    }
                    if smallestWaiting < 0 || buffer[i].lower < buffer[smallestWaiting].lower { smallestWaiting = i }
                    i += 1
                }
            }
            return settle(lab, table, precision: precision, estimates: buffer + count, count: estimated, bestUpper: bestUpper)
        }
    }

    /// Step 4 of the search (see the type's summary) over the `count` estimated names at
    /// `estimates`, `bestUpper` the smallest upper end of their intervals: the exact formula for
    /// every estimate that could be the smallest; when there is one and its whole tolerance interval
    /// is written with the same digits at `precision`, the estimate.
    static func settle(
        _ lab: SIMD4<Double>, _ table: Table, precision: Int?, estimates: UnsafeMutablePointer<Candidate>, count: Int,
        bestUpper: Double
    ) -> (index: Int, deltaE: Double) {
        if let precision {
            var only = -1
            for i in 0..<count where estimates[i].lower <= bestUpper {
                if only >= 0 { only = -1; break }
                only = i
            }
            if only >= 0 && !estimates[only].isExact {
                let candidate = estimates[only]
                if ShortNumber.writesAlike(max(0, candidate.lower), candidate.upper, precision: precision) {
                    return (table.names[candidate.position], candidate.value)
                }
            }
        }
        var bestIndex = Int.max
        var bestDistance = Double.infinity
        for i in 0..<count where estimates[i].lower <= bestUpper {
            let index = table.names[estimates[i].position]
            let d = estimates[i].isExact ? estimates[i].value : DeltaE.ciede2000(lab1: lab, lab2: labTable[index].lab)
            if d < bestDistance || (d == bestDistance && index < bestIndex) {
                bestDistance = d
                bestIndex = index
            }
        }
        return (bestIndex, bestDistance)
    }

    /// Steps 2 to 4 of the search for a color in a cell of `NearestNameGrid`, whose `list` gives the
    /// names to estimate, the first and then in order of their bounds over the cell: each until the
    /// next bound is above the best upper end of an estimate (after the first, each name's
    /// lightness bound, then the estimate). Nil when
    /// the list ends first (the cutoff is not above that best upper end): then a name left out of
    /// the list may be the nearest, and the caller searches the whole table.
    static func search(
        _ lab: SIMD4<Double>, _ table: Table, list: UnsafePointer<NearestNameGrid.Entry>, precision: Int?,
        scratch estimates: UnsafeMutablePointer<Candidate>
    ) -> (index: Int, deltaE: Double)? {
        let query = DeltaE2000Estimate.Point(query: lab.x, a: lab.y, b: lab.z)
        var estimated = 0
        var bestUpper = Double.infinity
        var entry = list
        while Double(entry.pointee.key) <= bestUpper {
            let position = Int(entry.pointee.position)
            if position < 0 { return nil }
            entry += 1
            let point = table.points[position]
            if estimated > 0 {
                let lightness = DeltaE2000Estimate.lightnessBound(query, point)
                if lightness - DeltaE2000Estimate.tolerance(lightness) > bestUpper { continue }
            }
            if case .value(let value) = DeltaE2000Estimate.estimate(query, point, boundingRotation: false), value.isFinite {
                let tolerance = DeltaE2000Estimate.tolerance(value)
                estimates[estimated] = Candidate(position: position, lower: value - tolerance, upper: value + tolerance, value: value)
                bestUpper = min(bestUpper, value + tolerance)
            } else {
                let exact = DeltaE.ciede2000(lab1: lab, lab2: labTable[table.names[position]].lab)
                estimates[estimated] = Candidate(position: position, lower: exact, upper: exact, value: exact, isExact: true)
                bestUpper = min(bestUpper, exact)
            }
            estimated += 1
        }
        return settle(lab, table, precision: precision, estimates: estimates, count: estimated, bestUpper: bestUpper)
    }
}


/// `NearestName.find` for a caller that names color after color: it keeps its own routes into Lab,
/// built once per source space, where `NearestName.find(_:)` builds one per color.
///
/// It finds through its own `NearestNameGrid`, whose cells it builds as colors fall in them, and
/// through `NearestName.search` outside the grid, in cells not built yet, or where a cell's list
/// ends too soon.
package final class NearestNameSearch {
    private let routes = ConversionRoutes(to: .lab)
    /// The search's candidates, allocated once (a record allocates nothing once its cell is built).
    private let scratch = UnsafeMutablePointer<NearestName.Candidate>.allocate(capacity: NearestName.scratchCount)
    private let grid: NearestNameGrid

    package init() {
        grid = NearestNameGrid()
    }

    /// A search whose grid builds a cell once `buildAfter` colors fell in it (0: at the first).
    init(buildAfter: Int32) {
        grid = NearestNameGrid(buildAfter: buildAfter)
    }

    deinit {
        scratch.deallocate()
    }

    /// `NearestName.find(color)`, bit for bit.
    package func find(_ color: Color) -> (name: String, deltaE: Double) {
        find(lab: lab(of: color), precision: nil)
    }

    /// `NearestName.find(lab:precision:)`, through the grid.
    func find(lab: SIMD4<Double>, precision: Int?) -> (name: String, deltaE: Double) {
        let found = position(lab: lab, precision: precision)
        return (NearestName.labTable[found.index].name, found.deltaE)
    }

    /// `find(lab:precision:)` with the name as its index in `NearestName.names`.
    @inline(__always)
    private func position(lab: SIMD4<Double>, precision: Int?) -> (index: Int, deltaE: Double) {
        if let list = grid.list(for: lab),
           let found = NearestName.search(lab, NearestName.table, list: list, precision: precision, scratch: scratch) {
            return found
        }
        return NearestName.position(lab: lab, precision: precision, scratch: scratch)
    }

    /// The color's CIE Lab coordinates, missing components read as 0, through the routes kept here.
    private func lab(of color: Color) -> SIMD4<Double> {
        ColorSpace.zeroingMissing(routes.coordinates(ColorSpace.zeroingMissing(color.coords), in: color.space))
    }

    /// The nearest name, as `find(_:)` gives it, and a ΔE2000 that `ShortNumber` writes at `precision`
    /// decimals exactly as it writes the exact one: the estimate when its tolerance interval is
    /// written with one set of digits (nearly always), else the exact value. For output only.
    package func find(_ color: Color, writtenWithPrecision precision: Int) -> (name: String, deltaE: Double) {
        find(lab: lab(of: color), precision: precision)
    }

    /// `find(_:writtenWithPrecision:)` with the name as its position in `NearestName.names`, for a
    /// writer that keeps the names ready to copy.
    package func findPosition(_ color: Color, writtenWithPrecision precision: Int) -> (position: Int, deltaE: Double) {
        let found = position(lab: lab(of: color), precision: precision)
        return (found.index, found.deltaE)
    }
}
