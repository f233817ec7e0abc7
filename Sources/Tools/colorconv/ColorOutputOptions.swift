import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaStream
import ChromaTerminal

/// The options of the commands that write a color as `convert` does (`convert`, `adjust`, `simulate`): the spaces added, the format, the CSS notation and the gamut method.
struct ColorOutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Spaces to add, comma-separated, or 'all'.", valueName: "spaces"),
            completion: .custom(ColorCompletion.spaceList))
    var to: String = ""

    @Option(name: .long, help: ArgumentHelp("Output format (default: human on a terminal, else ndjson).", valueName: "format"))
    var format: OutputFormat?

    @Option(name: .long, help: ArgumentHelp("How css and text write rgb() and hsl(): modern (rgb(255 99 71)) or legacy (rgb(255, 99, 71)).", valueName: "syntax"))
    var css: CSSColor.Notation = .modern

    @Option(name: .long, help: ArgumentHelp("How hex and rgb8 bring colors into sRGB: css (CSS Color 4 mapping) or clip.", valueName: "method"))
    var gamut: GamutMethod = .css

    func validate() throws {
        do {
            _ = try ColorFields(list: to)
        } catch {
            throw ValidationError("--to: \(error.message)")
        }
    }

    /// The parsed values as plain settings.
    var settings: ColorOutputSettings {
        ColorOutputSettings(to: to, format: format, css: css, gamut: gamut)
    }

    /// The fields `--to` asks for, written with `--gamut`.
    func fields() -> ColorFields {
        settings.fields()
    }

    /// What to write instead of records, or nil for records: built once, so the record loop captures one reference.
    func lines(precision: Int, color: ColorChoice, oneColor: Bool) -> ConvertLines? {
        settings.lines(precision: precision, color: color, oneColor: oneColor)
    }
}

/// `ColorOutputOptions` as plain values, with the defaults of its declarations.
struct ColorOutputSettings: Equatable {
    var to = ""
    var format: OutputFormat?
    var css: CSSColor.Notation = .modern
    var gamut: GamutMethod = .css

    /// The fields `--to` asks for, written with `--gamut`.
    func fields() -> ColorFields {
        try! ColorFields(list: to, gamut: gamut)
    }

    /// What to write instead of records, or nil for records: built once, so the record loop captures one reference.
    func lines(precision: Int, color: ColorChoice, oneColor: Bool) -> ConvertLines? {
        let format = OutputFormat.resolve(self.format)
        return format == .ndjson ? nil : ConvertLines(
            format: format, targets: ColorTarget.list(to), precision: precision, notation: css, gamut: gamut,
            color: color, layout: oneColor ? .block : .lines)
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
