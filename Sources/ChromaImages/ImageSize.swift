import ChromaRuntime
// The size of an image to write, parsed from `--size WIDTHxHEIGHT` and kept
// within limits.
//
// Each side is 1 to 16384 pixels and the whole image at most 64 Mpx
// (67,108,864 pixels, e.g. 16384×4096 or 8192×8192). The limits keep a typo
// such as `--size 38400x21600` from running for minutes and filling a disk,
// while leaving room for 8K and print sizes; PNG itself would allow 2³¹−1.
// The separator is `x`, `X` or `×`; no signs, blanks or units.

/// A width and height in pixels, each 1…`maximumSide`, with at most `maximumPixels` in all.
public struct ImageSize: Sendable, Equatable, CustomStringConvertible {
    /// The largest width or height accepted.
    public static let maximumSide = 16384
    /// The largest number of pixels accepted (64 Mpx).
    public static let maximumPixels = 64 << 20

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height`.
    public var pixels: Int { width * height }

    /// The size `width`×`height`, if it is within the limits.
    public init(width: Int, height: Int) throws(ImageSizeError) {
        guard (1...Self.maximumSide).contains(width) else { throw .sideOutOfRange(side: "width", value: String(width)) }
        guard (1...Self.maximumSide).contains(height) else { throw .sideOutOfRange(side: "height", value: String(height)) }
        guard width * height <= Self.maximumPixels else { throw .tooManyPixels(width: width, height: height) }
        self.width = width
        self.height = height
    }

    /// Parses `WIDTHxHEIGHT` (`3840x2160`; `X` and `×` work too) and checks the limits.
    public static func parse(_ text: String) throws(ImageSizeError) -> ImageSize {
        let scalars = Array(text.unicodeScalars)
        guard let separator = scalars.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "\u{D7}" }) else {
            throw .malformed(text)
        }
        let widthText = scalars[..<separator], heightText = scalars[(separator + 1)...]
        guard let width = number(widthText) else { throw .malformed(text) }
        guard let height = number(heightText) else { throw .malformed(text) }
        // Too many digits to count: report the side as given.
        guard let w = width else { throw .sideOutOfRange(side: "width", value: String(String.UnicodeScalarView(widthText))) }
        guard let h = height else { throw .sideOutOfRange(side: "height", value: String(String.UnicodeScalarView(heightText))) }
        return try ImageSize(width: w, height: h)
    }

    /// The decimal value of ASCII digits: nil when not all digits or empty, `.some(nil)` when too large for `Int`.
    private static func number(_ digits: ArraySlice<Unicode.Scalar>) -> Int?? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        var overflow = false
        for scalar in digits {
            guard ("0"..."9").contains(scalar) else { return nil }
            if overflow { continue }
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int(scalar.value) - 48)
            if o1 || o2 { overflow = true } else { value = sum }
        }
        return .some(overflow ? nil : value)
    }

    /// `WIDTHxHEIGHT`.
    public var description: String { "\(width)x\(height)" }
}

/// Why a size was refused; each case reads as a one-line message.
public enum ImageSizeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not of the form `WIDTHxHEIGHT` with decimal numbers.
    case malformed(String)
    /// A side is 0 or above `ImageSize.maximumSide`; `value` is its digits as given.
    case sideOutOfRange(side: String, value: String)
    /// Both sides are fine but the image has more than `ImageSize.maximumPixels` pixels.
    case tooManyPixels(width: Int, height: Int)

    /// The message, without the tool's name.
    public var description: String {
        switch self {
        case .malformed(let text):
            // Quoted with control characters escaped, as every message quotes input (chromatools(7), MESSAGES).
            return "invalid size \(Diagnostics.quote(text, limit: 40)): expected WIDTHxHEIGHT, like 3840x2160"
        case .sideOutOfRange(let side, let value):
            return "image \(side) \(value) is out of range: 1 to \(ImageSize.maximumSide) pixels"
        case .tooManyPixels(let width, let height):
            return "image size \(width)x\(height) is too large: \(width * height) pixels, at most \(ImageSize.maximumPixels) (64 Mpx)"
        }
    }

    /// The exit status for a refused size: 64 (EX_USAGE), it comes from the command line.
    public var exitStatus: ExitStatus { .usage }
}
