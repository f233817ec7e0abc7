import ArgumentParser
import ChromaKit

/// `--adaptation METHOD`: the chromatic adaptation a command makes every change of white with (colorconv(1),
/// colormix(1), gradient(1)).
extension ChromaticAdaptation: ExpressibleByArgument {
    public init?(argument: String) {
        guard let method = ChromaticAdaptation.named(argument) else { return nil }
        self = method
    }

    public var defaultValueDescription: String { name }

    public static var allValueStrings: [String] { all.map(\.name) }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// The help of `--adaptation`, the same in every tool.
public enum AdaptationOption {
    public static let help = ArgumentHelp(
        "The chromatic adaptation between D65 and D50 (lab, lch, xyz-d50, prophoto-rgb) or the ACES white; bradford is CSS's.",
        valueName: "method")
}
