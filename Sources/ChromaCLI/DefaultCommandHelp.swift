import ArgumentParser

/// `--help` for a command that runs a default subcommand: the default's usage, arguments and options, beside the list of subcommands.
///
/// swift-argument-parser's help for such a command shows only its own two
/// options (`--version`, `--help`) and the subcommands, although the tool's
/// users type the default command's options without naming it
/// (`colorconv --to oklch red`). The composed help keeps the overview and the
/// subcommand list, says the usage both ways, and lists the default command's
/// arguments and options. If either text does not have the expected shape,
/// the command's own help is returned unchanged.
public enum DefaultCommandHelp {
    /// The help of `command` at `path` (e.g. `ghostdraw trace`) merged with that of its default subcommand named `defaultName`.
    public static func compose(commandHelp: String, defaultHelp: String, path: String, defaultName: String) -> String {
        let own = Array(commandHelp.utf8)
        let theirs = Array(defaultHelp.utf8)
        let ownUsage = Array("USAGE: \(path) <subcommand>\n".utf8)
        let defaultUsagePrefix = Array("\nUSAGE: \(path) \(defaultName)".utf8)
        guard let usageStart = own.firstOffset(of: ownUsage, from: 0),
              let defaultUsageStart = theirs.firstOffset(of: defaultUsagePrefix, from: 0),
              let defaultUsageEnd = theirs.firstOffset(of: [0x0A], from: defaultUsageStart + 1),
              let defaultOptions = section("OPTIONS:", in: theirs),
              let ownOptions = section("OPTIONS:", in: own),
              ownOptions.lowerBound > usageStart + ownUsage.count
        else { return commandHelp }
        let tail = theirs[(defaultUsageStart + defaultUsagePrefix.count)..<defaultUsageEnd]
        let indent = String(repeating: " ", count: "USAGE: ".count)
        var usage = Array("USAGE: \(path)".utf8)
        usage += tail
        usage += Array("\n\(indent)\(path) <subcommand>\n".utf8)
        var arguments: [UInt8] = []
        if let range = section("ARGUMENTS:", in: theirs) {
            arguments = Array(theirs[range])
            arguments.append(0x0A)
        }
        var composed: [UInt8] = Array(own[..<usageStart])
        composed += usage
        composed += own[(usageStart + ownUsage.count)..<ownOptions.lowerBound]
        composed += arguments
        composed += theirs[defaultOptions]
        composed += own[ownOptions.upperBound...]
        return String(decoding: composed, as: UTF8.self)
    }

    /// The subcommand path and default subcommand when `arguments` ask for the help of a command that has one; nil otherwise.
    ///
    /// `arguments` are the words after the tool's name: subcommand names, then `--help` or `-h`.
    static func request<Command: ParsableCommand>(
        _ arguments: [String], root: Command.Type
    ) -> (command: ParsableCommand.Type, names: [String], defaultCommand: ParsableCommand.Type)? {
        guard let last = arguments.last, last == "--help" || last == "-h" else { return nil }
        var command: ParsableCommand.Type = root
        var names: [String] = []
        for word in arguments.dropLast() {
            guard let next = command.configuration.subcommands.first(where: { $0._commandName == word }) else { return nil }
            command = next
            names.append(word)
        }
        guard let defaultCommand = command.configuration.defaultSubcommand else { return nil }
        return (command, names, defaultCommand)
    }

    /// Where the section of `text` that opens with the line `heading` lies, up to and with the newline before the blank line that ends it.
    private static func section(_ heading: String, in text: [UInt8]) -> Range<Int>? {
        guard let found = text.firstOffset(of: Array("\n\(heading)\n".utf8), from: 0) else { return nil }
        let start = found + 1
        let end = text.firstOffset(of: [0x0A, 0x0A], from: start).map { $0 + 1 } ?? text.count
        return start..<end
    }
}
