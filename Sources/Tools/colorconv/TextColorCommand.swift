import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv textcolor`: the most legible text color for each background.
struct TextColor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "textcolor",
        abstract: "Choose the text color with the most contrast on each background.",
        discussion: """
            For each input color, taken as a background, the candidate text color with the \
            greatest contrast by --method (by its magnitude for APCA); the first candidate wins \
            a tie. The candidates are white and black unless --from lists others. Records: \
            {"fg":…,"bg":…,"method":"wcag21","contrast":…}, fg the chosen text color, added to \
            the input object's fields.
            """
    )

    @Argument(help: ArgumentHelp("Background colors; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The formula: \(Contrast.methods.map(\.name).joined(separator: ", ")).", valueName: "method"),
            completion: .list(Contrast.methods.map(\.name)))
    var method: String = Contrast.defaultMethod.name

    @Option(name: .long, help: ArgumentHelp("Candidate text colors, comma-separated (repeatable; default white,black).", valueName: "colors"),
            completion: .custom(ColorCompletion.colors))
    var from: [String] = []

    @OptionGroup var options: RecordCommandOptions<Format>

    /// The formats `colorconv textcolor` writes.
    enum Format: String, OutputFormatSubset {
        case ndjson, css, hex, text, human

        static var formatHelp: String { "Output format; css and hex write the chosen color (default: human on a terminal, else ndjson)." }
    }

    /// The candidates as written, in order.
    var candidates: [String] {
        from.isEmpty ? ["white", "black"] : from.flatMap(Self.splitList)
    }

    func validate() throws {
        try options.stream.validate(operands: colors)
        guard Contrast.method(named: method) != nil else {
            throw ValidationError("--method: unknown method \"\(method)\"; use one of \(Contrast.methods.map(\.name).joined(separator: ", "))")
        }
        guard !candidates.isEmpty else { throw ValidationError("--from: no colors") }
        for candidate in candidates {
            do { _ = try CSSColor.parseInput(candidate) } catch { throw ValidationError("--from: \(error.message)") }
        }
    }

    func run() throws {
        let formula = Contrast.method(named: method)!
        let measure = ContrastMeasure(formula)
        let choices = try candidates.map { text in
            let color = try CSSColor.parseInput(text)
            return (text: text, color: color, measure: measure.of(color))
        }
        let records = options.records(tool: "colorconv")
        let keys = ContrastMeasure.Keys()
        let format = options.resolvedFormat
        let status = records.run(arguments: colors, jobs: options.jobs.threads) { records in
            // Each thread measures through routes of its own.
            let measure = ContrastMeasure(formula)
            // The formats other than records, built only when asked for: the record loop captures one reference for them.
            let lines = format == .ndjson ? nil : ContrastLines(
                format: format, method: formula, precision: options.stream.precision, color: options.color,
                layout: colors.count == 1 ? .block : .lines, choosesText: true)
            return { input throws(RecordError) in
                let backgroundColor = try records.parseColor(input)
                let background = measure.of(backgroundColor)
                var best = 0
                var bestValue = formula.compare(choices[0].measure, background)
                for i in 1..<choices.count {
                    let value = formula.compare(choices[i].measure, background)
                    if ContrastMethod.strength(value) > ContrastMethod.strength(bestValue) {
                        best = i
                        bestValue = value
                    }
                }
                if let lines {
                    lines.write(text: choices[best].color, choices[best].text, on: backgroundColor, String(decoding: input.colorText!, as: UTF8.self),
                                contrast: bestValue, into: &records.writer)
                    return
                }
                records.writer.add(keys.fg, string: choices[best].text)
                records.writer.add(keys.bg, stringBytes: input.colorText!)
                keys.write(formula, bestValue, into: &records.writer)
                records.finishRecord(input)
            }
        }
        throw ExitCode(status.rawValue)
    }

    /// The items of a comma-separated list of colors, split only at commas outside parentheses.
    static func splitList(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth = max(depth - 1, 0)
            case "," where depth == 0:
                items.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        items.append(current)
        return items.map { item in
            String(item.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }.filter { !$0.isEmpty }
    }
}
