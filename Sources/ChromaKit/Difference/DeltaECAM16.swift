extension DeltaEMethod {
    /// `--method cam16`: ΔE in CAM16-UCS (`DeltaE.cam16`).
    public static let cam16 = DeltaEMethod(
        name: "cam16", aliases: ["decam16", "cam16-ucs"],
        summary: "CAM16-UCS: Euclidean distance in J′a′b′ (Li et al. 2017), J′ 0–100",
        space: .cam16UCS,
        distance: { DeltaE.cam16($0, $1) }
    )
}

extension DeltaE {
    /// ΔE in CAM16-UCS: the Euclidean distance between the two colors' J′, a′, b′ (`ColorSpace.cam16UCS`).
    ///
    /// Li et al. 2017, "Comprehensive color solutions: CAM16, CAT16, and CAM16-UCS",
    /// §3: ΔE′ = √((ΔJ′ / K_L)² + Δa′² + Δb′²) with K_L = 1 for CAM16-UCS, under the
    /// viewing conditions of `cam16-jmh`.
    public static func cam16(_ a: Color, _ b: Color) -> Double {
        let d = coordinates(a, in: .cam16UCS) - coordinates(b, in: .cam16UCS)
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
