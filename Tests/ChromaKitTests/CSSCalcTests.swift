import Testing
@testable import ChromaKit

/// Math functions in colors (CSS Values 4 §10): each function against values that follow from its
/// definition (the examples of §10.3–§10.4 among them), types, constants, units, whitespace rules,
/// and errors that name the function and point at the offending character.
@Suite("CSS math functions in colors") struct CSSCalcTests {
    typealias Valid = CSSParserTests.Valid
    typealias Invalid = InvalidColorInput

    static let valid: [Valid] = [
        // calc(), + - * /, parentheses, nesting (§10.1).
        Valid("rgb(calc(255 / 2) 0 0)", .srgb, [0.5, 0, 0]),
        Valid("rgb(calc( 100  +  27.5 ) calc(2*51) calc(51/0.5))", .srgb, [0.5, 0.4, 0.4]),
        Valid("lab(calc(calc(1 + 2) * (3 + 4)) calc(-1 * (2) * 3) calc(((1))))", .lab, [21, -6, 1]),
        Valid("lab(50 calc(-1 * -2) calc(+3 - -4))", .lab, [50, 2, 7]),
        Valid("lab(calc(10 - 4 - 3) calc(24 / 4 / 2) calc(2 + 3 * 4))", .lab, [3, 3, 14]),
        Valid("rgb(CALC(255) Calc(0) cAlC(0))", .srgb, [1, 0, 0]),
        // Percentages and angles keep their type through the arithmetic (§10.9).
        Valid("rgb(calc(50% + 10%) calc(50% * 2) calc(100% / 4))", .srgb, [0.6, 1, 0.25]),
        Valid("hsl(calc(0.25turn + 100grad) 100% 50%)", .hsl, [180, 1, 0.5]),
        Valid("hsl(calc(90deg * 2deg / 2deg) calc(50% * 2) 50%)", .hsl, [90, 1, 0.5]),
        Valid("hsl(calc(1rad * pi) 100% 50%)", .hsl, [180, 1, 0.5]),
        Valid("rgb(0 0 0 / calc(50% - 10%))", .srgb, [0, 0, 0], alpha: 0.4),
        Valid("rgb(0 0 0 / calc(0.25 * 2))", .srgb, [0, 0, 0], alpha: 0.5),
        // min(), max(), clamp() (§10.2); clamp(MIN, VAL, MAX) = max(MIN, min(VAL, MAX)), none unbounded.
        Valid("rgb(min(255, 300) max(10%, 20%) min(50%))", .srgb, [1, 0.2, 0.5]),
        Valid("lab(clamp(0, 300, 60) clamp(20, 10, none) clamp(none, 30, 25))", .lab, [60, 20, 25]),
        Valid("lab(clamp(50, 10, 40) max(-5, -10, -3) min(7, 2, 9))", .lab, [50, -3, 2]),
        // round() with every strategy (§10.3): a tie rounds up, toward +∞.
        Valid("lab(round(2.5) round(-2.5) round(2.4))", .lab, [3, -2, 2]),
        Valid("lab(round(up, 2.1) round(down, 2.9) round(to-zero, -2.9))", .lab, [3, 2, -2]),
        Valid("lab(round(nearest, 22, 10) round(up, 22, 10) round(down, -22, 10))", .lab, [20, 30, -30]),
        Valid("hsl(round(100deg, 45deg) 100% 50%)", .hsl, [90, 1, 0.5]),
        Valid("lab(round(to-zero, 27, -10) round(7, infinity) round(up, 7, infinity))", .lab, [20, 0, 1_000_000]),
        // mod() takes B's sign, rem() A's (§10.4, the examples of the section).
        Valid("lab(50 mod(-18, 5) rem(-18, 5))", .lab, [50, 2, -3]),
        Valid("hsl(mod(140deg, -90deg) 100% 50%)", .hsl, [320, 1, 0.5]),
        Valid("hsl(rem(140deg, -90deg) 100% 50%)", .hsl, [50, 1, 0.5]),
        // abs() and sign() (§10.8).
        Valid("lab(abs(-20) calc(sign(-5) * 10) calc(sign(0) + sign(3%) * 4))", .lab, [20, -10, 4]),
        // Trigonometry (§10.5): numbers are radians; exact at multiples of 90deg; inverses give angles.
        Valid("lab(calc(sin(30deg) * 100) calc(cos(60deg) * 100) calc(tan(45deg) * 100))", .lab, [50, 50, 100]),
        Valid("lab(calc(sin(90deg) * 10) calc(cos(pi) * 10) calc(sin(0.5turn) * 10))", .lab, [10, -10, 0]),
        Valid("lab(50 tan(90deg) tan(-90deg))", .lab, [50, 1_000_000, -1_000_000]),
        Valid("hsl(asin(1) 100% 50%)", .hsl, [90, 1, 0.5]),
        Valid("hsl(acos(-1) 100% 50%)", .hsl, [180, 1, 0.5]),
        Valid("hsl(atan(1) 100% 50%)", .hsl, [45, 1, 0.5]),
        Valid("hsl(atan2(1, -1) 100% 50%)", .hsl, [135, 1, 0.5]),
        Valid("hsl(atan2(-10%, -10%) 100% 50%)", .hsl, [225, 1, 0.5]),
        // pow(), sqrt(), hypot(), log(), exp() (§10.6).
        Valid("lab(pow(2, 5) sqrt(16) hypot(3, 4))", .lab, [32, 4, 5]),
        Valid("lab(calc(log(e) * 10) log(8, 2) calc(exp(0) * 7))", .lab, [10, 3, 7]),
        Valid("lab(hypot(-7) calc(exp(log(5))) calc(pow(9, 0.5)))", .lab, [7, 5, 3]),
        // Constants (§10.7.1), case-insensitive; a NaN result is 0, an infinite one the bound of its place.
        Valid("lab(calc(pi * 10) calc(E) calc(-INFINITY))", .lab, [10 * Double.pi, 2.718281828459045, -1_000_000]),
        Valid("rgb(calc(1 / 0) calc(-1 / 0) calc(NaN))", .srgb, [1, 0, 0]),
        Valid("hsl(calc(infinity) 100% 50%)", .hsl, [0, 1, 0.5]),
        Valid("hsl(calc(-infinity * 1deg) 100% 50% / calc(infinity))", .hsl, [0, 1, 0.5]),
        Valid("color(srgb calc(1e300 * 1e300) calc(NaN * 0) 0)", .srgb, [1_000_000, 0, 0]),
        Valid("lab(min(NaN, 5) max(1, nan) clamp(0, nan, 1))", .lab, [0, 0, 0]),
        // Every place a number, percentage or angle goes: the legacy syntax too.
        Valid("rgb(calc(2 * 100), 0, calc(255 / 5), calc(0.25 + 0.25))", .srgb, [200.0 / 255, 0, 0.2], alpha: 0.5),
        Valid("hsl(calc(60 + 60), calc(50% + 50%), 50%)", .hsl, [120, 1, 0.5]),
        Valid("color(display-p3 calc(10% * 3) 0.5 calc(1 - 0.25))", .displayP3, [0.3, 0.5, 0.75]),
    ]

