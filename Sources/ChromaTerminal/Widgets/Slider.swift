import ChromaRuntime
// The keyboard slider every game uses: a horizontal bar on one line of the
// terminal, with a knob moved by the keys, committed with Enter.
//
//     Your guess [━━━━━━━━━━━━━━━━━━━━━━━●─────────────────────────────────]
//
// Keys: ← and → (or h and l) move by the fine step; Shift+← and Shift+→,
// Page Down and Page Up (or H and L) by the coarse step; Home and End go to
// the ends. Enter commits the value, Escape cancels, Ctrl-C interrupts,
// Ctrl-D ends the input. Other keys, digits included, do nothing: in
// bullseye, typing the number would make the game trivial. A caller may move
// the knob itself instead (`run(moving:)`): bullseye's keys move it by random
// amounts its engine draws, so the slider cannot be played by counting.
//
// With `showsValue` off (bullseye, until the hit) the line holds the label
// and the bar only, never a digit of the value; the knob is placed by drawing
// the cells before it, and the escape sequences used (carriage return, clear
// to end of line, cursor and attribute switches) are the same whatever the
// value. With it on, the value follows the bar in a field as wide as the
// widest value, so the bar does not shift as the value changes.
//
// With `labelsEnds` the range's ends are written beside the bar, the only
// numbers on the line while the value is hidden:
//
//     target 42   1 [━━━━━━━━━━━━━━━━━━━━━━●────────────────────────────] 100
//
// The line fills the width of the terminal but its last column, where
// writing a character would leave terminals with a pending line wrap, or
// stops at `maximumTrackCells` cells of track. When the terminal shrinks
// below what the label needs, the label goes and the bar stays; then the
// ends' numbers. The knob sits on the cell nearest to the value's place in
// the range, so on a bar narrower than the range has steps, neighbouring
// values can share a cell.
//
// On a resize the line is drawn again at the new width. A terminal that
// rewraps its lines when it narrows (tmux, VTE, kitty) breaks the old line
// over several rows with the cursor at the end of the last, so the redraw
// first goes up the rows it takes now, ⌈width / columns⌉ − 1 (as
// `BlockPainter` counts them for the channel panel), and clears below: one
// copy of the slider stays, however the window shrank. In a window narrower
// than `requiredColumns` the line is "window too small: needs at least W×1",
// broken between words where the window is narrower than it, the keys that move the knob do nothing, and the
// slider comes back once the window is wide enough.
//
// The parts that need no terminal (what a key does to the value, the text of
// the line at a width) are functions of the slider's settings, tested
// directly; `run` ties them to a `RawTerminalSession`.

/// How a slider ended.
public enum SliderOutcome: Equatable, Sendable {
    /// Enter was pressed with the slider at this value.
    case committed(Double)
    /// Escape was pressed.
    case cancelled
    /// Ctrl-C was pressed (or SIGINT arrived); the caller decides whether to exit with 130 or go on.
    case interrupted
    /// Ctrl-D was pressed, or the input ended.
    case endOfInput
}

/// A horizontal slider over a range of numbers, moved with the keyboard on one line of a terminal.
public struct Slider: Sendable {
    /// What a key does to a running slider.
    public enum Response: Equatable, Sendable {
        /// Move the knob to this value (it may be the same one, at an end).
        case move(to: Double)
        /// End the slider with this outcome.
        case finish(SliderOutcome)
        /// Nothing.
        case ignore
    }

    /// The cells of the bar's track that are drawn.
    public struct Glyphs: Sendable, Equatable {
        /// The cell left of the knob.
        public var filled: Character
        /// The knob.
        public var knob: Character
        /// The cell right of the knob.
        public var empty: Character
        /// The left end of the bar.
        public var leftEnd: Character
        /// The right end of the bar.
        public var rightEnd: Character

        /// Names the five cells.
        public init(filled: Character, knob: Character, empty: Character, leftEnd: Character, rightEnd: Character) {
            self.filled = filled
            self.knob = knob
            self.empty = empty
            self.leftEnd = leftEnd
            self.rightEnd = rightEnd
        }

