#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

/// A color harmony: colors whose hues stand in a fixed relation on a color wheel, or the tints and shades of one hue.
///
/// The kinds and what they compute are coloraide's (`Color.harmony`, documented in coloraide's
/// "Color Harmonies" page and `coloraide/harmonies.py`), and so are the results, to six decimals:
///
/// - The geometric kinds turn the seed's hue by fixed angles and keep its other coordinates:
///   `complement` 0° and 180°; `split` −150°, 0° and +150° (the complement's two neighbours,
///   30° either side of it); `analogous` −30°, 0° and +30°; `triad` 0°, 120° and 240°; `square` 0°, 90°,
///   180° and 270°; `rectangle` 0°, 30°, 180° and 210°; `wheel` `count` hues 360° / `count` apart (12 by
///   default). The seed comes first but in `split` and `analogous`, where it is in the middle.
/// - `mono` is `count` (5 by default) tints and shades: colors on the lines from black to the seed and
///   from the seed to white, interpolated linearly in the space with the seed's hue (`Monochromatic`).
///
/// The wheel is that of the space (`--in`): OKLCh by default, as in coloraide. A polar space (one with a hue,
/// such as OKLCh, LCh, HSL, HCT) turns its own hue. A Lab-like space (lightness, then two opponent axes: Lab,
/// OKLab, Jzazbz, ICtCp) turns the hue of the polar form of its two axes, atan2(channel 2, channel 1), in the
/// channel order. An RGB space (sRGB, Display P3, the linear forms) turns the HSL hue of its coordinates, each
/// scaled from its reference range to 0–1. Every color of a harmony is in that space. A seed whose hue is
/// powerless there (a gray) has no hue to turn: its geometric harmonies are the gray again.
public struct Harmony: Sendable {
    /// Which harmony.
    public enum Kind: String, CaseIterable, Sendable {
        case complement, split, analogous, triad, square, rectangle, wheel, mono
    }

    /// The space a harmony is made in unless another is asked for: OKLCh, coloraide's default.
    public static let defaultSpace = ColorSpace.oklch
    /// How many hues `wheel` turns out unless told: coloraide's default.
    public static let defaultWheelCount = 12
    /// How many tints and shades `mono` makes unless told: coloraide's default.
    public static let defaultMonoCount = 5

    public let kind: Kind
    /// The space the hues are turned in, and every color of a harmony is in.
    public let space: ColorSpace
    /// How many colors each harmony has.
    public let count: Int
    /// How the space's coordinates give a hue.
    let wheel: Wheel

    /// Prepares harmonies of `kind` in `space`; `count` sets the colors of `wheel` and `mono` (at least 1).
    ///
    /// Throws when the space has no hue to turn (XYZ, CMYK), or `count` is given for another kind or is below 1.
    public init(_ kind: Kind, in space: ColorSpace = Harmony.defaultSpace, count: Int? = nil) throws(HarmonyError) {
        guard let wheel = Wheel(space) else { throw .noHue(in: space) }
        if let count {
            guard kind == .wheel || kind == .mono else { throw HarmonyError("a count is for wheel and mono; \(kind.rawValue) has \(Self.offsets(kind, count: 0).count) colors") }
            guard count >= 1 else { throw HarmonyError("a harmony needs at least one color, found \(count)") }
        }
        self.kind = kind
        self.space = space
        self.wheel = wheel
        switch kind {
        case .wheel: self.count = count ?? Self.defaultWheelCount
        case .mono: self.count = count ?? Self.defaultMonoCount
        default: self.count = Self.offsets(kind, count: 0).count
        }
    }

    /// The harmony of `seed`: `count` colors in `space`, in the order the overview gives.
    public func colors(of seed: Color) -> [Color] {
        let seed = wheel.prepared(seed.converted(to: space))
        if kind == .mono { return Monochromatic(seed: seed, wheel: wheel, space: space).colors(count: count) }
        return Self.offsets(kind, count: count).map { wheel.turned(seed, by: $0) }
    }

    /// The angles the geometric kinds turn the seed's hue by, in order; `count` is the wheel's.
    static func offsets(_ kind: Kind, count: Int) -> [Double] {
        switch kind {
        case .complement: [0, 180]
        case .split: [-150, 0, 150]
        case .analogous: [-30, 0, 30]
        case .triad: [0, 120, 240]
        case .square: [0, 90, 180, 270]
        case .rectangle: [0, 30, 180, 210]
        case .wheel: (0..<count).map { Double($0) * 360 / Double(count) }
        case .mono: [0]
        }
    }

    /// How a space's coordinates give a hue to turn (see the overview).
    enum Wheel: Sendable {
        /// A polar space, with the index of its hue.
        case polar(hue: Int)
        /// Lightness and two opponent axes; a chroma below `achromatic` has no hue.
        case opponent(achromatic: Double)
        /// Red, green and blue, with their reference ranges' bounds.
        case rgb(lower: SIMD4<Double>, upper: SIMD4<Double>)

