#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// CSS Values 4 math functions (§10) inside colors: `calc()` and its kin, evaluated as they are read.
///
/// Every place a color function takes a number, a percentage or an angle
/// (alpha and the `color-mix()` percentages included) takes a math function
/// instead: `calc()`, `min()`, `max()`, `clamp()`, `round()`, `mod()`,
/// `rem()`, `abs()`, `sign()`, `sin()`, `cos()`, `tan()`, `asin()`, `acos()`,
/// `atan()`, `atan2()`, `pow()`, `sqrt()`, `hypot()`, `log()` and `exp()`
/// (§10.2–§10.8). Inside them: `+ - * /` (`+` and `-` with whitespace on both
/// sides, §10.1), parentheses, the constants `e`, `pi`, `infinity`,
/// `-infinity` and `NaN` (§10.7.1), numbers, percentages, the angle units
/// `deg`, `rad`, `grad` and `turn` (§7.1), and in a relative color the
/// channel keywords (CSS Color 5 §4.2; a missing component counts as 0 in a
/// calculation). Nothing in a color needs a document, so lengths and the
/// other units are refused.
///
/// Types follow §10.9: a value's type records the power of each base type in
/// it (here angle and percent; a percentage resolves against nothing in a
/// color, so it stays a type of its own). `+`, `-`, `min()` and the like need
/// equal types, `*` adds the powers and `/` subtracts them, and the result
/// must be a plain number, a percentage or an angle. The value is kept in the
/// canonical unit: degrees for angles, the percentage's own number for `%`.
///
/// The expression is evaluated while it is read, with no tree and no
/// allocation; parentheses and nested functions may go
/// `CSSColorParser.maximumMathDepth` levels deep. A result that is NaN
/// becomes 0 and an infinite one the bound of its place (§10.9, "top-level
/// calculations"), which `CSSColorParser.value(of:…)` applies.
extension CSSColorParser {
    /// The deepest nesting of parentheses and math functions inside one math function.
    static let maximumMathDepth = 32

    /// The type of a math expression: the power of each base type in it (CSS Values 4 §10.9).
    struct MathType: Equatable, Sendable {
        var angle: Int8
        var percent: Int8

        static let number = MathType(angle: 0, percent: 0)
        static let angle = MathType(angle: 1, percent: 0)
        static let percentage = MathType(angle: 0, percent: 1)

        /// The type of a product (§10.9 "multiply the types"); nil when a power would leave ±100.
        func multiplied(by other: MathType) -> MathType? {
            let angle = Int(self.angle) + Int(other.angle), percent = Int(self.percent) + Int(other.percent)
            guard abs(angle) < 100, abs(percent) < 100 else { return nil }
            return MathType(angle: Int8(angle), percent: Int8(percent))
        }

        /// The type of a reciprocal.
        var inverted: MathType { MathType(angle: -angle, percent: -percent) }

        /// The type for a message: "a number", "a percentage", "an angle", or the powers ("deg^2·%^-1").
        var description: String {
            switch self {
            case .number: return "a number"
            case .percentage: return "a percentage"
            case .angle: return "an angle"
            default:
                var parts: [String] = []
                if angle != 0 { parts.append(angle == 1 ? "deg" : "deg^\(angle)") }
                if percent != 0 { parts.append(percent == 1 ? "%" : "%^\(percent)") }
                return "a value of type " + parts.joined(separator: "·")
            }
        }
    }

    /// A value of a math expression: its number in the canonical unit and its type.
    struct MathValue {
        var value: Double
        var type: MathType
    }

    /// The math functions (CSS Values 4 §10.2–§10.8).
    enum MathFunction: CaseIterable {
        case calc, min, max, clamp, round, mod, rem, abs, sign
        case sin, cos, tan, asin, acos, atan, atan2, pow, sqrt, hypot, log, exp

