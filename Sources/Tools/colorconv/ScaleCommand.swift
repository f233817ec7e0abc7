import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv scale`: the 50–950 scale of each color, as design systems' palettes are (`ColorScale`).
struct Scale: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Make the 50–950 scale of a color: light tints to dark shades.",
        discussion: """
            The seed takes the step its lightness falls on; the other steps follow curves of lightness, hue and \
            chroma in OKLCh fitted to Tailwind CSS's palette, every step inside sRGB and each darker than the one \
            before. Records: {"color":…,"hex":…}, the --to fields, then "step" and "seed" (true on the seed's step).
            """
    )

    @Argument(help: ArgumentHelp("Seed colors; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The steps, comma-separated, increasing, each 50–950 (default 50,100,200,…,900,950).",
                                            valueName: "steps"),
            transform: Scale.steps(from:))
    var steps: [Int] = ColorScale.fittedSteps

    @OptionGroup var palette: PaletteCommandOptions

    /// Reads `--steps`: whole numbers from 50 to 950, comma-separated, each larger than the one before.
    static func steps(from text: String) throws -> [Int] {
        let steps = try text.split(separator: ",", omittingEmptySubsequences: false).map { word in
            try NumberOption.integer(String(word.filter { $0 != " " }), in: 50...950, what: "a step")
        }
        guard zip(steps, steps.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw ValidationError("each step must be larger than the one before")
        }
        return steps
    }

    func run() throws {
        try palette.run(arguments: colors) { seed in Self.palette(of: seed, steps: steps) }
    }

    /// The scale of `seed` as a palette to write: each step labelled with its number.
    static func palette(of seed: Color, steps: [Int] = ColorScale.fittedSteps) -> MadePalette {
        let scale = seed.scale(steps: steps)
        let seedStep = scale.steps.first(where: \.isSeed)!.step
        return MadePalette(
            title: "scale of \(seed.hexString()), the seed at \(seedStep)", cssPrefix: "scale-",
            entries: scale.steps.map { step in
                MadePalette.Entry(color: step.color, label: String(step.step),
                                  fields: [("step", .number(Double(step.step))), ("seed", .bool(step.isSeed))])
            })
    }
}
