/// What `CSSColor.parse` reads beyond CSS because people paste it: hex without `#`, and one color in the text
/// copied around it (chromatools(7), Colors).
///
/// - Hex digits without `#`, 6 or 8 of them (`ff6347`, `FF634780`), as design tools copy a color, wherever a
///   color may stand (`color-mix()` and relative origins too). No CSS named color is made of hex digits alone (a
///   test checks the table), so such a word never shadows a name. A word of hex digits of another length is
///   refused, a 3- or 4-digit one (`bad`, `face`, `123`) with the hex color it would be after a `#`: such words
///   are words more often than colors.
/// - Around the whole input, taken off in this order and each at most once: a CSS declaration's `property:`
///   in front (`color: `, `--brand:`), one `;` at the end, one pair of matching quotes (`"…"`, `'…'`). What is
///   left must be one color, or `0x`/`0X` and 6 or 8 hex digits, read as that hex color.
/// - Words that make a color name when joined (`light blue`, `Light-Blue`, `dark_slate_gray`) are refused with
///   the name.
///
/// Only input the CSS reading refuses comes here, so a valid color pays nothing for these forms.
extension CSSColor {
    /// `bytes`, which the CSS reading refused with `failure`, read as a color in one of the pasted forms;
    /// else the error that says why not: the error of the color inside the form, or `failure`.
    @inline(never)
    static func parsePasted(
        _ bytes: UnsafeBufferPointer<UInt8>, originRoutes: Unmanaged<RelativeOriginRoutes>?, colorScheme: ColorScheme,
        failure: ColorParseError
    ) throws(ColorParseError) -> Color {
        var scanner = CSSScanner(bytes)
        scanner.trimWhitespace()
        let whole = scanner.position..<scanner.end
        let core = PastedWrapping.inside(whole, of: scanner)
        if let color = try zeroXHex(core, in: scanner) { return color }
        guard core != whole, !core.isEmpty else { throw joinedNameError(whole, in: scanner) ?? failure }
        var parser = CSSColorParser(UnsafeBufferPointer(rebasing: bytes[core]), colorScheme: colorScheme)
        parser.originRoutes = originRoutes
        do {
            return try parser.parseColor()
        } catch {
            throw joinedNameError(core, in: scanner)
                ?? ColorParseError(message: error.message, offset: error.offset + core.lowerBound)
        }
    }

    /// `0x` or `0X` and 6 or 8 hex digits, read as that hex color; nil for text that does not start so.
    static func zeroXHex(_ range: Range<Int>, in scanner: CSSScanner) throws(ColorParseError) -> Color? {
        guard range.count > 2, scanner.bytes[range.lowerBound] == UInt8(ascii: "0"),
              scanner.bytes[range.lowerBound + 1] | 0x20 == UInt8(ascii: "x") else { return nil }
        let digits = (range.lowerBound + 2)..<range.upperBound
        guard digits.allSatisfy({ ASCII.hexValue(scanner.bytes[$0]) != nil }) else { return nil }
        guard let color = CSSColorParser.hexColor(ofWord: digits, in: scanner) else {
            throw ColorParseError(
                message: "bad hex color \(scanner.quoted(range)): after \"0x\", expected 6 or 8 hex digits",
                offset: range.lowerBound)
        }
        return color
    }

    /// The refusal of words that make a color name when joined (`light blue`), with that name; nil for other text.
    ///
    /// The words are ASCII letters, two or more, separated by blanks, `-` or `_`.
    static func joinedNameError(_ range: Range<Int>, in scanner: CSSScanner) -> ColorParseError? {
        var joined: [UInt8] = []
        var words = 0
        var inWord = false
        for index in range {
            let byte = scanner.bytes[index], letter = ASCII.lowercased(byte)
            if letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") {
                if !inWord { words += 1 }
                inWord = true
                joined.append(letter)
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == ASCII.minus || byte == UInt8(ascii: "_") {
                inWord = false
            } else {
                return nil
            }
        }
        guard words >= 2, joined.withUnsafeBufferPointer({ NamedColors.color(namedUTF8: $0) }) != nil else { return nil }
        return ColorParseError(
            message: "unknown color name \(scanner.quoted(range)); did you mean \"\(String(decoding: joined, as: UTF8.self))\"?",
            offset: range.lowerBound)
    }
}

