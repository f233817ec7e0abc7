import Glibc

/// What the tools need of the file system and the process beyond standard streams, without Foundation.
public enum FileSystem {
    /// Makes `folder` and any missing parents (mode 0700); returns the problem, if any.
    public static func makeFolders(_ folder: String) -> String? {
        var prefix = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST {
                return "cannot create \(prefix): \(describe(errorNumber: errno))"
            }
        }
        var status = stat()
        if stat(folder, &status) != 0 {
            return "cannot create \(folder): \(describe(errorNumber: errno))"
        }
        if status.st_mode & S_IFMT != S_IFDIR {
            return "cannot create \(folder): \(describe(errorNumber: ENOTDIR))"
        }
        return nil
    }

    /// The system's text for an errno value.
    public static func describe(errorNumber: Int32) -> String {
        guard let text = strerror(errorNumber) else { return "error \(errorNumber)" }
        return String(cString: text)
    }

    /// The directory part of `path` ("." when there is none) and the last component (empty when `path` ends in "/").
    public static func split(_ path: String) -> (directory: String, name: String) {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let name = String(decoding: bytes[(slash + 1)...], as: UTF8.self)
        var end = slash
        while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        let directory = end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
        return (directory, name)
    }
}

/// The process environment as a dictionary, read without Foundation.
public enum Environment {
    /// Every `NAME=value` pair of the environment.
    public static var variables: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }

    /// One variable, or nil.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