    @Test(arguments: valid)
    func evaluates(_ row: Valid) throws {
        let color = try CSSColor.parse(row.input)
        #expect(color.space === row.space, "space \(color.space)")
        for (index, expected) in row.coords.enumerated() {
            #expect(abs(color.coords[index] - expected) <= 1e-9, "coordinate \(index): \(color.coords[index]), expected \(expected)")
        }
        #expect(abs(color.alpha - row.alpha) <= 1e-9, "alpha \(color.alpha)")
    }

    /// Percentages in `color-mix()` are math functions too; the result is clamped to 0%…100%.
    @Test func mixPercentagesTakeMathFunctions() throws {
        let computed = try CSSColor.parse("color-mix(in srgb, red calc(20% + 10%), blue)")
        let written = try CSSColor.parse("color-mix(in srgb, red 30%, blue)")
        #expect(computed.isIdentical(to: written))
        let clamped = try CSSColor.parse("color-mix(in srgb, min(150%, 200%) red, blue)")
        #expect(clamped.isIdentical(to: try CSSColor.parse("color-mix(in srgb, red 100%, blue)")))
    }

    static let invalid: [Invalid] = [
        Invalid("rgb(calc(1+2) 0 0)", "rgb(): calc(): \"+\" needs whitespace on both sides", offset: 10),
        Invalid("rgb(calc(1 +2) 0 0)", "expected an operator before \"+2\"; \"+\" needs whitespace on both sides", offset: 11),
        Invalid("rgb(calc(1 -2) 0 0)", "\"-\" needs whitespace on both sides", offset: 11),
        Invalid("rgb(calc(1- 2) 0 0)", "\"-\" needs whitespace on both sides", offset: 10),
        Invalid("rgb(calc(1 +) 0 0)", "rgb(): calc(): a value is missing after \"+\"", offset: 11),
        Invalid("rgb(min(1 -, 2) 0 0)", "a value is missing after \"-\"", offset: 10),
        Invalid("rgb(calc(1 +", "a value is missing after \"+\"", offset: 11),
        Invalid("rgb(calc(1 2) 0 0)", "rgb(): calc(): expected an operator (+, -, * or /) before \"2\"", offset: 11),
        Invalid("rgb(calc(50% + 10) 0 0)", "rgb(): calc(): cannot add a number to a percentage", offset: 13),
        Invalid("rgb(calc(50% - 10deg) 0 0)", "cannot subtract an angle from a percentage", offset: 13),
        // A sum checks its types once the product after the operator is read, before what follows it.
        Invalid("rgb(calc(50% + 10 * 2deg) 0 0)", "rgb(): calc(): cannot add an angle to a percentage", offset: 13),
        Invalid("rgb(calc(1% + 2 3) 0 0)", "rgb(): calc(): cannot add a number to a percentage", offset: 12),
        Invalid("rgb(calc(1 * 2 + 3 / 4 - 1%) 0 0)", "cannot subtract a percentage from a number", offset: 23),
        Invalid("rgb(calc(1 + 2 * (3 - 1%)) 0 0)", "cannot subtract a percentage from a number", offset: 20),
        Invalid("rgb(calc(2deg * 3deg * 1deg / 1%) 0 0)", "calc() gives a value of type deg^3·%^-1", offset: 4),
        Invalid("rgb(calc(10deg) 0 0)", "rgb(): red must be a number or a percentage, found \"calc(10deg)\"", offset: 4),
        Invalid("hsl(calc(10%) 50% 50%)", "hsl(): hue must be a number or an angle, found \"calc(10%)\"", offset: 4),
        Invalid("rgb(calc(1px) 0 0)", "rgb(): calc(): unknown unit \"px\" in \"1px\"", offset: 10),
        Invalid("rgb(calc() 0 0)", "rgb(): calc(): expected a number, a percentage, an angle or \"(\", found \")\"", offset: 9),
        Invalid("rgb(calc(1 + ) 0 0)", "found \")\"", offset: 13),
        Invalid("rgb(calc(1deg * 2deg) 0 0)", "rgb(): calc() gives a value of type deg^2; a component takes", offset: 4),
        Invalid("rgb(calc(1 / 2%) 0 0)", "calc() gives a value of type %^-1", offset: 4),
        Invalid("rgb(foo(1) 0 0)", "rgb(): \"foo(\" cannot be a component", offset: 4),
        Invalid("rgb(calc(foo(1)) 0 0)", "rgb(): calc(): unknown math function \"foo(\"", offset: 9),
        Invalid("rgb(calc(bar) 0 0)", "rgb(): calc(): unknown keyword \"bar\"", offset: 9),
        Invalid("rgb(calc(r) 0 0)", "unknown keyword \"r\"", offset: 9),
        Invalid("rgb(pi 0 0)", "rgb(): unexpected \"pi\"", offset: 4),
        Invalid("rgb(min(1, 2%) 0 0)", "rgb(): min() mixes a number and a percentage", offset: 11),
        Invalid("rgb(pow(2%, 2) 0 0)", "rgb(): pow() takes a number, not a percentage", offset: 8),
        Invalid("rgb(sin(10%) 0 0)", "rgb(): sin() takes a number (radians) or an angle, not a percentage", offset: 8),
        Invalid("rgb(round(10%) 0 0)", "rgb(): round() needs a step when rounding a percentage", offset: 10),
        Invalid("rgb(clamp(1, 2) 0 0)", "rgb(): clamp(): expected \",\" and another argument, found \")\"", offset: 14),
        Invalid("rgb(calc(1 0 0", "expected an operator (+, -, * or /) before \"0\"", offset: 11),
        Invalid("rgb(calc(1", "rgb(): calc(): unexpected end of input: missing \")\"", offset: 10),
        Invalid("rgb(calc(1e999) 0 0)", "rgb(): calc(): numbers must be finite", offset: 9),
        Invalid("rgb(calc(none) 0 0)", "unknown keyword \"none\"", offset: 9),
        Invalid("lab(calc(-(2)) 0 0)", "lab(): calc(): expected a number, a percentage, an angle or \"(\", found \"-\"", offset: 9),
        Invalid("rgb(" + String(repeating: "calc(", count: 40) + "1" + String(repeating: ")", count: 40) + " 0 0)",
                "math functions nested more than 32 levels deep"),
        Invalid("rgb(calc(" + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 41) + " 0 0)",
                "math functions nested more than 32 levels deep"),
        Invalid("color-mix(in srgb, red calc(0.5), blue)", "color-mix(): calc() gives a number; a mix takes a percentage", offset: 23),
        Invalid("calc(1)", "calc() is a math function: it goes inside a color function", offset: 0),
    ]

    @Test(arguments: invalid)
    func rejects(_ row: Invalid) {
        row.expectRejected()
    }
}

