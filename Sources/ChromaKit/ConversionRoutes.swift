/// Conversions into one space from whichever spaces colors come in, each route built the first time its
/// source space is seen.
///
/// For code that converts many colors into the same space — a mix or an
/// interpolation per record of a stream, a palette — where building a
/// `ConversionPath` per color would cost more than the arithmetic. The routes
/// belong to the instance: whoever makes one owns it, and nothing is shared
/// between instances. A color with no missing component runs as a
/// `FastRoute` (no reference counting); one with a missing component takes
/// `ConversionPath.apply`, which carries it forward. `converted(_:)` gives bit
/// for bit what `Color.converted(to:adaptation:)` gives.
public final class ConversionRoutes {
    /// Where every route goes.
    public let target: ColorSpace
    /// How the routes change white (CSS's Bradford unless told).
    public let adaptation: ChromaticAdaptation
    /// The source spaces seen so far, and the route from each, in the same order.
    @exclusivity(unchecked) private var sources: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var paths: [ConversionPath] = []
    @exclusivity(unchecked) private var fastRoutes: [FastRoute] = []
    /// The source of the last conversion and its fast route, looked at first.
    @exclusivity(unchecked) private var lastSource: ObjectIdentifier?
    @exclusivity(unchecked) private var lastRoute: FastRoute?

    /// Routes into `target`, changing white by `adaptation`.
    public init(to target: ColorSpace, adaptation: ChromaticAdaptation = .bradford) {
        self.target = target
        self.adaptation = adaptation
    }

    deinit {
        for route in fastRoutes { route.deallocate() }
    }

    /// The route from `source` to the target, built on first use.
    public func path(from source: ColorSpace) -> ConversionPath {
        paths[index(of: source)]
    }

    /// `color` in the target space: `color.converted(to: target)`.
    @inline(__always)
    public func converted(_ color: Color) -> Color {
        if color.space === target { return color }
        return Color(target, coordinates(color.coords, in: color.space), alpha: color.alpha)
    }

    /// `coords` of `space` in the target space: `space.convert(coords, to: target)`.
    public func coordinates(_ coords: SIMD4<Double>, in space: ColorSpace) -> SIMD4<Double> {
        if space === target { return coords }
        if space.needsCarrying(coords) { return path(from: space).apply(coords) }
        let id = ObjectIdentifier(space)
        if id == lastSource, let lastRoute { return lastRoute.run(coords) }
        let route = fastRoutes[index(of: space)]
        lastSource = id
        lastRoute = route
        return route.run(coords)
    }

    /// Where the routes from `source` are kept, after building them if it is new.
    private func index(of source: ColorSpace) -> Int {
        let id = ObjectIdentifier(source)
        if let index = sources.firstIndex(of: id) { return index }
        let path = ConversionPath(from: source, to: target, adaptation: adaptation)
        sources.append(id)
        paths.append(path)
        fastRoutes.append(FastRoute(path))
        return sources.count - 1
    }
}
