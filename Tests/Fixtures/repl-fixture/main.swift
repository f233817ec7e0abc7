// A stand-in tool for testing the shared REPL through a pseudo-terminal before
// the real tools use it: two commands, fixed completions, and a fallback that
// echoes any other line.

#if canImport(Glibc)
import Glibc
#endif
import ChromaTerminal
import ChromaRuntime

let commands = [
    REPLCommand(
        name: "echo", usage: "echo WORDS…", summary: "print the words joined by |",
        help: "Print the words joined by |, so quoting can be seen: echo \"a b\" c gives a b|c."
    ) { arguments, io in
        io.print(arguments.joined(separator: "|"))
    },
    REPLCommand(name: "fail", usage: "fail", summary: "print an error") { _, io in
        io.error("failed on purpose")
    },
]

let repl = REPL(
    tool: "fixture",
    commands: commands,
    fallbackHelp: "Any other line is echoed back.",
    completions: { _, _ in ["alpha", "alpine", "beta"] },
    fallback: { line, io in io.print("line: " + line) }
)
exit(repl.run())
