extension DeltaEMethod {
    /// `--method ok`: ΔEOK, the Euclidean distance in OKLab (`DeltaE.ok`).
    public static let ok = DeltaEMethod(
        name: "ok", aliases: ["deok", "oklab"],
        summary: "ΔEOK: Euclidean distance in OKLab, L 0–1 (CSS Color 4, deltaEOK)",
        space: .oklab,
        distance: { DeltaE.ok($0, $1) }
    )
}

extension DeltaE {
    /// ΔEOK: the Euclidean distance between the two colors in OKLab, lightness on the 0–1 scale.
    ///
    /// CSS Color 4, "Color Difference in OKLab" (`deltaEOK`): the distance the
    /// CSS gamut-mapping algorithm uses, with 0.02 as its just-noticeable
    /// difference.
    public static func ok(_ a: Color, _ b: Color) -> Double {
        ok(oklab1: oklabCoordinates(a), oklab2: oklabCoordinates(b))
    }

    /// ΔEOK on OKLab coordinates directly.
    @inlinable
    public static func ok(oklab1: SIMD4<Double>, oklab2: SIMD4<Double>) -> Double {
        let d = oklab1 - oklab2
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }
}
