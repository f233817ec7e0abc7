import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `colorconv repl`: the interactive session, also started by `colorconv` alone on a terminal.
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Start the interactive session: type a color, see it in every space.",
        discussion: "Commands: to SPACE[,…], distance A B [METHOD], name COLOR, cct COLOR, blackbody KELVIN [DUV], spaces, adjust COLOR OPERATION…, contrast TEXT BACKGROUND [METHOD], textcolor BACKGROUND [METHOD], simulate COLOR KIND [SEVERITY], random [N] [STRATEGY], distinct N [METRIC], help [COMMAND], quit. Tab completes commands, color names and space names."
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("At most this many decimals in numbers (0–15).", valueName: "n"))
    var precision: Int = Repl.defaultPrecision

    /// Decimals shown to a person: enough to compare, few enough to read.
    static let defaultPrecision = 4

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        throw ExitCode(ColorconvSession(precision: precision, colorChoice: colorOptions.color).run())
    }
}

/// The colorconv REPL: its commands and what a typed color shows.
final class ColorconvSession {
    let precision: Int
    let mode: TerminalColorMode
    /// What a typed color is shown as: spaces and the extras of `--to` (rgb8, name, inGamut), in the order chosen.
    var targets: [ColorTarget] = ColorSpaces.all.map { .space($0) }

    init(precision: Int, colorChoice: ColorChoice) {
        self.precision = min(max(precision, 0), 15)
        self.mode = TerminalColorMode.current(colorChoice)
    }

    /// Runs the session until quit or Ctrl-D; returns the exit status.
    func run() -> Int32 {
        let repl = REPL(
            tool: "colorconv",
            commands: commands,
            fallbackHelp: "Anything else is read as a color and shown in every space chosen with `to`.",
            completions: { before, word in Self.complete(before: before, word: word) },
            fallback: { [self] line, io in show(line, io) }
        )
        return repl.run()
    }

    var commands: [REPLCommand] {
        [
            REPLCommand(
                name: "to", usage: "to SPACE[,SPACE…]|all",
                summary: "choose the spaces a typed color is shown in",
                help: "Spaces: \(ColorSpaces.allNames.joined(separator: ", ")); also rgb8, name and inGamut. `to all` shows every space and those three."
            ) { [self] args, io in
                let list = args.joined(separator: ",")
                guard !list.isEmpty else {
                    io.print("showing: " + targets.map(\.label).joined(separator: ", "))
                    return
                }
                do throws(ColorFields.ListError) {
                    _ = try ColorFields(list: list)
                    targets = ColorTarget.list(list)
                    io.print("showing: " + targets.map(\.label).joined(separator: ", "))
                } catch {
                    io.error(error.message)
                }
            },
            REPLCommand(
                name: "distance", usage: "distance A B [METHOD]",
                summary: "ΔE between two colors (methods: \(DeltaE.methods.map(\.name).joined(separator: ", ")); default \(DeltaE.defaultMethod.name))",
                help: ""
            ) { [self] args, io in
                guard args.count == 2 || args.count == 3 else {
                    io.error("usage: distance A B [METHOD]")
                    return
                }
                guard let method = DeltaE.method(named: args.count == 3 ? args[2] : DeltaE.defaultMethod.name) else {
                    io.error("unknown method \"\(args[2])\"")
                    return
                }
                guard let a = parse(args[0], io), let b = parse(args[1], io) else { return }
                io.print("ΔE\(method.name) = \(ShortNumber.string(method.distance(a, b), precision: precision))")
            },
            REPLCommand(name: "name", usage: "name COLOR", summary: "the nearest CSS named color", help: "") { [self] args, io in
                guard args.count == 1 else { io.error("usage: name COLOR"); return }
                guard let color = parse(args[0], io) else { return }
                let nearest = NearestName.find(color)
                io.print("\(nearest.name)  (ΔE2000 \(ShortNumber.string(nearest.deltaE, precision: 2)))")
            },
            REPLCommand(name: "cct", usage: "cct COLOR", summary: "the correlated color temperature and Duv", help: "") { [self] args, io in
                guard args.count == 1 else { io.error("usage: cct COLOR"); return }
                guard let color = parse(args[0], io) else { return }
                do throws(CorrelatedColorTemperature.Failure) {
                    let cct = try CorrelatedColorTemperature(color)
                    let duv = ShortNumber.string(cct.duv, precision: min(precision, 5))
                    io.print(ColorText.swatch(Color.blackbody(kelvin: cct.kelvin), text: "\(ShortNumber.string(cct.kelvin, precision: min(precision, 2))) K  Duv \(duv)",
                                              mode: mode, width: 4))
                } catch {
                    io.error(error.message)
                }
            },
            REPLCommand(name: "blackbody", usage: "blackbody KELVIN [DUV]", summary: "the color of a blackbody (1000–100000 K)", help: "") { [self] args, io in
                guard args.count == 1 || args.count == 2 else { io.error("usage: blackbody KELVIN [DUV]"); return }
                do throws(RecordError) {
                    let kelvin = try Blackbody.kelvin(args[0])
                    var duv = 0.0
                    if args.count == 2 {
                        guard let given = Double(args[1]), abs(given) <= CorrelatedColorTemperature.duvLimit else {
                            io.error("a Duv is a number from -0.05 to 0.05: \(Diagnostics.quote(args[1]))")
                            return
                        }
                        duv = given
                    }
                    show(Color.blackbody(kelvin: kelvin, duv: duv), io)
                } catch {
                    io.error(error.message + ": " + Diagnostics.quote(args[0]))
                }
            },
            REPLCommand(name: "spaces", usage: "spaces", summary: "list the spaces and their channels", help: "") { args, io in
                for space in ColorSpaces.all {
                    let channels = space.channels.map { "\($0.key) \(Spaces.rangeText($0))" }
                    io.print("\(space.id.padding(20))\(channels.joined(separator: ", "))")
                }
            },
        ] + jobCommands + paletteCommands
    }

