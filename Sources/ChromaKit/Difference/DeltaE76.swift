extension DeltaEMethod {
    /// `--method 76`: CIE 1976 ΔE*ab (`DeltaE.cie76`).
    public static let cie76 = DeltaEMethod(
        name: "76", aliases: ["cie76", "de76", "cie1976"],
        summary: "CIE 1976: Euclidean distance in CIE Lab (D50)",
        distance: { DeltaE.cie76($0, $1) }
    )
}

extension DeltaE {
    /// CIE 1976 ΔE*ab: the Euclidean distance between the two colors in CIE Lab (D50).
    ///
    /// ΔE*ab = √(ΔL*² + Δa*² + Δb*²) (CIE 15:2004 §8.2.1).
    public static func cie76(_ a: Color, _ b: Color) -> Double {
        let d = labCoordinates(a) - labCoordinates(b)
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
