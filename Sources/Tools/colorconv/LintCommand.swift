import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv lint`: the problems of a palette, a record each, with exit status 1 when there are any.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a palette: gamut, near-duplicates, contrast and color vision deficiency.",
        discussion: """
            Reads every color first, then writes a record per finding: a color outside --gamut, two colors \
            closer than --min-distance (ΔE2000), a text color below --contrast on an --against background, \
            and two colors closer than --min-distance once simulated for protanopia, deuteranopia or \
            tritanopia (--cvd). Records: {"kind":…,"colors":[…],"value":…,"limit":…} with "gamut", \
            "background" and "method", or "deficiency" by kind. Exit status 0 when nothing is found, 1 when \
            something is (or some input was bad), 64 for a usage error, 65 when all input was bad.
            """
    )

    /// The gamuts `--gamut` names.
    enum GamutName: String, NamedArgumentValue {
        case srgb, displayP3 = "display-p3"

        var space: ColorSpace { self == .srgb ? .srgb : .displayP3 }
    }

    /// The formats `colorconv lint` writes.
    enum Format: String, OutputFormatSubset {
        case ndjson, human
    }

    @Argument(help: ArgumentHelp("The palette's colors; none reads standard input (or --input).", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The gamut every color must lie in: srgb or display-p3.", valueName: "gamut"))
    var gamut: GamutName = .srgb

    @Option(name: .customLong("min-distance"), parsing: .unconditional,
            help: ArgumentHelp("The least ΔE2000 two colors must keep, seen normally and through --cvd (default 2).", valueName: "ΔE"),
            transform: NumberOption.number)
    var minDistance: Double = 2

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The least contrast of every color as text on each --against background.", valueName: "N"),
            transform: NumberOption.number)
    var contrast: Double?

    @Option(name: .long, help: ArgumentHelp("The backgrounds of --contrast, comma-separated; repeatable.", valueName: "colors"),
            completion: .custom(ColorCompletion.colors))
    var against: [String] = []

    @Option(name: .long, help: ArgumentHelp("The contrast method of --contrast: wcag21 or apca.", valueName: "method"))
    var method: TargetMethod = .wcag21

    @Option(name: .long, help: ArgumentHelp("The deficiencies simulated, comma-separated, or none.", valueName: "kinds"),
            completion: .list(["protan", "deutan", "tritan", "none"]))
    var cvd: String = "protan,deutan,tritan"

    @OptionGroup var options: RecordCommandOptions<Format>

    /// `--field`, `--precision`, `--strict`, `--unbuffered` and `--input`.
    var stream: StreamOptions { options.stream }

    /// The backgrounds of `--against`, each as written.
    var backgrounds: [String] { against.flatMap(Distinct.splitList) }

    /// The deficiencies of `--cvd`.
    func deficiencies() throws -> [ColorVisionDeficiency] {
        if cvd == "none" { return [] }
        return try cvd.split(separator: ",").map { word in
            guard let deficiency = ColorVisionDeficiency(rawValue: String(word)), deficiency != .achroma else {
                throw ValidationError("--cvd: \(Diagnostics.quote(String(word))) is not protan, deutan, tritan or none")
            }
            return deficiency
        }
    }

    func validate() throws {
        try stream.validate(operands: colors)
        _ = try deficiencies()
        guard minDistance.isFinite, minDistance >= 0 else {
            throw ValidationError("--min-distance \(ShortNumber.string(minDistance)) is negative: give a ΔE2000 such as 2")
        }
        if let contrast {
            guard !backgrounds.isEmpty else { throw ValidationError("--contrast needs the backgrounds: --against COLOR[,COLOR…]") }
            try method.validate(target: contrast, option: "--contrast")
        } else if !against.isEmpty {
            throw ValidationError("--against is the background of --contrast: give --contrast N too")
        }
        for text in backgrounds {
            do { _ = try CSSColor.parseInput(text) } catch { throw ValidationError("--against: \(error.message)") }
        }
    }

    func run() throws {
        var lint = PaletteLint()
        lint.gamut = gamut.space
        lint.minimumDistance = minDistance
        lint.deficiencies = try deficiencies()
        lint.contrastMethod = method.method
        if let contrast {
            lint.contrastTarget = contrast
            lint.backgrounds = try backgrounds.map { try CSSColor.parseInput($0) }
        }
        // Every color is read before the palette is checked, on this thread: -j changes nothing.
        let records = options.records(tool: "colorconv")
        var texts: [String] = [], palette: [Color] = []
        let status = records.run(arguments: colors) { input throws(RecordError) in
            palette.append(try records.parseColor(input))
            texts.append(String(decoding: input.colorText!, as: UTF8.self))
        }
        if [.ioError, .noInput, .usage].contains(status) || (stream.strict && status == .dataError) {
            throw ExitCode(status.rawValue)
        }
        let findings = lint.findings(palette)
        if options.resolvedFormat == .human {
            let view = HumanView(color: options.color, layout: .lines, precision: stream.precision)
            writeReport(findings, texts, palette, lint, view: view, into: &records.writer)
            _ = records.finishGeneratedLines()
        } else {
            for finding in findings {
                writeRecord(finding, texts, into: &records.writer)
                if !records.finishGeneratedRecord() { break }
            }
        }
        records.finishOutput()
        let exit = records.diagnostics.exitStatus
        throw ExitCode(exit == .success && !findings.isEmpty ? ExitStatus.someRecordsFailed.rawValue : exit.rawValue)
    }

    /// Adds one finding's fields to a record, for `finishGeneratedRecord` to end.
    func writeRecord(_ finding: PaletteLint.Finding, _ texts: [String], into writer: inout RecordWriter) {
        writer.beginRecord()
        writer.add([UInt8](utf8: "kind"), string: finding.kind.rawValue)
        writer.add([UInt8](utf8: "colors")) { out in
            out.appendLiteral("[")
            for (i, index) in finding.colors.enumerated() {
                if i > 0 { out.appendLiteral(",") }
                JSONString.append(texts[index], to: &out)
            }
            out.appendLiteral("]")
        }
        switch finding.kind {
        case .gamut:
            writer.add([UInt8](utf8: "gamut"), string: gamut.rawValue)
        case .contrast:
            writer.add([UInt8](utf8: "background"), string: backgrounds[finding.background!])
            writer.add([UInt8](utf8: "method"), string: method.rawValue)
        case .cvd:
            writer.add([UInt8](utf8: "deficiency"), string: finding.deficiency!.rawValue)
        case .duplicate:
            break
        }
        writer.add([UInt8](utf8: "value"), number: finding.value)
        writer.add([UInt8](utf8: "limit"), number: finding.limit)
    }

    /// Writes the report for a person: a line per finding with swatches, then a line of totals.
    func writeReport(_ findings: [PaletteLint.Finding], _ texts: [String], _ palette: [Color], _ lint: PaletteLint,
                     view: HumanView, into writer: inout RecordWriter) {
        let precision = min(stream.precision, 2)
        func color(_ index: Int) -> [HumanView.Cell] {
            [.swatch(palette[index]), .text(HumanView.cut(HumanView.escaped(texts[index]), to: 16), width: 16)]
        }
        for finding in findings {
            var cells: [HumanView.Cell] = [.text(finding.kind.rawValue, width: 9)]
            let value = ShortNumber.string(finding.value, precision: precision)
            let limit = ShortNumber.string(finding.limit, precision: precision)
            switch finding.kind {
            case .gamut:
                cells += color(finding.colors[0])
                cells.append(.text("outside \(gamut.rawValue) by \(ShortNumber.string(finding.value, precision: min(stream.precision, 4)))"))
            case .duplicate:
                cells += color(finding.colors[0]) + color(finding.colors[1])
                cells.append(.text("ΔE2000 \(value) < \(limit)"))
            case .contrast:
                let background = finding.background!
                cells += color(finding.colors[0])
                cells += [.text("on"), .swatch(lint.backgrounds[background]),
                          .text(HumanView.cut(HumanView.escaped(backgrounds[background]), to: 16), width: 16)]
                cells.append(.text("\(method.shown(finding.value)) < \(method.shown(finding.limit))"))
            case .cvd:
                cells += color(finding.colors[0]) + color(finding.colors[1])
                cells.append(.text("ΔE2000 \(value) < \(limit) for \(finding.deficiency!.rawValue)"))
            }
            view.writeLine(cells, into: &writer)
        }
        let count = findings.count
        writer.appendLine("\(count == 0 ? "no" : String(count)) finding\(count == 1 ? "" : "s") in \(palette.count) color\(palette.count == 1 ? "" : "s")")
    }
}
