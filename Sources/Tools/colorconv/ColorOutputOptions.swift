import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// The options of the commands that write a color as `convert` does (`convert`, `adjust`, `simulate`): the spaces added, the CSS notation and the gamut method.
///
/// `--format` is in the commands' `RecordCommandOptions`.
struct ColorOutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Spaces to add, comma-separated, or 'all'.", valueName: "spaces"),
            completion: .custom(ColorCompletion.spaceList))
    var to: String = ""

    @Option(name: .long, help: ArgumentHelp("How css and text write rgb() and hsl(): modern (rgb(255 99 71)) or legacy (rgb(255, 99, 71)).", valueName: "syntax"))
    var css: CSSColor.Notation = .modern

    @Option(name: .long, help: ArgumentHelp("How colors are brought into a gamut: css (CSS Color 4 mapping), clip or raytrace.", valueName: "method"))
    var gamut: GamutMethod = .css

    @Option(name: .long, help: ArgumentHelp(
        "Map colors into this RGB space before writing the --to spaces and --format css, and test inGamut against it.",
        valueName: "space"), completion: .list(GamutSpace.names))
    var gamutSpace: GamutSpace?

    func validate() throws {
        do {
            _ = try ColorFields(list: to)
        } catch {
            throw ValidationError("--to: \(error.message)")
        }
    }

    /// The parsed values as plain settings, with the `--format` of the command.
    func settings(format: OutputFormat?) -> ColorOutputSettings {
        ColorOutputSettings(to: to, format: format, css: css, gamut: gamut, gamutSpace: gamutSpace)
    }

    /// The fields `--to` asks for, written with `--gamut`.
    func fields() -> ColorFields {
        settings(format: nil).fields()
    }
}

/// `ColorOutputOptions` as plain values, with the defaults of its declarations.
struct ColorOutputSettings: Equatable {
    var to = ""
    var format: OutputFormat?
    var css: CSSColor.Notation = .modern
    var gamut: GamutMethod = .css
    var gamutSpace: GamutSpace?
    /// `convert`'s `--adaptation`; the other commands keep CSS's Bradford.
    var adaptation: ChromaticAdaptation = .bradford

    /// The fields `--to` asks for, written with `--gamut`, `--gamut-space` and `--adaptation`.
    func fields() -> ColorFields {
        try! ColorFields(list: to, gamut: gamut, gamutSpace: gamutSpace?.space, adaptation: adaptation)
    }

    /// What to write instead of records, or nil for records: built once, so the record loop captures one reference.
    func lines(stream: StreamSettings, color: ColorChoice, oneColor: Bool) -> ConvertLines? {
        let format = OutputFormat.resolve(self.format)
        return format == .ndjson ? nil : ConvertLines(
            format: format, targets: ColorTarget.list(to), precision: stream.precision, cssPrecision: stream.cssPrecision,
            notation: css, gamut: gamut,
            gamutSpace: gamutSpace?.space, adaptation: adaptation, color: color, layout: oneColor ? .block : .lines)
    }
}

/// The options of the commands that make or reorder colors (`random`, `distinct`, `sort`, `list`): the spaces added and the format.
struct PaletteOutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Spaces to add, comma-separated, or 'all'.", valueName: "spaces"),
            completion: .custom(ColorCompletion.spaceList))
    var to: String = ""

    @Option(name: .long, help: ArgumentHelp("Output format (default: human on a terminal, else ndjson).", valueName: "format"))
    var format: Format?

    /// The formats these commands write.
    enum Format: String, OutputFormatSubset {
        case ndjson, css, hex, text, human
    }

    func validate() throws {
        do { _ = try ColorFields(list: to) } catch { throw ValidationError("--to: \(error.message)") }
    }

    /// The fields `--to` asks for.
    func fields() -> ColorFields {
        try! ColorFields(list: to)
    }

    /// The format asked for, or the default for standard output.
    var resolvedFormat: OutputFormat { OutputFormat.resolve(format) }
}
