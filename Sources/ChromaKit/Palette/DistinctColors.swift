#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Palettes of colors as different from each other as sRGB allows: the smallest pairwise ΔE made as large as possible.
///
/// The max–min dispersion problem, in the sRGB cube measured by ΔEOK or
/// CIEDE2000. The search:
///
/// 1. Each of `restarts` starts draws `candidatesPerColor` random colors per
///    color to place and takes them greedily, each time the candidate farthest
///    from those taken and the kept ones (farthest-point insertion, Gonzalez 1985).
/// 2. It then raises the soft minimum −τ·log Σ exp(−ΔE/τ) over the pairs,
///    which tends to the smallest ΔE as τ → 0: `stages` stages with τ halving
///    from a tenth of the smallest ΔE, each up to `stepsPerStage` steps of
///    limited-memory BFGS (Nocedal, "Updating quasi-Newton matrices with limited
///    storage", Math. Comp. 35, 1980) with a backtracking (Armijo) line search,
///    on forward-difference gradients. Each channel is written sin²(u), so the
///    descent runs unconstrained and still reaches the faces of the cube.
/// 3. From the best start, `moves` times: a color of a closest pair goes to the
///    largest gap (the farthest of fresh random candidates), the palette settles
///    again as in 2, and the result is kept when its smallest ΔE is larger.
/// 4. The best palette's colors are rounded to 8 bits, and a hill climb moves a
///    color of a closest pair by one 8-bit step per channel while that raises
///    the smallest ΔE or, keeping it, lowers the soft minimum's sum.
///
/// Kept colors count toward the palette, never move, and come first. Pairs of
/// two kept colors do not steer the search (nothing can move them), but their
/// ΔE counts in the minimum reported.
///
/// Every random choice is drawn from the generator through `RandomDraw`, and the
/// work is a fixed number of steps, so a seed gives the same palette every time.
public struct DistinctColors {
    /// The color difference the palette spreads.
    public enum Metric: String, CaseIterable, Sendable {
        /// ΔEOK: the Euclidean distance in OKLab (`DeltaE.ok`).
        case ok
        /// CIEDE2000 (`DeltaE.ciede2000`).
        case ciede2000 = "2000"
    }

    /// A palette and its smallest pairwise ΔE.
    public struct Palette: Sendable {
        /// The kept colors as given, then the placed ones (opaque 8-bit sRGB colors).
        public let colors: [Color]
        /// The smallest ΔE between two of the colors (0 for fewer than two).
        public let minimumDeltaE: Double
    }

    /// The starts of the search for `count` colors: fewer as the pairs grow, so the work stays near the same,
    /// and fewer for CIEDE2000, whose every difference costs some ten times one of ΔEOK.
    public static func restarts(count: Int, metric: Metric) -> Int {
        let pairs = max(count * count, 1)
        return metric == .ok ? max(2, min(48, 8192 / pairs)) : max(1, min(16, 2048 / pairs))
    }

    /// The moves tried from the best start (see the type's overview).
    public static func moves(count: Int, metric: Metric) -> Int {
        restarts(count: count, metric: metric)
    }

    /// Random candidates per color to place, for the greedy start.
    public static let candidatesPerColor = 24
    /// The soft minimum's stages (τ halves between them) and the ascent steps in each.
    public static let stages = 9
    public static let stepsPerStage = 60

    let metric: Metric
    let toMetric: ConversionPath

    init(metric: Metric) {
        self.metric = metric
        toMetric = ConversionPath(from: .srgb, to: metric == .ok ? .oklab : .lab)
    }

    /// Finds `count` colors (the kept ones included) whose smallest pairwise ΔE by `metric` is as large as the search finds.
    public static func find(
        count: Int, keeping kept: [Color] = [], metric: Metric = .ok, using random: inout some RandomNumberGenerator
    ) -> Palette {
        find(count: count, keeping: kept, metric: metric,
             restarts: restarts(count: count, metric: metric), moves: moves(count: count, metric: metric), using: &random)
    }

