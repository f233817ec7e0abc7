import ChromaKit
import ArgumentParser
import ChromaTerminal

/// The output formats for people and for other programs that are not NDJSON (`--format`).
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// One JSON record per line (the protocol, chromatools(7), OUTPUT RECORDS).
    case ndjson
    /// One CSS color string per line.
    case css
    /// One `#rrggbb` per line.
    case hex
    /// A line of values per color for a person.
    case text
    /// A colored block followed by the values.
    case swatch
}


/// Text lines describing a color for people: CSS strings, hex, a swatch block.
public enum ColorText {
    /// The CSS string of `color` in `space`, or the lossless form when `space` is nil.
    public static func css(_ color: Color, in space: ColorSpace?, precision: Int) -> String {
        guard let space else { return CSSColor.serialize(color, precision: precision) }
        return CSSColor.string(color, in: space, precision: precision)
    }

    /// The color in `space` for a person: its CSS form, or for spaces CSS lacks
    /// (HSB, CMYK) the same function-like form with percentages, e.g. `hsb(270 66.67% 60%)`,
    /// and ` / A` when alpha is not 1, as the parser reads it back (chromatools(7), INPUT).
    public static func readable(_ color: Color, in space: ColorSpace, precision: Int) -> String {
        guard space.cssForm == .none else { return CSSColor.string(color, in: space, precision: precision) }
        let converted = color.converted(to: space)
        let v = converted.coords
        let parts = space.channels.enumerated().map { i, channel -> String in
            if v[i].isNaN { return "none" }
            return channel.isHue ? ShortNumber.string(v[i], precision: precision)
                : ShortNumber.string(v[i] * 100, precision: max(precision - 2, 0)) + "%"
        }
        var alpha = ""
        if converted.alpha.isNaN {
            alpha = " / none"
        } else if converted.alpha != 1 {
            alpha = " / " + ShortNumber.string(converted.alpha, precision: precision)
        }
        return "\(space.id)(\(parts.joined(separator: " "))\(alpha))"
    }

    /// `#hex  css…  name` for a person: the hex, then the color in each space (or its own form), two spaces apart.
    public static func line(_ color: Color, spaces: [ColorSpace], precision: Int, gamut: GamutMethod) -> String {
        var parts = [color.hexString(gamut: gamut)]
        if spaces.isEmpty {
            let own = CSSColor.serialize(color, precision: precision)
            if own != parts[0] { parts.append(own) }
        } else {
            for space in spaces { parts.append(CSSColor.string(color, in: space, precision: precision)) }
        }
        return parts.joined(separator: "  ")
    }

    /// A block of `width` cells in the color (nothing in mode `none`) followed by `text`.
    ///
    /// On a 256-color terminal a color between palette entries is dithered from two of them, as the games' swatches are.
    public static func swatch(_ color: Color, text: String, mode: TerminalColorMode, width: Int = 6, gamut: GamutMethod = .css) -> String {
        guard mode != .none else { return text }
        let c = color.rgb8(gamut: gamut)
        if mode == .palette256 {
            let mix = XtermPalette.mix(red: c.red, green: c.green, blue: c.blue)
            if !mix.isSingleEntry {
                return (0..<width).map { mix.cell(column: $0, line: 0) }.joined() + mode.reset + "  " + text
            }
        }
        let block = mode.background(red: c.red, green: c.green, blue: c.blue)
            + String(repeating: " ", count: width) + mode.reset
        return block + "  " + text
    }
}
