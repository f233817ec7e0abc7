extension DeltaEMethod {
    /// `--method hyab`: HyAB, the city-block lightness difference plus the Euclidean chromatic one in CIE Lab (`DeltaE.hyab`).
    public static let hyab = DeltaEMethod(
        name: "hyab", aliases: ["dehyab"],
        summary: "HyAB: |ΔL| + √(Δa² + Δb²) in CIE Lab (D50) (Abasi et al. 2020), for large differences",
        distance: { DeltaE.hyab($0, $1) }
    )
}

extension DeltaE {
    /// HyAB: |ΔL\*| + √(Δa\*² + Δb\*²) between the two colors in CIE Lab (D50).
    ///
    /// Abasi, Amani Tehran and Fairchild 2020, "Distance metrics for very
    /// large color differences", Color Res. Appl. 45(2), 208–223: a hybrid of
    /// the city-block distance in lightness and the Euclidean one in the
    /// chromatic plane, which predicts large differences better than ΔE\*ab.
    /// Measured in CIE Lab relative to D50 like the other Lab formulas here,
    /// as coloraide's `hyab` does by default.
    public static func hyab(_ a: Color, _ b: Color) -> Double {
        hyab(lab1: labCoordinates(a), lab2: labCoordinates(b))
    }

    /// HyAB on Lab coordinates directly.
    @inlinable
    public static func hyab(lab1: SIMD4<Double>, lab2: SIMD4<Double>) -> Double {
        let d = lab1 - lab2
        return abs(d.x) + (d.y * d.y + d.z * d.z).squareRoot()
    }
}
