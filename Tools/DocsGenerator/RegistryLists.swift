import ChromaKit

/// The lists the documents give, each as its registry makes it: ChromaKit's spaces (`ColorSpaces.all`),
/// ΔE methods (`DeltaE.methods`) and contrast methods (`Contrast.methods`), in registry order.
enum RegistryLists {
    static let spaces = ColorSpaces.all

    /// The spaces with a hue channel, whose hues `--hue` interpolates.
    static let polarSpaces = spaces.filter { $0.hueIndex != nil }.map(\.id)

    /// The spaces CSS has no syntax for, written as `color(srgb …)` of their sRGB value.
    static let spacesWithoutCSS = spaces.filter { $0.cssForm == .none }.map(\.id)

    /// The spaces that mixing first gamut maps into sRGB (`Mix.mapsIntoSRGBBeforeMixing(in:)`).
    static let spacesMappedBeforeMixing = spaces.filter { Mix.mapsIntoSRGBBeforeMixing(in: $0) }.map(\.id)

    /// The spaces CSS gradients do not name, which `gradient --format css` samples into OKLab: all but the
    /// standard spaces with a CSS name (`GradientWriter.css(direction:hue:)`).
    static let spacesSampledInCSSGradients = spaces.filter { !($0.css.standing == .standard && $0.css.name != nil) }.map(\.id)

    /// The spaces CSS lacks that are read from `color(--NAME …)` and written in CSS: in `color()` with
    /// a dashed name, or with a function of the CSS Color HDR draft.
    static let spacesWithDashedNames = spaces.filter { space in
        space.cssForm != .none && (space.css.colorName ?? space.css.readOnlyColorName)?.hasPrefix("--") == true
    }.map(\.id)

    /// The names `color-mix()` takes after `in`: the CSS names of the interpolation spaces and their aliases.
    static let colorMixSpaceNames = spaces.filter { $0.css.standing.isInterpolationSpace }.flatMap { space in
        space.css.name.map { [$0] + space.css.aliases } ?? []
    }

    /// Every name `--in` and `--to` take (`ColorSpaces.allNames`) but the `-linear` forms of names in the
    /// list, which the pages give as "the -linear forms".
    static let spaceNamesBesideLinearForms = ColorSpaces.allNames.filter { name in
        !(name.hasSuffix("-linear") && ColorSpaces.allNames.contains(String(name.dropLast("-linear".count))))
    }

    /// The names of each space known by more than one, each group sorted.
    static let spacesWithOtherNames: [[String]] = spaces.compactMap { space in
        var names: [String] = []
        for name in [space.id, space.jsonKey] + space.aliases where !names.contains(name) { names.append(name) }
        return names.count > 1 ? names.sorted() : nil
    }

    static let distanceMethods = DeltaE.methods.map(\.name)
    static let contrastMethods = Contrast.methods.map(\.name)
}
