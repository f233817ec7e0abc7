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
        abstract: "Start the interactive session: type a color, see it; adjust, mix and compare colors.",
        discussion: """
            Commands: to SPACE…, adjust OPTION… [COLOR…], mix [A] B [--by F], gradient [A] B… [--steps N], \
            contrast [TEXT] BACKGROUND, name [COLOR], distance A B [METHOD], cct COLOR, blackbody KELVIN [DUV], spaces, \
            textcolor BACKGROUND [METHOD], simulate COLOR KIND [SEVERITY], random [N] [STRATEGY], distinct N [METRIC], harmony [COLOR] KIND, \
            lint [OPTION…] COLOR…, help [COMMAND], quit. adjust, contrast, lint and name take what the commands of those names take; \
            a command given no color works on the last color shown. Tab completes commands, options, color names and space names.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("At most this many decimals in numbers (0–15).", valueName: "n"))
    var precision: Int = Repl.defaultPrecision

    /// Decimals shown to a person: enough to compare, few enough to read.
    static let defaultPrecision = 4

    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var colorScheme: ColorSchemeOption

    func run() throws {
        throw ExitCode(ColorconvSession(precision: precision, colorChoice: colorOptions.color).run())
    }
}

/// The colorconv REPL: its commands and what a typed color shows.
///
/// A typed color is shown as `colorconv COLOR` shows it on a terminal: the
/// human view's block (`HumanView`, through `ConvertLines`), with the spaces
/// chosen with `to` as lines of their own. The view is made afresh for each
/// color, so that it fits the terminal as it is now, resized or not.
/// `adjust`, `contrast` and `name` are read and run as the commands of the
/// same names are (`ColorconvSession+Commands.swift`), and a command given no
/// color works on the last color shown.
final class ColorconvSession {
    let precision: Int
    let colorChoice: ColorChoice
    let mode: TerminalColorMode
    /// The `--to` list of the spaces shown besides the common forms, as `to` chose them; empty by default.
    var targetList = ""
    /// The last color shown: what a command given no color works on.
    var lastColor: ShownColor?

    /// The targets of `targetList`, in the order chosen.
    var targets: [ColorTarget] { ColorTarget.list(targetList) }

    init(precision: Int, colorChoice: ColorChoice) {
        self.precision = min(max(precision, 0), 15)
        self.colorChoice = colorChoice
        self.mode = TerminalColorMode.current(colorChoice)
    }

    /// Runs the session until quit or Ctrl-D; returns the exit status.
    func run() -> Int32 {
        let repl = REPL(
            tool: "colorconv",
            commands: commands,
            fallbackHelp: "Anything else is read as a color and shown with its common forms and the spaces chosen with `to`.",
            completions: { before, word in Self.complete(before: before, word: word) },
            fallback: { [self] line, io in show(line, io) }
        )
        return repl.run()
    }

    /// The commands in the order `help` lists them: what is shown, the everyday jobs, then the rest.
    var commands: [REPLCommand] {
        [toCommand] + parsedCommands + otherCommands + jobCommands + paletteCommands
    }

    /// `to`: the spaces shown besides the common forms.
    var toCommand: REPLCommand {
        REPLCommand(
            name: "to", usage: "to SPACE…|all|reset",
            summary: "show these spaces too for the colors typed from now on",
            help: """
                Spaces, blank- or comma-separated: \(ColorSpaces.allNames.joined(separator: ", ")); \
                also hex, rgb8, name and inGamut. Each `to` replaces the list before it, as --to does. \
                `to all` shows every space and rgb8, name and inGamut; `to` alone or `to reset` only the common forms.
                """
        ) { [self] args, io in choose(args, io) }
    }

    var otherCommands: [REPLCommand] {
        [
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
        ]
    }

    /// `to`: the targets shown besides the common forms, checked as `--to` checks its list.
    func choose(_ words: [String], _ io: REPLOutput) {
        let names = words.flatMap { $0.split(separator: ",") }.map { $0.lowercased() }
        // hex is one of the common forms, always shown.
        let list = names == ["reset"] ? "" : names.filter { $0 != "hex" }.joined(separator: ",")
        do throws(ColorFields.ListError) {
            _ = try ColorFields(list: list)
        } catch {
            io.error(error.message)
            return
        }
        targetList = list
        let added = names.contains("all") ? ["every space", "inGamut"] : targets.filter { !ConvertLines.isShownByTheView($0) }.map(\.label)
        io.print("showing: " + (Self.commonForms + added).joined(separator: ", "))
    }

    /// The forms the human view shows of every color.
    static let commonForms = ["hex", "rgb", "hsl", "oklch", "name"]

    /// A line that is not a command: a color to show.
    func show(_ line: String, _ io: REPLOutput) {
        guard let color = parse(line, io) else { return }
        show(color, text: line, io)
    }

    /// A color as `colorconv COLOR` shows it on a terminal, with the spaces chosen with `to`; it becomes the last color shown.
    func show(_ color: Color, text: String? = nil, notes: [HumanView.Cell] = [], _ io: REPLOutput) {
        let lines = ConvertLines(
            format: .human, targets: targets, precision: precision, cssPrecision: .uniform(precision), notation: .modern,
            gamut: .css, color: colorChoice, layout: .block)
        var writer = RecordWriter(precision: precision)
        lines.view!.write(color, after: lines.asked(color) + notes, into: &writer)
        printLines(of: writer, io)
        lastColor = ShownColor(color: color, typed: text)
    }

    /// Prints the lines a view wrote into `writer`.
    func printLines(of writer: RecordWriter, _ io: REPLOutput) {
        let text = String(decoding: writer.output.bytes, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() { io.print(String(line)) }
    }

    func parse(_ text: String, _ io: REPLOutput) -> Color? {
        do {
            return try CSSColor.parseInput(text)
        } catch {
            io.error(error.message)
            return nil
        }
    }

    /// Completions after the first word: spaces after `to`, options and their values after the commands read as on the
    /// command line, methods third after `distance`, else color names.
    static func complete(before: String, word: String) -> [String] {
        let words = REPL.words(in: before)
        let first = words.first ?? ""
        if let jobs = completeJobs(first: first, position: words.count, word: word) { return jobs }
        if let parsed = completeParsed(words, word: word) { return parsed }
        if first == "to" { return ColorCompletion.listCompletions(word, words: ColorFields.listWords + ["hex", "reset"]) }
        if first == "distance" && words.count >= 3 {
            return DeltaE.methods.map(\.name).filter { $0.hasPrefix(word) }
        }
        if first == "random" { return RandomColorStrategy.allCases.map(\.rawValue).filter { $0.hasPrefix(word) } }
        if first == "scheme" {
            return (SchemeVariant.allCases.map(\.rawValue) + ["--dark"]).filter { $0.hasPrefix(word) } + ColorCompletion.colors([], 0, word)
        }
        if first == "harmony" {
            let kinds = Harmony.Kind.allCases.map(\.rawValue).filter { $0.hasPrefix(word) }
            return words.count >= 2 ? kinds : kinds + ColorCompletion.colors([], 0, word)
        }
        if first == "distinct" { return DistinctColors.Metric.allCases.map(\.rawValue).filter { $0.hasPrefix(word) } }
        return ColorCompletion.colors([], 0, word)
    }
}

/// A color the REPL showed, and how a person typed it, if they did.
struct ShownColor {
    var color: Color
    /// The text typed, for a color typed rather than computed.
    var typed: String?

    /// The text a command reads the color from: as typed, or its lossless CSS as records write it.
    var operand: String { typed ?? CSSColor.recordString(color, precision: 6) }

    /// The text a person reads it by: as typed, or its CSS to at most `precision` decimals (and 4).
    func label(precision: Int) -> String { typed ?? CSSColor.recordString(color, precision: min(precision, 4)) }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
