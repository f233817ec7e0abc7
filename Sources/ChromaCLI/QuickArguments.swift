/// The plainest argument vectors of a command, read without swift-argument-parser, or nil for anything else.
///
/// swift-argument-parser learns a command's options at run time: it reflects
/// over the command's properties and casts each to its protocols, and the
/// Swift runtime answers each cast by searching every protocol conformance
/// in the executable: about 16 million instructions for `colorconv red`,
/// five times what the rest of its start costs.
/// A command whose invocations are mostly plain — a few long options, a flag,
/// some operands — reads those words here and runs at once; any word this
/// reader does not take for certain makes it give up, and the caller hands
/// the words to swift-argument-parser, which then answers as always (help,
/// errors, completion). So this reader accepts a subset of what the parser
/// accepts, and must read it the same way:
///
/// - a word that does not start with `-`, the word `-` and the empty word
///   are operands, in order;
/// - an option is one of the spellings listed, written whole: `--name`,
///   `--name=value` or `--name value` for a long name (`--name=` is
///   `--name`), `-n` or `-n value` for a short one (no `-nvalue`, no short
///   options run together);
/// - the value of a `.value` option after a space is the next word only when
///   that word is not itself option-like (starts with `-` and is not `-`),
///   which is when swift-argument-parser takes it too; an `.anyValue` option
///   (declared with `parsing: .unconditional`) takes the next word whatever
///   it is;
/// - `--` anywhere, an option given twice, a flag with `=value`, an unknown
///   option or a missing value: nil.
///
/// The values are not checked here: the caller checks them as the command's
/// own `ExpressibleByArgument` types and `validate()` do, and gives up when
/// any fails, so that the parser says what was wrong. Tests compare what a
/// command reads this way with what swift-argument-parser reads from the
/// same words, on many vectors.
public struct QuickArguments {
    /// What an option takes.
    public enum Kind: Sendable {
        /// Nothing: a flag.
        case flag
        /// A value: after `=`, or the next word unless it starts with `-` (and is not `-`).
        case value
        /// A value: after `=`, or the next word whatever it is (`parsing: .unconditional`).
        case anyValue
    }

    /// One option of the command: its spellings (`["-u", "--unbuffered"]`) and what it takes.
    public struct Option: Sendable {
        public let spellings: [String]
        public let kind: Kind

        public init(_ spellings: String..., kind: Kind) {
            self.spellings = spellings
            self.kind = kind
        }
    }

    /// The operands, in order.
    public private(set) var operands: [String] = []
    /// The options given, by their first spelling, with their values (nil for a flag).
    private var given: [(option: String, value: String?)] = []

    /// Reads `words` (the words after the command's name) as options among `options` and operands; nil when they are beyond this reader.
    public init?(_ words: [String], options: [Option]) {
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard Self.isOptionLike(word) else {
                operands.append(word)
                continue
            }
            var spelling = word
            var attached: String?
            // Split at the first `=` that is a character of its own, as swift-argument-parser does;
            // like it, take `--name=` with nothing after for `--name`.
            if word.utf8.starts(with: "--".utf8), let equals = word.firstIndex(of: "=") {
                spelling = String(word[..<equals])
                let after = word[word.index(after: equals)...]
                attached = after.isEmpty ? nil : String(after)
            }
            guard let option = options.first(where: { $0.spellings.contains(spelling) }) else { return nil }
            let name = option.spellings[0]
            guard !given.contains(where: { $0.option == name }) else { return nil }
            switch option.kind {
            case .flag:
                guard attached == nil else { return nil }
                given.append((name, nil))
            case .value, .anyValue:
                if let attached {
                    given.append((name, attached))
                    continue
                }
                guard index < words.count else { return nil }
                let next = words[index]
                guard next != "--", option.kind == .anyValue || !Self.isOptionLike(next) else { return nil }
                given.append((name, next))
                index += 1
            }
        }
    }

    /// Whether `word` starts with `-` and is not just `-`: an option, `--`, or a word the parser would read as one.
    ///
    /// A word whose first byte is not `-` is an operand to swift-argument-parser
    /// too; the parser also takes some words that start with `-` for operands
    /// (a `-` followed by a combining mark), which this reader leaves to it.
    public static func isOptionLike(_ word: String) -> Bool {
        word.utf8.first == UInt8(ascii: "-") && word != "-"
    }

    /// The value given to the option first spelled `spelling`, or nil when it was not given.
    public func value(_ spelling: String) -> String? {
        given.first(where: { $0.option == spelling })?.value
    }

    /// Whether the option first spelled `spelling` was given.
    public func has(_ spelling: String) -> Bool {
        given.contains(where: { $0.option == spelling })
    }
}
