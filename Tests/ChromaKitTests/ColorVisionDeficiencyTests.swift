import Testing
@testable import ChromaKit

/// Color vision deficiency simulation: Machado 2009's published matrices, and the dichromat colors of
/// Viénot 1999 and Brettel 1997 against DaltonLens's implementation (daltonlens 0.1.5,
/// `Simulator_Vienot1999` and `Simulator_Brettel1997` with their sRGB Smith–Pokorny model) and coloraide's
/// `filter()` (coloraide 8.13).
@Suite("Color vision deficiency") struct ColorVisionDeficiencyTests {
    /// The matrix of a simulation, column by column: the images of linear red, green and blue.
    static func columns(_ s: CVDSimulation) -> [SIMD4<Double>] {
        [s.linear(SIMD4(1, 0, 0, 0)), s.linear(SIMD4(0, 1, 0, 0)), s.linear(SIMD4(0, 0, 1, 0))]
    }

    static func close(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ tolerance: Double) -> Bool {
        let d = a - b
        return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance
    }

    /// At each tenth of severity the matrix is the paper's: rows checked through the images of the unit vectors.
    @Test(arguments: [ColorVisionDeficiency.protan, .deutan, .tritan])
    func machadoAtTheTenthsIsThePublishedTable(_ deficiency: ColorVisionDeficiency) {
        for step in 0...10 {
            let simulation = CVDSimulation(deficiency, severity: Double(step) / 10, model: .machado)
            let rows = Machado2009.table(deficiency)[step]
            let published = [SIMD4(rows.0.0, rows.1.0, rows.2.0, 0), SIMD4(rows.0.1, rows.1.1, rows.2.1, 0), SIMD4(rows.0.2, rows.1.2, rows.2.2, 0)]
            for (column, expected) in zip(Self.columns(simulation), published) {
                #expect(Self.close(column, expected, 1e-12), "\(deficiency) \(step)/10: \(column) vs \(expected)")
            }
        }
        // The spot checks a reader can find in the paper's table.
        let protan = CVDSimulation(.protan, severity: 1, model: .machado)
        #expect(Self.close(protan.linear(SIMD4(1, 0, 0, 0)), SIMD4(0.152286, 0.114503, -0.003882, 0), 1e-12))
    }

    /// Between two tenths the matrices are interpolated linearly (coloraide's `machado` does the same on colors).
    @Test func machadoBetweenTenthsInterpolates() {
        let color = SIMD4<Double>(0.8, 0.3, 0.1, 0)
        let low = CVDSimulation(.deutan, severity: 0.3, model: .machado).linear(color)
        let high = CVDSimulation(.deutan, severity: 0.4, model: .machado).linear(color)
        let middle = CVDSimulation(.deutan, severity: 0.35, model: .machado).linear(color)
        #expect(Self.close(middle, (low + high) / 2, 1e-12))
        // coloraide: Color('srgb-linear', [0.8, 0.3, 0.1]).filter('deutan', 0.35, method='machado')
        #expect(Self.close(middle, SIMD4(0.6445686, 0.36422945, 0.0981107, 0), 1e-6), "\(middle)")
    }

    /// One dichromat color: the model, the deficiency, linear sRGB in and the reference's linear sRGB out.
    struct DichromatCase: Sendable, CustomTestStringConvertible {
        let model: CVDModel, deficiency: ColorVisionDeficiency, input: SIMD4<Double>, expected: SIMD4<Double>
        var testDescription: String { "\(model) \(deficiency) \(input)" }
    }

