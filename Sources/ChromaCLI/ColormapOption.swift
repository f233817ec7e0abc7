import ArgumentParser
import ChromaKit
import ChromaRuntime

extension Colormap {
    /// The colormaps' names, as help and completion list them.
    public static var names: [String] { all.map(\.name) }

    /// The colormap a `--colormap` option names, or a usage error that lists the colormaps.
    public static func named(option name: String) throws -> Colormap {
        guard let found = named(name) else {
            throw ValidationError(
                "--colormap: unknown colormap \(Diagnostics.quote(name)); the colormaps are \(names.joined(separator: ", "))")
        }
        return found
    }
}

extension InterpolationOptions {
    /// Refuses `--in` and `--hue` beside `--colormap`, whose gradient interpolates in sRGB as matplotlib samples
    /// colormaps (`--in` keeping its default, oklab, and `--hue` not given).
    public func checkNoneBesideColormap() throws {
        guard space.lowercased() == ColorSpace.oklab.id, hue == nil else {
            throw ValidationError("--colormap interpolates in srgb, as matplotlib samples colormaps; --in and --hue are for stops")
        }
    }
}
