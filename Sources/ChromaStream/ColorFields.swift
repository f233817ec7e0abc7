import ChromaKit
import ChromaRuntime

/// Writes the fields of a color record (chromatools(7), RECORD FIELDS): `color`, `hex`, `alpha` and the requested spaces.
///
/// Which spaces and extras to write is decided once, from a `--to` list;
/// keys are prepared as bytes then, and conversion routes are cached per
/// source space, so writing a record is conversion and number formatting only.
/// Colors that are exact 8-bit sRGB (anything read from hex, most named and
/// `rgb()` colors) take a fast path for `color` and `hex`.
public final class ColorFields {
    /// Something `--to` can ask for besides a space.
    public enum Extra: String, Sendable, CaseIterable {
        /// `rgb8`: integer sRGB channels 0–255 after gamut mapping.
        case rgb8
        /// `name` and `nameDeltaE`: the nearest CSS named color by ΔE2000.
        case name
        /// `inGamut`: whether the color fits sRGB, or the gamut space asked for.
        case inGamut
    }

    /// Why a `--to` list was refused.
    public struct ListError: Error, Sendable {
        public var message: String
    }

    /// The spaces written, in order.
    public let spaces: [ColorSpace]
    /// The extras written after them.
    public let extras: [Extra]
    /// How `hex` and `rgb8` bring a color into sRGB, and the space objects into `gamutSpace`.
    public let gamut: GamutMethod
    /// The RGB space the color is brought into by `gamut` before the space objects are written, and that
    /// `inGamut` tests (`--gamut-space`); nil writes the color's own coordinates and tests sRGB.
    public let gamutSpace: ColorSpace?
    /// Whether there is a `gamutSpace`: one byte the hot path reads instead of the reference (a retain and a release).
    private let mapsIntoGamutSpace: Bool
    /// How every conversion changes white (`--adaptation`; CSS's Bradford by default).
    public let adaptation: ChromaticAdaptation
    /// With a method other than CSS's, the routes into XYZ D65 that take a color out of a space of another white
    /// before what is sRGB's or the named colors' own (`hex`, `rgb8`, `inGamut`, `name`, gamut mapping) is computed.
    private let intoD65: ConversionRoutes?
    /// With a method other than CSS's, the routes into the space `inGamut` tests (`gamutSpace`, else sRGB), one per
    /// source space, built on first use.
    private let intoTestedGamut: ConversionRoutes?

    private let layoutStorage = NumberObjectLayout.Storage()
    /// The `color` and `hex` of colors off the 8-bit grid, written without allocating.
    private let layouts: UnsafeMutableBufferPointer<NumberObjectLayout>
    private let rgb8Layout: NumberObjectLayout
    /// The nearest-name search, with its own routes into Lab, when `name` is written.
    private let nameSearch: NearestNameSearch?
    /// The names the search chooses from as JSON strings, when `name` is written.
    private let quotedNames: QuotedStrings?
    /// The routes from each source space seen so far to the requested spaces, one buffer per source,
    /// allocated once and freed in `deinit` (the spaces are kept alive by `routeSources`).
    @exclusivity(unchecked) private var routeSources: [ColorSpace] = []
    @exclusivity(unchecked) private var routeBuffers: [UnsafeMutableBufferPointer<ConversionPath>] = []
    /// The last route used, as plain values: the source's identity and its buffer. A stream's
    /// records nearly always share one source space, so this check is all most records pay,
    /// with no reference counting (the routes cache is keyed on the space, not on the color).
    @exclusivity(unchecked) private var lastSource: ObjectIdentifier?
    @exclusivity(unchecked) private var lastPaths = UnsafeBufferPointer<ConversionPath>(start: nil, count: 0)
    /// The same routes' steps, copied into memory this object owns (freed in `deinit`), one
    /// buffer per route, so that the hot path runs them without copying a `ConversionPath`
    /// (which would retain and release its four references per call).
    @exclusivity(unchecked) private var routeSteps: [UnsafeMutableBufferPointer<FastRoute>] = []
    @exclusivity(unchecked) private var lastSteps = UnsafeBufferPointer<FastRoute>(start: nil, count: 0)
    /// Per source, where each route starts once the steps it shares with an earlier route are run
    /// (`SharedStart`), and room for the coordinates between steps; freed in `deinit`.
    @exclusivity(unchecked) private var routeStarts: [UnsafeMutableBufferPointer<SharedStart>] = []
    @exclusivity(unchecked) private var routeScratch: [UnsafeMutableBufferPointer<SIMD4<Double>>] = []
    @exclusivity(unchecked) private var lastStarts = UnsafeBufferPointer<SharedStart>(start: nil, count: 0)
    @exclusivity(unchecked) private var lastScratch = UnsafeMutablePointer<SIMD4<Double>>(bitPattern: 0x10)!

