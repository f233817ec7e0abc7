import ArgumentParser
import ChromaKit

/// Names a misspelled option that a command's own validation would otherwise hide.
///
/// swift-argument-parser runs a command's `validate()` before it reports the
/// options it did not recognize, so `colorconv adjust --lightn 0.1 tomato`
/// would say "adjust needs an operation". When parsing fails, this looks for
/// a `--long` word that no command on the way to the one being run declares
/// and, if there is one, says so in the parser's own words instead.
enum UnknownOptionCheck {
    /// The parser's message for the first unknown `--long` option in `arguments`, or nil when every one is known.
    static func message<Command: ParsableCommand>(for arguments: [String], root: Command.Type) -> String? {
        let stack = commandStack(for: arguments, root: root)
        var known: Set<String> = ["--help", "--version", "--experimental-dump-help", "--generate-completion-script"]
        for command in stack {
            known.formUnion(longOptions(inHelp: root.helpMessage(for: command, includeHidden: true, columns: 200)))
        }
        for word in arguments {
            if word == "--" { break }
            guard word.hasPrefix("--"), word.count > 2 else { continue }
            let name = String(word.prefix { $0 != "=" })
            guard !known.contains(name) else { continue }
            var message = "Unknown option '\(name)'."
            let close = NameSuggestions.nearest(to: Array(name.utf8), among: known.sorted())
            if let first = close.first { message += " Did you mean '\(first)'?" }
            return message
        }
        return nil
    }

    /// The commands `arguments` runs, root first: the named subcommands, then any default ones.
    static func commandStack<Command: ParsableCommand>(for arguments: [String], root: Command.Type) -> [ParsableCommand.Type] {
        var stack: [ParsableCommand.Type] = [root]
        var words = arguments.makeIterator()
        var word = words.next()
        while true {
            let configuration = stack[stack.count - 1].configuration
            if let name = word, !name.hasPrefix("-"),
                let next = configuration.subcommands.first(where: { $0._commandName == name })
            {
                stack.append(next)
                word = words.next()
            } else if let fallback = configuration.defaultSubcommand {
                stack.append(fallback)
            } else {
                return stack
            }
        }
    }

    /// The `--long` names a help text lists in its option lines (`  -j, --jobs <n>`, `--color/--no-color`).
    static func longOptions(inHelp help: String) -> Set<String> {
        var names: Set<String> = []
        for line in help.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("-") else { continue }
            // The names end where the description starts, two spaces on.
            let head = text.firstRange(of: "  ").map { text[..<$0.lowerBound] } ?? text
            for token in head.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "/" }) where token.hasPrefix("--") {
                let name = token.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
                if name.count > 2 { names.insert(String(name)) }
            }
        }
        return names
    }
}
