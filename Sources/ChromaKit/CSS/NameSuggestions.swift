/// "Did you mean …?" for a mistyped name: the known names nearest to it by edit distance.
///
/// The distance is the optimal string alignment distance (Levenshtein's
/// insertions, deletions and substitutions, plus transpositions of two
/// neighbouring letters, after Damerau 1964), on ASCII folded to lowercase.
/// A name is suggested when it is within 1 edit of a word of up to 4
/// letters, 2 of one up to 8 and 3 of a longer one, and only the names at
/// the smallest distance found, at most `limit` of them, in the order given.
/// Only error messages use it, never the path that reads valid input.
package enum NameSuggestions {
    /// The most names one suggestion offers.
    package static let limit = 3

    /// The names of `candidates` nearest to `word`, at most `limit`, or none when none is close.
    ///
    /// The rows of the distance table live in one buffer on the stack, reused for every candidate, and the
    /// candidates are read in place: a stream of mistyped names allocates nothing per candidate.
    package static func nearest<Word: Collection<UInt8>>(to word: Word, among candidates: [String]) -> [String] {
        let typed = word.map(ASCII.lowercased)
        guard !typed.isEmpty else { return [] }
        let allowed = typed.count <= 4 ? 1 : typed.count <= 8 ? 2 : 3
        var best = allowed + 1
        var found: [String] = []
        let longest = candidates.reduce(0) { max($0, $1.utf8.count) }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (longest + 1)) { rows in
            typed.withUnsafeBufferPointer { typed in
                for candidate in candidates {
                    var text = candidate
                    let distance = text.withUTF8 { editDistance(typed, $0, atMost: best, rows: rows) }
                    if distance < best {
                        best = distance
                        found = [candidate]
                    } else if distance == best && found.count < limit {
                        found.append(candidate)
                    }
                }
            }
        }
        return best <= allowed ? found : []
    }

    /// `"; did you mean "x"?"`, `"; did you mean "x" or "y"?"` for `word` among `candidates`, or "" when none is close.
    ///
    /// `written` turns a candidate into the text shown (`rgb()` for a function).
    package static func suggestion<Word: Collection<UInt8>>(
        for word: Word, among candidates: [String], written: (String) -> String = { $0 }
    ) -> String {
        let names = nearest(to: word, among: candidates)
        guard !names.isEmpty else { return "" }
        return "; did you mean " + CSSColor.alternatives(names.map { "\"" + written($0) + "\"" }) + "?"
    }

    /// The optimal string alignment distance between `a` and `b`, or any value above `limit` once it exceeds it.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (b.count + 1)) { rows in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in editDistance(a, b, atMost: limit, rows: rows) }
            }
        }
    }

    /// `editDistance(_:_:atMost:)` with `b` folded to ASCII lowercase as it is read, in `rows`, room for three
    /// rows of `b.count + 1`.
    static func editDistance(
        _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, atMost limit: Int, rows: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        var previous2 = rows.baseAddress!, previous = previous2 + width, current = previous + width
        for j in 0..<width {
            previous2[j] = 0
            previous[j] = j
            current[j] = 0
        }
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == ASCII.lowercased(b[j - 1]) ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == ASCII.lowercased(b[j - 2]), a[i - 2] == ASCII.lowercased(b[j - 1]) {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // A transposition can skip one row, never two: past the limit on two rows running, it stays past.
            if rowMinimum > limit && previousMinimum > limit { return limit + 1 }
            previousMinimum = rowMinimum
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

extension NamedColors {
    /// The names a mistyped color name is compared with: the named colors and `transparent`.
    static let suggestionCandidates: [String] = all.map(\.name) + ["transparent"]

    /// `"; did you mean "tomato"?"` for a mistyped color name, or "".
    static func suggestion(for name: UnsafeBufferPointer<UInt8>) -> String {
        NameSuggestions.suggestion(for: name, among: suggestionCandidates)
    }
}
