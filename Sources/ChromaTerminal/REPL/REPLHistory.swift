import ChromaRuntime
// The REPL's history file: where it lives (XDG state folder), making that
// folder, loading it into readline at start, adding lines as they are typed
// and appending them at exit. History is a comfort, not a duty: if the file
// cannot be created or written, the REPL says so once on stderr and goes on
// without it.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif
@preconcurrency import CReadline

extension REPL {
    /// The history file path: `$XDG_STATE_HOME/chromatools/TOOL_history`, else `~/.local/state/chromatools/TOOL_history`.
    ///
    /// An empty or relative `XDG_STATE_HOME` is ignored, as the XDG base
    /// directory specification asks. Returns `nil` when neither it nor `HOME`
    /// gives a folder.
    public static func historyPath(tool: String, environment: [String: String]) -> String? {
        let stateFolder: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            stateFolder = state
        } else if let home = environment["HOME"], !home.isEmpty {
            stateFolder = withoutTrailingSlashes(home) + "/.local/state"
        } else {
            return nil
        }
        return withoutTrailingSlashes(stateFolder) + "/chromatools/" + tool + "_history"
    }

    /// The path without trailing slashes, keeping a lone `/`.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

/// One REPL session's history: readline's in-memory list plus the file it is kept in.
package final class REPLHistory {
    /// The most lines kept, in memory and in the file.
    static let capacity: Int32 = 1000

    private let tool: String
    private var path: String?
    private var linesAdded: Int32 = 0
    private var hasWarned = false

    /// Prepares the history of `tool` at `path` (`nil`: no history), making its folder if needed.
    init(tool: String, path: String?) {
        self.tool = tool
        self.path = path
    }

    /// Clears readline's list, then loads the file, if it can be created and written.
    func load() {
        Readline.api.clear_history()
        Readline.api.stifle_history(REPLHistory.capacity)
        guard let path else { return }
        if let problem = REPLHistory.prepareFile(at: path) {
            disable(because: problem)
            return
        }
        _ = Readline.api.read_history(path)
    }

    /// Adds a typed line unless it is blank or repeats the previous entry.
    func add(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }) else { return }
        let length = Readline.api.history_length.pointee
        if length > 0, let last = Readline.api.history_get(Readline.api.history_base.pointee + length - 1),
            let text = last.pointee.line, String(cString: text) == line
        {
            return
        }
        Readline.api.add_history(line)
        linesAdded += 1
    }

    /// Appends this session's lines to the file and trims it to the capacity.
    func save() {
        guard let path, linesAdded > 0 else { return }
        var status = Readline.api.append_history(min(linesAdded, Readline.api.history_length.pointee), path)
        if status != 0 {
            // The file vanished or was replaced while the session ran: write it anew.
            status = Readline.api.write_history(path)
        }
        if status != 0 {
            disable(because: "cannot write \(path): \(FileSystem.describe(errorNumber: status))")
            return
        }
        linesAdded = 0
        _ = Readline.api.history_truncate_file(path, REPLHistory.capacity)
    }

    /// Stops using the file and says why, once per session.
    private func disable(because problem: String) {
        path = nil
        guard !hasWarned else { return }
        hasWarned = true
        REPLOutput(tool: tool).error("history is not kept: " + problem)
    }

    /// Makes the folders above `path` and checks the file can be opened for appending; returns the problem, if any.
    static func prepareFile(at path: String) -> String? {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if !folder.isEmpty, let problem = FileSystem.makeFolders(folder) {
            return problem
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            return "cannot write \(path): \(FileSystem.describe(errorNumber: errno))"
        }
        close(descriptor)
        return nil
    }
}
