import ChromaKit
import Foundation
import Testing

/// The passages about the registry's spaces that are written by hand — the entries of
/// chromatools(7)'s RECORD FIELDS — checked against `ColorSpaces.all`, so that a space added to the
/// registry and forgotten in one of them fails here, naming the document. The lists that follow from
/// the registry alone are generated (`GeneratedDocumentationTests`).
///
/// Each check takes the names a passage of a document gives (the `.Cm`
/// arguments of an mdoc passage), keeps those that name a space, and
/// compares them with the spaces the registry says belong there.
@Suite("Documents list the registry's spaces") struct SpaceDocumentationTests {
    static let all = ColorSpaces.all
    /// The spaces with a hue channel.
    static let polar = Set(all.filter { $0.hueIndex != nil }.map(\.id))
    /// The spaces CSS has no syntax for, written as `color(srgb …)`.
    static let withoutCSS = Set(all.filter { $0.cssForm == .none }.map(\.id))
    /// The spaces that colors are gamut mapped into sRGB for before mixing (`Mix.mapsIntoSRGBBeforeMixing(in:)`).
    static let mappedBeforeMixing = Set(all.filter { Mix.mapsIntoSRGBBeforeMixing(in: $0) }.map(\.id))

    static func document(_ path: String) throws -> String {
        try String(contentsOf: Tool.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: Manual pages

    @Test func chromatoolsDescribesTheFieldOfEverySpace() throws {
        let page = try Self.document("man/chromatools.7")
        let named = Self.mdocNames(Self.lines(of: page, from: ".Sh RECORD FIELDS", to: ".It Cm name , nameDeltaE"))
        for space in Self.all {
            #expect(named.contains(space.jsonKey), "man/chromatools.7, RECORD FIELDS: no entry for \(space.jsonKey)")
        }
    }

    // MARK: Completion

    /// The scripts complete space names by asking the tool, which answers from the registry: every name completes.
    @Test func bashCompletesEveryNameOfEverySpace() throws {
        let to = try BashCompletionTests.complete("colorconv convert --to ").candidates
        let into = try BashCompletionTests.complete("colormix red blue --in ").candidates
        for name in ColorSpaces.allNames {
            #expect(to.contains(name), "colorconv --to does not complete \(name)")
            #expect(into.contains(name), "colormix --in does not complete \(name)")
        }
    }

    // MARK: Reading documents

    /// The lines of the text from the first `start` up to, not including, the next `end` after it
    /// (to the end of the text when there is none); empty when there is no `start`.
    static func lines(of text: String, from start: String, to end: String) -> [String] {
        guard let first = text.range(of: start) else { return [] }
        let stop = text.range(of: end, range: first.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
        return text[first.lowerBound..<stop].components(separatedBy: "\n")
    }

    /// The space names among the arguments of `Cm` in mdoc lines (`.Cm hsb ,`, `.It Cm rgb , hsl Ta …`, `(alias Cm hsv )`).
    static func mdocNames(_ lines: [String]) -> Set<String> {
        var names: Set<String> = []
        for line in lines {
            var inCm = false
            for word in line.split(separator: " ").map(String.init) {
                let bare = word.hasPrefix(".") ? String(word.dropFirst()) : word
                if bare == "Cm" { inCm = true; continue }
                if bare.first?.isUppercase == true { inCm = false; continue }
                if inCm && ColorSpaces.allNames.contains(bare) { names.insert(bare) }
            }
        }
        return names
    }
}

/// The passages about ΔE methods written by hand — colorconv(1)'s entry for each — checked
/// against `DeltaE.methods`.
@Suite("Documents list the registry's ΔE methods") struct DeltaEDocumentationTests {
    static let names = DeltaE.methods.map(\.name)

    /// Each method has its entry, written by hand, under `--method` (whose alternatives are generated).
    @Test func colorconvDescribesEveryMethod() throws {
        let page = try SpaceDocumentationTests.document("man/colorconv.1")
        let entries = SpaceDocumentationTests.lines(of: page, from: ".It Fl -method Cm", to: "Longer names are accepted")
            .filter { $0.hasPrefix(".It Cm ") }.map { String($0.dropFirst(7)) }
        #expect(entries == Self.names, "man/colorconv.1, --method: one entry per method, in order")
    }
}
