import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal
import ChromaImages

/// The output formats of a gradient.
enum GradientFormat: String, FileFormat {
    case ndjson, css, ansi, hex, swatch, svg, png
    /// The view for people (chromatools(7), HUMAN VIEW): the default on a terminal.
    case human

    /// What `-o FILE` makes of a file's extension (gradient(1), OUTPUT FILES): swatch and human have none of their own.
    static let fileExtensions: [(name: String, format: GradientFormat)] = [
        ("ndjson", .ndjson), ("jsonl", .ndjson), ("css", .css), ("txt", .hex), ("ans", .ansi), ("ansi", .ansi),
        ("svg", .svg), ("png", .png),
    ]

    /// The image format, nil for the formats written as text.
    var image: GradientWriter.ImageFormat? {
        switch self {
        case .svg: .svg
        case .png: .png
        default: nil
        }
    }
}

/// `gradient [make]`: the gradient of the stops in the chosen format.
struct Make: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make",
        abstract: "Make a gradient (what gradient does without a command).",
        discussion: """
            ndjson: --steps records with "color", "hex", "t" (0–1), "index" and "count". \
            css: a CSS linear-gradient(in SPACE, …). ansi: a bar across the terminal, in --steps bands when \
            given. hex: --steps lines of #rrggbb. swatch: --steps colored blocks in a row. \
            svg and png: an image of --size. With -o FILE, any format goes to the file, named by its \
            extension unless --format is given. --colormap NAME is the gradient of a published colormap's \
            table (viridis, turbo, …), its entries evenly spaced in srgb; its --steps colors are the entries \
            matplotlib samples at the same positions.
            """
    )

    @Argument(help: ArgumentHelp("Color stops, each optionally with a position (gold 30%); none reads input records.", valueName: "stop"),
              completion: .custom(ColorCompletion.colors))
    var stops: [String] = []

    @Option(name: .long, help: ArgumentHelp("A colormap instead of stops: \(Colormap.names.joined(separator: ", ")).", valueName: "name"),
            completion: .list(Colormap.names))
    var colormap: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many colors to write (ndjson, hex, swatch; bands of ansi), or to sample for a CSS gradient in a space CSS does not name.", valueName: "n"))
    var steps: Int?

    /// The colors written when --steps is not given.
    static let defaultSteps = 5

    @Option(name: .long, help: ArgumentHelp("Output format (default: human on a terminal, else ndjson).", valueName: "format"))
    var format: GradientFormat?

    @OptionGroup var output: OutputFileOption<GradientFormat>

    @Option(name: .long, help: ArgumentHelp("Image size in pixels, WIDTHxHEIGHT.", valueName: "size"))
    var size: String = "512x64"

    @Option(name: .long, help: ArgumentHelp("Direction: horizontal, vertical, or an angle like 45deg (CSS: 0deg points up, 90deg right).", valueName: "direction"))
    var direction: String = "horizontal"

    @Option(name: .long, help: ArgumentHelp("How colors out of sRGB are brought in: css (CSS Color 4 mapping) or clip.", valueName: "method"))
    var gamut: GamutMethod = .css

    @Flag(name: .long, help: "Ordered dithering when quantizing PNG pixels to 8 bits.")
    var dither = false

    @OptionGroup var interpolation: InterpolationOptions
    @OptionGroup var stream: StreamOptions
    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var colorScheme: ColorSchemeOption

    func validate() throws {
        try stream.validate(operands: stops, what: "stops")
        if colormap != nil {
            _ = try namedColormap()
            guard stops.isEmpty else { throw ValidationError("--colormap makes the stops; give no stops with it") }
            try interpolation.checkNoneBesideColormap()
        }
        if let steps {
            guard (2...1_000_000).contains(steps) else {
                throw NumberOption.outOfRange("--steps", "\(steps)", expected: "a whole number from 2 to 1000000")
            }
        }
        if !stops.isEmpty {
            let parsed = try argumentStops()
            guard parsed.count >= 2 else { throw ValidationError("a gradient needs at least two colors") }
        }
        _ = try gradientDirection()
        if try output.format(asked: format)?.image != nil { _ = try imageSize() }
    }

    /// The stops of the command line: words joined into a CSS stop list, a percentage word going with the color before it.
    func argumentStops() throws -> [GradientStop] {
        var items: [String] = []
        for word in stops {
            if let last = items.indices.last, word.hasSuffix("%") || word.hasSuffix("deg"), Double(word.dropLast()) != nil {
                items[last] += " " + word
            } else {
                items.append(word)
            }
        }
        do {
            return try Gradient.parseStops(items.joined(separator: ", "), colorScheme: .ofInput)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// The colormap of `--colormap`, if given; an unknown name is an error that lists the colormaps.
    func namedColormap() throws -> Colormap? {
        guard let colormap else { return nil }
        return try Colormap.named(option: colormap)
    }

    func gradientDirection() throws -> GradientDirection {
        do { return try GradientDirection.parse(direction) } catch { throw ValidationError("--direction: \(error)") }
    }

    func imageSize() throws -> ImageSize {
        do { return try ImageSize.parse(size) } catch { throw ValidationError("--size: \(error)") }
    }

    func run() throws {
        let space = try interpolation.resolvedSpace()
        let records = RecordStream(tool: "gradient", options: stream)
        let colormap = try namedColormap()
        var gradientStops: [GradientStop]
        var status = ExitStatus.success
        if colormap != nil {
            gradientStops = []
        } else if stops.isEmpty {
            gradientStops = []
            status = records.run(arguments: []) { input throws(RecordError) in
                let color = try records.parseColor(input)
                var position: Double?
                if let raw = records.rawField("position", of: input) {
                    guard let number = JSONValues.number(raw) else {
                        throw RecordError(
                            "\"position\" must be a number, a fraction of the gradient line such as 0.3 for 30% "
                                + "(below 0 and above 1 are allowed, as in CSS)", quoting: String(decoding: raw, as: UTF8.self))
                    }
                    position = number
                }
                gradientStops.append(GradientStop(color, at: position))
            }
            if status == .ioError || status == .noInput { throw ExitCode(status.rawValue) }
            // --strict stopped at a bad stop: no gradient of the stops before it.
            if stream.strict && records.diagnostics.badRecords > 0 { throw ExitCode(ExitStatus.dataError.rawValue) }
            guard gradientStops.count >= 2 else {
                records.diagnostics.emit("a gradient needs at least two colors; the input had \(gradientStops.count)")
                throw ExitCode(ExitStatus.dataError.rawValue)
            }
        } else {
            gradientStops = try argumentStops()
        }
        let gradient: Gradient
        do throws(InterpolationError) {
            if let colormap {
                gradient = colormap.gradient
            } else {
                gradient = try Gradient(stops: gradientStops, in: space, hue: interpolation.hue, adaptation: interpolation.adaptation)
            }
        } catch {
            records.diagnostics.emit(error.message)
            throw ExitCode(ExitStatus.dataError.rawValue)
        }
        let writer = GradientWriter(
            gradient: gradient, steps: steps ?? Self.defaultSteps, gamut: gamut, precision: stream.precision,
            cssPrecision: stream.cssPrecision, dither: dither, adaptation: interpolation.adaptation, colormap: colormap)
        let format = try output.format(asked: format) ?? (HumanView.isTerminal ? .human : .ndjson)
        let direction = try gradientDirection()
        let outcome: ExitStatus
        if format.image != nil || output.file != nil {
            let size = format.image != nil ? try imageSize() : nil
            let failure = OutputDestination.write(to: output.file, binary: format == .png, diagnostics: records.diagnostics) {
                (out) throws(ImageWriteError) in
                if let image = format.image, let size { return try writer.writeImage(image, size: size, direction: direction, to: &out) }
                var lines = RecordWriter(precision: stream.precision)
                do throws(OutputSink.Failure) {
                    try write(format, with: writer, direction: direction, mode: .current(colorOptions.color, descriptor: out.descriptor),
                              into: &lines, sink: OutputSink(descriptor: out.descriptor))
                } catch {
                    throw ImageWriteError(error)
                }
            }
            outcome = failure ?? records.diagnostics.exitStatus
        } else {
            do throws(OutputSink.Failure) {
                try write(format, with: writer, direction: direction, mode: .current(colorOptions.color),
                          into: &records.writer, sink: records.sink)
            } catch {
                records.handle(error)
            }
            outcome = records.diagnostics.exitStatus
        }
        // Bad input records still make the exit status say so, after the gradient is written.
        let final = [status, outcome].max { $0.rawValue < $1.rawValue } ?? .success
        throw ExitCode(final.rawValue)
    }

    /// Writes the gradient in a text `format` through `lines` to `sink`, in color `mode` (chromatools(7), TERMINAL COLOR).
    func write(
        _ format: GradientFormat, with writer: GradientWriter, direction: GradientDirection, mode: TerminalColorMode,
        into lines: inout RecordWriter, sink: OutputSink
    ) throws(OutputSink.Failure) {
        switch format {
        case .ndjson: try writer.writeRecords(into: &lines, sink: sink)
        case .human:
            let view = HumanView(mode: mode, width: RawTerminalSession.columns(of: 1), layout: .lines, precision: stream.precision, gamut: gamut)
            try writer.writeView(view, into: &lines, sink: sink)
        case .css: try writer.writeCSS(direction: direction, hue: interpolation.hue, into: &lines, sink: sink)
        case .ansi: try writer.writeANSI(mode: mode, bands: steps, into: &lines, sink: sink)
        case .hex: try writer.writeHex(into: &lines, sink: sink)
        case .swatch: try writer.writeSwatches(mode: mode, into: &lines, sink: sink)
        case .svg, .png: preconditionFailure("images are written by GradientWriter.writeImage")
        }
    }
}
