import ChromaKit
import ChromaRuntime
import ChromaStream
import ArgumentParser
import ChromaTerminal

/// The output formats for people and for other programs that are not NDJSON (`--format`).
public enum OutputFormat: String, NamedArgumentValue, Sendable {
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
    /// The view for people (chromatools(7), HUMAN VIEW): swatches and the common forms, aligned; the default on a terminal.
    case human

    /// The format to write: the one asked for, else the view for people when standard output is a terminal
    /// and NDJSON when it is a pipe or a file. Asked once, before the first record.
    public static func resolve(_ asked: Self?, isTerminal: Bool = HumanView.isTerminal) -> Self {
        asked ?? (isTerminal ? .human : .ndjson)
    }

}

/// A command's own list of formats, for commands that write only some of `OutputFormat`'s
/// (so that help and completion offer just those): an enum of the same raw values.
public protocol OutputFormatSubset: NamedArgumentValue {
    /// The help of `--format` for a command that writes these formats.
    static var formatHelp: String { get }
}

extension OutputFormatSubset {
    /// The same format as an `OutputFormat`.
    public var format: OutputFormat { OutputFormat(rawValue: rawValue)! }
}

extension OutputFormat {
    /// The format to write for a command with its own list: `resolve` of the one asked for.
    public static func resolve<Subset: OutputFormatSubset>(_ asked: Subset?, isTerminal: Bool = HumanView.isTerminal) -> Self {
        resolve(asked?.format, isTerminal: isTerminal)
    }
}

extension CSSColor.Notation: NamedArgumentValue {}

/// One thing a `--to` list names, in the order given: a space or one of `ColorFields`' extras.
public enum ColorTarget: Sendable {
    case space(ColorSpace)
    case extra(ColorFields.Extra)

    /// The targets of a `--to` list that `ColorFields(list:)` accepted, in their order
    /// (`all`: every space, then every extra); repeats are left out.
    public static func list(_ list: String) -> [ColorTarget] {
        var targets: [ColorTarget] = []
        func add(_ target: ColorTarget) {
            if !targets.contains(where: { $0.matches(target) }) { targets.append(target) }
        }
        for item in list.split(separator: ",") {
            let name = item.filter { $0 != " " && $0 != "\t" }.lowercased()
            if name == "all" {
                ColorSpaces.all.forEach { add(.space($0)) }
                ColorFields.Extra.allCases.forEach { add(.extra($0)) }
            } else if let extra = ColorFields.Extra(rawValue: name) ?? (name == "ingamut" ? .inGamut : nil) {
                add(.extra(extra))
            } else if let space = ColorSpaces.named(name) {
                add(.space(space))
            }
        }
        return targets
    }

    /// Whether both name the same space or the same extra.
    func matches(_ other: ColorTarget) -> Bool {
        switch (self, other) {
        case (.space(let a), .space(let b)): return a === b
        case (.extra(let a), .extra(let b)): return a == b
        default: return false
        }
    }

    /// The target's name in a `--to` list (`oklch`, `rgb8`, `inGamut`).
    public var label: String {
        switch self {
        case .space(let space): return space.id
        case .extra(let extra): return extra.rawValue
        }
    }

    /// Whether the target is a color (every space, `rgb8` and `name`), not a fact about one (`inGamut`).
    public var isColor: Bool {
        if case .extra(.inGamut) = self { return false }
        return true
    }
}


/// Text lines describing a color for people: CSS strings, hex, a swatch block.
public enum ColorText {
    /// The CSS string of `color` in `space`, or the lossless form when `space` is nil.
    public static func css(_ color: Color, in space: ColorSpace?, precision: Int) -> String {
        guard let space else { return CSSColor.recordString(color, precision: precision) }
        return CSSColor.string(color, in: space, precision: precision)
    }

    /// The CSS a `--to` target asks for (`--format css`), or the lossless form when `target` is nil, its numbers
    /// with the decimals of `precision` (`CSSPrecision.forPeople` unless `--precision` is given).
    ///
    /// `rgb8`: `rgb(255 99 71)` of the 8-bit channels; `rgb`: `rgb()` with
    /// unrounded 0–255 channels, or `color(srgb …)` for a color outside sRGB,
    /// which `rgb()` would clamp; `hsl`: `hsl()`; both in `notation`. `cmyk`:
    /// `device-cmyk()` (CSS Color 5). `name`: the nearest named color, itself
    /// CSS. Other spaces: their function or `color()` form, and for those CSS
    /// has no syntax for (hsb, okhsl, okhsv), `color(srgb …)`.
    public static func css(
        _ color: Color, target: ColorTarget?, precision: CSSPrecision, notation: CSSColor.Notation = .modern, gamut: GamutMethod = .css
    ) -> String {
        switch target {
        case nil, .extra(.inGamut)?:
            return CSSColor.recordString(color, precision: precision)
        case .extra(.rgb8)?:
            return CSSColor.rgb8String(color, gamut: gamut, notation: notation, precision: precision)
        case .extra(.name)?:
            return NearestName.find(color).name
        case .space(let space)?:
            if space === ColorSpace.srgb {
                return CSSColor.rgbString(color, notation: notation, precision: precision)
                    ?? CSSColor.string(color, in: space, precision: precision)
            }
            if space === ColorSpace.hsl { return CSSColor.hslString(color, notation: notation, precision: precision) }
            if space === ColorSpace.cmyk { return CSSColor.deviceCMYKString(color, precision: precision) }
            return CSSColor.string(color, in: space, precision: precision)
        }
    }

    /// A `--to` target for a person (`--format text`): its CSS as `css(_:target:…)` writes it, but the
    /// spaces CSS has no syntax for in their own notation (`hsb(9.13 72.16% 100%)`), the name with its
    /// ΔE2000 (`tomato (ΔE2000 0)`), and `inGamut` as `in sRGB` or `outside sRGB`.
    public static func text(
        _ color: Color, target: ColorTarget, precision: Int, notation: CSSColor.Notation = .modern, gamut: GamutMethod = .css
    ) -> String {
        switch target {
        case .extra(.name):
            let nearest = NearestName.find(color)
            return "\(nearest.name) (ΔE2000 \(ShortNumber.string(nearest.deltaE, precision: precision)))"
        case .extra(.inGamut):
            return Gamut.contains(color, in: .srgb) ? "in sRGB" : "outside sRGB"
        case .space(let space) where space.cssForm == .none:
            return readable(color, in: space, precision: precision)
        default:
            return css(color, target: target, precision: .uniform(precision), notation: notation, gamut: gamut)
        }
    }

    /// `#hex  form…` for a person: the hex, then each target as `text(_:target:…)` writes it, two spaces apart;
    /// without targets, the color's own form when that is not the hex.
    public static func line(
        _ color: Color, targets: [ColorTarget], precision: Int, notation: CSSColor.Notation = .modern, gamut: GamutMethod
    ) -> String {
        guard !targets.isEmpty else { return line(color, spaces: [], precision: precision, gamut: gamut) }
        let parts = [color.hexString(gamut: gamut)]
            + targets.map { text(color, target: $0, precision: precision, notation: notation, gamut: gamut) }
        return parts.joined(separator: "  ")
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
            let own = CSSColor.recordString(color, precision: precision)
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