        /// Box-drawing lines and a disc, for UTF-8 terminals.
        public static let unicode = Glyphs(filled: "━", knob: "●", empty: "─", leftEnd: "[", rightEnd: "]")
        /// Plain ASCII, for other locales.
        public static let ascii = Glyphs(filled: "=", knob: "O", empty: "-", leftEnd: "[", rightEnd: "]")

        /// `unicode` when the locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) names UTF-8, else `ascii`.
        public static func forLocale(_ environment: [String: String]) -> Glyphs {
            let locale = [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
                .compactMap { $0 }.first { !$0.isEmpty } ?? ""
            let normalized = locale.lowercased().filter { $0 != "-" }
            return normalized.contains("utf8") ? .unicode : .ascii
        }
    }

    /// The fewest terminal columns a slider starts in.
    public static let minimumColumns = 20
    /// The fewest cells of track the bar keeps before the label is dropped.
    public static let minimumTrackCells = 10

    /// The values the slider can take.
    public let range: ClosedRange<Double>
    /// Where the knob starts, inside `range`.
    public let initial: Double
    /// How far ←, →, h and l move the knob.
    public let fineStep: Double
    /// How far Shift+←/→, Page Up/Down, H and L move the knob.
    public let coarseStep: Double
    /// The text before the bar; may be empty.
    public let label: String
    /// Whether the value is written after the bar.
    public let showsValue: Bool
    /// Whether the range's ends are written beside the bar, `1 [━━●──] 100`.
    public let labelsEnds: Bool
    /// The most cells of track the bar takes, however wide the terminal; nil to fill the line.
    public let maximumTrackCells: Int?
    /// The cells the bar is drawn with.
    public let glyphs: Glyphs
    private let format: @Sendable (Double) -> String

    /// Makes a slider; `initial` is moved into `range`, and both steps must be positive.
    ///
    /// - Parameters:
    ///   - range: the values, e.g. `1...100`; it must not be a single value.
    ///   - initial: the starting value.
    ///   - fineStep: the step of ←/→; values move on a grid of these steps from the range's lower end.
    ///   - coarseStep: the step of Shift+←/→ and Page Up/Down.
    ///   - label: the text before the bar.
    ///   - showsValue: whether to write the value after the bar.
    ///   - labelsEnds: whether to write the range's ends beside the bar.
    ///   - maximumTrackCells: the most cells of track (at least `minimumTrackCells`); `nil` fills the line.
    ///   - glyphs: the bar's cells; `nil` picks them by the locale.
    ///   - format: the text of a value when shown; `nil` writes it with as many decimals as `fineStep` has.
    public init(
        range: ClosedRange<Double>, initial: Double, fineStep: Double = 1, coarseStep: Double = 10,
        label: String, showsValue: Bool, labelsEnds: Bool = false, maximumTrackCells: Int? = nil,
        glyphs: Glyphs? = nil, format: (@Sendable (Double) -> String)? = nil
    ) {
        precondition(range.lowerBound < range.upperBound, "a slider's range must hold more than one value")
        precondition(fineStep > 0 && coarseStep > 0, "a slider's steps must be positive")
        precondition(maximumTrackCells.map { $0 >= Slider.minimumTrackCells } ?? true, "a slider's track has at least 10 cells")
        self.range = range
        self.initial = min(max(initial, range.lowerBound), range.upperBound)
        self.fineStep = fineStep
        self.coarseStep = coarseStep
        self.label = label
        self.showsValue = showsValue
        self.labelsEnds = labelsEnds
        self.maximumTrackCells = maximumTrackCells
        self.glyphs = glyphs ?? Glyphs.forLocale(Environment.variables)
        let decimals = Slider.decimals(of: fineStep)
        self.format = format ?? { value in Slider.text(of: value, decimals: decimals) }
    }

    // MARK: Keys

    /// A way the keys move the knob.
    public enum Move: Sendable, Equatable, CaseIterable {
        /// A fine step down: ←, h.
        case fineDown
        /// A fine step up: →, l.
        case fineUp
        /// A coarse step down: Shift+←, Page Down, H.
        case coarseDown
        /// A coarse step up: Shift+→, Page Up, L.
        case coarseUp
        /// To the lower end: Home.
        case lowerEnd
        /// To the upper end: End.
        case upperEnd
    }