        /// The wheel of `space`, nil for a space with no hue to turn.
        init?(_ space: ColorSpace) {
            let categories = space.channels.map(\.category)
            if let hue = space.hueIndex {
                self = .polar(hue: hue)
            } else if categories.count == 3, categories[0] == .lightness,
                      categories[1...].allSatisfy({ $0 == .opponentA || $0 == .opponentB }) {
                // coloraide's achromatic threshold for Lab-like spaces: a millionth of the lightness's range
                // (L 0–100: 1e-4; OKLab's L 0–1: 1e-6).
                self = .opponent(achromatic: space.channels[0].range.upperBound / 1_000_000)
            } else if space.isBounded, categories == [.red, .green, .blue] {
                let ranges = space.channels.map(\.range)
                self = .rgb(lower: SIMD4(ranges[0].lowerBound, ranges[1].lowerBound, ranges[2].lowerBound, 0),
                            upper: SIMD4(ranges[0].upperBound, ranges[1].upperBound, ranges[2].upperBound, 1))
            } else {
                return nil
            }
        }

        /// Whether the wheel is an RGB space's.
        var isRGB: Bool {
            if case .rgb = self { return true }
            return false
        }

        /// `color`, in the wheel's space, with a powerless hue missing, as coloraide normalizes a seed.
        func prepared(_ color: Color) -> Color {
            guard case .polar = self else { return color }
            var prepared = color
            prepared.coords = color.space.powerlessHue.achromaticWherePowerless(color.coords)
            return prepared
        }

        /// The hue of `color`, NaN when it has none.
        func hue(of color: Color) -> Double {
            cylinder(color.coords).hue
        }

        /// `color` with its hue turned by `degrees`; a color with no hue is returned as it is.
        func turned(_ color: Color, by degrees: Double) -> Color {
            var (coords, hue) = cylinder(color.coords)
            hue = ColorMath.normalizeHue(hue + degrees)
            var turned = color
            turned.coords = coordinates(coords, hue: hue)
            return turned
        }

        /// The coordinates of the wheel's cylinder (polar coordinates; chroma and lightness after the hue for the
        /// opponent axes; HSL for RGB) and the hue's value.
        private func cylinder(_ v: SIMD4<Double>) -> (coords: SIMD4<Double>, hue: Double) {
            switch self {
            case .polar(let hue):
                return (v, v[hue])
            case .opponent(let achromatic):
                let c = (v.y * v.y + v.z * v.z).squareRoot()
                return (SIMD4(v.x, c, 0, 0), c < achromatic ? .nan : ColorMath.hueAngle(v.y, v.z))
            case .rgb(let lower, let upper):
                let hsl = ColorSpace.hsl(fromSRGB: (v - lower) / (upper - lower))
                return (hsl, hsl.x)
            }
        }

        /// The space's coordinates of the cylinder's `coords` with the hue `hue`; a missing hue counts as 0.
        private func coordinates(_ coords: SIMD4<Double>, hue: Double) -> SIMD4<Double> {
            switch self {
            case .polar(let index):
                var v = coords
                v[index] = hue
                return v
            case .opponent:
                let angle = (hue.isNaN ? 0 : hue) / ColorMath.degreesPerRadian
                return SIMD4(coords.x, coords.y * cos(angle), coords.y * sin(angle), 0)
            case .rgb(let lower, let upper):
                var hsl = coords
                hsl.x = hue
                return ColorSpace.srgb(fromHSL: hsl) * (upper - lower) + lower
            }
        }
    }
}

/// The tints and shades of one seed: coloraide's monochromatic harmony.
///
/// Black and white are taken into the space (for a polar space with no hue, so that the seed's hue is kept all
/// along). Of the `count` + 3 colors (+ 1 for a gray seed, which keeps black and white) evenly along the lines
/// from black to the seed and from the seed to white, each line gets its share by how far the seed is from
/// black and from white (CIEDE2000), rounded half up: the lighter the seed, the more shades. The
/// colors at the ends (black, white, and for a chromatic seed the seed's second copy) are left out, and
/// `count` colors around the seed kept: half of them darker, the rest the seed and lighter (more on one side
/// when the other runs short). A seed of no luminance gets only tints, and one brighter than white only shades.
/// Where a line gets one color, it is the line's midpoint, as in coloraide.
struct Monochromatic {
    let seed: Color
    let wheel: Harmony.Wheel
    let space: ColorSpace