    /// Where one space's route starts in a record: the routes from one source to the requested spaces
    /// often begin with the same steps (sRGB's decoding and its matrix to XYZ for most spaces, the whole
    /// route to Lab for LCh's), and those run once per record. The coordinates after each step that is
    /// run are kept in a scratch slot, so that a later route can start from them.
    struct SharedStart {
        /// The first step this route runs itself; the steps before it are an earlier route's.
        var firstStep: Int
        /// The slot holding the coordinates after step `firstStep - 1`, or -1 for the source coordinates.
        var inputSlot: Int
        /// The slot of the coordinates after step `firstStep`; the following steps take the following slots.
        var firstSlot: Int
    }
    /// The routes to sRGB that the `color` and `hex` of an inexact color start from, per source space
    /// (freed in `deinit`), and the last one used.
    @exclusivity(unchecked) private var srgbRouteSources: [ColorSpace] = []
    @exclusivity(unchecked) private var srgbRoutes: [FastRoute] = []
    @exclusivity(unchecked) private var lastSRGBSource: ObjectIdentifier?
    @exclusivity(unchecked) private var lastSRGBRoute: FastRoute?

    /// sRGB's identity, compared with a color's space without touching the global (a lazy-initialization
    /// check and a retain each time).
    private let srgbIdentity = ObjectIdentifier(ColorSpace.srgb)
    /// The quoted text of the `color` field being written; reused from record to record.
    private let colorText = ByteBuffer(capacity: 256)
    private static let colorKey = [UInt8](utf8: "color")
    private static let hexKey = [UInt8](utf8: "hex")
    private static let rgb8Key = [UInt8](utf8: "rgb8")

    /// Makes a field writer for these spaces and extras.
    public init(
        spaces: [ColorSpace], extras: [Extra] = [], gamut: GamutMethod = .css, gamutSpace: ColorSpace? = nil,
        adaptation: ChromaticAdaptation = .bradford
    ) {
        self.spaces = spaces
        self.adaptation = adaptation
        intoD65 = adaptation.isCSS ? nil : ConversionRoutes(to: .xyzD65, adaptation: adaptation)
        intoTestedGamut = adaptation.isCSS || !extras.contains(.inGamut)
            ? nil : ConversionRoutes(to: gamutSpace ?? .srgb, adaptation: adaptation)
        self.extras = extras
        self.gamut = gamut
        self.gamutSpace = gamutSpace
        mapsIntoGamutSpace = gamutSpace != nil
        layouts = .allocate(capacity: spaces.count)
        _ = layouts.initialize(from: spaces.map { [layoutStorage] space in
            layoutStorage.layout(key: Array(space.jsonKey.utf8), channels: space.channels.map { Array($0.key.utf8) })
        })
        rgb8Layout = layoutStorage.layout(key: Self.rgb8Key, channels: [[UInt8(ascii: "r")], [UInt8(ascii: "g")], [UInt8(ascii: "b")]])
        nameSearch = extras.contains(.name) ? NearestNameSearch() : nil
        quotedNames = extras.contains(.name) ? QuotedStrings(NearestName.names) : nil
    }

    deinit {
        layouts.deallocate()
        for buffer in routeBuffers {
            buffer.deinitialize()
            buffer.deallocate()
        }
        for buffers in routeSteps {
            for route in buffers { route.deallocate() }
            buffers.deallocate()
        }
        for buffer in routeStarts { buffer.deallocate() }
        for buffer in routeScratch { buffer.deallocate() }
        for route in srgbRoutes { route.deallocate() }
    }

