/// Reading CSS Color 5 `color-mix()` and evaluating it on the spot.
///
/// The grammar read is that of the css-color-5 editor's draft:
///
///     color-mix( [ in SPACE [ HUE-METHOD hue ]? , ]? COLOR-ITEM [ , COLOR-ITEM ]* )
///     COLOR-ITEM = COLOR PERCENTAGE? | PERCENTAGE COLOR
///
/// SPACE is one of the CSS interpolation spaces (CSS Color 4 §12.1
/// `<color-space>`: the spaces whose CSS syntax is CSS's own, see
/// `ColorSpace.CSSStanding`, by their CSS names and aliases: `srgb`, `hsl`,
/// `xyz`, …); without `in …` it is `oklab`. A hue method (`shorter`, `longer`,
/// `increasing`, `decreasing`, followed by the word `hue`) is allowed only
/// after a polar space. Percentages lie in 0%…100%. The published two-color
/// form `color-mix(in srgb, red 30%, blue)` is the common case; one color,
/// or more than two, are also accepted, as the draft now allows. Colors may
/// themselves be `color-mix()` calls or relative colors, up to
/// `maximumNestingDepth` levels deep, and one call mixes at most
/// `Mix.maximumColors` colors. A percentage may be a math function
/// (`calc(25% * 2)`, `CSSCalc.swift`) whose result is clamped to 0%…100%.
///
/// The result is computed by `Mix.mix` (weights per css-color-5 §2.1,
/// interpolation per CSS Color 4 §12) and is a color in the mixing space.
/// Errors name `color-mix()` and point at the offending text.
extension CSSColorParser {
    /// The spaces `color-mix()` accepts after `in`, by their CSS names and aliases (CSS Color 4 §12.1
    /// `<color-space>`): every space whose CSS syntax is CSS's own, in the order of `ColorSpaces.all`.
    static let mixSpaces: [(name: String, space: ColorSpace)] = ColorSpaces.all.flatMap { space in
        guard space.css.standing.isInterpolationSpace, let name = space.css.name else { return [(String, ColorSpace)]() }
        return ([name] + space.css.aliases).map { ($0, space) }
    }

    /// The `mixSpaces` names for messages.
    static let mixSpaceNames = CSSColor.alternatives(mixSpaces.map(\.name))

    /// Reads the arguments of `color-mix(` up to and including `)` (the scanner is just past the `(`) and mixes them.
    mutating func parseColorMix(named name: Range<Int>) throws(ColorParseError) -> Color {
        let context: Context = "color-mix()"
        colorDepth += 1
        defer { colorDepth -= 1 }
        try checkNesting(context, at: name)
        let (space, hue) = try parseMixMethod(context)
        var items: [(Color, Double?)] = []
        while true {
            if items.count == Mix.maximumColors {
                throw ColorParseError(
                    message: "\(context): too many colors: a mix takes at most \(Mix.maximumColors)", offset: scanner.position)
            }
            items.append(try parseMixItem(context))
            scanner.skipWhitespace()
            let offset = scanner.position
            guard let byte = scanner.peek() else {
                throw ColorParseError(message: "\(context): unexpected end of input: missing \")\"", offset: offset)
            }
            if byte == ASCII.closeParen {
                scanner.position += 1
                break
            }
            guard byte == ASCII.comma else {
                throw ColorParseError(
                    message: "\(context): expected \",\" or \")\" after a color, "
                        + "found \(scanner.quoted(scanner.wordRange(at: offset)))",
                    offset: offset)
            }
            scanner.position += 1
            scanner.skipWhitespace()
            if scanner.peek() == ASCII.closeParen {
                throw ColorParseError(message: "\(context): expected a color after \",\"", offset: scanner.position)
            }
        }
        do {
            return try Mix.mix(items, in: space, hue: hue)
        } catch {
            throw ColorParseError(message: "\(context): \(error.message)", offset: name.lowerBound)
        }
    }

