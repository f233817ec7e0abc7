import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaTerminal

/// What the terminal game needs from a puzzle: its panel rows, how it is drawn, and its editing commands.
public protocol PlayableColorPuzzle: ColorPuzzle {
    /// One panel row per value the player sets.
    var panelRows: [PanelRow] { get }
    /// The rows' values now.
    var panelValues: [Double] { get }
    /// The action that sets row `row` to `value`.
    func action(row: Int, value: Double) -> ColorGameAction
    /// The puzzle drawn in color: swatches or bars, the target left out when it is hidden.
    func scene(columns: Int, mode: TerminalColorMode, targetVisible: Bool) -> [String]
    /// The puzzle in numbers, for a terminal without color: the target given in another notation than the player's.
    func sceneInNumbers(targetVisible: Bool) -> [String]
    /// The REPL commands that edit the guess; `perform` applies an action and shows its events.
    static func editingCommands(_ options: Options, perform: @escaping (ColorGameAction, REPLOutput) -> Void) -> [REPLCommand]
}

/// The swatch height of the games' scenes, in lines.
let sceneHeight = 4

/// A model's channel as a panel row, its label prefixed (`start r`).
func panelRow(_ channel: ModelChannel, prefix: String = "") -> PanelRow {
    PanelRow(label: prefix + channel.key, range: channel.range, fineStep: channel.fineStep, coarseStep: channel.coarseStep,
             wraps: channel.isHue, format: { channel.format($0) })
}

/// The notation a target is given in on a terminal without color: not the player's own model, so there is something to work out.
func numbersModel(for model: ColorModel) -> ColorModel {
    model == .rgb ? .hsl : .rgb
}

/// `hsl 210° 64% 53%`: a color in a model, for the number-only scene.
func numbers(_ color: DisplayColor, in model: ColorModel) -> String {
    "\(model.name) " + ModelColor(model: model, color: color.color).text
}

/// Reads a REPL value: `200` sets it, `+10` and `-10` move it.
func parseAmount(_ word: String) -> (value: Double, relative: Bool)? {
    let relative = word.hasPrefix("+") || word.hasPrefix("-")
    guard let value = Double(word), value.isFinite else { return nil }
    return (value, relative)
}

/// The commands that set channels of a model: one per channel key (`r 200`, `g +10`), `set CH V`, `color CSS`, `reset`.
func channelCommands(
    _ model: ColorModel, which: GradientEnd? = nil, perform: @escaping (ColorGameAction, REPLOutput) -> Void
) -> [REPLCommand] {
    let prefix = which.map { "\($0.rawValue) " } ?? ""
    var commands = model.channels.map { channel in
        REPLCommand(name: channel.key, usage: "\(channel.key) VALUE|+N|-N",
                    summary: "set the \(channel.name) (\(channel.rangeText)), or move it by +N/-N") { arguments, io in
            guard arguments.count == 1, let (value, relative) = parseAmount(arguments[0]) else {
                io.error("usage: \(prefix)\(channel.key) VALUE, +N or -N (\(channel.rangeText))")
                return
            }
            perform(.setChannel(channel.key, value: value, relative: relative, which: which), io)
        }
    }
    commands.append(REPLCommand(name: "set", usage: "set CHANNEL VALUE|+N|-N",
                                summary: "set a channel (\(model.channelList)) by key or name") { arguments, io in
        guard arguments.count == 2, let (value, relative) = parseAmount(arguments[1]) else {
            io.error("usage: \(prefix)set CHANNEL VALUE (channels: \(model.channelList))")
            return
        }
        perform(.setChannel(arguments[0], value: value, relative: relative, which: which), io)
    })
    commands.append(REPLCommand(name: "color", usage: "color CSS-COLOR", summary: "set every channel from a color (#3a7bd5, tomato, hsl(…))") { arguments, io in
        let text = arguments.joined(separator: " ")
        do throws(ColorParseError) {
            perform(.setColor(try CSSColor.parse(text), which: which), io)
        } catch {
            io.error(error.message)
        }
    })
    return commands
}

// MARK: - chroma-quiz

extension ChromaQuizPuzzle: PlayableColorPuzzle {
    public var panelRows: [PanelRow] { current.model.channels.map { panelRow($0) } }
    public var panelValues: [Double] { current.values }

    public func action(row: Int, value: Double) -> ColorGameAction {
        .setChannel(current.model.channels[row].key, value: value, relative: false, which: nil)
    }

    public func scene(columns: Int, mode: TerminalColorMode, targetVisible: Bool) -> [String] {
        let width = GameScreen.swatchWidth(count: 2, columns: columns)
        return GameScreen.swatches([("target", targetVisible ? target : nil), ("yours", current.displayed)],
                                   mode: mode, width: width, height: sceneHeight)
    }

    public func sceneInNumbers(targetVisible: Bool) -> [String] {
        let notation = numbersModel(for: current.model)
        let shown = targetVisible ? numbers(target, in: notation) : "hidden"
        return ["Target: \(shown)", "Yours:  \(current.text)"]
    }

    public static func editingCommands(_ model: ColorModel, perform: @escaping (ColorGameAction, REPLOutput) -> Void) -> [REPLCommand] {
        channelCommands(model, perform: perform) + [
            REPLCommand(name: "reset", usage: "reset", summary: "back to the starting gray") { _, io in perform(.reset(which: nil), io) },
        ]
    }
}

// MARK: - colormix play

extension ColormixPuzzle: PlayableColorPuzzle {
    public var panelRows: [PanelRow] {
        [PanelRow(label: "ratio", range: 0...1, fineStep: 0.01, coarseStep: 0.1, format: { ColorGameText.ratioText($0) })]
    }
    public var panelValues: [Double] { [guessRatio] }