/// The text people copy around one color: a CSS declaration's `property:`, a `;` after it, quotes.
enum PastedWrapping {
    /// The part of `range` inside its wrapping, each layer taken off at most once and the blanks between them
    /// too; `range` itself when it has none.
    static func inside(_ range: Range<Int>, of scanner: CSSScanner) -> Range<Int> {
        var inner = trimmed(afterDeclaration(range, of: scanner), of: scanner)
        if let last = inner.last, scanner.bytes[last] == UInt8(ascii: ";") {
            inner = trimmed(inner.lowerBound..<last, of: scanner)
        }
        if inner.count >= 2, let first = inner.first, let last = inner.last,
           scanner.bytes[first] == scanner.bytes[last],
           scanner.bytes[first] == UInt8(ascii: "\"") || scanner.bytes[first] == UInt8(ascii: "'") {
            inner = trimmed((first + 1)..<last, of: scanner)
        }
        return inner
    }

    /// What follows a leading `property:` (an identifier, as CSS names a property, then a colon), else `range`.
    static func afterDeclaration(_ range: Range<Int>, of scanner: CSSScanner) -> Range<Int> {
        guard scanner.startsIdentifier(at: range.lowerBound) else { return range }
        var index = range.lowerBound
        while index < range.upperBound, ASCII.isName(scanner.bytes[index]), scanner.bytes[index] < 0x80 { index += 1 }
        while index < range.upperBound, ASCII.isWhitespace(scanner.bytes[index]) { index += 1 }
        guard index < range.upperBound, scanner.bytes[index] == UInt8(ascii: ":") else { return range }
        return (index + 1)..<range.upperBound
    }

    /// `range` without its leading and trailing whitespace.
    static func trimmed(_ range: Range<Int>, of scanner: CSSScanner) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, ASCII.isWhitespace(scanner.bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isWhitespace(scanner.bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}

extension CSSColorParser {
    /// 6 or 8 hex digits without `#`, up to the end of the word, read as a hex color (CSS Color 4 §5.2);
    /// nil, consuming nothing, for anything else.
    ///
    /// A word that starts with a letter is read as a name first (`namedColor`), so names pay nothing for this.
    mutating func bareHex() -> Color? {
        let start = scanner.position
        var stop = start
        while stop < scanner.end, stop - start <= 8, ASCII.hexValue(scanner.bytes[stop]) != nil { stop += 1 }
        if let next = scanner.byte(at: stop), ASCII.isName(next) || next == ASCII.percent || next == ASCII.period
            || next == ASCII.openParen
        {
            return nil
        }
        guard let color = Self.hexColor(ofWord: start..<stop, in: scanner) else { return nil }
        scanner.position = stop
        return color
    }

    /// The hex color a word of 6 or 8 hex digits stands for, else nil.
    static func hexColor(ofWord word: Range<Int>, in scanner: CSSScanner) -> Color? {
        let count = word.count
        guard count == 6 || count == 8 else { return nil }
        var digits: InlineArray<8, UInt8> = .init(repeating: 0)
        for index in 0..<count {
            guard let digit = ASCII.hexValue(scanner.bytes[word.lowerBound + index]) else { return nil }
            digits[index] = digit
        }
        return hexColor(digits, count: count)
    }

    /// The refusal of `word`, hex digits without `#` that are not 6 or 8 of them; for 3 or 4, with the `#` form.
    func bareHexError(_ word: Range<Int>) -> ColorParseError {
        let withHash = word.count == 3 || word.count == 4
            ? "; did you mean \"#\(String(decoding: scanner.slice(word), as: UTF8.self))\"?" : ""
        return ColorParseError(
            message: "bad hex color \(scanner.quoted(word)): without \"#\", expected 6 or 8 hex digits" + withHash,
            offset: word.lowerBound)
    }
}
