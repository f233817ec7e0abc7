/// Repairing the contrast of a text color: the color nearest it (by CIEDE2000) whose contrast on a background
/// reaches a target, found by moving its OKLCh lightness.
///
/// The colors tried lie on a line (`Line`): the original's OKLCh hue, every
/// lightness from 0 (black) to 1 (white), and the original's chroma, lowered
/// where sRGB holds less at that lightness and hue. So every answer is an sRGB
/// color, keeping the hue and as much of the chroma as the gamut allows.
///
/// The contrast methods measure how far the text's luminance lies from the
/// background's, and along the line the luminance runs from 0 (black) to 1
/// (white): so the most contrast the line has is at black or at white, and
/// when neither reaches the target, no lightness does, and the outcome says
/// the most that can be had. Between the ends the luminance mostly rises with
/// the lightness, but not always: near a hue's cusp the line's chroma, and
/// with it the luminance, can change faster than the lightness. So the repair
/// samples the line at 65 lightnesses and the original's, bisects each change
/// between reaching and not reaching the target down to 10⁻¹⁰ of lightness, and
/// keeps the crossing nearest the original by CIEDE2000. For an original
/// outside sRGB, whose chroma the line gains back towards the cusp, a color
/// well past a crossing can be nearer still: the reaching sample nearest the
/// original is then narrowed by golden-section search (Kiefer 1953) too.
///
/// A color that lies in sRGB and already reaches the target is its own answer.
/// APCA's Lc is compared by its magnitude, whichever the polarity; the WCAG
/// 2.1 ratio is compared as its success criteria say, unrounded.
public struct ContrastRepair: Sendable {
    /// The least contrast asked for (for APCA, the least |Lc|).
    public let target: Double
    /// The background the text is measured on.
    public let background: Color
    /// The contrast method.
    public let method: ContrastMethod
    /// The background's measure by `method`, worked out once.
    let backgroundMeasure: Double
    /// OKLab → the method's `measureSpace`.
    let measurePath: ConversionPath
    /// OKLab → CIE Lab (D50), for CIEDE2000.
    let labPath: ConversionPath

    /// What a repair finds.
    public enum Outcome: Sendable {
        /// The nearest color that reaches the target, and its contrast (signed, for APCA).
        case reached(Color, contrast: Double)
        /// No lightness reaches the target: the most contrast the line has, and the color that has it (black or white).
        case unreachable(best: Double, color: Color)
    }

    /// A repair to at least `target` on `background` by `method` (for APCA, a target |Lc|).
    ///
    /// - Precondition: `target` is finite.
    public init(target: Double, against background: Color, method: ContrastMethod = Contrast.defaultMethod) {
        precondition(target.isFinite, "the contrast target must be a finite number, found \(target)")
        self.target = target
        self.background = background
        self.method = method
        backgroundMeasure = method.measure(background)
        measurePath = ConversionPath(from: .oklab, to: method.measureSpace)
        labPath = ConversionPath(from: .oklab, to: .lab)
    }

    /// The contrast on the background of a text color given by its OKLab coordinates.
    @inline(__always)
    func contrast(oklab: SIMD4<Double>) -> Double {
        method.compare(method.measure(measurePath.run(oklab)), backgroundMeasure)
    }

    /// Whether a contrast value reaches the target: at or above it, in magnitude.
    @inline(__always)
    func reaches(_ contrast: Double) -> Bool {
        ContrastMethod.strength(contrast) >= target
    }

