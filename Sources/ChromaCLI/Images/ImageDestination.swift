// Where a picture goes: a file, written atomically, or standard output.
//
// gradient's SVG and PNG and ghostdraw's renders share the rules: a path of
// nil or "-" means standard output, where a PNG is refused on a terminal (its
// bytes would garble the screen) and a reader that closes the pipe ends the
// writing quietly; any other path is written through AtomicFile, so a failed
// write leaves the old file as it was.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Writes a picture to a file or to standard output with the same rules in every tool.
public enum ImageDestination {
    /// Writes what `render` produces to `path` (standard output for nil or "-"); returns the status of a failure, nil on success.
    ///
    /// `binary` output (PNG) is refused on a terminal with a usage error.
    /// Failures are reported through `diagnostics`: 64 for a PNG to a
    /// terminal, 73 when the file cannot be made or put in place, 74 when
    /// writing fails. A closed standard output is not a failure.
    public static func write(
        to path: String?, binary: Bool, diagnostics: Diagnostics,
        _ render: (inout DescriptorOutput) throws(ImageWriteError) -> Void
    ) -> ExitStatus? {
        guard let path, path != "-" else {
            if binary && isatty(STDOUT_FILENO) == 1 {
                diagnostics.emit("not writing a PNG to a terminal: use --output FILE or a pipe")
                return .usage
            }
            var output = DescriptorOutput(descriptor: STDOUT_FILENO)
            do throws(ImageWriteError) {
                try render(&output)
            } catch {
                if case .closed = error { return nil }
                diagnostics.emit("cannot write the image: \(error)")
                return error.exitStatus
            }
            return nil
        }
        do throws(FileOutputError) {
            try AtomicFile.write(to: path, render)
        } catch {
            diagnostics.emit(error.description)
            return error.exitStatus
        }
        return nil
    }
}
