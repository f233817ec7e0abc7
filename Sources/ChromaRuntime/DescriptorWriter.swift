import Glibc
import ChromaKit

/// Writing whole buffers to file descriptors: the one loop behind records, images, messages and the terminal widgets.
public enum DescriptorWriter {
    /// Writes all of `bytes` to `descriptor`; returns 0, or the errno that stopped it.
    ///
    /// Short writes continue where they stopped and interrupts (`EINTR`) are
    /// retried. A full non-blocking descriptor (`EAGAIN`) is waited for with
    /// poll(2) in steps of 100 ms, at most `waitLimit` times when one is given
    /// (a hung-up terminal must not hold a widget forever).
    @discardableResult
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>, waitLimit: Int? = nil) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        var waits = 0
        while offset < bytes.count {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            let code = written < 0 ? errno : EIO
            if code == EINTR { continue }
            guard code == EAGAIN else { return code }
            if let waitLimit, waits >= waitLimit { return EAGAIN }
            waits += 1
            var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&wait, 1, 100)
        }
        return 0
    }
}
