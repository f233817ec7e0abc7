import ArgumentParser

#if canImport(Glibc)
@preconcurrency import Glibc
import ChromaStream
#endif

/// Shell completion scripts that know a tool's default commands.
///
/// swift-argument-parser generates the scripts from the same definitions as
/// `--help`, but they offer only command names before a command has been
/// typed, although `colorconv --to ok<Tab>` is how people use a tool whose
/// default command needs no name (and `ghostdraw trace --rounds`, a command
/// whose own default is `play`). The fix is one branch per shell and per
/// command with a default: when the next word is not a command, complete the
/// words as the default command's. Each edit returns the script unchanged if
/// the generated text does not have the expected shape, so a future
/// generator change degrades to its own behaviour instead of breaking the script.
public enum CompletionScripts {
    /// A command that runs a default subcommand: where it is, the default's name, and the names that may follow it.
    public struct DefaultCommand: Sendable, Equatable {
        /// The subcommand names from the tool to the command: empty for the tool itself, `["trace"]` for `ghostdraw trace`.
        public var path: [String]
        /// The default subcommand's name.
        public var name: String
        /// The names the generated script offers after the command: its subcommands (and `help`, at the tool).
        public var commands: [String]

        public init(path: [String], name: String, commands: [String]) {
            self.path = path
            self.name = name
            self.commands = commands
        }

        /// The generated script's function for the command, e.g. `_ghostdraw_trace`.
        func function(tool: String) -> String { "_" + ([tool] + path).joined(separator: "_") }
    }

    /// Every command of `command`'s tree that has a default subcommand, the tool first.
    public static func defaultCommands(of command: ParsableCommand.Type, path: [String] = []) -> [DefaultCommand] {
        var found: [DefaultCommand] = []
        let subcommands = command.configuration.subcommands
        if let defaultCommand = command.configuration.defaultSubcommand {
            found.append(DefaultCommand(
                path: path, name: defaultCommand._commandName,
                commands: subcommands.map { $0._commandName } + (path.isEmpty ? ["help"] : [])))
        }
        for subcommand in subcommands {
            found += defaultCommands(of: subcommand, path: path + [subcommand._commandName])
        }
        return found
    }

