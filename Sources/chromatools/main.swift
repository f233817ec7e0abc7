// chromatools: one executable that holds the six tools.
//
// It runs the tool named by the name it was started by (the last part of
// argv[0]: `colorconv`, `colormix`, `gradient`, `bullseye`, `chroma-quiz`,
// `ghostdraw`), as busybox does, so `make install` puts one binary and six
// links to it. Started as `chromatools`, the first argument names the tool:
// `chromatools colorconv red`. `chromatools --help` lists the tools; an
// unknown name is a usage error (64).

import BullseyeCommands
import ChromaCLI
import ChromaQuizCommands
import ColorconvCommands
import ColormixCommands
import GhostdrawCommands
import GradientCommands

#if canImport(Glibc)
import Glibc
import ChromaRuntime
#endif

/// The tools, in the order `--help` lists them.
let tools = [colorconvTool, colormixTool, gradientTool, bullseyeTool, chromaQuizTool, ghostdrawTool]

/// The usage text `--help` prints.
func usage() -> String {
    let width = tools.map(\.name.count).max() ?? 0
    let list = tools.map { "  " + $0.name + String(repeating: " ", count: width + 2 - $0.name.count) + $0.summary }
    return """
        OVERVIEW: Color tools that speak newline-delimited JSON, and color games.

        USAGE: chromatools TOOL [ARGUMENTS…]
               TOOL [ARGUMENTS…]   (started by a tool's name, through a link)

        TOOLS:
        \(list.joined(separator: "\n"))

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        See TOOL --help, and the manual pages TOOL(1) and chromatools(7).

        """
}

/// Says `message` on standard error as chromatools and ends with 64.
func refuse(_ message: String) -> Never {
    Diagnostics(tool: "chromatools").emit(message)
    exit(ExitStatus.usage.rawValue)
}

let arguments = CommandLine.arguments
let startedAs = arguments.first.map { String($0.split(separator: "/", omittingEmptySubsequences: false).last ?? "") } ?? ""
/// The tools' names, for messages.
var names: String { tools.map(\.name).joined(separator: ", ") }

if let tool = tools.first(where: { $0.name == startedAs }) {
    tool.run(Array(arguments.dropFirst()))
} else if startedAs == "chromatools" {
    let rest = Array(arguments.dropFirst())
    switch rest.first {
    case nil:
        refuse("name a tool: chromatools TOOL [ARGUMENTS…], where TOOL is one of \(names); see chromatools --help")
    case "-h", "--help", "help":
        let status = CommandMain.writeOutput(usage(), tool: "chromatools")
        exit(status.rawValue)
    case "--version":
        let status = CommandMain.writeOutput("chromatools \(ChromaTools.version)\n", tool: "chromatools")
        exit(status.rawValue)
    case let name?:
        guard let tool = tools.first(where: { $0.name == name }) else {
            refuse("unknown tool \(Diagnostics.quote(name)): the tools are \(names); see chromatools --help")
        }
        tool.run(Array(rest.dropFirst()))
    }
} else {
    refuse("started as \(Diagnostics.quote(startedAs)), which is not a tool's name: link it as one of \(names), or run chromatools TOOL [ARGUMENTS…]")
}
