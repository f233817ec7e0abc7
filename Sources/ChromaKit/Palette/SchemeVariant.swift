#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// The variants of Material Design 3's dynamic schemes: how the five key palettes are made from the seed's hue
/// and chroma (material-color-utilities, `dynamiccolor/DynamicScheme.java` and `scheme/Scheme*.java`, the 2021
/// spec).
public enum SchemeVariant: String, CaseIterable, Sendable {
    /// Material's default: a calm primary of chroma 36 at the seed's hue, a tertiary 60° on.
    case tonalSpot = "tonal-spot"
    /// Nearly gray: chroma 12 for the primary, 2 for the neutrals.
    case neutral
    /// The most colorful primary the hue has (chroma 200, reduced by sRGB), the others turned a little.
    case vibrant
    /// The primary turned 240° from the seed's hue; secondary and tertiary by steps that depend on it.
    case expressive
    /// The seed's own hue and chroma as the primary, its container at the seed's tone; the tertiary its
    /// complement by warmth.
    case fidelity
    /// As fidelity, the tertiary the seed's next analogous color by warmth.
    case content
    /// Grays only (chroma 0).
    case monochrome

    /// The primary, secondary, tertiary, neutral and neutral variant palettes of a seed.
    func palettes(for seed: MaterialHCT) -> (primary: TonalPalette, secondary: TonalPalette, tertiary: TonalPalette,
                                             neutral: TonalPalette, neutralVariant: TonalPalette) {
        let hue = seed.hue, chroma = seed.chroma
        func palette(_ hue: Double, _ chroma: Double) -> TonalPalette { TonalPalette(hue: Self.degrees(hue), chroma: chroma) }
        switch self {
        case .tonalSpot:
            return (palette(hue, 36), palette(hue, 16), palette(hue + 60, 24), palette(hue, 6), palette(hue, 8))
        case .neutral:
            return (palette(hue, 12), palette(hue, 8), palette(hue, 16), palette(hue, 2), palette(hue, 2))
        case .vibrant:
            let breaks: [Double] = [0, 41, 61, 101, 131, 181, 251, 301, 360]
            return (palette(hue, 200),
                    palette(hue + Self.rotation(of: hue, breaks, [18, 15, 10, 12, 15, 18, 15, 12, 12]), 24),
                    palette(hue + Self.rotation(of: hue, breaks, [35, 30, 20, 25, 30, 35, 30, 25, 25]), 32),
                    palette(hue, 10), palette(hue, 12))
        case .expressive:
            let breaks: [Double] = [0, 21, 51, 121, 151, 191, 271, 321, 360]
            return (palette(hue + 240, 40),
                    palette(hue + Self.rotation(of: hue, breaks, [45, 95, 45, 20, 45, 90, 45, 45, 45]), 24),
                    palette(hue + Self.rotation(of: hue, breaks, [120, 120, 20, 45, 20, 15, 20, 120, 120]), 32),
                    palette(hue + 15, 8), palette(hue + 15, 12))
        case .fidelity, .content:
            let temperatures = HueTemperatures(seed)
            let tertiary = self == .fidelity ? temperatures.complement() : temperatures.analogous(divisions: 6)[1]
            return (palette(hue, chroma), palette(hue, max(chroma - 32, chroma * 0.5)),
                    TonalPalette(DynamicScheme.likedOrFixed(tertiary)), palette(hue, chroma / 8), palette(hue, chroma / 8 + 4))
        case .monochrome:
            return (palette(hue, 0), palette(hue, 0), palette(hue, 0), palette(hue, 0), palette(hue, 0))
        }
    }

    /// The rotation for a hue from a table: `rotations[i]` for hues from `breaks[i]` up to `breaks[i + 1]`.
    static func rotation(of hue: Double, _ breaks: [Double], _ rotations: [Double]) -> Double {
        for i in 0..<min(breaks.count - 1, rotations.count) where breaks[i] <= hue && hue < breaks[i + 1] {
            return rotations[i]
        }
        return 0
    }

    /// An angle in degrees brought into 0 ≤ a < 360.
    static func degrees(_ angle: Double) -> Double {
        let a = angle.truncatingRemainder(dividingBy: 360)
        return a < 0 ? a + 360 : a
    }
}

extension DynamicScheme {
    /// The color, or when it is a dark yellow-green that most people dislike (hue 90–111, chroma above 16, tone
    /// below 65, each rounded) the same hue and chroma at tone 70 (material-color-utilities,
    /// `dislike/DislikeAnalyzer.java`, after Palmer & Schloss 2010, "An ecological valence theory of human
    /// color preference", PNAS 107(19)).
    static func likedOrFixed(_ color: MaterialHCT) -> MaterialHCT {
        let disliked = (90...111).contains(color.hue.rounded()) && color.chroma.rounded() > 16 && color.tone.rounded() < 65
        return disliked ? MaterialHCT(hue: color.hue, chroma: color.chroma, tone: 70) : color
    }
}

