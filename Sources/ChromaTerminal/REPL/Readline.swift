// GNU readline, which the prompts run on, loaded when the first prompt starts
// (CReadline): a tool run as a filter never loads it. Every use of readline's
// functions and variables goes through `Readline.api`, after `REPL.run` has
// loaded the library or said why it could not.

@preconcurrency import CReadline

/// The readline library the prompts run on, loaded the first time one starts.
enum Readline {
    /// The library's functions and variables, or why it could not be loaded.
    nonisolated(unsafe) private static let loaded: (api: UnsafePointer<chromatools_readline_api>?, failure: String) = {
        var reason: UnsafePointer<CChar>?
        let api = chromatools_readline_load(&reason)
        return (api, reason.map { String(cString: $0) } ?? "cannot load the readline library")
    }()

    /// Loads the library; nil when it is ready, else why it could not be loaded.
    static func load() -> String? {
        loaded.api == nil ? loaded.failure : nil
    }

    /// readline's functions, and the addresses of its variables (`rl_point.pointee`); only once `load()` succeeded.
    static var api: chromatools_readline_api {
        loaded.api!.pointee
    }
}