    /// The bash script with a default-command branch in the function of `command`.
    public static func bash(_ generated: String, tool: String, command: DefaultCommand) -> String {
        let bytes = Array(generated.utf8)
        let function = command.function(tool: tool)
        let marker = Array("        # Offer subcommand completions\n".utf8)
        guard let functionStart = bytes.firstOffset(of: Array("\n\(function)() {\n".utf8), from: 0),
              let start = bytes.firstOffset(of: marker, from: functionStart),
              let offerEnd = bytes.firstOffset(of: [0x0A], from: start + marker.count),
              let end = bytes.firstOffset(of: Array("        ;;\n".utf8), from: offerEnd)
        else { return generated }
        let offer = String(decoding: bytes[(start + marker.count)...offerEnd], as: UTF8.self)
        let commandWord = command.path.count + 1  // the index in COMP_WORDS of the first word after the command
        let replacement = """
                    # Without a command, \(([tool] + command.path).joined(separator: " ")) runs `\(command.name)`: its arguments are
                    # completed from the words as typed (what the options before took out would hide an
                    # option waiting for its value), with the command names only as the first word.
                    COMPREPLY=()
                    if (( COMP_CWORD == \(commandWord) )); then
                \(offer)        fi
                    unparsed_words=("${COMP_WORDS[@]:\(commandWord):$((COMP_CWORD - \(commandWord - 1)))}")
                    \(function)_\(command.name)
                    # Once each (the command and its default share --help and --version).
                    local -A seen=()
                    local -a unique=()
                    local candidate
                    for candidate in "${COMPREPLY[@]}"; do
                        [[ -n "${seen[${candidate}]-}" ]] && continue
                        seen[${candidate}]=1
                        unique+=("${candidate}")
                    done
                    COMPREPLY=("${unique[@]}")

            """
        return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[end...], as: UTF8.self)
    }

    /// The zsh script with a default-command branch in the function of `command`: words after it that do not start with a command are completed as the default's.
    ///
    /// The first word is left to the generated completion (the command
    /// names) unless it starts with `-`.
    public static func zsh(_ generated: String, tool: String, command: DefaultCommand) -> String {
        let bytes = Array(generated.utf8)
        let function = command.function(tool: tool)
        let marker = Array("    local -i ret=1\n".utf8)
        guard let functionStart = bytes.firstOffset(of: Array("\n\(function)() {\n".utf8), from: 0),
              let start = bytes.firstOffset(of: marker, from: functionStart)
        else { return generated }
        let insertion = """

                # Without a command, \(([tool] + command.path).joined(separator: " ")) runs `\(command.name)`: complete the words as
                # its own, but for a first word that may still become a command's name.
                if [[ ${words[2]} != (\(command.commands.joined(separator: "|"))) ]] && { (( CURRENT > 2 )) || [[ ${words[CURRENT]} == -* ]] }; then
                    words[1]=\(command.name)
                    \(function)_\(command.name)
                    return
                fi

            """
        let end = start + marker.count
        return String(decoding: bytes[..<end] + Array(insertion.utf8) + bytes[end...], as: UTF8.self)
    }

    /// The fish script with a default-command branch where the tokens of `command` are parsed: tokens that do not start with a command are the default's.
    ///
    /// With no token yet, an option being typed (`colorconv --<Tab>`) is the default command's too.
    public static func fish(_ generated: String, tool: String, command: DefaultCommand) -> String {
        let bytes = Array(generated.utf8)
        let name = command.path.last ?? tool
        let indent = String(repeating: "    ", count: command.path.count + 1)
        let caseLine = Array("\n\(indent)case '\(name)'\n".utf8)
        guard let caseStart = bytes.firstOffset(of: caseLine, from: 0),
              let parseEnd = bytes.firstOffset(of: [0x0A], from: caseStart + caseLine.count)
        else { return generated }
        let inner = indent + "    "
        let insertion = """
            \(inner)# Without a command, \(([tool] + command.path).joined(separator: " ")) runs `\(command.name)`: the tokens are its own.
            \(inner)if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] \(command.commands.joined(separator: " "))
            \(inner)    set -p unparsed_tokens \(command.name)
            \(inner)else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
            \(inner)    set -p unparsed_tokens \(command.name)
            \(inner)end

            """
        let end = parseEnd + 1
        return String(decoding: bytes[..<end] + Array(insertion.utf8) + bytes[end...], as: UTF8.self)
    }

    /// The completion script for `shell` with the default-command branches.
    public static func script<Command: ParsableCommand>(for shell: CompletionShell, of command: Command.Type, tool: String) -> String {
        var script = command.completionScript(for: shell)
        for defaultCommand in defaultCommands(of: command) {
            switch shell {
            case .bash: script = bash(script, tool: tool, command: defaultCommand)
            case .zsh: script = zsh(script, tool: tool, command: defaultCommand)
            case .fish: script = fish(script, tool: tool, command: defaultCommand)
            default: break
            }
        }
        return script
    }
}

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
        do {
            var parsed = try command.parseAsRoot(arguments)
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
    static func exit<Command: ParsableCommand>(_ command: Command.Type, withError error: Error, tool: String) -> Never {
        // A command's own exit status has no message; swift-argument-parser would build the command's
        // usage text (twice) before finding that out. It ends the process with the status, as here.
        if let status = error as? ExitCode {
            Glibc.exit(status.rawValue)
        }
        let message = command.fullMessage(for: error)
        let status = command.exitCode(for: error)
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

extension Array where Element == UInt8 {
    /// The offset of the first occurrence of `needle` at or after `start`.
    func firstOffset(of needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, count >= needle.count else { return nil }
        var i = start
        while i + needle.count <= count {
            if self[i] == needle[0] && Array(self[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