    /// Reads a `--to` list: comma-separated space names or extras, or `all`.
    public convenience init(
        list: String, gamut: GamutMethod = .css, gamutSpace: ColorSpace? = nil, adaptation: ChromaticAdaptation = .bradford
    ) throws(ListError) {
        var spaces: [ColorSpace] = []
        var extras: [Extra] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: true) {
            let name = item.trimmingBlanks().lowercased()
            if name.isEmpty { continue }
            if name == "all" {
                for s in ColorSpaces.all where !spaces.contains(where: { $0 === s }) { spaces.append(s) }
                for e in Extra.allCases where !extras.contains(e) { extras.append(e) }
            } else if let e = Extra(rawValue: name) ?? (name == "ingamut" ? .inGamut : nil) {
                if !extras.contains(e) { extras.append(e) }
            } else if let s = ColorSpaces.named(name) {
                if !spaces.contains(where: { $0 === s }) { spaces.append(s) }
            } else {
                throw ListError(message: "unknown space \"\(item)\" (see `colorconv spaces`)")
            }
        }
        self.init(spaces: spaces, extras: extras, gamut: gamut, gamutSpace: gamutSpace, adaptation: adaptation)
    }

    /// Every word a `--to` list accepts, for completion.
    public static var listWords: [String] {
        ["all"] + ColorSpaces.allNames + Extra.allCases.map(\.rawValue)
    }

    /// Adds the record's fields for `color` to `writer`.
    public func write(_ color: Color, into writer: inout RecordWriter) {
        let color = CSSColor.readBack(color)
        addColor(color, into: &writer, withHex: true)
        if !(color.alpha >= CSSColor.alphaWrittenAsOne) {
            // Like the color's text, whatever --precision says: 0.5 is never written as 1.
            let alpha = color.alpha
            writer.add("alpha") { $0.appendNumber(alpha, precision: CSSColor.colorFieldPrecision) }
        } else {
            // Opaque: no alpha field, but an input record's stale alpha must not stay.
            writer.replaceOnly("alpha", literal: "1")
        }
        if !spaces.isEmpty {
            if mapsIntoGamutSpace {
                addSpacesMappedIntoGamutSpace(color, into: &writer)
            } else {
                forEachConversion(of: color) { i, coords in writer.add(layouts[i], numbers: coords) }
            }
        }
        for extra in extras {
            switch extra {
            case .rgb8:
                let c = inD65(color).rgb8(gamut: gamut)
                writer.add(rgb8Layout, numbers: SIMD4(Double(c.red), Double(c.green), Double(c.blue), 0), precision: 0)
            case .name:
                addNearestName(inD65(color), into: &writer)
            case .inGamut:
                let gamutSpace = gamutSpace ?? .srgb
                writer.add("inGamut", bool: Gamut.contains(intoTestedGamut?.converted(color) ?? color, in: gamutSpace))
            }
        }
    }

    /// Adds the space objects of the color brought into `gamutSpace` by `gamut`, instead of the color's own.
    @inline(never)
    private func addSpacesMappedIntoGamutSpace(_ color: Color, into writer: inout RecordWriter) {
        forEachConversion(of: gamut.map(inD65(color), to: gamutSpace!)) { i, coords in writer.add(layouts[i], numbers: coords) }
    }

    /// `color` where gamut mapping and sRGB's and the named colors' facts are computed: itself, or with a
    /// method other than CSS's and a space of another white, the color in XYZ D65 by that method, so that
    /// what follows (through OKLCh and sRGB, by CSS's matrices) changes no white.
    @inline(__always)
    func inD65(_ color: Color) -> Color {
        intoD65 == nil ? color : adaptedIntoD65(color)
    }

    /// `inD65(_:)` once there is a method other than CSS's.
    @inline(never)
    private func adaptedIntoD65(_ color: Color) -> Color {
        guard let intoD65, color.space.changesWhiteToXYZD65 else { return color }
        return intoD65.converted(color)
    }

    /// Calls `body` with the index of each requested space and `color`'s coordinates in it, in order: what
    /// `ConversionPath.apply` gives, bit for bit.
    @inline(__always)
    func forEachConversion(of color: Color, _ body: (Int, SIMD4<Double>) -> Void) {
        let paths = routes(from: color.space)
        let coords = color.coords
        guard !color.space.needsCarrying(coords) else {
            for i in 0..<paths.count { body(i, paths[i].apply(coords)) }
            return
        }
        // No missing component and no powerless hue: `apply` would only run the steps, and the steps a route shares
        // with an earlier one give the same coordinates, so each is run once.
        let steps = lastSteps, starts = lastStarts, scratch = lastScratch
        for i in 0..<steps.count {
            let route = steps[i], start = starts[i]
            var v = start.inputSlot < 0 ? coords : scratch[start.inputSlot]
            var slot = start.firstSlot
            for k in start.firstStep..<route.stepCount {
                v = route.runStep(k, v)
                scratch[slot] = v
                slot &+= 1
            }
            body(i, v)
        }
    }

    /// Adds `color` (lossless) and, if asked, `hex`; exact 8-bit sRGB colors write the same hex text for both.
    ///
    /// The text has `CSSColor.colorFieldPrecision` decimals whatever `--precision` says, and it reads back
    /// as the same 8-bit color: where the rounded text would not (a channel on a half step, such as the
    /// mix of teal and #dfd in sRGB, 110.5/255), every digit is written instead.
    func addColor(_ color: Color, into writer: inout RecordWriter, withHex: Bool) {
        let isSRGB = ObjectIdentifier(color.space) == srgbIdentity
        // (A missing alpha, which hex cannot say, takes the general path: `rgb(R G B / none)`.)
        if isSRGB, !color.alpha.isNaN, let bytes = color.exactSRGB8Coordinates {
            var text = HexText(bytes)
            withUnsafeBytes(of: &text.bytes) { raw in
                let quoted = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: text.count)
                writer.add("color", raw: quoted)
                if withHex { writer.add("hex", raw: quoted) }
            }
            return
        }
        // The text and the hex both start from the color in sRGB: convert once, through a route run from
        // memory this object owns. The same bytes as `CSSColor.recordString` and `Color.hexString(gamut:)`.
        let srgb = srgbChannels(of: color, zeroed: color.space.zeroedForConversion(color.coords), isSRGB: isSRGB)
        let bytes = hexBytes(of: color, srgb)
        var text = colorText
        text.removeAll()
        text.appendByte(UInt8(ascii: "\""))
        let precision = CSSColor.colorFieldPrecision
        CSSColor.appendSerialization(color, srgb: srgb, precision: precision, to: &text)
        if text[1..<2].first != UInt8(ascii: "#") && !Self.surelyReadsBack(color, srgb: srgb)
            && !reads(text[1..<text.count], as: bytes) {
            text.truncate(to: 1)
            CSSColor.appendExactSerialization(color, to: &text)
        }
        // (CSS text needs no JSON escape.)
        text.appendByte(UInt8(ascii: "\""))
        writer.add("color", raw: text[0..<text.count])
        if withHex {
            var hex = HexText(bytes)
            withUnsafeBytes(of: &hex.bytes) { raw in
                writer.add("hex", raw: UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: hex.count))
            }
        }
    }

    /// The 8-bit sRGB channels and alpha of `color` after gamut mapping, from its sRGB channels `srgb`.
    @inline(__always)
    private func hexBytes(of color: Color, _ srgb: SIMD4<Double>) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        inD65(color).rgb8(gamut: gamut, srgb: srgb)
    }

    /// How near, in 8-bit steps, a channel must come to a half step (or to 0 or 255) before the `color` text of
    /// a color of a CSS Color 4 space is read back to check its hex: four times the most that six decimals move
    /// a channel of such a color inside sRGB (about 0.011 of a step, in OKLab and XYZ;
    /// `ColorFieldsReadBackMarginTests` measures every space). Reading back only there takes `colormix` from
    /// 2.75 to 2.2 times the time of `colorconv --to oklch` (bench/run.sh).
    static let readBackMargin = 0.045

    /// Whether the `color` text of `color`, whose sRGB channels are `srgb`, reads back as the same 8-bit color
    /// without reading it: a color of a CSS Color 4 space written in its own form at six decimals, inside sRGB,
    /// every channel and the alpha further than `readBackMargin` from a half step and from the ends.
    @inline(__always)
    static func surelyReadsBack(_ color: Color, srgb: SIMD4<Double>) -> Bool {
        guard color.space.css.standing == .standard, CSSColor.isWritable(color.coords, in: color.space),
              !color.alpha.isNaN else { return false }
        var steps = srgb * 255
        // An alpha of 1 is not written (any step clear of the edges stands for it); another has six decimals.
        steps[3] = color.alpha == 1 ? 128 : color.alpha * 255
        let margin = SIMD4<Double>(repeating: readBackMargin)
        let inside = (steps .>= margin) .& (steps .<= 255 - margin)
        let pastHalf = steps - steps.rounded(.down) - 0.5
        let awayFromHalf = (pastHalf .> margin) .| (pastHalf .< -margin)
        return all(inside .& awayFromHalf)
    }

    /// Whether the CSS `text` reads back as a color of the 8-bit channels `bytes`, as the next tool reads it.
    @inline(never)
    private func reads(_ text: UnsafeBufferPointer<UInt8>, as bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        guard let read = try? CSSColor.parse(utf8: text) else { return false }
        let isSRGB = ObjectIdentifier(read.space) == srgbIdentity
        let again = hexBytes(of: read, srgbChannels(of: read, zeroed: read.space.zeroedForConversion(read.coords), isSRGB: isSRGB))
        return again == bytes
    }

    /// The sRGB channels of `color`, whose coordinates with missing components zeroed for conversion are `zeroed`.
    @inline(__always)
    private func srgbChannels(of color: Color, zeroed: SIMD4<Double>, isSRGB: Bool) -> SIMD4<Double> {
        isSRGB ? zeroed : routeToSRGB(from: color.space).run(zeroed)
    }

    /// The route from `source` to sRGB, made once per source space and kept in memory this object owns.
    private func routeToSRGB(from source: ColorSpace) -> FastRoute {
        let id = ObjectIdentifier(source)
        if id == lastSRGBSource, let route = lastSRGBRoute { return route }
        let route: FastRoute
        if let hit = srgbRouteSources.firstIndex(where: { $0 === source }) {
            route = srgbRoutes[hit]
        } else {
            route = FastRoute(ConversionPath(from: source, to: .srgb, adaptation: adaptation))
            srgbRouteSources.append(source)
            srgbRoutes.append(route)
        }
        lastSRGBSource = id
        lastSRGBRoute = route
        return route
    }

    /// The cached routes from `source` to each requested space (valid as long as this object).
    private func routes(from source: ColorSpace) -> UnsafeBufferPointer<ConversionPath> {
        let id = ObjectIdentifier(source)
        if id == lastSource { return lastPaths }
        let hit: Int
        if let known = routeSources.firstIndex(where: { $0 === source }) {
            hit = known
        } else {
            let buffer = UnsafeMutableBufferPointer<ConversionPath>.allocate(capacity: spaces.count)
            _ = buffer.initialize(from: spaces.map { ConversionPath(from: source, to: $0, adaptation: adaptation) })
            let stepBuffers = UnsafeMutableBufferPointer<FastRoute>.allocate(capacity: spaces.count)
            _ = stepBuffers.initialize(from: buffer.map(FastRoute.init))
            let (starts, slotCount) = Self.sharedStarts(of: Array(buffer))
            let startBuffer = UnsafeMutableBufferPointer<SharedStart>.allocate(capacity: max(starts.count, 1))
            _ = startBuffer.initialize(from: starts)
            let scratch = UnsafeMutableBufferPointer<SIMD4<Double>>.allocate(capacity: max(slotCount, 1))
            scratch.initialize(repeating: .zero)
            routeSources.append(source)
            routeBuffers.append(buffer)
            routeSteps.append(stepBuffers)
            routeStarts.append(startBuffer)
            routeScratch.append(scratch)
            hit = routeSources.count - 1
        }
        lastSource = id
        lastPaths = UnsafeBufferPointer(routeBuffers[hit])
        lastSteps = UnsafeBufferPointer(routeSteps[hit])
        lastStarts = UnsafeBufferPointer(routeStarts[hit])
        lastScratch = routeScratch[hit].baseAddress!
        return lastPaths
    }

    /// Where each route starts given the routes before it (`SharedStart`), and how many scratch slots they use.
    ///
    /// A route shares the longest run of leading steps it has in common with any earlier route and
    /// starts from the coordinates that route left after them; its own steps take new slots.
    static func sharedStarts(of paths: [ConversionPath]) -> (starts: [SharedStart], slotCount: Int) {
        var starts: [SharedStart] = []
        var slotsOfRoute: [[Int]] = []  // the slot of each step's result, per route
        var slotCount = 0
        for (i, path) in paths.enumerated() {
            var shared = 0, sharedWith = -1
            for j in 0..<i {
                let n = path.sharedStepCount(with: paths[j])
                if n > shared { (shared, sharedWith) = (n, j) }
            }
            var slots = sharedWith < 0 ? [] : Array(slotsOfRoute[sharedWith].prefix(shared))
            let input = shared == 0 ? -1 : slots[shared - 1]
            starts.append(SharedStart(firstStep: shared, inputSlot: input, firstSlot: slotCount))
            for _ in shared..<path.steps.count {
                slots.append(slotCount)
                slotCount += 1
            }
            slotsOfRoute.append(slots)
        }
        return (starts, slotCount)
    }
}

