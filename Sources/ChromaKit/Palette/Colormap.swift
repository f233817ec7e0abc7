/// A colormap: a published table of sRGB colors for coloring data from 0 to 1, as matplotlib and colorcet give them.
///
/// The tables are in `Colormaps/`, one file each, with the package they come from and their licence:
/// matplotlib's perceptually uniform viridis, magma, inferno and plasma (van der Walt & Smith), cividis
/// (Nuñez, Anderton & Renslow) and Google's turbo; and some of Peter Kovesi's perceptually uniform maps
/// as colorcet names them (fire, kbc, bmy, gouldian, rainbow4, bkr).
///
/// As a gradient (`gradient`) the entries are stops evenly spaced from 0 to 1, interpolated in sRGB: what an
/// image or a CSS gradient of the map shows. A color of the map at `t` (`color(at:)`) is the entry matplotlib's
/// colormaps give for `t`, `cmap(t)`: of N entries, entry ⌊t·N⌋, the last one for t = 1
/// (`matplotlib.colors.Colormap.__call__`), so sampled colors are the published ones, not blends of two.
public struct Colormap: Sendable {
    /// The name the map is known by (`viridis`).
    public let name: String
    /// The entries' sRGB coordinates, 0–1, three an entry.
    let table: [Double]

    /// Makes a colormap of a table of sRGB coordinates, three an entry, at least two entries.
    init(name: String, table: [Double]) {
        precondition(table.count % 3 == 0 && table.count >= 6, "a colormap's table holds at least two sRGB colors")
        self.name = name
        self.table = table
    }

    /// Every colormap, in the order the overview names them.
    public static let all: [Colormap] = [
        .viridis, .magma, .inferno, .plasma, .cividis, .turbo, .fire, .kbc, .bmy, .gouldian, .rainbow4, .bkr,
    ]

    /// The colormap of that name (case-insensitive), if any.
    public static func named(_ name: String) -> Colormap? {
        let key = name.lowercased()
        return all.first { $0.name == key }
    }

    /// How many entries the table has.
    public var count: Int { table.count / 3 }

    /// Entry `index` of the table, in sRGB.
    public func entry(_ index: Int) -> Color {
        Color(.srgb, table[3 * index], table[3 * index + 1], table[3 * index + 2])
    }

    /// The entries as a gradient: stops evenly spaced from 0 to 1, interpolated in sRGB.
    public var gradient: Gradient {
        let stops = (0..<count).map { GradientStop(entry($0), at: Double($0) / Double(count - 1)) }
        do {
            return try Gradient(stops: stops, in: .srgb)
        } catch {
            // At least two stops, finite positions and no hue method: nothing to refuse.
            preconditionFailure(error.message)
        }
    }

    /// The index of the entry matplotlib gives for `t`: ⌊t·N⌋ of N entries, within the table (t below 0 is the first,
    /// t of 1 and above the last).
    public func entryIndex(at t: Double) -> Int {
        guard t > 0 else { return 0 }
        return min(Int(t * Double(count)), count - 1)
    }

    /// The position on `gradient` of the entry matplotlib gives for `t`.
    public func entryPosition(at t: Double) -> Double {
        Double(entryIndex(at: t)) / Double(count - 1)
    }

    /// The color of the map at `t`: the entry matplotlib gives for it (see the overview).
    public func color(at t: Double) -> Color {
        entry(entryIndex(at: t))
    }
}
