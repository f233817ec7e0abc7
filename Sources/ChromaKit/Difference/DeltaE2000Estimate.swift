#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// CIEDE2000 estimated and bounded cheaply, for ranking many colors against one before the exact
/// `DeltaE.ciede2000(lab1:lab2:)` settles the nearest.
///
/// The estimate follows the same three steps of Sharma, Wu & Dalal (2005) as
/// `DeltaE.ciede2000(lab1:lab2:)` (see there), with the angles replaced by
/// vectors: 25⁷ is compared with C̄⁷ by multiplications; the hue difference
/// ΔH′ = 2√(C₁′C₂′)·sin(Δh′/2) is taken from 2(C₁′C₂′ − a₁′a₂′ − b₁b₂), or from
/// 2·cross²/(C₁′C₂′ + a₁′a₂′ + b₁b₂) when the hues are close (no cancellation),
/// with the sign of the cross product a₁′b₂ − b₁a₂′ (that of sin Δh′); the mean
/// hue h̄′ is the direction of C₂′·(a₁′, b₁) + C₁′·(a₂′, b₂), the bisector of
/// the shorter arc between the two hues, which is what the paper's case
/// analysis of h̄′ gives; and the four cosines of T are those of the
/// multiples of h̄′, from its unit vector by the double- and triple-angle
/// identities. Only the rotation term's Δθ = 30·exp(−((h̄′ − 275)/25)²)
/// needs h̄′ in degrees, and only near blue (|h̄′ − 275| < 130°): one atan2
/// there. What the estimate leaves out or rounds is far below `tolerance`;
/// the tests hold it to that on random pairs and on the paper's 34 pairs.
///
/// Where the formula itself jumps — hues exactly opposite (the paper's
/// Δh′ = ±180° case), h̄′ at 0°/360° (where Δθ jumps by 3·10⁻⁴°), a chroma so
/// small that C₁′C₂′ underflows — the estimate is `nil`, and the caller uses
/// the exact formula.
enum DeltaE2000Estimate {
    /// One color's Lab (D50) coordinates, its chroma √(a² + b²), and where its hue lies.
    struct Point {
        var l: Double, a: Double, b: Double, chroma: Double
        /// k such that the hue h′ = atan2(b, (1 + G)·a) lies in [15k°, 15k° + 30°) for every G in
        /// [0, 0.5]: scaling a by 1 + G turns the hue towards the b axis, by less than 11.6°, so the
        /// arc starts at atan2(b, a) where a·b ≥ 0 and at atan2(b, 1.5·a) elsewhere.
        var hueSector: Int

        init(l: Double, a: Double, b: Double) {
            self.l = l
            self.a = a
            self.b = b
            chroma = (a * a + b * b).squareRoot()
            let start = ColorMath.hueAngle(a * b >= 0 ? a : 1.5 * a, b)
            hueSector = min(max(Int(start / 15), 0), 23)
        }
    }

    /// The tables `quickLowerBound` reads, made once and never freed or changed (so shared by every
    /// thread).
    struct BoundTables: @unchecked Sendable {
        /// `makeRotationBounds()`.
        let rotation: UnsafePointer<Double>
        /// 1 + G at C̄ = 0, 1, 2, … 200 (G falls as C̄ grows): between entries ⌈C̄⌉ and ⌊C̄⌋ lies
        /// 1 + G(C̄); past 200, between 1 and the last entry.
        let aScale: UnsafePointer<Double>
        /// R_C at C̄′ = 0, 1, 2, … 300 (R_C grows with C̄′): entry ⌈C̄′⌉ is at least R_C(C̄′); past
        /// 300, 2 is.
        let rC: UnsafePointer<Double>

        init() {
            rotation = DeltaE2000Estimate.makeRotationBounds()
            let aScale = UnsafeMutablePointer<Double>.allocate(capacity: 201)
            for c in 0...200 {
                let c7 = seventhPower(Double(c))
                aScale[c] = 1.5 - 0.5 * (c7 / (c7 + twentyFiveToTheSeventh)).squareRoot()
            }
            let rC = UnsafeMutablePointer<Double>.allocate(capacity: 301)
            for c in 0...300 {
                let c7 = seventhPower(Double(c))
                rC[c] = 2 * (c7 / (c7 + twentyFiveToTheSeventh)).squareRoot()
            }
            self.aScale = UnsafePointer(aScale)
            self.rC = UnsafePointer(rC)
        }
    }

