import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
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

    @OptionGroup var output: ColorOutputOptions
    @Option(name: .long, help: AdaptationOption.help)
    var adaptation: ChromaticAdaptation = .bradford

    @OptionGroup var options: RecordCommandOptions<OutputFormat>

    func validate() throws {
        try options.stream.validate(operands: colors)
    }

    func run() throws {
        throw ExitCode(Self.run(settings))
    }

    /// The parsed values as plain settings.
    var settings: ConvertSettings {
        var output = output.settings(format: options.format)
        output.adaptation = adaptation
        return ConvertSettings(colors: colors, output: output, stream: options.stream.settings, jobs: options.jobs.threads, color: options.color)
    }

    /// Converts as `settings` say (or starts the interactive session) and returns the exit status.
    static func run(_ settings: ConvertSettings) -> Int32 {
        let colors = settings.colors
        if colors.isEmpty && settings.stream.input == nil && REPL.isInteractive {
            return ColorconvSession(precision: Repl.defaultPrecision, colorChoice: settings.color).run()
        }
        let output = settings.output
        let records = RecordStream(tool: "colorconv", settings: settings.stream)
        let status = records.run(arguments: colors, jobs: settings.jobs) { records in
            let fields = output.fields()
            let lines = output.lines(stream: settings.stream, color: settings.color, oneColor: colors.count == 1)
            return { input throws(RecordError) in
                let color = try records.parseColor(input)
                if let lines {
                    lines.write(color, into: &records.writer)
                } else {
                    fields.write(color, into: &records.writer)
                    records.finishRecord(input)
                }
            }
        }
        return status.rawValue
    }
}

/// What `convert` is asked to do, as plain values: from the parsed command, or read straight from the words (`ConvertQuickPath.swift`).
struct ConvertSettings: Equatable {
    var colors: [String] = []
    var output = ColorOutputSettings()
    var stream = StreamSettings()
    var jobs: Int?
    var color: ColorChoice = .auto
}

/// What `convert` writes for a color in the formats other than records: CSS, hex, text, a swatch or the view for people.
final class ConvertLines {
    let format: OutputFormat
    let targets: [ColorTarget]
    /// The first target that is a color: what `--format css` writes.
    let cssTarget: ColorTarget?
    /// The targets the view shows besides a color's common forms.
    let viewTargets: [ColorTarget]
    let precision: Int
    /// The decimals of `--format css` (`StreamSettings.cssPrecision`).
    let cssPrecision: CSSPrecision
    let notation: CSSColor.Notation
    let gamut: GamutMethod
    /// The RGB space of `--gamut-space`: the `--to` spaces and the CSS are written of the color mapped into it.
    let gamutSpace: ColorSpace?
    /// How every change of white is made (`--adaptation`).
    let adaptation: ChromaticAdaptation
    let mode: TerminalColorMode
    let view: HumanView?
    /// Lines the view's block ends with, saying what was done to every color (`adjust  lighten 0.1 in oklch`).
    let notes: [HumanView.Cell]

    init(format: OutputFormat, targets: [ColorTarget], precision: Int, cssPrecision: CSSPrecision, notation: CSSColor.Notation, gamut: GamutMethod,
         gamutSpace: ColorSpace? = nil, adaptation: ChromaticAdaptation = .bradford, color choice: ColorChoice,
         layout: HumanView.Layout, notes: [HumanView.Cell] = []) {
        self.format = format
        self.targets = targets
        self.cssTarget = targets.first(where: \.isColor)
        self.viewTargets = targets.filter { !Self.isShownByTheView($0) }
        self.precision = precision
        self.cssPrecision = cssPrecision
        self.notation = notation
        self.gamut = gamut
        self.gamutSpace = gamutSpace
        self.adaptation = adaptation
        self.mode = TerminalColorMode.current(choice)
        self.view = format == .human
            ? HumanView(color: choice, layout: layout, precision: precision, gamut: gamut, adaptation: adaptation) : nil
        self.notes = notes
    }

    /// Appends the line, or the block, of `color`, made from `original` (written `text` in the input), to the
    /// writer's output: as `write(_:into:)` does, but the view shows the original beside it and ends a block with `notes`.
    func write(_ color: Color, from original: Color, text: String, into writer: inout RecordWriter) {
        guard format == .human, let view else { return write(color, into: &writer) }
        view.write(color, from: original, text: text, after: asked(color) + (view.layout == .block ? notes : []), into: &writer)
    }

