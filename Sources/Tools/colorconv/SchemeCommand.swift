import ArgumentParser
import ChromaCLI
import ChromaKit

extension SchemeVariant: NamedArgumentValue {}
extension SchemeSpec: NamedArgumentValue {}

/// `colorconv scheme`: the Material Design 3 dynamic color scheme of each color read.
struct SchemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheme",
        abstract: "Make the Material Design dynamic color scheme of each color.",
        discussion: """
            The colors of every role of a Material 3 scheme made from each seed (primary, onPrimary, \
            primaryContainer, … surface, onSurface, outline, …), then the key colors of its palettes, named as \
            Material's color utilities name them, light or dark, in 8-bit sRGB. --spec 2025 computes the scheme as \
            Material 3's 2025 spec does on a phone (other palettes and tones, and four more roles: primaryDim, \
            secondaryDim, tertiaryDim, errorDim) for the tonal-spot, neutral, vibrant and expressive variants; \
            fidelity, content and monochrome keep the 2021 spec. Records: {"color":…,"hex":…} and the --to \
            fields, then "role".
            """
    )

    @Argument(help: ArgumentHelp("Seed colors (default: read from standard input).", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Flag(name: .long, help: "The dark scheme (default: light).")
    var dark = false

    @Option(name: .long, help: ArgumentHelp("How the palettes are made from the seed.", valueName: "variant"),
            completion: .list(SchemeVariant.allCases.map(\.rawValue)))
    var variant: SchemeVariant = .tonalSpot

    @Option(name: .long, help: ArgumentHelp("Which of Material's specs the scheme follows: 2021 or 2025.", valueName: "spec"),
            completion: .list(SchemeSpec.allCases.map(\.rawValue)))
    var spec: SchemeSpec = .spec2021

    @OptionGroup var palette: PaletteCommandOptions

    func run() throws {
        let (variant, dark, spec) = (self.variant, self.dark, self.spec)
        try palette.run(arguments: colors) { seed in Self.palette(of: seed, variant: variant, dark: dark, spec: spec) }
    }

    /// The scheme of `seed` as a palette: an entry a role of its spec, then the key colors. The title names the
    /// spec when it is 2025.
    static func palette(of seed: Color, variant: SchemeVariant, dark: Bool, spec: SchemeSpec = .spec2021) -> MadePalette {
        let scheme = DynamicScheme(seed: seed, variant: variant, isDark: dark, spec: spec)
        let specName = scheme.spec == .spec2025 ? " (2025 spec)" : ""
        return MadePalette(
            title: "\(variant.rawValue) \(dark ? "dark" : "light") scheme of \(scheme.seed.hexString())\(specName)",
            entries: scheme.roles.map { role in
                MadePalette.Entry(color: scheme.color(role), label: role.rawValue, fields: [("role", .string(role.rawValue))])
            })
    }
}