    public func action(row: Int, value: Double) -> ColorGameAction {
        .setRatio(value, relative: false)
    }

    public func scene(columns: Int, mode: TerminalColorMode, targetVisible: Bool) -> [String] {
        let width = GameScreen.swatchWidth(count: 4, columns: columns, maximum: 16)
        let mixed = ColormixPuzzle.mix(first, second, guessRatio, in: options.space)
        return GameScreen.swatches(
            [("first (0)", first), ("second (1)", second), ("target", targetVisible ? target : nil), ("your mix", mixed)],
            mode: mode, width: width, height: sceneHeight)
    }

    public func sceneInNumbers(targetVisible: Bool) -> [String] {
        [
            "First (0):  \(numbers(first, in: .rgb))",
            "Second (1): \(numbers(second, in: .rgb))",
            "Target:     \(targetVisible ? numbers(target, in: .rgb) : "hidden")",
            "Your mix:   \(numbers(ColormixPuzzle.mix(first, second, guessRatio, in: options.space), in: .rgb)) at ratio \(ColorGameText.ratioText(guessRatio))",
        ]
    }

    public static func editingCommands(_ options: Options, perform: @escaping (ColorGameAction, REPLOutput) -> Void) -> [REPLCommand] {
        [
            REPLCommand(name: "ratio", usage: "ratio VALUE|+N|-N", summary: "set the ratio, 0 (all first color) to 1 (all second), or move it") { arguments, io in
                guard arguments.count == 1, let (value, relative) = parseAmount(arguments[0]) else {
                    io.error("usage: ratio VALUE (0 to 1), +N or -N")
                    return
                }
                perform(.setRatio(value, relative: relative), io)
            },
            REPLCommand(name: "reset", usage: "reset", summary: "the ratio back to 0.5") { _, io in perform(.reset(which: nil), io) },
        ]
    }
}

// MARK: - gradient play

extension GradientPuzzle: PlayableColorPuzzle {
    public var panelRows: [PanelRow] {
        start.model.channels.map { panelRow($0, prefix: "start ") } + end.model.channels.map { panelRow($0, prefix: "end ") }
    }
    public var panelValues: [Double] { start.values + end.values }

    public func action(row: Int, value: Double) -> ColorGameAction {
        let channels = start.model.channels
        let which: GradientEnd = row < channels.count ? .start : .end
        return .setChannel(channels[row % channels.count].key, value: value, relative: false, which: which)
    }

    public func scene(columns: Int, mode: TerminalColorMode, targetVisible: Bool) -> [String] {
        let width = max(8, min(columns - 1, 72))
        let target = targetVisible
            ? GameScreen.bar(width: width, height: 2, mode: mode, color: Self.painter(targetStart, targetEnd, width))
            : GameScreen.swatches([("target", nil)], mode: mode, width: width, height: 2).dropLast().map { $0 }
        let yours = GameScreen.bar(width: width, height: 2, mode: mode, color: Self.painter(start.displayed, end.displayed, width))
        return ["target"] + target + ["yours"] + yours
    }

    /// The colors of a bar from `a` to `b` across `width` columns, interpolated in OKLab as `gradient` does by default.
    static func painter(_ a: DisplayColor, _ b: DisplayColor, _ width: Int) -> (Int) -> DisplayColor {
        // OKLab has no hue, so the interpolator cannot refuse a hue method here.
        guard let interpolator = try? Interpolator(from: a.color, to: b.color, in: .oklab) else { return { _ in a } }
        return { x in DisplayColor(interpolator.color(at: width <= 1 ? 0 : Double(x) / Double(width - 1))) }
    }

    public func sceneInNumbers(targetVisible: Bool) -> [String] {
        let notation = numbersModel(for: start.model)
        let target = targetVisible ? "\(numbers(targetStart, in: notation)) → \(numbers(targetEnd, in: notation))" : "hidden"
        return ["Target: \(target)", "Yours:  \(start.text) → \(end.text)"]
    }

    public static func editingCommands(_ model: ColorModel, perform: @escaping (ColorGameAction, REPLOutput) -> Void) -> [REPLCommand] {
        let ends: [REPLCommand] = GradientEnd.allCases.map { which in
            let commands = channelCommands(model, which: which, perform: perform)
            return REPLCommand(
                name: which.rawValue, usage: "\(which.rawValue) CHANNEL VALUE|+N|-N  or  \(which.rawValue) color CSS-COLOR",
                summary: "set a channel (\(model.channelList)) or the whole color of the gradient's \(which.rawValue)"
            ) { arguments, io in
                guard let name = arguments.first, let command = commands.first(where: { $0.name == name.lowercased() })
                    ?? (model.channelIndex(name) != nil ? commands.first(where: { $0.name == "set" }) : nil)
                else {
                    io.error("usage: \(which.rawValue) CHANNEL VALUE (channels: \(model.channelList)) or \(which.rawValue) color CSS-COLOR")
                    return
                }
                command.run(command.name == "set" ? arguments : Array(arguments.dropFirst()), io)
            }
        }
        return ends + [
            REPLCommand(name: "reset", usage: "reset [start|end]", summary: "one end, or both, back to the starting gray") { arguments, io in
                guard arguments.count <= 1 else { io.error("usage: reset [start|end]"); return }
                if let word = arguments.first {
                    guard let which = GradientEnd(rawValue: word.lowercased()) else { io.error("usage: reset [start|end]"); return }
                    perform(.reset(which: which), io)
                } else {
                    perform(.reset(which: nil), io)
                }
            },
        ]
    }
}
