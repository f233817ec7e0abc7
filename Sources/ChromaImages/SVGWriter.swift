// A linear gradient as a standalone SVG 1.1 document.
//
// The document is one `<rect>` filled with a `<linearGradient>` (SVG 1.1
// §13.2.2) whose stops (§13.2.4) give offset, `stop-color` as `#rrggbb` and,
// below 1, `stop-opacity`. The gradient vector is placed in user space
// (`gradientUnits="userSpaceOnUse"`) on the CSS gradient line of
// `GradientLine`, so an angle means what it means in CSS `linear-gradient()`
// and the stripes stay perpendicular to it on a non-square image.
//
// SVG renderers interpolate between stops in sRGB (`color-interpolation`
// defaults to sRGB; linearRGB is rarely honoured and is not any of the spaces
// users pick anyway). To show a gradient interpolated in OKLab, OKLCh or
// another space, the caller samples it: it passes many stops — 16 to 64 evenly
// spaced ones, plus the user's own stop positions — each computed in the
// chosen space, and the renderer's sRGB interpolation between neighbours is
// then close to the real curve. `SVGGradient.sampled` does that.
//
// Nothing from the user goes into the document as text: sizes and offsets are
// numbers written by this file, colors are bytes written as hex digits, so no
// escaping is needed and none is done.

import ChromaKit

/// A linear gradient of many stops over a `width`×`height` rectangle, written as an SVG 1.1 document.
public struct SVGGradient: Sendable, Equatable {
    /// One gradient stop: an offset on the gradient line, an 8-bit sRGB color and an opacity.
    public struct Stop: Sendable, Equatable {
        /// Position on the gradient line, 0…1 (clamped when written).
        public var offset: Double
        /// sRGB red, 0…255.
        public var red: UInt8
        /// sRGB green, 0…255.
        public var green: UInt8
        /// sRGB blue, 0…255.
        public var blue: UInt8
        /// Opacity 0…1 (clamped when written; NaN counts as 1).
        public var opacity: Double

        /// A stop at `offset` of color `red`, `green`, `blue` and `opacity`.
        public init(offset: Double, red: UInt8, green: UInt8, blue: UInt8, opacity: Double = 1) {
            self.offset = offset
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// `#rrggbb` in lowercase.
        public var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var bytes: [UInt8] = [UInt8(ascii: "#")]
            for channel in [red, green, blue] {
                bytes.append(digits[Int(channel >> 4)])
                bytes.append(digits[Int(channel & 0x0F)])
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// How many evenly spaced samples `sampled` takes unless told otherwise.
    public static let defaultSampleCount = 32

    /// Width in pixels (user units).
    public var width: Int
    /// Height in pixels (user units).
    public var height: Int
    /// The direction of the gradient line.
    public var direction: GradientDirection
    /// The stops, in order of offset.
    public var stops: [Stop]

    /// A gradient over `width`×`height` (each at least 1) along `direction` through `stops`.
    public init(width: Int, height: Int, direction: GradientDirection, stops: [Stop]) {
        precondition(width >= 1 && height >= 1, "SVG size must be positive")
        self.width = width
        self.height = height
        self.direction = direction
        self.stops = stops
    }

    /// A gradient sampled at `count` (at least 2) evenly spaced positions and at `extraOffsets` (e.g. the user's stops).
    ///
    /// `color(t)` gives the color at position `t`, interpolated in whatever
    /// space the caller chose; the renderer then only interpolates in sRGB
    /// between close neighbours.
    public static func sampled(
        width: Int, height: Int, direction: GradientDirection, count: Int = defaultSampleCount,
        extraOffsets: [Double] = [],
        color: (_ t: Double) -> (red: UInt8, green: UInt8, blue: UInt8, opacity: Double)
    ) -> SVGGradient {
        precondition(count >= 2, "at least two samples")
        var offsets = (0..<count).map { Double($0) / Double(count - 1) }
        offsets += extraOffsets.filter { $0.isFinite && $0 > 0 && $0 < 1 }
        offsets.sort()
        var unique: [Double] = []
        for t in offsets where unique.last.map({ t - $0 > 1e-9 }) ?? true { unique.append(t) }
        let stops = unique.map { t in
            let c = color(t)
            return Stop(offset: t, red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        }
        return SVGGradient(width: width, height: height, direction: direction, stops: stops)
    }

    /// The SVG 1.1 document, UTF-8, ending with a newline.
    ///
    /// Offsets are clamped into 0…1 and made non-decreasing (what SVG 1.1
    /// §13.2.4 asks renderers to do anyway); a gradient without stops is
    /// transparent (`fill="none"` per §13.2.4's rule for zero stops).
    public func document() -> String {
        let line = GradientLine(direction: direction, width: width, height: height)
        let w = String(width), h = String(height)
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">

            """
        guard !stops.isEmpty else {
            svg += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"none\"/>\n</svg>\n"
            return svg
        }
        svg += "<defs>\n"
        svg += "<linearGradient id=\"gradient\" gradientUnits=\"userSpaceOnUse\" color-interpolation=\"sRGB\""
        svg += " x1=\"\(Self.number(line.start.x))\" y1=\"\(Self.number(line.start.y))\""
        svg += " x2=\"\(Self.number(line.end.x))\" y2=\"\(Self.number(line.end.y))\">\n"
        var lastOffset = 0.0
        for stop in stops {
            let offset = max(lastOffset, Self.unit(stop.offset, nan: lastOffset))
            lastOffset = offset
            svg += "<stop offset=\"\(Self.number(offset))\" stop-color=\"\(stop.hex)\""
            let opacity = Self.unit(stop.opacity, nan: 1)
            if opacity < 1 { svg += " stop-opacity=\"\(Self.number(opacity))\"" }
            svg += "/>\n"
        }
        svg += "</linearGradient>\n</defs>\n"
        svg += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"url(#gradient)\"/>\n</svg>\n"
        return svg
    }

    /// A value clamped into 0…1, NaN replaced.
    private static func unit(_ x: Double, nan: Double) -> Double {
        x.isNaN ? nan : min(max(x, 0), 1)
    }

    /// A number in SVG's syntax (SVG 1.1 §4.2): plain decimal, at most 4 decimals.
    private static func number(_ x: Double) -> String {
        ShortNumber.string(x, precision: 4)
    }
}
