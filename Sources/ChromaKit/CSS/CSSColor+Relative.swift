/// CSS Color 5 relative colors (§4): `oklch(from tomato calc(l + 0.1) c h)`, evaluated as they are read.
///
/// Every color function takes `from ORIGIN` before its components: `rgb()`,
/// `rgba()`, `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
/// `oklch()`, `color(from ORIGIN SPACE …)`, and this package's `hsb()`,
/// `hsv()`, `okhsl()` and `okhsv()`. The origin is any color, a relative
/// color or a `color-mix()` included, nested at most
/// `CSSColorParser.maximumNestingDepth` deep. It is converted into the
/// function's space (§4.1 "conversion, if required"), and each of its
/// components becomes a channel keyword named as the space names its channel
/// (`r g b`, `h s l`, `h w b`, `l a b`, `l c h`, `x y z`), plus `alpha`; where the
/// function's specification names them otherwise (the CSS Color HDR draft's
/// `j a b` in `jzazbz()` and `j c h` in `jzczhz()`, whose channels are
/// `jz az bz` and `jz cz hz`), its names are read as well (`keywordAliases`).
/// A keyword is a number in the function's own units (§4.3–§4.8): `r g b`
/// 0–255, `s l w b` 0–100, hues in degrees, the others as the function reads
/// them. Keywords stand for components anywhere a component goes, and inside
/// math functions (`CSSCalc.swift`).
///
/// Missing components follow §4.1: converting the origin carries a missing
/// component forward to the analogous component of the function's space
/// (CSS Color 4 §12.2), and a hue made powerless by the conversion is missing
/// too (CSS Color 4 §4.4.1), which `ColorSpace.convert` does; such a keyword
/// is `none` on its own and 0 inside a calculation. An origin already in the
/// function's space is used as it is.
///
/// The result is a color in the function's space. Omitted alpha is the
/// origin's (§4.1). Color components are not clamped (§4.1) — `rgb()` takes
/// any number, `hsl()` any saturation — except where the function's space
/// itself needs a bound that its absolute form also applies: Lab, LCh, OKLab
/// and OKLCh lightness stay in their reference range and chroma is at least
/// 0, as the web-platform-tests expect (`lab(from lab(0.7 45 30) 200 300 400)`
/// is `lab(100 300 400)`). Alpha is clamped to 0–1. Commas are refused: a
/// relative color uses the modern syntax only (§4.2).
extension CSSColorParser {
    /// The deepest nesting of colors inside colors — `color-mix()` calls and relative origins — accepted.
    static let maximumNestingDepth = 16

    /// The channel keywords of the relative color being read: up to three channel names and `alpha`.
    struct ChannelKeywords {
        /// Each keyword packed (`CSSScanner.packed`), 0 in an unused lane; lane 3 is `alpha`.
        var packedNames: SIMD4<UInt64> = .zero
        /// The value of each keyword, NaN for a missing component.
        var values: SIMD4<Double> = .zero

        /// No keywords: an absolute color.
        static let empty = ChannelKeywords()

        /// Whether there are no keywords.
        var isEmpty: Bool { packedNames[3] == 0 }

        /// The value of the keyword packed as `packed`, or nil when there is none by that name.
        ///
        /// Every lane is compared and the value picked by masks, without a branch per lane: which keyword a
        /// component names changes from one component to the next. No two lanes share a name, and no name
        /// packs to 0, the name of an unused lane.
        @inline(__always)
        func value(ofPacked packed: UInt64) -> Double? {
            var bits: UInt64 = 0
            var found: UInt64 = 0
            for lane in 0..<4 {
                let hit: UInt64 = packedNames[lane] == packed ? ~0 : 0
                bits |= values[lane].bitPattern & hit
                found |= hit
            }
            return found != 0 && packed != 0 ? Double(bitPattern: bits) : nil
        }

        /// The value of the keyword that `packed` is another name of (`CSSColorParser.keywordAliases`), or nil.
        /// Asked only once `value(ofPacked:)` has found nothing, on the way to an error, so that a relative
        /// color naming its channel keys runs no instruction more.
        @inline(never)
        func value(ofAlias packed: UInt64) -> Double? {
            for alias in CSSColorParser.keywordAliases where alias.keyword == packed {
                for lane in 0..<3 where packedNames[lane] == alias.key { return values[lane] }
            }
            return nil
        }

