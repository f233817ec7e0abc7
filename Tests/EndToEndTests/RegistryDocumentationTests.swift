import ChromaKit
import Foundation
import Testing

/// The lists that cannot be derived from the registry at run time — the
/// manual pages, the JSON Schema files and the shell completion scripts —
/// checked against `ColorSpaces.all`, so that a space added to the
/// registry and forgotten in one of them fails here, naming the document.
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
    /// The spaces CSS gradients do not take, which `gradient --format css` samples into OKLab.
    static let sampledInCSSGradients = Set(all.filter { !($0.css.standing == .standard && $0.css.name != nil) }.map(\.id))
    /// The names `color-mix()` takes after `in`.
    static let colorMixNames = Set(all.filter { $0.css.standing.isInterpolationSpace }.flatMap { space in
        space.css.name.map { [$0] + space.css.aliases } ?? []
    })

    static func document(_ path: String) throws -> String {
        try String(contentsOf: Tool.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theRegistryHasEveryKindOfSpace() {
        #expect(Self.polar.contains("oklch") && Self.withoutCSS.contains("cmyk") && Self.mappedBeforeMixing.contains("okhsl"))
        #expect(Self.sampledInCSSGradients.contains("rec2020-linear") && Self.colorMixNames.contains("xyz"))
    }

    // MARK: JSON Schema

    /// schema/color-record.schema.json describes one object per space, keyed and with the channels the registry gives.
    @Test func theColorRecordSchemaDescribesEverySpace() throws {
        let data = try Data(contentsOf: Tool.packageRoot.appendingPathComponent("schema/color-record.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: [String: Any]])
        let otherFields: Set<String> = ["color", "hex", "alpha", "rgb8", "name", "nameDeltaE", "inGamut"]
        #expect(Set(properties.keys).subtracting(otherFields) == Set(Self.all.map(\.jsonKey)),
                "the space objects of schema/color-record.schema.json are not the registry's spaces")
        for space in Self.all {
            let property = try #require(properties[space.jsonKey], "schema/color-record.schema.json has no \(space.jsonKey)")
            #expect(property["required"] as? [String] == space.channels.map(\.key), "\(space.jsonKey): channels")
            let channels = property["properties"] as? [String: [String: Any]] ?? [:]
            #expect(Set(channels.keys) == Set(space.channels.map(\.key)), "\(space.jsonKey): channel properties")
            for channel in space.channels {
                let reference = channels[channel.key]?["$ref"] as? String
                #expect((reference == "#/$defs/hue") == channel.isHue, "\(space.jsonKey).\(channel.key): \(reference ?? "no $ref")")
            }
            let description = property["description"] as? String ?? ""
            for name in Set([space.id] + space.aliases).subtracting([space.jsonKey]) {
                #expect(description.contains(name), "\(space.jsonKey): the description does not say it is also asked for as \(name)")
            }
        }
    }

    // MARK: Manual pages

    @Test func colorconvListsEverySpaceInItsTable() throws {
        let page = try Self.document("man/colorconv.1")
        let rows = Self.lines(of: page, from: ".It Sy key Ta", to: ".El").dropFirst().compactMap { line -> String? in
            line.hasPrefix(".It Cm ") ? String(line.dropFirst(7).prefix { $0 != " " }) : nil
        }
        #expect(rows.filter { $0 != "rgb8" } == Self.all.map(\.jsonKey), "man/colorconv.1: the space table, in the order of colorconv spaces")
        for space in Self.all {
            let row = Self.lines(of: page, from: ".It Cm \(space.jsonKey) Ta ", to: "\n").first ?? ""
            for name in Set([space.id] + space.aliases).subtracting([space.jsonKey]) {
                #expect(row.contains("Cm \(name)"), "man/colorconv.1: the row of \(space.jsonKey) does not give its other name \(name)")
            }
            let channels = space.channels.map(\.key).joined(separator: ", ")
            #expect(row.contains(" Ta \(channels) Ta "), "man/colorconv.1: the row of \(space.jsonKey) should list \(channels)")
        }
    }

    @Test func colorconvNamesTheSpacesWithOtherNames() throws {
        let page = try Self.document("man/colorconv.1")
        let named = Self.mdocNames(Self.lines(of: page, from: ".It Fl -to Ar space", to: "The object is always keyed"))
        let expected = Set(Self.all.filter { !$0.aliases.isEmpty || $0.id != $0.jsonKey }.flatMap { [$0.id, $0.jsonKey] + $0.aliases })
        #expect(named == expected, "man/colorconv.1, --to: the spaces with more than one name")
    }

    @Test func colorconvNamesTheSpacesWithoutCSSSyntax() throws {
        let page = try Self.document("man/colorconv.1")
        let named = Self.mdocNames(Self.lines(of: page, from: "The spaces that have no CSS syntax of their own", to: "are written as"))
        #expect(named == Self.withoutCSS, "man/colorconv.1, --format css: the spaces without CSS syntax")
    }

    @Test func colormixListsEveryNameOfEverySpaceForIn() throws {
        let page = try Self.document("man/colormix.1")
        let entry = Self.lines(of: page, from: ".It Fl -in Ar space", to: ".It Fl -hue")
        let named = Self.mdocNames(entry)
        // "and their -linear forms" stands for the linear forms of the spaces listed.
        let linearForms = entry.joined(separator: " ").contains("-linear forms")
        for name in ColorSpaces.allNames {
            let base = name.hasSuffix("-linear") ? String(name.dropLast("-linear".count)) : nil
            #expect(named.contains(name) || (linearForms && base.map(named.contains) == true),
                    "man/colormix.1, --in: \(name) is not listed")
        }
    }

    @Test(arguments: ["man/colormix.1", "man/gradient.1"])
    func theHueOptionNamesEveryPolarSpace(page path: String) throws {
        let page = try Self.document(path)
        let named = Self.mdocNames(Self.lines(of: page, from: ".It Fl -hue Ar method", to: ".It Fl"))
        #expect(named == Self.polar, "\(path), --hue: the spaces with a hue")
    }

    @Test func colormixNamesTheSpacesMappedBeforeMixing() throws {
        let page = try Self.document("man/colormix.1")
        let named = Self.mdocNames(Self.lines(of: page, from: "Each color is converted to the mixing space.", to: "with the gamut mapping"))
        #expect(named == Self.mappedBeforeMixing, "man/colormix.1: the spaces mixing first gamut maps into sRGB")
    }

    @Test func colormixNamesTheSpacesWithoutCSSSyntax() throws {
        let page = try Self.document("man/colormix.1")
        let named = Self.mdocNames(Self.lines(of: page, from: "The mix as a CSS string without loss", to: ".It Cm hex"))
        #expect(named == Self.withoutCSS, "man/colormix.1, the color field: the spaces without CSS syntax")
    }

    @Test func gradientNamesTheSpacesCSSGradientsLack() throws {
        let page = try Self.document("man/gradient.1")
        let named = Self.mdocNames(Self.lines(of: page, from: "CSS names only some interpolation spaces.", to: "evenly spaced points"))
        #expect(named == Self.sampledInCSSGradients, "man/gradient.1, --format css: the spaces sampled in OKLab")
    }

    @Test func chromatoolsListsTheSpacesOfColorMix() throws {
        let page = try Self.document("man/chromatools.7")
        let named = Self.mdocNames(Self.lines(of: page, from: "is one of the CSS interpolation spaces", to: "without"))
        #expect(named == Self.colorMixNames, "man/chromatools.7: the spaces of color-mix()")
    }

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

/// The lists of ΔE methods outside the code — colorconv(1), the
/// distance-record schema and the completion scripts — checked against
/// `DeltaE.methods`.
@Suite("Documents list the registry's ΔE methods") struct DeltaEDocumentationTests {
    static let names = DeltaE.methods.map(\.name)

    @Test func theDistanceRecordSchemaEnumeratesTheMethods() throws {
        let data = try Data(contentsOf: Tool.packageRoot.appendingPathComponent("schema/distance-record.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let method = try #require((schema["properties"] as? [String: [String: Any]])?["method"])
        #expect(method["enum"] as? [String] == Self.names, "schema/distance-record.schema.json: the enum of method")
        let description = method["description"] as? String ?? ""
        for name in Self.names {
            #expect(description.contains(name), "schema/distance-record.schema.json: the description of method lacks \(name)")
        }
    }

    @Test func colorconvGivesTheMethodsInTheSynopsisTheOptionAndTheRecords() throws {
        let page = try SpaceDocumentationTests.document("man/colorconv.1")
        let alternatives = Self.names.joined(separator: " | ")
        #expect(page.contains(".Op Fl -method Cm \(alternatives)\n"), "man/colorconv.1, SYNOPSIS: --method \(alternatives)")
        #expect(page.contains(".It Fl -method Cm \(alternatives)\n"), "man/colorconv.1, OPTIONS: --method \(alternatives)")
        let entries = SpaceDocumentationTests.lines(of: page, from: ".It Fl -method Cm", to: "Longer names are accepted")
            .filter { $0.hasPrefix(".It Cm ") }.map { String($0.dropFirst(7)) }
        #expect(entries == Self.names, "man/colorconv.1, --method: one entry per method, in order")
        let record = SpaceDocumentationTests.lines(of: page, from: "The method, as a string:", to: ".It Cm deltaE")
            .filter { $0.hasPrefix(".Ql ") }.map { String($0.dropFirst(4).prefix { $0 != " " }) }
        #expect(record == Self.names, "man/colorconv.1, distance records: the values of method")
    }

    /// The scripts carry the list `make completions` generated from the registry (and
    /// `CompletionScriptFreshnessTests` checks that they are what the tool generates now).
    @Test(arguments: CompletionScripts.shells)
    func theCompletionScriptsCompleteEveryMethod(shell: String) throws {
        let script = try String(contentsOfFile: CompletionScripts.path(for: shell), encoding: .utf8)
        let list: String
        switch shell {
        case "zsh": list = "___method=(" + Self.names.map { "'\($0)'" }.joined(separator: " ") + ")"
        case "fish": list = "-l 'method' -d 'The formula: \(Self.names.joined(separator: ", ")).' -rfka '\(Self.names.joined(separator: " "))'"
        default: list = "-W " + Self.names.map { "'\($0)'" }.joined(separator: "$'\\n'")
        }
        #expect(script.contains(list), "\(CompletionScripts.relativePath(for: shell)) does not offer the methods as \(list)")
    }
}
