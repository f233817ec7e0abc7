// Where the image writers put their bytes.
//
// The PNG writer produces its file in pieces (the signature, then one chunk at
// a time) and hands each piece to an `ImageOutput`: a file descriptor (a file
// opened by `AtomicFile`, or stdout), or a byte array in memory for tests and
// small images. A failed write ends the image with an `ImageWriteError`, which
// says whether the reader went away (a closed pipe, to be left quietly, as
// chromatools(7), CLOSED OUTPUT asks of stdout) or something else went wrong (exit status 74).

import Glibc
import ChromaKit
import ChromaRuntime

/// Why an image could not be written out.
public enum ImageWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reader closed the pipe (`EPIPE`): stop quietly.
    case closed
    /// A write failed with this `errno`.
    case io(Int32)
    /// zlib reported this status code (zlib.h `Z_*_ERROR`) while compressing.
    case compression(Int32)
    /// zlib could not be loaded; the text says why (the library is loaded when the first PNG is written).
    case compressorUnavailable(String)

    /// A one-line message without the tool's name.
    public var description: String {
        switch self {
        case .closed: return "output closed"
        case .io(let code): return "write error: " + String(cString: strerror(code))
        case .compression(let code):
            return "compression failed: " + (zlibMessage(code) ?? "zlib status \(code)")
        case .compressorUnavailable(let reason):
            return reason
        }
    }

    /// The exit status for this failure, 74 (EX_IOERR); a closed pipe is normally not reported at all (chromatools(7), CLOSED OUTPUT).
    public var exitStatus: ExitStatus { .ioError }

    /// The same failure of an `OutputSink`: text written through one into a file fails the file as an image would.
    public init(_ failure: OutputSink.Failure) {
        switch failure {
        case .closed: self = .closed
        case .io(let code): self = .io(code)
        }
    }

    private func zlibMessage(_ code: Int32) -> String? {
        switch code {
        case -2: return "inconsistent stream state"
        case -4: return "out of memory"
        case -5: return "no progress possible"
        case -6: return "incompatible zlib version"
        default: return nil
        }
    }
}

/// A destination for image bytes, written in order, piece by piece.
public protocol ImageOutput {
    /// Writes all of `bytes`, or throws.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageWriteError)
}

extension Array: ImageOutput where Element == UInt8 {
    /// Appends `bytes`; never fails.
    public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageWriteError) {
        append(contentsOf: bytes)
    }
}

extension ImageOutput {
    /// Writes the UTF-8 bytes of `text` (an SVG document, an ANSI bar).
    public mutating func write(_ text: String) throws(ImageWriteError) {
        try Array(text.utf8).withUnsafeBufferPointer { (buffer) throws(ImageWriteError) in try write(buffer) }
    }
}

/// An open file descriptor as an image output: every byte is written with write(2).
///
/// Short writes and `EINTR` are retried. `SIGPIPE` is ignored from the first
/// output on, so a closed pipe surfaces as `ImageWriteError.closed` instead of
/// killing the process (the same policy as `OutputSink`).
public struct DescriptorOutput: ImageOutput {
    /// The descriptor written to; not closed by this value.
    public let descriptor: Int32

    /// An output writing to `descriptor` (1 for stdout).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `bytes` to the descriptor.
    public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(ImageWriteError) {
        let code = DescriptorWriter.writeAll(descriptor, bytes)
        if code != 0 { throw code == EPIPE ? .closed : .io(code) }
    }
}
