/// A color the shell split at its blanks: arguments that, joined again with spaces, would close the parenthesis one of them opens.
///
/// `colorconv oklch(from tomato calc(l + 0.1) c h)` without quotes reaches the
/// tool as seven arguments, none of them a color. Rather than seven errors,
/// the tool says once which arguments belong together and how to quote them.
public enum SplitColorArgument {
    /// The first run of arguments that opens a parenthesis the later ones close, 0-based, with the text they make joined; nil when every argument is balanced.
    public static func find(in arguments: [String]) -> (first: Int, last: Int, joined: String)? {
        for first in arguments.indices {
            var depth = depthChange(arguments[first])
            guard depth > 0 else { continue }
            var last = first
            while depth > 0 && last + 1 < arguments.count {
                last += 1
                depth += depthChange(arguments[last])
            }
            guard depth == 0 else { return nil }
            return (first, last, arguments[first...last].joined(separator: " "))
        }
        return nil
    }

    /// The message for such a run: `arguments 1 to 7 are one color split at its spaces: quote it, as in 'oklch(…)'`.
    public static func message(first: Int, last: Int, joined: String) -> String {
        let quoted = joined.contains("'") ? "\"" + joined + "\"" : "'" + joined + "'"
        return "arguments \(first + 1) to \(last + 1) look like one color split at its spaces by the shell: quote it, as in \(quoted)"
    }

    /// Opening minus closing parentheses in `argument`.
    private static func depthChange(_ argument: String) -> Int {
        var change = 0
        for byte in argument.utf8 {
            if byte == UInt8(ascii: "(") { change += 1 } else if byte == UInt8(ascii: ")") { change -= 1 }
        }
        return change
    }
}
