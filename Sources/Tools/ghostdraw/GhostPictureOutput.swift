// What a ghostdraw picture looks like in each output: terminal text, SVG, PNG.
//
// In the terminal, each character cell shows two canvas cells stacked, as
// gradient's ANSI bar does: the upper half block "▀" (U+2580) in the
// foreground color is the top cell, the background color the bottom one.
// Unlike a gradient, a drawing has empty cells, which keep the terminal's
// own background (SGR 49) so the canvas sits on whatever theme the terminal
// has; a cell whose top is empty and bottom painted uses the lower half
// block "▄" (U+2584) in the bottom's color. Without color (`NO_COLOR`,
// `--color never`) the blocks still show the drawing's shape: "▀", "▄", "█"
// or a space.
//
// Files get a white background, as the original app's canvas: SVG as one
// rectangle per run of equal cells in a row, at `scale` image pixels per
// cell (crisp edges, so viewers do not blur the grid); PNG through the
// shared streaming encoder at the same scale.

import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaTerminal
import ChromaImages

/// The formats a picture can be written in.
public enum GhostPictureFormat: String, FileFormat, Sendable {
    case ansi, svg, png

    /// The format a file name's extension asks for: `.svg`, `.png`, and `.ans`, `.ansi` or `.txt` for terminal text.
    public static let fileExtensions: [(name: String, format: GhostPictureFormat)] = [
        ("svg", .svg), ("png", .png), ("ans", .ansi), ("ansi", .ansi), ("txt", .ansi),
    ]
}

/// Writes a `GhostPicture` as terminal text, SVG or PNG.
public enum GhostPictureOutput {
    /// Image pixels per canvas cell in SVG and PNG unless told otherwise.
    public static let defaultScale = 8
    /// The largest scale accepted.
    public static let maximumScale = 64
    /// The background of SVG and PNG files: white, as the original app's canvas.
    public static let paper = DisplayColor(red: 255, green: 255, blue: 255)

    private static let upperHalf = "\u{2580}"
    private static let lowerHalf = "\u{2584}"
    private static let fullBlock = "\u{2588}"
    private static let defaultBackground = "\u{1B}[49m"

    /// The faint gray a guide (the figure of `ghostdraw trace`) is drawn in: the middle of the sRGB range, seen on dark and light themes alike.
    public static let guideColor = DisplayColor(red: 0x80, green: 0x80, blue: 0x80)

