/// CSS Color 4 colors: parsing text into a `Color`, and writing a `Color` back as CSS.
///
/// Parsing accepts what CSS Color 4 calls a `<color>` minus the parts that
/// need a document: the named colors and `transparent` (§6.1, §6.2), hex
/// colors (§5.2), the functions of the spaces (`rgb()`/`rgba()` and
/// `hsl()`/`hsla()` in the modern and the legacy comma syntax, §5.1, §7,
/// §4.1; `hwb()`, §8; `lab()`, `lch()`, `oklab()`, `oklch()`, §9) and
/// `color()` with every predefined space (§10), plus the linear forms this
/// package adds (`a98-rgb-linear`, …) so every `recordString` result parses
/// back, and from CSS Color 5 `color-mix()` (`CSSColor+Mix.swift`), relative
/// colors (`CSSColor+Relative.swift`), `contrast-color()`, `light-dark()` and `device-cmyk()`, each evaluated at
/// once. Every number, percentage or angle may be a CSS Values 4 math
/// function such as `calc()` (`CSSCalc.swift`). Which function and which
/// `color()` name reads which space, and how, each space says itself
/// (`ColorSpace.css`, `CSSSyntax.swift`). Added for what people paste: hex
/// digits without `#` (6 or 8 of them) and a color in the text copied around
/// it, such as `color: #ff6347;` (`CSSColor+Pasted.swift`), and the forms the
/// tools print for spaces CSS lacks — `hsb()`/`hsv()`, `okhsl()`, `okhsv()`
/// and `cmyk()` (`CSSColor+Extra.swift`).
/// Not supported: `currentcolor`, system colors, `var()` and comments.
///
/// Parsed colors keep the space they were written in (`hsl()` gives an HSL
/// color; `color-mix()` gives its mixing space), with coordinates in the
/// space's reference ranges (`Color`). `none`
/// becomes a missing (NaN) component. Input is limited to finite numbers of
/// magnitude at most `maximumMagnitude`, so no later conversion overflows.
///
/// Serialization is in `CSSColor+Serialize.swift`.
public enum CSSColor {
    /// The largest magnitude a number in a color may have, as written.
    public static var maximumMagnitude: Double { 1_000_000 }

    /// Names for a message: "a, b or c".
    static func alternatives(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// Parses one CSS color. Throws ColorParseError.
    ///
    /// Leading and trailing whitespace is ignored; names, functions, units
    /// and hex digits are case-insensitive. `light-dark()` is its light color
    /// unless `colorScheme` is `.dark`.
    public static func parse(_ text: String, colorScheme: ColorScheme = .light) throws(ColorParseError) -> Color {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(ColorParseError) -> Color in try parse(utf8: bytes, colorScheme: colorScheme) }
        }
        return try result.get()
    }

    /// Parses one CSS color from raw UTF-8 bytes; hex colors and names are read without allocating.
    ///
    /// Offsets in errors count bytes from the start of `bytes`. Invalid UTF-8
    /// is rejected like any other unknown text.
    public static func parse(
        utf8 bytes: UnsafeBufferPointer<UInt8>, colorScheme: ColorScheme = .light
    ) throws(ColorParseError) -> Color {
        if let color = sixDigitHex(bytes) { return color }
        return try parseInFull(bytes, originRoutes: nil, colorScheme: colorScheme)
    }

    /// `parse(utf8:)` for a reader of color after color: relative colors convert their origins through
    /// `routes`, which keeps the routes it builds, instead of building one per color. The same color.
    package static func parse(
        utf8 bytes: UnsafeBufferPointer<UInt8>, routes: RelativeOriginRoutes, colorScheme: ColorScheme = .light
    ) throws(ColorParseError) -> Color {
        if let color = sixDigitHex(bytes) { return color }
        return try withExtendedLifetime(routes) { () throws(ColorParseError) -> Color in
            try parseInFull(bytes, originRoutes: Unmanaged.passUnretained(routes), colorScheme: colorScheme)
        }
    }

    /// What `parse(utf8:)` reads after `#rrggbb`: the CSS color of `bytes`, else the color of one of the
    /// forms people paste (`CSSColor+Pasted.swift`). Kept out of line, so that `#rrggbb` costs only its test.
    /// The caller holds `originRoutes` (`CSSColorParser.originRoutes`) while it reads.
    @inline(never)
    static func parseInFull(
        _ bytes: UnsafeBufferPointer<UInt8>, originRoutes: Unmanaged<RelativeOriginRoutes>?, colorScheme: ColorScheme
    ) throws(ColorParseError) -> Color {
        var parser = CSSColorParser(bytes, colorScheme: colorScheme)
        parser.originRoutes = originRoutes
        do {
            return try parser.parseColor()
        } catch {
            return try parsePasted(bytes, originRoutes: originRoutes, colorScheme: colorScheme, failure: error)
        }
    }

    /// `#rrggbb` exactly, the commonest input of a stream, read without the general parser; nil for anything else.
    @inline(__always)
    static func sixDigitHex(_ bytes: UnsafeBufferPointer<UInt8>) -> Color? {
        guard bytes.count == 7, bytes[0] == ASCII.hash, let value = ASCII.sixHexDigits(bytes, from: 1) else { return nil }
        return Color(
            .srgb, Double(value >> 16) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }
}

