/// A color space described as data plus two functions, after color.js and coloraide.
///
/// Each space names its parent (`base`) and converts to and from it; the
/// spaces form a tree rooted at `xyz-d65`, and `convert(_:to:)` walks up to the
/// nearest common ancestor and back down, so adding a space is one file and no
/// pairwise converters exist.
public final class ColorSpace: Sendable, CustomStringConvertible {
    /// What a channel measures, used to carry missing components forward
    /// across conversion (CSS Color 4 §12.2, "analogous components").
    public enum Category: Sendable, Equatable {
        case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB, other
    }

    /// One channel: its JSON key, a human name, its reference range and whether it is a hue.
    public struct Channel: Sendable {
        /// The key in JSON objects (`"h"`, `"l"`, …).
        public let key: String
        /// A name for people (`"hue"`).
        public let name: String
        /// The reference range (CSS Color 4 "reference ranges"): what 0% and 100% map to.
        public let range: ClosedRange<Double>
        /// The analogous-component category.
        public let category: Category
        /// Whether the channel is an angle in degrees.
        public var isHue: Bool { category == .hue }

        public init(_ key: String, _ name: String, _ range: ClosedRange<Double>, _ category: Category) {
            self.key = key
            self.name = name
            self.range = range
            self.category = category
        }
    }

    /// How the space is written in CSS (see `CSSSyntax.form`).
    public enum CSSForm: Sendable, Equatable {
        /// `color(NAME r g b)`, with the name used there.
        case colorFunction(String)
        /// A function of its own (`hsl(…)`, `oklch(…)`), with percentages where CSS uses them.
        case function(String)
        /// No CSS syntax (HSB, CMYK); serialized through sRGB.
        case none
    }

    /// A stable identifier (`"srgb"`, `"oklch"`), also the JSON key unless `jsonKey` differs.
    public let id: String
    /// The key of this space's object in records (`"rgb"` for sRGB).
    public let jsonKey: String
    /// Other names accepted on the command line (`"hsv"` for `hsb`).
    public let aliases: [String]
    /// The channels in order.
    public let channels: [Channel]
    /// How many channels there are: `channels.count` without touching the array (a retain and a release).
    public let channelCount: Int
    /// How the space is written and read in CSS (`CSSSyntax.swift`).
    public let css: CSSSyntax
    /// How the space is written in CSS: `css.form`.
    public var cssForm: CSSForm { css.form }
    /// Whether colors in this space can fall outside a gamut (an RGB-like space with 0–1 channels).
    public let isBounded: Bool
    /// The parent in the conversion tree, `nil` for the root.
    public let base: ColorSpace?
    /// Converts coordinates of this space to `base`.
    public let toBase: @Sendable (SIMD4<Double>) -> SIMD4<Double>
    /// Converts coordinates of `base` to this space.
    public let fromBase: @Sendable (SIMD4<Double>) -> SIMD4<Double>
    /// When `toBase` is linear, its matrix: conversion routes multiply it in
    /// directly and fuse it with neighbouring matrices.
    public let toBaseMatrix: Matrix3?
    /// When `fromBase` is linear, its matrix.
    public let fromBaseMatrix: Matrix3?
    /// When the space's white is not its base's (XYZ D50, ACEScg): how to rebuild the two matrices for a
    /// chromatic adaptation other than CSS's Bradford, which `toBaseMatrix` and `fromBaseMatrix` use.
    public let whiteChange: WhiteChange?
    /// The ancestors of this space, its base first and the root last.
    public let ancestry: [ColorSpace]
    /// Whether converting between this space and XYZ D65, the root of the tree, changes white:
    /// `changesWhite(to: .xyzD65)`, found once when the space is made, for code that asks it per color.
    public let changesWhiteToXYZD65: Bool
    /// The channel index of the hue, if the space is polar.
    public let hueIndex: Int?
    /// When the hue of a color in this space is powerless (CSS Color 4 §4.4.1).
    public let powerlessHue: PowerlessHue
    /// Whether `powerlessHue` is a rule at all: one byte that the hot path reads instead of the rule.
    public let hasPowerlessHue: Bool
    /// The RGB space whose gamut this space is bounded by: itself for an RGB space,
    /// sRGB for the spaces made for it (HSL, HWB, HSB, CMYK, Okhsl, Okhsv), none for Lab, LCh, OKLab, OKLCh and XYZ.
    public var gamutSpace: ColorSpace? { isBounded ? self : boundingSpace }
    private let boundingSpace: ColorSpace?
    /// When the space is written with a function of its own, the bounds its components are clamped
    /// to when read back (-∞ and ∞ where they are not), one lane per channel.
    let cssReadBackLower: SIMD4<Double>
    let cssReadBackUpper: SIMD4<Double>
    /// The bounds within which the space's own CSS form writes a component and reads it back unchanged: the
    /// read-back bounds, and at most `CSSColor.maximumMagnitude` either way (a percentage channel a hundredth
    /// of it, since it is written times 100). Empty (lower +∞, upper −∞) for a space written through sRGB (no CSS
    /// form of its own), whose values are checked in sRGB instead (`CSSColor.readBack`).
    @usableFromInline let cssWritableLower: SIMD4<Double>
    @usableFromInline let cssWritableUpper: SIMD4<Double>
    /// The nearest ancestor written with `color()`, which holds any value: where a color goes whose
    /// own function would clamp it (`CSSColor.readBack(_:)`). Nil for spaces written with `color()` or not at all.
    let cssUnclampedSpace: ColorSpace?
    /// Which channels the space's CSS form writes as percentages (`hsl()` saturation and lightness):
    /// bit i for channel i.
    let cssPercentageChannels: UInt8
    /// What the space's CSS form opens with (`hsl(`, `color(display-p3 `), empty when it has none: bytes
    /// made once, so that writing a color copies no string. Freed with the space.
    nonisolated(unsafe) let cssOpening: UnsafeMutableBufferPointer<UInt8>

