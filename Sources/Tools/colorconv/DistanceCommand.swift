import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `colorconv distance`: ΔE between colors.
struct Distance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "distance",
        abstract: "Measure the difference (ΔE) between colors.",
        discussion: """
            With two colors, one record. With none, each input record is measured against \
            the one before it (pairs 1–2, 2–3, …), or against --to-color. Records: \
            {"a":…,"b":…,"method":"2000","deltaE":…}, added to the input object's fields.
            """
    )

    @Argument(help: ArgumentHelp("Colors to compare, in order; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The formula: \(DeltaE.methods.map(\.name).joined(separator: ", ")).", valueName: "method"),
            completion: .list(DeltaE.methods.map(\.name)))
    var method: String = DeltaE.defaultMethod.name

    @Option(name: .customLong("to-color"), help: ArgumentHelp("Compare every color with this one.", valueName: "color"),
            completion: .custom(ColorCompletion.colors))
    var toColor: String?

    @OptionGroup var options: RecordCommandOptions<Format>

    /// The formats `colorconv distance` writes.
    enum Format: String, OutputFormatSubset {
        case ndjson, text, human
    }

    func validate() throws {
        try options.stream.validate(operands: colors)
        guard DeltaE.method(named: method) != nil else {
            throw ValidationError("--method: unknown method \"\(method)\"; use one of \(DeltaE.methods.map(\.name).joined(separator: ", "))")
        }
        if let toColor {
            do { _ = try CSSColor.parseInput(toColor) } catch { throw ValidationError("--to-color: \(error.message)") }
        }
        if colors.count == 1 && toColor == nil {
            throw ValidationError("distance needs two colors, or --to-color")
        }
    }

    func run() throws {
        let formula = DeltaE.method(named: method)!
        let records = options.records(tool: "colorconv")
        // Each color is converted once into the space the formula measures in, through routes built once
        // per source space (each thread keeps its own); the formula then measures without converting
        // (`DeltaEMethod.space`).
        func measured(_ color: Color, through routes: CoordinateRoutes) -> Color {
            Color(formula.space, routes.coordinates(of: color))
        }
        let reference = try toColor.map { text in try CSSColor.parseInput(text) }
        let measuredReference = reference.map { measured($0, through: CoordinateRoutes(to: formula.space)) }
        let keys = (a: [UInt8](utf8: "a"), b: [UInt8](utf8: "b"), method: [UInt8](utf8: "method"), deltaE: [UInt8](utf8: "deltaE"))
        // The fields that are the same in every record, written once as JSON.
        var referenceJSON: [UInt8] = [], methodJSON: [UInt8] = []
        if let toColor { JSONString.append(toColor, to: &referenceJSON) }
        JSONString.append(formula.name, to: &methodJSON)
        let format = options.resolvedFormat, precision = options.stream.precision
        // Without --to-color each record is measured against the one before: one thread reads them all.
        let status = records.run(arguments: colors, jobs: reference == nil ? 1 : options.jobs.threads) { [referenceJSON, methodJSON] records in
            var previous: (text: String, color: Color, measured: Color)?
            let routes = CoordinateRoutes(to: formula.space)
            let view = format == .human ? HumanView(color: options.color, layout: .lines, precision: precision) : nil
            return { input throws(RecordError) in
                let color = try records.parseColor(input)
                let measuredColor = measured(color, through: routes)
                let a: (text: String, color: Color, measured: Color)
                if let reference, let measuredReference, let toColor {
                    a = (toColor, reference, measuredReference)
                } else if let previous {
                    a = previous
                } else {
                    previous = (String(decoding: input.colorText!, as: UTF8.self), color, measuredColor)
                    return
                }
                if reference == nil { previous = (String(decoding: input.colorText!, as: UTF8.self), color, measuredColor) }
                let deltaE = formula.distance(a.measured, measuredColor)
                switch format {
                case .text:
                    let text = String(decoding: input.colorText!, as: UTF8.self)
                    records.writer.appendLine(
                        "\(HumanView.escaped(a.text))  \(HumanView.escaped(text))  \(ShortNumber.string(deltaE, precision: precision))")
                    return
                case .human:
                    let text = String(decoding: input.colorText!, as: UTF8.self)
                    view!.writeLine([
                        .swatch(a.color), .text(a.text, width: 12, fromInput: true),
                        .swatch(color), .text(text, width: 12, fromInput: true),
                        .text("ΔE\(formula.name) " + ShortNumber.string(deltaE, precision: min(precision, 2))),
                    ], into: &records.writer)
                    return
                default:
                    break
                }
                if reference != nil {
                    records.writer.add(keys.a) { $0.appendBytes(referenceJSON) }
                } else {
                    records.writer.add(keys.a, string: a.text)
                }
                records.writer.add(keys.b, stringBytes: input.colorText!)
                records.writer.add(keys.method) { $0.appendBytes(methodJSON) }
                records.writer.add(keys.deltaE, number: deltaE)
                records.finishRecord(input)
            }
        }
        throw ExitCode(status.rawValue)
    }
}
