import ChromaKit
import ChromaCLI
import ChromaRuntime
import ChromaStream
import ChromaTerminal
import ChromaImages

/// Writes a gradient in each of `gradient`'s formats: records, CSS, an ANSI bar, SVG, PNG.
///
/// Colors are computed in the gradient's interpolation space and brought
/// into sRGB (CSS gamut mapping or clipping) once per distinct position, not
/// per pixel: a horizontal image computes one row, a vertical one a color per
/// row, an angled one a table of 8192 positions. The text formats are written
/// through a `RecordWriter` handed to an `OutputSink`: standard output's, or a
/// file's (`-o`, by `OutputDestination`, nothing half-written left behind).
public struct GradientWriter {
    public let gradient: Gradient
    public let steps: Int
    public let gamut: GamutMethod
    public let precision: Int
    /// The decimals of the CSS output: `--precision` when given, else CSS as people write it.
    public let cssPrecision: CSSPrecision
    public let dither: Bool
    /// How the gradient changes white (`--adaptation`): with a method other than CSS's and a space of another
    /// white than D65, every color is written in XYZ D65 by it, and the CSS gradient is sampled in OKLab.
    public let adaptation: ChromaticAdaptation
    /// The colormap the gradient is made of, if it is one: its `steps` colors are then the table's entries that
    /// matplotlib samples (`Colormap.color(at:)`), not blends of two.
    public let colormap: Colormap?
    /// Whether colors are written in XYZ D65 (see `adaptation`).
    private let writesInD65: Bool

    public init(
        gradient: Gradient, steps: Int, gamut: GamutMethod, precision: Int, cssPrecision: CSSPrecision, dither: Bool,
        adaptation: ChromaticAdaptation = .bradford, colormap: Colormap? = nil
    ) {
        self.gradient = gradient
        self.steps = steps
        self.gamut = gamut
        self.precision = precision
        self.cssPrecision = cssPrecision
        self.dither = dither
        self.adaptation = adaptation
        self.colormap = colormap
        self.writesInD65 = !adaptation.isCSS && gradient.space.changesWhiteToXYZD65
    }

    /// The gradient's color at `t` as it is written: in its space, or in XYZ D65 (see `adaptation`).
    public func color(at t: Double) -> Color {
        let color = gradient.color(at: t)
        return writesInD65 ? color.converted(to: .xyzD65, adaptation: adaptation) : color
    }

    /// Where on the gradient the step at `t` is taken: `t`, or for a colormap the position of the entry matplotlib
    /// samples at `t`.
    public func stepPosition(_ t: Double) -> Double {
        colormap?.entryPosition(at: t) ?? t
    }

    /// Which image format.
    public enum ImageFormat: Sendable { case svg, png }

    /// `steps` records with `color`, `hex`, `alpha` (when not 1), `t`, `index` and `count`.
    public func writeRecords(into writer: inout RecordWriter, sink: OutputSink) throws(OutputSink.Failure) {
        let fields = ColorFields(spaces: [], gamut: gamut)
        let keys = (t: [UInt8](utf8: "t"), index: [UInt8](utf8: "index"), count: [UInt8](utf8: "count"))
        for i in 0..<steps {
            let t = Double(i) / Double(steps - 1)
            writer.beginRecord()
            fields.write(color(at: stepPosition(t)), into: &writer)
            writer.add(keys.t, number: t)
            writer.add(keys.index, number: Double(i))
            writer.add(keys.count, number: Double(steps))
            writer.finish()
            try sink.drain(&writer)
        }
        try sink.flush(&writer)
    }

    /// `steps` lines of the view for people: each color's swatch, its position as a percentage, and its forms.
    public func writeView(_ view: HumanView, into writer: inout RecordWriter, sink: OutputSink) throws(OutputSink.Failure) {
        for i in 0..<steps {
            let t = Double(i) / Double(steps - 1)
            view.write(color(at: stepPosition(t)), before: [.number(ShortNumber.string(t * 100, precision: 1) + "%", label: "at", width: 5)], into: &writer)
            try sink.drain(&writer)
        }
        try sink.flush(&writer)
    }

