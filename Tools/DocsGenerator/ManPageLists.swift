import ChromaKit

/// The generated regions of each manual page under `man/`, by page.
///
/// A region's name says what it lists; `format-synopsis-COMMAND` and `format-option-COMMAND` are the
/// values of a command's `--format` in the synopsis and in the entry of the option.
enum ManPageLists {
    typealias Region = GeneratedRegions.Region
    typealias Lists = RegistryLists

    /// The regions of each page; the values of `--format` are those `options` gives for each command,
    /// and every command of colorconv that takes it has its synopsis line.
    static func pages(options: OptionValues) throws(Files.Failure) -> [(path: String, regions: [Region])] {
        /// The synopsis line of a command's `--format`, and the line of its entry (`option`).
        func formats(_ tool: String, _ command: String, option: Bool = false) throws(Files.Failure) -> Region {
            let values = Mdoc.alternatives(try options.values(tool, command, "--format"))
            return option
                ? Region("format-option-\(command)", [".It Fl -format Cm " + values])
                : Region("format-synopsis-\(command)", [".Op Fl -format Cm " + values])
        }
        var colorconvFormats: [Region] = []
        for command in options.commands("colorconv", taking: "--format") { colorconvFormats.append(try formats("colorconv", command)) }
        for command in ["convert", "contrast", "textcolor", "random", "distinct", "scale", "harmony"] {
            colorconvFormats.append(try formats("colorconv", command, option: true))
        }
        return [
            ("man/colorconv.1", colorconvFormats + [
                Region("distance-method-synopsis", [".Op Fl -method Cm " + Mdoc.alternatives(Lists.distanceMethods)]),
                Region("contrast-method-synopsis", [".Op Fl -method Cm " + Mdoc.alternatives(Lists.contrastMethods)]),
                Region("spaces-with-other-names", Mdoc.sameThing(Lists.spacesWithOtherNames, what: "space")),
                Region("spaces-without-css", Mdoc.list(Lists.spacesWithoutCSS, close: ",")),
                Region("distance-method-option", [".It Fl -method Cm " + Mdoc.alternatives(Lists.distanceMethods)]),
                Region("contrast-method-option", [".It Fl -method Cm " + Mdoc.alternatives(Lists.contrastMethods)]),
                Region("space-table", keeping: spaceTable),
                Region("distance-method-values", Mdoc.list(Lists.distanceMethods, macro: "Ql", conjunction: "or", close: ".")),
                Region("contrast-method-values", Mdoc.list(Lists.contrastMethods, macro: "Ql", conjunction: "or", close: ".")),
            ]),
            ("man/colormix.1", [
                try formats("colormix", "mix"),
                try formats("colormix", "steps"),
                try formats("colormix", "mix", option: true),
                Region("mix-space-names", Mdoc.list(Lists.spaceNamesBesideLinearForms, conjunction: nil, parenthesized: true)),
                Region("polar-spaces", Mdoc.list(Lists.polarSpaces, conjunction: nil, parenthesized: true, close: ") :")),
                Region("spaces-mapped-before-mixing", Mdoc.list(Lists.spacesMappedBeforeMixing, conjunction: "or", close: ",")),
                Region("spaces-without-css", Mdoc.list(Lists.spacesWithoutCSS, close: ",")),
            ]),
            ("man/gradient.1", [
                try formats("gradient", "make", option: true),
                Region("polar-spaces", Mdoc.list(Lists.polarSpaces, conjunction: nil, parenthesized: true, close: ") :")),
                Region("spaces-sampled-in-css-gradients", Mdoc.list(Lists.spacesSampledInCSSGradients, conjunction: nil, parenthesized: true, close: ")")),
            ]),
            ("man/ghostdraw.1", [
                try formats("ghostdraw", "render"),
                try formats("ghostdraw", "render", option: true),
            ]),
            ("man/chromatools.7", [
                Region("spaces-with-dashed-names", Mdoc.list(Lists.spacesWithDashedNames, conjunction: nil, parenthesized: true, close: ")")),
                Region("color-mix-spaces", Mdoc.list(Lists.colorMixSpaceNames, close: ";")),
                Region("distance-method-values", Mdoc.list(Lists.distanceMethods, macro: "Ql", close: ")")),
                Region("contrast-method-values", Mdoc.list(Lists.contrastMethods, macro: "Ql", close: ")")),
            ]),
        ]
    }

    /// colorconv(1)'s table of the spaces' objects, a row a space in registry order:
    /// `.It Cm KEY Ta CHANNELS Ta RANGES`.
    ///
    /// The key and the channels come from the registry; the ranges, written for people, are kept from
    /// the row as it stands, and a new space's row starts with its channels' reference ranges. A row that
    /// names no space (`rgb8`, a `--to` extra) stays after the row it follows.
    static func spaceTable(_ current: [String]) -> [String] {
        let keys = Lists.spaces.map(\.jsonKey)
        return RegistryOrder.arrange(current, key: { row in
            let key = rowKey(row)
            return key.map(keys.contains) == true ? key : nil
        }, keys: keys) { key, row in
            let space = ColorSpaces.named(key)!
            let ranges = row.map { $0.split(separator: " Ta ", omittingEmptySubsequences: false).dropFirst(2).joined(separator: " Ta ") }
                ?? referenceRanges(of: space)
            return ".It Cm \(key) Ta \(space.channels.map(\.key).joined(separator: ", ")) Ta \(ranges)"
        }
    }

    /// The key a table row names: the word after `.It Cm`.
    static func rowKey(_ row: String) -> String? {
        guard row.hasPrefix(".It Cm ") else { return nil }
        return row.dropFirst(".It Cm ".count).split(separator: " ").first.map(String.init)
    }

    /// The reference ranges of a space's channels other than its hue, channels of one range together:
    /// `s, l 0 to 1`, or `0 to 1` when every channel has it.
    static func referenceRanges(of space: ColorSpace) -> String {
        var groups: [(keys: [String], range: ClosedRange<Double>)] = []
        for channel in space.channels where !channel.isHue {
            if let last = groups.last, last.range == channel.range {
                groups[groups.count - 1].keys.append(channel.key)
            } else {
                groups.append(([channel.key], channel.range))
            }
        }
        func number(_ x: Double) -> String { (x < 0 ? "\\-" : "") + ShortNumber.string(abs(x)) }
        let texts = groups.map { "\(number($0.range.lowerBound)) to \(number($0.range.upperBound))" }
        if groups.count == 1 && space.hueIndex == nil { return texts[0] }
        return zip(groups, texts).map { $0.keys.joined(separator: ", ") + " " + $1 }.joined(separator: ", ")
    }
}
