import ArgumentParser
import ChromaKit
import ChromaRuntime

/// "Did you mean the command `name`?": the word where a command could go, when it is close to a command's name and is not a color.
///
/// A tool with a default command reads a first word that names no command as
/// that command's argument (a color for `colorconv`, `colormix` and
/// `gradient`), so `colorconv nam red` would convert "nam" and fail on it as
/// a color. A word that is no color but within a small edit distance of a
/// command's name is taken for a mistyped command instead: a usage error
/// that names the command, before anything runs.
public enum CommandSuggestion {
    /// The message for a mistyped command in `arguments` (the words after the tool's name), or nil when there is none.
    public static func message<Command: ParsableCommand>(for arguments: [String], root: Command.Type) -> String? {
        var command: ParsableCommand.Type = root
        for word in arguments {
            guard !word.hasPrefix("-") else { return nil }
            let subcommands = command.configuration.subcommands
            if let next = subcommands.first(where: { $0._commandName == word }) {
                command = next
                continue
            }
            let names = subcommands.map { $0._commandName } + (subcommands.isEmpty ? [] : ["help"])
            guard !names.contains(word) else { return nil }  // `help`, which swift-argument-parser answers itself
            let close = NameSuggestions.nearest(to: Array(word.utf8), among: names)
            guard !close.isEmpty, (try? CSSColor.parse(word)) == nil else { return nil }
            let candidates = close.map { "\"\($0)\"" }.joined(separator: " or ")
            // Said "nor a color" only where the word would have been read as one: the default command takes arguments.
            let takesArguments = command.configuration.defaultSubcommand.map {
                Array(root.helpMessage(for: $0).utf8).firstOffset(of: Array("\nARGUMENTS:\n".utf8), from: 0) != nil
            } ?? false
            return "\(Diagnostics.quote(word)) is not a command\(takesArguments ? ", nor a color" : ""); did you mean the command \(candidates)?"
        }
        return nil
    }
}
