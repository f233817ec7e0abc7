import Foundation

/// The commands each tool has, as the tool itself describes them (`TOOL --experimental-dump-help`,
/// swift-argument-parser's description of its commands), so that no test keeps a copy of the list.
enum ToolCommands {
    /// A tool's commands in the order its help lists them, each command's own commands after it
    /// (`play`, `play scores`), without `help`; empty when the tool cannot describe itself.
    static func commands(of tool: String) -> [String] {
        guard let result = try? Tool.run(tool, ["--experimental-dump-help"]), result.status == 0,
              let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let root = object["command"] as? [String: Any]
        else { return [] }
        return subcommands(of: root, prefix: [])
    }

    /// The commands under `command`, each named by its path below the tool.
    private static func subcommands(of command: [String: Any], prefix: [String]) -> [String] {
        let children = command["subcommands"] as? [[String: Any]] ?? []
        return children.flatMap { child -> [String] in
            guard let name = child["commandName"] as? String, name != "help" else { return [] }
            let path = prefix + [name]
            return [path.joined(separator: " ")] + subcommands(of: child, prefix: path)
        }
    }

    /// Each tool and its commands, for the tools `Tool.toolNames` gives.
    static let all: [(tool: String, commands: [String])] = Tool.toolNames.map { ($0, commands(of: $0)) }
}
