// Which way a gradient runs across an image, and where each pixel falls on it.
//
// Directions are CSS `linear-gradient()` angles (CSS Images 3, §3.1.1):
// 0deg points to the top, 90deg to the right, 180deg to the bottom, clockwise.
// `horizontal` is 90deg (left to right) and `vertical` 180deg (top to bottom).
//
// The geometry is CSS's too, so a PNG, an SVG and a browser agree: the
// gradient line passes through the centre of the box in direction
// (sin A, −cos A) (y grows downwards), and its length W·|sin A| + H·|cos A| is
// chosen so that the corners on either end get exactly position 0 and 1.
// Pixels are sampled at their centres, so in a 4-pixel-wide horizontal
// gradient the positions are 1/8, 3/8, 5/8 and 7/8 — as a browser renders it,
// not stretched to hit 0 and 1 on the first and last pixel.

import Glibc
import ChromaKit
import ChromaRuntime

/// The direction of a linear gradient: horizontal, vertical, or a CSS angle.
public enum GradientDirection: Sendable, Equatable, CustomStringConvertible {
    /// Left to right (90deg).
    case horizontal
    /// Top to bottom (180deg).
    case vertical
    /// A CSS angle in degrees: 0 = to top, 90 = to right, clockwise.
    case angle(Double)

    /// The CSS angle in degrees.
    public var degrees: Double {
        switch self {
        case .horizontal: return 90
        case .vertical: return 180
        case .angle(let a): return a
        }
    }

    /// Parses `horizontal`, `vertical`, or an angle such as `45`, `45deg` or `-30.5deg`.
    public static func parse(_ text: String) throws(GradientDirectionError) -> GradientDirection {
        switch text.lowercased() {
        case "horizontal": return .horizontal
        case "vertical": return .vertical
        default:
            var number = Substring(text)
            if number.lowercased().hasSuffix("deg") { number = number.dropLast(3) }
            // Only plain decimal numbers: no blanks, hex, exponents, inf or nan.
            let allowed = number.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
            guard allowed, let value = Double(number), value.isFinite else { throw .malformed(text) }
            return .angle(value)
        }
    }

    /// `horizontal`, `vertical` or the angle with `deg`.
    public var description: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        case .angle(let a): return ShortNumber.string(a) + "deg"
        }
    }
}

/// Why a direction was refused.
public enum GradientDirectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither `horizontal`, `vertical` nor an angle in degrees.
    case malformed(String)

    /// The message, without the tool's name.
    public var description: String {
        switch self {
        case .malformed(let text):
            return "invalid direction \(Diagnostics.quote(text, limit: 40)): expected horizontal, vertical or an angle like 45deg"
        }
    }

    /// The exit status for a refused direction: 64 (EX_USAGE).
    public var exitStatus: ExitStatus { .usage }
}

/// The gradient line of a `width`×`height` box (CSS Images 3 §3.1.1): its ends and each point's position 0…1 on it.
public struct GradientLine: Sendable, Equatable {
    /// The point of position 0, in pixels from the top-left corner.
    public let start: SIMD2<Double>
    /// The point of position 1.
    public let end: SIMD2<Double>
    /// The unit direction divided by the line's length: position = (point − start) · step.
    @usableFromInline let step: SIMD2<Double>

    /// The gradient line for `direction` in a `width`×`height` box.
    public init(direction: GradientDirection, width: Int, height: Int) {
        let (sine, cosine) = Self.sineCosine(degrees: direction.degrees)
        let w = Double(width), h = Double(height)
        let length = abs(w * sine) + abs(h * cosine)
        let unit = SIMD2(sine, -cosine)
        let centre = SIMD2(w / 2, h / 2)
        start = centre - unit * (length / 2)
        end = centre + unit * (length / 2)
        step = length > 0 ? unit / length : SIMD2(0, 0)
    }

    /// The position of the point (`x`, `y`) on the line, not clamped.
    @inlinable
    public func position(x: Double, y: Double) -> Double {
        positionUnclamped(SIMD2(x, y))
    }

    /// The position of pixel (`x`, `y`)'s centre, clamped into 0…1.
    @inlinable
    public func position(pixelX x: Int, pixelY y: Int) -> Double {
        let t = positionUnclamped(SIMD2(Double(x) + 0.5, Double(y) + 0.5))
        return min(max(t, 0), 1)
    }

    /// (point − start) · step.
    @inlinable
    func positionUnclamped(_ point: SIMD2<Double>) -> Double {
        ((point - start) * step).sum()
    }

    /// sin and cos of an angle in degrees, exact at multiples of 90 so that axis-aligned lines have no stray slope.
    static func sineCosine(degrees: Double) -> (Double, Double) {
        var a = degrees.truncatingRemainder(dividingBy: 360)
        if a < 0 { a += 360 }
        switch a {
        case 0: return (0, 1)
        case 90: return (1, 0)
        case 180: return (0, -1)
        case 270: return (-1, 0)
        default:
            let radians = a * .pi / 180
            return (sin(radians), cos(radians))
        }
    }
}
