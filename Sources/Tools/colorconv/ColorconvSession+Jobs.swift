import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaTerminal

/// The REPL's forms of `textcolor` and `simulate`.
extension ColorconvSession {
    var jobCommands: [REPLCommand] {
        [
            REPLCommand(
                name: "textcolor", usage: "textcolor BACKGROUND [METHOD]",
                summary: "white or black, whichever has more contrast on the background"
            ) { [self] args, io in
                guard args.count == 1 || args.count == 2 else { io.error("usage: textcolor BACKGROUND [METHOD]"); return }
                guard let method = Contrast.method(named: args.count == 2 ? args[1] : Contrast.defaultMethod.name) else {
                    io.error("unknown method \"\(args[1])\"")
                    return
                }
                guard let background = parse(args[0], io) else { return }
                let candidates = [("white", Color(.srgb, 1, 1, 1)), ("black", Color(.srgb, 0, 0, 0))]
                let values = candidates.map { method.contrast($0.1, on: background) }
                let best = ContrastMethod.strength(values[1]) > ContrastMethod.strength(values[0]) ? 1 : 0
                let line = "\(candidates[best].0)  (\(method.name) \(ShortNumber.string(values[best], precision: precision)))"
                io.print(ColorText.swatch(background, text: line, mode: mode, width: 8))
            },
            REPLCommand(
                name: "simulate", usage: "simulate COLOR protan|deutan|tritan|achroma [SEVERITY]",
                summary: "the color as a color vision deficiency shows it (severity 0–1, default 1)"
            ) { [self] args, io in
                guard args.count == 2 || args.count == 3 else { io.error("usage: simulate COLOR protan|deutan|tritan|achroma [SEVERITY]"); return }
                guard let deficiency = ColorVisionDeficiency(rawValue: args[1].lowercased()) else {
                    io.error("unknown deficiency \(Diagnostics.quote(args[1])); use protan, deutan, tritan or achroma")
                    return
                }
                let severity = args.count == 3 ? Double(args[2]) : 1
                guard let severity, (0...1).contains(severity) else { io.error("the severity is a number from 0 to 1"); return }
                guard let color = parse(args[0], io) else { return }
                showResult(CVDSimulation(deficiency, severity: severity).simulate(color), io)
            },
        ]
    }

    /// A computed color: a swatch with its hex and its lossless CSS form.
    func showResult(_ color: Color, _ io: REPLOutput) {
        let hex = color.hexString()
        let own = CSSColor.recordString(color, precision: precision)
        io.print(ColorText.swatch(color, text: own == hex ? hex : "\(hex)  \(own)", mode: mode, width: 8))
    }

    /// Completions for the words after `textcolor` and `simulate`, or nil for other commands.
    static func completeJobs(first: String, position: Int, word: String) -> [String]? {
        switch (first, position) {
        case ("textcolor", 2): Contrast.methods.map(\.name).filter { $0.hasPrefix(word.lowercased()) }
        case ("simulate", 2): ColorVisionDeficiency.allCases.map(\.rawValue).filter { $0.hasPrefix(word.lowercased()) }
        default: nil
        }
    }
}
