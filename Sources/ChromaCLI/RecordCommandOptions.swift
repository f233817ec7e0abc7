import ArgumentParser
import ChromaStream
import ChromaTerminal

/// The options every command that reads and writes color records shares, declared once: `--format`, the stream
/// options, `-j`, `--color` and `--color-scheme`.
///
/// `Format` is the list of formats the command writes; its `formatHelp` says what they do.
public struct RecordCommandOptions<Format: OutputFormatSubset>: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(Format.formatHelp, valueName: "format"))
    public var format: Format?

    /// `--field`, `--precision`, `--strict`, `--unbuffered` and `--input`.
    @OptionGroup public var stream: StreamOptions

    /// `-j`/`--jobs`.
    @OptionGroup public var jobs: JobsOption

    /// `--color`.
    @OptionGroup public var colorOptions: ColorOptions

    /// `--color-scheme`.
    @OptionGroup public var colorScheme: ColorSchemeOption

    public init() {}

    /// The format to write: the one asked for, or the default for standard output.
    public var resolvedFormat: OutputFormat { OutputFormat.resolve(format) }

    /// `--color`.
    public var color: ColorChoice { colorOptions.color }

    /// The record stream of `tool`, read and written with these options.
    public func records(tool: String) -> RecordStream {
        RecordStream(tool: tool, options: stream)
    }
}

extension OutputFormatSubset {
    /// The help most commands give `--format`.
    public static var formatHelp: String { "Output format (default: human on a terminal, else ndjson)." }
}

extension OutputFormat: OutputFormatSubset {}
