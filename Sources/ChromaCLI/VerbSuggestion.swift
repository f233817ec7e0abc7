import ArgumentParser
import ChromaKit
import ChromaRuntime

/// "Did you mean `colorconv adjust --lighten 0.1 tomato`?": a verb of pastel or CSS typed where a color tool's command goes.
///
/// People who know pastel (`pastel lighten 0.1 tomato`, `pastel mix red
/// blue`) or the color functions of CSS preprocessors type those verbs as the
/// first word. colorconv, colormix and gradient read a first word that names
/// none of their commands as a color, so the verb would fail as one and the
/// rest be converted. A verb of `verbs`, as the first word of one of `tools`
/// and not a command of that tool, is a usage error instead, whose message
/// is the chromatools command that does the job, built from the words after
/// the verb as pastel reads them (an amount or a type, then colors, and the
/// options `-n`, `-s` and `-f` of its `gradient` and `mix`; pastel 0.10's
/// commands as `src/cli/cli.rs` of its source declares them). A verb with no
/// chromatools equivalent says what to do instead.
///
/// `gray` is a CSS color as well as a verb, and stays a color wherever it
/// can be one: alone, before colors (`colorconv gray red` converts two, as
/// the manual's examples do), and always in colormix and gradient
/// (`colormix gray red` mixes two). pastel's `gray` takes no color but a
/// lightness, and `colorconv gray 0.5` would fail on the number: that one
/// form, a number alone after it, is taken for the verb.
/// colorconv(1), PASTEL'S VERBS, has the table.
public enum VerbSuggestion {
    /// The tools whose first word may be a color, where a verb would otherwise be read as one.
    static let tools: Set<String> = ["colorconv", "colormix", "gradient"]

    /// What a verb is answered with.
    enum Answer: Equatable {
        /// The words of the chromatools command that does the job, the tool's name first.
        case command([String])
        /// Advice, for a verb that chromatools has no command for.
        case advice(String)
    }

    /// The verbs and how each makes its answer from the words that follow it; nil when the words are no use of the verb.
    static let verbs: [(name: String, answer: @Sendable (PastelWords) -> Answer?)] = [
        ("lighten", { $0.adjust("--lighten", in: "hsl") }),
        ("darken", { $0.adjust("--darken", in: "hsl") }),
        ("saturate", { $0.adjust("--saturate", in: "hsl") }),
        ("desaturate", { $0.adjust("--desaturate", in: "hsl") }),
        ("rotate", { $0.adjust("--rotate", placeholder: "DEGREES") }),
        ("complement", { .command(["colorconv", "adjust", "--complement"] + $0.operands) }),
        ("gray", { words in
            // pastel's `gray L` makes a gray of lightness L (0–1, HSL); anything else after gray is colors.
            guard words.operands.count == 1, let lightness = Double(words.operands[0]) else { return nil }
            return .command(["colorconv", "hsl(none 0% \(ShortNumber.string(lightness * 100, precision: 4))%)"])
        }),
        ("to-gray", { .command(["colorconv", "simulate", "--cvd", "achroma"] + $0.operands) }),
        ("mix", { $0.mix() }),
        ("gradient", { words in
            var command = ["gradient"] + words.operands
            if let count = words.option("-n", "--number") { command += ["--steps", count] }
            if let space = words.option("-s", "--colorspace") { command += ["--in", PastelWords.space(space)] }
            return .command(command)
        }),
        ("format", { $0.format() }),
        ("colorblind", { words in
            var operands = words.operands
            let kind = operands.isEmpty ? "KIND" : operands.removeFirst().lowercased()
            let deficiency = ["prot": "protan", "deuter": "deutan", "trit": "tritan"][kind] ?? kind
            return .command(["colorconv", "simulate", "--cvd", deficiency] + operands)
        }),
        ("textcolor", { .command(["colorconv", "textcolor"] + $0.operands) }),
        ("set", { $0.set() }),
        ("colorcheck", { _ in .command(["colorconv", "colorcheck"]) }),
        ("pick", { _ in
            .advice("chromatools picks no colors from the screen; give colorconv the color a picker prints, as in colorconv \"$(xcolor)\"")
        }),
    ]

