// Reading and writing ghostdraw event logs as files, for every command that takes one.
//
// A log is read from a file or from standard input line by line. The first
// bad line stops the reading with one message, `ghostdraw: line N: MESSAGE:
// "the line"` (control characters escaped), and what came before it is kept:
// a log is a history, so the lines after a bad one cannot be trusted, but the
// valid prefix still renders. The caller decides what the stop means for its
// exit status (65, data error, for the commands; the REPL's `load` just
// reports it).
//
// Logs and exported pictures are written by OutputFile's rule: a regular
// file atomically (a reader sees the old file or the new one, and a failed
// write leaves the old file), a FIFO or device in place, anything else refused.

import ChromaCLI
import ChromaKit
import ChromaGameEngines

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaRuntime
import ChromaTerminal
import ChromaImages
#endif

/// A log read from a file or standard input: the canvas it builds, and whether a bad line or an I/O error stopped it early.
public struct GhostLogReading: Sendable {
    /// The canvas after the log's valid lines.
    public var canvas: GhostDraw
    /// The size named by the log's canvas line, if it had one.
    public var loggedSize: CanvasSize?
    /// Why the reading stopped before the end, if it did: 65 for a bad line, 66 for a file that cannot be opened, 74 for a read error.
    public var failure: ExitStatus?
}

/// Reads and writes ghostdraw logs and pictures as files.
public enum GhostLogFile {
    /// Reads a log from `path` (standard input for nil or `-`), reporting the first bad line through `diagnostics`.
    ///
    /// `size` overrides the log's canvas size; without either, the canvas is
    /// `fallback`.
    public static func read(
        path: String?, size: CanvasSize? = nil, fallback: CanvasSize = .standard, diagnostics: Diagnostics
    ) -> GhostLogReading {
        var reader = GhostDrawLogReader(size: size, fallback: fallback)
        var descriptor: Int32 = STDIN_FILENO
        if let path, path != "-" {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                diagnostics.emit("cannot open \(Diagnostics.quote(path)): \(String(cString: strerror(errno)))")
                return GhostLogReading(canvas: reader.canvas, loggedSize: nil, failure: .noInput)
            }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        let lines = LineReader(descriptor: descriptor)
        var failure: ExitStatus?
        do {
            try lines.forEachLine(
                tooLong: { number, start in
                    diagnostics.recordFailed(.line(number), "line longer than \(lines.maximumLineLength >> 20) MiB", input: start)
                    failure = .dataError
                    return false
                },
                { line, number in
                    do throws(GameActionError) {
                        try reader.read(line)
                        return true
                    } catch {
                        diagnostics.recordFailed(.line(number), error.message, input: line)
                        failure = .dataError
                        return false
                    }
                })
        } catch {
            if case .read(let code) = error {
                diagnostics.emit("cannot read the log: \(String(cString: strerror(code)))")
            }
            failure = .ioError
        }
        return GhostLogReading(canvas: reader.canvas, loggedSize: reader.loggedSize, failure: failure)
    }

    /// Saves a session's event log to `path` (a regular file atomically, see `OutputFile`).
    public static func save(_ canvas: GhostDraw, to path: String) throws(FileOutputError) {
        let text = GhostDrawLog.text(of: canvas)
        try OutputFile.write(to: path) { (output) throws(ImageWriteError) in try output.write(text) }
    }

    /// Why a picture could not be exported.
    public enum ExportError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file name's extension names no format.
        case unknownFormat(path: String)
        /// Writing the file failed.
        case file(FileOutputError)

        /// One line for a message.
        public var description: String {
            switch self {
            case .unknownFormat(let path):
                "cannot tell the format of \(Diagnostics.quote(path)): name the file .svg or .png (or .ans for terminal text)"
            case .file(let failure):
                failure.description
            }
        }
    }

    /// Writes `picture` to `path` in the format its extension names (`.svg`, `.png`, `.ans`), by `OutputFile`'s rule;
    /// terminal text in color by `color` and whether the file is a terminal (chromatools(7), TERMINAL COLOR).
    public static func export(
        _ picture: GhostPicture, to path: String, scale: Int = GhostPictureOutput.defaultScale, color: ColorChoice = .auto
    ) throws(ExportError) {
        guard let format = GhostPictureFormat(path: path) else { throw .unknownFormat(path: path) }
        do throws(FileOutputError) {
            try OutputFile.write(to: path, binary: format == .png) { (output) throws(ImageWriteError) in
                let mode = TerminalColorMode.current(color, descriptor: output.descriptor)
                try GhostPictureOutput.write(picture, format: format, scale: scale, mode: mode, to: &output)
            }
        } catch {
            throw .file(error)
        }
    }
}
