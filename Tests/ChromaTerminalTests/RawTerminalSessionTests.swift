// The raw-mode session on a pseudo-terminal opened inside the test process:
// what it checks before touching the terminal, the settings it switches to,
// that restore() and the deinit safety net put back exactly what was there,
// how keys, a resize, SIGINT and a hang-up reach the widget, and the modes:
// the bytes that turn them on and off, their coming back after a stop, and
// mouse reports as events. The suite runs serially, since a session installs
// process-wide signal handlers.

import Testing

#if canImport(Glibc)
import Glibc
#endif

@testable import ChromaTerminal

/// Both ends of a fresh pseudo-terminal; the test plays the terminal on `master`.
private final class TestTerminal {
    let master: Int32
    let slave: Int32

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        struct Failure: Error { let what: String }
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(what: "/dev/ptmx") }
        var locked: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431, &locked) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            close(master)
            throw Failure(what: "TIOCSPTLCK/TIOCGPTN")
        }
        slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            close(master)
            throw Failure(what: "/dev/pts/\(number)")
        }
        resize(columns: columns, rows: rows)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(slave)
        if master >= 0 { close(master) }
    }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The slave side's settings.
    var settings: termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// Types `text` as a user would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything the program side wrote so far, waiting briefly for it to arrive.
    func drainOutput() -> String {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 100) > 0 {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            collected += buffer[0..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }
}

/// Raises `signalNumber` on this thread with it unblocked: test threads block most signals.
private func raiseHere(_ signalNumber: Int32) {
    var only = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signalNumber)
    pthread_sigmask(SIG_UNBLOCK, &only, &previousMask)
    raise(signalNumber)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
}

/// Whether two settings are the same in every field a session changes.
private func sameSettings(_ a: termios, _ b: termios) -> Bool {
    let sameCharacters = withUnsafeBytes(of: a.c_cc) { x in withUnsafeBytes(of: b.c_cc) { y in x.elementsEqual(y) } }
    return a.c_lflag == b.c_lflag && a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag
        && sameCharacters
}