/// The packed names the parser compares with integer literals are the names they stand for.
@Suite("Packed names") struct PackedNameTests {
    @Test func packedConstantsSpellTheirNames() {
        #expect(CSSColorParser.packedE == CSSScanner.packed("e"))
        #expect(CSSColorParser.packedPi == CSSScanner.packed("pi"))
        #expect(CSSColorParser.packedInfinity == CSSScanner.packed("infinity"))
        #expect(CSSColorParser.packedNaN == CSSScanner.packed("nan"))
        #expect(CSSColorParser.packedNone == CSSScanner.packed("none"))
        #expect(CSSColorParser.packedAlpha == CSSScanner.packed("alpha"))
        let from = Array("from".utf8)
        #expect(CSSColorParser.fromLittleEndian == from.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self).littleEndian })
    }

    /// `from` is found whatever its case, only as a whole identifier, and not as a function name.
    @Test func relativeColorsStartWithTheWholeWordFrom() throws {
        for text in ["rgb(from red r g b)", "rgb(FROM red r g b)", "rgb( From red r g b)", "rgb(\tfRoM\tred r g b)"] {
            #expect(try CSSColor.parse(text).isIdentical(to: CSSColor.parse("red")), "\(text)")
        }
        for text in ["rgb(fromx red r g b)", "rgb(from(red) r g b)", "rgb(fro red r g b)", "rgb(from-red r g b)", "rgb(fromé red r g b)"] {
            #expect(throws: ColorParseError.self, "\(text)") { try CSSColor.parse(text) }
        }
    }

