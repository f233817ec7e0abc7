import Glibc
import ChromaKit

/// Reads a file descriptor line by line into a reused buffer, without a `String` per line.
///
/// Lines end at `\n`; a `\r` before it is dropped; the last line may lack its
/// newline; a UTF-8 byte order mark at the very start is dropped. Lines longer than `maximumLineLength` are not held in memory: the
/// reader reports them through `tooLong` and skips to the next newline.
public struct LineReader {
    /// Why reading stopped early.
    public enum Failure: Error {
        case read(Int32)
    }

    /// The descriptor read from.
    public let descriptor: Int32
    /// The longest line every tool reads, newline included: 16 MiB.
    ///
    /// No tool writes a longer record (`RecordStream` refuses one), so what one
    /// tool writes the next one in a pipeline can read.
    public static let defaultMaximumLineLength = 16 << 20

    /// The longest line handed to the caller (`defaultMaximumLineLength` unless changed).
    public var maximumLineLength = LineReader.defaultMaximumLineLength

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Calls `body` with each line and its 1-based number until the input ends or `body` returns false.
    ///
    /// `tooLong` is called with the line number and the first bytes of every
    /// line that exceeds `maximumLineLength`.
    public func forEachLine(
        tooLong: (Int, UnsafeBufferPointer<UInt8>) -> Bool,
        _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) throws(Failure) {
        var capacity = 1 << 18
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var start = 0, end = 0, searchFrom = 0
        var lineNumber = 0
        var skippingLongLine = false
        var atEOF = false

        func lineBuffer(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
            var from = from, to = to
            if to > from && buffer[to - 1] == 0x0D { to -= 1 }
            // A byte order mark that opens the input is a marker, not text (Unicode §23.8).
            if lineNumber == 1 && to - from >= 3 && buffer[from] == 0xEF && buffer[from + 1] == 0xBB && buffer[from + 2] == 0xBF {
                from += 3
            }
            return UnsafeBufferPointer(start: buffer + from, count: to - from)
        }

        while true {
            // Hand out every complete line in the buffer.
            while searchFrom < end {
                guard let hit = memchr(buffer + searchFrom, 0x0A, end - searchFrom) else {
                    searchFrom = end
                    break
                }
                let newline = buffer.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                lineNumber += 1
                if skippingLongLine {
                    skippingLongLine = false
                } else if !body(lineBuffer(start, newline), lineNumber) {
                    return
                }
                start = newline + 1
                searchFrom = start
            }
            if atEOF {
                if start < end && !skippingLongLine {
                    lineNumber += 1
                    _ = body(lineBuffer(start, end), lineNumber)
                }
                return
            }
            // Make room: move the partial line to the front, grow, or give up on a line too long.
            if start > 0 {
                if end > start { memmove(buffer, buffer + start, end - start) }
                end -= start
                searchFrom -= start
                start = 0
            }
            if end == capacity {
                if skippingLongLine {
                    end = 0
                    searchFrom = 0
                } else if capacity >= maximumLineLength {
                    if !tooLong(lineNumber + 1, UnsafeBufferPointer(start: buffer, count: min(end, 256))) { return }
                    skippingLongLine = true
                    end = 0
                    searchFrom = 0
                } else {
                    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                    bigger.update(from: buffer, count: end)
                    buffer.deallocate()
                    buffer = bigger
                    capacity *= 2
                }
            }
            let n = read(descriptor, buffer + end, capacity - end)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .read(errno)
            }
            if n == 0 {
                atEOF = true
            } else {
                end += n
            }
        }
    }
}