        /// The name as CSS writes it.
        var name: String {
            switch self {
            case .calc: "calc"
            case .min: "min"
            case .max: "max"
            case .clamp: "clamp"
            case .round: "round"
            case .mod: "mod"
            case .rem: "rem"
            case .abs: "abs"
            case .sign: "sign"
            case .sin: "sin"
            case .cos: "cos"
            case .tan: "tan"
            case .asin: "asin"
            case .acos: "acos"
            case .atan: "atan"
            case .atan2: "atan2"
            case .pow: "pow"
            case .sqrt: "sqrt"
            case .hypot: "hypot"
            case .log: "log"
            case .exp: "exp"
            }
        }
    }

    /// The math function named by the identifier in `name`, if it names one.
    func mathFunction(named name: Range<Int>) -> MathFunction? {
        guard let packed = scanner.packedLowercase(name) else { return nil }
        return Self.mathFunction(packed: packed)
    }

    /// The math function whose name packs (`CSSScanner.packed`) to `packed`: integer cases, so that a lookup
    /// is a few comparisons (a test checks each against its name).
    static func mathFunction(packed: UInt64) -> MathFunction? {
        switch packed {
            case 0x63616c63: .calc
            case 0x6d696e: .min
            case 0x6d6178: .max
            case 0x636c616d70: .clamp
            case 0x726f756e64: .round
            case 0x6d6f64: .mod
            case 0x72656d: .rem
            case 0x616273: .abs
            case 0x7369676e: .sign
            case 0x73696e: .sin
            case 0x636f73: .cos
            case 0x74616e: .tan
            case 0x6173696e: .asin
            case 0x61636f73: .acos
            case 0x6174616e: .atan
            case 0x6174616e32: .atan2
            case 0x706f77: .pow
            case 0x73717274: .sqrt
            case 0x6879706f74: .hypot
            case 0x6c6f67: .log
            case 0x657870: .exp
            default: nil
        }
    }

    /// The constants of CSS Values 4 §10.7.1 and `none`, packed (`CSSScanner.packed`; a test checks them).
    static var packedE: UInt64 { 0x65 }
    static var packedPi: UInt64 { 0x7069 }
    static var packedInfinity: UInt64 { 0x696e66696e697479 }
    static var packedNaN: UInt64 { 0x6e616e }
    static var packedNone: UInt64 { 0x6e6f6e65 }

    /// Euler's number, the value of the constant `e` (CSS Values 4 §10.7.1), to double precision.
    static let eulersNumber = 2.718281828459045

    // MARK: Reading