/// `"#rrggbb"` or `"#rrggbbaa"` with its quotes, built on the stack.
struct HexText {
    /// The characters, `count` of them used.
    var bytes: (UInt64, UInt64) = (0, 0)
    /// 9 or 11.
    var count = 0

    /// The text of 8-bit channels and alpha; the alpha digits are written when `alphaWritten`,
    /// which defaults to the alpha byte not being 255.
    init(_ c: (UInt8, UInt8, UInt8, UInt8), alphaWritten: Bool? = nil) {
        let withAlpha = alphaWritten ?? (c.3 != 255)
        let digits: StaticString = "0123456789abcdef"
        let d = digits.utf8Start
        count = withUnsafeMutableBytes(of: &bytes) { raw -> Int in
            raw[0] = UInt8(ascii: "\"")
            raw[1] = UInt8(ascii: "#")
            raw[2] = d[Int(c.0 >> 4)]; raw[3] = d[Int(c.0 & 0xF)]
            raw[4] = d[Int(c.1 >> 4)]; raw[5] = d[Int(c.1 & 0xF)]
            raw[6] = d[Int(c.2 >> 4)]; raw[7] = d[Int(c.2 & 0xF)]
            guard withAlpha else {
                raw[8] = UInt8(ascii: "\"")
                return 9
            }
            raw[8] = d[Int(c.3 >> 4)]; raw[9] = d[Int(c.3 & 0xF)]
            raw[10] = UInt8(ascii: "\"")
            return 11
        }
    }
}