    /// The move `key` makes, or nil for a key that does not move the knob.
    public static func move(for key: TerminalKey) -> Move? {
        switch key {
        case .left, .character("h"): return .fineDown
        case .right, .character("l"): return .fineUp
        case .shiftLeft, .pageDown, .character("H"): return .coarseDown
        case .shiftRight, .pageUp, .character("L"): return .coarseUp
        case .home: return .lowerEnd
        case .end: return .upperEnd
        default: return nil
        }
    }

    /// Where `move` puts the knob from `value` by the slider's own steps.
    public func value(after move: Move, from value: Double) -> Double {
        switch move {
        case .fineDown: return stepped(value, by: -fineStep)
        case .fineUp: return stepped(value, by: fineStep)
        case .coarseDown: return stepped(value, by: -coarseStep)
        case .coarseUp: return stepped(value, by: coarseStep)
        case .lowerEnd: return range.lowerBound
        case .upperEnd: return range.upperBound
        }
    }

    /// What `key` does with the knob at `value`.
    public func response(to key: TerminalKey, at value: Double) -> Response {
        if let move = Slider.move(for: key) { return .move(to: self.value(after: move, from: value)) }
        switch key {
        case .enter: return .finish(.committed(value))
        case .escape: return .finish(.cancelled)
        case .interrupt: return .finish(.interrupted)
        case .endOfInput: return .finish(.endOfInput)
        default: return .ignore
        }
    }

    /// `value` moved by `step`, put on the grid of fine steps from the lower end, and kept inside the range.
    func stepped(_ value: Double, by step: Double) -> Double {
        let lower = range.lowerBound
        let steps = ((value + step - lower) / fineStep).rounded()
        let decimals = Slider.decimals(of: fineStep)
        let scale = Slider.power(of: 10, decimals)
        let onGrid = ((lower + steps * fineStep) * scale).rounded() / scale
        return min(max(onGrid, range.lowerBound), range.upperBound)
    }

    // MARK: Drawing

    /// The columns a terminal needs for this slider to start: `minimumColumns`, or more for a wide value.
    public var requiredColumns: Int {
        max(Slider.minimumColumns, 1 + 2 + Slider.minimumTrackCells + valueField(for: initial).count)
    }

    /// The text of the slider's line at `value` for a terminal `columns` wide, at most `columns - 1` characters.
    ///
    /// The label and a space, with `labelsEnds` the lower end and a space, the
    /// bar with the knob, with `labelsEnds` a space and the upper end, and with
    /// `showsValue` a space and the value. The track fills what the rest
    /// leaves, up to `maximumTrackCells`. A label that would leave the track
    /// fewer than `minimumTrackCells` cells is left out, then so are the ends;
    /// in a very narrow terminal the track keeps one cell and the line may be cut.
    public func line(for value: Double, columns: Int) -> String {
        let usable = max(columns - 1, 0)
        let valuePart = valueField(for: value)
        var labelPart = label.isEmpty ? "" : label + " "
        var lowerPart = labelsEnds ? format(range.lowerBound) + " " : ""
        var upperPart = labelsEnds ? " " + format(range.upperBound) : ""
        func cellsLeft() -> Int { usable - 2 - valuePart.count - labelPart.count - lowerPart.count - upperPart.count }
        if cellsLeft() < Slider.minimumTrackCells { labelPart = "" }
        if cellsLeft() < Slider.minimumTrackCells { (lowerPart, upperPart) = ("", "") }
        let trackCells = min(max(cellsLeft(), 1), maximumTrackCells ?? .max)
        let knob = knobCell(for: value, cells: trackCells)
        var bar = String(glyphs.leftEnd)
        bar += String(repeating: glyphs.filled, count: knob)
        bar.append(glyphs.knob)
        bar += String(repeating: glyphs.empty, count: trackCells - knob - 1)
        bar.append(glyphs.rightEnd)
        return String((labelPart + lowerPart + bar + upperPart + valuePart).prefix(usable))
    }

