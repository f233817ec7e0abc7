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

    @Option(name: .long, help: ArgumentHelp("Output format (default: human on a terminal, else ndjson).", valueName: "format"))
    var format: OutputFormat?

    @Option(name: .long, help: ArgumentHelp("How css and text write rgb() and hsl(): modern (rgb(255 99 71)) or legacy (rgb(255, 99, 71)).", valueName: "syntax"))
    var css: CSSColor.Notation = .modern

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
        let format = OutputFormat.resolve(self.format), gamut = self.gamut, notation = css
        let targets = ColorTarget.list(to)
        let cssTarget = targets.first(where: \.isColor)
        let view = format == .human
            ? HumanView(color: colorOptions.color, layout: colors.count == 1 ? .block : .lines, precision: precision, gamut: gamut) : nil
        let viewTargets = targets.filter { !Self.isShownByTheView($0) }
        let status = records.run(arguments: colors) { input throws(RecordError) in
            let color = try records.parseColor(input)
            switch format {
            case .ndjson:
                fields.write(color, into: &records.writer)
                records.finishRecord(input)
            case .css:
                records.writer.appendLine(ColorText.css(color, target: cssTarget, precision: precision, notation: notation, gamut: gamut))
            case .hex:
                records.writer.appendLine(color.hexString(gamut: gamut))
            case .text:
                records.writer.appendLine(ColorText.line(color, targets: targets, precision: precision, notation: notation, gamut: gamut))
            case .swatch:
                let text = ColorText.line(color, targets: targets, precision: precision, notation: notation, gamut: gamut)
                records.writer.appendLine(ColorText.swatch(color, text: text, mode: mode, gamut: gamut))
            case .human:
                let asked = viewTargets.map { target in
                    HumanView.Cell.text(ColorText.text(color, target: target, precision: min(precision, 4), gamut: gamut),
                                        label: target.label, dropOrder: 1)
                }
                view!.write(color, after: asked, into: &records.writer)
            }
        }
        throw ExitCode(status.rawValue)
    }

    /// Whether the view shows a `--to` target among a color's common forms already (rgb, rgb8, hsl, oklch, name).
    static func isShownByTheView(_ target: ColorTarget) -> Bool {
        switch target {
        case .space(let space): return space === ColorSpace.srgb || space === ColorSpace.hsl || space === ColorSpace.oklch
        case .extra(let extra): return extra == .rgb8 || extra == .name
        }
    }
}