    /// `find(count:keeping:metric:using:)` with the search's effort given: `restarts` starts, then `moves` moves.
    public static func find(
        count: Int, keeping kept: [Color], metric: Metric, restarts: Int, moves: Int, using random: inout some RandomNumberGenerator
    ) -> Palette {
        precondition(count >= kept.count, "the kept colors count toward the palette")
        let search = DistinctColors(metric: metric)
        let keptCoordinates = kept.map { search.metricCoordinates(of: $0) }
        let free = count - kept.count
        var best: [SIMD4<Double>] = []
        var bestMinimum = -Double.infinity
        if free > 0 {
            for _ in 0..<max(restarts, 1) {
                var points = search.greedyStart(free: free, kept: keptCoordinates, using: &random)
                search.ascend(&points, kept: keptCoordinates)
                let minimum = search.smallestDistance(search.coordinates(points), kept: keptCoordinates, includingKeptPairs: false)
                if minimum > bestMinimum {
                    bestMinimum = minimum
                    best = points
                }
            }
            // Moves from the best: a color of a closest pair goes to the largest hole, and the palette settles again.
            for _ in 0..<(free > 1 ? moves : 0) {
                var points = best
                let coords = search.coordinates(points)
                let crowded = search.closestPairMember(coords, kept: keptCoordinates, using: &random)
                points.remove(at: crowded)
                points.append(search.largestHole(among: search.coordinates(points), kept: keptCoordinates, using: &random))
                search.ascend(&points, kept: keptCoordinates)
                let minimum = search.smallestDistance(search.coordinates(points), kept: keptCoordinates, includingKeptPairs: false)
                if minimum > bestMinimum {
                    bestMinimum = minimum
                    best = points
                }
            }
            best = best.map { ($0 * 255).rounded(.toNearestOrAwayFromZero) / 255 }
            search.polish(&best, kept: keptCoordinates)
        }
        let colors = kept + best.map { Color(.srgb, $0.x, $0.y, $0.z) }
        // Measured as `colorconv distance` measures: each color converted on its own, the registered formula.
        let all = colors.map { search.metricCoordinates(of: $0) }
        return Palette(colors: colors, minimumDeltaE: search.exactSmallestDistance(all))
    }

    // MARK: The metric

    /// The coordinates the metric measures in (OKLab or CIE Lab D50), missing components read as 0.
    func metricCoordinates(of color: Color) -> SIMD4<Double> {
        metric == .ok ? DeltaE.oklabCoordinates(color) : DeltaE.labCoordinates(color)
    }

    /// The metric coordinates of sRGB points.
    func coordinates(_ points: [SIMD4<Double>]) -> [SIMD4<Double>] {
        points.map { toMetric.apply($0) }
    }

