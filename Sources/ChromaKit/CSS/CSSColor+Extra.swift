/// The color forms people paste that CSS Color 4 lacks: `device-cmyk()` from CSS Color 5, and the forms
/// the tools print for the spaces without CSS syntax, so that everything printed reads back.
///
/// - `device-cmyk(C M Y K [/ A])` (CSS Color 5 §9), and its legacy form
///   `device-cmyk(C, M, Y, K)` of four numbers. Components are numbers 0–1
///   or percentages, clamped to 0–1; `none` is allowed in the modern form.
///   The color is a CMYK color, turned into sRGB by the naive conversion of
///   CSS Color 5 §9.1 (`r = 1 − min(1, c·(1 − k) + k)`; for components in
///   0–1 that is the CMYK space's `(1 − c)(1 − k)`).
/// - `cmyk(…)`, as the colorconv REPL prints CMYK (`cmyk(0% 61.18% 72.16% 0%)`):
///   the same, with percentages allowed in the comma form too.
/// - `hsb()` and its alias `hsv()`, `okhsl()` and `okhsv()`, as the REPL prints those spaces
///   (`hsb(9.1304 72.16% 100%)`): read like `hsl()` (CSS Color 4 §7) — a hue
///   (a number of degrees or an angle), then two percentages, or in the
///   space-separated form numbers with 100 meaning 100%, an optional `/ alpha`,
///   `none` for a missing component. Relative syntax works in them as in
///   `hsl()`, each space's channel keys being its keywords: `h s b` (in
///   `hsv()` too), `h s l` and `h s v`.
extension CSSColorParser {
    /// The functions of this file, in the form of `CSSColorParser.functions`.
    static let extraFunctions: [(name: String, function: Function)] =
        ColorSpaces.all.enumerated().flatMap { index, space -> [(String, Function)] in
            guard case .none = space.cssForm, space.channels.count == 3 else { return [] }
            let rules: [ChannelRule] = space.channels.map { $0.isHue ? .hue : .fraction(lowerBound: nil) }
            let function = SpaceFunction(space, registryIndex: index, rules: (rules[0], rules[1], rules[2]), allowsLegacy: true)
            return ([space.id] + space.aliases).map { ($0, .space(function)) }
        } + [("device-cmyk", .cmyk(legacyTakesPercentages: false)), ("cmyk", .cmyk(legacyTakesPercentages: true))]

    /// Reads the components of `device-cmyk(` or `cmyk(` up to and including `)` and makes a CMYK color.
    mutating func parseCMYK(_ context: Context, legacyTakesPercentages: Bool) throws(ColorParseError) -> Color {
        var arguments = ArgumentList()
        try parseArgumentList(context, allowsLegacy: true, into: &arguments)
        guard arguments.count == 4 else {
            throw ColorParseError(
                message: "\(context): expected 4 components (cyan, magenta, yellow and black), found \(arguments.count)",
                offset: arguments.count > 4 ? arguments.fifthOffset : arguments.closeOffset)
        }
        var coordinates = SIMD4<Double>()
        for index in 0..<4 {
            let component = arguments.components[index]
            let name = ColorSpace.cmyk.channels[index].name
            switch component.kind {
            case .none:
                if arguments.isLegacy {
                    throw ColorParseError(
                        message: "\(context): \"none\" is not allowed in the legacy comma syntax",
                        offset: component.range.lowerBound)
                }
                coordinates[index] = .nan
            case .number:
                coordinates[index] = min(max(component.value, 0), 1)
            case .percentage:
                if arguments.isLegacy && !legacyTakesPercentages {
                    throw ColorParseError(
                        message: "\(context): \(name) must be a number in the legacy comma syntax, "
                            + "found \(scanner.quoted(component.range))",
                        offset: component.range.lowerBound)
                }
                coordinates[index] = min(max(component.value / 100, 0), 1)
            case .angle:
                throw ColorParseError(
                    message: "\(context): \(name) must be a number or a percentage, found \(scanner.quoted(component.range))",
                    offset: component.range.lowerBound)
            }
        }
        var alpha = 1.0
        if let alphaComponent = arguments.alpha {
            alpha = try Self.alphaValue(of: alphaComponent, context, legacy: false, in: scanner)
        }
        return Color(.cmyk, coordinates, alpha: alpha)
    }
}
