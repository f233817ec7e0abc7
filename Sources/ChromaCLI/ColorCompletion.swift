import ChromaKit
import ChromaRuntime
import ChromaStream

/// Shell-completion candidates shared by the tools: color names and space lists.
public enum ColorCompletion {
    /// The CSS named colors and `transparent` that start with the word being completed.
    @Sendable
    public static func colors(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        let lower = prefix.lowercased()
        return (NamedColors.all.map(\.name) + ["transparent"]).filter { $0.hasPrefix(lower) }
    }

    /// Space names for a comma-separated list: the items before the last comma are kept.
    @Sendable
    public static func spaceList(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        listCompletions(prefix, words: ColorFields.listWords)
    }

    /// Single space names starting with the word.
    @Sendable
    public static func spaces(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        ColorSpaces.allNames.filter { $0.hasPrefix(prefix.lowercased()) }
    }

    /// Interpolation spaces: the space names plus `perceptual` and `device` (`InterpolationSpace.allNames`).
    @Sendable
    public static func interpolationSpaces(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        InterpolationSpace.allNames.filter { $0.hasPrefix(prefix.lowercased()) }
    }

    /// Completes the last item of a comma-separated list from `words`.
    public static func listCompletions(_ prefix: String, words: [String]) -> [String] {
        let lower = prefix.lowercased()
        let head: Substring
        let last: Substring
        if let comma = lower.lastIndex(of: ",") {
            head = lower[...comma]
            last = lower[lower.index(after: comma)...]
        } else {
            head = ""
            last = Substring(lower)
        }
        return words.filter { $0.hasPrefix(last) }.map { String(head) + $0 }
    }
}
