/// Colors compared and hashed by what they hold.
extension Color: Hashable {
    /// Whether the two colors are the same space, components and alpha.
    ///
    /// Spaces are compared by identity (`.oklch` is one value). Components are
    /// compared as numbers, with two rules a plain `Double` comparison lacks:
    /// a missing component (NaN) equals a missing component, so two grays
    /// whose hues are both missing are equal, and never equals a number;
    /// and -0 equals +0, as it does for `Double`. No tolerance is applied:
    /// `Color(css: "#ff0000") == Color(css: "red")`, but a color and its
    /// conversion to another space and back may differ in the last bits, and
    /// colors in different spaces are never equal; compare those with
    /// `deltaE(to:method:)`. Only the space's channels are compared
    /// (lane 3 of a three-channel space is unused).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        guard lhs.space === rhs.space, sameComponent(lhs.alpha, rhs.alpha) else { return false }
        for index in 0..<lhs.space.channelCount where !sameComponent(lhs.coords[index], rhs.coords[index]) {
            return false
        }
        return true
    }

    /// Hashes the space's identity, the space's channels and alpha, consistently with `==`:
    /// every missing component hashes alike, and -0 as +0.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(space))
        for index in 0..<space.channelCount { Self.hashComponent(coords[index], into: &hasher) }
        Self.hashComponent(alpha, into: &hasher)
    }

    /// Equal numbers, or both missing (NaN).
    private static func sameComponent(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    /// One component into `hasher`: any NaN as one marker, a zero of either sign as +0.
    private static func hashComponent(_ value: Double, into hasher: inout Hasher) {
        if value.isNaN {
            hasher.combine(false)
        } else {
            hasher.combine(true)
            hasher.combine(value == 0 ? 0 : value.bitPattern)
        }
    }
}
