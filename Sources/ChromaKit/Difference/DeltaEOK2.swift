extension DeltaEMethod {
    /// `--method ok2`: ΔEOK2, the Euclidean distance in OKLab with a and b doubled (`DeltaE.ok2`).
    public static let ok2 = DeltaEMethod(
        name: "ok2", aliases: ["deok2"],
        summary: "ΔEOK2: Euclidean distance in OKLab with a and b scaled by 2, L 0–1 (color.js deltaEOK2)",
        space: .oklab,
        distance: { DeltaE.ok2($0, $1) }
    )
}

extension DeltaE {
    /// ΔEOK2: √(ΔL² + (2Δa)² + (2Δb)²) between the two colors in OKLab, lightness on the 0–1 scale.
    ///
    /// color.js's `deltaEOK2`: plain ΔEOK weighs chroma differences too
    /// little against lightness differences, and scaling a and b by 2 (close
    /// to the factors Ottosson fitted to the COMBVD and OSA-UCS data) brings
    /// it nearer CIEDE2000's judgments.
    public static func ok2(_ a: Color, _ b: Color) -> Double {
        ok2(oklab1: oklabCoordinates(a), oklab2: oklabCoordinates(b))
    }

    /// ΔEOK2 on OKLab coordinates directly.
    @inlinable
    public static func ok2(oklab1: SIMD4<Double>, oklab2: SIMD4<Double>) -> Double {
        let d = oklab1 - oklab2
        let da = 2 * d.y, db = 2 * d.z
        return (d.x * d.x + da * da + db * db).squareRoot()
    }
}
