import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// The REPL's commands read by swift-argument-parser: `adjust`, `contrast` and `name` as the colorconv commands of
/// those names (`REPLCommandLine`), `mix` and `gradient` by `ReplMix` and `ReplGradient`, on the options colormix and
/// gradient share (`InterpolationOptions`).
///
/// A command given no color works on the last color shown: `adjust --lighten 0.1` lightens it, `name` names it,
/// `mix white --by 20%` and `gradient navy` start from it, and `contrast --bg white` measures it as text on white.
extension ColorconvSession {
    var parsedCommands: [REPLCommand] {
        [
            REPLCommand(
                name: "adjust", usage: "adjust OPTION… [COLOR…]",
                summary: "a color lightened, rotated, set…, as colorconv adjust changes it",
                help: """
                    The options of colorconv adjust (adjust --help): adjust --lighten 0.1 tomato, \
                    adjust --rotate 30 --in hsl, adjust --set oklch.l=0.6 navy. Without a color, the last color shown; \
                    one color adjusted becomes the last color shown.
                    """
            ) { [self] args, io in
                // The spaces chosen with `to` are shown unless the command asks for its own.
                let targetList = targetList
                guard let adjust = run("adjust", args, as: Adjust.self, io, prepare: { if $0.output.to.isEmpty { $0.output.to = targetList } }),
                      adjust.colors.count == 1, adjust.options.stream.input == nil,
                      let color = try? CSSColor.parseInput(adjust.colors[0]), let adjustment = try? adjust.request.adjustment()
                else { return }
                var shown = adjustment.apply(color)
                if let target = adjust.minContrast, let against = adjust.against, let background = try? CSSColor.parseInput(against),
                   case .reached(let repaired, _) = shown.repairedContrast(target, against: background, method: adjust.method.method) {
                    shown = repaired
                }
                lastColor = ShownColor(color: shown)
            },
            REPLCommand(
                name: "contrast", usage: "contrast [TEXT] BACKGROUND",
                summary: "the contrast of text on a background, as colorconv contrast",
                help: """
                    The options of colorconv contrast (contrast --help): contrast white navy, contrast --method apca black gold, \
                    contrast --bg white (the last color shown, as text on white).
                    """
            ) { [self] args, io in
                run("contrast", args, as: ContrastCommand.self, io)
            },
            REPLCommand(
                name: "lint", usage: "lint [OPTION…] COLOR…",
                summary: "the problems of a palette, as colorconv lint",
                help: "The options of colorconv lint (lint --help): lint red #fe0000 green, lint --contrast 4.5 --against white #777 navy."
            ) { [self] args, io in
                run("lint", args, as: Lint.self, io)
            },
            REPLCommand(
                name: "name", usage: "name [COLOR…]",
                summary: "the nearest CSS named color, as colorconv name",
                help: "As colorconv name (name --help); without a color, the last color shown."
            ) { [self] args, io in
                run("name", args, as: Name.self, io)
            },
            REPLCommand(
                name: "mix", usage: "mix [A] B [--by F]",
                summary: "the mix of two colors, as colormix mixes them",
                help: """
                    mix A B --by F mixes F (0–1, or a percentage) of B into A, in the space of --in with the hue method of --hue \
                    (mix --help). Without A, the last color shown; the mix becomes the last color shown.
                    """
            ) { [self] args, io in
                mix(args, io)
            },
            REPLCommand(
                name: "gradient", usage: "gradient [A] B… | --colormap NAME [--steps N]",
                summary: "a gradient: a bar and the hex of each step",
                help: """
                    As gradient makes it, in the space of --in with the hue method of --hue (gradient --help): \
                    a bar across the terminal and the hex codes of --steps colors (default \(ReplGradient.defaultSteps)). \
                    With one color, the gradient runs from the last color shown to it. --colormap NAME shows a published \
                    colormap instead (\(Colormap.names.joined(separator: ", "))), its steps the entries \
                    matplotlib samples.
                    """
            ) { [self] args, io in
                gradient(args, io)
            },
        ]
    }

    /// Reads `words` as `colorconv NAME words…` reads them and runs the command, on the last color shown when it is
    /// given no color and no `-i`, after `prepare` has changed it; returns the command when it ran and succeeded.
    @discardableResult
    func run<Command: ColorOperandCommand>(
        _ name: String, _ words: [String], as type: Command.Type, _ io: REPLOutput, prepare: (inout Command) -> Void = { _ in }
    ) -> Command? {
        // A command's own --color-scheme is for that command: the session's comes back after it.
        let sessionScheme = ColorScheme.ofInput
        defer { ColorScheme.ofInput = sessionScheme }
        guard var command = REPLCommandLine.parse([name] + words, root: Colorconv.self, as: Command.self, io: io) else { return nil }
        if command.colors.isEmpty && command.options.stream.input == nil {
            guard let lastColor else {
                io.error("\(name) needs a color: give one, or type a color first")
                return nil
            }
            command.colors = [lastColor.operand]
        }
        if command.options.colorOptions.color == .auto { command.options.colorOptions.color = colorChoice }
        prepare(&command)
        do {
            try command.validate()
            try command.run()
        } catch let status as ExitCode {
            return status == .success ? command : nil
        } catch {
            REPLCommandLine.report(error, root: Colorconv.self, io: io)
            return nil
        }
        return command
    }

