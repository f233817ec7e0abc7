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
package final class ConversionRoutes {
    /// Where every route goes.
    package let target: ColorSpace
    /// How the routes change white (CSS's Bradford unless told).
    package let adaptation: ChromaticAdaptation
    /// The source spaces seen so far, and the route from each, in the same order.
    @exclusivity(unchecked) private var sources: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var paths: [ConversionPath] = []
    @exclusivity(unchecked) private var fastRoutes: [FastRoute] = []
    /// The source of the last conversion and its fast route, looked at first.
    @exclusivity(unchecked) private var lastSource: ObjectIdentifier?
    @exclusivity(unchecked) private var lastRoute: FastRoute?

    /// Routes into `target`, changing white by `adaptation`.
    package init(to target: ColorSpace, adaptation: ChromaticAdaptation = .bradford) {
        self.target = target
        self.adaptation = adaptation
    }

    deinit {
        for route in fastRoutes { route.deallocate() }
    }

    /// The route from `source` to the target, built on first use.
    package func path(from source: ColorSpace) -> ConversionPath {
        paths[index(of: source)]
    }

    /// `color` in the target space: `color.converted(to: target)`.
    @inline(__always)
    package func converted(_ color: Color) -> Color {
        if color.space === target { return color }
        return Color(target, coordinates(color.coords, in: color.space), alpha: color.alpha)
    }

    /// `coords` of `space` in the target space: `space.convert(coords, to: target)`.
    package func coordinates(_ coords: SIMD4<Double>, in space: ColorSpace) -> SIMD4<Double> {
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

/// The routes a relative color converts its origin by (CSS Color 5 §4.1), built as origins and functions
/// are met, for a reader of color after color (`CSSColor.parse(utf8:routes:)`).
///
/// A relative color converts its origin into its function's space. Reading one color, the parser builds
/// that one route; a stream of relative colors would build one per record, so a stream keeps an instance
/// of this (one per thread) and hands it to the parser. The route from each registered space to each is
/// built the first time it is needed and run from memory the instance owns, without reference counting,
/// as a `FastRoute`; a color with a missing component or a powerless hue takes `ConversionPath.apply`.
/// The results are bit for bit `Color.converted(to:)`'s.
package final class RelativeOriginRoutes {
    /// How many spaces are registered (`ColorSpaces.all`); 0 until the first relative color.
    @exclusivity(unchecked) private var count = 0
    /// The registered spaces' identities, in registry order.
    @exclusivity(unchecked) private var spaceIDs = UnsafeMutableBufferPointer<ObjectIdentifier>(start: nil, count: 0)
    /// The route from `ColorSpaces.all[source]` to `ColorSpaces.all[target]`, at `target * count + source`,
    /// once built: as a fast route, and as a path for the colors that need carrying.
    @exclusivity(unchecked) private var fastRoutes = UnsafeMutableBufferPointer<FastRoute?>(start: nil, count: 0)
    @exclusivity(unchecked) private var paths: [Int: ConversionPath] = [:]

    /// Routes to be built as relative colors need them; making one costs nothing until then.
    package init() {}

    deinit {
        for route in fastRoutes { route?.deallocate() }
        fastRoutes.deallocate()
        spaceIDs.deallocate()
    }

    /// `color` converted into `space`, which is `ColorSpaces.all[target]`.
    func converted(_ color: Color, to space: ColorSpace, registered target: Int) -> Color {
        if count == 0 { prepare() }
        let source = color.space, id = ObjectIdentifier(source)
        var sourceIndex = 0
        while sourceIndex < count && spaceIDs[sourceIndex] != id { sourceIndex &+= 1 }
        guard sourceIndex < count else { return color.converted(to: space) }
        let index = target &* count &+ sourceIndex
        let coords = color.coords
        if source.needsCarrying(coords) { return Color(space, path(at: index, from: source, to: space).apply(coords), alpha: color.alpha) }
        return Color(space, fastRoute(fromRegistered: sourceIndex, to: target).run(coords), alpha: color.alpha)
    }

    /// The fast route from `ColorSpaces.all[source]` to `ColorSpaces.all[target]`, built if it is not yet; the
    /// instance owns it. For coordinates that need no carrying (`ColorSpace.needsCarrying`), it gives what
    /// `converted(_:to:registered:)` gives.
    func fastRoute(fromRegistered source: Int, to target: Int) -> FastRoute {
        if count == 0 { prepare() }
        let index = target &* count &+ source
        if let route = fastRoutes[index] { return route }
        return buildFastRoute(at: index, from: source, to: target)
    }

    /// Builds the fast route at `index` (`fastRoute(fromRegistered:to:)`'s first call for it), out of line.
    @inline(never)
    private func buildFastRoute(at index: Int, from source: Int, to target: Int) -> FastRoute {
        let all = ColorSpaces.all
        let route = FastRoute(path(at: index, from: all[source], to: all[target]))
        fastRoutes[index] = route
        return route
    }

    /// Makes room for a route between every two registered spaces.
    @inline(never)
    private func prepare() {
        let all = ColorSpaces.all
        spaceIDs = .allocate(capacity: all.count)
        _ = spaceIDs.initialize(from: all.map(ObjectIdentifier.init))
        fastRoutes = .allocate(capacity: all.count * all.count)
        fastRoutes.initialize(repeating: nil)
        count = all.count
    }

    /// The route at `index` of `paths`, built if it is not yet.
    private func path(at index: Int, from source: ColorSpace, to target: ColorSpace) -> ConversionPath {
        if let path = paths[index] { return path }
        let path = ConversionPath(from: source, to: target)
        paths[index] = path
        return path
    }
}
