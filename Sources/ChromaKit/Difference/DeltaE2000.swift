#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

extension DeltaEMethod {
    /// `--method 2000`: CIEDE2000 (`DeltaE.ciede2000`), the default.
    public static let ciede2000 = DeltaEMethod(
        name: "2000", aliases: ["ciede2000", "de2000", "cie2000", "de00", "00"],
        summary: "CIEDE2000 (CIE 142-2001; Sharma, Wu & Dalal 2005)",
        distance: { DeltaE.ciede2000($0, $1) }
    )
}

extension DeltaE {
    /// CIEDE2000 ΔE00 with kL = kC = kH = 1, in CIE Lab (D50).
    ///
    /// Symmetric in its two colors. See `ciede2000(lab1:lab2:)` for the formula.
    public static func ciede2000(_ a: Color, _ b: Color) -> Double {
        ciede2000(lab1: labCoordinates(a), lab2: labCoordinates(b))
    }

    /// CIEDE2000 ΔE00 on CIE Lab coordinates (L, a, b in lanes 0–2) directly, the fast path.
    ///
    /// Follows CIE 142-2001 as written out in the three steps of Sharma, Wu &
    /// Dalal (2005), "The CIEDE2000 color-difference formula: implementation
    /// notes, supplementary test data, and mathematical observations", Color
    /// Res. Appl. 30(1), with their notes: a hue angle is 0 when a′ = b = 0;
    /// the hue difference is 0, and the mean hue is the plain sum, when either
    /// chroma C′ is 0. Missing (NaN) lanes count as 0.
    public static func ciede2000(lab1: SIMD4<Double>, lab2: SIMD4<Double>) -> Double {
        let lab1 = ColorSpace.zeroingMissing(lab1), lab2 = ColorSpace.zeroingMissing(lab2)
        let l1 = lab1.x, a1 = lab1.y, b1 = lab1.z
        let l2 = lab2.x, a2 = lab2.y, b2 = lab2.z
        let twentyFiveToTheSeventh = 6_103_515_625.0  // 25⁷

        // Step 1: C′ and h′. G rescales a* so that near-neutral colors get a hue closer to their visual one.
        let c1 = (a1 * a1 + b1 * b1).squareRoot()
        let c2 = (a2 * a2 + b2 * b2).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + twentyFiveToTheSeventh)).squareRoot())
        let a1Prime = (1 + g) * a1
        let a2Prime = (1 + g) * a2
        let c1Prime = (a1Prime * a1Prime + b1 * b1).squareRoot()
        let c2Prime = (a2Prime * a2Prime + b2 * b2).squareRoot()
        let h1Prime = c1Prime == 0 ? 0 : ColorMath.hueAngle(a1Prime, b1)
        let h2Prime = c2Prime == 0 ? 0 : ColorMath.hueAngle(a2Prime, b2)

        // Step 2: differences in lightness, chroma and hue.
        let deltaLPrime = l2 - l1
        let deltaCPrime = c2Prime - c1Prime
        let chromaProduct = c1Prime * c2Prime
        var deltaHueAngle = 0.0
        if chromaProduct != 0 {
            deltaHueAngle = h2Prime - h1Prime
            if deltaHueAngle > 180 {
                deltaHueAngle -= 360
            } else if deltaHueAngle < -180 {
                deltaHueAngle += 360
            }
        }
        let deltaHPrime = 2 * chromaProduct.squareRoot() * sin(deltaHueAngle / 2 / ColorMath.degreesPerRadian)

        // Step 3: means,
        let meanLPrime = (l1 + l2) / 2
        let meanCPrime = (c1Prime + c2Prime) / 2
        let hueSum = h1Prime + h2Prime
        let meanHPrime: Double
        if chromaProduct == 0 {
            meanHPrime = hueSum
        } else if abs(h1Prime - h2Prime) <= 180 {
            meanHPrime = hueSum / 2
        } else if hueSum < 360 {
            meanHPrime = (hueSum + 360) / 2
        } else {
            meanHPrime = (hueSum - 360) / 2
        }

        // weighting functions and the rotation term for blues,
        func cosDegrees(_ x: Double) -> Double { cos(x / ColorMath.degreesPerRadian) }
        let t = 1
            - 0.17 * cosDegrees(meanHPrime - 30)
            + 0.24 * cosDegrees(2 * meanHPrime)
            + 0.32 * cosDegrees(3 * meanHPrime + 6)
            - 0.20 * cosDegrees(4 * meanHPrime - 63)
        let hueOffset = (meanHPrime - 275) / 25
        let deltaTheta = 30 * exp(-hueOffset * hueOffset)
        let meanCPrime7 = pow(meanCPrime, 7)
        let rC = 2 * (meanCPrime7 / (meanCPrime7 + twentyFiveToTheSeventh)).squareRoot()
        let lightnessOffset2 = (meanLPrime - 50) * (meanLPrime - 50)
        let sL = 1 + 0.015 * lightnessOffset2 / (20 + lightnessOffset2).squareRoot()
        let sC = 1 + 0.045 * meanCPrime
        let sH = 1 + 0.015 * meanCPrime * t
        let rT = -sin(2 * deltaTheta / ColorMath.degreesPerRadian) * rC

        // and the total (kL = kC = kH = 1).
        let lightnessTerm = deltaLPrime / sL
        let chromaTerm = deltaCPrime / sC
        let hueTerm = deltaHPrime / sH
        let sum = lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + hueTerm * hueTerm
            + rT * chromaTerm * hueTerm
        return max(0, sum).squareRoot()
    }
}
