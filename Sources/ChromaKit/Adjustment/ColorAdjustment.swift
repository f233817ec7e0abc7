/// Everyday adjustments of a color — lighten, saturate, rotate the hue, set a channel — each a CSS Color 5
/// relative color in a working space.
///
/// The color is converted to the working space (OKLCh unless another is
/// chosen) and its missing components are read as 0, as the channel keywords
/// of a relative color read them (CSS Color 5 §4, "Relative Colors"). Then
/// each operation is applied in turn as the relative color it stands for,
/// `oklch(from C calc(l + 0.1) c h)` for lightening by 0.1; after each one the
/// values are clamped as the space's CSS function clamps them (OKLCh and
/// OKLab lightness to 0…1, Lab and LCh lightness to 0…100, chroma and HSL
/// saturation to at least 0) and a hue is brought into 0…360. The result is
/// a color in the working space.
public struct ColorAdjustment: Sendable {
    /// One operation, in the working space's channel units.
    public enum Operation: Sendable {
        /// Sets a channel of `space` to a value (NaN: `none`); in another space than the working one, the color
        /// goes there and back.
        case set(space: ColorSpace, channel: Int, value: Double)
        /// Adds to the lightness channel (a negative amount darkens).
        case lighten(Double)
        /// Adds to the chroma or saturation channel (a negative amount desaturates).
        case saturate(Double)
        /// Adds degrees to the hue.
        case rotate(Double)
        /// Sets the chroma or saturation to 0 (in Lab and OKLab: a and b).
        case gray
        /// Sets alpha, clamped into 0…1.
        case alpha(Double)
    }

    /// Why an adjustment cannot be made in a space, for a usage message.
    public struct UnsupportedError: Error, Sendable {
        public let message: String
    }

    /// The working space.
    public let space: ColorSpace
    /// The operations, in the order they are applied.
    public let operations: [Operation]
    private let lightness: Int
    private let colorfulness: Int
    private let hue: Int
    private let opponents: (Int, Int)
    private let routes: [(to: ConversionPath, back: ConversionPath)?]

    /// The operations in `space`; throws when one needs a channel the space lacks.
    public init(in space: ColorSpace, operations: [Operation]) throws(UnsupportedError) {
        self.space = space
        self.operations = operations
        let channels = space.channels
        func index(_ category: ColorSpace.Category) -> Int { channels.firstIndex { $0.category == category } ?? -1 }
        lightness = index(.lightness)
        colorfulness = index(.colorfulness)
        hue = space.hueIndex ?? -1
        opponents = (index(.opponentA), index(.opponentB))
        func spacesWith(_ category: ColorSpace.Category) -> String {
            CSSColor.alternatives(ColorSpaces.all.filter { $0.channels.contains { $0.category == category } }.map(\.id))
        }
        for operation in operations {
            switch operation {
            case .lighten where lightness < 0:
                throw UnsupportedError(message: "\(space.id) has no lightness channel; lightening works in \(spacesWith(.lightness))")
            case .saturate where colorfulness < 0:
                throw UnsupportedError(message: "\(space.id) has no chroma or saturation channel; saturating works in \(spacesWith(.colorfulness))")
            case .rotate where hue < 0:
                throw UnsupportedError(message: "\(space.id) has no hue; rotating works in \(spacesWith(.hue))")
            case .gray where colorfulness < 0 && opponents.0 < 0:
                throw UnsupportedError(message: "\(space.id) has no chroma, saturation or opponent axes; graying works in \(spacesWith(.colorfulness)), lab or oklab")
            default:
                break
            }
        }
        routes = operations.map { operation in
            guard case .set(let other, _, _) = operation, other !== space else { return nil }
            return (ConversionPath(from: space, to: other), ConversionPath(from: other, to: space))
        }
    }

    /// The adjusted color: `color` in the working space with every operation applied.
    public func apply(_ color: Color) -> Color {
        let (coords, alpha) = apply(coordinates: DeltaE.coordinates(color, in: space), alpha: color.alpha)
        return Color(space, coords, alpha: alpha)
    }