    /// Reads the optional `in SPACE [METHOD hue] ,` at the start of `color-mix()`; OKLab and no method when absent.
    mutating func parseMixMethod(_ context: Context) throws(ColorParseError) -> (ColorSpace, HueInterpolation?) {
        scanner.skipWhitespace()
        let start = scanner.position
        guard scanner.startsIdentifier(at: start) else {
            if scanner.isAtEnd {
                throw ColorParseError(message: "\(context): unexpected end of input: missing \")\"", offset: start)
            }
            if scanner.peek() == ASCII.closeParen {
                throw ColorParseError(message: "\(context): expected colors to mix", offset: start)
            }
            return (.oklab, nil)
        }
        // Look at the word without consuming it: a color name or function is not "in".
        var lookahead = scanner
        let word = lookahead.scanName()
        guard scanner.text(word, equals: "in"), lookahead.peek() != ASCII.openParen else { return (.oklab, nil) }
        scanner = lookahead
        scanner.skipWhitespace()
        let spaceStart = scanner.position
        guard scanner.startsIdentifier(at: spaceStart) else {
            throw ColorParseError(
                message: "\(context): expected a color space after \"in\" (\(Self.mixSpaceNames)), "
                    + "found \(describe(at: spaceStart))",
                offset: spaceStart)
        }
        let spaceName = scanner.scanName()
        guard let space = Self.mixSpaces.first(where: { scanner.text(spaceName, equals: $0.name) })?.space else {
            throw ColorParseError(
                message: "\(context): unknown color space \(scanner.quoted(spaceName)); "
                    + "expected \(Self.mixSpaceNames)",
                offset: spaceStart)
        }
        scanner.skipWhitespace()
        var hue: HueInterpolation?
        let methodStart = scanner.position
        if scanner.startsIdentifier(at: methodStart) {
            let methodName = scanner.scanName()
            guard let method = HueInterpolation.allCases.first(where: { scanner.text(methodName, equals: $0.rawValue) })
            else {
                throw ColorParseError(
                    message: "\(context): unexpected \(scanner.quoted(methodName)) after the color space; "
                        + "expected a hue method (shorter, longer, increasing or decreasing hue) or \",\"",
                    offset: methodStart)
            }
            if space.hueIndex == nil {
                throw ColorParseError(
                    message: "\(context): \(InterpolationError.noHue(in: space).message)", offset: methodStart)
            }
            scanner.skipWhitespace()
            let hueStart = scanner.position
            var hueWord = hueStart..<hueStart
            if scanner.startsIdentifier(at: hueStart) { hueWord = scanner.scanName() }
            guard scanner.text(hueWord, equals: "hue") else {
                throw ColorParseError(
                    message: "\(context): expected \"hue\" after \(scanner.quoted(methodName)), "
                        + "found \(describe(at: hueStart))",
                    offset: hueStart)
            }
            hue = method
            scanner.skipWhitespace()
        }
        let commaOffset = scanner.position
        guard scanner.peek() == ASCII.comma else {
            throw ColorParseError(
                message: "\(context): expected \",\" after the interpolation method, found \(describe(at: commaOffset))",
                offset: commaOffset)
        }
        scanner.position += 1
        return (space, hue)
    }

    /// Reads one `COLOR [PERCENTAGE]` or `PERCENTAGE COLOR` item; the percentage as 0…100 or nil.
    mutating func parseMixItem(_ context: Context) throws(ColorParseError) -> (Color, Double?) {
        scanner.skipWhitespace()
        var percentage: Double?
        if startsMixPercentage() {
            let percentageStart = scanner.position
            percentage = try parseMixPercentage(context)
            scanner.skipWhitespace()
            if scanner.peek() == ASCII.comma || scanner.peek() == ASCII.closeParen || scanner.isAtEnd {
                throw ColorParseError(
                    message: "\(context): \(scanner.quoted(percentageStart..<scanner.position)) needs a color next to it",
                    offset: percentageStart)
            }
        } else if scanner.peek() == ASCII.comma || scanner.peek() == ASCII.closeParen {
            throw ColorParseError(message: "\(context): expected a color", offset: scanner.position)
        }
        let color = try parseColorValue()
        scanner.skipWhitespace()
        if startsMixPercentage() {
            let secondStart = scanner.position
            let value = try parseMixPercentage(context)
            if percentage != nil {
                throw ColorParseError(
                    message: "\(context): more than one percentage for one color", offset: secondStart)
            }
            percentage = value
        }
        return (color, percentage)
    }

    /// Whether a mix percentage starts here: a number that is not a hex color without `#`, or a math function.
    func startsMixPercentage() -> Bool {
        if scanner.startsNumber(at: scanner.position) {
            var lookahead = self
            return !(scanner.peek().map(ASCII.isDigit) ?? false) || lookahead.bareHex() == nil
        }
        guard scanner.startsIdentifier(at: scanner.position) else { return false }
        var lookahead = scanner
        let name = lookahead.scanName()
        return lookahead.peek() == ASCII.openParen && mathFunction(named: name) != nil
    }

    /// Reads a percentage 0%…100% (css-color-5 §2: `<percentage [0,100]>`) and returns its number.
    ///
    /// A math function must give a percentage, which is clamped to 0%…100% (NaN is 0%, CSS Values 4 §10.9).
    mutating func parseMixPercentage(_ context: Context) throws(ColorParseError) -> Double {
        let start = scanner.position
        if scanner.startsIdentifier(at: start) {
            let name = scanner.scanName()
            guard let function = mathFunction(named: name) else {
                throw ColorParseError(
                    message: "\(context): expected a percentage such as 30%, found \(scanner.quoted(name))", offset: start)
            }
            let result = try parseMathFunction(function, named: name, context)
            guard result.type == .percentage else {
                throw ColorParseError(
                    message: "\(context): \(function.name)() gives \(result.type.description); a mix takes a percentage",
                    offset: start)
            }
            return result.value.isNaN ? 0 : min(max(result.value, 0), 100)
        }
        let value = scanner.scanNumber()
        if scanner.peek() == ASCII.percent {
            scanner.position += 1
        } else {
            if scanner.startsIdentifier(at: scanner.position) { _ = scanner.scanName() }
            throw ColorParseError(
                message: "\(context): expected a percentage such as 30%, found \(scanner.quoted(start..<scanner.position))",
                offset: start)
        }
        guard value >= 0, value <= 100 else {
            throw ColorParseError(
                message: "\(context): percentages must be between 0% and 100%, "
                    + "found \(scanner.quoted(start..<scanner.position))",
                offset: start)
        }
        return value
    }

    /// The word at `offset` quoted for a message, or "the end of the input".
    func describe(at offset: Int) -> String {
        offset < scanner.end ? scanner.quoted(scanner.wordRange(at: offset)) : "the end of the input"
    }
}
