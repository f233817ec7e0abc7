// The REPL's loop over GNU readline's callback interface. Readline edits the
// line and completes words; this file decides when to read, and owns the
// signals while a line is being read:
//
// - Ctrl-C (SIGINT) drops the half-typed line and shows a fresh prompt; on an
//   empty line it says how to leave, and a second Ctrl-C right after leaves
//   as Ctrl-D does;
// - SIGTERM and SIGHUP restore the terminal, save the history, say what the
//   REPL's `leavingNotice` has to say (a game that will not be recorded) and
//   exit with 128 + the signal number (143 for SIGTERM);
// - Ctrl-Z (SIGTSTP) restores the terminal before stopping and takes it back
//   on continuing (without a job-control shell the kernel discards the stop,
//   and the line is simply redrawn); SIGWINCH tells readline the new width;
// - Ctrl-\ (SIGQUIT) and a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT)
//   end the process as they would have, but the terminal's settings are put
//   back first (`TerminalCrashGuard`).
//
// While the prompt's own incremental search runs (Ctrl-R, Ctrl-S) or its
// character search waits for its character (Ctrl-], Meta-Ctrl-]) — see
// ReadlineIncrementalSearch.swift for why readline's are not used — the
// keyboard's bytes go to them instead of readline; Ctrl-C ends them, and
// SIGTERM and SIGHUP end the search with the line as it was.
//
// Signal handlers only write the signal number into a pipe; the loop polls
// that pipe beside stdin and does the real work outside the handler. The
// handlers are installed only while a line is read, so a running command sees
// the signal dispositions the process had before (Ctrl-C then ends the
// program as usual; the terminal is already back in its normal mode).
//
// Readline calls back through C function pointers, which cannot capture
// context, so the running REPL sits in a file-private static for the length
// of `run()`.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif
@preconcurrency import CReadline
import ChromaRuntime

/// The state readline's C callbacks need: the running REPL and the line it handed back.
private enum ReadlineBridge {
    /// The REPL whose `run()` is in progress.
    nonisolated(unsafe) static var current: REPL?
    /// The candidates of the completion in progress, handed out one by one to readline.
    nonisolated(unsafe) static var candidates: [String] = []
    /// The next candidate to hand out.
    nonisolated(unsafe) static var nextCandidate = 0
    /// Set by the line handler once a line (or the end of input) arrived.
    nonisolated(unsafe) static var lineArrived = false
    /// Set when Ctrl-C met an empty line and no key came after it: a second Ctrl-C leaves.
    nonisolated(unsafe) static var interruptedEmptyLine = false
    /// Set when the line ended by a second Ctrl-C, whose own newline is already written.
    nonisolated(unsafe) static var leftByInterrupt = false
    /// The line that arrived; `nil` at the end of input.
    nonisolated(unsafe) static var line: String?
    /// The write end of the pipe that signal handlers report to.
    nonisolated(unsafe) static var signalPipeWriteEnd: Int32 = -1
    /// Whether readline's one-time settings were made in this process.
    nonisolated(unsafe) static var isConfigured = false
}

/// Receives a finished line from readline, or `nil` at the end of input.
private func readlineLineHandler(_ text: UnsafeMutablePointer<CChar>?) {
    ReadlineBridge.line = text.map { String(cString: $0) }
    free(text)
    ReadlineBridge.lineArrived = true
    // Give the terminal back before the command runs; the next prompt installs the handler again.
    Readline.api.rl_callback_handler_remove()
}

