import ChromaKit
import ChromaRuntime
import ChromaStream
import ChromaTerminal
import ChromaCLI

/// The colors of a mix as given on a command line: `red 30% blue`, `red:2 blue:1 gold:1`.
///
/// A word that is a percentage (`30%`) belongs to the color before it if that
/// color has none yet, else to the color after it, as in CSS `color-mix()`
/// where a percentage may come before or after its color. `COLOR:WEIGHT`
/// gives relative weights (CSS colors never contain a colon); they become
/// percentages of their sum. Weights and percentages do not mix.
public struct MixTerms {
    /// One color with what was said of its amount.
    public struct Term {
        public var text: String
        public var color: Color
        public var percentage: Double?
        public var weight: Double?

        public init(text: String, color: Color, percentage: Double? = nil, weight: Double? = nil) {
            self.text = text
            self.color = color
            self.percentage = percentage
            self.weight = weight
        }
    }

    /// Why the words are not a mix.
    public struct Failure: Error {
        public var message: String
    }

    /// The colors in order.
    public var terms: [Term]

    public init(terms: [Term]) {
        self.terms = terms
    }

    /// Reads the words of a command line.
    public static func parse(_ words: [String]) throws(Failure) -> MixTerms {
        try parseWords(words.flatMap(splittingPercentage))
    }

    /// `"red 30%"` or `"30% red"` as one word (a quoted CSS term) becomes two words; anything else stays whole.
    static func splittingPercentage(_ word: String) -> [String] {
        let parts = word.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard parts.count >= 2 else { return [word] }
        func isPercentage(_ s: String) -> Bool { s.hasSuffix("%") && Double(s.dropLast()) != nil }
        if isPercentage(parts.last!) {
            return [parts.dropLast().joined(separator: " "), parts.last!]
        }
        if isPercentage(parts.first!) {
            return [parts.first!, parts.dropFirst().joined(separator: " ")]
        }
        return [word]
    }

    /// Reads words that are colors, percentages or `COLOR:WEIGHT`.
    static func parseWords(_ words: [String]) throws(Failure) -> MixTerms {
        var terms: [Term] = []
        var pendingPercentage: Double?
        for word in words {
            if word.hasSuffix("%") {
                guard let value = Double(word.dropLast()), value.isFinite else {
                    throw Failure(message: "\(Diagnostics.quote(word)) is not a percentage")
                }
                guard (0...100).contains(value) else {
                    throw Failure(message: "percentages are 0% to 100%, not \(word)")
                }
                if let last = terms.indices.last, terms[last].percentage == nil, pendingPercentage == nil, terms[last].weight == nil {
                    terms[last].percentage = value
                } else if pendingPercentage == nil {
                    pendingPercentage = value
                } else {
                    throw Failure(message: "two percentages in a row: \(Diagnostics.quote(word))")
                }
                continue
            }
            var text = word
            var weight: Double?
            if let colon = word.lastIndex(of: ":") {
                text = String(word[..<colon])
                let weightText = word[word.index(after: colon)...]
                guard let value = Double(weightText), value.isFinite else {
                    throw Failure(message: "\(Diagnostics.quote(String(weightText))) is not a weight in \(Diagnostics.quote(word))")
                }
                guard value >= 0 else { throw Failure(message: "weights cannot be negative: \(Diagnostics.quote(word))") }
                weight = value
            }
            let color: Color
            do { color = try CSSColor.parseInput(text) } catch { throw Failure(message: error.message) }
            terms.append(Term(text: text, color: color, percentage: pendingPercentage, weight: weight))
            pendingPercentage = nil
        }
        if pendingPercentage != nil { throw Failure(message: "a percentage at the end has no color") }
        let result = MixTerms(terms: terms)
        let weighted = terms.contains { $0.weight != nil }
        if weighted && terms.contains(where: { $0.percentage != nil }) {
            throw Failure(message: "use either percentages or weights, not both")
        }
        if weighted {
            guard terms.allSatisfy({ $0.weight != nil }) else { throw Failure(message: "give every color a weight, or none") }
            guard terms.contains(where: { $0.weight! > 0 }) else { throw Failure(message: "the weights add up to 0") }
        }
        return result
    }

    /// Whether any color has a percentage or a weight.
    public var hasAmounts: Bool { terms.contains { $0.percentage != nil || $0.weight != nil } }

    /// The colors.
    public func colors() -> [Color] { terms.map(\.color) }

    /// The texts as given.
    public var texts: [String] { terms.map(\.text) }

    /// The percentages for `Mix.mix`: as given (nil where omitted), or the weights as percentages of their sum.
    public var percentages: [Double?] {
        if terms.contains(where: { $0.weight != nil }) {
            // Scaled by the largest first, so that weights near the largest double still add up (1e308 twice).
            let largest = terms.reduce(0) { max($0, $1.weight ?? 0) }
            let scaled = terms.map { ($0.weight ?? 0) / largest }
            let sum = scaled.reduce(0, +)
            return scaled.map { $0 / sum * 100 }
        }
        return terms.map(\.percentage)
    }

