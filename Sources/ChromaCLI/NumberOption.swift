import ArgumentParser

/// How the tools read numbers given to options: a negative number is a value, a fraction may be a percentage, and a value out of range is said one way.
///
/// Options that take a number are declared with `parsing: .unconditional`, so
/// `--steps -3` reaches the range check ("out of range") instead of being
/// taken for an option ("missing value").
public enum NumberOption {
    /// A fraction from 0 to 1 written as a number (`0.25`) or a percentage (`25%`).
    ///
    /// Any finite number is returned (the caller checks the range, so the
    /// message can name the option); text that is neither form is an error.
    public static func fraction(from text: String) throws -> Double {
        let isPercentage = text.hasSuffix("%")
        let digits = isPercentage ? String(text.dropLast()) : text
        guard let number = Double(digits), number.isFinite, !digits.isEmpty,
              digits.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) })
        else {
            throw ValidationError("not a number: give a fraction from 0 to 1 (0.25) or a percentage (25%)")
        }
        return isPercentage ? number / 100 : number
    }

    /// The error for `value` of `option` outside what it takes, e.g. `--steps -3 is out of range: give a whole number from 2 to 1000000`.
    public static func outOfRange(_ option: String, _ value: String, expected: String) -> ValidationError {
        ValidationError("\(option) \(value) is out of range: give \(expected)")
    }
}
