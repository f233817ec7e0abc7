/// Gradients: color stops with optional positions, fixed up as CSS Images 3 does, sampled in any space.
///
/// A gradient is a list of at least two stops. Positions are fractions of the
/// gradient line (CSS `0%` = 0, `100%` = 1) and may be omitted; the fix-up of
/// CSS Images 3 §3.4.3 ("Color Stop 'Fixup'") gives every stop a position.
/// Between two adjacent stops the color is interpolated in the gradient's
/// space with its hue method (`Interpolator`, CSS Color 4 §12); before the
/// first stop the color is the first stop's, after the last the last stop's.
/// Where two stops share a position the color changes abruptly there, and at
/// exactly that position the later stop wins.
///
/// Positions outside 0…1 are allowed, as in CSS: `samples(count:)` always
/// covers 0…1, so such stops shift what is seen without being reached.
public struct GradientStop: Sendable {
    /// The stop's color, in any space.
    public var color: Color
    /// Where the stop lies on the gradient line (0 = start, 1 = end), or nil to let the fix-up place it.
    public var position: Double?

    /// Makes a stop from its color and optional position.
    public init(_ color: Color, at position: Double? = nil) {
        self.color = color
        self.position = position
    }
}

/// A gradient between color stops in one interpolation space; prepared once, cheap to sample.
public struct Gradient: Sendable {
    /// The interpolation space: every sampled color is in it.
    public let space: ColorSpace
    /// The hue method of a polar space (`shorter` when none was asked for), nil for a rectangular space.
    public let hue: HueInterpolation?
    /// The stops after the fix-up: the colors as given, every position set and never decreasing.
    public let resolvedStops: [(color: Color, position: Double)]
    /// One interpolator per pair of adjacent stops.
    @usableFromInline let segments: [Interpolator]

    /// Makes a gradient from at least two stops, interpolated in `space` (default OKLab).
    ///
    /// Throws for fewer than two stops, a position that is not finite, and a
    /// hue method with a rectangular space. `adaptation` makes the changes of white on the stops' way into
    /// `space` (CSS's Bradford by default).
    public init(
        stops: [GradientStop], in space: ColorSpace = .oklab, hue: HueInterpolation? = nil,
        adaptation: ChromaticAdaptation = .bradford
    ) throws(InterpolationError) {
        guard stops.count >= 2 else { throw InterpolationError("a gradient needs at least two colors") }
        for (index, stop) in stops.enumerated() {
            if let position = stop.position, !position.isFinite {
                throw InterpolationError("stop \(index + 1): the position must be a finite number")
            }
        }
        let positions = Self.resolvePositions(stops.map(\.position))
        var segments: [Interpolator] = []
        segments.reserveCapacity(stops.count - 1)
        let routes = adaptation.isCSS ? nil : ConversionRoutes(to: space, adaptation: adaptation)
        for index in 1..<stops.count {
            let a = stops[index - 1].color, b = stops[index].color
            if let routes {
                segments.append(try Interpolator(from: a, to: b, through: routes, hue: hue))
            } else {
                segments.append(try Interpolator(from: a, to: b, in: space, hue: hue))
            }
        }
        self.space = space
        self.hue = segments[0].hue
        self.segments = segments
        self.resolvedStops = zip(stops, positions).map { ($0.color, $1) }
    }

    /// The positions of CSS Images 3 §3.4.3 "Color Stop 'Fixup'", for a list of at least one optional position.
    ///
    /// 1. If the first position is missing it becomes 0; if the last is
    ///    missing it becomes 1.
    /// 2. A position smaller than a position given before it becomes the
    ///    largest position given before it.
    /// 3. Each run of missing positions is spread evenly between the
    ///    positions on either side of it.
    public static func resolvePositions(_ positions: [Double?]) -> [Double] {
        guard !positions.isEmpty else { return [] }
        var fixed = positions
        if fixed[0] == nil { fixed[0] = 0 }
        if fixed[fixed.count - 1] == nil { fixed[fixed.count - 1] = 1 }
        var largest = -Double.infinity
        for index in fixed.indices {
            guard let position = fixed[index] else { continue }
            if position < largest { fixed[index] = largest } else { largest = position }
        }
        var result = fixed.map { $0 ?? 0 }
        var index = 1
        while index < fixed.count {
            guard fixed[index] == nil else {
                index += 1
                continue
            }
            // A run of missing positions from `index` up to the next given one; the ends are always given.
            var next = index
            while fixed[next] == nil { next += 1 }
            let before = result[index - 1], after = result[next]
            let steps = Double(next - index + 1)
            for k in index..<next {
                result[k] = before + (after - before) * Double(k - index + 1) / steps
            }
            index = next + 1
        }
        return result
    }

    /// The index of the segment that covers `t`, with the position within it (0…1), or the end stop.
    @inlinable
    func locate(_ t: Double) -> (segment: Int, local: Double) {
        let first = resolvedStops[0].position
        if !(t >= first) { return (0, 0) }  // before the first stop, or NaN
        let count = resolvedStops.count
        if t >= resolvedStops[count - 1].position { return (count - 2, 1) }
        // The first stop whose position is greater than t (binary search); its segment ends there.
        var low = 1, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if resolvedStops[middle].position > t { high = middle } else { low = middle + 1 }
        }
        let from = resolvedStops[low - 1].position, to = resolvedStops[low].position
        return (low - 1, (t - from) / (to - from))
    }

    /// The coordinates in `space` and alpha at `t` (0 = start of the gradient line, 1 = end), without allocating.
    @inlinable
    public func coordinates(at t: Double) -> (SIMD4<Double>, alpha: Double) {
        let (segment, local) = locate(t)
        return segments[segment].coordinates(at: local)
    }

    /// The color at `t` (0 = start of the gradient line, 1 = end), in `space`.
    @inlinable
    public func color(at t: Double) -> Color {
        let (coords, alpha) = coordinates(at: t)
        return Color(space, coords, alpha: alpha)
    }

    /// `count` colors evenly spaced over the gradient line, at t = i / (count − 1).
    ///
    /// Callers ask for at least two; checking that is theirs (a tool reports
    /// it as a usage error). As a courtesy, one sample is the color at t = 0
    /// and zero or fewer give an empty list.
    public func samples(count: Int) -> [Color] {
        if count <= 0 { return [] }
        if count == 1 { return [color(at: 0)] }
        let last = Double(count - 1)
        return (0..<count).map { color(at: Double($0) / last) }
    }
}