/// The colors of a seed's chroma and tone at every whole hue, with their warmth (material-color-utilities,
/// `temperature/TemperatureCache.java`).
///
/// Warmth is Ou et al.'s (2004, "A study of colour emotion and colour preference.
/// Part I", Color Res. Appl. 29(3)) −0.5 + 0.02 C^1.07 cos(h − 50°) on CIELAB's
/// chroma and hue; relative warmth is that scaled so the coldest of the colors is 0
/// and the warmest 1.
struct HueTemperatures {
    let seed: MaterialHCT
    /// The seed's chroma and tone at hues 0, 1, … 360.
    let byHue: [MaterialHCT]
    /// The warmth of each of `byHue`.
    let warmth: [Double]
    let seedWarmth: Double
    /// The coldest and warmest of the hues and the seed: the first coldest, the last warmest, in hue order with the
    /// seed after hue 360.
    let coldest: (hue: Double, warmth: Double)
    let warmest: (hue: Double, warmth: Double)

    init(_ seed: MaterialHCT) {
        self.seed = seed
        byHue = (0...360).map { MaterialHCT(hue: Double($0), chroma: seed.chroma, tone: seed.tone) }
        warmth = byHue.map { Self.warmth(of: $0.rgb) }
        seedWarmth = Self.warmth(of: seed.rgb)
        var coldest = (hue: byHue[0].hue, warmth: warmth[0]), warmest = coldest
        for (color, value) in zip(byHue.map(\.hue) + [seed.hue], warmth + [seedWarmth]) {
            if value < coldest.warmth { coldest = (color, value) }
            if value >= warmest.warmth { warmest = (color, value) }
        }
        (self.coldest, self.warmest) = (coldest, warmest)
    }

    /// Ou et al.'s warmth of 8-bit sRGB, from its CIELAB under Material's constants.
    static func warmth(of rgb: SRGB8) -> Double {
        let linear = SIMD4(HCTGamutSolver.linearized(Double(rgb.red) / 255), HCTGamutSolver.linearized(Double(rgb.green) / 255),
                           HCTGamutSolver.linearized(Double(rgb.blue) / 255), 0)
        let xyz = HCTGamutSolver.srgbToXYZ * linear / 100 / HCTGamutSolver.white
        func f(_ t: Double) -> Double { t > LabConstants.epsilon ? cbrt(t) : (LabConstants.kappa * t + 16) / 116 }
        let a = 500 * (f(xyz.x) - f(xyz.y)), b = 200 * (f(xyz.y) - f(xyz.z))
        let hue = SchemeVariant.degrees(atan2(b, a) * ColorMath.degreesPerRadian)
        let chroma = (a * a + b * b).squareRoot()
        return -0.5 + 0.02 * pow(chroma, 1.07) * cos(SchemeVariant.degrees(hue - 50) / ColorMath.degreesPerRadian)
    }

    /// Warmth scaled so the coldest is 0 and the warmest 1; 0.5 when all are alike.
    func relative(_ value: Double) -> Double {
        let range = warmest.warmth - coldest.warmth
        return range == 0 ? 0.5 : (value - coldest.warmth) / range
    }

    /// The color of the seed's chroma and tone at the whole hue nearest `hue`.
    func at(_ hue: Double) -> (color: MaterialHCT, warmth: Double) {
        let index = Int(hue.rounded())
        return (byHue[index], warmth[index])
    }

    /// The color whose relative warmth is nearest 1 minus the seed's, searched on the arc between the coldest and
    /// the warmest hue that does not hold the seed's hue.
    func complement() -> MaterialHCT {
        let range = warmest.warmth - coldest.warmth
        guard range != 0 else { return at(seed.hue).color }
        let seedBetween = Self.isBetween(seed.hue, coldest.hue, warmest.hue)
        let (start, end) = seedBetween ? (warmest.hue, coldest.hue) : (coldest.hue, warmest.hue)
        let wanted = 1 - relative(seedWarmth)
        var answer = at(seed.hue).color, smallestError = 1000.0
        for step in 0...360 {
            let hue = SchemeVariant.degrees(start + Double(step))
            guard Self.isBetween(hue, start, end) else { continue }
            let candidate = at(hue)
            let error = abs(wanted - (candidate.warmth - coldest.warmth) / range)
            if error < smallestError { (answer, smallestError) = (candidate.color, error) }
        }
        return answer
    }

    /// `divisions` colors from the seed's whole hue up the wheel, spaced evenly in relative warmth (the first is
    /// the seed's hue; when the wheel runs out, the last repeats).
    func analogous(divisions: Int) -> [MaterialHCT] {
        let startHue = Int(seed.hue.rounded())
        func relativeAt(_ hue: Int) -> Double { relative(warmth[hue]) }
        var colors = [byHue[startHue]]
        var total = 0.0, last = relativeAt(startHue)
        for i in 0..<360 {
            let value = relativeAt((startHue + i) % 360)
            total += abs(value - last)
            last = value
        }
        let step = total / Double(divisions)
        var covered = 0.0, addend = 1
        last = relativeAt(startHue)
        while colors.count < divisions {
            let hue = (startHue + addend) % 360
            let value = relativeAt(hue)
            covered += abs(value - last)
            var extra = 1
            var satisfied = covered >= Double(colors.count) * step
            while satisfied && colors.count < divisions {
                colors.append(byHue[hue])
                satisfied = covered >= Double(colors.count + extra) * step
                extra += 1
            }
            last = value
            addend += 1
            if addend > 360 {
                while colors.count < divisions { colors.append(byHue[hue]) }
                break
            }
        }
        return colors
    }

    /// Whether `angle` lies on the arc from a up to b (degrees).
    static func isBetween(_ angle: Double, _ a: Double, _ b: Double) -> Bool {
        a < b ? a <= angle && angle <= b : a <= angle || angle <= b
    }
}
