import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaTerminal

extension ColorconvSession {
    /// The REPL's palette commands: `random` and `distinct`, shown as swatches with their hex codes, and `scale` and
    /// `harmony`, rows of swatches as the commands show them on a terminal.
    var paletteCommands: [REPLCommand] {
        let strategies = RandomColorStrategy.allCases.map(\.rawValue).joined(separator: ", ")
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
                summary: "the 50–950 scale of a color (default: the last color shown)",
                help: "As `colorconv scale COLOR`: light tints to dark shades, the color at the step its lightness falls on."
            ) { [self] args, io in
                guard args.count <= 1 else { io.error("usage: scale [COLOR]"); return }
                guard let seed = args.first.map({ parse($0, io) }) ?? lastColor?.color else {
                    if args.isEmpty { io.error("scale needs a color: give one, or type a color first") }
                    return
                }
                showPalette(Scale.palette(of: seed), io)
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
                showPalette(HarmonyCommand.palette(kind, of: seed), io)
            },
        ]
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

    /// A palette as the palette commands show it on a terminal: its title, then a row of swatches with labels and hex codes.
    func showPalette(_ palette: MadePalette, _ io: REPLOutput) {
        let view = HumanView(mode: mode, width: RawTerminalSession.columns(of: 1), layout: .lines, precision: precision)
        var writer = RecordWriter(precision: precision)
        view.writeRow(palette.entries.map { HumanView.RowEntry(label: $0.label, color: $0.color) }, title: palette.title, into: &writer)
        printLines(of: writer, io)
    }

    /// One color as a swatch with its hex code and nearest name.
    func showSwatch(_ color: Color, _ io: REPLOutput) {
        let nearest = NearestName.find(color)
        let text = "\(color.hexString())  ≈ \(nearest.name) (ΔE2000 \(ShortNumber.string(nearest.deltaE, precision: 2)))"
        io.print(ColorText.swatch(color, text: text, mode: mode, width: 8))
    }
}
