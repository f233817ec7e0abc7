// Writing an output file so that it appears whole or not at all.
//
// The bytes go to a new temporary file beside the target — same directory,
// so same file system — made by mkstemp(3) with a hidden name
// (`.NAME.XXXXXX`). Only when everything has been written and the file
// closed without error is it renamed over the target: rename(2) replaces it
// atomically (POSIX), so a reader sees the old file or the new one, never a
// half-written one. On any failure the temporary file is removed and the
// target is left as it was.
//
// The new file gets the permissions of the file it replaces, or 0666 minus
// the umask for a new one, like a file made with open(2). It is meant for a
// regular file or a path where nothing is: `OutputFile` decides, following
// links and writing FIFOs and devices in place, before it calls this. Contents are not forced
// to disk unless asked (`synchronize`): atomic here means all-or-nothing for
// readers, not durability across a power cut. A process killed by a signal
// mid-write can leave the hidden temporary file behind; the target itself is
// never touched before the rename.
//
// Errors name what failed and why: a file that cannot be made in its
// directory or put in place is EX_CANTCREAT (73), a failed write EX_IOERR
// (74), as in BSD sysexits.h.

import Glibc
import ChromaKit
import ChromaRuntime

/// Why an output file could not be written; each case reads as a one-line message.
public enum FileOutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file could be created in `directory` (mkstemp failed with `code`).
    case cannotCreate(directory: String, code: Int32)
    /// The finished file could not be put at `path` (rename failed, or `path` is a directory).
    case cannotReplace(path: String, code: Int32)
    /// Writing the contents for `path` failed.
    case cannotWrite(path: String, ImageWriteError)
    /// `path` leads to something that is neither a file nor a FIFO nor a character device (`kind` says what).
    case unsupported(path: String, kind: String)
    /// Binary output was asked for on a terminal.
    case terminal(path: String)

    /// The message, without the tool's name; paths quoted with control characters escaped.
    public var description: String {
        switch self {
        case .cannotCreate(let directory, let code):
            return "cannot create a file in \(Diagnostics.quote(directory)): \(Self.reason(code))"
        case .cannotReplace(let path, let code):
            return "cannot create \(Diagnostics.quote(path)): \(Self.reason(code))"
        case .cannotWrite(let path, let failure):
            return "cannot write \(Diagnostics.quote(path)): \(failure)"
        case .unsupported(let path, let kind):
            return "not writing to \(Diagnostics.quote(path)): it is \(kind); name a regular file, a FIFO or a character device"
        case .terminal(let path):
            return "not writing a PNG to a terminal (\(Diagnostics.quote(path))): name a file or use a pipe"
        }
    }

    /// 73 (EX_CANTCREAT) when the file cannot be made, put in place or is of a kind refused, 74 (EX_IOERR)
    /// when writing it fails, 64 (EX_USAGE) for binary output to a terminal.
    public var exitStatus: ExitStatus {
        switch self {
        case .cannotCreate, .cannotReplace, .unsupported: return .cannotCreate
        case .cannotWrite: return .ioError
        case .terminal: return .usage
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A temporary file that becomes `path` on `commit()` and disappears otherwise.
///
/// ```swift
/// try AtomicFile.write(to: "out.png") { output throws(ImageWriteError) in
///     try PNGWriter(width: w, height: h).write(to: &output) { y, row in … }
/// }
/// ```
public final class AtomicFile {
    /// The file to create or replace.
    public let path: String
    /// The temporary file being written.
    public let temporaryPath: String
    /// The temporary file's descriptor, open for writing until `commit()` or `discard()`.
    public let descriptor: Int32
    /// An output writing to `descriptor`.
    public var output: DescriptorOutput
    private var finished = false

    /// Creates the temporary file beside `path`, failing with 73-class errors when it cannot.
    public init(replacing path: String) throws(FileOutputError) {
        self.path = path
        let (directory, name) = FileSystem.split(path)
        guard !name.isEmpty else { throw .cannotReplace(path: path, code: path.isEmpty ? ENOENT : EISDIR) }
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists && (status.st_mode & S_IFMT) == S_IFDIR { throw .cannotReplace(path: path, code: EISDIR) }
        // A long name would push the template past NAME_MAX; such files get a generic temporary name.
        let stem = name.utf8.count > 200 ? ".chromatools" : "." + name
        let prefix = !path.contains("/") ? "" : directory == "/" ? "/" : directory + "/"
        var template = Array((prefix + stem + ".XXXXXX").utf8) + [0]
        let fd = template.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mkstemp($0.baseAddress!) }
        }
        guard fd >= 0 else { throw .cannotCreate(directory: directory, code: errno) }
        descriptor = fd
        temporaryPath = String(decoding: template.dropLast(), as: UTF8.self)
        output = DescriptorOutput(descriptor: fd)
        // mkstemp makes the file 0600; give it the mode a plainly created or replaced file would have.
        let mode: mode_t
        if exists && (status.st_mode & S_IFMT) == S_IFREG {
            mode = status.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        if fchmod(fd, mode) != 0 {
            let e = errno
            discard()
            throw .cannotCreate(directory: directory, code: e)
        }
    }

    /// Closes the temporary file and renames it over `path`; on failure removes it and throws.
    ///
    /// With `synchronize`, the contents are flushed to the device (fsync(2)) before the rename.
    public func commit(synchronize: Bool = false) throws(FileOutputError) {
        precondition(!finished, "AtomicFile committed or discarded twice")
        finished = true
        if synchronize && fsync(descriptor) != 0 {
            let e = errno
            close(descriptor)
            unlink(temporaryPath)
            throw .cannotWrite(path: path, .io(e))
        }
        // close(2) can report a deferred write error (NFS, quotas): the file is then not trusted.
        if close(descriptor) != 0 {
            let e = errno
            unlink(temporaryPath)
            throw .cannotWrite(path: path, .io(e))
        }
        if rename(temporaryPath, path) != 0 {
            let e = errno
            unlink(temporaryPath)
            throw .cannotReplace(path: path, code: e)
        }
    }

    /// Closes and removes the temporary file, leaving `path` untouched; does nothing after `commit()`.
    public func discard() {
        guard !finished else { return }
        finished = true
        close(descriptor)
        unlink(temporaryPath)
    }

    deinit { discard() }

    /// Writes `path` through `body` all or nothing: commits when `body` returns, discards when it throws.
    public static func write(
        to path: String, synchronize: Bool = false,
        _ body: (inout DescriptorOutput) throws(ImageWriteError) -> Void
    ) throws(FileOutputError) {
        let file = try AtomicFile(replacing: path)
        do {
            try body(&file.output)
        } catch {
            file.discard()
            throw .cannotWrite(path: path, error)
        }
        try file.commit(synchronize: synchronize)
    }
}
