#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// Files and programs, through the C library (the package's targets use no Foundation).
enum Files {
    /// A file that could not be read or written, or a program that could not be run.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The text of the file at `path`, nil when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        return readAll(file)
    }

    /// Writes `text` to `path` whole: to a temporary file beside it, then renamed into place.
    static func write(_ text: String, to path: String) throws(Failure) {
        let temporary = path + ".docs-generator-\(getpid())"
        guard let file = fopen(temporary, "wb") else { throw Failure(description: "cannot create \(temporary): \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if fclose(file) != 0 || written != bytes.count || rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(reason)")
        }
    }

    /// What `executable` with `arguments` prints on standard output; an exit status other than 0 is a failure.
    /// The arguments are plain words (tool and shell names), passed through `sh -c` in single quotes.
    static func output(of executable: String, _ arguments: [String]) throws(Failure) -> String {
        let command = ([executable] + arguments).map { "'" + $0.replacing("'", with: #"'\''"#) + "'" }.joined(separator: " ")
        let shown = ([executable] + arguments).joined(separator: " ")
        guard let pipe = popen(command, "r") else { throw Failure(description: "cannot run \(shown)") }
        let text = readAll(pipe)
        let status = pclose(pipe)
        guard status == 0 else { throw Failure(description: "\(shown) failed (wait status \(status))") }
        return text
    }

    /// Everything left in `file`, as UTF-8 text.
    private static func readAll(_ file: UnsafeMutablePointer<FILE>) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
