import ArgumentParser
import ChromaKit
import ChromaStream

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
            let close = closest(to: word, among: names)
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

    /// The names nearest to `word` by edit distance (insertions, deletions, substitutions and swaps of neighbours), when near enough to be a slip: at most 1 edit for words of up to 4 letters, 2 for longer ones.
    public static func closest(to word: String, among names: [String]) -> [String] {
        let limit = word.count <= 4 ? 1 : 2
        let scored = names.map { ($0, distance(word, $0)) }.filter { $0.1 <= limit && $0.1 < $0.0.count }
        guard let best = scored.map(\.1).min() else { return [] }
        return scored.filter { $0.1 == best }.map(\.0)
    }

    /// The optimal-string-alignment distance between `a` and `b` (Damerau 1964; Levenshtein 1966): the fewest insertions, deletions, substitutions and swaps of two neighbouring characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
