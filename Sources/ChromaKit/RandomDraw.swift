/// How random draws map to ranges, fixed here so that a seed gives the same values with every Swift toolchain.
///
/// The standard library's `Int.random(in:using:)` and `Double.random(in:using:)`
/// do not promise how they map the generator's bits to a range, so a future
/// toolchain could give different values for the same `--seed`. Everything
/// seeded draws through these functions instead:
///
/// - an integer in a closed range by Lemire's multiply-and-reject method
///   ("Fast Random Integer Generation in an Interval", ACM TOMS 29(1), 2019),
///   exactly uniform, one 64-bit output per draw except on a rare rejection;
/// - a real in [0, 1) from the top 53 bits of one 64-bit output, k · 2⁻⁵³,
///   every double of that grid equally likely (the method of Vigna's
///   xoshiro reference page, "Generating uniform doubles in the unit interval").
public enum RandomDraw {
    /// A uniformly distributed integer in `range`, from the generator's 64-bit outputs.
    public static func integer(in range: ClosedRange<Int>, using random: inout some RandomNumberGenerator) -> Int {
        // The width as an unsigned count; 0 stands for the full 2^64 of Int.min...Int.max.
        let width = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if width == 0 { return Int(truncatingIfNeeded: random.next()) }
        var product = random.next().multipliedFullWidth(by: width)
        if product.low < width {
            // 2^64 mod width: the low products below it belong to a partial, biased stripe.
            let threshold = (0 &- width) % width
            while product.low < threshold {
                product = random.next().multipliedFullWidth(by: width)
            }
        }
        return range.lowerBound &+ Int(truncatingIfNeeded: product.high)
    }

    /// A real in [0, 1): the top 53 bits of one 64-bit output times 2⁻⁵³.
    public static func unit(using random: inout some RandomNumberGenerator) -> Double {
        Double(random.next() >> 11) * 0x1p-53
    }

    /// A real in [`lower`, `upper`): `lower + (upper − lower) · unit`, one 64-bit output.
    public static func real(from lower: Double, to upper: Double, using random: inout some RandomNumberGenerator) -> Double {
        lower + (upper - lower) * unit(using: &random)
    }
}
