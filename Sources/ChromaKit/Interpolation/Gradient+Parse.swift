/// Reading a list of gradient color stops written as in CSS: `red 0%, gold 30%, blue`.
///
/// The list is CSS Images 3 §3.4's `<color-stop-list>` without lengths or
/// color hints: stops separated by commas, each a CSS color (anything
/// `CSSColor.parse` accepts, `color-mix()` included) followed by zero, one
/// or two percentages. Two percentages make two stops of the same color
/// (`gold 30% 60%`, §3.4.2). Percentages may lie outside 0%…100%, as in CSS.
extension Gradient {
    /// Parses a CSS color stop list into stops, positions as fractions (`30%` → 0.3) or nil where omitted.
    ///
    /// Errors carry the byte offset in `text`. Fewer than two stops is not an
    /// error here; `Gradient.init` reports it. `light-dark()` is its light color unless `colorScheme` is `.dark`.
    public static func parseStops(_ text: String, colorScheme: ColorScheme = .light) throws(ColorParseError) -> [GradientStop] {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(ColorParseError) -> [GradientStop] in
                var parser = CSSColorParser(bytes, colorScheme: colorScheme)
                return try parser.parseStopList()
            }
        }
        return try result.get()
    }
}

extension CSSColorParser {
    /// Reads the whole input as a comma-separated list of color stops.
    mutating func parseStopList() throws(ColorParseError) -> [GradientStop] {
        scanner.trimWhitespace()
        if scanner.isAtEnd {
            throw ColorParseError(message: "empty input: expected color stops", offset: scanner.position)
        }
        var stops: [GradientStop] = []
        while true {
            let number = stops.count + 1
            scanner.skipWhitespace()
            let start = scanner.position
            if scanner.startsNumber(at: start) {
                throw ColorParseError(
                    message: "stop \(number): expected a color, found \(scanner.quoted(scanner.wordRange(at: start))) "
                        + "(a position goes after its color; color hints are not supported)",
                    offset: start)
            }
            if scanner.isAtEnd || scanner.peek() == ASCII.comma {
                throw ColorParseError(message: "stop \(number): expected a color", offset: start)
            }
            let color = try parseColorValue()
            var positions: [Double] = []
            while true {
                scanner.skipWhitespace()
                let positionStart = scanner.position
                guard scanner.startsNumber(at: positionStart) else { break }
                let value = scanner.scanNumber()
                guard scanner.peek() == ASCII.percent else {
                    if scanner.startsIdentifier(at: scanner.position) { _ = scanner.scanName() }
                    throw ColorParseError(
                        message: "stop \(number): a position must be a percentage such as 30%, "
                            + "found \(scanner.quoted(positionStart..<scanner.position))",
                        offset: positionStart)
                }
                scanner.position += 1
                guard abs(value) <= CSSColor.maximumMagnitude else {
                    throw ColorParseError(
                        message: "stop \(number): \(scanner.quoted(positionStart..<scanner.position)) is out of range",
                        offset: positionStart)
                }
                if positions.count == 2 {
                    throw ColorParseError(
                        message: "stop \(number): at most two positions may follow a color", offset: positionStart)
                }
                positions.append(value / 100)
            }
            if positions.isEmpty {
                stops.append(GradientStop(color))
            } else {
                for position in positions { stops.append(GradientStop(color, at: position)) }
            }
            if scanner.isAtEnd { return stops }
            let offset = scanner.position
            guard scanner.peek() == ASCII.comma else {
                throw ColorParseError(
                    message: "stop \(number): expected \",\" or the end after the stop, "
                        + "found \(scanner.quoted(scanner.wordRange(at: offset)))",
                    offset: offset)
            }
            scanner.position += 1
            scanner.skipWhitespace()
            if scanner.isAtEnd {
                throw ColorParseError(message: "expected a color stop after \",\"", offset: scanner.position)
            }
        }
    }
}
