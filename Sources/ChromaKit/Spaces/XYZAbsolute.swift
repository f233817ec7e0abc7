extension ColorSpace {
    /// CIE XYZ relative to D65 in absolute luminance, cd/m², with media white at 203 cd/m², written
    /// `color(--xyz-abs-d65 X Y Z)`: the base of the HDR spaces (Jzazbz, ICtCp).
    ///
    /// Relative XYZ has Y = 1 at media white; Report ITU-R BT.2408 (its "HDR Reference
    /// White") puts that white at 203 cd/m², so absolute XYZ is
    /// relative XYZ × 203, as color.js's `xyz-abs-d65` and coloraide's `YW`
    /// take it. Percentages read 100% as X 9504.7, Y 10000, Z 10888.3 (color.js's
    /// reference ranges: D65 white at the 10,000 cd/m² peak of the PQ signal).
    public static let xyzAbsD65 = ColorSpace(
        id: "xyz-abs-d65",
        channels: [
            Channel("x", "X", 0...9504.7, .red), Channel("y", "Y", 0...10000, .green), Channel("z", "Z", 0...10888.3, .blue),
        ],
        css: .custom("xyz-abs-d65", components: [
            .scaled(percentOf: 9504.7), .scaled(percentOf: 10000), .scaled(percentOf: 10888.3),
        ]),
        base: xyzD65,
        toBase: { AbsoluteLuminance.toRelative * $0 }, fromBase: { AbsoluteLuminance.toAbsolute * $0 },
        toBaseMatrix: AbsoluteLuminance.toRelative, fromBaseMatrix: AbsoluteLuminance.toAbsolute
    )
}

/// Media white in absolute luminance, the scale between relative and absolute XYZ.
enum AbsoluteLuminance {
    /// The luminance of media (HDR reference) white: 203 cd/m² (Report ITU-R BT.2408, HDR Reference White).
    static var mediaWhite: Double { 203 }
    /// Relative → absolute XYZ: × 203.
    static let toAbsolute = Matrix3((203, 0, 0), (0, 203, 0), (0, 0, 203))
    /// Absolute → relative XYZ: × 1/203.
    static let toRelative = Matrix3((1.0 / 203, 0, 0), (0, 1.0 / 203, 0), (0, 0, 1.0 / 203))
}