        /// The keywords for a message: "r, g, b or alpha".
        func names(for scanner: CSSScanner) -> String {
            var names: [String] = []
            for lane in 0..<4 where packedNames[lane] != 0 {
                var word = packedNames[lane], bytes: [UInt8] = []
                while word != 0 {
                    bytes.insert(UInt8(truncatingIfNeeded: word), at: 0)
                    word >>= 8
                }
                names.append(String(decoding: bytes, as: UTF8.self))
            }
            return CSSColor.alternatives(names)
        }
    }

    /// The keywords that stand for a channel key, packed: each function's `CSSFunction.keywords` that
    /// differ from its space's keys (`j` for `jz`, `a` for `az`, …), without repeats.
    static let keywordAliases: [(keyword: UInt64, key: UInt64)] = {
        var aliases: [(keyword: UInt64, key: UInt64)] = []
        for space in ColorSpaces.all {
            guard let keywords = space.css.function?.keywords else { continue }
            for (keyword, channel) in zip(keywords, space.channels) where keyword != channel.key {
                let pair = (keyword: CSSScanner.packed(keyword), key: CSSScanner.packed(channel.key))
                if !aliases.contains(where: { $0 == pair }) { aliases.append(pair) }
            }
        }
        return aliases
    }()

    /// `alpha`, packed (`CSSScanner.packed`; a test checks it).
    static var packedAlpha: UInt64 { 0x616c706861 }

    /// The index of `space` in `ColorSpaces.all`.
    static func registryIndex(of space: ColorSpace, in all: [ColorSpace]) -> Int? {
        all.firstIndex { $0 === space }
    }

    /// `color` converted to `space`, which is `ColorSpaces.all[target]` (the arithmetic of `Color.converted(to:)`):
    /// through the caller's `originRoutes` when it gave them, else by the one route this color needs.
    @inline(__always)
    func convertOrigin(_ color: Color, to space: ColorSpace, registryIndex target: Int) -> Color {
        if color.space === space { return color }
        if let originRoutes {
            return originRoutes._withUnsafeGuaranteedRef { $0.converted(color, to: space, registered: target) }
        }
        return color.converted(to: space)
    }

    /// Reads `from ORIGIN` if the arguments start with it (the scanner just past the function's `(`).
    ///
    /// Returns nil, consuming nothing but whitespace, for an absolute color; otherwise the origin,
    /// read with `parseColorValue` one nesting level deeper.
    mutating func parseRelativeOrigin(_ context: Context, function name: Range<Int>) throws(ColorParseError) -> Color? {
        guard startsRelativeColor() else { return nil }
        return try parseOrigin(context, function: name)
    }

    /// Whether the arguments start with `from` (the scanner just past the function's `(`), consuming it
    /// when they do and nothing but whitespace when they do not.
    ///
    /// With `parseOrigin`, what `parseRelativeOrigin` does, for a caller that avoids an optional color
    /// (copying one costs a generic copy per color read).
    ///
    /// `from` is the whole identifier (`fromage` is not it) and no function (`from(` is not it); the four
    /// bytes are compared at once, folded to lowercase by setting bit 5, which maps no other byte onto
    /// `f`, `r`, `o` or `m`.
    mutating func startsRelativeColor() -> Bool {
        scanner.skipWhitespace()
        let start = scanner.position
        guard start + 4 <= scanner.end else { return false }
        let word = UnsafeRawPointer(scanner.bytes.baseAddress! + start).loadUnaligned(as: UInt32.self)
        guard UInt32(littleEndian: word) | 0x2020_2020 == Self.fromLittleEndian else { return false }
        if let next = scanner.byte(at: start + 4), ASCII.isName(next) || next == ASCII.openParen { return false }
        scanner.position = start + 4
        return true
    }

    /// The bytes of `from` as a little-endian 32-bit word (a test checks it).
    static var fromLittleEndian: UInt32 { 0x6d6f_7266 }

