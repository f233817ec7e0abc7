import Glibc
import ChromaKit
import ChromaStream

/// When to color terminal output: `--color auto|always|never`.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

/// Colored output for people: swatches in 24-bit color or the nearest of the 256-color palette (chromatools(7), TERMINAL COLOR).
///
/// The mode is decided once: none when `NO_COLOR` is set (to anything
/// non-empty, per no-color.org), when stdout is not a terminal or with
/// `--color never`; `--color always` forces color even into a pipe. 24-bit
/// color when `COLORTERM` says `truecolor` or `24bit`, else the xterm
/// 256-color palette, whose entry is chosen by the smallest CIEDE2000.
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

    /// The mode for `choice` and the real environment and stdout.
    public static func current(_ choice: ColorChoice) -> TerminalColorMode {
        resolve(choice, environment: Environment.variables, isTerminal: isatty(1) == 1)
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
}
