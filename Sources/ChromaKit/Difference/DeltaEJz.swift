extension DeltaEMethod {
    /// `--method jz`: ΔEz of Safdar et al. (2017), from Jzazbz (`DeltaE.jz`).
    public static let jz = DeltaEMethod(
        name: "jz", aliases: ["dez", "jzazbz"],
        summary: "ΔEz: distance in Jzazbz, Jz 0–1 (Safdar et al. 2017)",
        space: .jzazbz,
        distance: { DeltaE.jz($0, $1) }
    )
}

extension DeltaE {
    /// ΔEz: √(ΔJz² + ΔCz² + ΔHz²) with ΔHz = 2 √(Cz1 Cz2) sin(Δhz / 2) (Safdar, Cui, Kim and Luo 2017,
    /// Optics Express 25(13), 15131).
    ///
    /// Since Δaz² + Δbz² = ΔCz² + 4 Cz1 Cz2 sin²(Δhz / 2), that is the
    /// Euclidean distance in Jzazbz (`ColorSpace.jzazbz`), where it is
    /// computed: a gray keeps the direction of its small chroma, which JzCzhz
    /// drops with its hue, as coloraide's distances do.
    public static func jz(_ a: Color, _ b: Color) -> Double {
        jz(jzazbz1: coordinates(a, in: .jzazbz), jzazbz2: coordinates(b, in: .jzazbz))
    }

    /// ΔEz on Jzazbz coordinates directly.
    @inlinable
    public static func jz(jzazbz1: SIMD4<Double>, jzazbz2: SIMD4<Double>) -> Double {
        let d = jzazbz1 - jzazbz2
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
