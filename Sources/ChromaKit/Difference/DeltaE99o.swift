extension DeltaEMethod {
    /// `--method 99o`: ΔE99o, the Euclidean distance in DIN99o (`DeltaE.din99o`).
    public static let din99o = DeltaEMethod(
        name: "99o", aliases: ["de99o", "din99o"],
        summary: "ΔE99o: Euclidean distance in DIN99o (DIN 6176), from Lab relative to D65",
        space: .din99o,
        distance: { DeltaE.din99o($0, $1) }
    )
}

extension DeltaE {
    /// ΔE99o: the Euclidean distance between the two colors in DIN99o (`ColorSpace.din99o`).
    ///
    /// DIN 6176:2001 defines the color difference as the plain distance in
    /// DIN99o, whose compression of lightness and chroma makes it predict
    /// difference about as well as CIEDE2000 (Cui et al. 2002), with k_E = k_CH = 1.
    public static func din99o(_ a: Color, _ b: Color) -> Double {
        din99o(din99o1: coordinates(a, in: .din99o), din99o2: coordinates(b, in: .din99o))
    }

    /// ΔE99o on DIN99o coordinates directly.
    @inlinable
    public static func din99o(din99o1: SIMD4<Double>, din99o2: SIMD4<Double>) -> Double {
        let d = din99o1 - din99o2
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