    @Test func everyMathFunctionIsFoundByItsName() {
        for function in CSSColorParser.MathFunction.allCases {
            #expect(CSSColorParser.mathFunction(packed: CSSScanner.packed(function.name)) == function, "\(function.name)")
        }
        #expect(CSSColorParser.mathFunction(packed: CSSScanner.packed("foo")) == nil)
    }

    /// `scanPackedName()` reads the name `scanName()` reads, packed as `packedLowercase(_:)` packs it: from
    /// every position of each text, with the scanner's end at every place after it (the bytes past the end
    /// are never part of the name), across the 8-byte word it reads at once and the byte-by-byte reading
    /// of longer names and shorter inputs.
    @Test func scanningPacksWhatPackedLowercaseGives() {
        let texts = [
            "OkLch(from #1e7ea4 calc(l + 0.1) c h)", "l ", "calc(x", "a-b_c9 ", "abcdefg", "abcdefgh)", "abcdefghi ",
            "é9(", "-x", "(", "", "ZZ@[`{/:", "AZaz_-09\u{80}\u{FF}", "rgb(R G B / ALPHA)", "x\u{0}y\ty\u{7F}Q",
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                for end in 0...buffer.count {
                    for start in 0...end {
                        var packing = CSSScanner(buffer), plain = CSSScanner(buffer)
                        packing.end = end
                        plain.end = end
                        packing.position = start
                        plain.position = start
                        let packed = packing.scanPackedName()
                        let range = plain.scanName()
                        #expect(packed.range == range && packing.position == plain.position, "\(text) \(start)..<\(end)")
                        #expect(packed.packed == plain.packedLowercase(range), "\(text) \(start)..<\(end)")
                    }
                }
            }
        }
    }
}

