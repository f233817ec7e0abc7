import ArgumentParser
import ChromaCLI
import ChromaKit

/// `colorconv palette`: the Material Design 3 tonal palette of each color read.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Make the Material Design tonal palette of each color.",
        discussion: """
            Each color's HCT hue and chroma at every tone, the chroma reduced only as far as sRGB requires, in \
            8-bit sRGB, as Material's color utilities make them. Records: {"color":…,"hex":…} and the --to \
            fields, then "tone"; one record per tone, a palette after another.
            """
    )

    @Argument(help: ArgumentHelp("Seed colors (default: read from standard input).", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Tones from 0 to 100, comma-separated (default: Material's 24, 0 to 100).", valueName: "tones"),
            transform: PaletteCommand.tones(from:))
    var tones: [Double] = TonalPalette.materialTones

    @OptionGroup var palette: PaletteCommandOptions

    /// Reads `--tones`: numbers from 0 to 100, comma-separated.
    static func tones(from text: String) throws -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { word in
            let item = String(word.drop { $0 == " " })
            guard let tone = CSSNumber.parse(item), (0...100).contains(tone) else {
                throw ValidationError("--tones: '\(item)' is not a tone from 0 to 100")
            }
            return tone
        }
    }

    func run() throws {
        let tones = self.tones
        try palette.run(arguments: colors) { seed in Self.palette(of: seed, tones: tones) }
    }

    /// The tonal palette of `seed` at `tones`, an entry a tone.
    static func palette(of seed: Color, tones: [Double] = TonalPalette.materialTones) -> MadePalette {
        let tonal = TonalPalette(seed: seed)
        return MadePalette(
            title: "tonal palette of \(seed.hexString())", cssPrefix: "tone-",
            entries: tones.map { tone in
                MadePalette.Entry(color: tonal.tone(tone), label: ShortNumber.string(tone), fields: [("tone", .number(tone))])
            })
    }
}
