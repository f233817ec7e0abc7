// The REPL's commands read from a pipe or a file instead of typed at a
// terminal. Readline is not involved: it would print the prompt and echo every
// line into the output, and keep the lines in the user's history. Here each
// line runs as if it had been typed, the results alone go to stdout, and an
// error names the script line it came from (`TOOL: line N: MESSAGE`, as the
// stream tools do). A command that reports an error does not stop the script;
// the exit status says afterwards that something failed. A reader that goes
// away (`| head -1`) ends the script quietly, as it ends a stream tool
// (chromatools(7), CLOSED OUTPUT): SIGPIPE is ignored here so that the closed pipe shows up as a
// failed write, and the next line is not run.

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
#endif

extension REPL {
    /// Runs each line of `descriptor` (standard input by default) as a command, until its end or `quit`; returns the exit status.
    ///
    /// No prompt, no echo and no history. Errors go to stderr as
    /// `TOOL: line N: MESSAGE`. The status is 0 when no line reported an
    /// error, 1 (chromatools(7), EXIT STATUS: some records failed, the stream went on) when
    /// any did, and 74 when the input could not be read or the output could
    /// not be written for another reason than a closed pipe.
    public func runScript(descriptor: Int32 = STDIN_FILENO) -> Int32 {
        // A closed stdout must surface as EPIPE from the write, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        var someLineFailed = false
        var outputError: Int32 = 0
        let scriptOutput = REPLOutput(
            tool: tool,
            results: { line in
                guard outputError == 0 else { return }
                StandardStream.writeOutput(line + "\n")
                if StandardStream.outputFailed { outputError = errno == 0 ? EIO : errno }
            },
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
                    return perform(line, io: scriptOutput.atLine(number)) == .proceed && outputError == 0
                })
        } catch {
            if case .read(let code) = error {
                scriptOutput.error("cannot read the commands: \(FileSystem.describe(errorNumber: code))")
            }
            status = 74
        }
        if outputError == 0 {
            StandardStream.flushOutput()
            if StandardStream.outputFailed { outputError = errno == 0 ? EIO : errno }
        }
        if outputError != 0 && outputError != EPIPE {
            StandardStream.writeError("\(tool): cannot write output: \(FileSystem.describe(errorNumber: outputError))\n")
            status = 74
        }
        if status == 0 && someLineFailed { status = 1 }
        return status
    }
}
