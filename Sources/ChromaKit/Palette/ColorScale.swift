#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// A 50–950 scale of a color, as the palettes of design systems are: light tints to dark shades, in OKLCh.
///
/// The seed takes the step its lightness falls on, and the other steps follow
/// curves fitted to Tailwind CSS v4.0's palette (`ScaleCurves`, fitted by
/// `bench/scale-fit.py`):
///
/// - **Lightness.** A family's 500 is about as light as its hue is at its
///   most colorful in sRGB (yellows light, blues dark): a Fourier series of the
///   hue predicts it, and so each step's lightness, a straight line of the
///   500's. The seed goes to the step whose predicted lightness is nearest its
///   own; the 500 that puts the seed's lightness exactly on that step then gives
///   every other step. A gray seed (chroma under 0.02, with a blend up to 0.08)
///   follows the mean curve of Tailwind's five grays instead. Lightness falls
///   strictly from each step to the next.
/// - **Hue** drifts from the seed's by a Fourier series of the hue for each
///   step: yellows turn to amber as they darken, blues to indigo.
/// - **Chroma** is a share of the most chroma sRGB holds at the step's
///   lightness and hue, the seed's own share scaled by each step's (a Fourier
///   series of the hue), so that it peaks near the middle; never more than sRGB
///   holds.
///
/// Every step is inside sRGB; a seed outside it is first brought in by CSS gamut
/// mapping. Steps between the fitted ones (`fittedSteps`) take curves
/// interpolated linearly between their two neighbours.
public struct ColorScale: Sendable {
    /// One step of the scale: its number (50…950) and its color.
    public struct Step: Sendable {
        /// The step's number: 50 the lightest, 950 the darkest.
        public let step: Int
        public let color: Color
        /// Whether this step is the seed.
        public let isSeed: Bool
    }

