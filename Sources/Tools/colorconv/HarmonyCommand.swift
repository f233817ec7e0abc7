import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime

extension Harmony.Kind: NamedArgumentValue {}

/// `colorconv harmony`: the color harmony of each color read, as coloraide computes it (`Harmony`).
struct HarmonyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "harmony",
        abstract: "Make the color harmony of each color: complement, split, analogous, triad, square, rectangle, wheel, mono.",
        discussion: """
            The hues are turned on the wheel of --in (oklch by default; a polar, Lab-like or RGB space), \
            coloraide's harmonies: complement 0° 180°, split −150° 0° +150°, analogous −30° 0° +30°, triad \
            0° 120° 240°, square every 90°, rectangle 0° 30° 180° 210°, wheel --count hues (12) evenly; mono \
            is --count (5) tints and shades of the color, darkest first. Records: {"color":…,"hex":…}, the --to \
            fields, then "kind" and "index" (from 0), one record per color of each harmony.
            """
    )

    @Argument(help: ArgumentHelp("Colors to make harmonies of; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The harmony: \(Harmony.Kind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "kind"))
    var kind: Harmony.Kind

    @Option(name: .customLong("in"), help: ArgumentHelp("The space whose hue is turned (default oklch).", valueName: "space"),
            completion: .custom(ColorCompletion.spaceList))
    var space: String = Harmony.defaultSpace.id

    @Option(name: [.customShort("n"), .customLong("count")], parsing: .unconditional,
            help: ArgumentHelp("How many colors wheel (default 12) and mono (default 5) make, 1–360.", valueName: "n"),
            transform: { try NumberOption.integer($0, in: 1...360, what: "a count") })
    var count: Int?

    @OptionGroup var options: PaletteCommandOptions

    func validate() throws {
        try options.stream.validate(operands: colors)
        _ = try harmony()
    }

    /// The harmony the options ask for.
    func harmony() throws -> Harmony {
        guard let found = ColorSpaces.named(space) else {
            throw ValidationError("--in: unknown space \(Diagnostics.quote(space)) (see `colorconv spaces`)")
        }
        do throws(HarmonyError) {
            return try Harmony(kind, in: found, count: count)
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let harmony = try harmony()
        try options.run(arguments: colors) { seed in Self.palette(harmony, of: seed) }
    }

    /// The palette of `harmony` of `seed`: its colors labelled by their index, with the fields `kind` and `index`.
    static func palette(_ harmony: Harmony, of seed: Color) -> MadePalette {
        let kind = harmony.kind.rawValue
        let entries = harmony.colors(of: seed).enumerated().map { index, color in
            MadePalette.Entry(color: color, label: "\(index)", fields: [("kind", .string(kind)), ("index", .number(Double(index)))])
        }
        return MadePalette(title: "\(kind) of \(seed.hexString()) in \(harmony.space.id)", cssPrefix: kind + "-", entries: entries)
    }

    /// The palette of the harmony `kind` of `seed` in OKLCh with the kind's own count, as the REPL shows it.
    static func palette(_ kind: Harmony.Kind, of seed: Color) -> MadePalette {
        do throws(HarmonyError) {
            return palette(try Harmony(kind), of: seed)
        } catch {
            // OKLCh has a hue and no count is given: nothing to refuse.
            preconditionFailure(error.message)
        }
    }
}
