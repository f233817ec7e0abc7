import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv cct`: the correlated color temperature and Duv of colors (Ohno 2014).
struct Temperature: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cct",
        abstract: "Give the correlated color temperature (CCT) and Duv of colors.",
        discussion: """
            The CCT is the temperature of the Planckian radiator whose chromaticity is nearest the color's in \
            CIE 1960 UCS, found by Ohno's method (2014); Duv is the distance to it, positive above the locus \
            (greenish) and negative below (pinkish). Only chromaticity counts: a color and its darker shades \
            have the same CCT. A color more than 0.05 from the locus (CIE 15's limit), with a CCT outside \
            1000–100000 K, or black is a bad record. Records: {"color":…,"cct":…,"duv":…}, added to the input \
            object's fields; colorconv blackbody reads them back.
            """
    )

    @Argument(help: ArgumentHelp("Colors to measure; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @OptionGroup var options: RecordCommandOptions<Format>

    /// The formats `colorconv cct` writes.
    enum Format: String, OutputFormatSubset {
        case ndjson, text, human
    }

    func validate() throws {
        try options.stream.validate(operands: colors)
    }

    func run() throws {
        let records = options.records(tool: "colorconv")
        let format = options.resolvedFormat, precision = options.stream.precision
        let status = records.run(arguments: colors, jobs: options.jobs.threads) { records in
            let fields = ColorFields(spaces: [])
            let routes = CoordinateRoutes(to: .xyzD65)
            let view = format == .human ? HumanView(color: options.color, layout: .lines, precision: precision) : nil
            return { input throws(RecordError) in
                let color = try records.parseColor(input)
                let cct: CorrelatedColorTemperature
                do throws(CorrelatedColorTemperature.Failure) {
                    cct = try CorrelatedColorTemperature(xyz: routes.coordinates(of: color))
                } catch {
                    throw RecordError(error.message)
                }
                switch format {
                case .text:
                    records.writer.appendLine(Self.text(color, cct, precision: precision))
                case .human:
                    view!.writeLine(Self.cells(color, cct, precision: precision), into: &records.writer)
                default:
                    fields.writeColor(color, into: &records.writer)
                    records.writer.add("cct", number: cct.kelvin)
                    records.writer.add("duv", number: cct.duv)
                    records.finishRecord(input)
                }
            }
        }
        throw ExitCode(status.rawValue)
    }

    /// The text form: the color, its CCT in kelvin and its Duv.
    static func text(_ color: Color, _ cct: CorrelatedColorTemperature, precision: Int) -> String {
        "\(CSSColor.recordString(color, precision: precision)) \(ShortNumber.string(cct.kelvin, precision: min(precision, 2))) K "
            + "Duv \(ShortNumber.string(cct.duv, precision: min(precision, 5)))"
    }

    /// A line of the view: the color and its form, the radiator's color at that CCT and the CCT, and the Duv.
    static func cells(_ color: Color, _ cct: CorrelatedColorTemperature, precision: Int) -> [HumanView.Cell] {
        let duv = ShortNumber.string(cct.duv, precision: min(precision, 4))
        return [
            .swatch(color),
            .text(CSSColor.recordString(color, precision: min(precision, 4)), width: 9, fromInput: true),
            .swatch(Color.blackbody(kelvin: cct.kelvin)),
            .text(ShortNumber.string(cct.kelvin, precision: 0) + " K", width: 8),
            .text("Duv " + (cct.duv > 0 ? "+" : "") + duv + (abs(cct.duv) < 0.0005 ? " (on the locus)" : cct.duv > 0 ? " (greenish)" : " (pinkish)")),
        ]
    }
}