    public init(
        id: String,
        jsonKey: String? = nil,
        aliases: [String] = [],
        channels: [Channel],
        css: CSSSyntax,
        isBounded: Bool = false,
        gamutSpace: ColorSpace? = nil,
        base: ColorSpace?,
        toBase: @escaping @Sendable (SIMD4<Double>) -> SIMD4<Double>,
        fromBase: @escaping @Sendable (SIMD4<Double>) -> SIMD4<Double>,
        toBaseMatrix: Matrix3? = nil,
        fromBaseMatrix: Matrix3? = nil,
        whiteChange: WhiteChange? = nil,
        powerlessHue: PowerlessHue = .never
    ) {
        self.id = id
        self.jsonKey = jsonKey ?? id
        self.aliases = aliases
        self.channels = channels
        self.channelCount = channels.count
        self.css = css
        self.isBounded = isBounded
        self.boundingSpace = gamutSpace
        self.base = base
        self.toBase = toBase
        self.fromBase = fromBase
        self.toBaseMatrix = toBaseMatrix
        self.fromBaseMatrix = fromBaseMatrix
        self.whiteChange = whiteChange
        self.ancestry = base.map { [$0] + $0.ancestry } ?? []
        self.changesWhiteToXYZD65 = whiteChange != nil || (base?.changesWhiteToXYZD65 ?? false)
        self.hueIndex = channels.firstIndex { $0.category == .hue }
        self.powerlessHue = powerlessHue
        self.hasPowerlessHue = powerlessHue != .never
        var lower = SIMD4<Double>(repeating: -.infinity), upper = SIMD4<Double>(repeating: .infinity)
        var percentages: UInt8 = 0
        if css.colorName == nil, let function = css.function {
            for (index, component) in function.components.enumerated() {
                (lower[index], upper[index]) = component.readBounds
                if component.isWrittenAsPercentage { percentages |= 1 << index }
            }
            self.cssUnclampedSpace = ancestry.first { $0.css.colorName != nil }
        } else {
            self.cssUnclampedSpace = nil
        }
        self.cssReadBackLower = lower
        self.cssReadBackUpper = upper
        self.cssPercentageChannels = percentages
        var writableLower = SIMD4<Double>(repeating: .infinity), writableUpper = SIMD4<Double>(repeating: -.infinity)
        if css.colorName != nil || css.function != nil {
            for index in 0..<4 {
                let limit = percentages & (1 << index) != 0 ? CSSColor.maximumMagnitude / 100 : CSSColor.maximumMagnitude
                writableLower[index] = max(lower[index], -limit)
                writableUpper[index] = min(upper[index], limit)
            }
        }
        self.cssWritableLower = writableLower
        self.cssWritableUpper = writableUpper
        let opening: String
        switch css.form {
        case .function(let name): opening = name + "("
        case .colorFunction(let name): opening = "color(" + name + " "
        case .none: opening = ""
        }
        cssOpening = .allocate(capacity: opening.utf8.count)
        _ = cssOpening.initialize(from: opening.utf8)
    }