    /// Reads a math function from its name (the scanner at its `(`) to its `)`, and evaluates it.
    ///
    /// `context` names the color function for messages (`rgb()`); `depth` counts the enclosing
    /// parentheses and math functions.
    mutating func parseMathFunction(
        _ function: MathFunction, named name: Range<Int>, _ context: Context, depth: Int = 0
    ) throws(ColorParseError) -> MathValue {
        if depth >= Self.maximumMathDepth {
            throw ColorParseError(
                message: "\(context): math functions nested more than \(Self.maximumMathDepth) levels deep",
                offset: name.lowerBound)
        }
        scanner.position += 1  // "("
        let place = MathPlace(context: context, function: function, name: name)
        switch function {
        case .calc:
            let value = try parseMathSum(place, depth: depth + 1)
            try closeMathFunction(place)
            return value
        case .min, .max, .hypot:
            var result = try parseMathSum(place, depth: depth + 1)
            let firstType = result.type
            var sumOfSquares = result.value * result.value
            var sawNaN = result.value.isNaN
            while try nextMathArgument(place) {
                let start = argumentStart()
                let next = try parseMathSum(place, depth: depth + 1)
                try requireSameType(next.type, firstType, place, at: start)
                sawNaN = sawNaN || next.value.isNaN
                switch function {
                case .min: result.value = Swift.min(result.value, next.value)
                case .max: result.value = Swift.max(result.value, next.value)
                default: sumOfSquares += next.value * next.value
                }
            }
            if function == .hypot {
                // hypot() of one argument is its magnitude; of several, the root of the sum of squares.
                result.value = sumOfSquares.squareRoot()
            }
            if sawNaN { result.value = .nan }
            return result
        case .clamp:
            let lower = try parseClampBound(place, depth: depth + 1)
            try expectMathComma(place)
            let valueStart = argumentStart()
            let value = try parseMathSum(place, depth: depth + 1)
            try expectMathComma(place)
            let upperStart = argumentStart()
            let upper = try parseClampBound(place, depth: depth + 1)
            try closeMathFunction(place)
            if let lower { try requireSameType(value.type, lower.type, place, at: valueStart) }
            if let upper { try requireSameType(upper.type, value.type, place, at: upperStart) }
            // §10.2: clamp(MIN, VAL, MAX) is max(MIN, min(VAL, MAX)); NaN anywhere gives NaN.
            var result = value.value
            if let upper { result = upper.value.isNaN ? .nan : Swift.min(result, upper.value) }
            if let lower { result = lower.value.isNaN || result.isNaN ? .nan : Swift.max(lower.value, result) }
            return MathValue(value: result, type: value.type)
        case .round:
            return try parseRound(place, depth: depth + 1)
        case .mod, .rem, .atan2, .pow:
            let aStart = argumentStart()
            let a = try parseMathSum(place, depth: depth + 1)
            try expectMathComma(place)
            let bStart = argumentStart()
            let b = try parseMathSum(place, depth: depth + 1)
            try closeMathFunction(place)
            if function == .pow {
                try requireNumber(a.type, place, at: aStart)
                try requireNumber(b.type, place, at: bStart)
                return MathValue(value: pow(a.value, b.value), type: .number)
            }
            try requireSameType(b.type, a.type, place, at: bStart)
            switch function {
            case .mod: return MathValue(value: Self.modulus(a.value, b.value), type: a.type)
            case .rem: return MathValue(value: Self.remainder(a.value, b.value), type: a.type)
            default: return MathValue(value: atan2(a.value, b.value) * ColorMath.degreesPerRadian, type: .angle)
            }
        case .abs, .sign, .sin, .cos, .tan, .asin, .acos, .atan, .sqrt, .exp:
            let start = argumentStart()
            let a = try parseMathSum(place, depth: depth + 1)
            try closeMathFunction(place)
            switch function {
            case .abs: return MathValue(value: Swift.abs(a.value), type: a.type)
            case .sign:
                // §10.8: -1, +1, or the zero or NaN itself.
                let sign: Double = a.value > 0 ? 1 : a.value < 0 ? -1 : a.value
                return MathValue(value: sign, type: .number)
            case .sin, .cos, .tan:
                guard a.type == .number || a.type == .angle else {
                    throw mathTypeError(place, "takes a number (radians) or an angle, not \(a.type.description)", at: start)
                }
                let degrees = a.type == .angle ? a.value : a.value * ColorMath.degreesPerRadian
                return MathValue(value: Self.trigonometric(function, degrees: degrees), type: .number)
            case .asin, .acos, .atan:
                try requireNumber(a.type, place, at: start)
                let radians = function == .asin ? asin(a.value) : function == .acos ? acos(a.value) : atan(a.value)
                return MathValue(value: radians * ColorMath.degreesPerRadian, type: .angle)
            case .sqrt:
                try requireNumber(a.type, place, at: start)
                return MathValue(value: a.value.squareRoot(), type: .number)
            default:
                try requireNumber(a.type, place, at: start)
                return MathValue(value: exp(a.value), type: .number)
            }
        case .log:
            let start = argumentStart()
            let a = try parseMathSum(place, depth: depth + 1)
            try requireNumber(a.type, place, at: start)
            var result = log(a.value)
            if try nextMathArgument(place) {
                let baseStart = argumentStart()
                let base = try parseMathSum(place, depth: depth + 1)
                try requireNumber(base.type, place, at: baseStart)
                try closeMathFunction(place)
                result /= log(base.value)
            }
            return MathValue(value: result, type: .number)
        }
    }

    /// Where a math expression is being read, for messages: the color function and the math function.
    struct MathPlace {
        let context: Context, function: MathFunction, name: Range<Int>

        /// "rgb(): calc()", the prefix of every message about this math function.
        var prefix: String { "\(context): \(function.name)()" }
    }