extension Color {
    /// The 8-bit sRGB channels and alpha if this color is an sRGB color exactly on the 8-bit grid, else nil.
    ///
    /// Exact means within 1e-9 of k/255 and inside 0…1, with no missing
    /// component; alpha missing or 1 counts as 255.
    public var exactSRGB8: (UInt8, UInt8, UInt8, UInt8)? {
        guard space === ColorSpace.srgb else { return nil }
        return exactSRGB8Coordinates
    }

    /// `exactSRGB8` for a color known to be in sRGB: its coordinates and alpha as bytes when each is one exactly.
    @inline(__always)
    var exactSRGB8Coordinates: (UInt8, UInt8, UInt8, UInt8)? {
        @inline(__always) func byte(_ x: Double) -> UInt8? {
            let k = x * 255
            guard k > -0.5 && k < 255.5 else { return nil }  // NaN fails too
            let r = UInt8(k + 0.5)
            guard abs(k - Double(r)) < 1e-9 * 255 else { return nil }
            return r
        }
        guard let r = byte(coords.x), let g = byte(coords.y), let b = byte(coords.z) else { return nil }
        if alpha.isNaN || alpha == 1 { return (r, g, b, 255) }
        guard let a = byte(alpha) else { return nil }
        return (r, g, b, a)
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingBlanks() -> Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return s
    }
}