    /// The origin after `from`, read with `parseColorValue` one nesting level deeper.
    mutating func parseOrigin(_ context: Context, function name: Range<Int>) throws(ColorParseError) -> Color {
        colorDepth += 1
        defer { colorDepth -= 1 }
        if colorDepth > Self.maximumNestingDepth {
            throw ColorParseError(
                message: "\(context): colors nested more than \(Self.maximumNestingDepth) levels deep",
                offset: name.lowerBound)
        }
        scanner.skipWhitespace()
        if scanner.isAtEnd || scanner.peek() == ASCII.closeParen {
            throw ColorParseError(message: "\(context): expected a color after \"from\"", offset: scanner.position)
        }
        return try parseColorValue()
    }

    /// The channel keywords of `origin` (already in its space, `ColorSpaces.all[index]` when registered) for a
    /// function whose components read by `rules`.
    static func channelKeywords(
        of origin: Color, index: Int?, rules: (ChannelRule, ChannelRule, ChannelRule)
    ) -> ChannelKeywords {
        let scale = keywordScales(rules)
        let values = SIMD4<Double>(origin.coords[0], origin.coords[1], origin.coords[2], origin.alpha)
        let names = index.map { spaceKeywordNames[$0] } ?? keywordNames(of: origin.space)
        return ChannelKeywords(packedNames: names, values: values * scale)
    }

    /// The packed channel keywords of every registered space, in the order of `ColorSpaces.all`, `alpha` last.
    static let spaceKeywordNames: [SIMD4<UInt64>] = ColorSpaces.all.map(keywordNames(of:))

    /// The packed channel keywords of `space`: its channel keys and `alpha`.
    static func keywordNames(of space: ColorSpace) -> SIMD4<UInt64> {
        var names = SIMD4<UInt64>(0, 0, 0, packedAlpha)
        for lane in 0..<min(space.channels.count, 3) { names[lane] = CSSScanner.packed(space.channels[lane].key) }
        return names
    }

    /// What each coordinate of a function reading by `rules`, and alpha, is multiplied by to be its keyword.
    static func keywordScales(_ rules: (ChannelRule, ChannelRule, ChannelRule)) -> SIMD4<Double> {
        SIMD4<Double>(keywordScale(rules.0), keywordScale(rules.1), keywordScale(rules.2), 1)
    }

    /// What a coordinate is multiplied by to be its keyword: 255 for `rgb()`, 100 for the
    /// percentages of `hsl()` and `hwb()`, 1 otherwise (CSS Color 5 §4.3–§4.8).
    static func keywordScale(_ rule: ChannelRule) -> Double {
        switch rule {
        case .rgb: return 255
        case .fraction: return 100
        case .hue, .scaled, .spanning: return 1
        }
    }

    /// Reads the components of a relative color with `origin`'s keywords in scope, and makes the color.
    ///
    /// `registryIndex` is `space`'s index in `ColorSpaces.all` when the caller knows it (found otherwise).
    mutating func parseRelativeComponents(
        _ context: Context, space: ColorSpace, registryIndex: Int? = nil, rules: (ChannelRule, ChannelRule, ChannelRule),
        origin: Color
    ) throws(ColorParseError) -> Color {
        let all = ColorSpaces.all
        let index = registryIndex ?? Self.registryIndex(of: space, in: all)
        let converted = index.map { convertOrigin(origin, to: space, registryIndex: $0) } ?? origin.converted(to: space)
        let outer = keywords
        keywords = Self.channelKeywords(of: converted, index: index, rules: rules)
        defer { keywords = outer }
        return try parseComponents(context, space: space, rules: rules, allowsLegacy: false, originAlpha: converted.alpha)
    }

    /// `parseRelativeComponents` for a space's function of its own, whose keywords and registry index it keeps:
    /// no lookup in the registry per color.
    mutating func parseRelativeComponents(
        _ context: Context, function: SpaceFunction, origin: Color
    ) throws(ColorParseError) -> Color {
        let converted = convertOrigin(origin, to: function.space, registryIndex: function.registryIndex)
        let outer = keywords
        let values = SIMD4<Double>(converted.coords[0], converted.coords[1], converted.coords[2], converted.alpha)
        keywords = ChannelKeywords(packedNames: function.keywordNames, values: values * function.keywordScale)
        defer { keywords = outer }
        return try parseComponents(
            context, space: function.space, rules: function.rules, allowsLegacy: false, originAlpha: converted.alpha)
    }
}