/// Answers readline's request to complete the word between `start` and `end` of the line.
private func readlineAttemptCompletion(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    Readline.api.rl_attempted_completion_over.pointee = 1  // never fall back to file names
    guard let repl = ReadlineBridge.current, let text, let buffer = Readline.api.rl_line_buffer.pointee else { return nil }
    var before = Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                           count: Int(max(start, 0))))
    // With an open quote, readline's word starts after it; the REPL's callers see the line without it.
    if Readline.api.rl_completion_quote_character.pointee != 0, before.last == UInt8(truncatingIfNeeded: Readline.api.rl_completion_quote_character.pointee) {
        before.removeLast()
    }
    let lineBeforeWord = String(decoding: before, as: UTF8.self)
    if repl.completesFileNames(lineBeforeWord) {
        Readline.api.rl_attempted_completion_over.pointee = 0  // readline's own file-name completion
        return nil
    }
    ReadlineBridge.candidates = repl.completionCandidates(lineBeforeWord: lineBeforeWord, word: String(cString: text))
    ReadlineBridge.nextCandidate = 0
    guard !ReadlineBridge.candidates.isEmpty else { return nil }
    return Readline.api.rl_completion_matches(text, readlineNextCandidate)
}

/// Hands readline the candidates one at a time (`state` 0 starts over); `nil` ends the list.
private func readlineNextCandidate(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    if state == 0 { ReadlineBridge.nextCandidate = 0 }
    guard ReadlineBridge.nextCandidate < ReadlineBridge.candidates.count else { return nil }
    defer { ReadlineBridge.nextCandidate += 1 }
    return strdup(ReadlineBridge.candidates[ReadlineBridge.nextCandidate])
}