extension ColorFields {
    /// Adds only the `color` field, as `colorconv name` and `colorconv cct` write it (no `hex`).
    public func writeColor(_ color: Color, into writer: inout RecordWriter) {
        addColor(CSSColor.readBack(color), into: &writer, withHex: false)
    }

    /// Adds `color`, `name` and `nameDeltaE` for `colorconv name`.
    public func writeNameRecord(_ color: Color, into writer: inout RecordWriter) {
        addColor(CSSColor.readBack(color), into: &writer, withHex: false)
        addNearestName(color, into: &writer)
    }

    /// Adds `name` and `nameDeltaE`: the nearest CSS name, copied from the names quoted once, and its ΔE2000.
    private func addNearestName(_ color: Color, into writer: inout RecordWriter) {
        // Both are set together; read in place rather than bound to locals, which would retain and release them.
        guard nameSearch != nil else {
            let nearest = NearestName.find(color)
            writer.add("name", string: nearest.name)
            writer.add("nameDeltaE", number: nearest.deltaE)
            return
        }
        let nearest = nameSearch.unsafelyUnwrapped.findPosition(color, writtenWithPrecision: writer.precision)
        writer.add("name", raw: quotedNames.unsafelyUnwrapped.quoted(nearest.position))
        writer.add("nameDeltaE", number: nearest.deltaE)
    }
}

