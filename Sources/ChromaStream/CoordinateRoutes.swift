import ChromaKit
import ChromaRuntime

/// Converts record colors into one target space through routes built once per source space: the hot path of
/// the commands that compute on a color in a space of their own (`adjust`, `contrast`, `simulate`).
///
/// Missing components are read as 0 before the conversion and in its result,
/// as CSS Color 4 §4.4 says for arithmetic on colors (the same coordinates as
/// `DeltaE.coordinates(_:in:)`). The routes run as `FastRoute`s, so a record
/// whose space was seen before costs the arithmetic only: no allocation, no
/// `ConversionPath` per record.
public final class CoordinateRoutes {
    /// Where the routes go.
    public var target: ColorSpace { routes.target }
    /// The routes, kept per source space (`ConversionRoutes`); zeroed coordinates always take the fast ones.
    private let routes: ConversionRoutes

    /// Routes into `target`.
    public init(to target: ColorSpace) {
        routes = ConversionRoutes(to: target)
    }

    /// The coordinates of `color` in the target space, missing components read as 0.
    @inline(__always)
    public func coordinates(of color: Color) -> SIMD4<Double> {
        coordinates(color.coords, in: color.space)
    }

    /// The coordinates `coords` of `space` in the target space, missing components read as 0.
    public func coordinates(_ coords: SIMD4<Double>, in space: ColorSpace) -> SIMD4<Double> {
        ColorSpace.zeroingMissing(routes.coordinates(ColorSpace.zeroingMissing(coords), in: space))
    }
}

/// One conversion between two fixed spaces, built once and run as a `FastRoute`: for coordinates that have no
/// missing component (a stream command's own intermediate values).
public final class FastConversion {
    private let route: FastRoute

    /// The route from `source` to `target`.
    public init(from source: ColorSpace, to target: ColorSpace) {
        route = FastRoute(ConversionPath(from: source, to: target))
    }

    deinit { route.deallocate() }

    /// `coords` converted; bit for bit what `ConversionPath.apply` gives for coordinates with no missing component
    /// and no powerless hue (`ColorSpace.needsCarrying`).
    @inline(__always)
    public func run(_ coords: SIMD4<Double>) -> SIMD4<Double> {
        route.run(coords)
    }
}