    /// daltonlens 0.1.5 `_simulate_dichromacy_linear_rgb` on linear red, green and (0.2, 0.4, 0.8). It uses the
    /// four-decimal BT.709 matrix where chromatools uses CSS Color 4's exact one: agreement within 0.002.
    static let daltonLens: [DichromatCase] = {
        let inputs = [SIMD4<Double>(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0.2, 0.4, 0.8, 0)]
        let table: [(CVDModel, ColorVisionDeficiency, [SIMD4<Double>])] = [
            (.vienot, .protan, [SIMD4(0.108889, 0.108889, 0.004471, 0), SIMD4(0.891111, 0.891111, -0.004471, 0), SIMD4(0.378222, 0.378222, 0.799106, 0)]),
            (.vienot, .deutan, [SIMD4(0.290305, 0.290305, -0.021974, 0), SIMD4(0.709695, 0.709695, 0.021974, 0), SIMD4(0.341939, 0.341939, 0.804395, 0)]),
            (.brettel, .protan, [SIMD4(0.145096, 0.104465, 0.00429, 0), SIMD4(1.201653, 0.853164, -0.00603, 0), SIMD4(0.24818, 0.394113, 0.799758, 0)]),
            (.brettel, .deutan, [SIMD4(0.37009, 0.257669, -0.019503, 0), SIMD4(0.885402, 0.637821, 0.027414, 0), SIMD4(0.235792, 0.385359, 0.801108, 0)]),
            (.brettel, .tritan, [SIMD4(1.013542, -0.011805, 0.077073, 0), SIMD4(0.19999, 0.825652, 1.13825, 0), SIMD4(0.159982, 0.434887, 0.572237, 0)]),
        ]
        return table.flatMap { model, deficiency, outputs in
            zip(inputs, outputs).map { DichromatCase(model: model, deficiency: deficiency, input: $0, expected: $1) }
        }
    }()

    @Test(arguments: daltonLens)
    func dichromacyMatchesDaltonLens(_ c: DichromatCase) {
        let out = CVDSimulation(c.deficiency, severity: 1, model: c.model).linear(c.input)
        #expect(Self.close(out, c.expected, 0.002), "\(out), expected \(c.expected)")
    }

    /// The automatic choice: Machado below severity 1, Viénot for protanopia and deuteranopia, Brettel for tritanopia.
    @Test func automaticModel() {
        #expect(CVDSimulation(.protan, severity: 0.6).model == .machado)
        #expect(CVDSimulation(.protan, severity: 1).model == .vienot)
        #expect(CVDSimulation(.deutan, severity: 1).model == .vienot)
        #expect(CVDSimulation(.tritan, severity: 1).model == .brettel)
        #expect(CVDSimulation(.tritan, severity: 0.99).model == .machado)
    }

    /// White and black stay as they are for every dichromat model (the projections go through the neutral axis).
    @Test(arguments: [CVDModel.vienot, .brettel], [ColorVisionDeficiency.protan, .deutan, .tritan])
    func neutralsStay(_ model: CVDModel, _ deficiency: ColorVisionDeficiency) {
        let simulation = CVDSimulation(deficiency, severity: 1, model: model)
        #expect(Self.close(simulation.linear(SIMD4(1, 1, 1, 0)), SIMD4(1, 1, 1, 0), 1e-9))
        #expect(Self.close(simulation.linear(SIMD4(0.5, 0.5, 0.5, 0)), SIMD4(0.5, 0.5, 0.5, 0), 1e-9))
    }

    /// Achromatopsia: the gray of the same luminance Y; half severity is half way in linear light.
    @Test func achromatopsiaIsLuminance() throws {
        let red = try CSSColor.parse("red")
        let gray = CVDSimulation(.achroma, severity: 1).simulate(red)
        let y = ColorSpace.srgbLinear.toBaseMatrix!.row1.x  // the Y of linear red: CSS Color 4, 0.2126…
        let linear = gray.converted(to: .srgbLinear).coords
        #expect(Self.close(linear, SIMD4(y, y, y, 0), 1e-12))
        let half = CVDSimulation(.achroma, severity: 0.5).linear(SIMD4(1, 0, 0, 0))
        #expect(Self.close(half, SIMD4(0.5 + y / 2, y / 2, y / 2, 0), 1e-12))
    }

    /// The dichromat models at severity 0.5 are half way between the color and the dichromat color.
    @Test func partialSeverityMixesInLinearLight() {
        let color = SIMD4<Double>(0.9, 0.2, 0.4, 0)
        let full = CVDSimulation(.deutan, severity: 1, model: .vienot).linear(color)
        let half = CVDSimulation(.deutan, severity: 0.5, model: .vienot).linear(color)
        #expect(Self.close(half, (color + full) / 2, 1e-12))
    }
}
