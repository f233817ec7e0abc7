import Testing
@testable import ChromaKit

/// Gradients: the color stop fix-up (CSS Images 3 §3.4.3, its seven worked
/// examples), sampling checked against coloraide 8.13 `Color.interpolate`
/// with stops (tolerance 1e-6), hard stops, and the CSS stop-list parser.
@Suite("Interpolation: gradients") struct InterpolationGradientTests {
    // MARK: Fix-up

    /// Positions in percent: as written (nil = omitted) and after the fix-up.
    static let fixups: [([Double?], [Double])] = [
        // CSS Images 3 §3.4.3 examples 1–3, 5–7; lengths read on a 100px line, so 20px is 20%.
        ([nil, 20, nil], [0, 20, 100]),
        ([40, nil, nil, nil], [40, 60, 80, 100]),
        ([-50, nil, nil], [-50, 25, 100]),
        ([20, 0, 40], [20, 20, 40]),
        ([nil, -50, 150, nil], [0, 0, 150, 150]),
        ([80, 0, nil, 100], [80, 80, 90, 100]),
        // More: nothing given; a run at the start; clamping before spacing; equal positions kept.
        ([nil, nil], [0, 100]),
        ([nil, nil, nil, nil, nil], [0, 25, 50, 75, 100]),
        ([nil, nil, 60, nil], [0, 30, 60, 100]),
        ([50, nil, 10, nil], [50, 50, 50, 100]),
        ([30, 30, 30], [30, 30, 30]),
        ([nil, 120], [0, 120]),
        ([nil], [0]),
        ([], []),
    ]

    @Test(arguments: fixups)
    func fixesUpPositions(_ written: [Double?], _ expected: [Double]) {
        let fixed = Gradient.resolvePositions(written.map { $0.map { $0 / 100 } })
        #expect(fixed.count == expected.count)
        for (position, want) in zip(fixed, expected) {
            #expect(abs(position * 100 - want) < 1e-9, "\(fixed.map { $0 * 100 }) ≠ \(expected)")
        }
    }

    @Test func resolvedStopsKeepTheColors() throws {
        let stops = try Gradient.parseStops("red 40%, white, black, blue")
        let gradient = try Gradient(stops: stops)
        #expect(gradient.resolvedStops.map(\.position) == [0.4, 0.6, 0.8, 1])
        #expect(gradient.resolvedStops[1].color.isIdentical(to: try CSSColor.parse("white")))
        #expect(gradient.space === ColorSpace.oklab)
        #expect(gradient.hue == nil)
    }

    // MARK: Sampling

    struct Sample: Sendable, CustomTestStringConvertible {
        let stops: String, space: ColorSpace, hue: HueInterpolation?, t: Double, expected: [Double], alpha: Double
        init(_ stops: String, in space: ColorSpace, hue: HueInterpolation? = nil, at t: Double, _ expected: [Double],
            alpha: Double = 1)
        {
            self.stops = stops
            self.space = space
            self.hue = hue
            self.t = t
            self.expected = expected
            self.alpha = alpha
        }
        var testDescription: String { "\(stops) in \(space.id) at \(t)" }
    }