    /// Sets the amounts from fractions (0–1) of the whole.
    public mutating func setFractions(_ fractions: [Double]) {
        for i in terms.indices { terms[i].percentage = fractions[i] * 100; terms[i].weight = nil }
    }

    /// Sets relative weights (non-negative, not all 0).
    public mutating func setWeights(_ weights: [Double]) throws(Failure) {
        guard weights.allSatisfy({ $0 >= 0 }) else { throw Failure(message: "weights cannot be negative") }
        guard weights.allSatisfy(\.isFinite) else { throw Failure(message: "weights must be finite numbers") }
        guard weights.contains(where: { $0 > 0 }) else { throw Failure(message: "the weights add up to 0") }
        for i in terms.indices { terms[i].weight = weights[i]; terms[i].percentage = nil }
    }
}

extension MixTerms.Failure: CustomStringConvertible {
    public var description: String { message }
}

/// Writes a mix as a record (`color`, `hex`, `alpha`, `mix`) or as a line in another format.
///
/// With a chromatic adaptation other than CSS's and a space of another white than D65 (`--in lab`), the
/// colors are taken into the space by that method and the mix is written in XYZ D65 (`color(xyz-d65 …)`),
/// so that CSS reads it as it was made.
public struct MixOutput {
    public let space: ColorSpace
    public let hue: HueInterpolation?
    public let format: OutputFormat
    public let precision: Int
    /// The decimals of `--format css`: `--precision` when given, else CSS as people write it.
    public let cssPrecision: CSSPrecision
    public let mode: TerminalColorMode
    /// The view for people, for `format` `.human`.
    public let view: HumanView?
    private let fields = ColorFields(spaces: [])
    /// The conversions into `space`, kept from one record's mix to the next.
    private let routes: ConversionRoutes
    /// How the colors change white on their way into `space` (`--adaptation`).
    public let adaptation: ChromaticAdaptation
    /// Whether a mix is written in XYZ D65 : a method other than CSS's and
    /// a space of another white.
    private let writesInD65: Bool
    /// The last second color of a pair and that color made ready for mixing: `--with` mixes every record
    /// with the same color, prepared once.
    private let lastSecond = PreparedColor()

    /// A color and the same color made ready for mixing (`Mix.prepared(_:forMixingIn:routes:)`).
    final class PreparedColor {
        var color: Color?
        var prepared: Color?
    }

    public init(
        space: ColorSpace, hue: HueInterpolation?, format: OutputFormat, precision: Int, cssPrecision: CSSPrecision,
        mode: TerminalColorMode, view: HumanView? = nil, adaptation: ChromaticAdaptation = .bradford
    ) {
        self.space = space
        self.adaptation = adaptation
        self.writesInD65 = !adaptation.isCSS && space.changesWhiteToXYZD65
        self.hue = hue
        self.format = format
        self.precision = precision
        self.cssPrecision = cssPrecision
        self.mode = mode
        self.view = view
        self.routes = ConversionRoutes(to: space, adaptation: adaptation)
    }

    /// The percentages of a two-color mix that stay the same record after record (`--with`, `--pairs`),
    /// normalized once, with the end of the `mix` field they give.
    public struct Pair {
        /// The two percentages, as `write(_:percentages:texts:into:input:)` takes them.
        public let percentages: [Double?]
        let normalized: Result<(weights: [Double], alphaMultiplier: Double), InterpolationError>
        /// `],"weights":[…],"in":…}`, with `"hue"` and `"adaptation"` where they are written: what follows the
        /// colors in the `mix` field.
        let fieldEnd: [UInt8]

        /// The pair that mixes `fraction` (0–1) of the second color into the first.
        public init(fraction: Double, output: MixOutput) {
            percentages = [(1 - fraction) * 100, fraction * 100]
            let percentages = percentages
            normalized = Result { () throws(InterpolationError) in try Mix.normalize(percentages) }
            var end: [UInt8] = []
            end.appendLiteral("],\"weights\":[")
            for (i, w) in ((try? normalized.get().weights) ?? []).enumerated() {
                if i > 0 { end.appendByte(UInt8(ascii: ",")) }
                end.appendNumber(w, precision: output.precision)
            }
            end.appendLiteral("],\"in\":")
            JSONString.append(output.space.id, to: &end)
            if output.space.hueIndex != nil {
                end.appendLiteral(",\"hue\":")
                JSONString.append((output.hue ?? .shorter).rawValue, to: &end)
            }
            if !output.adaptation.isCSS {
                end.appendLiteral(",\"adaptation\":")
                JSONString.append(output.adaptation.name, to: &end)
            }
            end.appendByte(UInt8(ascii: "}"))
            fieldEnd = end
        }
    }

