/// Reads a number as CSS writes one, for every number the tools take outside a color.
///
/// A CSS `<number>` (CSS Syntax 3 §4.3.12): an optional sign, digits with an
/// optional fraction (or a point and digits), an optional exponent — `0.25`,
/// `-3`, `.5`, `+1e-3`. No blanks around it, no hex, no `nan` or `inf`: one
/// reading, so that `--lighten 0x10` and `--precision 0x10` are refused alike
/// instead of one taking hex 16.
package enum CSSNumber {
    /// The finite value of `text`, or nil when `text` is not exactly one CSS number.
    package static func parse<Text: StringProtocol>(_ text: Text) -> Double? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Double? in
            var scanner = CSSScanner(UnsafeBufferPointer(buffer))
            guard scanner.startsNumber(at: 0) else { return nil }
            let value = scanner.scanNumber()
            guard scanner.isAtEnd, value.isFinite else { return nil }
            return value
        }
    }
}