    /// `<calc-sum>`: products joined by `+` and `-`, which need whitespace on both sides, each product values
    /// joined by `*` and `/` (CSS Values 4 §10.1).
    ///
    /// One loop reads both levels: a value is multiplied into the product being read while `*` or `/`
    /// follows it, and the product is added into the sum once anything else follows, so `l + 0.1` costs a
    /// call per value rather than one per precedence level. The operations, their order and the errors
    /// are those of a sum of products read level by level.
    mutating func parseMathSum(_ place: MathPlace, depth: Int) throws(ColorParseError) -> MathValue {
        var product = try parseMathValue(place, depth: depth)
        var sum = MathValue(value: 0, type: .number)
        /// The `+` or `-` before the product being read, 0 for the first product; and where it is.
        var sign: UInt8 = 0
        var signOffset = 0
        while true {
            let beforeSpace = scanner.position
            scanner.skipWhitespace()
            let next = scanner.peek()
            if next == 0x2A || next == ASCII.slash {  // "*", "/"
                let operatorOffset = scanner.position
                scanner.position += 1
                let right = try parseMathValue(place, depth: depth)
                let type = next == ASCII.slash ? product.type.multiplied(by: right.type.inverted)
                    : product.type.multiplied(by: right.type)
                guard let type else {
                    throw ColorParseError(message: "\(place.prefix): the units multiply past any type", offset: operatorOffset)
                }
                product = MathValue(
                    value: next == ASCII.slash ? product.value / right.value : product.value * right.value, type: type)
                continue
            }
            if sign == 0 {
                sum = product
            } else {
                guard product.type == sum.type else { throw mismatchedSum(place, sign, product.type, sum.type, at: signOffset) }
                sum.value = sign == ASCII.plus ? sum.value + product.value : sum.value - product.value
            }
            let sawSpace = scanner.position > beforeSpace
            guard let byte = next, byte == ASCII.plus || byte == ASCII.minus else {
                if sawSpace, let byte = next, byte != ASCII.comma && byte != ASCII.closeParen {
                    throw ColorParseError(
                        message: "\(place.prefix): expected an operator (+, -, * or /) before "
                            + "\(scanner.quoted(scanner.wordRange(at: scanner.position)))",
                        offset: scanner.position)
                }
                return sum
            }
            let operatorOffset = scanner.position
            let followedBySpace = scanner.byte(at: operatorOffset + 1).map(ASCII.isWhitespace) ?? false
            if !sawSpace || !followedBySpace { throw misspacedOperator(place, byte, sawSpace: sawSpace, at: operatorOffset) }
            scanner.position += 1
            sign = byte
            signOffset = operatorOffset
            product = try parseMathValue(place, depth: depth)
        }
    }

    /// The error for a `+` or `-` without whitespace on both sides.
    func misspacedOperator(_ place: MathPlace, _ byte: UInt8, sawSpace: Bool, at operatorOffset: Int) -> ColorParseError {
        let symbol = byte == ASCII.plus ? "+" : "-"
        let after = scanner.byte(at: operatorOffset + 1)
        if sawSpace && (after == nil || after == ASCII.closeParen || after == ASCII.comma) {
            return ColorParseError(message: "\(place.prefix): a value is missing after \"\(symbol)\"", offset: operatorOffset)
        }
        if sawSpace && scanner.startsNumber(at: operatorOffset) {
            return ColorParseError(
                message: "\(place.prefix): expected an operator before "
                    + "\(scanner.quoted(scanner.wordRange(at: operatorOffset))); "
                    + "\"\(symbol)\" needs whitespace on both sides",
                offset: operatorOffset)
        }
        return ColorParseError(
            message: "\(place.prefix): \"\(symbol)\" needs whitespace on both sides", offset: operatorOffset)
    }