    @inline(__always)
    func distance(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> Double {
        switch metric {
        case .ok:
            let d = a - b
            return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
        case .ciede2000:
            return DeltaE.ciede2000(lab1: a, lab2: b)
        }
    }

    /// The smallest ΔE among the points (metric coordinates) and between them and the kept ones.
    func smallestDistance(_ points: [SIMD4<Double>], kept: [SIMD4<Double>], includingKeptPairs: Bool) -> Double {
        var smallest = Double.infinity
        for i in points.indices {
            for j in 0..<i { smallest = min(smallest, distance(points[i], points[j])) }
            for k in kept { smallest = min(smallest, distance(points[i], k)) }
        }
        if includingKeptPairs {
            for i in kept.indices { for j in 0..<i { smallest = min(smallest, distance(kept[i], kept[j])) } }
        }
        return smallest.isFinite ? smallest : 0
    }

    /// The smallest ΔE among `coords` by the registered formula (`DeltaE.ok`'s or `DeltaE.ciede2000`'s arithmetic).
    func exactSmallestDistance(_ coords: [SIMD4<Double>]) -> Double {
        var smallest = Double.infinity
        for i in coords.indices {
            for j in 0..<i {
                let d = metric == .ok ? DeltaE.ok(oklab1: coords[i], oklab2: coords[j]) : DeltaE.ciede2000(lab1: coords[i], lab2: coords[j])
                smallest = min(smallest, d)
            }
        }
        return smallest.isFinite ? smallest : 0
    }

    // MARK: 1. The greedy start

    func greedyStart(free: Int, kept: [SIMD4<Double>], using random: inout some RandomNumberGenerator) -> [SIMD4<Double>] {
        let candidateCount = free * Self.candidatesPerColor
        var candidates: [SIMD4<Double>] = []
        candidates.reserveCapacity(candidateCount)
        for _ in 0..<candidateCount {
            let r = RandomDraw.unit(using: &random), g = RandomDraw.unit(using: &random), b = RandomDraw.unit(using: &random)
            candidates.append(SIMD4(r, g, b, 0))
        }
        let candidateCoordinates = coordinates(candidates)
        var nearest = [Double](repeating: .infinity, count: candidateCount)
        for (c, point) in candidateCoordinates.enumerated() {
            for k in kept { nearest[c] = min(nearest[c], distance(point, k)) }
        }
        var chosen: [SIMD4<Double>] = []
        var next = kept.isEmpty ? 0 : nearest.indices.max { nearest[$0] < nearest[$1] }!
        while true {
            chosen.append(candidates[next])
            nearest[next] = -1
            if chosen.count == free { break }
            let point = candidateCoordinates[next]
            for c in 0..<candidateCount where nearest[c] >= 0 {
                nearest[c] = min(nearest[c], distance(candidateCoordinates[c], point))
            }
            next = nearest.indices.max { nearest[$0] < nearest[$1] }!
        }
        return chosen
    }

    // MARK: 3. Moves

    /// A free color of a closest pair, drawn at random among them.
    func closestPairMember(_ coords: [SIMD4<Double>], kept: [SIMD4<Double>], using random: inout some RandomNumberGenerator) -> Int {
        let smallest = smallestDistance(coords, kept: kept, includingKeptPairs: false)
        var members: [Int] = []
        for i in coords.indices {
            let near = coords.indices.contains { $0 != i && distance(coords[i], coords[$0]) <= smallest * (1 + 1e-9) }
                || kept.contains { distance(coords[i], $0) <= smallest * (1 + 1e-9) }
            if near { members.append(i) }
        }
        return members.isEmpty ? 0 : members[RandomDraw.integer(in: 0...(members.count - 1), using: &random)]
    }

    /// The random candidate farthest from every color given (one draw of the greedy start's candidates).
    func largestHole(among coords: [SIMD4<Double>], kept: [SIMD4<Double>], using random: inout some RandomNumberGenerator) -> SIMD4<Double> {
        var best = SIMD4<Double>.zero, bestDistance = -1.0
        for _ in 0..<(Self.candidatesPerColor * (coords.count + 1)) {
            let r = RandomDraw.unit(using: &random), g = RandomDraw.unit(using: &random), b = RandomDraw.unit(using: &random)
            let candidate = SIMD4(r, g, b, 0)
            let point = toMetric.apply(candidate)
            var nearest = Double.infinity
            for c in coords { nearest = min(nearest, distance(point, c)) }
            for k in kept { nearest = min(nearest, distance(point, k)) }
            if nearest > bestDistance {
                bestDistance = nearest
                best = candidate
            }
        }
        return best
    }

    // MARK: 2. The descent of the soft sum

    /// Σ exp(−(ΔE − shift)/τ) over the pairs that involve a free point, and the pairwise ΔE it used.
    func softSum(_ coords: [SIMD4<Double>], kept: [SIMD4<Double>], tau: Double, shift: Double, distances: inout [Double]) -> Double {
        let n = coords.count, width = n + kept.count
        var sum = 0.0
        for i in 0..<n {
            for j in 0..<i {
                let d = distance(coords[i], coords[j])
                distances[i * width + j] = d
                distances[j * width + i] = d
                sum += exp(-(d - shift) / tau)
            }
            for (k, point) in kept.enumerated() {
                let d = distance(coords[i], point)
                distances[i * width + n + k] = d
                sum += exp(-(d - shift) / tau)
            }
        }
        return sum
    }

    /// Raises the soft minimum in `stages` stages of decreasing τ; each stage minimizes τ·log Σ exp(−(ΔE − shift)/τ)
    /// by limited-memory BFGS (Nocedal 1980) over u, where each channel is sin²(u): smooth, unbounded, every face reachable.
    func ascend(_ points: inout [SIMD4<Double>], kept: [SIMD4<Double>]) {
        let n = points.count, width = n + kept.count, size = 3 * n
        var u = [Double](repeating: 0, count: size)
        for i in 0..<n { for c in 0..<3 { u[3 * i + c] = asin(min(max(points[i][c], 0), 1).squareRoot()) } }
        var distances = [Double](repeating: 0, count: n * width)
        func pointsOf(_ u: [Double]) -> [SIMD4<Double>] {
            (0..<n).map { i in
                let s0 = sin(u[3 * i]), s1 = sin(u[3 * i + 1]), s2 = sin(u[3 * i + 2])
                return SIMD4(s0 * s0, s1 * s1, s2 * s2, 0)
            }
        }
        let h = 1e-7
        for stage in 0..<Self.stages {
            var current = pointsOf(u)
            var coords = coordinates(current)
            let smallest = smallestDistance(coords, kept: kept, includingKeptPairs: false)
            guard smallest > 0 else { break }
            let tau = smallest * 0.1 / Double(1 << stage)
            let shift = smallest
            // f(u) = τ·log S(u); its gradient is τ/S · ∇S, ∇S by forward differences over the pairs that weigh.
            func value(_ sum: Double) -> Double { tau * log(sum) }
            func gradient(_ x: [SIMD4<Double>], _ coords: [SIMD4<Double>], _ u: [Double], sum: Double) -> [Double] {
                var g = [Double](repeating: 0, count: size)
                let cutoff = shift + 30 * tau
                for i in 0..<n {
                    var here = 0.0
                    var active: [Int] = []
                    for j in 0..<width where j != i {
                        let d = distances[i * width + j]
                        if d < cutoff {
                            active.append(j)
                            here += exp(-(d - shift) / tau)
                        }
                    }
                    if active.isEmpty { continue }
                    for c in 0..<3 {
                        var moved = x[i]
                        let delta = moved[c] + h > 1 ? -h : h
                        moved[c] += delta
                        let movedCoords = toMetric.apply(moved)
                        var there = 0.0
                        for j in active {
                            let other = j < n ? coords[j] : kept[j - n]
                            there += exp(-(distance(movedCoords, other) - shift) / tau)
                        }
                        // Only the pairs of color i move with it: their share of S, moved and not.
                        g[3 * i + c] = tau / sum * (there - here) / delta * sin(2 * u[3 * i + c])
                    }
                }
                return g
            }
            var sum = softSum(coords, kept: kept, tau: tau, shift: shift, distances: &distances)
            var f = value(sum)
            var g = gradient(current, coords, u, sum: sum)
            var history: [(s: [Double], y: [Double], rho: Double)] = []
            for _ in 0..<Self.stepsPerStage {
                // The L-BFGS direction: two-loop recursion over the stored pairs.
                var q = g
                var alphas: [Double] = []
                for (s, y, rho) in history.reversed() {
                    let a = rho * zip(s, q).reduce(0) { $0 + $1.0 * $1.1 }
                    alphas.append(a)
                    for k in 0..<size { q[k] -= a * y[k] }
                }
                if let last = history.last {
                    let yy = last.y.reduce(0) { $0 + $1 * $1 }
                    let gamma = 1 / (last.rho * yy)
                    for k in 0..<size { q[k] *= gamma }
                } else {
                    let largest = g.reduce(0) { max($0, abs($1)) }
                    guard largest > 0 else { break }
                    for k in 0..<size { q[k] *= 0.02 / largest }
                }
                for ((s, y, rho), a) in zip(history, alphas.reversed()) {
                    let b = rho * zip(y, q).reduce(0) { $0 + $1.0 * $1.1 }
                    for k in 0..<size { q[k] += s[k] * (a - b) }
                }
                var slope = zip(g, q).reduce(0) { $0 - $1.0 * $1.1 }
                if slope >= 0 {
                    // Not a descent direction: fall back to the gradient.
                    history.removeAll()
                    let largest = g.reduce(0) { max($0, abs($1)) }
                    guard largest > 0 else { break }
                    q = g.map { $0 * 0.02 / largest }
                    slope = zip(g, q).reduce(0) { $0 - $1.0 * $1.1 }
                }
                // Backtracking (Armijo) along −q.
                var step = 1.0
                var accepted = false
                var trialU = u
                var trialPoints = current
                var trialCoords = coords
                var trialSum = sum
                for _ in 0..<20 {
                    for k in 0..<size { trialU[k] = u[k] - step * q[k] }
                    trialPoints = pointsOf(trialU)
                    trialCoords = coordinates(trialPoints)
                    trialSum = softSum(trialCoords, kept: kept, tau: tau, shift: shift, distances: &distances)
                    if value(trialSum) <= f + 1e-4 * step * slope {
                        accepted = true
                        break
                    }
                    step *= 0.5
                }
                guard accepted else {
                    _ = softSum(coords, kept: kept, tau: tau, shift: shift, distances: &distances)
                    break
                }
                let newG = gradient(trialPoints, trialCoords, trialU, sum: trialSum)
                let s = (0..<size).map { trialU[$0] - u[$0] }
                let y = (0..<size).map { newG[$0] - g[$0] }
                let sy = zip(s, y).reduce(0) { $0 + $1.0 * $1.1 }
                if sy > 1e-16 {
                    history.append((s, y, 1 / sy))
                    if history.count > 8 { history.removeFirst() }
                }
                let decrease = f - value(trialSum)
                u = trialU
                current = trialPoints
                coords = trialCoords
                sum = trialSum
                f = value(trialSum)
                g = newG
                if decrease < 1e-7 * shift { break }
            }
        }
        points = pointsOf(u)
    }

    // MARK: 4. The 8-bit polish

    /// The share of the soft sum of point `i`, at metric coordinates `point`.
    func softSum(of i: Int, at point: SIMD4<Double>, _ coords: [SIMD4<Double>], kept: [SIMD4<Double>], tau: Double, shift: Double) -> Double {
        var sum = 0.0
        for j in coords.indices where j != i { sum += exp(-(distance(point, coords[j]) - shift) / tau) }
        for k in kept { sum += exp(-(distance(point, k) - shift) / tau) }
        return sum
    }

    /// Hill climb on the 8-bit grid: a color of a closest pair moves by one step per channel while that helps.
    func polish(_ points: inout [SIMD4<Double>], kept: [SIMD4<Double>]) {
        var coords = coordinates(points)
        let n = points.count
        for _ in 0..<(4 * n) {
            let smallest = smallestDistance(coords, kept: kept, includingKeptPairs: false)
            guard smallest > 0 else { return }
            let tau = smallest * 0.01
            let closeness = smallest * 1e-9
            // The free colors in a closest pair.
            var involved: [Int] = []
            for i in 0..<n {
                var near = kept.contains { distance(coords[i], $0) <= smallest + closeness }
                for j in 0..<n where j != i && !near { near = distance(coords[i], coords[j]) <= smallest + closeness }
                if near { involved.append(i) }
            }
            var improved = false
            for i in involved {
                let here = softSum(of: i, at: coords[i], coords, kept: kept, tau: tau, shift: smallest)
                var bestMove: (point: SIMD4<Double>, coords: SIMD4<Double>, sum: Double, nearest: Double)?
                for offset in Self.neighbourOffsets {
                    let moved = points[i] + offset / 255
                    guard moved.x >= 0, moved.y >= 0, moved.z >= 0, moved.x <= 1, moved.y <= 1, moved.z <= 1 else { continue }
                    let movedCoords = toMetric.apply(moved)
                    var nearest = Double.infinity
                    for j in 0..<n where j != i { nearest = min(nearest, distance(movedCoords, coords[j])) }
                    for k in kept { nearest = min(nearest, distance(movedCoords, k)) }
                    guard nearest >= smallest else { continue }
                    let sum = softSum(of: i, at: movedCoords, coords, kept: kept, tau: tau, shift: smallest)
                    if sum < here && sum < (bestMove?.sum ?? .infinity) {
                        bestMove = (moved, movedCoords, sum, nearest)
                    }
                }
                if let bestMove {
                    points[i] = bestMove.point
                    coords[i] = bestMove.coords
                    improved = true
                }
            }
            if !improved { return }
        }
    }

    /// The 26 moves of one 8-bit step in any of the channels.
    static let neighbourOffsets: [SIMD4<Double>] = {
        var offsets: [SIMD4<Double>] = []
        for r in -1...1 { for g in -1...1 { for b in -1...1 where r != 0 || g != 0 || b != 0 {
            offsets.append(SIMD4(Double(r), Double(g), Double(b), 0))
        } } }
        return offsets
    }()
}