    /// The colors of `mix` and `gradient`: the last color shown first when only one is given.
    func colorsOrLast(_ texts: [String], _ io: REPLOutput) -> [(text: String, color: Color)]? {
        var colors: [(text: String, color: Color)] = []
        if texts.count == 1 {
            guard let lastColor else {
                io.error("give two colors, or type a color first to start from it")
                return nil
            }
            colors.append((lastColor.label(precision: precision), lastColor.color))
        }
        for text in texts {
            guard let color = parse(text, io) else { return nil }
            colors.append((text, color))
        }
        return colors
    }

    /// `mix`: the block of the mix, with its recipe as colormix writes it (`tomato 50% + white 50% in oklab`).
    func mix(_ words: [String], _ io: REPLOutput) {
        guard let command = REPLCommandLine.parse(words, root: ReplMix.self, as: ReplMix.self, io: io),
              let colors = colorsOrLast(command.colors, io)
        else { return }
        let space = try! command.mixing.resolvedSpace()
        let adaptation = command.mixing.adaptation
        let result: Color
        do throws(InterpolationError) {
            result = try Mix.mix(
                [(colors[0].color, (1 - command.by) * 100), (colors[1].color, command.by * 100)], in: space,
                hue: space.hueIndex == nil ? nil : command.mixing.hue, routes: ConversionRoutes(to: space, adaptation: adaptation))
        } catch {
            io.error(error.message)
            return
        }
        let percent = { (fraction: Double) in ShortNumber.string(fraction * 100, precision: 1) + "%" }
        var recipe = "\(colors[0].text) \(percent(1 - command.by)) + \(colors[1].text) \(percent(command.by)) in \(space.id)"
        if let hue = command.mixing.hue, space.hueIndex != nil { recipe += " (\(hue.rawValue) hue)" }
        if !adaptation.isCSS { recipe += ", adapted by \(adaptation.name)" }
        show(Self.inD65(result, adaptation: adaptation), notes: [.text(recipe, label: "mix", fromInput: true)], io)
    }

    /// `gradient`: a bar across the terminal, then each step's swatch and hex, as many to a line as fit.
    func gradient(_ words: [String], _ io: REPLOutput) {
        guard let command = REPLCommandLine.parse(words, root: ReplGradient.self, as: ReplGradient.self, io: io) else { return }
        let adaptation = command.interpolation.adaptation
        let color: (Double) -> Color, step: (Double) -> Color
        if let colormap = command.colormap.flatMap(Colormap.named) {
            let gradient = colormap.gradient
            (color, step) = ({ gradient.color(at: $0) }, colormap.color(at:))
        } else {
            guard let colors = colorsOrLast(command.colors, io) else { return }
            let gradient: Gradient
            do throws(InterpolationError) {
                gradient = try Gradient(stops: colors.map { GradientStop($0.color) }, in: try! command.interpolation.resolvedSpace(),
                                        hue: command.interpolation.hue, adaptation: adaptation)
            } catch {
                io.error(error.message)
                return
            }
            color = { Self.inD65(gradient.color(at: $0), adaptation: adaptation) }
            step = color
        }
        let columns = RawTerminalSession.columns(of: 1)
        if mode != .none {
            let bar = ANSIBar(columns: columns, lines: 1, mode: mode)
            let pixels = (0..<columns).map { x in color((Double(x) + 0.5) / Double(columns)).rgb8() }
            io.print(String(bar.render { x, _ in (pixels[x].red, pixels[x].green, pixels[x].blue) }.dropLast()))
        }
        let steps = (0..<command.steps).map { i in step(Double(i) / Double(command.steps - 1)) }
        let cell = mode == .none ? 7 : 3 + 7
        let perLine = max((columns + 2) / (cell + 2), 1)
        for start in stride(from: 0, to: steps.count, by: perLine) {
            let line = steps[start..<min(start + perLine, steps.count)].map { step in
                mode == .none ? step.hexString() : ColorText.swatch(step, text: step.hexString(), mode: mode, width: 1)
            }
            io.print(line.joined(separator: "  "))
        }
    }