/// Reports a signal to the loop by writing its number into the signal pipe.
private func readlineSignalArrived(_ signalNumber: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(ReadlineBridge.signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

extension REPL {
    /// Runs until `quit`, `exit` or Ctrl-D on an empty line; returns the exit status, 0.
    ///
    /// The status is 74 (sysexits' I/O error) only if the prompt cannot be set
    /// up at all: the readline library cannot be loaded, or no pipe for signal
    /// reports can be made.
    ///
    /// SIGTERM and SIGHUP at the prompt do not return: they restore the
    /// terminal, save the history and exit the process with 143 or 129.
    public func run() -> Int32 {
        let previous = ReadlineBridge.current
        ReadlineBridge.current = self
        defer { ReadlineBridge.current = previous }

        if let problem = Readline.load() {
            output.error("cannot start the prompt: \(problem)")
            return 74
        }
        REPL.configureReadline(tool: tool)
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            output.error("cannot start the prompt: \(FileSystem.describe(errorNumber: errno))")
            return 74
        }
        for end in pipeEnds {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        ReadlineBridge.signalPipeWriteEnd = pipeEnds[1]
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
            ReadlineBridge.signalPipeWriteEnd = -1
        }

        let history = REPLHistory(tool: tool, path: REPL.historyPath(tool: tool, environment: REPL.stateEnvironment()))
        history.load()

        while true {
            guard let line = readLine(signalPipe: pipeEnds[0], history: history) else {
                // Ctrl-D on an empty line: end the prompt's line so the shell starts on a fresh one.
                if !ReadlineBridge.leftByInterrupt && !REPL.readlineEndsLineAtEndOfInput {
                    StandardStream.writeOutput("\n")
                }
                break
            }
            history.add(line)
            let outcome = perform(line, io: output)
            StandardStream.flushOutput()
            if outcome == .quit { break }
        }
        history.save()
        StandardStream.flushOutput()
        return 0
    }

    /// The environment variables the history path depends on.
    static func stateEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Whether readline itself wrote a newline when it met the end of input.
    ///
    /// Readline 8.1 and later (the package builds against 8.2) do so while
    /// giving back a terminal they had put in bracketed-paste mode, which
    /// happens only for a terminal input with `enable-bracketed-paste` on (the
    /// default).
    private static var readlineEndsLineAtEndOfInput: Bool {
        let input = Readline.api.rl_instream.pointee.map { fileno($0) } ?? STDIN_FILENO
        return isatty(input) != 0 && readlineBracketsPastes
    }

    /// Whether readline's `enable-bracketed-paste` is on (the default).
    private static var readlineBracketsPastes: Bool {
        guard let value = Readline.api.rl_variable_value("enable-bracketed-paste") else { return false }
        return String(cString: value) == "on"
    }

    /// Makes readline's settings: the application name for ~/.inputrc, completion, no signal handling of its own.
    private static func configureReadline(tool: String) {
        // rl_readline_name must be set before readline first reads ~/.inputrc; it keeps the pointer.
        Readline.api.rl_readline_name.pointee = UnsafePointer(strdup(tool))
        guard !ReadlineBridge.isConfigured else { return }
        ReadlineBridge.isConfigured = true
        Readline.api.rl_catch_signals.pointee = 0
        Readline.api.rl_catch_sigwinch.pointee = 0
        Readline.api.rl_change_environment.pointee = 0
        Readline.api.rl_attempted_completion_function.pointee = readlineAttemptCompletion
        // Blanks end a word, and so does a comma, so lists such as `hsl,oklch` complete item by item.
        let wordBreaks = UnsafePointer(strdup(" \t\n,"))
        Readline.api.rl_basic_word_break_characters.pointee = wordBreaks
        Readline.api.rl_completer_word_break_characters.pointee = wordBreaks
        Readline.api.rl_completer_quote_characters.pointee = UnsafePointer(strdup("\"'"))
    }

    /// Reads one line with readline, handling signals that arrive meanwhile; `nil` at the end of input.
    private func readLine(signalPipe: Int32, history: REPLHistory) -> String? {
        let savedActions = REPL.catchSignals()
        defer { REPL.restoreSignals(savedActions) }
        let crashGuard = REPL.guardTerminal()
        defer { crashGuard.map(TerminalCrashGuard.disarm) }

        ReadlineBridge.lineArrived = false
        ReadlineBridge.line = nil
        ReadlineBridge.leftByInterrupt = false
        ReadlineIncrementalSearch.forget()
        ReadlineCharacterSearch.forget()
        StandardStream.flushOutput()
        Readline.api.rl_callback_handler_install(currentPrompt, readlineLineHandler)
        ReadlineHistorySearch.bindKeys()

        let input = Readline.api.rl_instream.pointee.map { fileno($0) } ?? STDIN_FILENO
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0),
        ]
        while !ReadlineBridge.lineArrived {
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                Readline.api.rl_callback_handler_remove()
                return nil
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                for signalNumber in REPL.drainSignals(from: signalPipe) {
                    respond(to: signalNumber, history: history, savedActions: savedActions)
                }
            }
            let inputEvents = descriptors[0].revents
            if inputEvents & Int16(POLLNVAL) != 0 {
                Readline.api.rl_callback_handler_remove()
                return nil
            }
            if inputEvents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                ReadlineBridge.interruptedEmptyLine = false
                if ReadlineIncrementalSearch.isSearching {
                    ReadlineIncrementalSearch.readKey(from: input)
                } else if ReadlineCharacterSearch.isWaiting {
                    ReadlineCharacterSearch.readKey(from: input)
                } else {
                    Readline.api.rl_callback_read_char()
                }
                if !ReadlineBridge.lineArrived { ReadlineHistorySearch.keyHandled() }
            }
        }
        return ReadlineBridge.line
    }

    /// Does what a signal that arrived at the prompt asks for.
    private func respond(to signalNumber: Int32, history: REPLHistory, savedActions: [Int32: sigaction]) {
        switch signalNumber {
        case SIGINT:
            // Drop the line: readline forgets it, the terminal shows ^C, a fresh prompt follows.
            ReadlineIncrementalSearch.cancel()
            ReadlineCharacterSearch.forget()
            let lineWasEmpty = Readline.api.rl_end.pointee == 0
            let leaves = lineWasEmpty && ReadlineBridge.interruptedEmptyLine
            Readline.api.rl_free_line_state()
            Readline.api.rl_callback_sigcleanup()
            Readline.api.rl_echo_signal_char(SIGINT)
            Readline.api.rl_callback_handler_remove()
            StandardStream.writeOutput("\n")
            if leaves {
                // The second Ctrl-C in a row on an empty line leaves, as Ctrl-D does.
                ReadlineBridge.interruptedEmptyLine = false
                ReadlineBridge.leftByInterrupt = true
                ReadlineBridge.line = nil
                ReadlineBridge.lineArrived = true
                StandardStream.flushOutput()
                return
            }
            if lineWasEmpty {
                output.print(leavingHint)
                ReadlineBridge.interruptedEmptyLine = true
            }
            StandardStream.flushOutput()
            Readline.api.rl_callback_handler_install(currentPrompt, readlineLineHandler)
            ReadlineHistorySearch.bindKeys()
        case SIGWINCH:
            Readline.api.rl_resize_terminal()
        case SIGTSTP:
            Readline.api.rl_callback_sigcleanup()
            Readline.api.rl_cleanup_after_signal()
            StandardStream.flushOutput()
            var defaultAction = sigaction()
            defaultAction.__sigaction_handler.sa_handler = SIG_DFL
            sigemptyset(&defaultAction.sa_mask)
            sigaction(SIGTSTP, &defaultAction, nil)
            raise(SIGTSTP)  // stops here until SIGCONT
            REPL.catchSignal(SIGTSTP)
            Readline.api.rl_reset_after_signal()
            Readline.api.rl_resize_terminal()
            _ = Readline.api.rl_on_new_line()
            _ = Readline.api.rl_forced_update_display()
        default:  // SIGTERM, SIGHUP
            ReadlineIncrementalSearch.cancel()
            Readline.api.rl_free_line_state()
            Readline.api.rl_callback_sigcleanup()
            Readline.api.rl_cleanup_after_signal()
            Readline.api.rl_callback_handler_remove()
            if signalNumber != SIGHUP {
                StandardStream.writeOutput("\n")
            }
            // After a hang-up the terminal may be gone; the notice is written all the same and any error ignored.
            if let notice = leavingNotice?() {
                output.print("(\(notice))")
            }
            StandardStream.flushOutput()
            history.save()
            REPL.restoreSignals(savedActions)
            exit(128 + signalNumber)
        }
    }

    /// Has the terminal's settings, as they are before readline changes them, put back should the process die of a
    /// crash or of SIGQUIT while the line is read; nil when the input is no terminal.
    private static func guardTerminal() -> TerminalCrashGuard.Armed? {
        let input = Readline.api.rl_instream.pointee.map { fileno($0) } ?? STDIN_FILENO
        var settings = termios()
        guard isatty(input) != 0, tcgetattr(input, &settings) == 0 else { return nil }
        // Readline turns on bracketed paste at each prompt when it is enabled: turn it off again, and end the prompt's line.
        let text = (readlineBracketsPastes ? "\u{1B}[?2004l" : "") + "\n"
        return TerminalCrashGuard.arm(input: input, settings: settings, output: STDOUT_FILENO, text: text, alsoGuarded: [SIGQUIT])
    }

    /// The signals the prompt handles itself.
    private static let caughtSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH]

    /// Installs the prompt's handler for each caught signal not ignored on entry; returns the actions it replaced.
    private static func catchSignals() -> [Int32: sigaction] {
        SignalCatcher.install(readlineSignalArrived, for: caughtSignals, alwaysCaught: [SIGWINCH])
    }

    /// Installs the prompt's handler for one signal.
    private static func catchSignal(_ signalNumber: Int32) {
        SignalCatcher.install(readlineSignalArrived, for: signalNumber)
    }

    /// Puts back the actions `catchSignals` replaced.
    private static func restoreSignals(_ saved: [Int32: sigaction]) {
        SignalCatcher.restore(saved)
    }

    /// Reads every signal number waiting in the pipe, in arrival order.
    private static func drainSignals(from pipe: Int32) -> [Int32] {
        SignalCatcher.drain(pipe)
    }
}
