/// The values each command's options take, as the built tools describe them
/// (`TOOL --experimental-dump-help`, swift-argument-parser's description of its commands).
struct OptionValues {
    /// Each tool's description, by tool name.
    private let descriptions: [String: OrderedJSON]

    /// Reads the description of each of `tools` from `executable` (`chromatools TOOL --experimental-dump-help`).
    init(executable: String, tools: [String]) throws(Files.Failure) {
        var descriptions: [String: OrderedJSON] = [:]
        for tool in tools {
            let text = try Files.output(of: executable, [tool, "--experimental-dump-help"])
            do { descriptions[tool] = try OrderedJSON.read(text) } catch {
                throw Files.Failure(description: "\(tool) --experimental-dump-help: \(error)")
            }
        }
        self.descriptions = descriptions
    }

    /// The commands of `tool` that take `option` (`--format`), each named by its path (`play scores`),
    /// in the order its help lists them, each command's own after it.
    func commands(_ tool: String, taking option: String) -> [String] {
        func walk(_ node: OrderedJSON, _ path: [String]) -> [String] {
            guard case .array(let subcommands)? = node["subcommands"] else { return [] }
            return subcommands.flatMap { child -> [String] in
                guard let name = child["commandName"]?.stringValue else { return [] }
                let here = Self.argument(option, of: child) == nil ? [] : [(path + [name]).joined(separator: " ")]
                return here + walk(child, path + [name])
            }
        }
        return descriptions[tool]?["command"].map { walk($0, []) } ?? []
    }

    /// The values `option` (`--format`) of `tool`'s `command` (`distance`) takes, in the order its help gives them.
    func values(_ tool: String, _ command: String, _ option: String) throws(Files.Failure) -> [String] {
        var node = descriptions[tool]?["command"]
        for word in command.split(separator: " ") {
            guard case .array(let subcommands)? = node?["subcommands"] else { node = nil; break }
            node = subcommands.first { $0["commandName"]?.stringValue == String(word) }
        }
        guard let node, case .array(let values)? = Self.argument(option, of: node)?["allValues"] else {
            throw Files.Failure(description: "\(tool) \(command) describes no values of \(option)")
        }
        return values.compactMap(\.stringValue)
    }

    /// The argument of a command's description named by the long option `option`.
    private static func argument(_ option: String, of command: OrderedJSON) -> OrderedJSON? {
        let name = String(option.drop { $0 == "-" })
        guard case .array(let arguments)? = command["arguments"] else { return nil }
        return arguments.first { argument in
            guard case .array(let names)? = argument["names"] else { return false }
            return names.contains { $0["name"]?.stringValue == name && $0["kind"]?.stringValue == "long" }
        }
    }
}
