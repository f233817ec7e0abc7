import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

extension ColorVisionDeficiency: NamedArgumentValue {}
extension CVDModel: NamedArgumentValue {}

/// `colorconv simulate`: colors as people with a color vision deficiency see them.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Show colors as a color vision deficiency shows them.",
        discussion: """
            In linear sRGB: Machado, Oliveira & Fernandes (2009) below full severity, Viénot, \
            Brettel & Mollon (1999) for protanopia and deuteranopia and Brettel, Viénot & Mollon \
            (1997) for tritanopia at severity 1, luminance for achromatopsia. Records: "color" \
            (the simulated color, lossless), "hex", the spaces of --to and \
            "cvd":{"deficiency":…,"severity":…,"model":…}, added to the input object's fields.
            """
    )

    @Argument(help: ArgumentHelp("Colors to simulate; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The deficiency: protan, deutan, tritan or achroma.", valueName: "kind"))
    var cvd: ColorVisionDeficiency

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("How severe, from 0 (normal vision) to 1 (dichromacy), or a percentage; default 1.", valueName: "s"),
            transform: NumberOption.fraction(from:))
    var severity: Double = 1

    @Option(name: .long, help: ArgumentHelp("The model: auto, machado, vienot or brettel.", valueName: "model"))
    var model: CVDModel = .automatic

    @OptionGroup var output: ColorOutputOptions

    @OptionGroup var options: RecordCommandOptions<OutputFormat>

    func validate() throws {
        try options.stream.validate(operands: colors)
        guard (0...1).contains(severity) else {
            throw NumberOption.outsideRange("--severity", ShortNumber.string(severity), value: severity, range: 0...1)
        }
    }

    func run() throws {
        let simulation = CVDSimulation(cvd, severity: severity, model: model)
        let records = options.records(tool: "colorconv")
        let modelName = simulation.deficiency == .achroma ? "luminance" : simulation.model.rawValue
        var description: [UInt8] = []
        description.appendLiteral("{\"deficiency\":")
        JSONString.append(simulation.deficiency.rawValue, to: &description)
        description.appendLiteral(",\"severity\":")
        ShortNumber.append(simulation.severity, precision: options.stream.precision, to: &description)
        description.appendLiteral(",\"model\":")
        JSONString.append(modelName, to: &description)
        description.appendLiteral("}")
        let cvdKey = [UInt8](utf8: "cvd")
        let format = options.resolvedFormat
        let status = records.run(arguments: colors, jobs: options.jobs.threads) { records in
            let fields = output.fields()
            let linear = CoordinateRoutes(to: .srgbLinear)
            let encode = FastConversion(from: .srgbLinear, to: .srgb)
            // The formats other than records, built only when asked for: the record loop captures one reference for them.
            let lines = format == .ndjson ? nil : ConvertLines(
                format: format, targets: ColorTarget.list(output.to), precision: options.stream.precision,
                cssPrecision: options.stream.cssPrecision, notation: output.css, gamut: output.gamut,
                gamutSpace: output.gamutSpace?.space,
                color: options.color, layout: colors.count == 1 ? .block : .lines,
                notes: [.text("\(simulation.deficiency.rawValue) at severity \(ShortNumber.string(simulation.severity, precision: options.stream.precision)), model \(modelName)",
                              label: "cvd")])
            return { input throws(RecordError) in
                let color = try records.parseColor(input)
                let simulated = encode.run(simulation.linear(linear.coordinates(of: color)))
                if let lines {
                    lines.write(Color(.srgb, simulated, alpha: color.alpha), from: color, text: String(decoding: input.colorText!, as: UTF8.self),
                                into: &records.writer)
                    return
                }
                fields.write(Color(.srgb, simulated, alpha: color.alpha), into: &records.writer)
                records.writer.add(cvdKey) { $0.appendBytes(description) }
                records.finishRecord(input)
            }
        }
        throw ExitCode(status.rawValue)
    }
}