    /// The message for a verb as the first of `arguments` (the words after the tool's name), or nil when the first word is none.
    public static func message<Command: ParsableCommand>(tool: String, arguments: [String], root: Command.Type) -> String? {
        guard let word = arguments.first, tools.contains(tool), let verb = verbs.first(where: { $0.name == word }) else { return nil }
        guard !root.configuration.subcommands.contains(where: { $0._commandName == word }) else { return nil }
        // A color is the color but in colorconv, where `gray 0.5` is pastel's gray (see the type's overview).
        let isColor = (try? CSSColor.parse(word)) != nil
        if isColor && tool != "colorconv" { return nil }
        switch verb.answer(PastelWords(Array(arguments.dropFirst()))) {
        case nil:
            return nil
        case .advice(let text):
            return "\(Diagnostics.quote(word)) is not a command, nor a color: \(text)"
        case .command(let words):
            let command = "did you mean \"\(shellLine(words))\"?"
            guard isColor else { return "\(Diagnostics.quote(word)) is not a command, nor a color; \(command)" }
            return "\(Diagnostics.quote(word)) before a number is pastel's verb, a gray of that lightness; \(command)"
        }
    }

    /// The words as a shell command line: each quoted with single quotes when it holds more than letters, digits and `-_.,:/%+=@`.
    static func shellLine(_ words: [String]) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.,:/%+=@")
        return words.map { word in
            !word.isEmpty && word.allSatisfy(plain.contains) ? word : "'" + word.map { $0 == "'" ? #"'\''"# : String($0) }.joined() + "'"
        }.joined(separator: " ")
    }
}

/// The words after a pastel verb: its operands and the values of its options.
struct PastelWords {
    /// The words that are no option or option value, in order.
    var operands: [String] = []
    /// The options given, by the name as typed (`-n`, `--number`), with their values.
    var options: [(name: String, value: String)] = []

    /// The options of pastel's commands that take a value (its `gradient` and `mix`); other words starting with `-` are
    /// operands, as negative amounts are.
    static let valueOptions: Set<String> = ["-n", "--number", "-s", "--colorspace", "-f", "--fraction"]

    init(_ words: [String]) {
        var i = 0
        while i < words.count {
            let word = words[i]
            if let equals = word.firstIndex(of: "="), Self.valueOptions.contains(String(word[..<equals])) {
                options.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
            } else if Self.valueOptions.contains(word), i + 1 < words.count {
                options.append((word, words[i + 1]))
                i += 1
            } else {
                operands.append(word)
            }
            i += 1
        }
    }

    /// The value of the option named `short` or `long`, the last given.
    func option(_ short: String, _ long: String) -> String? {
        options.last { $0.name == short || $0.name == long }?.value
    }

    /// `VERB AMOUNT [COLOR…]`: `colorconv adjust OPTION AMOUNT COLOR…`. The amount is the first operand unless
    /// that is a color; then `placeholder` stands in its place, for the user to fill in.
    ///
    /// pastel lightens, darkens, saturates and desaturates in HSL, so those amounts are HSL's (`in`).
    func adjust(_ option: String, in space: String? = nil, placeholder: String = "AMOUNT") -> VerbSuggestion.Answer {
        var colors = operands
        let amount = colors.first.flatMap { (try? CSSColor.parse($0)) == nil ? colors.removeFirst() : nil } ?? placeholder
        return .command(["colorconv", "adjust", option, amount] + (space.map { ["--in", $0] } ?? []) + colors)
    }

    /// pastel's name of an interpolation space (`-s Lab`, `RGB`, `OkLab`) as `--in` takes it.
    static func space(_ name: String) -> String {
        name.lowercased() == "rgb" ? "srgb" : name.lowercased()
    }

