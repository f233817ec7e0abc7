import ArgumentParser
import ChromaKit

/// `--color-scheme light|dark`: which of its two colors CSS `light-dark()` is, in every color the command reads —
/// arguments, option values and records alike.
///
/// A page's `color-scheme` decides it in a browser; here the command line does, light unless asked, as for a page
/// that says nothing. The value is the process's (`ColorScheme.ofInput`): it is set while the command line is read,
/// before any color is.
public struct ColorSchemeOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Which color CSS light-dark() is: light (the default) or dark.", valueName: "scheme"))
    public var colorScheme: ColorScheme?

    public init() {}

    /// Sets `ColorScheme.ofInput` when the option is given; without it the scheme stays as it was, so that a REPL
    /// command reads colors in the scheme its session was started with.
    public mutating func validate() throws {
        if let colorScheme { ColorScheme.ofInput = colorScheme }
    }
}

extension ColorScheme: NamedArgumentValue {}

extension ColorScheme {
    /// The scheme the tools read colors in (`--color-scheme`), light until the command line says otherwise.
    public nonisolated(unsafe) static var ofInput: ColorScheme = .light
}

extension CSSColor {
    /// `parse(_:colorScheme:)` in the scheme the command line asked for (`ColorScheme.ofInput`): how a tool reads a color.
    public static func parseInput(_ text: String) throws(ColorParseError) -> Color {
        try parse(text, colorScheme: .ofInput)
    }
}
