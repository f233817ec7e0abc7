/// The mdoc lines of lists in running text (mdoc(7)), as the manual pages write them.
enum Mdoc {
    /// A list of names, one macro line each: `.Cm hsb ,` for all but the last two, which `conjunction`
    /// joins on a line of its own (`and`, `or`; nil for commas throughout), the last followed by `close`
    /// (`) :`, `.`, nothing). `parenthesized` opens the list with `(` (`.Pf ( Cm hsl ,`).
    ///
    ///     .Pf ( Cm hsl ,
    ///     .Cm hwb
    ///     and
    ///     .Cm lch ) :
    static func list(
        _ names: [String], macro: String = "Cm", conjunction: String? = "and", parenthesized: Bool = false, close: String = ""
    ) -> [String] {
        var lines: [String] = []
        for (index, name) in names.enumerated() {
            var line = (index == 0 && parenthesized ? ".Pf ( " : ".") + macro + " " + name
            if index == names.count - 1 {
                if !close.isEmpty { line += " " + close }
                lines.append(line)
            } else if index == names.count - 2, let conjunction {
                lines += [line, conjunction]
            } else {
                lines.append(line + " ,")
            }
        }
        return lines
    }

    /// Alternatives for an option's value, as a synopsis or an option's entry gives them: `wcag21 | apca | lstar`.
    static func alternatives(_ names: [String]) -> String {
        names.joined(separator: " | ")
    }

    /// Groups of names that stand for the same thing, in a sentence:
    /// `rgb and srgb are the same space, as are hsb and hsv, and xyz and xyz-d65.`
    /// (`what` is "space"), each group a `list` joined by `and`.
    static func sameThing(_ groups: [[String]], what: String) -> [String] {
        guard let first = groups.first else { return [] }
        var lines = list(first) + [groups.count == 1 ? "are the same \(what)." : "are the same \(what), as are"]
        for (index, group) in groups.enumerated().dropFirst() {
            let isLast = index == groups.count - 1
            if isLast && groups.count > 2 { lines.append("and") }
            var groupLines = list(group)
            groupLines[groupLines.count - 1] += isLast ? " ." : " ,"
            lines += groupLines
        }
        return lines
    }
}
