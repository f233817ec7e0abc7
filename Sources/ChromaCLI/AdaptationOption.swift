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
}

/// The help of `--adaptation`, the same in every tool.
public enum AdaptationOption {
    public static let help = ArgumentHelp(
        "How white changes to and from D50 (lab, lch, xyz-d50, prophoto-rgb) and the ACES white: bradford (CSS), cat02, cat16, von-kries or xyz-scaling.",
        valueName: "method")
}
