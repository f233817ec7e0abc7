import Foundation

/// What a finished process left behind.
struct ProcessResult {
    var stdout: String
    var stderr: String
    var status: Int32
    /// Standard output split into its lines (no trailing empty line).
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast(stdout.hasSuffix("\n") ? 1 : 0).map(String.init) }
}

/// Finds and runs the package's built executables for end-to-end tests.
enum Tool {
    /// The folder with the built products: the test bundle sits beside the executables.
    ///
    /// The six tools are one executable, `chromatools`, started by their
    /// names: each name is made a link to it there, as `make` does, so a
    /// plain `swift build` and `swift test` work too.
    static let binDirectory: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" {
            if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("chromatools").path) {
                linkTools(in: url)
                return url
            }
            url.deleteLastPathComponent()
        }
        // Fallback: the package's debug build folder.
        let debug = packageRoot.appendingPathComponent(".build/debug")
        linkTools(in: debug)
        return debug
    }()

    /// The names the chromatools executable answers to.
    static let toolNames = ["colorconv", "colormix", "gradient", "bullseye", "chroma-quiz", "ghostdraw"]

    /// Makes each tool's name in `folder` a link to `chromatools`, replacing whatever else is there (such as an older build's executable).
    static func linkTools(in folder: URL) {
        for name in toolNames {
            let path = folder.appendingPathComponent(name).path
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == "chromatools" { continue }
            let temporary = path + ".link-\(getpid())"
            unlink(temporary)
            if symlink("chromatools", temporary) == 0 { rename(temporary, path) }
        }
    }

    /// The package root, two folders above this file's folder.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of the executable `name`.
    static func path(_ name: String) -> String { binDirectory.appendingPathComponent(name).path }

    /// Runs `name` with `arguments`, feeding `stdin` (or /dev/null), and waits for it.
    ///
    /// `environment` entries are added to a clean environment that has `NO_COLOR`
    /// unset and `HOME`/`XDG_*` pointing at a scratch folder, so tests never
    /// touch the user's files.
    static func run(
        _ name: String, _ arguments: [String] = [], stdin: String? = nil, stdinData: Data? = nil,
        environment: [String: String] = [:]
    ) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-tests-\(getpid())")
        var env = environment
        env.merge([
            "HOME": scratch.path,
            "XDG_STATE_HOME": scratch.appendingPathComponent("state").path,
            "XDG_DATA_HOME": scratch.appendingPathComponent("data").path,
        ]) { given, _ in given }
        return try execute(path(name), arguments, environment: env, input: stdinData ?? stdin.map { Data($0.utf8) })
    }

    /// Runs a shell pipeline with the built tools first on `PATH`.
    static func shell(_ script: String, environment: [String: String] = [:]) throws -> ProcessResult {
        var env = environment
        env["PATH"] = binDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try execute("/bin/bash", ["-o", "pipefail", "-c", script], environment: env, input: nil)
    }

    /// The largest resident size, in kilobytes, of `name` run with `arguments` on the file `input`, its output
    /// thrown away: as the kernel counts it for a waited-for child (getrusage(2)), read by python3.
    static func maximumResidentKilobytes(_ name: String, _ arguments: [String], input: URL) throws -> Int {
        let words = ([input.path, name] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let result = try shell("""
            python3 -c 'import resource, subprocess, sys
            subprocess.run(sys.argv[2:], stdin=open(sys.argv[1]), stdout=subprocess.DEVNULL, check=True)
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' \(words.joined(separator: " "))
            """)
        guard result.status == 0, let kilobytes = Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw ToolFailure(message: "\(name) \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return kilobytes
    }

    /// A helper that could not get what it runs for.
    struct ToolFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs the executable at `path`, feeding `input` (or /dev/null), reading stdout and stderr concurrently
    /// so neither pipe fills up and blocks the child; the environment is this process's without
    /// `NO_COLOR` and `COLORTERM`, plus `environment`.
    private static func execute(_ path: String, _ arguments: [String], environment: [String: String], input: Data?) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env.removeValue(forKey: "COLORTERM")
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input == nil ? FileHandle(forReadingAtPath: "/dev/null") : inPipe
        try process.run()
        nonisolated(unsafe) var outData = Data()
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            outData = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let input {
            DispatchQueue.global().async {
                signal(SIGPIPE, SIG_IGN)
                try? inPipe.fileHandleForWriting.write(contentsOf: input)
                try? inPipe.fileHandleForWriting.close()
            }
        }
        group.wait()
        process.waitUntilExit()
        return ProcessResult(
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus
        )
    }
}
