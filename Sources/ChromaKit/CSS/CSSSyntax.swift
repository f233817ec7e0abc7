/// How a color space is written and read in CSS: what each space declares so
/// that the parser, the serializer, `color-mix()` and CSS gradients need no
/// list of spaces of their own.
///
/// A space has a `color()` name (`srgb`, `display-p3`), a function of its own
/// (`hsl()`, `oklch()`), both (sRGB: written `color(srgb …)`, read from
/// `rgb()` as well) or neither (HSB, CMYK: no CSS syntax, written through
/// sRGB). Its `standing` says whether CSS itself defines the syntax or it is
/// one of this package's extensions (`color(rec2020-linear …)`), which decides
/// where it may be named as an interpolation space. A space may also take a
/// `color()` name that is read but never written (`readOnlyColorName`): the
/// `color(--jzazbz …)` written before the CSS Color HDR draft gave Jzazbz a
/// function of its own, and color.js's `color(--okhsl …)` for a space written
/// otherwise here.
extension ColorSpace {
    /// What a space's CSS syntax is: its names, its function and its standing.
    public struct CSSSyntax: Sendable {
        /// The name `color()` takes for the space (`srgb`, `xyz-d65`), if it takes it.
        public let colorName: String?
        /// The function of the space's own (`rgb()`, `hsl()`, `lab()`), if it has one.
        public let function: CSSFunction?
        /// Other names that `color()` and `in` take for the space (`xyz` for `xyz-d65`, CSS Color 4 §10.7).
        public let aliases: [String]
        /// Whether CSS defines the syntax, and how widely.
        public let standing: CSSStanding
        /// How `color()` reads each component when not every one is a number or a percentage of 1 (the
        /// spaces CSS lacks, `custom(_:components:)`); nil for CSS's own `color()` spaces.
        public let colorComponents: [CSSComponent]?
        /// A name `color()` reads the space by but never writes (`--jzazbz`, `--okhsl`), its components read
        /// by `colorComponents`; nil for none.
        public let readOnlyColorName: String?

        /// Makes a syntax from its parts; see the static constructors for the usual shapes.
        public init(
            colorName: String?, function: CSSFunction?, aliases: [String] = [], standing: CSSStanding,
            colorComponents: [CSSComponent]? = nil, readOnlyColorName: String? = nil
        ) {
            self.colorName = colorName
            self.function = function
            self.aliases = aliases
            self.standing = standing
            self.colorComponents = colorComponents
            self.readOnlyColorName = readOnlyColorName
        }

        /// No CSS syntax: the space is written as `color(srgb …)` of its sRGB value (HSB, CMYK).
        public static let none = CSSSyntax(colorName: nil, function: nil, standing: .chromatoolsOnly)

        /// Written and read as `color(NAME …)`, every component a number or a percentage of 1 (CSS Color 4 §10.1).
        public static func color(_ name: String, aliases: [String] = [], standing: CSSStanding = .standard) -> CSSSyntax {
            CSSSyntax(colorName: name, function: nil, aliases: aliases, standing: standing)
        }

        /// A space CSS lacks, written and read as `color(--NAME …)`: a dashed name, as CSS Color 5 names the
        /// color profiles an author declares with `@color-profile`, with each component read by its rule (a
        /// percentage of the channel's reference range, a hue as an angle).
        public static func custom(_ name: String, components: [CSSComponent]) -> CSSSyntax {
            CSSSyntax(colorName: "--" + name, function: nil, standing: .chromatoolsOnly, colorComponents: components)
        }

        /// A space of the CSS Color HDR draft written and read as a function of its own (`jzazbz(…)`), with
        /// `keywords` as its relative colors' component keywords where they differ from the channel keys (the
        /// draft's `j a b`; the keys are read as well); `color(--NAME …)`, the form written before the draft
        /// defined the function, is still read, each component by the same rule.
        public static func hdrFunction(_ name: String, components: [CSSComponent], keywords: [String]) -> CSSSyntax {
            CSSSyntax(
                colorName: nil, function: CSSFunction(name, components: components, keywords: keywords),
                standing: .hdrDraftFunction, colorComponents: components, readOnlyColorName: "--" + name)
        }

        /// No CSS syntax, written as `none` is, but read from `color(NAME …)` too with each component by its
        /// rule: color.js's `color(--okhsl …)`, `color(--okhsv …)` and `color(--hsv …)`.
        public static func noneReadingColor(_ name: String, components: [CSSComponent]) -> CSSSyntax {
            CSSSyntax(colorName: nil, function: nil, standing: .chromatoolsOnly, colorComponents: components,
                      readOnlyColorName: name)
        }

        /// Written and read as a function of its own (`hsl(…)`), a standard one.
        public static func function(_ function: CSSFunction) -> CSSSyntax {
            CSSSyntax(colorName: nil, function: function, standing: .standard)
        }