    /// The color nearest `color` by CIEDE2000 that reaches the target, moving along its `Line`.
    public func repair(_ color: Color) -> Outcome {
        let inSRGB = Gamut.contains(color, in: .srgb)
        if inSRGB {
            let own = method.compare(method.measure(color), backgroundMeasure)
            if reaches(own) { return .reached(color, contrast: own) }
        }
        let line = Line(color)
        let darkest = contrast(oklab: line.oklab(at: 0)), lightest = contrast(oklab: line.oklab(at: 1))
        guard reaches(darkest) || reaches(lightest) else {
            let blackIsBest = ContrastMethod.strength(darkest) >= ContrastMethod.strength(lightest)
            return .unreachable(best: blackIsBest ? darkest : lightest,
                                color: Color(.oklch, blackIsBest ? 0 : 1, 0, .nan, alpha: color.alpha))
        }
        let start = min(max(line.lightness, 0), 1)
        var lightnesses = (0...Self.samples).map { Double($0) / Double(Self.samples) }
        if let i = lightnesses.firstIndex(where: { $0 >= start }), lightnesses[i] != start { lightnesses.insert(start, at: i) }
        let reaching = lightnesses.map { reaches(contrast(oklab: line.oklab(at: $0))) }
        // Where the samples change between reaching and not, the crossing on the reaching side.
        var crossings: [Int: Double] = [:]
        for i in lightnesses.indices.dropLast() where reaching[i] != reaching[i + 1] {
            let (passing, failing) = reaching[i] ? (i, i + 1) : (i + 1, i)
            crossings[i] = bisect(line, passing: lightnesses[passing], failing: lightnesses[failing])
        }
        let originalLab = DeltaE.labCoordinates(color)
        // Every sample reaching the target, the original's too, leaves no crossing: the floating point of a color
        // on the edge of the gamut alone can make its point of the line reach the target where the color does not.
        var candidates = crossings.isEmpty ? lightnesses.indices.filter { reaching[$0] }.map { lightnesses[$0] } : Array(crossings.values)
        if !inSRGB {
            let best = lightnesses.indices.filter { reaching[$0] }.min {
                distance(originalLab, line.oklab(at: lightnesses[$0])) < distance(originalLab, line.oklab(at: lightnesses[$1]))
            }!
            // The reaching stretch around the best sample: to its neighbors, or to the crossings before them.
            let low = best == 0 ? 0 : crossings[best - 1] ?? lightnesses[best - 1]
            let high = best == lightnesses.count - 1 ? 1 : crossings[best] ?? lightnesses[best + 1]
            candidates.append(nearest(line, from: low, to: high, sampled: lightnesses[best], to: originalLab))
        }
        let nearest = candidates.map(line.oklab(at:)).min { distance(originalLab, $0) < distance(originalLab, $1) }!
        return answer(nearest, line, color)
    }

    /// How many steps of lightness the repair samples the line at before it bisects.
    static let samples = 64

    /// `repair(_:)`'s answer in 8-bit sRGB, as `#rrggbb` writes it: its channels rounded to 8 bits or, when that
    /// falls short of the target, rounded away from the background (up for text lighter than it, down for darker).
    ///
    /// An answer cut to a few decimals or to 8 bits can fall short of the target by a hair; rounding every
    /// channel away from the background only adds contrast, and keeps a gray gray. A color that reaches the
    /// target as it is stays as it is.
    public func repairIn8Bit(_ color: Color) -> Outcome {
        let outcome = repair(color)
        guard case .reached(let answer, _) = outcome, answer != color else { return outcome }
        let scaled = DeltaE.coordinates(answer, in: .srgb) * 255
        let lighter = method.measure(answer) > backgroundMeasure
        for rounding in [FloatingPointRoundingRule.toNearestOrEven, lighter ? .up : .down] {
            let rgb = (scaled.rounded(rounding) / 255).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
            let candidate = Color(.srgb, rgb.x, rgb.y, rgb.z, alpha: color.alpha)
            let value = method.compare(method.measure(candidate), backgroundMeasure)
            if reaches(value) { return .reached(candidate, contrast: value) }
        }
        return outcome
    }

    /// The CIEDE2000 difference between Lab (D50) coordinates and a color's OKLab coordinates.
    func distance(_ lab: SIMD4<Double>, _ oklab: SIMD4<Double>) -> Double {
        DeltaE.ciede2000(lab1: lab, lab2: labPath.run(oklab))
    }

    /// The outcome for a point of the line that reaches the target: as an OKLCh color with the original's hue and alpha.
    func answer(_ oklab: SIMD4<Double>, _ line: Line, _ original: Color) -> Outcome {
        let chroma = (oklab.y * oklab.y + oklab.z * oklab.z).squareRoot()
        let repaired = Color(.oklch, oklab.x, chroma, chroma > 0 ? line.hue : .nan, alpha: original.alpha)
        return .reached(repaired, contrast: contrast(oklab: oklab))
    }

