// The REPL's decisions that need no terminal: where the history file goes,
// what a line runs, how errors are written, and which words complete where.

import Testing

@testable import ChromaTerminal

@Suite("REPL.historyPath(tool:environment:)")
struct REPLHistoryPathTests {
    static let cases: [(environment: [String: String], path: String?)] = [
        (["XDG_STATE_HOME": "/state", "HOME": "/home/u"], "/state/chromatools/colorconv_history"),
        (["XDG_STATE_HOME": "/state/", "HOME": "/home/u"], "/state/chromatools/colorconv_history"),
        (["HOME": "/home/u"], "/home/u/.local/state/chromatools/colorconv_history"),
        (["XDG_STATE_HOME": "", "HOME": "/home/u/"], "/home/u/.local/state/chromatools/colorconv_history"),
        (["XDG_STATE_HOME": "relative/state", "HOME": "/home/u"], "/home/u/.local/state/chromatools/colorconv_history"),
        (["XDG_STATE_HOME": "relative/state"], nil),
        ([:], nil),
    ]

    @Test(arguments: cases)
    func followsTheXDGRules(environment: [String: String], path: String?) {
        #expect(REPL.historyPath(tool: "colorconv", environment: environment) == path)
    }
}

@Suite("REPL line handling without a terminal")
struct REPLLineHandlingTests {
    /// A REPL with one command, `echo`, whose output is collected.
    private func makeREPL() -> REPL {
        REPL(
            tool: "t",
            commands: [REPLCommand(name: "echo", usage: "echo WORDS…", summary: "say it") { arguments, io in
                io.print(arguments.joined(separator: "|"))
            }],
            completions: { before, _ in before.isEmpty ? ["red", "rebeccapurple"] : ["hsl", "hwb", "oklch"] },
            fallback: { line, io in io.print("fallback: " + line) }
        )
    }

    private func collect(_ body: (REPLOutput) -> Void) -> (results: [String], errors: [String]) {
        var results: [String] = []
        var errors: [String] = []
        body(REPLOutput(tool: "t", results: { results.append($0) }, errors: { errors.append($0) }))
        return (results, errors)
    }

    @Test func commandsFallbackAndBuiltIns() {
        let repl = makeREPL()
        var outcomes: [REPL.LineOutcome] = []
        let output = collect { io in
            outcomes.append(repl.perform(#"echo "a b" c"#, io: io))
            outcomes.append(repl.perform("  red  ", io: io))
            outcomes.append(repl.perform("   ", io: io))
            outcomes.append(repl.perform("help nope", io: io))
            outcomes.append(repl.perform("exit now", io: io))
        }
        #expect(output.results == ["a b|c", "fallback: red"])
        #expect(output.errors == ["t: no command named 'nope'; type help for the list"])
        #expect(outcomes == [.proceed, .proceed, .proceed, .proceed, .quit])
    }

    @Test func errorsEscapeControlCharacters() {
        let output = collect { io in io.error("bad \u{1B}[31m input\n") }
        #expect(output.errors == [#"t: bad \u{1B}[31m input\n"#])
    }

    @Test func completionOffersCommandsFirstThenWhatTheToolSays() {
        let repl = makeREPL()
        #expect(repl.completionCandidates(lineBeforeWord: "", word: "e") == ["echo", "exit"])
        #expect(repl.completionCandidates(lineBeforeWord: "", word: "re") == ["rebeccapurple", "red"])
        #expect(repl.completionCandidates(lineBeforeWord: "help ", word: "") == ["echo", "exit", "help", "quit"])
        #expect(repl.completionCandidates(lineBeforeWord: "to hsl,", word: "h") == ["hsl", "hwb"])
        #expect(repl.completionCandidates(lineBeforeWord: "to ", word: "x").isEmpty)
    }
}