    deinit {
        cssOpening.deallocate()
    }

    public var description: String { id }

    /// Converts coordinates from this space to `target` through the space tree.
    ///
    /// Missing (NaN) components are read as 0 for the arithmetic (CSS Color 4
    /// §4.4); afterwards a component of the result is marked missing again when
    /// an analogous component of the input was missing (CSS Color 4 §12.2). An
    /// input whose hue is powerless is converted as the achromatic color it
    /// stands for, its hue missing (`PowerlessHue`); polar spaces mark their hue
    /// missing on their own when the result is achromatic.
    ///
    /// Every change of white on the way is made by `adaptation` (`ConversionPath.init(from:to:adaptation:)`).
    public func convert(
        _ coords: SIMD4<Double>, to target: ColorSpace, adaptation: ChromaticAdaptation = .bradford
    ) -> SIMD4<Double> {
        if target === self { return coords }
        return ConversionPath(from: self, to: target, adaptation: adaptation).apply(coords)
    }

    /// Whether converting between this space and `other` changes white (a space on one side of the route has a
    /// `whiteChange`), so that the chromatic adaptation matters.
    public func changesWhite(to other: ColorSpace) -> Bool {
        func below(_ space: ColorSpace) -> [ColorSpace] { [space] + space.ancestry }
        let mine = below(self), theirs = below(other)
        let common = mine.first { space in theirs.contains { $0 === space } }
        let route = mine.prefix { $0 !== common } + theirs.prefix { $0 !== common }
        return route.contains { $0.whiteChange != nil }
    }

    /// Whether converting `coords` out of this space needs `ConversionPath.apply` rather than its bare
    /// steps: a component is missing, or the hue is powerless and becomes missing.
    @inlinable @inline(__always)
    package func needsCarrying(_ coords: SIMD4<Double>) -> Bool {
        any(coords .!= coords) || (hasPowerlessHue && powerlessHue.powerlessChannel(in: coords) != nil)
    }

    /// `coords` as every conversion out of this space reads them: a color whose hue is powerless as the gray it
    /// stands for (`PowerlessHue`), then missing components as 0. For code that runs a route's steps itself.
    @inlinable @inline(__always)
    package func zeroedForConversion(_ coords: SIMD4<Double>) -> SIMD4<Double> {
        ColorSpace.zeroingMissing(hasPowerlessHue ? powerlessHue.achromaticWherePowerless(coords) : coords)
    }

    /// Whether `other` is this space or one of its ancestors.
    func descends(from other: ColorSpace) -> Bool {
        other === self || ancestry.contains { $0 === other }
    }

    /// The coordinates with every missing component read as 0.
    @inlinable
    public static func zeroingMissing(_ v: SIMD4<Double>) -> SIMD4<Double> {
        v.replacing(with: 0, where: v .!= v)
    }
}

