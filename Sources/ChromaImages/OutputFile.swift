// Where an output path leads, and how it is written: the one rule behind every
// `-o FILE`, ghostdraw's `save` and `export`, and the canvas's log.
//
// A path names one of these, decided before anything is written:
//
// - a regular file, or nothing yet: written through `AtomicFile` (a temporary
//   file beside it, renamed over it when complete), so a reader sees the old
//   file or the new one and a failed write leaves the old one as it was;
// - a symbolic link: followed, link by link, to what it points at, and that is
//   written by these same rules; the link itself stays (a dangling link gets
//   its target created, as a shell's `>` does);
// - a FIFO or a character device (`/dev/null`, a terminal): opened and written
//   in place, as a shell's `>` would, never replaced by a file;
// - one of this process's own descriptors (`/dev/stdout`, `/dev/stderr`,
//   `/dev/fd/N`, `/proc/self/fd/N`): written to that descriptor as it is open,
//   so `-o /dev/stdout >>log` appends to the log instead of replacing it;
// - a directory, a socket or a block device: refused (73, EX_CANTCREAT),
//   with a message that says what is there.
//
// A picture that is not text (PNG) is never written to a terminal, however the
// path names it: that is a usage error (64).

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
#endif

/// Writes an output path by the rule its file type calls for: atomic replace, in place, or refused.
public enum OutputFile {
    /// What a path leads to once its links are followed.
    public enum Target: Equatable, Sendable {
        /// A regular file, or a path where nothing is yet: replaced atomically.
        case regularFile(path: String)
        /// A FIFO or a character device: opened and written in place.
        case inPlace(path: String)
        /// One of this process's open descriptors.
        case descriptor(Int32)
    }

    /// The most symbolic links followed before the path is taken for a loop (Linux's own limit is 40).
    static let maximumLinks = 40

    /// Follows `path`'s links and says how it is written; throws for a path that is refused.
    public static func target(of path: String) throws(FileOutputError) -> Target {
        var current = path
        for _ in 0...maximumLinks {
            let (directory, name) = FileSystem.split(current)
            if let descriptor = ownDescriptor(directory: directory, name: name) { return .descriptor(descriptor) }
            var status = stat()
            guard lstat(current, &status) == 0 else {
                let code = errno
                if code == ENOENT { return .regularFile(path: current) }
                throw .cannotReplace(path: path, code: code)
            }
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                return .regularFile(path: current)
            case S_IFLNK:
                guard let link = readLink(current) else { throw .cannotReplace(path: path, code: errno) }
                // A relative link is relative to the folder the link is in.
                if link.hasPrefix("/") || !current.contains("/") {
                    current = link
                } else {
                    current = (directory == "/" ? "/" : directory + "/") + link
                }
            case S_IFIFO, S_IFCHR:
                return .inPlace(path: current)
            case S_IFDIR:
                throw .cannotReplace(path: path, code: EISDIR)
            case S_IFSOCK:
                throw .unsupported(path: path, kind: "a socket")
            case S_IFBLK:
                throw .unsupported(path: path, kind: "a block device")
            default:
                throw .unsupported(path: path, kind: "neither a file nor a device")
            }
        }
        throw .cannotReplace(path: path, code: ELOOP)
    }

    /// Writes `path` through `body` by the rule its target calls for.
    ///
    /// `binary` output is refused when the target is a terminal. A reader
    /// that closes a FIFO or a descriptor's pipe ends the writing quietly.
    public static func write(
        to path: String, binary: Bool = false, synchronize: Bool = false,
        _ body: (inout DescriptorOutput) throws(ImageWriteError) -> Void
    ) throws(FileOutputError) {
        switch try target(of: path) {
        case .regularFile(let file):
            try AtomicFile.write(to: file, synchronize: synchronize, body)
        case .descriptor(let descriptor):
            try write(toDescriptor: descriptor, named: path, binary: binary, body)
        case .inPlace(let device):
            let descriptor = open(device, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .cannotReplace(path: path, code: errno) }
            defer { close(descriptor) }
            try write(toDescriptor: descriptor, named: path, binary: binary, body)
        }
    }

    /// Writes an open descriptor through `body`: refused for binary output on a terminal, quiet when the reader left.
    public static func write(
        toDescriptor descriptor: Int32, named path: String, binary: Bool,
        _ body: (inout DescriptorOutput) throws(ImageWriteError) -> Void
    ) throws(FileOutputError) {
        if binary && isatty(descriptor) == 1 { throw .terminal(path: path) }
        var output = DescriptorOutput(descriptor: descriptor)
        do throws(ImageWriteError) {
            try body(&output)
        } catch {
            if case .closed = error { return }
            throw .cannotWrite(path: path, error)
        }
    }

    /// The descriptor number when `directory` is this process's descriptor folder (`/proc/self/fd`, `/dev/fd`) and `name` a number.
    static func ownDescriptor(directory: String, name: String) -> Int32? {
        guard let number = Int32(name), number >= 0, let resolved = realPath(directory) else { return nil }
        return resolved == "/proc/\(getpid())/fd" || resolved == "/proc/self/fd" ? number : nil
    }

    /// The canonical absolute form of an existing path, nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The text of the symbolic link at `path`, nil (with `errno` set) when it cannot be read.
    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
