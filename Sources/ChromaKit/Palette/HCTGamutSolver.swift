#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// An 8-bit sRGB color, as Material Design's color utilities hold every color they compute.
package struct SRGB8: Hashable, Sendable {
    package var red: UInt8, green: UInt8, blue: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// The color rounded to 8 bits per channel after gamut mapping, as its `hex` field writes it.
    package init(_ color: Color) {
        let bytes = color.rgb8()
        self.init(red: bytes.red, green: bytes.green, blue: bytes.blue)
    }

    /// The gray whose channels are all `level`.
    package init(gray level: UInt8) {
        self.init(red: level, green: level, blue: level)
    }

    /// The color as an opaque sRGB `Color`.
    package var color: Color {
        Color(.srgb, Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }
}

/// A color as Material Design's HCT holds it: 8-bit sRGB with the hue, chroma and tone of those bytes.
///
/// Material computes HCT with its own sRGB and D65 constants (`HCTGamutSolver`), so these
/// coordinates differ from `ColorSpace.hct`'s in the fifth decimal or so; they are the ones
/// Material's palettes and schemes start from and compare.
package struct MaterialHCT: Sendable {
    package let rgb: SRGB8
    /// CAM16 hue angle in degrees, 0 ≤ hue < 360.
    package let hue: Double
    package let chroma: Double
    /// CIE L\*.
    package let tone: Double

    /// The HCT of 8-bit sRGB bytes.
    package init(_ rgb: SRGB8) {
        self.rgb = rgb
        (hue, chroma, tone) = HCTGamutSolver.hct(of: rgb)
    }

    /// The color of that hue and tone with the chroma asked for or, where sRGB has none that strong, the strongest
    /// it has (`HCTGamutSolver.solve`).
    package init(hue: Double, chroma: Double, tone: Double) {
        self.init(HCTGamutSolver.solve(hue: hue, chroma: chroma, tone: tone))
    }
}

/// Finds the 8-bit sRGB color of an HCT hue, chroma and tone, the chroma reduced only as far as sRGB requires, by
/// the method of Material Design's `HctSolver` (material-color-utilities, `hct/HctSolver.java`).
///
/// The tone fixes the luminance Y. First, Newton steps on CAM16's lightness J (Y
/// taken to grow with J²), each through CAM16's reverse model at the hue and
/// chroma asked for: when one lands within 0.002 of Y (on a 0–100 scale) inside
/// the sRGB cube, or the fifth step does, that is the color. When a step leaves
/// the cube, the chroma is more than sRGB holds at that hue and tone, and the
/// answer is the point of the cube's surface at luminance Y with the hue asked
/// for: the cube's twelve edges cut the plane of that luminance in a polygon; the
/// two corners of it whose hues bracket the target give a segment, which is
/// halved, axis by axis, at the planes where an 8-bit channel value changes (the
/// midpoints between two 8-bit codes, in linear light) until no such plane lies
/// inside it; its midpoint, rounded to 8 bits, is the color.
///
/// Everything is computed on linear sRGB scaled 0–100 with Material's constants:
/// its sRGB ↔ XYZ matrices and D65 white (95.047, 100, 108.883; material-color-utilities
/// `utils/ColorUtils.java`) and its viewing conditions (`ColorSpace.hct`).
package enum HCTGamutSolver {
    /// Material's sRGB (linear) → XYZ matrix, its luminance row the Rec. 709 weights (material-color-utilities,
    /// `utils/ColorUtils.java`, `SRGB_TO_XYZ`).
    static let srgbToXYZ = Matrix3(
        (0.41233895, 0.35762064, 0.18051042),
        (0.2126, 0.7152, 0.0722),
        (0.01932141, 0.11916382, 0.95034478)
    )
    /// Material's XYZ → sRGB (linear) matrix (material-color-utilities, `utils/ColorUtils.java`, `XYZ_TO_SRGB`).
    static let xyzToSRGB = Matrix3(
        (3.2413774792388685, -1.5376652402851851, -0.49885366846268053),
        (-0.9691452513005321, 1.8758853451067872, 0.04156585616912061),
        (0.05562093689691305, -0.20395524564742123, 1.0571799111220335)
    )
    /// Material's D65 white, scaled to Y = 1 (material-color-utilities, `utils/ColorUtils.java`, `WHITE_POINT_D65`).
    static let white = SIMD4<Double>(0.95047, 1, 1.08883, 0)

    /// Material's default viewing conditions with its D65 white (`ColorSpace.hct` describes them).
    static let conditions = CAM16ViewingConditions(
        white: white, adaptingLuminance: 200 / Double.pi * HCTSolver.luminance(fromTone: 50),
        backgroundLuminance: HCTSolver.luminance(fromTone: 50) * 100, surround: (1, 0.69, 1), discounting: false)

    /// Linear sRGB (0–1) → the cone responses CAM16 compresses (`CAM16ViewingConditions.toCompressed`).
    static let linearToCompressed = conditions.toCompressed * srgbToXYZ

    /// The linear values (0–100) at which an 8-bit channel changes: between codes i and i + 1, the light of
    /// (i + ½) / 255.
    static let criticalPlanes: [Double] = (0..<255).map { linearized((Double($0) + 0.5) / 255) }

    /// Hue, chroma and tone of 8-bit sRGB, with Material's constants.
    static func hct(of rgb: SRGB8) -> (hue: Double, chroma: Double, tone: Double) {
        let linear = SIMD4(linearized(Double(rgb.red) / 255), linearized(Double(rgb.green) / 255),
                           linearized(Double(rgb.blue) / 255), 0)
        let xyz = srgbToXYZ * linear / 100
        let (_, chroma, hue) = conditions.jch(fromXYZ: xyz)
        return (hue, chroma, HCTSolver.tone(fromLuminance: xyz.y))
    }

    /// The 8-bit sRGB color of the hue (degrees), chroma and tone: the chroma asked for where sRGB holds it,
    /// else the strongest sRGB has at that hue and tone. A chroma below 0.0001, or a tone within 0.0001 of 0
    /// or 100, is the gray of the tone (Material's thresholds).
    package static func solve(hue: Double, chroma: Double, tone: Double) -> SRGB8 {
        let y = HCTSolver.luminance(fromTone: tone) * 100
        if chroma < 0.0001 || tone < 0.0001 || tone > 99.9999 {
            return SRGB8(gray: byte(fromLinear: y))
        }
        var degrees = hue.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        let radians = degrees / ColorMath.degreesPerRadian
        if let exact = byNewtonOnJ(hue: radians, chroma: chroma, luminance: y) { return exact }
        let boundary = surfacePoint(luminance: y, hue: radians)
        return SRGB8(red: byte(fromLinear: boundary.x), green: byte(fromLinear: boundary.y), blue: byte(fromLinear: boundary.z))
    }

    /// The color of the hue (radians), chroma and luminance Y (0–100) by Newton steps on J, or nil when a step
    /// leaves the sRGB cube (the chroma is out of reach).
    static func byNewtonOnJ(hue: Double, chroma: Double, luminance y: Double) -> SRGB8? {
        let cosH = cos(hue), sinH = sin(hue)
        // J of a gray of luminance Y is about 11 √Y (Y 0–100); Material starts there.
        var j = y.squareRoot() * 11
        for step in 0..<5 {
            let linear = xyzToSRGB * conditions.xyz(j: j, chroma: chroma, cosH: cosH, sinH: sinH) * 100
            guard linear.x >= 0, linear.y >= 0, linear.z >= 0 else { return nil }
            let fnj = 0.2126 * linear.x + 0.7152 * linear.y + 0.0722 * linear.z
            guard fnj > 0 else { return nil }
            if step == 4 || abs(fnj - y) < 0.002 {
                guard linear.x <= 100.01, linear.y <= 100.01, linear.z <= 100.01 else { return nil }
                return SRGB8(red: byte(fromLinear: linear.x), green: byte(fromLinear: linear.y), blue: byte(fromLinear: linear.z))
            }
            // Y grows about as J², so dY/dJ ≈ 2Y/J.
            j -= (fnj - y) * j / (2 * fnj)
        }
        return nil
    }

    /// The point of the sRGB cube's surface (linear, 0–100) at luminance Y whose CAM16 hue is `hue` (radians),
    /// to within the 8-bit planes around it.
    static func surfacePoint(luminance y: Double, hue target: Double) -> SIMD4<Double> {
        var (left, right) = bracketingEdgePoints(luminance: y, hue: target)
        var leftHue = hueAngle(of: left)
        for axis in 0..<3 where left[axis] != right[axis] {
            let leftCode = delinearized(left[axis]) - 0.5, rightCode = delinearized(right[axis]) - 0.5
            var leftPlane = left[axis] < right[axis] ? Int(leftCode.rounded(.down)) : Int(leftCode.rounded(.up))
            var rightPlane = left[axis] < right[axis] ? Int(rightCode.rounded(.up)) : Int(rightCode.rounded(.down))
            for _ in 0..<8 where abs(rightPlane - leftPlane) > 1 {
                let plane = Int((Double(leftPlane + rightPlane) / 2).rounded(.down))
                let fraction = (criticalPlanes[plane] - left[axis]) / (right[axis] - left[axis])
                let middle = left + (right - left) * fraction
                let middleHue = hueAngle(of: middle)
                if inCyclicOrder(leftHue, target, middleHue) {
                    (right, rightPlane) = (middle, plane)
                } else {
                    (left, leftHue, leftPlane) = (middle, middleHue, plane)
                }
            }
        }
        return (left + right) / 2
    }

    /// The two points where the cube's edges cut the plane of luminance Y whose hues are nearest either side of
    /// `hue`: the edges are walked in a fixed order (free red, then green, then blue, the other two channels at
    /// 0 or 100), each point narrowing the bracket.
    static func bracketingEdgePoints(luminance y: Double, hue target: Double) -> (SIMD4<Double>, SIMD4<Double>) {
        var left = SIMD4<Double>.zero, right = SIMD4<Double>.zero
        var leftHue = 0.0, rightHue = 0.0
        var found = false, cut = false
        for edge in 0..<12 {
            guard let point = edgePoint(luminance: y, edge: edge) else { continue }
            let hue = hueAngle(of: point)
            if !found {
                (left, right, leftHue, rightHue, found) = (point, point, hue, hue, true)
                continue
            }
            if !cut || inCyclicOrder(leftHue, hue, rightHue) {
                cut = true
                if inCyclicOrder(leftHue, target, hue) {
                    (right, rightHue) = (point, hue)
                } else {
                    (left, leftHue) = (point, hue)
                }
            }
        }
        return (left, right)
    }

    /// Where edge `edge` (0–11) of the cube cuts the plane of luminance Y, or nil when it does not: edges 0–3
    /// leave red free, 4–7 green, 8–11 blue; the other two channels are 0 or 100 by the edge's two low bits.
    static func edgePoint(luminance y: Double, edge: Int) -> SIMD4<Double>? {
        let first: Double = edge % 4 <= 1 ? 0 : 100, second: Double = edge % 2 == 0 ? 0 : 100
        let weights = SIMD4(0.2126, 0.7152, 0.0722, 0)
        var point: SIMD4<Double>, free: Int
        switch edge {
        case 0..<4: (point, free) = (SIMD4(0, first, second, 0), 0)
        case 4..<8: (point, free) = (SIMD4(second, 0, first, 0), 1)
        default: (point, free) = (SIMD4(first, second, 0, 0), 2)
        }
        let value = (y - (point * weights).sum()) / weights[free]
        guard (0...100).contains(value) else { return nil }
        point[free] = value
        return point
    }

    /// The CAM16 hue angle (radians, −π…π) of linear sRGB (0–100).
    static func hueAngle(of linear: SIMD4<Double>) -> Double {
        let r = CAM16ViewingConditions.compress(linearToCompressed * (linear / 100))
        // The opponent components a and b (Li et al. 2017, (9)–(10)).
        return atan2((r.x + r.y - 2 * r.z) / 9, r.x + (-12 * r.y + r.z) / 11)
    }

    /// Whether going up from angle a one meets b before c (radians).
    static func inCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        func turn(_ angle: Double) -> Double { (angle + 8 * Double.pi).truncatingRemainder(dividingBy: 2 * Double.pi) }
        return turn(b - a) < turn(c - a)
    }

    /// Linear light (0–100) of an sRGB value (0–1), with Material's threshold 0.040449936 (IEC 61966-2-1).
    static func linearized(_ value: Double) -> Double {
        value <= 0.040449936 ? value / 12.92 * 100 : pow((value + 0.055) / 1.055, 2.4) * 100
    }

    /// The sRGB value scaled 0–255, not rounded, of linear light (0–100) (IEC 61966-2-1).
    static func delinearized(_ linear: Double) -> Double {
        let value = linear / 100
        return (value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055) * 255
    }

    /// The 8-bit code of linear light (0–100): rounded, halves away from zero, and clamped into 0…255.
    static func byte(fromLinear linear: Double) -> UInt8 {
        UInt8(min(max(delinearized(linear).rounded(), 0), 255))
    }
}