    /// `write(_:percentages:texts:into:input:)` for two colors mixed by `pair`: a record is written without the
    /// arrays and the normalization of a general mix. `writeTexts` writes the two texts as JSON strings with a
    /// comma between them; `texts` gives them for the other formats.
    public func write(
        _ a: Color, _ b: Color, pair: Pair, into records: RecordStream, input: RecordInput,
        texts: () -> [String], writeTexts: (inout ByteBuffer) -> Void
    ) throws(RecordError) {
        guard format == .ndjson else {
            return try write([a, b], percentages: pair.percentages, texts: texts(), into: records, input: input)
        }
        var result: Color
        do {
            let (weights, multiplier) = try pair.normalized.get()
            let second: Color
            if let last = lastSecond.color, let prepared = lastSecond.prepared, last.isIdentical(to: b) {
                second = prepared
            } else {
                second = Mix.prepared(b, forMixingIn: space, routes: routes)
                lastSecond.color = b
                lastSecond.prepared = second
            }
            result = try Mix.mix(
                prepared: Mix.prepared(a, forMixingIn: space, routes: routes), second,
                weights: (weights[0], weights[1]), alphaMultiplier: multiplier, in: space, hue: hue)
        } catch {
            throw RecordError(error.message)
        }
        if writesInD65 { result = inD65(result) }
        fields.write(result, into: &records.writer)
        records.writer.add("mix") { out in
            out.appendLiteral("{\"colors\":[")
            writeTexts(&out)
            out.appendBytes(pair.fieldEnd)
        }
        records.finishRecord(input)
    }

    /// Mixes `colors` with `percentages` and writes the result for `input` (or as a fresh record).
    public func write(
        _ colors: [Color], percentages: [Double?], texts: [String], into records: RecordStream, input: RecordInput?,
        before: [HumanView.Cell] = [], extra: (inout RecordWriter) -> Void = { _ in }
    ) throws(RecordError) {
        var result: Color
        do {
            result = try Mix.mix(Array(zip(colors, percentages)), in: space, hue: hue, routes: routes)
        } catch {
            throw RecordError(error.message)
        }
        if writesInD65 { result = inD65(result) }
        switch format {
        case .ndjson:
            fields.write(result, into: &records.writer)
            let weights = (try? Mix.normalize(percentages).weights) ?? []
            let polar = space.hueIndex != nil
            let hueName = (hue ?? .shorter).rawValue
            let spaceName = space.id
            // CSS's Bradford, the default, goes unsaid, so that a record made without --adaptation is as before.
            let adaptationName = adaptation.isCSS ? nil : adaptation.name
            records.writer.add([UInt8](utf8: "mix")) { out in
                out.appendLiteral("{\"colors\":[")
                for (i, text) in texts.enumerated() {
                    if i > 0 { out.appendByte(UInt8(ascii: ",")) }
                    JSONString.append(text, to: &out)
                }
                out.appendLiteral("],\"weights\":[")
                for (i, w) in weights.enumerated() {
                    if i > 0 { out.appendByte(UInt8(ascii: ",")) }
                    out.appendNumber(w, precision: precision)
                }
                out.appendLiteral("],\"in\":")
                JSONString.append(spaceName, to: &out)
                if polar {
                    out.appendLiteral(",\"hue\":")
                    JSONString.append(hueName, to: &out)
                }
                if let adaptationName {
                    out.appendLiteral(",\"adaptation\":")
                    JSONString.append(adaptationName, to: &out)
                }
                out.appendByte(UInt8(ascii: "}"))
            }
            extra(&records.writer)
            if let input { records.finishRecord(input) } else { records.writer.finish() }
        case .css:
            records.writer.appendLine(CSSColor.recordString(result, precision: cssPrecision))
        case .hex:
            records.writer.appendLine(result.hexString())
        case .text:
            records.writer.appendLine(ColorText.line(result, spaces: [], precision: precision, gamut: .css))
        case .swatch:
            records.writer.appendLine(ColorText.swatch(result, text: ColorText.line(result, spaces: [], precision: precision, gamut: .css), mode: mode))
        case .human:
            let weights = (try? Mix.normalize(percentages).weights) ?? []
            var recipe = zip(texts, weights).map { "\($0) \(ShortNumber.string($1 * 100, precision: 1))%" }.joined(separator: " + ")
            recipe += " in \(space.id)"
            if let hue, space.hueIndex != nil { recipe += " (\(hue.rawValue) hue)" }
            if !adaptation.isCSS { recipe += ", adapted by \(adaptation.name)" }
            view?.write(result, before: before, after: [.text(recipe, label: "mix", dropOrder: 6, fromInput: true)], into: &records.writer)
        }
    }

    /// `color`, in `space`, in XYZ D65 by `adaptation`.
    private func inD65(_ color: Color) -> Color {
        color.converted(to: .xyzD65, adaptation: adaptation)
    }
}
