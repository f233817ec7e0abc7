import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaStream
import ChromaTerminal

/// `colorconv [convert]`: one record per color with the requested spaces.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert colors to other spaces (the default command).",
        discussion: """
            Each record has "color" (the color as a lossless CSS string), "hex" (8-bit sRGB \
            after CSS gamut mapping), "alpha" when not 1, and one object per space asked \
            for with --to. `--to all` gives every space plus rgb8, name and inGamut.
            """
    )

    @Argument(help: ArgumentHelp("Colors in CSS syntax; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("Spaces to add, comma-separated, or 'all'.", valueName: "spaces"),
            completion: .custom(ColorCompletion.spaceList))
    var to: String = ""

    @Option(name: .long, help: ArgumentHelp("Output format.", valueName: "format"))
    var format: OutputFormat = .ndjson

    @Option(name: .long, help: ArgumentHelp("How hex and rgb8 bring colors into sRGB: css (CSS Color 4 mapping) or clip.", valueName: "method"))
    var gamut: GamutMethod = .css

    @OptionGroup var stream: StreamOptions
    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        try stream.validate(operands: colors)
        do {
            _ = try ColorFields(list: to)
        } catch {
            throw ValidationError("--to: \(error.message)")
        }
    }

    func run() throws {
        if colors.isEmpty && stream.input == nil && REPL.isInteractive {
            throw ExitCode(ColorconvSession(precision: Repl.defaultPrecision, colorChoice: colorOptions.color).run())
        }
        let fields = try! ColorFields(list: to, gamut: gamut)
        let records = RecordStream(tool: "colorconv", options: stream)
        let mode = TerminalColorMode.current(colorOptions.color)
        let precision = stream.precision
        let format = self.format, gamut = self.gamut
        let status = records.run(arguments: colors) { input throws(RecordError) in
            let color = try records.parseColor(input)
            switch format {
            case .ndjson:
                fields.write(color, into: &records.writer)
                records.finishRecord(input)
            case .css:
                records.writer.appendLine(ColorText.css(color, in: fields.spaces.first, precision: precision))
            case .hex:
                records.writer.appendLine(color.hexString(gamut: gamut))
            case .text:
                records.writer.appendLine(ColorText.line(color, spaces: fields.spaces, precision: precision, gamut: gamut))
            case .swatch:
                let text = ColorText.line(color, spaces: fields.spaces, precision: precision, gamut: gamut)
                records.writer.appendLine(ColorText.swatch(color, text: text, mode: mode, gamut: gamut))
            }
        }
        throw ExitCode(status.rawValue)
    }
}