/// A precomputed route between two spaces: the functions to apply in order.
///
/// Building the route walks the tree once; applying it runs its steps, with
/// adjacent matrices fused into one. The steps are open to the package so that
/// code with stricter speed needs can run the same route its own way
/// (`FastRoute`); doing so must give bit-identical results.
public struct ConversionPath: Sendable {
    /// Where the route starts.
    public let source: ColorSpace
    /// Where it ends.
    public let target: ColorSpace
    /// One step of a route: a matrix (adjacent ones fused into one), one of the
    /// hot functions named so that a runner can call it directly, or any other
    /// space's function.
    ///
    /// The named cases run exactly the code the spaces' closures run (the
    /// closures call the same named functions), so results are bit-identical.
    /// A plain value (no references): other functions are named by their index in the
    /// route's `functions`, so copying steps does no reference counting.
    package enum Step: Sendable, Equatable {
        case matrix(Matrix3)
        /// sRGB's `toBase`: `ColorSpace.srgbDecode(vector:)`.
        case srgbDecode
        /// OKLab's `fromBase`: `ColorSpace.oklab(fromXYZ:)`.
        case oklabFromXYZ
        /// Lab's `fromBase`: `ColorSpace.lab(fromXYZD50:)`.
        case labFromXYZ
        /// A polar space's `fromBase`: `ColorSpace.polar(fromRectangular:achromatic:)`.
        case polar(achromatic: Double)
        /// One of the functions `NamedConversion` names, run without a closure.
        case named(NamedConversion)
        /// Any other function: `functions[index]`.
        case function(index: Int)

        /// The named step for `space.toBase`, if it has one.
        static func direct(toBaseOf space: ColorSpace) -> Step? {
            if space === ColorSpace.srgb { return .srgbDecode }
            return NamedConversion.toBase(of: space).map(Step.named)
        }

        /// The named step for `space.fromBase`, if it has one.
        static func direct(fromBaseOf space: ColorSpace) -> Step? {
            if space === ColorSpace.oklab { return .oklabFromXYZ }
            if space === ColorSpace.oklch { return .polar(achromatic: ColorSpace.oklchAchromatic) }
            if space === ColorSpace.lab { return .labFromXYZ }
            if space === ColorSpace.lch { return .polar(achromatic: ColorSpace.lchAchromatic) }
            return NamedConversion.fromBase(of: space).map(Step.named)
        }
    }

