extension ColorSpace {
    /// CIE XYZ relative to the D65 white point: the root of the space tree.
    public static let xyzD65 = ColorSpace(
        id: "xyz-d65", aliases: ["xyz"],
        channels: [
            Channel("x", "X", 0...1, .red), Channel("y", "Y", 0...1, .green), Channel("z", "Z", 0...1, .blue),
        ],
        css: .color("xyz-d65", aliases: ["xyz"]), base: nil, toBase: { $0 }, fromBase: { $0 }
    )

    /// CIE XYZ relative to D50, reached from D65 by the linear Bradford adaptation (or the `ChromaticAdaptation` a
    /// conversion is given).
    public static let xyzD50 = ColorSpace(
        id: "xyz-d50",
        channels: [
            Channel("x", "X", 0...1, .red), Channel("y", "Y", 0...1, .green), Channel("z", "Z", 0...1, .blue),
        ],
        css: .color("xyz-d50"), base: xyzD65,
        toBase: { WhitePoint.d50ToD65 * $0 }, fromBase: { WhitePoint.d65ToD50 * $0 },
        toBaseMatrix: WhitePoint.d50ToD65, fromBaseMatrix: WhitePoint.d65ToD50,
        whiteChange: WhiteChange(white: WhitePoint.d50, baseWhite: WhitePoint.d65)
    )
}

/// Reference whites and chromatic adaptation (CSS Color 4 §10.5 and its sample code).
public enum WhitePoint {
    /// D50 in XYZ from its chromaticity x = 0.3457, y = 0.3585 (CSS Color 4 §10.5).
    public static let d50 = SIMD4<Double>(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585, 0)
    /// D65 in XYZ from its chromaticity x = 0.3127, y = 0.3290 (CSS Color 4 §10.5).
    public static let d65 = SIMD4<Double>(0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290, 0)

    /// Bradford D65 → D50 (CSS Color 4 sample code, conversions.js `D65_to_D50`).
    public static let d65ToD50 = Matrix3(
        (1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        (0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        (-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )
    /// Bradford D50 → D65 (CSS Color 4 sample code, conversions.js `D50_to_D65`).
    public static let d50ToD65 = Matrix3(
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
}