    /// The CSS `linear-gradient()` of the stops: `linear-gradient(to right in oklch longer hue, red 0%, …)`.
    ///
    /// CSS gradients name only some spaces (CSS Color 4 §12.1, those of `ColorSpace.CSSStanding.standard`);
    /// for the others (hsb, cmyk, the linear forms of the wide-gamut spaces) the gradient is sampled at
    /// `steps` points (at least 16) and written in oklab, so a browser draws nearly the same colors.
    /// Colors, positions and the angle have the decimals of `cssPrecision`.
    public func css(direction: GradientDirection, hue: HueInterpolation?) -> String {
        let stops: [(color: Color, position: Double)]
        var method: String
        if gradient.space.css.standing == .standard, !writesInD65, let name = gradient.space.css.name {
            stops = gradient.resolvedStops
            method = "in \(name)"
            if let hue, gradient.space.hueIndex != nil { method += " \(hue.rawValue) hue" }
        } else {
            let count = max(steps, 16)
            stops = (0..<count).map { i in
                let t = Double(i) / Double(count - 1)
                return (color(at: t), t)
            }
            method = "in oklab"
        }
        let text = stops.map { stop in
            CSSColor.recordString(stop.color, precision: cssPrecision) + " "
                + ShortNumber.string(stop.position * 100, precision: cssPrecision.wideScale) + "%"
        }
        return "linear-gradient(\(cssDirection(direction)) \(method), \(text.joined(separator: ", ")))"
    }

    /// Writes `css(direction:hue:)` as one line.
    public func writeCSS(direction: GradientDirection, hue: HueInterpolation?, into writer: inout RecordWriter, sink: OutputSink)
        throws(OutputSink.Failure)
    {
        writer.appendLine(css(direction: direction, hue: hue))
        try sink.flush(&writer)
    }

    /// A bar across the terminal (or `COLUMNS`, or 80 columns), two pixel rows per text line; without color
    /// (mode `none`), the hex codes of the `steps` colors instead, as `writeSwatches` writes them.
    ///
    /// Each column shows the gradient at its centre; with `bands`, the bar is that many bands of
    /// even width, band k (0-based) in the color of `writeRecords`' record k, at t = k/(bands − 1).
    public func writeANSI(mode: TerminalColorMode, bands: Int? = nil, into writer: inout RecordWriter, sink: OutputSink)
        throws(OutputSink.Failure)
    {
        guard mode != .none else { return try writeSwatches(mode: mode, into: &writer, sink: sink) }
        let columns = ANSIBar.terminalWidth()
        let colors = (0..<columns).map { x in
            let t = (Double(x) + 0.5) / Double(columns)
            guard let bands else { return rgb8(at: t) }
            let band = min(Int(t * Double(bands)), bands - 1)
            return rgb8(at: stepPosition(Double(band) / Double(bands - 1)))
        }
        let bar = ANSIBar(columns: columns, lines: 1, mode: mode)
        // The bar's lines end in their own newlines.
        writer.output.appendBytes(Array(bar.render { x, _ in colors[x] }.utf8))
        try sink.flush(&writer)
    }

    /// `steps` lines of `#rrggbb` (`#rrggbbaa` with alpha), the `hex` of `writeRecords`' records.
    public func writeHex(into writer: inout RecordWriter, sink: OutputSink) throws(OutputSink.Failure) {
        for i in 0..<steps {
            writer.appendLine(color(at: stepPosition(Double(i) / Double(steps - 1))).hexString(gamut: gamut))
            if writer.output.count >= sink.blockSize { try sink.flush(&writer) }
        }
        try sink.flush(&writer)
    }

    /// The width of one swatch in cells: the terminal's width shared by the steps, from 1 to 8 cells.
    public static func swatchWidth(steps: Int, columns: Int) -> Int {
        min(max(columns / steps, 1), 8)
    }

    /// The `steps` colors as blocks in a row (`swatch(_:width:mode:)`), wrapped at the terminal's width (or `COLUMNS`, or 80);
    /// in mode `none`, the colors' hex codes in their place, a space apart.
    public func writeSwatches(mode: TerminalColorMode, into writer: inout RecordWriter, sink: OutputSink) throws(OutputSink.Failure) {
        let columns = ANSIBar.terminalWidth()
        let width = Self.swatchWidth(steps: steps, columns: columns)
        var line = "", used = 0
        for i in 0..<steps {
            let color = color(at: stepPosition(Double(i) / Double(steps - 1)))
            let item: String, itemWidth: Int
            if mode == .none {
                item = (used == 0 ? "" : " ") + color.hexString(gamut: gamut)
                itemWidth = item.count
            } else {
                item = Self.swatch(color.rgb8(gamut: gamut), width: width, mode: mode)
                itemWidth = width
            }
            if used > 0 && used + itemWidth > columns {
                writer.appendLine(line + mode.reset)
                line = ""
                used = 0
                line += mode == .none ? String(item.dropFirst()) : item
                used = mode == .none ? itemWidth - 1 : itemWidth
            } else {
                line += item
                used += itemWidth
            }
        }
        writer.appendLine(line + mode.reset)
        try sink.flush(&writer)
    }

