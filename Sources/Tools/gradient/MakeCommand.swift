import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal
import ChromaImages

/// The output formats of a gradient.
enum GradientFormat: String, NamedArgumentValue {
    case ndjson, css, ansi, hex, swatch, svg, png
    /// The view for people (chromatools(7), HUMAN VIEW): the default on a terminal.
    case human
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
            svg and png: an image of --size, written to --output (or standard output).
            """
    )

    @Argument(help: ArgumentHelp("Color stops, each optionally with a position (gold 30%); none reads input records.", valueName: "stop"),
              completion: .custom(ColorCompletion.colors))
    var stops: [String] = []

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many colors to write (ndjson, hex, swatch; bands of ansi), or to sample for a CSS gradient in a space CSS does not name.", valueName: "n"))
    var steps: Int?

    /// The colors written when --steps is not given.
    static let defaultSteps = 5

    @Option(name: .long, help: ArgumentHelp("Output format (default: human on a terminal, else ndjson).", valueName: "format"))
    var format: GradientFormat?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the image to this file (svg, png).", valueName: "file"),
            completion: .file())
    var output: String?

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

    func validate() throws {
        try stream.validate(operands: stops, what: "stops")
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
        if format == .svg || format == .png { _ = try imageSize() }
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
            return try Gradient.parseStops(items.joined(separator: ", "))
        } catch {
            throw ValidationError(error.message)
        }
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
        var gradientStops: [GradientStop]
        var status = ExitStatus.success
        if stops.isEmpty {
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
        do {
            gradient = try Gradient(stops: gradientStops, in: space, hue: interpolation.hue, adaptation: interpolation.adaptation)
        } catch {
            records.diagnostics.emit(error.message)
            throw ExitCode(ExitStatus.dataError.rawValue)
        }
        let writer = GradientWriter(
            gradient: gradient, steps: steps ?? Self.defaultSteps, gamut: gamut, precision: stream.precision,
            cssPrecision: stream.cssPrecision, dither: dither, adaptation: interpolation.adaptation)
        // Painted where the output is a terminal, by the rule of chromatools(7), TERMINAL COLOR.
        let pictureMode = TerminalColorMode.current(colorOptions.color)
        let outcome: ExitStatus
        switch format ?? (HumanView.isTerminal ? .human : .ndjson) {
        case .ndjson: outcome = writer.writeRecords(into: records)
        case .human:
            let view = HumanView(color: colorOptions.color, layout: .lines, precision: stream.precision, gamut: gamut)
            outcome = writer.writeView(view, into: records)
        case .css: outcome = writer.writeCSS(into: records, direction: try gradientDirection(), hue: interpolation.hue)
        case .ansi: outcome = writer.writeANSI(into: records, mode: pictureMode, bands: steps)
        case .hex: outcome = writer.writeHex(into: records)
        case .swatch: outcome = writer.writeSwatches(into: records, mode: pictureMode)
        case .svg, .png:
            outcome = writer.writeImage(format == .svg ? .svg : .png, size: try imageSize(), direction: try gradientDirection(),
                                        to: output, diagnostics: records.diagnostics)
        }
        // Bad input records still make the exit status say so, after the gradient is written.
        let final = [status, outcome].max { $0.rawValue < $1.rawValue } ?? .success
        throw ExitCode(final.rawValue)
    }
}
