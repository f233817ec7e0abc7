// Splitting a typed line into words. The rules are a small, forgiving subset
// of the shell's: blanks separate words; single quotes keep everything up to
// the closing quote; double quotes do the same but let `\"` and `\\` through;
// outside quotes a backslash takes the next character literally. Quoted and
// unquoted pieces that touch form one word, `""` is an empty word, and a quote
// left open runs to the end of the line rather than being an error. Unlike the
// shell, blanks inside parentheses do not separate words, so that a CSS color
// typed as CSS writes it (`mix rgb(1 2 3) white`) is one word; a parenthesis
// left open runs to the end of the line.

extension REPL {
    /// Splits a line into words by whitespace, honouring single and double quotes.
    ///
    /// `distance "rgb(1 2 3)" red` and `distance rgb(1 2 3) red` give `["distance", "rgb(1 2 3)", "red"]`.
    public static func words(in line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character? = nil
        var depth = 0
        var index = line.startIndex

        while index < line.endIndex {
            let character = line[index]
            index = line.index(after: index)

            if let openQuote = quote {
                if character == openQuote {
                    quote = nil
                } else if openQuote == "\"", character == "\\", index < line.endIndex,
                    line[index] == "\"" || line[index] == "\\"
                {
                    current.append(line[index])
                    index = line.index(after: index)
                } else {
                    current.append(character)
                }
                continue
            }

            switch character {
            case "\"", "'":
                quote = character
                inWord = true
            case "\\":
                inWord = true
                if index < line.endIndex {
                    current.append(line[index])
                    index = line.index(after: index)
                } else {
                    current.append(character)
                }
            case "(", ")":
                depth = max(depth + (character == "(" ? 1 : -1), 0)
                current.append(character)
                inWord = true
            case _ where character.isWhitespace && depth > 0:
                current.append(character)
            case _ where character.isWhitespace:
                if inWord {
                    words.append(current)
                    current = ""
                    inWord = false
                }
            default:
                current.append(character)
                inWord = true
            }
        }
        if inWord {
            words.append(current)
        }
        return words
    }
}
