/// A 3×3 matrix of `Double`, the linear maps between RGB spaces, XYZ and LMS.
///
/// Stored row-major; `self * v` multiplies a column vector (the first three
/// lanes of a `SIMD4`; the fourth lane is passed through untouched).
public struct Matrix3: Sendable, Equatable {
    public var row0: SIMD4<Double>
    public var row1: SIMD4<Double>
    public var row2: SIMD4<Double>

    /// Builds a matrix from three rows of three numbers.
    @inlinable
    public init(_ r0: (Double, Double, Double), _ r1: (Double, Double, Double), _ r2: (Double, Double, Double)) {
        row0 = SIMD4(r0.0, r0.1, r0.2, 0)
        row1 = SIMD4(r1.0, r1.1, r1.2, 0)
        row2 = SIMD4(r2.0, r2.1, r2.2, 0)
    }

    /// Multiplies a column vector; lane 3 of `v` is kept as it is. Always inlined: it is
    /// a dozen instructions, fewer than passing a matrix to a call.
    @inlinable @inline(__always)
    public static func * (m: Matrix3, v: SIMD4<Double>) -> SIMD4<Double> {
        let w = SIMD4(v.x, v.y, v.z, 0)
        return SIMD4((m.row0 * w).sum(), (m.row1 * w).sum(), (m.row2 * w).sum(), v.w)
    }

    /// The matrix product `a · b`.
    public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        func col(_ i: Int) -> SIMD4<Double> { SIMD4(b.row0[i], b.row1[i], b.row2[i], 0) }
        let c0 = col(0), c1 = col(1), c2 = col(2)
        func row(_ r: SIMD4<Double>) -> (Double, Double, Double) { ((r * c0).sum(), (r * c1).sum(), (r * c2).sum()) }
        return Matrix3(row(a.row0), row(a.row1), row(a.row2))
    }
}