    /// `mix BASE [COLOR…] [-f F] [-s SPACE]`: each color mixed with the base, F of the base in the mix (default half).
    ///
    /// One color mixes as `colormix BASE COLOR --by (1 − F)`; several, or none (colors from standard input), as
    /// `colormix --with BASE COLOR… --by F`, since `--by` measures the color of `--with`.
    func mix() -> VerbSuggestion.Answer {
        let base = operands.first ?? "BASE"
        let colors = Array(operands.dropFirst())
        let fraction = option("-f", "--fraction")
        var command = ["colormix"]
        if colors.count == 1 {
            command += [base, colors[0]]
            if let fraction {
                command += ["--by", Double(fraction).map { ShortNumber.string(1 - $0, precision: 6) } ?? "1-\(fraction)"]
            }
        } else {
            command += ["--with", base] + colors
            if let fraction { command += ["--by", fraction] }
        }
        if let space = option("-s", "--colorspace") { command += ["--in", Self.space(space)] }
        return .command(command)
    }

    /// What colorconv writes for each of pastel's format types (`hsl-hue` and the other channels as their space).
    static let formats: [String: [String]] = [
        "hex": ["--format", "hex"], "rgb": ["--to", "rgb8"], "rgb-float": ["--to", "rgb"],
        "hsl": ["--to", "hsl"], "hsv": ["--to", "hsb"], "lch": ["--to", "lch"], "oklch": ["--to", "oklch"],
        "lab": ["--to", "lab"], "oklab": ["--to", "oklab"], "cmyk": ["--to", "cmyk"], "luminance": ["--to", "xyz-d65"],
        "ansi-8bit": ["--format", "swatch"], "ansi-24bit": ["--format", "swatch"],
    ]

    /// `format TYPE [COLOR…]`: the colors in the type's space (`--to`), as hex, or by name (`colorconv name`).
    func format() -> VerbSuggestion.Answer {
        var colors = operands
        let type = colors.isEmpty ? "hex" : colors.removeFirst().lowercased()
        if type == "name" { return .command(["colorconv", "name"] + colors) }
        // A channel (`hsl-hue`, `rgb-r`) is written with its space; the escape-code forms are the swatch.
        let family = type.hasPrefix("ansi-") ? "ansi-24bit" : type == "rgb-float" ? type : String(type.prefix { $0 != "-" })
        guard let words = Self.formats[family] else { return .command(["colorconv", "--to", "SPACE"] + colors) }
        return .command(["colorconv"] + words + colors)
    }

    /// pastel's `set` properties as `adjust --set` channels, and the factor that brings pastel's value to the channel's.
    static let properties: [String: (channel: String, scale: Double)] = [
        "lightness": ("lab.l", 1), "lab-a": ("lab.a", 1), "lab-b": ("lab.b", 1),
        "hue": ("lch.h", 1), "chroma": ("lch.c", 1),
        "oklab-l": ("oklab.l", 1), "oklab-a": ("oklab.a", 1), "oklab-b": ("oklab.b", 1),
        "red": ("rgb.r", 1.0 / 255), "green": ("rgb.g", 1.0 / 255), "blue": ("rgb.b", 1.0 / 255),
        "hsl-hue": ("hsl.h", 1), "hsl-saturation": ("hsl.s", 1), "hsl-lightness": ("hsl.l", 1),
    ]

    /// `set PROPERTY VALUE [COLOR…]`: `adjust --set SPACE.CHANNEL=VALUE`, or `--alpha` for pastel's alpha.
    func set() -> VerbSuggestion.Answer {
        var colors = operands
        let property = colors.isEmpty ? "PROPERTY" : colors.removeFirst().lowercased()
        let value = colors.isEmpty ? "VALUE" : colors.removeFirst()
        if property == "alpha" { return .command(["colorconv", "adjust", "--alpha", value] + colors) }
        guard let target = Self.properties[property] else {
            return .command(["colorconv", "adjust", "--set", "SPACE.CHANNEL=\(value)"] + colors)
        }
        let scaled = target.scale == 1 ? value : Double(value).map { ShortNumber.string($0 * target.scale, precision: 6) } ?? value
        return .command(["colorconv", "adjust", "--set", "\(target.channel)=\(scaled)"] + colors)
    }
}
