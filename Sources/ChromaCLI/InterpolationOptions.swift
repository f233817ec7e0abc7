import ArgumentParser
import ChromaKit

/// Where and how to interpolate: `--in`, `--hue` and `--adaptation`, shared by colormix and gradient.
public struct InterpolationOptions: ParsableArguments {
    @Option(name: .customLong("in"), help: ArgumentHelp("The interpolation space (perceptual = oklab, device = srgb).", valueName: "space"),
            completion: .custom(ColorCompletion.interpolationSpaces))
    public var space: String = "oklab"

    @Option(name: .long, help: ArgumentHelp("Hue interpolation in a polar space: shorter, longer, increasing or decreasing.", valueName: "method"))
    public var hue: HueInterpolation?

    @Option(name: .long, help: AdaptationOption.help)
    public var adaptation: ChromaticAdaptation = .bradford

    public init() {}

    /// The space, checked: a known name, and a hue method only for a polar space.
    public func resolvedSpace() throws -> ColorSpace {
        let resolved: ColorSpace
        do {
            resolved = try InterpolationSpace.named(space)
        } catch {
            throw ValidationError("--in: \(error.message)")
        }
        if hue != nil && resolved.hueIndex == nil {
            throw ValidationError("--hue: hue interpolation needs a polar space such as oklch, lch, hsl or hwb; \(resolved.id) has no hue")
        }
        return resolved
    }

    public func validate() throws {
        _ = try resolvedSpace()
    }
}

extension HueInterpolation: NamedArgumentValue {}