    static let samples: [Sample] = [
        // coloraide: Color.interpolate([stop('red', 0), stop('gold', 0.3), 'blue'], space='oklch').
        Sample("red 0%, gold 30%, blue", in: .oklch, at: 0.15, [0.7573632215958921, 0.2199346566760948, 62.28218751768921]),
        Sample("red 0%, gold 30%, blue", in: .oklch, at: 0.65, [0.6693923987223883, 0.24770019909065696, 179.69125868606028]),
        Sample("red 0%, gold 30%, blue", in: .oklch, at: 0.9, [0.5141219126166992, 0.2944960487648198, 239.9489472077101]),
        // coloraide: three stops with alpha, longer hue in every segment.
        Sample("#ff000080, gold, hsl(200 50% 50% / 0.2)", in: .oklch, hue: .longer, at: 0.25,
            [0.8002739211380764, 0.2074174812572521, 242.2821875176892], alpha: 0.7509803921568627),
        Sample("#ff000080, gold, hsl(200 50% 50% / 0.2)", in: .oklch, hue: .longer, at: 0.75,
            [0.8448322747485983, 0.16901266076654048, 344.41591099236905], alpha: 0.6),
        // Before the first stop and after the last, their colors.
        Sample("color(srgb 1 0 0) 20%, color(srgb 0 0 1) 80%", in: .srgb, at: 0, [1, 0, 0]),
        Sample("color(srgb 1 0 0) 20%, color(srgb 0 0 1) 80%", in: .srgb, at: 0.2, [1, 0, 0]),
        Sample("color(srgb 1 0 0) 20%, color(srgb 0 0 1) 80%", in: .srgb, at: 0.5, [0.5, 0, 0.5]),
        Sample("color(srgb 1 0 0) 20%, color(srgb 0 0 1) 80%", in: .srgb, at: 1, [0, 0, 1]),
        Sample("color(srgb 1 0 0) 20%, color(srgb 0 0 1) 80%", in: .srgb, at: -3, [1, 0, 0]),
        Sample("color(srgb 1 0 0) 20%, color(srgb 0 0 1) 80%", in: .srgb, at: 7, [0, 0, 1]),
        // A hard stop: the later stop wins at the shared position.
        Sample("color(srgb 1 0 0), color(srgb 1 1 0) 50%, color(srgb 0 0 1) 50%, color(srgb 0 1 0)", in: .srgb,
            at: 0.25, [1, 0.5, 0]),
        Sample("color(srgb 1 0 0), color(srgb 1 1 0) 50%, color(srgb 0 0 1) 50%, color(srgb 0 1 0)", in: .srgb,
            at: 0.5, [0, 0, 1]),
        Sample("color(srgb 1 0 0), color(srgb 1 1 0) 50%, color(srgb 0 0 1) 50%, color(srgb 0 1 0)", in: .srgb,
            at: 0.75, [0, 0.5, 0.5]),
        // Stops sharing the first or last position.
        Sample("color(srgb 1 0 0) 0%, color(srgb 0 1 0) 0%, color(srgb 0 0 1)", in: .srgb, at: 0, [0, 1, 0]),
        Sample("color(srgb 1 0 0), color(srgb 0 1 0) 100%, color(srgb 0 0 1) 100%", in: .srgb, at: 1, [0, 0, 1]),
        // Missing components are filled per segment.
        Sample("oklch(0.5 0.1 none), oklch(0.7 0.1 100), oklch(0.9 0.1 none)", in: .oklch, at: 0.75, [0.8, 0.1, 100]),
    ]

    @Test(arguments: samples)
    func samplesColors(_ row: Sample) throws {
        let gradient = try Gradient(stops: Gradient.parseStops(row.stops), in: row.space, hue: row.hue)
        let color = gradient.color(at: row.t)
        #expect(color.space === row.space)
        expectCoordinates(color, row.expected, alpha: row.alpha, tolerance: 1e-6)
        let (coords, alpha) = gradient.coordinates(at: row.t)
        #expect(color.isIdentical(to: Color(row.space, coords, alpha: alpha)))
    }

    @Test func samplesAreEvenlySpaced() throws {
        let gradient = try Gradient(stops: Gradient.parseStops("tomato, gold 30%, teal"), in: .oklch, hue: .longer)
        let colors = gradient.samples(count: 7)
        #expect(colors.count == 7)
        for (index, color) in colors.enumerated() {
            #expect(color.isIdentical(to: gradient.color(at: Double(index) / 6)))
        }
        #expect(gradient.samples(count: 1).count == 1)
        #expect(gradient.samples(count: 1)[0].isIdentical(to: gradient.color(at: 0)))
        #expect(gradient.samples(count: 0).isEmpty)
        #expect(gradient.samples(count: -4).isEmpty)
        // The ends are the first and last stops.
        expectCoordinates(colors[0], try CSSColor.parse("tomato").converted(to: .oklch).components, alpha: 1,
            tolerance: 1e-12)
        expectCoordinates(colors[6], try CSSColor.parse("teal").converted(to: .oklch).components, alpha: 1,
            tolerance: 1e-12)
    }

