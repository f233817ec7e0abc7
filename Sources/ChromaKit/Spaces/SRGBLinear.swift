extension ColorSpace {
    /// Linear-light sRGB (CSS Color 4 §10.3), matrices from the sample code's
    /// rational forms (conversions.js `lin_sRGB_to_XYZ`, `XYZ_to_lin_sRGB`).
    public static let srgbLinear = linearRGB(
        id: "srgb-linear", css: .color("srgb-linear"), xyz: xyzD65,
        toXYZ: Matrix3(
            (506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
            (87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
            (7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270)
        ),
        fromXYZ: Matrix3(
            (12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
            (-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
            (705.0 / 12673, -2585.0 / 12673, 705.0 / 667)
        )
    )
}
