/// The completion scripts under `completions/`, as the built tools print them
/// (`TOOL --generate-completion-script SHELL`, swift-argument-parser's scripts with `CompletionScripts`' additions).
enum CompletionScripts {
    /// Where each shell's script of `tool` is kept, under the package root.
    static func path(for shell: String, tool: String) -> String {
        switch shell {
        case "zsh": "completions/zsh/_\(tool)"
        case "fish": "completions/fish/\(tool).fish"
        default: "completions/bash/\(tool)"
        }
    }

    static let shells = ["bash", "zsh", "fish"]

    /// Every script of `tools`, by its path.
    static func scripts(executable: String, tools: [String]) throws(Files.Failure) -> [(path: String, text: String)] {
        var scripts: [(path: String, text: String)] = []
        for tool in tools {
            for shell in shells {
                scripts.append((path(for: shell, tool: tool), try Files.output(of: executable, [tool, "--generate-completion-script", shell])))
            }
        }
        return scripts
    }

    /// The tools of the lines under `TOOLS:` in `chromatools --help`, the first word of each.
    static func tools(executable: String) throws(Files.Failure) -> [String] {
        let help = try Files.output(of: executable, ["--help"]).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = help.firstIndex(of: "TOOLS:") else { throw Files.Failure(description: "\(executable) --help lists no TOOLS:") }
        let names = help[(start + 1)...].prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        if names.isEmpty { throw Files.Failure(description: "\(executable) --help lists no tools under TOOLS:") }
        return names
    }
}
