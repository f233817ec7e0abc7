import ArgumentParser
import ChromaCLI
import ChromaKit

extension SchemeVariant: NamedArgumentValue {}

/// `colorconv scheme`: the Material Design 3 dynamic color scheme of each color read.
struct SchemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheme",
        abstract: "Make the Material Design dynamic color scheme of each color.",
        discussion: """
            The colors of every role of a Material 3 scheme made from each seed (primary, onPrimary, \
            primaryContainer, … surface, onSurface, outline, …), then the key colors of its palettes, named as \
            Material's color utilities name them, light or dark, in 8-bit sRGB. Records: {"color":…,"hex":…} and \
            the --to fields, then "role".
            """
    )

    @Argument(help: ArgumentHelp("Seed colors (default: read from standard input).", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Flag(name: .long, help: "The dark scheme (default: light).")
    var dark = false

    @Option(name: .long, help: ArgumentHelp("How the palettes are made from the seed (default: tonal-spot).", valueName: "variant"),
            completion: .list(SchemeVariant.allCases.map(\.rawValue)))
    var variant: SchemeVariant = .tonalSpot

    @OptionGroup var palette: PaletteCommandOptions

    func run() throws {
        let (variant, dark) = (self.variant, self.dark)
        try palette.run(arguments: colors) { seed in Self.palette(of: seed, variant: variant, dark: dark) }
    }

    /// The scheme of `seed` as a palette: an entry a role, then the key colors.
    static func palette(of seed: Color, variant: SchemeVariant, dark: Bool) -> MadePalette {
        let scheme = DynamicScheme(seed: seed, variant: variant, isDark: dark)
        return MadePalette(
            title: "\(variant.rawValue) \(dark ? "dark" : "light") scheme of \(scheme.seed.hexString())",
            entries: SchemeRole.allCases.map { role in
                MadePalette.Entry(color: scheme.color(role), label: role.rawValue, fields: [("role", .string(role.rawValue))])
            })
    }
}