        /// How colors in the space are written: the function of its own unless it has a `color()` name.
        public var form: CSSForm {
            if let colorName { return .colorFunction(colorName) }
            if let function { return .function(function.name) }
            return .none
        }

        /// The `<color-space>` name (CSS Color 4 §12.1) when CSS names the space at all: its `color()` name or its function's.
        public var name: String? { colorName ?? function?.name }
    }

    /// How far CSS knows a space's syntax.
    public enum CSSStanding: Sendable, Equatable {
        /// Not CSS: this package's own (`color(rec2020-linear …)`, written so that every color reads
        /// back), or no syntax at all. Not an interpolation space of `color-mix()`.
        case chromatoolsOnly
        /// In the CSS Color 4 editor's draft but newer than the spaces browsers draw gradients in
        /// (`display-p3-linear`): `color()` and `color-mix()` read it, and CSS gradients written for
        /// browsers (`gradient --format css`) are sampled into OKLab instead.
        case editorsDraft
        /// CSS Color 4: read everywhere, and a `<color-space>` of `color-mix()` and of gradients (§12.1).
        case standard
        /// A function of its own in the CSS Color HDR draft (`jzazbz()`, `jzczhz()`, `ictcp()`): read and
        /// written, but no `<color-space>` of `color-mix()`, which the draft does not make it.
        case hdrDraftFunction

        /// Whether `color-mix()` and CSS gradients may name the space as their `<color-space>`.
        public var isInterpolationSpace: Bool { self == .standard || self == .editorsDraft }
    }

    /// A CSS function of a space's own: its names, its syntax and how each component becomes a coordinate.
    public struct CSSFunction: Sendable {
        /// The names the function is called by, the one it is written with first (`rgb`, `rgba`).
        public let names: [String]
        /// Whether the legacy comma syntax is allowed (CSS Color 4 §4.1: `rgb()` and `hsl()` only).
        public let allowsLegacySyntax: Bool
        /// How each of the three components is read, and written.
        public let components: [CSSComponent]
        /// The keywords of the function's relative colors where its specification names them other than the
        /// channel keys (CSS Color HDR: `j a b` in `jzazbz()` for Jz az bz), in channel order; empty when
        /// they are the keys.
        public let keywords: [String]

        /// Makes a function from its names, its components and whether it takes commas.
        public init(_ names: String..., components: [CSSComponent], allowsLegacySyntax: Bool = false, keywords: [String] = []) {
            precondition(!names.isEmpty && components.count == 3, "a CSS color function has a name and three components")
            precondition(keywords.isEmpty || keywords.count == 3, "a keyword per component, or none")
            self.names = names
            self.components = components
            self.allowsLegacySyntax = allowsLegacySyntax
            self.keywords = keywords
        }

        /// The name the function is written with.
        public var name: String { names[0] }
    }

    /// How one component of a CSS color function becomes a coordinate, and how the coordinate is written back.
    public enum CSSComponent: Sendable, Equatable {
        /// An `rgb()` channel: a number 0–255 or a percentage, clamped to 0–255 (CSS Color 4 §5.1); stored 0–1.
        case rgb
        /// A hue: a number (degrees) or an angle, brought into [0, 360) (CSS Color 4 §4.3).
        case hue
        /// HSL/HWB saturation, lightness, whiteness, blackness: a percentage, or in the modern syntax a
        /// number with 100 = 100% (CSS Color 4 §7, §8); stored 0–1, at least `lowerBound` when there is
        /// one, and written as a percentage.
        case fraction(lowerBound: Double?)
        /// A number as is, or a percentage of `percentOf` (the reference range of CSS Color 4 §9, §10),
        /// clamped to the bounds given; written as a number.
        case scaled(percentOf: Double, Double? = nil, Double? = nil)
        /// A number as is, or a percentage of the span of `range`, 0% being its lower end and 100% its upper
        /// (coloraide's reading of a channel whose range does not start at 0, such as ACEScc's); not
        /// clamped, written as a number.
        case spanning(ClosedRange<Double>)

        /// The bounds reading clamps the coordinate to, -∞ and ∞ where it does not.
        public var readBounds: (lower: Double, upper: Double) {
            switch self {
            case .rgb: return (0, 1)
            case .hue: return (-.infinity, .infinity)
            case .fraction(let lowerBound): return (lowerBound ?? -.infinity, .infinity)
            case .scaled(_, let lower, let upper): return (lower ?? -.infinity, upper ?? .infinity)
            case .spanning: return (-.infinity, .infinity)
            }
        }

        /// Whether the coordinate is written as a percentage.
        public var isWrittenAsPercentage: Bool {
            if case .fraction = self { return true }
            return false
        }
    }
}