    /// The operations on coordinates already in the working space with no missing component (the origin of a
    /// relative color), and the alpha (missing counts as 1).
    public func apply(coordinates: SIMD4<Double>, alpha: Double) -> (SIMD4<Double>, Double) {
        var v = coordinates
        var a = alpha.isNaN ? 1 : alpha
        for (i, operation) in operations.enumerated() {
            switch operation {
            case .set(let other, let channel, let value):
                if let route = routes[i] {
                    var there = ColorSpace.zeroingMissing(route.to.apply(v))
                    there[channel] = value
                    there = Self.clamped(there, in: other)
                    v = ColorSpace.zeroingMissing(route.back.apply(there))
                } else {
                    v[channel] = value
                }
            case .lighten(let amount): v[lightness] += amount
            case .saturate(let amount): v[colorfulness] += amount
            case .rotate(let degrees): v[hue] += degrees
            case .gray:
                if colorfulness >= 0 {
                    v[colorfulness] = 0
                } else {
                    v[opponents.0] = 0
                    v[opponents.1] = 0
                }
            case .alpha(let value): a = min(max(value, 0), 1)
            }
            v = Self.clamped(v, in: space)
        }
        return (v, a)
    }

    /// The values as the space's CSS function computes them: clamped to its bounds, a hue brought into 0…360.
    static func clamped(_ v: SIMD4<Double>, in space: ColorSpace) -> SIMD4<Double> {
        let lower = space.cssReadBackLower, upper = space.cssReadBackUpper
        // Lane by lane, the standard library's `clamped(lowerBound:upperBound:)` (the IEEE 754 `maximum`
        // then `minimum` of each lane, written out here because the generic version is not inlined), except
        // that a missing (NaN) value stays missing instead of becoming a bound.
        @inline(__always) func lane(_ x: Double, _ low: Double, _ high: Double) -> Double {
            guard !x.isNaN else { return x }
            let raised = x > low || low.isNaN ? x : low
            return raised <= high || high.isNaN ? raised : high
        }
        var out = SIMD4(lane(v.x, lower.x, upper.x), lane(v.y, lower.y, upper.y), lane(v.z, lower.z, upper.z),
                        lane(v.w, lower.w, upper.w))
        if let hue = space.hueIndex { out[hue] = ColorMath.normalizeHue(out[hue]) }
        return out
    }

    /// Reads an amount or a value for `channel`: a number in the channel's units, a percentage of its reference
    /// range (CSS Color 4: 100% is the upper end of the range, 0.4 for OKLCh chroma, 100 for Lab lightness), or for a
    /// hue an angle with `deg`, `rad`, `grad` or `turn`; `none` when `allowsNone`. Nil for anything else.
    public static func value(_ text: String, for channel: ColorSpace.Channel, allowsNone: Bool = false) -> Double? {
        let word = text.lowercased()
        if allowsNone && word == "none" { return .nan }
        if word.hasSuffix("%"), let number = finite(word.dropLast()) {
            return number / 100 * channel.range.upperBound
        }
        if channel.isHue {
            return angle(word)
        }
        return finite(Substring(word))
    }

    /// An angle in degrees: a number, or a number with `deg`, `rad`, `grad` or `turn` (CSS Values 4 §7.1).
    public static func angle(_ text: String) -> Double? {
        let word = text.lowercased()
        for (unit, degrees) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where word.hasSuffix(unit) {
            return finite(word.dropLast(unit.count)).map { $0 * degrees }
        }
        return finite(Substring(word))
    }

    /// A finite number of at most `CSSColor.maximumMagnitude`, written as CSS writes one (`CSSNumber`).
    static func finite(_ text: Substring) -> Double? {
        guard let value = CSSNumber.parse(text), abs(value) <= CSSColor.maximumMagnitude else { return nil }
        return value
    }
}
