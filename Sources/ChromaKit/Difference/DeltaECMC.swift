#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension DeltaEMethod {
    /// `--method cmc`: CMC l:c 2:1 (`DeltaE.cmc`).
    public static let cmc = DeltaEMethod(
        name: "cmc", aliases: ["decmc", "cmc2:1", "cmc21"],
        summary: "CMC l:c 2:1 acceptability (BS 6923:1988); the first color is the reference",
        distance: { DeltaE.cmc($0, $1) }
    )
}

extension DeltaE {
    /// CMC l:c ΔE with l = 2, c = 1 (acceptability), in CIE Lab (D50); `a` is the reference.
    ///
    /// From Clarke, McDonald & Rigg (1984), standardized as BS 6923:1988 and
    /// ISO 105-J03: ΔE = √((ΔL/(l·SL))² + (ΔC/(c·SC))² + (ΔH/SH)²) with, for the
    /// reference (L1, C1, h1):
    /// SL = 0.511 if L1 < 16, else 0.040975·L1 / (1 + 0.01765·L1);
    /// SC = 0.0638·C1 / (1 + 0.0131·C1) + 0.638;
    /// SH = SC·(F·T + 1 − F), F = √(C1⁴ / (C1⁴ + 1900));
    /// T = 0.56 + |0.2·cos(h1 + 168°)| for 164° ≤ h1 ≤ 345°, else 0.36 + |0.4·cos(h1 + 35°)|.
    /// ΔH² = Δa² + Δb² − ΔC², floored at 0 against rounding.
    public static func cmc(_ a: Color, _ b: Color) -> Double {
        cmc(lab1: labCoordinates(a), lab2: labCoordinates(b))
    }

    /// CMC 2:1 ΔE on Lab coordinates directly; `lab1` is the reference.
    public static func cmc(lab1: SIMD4<Double>, lab2: SIMD4<Double>, lightness l: Double = 2, chroma c: Double = 1) -> Double {
        let l1 = lab1.x
        let c1 = (lab1.y * lab1.y + lab1.z * lab1.z).squareRoot()
        let c2 = (lab2.y * lab2.y + lab2.z * lab2.z).squareRoot()
        let dL = l1 - lab2.x
        let dC = c1 - c2
        let da = lab1.y - lab2.y, db = lab1.z - lab2.z
        let dH2 = max(0, da * da + db * db - dC * dC)

        let sL = l1 < 16 ? 0.511 : 0.040975 * l1 / (1 + 0.01765 * l1)
        let sC = 0.0638 * c1 / (1 + 0.0131 * c1) + 0.638
        let h1 = ColorMath.hueAngle(lab1.y, lab1.z)
        let t = (164...345).contains(h1)
            ? 0.56 + abs(0.2 * cos((h1 + 168) / ColorMath.degreesPerRadian))
            : 0.36 + abs(0.4 * cos((h1 + 35) / ColorMath.degreesPerRadian))
        let c1Fourth = c1 * c1 * c1 * c1
        let f = (c1Fourth / (c1Fourth + 1900)).squareRoot()
        let sH = sC * (f * t + 1 - f)

        let lightnessTerm = dL / (l * sL), chromaTerm = dC / (c * sC)
        return (lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + dH2 / (sH * sH)).squareRoot()
    }
}
