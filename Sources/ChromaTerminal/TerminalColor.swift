import Glibc
import Synchronization
import ChromaKit
import ChromaRuntime

/// When to color terminal output: `--color auto|always|never`.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

/// Colored output for people: swatches in 24-bit color or the nearest of the 256-color palette (chromatools(7), TERMINAL COLOR).
///
/// The mode is decided once, by one rule for every tool and format, as `ls
/// --color` and `grep --color` decide it: with `--color auto`, color only when
/// the output goes to a terminal (standard output, or the file `-o` names),
/// `NO_COLOR` is not set (to anything non-empty, per no-color.org) and `TERM`
/// is not `dumb`; `--color always` forces color, into a pipe or a file and
/// over `NO_COLOR`; `--color never` never colors. Asking for a colored format
/// (`--format ansi`, `swatch`) does not force it: without color those formats
/// write their plain-text form. 24-bit color when `COLORTERM` says `truecolor`
/// or `24bit`, else the xterm 256-color palette, whose entry is chosen by the
/// smallest CIEDE2000.
public enum TerminalColorMode: Sendable, Equatable {
    case none
    case palette256
    case trueColor

    /// The mode for `choice`, this environment and whether the output is a terminal.
    public static func resolve(_ choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> TerminalColorMode {
        switch choice {
        case .never: return .none
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if !isTerminal { return .none }
            if environment["TERM"] == "dumb" { return .none }
        case .always: break
        }
        let colorterm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorterm == "truecolor" || colorterm == "24bit" ? .trueColor : .palette256
    }

    /// The mode for `choice`, the real environment and the output `descriptor` (standard output unless told).
    public static func current(_ choice: ColorChoice, descriptor: Int32 = 1) -> TerminalColorMode {
        resolve(choice, environment: Environment.variables, isTerminal: isatty(descriptor) == 1)
    }

    /// The escape sequence that sets the background to an 8-bit sRGB color; empty in mode `none`.
    public func background(red: UInt8, green: UInt8, blue: UInt8) -> String {
        switch self {
        case .none: return ""
        case .trueColor: return "\u{1B}[48;2;\(red);\(green);\(blue)m"
        case .palette256: return "\u{1B}[48;5;\(XtermPalette.nearest(red: red, green: green, blue: blue))m"
        }
    }

    /// The escape sequence that sets the foreground; empty in mode `none`.
    public func foreground(red: UInt8, green: UInt8, blue: UInt8) -> String {
        switch self {
        case .none: return ""
        case .trueColor: return "\u{1B}[38;2;\(red);\(green);\(blue)m"
        case .palette256: return "\u{1B}[38;5;\(XtermPalette.nearest(red: red, green: green, blue: blue))m"
        }
    }

    /// The reset sequence; empty in mode `none`.
    public var reset: String { self == .none ? "" : "\u{1B}[0m" }
}

/// The xterm 256-color palette's fixed part (entries 16–255) and nearest-entry search.
///
/// Entries 0–15 are left out: terminals let users theme them, so their colors
/// are unknown. Values follow xterm's 256colres.h: a 6×6×6 cube with levels
/// 0, 95, 135, 175, 215, 255 and a gray ramp 8, 18, …, 238.
public enum XtermPalette {
    /// The sRGB values of entries 16–255, index 0 here being entry 16.
    public static let entries: [(UInt8, UInt8, UInt8)] = {
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        var out: [(UInt8, UInt8, UInt8)] = []
        for r in levels { for g in levels { for b in levels { out.append((r, g, b)) } } }
        for i in 0..<24 {
            let v = UInt8(8 + 10 * i)
            out.append((v, v, v))
        }
        return out
    }()

    /// The entries in Lab (D50), for ΔE search.
    static let labEntries: [SIMD4<Double>] = entries.map { e in
        ColorSpace.srgb.convert(SIMD4(Double(e.0) / 255, Double(e.1) / 255, Double(e.2) / 255, 0), to: .lab)
    }