    /// For each two hue sectors (24 × 24, see `Point.hueSector`), the largest |sin(2Δθ)| the
    /// rotation term can have for a pair of colors in them, so that |R_T| ≤ R_C times it.
    ///
    /// The mean hue of h₁ in [15k₁°, 15k₁° + 30°) and h₂ in [15k₂°, 15k₂° + 30°) (both widened by
    /// 0.5° for rounding) lies on an arc of 31° from the mean of the two starts, unless the two
    /// ranges hold opposite hues (then anything up to sin 60°). Δθ = 30·exp(−((h̄′ − 275)/25)²)° with
    /// h̄′ in [0°, 360°) is largest at the point of the arc nearest 275° (85° where the arc crosses
    /// 360°, as h̄′ = 360° is read as 0°). Allocated once and never freed or changed.
    static func makeRotationBounds() -> UnsafePointer<Double> {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 24 * 24)
        for k1 in 0..<24 {
            for k2 in 0..<24 {
                let start1 = Double(15 * k1) - 0.5, start2 = Double(15 * k2) - 0.5, length = 31.0
                var apart = (start2 - start1).truncatingRemainder(dividingBy: 360)
                if apart < 0 { apart += 360 }  // h₂ − h₁ runs over apart − 31 … apart + 31 (mod 360)
                var bound = sinSixty
                if abs(apart - 180) > length + 1e-9 {
                    let wrapped = apart > 180 ? apart - 360 : apart
                    var m0 = (start1 + wrapped / 2).truncatingRemainder(dividingBy: 360)
                    if m0 < 0 { m0 += 360 }
                    let m1 = m0 + length
                    var nearest: Double
                    if (m0 <= 275 && 275 <= m1) || (m0 <= 635 && 635 <= m1) {
                        nearest = 0
                    } else {
                        nearest = min(abs(m0 - 275), abs((m1 >= 360 ? m1 - 360 : m1) - 275))
                        if m1 >= 360 { nearest = min(nearest, 85) }
                    }
                    let offset = nearest / 25
                    let deltaTheta = 30 * exp(-offset * offset)
                    bound = min(sinSixty, sin(2 * deltaTheta / ColorMath.degreesPerRadian) + 1e-9)
                }
                table[k1 * 24 + k2] = bound
            }
        }
        return UnsafePointer(table)
    }

    /// How far the estimate and the bounds may be from `DeltaE.ciede2000(lab1:lab2:)` at a
    /// distance near `d`: 10⁻⁸·(1 + d). What the estimate leaves out is below 10⁻¹¹·(1 + d)
    /// (|R_T| < 4·10⁻¹² where it takes Δθ as 0), and the rounding of both computations is
    /// about 10⁻¹³·(1 + d): the margin is a thousand times what it covers.
    @inline(__always)
    static func tolerance(_ d: Double) -> Double { 1e-8 * (1 + d) }

    /// 25⁷, the constant of G and R_C.
    static let twentyFiveToTheSeventh = 6_103_515_625.0

    /// x⁷ by four multiplications.
    @inline(__always)
    static func seventhPower(_ x: Double) -> Double {
        let x2 = x * x, x3 = x2 * x
        return x3 * x3 * x
    }

    /// S_L at the mean lightness `meanL`.
    @inline(__always)
    static func lightnessWeight(_ meanL: Double) -> Double {
        let offset2 = (meanL - 50) * (meanL - 50)
        return 1 + 0.015 * offset2 / (20 + offset2).squareRoot()
    }

    /// |ΔL′|/S_L, the lightness term alone: a lower bound of ΔE00, since the chroma and hue
    /// terms form a nonnegative quadratic form (|R_T| ≤ 2·sin 60° < 2).
    @inline(__always)
    static func lightnessBound(_ p: Point, _ q: Point) -> Double {
        abs(q.l - p.l) / lightnessWeight((p.l + q.l) / 2)
    }

    /// sin 60°, the largest |sin(2Δθ)| (Δθ ≤ 30°).
    static let sinSixty = 0.866_025_403_784_438_6

    /// A lower bound of ΔE00 between `p` and `q` from their Lab distance, with no angle, square
    /// root or division but the last.
    ///
    /// With x = ΔC′/S_C and y = ΔH′/S_H the chroma and hue terms are x² + y² + R_T·x·y ≥
    /// (1 − |R_T|/2)(x² + y²); S_H < S_C (T ≤ 1 + 0.17 + 0.24 + 0.32 + 0.20 = 1.93, so
    /// 0.015·T < 0.045), so x² + y² ≥ (ΔC′² + ΔH′²)/S_C² = ((1 + G)²Δa² + Δb²)/S_C²; and
    /// C̄′ ≤ (1 + G)·C̄ bounds S_C, and R_C (which grows with C̄′) with it. G comes from
    /// `BoundTables.aScale` (smaller for Δa, larger for C̄′) and R_C from `BoundTables.rC`, and
    /// |R_T| ≤ R_C times the bound of |sin(2Δθ)| for the two colors' hue sectors (`rotation`).
    /// `lightnessBound` is `lightnessBound(p, q)`. Without the tolerance: the caller widens it.
    @inline(__always)
    static func quickLowerBound(_ p: Point, _ q: Point, lightnessBound lightnessTerm: Double, tables: BoundTables) -> Double {
        let meanC = (p.chroma + q.chroma) / 2
        let aScaleLow: Double, aScaleHigh: Double
        if meanC < 200 {
            let floor = Int(meanC)
            aScaleHigh = tables.aScale[floor]
            aScaleLow = tables.aScale[floor + 1]
        } else {
            aScaleHigh = tables.aScale[200]
            aScaleLow = 1
        }
        let meanCPrimeHigh = aScaleHigh * meanC
        let sCHigh = 1 + 0.045 * meanCPrimeHigh
        let rC = meanCPrimeHigh < 300 ? tables.rC[Int(meanCPrimeHigh) + 1] : 2
        let r = rC * tables.rotation[p.hueSector &* 24 &+ q.hueSector]
        let da = aScaleLow * (q.a - p.a), db = q.b - p.b
        return (lightnessTerm * lightnessTerm + (1 - r / 2) * (da * da + db * db) / (sCHigh * sCHigh)).squareRoot()
    }

    /// cos and sin of 30°, 6°, 63° and 275°, the angles of T and Δθ.
    static let cos30 = 0.866_025_403_784_438_6, sin30 = 0.5
    static let cos6 = 0.994_521_895_368_273_3, sin6 = 0.104_528_463_267_653_47
    static let cos63 = 0.453_990_499_739_546_8, sin63 = 0.891_006_524_188_367_9
    static let cos275 = 0.087_155_742_747_658_17, sin275 = -0.996_194_698_091_745_5

    /// What `estimate` found.
    enum Outcome {
        /// The estimate, within `tolerance` of the exact value.
        case value(Double)
        /// A lower bound only (the rotation term was bounded, not computed).
        case lowerBound(Double)
        /// The pair is where the formula jumps: only the exact formula will do.
        case formulaJumps
    }

    /// The estimate of `DeltaE.ciede2000(lab1: p, lab2: q)`, within `tolerance` of it (see the type's
    /// summary). With `boundingRotation`, a pair whose mean hue is near blue, where the rotation
    /// term needs the angle functions, gets a lower bound instead, with |R_T| ≤ R_C·sin 60° as in
    /// `quickLowerBound` and everything else exact.
    @inline(__always)
    static func estimate(_ p: Point, _ q: Point, boundingRotation: Bool) -> Outcome {
        let lightnessTerm = (q.l - p.l) / lightnessWeight((p.l + q.l) / 2)
        let meanC7 = seventhPower((p.chroma + q.chroma) / 2)
        let aScale = 1.5 - 0.5 * (meanC7 / (meanC7 + twentyFiveToTheSeventh)).squareRoot()
        let a1 = aScale * p.a, a2 = aScale * q.a
        let c1 = (a1 * a1 + p.b * p.b).squareRoot(), c2 = (a2 * a2 + q.b * q.b).squareRoot()
        let meanCPrime = (c1 + c2) / 2
        let chromaTerm = (c2 - c1) / (1 + 0.045 * meanCPrime)
        let chromaProduct = c1 * c2
        if chromaProduct == 0 {
            // One chroma is 0: ΔH′ = 0, and with it the hue term and the rotation term.
            if c1 != 0 && c2 != 0 { return .formulaJumps }  // C₁′C₂′ underflowed
            return .value((lightnessTerm * lightnessTerm + chromaTerm * chromaTerm).squareRoot())
        }
        if chromaProduct < 1e-200 { return .formulaJumps }
        // ΔH′ from the dot and cross products of the two (a′, b) vectors.
        let cross = a1 * q.b - p.b * a2, dot = a1 * a2 + p.b * q.b
        let deltaH2 = dot >= 0 ? 2 * cross * cross / (chromaProduct + dot) : 2 * (chromaProduct - dot)
        let deltaH = cross < 0 ? -deltaH2.squareRoot() : deltaH2.squareRoot()
        // The mean hue's unit vector (c, s): the bisector of the shorter arc.
        let mx = c2 * a1 + c1 * a2, my = c2 * p.b + c1 * q.b
        let m2 = mx * mx + my * my
        // |u₁ + u₂| < 10⁻⁶: the hues are within 6·10⁻⁵° of opposite, where h̄′ jumps by 180°.
        if m2 < 1e-12 * chromaProduct * chromaProduct { return .formulaJumps }
        let inverse = 1 / m2.squareRoot()
        let c = mx * inverse, s = my * inverse
        // h̄′ within 6·10⁻⁶° of 0°/360°, where Δθ jumps.
        if c > 0 && abs(s) < 1e-7 { return .formulaJumps }
        let c2h = c * c - s * s, s2h = 2 * c * s
        let c3h = c2h * c - s2h * s, s3h = s2h * c + c2h * s
        let c4h = c2h * c2h - s2h * s2h, s4h = 2 * s2h * c2h
        let t = 1
            - 0.17 * (c * cos30 + s * sin30)
            + 0.24 * c2h
            + 0.32 * (c3h * cos6 - s3h * sin6)
            - 0.20 * (c4h * cos63 + s4h * sin63)
        // Δθ: φ = h̄′ − 275° with h̄′ in [0°, 360°) as the paper takes it, so φ in [−275°, 85°).
        // Beyond 130° from 275° (either way round) Δθ < 6·10⁻¹¹° and R_T < 4·10⁻¹²: taken as 0.
        let cosPhi = c * cos275 + s * sin275
        let hueTerm = deltaH / (1 + 0.015 * meanCPrime * t)
        let l2 = lightnessTerm * lightnessTerm, x2 = chromaTerm * chromaTerm, y2 = hueTerm * hueTerm
        var rT = 0.0
        if cosPhi > -0.642_787_609_686_539_3 {  // cos 130°
            let meanCPrime7 = seventhPower(meanCPrime)
            let rC = 2 * (meanCPrime7 / (meanCPrime7 + twentyFiveToTheSeventh)).squareRoot()
            if boundingRotation {
                let r = rC * sinSixty
                return .lowerBound((l2 + max((1 - r / 2) * (x2 + y2), (1 - r * r / 4) * max(x2, y2))).squareRoot())
            }
            let sinPhi = s * cos275 - c * sin275
            let phi = atan2(sinPhi, cosPhi) * ColorMath.degreesPerRadian
            if phi <= 85 {
                let offset = phi / 25
                let deltaTheta = 30 * exp(-offset * offset)
                rT = -sin(2 * deltaTheta / ColorMath.degreesPerRadian) * rC
            }
        }
        return .value(max(0, l2 + x2 + y2 + rT * chromaTerm * hueTerm).squareRoot())
    }
}
