extension ColorSpace {
    /// Linear-light Display P3 (CSS Color 4 §10.4, matrices from the sample code's rational forms).
    public static let displayP3Linear = linearRGB(
        id: "display-p3-linear", css: .color("display-p3-linear", standing: .editorsDraft), xyz: xyzD65,
        toXYZ: Matrix3(
            (608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
            (35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
            (0, 32229.0 / 714400, 5220557.0 / 5000800)
        ),
        fromXYZ: Matrix3(
            (446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
            (-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
            (11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415)
        )
    )

    /// Display P3: P3 primaries, D65 white and the sRGB transfer function (CSS Color 4 §10.4).
    public static let displayP3 = gammaEncoded(
        id: "display-p3", css: .color("display-p3"), linear: displayP3Linear,
        encode: { srgbEncode($0) }, decode: { srgbDecode($0) }
    )

}