    /// `width` cells painted in the color: its background, or on the 256-color palette, when the color lies between
    /// two entries, their 4×4 dither in half blocks (`PaletteMix`), so that neighbouring steps that share a nearest
    /// entry still look as different as they are.
    static func swatch(_ c: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), width: Int, mode: TerminalColorMode) -> String {
        if mode == .palette256 {
            let mix = XtermPalette.mix(red: c.red, green: c.green, blue: c.blue)
            if !mix.isSingleEntry { return (0..<width).map { mix.cell(column: $0, line: 0) }.joined() }
        }
        return mode.background(red: c.red, green: c.green, blue: c.blue) + String(repeating: " ", count: width)
    }

    /// Writes an SVG or PNG of `size` to `output`.
    public func writeImage(_ format: ImageFormat, size: ImageSize, direction: GradientDirection, to output: inout DescriptorOutput)
        throws(ImageWriteError)
    {
        switch format {
        case .svg: try output.write(svg(size: size, direction: direction).document())
        case .png: try png(size: size, direction: direction, to: &output)
        }
    }

    /// The SVG: 64 samples (and the stops themselves), so SVG's sRGB interpolation between neighbours matches the chosen space.
    public func svg(size: ImageSize, direction: GradientDirection) -> SVGGradient {
        let positions = gradient.resolvedStops.map(\.position)
        return SVGGradient.sampled(width: size.width, height: size.height, direction: direction, count: 64, extraOffsets: positions) { t in
            let c = mapped(at: t)
            return (quantize(c.x), quantize(c.y), quantize(c.z), c.w)
        }
    }

    /// The PNG rows, computed once per distinct position (see the type's overview).
    public func png<Output: ImageOutput>(size: ImageSize, direction: GradientDirection, to output: inout Output) throws(ImageWriteError) {
        let width = size.width, height = size.height
        let line = GradientLine(direction: direction, width: width, height: height)
        let ditherer = dither ? OrderedDither(.bayer8) : OrderedDither.nearest
        let writer = PNGWriter(width: width, height: height, options: PNGWriter.gradientOptions(dithered: dither))
        switch direction {
        case .horizontal:
            let colors = (0..<width).map { x in mapped(at: line.position(pixelX: x, pixelY: 0)) }
            try writer.write(to: &output) { y, row in
                guard dither || y == 0 else { return }  // rows repeat: the buffer still holds the last one
                for x in 0..<width { store(colors[x], x: x, y: y, in: row, dither: ditherer) }
            }
        case .vertical:
            try writer.write(to: &output) { y, row in
                let c = mapped(at: line.position(pixelX: 0, pixelY: y))
                for x in 0..<width { store(c, x: x, y: y, in: row, dither: ditherer) }
            }
        case .angle:
            let entries = 8192
            let table = (0..<entries).map { i in mapped(at: Double(i) / Double(entries - 1)) }
            try writer.write(to: &output) { y, row in
                for x in 0..<width {
                    let t = line.position(pixelX: x, pixelY: y)
                    let index = Int((min(max(t, 0), 1) * Double(entries - 1)).rounded())
                    store(table[index], x: x, y: y, in: row, dither: ditherer)
                }
            }
        }
    }

    /// The color at `t` in sRGB, gamut-mapped, as (r, g, b, alpha) 0–1.
    public func mapped(at t: Double) -> SIMD4<Double> {
        let color = gamut.map(color(at: t), to: .srgb)
        let v = ColorSpace.zeroingMissing(color.coords)
        return SIMD4(v.x, v.y, v.z, color.alpha.isNaN ? 1 : color.alpha)
    }

    /// The 8-bit sRGB color at `t`.
    public func rgb8(at t: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let c = mapped(at: t)
        return (quantize(c.x), quantize(c.y), quantize(c.z))
    }

    private func quantize(_ value: Double) -> UInt8 {
        OrderedDither.nearest.quantize(value, x: 0, y: 0)
    }

    private func store(_ c: SIMD4<Double>, x: Int, y: Int, in row: UnsafeMutableBufferPointer<UInt8>, dither: OrderedDither) {
        row[3 * x] = dither.quantize(c.x, x: x, y: y)
        row[3 * x + 1] = dither.quantize(c.y, x: x, y: y)
        row[3 * x + 2] = dither.quantize(c.z, x: x, y: y)
    }

    /// The CSS `<side-or-corner>` or angle of a direction.
    func cssDirection(_ direction: GradientDirection) -> String {
        switch direction {
        case .horizontal: return "to right"
        case .vertical: return "to bottom"
        case .angle(let degrees): return ShortNumber.string(degrees, precision: cssPrecision.wideScale) + "deg"
        }
    }
}
