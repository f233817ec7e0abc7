import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// A palette a command made from one color it read: its colors in order, each with the fields that place it.
struct MadePalette {
    /// One color of the palette, with the fields written beside it (`"tone":40`, `"role":"primary"`).
    struct Entry {
        /// A field's value: a number or a string.
        enum Value {
            case number(Double)
            case string(String)
            case bool(Bool)
        }

        var color: Color
        /// What a person reads under its swatch (`40`, `primary`, `500`), and, with `cssPrefix`, the name of
        /// its CSS custom property (`--tone-40`).
        var label: String
        /// The fields written after `color` and `hex`, in order.
        var fields: [(key: String, value: Value)]
    }

    /// The line the view writes above the swatches: what was made, of what (`tonal palette of #6750a4`).
    var title: String
    /// What `--format css` names each custom property with before the entry's label (`tone-`); empty for none.
    var cssPrefix: String = ""
    var entries: [Entry]
}

/// The options of the commands that make a palette of each color they read (`palette`, `scheme`, `scale`,
/// `harmony`), declared once, and the loop that writes the palettes.
///
/// A palette is written as records (one per color: `color`, `hex`, the `--to` fields, then the entry's own
/// fields, merged into the input object when the seed came in one), as CSS custom properties (`--tone-40:
/// #6750a4;`), as hex codes or text lines (a line per color), or for a person as a row of swatches with their
/// labels and hex codes (`HumanView.writeRow`).
struct PaletteCommandOptions: ParsableArguments {
    @OptionGroup var output: PaletteOutputOptions
    @OptionGroup var stream: StreamOptions
    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var colorScheme: ColorSchemeOption

    /// Runs over the colors of `arguments`, or of the input when there are none, writing the palette `make`
    /// makes of each; a seed `make` refuses is a bad record, and the stream goes on. Throws the exit status.
    func run(arguments: [String], make: (Color) throws(RecordError) -> MadePalette) throws -> Never {
        let records = RecordStream(tool: "colorconv", options: stream)
        let fields = output.fields()
        let format = output.resolvedFormat
        let lines = ConvertLines(format: format == .human ? .text : format, targets: ColorTarget.list(output.to),
                                 precision: stream.precision, cssPrecision: stream.cssPrecision, notation: .modern,
                                 gamut: .css, color: colorOptions.color, layout: .lines)
        let view = format == .human ? HumanView(color: colorOptions.color, layout: .lines, precision: stream.precision) : nil
        let status = records.run(arguments: arguments) { input throws(RecordError) in
            let palette = try make(try records.parseColor(input))
            switch format {
            case .ndjson:
                for entry in palette.entries {
                    records.writer.beginRecord()
                    fields.write(entry.color, into: &records.writer)
                    for (key, value) in entry.fields {
                        let bytes = Array(key.utf8)
                        switch value {
                        case .number(let number): records.writer.add(bytes, number: number)
                        case .string(let string): records.writer.add(bytes, string: string)
                        case .bool(let bool): records.writer.add(bytes, bool: bool)
                        }
                    }
                    records.finishRecord(input)
                }
            case .human:
                view!.writeRow(palette.entries.map { HumanView.RowEntry(label: $0.label, color: $0.color) }, title: palette.title,
                               into: &records.writer)
            case .css:
                for entry in palette.entries {
                    var css = RecordWriter(precision: stream.precision)
                    lines.write(entry.color, into: &css)
                    let value = String(decoding: css.output.bytes, as: UTF8.self).dropLast()
                    records.writer.appendLine("--\(Self.identifier(palette.cssPrefix + entry.label)): \(value);")
                }
            case .text:
                for entry in palette.entries {
                    var text = RecordWriter(precision: stream.precision)
                    lines.write(entry.color, into: &text)
                    records.writer.appendLine("\(entry.label)  " + String(decoding: text.output.bytes, as: UTF8.self).dropLast())
                }
            default:
                for entry in palette.entries { lines.write(entry.color, into: &records.writer) }
            }
        }
        throw ExitCode(status.rawValue)
    }

    /// `text` as a CSS identifier for a custom property: letters, digits, `-` and `_` kept, anything else a `-`
    /// (`primary container` → `primary-container`).
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
