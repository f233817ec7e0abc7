/// The generated regions of a manual page: the lines between `.\" generated: NAME begin` and
/// `.\" generated: NAME end`, which the generator writes and nobody edits by hand.
struct GeneratedRegions {
    /// What went wrong with a page's markers.
    struct MarkerError: Error, CustomStringConvertible {
        var description: String
    }

    /// One region: its name and how its lines are made from the lines it holds now.
    struct Region {
        var name: String
        var lines: (_ current: [String]) -> [String]

        /// A region whose lines follow from the registries alone.
        init(_ name: String, _ lines: [String]) {
            self.name = name
            self.lines = { _ in lines }
        }

        /// A region whose lines keep something of the lines it holds now (a column written by hand).
        init(_ name: String, keeping lines: @escaping (_ current: [String]) -> [String]) {
            self.name = name
            self.lines = lines
        }
    }

    var regions: [Region]

    static func beginMarker(_ name: String) -> String { #".\" generated: \#(name) begin"# }
    static func endMarker(_ name: String) -> String { #".\" generated: \#(name) end"# }

    /// `text` with every region rewritten, and the names of the regions that changed.
    ///
    /// Every region must stand in the text exactly once, and every marker of the text must be one of a
    /// region: a marker left behind or misspelt is an error, not a list that silently stops being written.
    func rewrite(_ text: String) throws(MarkerError) -> (text: String, changed: [String]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let known = Set(regions.flatMap { [Self.beginMarker($0.name), Self.endMarker($0.name)] })
        for line in lines where line.hasPrefix(#".\" generated: "#) && !known.contains(line) {
            throw MarkerError(description: "a marker of no region the generator writes: \(line)")
        }
        var changed: [String] = []
        for region in regions {
            let begins = lines.indices.filter { lines[$0] == Self.beginMarker(region.name) }
            let ends = lines.indices.filter { lines[$0] == Self.endMarker(region.name) }
            guard begins.count == 1, ends.count == 1, let begin = begins.first, let end = ends.first, begin < end else {
                throw MarkerError(description: "region \(region.name) needs one line \(Self.beginMarker(region.name)) and, after it, one line \(Self.endMarker(region.name))")
            }
            let current = Array(lines[(begin + 1)..<end])
            let generated = region.lines(current)
            if generated != current {
                lines.replaceSubrange((begin + 1)..<end, with: generated)
                changed.append(region.name)
            }
        }
        return (lines.joined(separator: "\n"), changed)
    }
}

/// Entries in the order of a registry, keeping what was written by hand for each.
enum RegistryOrder {
    /// `current` entries put in the order of `keys`: one entry a key, made by `make` from the key and
    /// its current entry (nil for a key that has none yet); an entry that is of no key (`key` gives nil)
    /// stays after the entry it follows now, and those before the first keyed entry stay first.
    static func arrange<Entry>(
        _ current: [Entry], key: (Entry) -> String?, keys: [String], make: (String, Entry?) -> Entry
    ) -> [Entry] {
        var leading: [Entry] = []
        var byKey: [String: Entry] = [:]
        var followers: [String: [Entry]] = [:]
        var previous: String?
        for entry in current {
            if let name = key(entry) {
                byKey[name] = entry
                previous = name
            } else if let previous {
                followers[previous, default: []].append(entry)
            } else {
                leading.append(entry)
            }
        }
        return leading + keys.flatMap { name in [make(name, byKey[name])] + (followers[name] ?? []) }
    }
}