    /// The lightness of `line` nearest `failing` that reaches the target, between it and `passing` (which does),
    /// found by bisection down to 10⁻¹⁰ of lightness; the lightness returned always reaches the target.
    func bisect(_ line: Line, passing: Double, failing: Double) -> Double {
        var passing = passing, failing = failing
        while abs(passing - failing) > 1e-10 {
            let middle = (passing + failing) / 2
            if reaches(contrast(oklab: line.oklab(at: middle))) { passing = middle } else { failing = middle }
        }
        return passing
    }

    /// The lightness from `low` to `high`, a stretch of `line` that reaches the target, nearest the original of Lab
    /// coordinates `lab` by CIEDE2000: golden-section search down to 10⁻¹⁰ of lightness, or `sampled` if nearer.
    func nearest(_ line: Line, from low: Double, to high: Double, sampled: Double, to lab: SIMD4<Double>) -> Double {
        func distance(at l: Double) -> Double { self.distance(lab, line.oklab(at: l)) }
        let ratio = (5.0.squareRoot() - 1) / 2
        var low = low, high = high
        while high - low > 1e-10 {
            let a = high - ratio * (high - low), b = low + ratio * (high - low)
            if distance(at: a) < distance(at: b) { high = b } else { low = a }
        }
        let refined = (low + high) / 2
        return [refined, low, high, sampled].min { distance(at: $0) < distance(at: $1) }!
    }

    /// The colors a repair tries for one color: its OKLCh hue and chroma at every lightness from 0 to 1, the
    /// chroma lowered to the most sRGB holds at that lightness and hue.
    package struct Line: Sendable {
        /// The original's OKLab lightness.
        package let lightness: Double
        /// The original's OKLCh chroma.
        package let chroma: Double
        /// The original's OKLCh hue in degrees; NaN for a gray.
        package let hue: Double
        /// The unit vector of the hue in the OKLab a–b plane (zero for a gray).
        let direction: SIMD2<Double>

        /// The line through `color`.
        package init(_ color: Color) {
            let lab = DeltaE.oklabCoordinates(color)
            lightness = lab.x
            chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
            direction = chroma > 0 && chroma.isFinite ? SIMD2(lab.y, lab.z) / chroma : .zero
            let oklch = ColorSpace.oklab.convert(lab, to: .oklch)
            hue = chroma > 0 ? oklch.z : .nan
        }

        /// The OKLab coordinates of the line's color of lightness `l` (0…1): the original's chroma where
        /// sRGB holds it, else the most sRGB holds, to within 10⁻¹⁰.
        package func oklab(at l: Double) -> SIMD4<Double> {
            func point(_ c: Double) -> SIMD4<Double> { SIMD4(l, direction.x * c, direction.y * c, 0) }
            guard l > 0, l < 1 else { return SIMD4(l <= 0 ? 0 : 1, 0, 0, 0) }
            if Self.isInSRGB(point(chroma)) { return point(chroma) }
            var inside = 0.0, outside = chroma
            while outside - inside > 1e-10 {
                let middle = (inside + outside) / 2
                if Self.isInSRGB(point(middle)) { inside = middle } else { outside = middle }
            }
            return point(inside)
        }

        /// Whether OKLab coordinates lie in sRGB: every linear channel in 0…1, exactly.
        @inline(__always)
        static func isInSRGB(_ oklab: SIMD4<Double>) -> Bool {
            let rgb = OKLabSRGBGamut.linearSRGB(fromOKLab: oklab)
            return rgb.x >= 0 && rgb.x <= 1 && rgb.y >= 0 && rgb.y <= 1 && rgb.z >= 0 && rgb.z <= 1
        }
    }
}

extension Color {
    /// The color nearest this one by CIEDE2000 whose contrast as text on `background` reaches `target` by
    /// `method` (for APCA, a target |Lc|), moving its OKLCh lightness and keeping its hue and as much chroma as
    /// sRGB allows: `try Color(css: "#777").repairedContrast(4.5, against: Color(css: "white"))` (`ContrastRepair`).
    public func repairedContrast(
        _ target: Double, against background: Color, method: ContrastMethod = Contrast.defaultMethod
    ) -> ContrastRepair.Outcome {
        ContrastRepair(target: target, against: background, method: method).repair(self)
    }
}
