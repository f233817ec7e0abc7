// The REPL's word splitter, case by case: blanks, both kinds of quotes,
// backslashes, empty and unclosed quotes, blanks inside parentheses.

import Testing

@testable import ChromaTerminal

@Suite("REPL.words(in:)")
struct REPLWordsTests {
    static let cases: [(line: String, words: [String])] = [
        ("", []),
        ("   \t ", []),
        ("red", ["red"]),
        ("  to   hsl,cmyk  ", ["to", "hsl,cmyk"]),
        ("a\tb", ["a", "b"]),
        (#"distance "rgb(1 2 3)" red"#, ["distance", "rgb(1 2 3)", "red"]),
        ("distance 'rgb(1 2 3)' red", ["distance", "rgb(1 2 3)", "red"]),
        (#"say "it's""#, ["say", "it's"]),
        (#"say '"quoted"'"#, ["say", #""quoted""#]),
        (#"a"b c"d"#, ["ab cd"]),
        (#"x "" y"#, ["x", "", "y"]),
        ("x '' y", ["x", "", "y"]),
        (#""a \"b\" \\ c""#, [#"a "b" \ c"#]),
        (#""keep \n as is""#, [#"keep \n as is"#]),
        (#"'no \' escape'"#, [#"no \"#, "escape"]),
        (#"one\ word"#, ["one word"]),
        (#"trailing\"#, [#"trailing\"#]),
        (#"echo "open quote runs on"#, ["echo", "open quote runs on"]),
        ("oklch(70% 0.2 40)", ["oklch(70% 0.2 40)"]),
        ("mix rgb(1 2 3) color-mix(in oklab, red, hsl(0 0% 50%)) --by 20%",
         ["mix", "rgb(1 2 3)", "color-mix(in oklab, red, hsl(0 0% 50%))", "--by", "20%"]),
        ("name rgb(1 2", ["name", "rgb(1 2"]),
        ("a) b", ["a)", "b"]),
        ("émoji 🎨 ok", ["émoji", "🎨", "ok"]),
    ]

    @Test(arguments: cases)
    func splitsLikeTheTableSays(line: String, words: [String]) {
        #expect(REPL.words(in: line) == words, "line: \(line.debugDescription)")
    }
}