    /// The error for adding or subtracting values of different types.
    func mismatchedSum(
        _ place: MathPlace, _ sign: UInt8, _ right: MathType, _ left: MathType, at operatorOffset: Int
    ) -> ColorParseError {
        ColorParseError(
            message: "\(place.prefix): cannot \(sign == ASCII.plus ? "add" : "subtract") "
                + "\(right.description) \(sign == ASCII.plus ? "to" : "from") \(left.description)",
            offset: operatorOffset)
    }
    /// `<calc-value>`: a number, percentage or angle, a constant, a channel keyword, `( … )` or a math function.
    mutating func parseMathValue(_ place: MathPlace, depth: Int) throws(ColorParseError) -> MathValue {
        scanner.skipWhitespace()
        let start = scanner.position
        guard let byte = scanner.peek() else {
            throw ColorParseError(message: "\(place.prefix): unexpected end of input: missing \")\"", offset: start)
        }
        if scanner.startsNumber(at: start) {
            return try parseMathNumber(place)
        }
        if byte == ASCII.openParen {
            if depth >= Self.maximumMathDepth {
                throw ColorParseError(
                    message: "\(place.context): math functions nested more than \(Self.maximumMathDepth) levels deep",
                    offset: start)
            }
            scanner.position += 1
            let value = try parseMathSum(place, depth: depth + 1)
            scanner.skipWhitespace()
            guard scanner.peek() == ASCII.closeParen else {
                throw expectedCloseParen(place)
            }
            scanner.position += 1
            return value
        }
        if scanner.startsIdentifier(at: start) {
            let scanned = scanner.scanPackedName()
            let name = scanned.range
            if scanner.peek() == ASCII.openParen {
                guard let packed = scanned.packed, let function = Self.mathFunction(packed: packed) else {
                    throw ColorParseError(
                        message: "\(place.prefix): unknown math function "
                            + "\(scanner.quoted(name.lowerBound..<(name.upperBound + 1)))",
                        offset: start)
                }
                return try parseMathFunction(function, named: name, place.context, depth: depth)
            }
            if let packed = scanned.packed {
                // CSS Values 4 §10.7.1; keywords are ASCII case-insensitive.
                if packed == Self.packedE { return MathValue(value: Self.eulersNumber, type: .number) }
                if packed == Self.packedPi { return MathValue(value: Double.pi, type: .number) }
                if packed == Self.packedInfinity { return MathValue(value: .infinity, type: .number) }
                if packed == Self.packedNaN { return MathValue(value: .nan, type: .number) }
                if let value = keywords.value(ofPacked: packed) {
                    // CSS Color 5 §4.1: in a calculation a missing component counts as 0.
                    return MathValue(value: value.isNaN ? 0 : value, type: .number)
                }
            }
            if scanner.text(name, equals: "-infinity") { return MathValue(value: -.infinity, type: .number) }
            if let packed = scanner.packedLowercase(name), let value = keywords.value(ofAlias: packed) {
                return MathValue(value: value.isNaN ? 0 : value, type: .number)
            }
            throw ColorParseError(
                message: "\(place.prefix): unknown keyword \(scanner.quoted(name)); "
                    + (keywords.isEmpty ? "" : "expected \(keywords.names(for: scanner)), ")
                    + "expected a number, e, pi, infinity, -infinity or NaN",
                offset: start)
        }
        throw ColorParseError(
            message: "\(place.prefix): expected a number, a percentage, an angle or \"(\", found "
                + "\(scanner.quoted(scanner.wordRange(at: start)))",
            offset: start)
    }

    /// A number, percentage or angle inside a math function (the scanner at its first byte).
    mutating func parseMathNumber(_ place: MathPlace) throws(ColorParseError) -> MathValue {
        let start = scanner.position
        let value = scanner.scanNumber()
        if !value.isFinite {
            throw ColorParseError(
                message: "\(place.prefix): numbers must be finite; "
                    + "\(scanner.quoted(start..<scanner.position)) is too large (write infinity)",
                offset: start)
        }
        if scanner.peek() == ASCII.percent {
            scanner.position += 1
            return MathValue(value: value, type: .percentage)
        }
        guard scanner.startsIdentifier(at: scanner.position) else { return MathValue(value: value, type: .number) }
        let unit = scanner.scanName()
        guard let factor = Self.degreesPerUnit(scanner, unit) else {
            throw ColorParseError(
                message: "\(place.prefix): unknown unit \(scanner.quoted(unit)) in "
                    + "\(scanner.quoted(start..<scanner.position)); a color takes numbers, percentages "
                    + "and the angles deg, rad, grad and turn",
                offset: unit.lowerBound)
        }
        return MathValue(value: value * factor, type: .angle)
    }

