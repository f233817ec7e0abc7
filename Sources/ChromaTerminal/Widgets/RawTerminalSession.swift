// A terminal held in raw mode for the length of one widget, and given back
// exactly as it was found on every way out (ARCHITECTURE.md, Cross-cutting
// concerns, Terminal safety).
//
// Starting a session checks everything that can fail before touching the
// terminal: both descriptors are terminals, the window is wide enough, the
// settings can be read, a pipe for signal reports can be made. Then it
// catches the signals it handles, switches the input to raw mode (no echo, no
// line editing, no signal keys, so Ctrl-C arrives as a byte; output
// processing stays on, so "\n" still starts a new line) and hides the cursor.
//
// A widget that draws full screen asks for modes on top (`TerminalModes`;
// xterm's ctlseqs, https://invisible-island.net/xterm/ctlseqs/ctlseqs.html,
// private modes and "Mouse Tracking"):
//
// - `.alternateScreen` switches to the alternate screen (`ESC[?1049h`) and
//   clears it, so the shell's screen comes back untouched at the end;
// - `.mouse` turns on button-event tracking with SGR coordinates
//   (`ESC[?1000h ESC[?1002h ESC[?1006h`: presses, releases, the wheel, and
//   motion while a button is held) and has the key decoder read the reports
//   as `TerminalKey.mouse`.
//
// They are turned on after the cursor is hidden, in that order. With no
// modes, not a byte more is written than before there were modes.
//
// Keys and signals are read in one loop: poll(2) waits on the keyboard and on
// the read end of a pipe that the signal handlers write the signal number
// into, which is all a handler does. The loop then acts outside the handler:
//
// - SIGINT (a `kill -INT`; Ctrl-C itself is a key now) is an interrupt key;
// - SIGWINCH re-reads the window size and asks the widget to redraw;
// - Ctrl-Z or SIGTSTP gives the terminal back, stops the process, and on
//   continuing takes the terminal again and asks for a redraw (without a
//   job-control shell the kernel discards the stop and only the redraw is
//   seen); SIGCONT after a stop from elsewhere takes the terminal again too;
// - SIGTERM, SIGHUP and SIGQUIT give the terminal back, put the process's
//   earlier signal actions back and raise the signal again, so the process
//   ends as that signal would have ended it (a shell reports 143, 129, 131);
// - a crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) cannot wait for the
//   loop: `TerminalCrashGuard` puts the saved settings back and writes what
//   giving the terminal back writes, then the signal ends the process.
//
// Giving the terminal back (`restore()`) turns the modes off in reverse order
// (mouse tracking, then the alternate screen), resets the character
// attributes, shows the cursor, ends the widget's line with a newline (not on
// leaving the alternate screen, where it would be a blank line in the shell's
// screen), puts the saved settings back and uninstalls the handlers. It runs
// once, whichever comes first: the widget's `defer`, a terminating signal, or
// `deinit` as the last safety net. Signals are blocked while it runs; one
// that came in meanwhile is raised again afterwards under the earlier action,
// so none is lost. A stop writes the same bytes, and continuing takes the
// terminal as a new session does, modes and all, before the redraw.
//
// A lone ESC is told from the start of an escape sequence by a pause of
// $ESCDELAY milliseconds (the variable ncurses reads; 100 when unset).
//
// A widget that also has to act on time (a countdown) waits with a timeout:
// `nextEvent(timeout:)` returns `.timeout` when the time passes without a
// key, a signal or the end of input. The time is measured on the monotonic
// clock, so changing the wall clock neither shortens nor stretches a wait.

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
#endif

/// The pipe the signal handlers of the running session report to.
private enum SessionSignals {
    /// The write end of the running session's pipe; -1 when no session runs.
    nonisolated(unsafe) static var writeEnd: Int32 = -1
}

/// Reports a signal to the running session by writing its number into the pipe; nothing else.
private func sessionSignalArrived(_ signalNumber: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(SessionSignals.writeEnd, &byte, 1)
    errno = savedErrno
}

