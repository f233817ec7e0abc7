import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaRuntime
import ChromaStream

/// `colorconv sort`: the input records in the order of a color property.
struct Sort: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sort",
        abstract: "Sort colors by hue, chroma, lightness, luminance or name.",
        discussion: """
            Reads every record first, then writes them as convert would (fields kept, "color" and "hex" \
            written, the --to fields added) in ascending order; equal keys keep their input order. Colors \
            without a hue (grays) come after the others in a hue sort, from dark to light.
            """
    )

    /// What records are sorted by.
    enum Key: String, NamedArgumentValue {
        case hue, chroma, lightness, luminance, name
    }

    @Argument(help: ArgumentHelp("Colors to sort; none reads standard input.", valueName: "color"),
              completion: .custom(ColorCompletion.colors))
    var colors: [String] = []

    @Option(name: .long, help: ArgumentHelp("The key: \(Key.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "key"))
    var by: Key = .hue

    @Option(name: .customLong("in"), help: ArgumentHelp("The space of hue, chroma and lightness (default oklch).", valueName: "space"),
            completion: .custom(ColorCompletion.spaceList))
    var space: String?

    @Flag(name: .long, help: "Sort in descending order (equal keys still in input order).")
    var reverse = false

    @OptionGroup var output: PaletteOutputOptions

    @OptionGroup var stream: StreamOptions
    @OptionGroup var colorOptions: ColorOptions
    @OptionGroup var colorScheme: ColorSchemeOption

    func validate() throws {
        try stream.validate(operands: colors)
        _ = try keySpace()
    }

    /// The space the key is read in and the channel it is: nil for luminance and name.
    func keySpace() throws -> (space: ColorSpace, channel: Int)? {
        switch by {
        case .luminance, .name:
            if let space { throw ValidationError("--in \(Diagnostics.quote(space)): --by \(by.rawValue) is read in no space") }
            return nil
        case .hue, .chroma, .lightness:
            let name = space ?? "oklch"
            guard let found = ColorSpaces.named(name) else {
                throw ValidationError("--in: unknown space \(Diagnostics.quote(name)) (see `colorconv spaces`)")
            }
            let channel: Int?
            switch by {
            case .hue: channel = found.hueIndex
            default: channel = found.channels.firstIndex { $0.name == by.rawValue }
            }
            guard let channel else {
                let spaces = ColorSpaces.all.filter { space in
                    by == .hue ? space.hueIndex != nil : space.channels.contains { $0.name == by.rawValue }
                }
                throw ValidationError("--in \(found.id) has no \(by.rawValue); use one of \(spaces.map(\.id).joined(separator: ", "))")
            }
            return (found, channel)
        }
    }

    /// One record's place in the order.
    struct SortKey {
        /// 0, or 1 for a color without a hue in a hue sort (after the others).
        var group: Int
        var value: Double
        var name: String = ""
        /// What orders equal values: lightness for grays in a hue sort, the ΔE of the name in a name sort.
        var tieBreak: Double = 0
    }

    func key(of color: Color, in keySpace: (space: ColorSpace, channel: Int)?) -> SortKey {
        switch by {
        case .luminance:
            return SortKey(group: 0, value: Self.coordinates(color, in: .xyzD65).y)
        case .name:
            let nearest = NearestName.find(color)
            return SortKey(group: 0, value: 0, name: nearest.name, tieBreak: nearest.deltaE)
        case .hue, .chroma, .lightness:
            let (space, channel) = keySpace!
            let value = Color(color.space, ColorSpace.zeroingMissing(color.coords)).converted(to: space).coords[channel]
            guard by == .hue else { return SortKey(group: 0, value: value.isNaN ? 0 : value) }
            if value.isNaN {
                return SortKey(group: 1, value: 0, tieBreak: Self.coordinates(color, in: .oklab).x)
            }
            return SortKey(group: 0, value: value)
        }
    }

    /// The color's coordinates in `space`, a missing component read as 0 before and after conversion.
    static func coordinates(_ color: Color, in space: ColorSpace) -> SIMD4<Double> {
        ColorSpace.zeroingMissing(Color(color.space, ColorSpace.zeroingMissing(color.coords)).converted(to: space).coords)
    }

    /// Whether `a` goes before `b` (not counting input order).
    static func ascending(_ a: SortKey, _ b: SortKey) -> Bool {
        if a.group != b.group { return a.group < b.group }
        if a.name != b.name { return a.name < b.name }
        if a.value != b.value { return a.value < b.value }
        return a.tieBreak < b.tieBreak
    }

    /// The most records `sort` holds: each takes about 130 bytes besides its line, 1.3 GB for this many.
    static let maximumRecords = 10_000_000

    /// A record read, to be written once sorted: its key, its color and where its line is in the kept lines.
    struct Entry {
        var key: SortKey
        var color: Color
        var line: Range<Int>
        var isObject: Bool
        var origin: Diagnostics.Origin
    }

    func run() throws {
        let fields = output.fields()
        let keySpace = try keySpace()
        let records = RecordStream(tool: "colorconv", options: stream)
        // The records are written once all are read: what is kept is each record's line and color, and the
        // record is formatted as it is written, so that memory follows the input, not the fields asked for.
        var lines: [UInt8] = []
        var entries: [Entry] = []
        let format = output.resolvedFormat
        // The formats other than records write the colors alone.
        let formatLines = format == .ndjson ? nil : ConvertLines(
            format: format, targets: ColorTarget.list(output.to), precision: stream.precision, cssPrecision: stream.cssPrecision, notation: .modern,
            gamut: .css, color: colorOptions.color, layout: .lines)
        var overLimit = false
        let status = records.run(arguments: colors) { input throws(RecordError) in
            let color = try records.parseColor(input)
            guard entries.count < Self.maximumRecords else {
                overLimit = true
                records.stop(
                    "sort holds at most \(Self.maximumRecords) records, and the input has more: nothing written "
                        + "(sort a part at a time, or keep fewer records with `jq` or `head` first)",
                    status: .dataError)
                return
            }
            let start = lines.count
            if formatLines == nil { lines.append(contentsOf: input.line) }
            entries.append(Entry(key: key(of: color, in: keySpace), color: color, line: start..<lines.count,
                                 isObject: input.isObject, origin: input.origin))
        }
        // Nothing is sorted from input that could not be read, that --strict stopped at, or past the limit.
        if [.ioError, .noInput].contains(status) || (stream.strict && status == .dataError) || overLimit {
            throw ExitCode(status.rawValue)
        }
        let reverse = self.reverse
        let order = entries.indices.sorted { i, j in
            let a = entries[i].key, b = entries[j].key
            if reverse ? Self.ascending(b, a) : Self.ascending(a, b) { return true }
            if reverse ? Self.ascending(a, b) : Self.ascending(b, a) { return false }
            return i < j
        }
        var scanner = JSONObjectScanner()
        lines.withUnsafeBufferPointer { kept in
            for index in order {
                let entry = entries[index]
                if let formatLines {
                    formatLines.write(entry.color, into: &records.writer)
                } else {
                    let line = UnsafeBufferPointer(rebasing: kept[entry.line])
                    let start = records.writer.output.count
                    records.writer.beginRecord()
                    fields.write(entry.color, into: &records.writer)
                    // The line was read as an object once already; scanning it again gives the same members.
                    if entry.isObject, (try? scanner.scan(line)) != nil {
                        records.writer.finish(input: line, scanner: scanner)
                    } else {
                        records.writer.finish()
                    }
                    let written = records.writer.output.count - start
                    if written > LineReader.defaultMaximumLineLength {
                        records.writer.output.truncate(to: start)
                        records.diagnostics.recordFailed(entry.origin, RecordStream.tooLongRecordMessage(written), input: line)
                        continue
                    }
                }
                if records.sink.flushesEachRecord || records.writer.output.count >= records.sink.blockSize {
                    records.finishOutput()
                    if records.outputClosed || records.diagnostics.fatalStatus != nil { break }
                }
            }
        }
        records.finishOutput()
        throw ExitCode(records.diagnostics.exitStatus.rawValue)
    }
}
