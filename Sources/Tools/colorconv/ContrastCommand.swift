import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv contrast`: the contrast of text colors on backgrounds (WCAG 2.1, APCA and others).
struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Measure the contrast of a text color on a background (WCAG 2.1, APCA, …).",
        discussion: """
            With two colors, the first is the text and the second the background. With --bg, \
            every input color is a text color on that background; with --fg, every input color \
            is a background under that text. Without either, each input record gives its \
            "fg" and "bg" fields. Records: {"fg":…,"bg":…,"method":"wcag21","contrast":…}, \
            added to the input object's fields. With --matrix, every input color is measured as \
            text on every other by WCAG 2.1 and APCA, a record per pair (on a terminal, a grid); \
            --fix adds to each pair below --min-contrast the text color repaired.
            """
    )

    @Argument(help: ArgumentHelp("The text color and the background, or with --bg or --fg the colors to measure; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The formula: \(Contrast.methods.map(\.name).joined(separator: ", ")).", valueName: "method"),
            completion: .list(Contrast.methods.map(\.name)))
    var method: String = Contrast.defaultMethod.name

    @Option(name: [.customLong("bg"), .customLong("against")],
            help: ArgumentHelp("Measure every input color as text on this background.", valueName: "color"),
            completion: .custom(ColorCompletion.colors))
    var background: String?

    @Option(name: .customLong("fg"), help: ArgumentHelp("Measure every input color as the background of this text color.", valueName: "color"),
            completion: .custom(ColorCompletion.colors))
    var foreground: String?

    @Flag(name: .long, help: "Measure every input color as text on every other, by WCAG 2.1 and APCA.")
    var matrix = false

    @Flag(name: .long, help: "With --matrix, repair the text color of each pair below --min-contrast by --method.")
    var fix = false

    @Option(name: .customLong("min-contrast"), parsing: .unconditional,
            help: ArgumentHelp("The contrast --fix asks for: a WCAG 2.1 ratio (default 4.5) or APCA |Lc| (default 75).", valueName: "N"),
            transform: NumberOption.number)
    var minContrast: Double?

    @OptionGroup var options: RecordCommandOptions<Format>

    /// The formats `colorconv contrast` writes.
    enum Format: String, OutputFormatSubset {
        case ndjson, text, human
    }

    func validate() throws {
        try options.stream.validate(operands: colors)
        guard Contrast.method(named: method) != nil else {
            throw ValidationError("--method: unknown method \"\(method)\"; use one of \(Contrast.methods.map(\.name).joined(separator: ", "))")
        }
        if background != nil && foreground != nil {
            throw ValidationError("give --bg or --fg, not both: one of the two colors comes from the input")
        }
        for (option, text) in [("--bg", background), ("--fg", foreground)] {
            if let text {
                do { _ = try CSSColor.parseInput(text) } catch { throw ValidationError("\(option): \(error.message)") }
            }
        }
        if matrix {
            guard background == nil && foreground == nil else {
                throw ValidationError("--matrix measures the input colors on each other: leave out --bg and --fg")
            }
            if fix {
                guard let repairMethod = TargetMethod(rawValue: Contrast.method(named: method)!.name) else {
                    throw ValidationError("--fix repairs by wcag21 or apca, not by \(method)")
                }
                try repairMethod.validate(target: minContrast ?? repairMethod.defaultTarget, option: "--min-contrast")
            } else if minContrast != nil {
                throw ValidationError("--min-contrast is the target of --fix: give --fix too")
            }
            return
        }
        if fix || minContrast != nil {
            throw ValidationError("\(fix ? "--fix" : "--min-contrast") goes with --matrix")
        }
        if background == nil && foreground == nil && !colors.isEmpty && colors.count != 2 {
            throw ValidationError("contrast takes two colors (text, then background), or --bg or --fg with any number")
        }
    }

    func run() throws {
        let formula = Contrast.method(named: method)!
        if matrix { try runMatrix(formula) }
        let records = options.records(tool: "colorconv")
        let measure = ContrastMeasure(formula)
        let keys = ContrastMeasure.Keys()
        // The color of --bg or --fg, parsed and measured once; the record loop reads the plain values of `fixed`
        // and only the view the color itself.
        let fixedColor = try (background ?? foreground).map { text in try CSSColor.parseInput(text) }
        let fixed: (text: String, measure: Double, isBackground: Bool)? =
            if let background, let fixedColor { (background, measure.of(fixedColor), true) }
            else if let foreground, let fixedColor { (foreground, measure.of(fixedColor), false) }
            else { nil }
        let pairOfOperands = fixed == nil && colors.count == 2
        let format = options.resolvedFormat
        let status = records.run(arguments: colors, jobs: options.jobs.threads) { records in
            // Each thread measures through routes of its own.
            let measure = ContrastMeasure(formula)
            var pendingText: (text: String, color: Color, measure: Double)?
            // The formats other than records, built only when asked for: the record loop captures one reference for them.
            let lines = format == .ndjson ? nil : ContrastLines(
                format: format, method: formula, precision: options.stream.precision, color: options.color,
                layout: pairOfOperands || (fixed != nil && colors.count == 1) ? .block : .lines, choosesText: false)
            return { input throws(RecordError) in
                if let fixed {
                    let color = try records.parseColor(input)
                    let value = measure.of(color)
                    let own = input.colorText!
                    let contrast = fixed.isBackground ? formula.compare(value, fixed.measure) : formula.compare(fixed.measure, value)
                    if let lines, let fixedColor {
                        let ownText = String(decoding: own, as: UTF8.self)
                        if fixed.isBackground {
                            lines.write(text: color, ownText, on: fixedColor, fixed.text, contrast: contrast, into: &records.writer)
                        } else {
                            lines.write(text: fixedColor, fixed.text, on: color, ownText, contrast: contrast, into: &records.writer)
                        }
                        return
                    }
                    if fixed.isBackground {
                        records.writer.add(keys.fg, stringBytes: own)
                        records.writer.add(keys.bg, string: fixed.text)
                    } else {
                        records.writer.add(keys.fg, string: fixed.text)
                        records.writer.add(keys.bg, stringBytes: own)
                    }
                    keys.write(formula, contrast, into: &records.writer)
                } else if pairOfOperands {
                    let color = try records.parseColor(input)
                    let value = measure.of(color)
                    let own = String(decoding: input.colorText!, as: UTF8.self)
                    guard let text = pendingText else {
                        pendingText = (own, color, value)
                        return
                    }
                    let contrast = formula.compare(text.measure, value)
                    if let lines {
                        lines.write(text: text.color, text.text, on: color, own, contrast: contrast, into: &records.writer)
                        return
                    }
                    records.writer.add(keys.fg, string: text.text)
                    records.writer.add(keys.bg, string: own)
                    keys.write(formula, contrast, into: &records.writer)
                } else {
                    guard let fg = records.stringField("fg", of: input), let bg = records.stringField("bg", of: input) else {
                        throw RecordError(
                            "no string fields \"fg\" and \"bg\": give the background with --bg, or the text color with --fg",
                            quoting: String(decoding: input.line, as: UTF8.self))
                    }
                    let text = try ContrastMeasure.parse(fg, field: "fg"), background = try ContrastMeasure.parse(bg, field: "bg")
                    let contrast = formula.compare(measure.of(text), measure.of(background))
                    if let lines {
                        lines.write(text: text, fg, on: background, bg, contrast: contrast, into: &records.writer)
                        return
                    }
                    keys.write(formula, contrast, into: &records.writer)
                }
                records.finishRecord(input)
            }
        }
        throw ExitCode(status.rawValue)
    }
}

extension ContrastCommand {
    /// Reads every input color, then writes the matrix of their pairs (`ContrastMatrix`).
    func runMatrix(_ formula: ContrastMethod) throws -> Never {
        let records = options.records(tool: "colorconv")
        let repairMethod = TargetMethod(rawValue: formula.name) ?? .wcag21
        var entries: [ContrastMatrix.Entry] = []
        let status = records.run(arguments: colors) { input throws(RecordError) in
            let color = try records.parseColor(input)
            entries.append(ContrastMatrix.Entry(text: String(decoding: input.colorText!, as: UTF8.self), color: color))
        }
        // Nothing is measured from input that could not be read, or that --strict stopped at.
        if [.ioError, .noInput, .usage].contains(status) || (options.stream.strict && status == .dataError) {
            throw ExitCode(status.rawValue)
        }
        let matrix = ContrastMatrix(fixTarget: fix ? minContrast ?? repairMethod.defaultTarget : nil, method: repairMethod, format: options.resolvedFormat,
                                    precision: options.stream.precision, colorChoice: options.color)
        matrix.write(entries, through: records)
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }
}

/// A contrast method's measure of record colors, through routes built once per source space.
struct ContrastMeasure {
    let method: ContrastMethod
    let routes: CoordinateRoutes

    init(_ method: ContrastMethod) {
        self.method = method
        routes = CoordinateRoutes(to: method.measureSpace)
    }

    /// The method's measure of `color`.
    @inline(__always)
    func of(_ color: Color) -> Double {
        method.measure(routes.coordinates(of: color))
    }

    /// A color from a record's field, or the bad record it makes.
    static func parse(_ text: String, field: String) throws(RecordError) -> Color {
        do {
            return try CSSColor.parseInput(text)
        } catch {
            throw RecordError("\"\(field)\": \(error.message)", quoting: text)
        }
    }

    /// The keys of contrast records, laid out once.
    struct Keys {
        let fg = [UInt8](utf8: "fg"), bg = [UInt8](utf8: "bg")
        let method = [UInt8](utf8: "method"), contrast = [UInt8](utf8: "contrast")

        /// Adds `method` and `contrast`.
        func write(_ formula: ContrastMethod, _ value: Double, into writer: inout RecordWriter) {
            writer.add(method, string: formula.name)
            writer.add(contrast, number: value)
        }
    }
}

extension RecordStream {
    /// The decoded string of field `name` of the current object record, or nil when it has none or it is not a string.
    func stringField(_ name: String, of input: RecordInput) -> String? {
        guard let raw = rawField(name, of: input), raw.count >= 2, raw[0] == UInt8(ascii: "\"") else { return nil }
        return JSONString.decode(UnsafeBufferPointer(rebasing: raw[1..<(raw.count - 1)])).map { String(decoding: $0, as: UTF8.self) }
    }
}
