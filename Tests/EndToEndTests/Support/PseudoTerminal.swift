// A pseudo-terminal for driving interactive tools in tests. It starts an
// executable as the leader of a new session whose controlling terminal is the
// slave side of a fresh pty, so Ctrl-C typed into the master really becomes
// SIGINT, and readline sees a real terminal of a chosen size. The test types
// text and keys, waits until the screen shows some text, and checks the exit
// status. Every wait has a timeout and the child is killed on close, so a
// misbehaving tool fails a test instead of hanging it.

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An executable running on its own pseudo-terminal, driven by typing into it.
final class PseudoTerminal {
    /// A key that is not plain text.
    enum Key {
        case controlC, controlD, controlZ, tab, enter, escape, backspace
        case up, down, right, left

        /// The bytes a terminal sends for the key (arrows in normal cursor mode).
        var bytes: [UInt8] {
            switch self {
            case .controlC: [0x03]
            case .controlD: [0x04]
            case .controlZ: [0x1A]
            case .tab: [0x09]
            case .enter: [0x0D]
            case .escape: [0x1B]
            case .backspace: [0x7F]
            case .up: Array("\u{1B}[A".utf8)
            case .down: Array("\u{1B}[B".utf8)
            case .right: Array("\u{1B}[C".utf8)
            case .left: Array("\u{1B}[D".utf8)
            }
        }
    }

    /// Why the terminal or the child could not be set up.
    struct SetupError: Error, CustomStringConvertible {
        var description: String
    }

    /// The default seconds any wait gives up after.
    static let defaultTimeout = 5.0

    /// The child's process id.
    let processID: pid_t
    /// The scratch folder used as `HOME`, with `XDG_STATE_HOME` at `HOME/state` unless overridden.
    let home: String
    /// Every byte the child wrote to the terminal so far.
    private(set) var output: [UInt8] = []
    /// The terminal's device, `/dev/pts/N`.
    let deviceName: String

    private var master: Int32
    private var exitStatus: Int32?

