import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `colormix [mix]`: the mix of the colors on the command line, or of every input record.
struct MixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mix",
        abstract: "Mix colors (what colormix does without a command)."
    )

    @Argument(help: ArgumentHelp("Colors, each optionally with a percentage (red 30%) or a weight (red:2).", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var items: [String] = []

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("How much of the second color (or of --with) to mix in: 0–1, or a percentage (25%).", valueName: "fraction"),
        transform: NumberOption.fraction(from:)
    )
    var by: Double?

    @Option(name: .long, help: ArgumentHelp("Mix every input record, or each color given, with this color.", valueName: "color"),
            completion: .custom(ColorCompletion.colors))
    var with: String?

    @Flag(name: .long, help: "Mix consecutive input records two by two.")
    var pairs = false

    @OptionGroup var mixing: InterpolationOptions
    @OptionGroup var options: RecordCommandOptions<OutputFormat>

    func validate() throws {
        try options.stream.validate(operands: items)
        if let by, !(0...1).contains(by) { throw NumberOption.outsideRange("--by", ShortNumber.string(by), value: by, range: 0...1) }
        if pairs && (with != nil || !items.isEmpty) { throw ValidationError("--pairs mixes input records; it takes no colors and no --with") }
        if let with {
            do { _ = try CSSColor.parseInput(with) } catch { throw ValidationError("--with: \(error.message)") }
        }
        if !items.isEmpty && with == nil {
            let terms = try parsedTerms()
            if by != nil && terms.hasAmounts { throw ValidationError("--by cannot be combined with percentages or weights") }
            if by != nil && terms.terms.count != 2 { throw ValidationError("--by needs exactly two colors") }
            if terms.terms.count < 2 { throw ValidationError("colormix needs at least two colors (or --with, or input records)") }
            do { _ = try Mix.normalize(terms.percentages) } catch { throw ValidationError(error.message) }
        }
    }

    /// The command-line colors, with a usage error for words that are not a mix.
    func parsedTerms() throws -> MixTerms {
        do { return try MixTerms.parse(items) } catch { throw ValidationError(error.message) }
    }

    func run() throws {
        let space = try mixing.resolvedSpace()
        let format = options.resolvedFormat
        // What writes the mixes, one for each thread that mixes: it holds the fields' routes and the view.
        func makeOutput() -> MixOutput {
            let view = format == .human
                ? HumanView(color: options.color, layout: items.count == 1 || (with == nil && !items.isEmpty) ? .block : .lines,
                            precision: options.stream.precision) : nil
            return MixOutput(space: space, hue: mixing.hue, format: format, precision: options.stream.precision,
                             cssPrecision: options.stream.cssPrecision,
                             mode: TerminalColorMode.current(options.color), view: view, adaptation: mixing.adaptation)
        }
        let records = options.records(tool: "colormix")
        if !items.isEmpty && with == nil {
            // One mix of the command-line colors, written as one record.
            let output = makeOutput()
            var terms = try parsedTerms()
            if let by { terms.setFractions([1 - by, by]) }
            let status = records.run(arguments: [items.joined(separator: " ")]) { input throws(RecordError) in
                try output.write(terms.colors(), percentages: terms.percentages, texts: terms.texts, into: records, input: nil)
            }
            throw ExitCode(status.rawValue)
        }
        let fraction = by ?? 0.5
        let pair = MixOutput.Pair(fraction: fraction, output: makeOutput())
        var pending: (text: String, color: Color)?
        let withText = with, pairs = self.pairs, by = self.by
        let withColor = try withText.map { try CSSColor.parseInput($0) }
        var withJSON: [UInt8] = []
        if let withText { JSONString.append(withText, to: &withJSON) }
        // With --with, colors given are records like the input's, each mixed with it.
        // With --pairs each record is mixed with the one before: one thread reads them all.
        let status = records.run(arguments: with == nil ? [] : items, jobs: pairs ? 1 : options.jobs.threads) { [withJSON] records in
            let output = makeOutput()
            return { input throws(RecordError) in
                if let withText, let withColor {
                    let color = try records.parseColor(input)
                    let text = input.colorText!
                    try output.write(
                        color, withColor, pair: pair, into: records, input: input,
                        texts: { [String(decoding: text, as: UTF8.self), withText] },
                        writeTexts: { out in
                            JSONString.append(text, to: &out)
                            out.appendByte(UInt8(ascii: ","))
                            out.appendBytes(withJSON)
                        })
                } else if pairs {
                    let color = try records.parseColor(input)
                    let text = input.colorText!
                    guard let first = pending else {
                        pending = (String(decoding: text, as: UTF8.self), color)
                        return
                    }
                    pending = nil
                    try output.write(
                        first.color, color, pair: pair, into: records, input: input,
                        texts: { [first.text, String(decoding: text, as: UTF8.self)] },
                        writeTexts: { out in
                            JSONString.append(first.text, to: &out)
                            out.appendByte(UInt8(ascii: ","))
                            JSONString.append(text, to: &out)
                        })
                } else {
                    guard let texts = records.stringArrayField("colors", of: input, limit: Mix.maximumColors) else {
                        throw RecordError("no \"colors\" array to mix (use --with COLOR to mix each record with a color, or --pairs)")
                    }
                    guard !texts.isEmpty else { throw RecordError("\"colors\" is empty: give at least one color to mix") }
                    guard texts.count <= Mix.maximumColors else {
                        throw RecordError("\"colors\" has more than \(Mix.maximumColors) colors: a mix takes at most \(Mix.maximumColors); split it into smaller mixes")
                    }
                    var colors: [Color] = []
                    for text in texts {
                        do throws(ColorParseError) { colors.append(try CSSColor.parseInput(text)) } catch { throw RecordError("colors: \(error.message)") }
                    }
                    var terms = MixTerms(terms: zip(texts, colors).map { MixTerms.Term(text: $0, color: $1) })
                    if let raw = records.rawField("weights", of: input) {
                        guard let weights = JSONValues.numbers(inArray: raw) else {
                            throw RecordError("\"weights\" must be an array of numbers", quoting: String(decoding: raw, as: UTF8.self))
                        }
                        guard weights.count == colors.count else { throw RecordError("\"weights\" has \(weights.count) numbers for \(colors.count) colors") }
                        if by != nil { throw RecordError("--by and \"weights\" cannot be combined") }
                        do throws(MixTerms.Failure) { try terms.setWeights(weights) } catch { throw RecordError(error.message) }
                    } else if let by {
                        guard colors.count == 2 else { throw RecordError("--by mixes two colors; this record has \(colors.count)") }
                        terms.setFractions([1 - by, by])
                    }
                    try output.write(colors, percentages: terms.percentages, texts: texts, into: records, input: input)
                }
            }
        }
        guard let pending else { throw ExitCode(status.rawValue) }
        records.diagnostics.recordFailed(.none, "--pairs: the last record has no partner", input: pending.text)
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }
}