    /// The steps the curves are fitted at, Tailwind's: 50, 100, 200, … 900, 950.
    public static let fittedSteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950]

    /// The steps of the scale, in the order asked for (lightest first).
    public let steps: [Step]

    /// The scale of `seed` at `steps`.
    ///
    /// - Precondition: `steps` is not empty, strictly increasing, and each is in 50…950.
    public init(seed: Color, steps: [Int] = ColorScale.fittedSteps) {
        precondition(!steps.isEmpty && zip(steps, steps.dropFirst()).allSatisfy { $0 < $1 }, "steps must be strictly increasing")
        precondition(steps.allSatisfy { (50...950).contains($0) }, "steps must be in 50…950")
        let inside = Gamut.contains(seed, in: .srgb) ? seed : Gamut.mapCSS(seed, to: .srgb)
        let lch = ColorSpace.zeroingMissing(inside.converted(to: .oklch).coords)
        let (lightness, chroma, hue) = (lch.x, lch.y, lch.y > 0 ? lch.z : 0)
        let curves = steps.map(Self.curves(at:))

        // How far the seed is a color rather than a gray: 0 below chroma 0.02, 1 from 0.08.
        let colorfulness = min(max((chroma - 0.02) / 0.06, 0), 1)
        func lightnesses(at lightness500: Double) -> [Double] {
            curves.map { curve in
                colorfulness * (curve.intercept + curve.slope * lightness500) + (1 - colorfulness) * curve.gray
            }
        }
        let predicted = lightnesses(at: Self.fourier(ScaleCurves.lightness500, hue))
        let seedIndex = predicted.indices.min { abs(predicted[$0] - lightness) < abs(predicted[$1] - lightness) }!
        let curve = curves[seedIndex]
        var lightness500 = 0.55
        if colorfulness > 0 {
            lightness500 = ((lightness - (1 - colorfulness) * curve.gray) / colorfulness - curve.intercept) / curve.slope
        }
        var stepLightness = lightnesses(at: min(max(lightness500, 0.45), 0.9))
        stepLightness[seedIndex] = lightness
        // Strictly falling from the seed outwards, inside 0…1.
        for i in stride(from: seedIndex + 1, to: steps.count, by: 1) {
            stepLightness[i] = max(min(stepLightness[i], stepLightness[i - 1] - Self.leastLightnessStep), 0)
        }
        for i in stride(from: seedIndex - 1, through: 0, by: -1) {
            stepLightness[i] = min(max(stepLightness[i], stepLightness[i + 1] + Self.leastLightnessStep), 1)
        }

        let seedDrift = Self.fourier(curve.hueDrift, hue)
        let share = curves.map { Self.fourier($0.chromaShare, hue) }
        let relativeChroma = chroma / max(Self.maximumChroma(lightness: lightness, hue: hue), 1e-9)
        self.steps = steps.indices.map { i in
            if i == seedIndex { return Step(step: steps[i], color: inside, isSeed: true) }
            let stepHue = (hue + Self.fourier(curves[i].hueDrift, hue) - seedDrift).truncatingRemainder(dividingBy: 360)
            let most = Self.maximumChroma(lightness: stepLightness[i], hue: stepHue)
            let stepChroma = min(most, relativeChroma * share[i] / share[seedIndex] * most)
            let coords = stepChroma > 0
                ? SIMD4(stepLightness[i], stepChroma, stepHue < 0 ? stepHue + 360 : stepHue, 0)
                : SIMD4(stepLightness[i], 0, .nan, 0)
            return Step(step: steps[i], color: Color(.oklch, coords, alpha: inside.alpha), isSeed: false)
        }
    }

    /// The least lightness between two steps, so that lightness falls strictly.
    static let leastLightnessStep = 0.001

    /// The curves at one step: those of the fitted step, or between two, interpolated linearly.
    struct Curves {
        var intercept: Double, slope: Double, gray: Double
        var hueDrift: [Double], chromaShare: [Double]
    }

    static func curves(at step: Int) -> Curves {
        let upper = fittedSteps.firstIndex { $0 >= step }!
        let lower = fittedSteps[upper] == step ? upper : upper - 1
        let t = lower == upper ? 0 : Double(step - fittedSteps[lower]) / Double(fittedSteps[upper] - fittedSteps[lower])
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { mix($0, $1) } }
        return Curves(
            intercept: mix(ScaleCurves.lightness[lower].intercept, ScaleCurves.lightness[upper].intercept),
            slope: mix(ScaleCurves.lightness[lower].slope, ScaleCurves.lightness[upper].slope),
            gray: mix(ScaleCurves.grayLightness[lower], ScaleCurves.grayLightness[upper]),
            hueDrift: mix(ScaleCurves.hueDrift[lower], ScaleCurves.hueDrift[upper]),
            chromaShare: mix(ScaleCurves.chromaShare[lower], ScaleCurves.chromaShare[upper]))
    }

    /// The Fourier series `[a0, a1, b1, a2, b2, …]` at `hue` degrees: a0 + Σ ak·cos(k·hue) + bk·sin(k·hue).
    static func fourier(_ coefficients: [Double], _ hue: Double) -> Double {
        let radians = hue * .pi / 180
        var value = coefficients[0]
        for k in 1...(coefficients.count / 2) {
            value += coefficients[2 * k - 1] * cos(Double(k) * radians) + coefficients[2 * k] * sin(Double(k) * radians)
        }
        return value
    }

    /// The most chroma an OKLCh color of this lightness and hue has inside sRGB, found by bisection to 1e-6.
    static func maximumChroma(lightness: Double, hue: Double) -> Double {
        var low = 0.0, high = 0.5
        while high - low > 1e-6 {
            let middle = (low + high) / 2
            if Gamut.contains(Color(.oklch, lightness, middle, hue), in: .srgb) { low = middle } else { high = middle }
        }
        return low
    }
}

extension Color {
    /// The 50–950 scale of this color (`ColorScale`): `Color(css: "#3b82f6").scale()`.
    public func scale(steps: [Int] = ColorScale.fittedSteps) -> ColorScale {
        ColorScale(seed: self, steps: steps)
    }
}
