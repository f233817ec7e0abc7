extension DeltaEMethod {
    /// `--method 94`: CIE 1994 ΔE*94, graphic-arts weights (`DeltaE.cie94`).
    public static let cie94 = DeltaEMethod(
        name: "94", aliases: ["cie94", "de94", "cie1994"],
        summary: "CIE 1994, graphic-arts weights (CIE 116-1995); the first color is the reference",
        distance: { DeltaE.cie94($0, $1) }
    )
}

extension DeltaE {
    /// CIE 1994 ΔE*94 with the graphic-arts weights, in CIE Lab (D50); `a` is the reference.
    ///
    /// From CIE 116-1995, "Industrial colour-difference evaluation":
    /// ΔE94 = √((ΔL/(kL·SL))² + (ΔC/(kC·SC))² + (ΔH/(kH·SH))²), with SL = 1,
    /// SC = 1 + K1·C1, SH = 1 + K2·C1 and kL = kC = kH = 1, K1 = 0.045, K2 = 0.015
    /// (graphic arts). C1 is the chroma of the reference, so the formula is not
    /// symmetric. ΔH² = Δa² + Δb² − ΔC², floored at 0 against rounding.
    public static func cie94(_ a: Color, _ b: Color) -> Double {
        cie94(lab1: labCoordinates(a), lab2: labCoordinates(b))
    }

    /// CIE 1994 ΔE*94 on Lab coordinates directly; `lab1` is the reference.
    public static func cie94(lab1: SIMD4<Double>, lab2: SIMD4<Double>) -> Double {
        let kL = 1.0, k1 = 0.045, k2 = 0.015
        let c1 = (lab1.y * lab1.y + lab1.z * lab1.z).squareRoot()
        let c2 = (lab2.y * lab2.y + lab2.z * lab2.z).squareRoot()
        let dL = lab1.x - lab2.x
        let dC = c1 - c2
        let da = lab1.y - lab2.y, db = lab1.z - lab2.z
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sL = 1.0
        let sC = 1 + k1 * c1
        let sH = 1 + k2 * c1
        let l = dL / (kL * sL), c = dC / sC
        return (l * l + c * c + dH2 / (sH * sH)).squareRoot()
    }
}
