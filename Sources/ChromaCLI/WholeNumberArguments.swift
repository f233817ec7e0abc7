import ArgumentParser

/// Whole-number option values read whatever they look like, so that `--seed -1` or `-n -3` is
/// told it is out of range rather than that a value is missing (options declared with `parsing: .unconditional`).
public enum WholeNumberArgument {
    /// Reads a seed: a whole number from 0 to 2^64 − 1.
    public static func seed(_ text: String) throws -> UInt64 {
        if let value = UInt64(text) { return value }
        if looksWhole(text) {
            throw ValidationError("out of range: a seed is a whole number from 0 to \(UInt64.max)")
        }
        throw ValidationError("not a whole number: a seed is a whole number from 0 to \(UInt64.max)")
    }

    /// Reads a whole number in `range`; `what` names it in messages ("a count").
    public static func integer(_ text: String, in range: ClosedRange<Int>, what: String) throws -> Int {
        if let value = Int(text), range.contains(value) { return value }
        if looksWhole(text) {
            throw ValidationError("out of range: \(what) is a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        throw ValidationError("not a whole number: \(what) is a whole number from \(range.lowerBound) to \(range.upperBound)")
    }

    /// A fresh seed from the system's generator, for a command given no `--seed`.
    public static func freshSeed() -> UInt64 {
        var system = SystemRandomNumberGenerator()
        return system.next()
    }

    /// Whether `text` is digits with an optional sign (so a failed read was a range problem).
    static func looksWhole(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