    /// `round( <rounding-strategy>?, A, B? )` (CSS Values 4 §10.3), the scanner just past the `(`.
    mutating func parseRound(_ place: MathPlace, depth: Int) throws(ColorParseError) -> MathValue {
        enum Strategy { case nearest, up, down, toZero }
        var strategy = Strategy.nearest
        scanner.skipWhitespace()
        let start = scanner.position
        if scanner.startsIdentifier(at: start) {
            // A strategy is a keyword followed by a comma; anything else is the first calculation.
            var lookahead = scanner
            let word = lookahead.scanName()
            lookahead.skipWhitespace()
            if lookahead.peek() == ASCII.comma {
                var named: Strategy?
                if scanner.text(word, equals: "nearest") {
                    named = .nearest
                } else if scanner.text(word, equals: "up") {
                    named = .up
                } else if scanner.text(word, equals: "down") {
                    named = .down
                } else if scanner.text(word, equals: "to-zero") {
                    named = .toZero
                }
                if let named {
                    strategy = named
                    scanner = lookahead
                    scanner.position += 1  // ","
                }
            }
        }
        let aStart = argumentStart()
        let a = try parseMathSum(place, depth: depth)
        var b = MathValue(value: 1, type: .number)
        if try nextMathArgument(place) {
            let bStart = argumentStart()
            b = try parseMathSum(place, depth: depth)
            try closeMathFunction(place)
            try requireSameType(b.type, a.type, place, at: bStart)
        } else if a.type != .number {
            throw mathTypeError(place, "needs a step when rounding \(a.type.description)", at: aStart)
        }
        let x = a.value, step = Swift.abs(b.value)
        // §10.3's special cases first.
        if x.isNaN || step.isNaN || step == 0 || (x.isInfinite && step.isInfinite) {
            return MathValue(value: .nan, type: a.type)
        }
        if x.isInfinite { return MathValue(value: x, type: a.type) }
        if step.isInfinite {
            let positive = x > 0 || (x == 0 && x.sign == .plus)
            let zero = positive ? 0.0 : -0.0
            switch strategy {
            case .nearest, .toZero: return MathValue(value: zero, type: a.type)
            case .up: return MathValue(value: x > 0 ? .infinity : zero, type: a.type)
            case .down: return MathValue(value: x < 0 ? -.infinity : zero, type: a.type)
            }
        }
        let lower = (x / step).rounded(.down) * step
        if lower == x { return MathValue(value: x, type: a.type) }
        let upper = lower + step
        let result: Double
        switch strategy {
        case .nearest: result = x - lower < upper - x ? lower : upper  // a tie goes up
        case .up: result = upper
        case .down: result = lower
        case .toZero: result = Swift.abs(lower) < Swift.abs(upper) ? lower : upper
        }
        // A result of zero keeps A's sign (§10.3: 0⁻ for a negative A).
        return MathValue(value: result == 0 ? (x < 0 ? -0.0 : 0.0) : result, type: a.type)
    }

    /// One bound of `clamp()`: a calculation, or `none` for no bound (nil).
    mutating func parseClampBound(_ place: MathPlace, depth: Int) throws(ColorParseError) -> MathValue? {
        scanner.skipWhitespace()
        let start = scanner.position
        if scanner.startsIdentifier(at: start) {
            var lookahead = scanner
            let word = lookahead.scanName()
            if lookahead.peek() != ASCII.openParen, scanner.packedLowercase(word) == Self.packedNone {
                scanner = lookahead
                return nil
            }
        }
        return try parseMathSum(place, depth: depth)
    }

    // MARK: Arithmetic of CSS Values 4

    /// `mod(A, B)` (§10.4): the remainder with the sign of B.
    static func modulus(_ a: Double, _ b: Double) -> Double {
        if b == 0 || a.isInfinite || a.isNaN || b.isNaN { return .nan }
        if b.isInfinite {
            // Same sign (zeros by their sign): A; opposite signs: NaN.
            return (a.sign == b.sign) ? a : .nan
        }
        var r = a.truncatingRemainder(dividingBy: b)
        if r != 0 && (r < 0) != (b < 0) { r += b }
        return r
    }

