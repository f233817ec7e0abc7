import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal

/// `colorconv blackbody`: the color of a Planckian radiator at each temperature, optionally off the locus by a Duv.
struct Blackbody: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blackbody",
        abstract: "Write the color of a blackbody (Planckian radiator) at each temperature.",
        discussion: """
            Temperatures are kelvin, 1000–100000, written 6500 or 6500K; records give them as "cct" and, \
            optionally, "duv" (as colorconv cct writes them), other lines as a temperature alone. Duv moves \
            the chromaticity across the Planckian locus in CIE 1960 UCS, positive toward green, negative \
            toward pink (−0.05–0.05). The color is that chromaticity in sRGB, lifted by white where a \
            channel would be negative and scaled so that its largest channel is 1: the brightest color of \
            it sRGB shows. Records: "cct", "duv", "color", "hex" and the spaces of --to, added to the \
            input object's fields.
            """
    )

    @Argument(help: ArgumentHelp("Temperatures in kelvin; none reads standard input.", valueName: "kelvin"))
    var temperatures: [String] = []

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("Distance from the Planckian locus (−0.05–0.05; default 0) for temperatures without their own.", valueName: "D"),
            transform: Blackbody.duvOption)
    var duv: Double = 0

    @OptionGroup var output: PaletteOutputOptions

    /// The stream options but `--field`: the temperatures come from the arguments or a record's `cct`, never from a color field.
    @OptionGroup var stream: RecordStreamOptions
    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        try stream.validate(operands: temperatures, what: "temperatures")
    }

    func run() throws {
        let records = RecordStream(tool: "colorconv", options: stream)
        records.inputDescription = "temperatures"
        let format = output.resolvedFormat
        let fields = output.fields()
        let view = format == .human
            ? HumanView(color: colorOptions.color, layout: temperatures.count == 1 ? .block : .lines, precision: stream.precision) : nil
        let lines = format == .ndjson || format == .human ? nil : ConvertLines(
            format: format, targets: ColorTarget.list(output.to), precision: stream.precision, cssPrecision: stream.cssPrecision, notation: .modern,
            gamut: .css, color: colorOptions.color, layout: temperatures.count == 1 ? .block : .lines)
        let status = records.run(arguments: temperatures) { input throws(RecordError) in
            let (kelvin, duv) = try Self.temperature(of: input, in: records, duv: self.duv)
            let color = Color.blackbody(kelvin: kelvin, duv: duv)
            if let view {
                // The temperature first, so that lines of different temperatures line up.
                let label = ShortNumber.string(kelvin, precision: 0) + " K" + (duv == 0 ? "" : " Duv " + ShortNumber.string(duv, precision: 4))
                view.write(color, before: [.text(label, label: "blackbody", width: duv == 0 ? 8 : 20, fromInput: true)], into: &records.writer)
                return
            }
            if let lines {
                lines.write(color, into: &records.writer)
                return
            }
            records.writer.add("cct", number: kelvin)
            records.writer.add("duv", number: duv)
            fields.write(color, into: &records.writer)
            records.finishRecord(input)
        }
        throw ExitCode(status.rawValue)
    }

    /// The temperature and Duv of a record: its "cct" and "duv" fields, or the line as a temperature.
    static func temperature(of input: RecordInput, in records: RecordStream, duv: Double) throws(RecordError) -> (Double, Double) {
        guard input.isObject else {
            return (try kelvin(String(decoding: input.line, as: UTF8.self)), duv)
        }
        guard let member = records.scanner.lastMember(ofKey: Array("cct".utf8), in: input.line) else {
            throw RecordError("no number field \"cct\" with a temperature in kelvin", quoting: String(decoding: input.line, as: UTF8.self))
        }
        let value = UnsafeBufferPointer(rebasing: input.line[member.value])
        guard let kelvin = JSONValues.number(value) else {
            throw RecordError("\"cct\" is not a number of kelvin", quoting: String(decoding: value, as: UTF8.self))
        }
        try checkRange(kelvin, text: String(decoding: value, as: UTF8.self))
        guard let duvMember = records.scanner.lastMember(ofKey: Array("duv".utf8), in: input.line) else { return (kelvin, duv) }
        let duvValue = UnsafeBufferPointer(rebasing: input.line[duvMember.value])
        guard let ownDuv = JSONValues.number(duvValue), abs(ownDuv) <= CorrelatedColorTemperature.duvLimit else {
            throw RecordError("\"duv\" is not a number from -0.05 to 0.05", quoting: String(decoding: duvValue, as: UTF8.self))
        }
        return (kelvin, ownDuv)
    }

    /// The value of `--duv`: a number from −0.05 to 0.05.
    static func duvOption(_ text: String) throws -> Double {
        guard let duv = CSSNumber.parse(text) else { throw ValidationError("not a number: a Duv is a number such as 0.003 or -0.01") }
        guard abs(duv) <= CorrelatedColorTemperature.duvLimit else {
            throw ValidationError("out of range: a Duv is a number from -0.05 to 0.05")
        }
        return duv
    }

    /// A temperature written as a number of kelvin, with or without a `K` after it.
    static func kelvin(_ text: String) throws(RecordError) -> Double {
        var number = Substring(text)
        if number.last == "K" || number.last == "k" { number.removeLast() }
        while number.last == " " { number.removeLast() }
        guard let kelvin = Double(number), kelvin.isFinite else {
            throw RecordError("not a temperature: give kelvin as a number, such as 6500 or 6500K")
        }
        try checkRange(kelvin, text: text)
        return kelvin
    }

    /// Refuses a temperature outside `PlanckianLocus.range`.
    static func checkRange(_ kelvin: Double, text: String) throws(RecordError) {
        guard PlanckianLocus.range.contains(kelvin) else {
            throw RecordError("the temperature is outside 1000–100000 K", quoting: text)
        }
    }
}