@Suite("RawTerminalSession on an in-process pty", .serialized)
struct RawTerminalSessionTests {
    @Test func descriptorsThatAreNotTerminalsAreRefused() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(throws: WidgetError.notATerminal) { try RawTerminalSession(input: ends[0], output: ends[1]) }
        let terminal = try TestTerminal()
        #expect(throws: WidgetError.notATerminal) { try RawTerminalSession(input: terminal.slave, output: ends[1]) }
    }

    @Test func aNarrowTerminalIsRefusedBeforeAnythingChanges() throws {
        let terminal = try TestTerminal(columns: 15)
        let before = terminal.settings
        #expect(throws: WidgetError.terminalTooNarrow(columns: 15, needed: 20)) {
            try RawTerminalSession(input: terminal.slave, output: terminal.slave, minimumColumns: 20)
        }
        #expect(sameSettings(terminal.settings, before))
        #expect(terminal.drainOutput() == "")
    }

    @Test func theSessionSwitchesToRawModeAndRestoresEverything() throws {
        let terminal = try TestTerminal()
        let before = terminal.settings
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        let raw = terminal.settings
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag == before.c_oflag, "output processing is kept")
        #expect(terminal.drainOutput() == "\u{1B}[?25l")
        #expect(session.columns == 80)
        #expect(session.rows == 24)

        session.restore()
        #expect(session.isRestored)
        #expect(sameSettings(terminal.settings, before))
        #expect(terminal.drainOutput() == "\u{1B}[0m\u{1B}[?25h\r\n")
        session.restore()
        #expect(terminal.drainOutput() == "", "a second restore does nothing")
    }

    @Test func deinitRestoresAForgottenSession() throws {
        let terminal = try TestTerminal()
        let before = terminal.settings
        do {
            let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
            session.drawLine("left behind")
            #expect(terminal.settings.c_lflag & tcflag_t(ICANON) == 0)
        }
        #expect(sameSettings(terminal.settings, before))
        #expect(terminal.drainOutput().hasSuffix("\u{1B}[?25h\r\n"))
    }

    @Test func keysArriveAsEvents() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        terminal.type("\u{1B}[C\u{1B}[6~l\r")
        #expect(try session.nextEvent() == .key(.right))
        #expect(try session.nextEvent() == .key(.pageDown))
        #expect(try session.nextEvent() == .key(.character("l")))
        #expect(try session.nextEvent() == .key(.enter))
        terminal.type("\u{1B}")
        #expect(try session.nextEvent() == .key(.escape), "a lone ESC after the pause")
        terminal.type("\u{03}\u{04}")
        #expect(try session.nextEvent() == .key(.interrupt))
        #expect(try session.nextEvent() == .key(.endOfInput))
    }

    @Test func aWaitWithATimeoutEndsInATimeoutWhenNothingHappens() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        #expect(try session.nextEvent(timeout: 0.02) == .timeout)
        #expect(try session.nextEvent(timeout: 0) == .timeout)
        #expect(try session.nextEvent(timeout: -1) == .timeout, "a time already past")
    }

    @Test func keysAndRedrawsStillArriveWhileWaitingWithATimeout() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        terminal.type("\u{1B}[Dq")
        #expect(try session.nextEvent(timeout: 5) == .key(.left))
        #expect(try session.nextEvent(timeout: 0) == .key(.character("q")), "a decoded key comes before the timeout")
        terminal.resize(columns: 50, rows: 12)
        raiseHere(SIGWINCH)
        #expect(try session.nextEvent(timeout: 5) == .redraw)
        #expect(session.columns == 50)
    }

    @Test func aLoneEscapeOutlivesATimeoutShorterThanItsPause() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        terminal.type("\u{1B}")
        #expect(try session.nextEvent(timeout: 0.001) == .timeout)
        #expect(try session.nextEvent(timeout: 5) == .key(.escape))
    }

    @Test func aResizeAsksForARedrawAtTheNewWidth() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        terminal.resize(columns: 44, rows: 12)
        raiseHere(SIGWINCH)  // the test process is not the terminal's foreground group, so send it by hand
        #expect(try session.nextEvent() == .redraw)
        #expect(session.columns == 44)
        #expect(session.rows == 12)
    }

    /// Whether the test process ignores `signalNumber` (then a session leaves it alone).
    static func isIgnored(_ signalNumber: Int32) -> Bool {
        var action = sigaction()
        sigaction(signalNumber, nil, &action)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    @Test(.enabled(if: !isIgnored(SIGINT)))
    func sigintIsAnInterruptKey() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        raiseHere(SIGINT)
        #expect(try session.nextEvent() == .key(.interrupt))
    }

    @Test func theSignalActionsAreGivenBack() throws {
        let terminal = try TestTerminal()
        var before = sigaction()
        sigaction(SIGTERM, nil, &before)
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        var during = sigaction()
        sigaction(SIGTERM, nil, &during)
        session.restore()
        var after = sigaction()
        sigaction(SIGTERM, nil, &after)
        let handler = { (action: sigaction) in unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) }
        #expect(handler(during) != handler(before))
        #expect(handler(after) == handler(before))
    }

    @Test func aHangUpEndsTheInput() throws {
        var terminal: TestTerminal? = try TestTerminal()
        let slave = dup(terminal!.slave)
        defer { close(slave) }
        let session = try RawTerminalSession(input: slave, output: slave)
        defer { session.restore() }
        terminal = nil  // closes the master: the slave side hangs up
        #expect(try session.nextEvent() == .endOfInput)
        #expect(try session.nextEvent() == .endOfInput, "and stays ended")
    }

    // MARK: Modes

    /// Each set of modes with what turns it on and what gives the terminal back (as KeyBytes, so test names show no raw escapes).
    static let modeSets: [(modes: TerminalModes, taking: KeyBytes, givingBack: KeyBytes)] = [
        ([], "\u{1B}[?25l", "\u{1B}[0m\u{1B}[?25h\n"),
        (
            .mouse, "\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h",
            "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\n"
        ),
        (.alternateScreen, "\u{1B}[?25l\u{1B}[?1049h\u{1B}[H\u{1B}[2J", "\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h"),
        (
            [.mouse, .alternateScreen],
            "\u{1B}[?25l\u{1B}[?1049h\u{1B}[H\u{1B}[2J\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h",
            "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h"
        ),
    ]

    /// `text` as the pty's master side reads it: output processing turns each "\n" into "\r\n".
    private static func asRead(_ text: String) -> String {
        String(text.flatMap { $0 == "\n" ? Array("\r\n") : [$0] })
    }

    @Test(arguments: modeSets)
    func theModesAreTurnedOnAtTheStartAndOffInReverseOrderAtTheEnd(
        modes: TerminalModes, taking: KeyBytes, givingBack: KeyBytes
    ) throws {
        #expect(RawTerminalSession.takingText(for: modes) == taking.text)
        #expect(RawTerminalSession.givingBackText(for: modes) == givingBack.text, "what a stop writes too")

        let terminal = try TestTerminal()
        let before = terminal.settings
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave, modes: modes)
        #expect(session.modes == modes)
        #expect(terminal.drainOutput() == taking.text)
        session.restore()
        #expect(terminal.drainOutput() == Self.asRead(givingBack.text))
        #expect(sameSettings(terminal.settings, before))
    }

    @Test func withoutModesASessionWritesWhatItAlwaysWrote() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        #expect(session.modes == [])
        #expect(terminal.drainOutput() == "\u{1B}[?25l")
        session.restore()
        #expect(terminal.drainOutput() == "\u{1B}[0m\u{1B}[?25h\r\n")
    }

    @Test func deinitTurnsTheModesOff() throws {
        let terminal = try TestTerminal()
        do {
            let session = try RawTerminalSession(
                input: terminal.slave, output: terminal.slave, modes: [.mouse, .alternateScreen])
            session.write("drawn")
        }
        #expect(
            terminal.drainOutput().hasSuffix(
                "drawn\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h"))
    }

    @Test func continuingAfterAStopTurnsTheModesOnAgainAndAsksForARedraw() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(
            input: terminal.slave, output: terminal.slave, modes: [.mouse, .alternateScreen])
        defer { session.restore() }
        _ = terminal.drainOutput()
        raiseHere(SIGCONT)  // as after a `kill -STOP` from elsewhere
        #expect(try session.nextEvent() == .redraw)
        #expect(terminal.drainOutput() == RawTerminalSession.takingText(for: [.mouse, .alternateScreen]))
        terminal.type("\u{1B}[<0;3;2M")
        #expect(try session.nextEvent() == .key(.mouse(MouseEvent(kind: .press, button: .left, column: 2, row: 1))))
    }

    @Test func mouseReportsArriveAsEvents() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave, modes: .mouse)
        defer { session.restore() }
        terminal.type("\u{1B}[<0;10;5M\u{1B}[<32;11;5M\u{1B}[<0;12;6ml\u{1B}[<65;1;1M\u{1B}[<18;80;24M")
        #expect(try session.nextEvent() == .key(.mouse(MouseEvent(kind: .press, button: .left, column: 9, row: 4))))
        #expect(try session.nextEvent() == .key(.mouse(MouseEvent(kind: .drag, button: .left, column: 10, row: 4))))
        #expect(
            try session.nextEvent() == .key(.mouse(MouseEvent(kind: .release, button: .left, column: 11, row: 5))))
        #expect(try session.nextEvent() == .key(.character("l")))
        #expect(
            try session.nextEvent() == .key(.mouse(MouseEvent(kind: .scrollDown, button: .none, column: 0, row: 0))))
        #expect(
            try session.nextEvent()
                == .key(.mouse(MouseEvent(kind: .press, button: .right, column: 79, row: 23, control: true))))
        terminal.type("\u{1B}[M !!\u{1B}[M#!!")  // the legacy encoding, from a terminal without SGR reports
        #expect(try session.nextEvent() == .key(.mouse(MouseEvent(kind: .press, button: .left, column: 0, row: 0))))
        #expect(try session.nextEvent() == .key(.mouse(MouseEvent(kind: .release, button: .none, column: 0, row: 0))))
        terminal.type("\u{1B}[M !")
        #expect(try session.nextEvent(timeout: 0.5) == .timeout, "a report cut short is dropped after the pause")
        terminal.type("\u{03}")
        #expect(try session.nextEvent() == .key(.interrupt))
    }

    @Test func withoutTheMouseModeReportsAreDropped() throws {
        let terminal = try TestTerminal()
        let session = try RawTerminalSession(input: terminal.slave, output: terminal.slave)
        defer { session.restore() }
        terminal.type("\u{1B}[<0;10;5Ml")
        #expect(try session.nextEvent() == .key(.character("l")))
    }

    @Test func moveCursorCountsFromZeroAsMouseEventsDo() {
        #expect(RawTerminalSession.moveCursor(row: 0, column: 0) == "\u{1B}[1;1H")
        #expect(RawTerminalSession.moveCursor(row: 4, column: 9) == "\u{1B}[5;10H")
        #expect(RawTerminalSession.moveCursor(row: 23, column: 79) == "\u{1B}[24;80H")
        #expect(RawTerminalSession.moveCursor(row: -1, column: -7) == "\u{1B}[1;1H", "never off the top or the left")
        var decoder = KeyDecoder(readsMouseReports: true)
        guard case .mouse(let event) = decoder.decode(Array("\u{1B}[<0;10;5M".utf8)).first else {
            Issue.record("no mouse event")
            return
        }
        #expect(
            RawTerminalSession.moveCursor(row: event.row, column: event.column) == "\u{1B}[5;10H", "the cell clicked")
    }

    @Test func escapeDelayFollowsESCDELAY() {
        #expect(RawTerminalSession.escapeDelay(from: nil) == 100)
        #expect(RawTerminalSession.escapeDelay(from: "25") == 25)
        #expect(RawTerminalSession.escapeDelay(from: "0") == 0)
        #expect(RawTerminalSession.escapeDelay(from: "soon") == 100)
        #expect(RawTerminalSession.escapeDelay(from: "-5") == 100)
        #expect(RawTerminalSession.escapeDelay(from: "99999") == 100)
    }
}