    /// `rem(A, B)` (§10.4): the remainder with the sign of A.
    static func remainder(_ a: Double, _ b: Double) -> Double {
        if b == 0 || a.isInfinite || a.isNaN || b.isNaN { return .nan }
        if b.isInfinite { return a }
        return a.truncatingRemainder(dividingBy: b)
    }

    /// `sin()`, `cos()` and `tan()` of an angle in degrees, exact at the multiples of 90° (§10.5).
    static func trigonometric(_ function: MathFunction, degrees: Double) -> Double {
        if degrees.isFinite {
            let turn = degrees.truncatingRemainder(dividingBy: 360)
            let quarter = turn < 0 ? turn + 360 : turn
            if quarter == 0 || quarter == 90 || quarter == 180 || quarter == 270 {
                switch (function, quarter) {
                case (.sin, 0), (.sin, 180), (.tan, 0), (.tan, 180): return degrees < 0 ? -0.0 : 0.0
                case (.sin, 90), (.cos, 0): return 1
                case (.sin, 270), (.cos, 180): return -1
                case (.cos, 90), (.cos, 270): return 0
                case (.tan, 90): return .infinity
                default: return -.infinity  // tan(270°)
                }
            }
        }
        let radians = degrees / ColorMath.degreesPerRadian
        switch function {
        case .sin: return sin(radians)
        case .cos: return cos(radians)
        default: return tan(radians)
        }
    }

    // MARK: Punctuation and types

    /// Where the argument that starts here begins, past any whitespace.
    mutating func argumentStart() -> Int {
        scanner.skipWhitespace()
        return scanner.position
    }

    /// After an argument: true at a `,` (consumed), false at the closing `)` (consumed).
    mutating func nextMathArgument(_ place: MathPlace) throws(ColorParseError) -> Bool {
        scanner.skipWhitespace()
        switch scanner.peek() {
        case ASCII.comma:
            scanner.position += 1
            return true
        case ASCII.closeParen:
            scanner.position += 1
            return false
        default:
            throw expectedCloseParen(place, orComma: true)
        }
    }

    /// Consumes the `,` between two arguments.
    mutating func expectMathComma(_ place: MathPlace) throws(ColorParseError) {
        scanner.skipWhitespace()
        guard scanner.peek() == ASCII.comma else {
            throw ColorParseError(
                message: "\(place.prefix): expected \",\" and another argument, found \(describe(at: scanner.position))",
                offset: scanner.position)
        }
        scanner.position += 1
    }

    /// Consumes the `)` that ends a math function.
    mutating func closeMathFunction(_ place: MathPlace) throws(ColorParseError) {
        scanner.skipWhitespace()
        guard scanner.peek() == ASCII.closeParen else { throw expectedCloseParen(place) }
        scanner.position += 1
    }

    /// The error for a math function or parenthesis that does not close where it should.
    func expectedCloseParen(_ place: MathPlace, orComma: Bool = false) -> ColorParseError {
        let offset = scanner.position
        if offset >= scanner.end {
            return ColorParseError(message: "\(place.prefix): unexpected end of input: missing \")\"", offset: offset)
        }
        return ColorParseError(
            message: "\(place.prefix): expected \(orComma ? "\",\" or " : "")\")\", found \(describe(at: offset))",
            offset: offset)
    }

    /// Fails unless `type` is a plain number.
    func requireNumber(_ type: MathType, _ place: MathPlace, at offset: Int) throws(ColorParseError) {
        if type != .number { throw mathTypeError(place, "takes a number, not \(type.description)", at: offset) }
    }

    /// Fails unless two arguments have the same type (§10.9 "consistent type").
    func requireSameType(_ type: MathType, _ other: MathType, _ place: MathPlace, at offset: Int) throws(ColorParseError) {
        if type != other {
            throw mathTypeError(place, "mixes \(other.description) and \(type.description)", at: offset)
        }
    }

    /// A type error of a math function.
    func mathTypeError(_ place: MathPlace, _ what: String, at offset: Int) -> ColorParseError {
        ColorParseError(message: "\(place.prefix) \(what)", offset: offset)
    }
}

