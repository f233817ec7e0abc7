// Quantizing channel values to 8 bits, with or without ordered dithering.
//
// A smooth gradient stored in 8 bits per channel shows bands where a long
// stretch of pixels rounds to the same value. Ordered dithering breaks the
// bands up: before truncation each pixel gets an offset from a small matrix
// tiled over the image, so neighbouring pixels round up and down in a fixed,
// evenly spread pattern whose average over a tile is the exact value.
//
// The matrices are the recursive "index matrices" of B. E. Bayer, "An optimum
// method for two-level rendition of continuous-tone pictures", IEEE
// International Conference on Communications, 1973, 26-11 to 26-15:
//
//     M(1) = [0]      M(2n) = | 4·M(n)      4·M(n) + 2 |
//                             | 4·M(n) + 3  4·M(n) + 1 |
//
// An n×n matrix holds 0 ..< n², and the threshold of cell (x mod n, y mod n)
// is (M + ½) / n², so thresholds average exactly ½: dithering adds no bias
// compared with rounding to nearest. Without dithering the single threshold
// is ½, which is plain rounding (halves up, as `Color.rgb8` rounds).

/// Converts channel values in 0…1 to bytes, rounding to nearest or with a Bayer ordered dither.
///
/// The value is scaled by 255, the threshold of pixel (x, y) added, and the
/// result truncated and clamped into 0…255; NaN gives 0.
public struct OrderedDither: Sendable, Equatable {
    /// The dither pattern.
    public enum Matrix: Int, Sendable, CaseIterable {
        /// No dithering: round to nearest.
        case none = 1
        /// The 4×4 Bayer matrix.
        case bayer4 = 4
        /// The 8×8 Bayer matrix.
        case bayer8 = 8
    }

    /// The pattern in use.
    public let matrix: Matrix
    /// The thresholds in 0…1, row by row, `size * size` of them.
    public let thresholds: [Double]
    /// The side of the pattern in pixels (1 without dithering).
    public var size: Int { matrix.rawValue }
    /// `size − 1`, for the position within the pattern.
    @usableFromInline let mask: Int
    /// log₂ `size`, for the row offset within the pattern.
    @usableFromInline let shift: Int

    /// A quantizer with pattern `matrix` (Bayer 1973), or plain rounding for `.none`.
    public init(_ matrix: Matrix) {
        self.matrix = matrix
        let n = matrix.rawValue
        let indices = Self.bayerMatrix(size: n)
        thresholds = indices.map { (Double($0) + 0.5) / Double(n * n) }
        mask = n - 1
        shift = n.trailingZeroBitCount
    }

    /// Rounding to nearest, without dithering.
    public static let nearest = OrderedDither(.none)

    /// The 8-bit value for `value` (0…1) at pixel (`x`, `y`): ⌊255·value + threshold(x mod n, y mod n)⌋, clamped.
    @inlinable
    public func quantize(_ value: Double, x: Int, y: Int) -> UInt8 {
        let scaled = value * 255 + threshold(x: x, y: y)
        // `!(scaled >= 1)` also sends NaN to 0.
        if !(scaled >= 1) { return 0 }
        if scaled >= 255 { return 255 }
        return UInt8(truncatingIfNeeded: Int(scaled))
    }

    /// The threshold of pixel (`x`, `y`), in 0…1.
    @inlinable
    public func threshold(x: Int, y: Int) -> Double {
        thresholds.withUnsafeBufferPointer { $0[((y & mask) << shift) | (x & mask)] }
    }

    /// Bayer's index matrix of side `size` (a power of two), row by row: a permutation of 0 ..< size².
    public static func bayerMatrix(size: Int) -> [Int] {
        precondition(size >= 1 && size & (size - 1) == 0, "Bayer matrices have a power-of-two side")
        var matrix = [0]
        var n = 1
        while n < size {
            let m = 2 * n
            var next = [Int](repeating: 0, count: m * m)
            for y in 0..<n {
                for x in 0..<n {
                    let v = 4 * matrix[y * n + x]
                    next[y * m + x] = v
                    next[y * m + x + n] = v + 2
                    next[(y + n) * m + x] = v + 3
                    next[(y + n) * m + x + n] = v + 1
                }
            }
            matrix = next
            n = m
        }
        return matrix
    }
}