    /// Appends the line, or the block, of `color` to the writer's output.
    func write(_ color: Color, into writer: inout RecordWriter) {
        switch format {
        case .ndjson:
            break
        case .css:
            let shown = (cssTarget.map(isMapped) ?? true) ? mapped(color) : color
            writer.appendLine(ColorText.css(inTarget(shown, cssTarget), target: cssTarget, precision: cssPrecision, notation: notation, gamut: gamut))
        case .hex:
            writer.appendLine(inD65(color).hexString(gamut: gamut))
        case .text:
            writer.appendLine(line(color))
        case .swatch:
            writer.appendLine(ColorText.swatch(color, text: line(color), mode: mode, gamut: gamut))
        case .human:
            view!.write(color, after: asked(color) + adaptationNote, into: &writer)
        }
    }

    /// In a block, a line naming a chromatic adaptation other than CSS's: the view's values depend on it.
    var adaptationNote: [HumanView.Cell] {
        adaptation.isCSS || view?.layout != .block ? [] : [.text(adaptation.name, label: "adaptation")]
    }

    /// The values of the `--to` targets the view does not show among the common forms, as cells.
    func asked(_ color: Color) -> [HumanView.Cell] {
        let shown = mapped(color)
        return viewTargets.map { target in
            HumanView.Cell.text(text(color, mapped: shown, target: target, precision: min(precision, 4)),
                                label: target.label, dropOrder: 1)
        }
    }

    /// The color brought into `gamutSpace` by `gamut`, or the color itself without a gamut space.
    func mapped(_ color: Color) -> Color {
        guard let gamutSpace else { return color }
        return gamut.map(inD65(color), to: gamutSpace)
    }

    /// `color` itself, or with a method other than CSS's and a space of another white, the color in XYZ D65 by
    /// that method: where hex, sRGB, gamut mapping and the named colors start from, changing no white.
    func inD65(_ color: Color) -> Color {
        guard !adaptation.isCSS, color.space.changesWhiteToXYZD65 else { return color }
        return color.converted(to: .xyzD65, adaptation: adaptation)
    }

    /// `color` in the space a `--to` target names, converted by `adaptation`, so that writing it converts
    /// no further; `rgb8` and `name` as `inD65(_:)` gives it; no target (the color's own CSS) and `inGamut`'s
    /// CSS the color itself.
    func inTarget(_ color: Color, _ target: ColorTarget?) -> Color {
        guard !adaptation.isCSS else { return color }
        switch target {
        case .space(let space)?: return color.converted(to: space, adaptation: adaptation)
        case nil, .extra(.inGamut)?: return color
        case .extra?: return inD65(color)
        }
    }

    /// Whether a target is written of the mapped color: the spaces and `inGamut`'s CSS (the color), not
    /// `rgb8` and `name`, which are sRGB's and the named colors' own.
    func isMapped(_ target: ColorTarget) -> Bool {
        switch target {
        case .space, .extra(.inGamut): true
        case .extra: false
        }
    }

    /// A `--to` target for a person (`ColorText.text`), the spaces of the mapped color and `inGamut` against `gamutSpace`.
    func text(_ color: Color, mapped: Color, target: ColorTarget, precision: Int) -> String {
        if let gamutSpace, case .extra(.inGamut) = target {
            return (Gamut.contains(inTarget(color, .space(gamutSpace)), in: gamutSpace) ? "in " : "outside ") + gamutSpace.id
        }
        let shown = isMapped(target) ? mapped : color
        if case .extra(.inGamut) = target { return ColorText.text(inD65(shown), target: target, precision: precision, notation: notation, gamut: gamut) }
        return ColorText.text(inTarget(shown, target), target: target, precision: precision, notation: notation, gamut: gamut)
    }

    /// `#hex  form…` for a person (`ColorText.line`), the `--to` targets as `text(_:mapped:target:precision:)`
    /// writes them; without targets but with a gamut space, the hex and the mapped color.
    func line(_ color: Color) -> String {
        guard gamutSpace != nil || !adaptation.isCSS else {
            return ColorText.line(color, targets: targets, precision: precision, notation: notation, gamut: gamut)
        }
        let shown = mapped(color)
        let hex = inD65(color).hexString(gamut: gamut)
        if targets.isEmpty {
            let own = CSSColor.recordString(shown, precision: precision)
            return gamutSpace == nil && own == hex ? hex : hex + "  " + own
        }
        return ([hex] + targets.map { text(color, mapped: shown, target: $0, precision: precision) }).joined(separator: "  ")
    }

    /// Whether the view shows a `--to` target among a color's common forms already (rgb, rgb8, hsl, oklch, name).
    static func isShownByTheView(_ target: ColorTarget) -> Bool {
        switch target {
        case .space(let space): return space === ColorSpace.srgb || space === ColorSpace.hsl || space === ColorSpace.oklch
        case .extra(let extra): return extra == .rgb8 || extra == .name
        }
    }
}
