import Testing
@testable import ChromaKit

/// `ColorSpace.srgbEncodeIsInUnitRange` and `srgbEncodeClamped`, which decide in linear light what the sRGB
/// transfer function would say, give the same answers and the same bits as encoding and then clamping:
/// at every double next to 0, 1, the bound and the transfer function's break point, across the band between
/// 1 and the bound, on special values, and on a million seeded values from −0.5 to 2.
@Suite("sRGB encoding into 0…1") struct SRGBEncodeRangeTests {
    /// What the two functions stand for: the encoded value, clamped as `Gamut.clamped` clamps (NaN read as 0).
    static func clampedEncoding(_ x: Double) -> Double {
        let e = ColorSpace.srgbEncode(x)
        return e.isNaN ? 0 : Swift.min(Swift.max(e, 0), 1)
    }

    static func check(_ x: Double) {
        let e = ColorSpace.srgbEncode(x)
        #expect(ColorSpace.srgbEncodeIsInUnitRange(x) == (e >= 0 && e <= 1), "x = \(x), encoded \(e)")
        #expect(ColorSpace.srgbEncodeClamped(x).bitPattern == clampedEncoding(x).bitPattern, "x = \(x), encoded \(e)")
    }

    /// `count` doubles on either side of `x`, one unit in the last place apart.
    static func neighbours(of x: Double, count: Int) -> [Double] {
        var values = [x]
        var up = x, down = x
        for _ in 0..<count {
            up = up.nextUp
            down = down.nextDown
            values += [up, down]
        }
        return values
    }

    @Test(arguments: [0.0, 1.0, ColorSpace.srgbEncodeUnitBound, 0.0031308, -0.0031308])
    func agreesNextToTheEdges(edge: Double) {
        for x in Self.neighbours(of: edge, count: 20_000) { Self.check(x) }
    }

    @Test func agreesAcrossTheBandAboveOne() {
        let steps = 200_000
        let span = ColorSpace.srgbEncodeUnitBound - 1
        for i in 0...steps { Self.check(1 + span * Double(i) / Double(steps)) }
        // Some doubles just above 1 still encode to at most 1, which is why the band is computed, not assumed.
        var lastInside = 1.0
        while ColorSpace.srgbEncode(lastInside.nextUp) <= 1 { lastInside = lastInside.nextUp }
        #expect(lastInside > 1 && lastInside < ColorSpace.srgbEncodeUnitBound, "the encoding passes 1 inside the band: \(lastInside)")
    }

    @Test func agreesOnSpecialValues() {
        for x in [-0.0, .nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                  .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e-300] {
            Self.check(x)
        }
        #expect(ColorSpace.srgbEncodeClamped(-0.0).sign == .plus, "−0 clamps to +0, as max(−0, 0) does")
    }

    @Test func agreesOnSeededValues() {
        var random = SeededRandomGenerator(seed: 2031)
        for _ in 0..<1_000_000 {
            Self.check(Double.random(in: -0.5...2, using: &random))
        }
    }
}
