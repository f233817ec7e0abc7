import Glibc
import ArgumentParser
import ChromaRuntime

/// The entry point every tool's `main` goes through.
public enum CommandMain {
    /// Runs `command` with `arguments` (the process's, after its name); `--generate-completion-script bash`
    /// prints the script with the default-command fix of `CompletionScripts`.
    ///
    /// `quick`, when given, is tried first: it runs the command and returns
    /// its exit status when it can read the arguments itself
    /// (`QuickArguments`), and returns nil, having done nothing, when it
    /// cannot; swift-argument-parser then reads them. Only colorconv's
    /// plain conversion, the first stage of most pipelines, has one.
    public static func run<Command: ParsableCommand>(
        _ command: Command.Type, tool: String, defaultCommand: String?, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        quick: (([String]) -> Int32?)? = nil
    ) {
        prepareProcess()
        // Before the quick reader, which would convert `gray` of `colorconv gray red` as a color.
        if let message = VerbSuggestion.message(tool: tool, arguments: arguments, root: command) {
            Diagnostics(tool: tool).emit(message)
            Glibc.exit(ExitStatus.usage.rawValue)
        }
        if let quick, let status = quick(arguments) {
            Glibc.exit(status)
        }
        var shellName: String?
        if arguments.count == 2 && arguments[0] == "--generate-completion-script" {
            shellName = arguments[1]
        } else if arguments.count == 1 && arguments[0].hasPrefix("--generate-completion-script=") {
            shellName = String(arguments[0].dropFirst("--generate-completion-script=".count))
        }
        if let shellName, let shell = CompletionShell(rawValue: shellName), defaultCommand != nil {
            let status = writeOutput(CompletionScripts.script(for: shell, of: command, tool: tool) + "\n", tool: tool)
            if status != .success { Glibc.exit(status.rawValue) }
            return
        }
        if let message = CommandSuggestion.message(for: arguments, root: command) {
            Diagnostics(tool: tool).emit(message)
            Glibc.exit(ExitStatus.usage.rawValue)
        }
        if let request = DefaultCommandHelp.request(arguments, root: command) {
            let path = ([tool] + request.names).joined(separator: " ")
            let commandHelp = command.helpMessage(for: request.command)
            let defaultHelp = command.helpMessage(for: request.defaultCommand)
            let help = DefaultCommandHelp.compose(
                commandHelp: commandHelp, defaultHelp: defaultHelp, path: path, defaultName: request.defaultCommand._commandName)
            let status = writeOutput(help + "\n", tool: tool)
            if status != .success { Glibc.exit(status.rawValue) }
            return
        }
        var parsed: ParsableCommand
        do {
            parsed = try command.parseAsRoot(arguments)
        } catch {
            exit(command, withError: error, tool: tool, arguments: arguments)
        }
        do {
            try parsed.run()
        } catch {
            exit(command, withError: error, tool: tool)
        }
    }

    /// What every tool does first, before it reads its arguments (`run` does it).
    ///
    /// A file grown past `ulimit -f` would raise SIGXFSZ, whose default
    /// action ends the process in the middle of a record; ignored, the write
    /// fails with EFBIG instead, and the tool reports an I/O error (74) like
    /// any other failed write, with the records before it whole. Whether
    /// standard input was closed at the start is asked before anything opens
    /// a file and takes descriptor 0.
    public static func prepareProcess() {
        signal(SIGXFSZ, SIG_IGN)
        _ = StandardInput.wasClosedAtStart
    }

    /// Writes what a command prints instead of records (help, the version, a completion script) to standard output.
    ///
    /// A reader that went away is not a failure (0, quietly); any other failed
    /// write, such as a full disk, is said on stderr and returns 74.
    public static func writeOutput(_ text: String, tool: String) -> ExitStatus {
        signal(SIGPIPE, SIG_IGN)
        let code = Array(text.utf8).withUnsafeBufferPointer { DescriptorWriter.writeAll(STDOUT_FILENO, $0) }
        guard code != 0, code != EPIPE else { return .success }
        Diagnostics(tool: tool).emit("cannot write output: \(String(cString: strerror(code)))")
        return .ioError
    }

    /// Ends the process as swift-argument-parser's own `exit(withError:)` does, except that an
    /// error message has its control characters escaped: a message such as `unknown space "…"`
    /// quotes an argument, and an argument may hold escape sequences that must not reach the terminal.
    ///
    /// `arguments`, given when parsing failed, are looked through for a misspelled
    /// option: a usage error then names it (`UnknownOptionCheck`), whatever else failed.
    static func exit<Command: ParsableCommand>(
        _ command: Command.Type, withError error: Error, tool: String, arguments: [String]? = nil
    ) -> Never {
        // A command's own exit status has no message; swift-argument-parser would build the command's
        // usage text (twice) before finding that out. It ends the process with the status, as here.
        if let status = error as? ExitCode {
            Glibc.exit(status.rawValue)
        }
        var message = command.fullMessage(for: error)
        let status = command.exitCode(for: error)
        if status == .validationFailure, let arguments, message.hasPrefix("Error: "),
            let unknown = UnknownOptionCheck.message(for: arguments, root: command)
        {
            // The usage lines that follow are those of the command that failed, which is the one to name.
            let usage = message.firstIndex(of: "\n").map { message[$0...] } ?? ""
            message = "Error: " + unknown + usage
        }
        if !message.isEmpty {
            if status == .success {
                // Help and the version: a failed write is an I/O error, not a success.
                let written = writeOutput(message + "\n", tool: tool)
                if written != .success { Glibc.exit(written.rawValue) }
            } else {
                var text = ""
                for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
                    text += String(decoding: Array(line.utf8).withUnsafeBufferPointer { Diagnostics.escaped($0) }, as: UTF8.self) + "\n"
                }
                Array(text.utf8).withUnsafeBufferPointer { _ = DescriptorWriter.writeAll(2, $0) }
            }
        }
        command.exit(withError: status == .success ? nil : ExitCode(status.rawValue))
    }
}
