// Writing to the C standard streams without Foundation, shared by the REPL's
// parts. stdout is the same stream readline draws its prompt on, so results
// and prompts come out in order.
//
// The CReadline shim includes <stdio.h>, so `stdout` and `stderr` can be seen
// as coming from either module; both are imported with @preconcurrency here,
// which is why the rest of the REPL reaches the streams only through this file.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif
@preconcurrency import CReadline
import ChromaKit
import ChromaRuntime

/// Small helpers for writing text to the C standard streams without Foundation.
enum StandardStream {
    /// Writes `text` to stdout, the stream readline also writes its prompt to.
    static func writeOutput(_ text: String) {
        write(text, to: stdout)
    }

    /// Writes `text` to stderr, first flushing stdout so the two keep their order on a terminal.
    static func writeError(_ text: String) {
        fflush(stdout)
        write(text, to: stderr)
    }

    /// Whether a write to stdout has failed (a closed pipe, a full disk); `errno` then says why.
    static var outputFailed: Bool {
        ferror(stdout) != 0
    }

    /// Flushes stdout.
    static func flushOutput() {
        fflush(stdout)
    }

    /// Writes `text` as UTF-8 to `stream`, embedded NUL bytes included.
    static func write(_ text: String, to stream: UnsafeMutablePointer<FILE>) {
        var text = text
        text.withUTF8 { bytes in
            _ = fwrite(bytes.baseAddress, 1, bytes.count, stream)
        }
    }

    /// Replaces control characters and the hidden ones of `HiddenCharacters` by visible escapes (`\n`, `\t`, `\u{1B}`, `\u{202E}`…).
    static func escapingControlCharacters(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: escaped += "\\n"
            case 0x0D: escaped += "\\r"
            case 0x09: escaped += "\\t"
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case let value where HiddenCharacters.mustEscape(value):
                escaped += HiddenCharacters.braceEscape(value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