    /// `color`, or with a method other than CSS's and a space of another white, the color in XYZ D65 by that method, as
    /// colormix and gradient write it, so that what reads it later reads it as it was made.
    static func inD65(_ color: Color, adaptation: ChromaticAdaptation) -> Color {
        guard !adaptation.isCSS, color.space.changesWhiteToXYZD65 else { return color }
        return color.converted(to: .xyzD65, adaptation: adaptation)
    }

    /// Completions of the commands read as on the command line: their options, the values of a few, else nil.
    static func completeParsed(_ words: [String], word: String) -> [String]? {
        let commands: [String: ParsableCommand.Type] = [
            "adjust": Adjust.self, "contrast": ContrastCommand.self, "lint": Lint.self, "name": Name.self, "mix": ReplMix.self, "gradient": ReplGradient.self,
        ]
        guard let first = words.first, let command = commands[first] else { return nil }
        if word.hasPrefix("-") {
            return command == ReplMix.self || command == ReplGradient.self
                ? REPLCommandLine.longOptions(of: command, root: command)
                : REPLCommandLine.longOptions(of: command, root: Colorconv.self)
        }
        switch words.count > 1 ? words[words.count - 1] : "" {
        case "--in": return ColorCompletion.interpolationSpaces([], 0, word)
        case "--to": return ColorCompletion.spaceList([], 0, word)
        case "--set": return AdjustmentRequest.completeSet([], 0, word)
        case "--method": return Contrast.methods.map(\.name).filter { $0.hasPrefix(word.lowercased()) }
        case "--hue": return HueInterpolation.allCases.map(\.rawValue).filter { $0.hasPrefix(word.lowercased()) }
        default: return ColorCompletion.colors([], 0, word)
        }
    }
}

/// A colorconv command that the REPL runs as typed: one that reads colors as operands, or from `-i`.
protocol ColorOperandCommand: ParsableCommand {
    /// The colors given as operands.
    var colors: [String] { get set }
    /// The format, stream and color options.
    associatedtype Format: OutputFormatSubset
    var options: RecordCommandOptions<Format> { get set }
}

extension Adjust: ColorOperandCommand {}
extension ContrastCommand: ColorOperandCommand {}
extension Name: ColorOperandCommand {}
extension Lint: ColorOperandCommand {}

/// The REPL's `mix`: two colors (or one, after the last color shown) and how much of the second, as colormix takes them.
struct ReplMix: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mix",
        abstract: "Mix two colors: CSS color-mix() of A and B, half and half in OKLab unless told otherwise.",
        discussion: "With one color, the last color shown is A."
    )

    @Argument(help: ArgumentHelp("The colors A and B.", valueName: "color"))
    var colors: [String] = []

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("How much of B to mix in: 0–1, or a percentage (25%).", valueName: "fraction"),
        transform: NumberOption.fraction(from:)
    )
    var by: Double = 0.5

    @OptionGroup var mixing: InterpolationOptions

    func validate() throws {
        guard (1...2).contains(colors.count) else { throw ValidationError("mix takes two colors, or one to mix into the last color shown") }
        guard (0...1).contains(by) else { throw NumberOption.outsideRange("--by", ShortNumber.string(by), value: by, range: 0...1) }
    }
}

/// The REPL's `gradient`: its colors (after the last color shown, when only one) and how many steps to show.
struct ReplGradient: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gradient",
        abstract: "Show a gradient through the colors: a bar and the hex of each step.",
        discussion: "With one color, the gradient runs from the last color shown to it."
    )

    @Argument(help: ArgumentHelp("The colors, first to last.", valueName: "color"))
    var colors: [String] = []

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("How many colors to show (2–\(ReplGradient.mostSteps)).", valueName: "n"))
    var steps: Int = ReplGradient.defaultSteps

    @Option(name: .long, help: ArgumentHelp("A colormap instead of colors: \(Colormap.names.joined(separator: ", ")).", valueName: "name"),
            completion: .list(Colormap.names))
    var colormap: String?

    /// The steps shown without --steps, as gradient writes them.
    static let defaultSteps = 5
    /// The most steps shown: more would only repeat the bar.
    static let mostSteps = 100

    @OptionGroup var interpolation: InterpolationOptions

    func validate() throws {
        if let colormap {
            _ = try Colormap.named(option: colormap)
            try interpolation.checkNoneBesideColormap()
            guard colors.isEmpty else { throw ValidationError("--colormap makes the colors; give no colors with it") }
        } else {
            guard !colors.isEmpty else { throw ValidationError("gradient takes two colors or more, or one to run to from the last color shown") }
        }
        guard (2...Self.mostSteps).contains(steps) else {
            throw NumberOption.outOfRange("--steps", "\(steps)", expected: "a whole number from 2 to \(Self.mostSteps)")
        }
    }
}