    /// The `count` colors, darkest first.
    func colors(count: Int) -> [Color] {
        guard count > 1 else { return [seed] }
        let black = end(SIMD4(0, 0, 0, 0)), white = end(SIMD4(1, 1, 1, 0))
        let isGray = wheel.hue(of: seed).isNaN || (wheel.isRGB && Self.isNeutral(seed))
        let total = count + (isGray ? 1 : 3)
        let luminance = seed.converted(to: .xyzD65).coords.y
        let towardWhite: Int
        if luminance <= 0 {
            towardWhite = total
        } else if luminance > 1 {
            towardWhite = 0
        } else {
            let fromBlack = black.deltaE(to: seed, method: .ciede2000), fromWhite = white.deltaE(to: seed, method: .ciede2000)
            towardWhite = Int((fromWhite / (fromBlack + fromWhite) * Double(total) + 0.5).rounded(.down))
        }
        // A seed brighter than white leaves one color for itself.
        let towardBlack = luminance > 1 ? total - 1 : total - towardWhite
        // A chromatic seed drops black, white and its copy at the start of the tints; a gray keeps black and white.
        func shades(_ n: Int) -> [Color] {
            let line = steps(from: black, to: seed, count: n)
            return isGray ? Array(line.dropLast()) : Array(line.dropFirst().dropLast())
        }
        func tints(_ n: Int) -> [Color] {
            let line = steps(from: seed, to: white, count: n)
            return isGray ? line : Array(line.dropLast())
        }
        var darker: [Color], lighter: [Color]
        if towardBlack <= 1 {
            darker = towardBlack == 1 ? steps(from: black, to: seed, count: 1) : []
            lighter = tints(min(total - 1 - towardBlack, towardWhite))
        } else if towardWhite <= 1 {
            lighter = [seed] + (towardWhite == 1 ? steps(from: seed, to: white, count: 1) : [])
            darker = shades(min(total - 1 - towardWhite, towardBlack))
        } else {
            darker = shades(towardBlack)
            lighter = tints(towardWhite)
        }
        let half = count / 2, rest = count - count / 2
        if lighter.count < rest { return darker.suffix(count - lighter.count) + lighter }
        if darker.count < half { return darker + lighter.prefix(count - darker.count) }
        return darker.suffix(half) + lighter.prefix(rest)
    }

    /// Whether `color` is a gray by coloraide's test for the RGB spaces, which have none of their own: its XYZ
    /// parallel to D65 white, every component of their cross product within 10⁻⁶ of 0.
    static func isNeutral(_ color: Color) -> Bool {
        let xyz = color.converted(to: .xyzD65).coords, white = WhitePoint.d65
        let cross = SIMD3(xyz.y * white.z - xyz.z * white.y, xyz.z * white.x - xyz.x * white.z, xyz.x * white.y - xyz.y * white.x)
        return abs(cross.x) < 1e-6 && abs(cross.y) < 1e-6 && abs(cross.z) < 1e-6
    }

    /// Black or white (sRGB `rgb`) in the space, with no hue and no alpha of its own: along a line from it, the
    /// seed's are kept.
    ///
    /// They are sRGB's, whose white is D65 (coloraide takes D65's XYZ), so that the spaces built on sRGB get them
    /// exactly: in HSL, white is lightness 1 and saturation 0, where coloraide's conversion leaves a saturation of
    /// 0.5 (of a lightness of 1 − 2⁻⁵²) that its tints then lean toward.
    private func end(_ rgb: SIMD4<Double>) -> Color {
        var color = Color(.srgb, rgb).converted(to: space)
        if case .polar(let hue) = wheel { color.coords[hue] = .nan }
        color.alpha = .nan
        return color
    }

    /// `count` colors evenly from `a` to `b`, both included; one color is the midpoint.
    private func steps(from a: Color, to b: Color, count: Int) -> [Color] {
        let line: Interpolator
        do {
            line = try Interpolator(from: a, to: b, in: space)
        } catch {
            // No hue method is asked for: nothing to refuse.
            preconditionFailure(error.message)
        }
        if count == 1 { return [line.color(at: 0.5)] }
        return (0..<max(count, 0)).map { line.color(at: Double($0) / Double(count - 1)) }
    }
}

/// Why a harmony cannot be made.
public struct HarmonyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for people.
    public let message: String

    /// Makes an error from its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The error for a space with no hue to turn.
    static func noHue(in space: ColorSpace) -> HarmonyError {
        HarmonyError("a harmony needs a space with a hue: a polar one (oklch, hsl, hct), a Lab-like one or an RGB one; \(space.id) has none")
    }
}

extension Color {
    /// The harmony `kind` of this color in `space` (OKLCh by default), as coloraide computes it (see `Harmony`):
    /// `Color(css: "tomato").harmony(.triad)` is tomato and the two colors 120° and 240° around the OKLCh hue wheel.
    public func harmony(_ kind: Harmony.Kind, in space: ColorSpace = Harmony.defaultSpace) throws(HarmonyError) -> [Color] {
        try Harmony(kind, in: space).colors(of: self)
    }
}