    /// The `fromBase` functions of the spaces whose conversions `--to all` runs on every record, and the
    /// `toBase` functions of the spaces CSS colors are most often written in, named so that a route calls
    /// them directly (no closure, no reference counting): each is the function the space's closure calls,
    /// so the bits are the same.
    package enum NamedConversion: Sendable, Equatable {
        case hslFromSRGB, hsbFromSRGB, hwbFromSRGB, cmykFromSRGB, okhslFromOKLab, okhsvFromOKLab
        /// A gamma-encoded space's transfer function on each channel, lane 3 zeroed (`ColorSpace.gammaEncoded`).
        case displayP3Encode, rec2020Encode, a98Encode, prophotoEncode
        /// The `toBase` of OKLab (`ColorSpace.xyz(fromOKLab:)`), Lab (`ColorSpace.xyz(fromLab:white:)` with
        /// D50) and HSL (`ColorSpace.srgb(fromHSL:)`).
        case xyzFromOKLab, xyzD50FromLab, srgbFromHSL
        /// The `toBase` of the polar spaces over an opponent space (LCh, OKLCh, …): `ColorSpace.rectangular(fromPolar:)`.
        case rectangularFromPolar

        /// The polar spaces whose `toBase` is `ColorSpace.rectangular(fromPolar:)`.
        static let polarOverRectangular: [ColorSpace] = [
            .lch, .oklch, .lchuv, .lchD65, .oklrch, .lch99o, .jzczhz,
        ]

        /// The named function of `space.toBase`, if it has one.
        static func toBase(of space: ColorSpace) -> NamedConversion? {
            if space === ColorSpace.oklab { return .xyzFromOKLab }
            if space === ColorSpace.lab { return .xyzD50FromLab }
            if space === ColorSpace.hsl { return .srgbFromHSL }
            if polarOverRectangular.contains(where: { $0 === space }) { return .rectangularFromPolar }
            return nil
        }

        /// The named function of `space.fromBase`, if it has one.
        static func fromBase(of space: ColorSpace) -> NamedConversion? {
            if space === ColorSpace.hsl { return .hslFromSRGB }
            if space === ColorSpace.hsb { return .hsbFromSRGB }
            if space === ColorSpace.hwb { return .hwbFromSRGB }
            if space === ColorSpace.cmyk { return .cmykFromSRGB }
            if space === ColorSpace.okhsl { return .okhslFromOKLab }
            if space === ColorSpace.okhsv { return .okhsvFromOKLab }
            if space === ColorSpace.displayP3 { return .displayP3Encode }
            if space === ColorSpace.rec2020 { return .rec2020Encode }
            if space === ColorSpace.a98RGB { return .a98Encode }
            if space === ColorSpace.prophotoRGB { return .prophotoEncode }
            return nil
        }

        /// Runs the function.
        package func apply(_ v: SIMD4<Double>) -> SIMD4<Double> {
            switch self {
            case .hslFromSRGB: return ColorSpace.hsl(fromSRGB: v)
            case .hsbFromSRGB: return ColorSpace.hsb(fromSRGB: v)
            case .hwbFromSRGB: return ColorSpace.hwb(fromSRGB: v)
            case .cmykFromSRGB: return ColorSpace.cmyk(fromSRGB: v)
            case .okhslFromOKLab: return OKLabSRGBGamut.okhsl(fromOKLab: v)
            case .okhsvFromOKLab: return ColorSpace.okhsv(fromOKLab: v)
            case .displayP3Encode: return SIMD4(ColorSpace.srgbEncode(v.x), ColorSpace.srgbEncode(v.y), ColorSpace.srgbEncode(v.z), 0)
            case .rec2020Encode: return SIMD4(ColorSpace.rec2020Encode(v.x), ColorSpace.rec2020Encode(v.y), ColorSpace.rec2020Encode(v.z), 0)
            case .a98Encode: return SIMD4(ColorSpace.a98Encode(v.x), ColorSpace.a98Encode(v.y), ColorSpace.a98Encode(v.z), 0)
            case .prophotoEncode:
                return SIMD4(ColorSpace.prophotoEncode(v.x), ColorSpace.prophotoEncode(v.y), ColorSpace.prophotoEncode(v.z), 0)
            case .xyzFromOKLab: return ColorSpace.xyz(fromOKLab: v)
            case .xyzD50FromLab: return ColorSpace.xyz(fromLab: v, white: WhitePoint.d50)
            case .srgbFromHSL: return ColorSpace.srgb(fromHSL: v)
            case .rectangularFromPolar: return ColorSpace.rectangular(fromPolar: v)
            }
        }
    }

    /// A space's conversion function.
    package typealias Function = @Sendable (SIMD4<Double>) -> SIMD4<Double>

    /// The steps, in order.
    package let steps: [Step]
    /// The functions that `.function` steps name.
    package let functions: [Function]
    /// Where each of `functions` comes from: the space, and whether it is that space's `toBase`.
    private let functionOrigins: [FunctionOrigin]

    /// A space's conversion function named by the space and its direction, so that routes can be compared.
    private struct FunctionOrigin: Equatable {
        let space: ObjectIdentifier
        let isToBase: Bool
    }
    /// For each source channel, the target channels analogous to it (CSS Color 4 §12.2).
    private let analogues: [[Int]]
    /// When the source's hue is powerless, and so missing for the conversion.
    @usableFromInline let sourcePowerlessHue: PowerlessHue

