import ArgumentParser

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
