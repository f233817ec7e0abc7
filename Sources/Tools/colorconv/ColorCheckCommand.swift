import Glibc
import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaTerminal

/// `colorconv colorcheck`: test rows that show whether this terminal paints 24-bit color.
struct ColorCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "colorcheck",
        abstract: "Show whether this terminal paints 24-bit color.",
        discussion: """
            Draws three bars across the terminal: a hue sweep in 24-bit color, the same sweep in the nearest \
            colors of the 256-color palette, and the 8 basic colors of the terminal's theme. The first bar \
            should shade smoothly and the second in steps; when the two look alike, the terminal shows no \
            24-bit color. A line then says what COLORTERM and TERM claim and how chromatools paints by them. \
            With NO_COLOR set, --color never, TERM=dumb or output that is not a terminal, it says why it draws \
            nothing; --color always draws anyway.
            """
    )

    @OptionGroup var colorOptions: ColorOptions

    func run() throws {
        let check = Self.lines(
            choice: colorOptions.color, environment: Environment.variables, isTerminal: isatty(1) == 1,
            width: RawTerminalSession.columns(of: 1))
        throw ExitCode(CommandMain.writeOutput(check.joined(separator: "\n") + "\n", tool: "colorconv").rawValue)
    }

    /// The label column of the bars.
    static let labels = ["24-bit color", "256 colors", "8 colors"]
    static let labelWidth = labels.map(\.count).max()! + 2

    /// The lines to show for `choice` in this environment, on output `width` columns wide (at least 40 used).
    ///
    /// The bars ignore COLORTERM on purpose: the first is always drawn in 24-bit color, the second always on the
    /// palette, so that a person can see what the terminal does with each.
    static func lines(choice: ColorChoice, environment: [String: String], isTerminal: Bool, width: Int) -> [String] {
        let mode = TerminalColorMode.resolve(choice, environment: environment, isTerminal: isTerminal)
        let claims = claimsLine(environment: environment)
        guard mode != .none else {
            let reason = reasonForNoColor(choice: choice, environment: environment, isTerminal: isTerminal)
            return wrapped("colorcheck draws nothing: \(reason).", width: width) + wrapped(claims + ".", width: width)
        }
        let width = max(width, 40)
        let columns = width - labelWidth
        let sweep = (0..<columns).map { x in hueSweep(at: (Double(x) + 0.5) / Double(columns)) }
        func bar(_ paint: TerminalColorMode) -> String {
            sweep.map { c in paint.background(red: c.red, green: c.green, blue: c.blue) + " " }.joined() + paint.reset
        }
        // The 8 basic colors are the theme's (SGR 40–47, ECMA-48 §8.3.117): bands as even as the width allows.
        let basic = (0..<8).map { k in
            "\u{1B}[\(40 + k)m" + String(repeating: " ", count: (k + 1) * columns / 8 - k * columns / 8)
        }.joined() + "\u{1B}[0m"
        let rows = zip(labels, [bar(.trueColor), bar(.palette256), basic]).map { label, row in
            label + String(repeating: " ", count: labelWidth - label.count) + row
        }
        let meaning = "24-bit color works if the first bar shades smoothly and the second in steps; "
            + "if they look alike, the terminal rounds colors to its palette."
        return rows + [""] + wrapped(meaning, width: width) + wrapped(claims + ": " + painting(mode), width: width)
            + wrapped(advice(mode), width: width)
    }

    /// The color at `t` (0–1) of the bars' sweep: once round the hue circle at OKLCh lightness 0.7 and chroma 0.12,
    /// mapped into sRGB, where the 256-color palette has few colors and its steps show.
    static func hueSweep(at t: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let c = Color(.oklch, 0.7, 0.12, 360 * t).rgb8()
        return (c.red, c.green, c.blue)
    }

    /// Why nothing is painted: the first rule of `TerminalColorMode.resolve` that turns color off.
    static func reasonForNoColor(choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> String {
        if choice == .never { return "--color never" }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return "NO_COLOR is set (--color always draws anyway)" }
        if !isTerminal { return "standard output is not a terminal (--color always draws anyway)" }
        return "TERM is dumb (--color always draws anyway)"
    }

    /// What COLORTERM and TERM say: `COLORTERM=truecolor, TERM=xterm-256color`.
    static func claimsLine(environment: [String: String]) -> String {
        func shown(_ name: String) -> String {
            guard let value = environment[name], !value.isEmpty else { return "\(name) is not set" }
            return "\(name)=\(HumanView.escaped(value))"
        }
        return "\(shown("COLORTERM")), \(shown("TERM"))"
    }

    /// How chromatools paints in `mode` (TERMINAL COLOR in chromatools(7)).
    static func painting(_ mode: TerminalColorMode) -> String {
        mode == .trueColor ? "chromatools paints in 24-bit color." : "chromatools paints with the 256-color palette."
    }

    /// What to set when the bars say otherwise than the environment.
    static func advice(_ mode: TerminalColorMode) -> String {
        mode == .trueColor
            ? "If the bars look alike, unset COLORTERM for the 256-color palette."
            : "If the first bar is smooth, set COLORTERM=truecolor for 24-bit color."
    }

    /// `text` broken into lines of at most `width` columns at its blanks (a longer word stands alone).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }
}
