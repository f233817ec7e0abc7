#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A correlated color temperature and the distance from the Planckian locus, Duv, by Ohno's method.
///
/// Y. Ohno, "Practical use and calculation of CCT and Duv", LEUKOS 10(1), 2014,
/// 47–55 (the method of 2013): in CIE 1960 UCS, find the point of a table of the
/// locus nearest the chromaticity; build finer tables around it ("cascade
/// expansion") until the steps are small; then take the CCT and Duv from that
/// point and its two neighbours, by the triangular solution when |Duv| < 0.002
/// and by the parabolic one (a parabola through the three distances) otherwise.
/// Here the first table is the 97 nodes of `PlanckianLocus` (about 5% apart,
/// 952 K–105 000 K), and three cascades of ten steps each bring the steps to
/// 0.04% of the temperature, where either solution finds the temperature of the
/// nearest point of the locus within 7 parts in a million (0.02 K at 2856 K) and
/// its Duv within 2 × 10⁻⁸, for |Duv| ≤ 0.05 (the round-trip test holds it to that).
///
/// Duv is positive above the locus (greenish) and negative below (pinkish). CIE
/// 15:2018 gives a CCT meaning only within 0.05 of the locus; `init(u:v:)`
/// refuses farther chromaticities and temperatures outside `PlanckianLocus.range`.
public struct CorrelatedColorTemperature: Sendable, Equatable {
    /// The correlated color temperature in kelvin.
    public var kelvin: Double
    /// The signed distance from the locus in CIE 1960 UCS.
    public var duv: Double

    /// The farthest |Duv| a CCT is given for (CIE 15:2018; Ohno 2014).
    public static let duvLimit = 0.05

    /// Why a chromaticity has no correlated color temperature.
    public enum Failure: Error, Sendable, Equatable {
        /// Black, or XYZ with no chromaticity (X + 15Y + 3Z ≤ 0).
        case noChromaticity
        /// The nearest point of the locus is colder or hotter than `PlanckianLocus.range`.
        case outsideRange(kelvin: Double)
        /// Farther from the locus than `duvLimit`.
        case farFromLocus(duv: Double)

        /// The problem in words, for a message.
        public var message: String {
            switch self {
            case .noChromaticity:
                return "no correlated color temperature: black has no chromaticity"
            case .outsideRange(let kelvin):
                let side = kelvin < PlanckianLocus.range.lowerBound ? "below 1000 K" : "above 100000 K"
                return "no correlated color temperature: the nearest point of the Planckian locus is \(side)"
            case .farFromLocus(let duv):
                let distance = ShortNumber.string(abs(duv), precision: 3)
                return "no correlated color temperature: \(distance) from the Planckian locus (Duv), more than the 0.05 a CCT is defined within"
            }
        }
    }

    /// A temperature and Duv as given.
    public init(kelvin: Double, duv: Double) {
        self.kelvin = kelvin
        self.duv = duv
    }

    /// The CCT and Duv of a CIE 1960 (u, v) chromaticity; throws when it has none (see `Failure`).
    public init(u: Double, v: Double) throws(Failure) {
        guard u.isFinite, v.isFinite else { throw .noChromaticity }
        let found = Self.ohno2013(u: u, v: v)
        // The limits hold to the method's precision: 1000 K and a Duv of 0.05 come back within it, not exactly.
        guard PlanckianLocus.range.contains(found.kelvin.rounded()) else { throw .outsideRange(kelvin: found.kelvin) }
        guard abs(found.duv) <= Self.duvLimit + 1e-7 else { throw .farFromLocus(duv: found.duv) }
        self = found
    }

    /// The CCT and Duv of CIE XYZ tristimulus values (any scale, relative to D65 as `xyz-d65` is).
    public init(xyz: SIMD4<Double>) throws(Failure) {
        let (u, v) = try Self.uv(xyz: xyz)
        try self.init(u: u, v: v)
    }

    /// The CCT and Duv of a color's chromaticity (its `xyz-d65` coordinates).
    public init(_ color: Color) throws(Failure) {
        try self.init(xyz: color.converted(to: .xyzD65).coords)
    }

    /// CIE 1960 UCS u = 4X / (X + 15Y + 3Z), v = 6Y / (X + 15Y + 3Z) (CIE 15:2018).
    public static func uv(xyz: SIMD4<Double>) throws(Failure) -> (u: Double, v: Double) {
        let d = xyz[0] + 15 * xyz[1] + 3 * xyz[2]
        guard d > 0, xyz[1] > 0 else { throw .noChromaticity }
        return (4 * xyz[0] / d, 6 * xyz[1] / d)
    }

    /// CIE 1931 x, y from CIE 1960 u, v: x = 3u / (2u − 8v + 4), y = 2v / (2u − 8v + 4).
    public static func xy(u: Double, v: Double) -> (x: Double, y: Double) {
        let d = 2 * u - 8 * v + 4
        return (3 * u / d, 2 * v / d)
    }

    /// CIE 1960 u, v from CIE 1931 x, y: u = 4x / (−2x + 12y + 3), v = 6y / (−2x + 12y + 3).
    public static func uv(x: Double, y: Double) -> (u: Double, v: Double) {
        let d = -2 * x + 12 * y + 3
        return (4 * x / d, 6 * y / d)
    }

    /// Steps each cascade divides the span of its three nearest points into.
    static let cascadeSteps = 10
    /// Cascades after the node table: steps of 4.9% × (2/10)³ ≈ 0.04%.
    static let cascades = 3

