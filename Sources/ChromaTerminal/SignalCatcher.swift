import Glibc
import ChromaKit

/// Catching signals for the interactive parts (the REPL prompt, raw-mode widgets) by the self-pipe rule.
///
/// A handler may do almost nothing safely, so each one only writes the signal
/// number into a pipe; the caller polls that pipe beside the keyboard and acts
/// on the numbers in ordinary code. This type installs such a handler for a
/// set of signals, remembers the actions it replaced to put them back, and
/// reads the numbers waiting in the pipe.
enum SignalCatcher {
    /// Installs `handler` for each of `signals` — leaving alone those the process was
    /// started with ignored (nohup, a background job), except `alwaysCaught` — and
    /// returns the actions it replaced.
    static func install(
        _ handler: @convention(c) (Int32) -> Void, for signals: [Int32], alwaysCaught: Set<Int32>
    ) -> [Int32: sigaction] {
        var saved: [Int32: sigaction] = [:]
        for signalNumber in signals {
            var previous = sigaction()
            sigaction(signalNumber, nil, &previous)
            let current = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
            if current == unsafeBitCast(SIG_IGN, to: Int.self), !alwaysCaught.contains(signalNumber) {
                continue
            }
            saved[signalNumber] = previous
            install(handler, for: signalNumber)
        }
        return saved
    }

    /// Installs `handler` for one signal, restarting interrupted system calls.
    static func install(_ handler: @convention(c) (Int32) -> Void, for signalNumber: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(signalNumber, &action, nil)
    }

    /// Puts back the actions `install` replaced.
    static func restore(_ saved: [Int32: sigaction]) {
        for (signalNumber, action) in saved {
            var action = action
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Reads every signal number waiting in the pipe (non-blocking), in arrival order.
    static func drain(_ pipe: Int32) -> [Int32] {
        var numbers: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(pipe, &buffer, buffer.count)
            if count <= 0 { break }
            numbers += buffer[0..<count].map { Int32($0) }
        }
        return numbers
    }
}
