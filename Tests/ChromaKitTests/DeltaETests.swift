import Testing
@testable import ChromaKit

/// ΔE formulas against published and cross-checked reference values.
@Suite("Delta E") struct DeltaETests {
    /// One row of Table 1 of Sharma, Wu & Dalal (2005), "The CIEDE2000
    /// color-difference formula: implementation notes, supplementary test
    /// data, and mathematical observations", Color Res. Appl. 30(1): two Lab
    /// colors and their published ΔE00 (4 decimals).
    struct SharmaPair: Sendable, CustomTestStringConvertible {
        let number: Int
        let lab1: SIMD4<Double>
        let lab2: SIMD4<Double>
        let expected: Double
        var testDescription: String { "pair \(number)" }

        init(_ number: Int, _ l1: Double, _ a1: Double, _ b1: Double, _ l2: Double, _ a2: Double, _ b2: Double, _ expected: Double) {
            self.number = number
            lab1 = SIMD4(l1, a1, b1, 0)
            lab2 = SIMD4(l2, a2, b2, 0)
            self.expected = expected
        }
    }

    static let sharmaTable: [SharmaPair] = [
        SharmaPair(1, 50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        SharmaPair(2, 50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        SharmaPair(3, 50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        SharmaPair(4, 50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        SharmaPair(5, 50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        SharmaPair(6, 50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        SharmaPair(7, 50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        SharmaPair(8, 50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        SharmaPair(9, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        SharmaPair(10, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        SharmaPair(11, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        SharmaPair(12, 50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        SharmaPair(13, 50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        SharmaPair(14, 50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        SharmaPair(15, 50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        SharmaPair(16, 50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        SharmaPair(17, 50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        SharmaPair(18, 50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        SharmaPair(19, 50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        SharmaPair(20, 50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        SharmaPair(21, 50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        SharmaPair(22, 50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        SharmaPair(23, 50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        SharmaPair(24, 50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        SharmaPair(25, 60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        SharmaPair(26, 63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        SharmaPair(27, 61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        SharmaPair(28, 35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        SharmaPair(29, 22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        SharmaPair(30, 36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        SharmaPair(31, 90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        SharmaPair(32, 90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        SharmaPair(33, 6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        SharmaPair(34, 2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    /// The published values have 4 decimals; 1e-4 allows for their rounding and nothing more.
    static let sharmaTolerance = 1e-4

    @Test func sharmaTableHasAll34Pairs() {
        #expect(Self.sharmaTable.count == 34)
        #expect(Self.sharmaTable.map(\.number) == Array(1...34))
    }

    @Test(arguments: sharmaTable)
    func ciede2000MatchesSharmaTable(pair: SharmaPair) {
        let forward = DeltaE.ciede2000(lab1: pair.lab1, lab2: pair.lab2)
        let backward = DeltaE.ciede2000(lab1: pair.lab2, lab2: pair.lab1)
        #expect(abs(forward - pair.expected) <= Self.sharmaTolerance, "forward \(forward)")
        #expect(abs(backward - pair.expected) <= Self.sharmaTolerance, "backward \(backward)")
        #expect(abs(forward - backward) <= 1e-12, "asymmetric: \(forward) vs \(backward)")
    }

    @Test(arguments: sharmaTable)
    func ciede2000OnLabColorsMatchesTheFastPath(pair: SharmaPair) {
        let a = Color(.lab, pair.lab1), b = Color(.lab, pair.lab2)
        #expect(DeltaE.ciede2000(a, b) == DeltaE.ciede2000(lab1: pair.lab1, lab2: pair.lab2))
    }

    /// A pair of colors and the five distances from the first to the second,
    /// plus the non-symmetric 94 and CMC the other way round. Cross-checked
    /// with coloraide 8.13 (`delta_e(method=…, space='lab')`, i.e. Lab D50,
    /// and `method='ok'`).
    struct Reference: Sendable, CustomTestStringConvertible {
        let a: Color, b: Color, label: String
        let de76: Double, de94: Double, cmc: Double, de2000: Double, ok: Double
        let de94Reversed: Double, cmcReversed: Double
        var testDescription: String { label }
    }

    static let references: [Reference] = [
        Reference(
            a: Color(.srgb, 1, 0, 0), b: Color(.srgb, 0, 0, 1), label: "red → blue",
            de76: 184.0190486210, de94: 73.8267759196, cmc: 114.2301281202, de2000: 55.7997733902,
            ok: 0.5370898165, de94Reversed: 65.8099255027, cmcReversed: 79.4377355898
        ),
        Reference(
            a: Color(.srgb, 1, 128.0 / 255, 0), b: Color(.srgb, 128.0 / 255, 64.0 / 255, 0), label: "orange → brown",
            de76: 48.4656942467, de94: 33.6481332938, cmc: 17.0848764233, de2000: 33.7894473675,
            ok: 0.2975953459, de94Reversed: 34.5585108161, cmcReversed: 23.0932378488
        ),
        Reference(
            a: Color(.lab, 50, 20, -30), b: Color(.lab, 60, -10, 25), label: "lab(50 20 -30) → lab(60 -10 25)",
            de76: 63.4428877022, de94: 41.5959658379, cmc: 44.8501323599, de2000: 46.0710120113,
            ok: 0.1812321948, de94Reversed: 45.4557531960, cmcReversed: 47.1556202767
        ),
        Reference(
            a: Color(.lab, 80, 5, 5), b: Color(.lab, 78, 4, 7), label: "lab(80 5 5) → lab(78 4 7)",
            de76: 3.0, de94: 2.8016708544, cmc: 3.5539199848, de2000: 2.6705359084,
            ok: 0.0187763705, de94Reversed: 2.7796433667, cmcReversed: 3.8239691729
        ),
        Reference(
            a: Color(.oklch, 0.7, 0.15, 30), b: Color(.oklch, 0.6, 0.1, 200), label: "oklch(0.7 0.15 30) → oklch(0.6 0.1 200)",
            de76: 89.5983679900, de94: 48.3229035903, cmc: 65.1742991594, de2000: 51.6940885285,
            ok: 0.2684105672, de94Reversed: 58.6880834931, cmcReversed: 54.6131687199
        ),
        Reference(
            a: Color(.displayP3, 0, 1, 0), b: Color(.srgb, 0, 1, 0), label: "display-p3 green → sRGB lime",
            de76: 34.9794919289, de94: 4.8290013570, cmc: 9.1236684070, de2000: 5.2097212870,
            ok: 0.0779111167, de94Reversed: 5.9811991266, cmcReversed: 9.9031758998
        ),
    ]

    /// The conversions to Lab and OKLab agree with coloraide's to about 1e-9;
    /// 1e-6 relative leaves room for that and nothing formula-sized.
    static func close(_ got: Double, _ expected: Double) -> Bool {
        abs(got - expected) <= 1e-6 * max(1, abs(expected))
    }

    @Test(arguments: references)
    func matchesCrossCheckedReferences(row: Reference) {
        #expect(Self.close(DeltaE.cie76(row.a, row.b), row.de76), "76: \(DeltaE.cie76(row.a, row.b))")
        #expect(Self.close(DeltaE.cie94(row.a, row.b), row.de94), "94: \(DeltaE.cie94(row.a, row.b))")
        #expect(Self.close(DeltaE.cmc(row.a, row.b), row.cmc), "cmc: \(DeltaE.cmc(row.a, row.b))")
        #expect(Self.close(DeltaE.ciede2000(row.a, row.b), row.de2000), "2000: \(DeltaE.ciede2000(row.a, row.b))")
        #expect(Self.close(DeltaE.ok(row.a, row.b), row.ok), "ok: \(DeltaE.ok(row.a, row.b))")
        #expect(Self.close(DeltaE.cie94(row.b, row.a), row.de94Reversed), "94 reversed: \(DeltaE.cie94(row.b, row.a))")
        #expect(Self.close(DeltaE.cmc(row.b, row.a), row.cmcReversed), "cmc reversed: \(DeltaE.cmc(row.b, row.a))")
    }

    @Test(arguments: references)
    func symmetricFormulasAreSymmetric(row: Reference) {
        #expect(abs(DeltaE.cie76(row.a, row.b) - DeltaE.cie76(row.b, row.a)) < 1e-9)
        #expect(abs(DeltaE.ciede2000(row.a, row.b) - DeltaE.ciede2000(row.b, row.a)) < 1e-9)
        #expect(abs(DeltaE.ok(row.a, row.b) - DeltaE.ok(row.b, row.a)) < 1e-12)
    }

    @Test(arguments: DeltaE.methods.map(\.name))
    func identicalColorsAreZeroApart(name: String) throws {
        let method = try #require(DeltaE.method(named: name))
        for color in [Color(.srgb, 0.2, 0.5, 0.9), Color(.lab, 0, 0, 0), Color(.oklch, 1, 0, .nan), Color(.hsl, 30, 1, 0.5)] {
            #expect(abs(method.distance(color, color)) < 1e-9, "\(name) \(color.space)")
        }
    }

    @Test func missingComponentsCountAsZero() {
        let withMissing = Color(.lab, 50, .nan, 10)
        let withZero = Color(.lab, 50, 0, 10)
        let other = Color(.srgb, 0.3, 0.6, 0.1)
        for method in DeltaE.methods {
            let d1 = method.distance(withMissing, other), d2 = method.distance(withZero, other)
            #expect(!d1.isNaN, "\(method.name)")
            #expect(abs(d1 - d2) < 1e-12, "\(method.name): \(d1) vs \(d2)")
        }
        // A gray in OKLCh has a missing hue; it is as far from itself in sRGB as nothing.
        let gray = Color(.oklch, 0.6, 0, .nan)
        #expect(DeltaE.ciede2000(gray, gray.converted(to: .srgb)) < 1e-6)
    }

    @Test func registryOrderAndLookup() {
        #expect(DeltaE.methods.map(\.name) == ["76", "94", "cmc", "2000", "ok", "hyab", "ok2", "99o", "cam16", "itp", "jz"])
        #expect(DeltaE.method(named: "2000")?.name == "2000")
        #expect(DeltaE.method(named: "CIEDE2000")?.name == "2000")
        #expect(DeltaE.method(named: "de2000")?.name == "2000")
        #expect(DeltaE.method(named: "CIE76")?.name == "76")
        #expect(DeltaE.method(named: "cie94")?.name == "94")
        #expect(DeltaE.method(named: "CMC")?.name == "cmc")
        #expect(DeltaE.method(named: "OK")?.name == "ok")
        #expect(DeltaE.method(named: "HyAB")?.name == "hyab")
        #expect(DeltaE.method(named: "deOK2")?.name == "ok2")
        #expect(DeltaE.method(named: "DIN99o")?.name == "99o")
        #expect(DeltaE.method(named: "deltaE") == nil)
        #expect(DeltaE.method(named: "") == nil)
        for method in DeltaE.methods {
            #expect(!method.summary.isEmpty && !method.summary.contains("\n"))
        }
        // No name is claimed by two methods.
        #expect(Set(DeltaE.allNames).count == DeltaE.allNames.count)
    }

    @Test func everyMethodIsFoundByEachOfItsNamesInAnyCase() {
        for method in DeltaE.methods {
            for name in [method.name] + method.aliases {
                #expect(DeltaE.method(named: name)?.name == method.name, "\(name)")
                #expect(DeltaE.method(named: name.uppercased())?.name == method.name, "\(name.uppercased())")
            }
        }
        #expect(DeltaE.methods.contains { $0.name == DeltaE.defaultMethod.name })
    }

    @Test func registeredDistancesAreTheFormulas() {
        let a = Color(.srgb, 0.9, 0.2, 0.3), b = Color(.oklch, 0.5, 0.1, 250)
        #expect(DeltaE.method(named: "76")!.distance(a, b) == DeltaE.cie76(a, b))
        #expect(DeltaE.method(named: "94")!.distance(a, b) == DeltaE.cie94(a, b))
        #expect(DeltaE.method(named: "cmc")!.distance(a, b) == DeltaE.cmc(a, b))
        #expect(DeltaE.method(named: "2000")!.distance(a, b) == DeltaE.ciede2000(a, b))
        #expect(DeltaE.method(named: "ok")!.distance(a, b) == DeltaE.ok(a, b))
        #expect(DeltaE.method(named: "hyab")!.distance(a, b) == DeltaE.hyab(a, b))
        #expect(DeltaE.method(named: "ok2")!.distance(a, b) == DeltaE.ok2(a, b))
        #expect(DeltaE.method(named: "99o")!.distance(a, b) == DeltaE.din99o(a, b))
    }
}