    /// Ohno's method over the whole tabulated locus, without the range and Duv checks of `init(u:v:)`.
    public static func ohno2013(u: Double, v: Double) -> CorrelatedColorTemperature {
        PlanckianLocus.nodes.withUnsafeBufferPointer { nodes in
            let target = SIMD2(u, v)
            var nearest = 0, nearestDistance = Double.infinity
            for i in 0..<nodes.count {
                let d = SIMD2(nodes[i][0], nodes[i][1]) - target
                let squared = d[0] * d[0] + d[1] * d[1]
                if squared < nearestDistance { nearestDistance = squared; nearest = i }
            }
            nearest = min(max(nearest, 1), nodes.count - 2)
            // The three points around the nearest: ln T = low, low + spacing, low + 2 spacing.
            var low = PlanckianLocus.firstLogKelvin + Double(nearest - 1) * PlanckianLocus.step
            var spacing = PlanckianLocus.step
            for _ in 0..<cascades {
                let fine = 2 * spacing / Double(cascadeSteps)
                nearest = 0
                nearestDistance = .infinity
                for j in 0...cascadeSteps {
                    let d = PlanckianLocus.interpolated(logKelvin: low + Double(j) * fine, in: nodes) - target
                    let squared = d[0] * d[0] + d[1] * d[1]
                    if squared < nearestDistance { nearestDistance = squared; nearest = j }
                }
                nearest = min(max(nearest, 1), cascadeSteps - 1)
                low += Double(nearest - 1) * fine
                spacing = fine
            }
            let previous = PlanckianLocus.interpolated(logKelvin: low, in: nodes)
            let middle = PlanckianLocus.interpolated(logKelvin: low + spacing, in: nodes)
            let next = PlanckianLocus.interpolated(logKelvin: low + 2 * spacing, in: nodes)
            return solve(target, previous: (exp(low), previous), middle: (exp(low + spacing), middle),
                         next: (exp(low + 2 * spacing), next))
        }
    }

    /// Ohno's triangular solution from three neighbouring points of the locus, or the parabolic one when it
    /// gives |Duv| ≥ 0.002.
    static func solve(_ target: SIMD2<Double>, previous: (kelvin: Double, uv: SIMD2<Double>), middle: (kelvin: Double, uv: SIMD2<Double>),
                      next: (kelvin: Double, uv: SIMD2<Double>)) -> CorrelatedColorTemperature {
        func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
            let d = a - b
            return (d[0] * d[0] + d[1] * d[1]).squareRoot()
        }
        let dp = distance(previous.uv, target), di = distance(middle.uv, target), dn = distance(next.uv, target)
        // Triangular: the foot of the chromaticity on the chord from the previous point to the next.
        let l = distance(next.uv, previous.uv)
        let x = (dp * dp - dn * dn + l * l) / (2 * l)
        let kelvin = previous.kelvin + (next.kelvin - previous.kelvin) * (x / l)
        let footV = previous.uv[1] + (next.uv[1] - previous.uv[1]) * (x / l)
        let sign: Double = target[1] - footV < 0 ? -1 : 1
        let duv = sign * max(dp * dp - x * x, 0).squareRoot()
        guard abs(duv) >= 0.002 else { return CorrelatedColorTemperature(kelvin: kelvin, duv: duv) }
        // Parabolic: the distance as a parabola in T through the three points, written about the middle
        // point's temperature (the same parabola as Ohno's coefficients, without their cancellation).
        let tp = previous.kelvin - middle.kelvin, tn = next.kelvin - middle.kelvin
        let slopeP = (dp - di) / tp, slopeN = (dn - di) / tn
        let a = (slopeP - slopeN) / (tp - tn)
        let b = slopeP - a * tp
        return CorrelatedColorTemperature(kelvin: middle.kelvin - b / (2 * a), duv: sign * (di - b * b / (4 * a)))
    }
}

extension Color {
    /// The color of a Planckian radiator at `kelvin`, moved `duv` across the locus, as an sRGB color a person can see.
    ///
    /// The chromaticity (`PlanckianLocus.chromaticity`) at Y = 1 in XYZ (D65,
    /// as sRGB's white) is brought into linear-light sRGB; a negative channel (a
    /// chromaticity outside sRGB's triangle, as below about 1900 K) is lifted to 0
    /// by adding the same amount to every channel, and the three are scaled so that
    /// the largest is 1: the brightest color of that chromaticity sRGB shows, or
    /// its nearest by adding white. This is ColorAide's `Color.blackbody('srgb',
    /// kelvin, duv)` with its defaults (scaling in `srgb-linear`, `max_saturation`).
    public static func blackbody(kelvin: Double, duv: Double = 0) -> Color {
        let (u, v) = PlanckianLocus.chromaticity(kelvin: kelvin, duv: duv)
        let (x, y) = CorrelatedColorTemperature.xy(u: u, v: v)
        let xyz = Color(.xyzD65, x / y, 1, (1 - x - y) / y)
        var rgb = xyz.converted(to: .srgbLinear).coords
        let lowest = min(rgb[0], rgb[1], rgb[2], 0)
        let span = max(rgb[0], rgb[1], rgb[2]) - lowest
        for i in 0..<3 { rgb[i] = min(max((rgb[i] - lowest) / span, 0), 1) }
        return Color(.srgbLinear, rgb).converted(to: .srgb)
    }
}