/// The recursive-descent reader behind `CSSColor.parse`.
///
/// One color per input: a name, a hex color or a function. Colors hold
/// colors in `color-mix()` and as the origin of a relative color, at most
/// `CSSColorParser.maximumNestingDepth` deep, and math functions hold math
/// functions at most `CSSColorParser.maximumMathDepth` deep, so any input,
/// however deeply parenthesized, costs one linear pass at most.
struct CSSColorParser {
    var scanner: CSSScanner
    /// How many colors (`color-mix()` calls and relative origins) enclose the current position.
    var colorDepth = 0
    /// The channel keywords of the relative color being read (`CSSColor+Relative.swift`); empty otherwise.
    var keywords = ChannelKeywords.empty
    /// The routes a relative color's origin is converted by, when the caller keeps them across colors
    /// (`CSSColor.parse(utf8:routes:)`; the caller holds them for the whole parse).
    /// Held unmanaged: no reference counting per color read.
    var originRoutes: Unmanaged<RelativeOriginRoutes>?
    /// Which color `light-dark()` is (`CSSColor+LightDark.swift`).
    var colorScheme: ColorScheme

    init(_ bytes: UnsafeBufferPointer<UInt8>, colorScheme: ColorScheme = .light) {
        scanner = CSSScanner(bytes)
        self.colorScheme = colorScheme
    }

