#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Planckian locus: the chromaticities of blackbody radiators, in CIE 1960 UCS (u, v).
///
/// A point is the CIE 1931 2° observer (`CIE1931StandardObserver`, 360–830 nm
/// in 1 nm steps) summed against Planck's law, M(λ, T) ∝ λ⁻⁵ / (exp(c₂ / λT) − 1),
/// with the second radiation constant c₂ = 1.4388 × 10⁻² m·K: the value of the
/// International Temperature Scale of 1990, with which CIE 15:2018 defines CIE
/// illuminant A as a 2856 K Planckian radiator (the CODATA 2018 value,
/// 1.438776877 × 10⁻² m·K, would move temperatures by 1.6 parts in 10⁵, 0.05 K at
/// 2856 K). The sum takes every row of the table, the 1 nm steps CIE 15:2018
/// asks for the most precise work; c₁ cancels in a chromaticity.
///
/// `point(kelvin:)` sums the table. For a search along the locus, `nodes` holds
/// the sums at temperatures about 5% apart (even steps in ln T) with their
/// derivatives, and `interpolated(logKelvin:)` joins them by cubic Hermite
/// interpolation in ln T, within 2 × 10⁻⁸ of the sum in (u, v) over 1000–100000 K.
public enum PlanckianLocus {
    /// The temperatures the locus is tabulated and searched over, in kelvin.
    public static let range: ClosedRange<Double> = 1000...100_000

    /// The second radiation constant in nm·K (1.4388 × 10⁻² m·K, ITS-90, as CIE 15:2018 defines illuminant A).
    static let c2 = 1.4388e7

    /// A point of the locus and the direction it moves in as the temperature rises.
    public struct Point: Sendable, Equatable {
        /// CIE 1960 u.
        public var u: Double
        /// CIE 1960 v.
        public var v: Double
        /// du / d(ln T).
        public var du: Double
        /// dv / d(ln T).
        public var dv: Double
    }

    /// The locus at `kelvin`, summed over the observer's table, with its derivative in ln T.
    public static func point(kelvin: Double) -> Point {
        var x = 0.0, y = 0.0, z = 0.0, dx = 0.0, dy = 0.0, dz = 0.0
        let table = CIE1931StandardObserver.values
        var row = 0
        for nm in CIE1931StandardObserver.firstWavelength...CIE1931StandardObserver.lastWavelength {
            let wavelength = Double(nm)
            let exponent = c2 / (wavelength * kelvin)
            let denominator = expm1(exponent)
            let w2 = wavelength * wavelength
            let radiance = 1 / (w2 * w2 * wavelength * denominator)
            // T ∂M/∂T = M · x · eˣ / (eˣ − 1), with x = c₂ / λT.
            let slope = radiance * exponent * (denominator + 1) / denominator
            let xBar = table[row], yBar = table[row + 1], zBar = table[row + 2]
            x += radiance * xBar; y += radiance * yBar; z += radiance * zBar
            dx += slope * xBar; dy += slope * yBar; dz += slope * zBar
            row += 3
        }
        let d = x + 15 * y + 3 * z, dd = dx + 15 * dy + 3 * dz
        return Point(u: 4 * x / d, v: 6 * y / d, du: 4 * (dx * d - x * dd) / (d * d), dv: 6 * (dy * d - y * dd) / (d * d))
    }

    /// The chromaticity at `kelvin` moved `duv` across the locus (CIE 1960 u, v): positive above it (greenish),
    /// negative below (pinkish), along the normal to the locus there (Ohno 2014, the inverse of its Duv).
    public static func chromaticity(kelvin: Double, duv: Double = 0) -> (u: Double, v: Double) {
        let p = point(kelvin: kelvin)
        guard duv != 0 else { return (p.u, p.v) }
        let length = (p.du * p.du + p.dv * p.dv).squareRoot()
        return (p.u + duv * p.dv / length, p.v - duv * p.du / length)
    }

    // MARK: The tabulated locus

    /// Nodes per unit of ln T: 94 steps from 1000 K to 100000 K (a factor of about 1.05 each).
    static let step = log(100.0) / 94
    /// ln T of `nodes[0]`: one step below 1000 K, so that a search at the range's ends has a neighbour.
    static let firstLogKelvin = log(1000.0) - step
    /// The locus at ln T = `firstLogKelvin + i · step`, i = 0…96 (952 K to 105 000 K): u, v, and their
    /// derivatives in ln T times `step`, as cubic Hermite interpolation takes them.
    static let nodes: [SIMD4<Double>] = (0...96).map { i in
        let p = point(kelvin: exp(firstLogKelvin + Double(i) * step))
        return SIMD4(p.u, p.v, p.du * step, p.dv * step)
    }
    /// ln T of the last node.
    static var lastLogKelvin: Double { firstLogKelvin + Double(nodes.count - 1) * step }

    /// The locus at ln T = `s` by cubic Hermite interpolation between the two nodes around it (u, v).
    @inline(__always)
    static func interpolated(logKelvin s: Double, in nodes: UnsafeBufferPointer<SIMD4<Double>>) -> SIMD2<Double> {
        let position = (s - firstLogKelvin) / step
        let i = min(max(Int(position), 0), nodes.count - 2)
        let t = position - Double(i)
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = 3 * t2 - 2 * t3, h11 = t3 - t2
        let a = nodes[i], b = nodes[i + 1]
        return SIMD2(h00 * a[0] + h10 * a[2] + h01 * b[0] + h11 * b[2],
                     h00 * a[1] + h10 * a[3] + h01 * b[1] + h11 * b[3])
    }
}