    /// The picture as terminal lines (no newlines), two canvas rows per line, in color `mode`.
    ///
    /// `width` keeps only the picture's left columns (a window narrower than
    /// the canvas). `guide` names cells to show faintly where nothing is
    /// painted: in color, half blocks in `guideColor`; without, the dots
    /// `'` (top cell), `.` (bottom) and `:` (both), in characters with no ink.
    public static func ansiLines(
        _ picture: GhostPicture, mode: TerminalColorMode, width: Int? = nil, guide: ((Int, Int) -> Bool)? = nil
    ) -> [String] {
        let size = picture.size
        let columns = min(width ?? size.width, size.width)
        let guideForeground = mode.foreground(red: guideColor.red, green: guideColor.green, blue: guideColor.blue)
        let guideBackground = mode.background(red: guideColor.red, green: guideColor.green, blue: guideColor.blue)
        var lines: [String] = []
        lines.reserveCapacity((size.height + 1) / 2)
        var escapes: [GhostTool: (foreground: String, background: String)] = [:]
        for tool in GhostTool.allCases {
            guard let color = tool.color else { continue }
            escapes[tool] = (
                mode.foreground(red: color.red, green: color.green, blue: color.blue),
                mode.background(red: color.red, green: color.green, blue: color.blue))
        }
        for row in stride(from: 0, to: size.height, by: 2) {
            var line = ""
            var lastForeground = "", lastBackground = ""
            func set(foreground: String, background: String) {
                if foreground != lastForeground {
                    line += foreground
                    lastForeground = foreground
                }
                if background != lastBackground {
                    line += background
                    lastBackground = background
                }
            }
            for x in 0..<columns {
                let top = picture[x, row]
                let bottom = row + 1 < size.height ? picture[x, row + 1] : nil
                let guideTop = top == nil && guide?(x, row) == true
                let guideBottom = bottom == nil && row + 1 < size.height && guide?(x, row + 1) == true
                guard mode != .none else {
                    if top == nil && bottom == nil && (guideTop || guideBottom) {
                        line += guideTop ? (guideBottom ? ":" : "'") : "."
                        continue
                    }
                    line += top == nil ? (bottom == nil ? " " : lowerHalf) : (bottom == nil ? upperHalf : fullBlock)
                    continue
                }
                switch (top, bottom) {
                case (let top?, let bottom?):
                    set(foreground: escapes[top]!.foreground, background: escapes[bottom]!.background)
                    line += upperHalf
                case (let top?, nil):
                    set(foreground: escapes[top]!.foreground, background: guideBottom ? guideBackground : defaultBackground)
                    line += upperHalf
                case (nil, let bottom?):
                    set(foreground: escapes[bottom]!.foreground, background: guideTop ? guideBackground : defaultBackground)
                    line += lowerHalf
                case (nil, nil) where guideTop || guideBottom:
                    set(foreground: guideForeground, background: defaultBackground)
                    line += guideTop ? (guideBottom ? fullBlock : upperHalf) : lowerHalf
                case (nil, nil):
                    set(foreground: lastForeground, background: defaultBackground)
                    line += " "
                }
            }
            line += mode.reset
            lines.append(line)
        }
        return lines
    }

    /// The picture as an SVG document on white, `scale` image pixels per cell.
    public static func svg(_ picture: GhostPicture, scale: Int = defaultScale) -> String {
        let size = picture.size
        var out = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(size.width * scale)" height="\#(size.height * scale)""#
            + #" viewBox="0 0 \#(size.width) \#(size.height)" shape-rendering="crispEdges">"# + "\n"
        out += #"<rect width="\#(size.width)" height="\#(size.height)" fill="\#(paper.hex)"/>"# + "\n"
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                guard let tool = picture[x, y], let color = tool.color else {
                    x += 1
                    continue
                }
                var run = 1
                while x + run < size.width, picture[x + run, y] == tool { run += 1 }
                out += #"<rect x="\#(x)" y="\#(y)" width="\#(run)" height="1" fill="\#(color.hex)"/>"# + "\n"
                x += run
            }
        }
        return out + "</svg>\n"
    }

    /// Writes the picture as an 8-bit RGB PNG on white, `scale` image pixels per cell.
    public static func writePNG(_ picture: GhostPicture, scale: Int = defaultScale, to output: inout some ImageOutput) throws(ImageWriteError) {
        let size = picture.size
        try PNGWriter(width: size.width * scale, height: size.height * scale).write(to: &output) { y, row in
            guard y % scale == 0 else { return }  // the row above is the same canvas row, still in the buffer
            let cellRow = y / scale
            for x in 0..<size.width {
                let color = picture[x, cellRow]?.color ?? paper
                for i in 0..<scale {
                    let at = (x * scale + i) * 3
                    row[at] = color.red
                    row[at + 1] = color.green
                    row[at + 2] = color.blue
                }
            }
        }
    }

    /// The picture in `format`, written to `output`; ANSI lines end with newlines.
    public static func write(
        _ picture: GhostPicture, format: GhostPictureFormat, scale: Int = defaultScale, mode: TerminalColorMode,
        to output: inout some ImageOutput
    ) throws(ImageWriteError) {
        switch format {
        case .ansi: try output.write(ansiLines(picture, mode: mode).map { $0 + "\n" }.joined())
        case .svg: try output.write(svg(picture, scale: scale))
        case .png: try writePNG(picture, scale: scale, to: &output)
        }
    }
}
