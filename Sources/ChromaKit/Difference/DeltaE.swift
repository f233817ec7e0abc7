/// Color difference: the ΔE formulas, one file each, registered by name.
///
/// Every formula takes two colors in any space. The Lab-based ones (76, 94,
/// CMC, 2000) measure in CIE Lab relative to D50 (`ColorSpace.lab`), as CSS
/// Color 4 §9.1 and color.js do; ΔEOK measures in OKLab. A missing component
/// (CSS `none`) counts as 0 before conversion, as CSS Color 4 §4.4 says for
/// arithmetic on colors. Alpha is ignored.

/// A color-difference formula registered by name.
public struct DeltaEMethod: Sendable {
    /// The name on the command line and in `distance` records: `"76"`, `"94"`, `"cmc"`, `"2000"`, `"ok"`.
    public let name: String
    /// Other names `DeltaE.method(named:)` accepts for it, lowercase (`"ciede2000"`, `"de2000"`).
    public let aliases: [String]
    /// One line for help text.
    public let summary: String
    /// The distance from the first color (the reference, for the non-symmetric formulas) to the second.
    public let distance: @Sendable (Color, Color) -> Double

    /// Makes a method from its name, aliases, summary and formula.
    public init(name: String, aliases: [String] = [], summary: String, distance: @escaping @Sendable (Color, Color) -> Double) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.distance = distance
    }
}

/// The color-difference formulas and their registry.
public enum DeltaE {
    /// Every method, in the order 76, 94, cmc, 2000, ok.
    public static let methods: [DeltaEMethod] = [
        DeltaEMethod(
            name: "76", aliases: ["cie76", "de76", "cie1976"],
            summary: "CIE 1976: Euclidean distance in CIE Lab (D50)",
            distance: { cie76($0, $1) }
        ),
        DeltaEMethod(
            name: "94", aliases: ["cie94", "de94", "cie1994"],
            summary: "CIE 1994, graphic-arts weights (CIE 116-1995); the first color is the reference",
            distance: { cie94($0, $1) }
        ),
        DeltaEMethod(
            name: "cmc", aliases: ["decmc", "cmc2:1", "cmc21"],
            summary: "CMC l:c 2:1 acceptability (BS 6923:1988); the first color is the reference",
            distance: { cmc($0, $1) }
        ),
        DeltaEMethod(
            name: "2000", aliases: ["ciede2000", "de2000", "cie2000", "de00", "00"],
            summary: "CIEDE2000 (CIE 142-2001; Sharma, Wu & Dalal 2005)",
            distance: { ciede2000($0, $1) }
        ),
        DeltaEMethod(
            name: "ok", aliases: ["deok", "oklab"],
            summary: "ΔEOK: Euclidean distance in OKLab, L 0–1 (CSS Color 4, deltaEOK)",
            distance: { ok($0, $1) }
        ),
    ]

    /// Finds a method by its name or one of its aliases, ignoring case.
    ///
    /// Accepted: `76` (`cie76`, `de76`, `cie1976`), `94` (`cie94`, `de94`,
    /// `cie1994`), `cmc` (`decmc`, `cmc2:1`, `cmc21`), `2000` (`ciede2000`,
    /// `de2000`, `cie2000`, `de00`, `00`) and `ok` (`deok`, `oklab`).
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
