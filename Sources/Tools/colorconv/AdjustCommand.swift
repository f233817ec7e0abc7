import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv adjust`: lighten, darken, saturate, rotate, complement, gray or set a channel of each color, or
/// move its lightness until it reads on a background (`--min-contrast`).
struct Adjust: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adjust",
        abstract: "Lighten, darken, saturate, rotate, gray or set a channel of colors.",
        discussion: """
            Works in OKLCh unless --in names another space. The operations apply in this \
            order: --set (in the order given), --lighten, --darken, --saturate, --desaturate, \
            --rotate, --complement, --gray, --alpha; each is the CSS relative color the manual \
            gives, such as oklch(from C calc(l + 0.1) c h) for --lighten 0.1. Then --min-contrast \
            moves the OKLCh lightness to the color nearest by ΔE2000 whose contrast as text on \
            --against reaches the target, keeping the hue and as much chroma as sRGB allows; a \
            color no lightness repairs is a bad record. Amounts are in the \
            channel's units (OKLCh lightness 0–1, chroma 0–0.4) or a percentage of its range. \
            Records: "color" (the adjusted color, lossless), "hex" (gamut mapped) and the spaces \
            of --to, added to the input object's fields.
            """
    )

    @Argument(help: ArgumentHelp("Colors to adjust; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Add N to the lightness (e.g. 0.1 or 10%).", valueName: "N"))
    var lighten: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Take N from the lightness (a number or a percentage).", valueName: "N"))
    var darken: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Add N to the chroma or saturation (a number or a percentage).", valueName: "N"))
    var saturate: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Take N from the chroma or saturation (a number or a percentage).", valueName: "N"))
    var desaturate: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Add an angle to the hue (degrees, or with deg, rad, grad, turn).", valueName: "deg"))
    var rotate: String?

    @Flag(name: .long, help: "Turn the hue half way round (rotate by 180°).")
    var complement = false

    @Flag(name: .long, help: "Set the chroma or saturation to 0.")
    var gray = false

    @Option(name: .long, help: ArgumentHelp("Set a channel, e.g. oklch.l=0.7 or hsl.s=50% (repeatable).", valueName: "space.channel=value"),
            completion: .custom(AdjustmentRequest.completeSet))
    var set: [String] = []

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Set alpha (0–1 or a percentage).", valueName: "A"))
    var alpha: String?

    @Option(name: .customLong("min-contrast"), parsing: .unconditional,
            help: ArgumentHelp("Move the lightness until the contrast on --against reaches N (a WCAG 2.1 ratio, or APCA |Lc|).", valueName: "N"),
            transform: NumberOption.number)
    var minContrast: Double?

    @Option(name: .customLong("against"), help: ArgumentHelp("The background of --min-contrast.", valueName: "color"),
            completion: .custom(ColorCompletion.colors))
    var against: String?

    @Option(name: .long, help: ArgumentHelp("The contrast method of --min-contrast: wcag21 or apca.", valueName: "method"))
    var method: TargetMethod = .wcag21

    @Option(name: .customLong("in"), help: ArgumentHelp("The space the operations work in (default oklch).", valueName: "space"),
            completion: .custom(ColorCompletion.spaces))
    var space: String = "oklch"

    @OptionGroup var output: ColorOutputOptions

    @OptionGroup var options: RecordCommandOptions<OutputFormat>

    /// The operations as given, in the order they apply.
    var request: AdjustmentRequest {
        var request = AdjustmentRequest(space: space)
        for item in set { request.steps.append(("set", item)) }
        if let lighten { request.steps.append(("lighten", lighten)) }
        if let darken { request.steps.append(("darken", darken)) }
        if let saturate { request.steps.append(("saturate", saturate)) }
        if let desaturate { request.steps.append(("desaturate", desaturate)) }
        if let rotate { request.steps.append(("rotate", rotate)) }
        if complement { request.steps.append(("complement", nil)) }
        if gray { request.steps.append(("gray", nil)) }
        if let alpha { request.steps.append(("alpha", alpha)) }
        return request
    }

    func validate() throws {
        try options.stream.validate(operands: colors)
        guard !request.steps.isEmpty || minContrast != nil else {
            throw ValidationError(
                "adjust needs an operation: --lighten, --darken, --saturate, --desaturate, --rotate, --complement, --gray, --set, --alpha or --min-contrast")
        }
        if let minContrast {
            guard let against else { throw ValidationError("--min-contrast needs the background: --against COLOR") }
            do { _ = try CSSColor.parseInput(against) } catch { throw ValidationError("--against: \(error.message)") }
            try method.validate(target: minContrast, option: "--min-contrast")
        } else if against != nil {
            throw ValidationError("--against is the background of --min-contrast: give --min-contrast N too")
        }
        do {
            _ = try request.adjustment()
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        let adjustment = try! request.adjustment()
        let records = options.records(tool: "colorconv")
        let space = adjustment.space
        let format = options.resolvedFormat
        let background = try against.map { try CSSColor.parseInput($0) }
        let repair = minContrast.map { target in ContrastRepair(target: target, against: background!, method: method.method) }
        let contrastKey = [UInt8](utf8: "contrast")
        var notes: [HumanView.Cell] = []
        if !request.steps.isEmpty { notes.append(.text(request.summary, label: "adjust", fromInput: true)) }
        if let minContrast, let against {
            notes.append(.text("\(method.shown(minContrast)) on \(against) (\(method.rawValue))", label: "min contrast", fromInput: true))
        }
        let status = records.run(arguments: colors, jobs: options.jobs.threads) { records in
            let fields = output.fields()
            let routes = CoordinateRoutes(to: adjustment.space)
            // The formats other than records, built only when asked for: the record loop captures one reference for them.
            let lines = format == .ndjson ? nil : ConvertLines(
                format: format, targets: ColorTarget.list(output.to), precision: options.stream.precision,
                cssPrecision: options.stream.cssPrecision, notation: output.css, gamut: output.gamut,
                gamutSpace: output.gamutSpace?.space,
                color: options.color, layout: colors.count == 1 ? .block : .lines, notes: notes)
            return { input throws(RecordError) in
                let color = try records.parseColor(input)
                var adjusted = color
                if !adjustment.operations.isEmpty {
                    let (coords, alpha) = adjustment.apply(coordinates: routes.coordinates(of: color), alpha: color.alpha)
                    adjusted = Color(space, coords, alpha: alpha)
                }
                var contrast: Double?
                if let repair {
                    switch repair.repairIn8Bit(adjusted) {
                    case .reached(let repaired, let value):
                        adjusted = repaired
                        contrast = value
                    case .unreachable(let best, let end):
                        throw RecordError(method.unreachableMessage(target: repair.target, background: against!, best: best, with: end))
                    }
                }
                if let lines {
                    lines.write(adjusted, from: color, text: String(decoding: input.colorText!, as: UTF8.self), into: &records.writer)
                    return
                }
                fields.write(adjusted, into: &records.writer)
                if let contrast { records.writer.add(contrastKey, number: contrast) }
                records.finishRecord(input)
            }
        }
        throw ExitCode(status.rawValue)
    }
}

/// The operations of `adjust` as words and values, read into a `ColorAdjustment`: shared by the command and the REPL.
struct AdjustmentRequest {
    /// Why the words do not make an adjustment.
    struct Failure: Error {
        var message: String
    }

    /// The working space's name.
    var space: String
    /// The operations in order: a word (`lighten`, `set`, `gray`, …) and its value, if it takes one.
    var steps: [(operation: String, value: String?)] = []

    /// The words that name operations, and whether each takes a value.
    static let operations: [(name: String, takesValue: Bool)] = [
        ("set", true), ("lighten", true), ("darken", true), ("saturate", true), ("desaturate", true),
        ("rotate", true), ("complement", false), ("gray", false), ("alpha", true),
    ]

    /// The operations in the order they apply and the working space, in words: `lighten 0.1, rotate 30 in oklch`.
    var summary: String {
        ordered.map { step in step.value.map { "\(step.operation) \($0)" } ?? step.operation }.joined(separator: ", ") + " in \(space)"
    }

    /// The steps in the documented order, whatever order the words came in; `set`s keep theirs.
    var ordered: [(operation: String, value: String?)] {
        func rank(_ word: String) -> Int { Self.operations.firstIndex { $0.name == word } ?? Self.operations.count }
        return steps.enumerated().sorted { (rank($0.element.operation), $0.offset) < (rank($1.element.operation), $1.offset) }.map(\.element)
    }

    /// The adjustment the words describe.
    func adjustment() throws(Failure) -> ColorAdjustment {
        guard let working = ColorSpaces.named(space) else {
            throw Failure(message: "--in: unknown space \"\(space)\" (see `colorconv spaces`)")
        }
        func channel(_ category: ColorSpace.Category, _ option: String) throws(Failure) -> ColorSpace.Channel {
            guard let channel = working.channels.first(where: { $0.category == category }) else {
                let description = category == .lightness ? "lightness" : "chroma or saturation"
                throw Failure(message: "--\(option): \(working.id) has no \(description) channel; choose another space with --in")
            }
            return channel
        }
        func amount(_ text: String?, _ channel: ColorSpace.Channel, _ option: String) throws(Failure) -> Double {
            guard let text, let value = ColorAdjustment.value(text, for: channel) else {
                throw Failure(message: "--\(option): \(Diagnostics.quote(text ?? "")) is not a number or a percentage")
            }
            return value
        }
        // A number (not a percentage) that moves a channel by more than its whole range is refused: `--lighten 10`
        // in OKLCh is 10 %, written without its `%`, more often than white.
        func change(_ text: String?, _ category: ColorSpace.Category, _ option: String) throws(Failure) -> Double {
            let channel = try channel(category, option)
            let value = try amount(text, channel, option)
            let span = channel.range.upperBound - channel.range.lowerBound
            if let text, !text.hasSuffix("%"), abs(value) > span {
                let range = value < 0 ? -span...0 : 0...span
                throw Failure(message: NumberOption.outsideRange("--\(option)", text, value: value, range: range).description)
            }
            return value
        }
        var operations: [ColorAdjustment.Operation] = []
        for (operation, value) in ordered {
            switch operation {
            case "set": operations.append(try Self.set(value ?? ""))
            case "lighten": operations.append(.lighten(try change(value, .lightness, operation)))
            case "darken": operations.append(.lighten(-(try change(value, .lightness, operation))))
            case "saturate": operations.append(.saturate(try change(value, .colorfulness, operation)))
            case "desaturate": operations.append(.saturate(-(try change(value, .colorfulness, operation))))
            case "rotate":
                guard let degrees = value.flatMap(ColorAdjustment.angle) else {
                    throw Failure(message: "--rotate: \(Diagnostics.quote(value ?? "")) is not an angle (degrees, or with deg, rad, grad or turn)")
                }
                operations.append(.rotate(degrees))
            case "complement": operations.append(.rotate(180))
            case "gray": operations.append(.gray)
            case "alpha":
                let unit = ColorSpace.Channel("alpha", "alpha", 0...1, .other)
                let alpha = try amount(value, unit, operation)
                guard (0...1).contains(alpha) else {
                    guard let value, !value.hasSuffix("%") else {
                        throw Failure(message: "--alpha \(value ?? "") is outside 0%…100%")
                    }
                    throw Failure(message: NumberOption.outsideRange("--alpha", value, value: alpha, range: 0...1).description)
                }
                operations.append(.alpha(alpha))
            default: throw Failure(message: "unknown operation \(Diagnostics.quote(operation))")
            }
        }
        do {
            return try ColorAdjustment(in: working, operations: operations)
        } catch {
            throw Failure(message: error.message)
        }
    }

    /// Reads `SPACE.CHANNEL=VALUE`.
    static func set(_ text: String) throws(Failure) -> ColorAdjustment.Operation {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, target.count == 2 else {
            throw Failure(message: "--set: expected SPACE.CHANNEL=VALUE such as oklch.l=0.7, not \(Diagnostics.quote(text))")
        }
        guard let space = ColorSpaces.named(String(target[0])) else {
            throw Failure(message: "--set: unknown space \(Diagnostics.quote(String(target[0]))) (see `colorconv spaces`)")
        }
        let key = target[1].lowercased()
        guard let index = space.channels.firstIndex(where: { $0.key == key || $0.name.lowercased() == key }) else {
            let keys = space.channels.map(\.key).joined(separator: ", ")
            throw Failure(message: "--set: \(space.id) has no channel \(Diagnostics.quote(String(target[1]))); its channels are \(keys)")
        }
        let channel = space.channels[index]
        guard let value = ColorAdjustment.value(String(parts[1]), for: channel, allowsNone: true) else {
            throw Failure(message: "--set: \(Diagnostics.quote(String(parts[1]))) is not a number, a percentage or none")
        }
        // A lightness or a saturation set by a number outside its range would be clamped to an end of it:
        // `--set oklch.l=70` is 70 %, written without its `%`, more often than white.
        let isFraction = channel.category == .lightness || (channel.category == .colorfulness && channel.name == "saturation")
        if isFraction, !parts[1].hasSuffix("%"), !value.isNaN, !channel.range.contains(value) {
            throw Failure(message: NumberOption.outsideRange("--set", text, value: value, range: channel.range).description)
        }
        return .set(space: space, channel: index, value: value)
    }

    /// Completion of `--set`: `space.` then `space.channel=`.
    @Sendable
    static func completeSet(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        let lower = prefix.lowercased()
        if let dot = lower.firstIndex(of: "."), let space = ColorSpaces.named(String(lower[..<dot])) {
            return space.channels.map { "\(lower[..<dot]).\($0.key)=" }.filter { $0.hasPrefix(lower) }
        }
        return ColorSpaces.allNames.map { $0 + "." }.filter { $0.hasPrefix(lower) }
    }
}
