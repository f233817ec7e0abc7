import ArgumentParser
import ChromaKit

/// How the tools read numbers given to options: a negative number is a value, a fraction may be a percentage, seeds and counts are whole numbers, and a value out of range says so.
///
/// Options that take a number are declared with `parsing: .unconditional`, so
/// `--steps -3` reaches the range check ("out of range") instead of being
/// taken for an option ("missing value").
public enum NumberOption {
    /// A fraction from 0 to 1 written as a number (`0.25`) or a percentage (`25%`).
    ///
    /// A percentage outside 0%…100% is an error. Any finite number is
    /// returned: the caller checks the range, so that the message can name
    /// the option and show the percentage a number outside it may have meant
    /// (`outsideRange`). Text that is neither form is an error.
    public static func fraction(from text: String) throws -> Double {
        let isPercentage = text.hasSuffix("%")
        guard let number = CSSNumber.parse(isPercentage ? text.dropLast() : Substring(text)) else {
            throw ValidationError("not a number: give a fraction from 0 to 1 (0.25) or a percentage (25%)")
        }
        guard !isPercentage || (0...100).contains(number) else { throw ValidationError("outside 0%…100%") }
        return isPercentage ? number / 100 : number
    }

    /// The error for a number `text` (value `value`) given to `option` outside `range`, in the option's units:
    /// `--lighten 10 is outside 0…1; for 10 %, write --lighten 10%`.
    ///
    /// A number from 1 to 100 (either sign) outside the range is most likely a
    /// percentage written without `%`, so the message shows that form when
    /// it is inside the range (a percentage of the range's width, as CSS reads
    /// one: `--saturate 10%` in OKLCh is 0.04 of chroma, whose range is 0…0.4).
    public static func outsideRange(_ option: String, _ text: String, value: Double, range: ClosedRange<Double>) -> ValidationError {
        var message = "\(option) \(text) is outside \(ShortNumber.string(range.lowerBound))…\(ShortNumber.string(range.upperBound))"
        let asPercentage = value / 100 * (range.upperBound - range.lowerBound)
        if abs(value) > 1 && abs(value) <= 100 && range.contains(asPercentage) {
            message += "; for \(text) %, write \(option) \(text)%"
        }
        return ValidationError(message)
    }

    /// Reads a number, for an option declared with `transform: NumberOption.number`: as CSS writes one
    /// (`CSSNumber`: `0.5`, `-3`, `1e-3`; no blanks, hex, `nan` or `inf`), so that every option reads numbers alike.
    public static func number(_ text: String) throws -> Double {
        guard let number = CSSNumber.parse(text) else { throw ValidationError("not a number such as 0.5, -3 or 1e-3") }
        return number
    }

    /// The error for `value` of `option` outside what it takes, e.g. `--steps -3 is out of range: give a whole number from 2 to 1000000`.
    public static func outOfRange(_ option: String, _ value: String, expected: String) -> ValidationError {
        ValidationError("\(option) \(value) is out of range: give \(expected)")
    }

    /// Reads a seed, for an option declared with `transform: NumberOption.seed`: a whole number from 0 to 2^64 − 1.
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
