// `-o FILE`: the one rule by which a command writes its output to a file
// (chromatools(7), OUTPUT FILES).
//
// A command whose `--format` enum is a `FileFormat` says which file extensions
// name which of its formats, and declares `@OptionGroup var output:
// OutputFileOption<ItsFormat>`. Then, in every such command:
//
// - `--format`, when given, is what the file gets, whatever its extension;
// - else the file's extension names the format, in any case (`.PNG`);
// - else the command refuses to start (64), naming the extension, or saying
//   there is none, and listing the extensions it knows;
// - `-o -` is standard output, as if `-o` were not given.
//
// Writing the file is `OutputDestination`'s rule (ChromaImages): whole or not
// at all, every format, nothing on standard output.

import ArgumentParser
import ChromaRuntime

/// A command's output formats that `-o FILE` can tell from the file's extension.
public protocol FileFormat: NamedArgumentValue {
    /// Each extension, lower case and without the dot, with the format it names; in the order messages list them.
    static var fileExtensions: [(name: String, format: Self)] { get }
}

extension FileFormat {
    /// The format the extension of `path`'s file name names, case-insensitively; nil for no extension or another one.
    public init?(path: String) {
        guard let name = Self.fileExtension(of: path)?.lowercased(),
            let format = Self.fileExtensions.first(where: { $0.name == name })?.format
        else { return nil }
        self = format
    }

    /// The extension of `path`'s file name, without the dot; nil when the name has none (`out`, `.hidden`).
    public static func fileExtension(of path: String) -> String? {
        let name = FileSystem.split(path).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// The extensions known, for a message: `.svg, .png or .ans`.
    public static var extensionList: String {
        let names = fileExtensions.map { "." + $0.name }
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Why the format of `path` cannot be told from its name: a usage error naming its extension, or the lack of one.
    public static func unknownExtension(_ path: String) -> ValidationError {
        let found = fileExtension(of: path).map { "its extension ." + $0 + " names no format" } ?? "it has no extension"
        return ValidationError(
            "cannot tell the format of \(Diagnostics.quote(path)): \(found); name it \(extensionList), or give --format")
    }
}

/// `-o FILE`, `--output FILE`: the file a command writes instead of standard output, in the format its name says.
public struct OutputFileOption<Format: FileFormat>: ParsableArguments {
    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp(
        "Write to this file instead of standard output, in the format its extension names (\(Format.extensionList)) unless --format is given.",
        valueName: "file"), completion: .file(extensions: Format.fileExtensions.map(\.name)))
    public var path: String?

    public init() {}

    /// The file to write, nil for standard output (no `-o`, or `-o -`).
    public var file: String? { path == "-" ? nil : path }

    /// The format to write: `asked` when given; else, for a file, the one its extension names; nil for standard
    /// output without `--format`, where the command's default applies. Throws the usage error of an extension
    /// that names no format.
    public func format(asked: Format?) throws(ValidationError) -> Format? {
        if let asked { return asked }
        guard let file else { return nil }
        guard let format = Format(path: file) else { throw Format.unknownExtension(file) }
        return format
    }
}