    /// The palette index (16–255) closest to the color by CIEDE2000.
    public static func nearest(red: UInt8, green: UInt8, blue: UInt8) -> Int {
        let lab = ColorSpace.srgb.convert(SIMD4(Double(red) / 255, Double(green) / 255, Double(blue) / 255, 0), to: .lab)
        var best = 0
        var bestDistance = Double.infinity
        for (i, entry) in labEntries.enumerated() {
            let d = DeltaE.ciede2000(lab1: lab, lab2: entry)
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        return best + 16
    }

    /// The entries in linear-light sRGB, where screen pixels average (a dither is seen as the mean of its light).
    static let linearEntries: [SIMD4<Double>] = entries.map { e in
        ColorSpace.srgb.convert(SIMD4(Double(e.0) / 255, Double(e.1) / 255, Double(e.2) / 255, 0), to: .srgbLinear)
    }

    /// The entries in OKLab, for the search of `mix(red:green:blue:)`.
    static let oklabEntries: [SIMD4<Double>] = linearEntries.map { ColorSpace.srgbLinear.convert($0, to: .oklab) }

    /// Linear-light sRGB → OKLab, built once for the many mixes a search tries.
    static let linearToOKLab = ConversionPath(from: .srgbLinear, to: .oklab)

    /// How many of the nearest entries `mix(red:green:blue:)` pairs up.
    static let mixCandidates = 8

    /// The two palette entries whose 4×4 dither comes closest to the color, and the share of the second.
    ///
    /// A dither of entries a and b with k of every 16 pixels b is seen as their
    /// mean in linear light, (16 − k)/16 · a + k/16 · b. The search pairs the
    /// `mixCandidates` entries nearest in OKLab and every k in 0…16, and keeps
    /// the mix nearest in OKLab; a mix that is not nearer than the single
    /// nearest entry by CIEDE2000 gives way to that entry (`sixteenths` 0).
    public static func mix(red: UInt8, green: UInt8, blue: UInt8) -> PaletteMix {
        let key = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        if let known = knownMixes.withLock({ $0[key] }) { return known }
        let found = searchMix(red: red, green: green, blue: blue)
        knownMixes.withLock { $0[key] = found }
        return found
    }

    /// The mixes found so far, by color: a screen redraws the same few colors on every key.
    static let knownMixes = Mutex<[UInt32: PaletteMix]>([:])

    /// The search of `mix(red:green:blue:)`, without the memory of earlier answers.
    static func searchMix(red: UInt8, green: UInt8, blue: UInt8) -> PaletteMix {
        let single = nearest(red: red, green: green, blue: blue)
        let linear = ColorSpace.srgb.convert(SIMD4(Double(red) / 255, Double(green) / 255, Double(blue) / 255, 0), to: .srgbLinear)
        let target = linearToOKLab.apply(linear)
        func distance(_ a: SIMD4<Double>) -> Double {
            let d = a - target
            return d.x * d.x + d.y * d.y + d.z * d.z
        }
        let candidates = oklabEntries.indices.map { (index: $0, distance: distance(oklabEntries[$0])) }
            .sorted { $0.distance < $1.distance }.prefix(mixCandidates).map(\.index)
        var best = (first: single - 16, second: single - 16, sixteenths: 0)
        var bestDistance = distance(oklabEntries[single - 16])
        for a in candidates {
            for b in candidates where b > a {
                for k in 1..<16 {
                    let share = Double(k) / 16
                    let seen = linearEntries[a] * (1 - share) + linearEntries[b] * share
                    let d = distance(linearToOKLab.apply(seen))
                    if d < bestDistance {
                        bestDistance = d
                        best = (a, b, k)
                    }
                }
            }
        }
        guard best.sixteenths > 0 else { return PaletteMix(first: single, second: single, sixteenths: 0) }
        // Keep the mix only when it is nearer than the single entry by CIEDE2000 too.
        let lab = ColorSpace.srgbLinear.convert(linear, to: .lab)
        let share = Double(best.sixteenths) / 16
        let seen = linearEntries[best.first] * (1 - share) + linearEntries[best.second] * share
        let mixed = DeltaE.ciede2000(lab1: lab, lab2: ColorSpace.srgbLinear.convert(seen, to: .lab))
        let alone = DeltaE.ciede2000(lab1: lab, lab2: labEntries[single - 16])
        guard mixed < alone else { return PaletteMix(first: single, second: single, sixteenths: 0) }
        return PaletteMix(first: best.first + 16, second: best.second + 16, sixteenths: best.sixteenths)
    }
}

/// Two entries of the 256-color palette (16–255) dithered together: `sixteenths` of every 16 pixels show `second`.
public struct PaletteMix: Sendable, Hashable {
    /// The entry most pixels show.
    public let first: Int
    /// The entry `sixteenths` of every 16 pixels show; `first` when the color is one entry.
    public let second: Int
    /// How many pixels of a 4×4 tile show `second` (0 for a single entry).
    public let sixteenths: Int

    /// Whether the color is shown by one entry, without dithering.
    public var isSingleEntry: Bool { sixteenths == 0 || first == second }

    /// The 4×4 ordered-dither matrix of Bayer (1973), 0…15 row by row: a pixel shows `second` where its entry is below `sixteenths`.
    static let bayer4: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The entry pixel (`x`, `y`) shows.
    public func entry(x: Int, y: Int) -> Int {
        Self.bayer4[(y & 3) * 4 + (x & 3)] < sixteenths ? second : first
    }

    /// Cell (`column`, `line`) as an upper half block: its top pixel (row 2·line) in the foreground,
    /// its bottom pixel (row 2·line + 1) in the background, with the escapes; a plain space for a single entry.
    public func cell(column: Int, line: Int) -> String {
        guard !isSingleEntry else { return "\u{1B}[48;5;\(first)m " }
        return "\u{1B}[38;5;\(entry(x: column, y: 2 * line))m\u{1B}[48;5;\(entry(x: column, y: 2 * line + 1))m\u{2580}"
    }
}

