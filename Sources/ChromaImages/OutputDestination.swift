// Where a command's output goes: a file or standard output.
//
// Every `-o FILE` shares the rules (chromatools(7), OUTPUT FILES), whatever
// the format: gradient's records, CSS, bars and images, ghostdraw's renders. A
// path of nil or "-" means standard output; any other path is written by
// `OutputFile`'s rule (a regular file atomically, a FIFO or device in place,
// anything else refused). A PNG is refused on a terminal however it is named,
// and a reader that closes the pipe ends the writing quietly. Text made
// through an `OutputSink` reaches the file by `ImageWriteError(_:)`, so that a
// failed write leaves no file behind either.

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
#endif

/// Writes a command's output to a file or to standard output with the same rules in every tool.
public enum OutputDestination {
    /// Writes what `render` produces to `path` (standard output for nil or "-"); returns the status of a failure, nil on success.
    ///
    /// `binary` output (PNG) is refused on a terminal with a usage error.
    /// Failures are reported through `diagnostics`: 64 for a PNG to a
    /// terminal, 73 when the file cannot be made or put in place (or the path
    /// names a socket or block device), 74 when writing fails. A closed
    /// standard output is not a failure.
    public static func write(
        to path: String?, binary: Bool, diagnostics: Diagnostics,
        _ render: (inout DescriptorOutput) throws(ImageWriteError) -> Void
    ) -> ExitStatus? {
        do throws(FileOutputError) {
            if let path, path != "-" {
                try OutputFile.write(to: path, binary: binary, render)
            } else {
                try OutputFile.write(toDescriptor: STDOUT_FILENO, named: "-", binary: binary, render)
            }
        } catch {
            if case .terminal = error, path == nil || path == "-" {
                diagnostics.emit("not writing a PNG to a terminal: use --output FILE or a pipe")
            } else if case .cannotWrite("-", let failure) = error {
                diagnostics.emit("cannot write the image: \(failure)")
            } else {
                diagnostics.emit(error.description)
            }
            return error.exitStatus
        }
        return nil
    }
}