/// Random edits of math functions and relative colors: every result is a color or a well-formed error.
@Suite("Mutated math and relative colors") struct MutatedMathTests {
    @Test func mutatedInputsNeverCrash() {
        var generator = SplitMix(seed: 515)
        let alphabet = Array("0123456789.+-*/eE%#(),/ fromcalcminmaxclamproundpi rgbhsllabokchxyz\u{0}\u{FF}".utf8)
        let inputs = CSSCalcTests.valid.map(\.input) + CSSPastedFormsTests.valid.map(\.input)
            + WPTRelativeColorCases.specExamples.map(\.input) + WPTRelativeColorCases.hsl.map(\.input)
        for input in inputs {
            for _ in 0..<100 {
                var bytes = Array(input.utf8)
                for _ in 0..<(1 + Int(generator.next() % 3)) {
                    let position = Int(generator.next() % UInt64(bytes.count + 1))
                    switch generator.next() % 3 {
                    case 0 where position < bytes.count: bytes.remove(at: position)
                    case 1 where position < bytes.count:
                        bytes[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                    }
                }
                CSSParserTests.survives(bytes)
            }
        }
    }

    /// Long and deep inputs cost one pass and are refused or read without exhausting the stack.
    @Test func longAndDeepInputsSurvive() {
        let cases = [
            "rgb(calc(" + Array(repeating: "1", count: 100_000).joined(separator: " + ") + ") 0 0)",
            "rgb(min(" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + ") 0 0)",
            "rgb(" + String(repeating: "calc(", count: 100_000) + " 0 0)",
            "rgb(calc(" + String(repeating: "(", count: 1_000_000) + " 0 0)",
            String(repeating: "color-mix(in srgb, rgb(from ", count: 10_000),
            "oklch(from " + String(repeating: "oklch(from ", count: 15) + "red" + String(repeating: " l c h)", count: 16),
        ]
        for text in cases { CSSParserTests.survives(Array(text.utf8)) }
        #expect(throws: Never.self) {
            _ = try CSSColor.parse("rgb(calc(" + Array(repeating: "1", count: 1000).joined(separator: " + ") + ") 0 0)")
        }
    }
}
