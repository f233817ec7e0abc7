import Glibc
import ChromaKit

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
    public func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
        let code = DescriptorWriter.writeAll(descriptor, bytes)
        if code != 0 { throw code == EPIPE ? .closed : .io(code) }
    }

    /// Writes a string as it is.
    public func write(_ text: String) throws(Failure) {
        try write(Array(text.utf8))
    }
}
