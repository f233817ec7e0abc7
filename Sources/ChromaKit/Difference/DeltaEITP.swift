extension DeltaEMethod {
    /// `--method itp`: ΔE ITP of Rec. ITU-R BT.2124, from ICtCp (`DeltaE.itp`).
    public static let itp = DeltaEMethod(
        name: "itp", aliases: ["deitp", "ictcp"],
        summary: "ΔE ITP: 720 × distance in ICtCp with Ct halved, 1 ≈ just noticeable (Rec. ITU-R BT.2124)",
        space: .ictcp,
        distance: { DeltaE.itp($0, $1) }
    )
}

extension DeltaE {
    /// ΔE ITP: 720 √(ΔI² + ΔT² + ΔP²) with T = Ct / 2 and P = Cp (Rec. ITU-R BT.2124-0), on ICtCp with the PQ
    /// transfer function and media white at 203 cd/m² (`ColorSpace.ictcp`).
    ///
    /// The factor 720 makes 1 about a just noticeable difference for HDR and
    /// wide-gamut colors; unlike the Lab formulas it holds for colors brighter
    /// than media white.
    public static func itp(_ a: Color, _ b: Color) -> Double {
        itp(ictcp1: coordinates(a, in: .ictcp), ictcp2: coordinates(b, in: .ictcp))
    }

    /// ΔE ITP on ICtCp coordinates directly.
    @inlinable
    public static func itp(ictcp1: SIMD4<Double>, ictcp2: SIMD4<Double>) -> Double {
        let d = ictcp1 - ictcp2
        let t = d.y / 2
        return 720 * (d.x * d.x + t * t + d.z * d.z).squareRoot()
    }
}
