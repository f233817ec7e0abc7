/// Color difference: the ΔE formulas, one file each, registered by name.
///
/// Every formula takes two colors in any space. The Lab-based ones (76, 94,
/// CMC, 2000, HyAB) measure in CIE Lab relative to D50 (`ColorSpace.lab`), as CSS
/// Color 4 §9.1 and color.js do; ΔEOK and ΔEOK2 measure in OKLab, ΔE99o in DIN99o, ΔE CAM16 in
/// CAM16-UCS, ΔE ITP in ICtCp and ΔEz in Jzazbz, the HDR spaces. A missing component
/// (CSS `none`) counts as 0 before conversion, as CSS Color 4 §4.4 says for
/// arithmetic on colors. Alpha is ignored.
///
/// A method is one file: its formula as a function of `DeltaE`, and its
/// `DeltaEMethod` (names for `--method`, a summary, the formula), added to
/// `DeltaE.methods` by one line. Everything that lists methods — `--method`'s
/// values, help and completion, the REPL's `distance` — reads that registry;
/// the lists of the manual pages, the schema and the completion scripts are
/// generated from it (`make docs`, ARCHITECTURE.md, "Generated lists").

/// A color-difference formula registered by name.
public struct DeltaEMethod: Sendable {
    /// The name on the command line and in `distance` records (`"2000"`, `"ok"`).
    public let name: String
    /// Other names `DeltaE.method(named:)` accepts for it, lowercase (`"ciede2000"`, `"de2000"`).
    public let aliases: [String]
    /// One line for help text.
    public let summary: String
    /// The distance from the first color (the reference, for the non-symmetric formulas) to the second.
    public let distance: @Sendable (Color, Color) -> Double
    /// The space the formula measures in (CIE Lab D50, OKLab for ΔEOK, ICtCp for ΔE ITP, Jzazbz for ΔEz). `distance` gives the same
    /// result for colors already converted into it (missing components read as 0), without converting
    /// them again: a caller that measures many colors converts each one through a route it keeps.
    public let space: ColorSpace

    /// Makes a method from its name, aliases, summary, the space it measures in and its formula.
    public init(
        name: String, aliases: [String] = [], summary: String, space: ColorSpace = .lab,
        distance: @escaping @Sendable (Color, Color) -> Double
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.space = space
        self.distance = distance
    }
}

/// The color-difference formulas and their registry.
public enum DeltaE {
    /// Every method, in the order `--method` lists them.
    public static let methods: [DeltaEMethod] = [
        .cie76,
        .cie94,
        .cmc,
        .ciede2000,
        .ok,
        .hyab,
        .ok2,
        .din99o,
        .cam16,
        .itp,
        .jz,
    ]

    /// The method `colorconv distance` uses when none is asked for: CIEDE2000.
    public static let defaultMethod = DeltaEMethod.ciede2000

    /// Finds a method by its name or one of its aliases (`DeltaEMethod.aliases`), ignoring case.
    public static func method(named name: String) -> DeltaEMethod? {
        let key = name.lowercased()
        return methods.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// Every name `method(named:)` accepts, canonical names first, for completion and help.
    public static var allNames: [String] {
        methods.map(\.name) + methods.flatMap(\.aliases)
    }

    /// The color's CIE Lab (D50) coordinates, missing components read as 0.
    @inlinable
    public static func labCoordinates(_ color: Color) -> SIMD4<Double> {
        coordinates(color, in: .lab)
    }

    /// The color's OKLab coordinates, missing components read as 0.
    @inlinable
    public static func oklabCoordinates(_ color: Color) -> SIMD4<Double> {
        coordinates(color, in: .oklab)
    }

    /// The color's coordinates in `space`, with missing components read as 0 before and after conversion.
    @usableFromInline
    static func coordinates(_ color: Color, in space: ColorSpace) -> SIMD4<Double> {
        let zeroed = ColorSpace.zeroingMissing(color.coords)
        if color.space === space { return zeroed }
        return ColorSpace.zeroingMissing(color.space.convert(zeroed, to: space))
    }
}