/// What a raw-mode widget has to respond to next.
public enum TerminalEvent: Equatable, Sendable {
    /// A key was pressed, or (with the `.mouse` mode) the mouse reported something.
    case key(TerminalKey)
    /// The window changed size or the process continued after a stop: draw again, at `columns` and `rows`.
    case redraw
    /// The input ended or the terminal hung up.
    case endOfInput
    /// The time given to `nextEvent(timeout:)` passed with nothing else to report.
    case timeout
}

/// Terminal modes a session turns on with raw mode and off again on every way out.
public struct TerminalModes: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Makes a set of modes from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Mouse reports as `TerminalKey.mouse`: presses, releases, the wheel and drags (xterm modes 1000, 1002, 1006).
    public static let mouse = TerminalModes(rawValue: 1 << 0)
    /// The alternate screen, cleared on entry (xterm mode 1049): the widget draws full screen and the shell's screen comes back as it was.
    public static let alternateScreen = TerminalModes(rawValue: 1 << 1)
}

/// A terminal in raw mode with the cursor hidden, restored on every way out; one at a time per process.
public final class RawTerminalSession {
    /// The descriptor keys are read from.
    public let input: Int32
    /// The descriptor the widget draws on.
    public let output: Int32
    /// The width of the output terminal in columns, updated on every `.redraw`.
    public private(set) var columns: Int
    /// The height of the output terminal in lines, updated on every `.redraw`.
    public private(set) var rows: Int
    /// Whether the terminal has been given back (by `restore()` or a terminating signal).
    public private(set) var isRestored = false
    /// The modes turned on with raw mode.
    public let modes: TerminalModes

    private let savedSettings: termios
    private let rawSettings: termios
    private var decoder: KeyDecoder
    private var pendingKeys: [TerminalKey] = []
    private var inputEnded = false
    private let signalPipe: (read: Int32, write: Int32)
    private let previousWriteEnd: Int32
    private var savedActions: [Int32: sigaction] = [:]
    private var crashGuard: TerminalCrashGuard.Armed?
    private let escapeDelay: Int32

