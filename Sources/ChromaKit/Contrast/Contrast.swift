/// Contrast between a text color and a background: the methods, one file each, registered by name.
///
/// A method reduces each color to one number — a luminance or a lightness —
/// with `measure`, then compares the two numbers with `compare`. Splitting it
/// so lets a stream measure a fixed background once and each record's color
/// once. Every method takes colors in any space: the color is converted to
/// the method's `measureSpace` with missing components (CSS `none`) read as 0,
/// as color.js does. Alpha is ignored: the colors are taken as opaque.
///
/// A method is one file: its `ContrastMethod` (names for `--method`, a
/// summary, the measure and the comparison), added to `Contrast.methods` by one
/// line. Everything that lists methods — `--method`'s values, help and
/// completion — reads that registry; the lists of the manual pages and the
/// schema are generated from it (`make docs`, ARCHITECTURE.md, "Generated lists").

/// A contrast formula registered by name.
public struct ContrastMethod: Sendable {
    /// The name on the command line and in records (`"wcag21"`, `"apca"`).
    public let name: String
    /// Other names `Contrast.method(named:)` accepts for it, lowercase.
    public let aliases: [String]
    /// One line for help text.
    public let summary: String
    /// Whether the value depends on which color is the text: APCA gives a negative Lc for light text on a dark background.
    public let isPolar: Bool
    /// The space whose coordinates `measure` reads.
    public let measureSpace: ColorSpace
    /// The one number the method compares, from a color's coordinates in `measureSpace` (no missing component).
    public let measure: @Sendable (SIMD4<Double>) -> Double
    /// The contrast of a text whose measure is the first argument on a background whose measure is the second.
    public let compare: @Sendable (_ text: Double, _ background: Double) -> Double

    /// Makes a method from its names, summary, measure and comparison.
    public init(
        name: String, aliases: [String] = [], summary: String, isPolar: Bool = false, measureSpace: ColorSpace,
        measure: @escaping @Sendable (SIMD4<Double>) -> Double,
        compare: @escaping @Sendable (_ text: Double, _ background: Double) -> Double
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.isPolar = isPolar
        self.measureSpace = measureSpace
        self.measure = measure
        self.compare = compare
    }

    /// The measure of `color`: converted to `measureSpace`, missing components read as 0.
    public func measure(_ color: Color) -> Double {
        measure(DeltaE.coordinates(color, in: measureSpace))
    }

    /// The contrast of `text` on `background`.
    public func contrast(_ text: Color, on background: Color) -> Double {
        compare(measure(text), measure(background))
    }

    /// How strong a value of this method is, for choosing the best of several: its magnitude (APCA's sign is the polarity).
    @inlinable
    public static func strength(_ value: Double) -> Double { abs(value) }
}

/// The contrast methods and their registry.
public enum Contrast {
    /// Every method, in the order `--method` lists them.
    public static let methods: [ContrastMethod] = [
        .wcag21,
        .apca,
        .michelson,
        .weber,
        .lstar,
        .deltaPhiStar,
    ]

    /// The method used when none is asked for: the WCAG 2.1 contrast ratio.
    public static let defaultMethod = ContrastMethod.wcag21

    /// Finds a method by its name or one of its aliases, ignoring case.
    public static func method(named name: String) -> ContrastMethod? {
        let key = name.lowercased()
        return methods.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// The relative luminance Y of CIE XYZ (D65) from a color's `xyz-d65` coordinates, clamped to at least 0.
    ///
    /// WCAG 2.1 defines relative luminance for sRGB with the sRGB matrix; the
    /// Y of CSS Color 4's `xyz-d65` is the same quantity for every space (as
    /// color.js's `getLuminance` computes it), so wide-gamut colors are measured too.
    @inlinable
    public static func luminance(xyz: SIMD4<Double>) -> Double {
        max(xyz.y, 0)
    }
}
