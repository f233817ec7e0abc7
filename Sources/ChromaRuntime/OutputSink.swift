import Glibc
import ChromaKit
import Synchronization

/// Standard output for records: block-buffered into a pipe, flushed per record on a terminal.
///
/// Buffering (chromatools(7), BUFFERING): records collect in a buffer that is written when it
/// passes 64 KiB, except that a terminal or `--unbuffered` gets every record
/// as soon as it is complete. A reader that went away (`EPIPE`, as with
/// `| head -1`) is not an error to report: the tool just stops, quietly.
public final class OutputSink {
    /// Why output could not continue.
    public enum Failure: Error {
        /// The reader closed the pipe: stop quietly.
        case closed
        /// Another write error, with its errno.
        case io(Int32)
    }

    /// The file descriptor written to.
    public let descriptor: Int32
    /// Whether every record is written as soon as it is complete.
    public let flushesEachRecord: Bool
    /// How many bytes to collect before writing in block mode.
    public let blockSize = 1 << 16

    /// Makes a sink for `descriptor`; unbuffered when asked or when it is a terminal.
    public init(descriptor: Int32 = 1, unbuffered: Bool = false) {
        self.descriptor = descriptor
        self.flushesEachRecord = unbuffered || isatty(descriptor) == 1
        // A closed pipe must surface as EPIPE from write, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        WholeWrites.install()
    }

    /// Takes the records a writer has collected, writing them out when the buffer policy says so.
    public func drain(_ writer: inout RecordWriter) throws(Failure) {
        if flushesEachRecord || writer.output.count >= blockSize {
            try write(writer.output.bytes)
            writer.output.removeAll()
        }
    }

    /// Writes whatever the writer still holds.
    public func flush(_ writer: inout RecordWriter) throws(Failure) {
        if !writer.output.isEmpty {
            try write(writer.output.bytes)
            writer.output.removeAll()
        }
    }

    /// Writes all of `bytes`, retrying short writes and interrupts.
    public func write(_ bytes: [UInt8]) throws(Failure) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) in try write(buffer) }
    }

    /// Writes all of `bytes`, retrying short writes and interrupts.
    ///
    /// The bytes are whole records, and a signal that would end the process while they are written ends it
    /// once they are (`WholeWrites`), so that an output file never ends in part of a record.
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
        let code = WholeWrites.whole { DescriptorWriter.writeAll(descriptor, bytes) }
        if code != 0 { throw code == EPIPE ? .closed : .io(code) }
    }

    /// Writes a string as it is.
    public func write(_ text: String) throws(Failure) {
        try write(Array(text.utf8))
    }
}

/// Lets a signal that ends the process (Ctrl-C, `kill`, a hang-up) end it between two writes of records, not in
/// the middle of one (chromatools(7), BUFFERING).
///
/// The kernel ends a write cut by such a signal early, which would leave an output file with part of a
/// record at its end. While a write is in progress the handler only notes the signal; the writer raises it
/// again once the bytes are out. At any other time the handler puts back the default action and raises it at
/// once, so the process ends as it would without a handler. Signals the process was started with ignored
/// (`nohup`) stay ignored.
enum WholeWrites {
    /// The signals whose default action ends the process and that another process or a terminal sends.
    static let signals = [SIGINT, SIGHUP, SIGTERM, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF]
    /// How many threads are writing now.
    static let writers = Atomic<Int>(0)
    /// The signal that came during a write, or 0.
    static let pending = Atomic<Int32>(0)
    /// Whether the handlers are in place.
    static let installed = Atomic<Bool>(false)

    /// Installs the handler for each of `signals` whose action is the default one; once per process.
    static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else { return }
        for signalNumber in signals {
            var current = sigaction()
            sigaction(signalNumber, nil, &current)
            guard unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self) else {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signalNumber in
                guard WholeWrites.writers.load(ordering: .acquiring) > 0 else {
                    WholeWrites.endProcess(signalNumber)
                    return
                }
                WholeWrites.pending.store(signalNumber, ordering: .releasing)
                // The last writer may have finished, and looked for a signal, in between: then it is ended here.
                WholeWrites.endIfIdleAndPending()
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, nil)
        }
    }

    /// Runs `write`; a signal that came meanwhile ends the process once no other thread is writing.
    static func whole(_ write: () -> Int32) -> Int32 {
        writers.add(1, ordering: .acquiringAndReleasing)
        let code = write()
        writers.subtract(1, ordering: .acquiringAndReleasing)
        endIfIdleAndPending()
        return code
    }

    /// Ends the process by the signal that came during a write, once no thread is writing; whoever takes the
    /// signal out of `pending` first (the last writer or the handler) does it.
    static func endIfIdleAndPending() {
        guard writers.load(ordering: .acquiring) == 0 else { return }
        let signalNumber = pending.exchange(0, ordering: .acquiringAndReleasing)
        if signalNumber != 0 { endProcess(signalNumber) }
    }

    /// Ends the process by `signalNumber` with its default action, as if no handler had been installed.
    static func endProcess(_ signalNumber: Int32) {
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