    /// The index (from 0) of the track cell the knob is drawn on, for a track of `cells` cells.
    public func knobCell(for value: Double, cells: Int) -> Int {
        guard cells > 1 else { return 0 }
        let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        let index = Int((min(max(fraction, 0), 1) * Double(cells - 1)).rounded())
        return min(max(index, 0), cells - 1)
    }

    /// A space and the value right-aligned in a field as wide as the widest of the range's ends; empty when the value is hidden.
    func valueField(for value: Double) -> String {
        guard showsValue else { return "" }
        let text = format(value)
        let width = max(format(range.lowerBound).count, format(range.upperBound).count, text.count)
        return " " + String(repeating: " ", count: width - text.count) + text
    }

    // MARK: Running

    /// Shows the slider on the terminal and lets the keys move it until Enter, Escape, Ctrl-C or the end of input.
    ///
    /// With `moving`, a key that moves the knob asks it where the knob goes
    /// (the move and the value before it; the answer is kept inside the
    /// range), and the line is drawn again after every such key, whether the
    /// knob changed cells or not, so that a program typing into the terminal
    /// sees each key taken. Without it the slider's own steps move the knob
    /// and the line is drawn again only when it changes.
    ///
    /// The terminal is restored before this returns or throws, and before a
    /// SIGTERM or SIGHUP ends the process. A terminal narrower than
    /// `requiredColumns`, or a descriptor that is not a terminal, is an error
    /// thrown before anything is drawn.
    public func run(
        input: Int32 = 0, output: Int32 = 1, moving: ((Move, Double) -> Double)? = nil
    ) throws(WidgetError) -> SliderOutcome {
        let session = try RawTerminalSession(input: input, output: output, minimumColumns: requiredColumns)
        defer { session.restore() }

        var value = initial
        var painter = BlockPainter()
        var drawn = line(for: value, columns: session.columns)
        session.write(painter.frame([drawn], columns: session.columns, rows: session.rows))
        var isTooSmall = false
        while true {
            switch try session.nextEvent() {
            case .endOfInput:
                return .endOfInput
            case .redraw:
                let columns = session.columns
                isTooSmall = columns < requiredColumns
                let lines =
                    isTooSmall
                    ? BlockPainter.tooSmallLines(columns: requiredColumns, rows: 1, width: columns)
                    : [line(for: value, columns: columns)]
                drawn = lines[0]
                session.write(painter.frame(lines, columns: columns, rows: session.rows))
            case .timeout:
                break  // nextEvent() waits without a timeout
            case .key(let key):
                if isTooSmall {
                    if case .finish(let outcome) = response(to: key, at: value) { return outcome }
                    continue  // nothing to see the knob by
                }
                if let moving, let move = Slider.move(for: key) {
                    value = min(max(moving(move, value), range.lowerBound), range.upperBound)
                    drawn = line(for: value, columns: session.columns)
                    session.write(painter.frame([drawn], columns: session.columns, rows: session.rows))
                    continue
                }
                switch response(to: key, at: value) {
                case .finish(let outcome):
                    return outcome
                case .move(let newValue):
                    value = newValue
                    let newLine = line(for: value, columns: session.columns)
                    if newLine != drawn {
                        drawn = newLine
                        session.write(painter.frame([drawn], columns: session.columns, rows: session.rows))
                    }
                case .ignore:
                    break
                }
            }
        }
    }

    // MARK: Numbers

    /// The decimals needed to write multiples of `step` exactly, up to 6.
    static func decimals(of step: Double) -> Int {
        var decimals = 0
        var scaled = step
        while decimals < 6, (scaled - scaled.rounded()).magnitude > 1e-6 * scaled.magnitude {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }

    /// `value` with exactly `decimals` decimals (no exponent), e.g. `0.35` or `42`.
    static func text(of value: Double, decimals: Int) -> String {
        let scale = power(of: 10, decimals)
        guard (value * scale).magnitude < 9e15 else { return "\(value)" }
        let scaled = Int64((value * scale).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        guard decimals > 0 else { return sign + String(magnitude) }
        let unit = UInt64(scale)
        let fraction = String(magnitude % unit)
        return sign + String(magnitude / unit) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `base` to the power `exponent`, for small whole exponents.
    static func power(of base: Double, _ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { product, _ in product * base }
    }
}