    /// Reads the whole input as one color.
    mutating func parseColor() throws(ColorParseError) -> Color {
        scanner.trimWhitespace()
        guard scanner.peek() != nil else {
            throw ColorParseError(message: "empty input: expected a color", offset: scanner.position)
        }
        let color = try parseColorValue()
        scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            let rest = scanner.position..<scanner.end
            throw ColorParseError(
                message: "unexpected \(scanner.quoted(rest)) after the color", offset: scanner.position)
        }
        return color
    }

    /// Reads one color at the current position (after any whitespace) and leaves the scanner just after it.
    mutating func parseColorValue() throws(ColorParseError) -> Color {
        scanner.skipWhitespace()
        guard let first = scanner.peek() else {
            throw ColorParseError(message: "unexpected end of input: expected a color", offset: scanner.position)
        }
        if first == ASCII.hash { return try parseHex() }
        if scanner.startsIdentifier(at: scanner.position) {
            let name = scanner.scanPackedName()
            if scanner.peek() == ASCII.openParen { return try parseFunction(named: name) }
            return try namedColor(name.range)
        }
        return try parseOtherColorValue()
    }

    /// A color that starts with neither `#` nor a name: hex digits without `#` (`3a7bd5`), or an error.
    @inline(never)
    mutating func parseOtherColorValue() throws(ColorParseError) -> Color {
        let first = scanner.bytes[scanner.position]
        if ASCII.isDigit(first), let color = bareHex() { return color }
        let word = scanner.wordRange(at: scanner.position)
        if ASCII.isDigit(first), word.allSatisfy({ ASCII.hexValue(scanner.bytes[$0]) != nil }) { throw bareHexError(word) }
        throw ColorParseError(
            message: "expected a color name, hex color or color function, found \(scanner.quoted(word))",
            offset: scanner.position)
    }

    // MARK: Names and hex

    /// A named color or `transparent` (CSS Color 4 §6.1, §6.2).
    func namedColor(_ name: Range<Int>) throws(ColorParseError) -> Color {
        if let color = NamedColors.color(namedUTF8: scanner.slice(name)) { return color }
        return try unknownName(name)
    }

    /// A word that is no named color: hex digits without `#` (`ff6347`), or an error with the nearest names.
    @inline(never)
    func unknownName(_ name: Range<Int>) throws(ColorParseError) -> Color {
        if let color = Self.hexColor(ofWord: name, in: scanner) { return color }
        if scanner.text(name, equals: "currentcolor") {
            throw ColorParseError(
                message: "\"currentcolor\" depends on a document and cannot be used here", offset: name.lowerBound)
        }
        var next = name.upperBound
        while let byte = scanner.byte(at: next), ASCII.isWhitespace(byte) { next += 1 }
        if next > name.upperBound, scanner.byte(at: next) == ASCII.openParen {
            throw ColorParseError(
                message: "unexpected space between \(scanner.quoted(name)) and \"(\"", offset: name.upperBound)
        }
        if name.allSatisfy({ ASCII.hexValue(scanner.bytes[$0]) != nil }) { throw bareHexError(name) }
        throw ColorParseError(
            message: "unknown color name \(scanner.quoted(name))" + NamedColors.suggestion(for: scanner.slice(name)),
            offset: name.lowerBound)
    }

    /// A hex color: `#` and 3, 4, 6 or 8 hex digits (CSS Color 4 §5.2).
    mutating func parseHex() throws(ColorParseError) -> Color {
        if let color = sixDigitHexHere() { return color }
        let hashOffset = scanner.position
        scanner.position += 1
        let digits = scanner.scanName()
        let whole = hashOffset..<digits.upperBound
        var values: InlineArray<8, UInt8> = .init(repeating: 0)
        for index in digits {
            guard let value = ASCII.hexValue(scanner.bytes[index]) else {
                let character = index..<characterEnd(at: index)
                throw ColorParseError(
                    message: "bad hex color \(scanner.quoted(whole)): \(scanner.quoted(character)) is not a hex digit",
                    offset: index)
            }
            if index - digits.lowerBound < 8 { values[index - digits.lowerBound] = value }
        }
        guard let color = Self.hexColor(values, count: digits.count) else {
            throw ColorParseError(
                message: "bad hex color \(scanner.quoted(whole)): expected 3, 4, 6 or 8 hex digits",
                offset: hashOffset)
        }
        return color
    }

    /// `#rrggbb` at the scanner followed by no more of a name, read at once (the usual origin of a relative
    /// color, the usual color of a `color-mix()`), leaving the scanner after it; nil, consuming nothing, for
    /// anything else, which `parseHex` then reads in full.
    @inline(__always)
    mutating func sixDigitHexHere() -> Color? {
        let start = scanner.position
        guard start + 7 <= scanner.end else { return nil }
        if start + 7 < scanner.end && ASCII.isName(scanner.bytes[start + 7]) { return nil }
        guard let value = ASCII.sixHexDigits(scanner.bytes, from: start + 1) else { return nil }
        scanner.position = start + 7
        return Color(
            .srgb, Double(value >> 16) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    /// The color of 3, 4, 6 or 8 hex digit values (CSS Color 4 §5.2), nil for another count.
    static func hexColor(_ values: InlineArray<8, UInt8>, count: Int) -> Color? {
        func channel(_ high: UInt8, _ low: UInt8) -> Double { Double(high << 4 | low) / 255 }
        switch count {
        case 3, 4:
            // Each digit is doubled: #f80 = #ff8800.
            let alpha = count == 4 ? channel(values[3], values[3]) : 1
            return Color(
                .srgb, channel(values[0], values[0]), channel(values[1], values[1]), channel(values[2], values[2]),
                alpha: alpha)
        case 6, 8:
            let alpha = count == 8 ? channel(values[6], values[7]) : 1
            return Color(
                .srgb, channel(values[0], values[1]), channel(values[2], values[3]), channel(values[4], values[5]),
                alpha: alpha)
        default:
            return nil
        }
    }

    /// One past the UTF-8 sequence that starts at `index`.
    func characterEnd(at index: Int) -> Int {
        var stop = index + 1
        while stop < scanner.end && scanner.bytes[stop] & 0xC0 == 0x80 && stop - index < 4 { stop += 1 }
        return stop
    }

    // MARK: Functions

    /// What a color function reads.
    enum Function: Sendable {
        /// A space's function of its own (`rgb()`, `hsl()`, `oklch()`, …).
        case space(SpaceFunction)
        /// `color()`, for the spaces with a `color()` name.
        case color
        /// `color-mix()`.
        case colorMix
        /// CSS Color 5 `contrast-color()` (`CSSColor+ContrastColor.swift`).
        case contrastColor
        /// CSS Color 5 `light-dark()` (`CSSColor+LightDark.swift`).
        case lightDark
        /// `device-cmyk()` (CSS Color 5 §9) and `cmyk()`: four components in CMYK; whether the
        /// legacy comma form takes percentages (`cmyk()`) or only numbers (`device-cmyk()`, as CSS says).
        case cmyk(legacyTakesPercentages: Bool)
    }

    /// What a space's function of its own reads: the space, how its three components are read
    /// (`CSSFunction.components`, as plain values) and whether commas are allowed. A class, so that
    /// looking a function up copies one reference, not the rules.
    final class SpaceFunction: Sendable {
        let space: ColorSpace
        /// The index of `space` in `ColorSpaces.all`, where a relative color's routes are kept.
        let registryIndex: Int
        let rules: (ChannelRule, ChannelRule, ChannelRule)
        let allowsLegacy: Bool
        /// The channel keywords of the function's relative colors, packed (`CSSColorParser.keywordNames(of:)`).
        let keywordNames: SIMD4<UInt64>
        /// What each coordinate of the space is multiplied by to be its keyword (`CSSColorParser.keywordScale`).
        let keywordScale: SIMD4<Double>

        init(_ space: ColorSpace, registryIndex: Int, rules: (ChannelRule, ChannelRule, ChannelRule), allowsLegacy: Bool) {
            self.space = space
            self.registryIndex = registryIndex
            self.rules = rules
            self.allowsLegacy = allowsLegacy
            keywordNames = CSSColorParser.keywordNames(of: space)
            keywordScale = CSSColorParser.keywordScales(rules)
        }
    }

    /// Function names as CSS spells them: each space's function under every name it has (the
    /// legacy `rgba` and `hsla` included, CSS Color 4 §5.1, §7), then `color` and `color-mix`, then
    /// the forms the tools print for the spaces CSS lacks (`CSSColor+Extra.swift`), then the functions of
    /// the CSS Color HDR draft (`jzazbz`, `jzczhz`, `ictcp`), last so that finding any other name
    /// compares no more names than before them.
    static let functions: [(name: String, function: Function)] =
        spaceFunctions { $0.css.standing != .hdrDraftFunction }
        + [("color", .color), ("color-mix", .colorMix), ("contrast-color", .contrastColor),
           ("light-dark", .lightDark)] + extraFunctions
        + spaceFunctions { $0.css.standing == .hdrDraftFunction }

    /// The functions of their own of the registered spaces that `include` takes, under every name each has.
    static func spaceFunctions(_ include: (ColorSpace) -> Bool) -> [(name: String, function: Function)] {
        ColorSpaces.all.enumerated().flatMap { index, space in
            guard include(space), let function = space.css.function else { return [(String, Function)]() }
            let rules = (function.components[0], function.components[1], function.components[2])
            let spaceFunction = SpaceFunction(
                space, registryIndex: index, rules: rules, allowsLegacy: function.allowsLegacySyntax)
            return function.names.map { ($0, .space(spaceFunction)) }
        }
    }

    /// The names of `functions`, searched on their own: a plain list of short strings, so looking a name up
    /// copies no space (the hot path reads one function color per record).
    static let functionNames: [String] = functions.map(\.name)

    /// The names of `functions` packed (`CSSScanner.packed`), 0 for a name longer than 8 bytes.
    static let packedFunctionNames: [UInt64] = functionNames.map { $0.utf8.count <= 8 ? CSSScanner.packed($0) : 0 }

    /// What each function of `functions` reads, on its own: looking a function up copies no name.
    static let functionKinds: [Function] = functions.map(\.function)

    /// Each function's name as messages write it (`oklch()`), made once.
    static let functionContexts: [String] = functions.map { $0.name + "()" }

    /// The function a message is about (`rgb()`), kept as its index in `functions` or as a literal and written
    /// out only when a message is made, so reading a valid color copies no string.
    enum Context: CustomStringConvertible, ExpressibleByStringLiteral {
        /// The function at this index of `functions`.
        case function(Int)
        /// A name written in the code (`color-mix()`).
        case literal(StaticString)

        init(stringLiteral value: StaticString) { self = .literal(value) }

        var description: String {
            switch self {
            case .function(let index): CSSColorParser.functionContexts[index]
            case .literal(let text): text.description
            }
        }
    }

    /// CSS color functions that exist but need more than this parser offers.
    static let unsupportedFunctions = ["var", "env", "attr"]

    /// The index in `functions` of the function named by `name`, if any.
    @inline(__always)
    func functionIndex(named name: CSSScanner.PackedName) -> Int? {
        if let packed = name.packed { return Self.packedFunctionNames.firstIndex(of: packed) }
        return Self.functionNames.firstIndex(where: { $0.utf8.count > 8 && scanner.text(name.range, equals: $0) })
    }

    /// Refuses a color function (named at `name`, already counted in `colorDepth`) nested past `maximumNestingDepth`.
    func checkNesting(_ context: some CustomStringConvertible, at name: Range<Int>) throws(ColorParseError) {
        guard colorDepth > Self.maximumNestingDepth else { return }
        throw ColorParseError(
            message: "\(context): nested more than \(Self.maximumNestingDepth) levels deep", offset: name.lowerBound)
    }

    /// A color function, from its name to its closing parenthesis.
    mutating func parseFunction(named name: CSSScanner.PackedName) throws(ColorParseError) -> Color {
        let nameRange = name.range
        guard let index = functionIndex(named: name) else { throw unknownFunction(nameRange) }
        scanner.position += 1  // "("
        let context = Context.function(index)
        switch Self.functionKinds[index] {
        case .space(let function):
            if startsRelativeColor() {
                let origin = try parseOrigin(context, function: nameRange)
                return try parseRelativeComponents(context, function: function, origin: origin)
            }
            return try parseComponents(context, space: function.space, rules: function.rules, allowsLegacy: function.allowsLegacy)
        case .colorMix:
            return try parseColorMix(named: nameRange)
        case .contrastColor:
            return try parseContrastColor(named: nameRange)
        case .lightDark:
            return try parseLightDark(named: nameRange)
        case .color:
            let origin = try parseRelativeOrigin(context, function: nameRange)
            let space = try parsePredefinedSpace()
            let rules = space.css.colorComponents.map { ($0[0], $0[1], $0[2]) } ?? Self.colorFunctionComponents
            if let origin {
                return try parseRelativeComponents(context, space: space, rules: rules, origin: origin)
            }
            return try parseComponents(context, space: space, rules: rules)
        case .cmyk(let legacyTakesPercentages):
            return try parseCMYK(context, legacyTakesPercentages: legacyTakesPercentages)
        }
    }

    /// The error for a name followed by `(` that is no color function this parser reads.
    func unknownFunction(_ nameRange: Range<Int>) -> ColorParseError {
        let written = nameRange.lowerBound..<(nameRange.upperBound + 1)
        if let unsupported = Self.unsupportedFunctions.first(where: { scanner.text(nameRange, equals: $0) }) {
            return ColorParseError(
                message: "\(unsupported)() is not supported; write the color directly", offset: nameRange.lowerBound)
        }
        if let math = mathFunction(named: nameRange) {
            return ColorParseError(
                message: "\(math.name)() is a math function: it goes inside a color function, "
                    + "as in rgb(\(math.name)(…) 0 0)",
                offset: nameRange.lowerBound)
        }
        let suggestion = NameSuggestions.suggestion(
            for: scanner.slice(nameRange), among: Self.functionNames, written: { $0 + "()" })
        return ColorParseError(
            message: "unknown color function \(scanner.quoted(written))" + suggestion, offset: nameRange.lowerBound)
    }

    /// CSS Color 4 §10.1: every component of `color()` is a number or a percentage, 100% = 1.
    static let colorFunctionComponents: (ChannelRule, ChannelRule, ChannelRule) = (
        .scaled(percentOf: 1), .scaled(percentOf: 1), .scaled(percentOf: 1)
    )

    /// The spaces `color()` takes, by each name it takes for them: the `color()` names of the
    /// spaces and their aliases (CSS Color 4 §10.1; `xyz` is `xyz-d65`, §10.7), this package's linear forms included.
    /// A name CSS does not define is also taken with two dashes (`--rec2020-linear`), the spelling of
    /// the spaces an author declares, which color.js writes for them. Last come the names read but never
    /// written (`CSSSyntax.readOnlyColorName`: `--jzazbz`, `--okhsl`, `--hsv`, …).
    static let predefinedSpaces: [(name: String, space: ColorSpace)] = ColorSpaces.all.flatMap { space in
        space.css.colorName.map { name in
            let dashed = space.css.standing != .standard && !name.hasPrefix("--") ? ["--" + name] : []
            return ([name] + space.css.aliases + dashed).map { ($0, space) }
        } ?? []
    } + ColorSpaces.all.compactMap { space in space.css.readOnlyColorName.map { ($0, space) } }

    /// The names of `predefinedSpaces`, searched on their own (see `functionNames`).
    static let predefinedSpaceNameList: [String] = predefinedSpaces.map(\.name)

    /// The names of the predefined spaces of CSS itself (not this package's linear forms), for messages.
    static let predefinedSpaceNames = CSSColor.alternatives(
        predefinedSpaces.filter { $0.space.css.colorName != nil && $0.space.css.standing != .chromatoolsOnly }.map(\.name))

    /// The space name at the start of `color()`: a CSS predefined space or one of this package's linear forms.
    mutating func parsePredefinedSpace() throws(ColorParseError) -> ColorSpace {
        scanner.skipWhitespace()
        let start = scanner.position
        guard scanner.startsIdentifier(at: start) else {
            if scanner.isAtEnd {
                throw ColorParseError(message: "color(): unexpected end of input: missing \")\"", offset: start)
            }
            throw ColorParseError(
                message: "color(): expected a color space (\(Self.predefinedSpaceNames)), "
                    + "found \(scanner.quoted(scanner.wordRange(at: start)))",
                offset: start)
        }
        let name = scanner.scanName()
        if scanner.peek() == ASCII.openParen {
            throw nestedFunction("color()", name)
        }
        if let index = Self.predefinedSpaceNameList.firstIndex(where: { scanner.text(name, equals: $0) }) {
            return Self.predefinedSpaces[index].space
        }
        throw ColorParseError(
            message: "color(): unknown space \(scanner.quoted(name)); expected \(Self.predefinedSpaceNames)",
            offset: start)
    }

    // MARK: Components

    /// How a component's value becomes a coordinate: what the space's CSS syntax says.
    typealias ChannelRule = ColorSpace.CSSComponent

    /// What a component was written as.
    enum ComponentKind {
        case number, percentage, angle, none
    }

    /// One component as written: its kind, its value (angles in degrees) and where it is.
    struct Component {
        var kind: ComponentKind
        var value: Double
        var range: Range<Int>

        static let empty = Component(kind: .none, value: .nan, range: 0..<0)
    }

    /// The components between the parentheses of a function, as written.
    struct ArgumentList {
        /// The first four components before any `/`.
        var components: InlineArray<4, Component> = .init(repeating: .empty)
        /// How many components came before any `/` (may exceed 4).
        var count = 0
        /// Where the fifth component starts, if there was one.
        var fifthOffset = 0
        /// The component after `/`.
        var alpha: Component?
        /// Whether the components were separated by commas (the legacy syntax, CSS Color 4 §4.1).
        var isLegacy = false
        /// Where the first comma is, when there is one.
        var firstCommaOffset = 0
        /// Where the `)` is.
        var closeOffset = 0
    }

    /// Reads the components of a function up to and including `)`, and makes the color.
    ///
    /// With `originAlpha` (a relative color, `CSSColor+Relative.swift`: the alpha of its origin)
    /// commas are refused, components are read by the relative rules of `value(of:…)`, and an
    /// omitted alpha is the origin's. (Only the alpha is passed: an optional `Color` costs a
    /// generic copy per call.)
    mutating func parseComponents(
        _ context: Context, space: ColorSpace, rules: (ChannelRule, ChannelRule, ChannelRule),
        allowsLegacy: Bool = false, originAlpha: Double? = nil
    ) throws(ColorParseError) -> Color {
        let relative = originAlpha != nil
        var arguments = ArgumentList()
        try parseArgumentList(context, allowsLegacy: allowsLegacy || relative, into: &arguments)
        if relative && arguments.isLegacy {
            throw ColorParseError(
                message: "\(context): a relative color separates its components with spaces, not commas",
                offset: arguments.firstCommaOffset)
        }
        if arguments.count < 3 {
            throw ColorParseError(
                message: "\(context): expected 3 components, found \(arguments.count)", offset: arguments.closeOffset)
        }
        if arguments.isLegacy {
            if arguments.count > 4 {
                throw ColorParseError(
                    message: "\(context): expected 3 components and an optional alpha, found \(arguments.count)",
                    offset: arguments.fifthOffset)
            }
            if arguments.count == 4 { arguments.alpha = arguments.components[3] }
        } else if arguments.count > 3 {
            throw ColorParseError(
                message: "\(context): expected 3 components, found \(arguments.count) (alpha goes after \"/\")",
                offset: arguments.components[3].range.lowerBound)
        }
        if arguments.isLegacy {
            for index in 0..<3 where arguments.components[index].kind == .none {
                throw ColorParseError(
                    message: "\(context): \"none\" is not allowed in the legacy comma syntax",
                    offset: arguments.components[index].range.lowerBound)
            }
            if case .rgb = rules.0 {
                // CSS Color 4 §5.1: legacy rgb() is all numbers or all percentages.
                for index in 1..<3 where arguments.components[index].kind != arguments.components[0].kind {
                    throw ColorParseError(
                        message: "\(context): the legacy comma syntax cannot mix numbers and percentages",
                        offset: arguments.components[index].range.lowerBound)
                }
            }
        }
        let legacy = arguments.isLegacy
        let first = try Self.value(
            of: arguments.components[0], rules.0, channel: 0, of: space, context, legacy, relative: relative, in: scanner)
        let second = try Self.value(
            of: arguments.components[1], rules.1, channel: 1, of: space, context, legacy, relative: relative, in: scanner)
        let third = try Self.value(
            of: arguments.components[2], rules.2, channel: 2, of: space, context, legacy, relative: relative, in: scanner)
        var alpha = originAlpha ?? 1.0
        if let alphaComponent = arguments.alpha {
            alpha = try Self.alphaValue(of: alphaComponent, context, legacy: legacy, in: scanner)
        }
        return Color(space, first, second, third, alpha: alpha)
    }

    /// Reads components separated by spaces (with an optional `/ alpha`) or, where allowed, by commas, into
    /// `list`, a fresh `ArgumentList` of the caller's (filled in place: the list is too big to return by copy).
    mutating func parseArgumentList(
        _ context: Context, allowsLegacy: Bool, into list: inout ArgumentList
    ) throws(ColorParseError) {
        var sawSlash = false
        var sawComma = false
        var sawSpaceBetweenComponents = false
        var lastWasComma = false
        while true {
            scanner.skipWhitespace()
            let start = scanner.position
            guard let byte = scanner.peek() else {
                throw ColorParseError(message: "\(context): unexpected end of input: missing \")\"", offset: start)
            }
            switch byte {
            case ASCII.closeParen:
                scanner.position += 1
                list.closeOffset = start
                if lastWasComma {
                    throw ColorParseError(message: "\(context): expected a component after \",\"", offset: start)
                }
                if sawSlash && list.alpha == nil {
                    throw ColorParseError(message: "\(context): expected an alpha value after \"/\"", offset: start)
                }
                list.isLegacy = sawComma
                return
            case ASCII.comma:
                if !allowsLegacy {
                    throw ColorParseError(
                        message: "\(context): commas are only allowed in the legacy rgb() and hsl() syntax; "
                            + "separate components with spaces",
                        offset: start)
                }
                if sawSlash {
                    throw ColorParseError(
                        message: "\(context): cannot mix \"/\" and commas", offset: start)
                }
                if list.count == 0 || lastWasComma {
                    throw ColorParseError(
                        message: "\(context): unexpected \",\"; expected a component", offset: start)
                }
                if sawSpaceBetweenComponents {
                    throw ColorParseError(
                        message: "\(context): cannot mix commas and spaces between components", offset: start)
                }
                if !sawComma { list.firstCommaOffset = start }
                sawComma = true
                lastWasComma = true
                scanner.position += 1
            case ASCII.slash:
                if sawComma {
                    throw ColorParseError(
                        message: "\(context): cannot mix \"/\" and commas; in the legacy syntax alpha follows a comma",
                        offset: start)
                }
                if sawSlash {
                    throw ColorParseError(message: "\(context): more than one \"/\"", offset: start)
                }
                sawSlash = true
                scanner.position += 1
            default:
                let component = try parseComponent(context, isFirst: list.count == 0 && !sawSlash)
                if sawSlash {
                    if list.alpha != nil {
                        throw ColorParseError(
                            message: "\(context): expected one alpha value after \"/\", found more", offset: start)
                    }
                    list.alpha = component
                } else {
                    if list.count > 0 && !lastWasComma {
                        if sawComma {
                            throw ColorParseError(
                                message: "\(context): missing \",\" between components "
                                    + "(the legacy syntax separates every component with a comma)",
                                offset: start)
                        }
                        sawSpaceBetweenComponents = true
                    }
                    if list.count < 4 {
                        list.components[list.count] = component
                    } else if list.count == 4 {
                        list.fifthOffset = start
                    }
                    list.count += 1
                }
                lastWasComma = false
            }
        }
    }

    /// Reads one component: a number, percentage, angle or `none` (CSS Color 4 §4.1, §4.3), a math
    /// function (`CSSCalc.swift`), or in a relative color a channel keyword (`CSSColor+Relative.swift`).
    ///
    /// A letter can only start a name, so a component that starts with one is read as a name at once; the
    /// scanner is at a byte of the component (the caller has seen one).
    mutating func parseComponent(_ context: Context, isFirst: Bool) throws(ColorParseError) -> Component {
        let start = scanner.position
        if ASCII.isNameStart(scanner.bytes[start]) { return try parseNamedComponent(context, isFirst: isFirst) }
        if scanner.startsNumber(at: start) {
            var value = scanner.scanNumber()
            var kind = ComponentKind.number
            var unitFactor = 1.0
            if scanner.peek() == ASCII.percent {
                scanner.position += 1
                kind = .percentage
            } else if scanner.startsIdentifier(at: scanner.position) {
                let unit = scanner.scanName()
                guard let factor = Self.degreesPerUnit(scanner, unit) else {
                    throw ColorParseError(
                        message: "\(context): unknown unit \(scanner.quoted(unit)) in "
                            + "\(scanner.quoted(start..<scanner.position)); angles take deg, rad, grad or turn",
                        offset: unit.lowerBound)
                }
                kind = .angle
                unitFactor = factor
            }
            let range = start..<scanner.position
            if !value.isFinite {
                throw ColorParseError(
                    message: "\(context): numbers must be finite; \(scanner.quoted(range)) is too large",
                    offset: start)
            }
            if abs(value) > CSSColor.maximumMagnitude {
                throw ColorParseError(
                    message: "\(context): \(scanner.quoted(range)) is out of range; "
                        + "numbers in a color must be between -1000000 and 1000000",
                    offset: start)
            }
            value *= unitFactor
            return Component(kind: kind, value: value, range: range)
        }
        if scanner.startsIdentifier(at: start) { return try parseNamedComponent(context, isFirst: isFirst) }
        let word = scanner.wordRange(at: start)
        if scanner.bytes[start] == ASCII.openParen {
            throw ColorParseError(
                message: "\(context): unexpected \"(\"; parentheses go inside a math function, as in calc((1 + 2) * 3)",
                offset: start)
        }
        throw ColorParseError(
            message: "\(context): unexpected \(scanner.quoted(word)); expected a number, a percentage or none",
            offset: start)
    }

    /// A component that starts with a name: a math function, `none` or a channel keyword.
    @inline(__always)
    mutating func parseNamedComponent(_ context: Context, isFirst: Bool) throws(ColorParseError) -> Component {
        let start = scanner.position
        let scanned = scanner.scanPackedName()
        let name = scanned.range
        if scanner.peek() == ASCII.openParen {
            guard let packed = scanned.packed, let function = Self.mathFunction(packed: packed) else {
                throw nestedFunction(context, name)
            }
            let result = try parseMathFunction(function, named: name, context)
            let range = start..<scanner.position
            // CSS Values 4 §10.9: a top-level NaN is 0; an infinity stays for `value(of:…)` to bound.
            let value = result.value.isNaN ? 0 : result.value
            switch result.type {
            case .number: return Component(kind: .number, value: value, range: range)
            case .percentage: return Component(kind: .percentage, value: value, range: range)
            case .angle: return Component(kind: .angle, value: value, range: range)
            default:
                throw ColorParseError(
                    message: "\(context): \(function.name)() gives \(result.type.description); "
                        + "a component takes a number, a percentage or an angle",
                    offset: start)
            }
        }
        if let packed = scanned.packed {
            if packed == Self.packedNone { return Component(kind: .none, value: .nan, range: name) }
            if let value = keywords.value(ofPacked: packed) {
                // A channel keyword is a number, or `none` when the origin's component is missing.
                return Component(kind: value.isNaN ? .none : .number, value: value, range: name)
            }
        }
        return try otherNamedComponent(context, name, isFirst: isFirst)
    }

    /// A name that is no math function, `none` or channel keyword: another name of a channel keyword
    /// (`aliasedKeyword`), or an error. Kept out of `parseNamedComponent`, so that reading a component pays
    /// nothing for the messages.
    @inline(never)
    func otherNamedComponent(_ context: Context, _ name: Range<Int>, isFirst: Bool) throws(ColorParseError) -> Component {
        let start = name.lowerBound
        if let aliased = aliasedKeyword(name) { return aliased }
        for word in ["nan", "infinity", "-infinity", "inf", "-inf"] where scanner.text(name, equals: word) {
            throw ColorParseError(
                message: "\(context): numbers must be finite; \(scanner.quoted(name)) is a number only inside "
                    + "a math function such as calc()",
                offset: start)
        }
        if isFirst && scanner.text(name, equals: "from") {
            throw ColorParseError(
                message: "\(context): \"from\" starts a relative color and comes first, as in rgb(from red r g b)",
                offset: start)
        }
        if !keywords.isEmpty {
            throw ColorParseError(
                message: "\(context): unexpected \(scanner.quoted(name)); expected a number, a percentage, none "
                    + "or a channel keyword (\(keywords.names(for: scanner)))",
                offset: start)
        }
        throw ColorParseError(
            message: "\(context): unexpected \(scanner.quoted(name)); expected a number, a percentage or none",
            offset: start)
    }

    /// The component a word that is no channel keyword stands for as another name of one (the CSS Color HDR
    /// draft's `j` for `jz`, `ChannelKeywords.value(ofAlias:)`), or nil. Kept out of `parseComponent`, whose
    /// every call would otherwise pay for it.
    @inline(never)
    func aliasedKeyword(_ name: Range<Int>) -> Component? {
        guard let packed = scanner.packedLowercase(name), let value = keywords.value(ofAlias: packed) else { return nil }
        return Component(kind: value.isNaN ? .none : .number, value: value, range: name)
    }

    /// Degrees per unit for the CSS angle units (CSS Values 4 §7.1), nil for any other unit.
    static func degreesPerUnit(_ scanner: CSSScanner, _ unit: Range<Int>) -> Double? {
        if scanner.text(unit, equals: "deg") { return 1 }
        if scanner.text(unit, equals: "grad") { return 0.9 }  // 400grad = 360deg
        if scanner.text(unit, equals: "rad") { return 180 / Double.pi }
        if scanner.text(unit, equals: "turn") { return 360 }
        return nil
    }

    /// The coordinate a component stands for under `rule`, or a message saying why it cannot be one.
    ///
    /// In a relative color (`relative`) the color components are not clamped (CSS Color 5 §4.1):
    /// `rgb()` takes any number and `hsl()` any saturation; the lightness and chroma bounds of
    /// `lab()`, `lch()`, `oklab()` and `oklch()` stay (see `CSSColor+Relative.swift`). A value
    /// past the largest magnitude a color holds (`CSSColor.maximumMagnitude`), which only a math
    /// function or a channel keyword gives, is brought back to it before the rule's own bounds; an
    /// infinite hue is 0.
    ///
    /// Static, taking the scanner (for messages) rather than the parser: a method of the parser called from a
    /// mutating one copies the whole parser per call.
    static func value(
        of component: Component, _ rule: ChannelRule, channel: Int, of space: ColorSpace, _ context: Context, _ legacy: Bool,
        relative: Bool = false, in scanner: CSSScanner
    ) throws(ColorParseError) -> Double {
        var value = component.value
        func wrongKind(_ expected: String) -> ColorParseError {
            ColorParseError(
                message: "\(context): \(space.channels[channel].name) must be \(expected), found \(scanner.quoted(component.range))",
                offset: component.range.lowerBound)
        }
        if component.kind == .none { return .nan }
        if case .hue = rule {
            if !value.isFinite { value = 0 }
        } else {
            value = min(max(value, -CSSColor.maximumMagnitude), CSSColor.maximumMagnitude)
        }
        switch rule {
        case .rgb:
            var unit: Double
            switch component.kind {
            case .number: unit = value / 255
            case .percentage: unit = value / 100
            default: throw wrongKind("a number or a percentage")
            }
            return relative ? unit : min(max(unit, 0), 1)
        case .hue:
            switch component.kind {
            case .number, .angle: return ColorMath.normalizeHue(value)
            default: throw wrongKind("a number or an angle")
            }
        case .fraction(let lowerBound):
            var fraction: Double
            switch component.kind {
            case .percentage: fraction = value / 100
            case .number where !legacy: fraction = value / 100
            case .number: throw wrongKind("a percentage in the legacy comma syntax")
            default: throw wrongKind("a percentage or a number")
            }
            if let lowerBound, !relative { fraction = max(fraction, lowerBound) }
            return fraction
        case .scaled(let percentOf, let lowerBound, let upperBound):
            var scaled: Double
            switch component.kind {
            case .number: scaled = value
            case .percentage: scaled = value / 100 * percentOf
            default: throw wrongKind("a number or a percentage")
            }
            if let lowerBound { scaled = max(scaled, lowerBound) }
            if let upperBound { scaled = min(scaled, upperBound) }
            return scaled
        case .spanning(let range):
            switch component.kind {
            case .number: return value
            case .percentage: return range.lowerBound + value / 100 * (range.upperBound - range.lowerBound)
            default: throw wrongKind("a number or a percentage")
            }
        }
    }

    /// The alpha a component stands for: a number or percentage clamped to 0–1, or missing (CSS Color 4 §4.2).
    static func alphaValue(
        of component: Component, _ context: Context, legacy: Bool, in scanner: CSSScanner
    ) throws(ColorParseError) -> Double {
        switch component.kind {
        case .number: return min(max(component.value, 0), 1)
        case .percentage: return min(max(component.value / 100, 0), 1)
        case .none:
            if legacy {
                throw ColorParseError(
                    message: "\(context): \"none\" is not allowed in the legacy comma syntax",
                    offset: component.range.lowerBound)
            }
            return .nan
        case .angle:
            throw ColorParseError(
                message: "\(context): alpha must be a number or a percentage, found \(scanner.quoted(component.range))",
                offset: component.range.lowerBound)
        }
    }

    // MARK: Messages

    /// The error for a function inside a color function that is not a math function (`var(`, a color).
    func nestedFunction(_ context: Context, _ name: Range<Int>) -> ColorParseError {
        ColorParseError(
            message: "\(context): \(scanner.quoted(name.lowerBound..<(name.upperBound + 1))) cannot be a component; "
                + "components take numbers, percentages, angles, none and math functions such as calc()",
            offset: name.lowerBound)
    }
}
