import Testing

/// The rows of color.js's ΔE tests, as figures: the difference each method finds between two colors.
///
/// Every group and row of color.js's `test/delta.js` (color-js/color.js), 137 rows: ΔE 76, CMC (2:1),
/// 2000, ITP, Jz and OK, on the pairs of Sharma, Wu and Dalal's CIEDE2000 test data (Color Research and
/// Application 30(1), 2005; tests 25–34 from CIE Publication 142-2001), BYK-Gardner's Brilliant Yellow
/// pairs and a few of color.js's own. color.js checks each to within 0.0001. `ColorJSDeltaETests` runs them.
enum ColorJSDeltaECases {
    /// One row: the color.js method name, the two colors (the reference first) and the difference expected.
    struct Row: Sendable, CustomTestStringConvertible {
        let method: String
        let name: String
        let first: String
        let second: String
        let expected: Double

        var testDescription: String { "ΔE \(method), \(name): \(first) / \(second)" }
    }

    /// The pairs, by the name color.js gives them.
    static let pairs: [String: (String, String)] = {
        var pairs: [String: (String, String)] = [
            "100% L = 100": ("white", "black"),
            "0% L = 0": ("white", "white"),
            "barely off-white": ("#fffffe", "white"),
            "barely off-white against lab(100% 0 0)": ("#fffffe", "lab(100% 0 0)"),
            "Pythagorean 3,4,5 triangle": ("lab(50% 30 40)", "lab(50% 0 0)"),
            "Pythagorean 3,4,5 triangle in Jzazbz": ("color(jzazbz 0.1 0.03 0.04)", "color(jzazbz 0.1 0 0)"),
            "Brilliant Yellow with Hue error": ("lab(84.25% 5.74 96.00)", "lab(84.46% 8.88 96.49)"),
            "Brilliant Yellow with low Chroma error": ("lab(84.25% 5.74 96.00)", "lab(84.52% 5.75 93.09)"),
            "Brilliant Yellow with high Chroma error": ("lab(84.25% 5.74 96.00)", "lab(84.37% 5.86 99.42)"),
        ]
        let sharma: [(String, String)] = [
            ("lab(50% 2.6772 -79.7751)", "lab(50% 0 -82.7485)"),
            ("lab(50% 3.1571 -77.2803)", "lab(50% 0 -82.7485)"),
            ("lab(50% 2.8361 -74.0200)", "lab(50% 0 -82.7485)"),
            ("lab(50% -1.3802 -84.2814)", "lab(50% 0 -82.7485)"),
            ("lab(50% -1.1848 -84.8006)", "lab(50% 0 -82.7485)"),
            ("lab(50% -0.9009 -85.5211)", "lab(50% 0 -82.7485)"),
            ("lab(50% 0 0)", "lab(50% -1 2)"),
            ("lab(50% -1 2)", "lab(50% 0 0)"),
            ("lab(50% 2.4900 -0.0010)", "lab(50% -2.4900 0.0009)"),
            ("lab(50% 2.4900 -0.0010)", "lab(50% -2.4900 0.0010)"),
            ("lab(50% 2.4900 -0.0010)", "lab(50% -2.4900 0.0011)"),
            ("lab(50% 2.4900 -0.0010)", "lab(50% -2.4900 0.0012)"),
            ("lab(50% -0.0010 2.4900)", "lab(50% 0.0009 -2.4900)"),
            ("lab(50% -0.0010 2.4900)", "lab(50% 0.00010 -2.4900)"),
            ("lab(50% -0.0010 2.4900)", "lab(50% 0.0011 -2.4900)"),
            ("lab(50% 2.5 0)", "lab(50% 0 -2.5)"),
            ("lab(50% 2.5 0)", "lab(73% 25 -18)"),
            ("lab(50% 2.5 0)", "lab(61% -5 29)"),
            ("lab(50% 2.5 0)", "lab(56% -27 -3)"),
            ("lab(50% 2.5 0)", "lab(58% 24 15)"),
            ("lab(50% 2.5 0)", "lab(50% 3.1736 0.5854)"),
            ("lab(50% 2.5 0)", "lab(50% 3.2972 0)"),
            ("lab(50% 2.5 0)", "lab(50% 1.8634 0.5757)"),
            ("lab(50% 2.5 0)", "lab(50% 3.2592 0.3350)"),
            ("lab(60.2574% -34.0099 36.2677)", "lab(60.4626% -34.1751 39.4387)"),
            ("lab(63.0109% -31.0961 -5.8663)", "lab(62.8187% -29.7946 -4.0864)"),
            ("lab(61.2901% 3.7196 -5.3901)", "lab(61.4292% 2.2480 -4.9620)"),
            ("lab(35.0831% -44.1164 3.7933)", "lab(35.0232% -40.0716 1.5901)"),
            ("lab(22.7233% 20.0904 -46.6940)", "lab(23.0331% 14.9730 -42.5619)"),
            ("lab(36.4612% 47.8580 18.3852)", "lab(36.2715% 50.5065 21.2231)"),
            ("lab(90.8027% -2.0831 1.4410)", "lab(91.1528% -1.6435 0.0447)"),
            ("lab(90.9257% -0.5406 -0.9208)", "lab(88.6381% -0.8985 -0.7239)"),
            ("lab(6.7747% -0.2908 -2.4247)", "lab(5.8714% -0.0985 -2.2286)"),
            ("lab(2.0776% 0.0795 -1.1350)", "lab(0.9033% -0.0636 -0.5514)"),
        ]
        for (index, pair) in sharma.enumerated() { pairs["Sharma test \(index + 1)"] = pair }
        return pairs
    }()