/// The record describing a space, for `colorconv spaces`.
public enum SpaceRecord {
    /// Adds `space`, `json`, `css`, `aliases` and `channels` fields for `space`.
    public static func write(_ space: ColorSpace, into writer: inout RecordWriter) {
        writer.add([UInt8](utf8: "space"), string: space.id)
        writer.add([UInt8](utf8: "json"), string: space.jsonKey)
        switch space.cssForm {
        case .colorFunction(let name): writer.add([UInt8](utf8: "css"), string: "color(\(name) …)")
        case .function(let name): writer.add([UInt8](utf8: "css"), string: "\(name)()")
        case .none: writer.add([UInt8](utf8: "css")) { $0.appendLiteral("null") }
        }
        writer.add([UInt8](utf8: "aliases")) { out in
            out.appendByte(UInt8(ascii: "["))
            for (i, alias) in space.aliases.enumerated() {
                if i > 0 { out.appendByte(UInt8(ascii: ",")) }
                JSONString.append(alias, to: &out)
            }
            out.appendByte(UInt8(ascii: "]"))
        }
        let precision = writer.precision
        writer.add([UInt8](utf8: "channels")) { out in
            out.appendByte(UInt8(ascii: "["))
            for (i, channel) in space.channels.enumerated() {
                if i > 0 { out.appendByte(UInt8(ascii: ",")) }
                out.appendLiteral("{\"key\":")
                JSONString.append(channel.key, to: &out)
                out.appendLiteral(",\"name\":")
                JSONString.append(channel.name, to: &out)
                out.appendLiteral(",\"min\":")
                ShortNumber.append(channel.range.lowerBound, precision: precision, to: &out)
                out.appendLiteral(",\"max\":")
                ShortNumber.append(channel.range.upperBound, precision: precision, to: &out)
                out.appendLiteral(",\"hue\":")
                channel.isHue ? out.appendLiteral("true") : out.appendLiteral("false")
                out.appendByte(UInt8(ascii: "}"))
            }
            out.appendByte(UInt8(ascii: "]"))
        }
    }
}

/// Strings written once as JSON strings (quotes and escapes included), back to back in memory this
/// object owns, so that a record copies one instead of escaping it again.
final class QuotedStrings {
    private let bytes = ByteBuffer(capacity: 4096)
    /// Where each string ends in `bytes`; string 0 starts at 0.
    private let ends: UnsafeMutableBufferPointer<Int>

    init(_ strings: [String]) {
        ends = .allocate(capacity: strings.count)
        var sink = bytes
        for (i, string) in strings.enumerated() {
            JSONString.append(string, to: &sink)
            ends[i] = bytes.count
        }
    }

    deinit { ends.deallocate() }

    /// String `i` as JSON, valid as long as this object.
    @inline(__always)
    func quoted(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let start = i == 0 ? 0 : ends[i - 1]
        return bytes[start..<ends[i]]
    }
}
