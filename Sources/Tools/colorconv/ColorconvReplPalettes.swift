import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaTerminal

extension ColorconvSession {
    /// The REPL's palette commands: `random` and `distinct`, shown as swatches with their hex codes, and `scale`,
    /// `palette`, `scheme` and `harmony`, shown as rows of swatches.
    var paletteCommands: [REPLCommand] {
        let strategies = RandomColorStrategy.allCases.map(\.rawValue).joined(separator: ", ")
        let variants = SchemeVariant.allCases.map(\.rawValue).joined(separator: ", ")
        let specs = SchemeSpec.allCases.map(\.rawValue).joined(separator: ", ")
        return [
            REPLCommand(
                name: "random", usage: "random [N] [STRATEGY]",
                summary: "N random colors (default 1, at most 100; strategies: \(strategies); default vivid)",
                help: "As `colorconv random`, without a seed: \(RandomColorStrategy.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; "))."
            ) { [self] args, io in
                guard let (count, strategy) = Self.randomArguments(args) else {
                    io.error("usage: random [N] [STRATEGY], N from 1 to 100, STRATEGY one of \(strategies)")
                    return
                }
                var random = SeededRandomGenerator(seed: NumberOption.freshSeed())
                for _ in 0..<count { showSwatch(strategy.color(using: &random), io) }
            },
            REPLCommand(
                name: "distinct", usage: "distinct N [ok|2000]",
                summary: "a palette of N colors as different as possible (2 to 100; by ΔEOK or CIEDE2000)",
                help: "As `colorconv distinct -n N --metric METRIC`, without a seed: the smallest difference between two colors of the palette made as large as the search finds."
            ) { [self] args, io in
                guard (1...2).contains(args.count), let count = Int(args[0]), (2...Distinct.largestCount).contains(count),
                      let metric = args.count == 2 ? DistinctColors.Metric(argument: args[1]) : .ok
                else {
                    io.error("usage: distinct N [ok|2000], N from 2 to \(Distinct.largestCount)")
                    return
                }
                var random = SeededRandomGenerator(seed: NumberOption.freshSeed())
                let palette = DistinctColors.find(count: count, metric: metric, using: &random)
                for color in palette.colors { showSwatch(color, io) }
                io.print("smallest ΔE\(metric.rawValue) = \(ShortNumber.string(palette.minimumDeltaE, precision: precision))")
            },
            REPLCommand(
                name: "scale", usage: "scale [COLOR]",
                summary: "the 50–950 scale of a color",
                help: "As `colorconv scale COLOR`: light tints to dark shades, the color at the step its lightness falls on. Without a color, the last color shown."
            ) { [self] args, io in
                guard args.count <= 1, let seed = seedColor(args.first, io) else {
                    if args.count > 1 { io.error("usage: scale [COLOR]") }
                    return
                }
                showRow(Scale.palette(of: seed), io)
            },
            REPLCommand(
                name: "palette", usage: "palette [COLOR]",
                summary: "the Material tonal palette of a color, tones 0 to 100",
                help: "As `colorconv palette COLOR`: its HCT hue and chroma at Material's 24 tones. Without a color, the last color shown."
            ) { [self] args, io in
                guard args.count <= 1, let seed = seedColor(args.first, io) else {
                    if args.count > 1 { io.error("usage: palette [COLOR]") }
                    return
                }
                showRow(PaletteCommand.palette(of: seed), io)
            },
            REPLCommand(
                name: "scheme", usage: "scheme [COLOR] [--dark] [VARIANT] [--spec SPEC]",
                summary: "the Material dynamic color scheme of a color (variants: \(variants); default tonal-spot)",
                help: "As `colorconv scheme COLOR [--dark] --variant VARIANT --spec SPEC`: every role of the scheme, then its key colors; SPEC is \(specs) (default 2021). Without a color, the last color shown."
            ) { [self] args, io in
                guard let (text, variant, dark, spec) = Self.schemeArguments(args) else {
                    io.error("usage: scheme [COLOR] [--dark] [VARIANT] [--spec SPEC], VARIANT one of \(variants), SPEC one of \(specs)")
                    return
                }
                guard let seed = seedColor(text, io) else { return }
                showRow(SchemeCommand.palette(of: seed, variant: variant, dark: dark, spec: spec), io)
            },
            REPLCommand(
                name: "harmony", usage: "harmony [COLOR] KIND",
                summary: "a color harmony in OKLCh (kinds: \(Harmony.Kind.allCases.map(\.rawValue).joined(separator: ", ")))",
                help: "As `colorconv harmony COLOR --kind KIND`: the hues turned on OKLCh's wheel, or mono's tints and shades. Given no color, the harmony of the last color shown."
            ) { [self] args, io in
                guard (1...2).contains(args.count), let kind = Harmony.Kind(rawValue: args[args.count - 1].lowercased()) else {
                    io.error("usage: harmony [COLOR] KIND, KIND one of \(Harmony.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                    return
                }
                guard let seed = args.count == 2 ? parse(args[0], io) : lastColor?.color else {
                    if args.count == 1 { io.error("no color shown yet: harmony COLOR KIND") }
                    return
                }
                showRow(HarmonyCommand.palette(kind, of: seed), io)
            },
        ]
    }

    /// `scheme`'s words: an optional color, `--dark`, a variant (bare or after `--variant`) and `--spec SPEC`, in
    /// any order.
    static func schemeArguments(_ args: [String]) -> (color: String?, variant: SchemeVariant, dark: Bool, spec: SchemeSpec)? {
        var color: String?, variant = SchemeVariant.tonalSpot, dark = false, spec = SchemeSpec.spec2021
        var words = args[...]
        while let word = words.popFirst() {
            if word == "--dark" {
                dark = true
            } else if word == "--variant", let name = words.popFirst(), let chosen = SchemeVariant(rawValue: name) {
                variant = chosen
            } else if word == "--spec", let name = words.popFirst(), let chosen = SchemeSpec(rawValue: name) {
                spec = chosen
            } else if let chosen = SchemeVariant(rawValue: word) {
                variant = chosen
            } else if color == nil, !word.hasPrefix("--") {
                color = word
            } else {
                return nil
            }
        }
        return (color, variant, dark, spec)
    }

    /// The color typed, which becomes the last color shown, or the last color shown; nil, with a message, when
    /// there is neither or it does not read.
    func seedColor(_ text: String?, _ io: REPLOutput) -> Color? {
        if let text {
            guard let color = parse(text, io) else { return nil }
            lastColor = ShownColor(color: color, typed: text)
            return color
        }
        guard let last = lastColor else {
            io.error("no color yet: give one, or type a color first")
            return nil
        }
        return last.color
    }

    /// A palette as a row of swatches with their labels and hex codes, wrapped to the terminal.
    func showRow(_ palette: MadePalette, _ io: REPLOutput) {
        var writer = RecordWriter(precision: precision)
        let view = HumanView(mode: mode, width: RawTerminalSession.columns(of: 1), layout: .lines, precision: precision)
        view.writeRow(palette.entries.map { HumanView.RowEntry(label: $0.label, color: $0.color) }, title: palette.title, into: &writer)
        printLines(of: writer, io)
    }

    /// `random`'s words: an optional count and an optional strategy, in either order.
    static func randomArguments(_ args: [String]) -> (Int, RandomColorStrategy)? {
        var count = 1, strategy = RandomColorStrategy.vivid
        guard args.count <= 2 else { return nil }
        for word in args {
            if let n = Int(word), (1...100).contains(n) {
                count = n
            } else if let s = RandomColorStrategy(rawValue: word.lowercased()) {
                strategy = s
            } else {
                return nil
            }
        }
        return (count, strategy)
    }

    /// One color as a swatch with its hex code and nearest name.
    func showSwatch(_ color: Color, _ io: REPLOutput) {
        let nearest = NearestName.find(color)
        let text = "\(color.hexString())  ≈ \(nearest.name) (ΔE2000 \(ShortNumber.string(nearest.deltaE, precision: 2)))"
        io.print(ColorText.swatch(color, text: text, mode: mode, width: 8))
    }
}
