// The terminal given back when the process dies of a signal while a prompt or
// a raw-mode widget has it.
//
// The prompt (readline) and `RawTerminalSession` turn off echo and line
// editing, and give the terminal back on every way out they see coming. A
// crash is not one of them: a fault in readline, a Swift runtime trap or an
// abort ends the process at once, and the shell is left with a terminal that
// neither echoes nor edits lines until someone types `stty sane` blind. So
// does SIGQUIT (Ctrl-\) at a prompt, whose default action is to dump core.
//
// While it is armed, this installs a handler for SIGSEGV, SIGBUS, SIGILL (what
// a Swift runtime trap raises), SIGFPE and SIGABRT, and for the other signals
// its caller names (SIGQUIT at the prompt; a raw-mode session handles SIGQUIT
// itself). The handler calls only async-signal-safe functions: it puts the
// saved settings back with tcsetattr, writes the caller's few bytes (mouse
// tracking off, the cursor shown) with write, sets the signal's default
// action and raises it again. The signal stays blocked until the handler
// returns and is then delivered under the default action, so the process ends
// as it would have without the handler: the same status for the shell, and a
// core file where the system keeps them. A signal ignored when the guard is
// armed stays ignored.
//
// The handler reads only memory allocated once, before it is first
// installed, so it neither allocates nor counts references.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Restores a terminal's saved settings when the process dies of a fatal signal, then lets the signal end it.
enum TerminalCrashGuard {
    /// The signals of a crash, always guarded while armed.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT]

    /// What the handler gives back: the terminal, its settings, and the bytes to write to its output.
    fileprivate struct Restoration {
        /// The terminal to restore; -1 when the guard is not armed.
        var input: Int32 = -1
        var settings = termios()
        /// Where the bytes go, and how many of `bytes` there are.
        var output: Int32 = -1
        var byteCount = 0
    }

    /// The most bytes the handler writes.
    static let byteCapacity = 256

    /// The handler's memory: the restoration, then room for its bytes. Made once and never freed.
    nonisolated(unsafe) fileprivate static let restoration: UnsafeMutablePointer<Restoration> = {
        let pointer = UnsafeMutablePointer<Restoration>.allocate(capacity: 1)
        pointer.initialize(to: Restoration())
        return pointer
    }()
    nonisolated(unsafe) fileprivate static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)

    /// What `arm` replaced, for `disarm` to put back.
    struct Armed {
        fileprivate let previous: Restoration
        fileprivate let previousBytes: [UInt8]
        fileprivate let previousActions: [Int32: sigaction]
    }

    /// Guards the terminal on `input`: should the process die of one of the crash signals or of `alsoGuarded`,
    /// `settings` are put back on `input` and `text` is written to `output` first.
    ///
    /// Returns what it replaced; hand it to `disarm` once the terminal is given back. `text` is cut to `byteCapacity` bytes.
    static func arm(input: Int32, settings: termios, output: Int32, text: String = "", alsoGuarded: [Int32] = []) -> Armed {
        let signals = crashSignals + alsoGuarded
        let blocked = block(signals)
        defer { unblock(blocked) }
        let armed = Armed(previous: restoration.pointee,
                          previousBytes: Array(UnsafeBufferPointer(start: bytes, count: restoration.pointee.byteCount)),
                          previousActions: SignalCatcher.install(restoreTerminalAndDie, for: signals, alwaysCaught: []))
        set(Restoration(input: input, settings: settings, output: output), bytes: Array(text.utf8))
        return armed
    }

    /// Puts back the handlers and the restoration that `arm` replaced.
    static func disarm(_ armed: Armed) {
        let blocked = block(Array(armed.previousActions.keys))
        defer { unblock(blocked) }
        SignalCatcher.restore(armed.previousActions)
        set(armed.previous, bytes: armed.previousBytes)
    }

    /// Stores a restoration and its bytes.
    private static func set(_ new: Restoration, bytes newBytes: [UInt8]) {
        var new = new
        new.byteCount = min(newBytes.count, byteCapacity)
        for index in 0..<new.byteCount { bytes[index] = newBytes[index] }
        restoration.pointee = new
    }

    /// Blocks `signals` on this thread so the handler never sees a half-stored restoration; returns the mask before.
    private static func block(_ signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        for signalNumber in signals { sigaddset(&set, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &set, &previous)
        return previous
    }

    /// Puts back the mask `block` returned.
    private static func unblock(_ previous: sigset_t) {
        var previous = previous
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}

/// Gives the terminal back, then lets the signal end the process under its default action.
private func restoreTerminalAndDie(_ signalNumber: Int32) {
    let restoration = TerminalCrashGuard.restoration
    if restoration.pointee.input >= 0 {
        _ = tcsetattr(restoration.pointee.input, TCSANOW, &restoration.pointee.settings)
        if restoration.pointee.byteCount > 0 {
            _ = write(restoration.pointee.output, TerminalCrashGuard.bytes, restoration.pointee.byteCount)
        }
    }
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    sigaction(signalNumber, &defaultAction, nil)
    raise(signalNumber)  // blocked until this handler returns, then delivered under the default action
}