    /// Makes a fresh, empty scratch folder under the system's temporary folder.
    static func makeScratchFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/chromatools-pty-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw SetupError(description: "mkdtemp: \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// The environment a child starts with: a UTF-8 xterm, readline's own defaults, and state kept under `home`.
    static func baseEnvironment(home: String) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "INPUTRC": "/dev/null",
            "HOME": home,
            "XDG_STATE_HOME": home + "/state",
            "XDG_DATA_HOME": home + "/data",
        ]
    }

    /// Starts `executable` on a new pty of the given size.
    ///
    /// - Parameters:
    ///   - home: the scratch folder for `HOME`; `nil` makes a new one. Pass the
    ///     `home` of an earlier session to share its history.
    ///   - environment: entries added to (or replacing) `baseEnvironment(home:)`.
    ///   - flowControl: whether the terminal stops output at Ctrl-S (XON/XOFF, on by default); off, Ctrl-S reaches the child.
    init(
        executable: String, arguments: [String] = [], home: String? = nil,
        environment: [String: String] = [:], columns: UInt16 = 80, rows: UInt16 = 24, flowControl: Bool = true
    ) throws {
        self.home = try home ?? PseudoTerminal.makeScratchFolder()
        var fullEnvironment = PseudoTerminal.baseEnvironment(home: self.home)
        for (name, value) in environment { fullEnvironment[name] = value }

        // posix_openpt, unlockpt and ptsname are hidden from Swift without _XOPEN_SOURCE;
        // on Linux they amount to opening /dev/ptmx and two ioctls.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw SetupError(description: "/dev/ptmx: \(String(cString: strerror(errno)))") }
        let unlockSlave: UInt = 0x4004_5431  // TIOCSPTLCK = _IOW('T', 0x31, int)
        let getSlaveNumber: UInt = 0x8004_5430  // TIOCGPTN = _IOR('T', 0x30, unsigned int)
        var locked: Int32 = 0
        var slaveNumber: UInt32 = 0
        guard ioctl(master, unlockSlave, &locked) == 0, ioctl(master, getSlaveNumber, &slaveNumber) == 0 else {
            let problem = String(cString: strerror(errno))
            Glibc.close(master)
            throw SetupError(description: "cannot prepare the pty: \(problem)")
        }
        let slavePath = "/dev/pts/\(slaveNumber)"
        deviceName = slavePath
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        if !flowControl {
            var attributes = termios()
            if tcgetattr(master, &attributes) == 0 {
                attributes.c_iflag &= ~tcflag_t(IXON)
                _ = tcsetattr(master, TCSANOW, &attributes)
            }
        }
        initialSettings = PseudoTerminal.settings(of: master)

        do {
            processID = try PseudoTerminal.spawn(
                executable, arguments: arguments, environment: fullEnvironment,
                terminalPath: slavePath)
        } catch {
            Glibc.close(master)
            throw error
        }
    }

    deinit { close() }

    /// Starts the child as a session leader whose stdin, stdout and stderr are the terminal at `terminalPath`.
    private static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], terminalPath: String
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session, default signal dispositions and an empty signal mask, whatever the test runner has.
        let startNewSession: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc ≥ 2.26), hidden without _GNU_SOURCE
        posix_spawnattr_setflags(
            &attributes, Int16(startNewSession | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A session leader without a controlling terminal acquires the first terminal it opens.
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        closeOtherDescriptors(&actions)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw SetupError(description: "posix_spawn \(executable): \(String(cString: strerror(status)))")
        }
        return pid
    }

    /// Asks the child to close descriptors above 2, so pipes of tests running alongside do not leak into it.
    ///
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc ≥ 2.34) is hidden
    /// without _GNU_SOURCE, so it is looked up at run time; without it, nothing is added.
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW),
            let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np")
        else { return }
        let addCloseFrom = unsafeBitCast(symbol, to: AddCloseFrom.self)
        _ = addCloseFrom(&actions, 3)
    }

    // MARK: Typing

    /// Types `text` as it is.
    func send(_ text: String) {
        write(Array(text.utf8))
    }

    /// Types `bytes` as they are, in one write.
    func send(bytes: [UInt8]) {
        write(bytes)
    }

    /// Presses a control key or an arrow.
    func send(key: Key) {
        write(key.bytes)
    }

    /// Changes the window size; the kernel sends SIGWINCH to the terminal's foreground process group.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends a signal to the child, as `kill` would.
    func sendSignal(_ signalNumber: Int32) {
        kill(processID, signalNumber)
    }

    /// Writes all of `bytes` to the terminal, waiting at most the default timeout for room.
    private func write(_ bytes: [UInt8]) {
        guard master >= 0 else { return }
        var offset = 0
        let deadline = Date().addingTimeInterval(PseudoTerminal.defaultTimeout)
        while offset < bytes.count, Date() < deadline {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if errno == EAGAIN || errno == EINTR {
                readAvailable(waitingAtMost: 0.01)  // the child may be blocked writing to us
            } else {
                return
            }
        }
    }

    /// Waits until the child has read every byte typed so far, or has ended; false after `timeout` seconds.
    ///
    /// A signal key (Ctrl-C) makes the terminal discard what is still unread,
    /// so a test that types keys and then Ctrl-C waits for this in between.
    /// The count of unread bytes leaves out those the kernel has not yet
    /// passed on to the terminal, so it must stay 0 for three checks 10 ms
    /// apart.
    @discardableResult
    func waitUntilInputIsRead(timeout: Double = PseudoTerminal.defaultTimeout) -> Bool {
        let slave = open(deviceName, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard slave >= 0 else { return false }
        defer { Glibc.close(slave) }
        let deadline = Date().addingTimeInterval(timeout)
        var emptyChecks = 0
        while emptyChecks < 3 {
            var unread: Int32 = 0
            if ioctl(slave, UInt(FIONREAD), &unread) != 0 || hasExited { return true }
            emptyChecks = unread == 0 ? emptyChecks + 1 : 0
            if Date() >= deadline { return false }
            readAvailable(waitingAtMost: 0)
            usleep(10_000)
        }
        return true
    }

    /// Whether the child has ended (its status is then collected).
    var hasExited: Bool {
        reap(blocking: false)
        return exitStatus != nil
    }

    // MARK: Reading

    /// The text on screen so far: the output with escape sequences and carriage returns removed.
    var screen: String { PseudoTerminal.screenText(output) }

    /// Waits until the screen text from byte `since` of the output on contains `text`; false after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = PseudoTerminal.defaultTimeout, since: Int = 0) -> Bool {
        waitUntil(timeout: timeout, since: since) { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen text from byte `since` of the output on; false after `timeout` seconds.
    @discardableResult
    func waitUntil(
        timeout: Double = PseudoTerminal.defaultTimeout, since: Int = 0, _ condition: (String) -> Bool
    ) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition(PseudoTerminal.screenText(Array(output[min(since, output.count)...]))) { return true }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            readAvailable(waitingAtMost: min(remaining, 0.1))
        }
    }

    /// Waits up to `timeout` seconds for the child to end and returns its status: the exit code, or 128 + the signal that killed it.
    func waitForExit(timeout: Double = PseudoTerminal.defaultTimeout) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil {
            reap(blocking: false)
            if exitStatus != nil { break }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return nil }
            readAvailable(waitingAtMost: min(remaining, 0.02))
        }
        readAvailable(waitingAtMost: 0)
        return exitStatus
    }

    /// The terminal's settings before the child started, as `stty -a` would print them.
    private(set) var initialSettings: TerminalSettings?

    /// The terminal's settings now: what `stty -a` prints, as comparable values.
    var currentSettings: TerminalSettings? { PseudoTerminal.settings(of: master) }

    /// The flags and control characters of a terminal, the parts of `termios` that `stty -a` shows.
    struct TerminalSettings: Equatable, CustomStringConvertible {
        var input, output, control, local: UInt32
        var characters: [UInt8]

        var description: String {
            "iflag \(String(input, radix: 8)) oflag \(String(output, radix: 8)) cflag \(String(control, radix: 8)) "
                + "lflag \(String(local, radix: 8)) cc \(characters)"
        }
    }

    private static func settings(of descriptor: Int32) -> TerminalSettings? {
        var attributes = termios()
        guard descriptor >= 0, tcgetattr(descriptor, &attributes) == 0 else { return nil }
        let characters = withUnsafeBytes(of: attributes.c_cc) { Array($0) }
        return TerminalSettings(
            input: attributes.c_iflag, output: attributes.c_oflag, control: attributes.c_cflag, local: attributes.c_lflag,
            characters: characters)
    }

    /// Whether the terminal is in its normal line mode (canonical input with echo), as a tool should leave it.
    var isInLineMode: Bool {
        var attributes = termios()
        guard master >= 0, tcgetattr(master, &attributes) == 0 else { return false }
        return attributes.c_lflag & tcflag_t(ICANON) != 0 && attributes.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Kills the child if it still runs, collects it, and closes the terminal. Safe to call twice.
    func close() {
        if exitStatus == nil {
            kill(processID, SIGKILL)
            reap(blocking: true)
        }
        if master >= 0 {
            Glibc.close(master)
            master = -1
        }
    }

    /// Appends whatever the child wrote, waiting up to `seconds` for something to arrive.
    private func readAvailable(waitingAtMost seconds: Double) {
        guard master >= 0 else { return }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(seconds, 0) * 1000))
        guard ready > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var readSomething = false
        while true {
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                output += buffer[0..<count]
                readSomething = true
            } else {
                break  // EAGAIN: nothing more now; EIO: no process has the terminal open (yet or any more)
            }
        }
        if !readSomething, seconds > 0 {
            // Hung up with nothing to read: poll would return at once, so pace the loop.
            usleep(UInt32(min(seconds, 0.01) * 1_000_000))
        }
    }

    /// Collects the child's status if it has ended (or, when `blocking`, once it ends).
    private func reap(blocking: Bool) {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        let result = waitpid(processID, &status, blocking ? 0 : WNOHANG)
        guard result == processID else { return }
        let terminatingSignal = status & 0x7F
        exitStatus = terminatingSignal == 0 ? (status >> 8) & 0xFF : 128 + terminatingSignal
    }

    // MARK: Screen text

    /// The text of terminal output with ANSI escape sequences, carriage returns and bells removed.
    ///
    /// A backspace removes the character before it on the same line, which is
    /// close enough to how readline redraws a line for text searches.
    static func screenText(_ bytes: [UInt8]) -> String {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var text = String.UnicodeScalarView()
        var index = 0
        func isBetween(_ scalar: Unicode.Scalar, _ low: UInt32, _ high: UInt32) -> Bool {
            scalar.value >= low && scalar.value <= high
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x1B:
                guard index < scalars.count else { break }
                let kind = scalars[index]
                index += 1
                switch kind {
                case "[":  // CSI: parameters, intermediates, one final byte
                    while index < scalars.count, isBetween(scalars[index], 0x20, 0x3F) { index += 1 }
                    if index < scalars.count { index += 1 }
                case "]", "P", "X", "^", "_":  // strings ended by BEL or ESC \
                    while index < scalars.count {
                        if scalars[index] == "\u{07}" { index += 1; break }
                        if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" {
                            index += 2
                            break
                        }
                        index += 1
                    }
                default:  // ESC, intermediates, one final byte (ESC =, ESC ( B)
                    if isBetween(kind, 0x20, 0x2F) {
                        while index < scalars.count, isBetween(scalars[index], 0x20, 0x2F) { index += 1 }
                        if index < scalars.count { index += 1 }
                    }
                }
            case 0x08:
                if let last = text.last, last != "\n" { text.removeLast() }
            case 0x0A, 0x09:
                text.append(scalar)
            case 0x00..<0x20, 0x7F:
                break
            default:
                text.append(scalar)
            }
        }
        return String(text)
    }
}