    /// Rows of one method: pair names and the differences expected. A name `Sharma N` is Sharma's test N.
    static func group(_ method: String, _ rows: [(String, Double)]) -> [Row] {
        rows.map { name, expected in
            let pair = pairs[name]!
            return Row(method: method, name: name, first: pair.0, second: pair.1, expected: expected)
        }
    }

    /// Sharma's tests `range` with their expected values, in order.
    static func sharma(_ range: ClosedRange<Int>, _ values: [Double]) -> [(String, Double)] {
        zip(range, values).map { ("Sharma test \($0)", $1) }
    }

    static let rows: [Row] =
        group("76", [
            ("100% L = 100", 100), ("0% L = 0", 0), ("barely off-white", 0.4966),
            ("Pythagorean 3,4,5 triangle", 50),
        ] + sharma(17...20, [36.8680, 31.9100, 30.2531, 27.4089]) + [
            ("Brilliant Yellow with Hue error", 3.1849), ("Brilliant Yellow with low Chroma error", 2.9225),
            ("Brilliant Yellow with high Chroma error", 3.4242),
        ])
        + group("CMC", [
            ("100% L = 100", 33.7401), ("0% L = 0", 0), ("barely off-white", 0.7780),
            ("barely off-white against lab(100% 0 0)", 0.7780), ("Pythagorean 3,4,5 triangle", 19.4894),
            ("Brilliant Yellow with Hue error", 1.6364), ("Brilliant Yellow with low Chroma error", 0.8770),
            ("Brilliant Yellow with high Chroma error", 1.0221),
        ] + sharma(17...20, [37.9233, 34.4758, 38.0618, 33.3342]))
        + group("2000", [
            ("100% L = 100", 100), ("0% L = 0", 0), ("barely off-white", 0.51125),
            ("Pythagorean 3,4,5 triangle", 24.1218),
        ] + sharma(1...34, sharma2000) + [
            ("Brilliant Yellow with Hue error", 1.6743), ("Brilliant Yellow with low Chroma error", 0.5887),
            ("Brilliant Yellow with high Chroma error", 0.6395),
        ])
        + group("ITP", [
            ("100% L = 100", 100), ("0% L = 0", 0), ("barely off-white", 0.4966),
            ("Pythagorean 3,4,5 triangle", 50),
        ] + sharma(1...34, sharma2000) + [
            ("Brilliant Yellow with Hue error", 1.6364), ("Brilliant Yellow with low Chroma error", 0.5887),
            ("Brilliant Yellow with high Chroma error", 0.6395),
        ])
        + group("Jz", [
            ("100% L = 100", 0.222065), ("0% L = 0", 0), ("barely off-white", 0.00048),
            ("Pythagorean 3,4,5 triangle in Jzazbz", 0.05),
        ] + sharma(17...20, [0.070538, 0.059699, 0.039590, 0.051967]) + [
            ("Brilliant Yellow with Hue error", 0.008447), ("Brilliant Yellow with low Chroma error", 0.002969),
            ("Brilliant Yellow with high Chroma error", 0.003113),
        ])
        + group("OK", [
            ("100% L = 100", 1), ("0% L = 0", 0), ("barely off-white", 0.001343),
            ("Pythagorean 3,4,5 triangle", 0.118679),
        ] + sharma(17...20, [0.223724, 0.117703, 0.096109, 0.103834])
          + sharma(25...34, [0.006934, 0.006478, 0.004552, 0.011480, 0.014549, 0.009265, 0.005109, 0.019893,
                             0.009068, 0.032252]) + [
            ("Brilliant Yellow with Hue error", 0.009285), ("Brilliant Yellow with low Chroma error", 0.0039230),
            ("Brilliant Yellow with high Chroma error", 0.003800),
        ])

    /// Sharma's CIEDE2000 values for tests 1–34, to four decimals (color.js lists them for ΔE 2000 and ITP).
    static let sharma2000: [Double] = [
        2.0425, 2.8615, 3.4412, 1.0000, 1.0000, 1.0000, 2.3669, 2.3669, 7.1792, 7.1792, 7.2195, 7.2195,
        4.8045, 4.8045, 4.7461, 4.3065, 27.1492, 22.8977, 31.9030, 19.4535, 1.0000, 1.0000, 1.0000, 1.0000,
        1.2644, 1.2630, 1.8731, 1.8645, 2.0373, 1.4146, 1.4441, 1.5381, 0.6377, 0.9082,
    ]
}