    @Test func gradientErrors() {
        let red = Color(.srgb, 1, 0, 0), blue = Color(.srgb, 0, 0, 1)
        #expect(throws: InterpolationError("a gradient needs at least two colors")) {
            _ = try Gradient(stops: [GradientStop(red)])
        }
        #expect(throws: InterpolationError("a gradient needs at least two colors")) {
            _ = try Gradient(stops: [])
        }
        #expect(throws: InterpolationError("stop 2: the position must be a finite number")) {
            _ = try Gradient(stops: [GradientStop(red), GradientStop(blue, at: .infinity)])
        }
        #expect(throws: InterpolationError(
            "hue interpolation needs a polar space such as oklch, lch, hsl or hwb; srgb has no hue"
        )) {
            _ = try Gradient(stops: [GradientStop(red), GradientStop(blue)], in: .srgb, hue: .shorter)
        }
    }

    // MARK: Parsing stop lists

    static let validLists: [(String, [Double?], Int)] = [
        ("red 0%, gold 30%, blue", [0, 0.3, nil], 3),
        ("red, gold 30% 60%, blue", [nil, 0.3, 0.6, nil], 4),
        ("  #f00 -10%,blue 110%  ", [-0.1, 1.1], 2),
        ("color-mix(in srgb, red, blue) 50%, rgb(0 0 0 / 50%)", [0.5, nil], 2),
        ("hsl(120, 100%, 50%) 25%, oklch(0.7 0.1 30) 75%", [0.25, 0.75], 2),
        ("red", [nil], 1),
    ]

    @Test(arguments: validLists)
    func parsesStopLists(_ text: String, _ positions: [Double?], _ count: Int) throws {
        let stops = try Gradient.parseStops(text)
        #expect(stops.count == count)
        #expect(stops.map(\.position) == positions)
    }

    @Test func parsedStopColorsComeFromTheCSSParser() throws {
        let stops = try Gradient.parseStops("color-mix(in srgb, red, blue) 50%, gold 10% 20%")
        #expect(stops[0].color.isIdentical(to: Color(.srgb, 0.5, 0, 0.5)))
        #expect(stops[1].color.isIdentical(to: try CSSColor.parse("gold")))
        #expect(stops[2].color.isIdentical(to: try CSSColor.parse("gold")))
    }

    static let invalidLists: [(String, String, Int)] = [
        ("", "empty input: expected color stops", 0),
        ("   ", "empty input: expected color stops", 3),
        ("red, , blue", "stop 2: expected a color", 5),
        (", red", "stop 1: expected a color", 0),
        ("red 30", "stop 1: a position must be a percentage such as 30%, found \"30\"", 4),
        ("red 30px, blue", "found \"30px\"", 4),
        ("red 10% 20% 30%", "stop 1: at most two positions may follow a color", 12),
        ("red, 30%, blue", "stop 2: expected a color, found \"30%\" (a position goes after its color", 5),
        ("red blue", "stop 1: expected \",\" or the end after the stop, found \"blue\"", 4),
        ("red,", "expected a color stop after \",\"", 4),
        ("redd", "unknown color name \"redd\"", 0),
        ("red, bleu 20%", "unknown color name \"bleu\"", 5),
        ("red 1e9%", "stop 1: \"1e9%\" is out of range", 4),
        ("rgb(1 2 3, blue", "rgb(): ", 9),
    ]

    @Test(arguments: invalidLists)
    func rejectsBadStopLists(_ text: String, _ message: String, _ offset: Int) {
        #expect {
            _ = try Gradient.parseStops(text)
        } throws: { error in
            guard let error = error as? ColorParseError else { return false }
            let ok = error.message.contains(message) && error.offset == offset
            if !ok { Issue.record("got \(error)") }
            return ok
        }
    }
}