    /// The signals a session handles; SIGWINCH and SIGCONT are caught even when ignored on entry.
    static let caughtSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGWINCH, SIGCONT]
    /// The signals that end the session and then the process.
    static let terminatingSignals: Set<Int32> = [SIGTERM, SIGHUP, SIGQUIT]

    private static let hideCursor = "\u{1B}[?25l"
    private static let showCursor = "\u{1B}[?25h"
    private static let resetAttributes = "\u{1B}[0m"
    private static let alternateScreenOn = "\u{1B}[?1049h\u{1B}[H\u{1B}[2J"
    private static let alternateScreenOff = "\u{1B}[?1049l"
    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// What taking the terminal writes: the cursor hidden, then the alternate screen switched to and cleared, then mouse tracking on.
    static func takingText(for modes: TerminalModes) -> String {
        var text = hideCursor
        if modes.contains(.alternateScreen) { text += alternateScreenOn }
        if modes.contains(.mouse) { text += mouseOn }
        return text
    }

    /// What giving the terminal back writes: the modes off in reverse order, attributes reset, the cursor shown, and a newline unless on the alternate screen.
    static func givingBackText(for modes: TerminalModes) -> String {
        var text = ""
        if modes.contains(.mouse) { text += mouseOff }
        if modes.contains(.alternateScreen) { text += alternateScreenOff }
        text += resetAttributes + showCursor
        if !modes.contains(.alternateScreen) { text += "\n" }
        return text
    }

    /// Puts the terminal in raw mode, hides the cursor and turns on `modes`, after checking that it is a terminal at least `minimumColumns` wide.
    ///
    /// Every error is thrown before the terminal is changed. Anything the
    /// process buffered in its C standard streams is flushed first, so it
    /// appears above the widget (or on the shell's screen, behind the
    /// alternate one).
    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, minimumColumns: Int = 1, modes: TerminalModes = []
    ) throws(WidgetError) {
        guard isatty(input) == 1, isatty(output) == 1 else { throw .notATerminal }
        let width = RawTerminalSession.columns(of: output)
        guard width >= minimumColumns else { throw .terminalTooNarrow(columns: width, needed: minimumColumns) }

        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else {
            throw .terminalSetupFailed(WidgetError.describe(errorNumber: errno))
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .terminalSetupFailed(WidgetError.describe(errorNumber: errno)) }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }

        self.input = input
        self.output = output
        self.columns = width
        self.rows = RawTerminalSession.rows(of: output)
        self.modes = modes
        self.savedSettings = settings
        self.rawSettings = RawTerminalSession.rawMode(from: settings)
        self.decoder = KeyDecoder(
            controlCharacters: RawTerminalSession.controlCharacters(of: settings),
            readsMouseReports: modes.contains(.mouse))
        self.signalPipe = (ends[0], ends[1])
        self.previousWriteEnd = SessionSignals.writeEnd
        self.escapeDelay = RawTerminalSession.escapeDelay(from: Environment.value("ESCDELAY"))

        fflush(nil)
        SessionSignals.writeEnd = ends[1]
        savedActions = RawTerminalSession.catchSignals()
        crashGuard = TerminalCrashGuard.arm(input: input, settings: settings, output: output,
                                            text: RawTerminalSession.givingBackText(for: modes))
        var raw = rawSettings
        guard tcsetattr(input, TCSANOW, &raw) == 0 else {
            let reason = WidgetError.describe(errorNumber: errno)
            crashGuard.map(TerminalCrashGuard.disarm)
            RawTerminalSession.restoreActions(savedActions)
            SessionSignals.writeEnd = previousWriteEnd
            close(ends[0])
            close(ends[1])
            isRestored = true
            throw .terminalSetupFailed(reason)
        }
        write(RawTerminalSession.takingText(for: modes))
    }

    deinit { restore() }

    // MARK: Drawing

    /// Writes `text` to the terminal as it is, unbuffered; write errors (a hung-up terminal) are ignored.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = DescriptorWriter.writeAll(output, bytes, waitLimit: 100) }
    }

    /// Replaces the current line with `line`: carriage return, the text, then clear to the end of the line.
    public func drawLine(_ line: String) {
        write("\r" + line + "\u{1B}[K")
    }

    /// The escape sequence that puts the cursor at 0-based `row` and `column`, as a `MouseEvent` counts them; a negative one counts as 0.
    ///
    /// For widgets that draw full screen (`.alternateScreen`). It is CUP,
    /// `ESC [ row ; column H` with both counted from 1 (xterm's ctlseqs); a
    /// terminal keeps a cursor sent past the edge at the edge.
    public static func moveCursor(row: Int, column: Int) -> String {
        "\u{1B}[\(max(row, 0) + 1);\(max(column, 0) + 1)H"
    }

    // MARK: Reading

    /// Waits for the next key press, a reason to redraw, or the end of input.
    ///
    /// SIGTERM, SIGHUP and SIGQUIT do not return: they restore the terminal
    /// and end the process with the signal. Reading after the end of input
    /// returns `.endOfInput` again. Never returns `.timeout`.
    public func nextEvent() throws(WidgetError) -> TerminalEvent {
        try nextEvent(timeout: nil)
    }

    /// Waits at most `timeout` seconds for the next key press, a reason to redraw, or the end of input; `.timeout` when none came.
    ///
    /// `nil` waits as long as it takes, like `nextEvent()`. With a timeout of
    /// 0 or less, keys already typed are still returned before `.timeout`.
    /// A lone ESC still waiting for its pause when the time is up stays
    /// pending and is returned by a later call.
    public func nextEvent(timeout: Double?) throws(WidgetError) -> TerminalEvent {
        let deadline = timeout.map { RawTerminalSession.monotonicSeconds() + max($0, 0) }
        while true {
            if !pendingKeys.isEmpty {
                let key = pendingKeys.removeFirst()
                if key == .suspend {
                    if suspend() { return .redraw }
                    continue
                }
                return .key(key)
            }
            if inputEnded || isRestored { return .endOfInput }

            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            var waitMilliseconds = decoder.isWaitingForMore ? escapeDelay : -1
            var deadlineComesFirst = false
            if let deadline {
                let remaining = RawTerminalSession.milliseconds(until: deadline)
                if waitMilliseconds < 0 || remaining < waitMilliseconds {
                    waitMilliseconds = remaining
                    deadlineComesFirst = true
                }
            }
            let ready = poll(&descriptors, 2, waitMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .readFailed(WidgetError.describe(errorNumber: errno))
            }
            if ready == 0 {
                if deadlineComesFirst { return .timeout }
                pendingKeys += decoder.timeOut()
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0,
                let event = respond(to: RawTerminalSession.drain(signalPipe.read))
            {
                return event
            }
            let inputEvents = descriptors[0].revents
            if inputEvents & Int16(POLLNVAL) != 0 {
                throw .readFailed(WidgetError.describe(errorNumber: EBADF))
            }
            if inputEvents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                try readKeys()
            }
        }
    }

    /// Reads what the keyboard has ready and decodes it; sets `inputEnded` at the end of input or a hang-up.
    private func readKeys() throws(WidgetError) {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(input, &buffer, buffer.count)
        if count > 0 {
            pendingKeys += decoder.decode(buffer[0..<count])
        } else if count == 0 || errno == EIO {
            inputEnded = true
        } else if errno != EINTR, errno != EAGAIN {
            throw .readFailed(WidgetError.describe(errorNumber: errno))
        }
    }

    /// Acts on the signals reported through the pipe; returns the event the widget must see, if any.
    private func respond(to signals: [Int32]) -> TerminalEvent? {
        if let terminating = signals.first(where: { RawTerminalSession.terminatingSignals.contains($0) }) {
            terminate(with: terminating)
        }
        if signals.contains(SIGINT) { return .key(.interrupt) }
        if signals.contains(SIGTSTP), suspend() { return .redraw }
        if signals.contains(SIGCONT) {
            takeTerminal()
            return .redraw
        }
        if signals.contains(SIGWINCH) {
            columns = RawTerminalSession.columns(of: output)
            rows = RawTerminalSession.rows(of: output)
            return .redraw
        }
        return nil
    }

    // MARK: Giving the terminal back

    /// Gives the terminal back as it was: modes off, attributes reset, cursor shown, a newline (none after the alternate screen), the saved settings, the earlier signal actions.
    ///
    /// Safe to call more than once; only the first call does anything.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true

        var blocked = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&blocked)
        for signalNumber in RawTerminalSession.caughtSignals { sigaddset(&blocked, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)

        let late = RawTerminalSession.drain(signalPipe.read)
        write(RawTerminalSession.givingBackText(for: modes))
        var settings = savedSettings
        // Mouse reports still unread (a quit in the middle of a drag) would reach the shell as junk: drop them.
        _ = tcsetattr(input, modes.contains(.mouse) ? TCSAFLUSH : TCSANOW, &settings)
        crashGuard.map(TerminalCrashGuard.disarm)
        RawTerminalSession.restoreActions(savedActions)
        SessionSignals.writeEnd = previousWriteEnd
        close(signalPipe.read)
        close(signalPipe.write)

        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        // A signal that arrived while the session ended still gets its due, under the earlier action.
        for signalNumber in late where signalNumber != SIGWINCH && signalNumber != SIGCONT {
            if savedActions[signalNumber] != nil { RawTerminalSession.raiseHere(signalNumber) }
        }
    }

    /// Restores the terminal and ends the process as `signalNumber` would have.
    private func terminate(with signalNumber: Int32) -> Never {
        restore()
        RawTerminalSession.raiseHere(signalNumber)  // the earlier action: by default, the process ends here
        exit(128 + signalNumber)
    }

    /// Raises `signalNumber` on this thread with it unblocked, so its action runs before this returns.
    ///
    /// Threads other than the main one may block signals (libdispatch's
    /// workers block most), which would leave a raised signal pending.
    private static func raiseHere(_ signalNumber: Int32) {
        var only = sigset_t()
        var previousMask = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &only, &previousMask)
        raise(signalNumber)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }

    /// Gives the terminal back, stops the process, and takes the terminal again on continuing; false if stopping is turned off.
    private func suspend() -> Bool {
        guard savedActions[SIGTSTP] != nil else { return false }  // SIGTSTP was ignored on entry: no stopping
        write(RawTerminalSession.givingBackText(for: modes))
        var settings = savedSettings
        _ = tcsetattr(input, TCSANOW, &settings)

        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&defaultAction.sa_mask)
        sigaction(SIGTSTP, &defaultAction, nil)
        RawTerminalSession.raiseHere(SIGTSTP)  // stops here until SIGCONT
        RawTerminalSession.catchSignal(SIGTSTP)

        takeTerminal()
        return true
    }

    /// Puts the terminal back in raw mode with the cursor hidden and the modes on, and re-reads the window size, after a stop.
    private func takeTerminal() {
        var raw = rawSettings
        _ = tcsetattr(input, TCSANOW, &raw)
        write(RawTerminalSession.takingText(for: modes))
        columns = RawTerminalSession.columns(of: output)
        rows = RawTerminalSession.rows(of: output)
    }

    // MARK: Time

    /// Seconds on the monotonic clock, from an arbitrary start; for deadlines and intervals only.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// The whole milliseconds from now until `deadline` on the monotonic clock, rounded up; 0 when it has passed.
    private static func milliseconds(until deadline: Double) -> Int32 {
        let remaining = ((deadline - monotonicSeconds()) * 1000).rounded(.up)
        return Int32(min(max(remaining, 0), Double(Int32.max)))
    }

    // MARK: Terminal settings

    /// The height in lines of the terminal on `descriptor`: its window size, else `$LINES`, else 24.
    public static func rows(of descriptor: Int32) -> Int {
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        if let text = Environment.value("LINES"), let value = Int(text), value > 0 {
            return value
        }
        return 24
    }

    /// The width in columns of the terminal on `descriptor`: its window size, else `$COLUMNS`, else 80.
    public static func columns(of descriptor: Int32) -> Int {
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let text = Environment.value("COLUMNS"), let value = Int(text), value > 0 {
            return value
        }
        return 80
    }

    /// `settings` in raw mode: no echo, no line editing, no signal keys, no flow control, CR not turned into LF; one byte satisfies a read.
    static func rawMode(from settings: termios) -> termios {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// The interrupt, end-of-file and suspend bytes of `settings`; a disabled one (0) is `nil`.
    static func controlCharacters(of settings: termios) -> KeyDecoder.ControlCharacters {
        withUnsafeBytes(of: settings.c_cc) { characters in
            func character(_ index: Int32) -> UInt8? {
                let byte = characters[Int(index)]
                return byte == 0 ? nil : byte
            }
            return KeyDecoder.ControlCharacters(
                interrupt: character(VINTR), endOfInput: character(VEOF), suspend: character(VSUSP))
        }
    }

    /// The pause in milliseconds that makes a lone ESC the Escape key: `$ESCDELAY` if it is a number up to 10000, else 100.
    static func escapeDelay(from text: String?) -> Int32 {
        if let text, let value = Int32(text), (0...10_000).contains(value) { return value }
        return 100
    }

    // MARK: Signals

    /// Installs the session's handler for each caught signal not ignored on entry; returns the actions it replaced.
    private static func catchSignals() -> [Int32: sigaction] {
        SignalCatcher.install(sessionSignalArrived, for: caughtSignals, alwaysCaught: [SIGWINCH, SIGCONT])
    }

    /// Installs the session's handler for one signal.
    private static func catchSignal(_ signalNumber: Int32) {
        SignalCatcher.install(sessionSignalArrived, for: signalNumber)
    }

    /// Puts back the actions `catchSignals` replaced.
    private static func restoreActions(_ saved: [Int32: sigaction]) {
        SignalCatcher.restore(saved)
    }

    /// Reads every signal number waiting in the pipe, in arrival order.
    private static func drain(_ pipe: Int32) -> [Int32] {
        SignalCatcher.drain(pipe)
    }
}
