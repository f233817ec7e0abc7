// The REPL's commands read from a pipe or a file instead of typed at a
// terminal. Readline is not involved: it would print the prompt and echo every
// line into the output, and keep the lines in the user's history. Here each
// line runs as if it had been typed, the results alone go to stdout, and an
// error names the script line it came from (`TOOL: line N: MESSAGE`, as the
// stream tools do). A command that reports an error does not stop the script;
// the exit status says afterwards that something failed.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

extension REPL {
    /// Runs each line of `descriptor` (standard input by default) as a command, until its end or `quit`; returns the exit status.
    ///
    /// No prompt, no echo and no history. Errors go to stderr as
    /// `TOOL: line N: MESSAGE`. The status is 0 when no line reported an
    /// error, 1 (DESIGN §4: some records failed, the stream went on) when
    /// any did, and 74 when the input could not be read.
    public func runScript(descriptor: Int32 = STDIN_FILENO) -> Int32 {
        var someLineFailed = false
        let scriptOutput = REPLOutput(
            tool: tool,
            results: { line in StandardStream.writeOutput(line + "\n") },
            errors: { line in
                someLineFailed = true
                StandardStream.writeError(line + "\n")
            })
        let lines = LineReader(descriptor: descriptor)
        var status: Int32 = 0
        do {
            try lines.forEachLine(
                tooLong: { number, _ in
                    scriptOutput.atLine(number).error("line longer than \(lines.maximumLineLength >> 20) MiB, skipped")
                    return true
                },
                { bytes, number in
                    let line = String(decoding: bytes, as: UTF8.self)
                    return perform(line, io: scriptOutput.atLine(number)) == .proceed
                })
        } catch {
            if case .read(let code) = error {
                scriptOutput.error("cannot read the commands: \(REPLHistory.describe(errorNumber: code))")
            }
            status = 74
        }
        StandardStream.flushOutput()
        if status == 0 && someLineFailed { status = 1 }
        return status
    }
}