    /// Finds the route up from `source` to the nearest common ancestor and down to `target`.
    ///
    /// Every change of white on the way (D65 to D50 for Lab, LCh, XYZ D50 and ProPhoto RGB; D65 to the ACES
    /// white) is made by `adaptation`: with Bradford, CSS's, by the spaces' own matrices (CSS Color 4's sample
    /// code for D50), otherwise by matrices the spaces' `whiteChange` builds for the method.
    public init(from source: ColorSpace, to target: ColorSpace, adaptation: ChromaticAdaptation = .bradford) {
        self.source = source
        self.target = target
        var steps: [Step] = []
        var functions: [Function] = []
        var functionOrigins: [FunctionOrigin] = []
        func add(_ matrix: Matrix3?, _ direct: Step?, _ function: @escaping Function, of space: ColorSpace, isToBase: Bool) {
            guard let matrix else {
                if let direct { return steps.append(direct) }
                functions.append(function)
                functionOrigins.append(FunctionOrigin(space: ObjectIdentifier(space), isToBase: isToBase))
                return steps.append(.function(index: functions.count - 1))
            }
            if case .matrix(let previous) = steps.last {
                steps[steps.count - 1] = .matrix(matrix * previous)
            } else {
                steps.append(.matrix(matrix))
            }
        }
        let adapts = !adaptation.isCSS
        var node = source
        while !target.descends(from: node) {
            let matrix = adapts ? node.whiteChange.map { $0.toBaseMatrix(adaptation) } ?? node.toBaseMatrix : node.toBaseMatrix
            add(matrix, Step.direct(toBaseOf: node), node.toBase, of: node, isToBase: true)
            node = node.base!
        }
        let down = [target] + target.ancestry
        var i = down.firstIndex { $0 === node }! - 1
        while i >= 0 {
            let space = down[i]
            let matrix = adapts ? space.whiteChange.map { $0.fromBaseMatrix(adaptation) } ?? space.fromBaseMatrix : space.fromBaseMatrix
            add(matrix, Step.direct(fromBaseOf: space), space.fromBase, of: space, isToBase: false)
            i -= 1
        }
        self.steps = steps
        self.functions = functions
        self.functionOrigins = functionOrigins
        self.sourcePowerlessHue = source === target ? .never : source.powerlessHue
        // Within one space every channel is its own analogue, `.other` ones included (an HWB whiteness stays missing).
        self.analogues = source === target ? source.channels.indices.map { [$0] } : source.channels.map { channel in
            guard channel.category != .other else { return [] }
            return target.channels.indices.filter { target.channels[$0].category == channel.category }
        }
    }

    /// Converts one set of coordinates, carrying missing components forward.
    ///
    /// A source color whose hue is powerless is converted as the achromatic color it stands for, its hue
    /// missing and so carried forward (`PowerlessHue`).
    @inlinable
    public func apply(_ written: SIMD4<Double>) -> SIMD4<Double> {
        let coords = sourcePowerlessHue.achromaticWherePowerless(written)
        let missing = coords .!= coords
        if !any(missing) { return run(coords) }
        var out = run(coords.replacing(with: 0, where: missing))
        for i in 0..<analoguesCount where coords[i].isNaN {
            for j in analogue(i) { out[j] = .nan }
        }
        return out
    }

    /// Applies the steps in order to coordinates with no missing component: the arithmetic of `apply`.
    @usableFromInline
    func run(_ coords: SIMD4<Double>) -> SIMD4<Double> {
        var v = coords
        for step in steps {
            switch step {
            case .matrix(let m): v = m * v
            case .srgbDecode: v = ColorSpace.srgbDecode(vector: v)
            case .oklabFromXYZ: v = ColorSpace.oklab(fromXYZ: v)
            case .labFromXYZ: v = ColorSpace.lab(fromXYZD50: v)
            case .named(let function): v = function.apply(v)
            case .polar(let achromatic): v = ColorSpace.polar(fromRectangular: v, achromatic: achromatic)
            case .function(let index): v = functions[index](v)
            }
        }
        return v
    }

    /// How many leading steps this route has in common with `other`, a route from the same source: the
    /// coordinates after that many steps are the same on both, bit for bit, so a caller running both
    /// can run the common steps once. Matrices compare by value, named steps by name, other functions by
    /// the space and direction they come from. 0 for routes from different sources.
    package func sharedStepCount(with other: ConversionPath) -> Int {
        guard source === other.source else { return 0 }
        var count = 0
        while count < steps.count && count < other.steps.count {
            if case .function(let a) = steps[count], case .function(let b) = other.steps[count] {
                guard functionOrigins[a] == other.functionOrigins[b] else { break }
            } else if steps[count] != other.steps[count] {
                break
            }
            count += 1
        }
        return count
    }

    @usableFromInline
    var analoguesCount: Int { analogues.count }

    @usableFromInline
    func analogue(_ i: Int) -> [Int] { analogues[i] }
}