    /// A line that is not a command: a color to show.
    func show(_ line: String, _ io: REPLOutput) {
        guard let color = parse(line, io) else { return }
        show(color, io)
    }

    /// A color shown in every space chosen with `to`.
    func show(_ color: Color, _ io: REPLOutput) {
        let hex = color.hexString()
        let own = CSSColor.recordString(color, precision: precision)
        let nearest = NearestName.find(color)
        var title = own == hex ? hex : "\(hex)  \(own)"
        title += "  ≈ \(nearest.name) (ΔE2000 \(ShortNumber.string(nearest.deltaE, precision: 2)))"
        io.print(ColorText.swatch(color, text: title, mode: mode, width: 8))
        for target in targets {
            let value: String
            if case .space(let space) = target {
                value = ColorText.readable(color, in: space, precision: precision)
            } else {
                value = ColorText.text(color, target: target, precision: precision)
            }
            io.print("  \(target.label.padding(20))\(value)")
        }
        if !Gamut.contains(color, in: .srgb) { io.print("  out of the sRGB gamut: hex is gamut-mapped (CSS Color 4)") }
    }

    func parse(_ text: String, _ io: REPLOutput) -> Color? {
        do {
            return try CSSColor.parse(text)
        } catch {
            io.error(error.message)
            return nil
        }
    }

    /// Completions after the first word: space lists after `to`, methods third after `distance`, else color names.
    static func complete(before: String, word: String) -> [String] {
        let first = before.split(separator: " ").first.map(String.init) ?? ""
        if let jobs = completeJobs(first: first, position: before.split(separator: " ").count, word: word) { return jobs }
        if first == "to" { return ColorCompletion.listCompletions(word, words: ColorFields.listWords) }
        if first == "distance" && before.split(separator: " ").count >= 3 {
            return DeltaE.methods.map(\.name).filter { $0.hasPrefix(word) }
        }
        if first == "random" { return RandomColorStrategy.allCases.map(\.rawValue).filter { $0.hasPrefix(word) } }
        if first == "distinct" { return DistinctColors.Metric.allCases.map(\.rawValue).filter { $0.hasPrefix(word) } }
        return ColorCompletion.colors([], 0, word)
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
