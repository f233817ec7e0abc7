/// A seeded, reproducible random number generator for everything random (`--seed N`).
///
/// xoshiro256** (Blackman & Vigna, "Scrambled Linear Pseudorandom Number
/// Generators", ACM TOMS 47(4), 2021), with its 256-bit state filled from the
/// 64-bit seed by SplitMix64, as the authors recommend. The same seed gives
/// the same sequence on every machine and in every run, which is what makes
/// `--seed` games and daily puzzles reproducible. Not for cryptography.
public struct SeededRandomGenerator: RandomNumberGenerator, Sendable {
    private var s0, s1, s2, s3: UInt64

    /// A generator whose whole sequence is determined by `seed`.
    public init(seed: UInt64) {
        var mixer = SplitMix64(state: seed)
        s0 = mixer.next()
        s1 = mixer.next()
        s2 = mixer.next()
        s3 = mixer.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    private func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}

/// SplitMix64 (Steele, Lea & Flood, "Fast Splittable Pseudorandom Number Generators", OOPSLA 2014).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The counter; each call adds the golden-ratio increment.
    package var state: UInt64

    package init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
