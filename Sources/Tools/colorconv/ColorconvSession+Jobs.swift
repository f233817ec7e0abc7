import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaTerminal

/// The REPL's forms of `adjust`, `contrast`, `textcolor` and `simulate`.
extension ColorconvSession {
    var jobCommands: [REPLCommand] {
        [
            REPLCommand(
                name: "adjust", usage: "adjust COLOR OPERATION [VALUE]… [in SPACE]",
                summary: "lighten, darken, saturate, desaturate, rotate, complement, gray, set or alpha a color",
                help: """
                    Operations as colorconv adjust takes them, without the dashes, in the same order: \
                    adjust tomato lighten 0.1 rotate 30, adjust navy set oklch.l=0.6, adjust red gray in hsl.
                    """
            ) { [self] args, io in
                guard args.count >= 2 else { io.error("usage: adjust COLOR OPERATION [VALUE]… [in SPACE]"); return }
                var request = AdjustmentRequest(space: "oklch")
                var i = 1
                while i < args.count {
                    let word = args[i].lowercased()
                    if word == "in", i + 1 < args.count {
                        request.space = args[i + 1]
                        i += 2
                        continue
                    }
                    guard let operation = AdjustmentRequest.operations.first(where: { $0.name == word }) else {
                        io.error("unknown operation \(Diagnostics.quote(args[i])); use \(AdjustmentRequest.operations.map(\.name).joined(separator: ", ")) or in")
                        return
                    }
                    if operation.takesValue {
                        guard i + 1 < args.count else { io.error("\(word) needs a value"); return }
                        request.steps.append((word, args[i + 1]))
                        i += 2
                    } else {
                        request.steps.append((word, nil))
                        i += 1
                    }
                }
                guard let color = parse(args[0], io) else { return }
                do throws(AdjustmentRequest.Failure) {
                    showResult(try request.adjustment().apply(color), io)
                } catch {
                    io.error(error.message.hasPrefix("--") ? String(error.message.dropFirst(2)) : error.message)
                }
            },
            REPLCommand(
                name: "contrast", usage: "contrast TEXT BACKGROUND [METHOD]",
                summary: "the contrast of a text color on a background (methods: \(Contrast.methods.map(\.name).joined(separator: ", ")); default \(Contrast.defaultMethod.name))"
            ) { [self] args, io in
                guard args.count == 2 || args.count == 3 else { io.error("usage: contrast TEXT BACKGROUND [METHOD]"); return }
                guard let method = Contrast.method(named: args.count == 3 ? args[2] : Contrast.defaultMethod.name) else {
                    io.error("unknown method \"\(args[2])\"")
                    return
                }
                guard let text = parse(args[0], io), let background = parse(args[1], io) else { return }
                io.print("\(method.name) \(ShortNumber.string(method.contrast(text, on: background), precision: precision))")
            },
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

    /// Completions for the words after `adjust`, `contrast`, `textcolor` and `simulate`, or nil for other commands.
    static func completeJobs(first: String, position: Int, word: String) -> [String]? {
        switch (first, position) {
        case ("contrast", 3), ("textcolor", 2): Contrast.methods.map(\.name).filter { $0.hasPrefix(word.lowercased()) }
        case ("simulate", 2): ColorVisionDeficiency.allCases.map(\.rawValue).filter { $0.hasPrefix(word.lowercased()) }
        case ("adjust", 2...): (AdjustmentRequest.operations.map(\.name) + ["in"]).filter { $0.hasPrefix(word.lowercased()) }
        default: nil
        }
    }
}
