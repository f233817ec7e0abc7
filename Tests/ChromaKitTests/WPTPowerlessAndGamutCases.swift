import Foundation
import Testing

/// Web-platform-tests cases for powerless hues and for HSL and HWB holding colors outside sRGB, as data.
///
/// From css/css-color/parsing/ in web-platform-tests: color-computed-powerless.html (a selection:
/// every row of its relative-color and color-mix sections whose expected value keeps a `none`,
/// each next to the row just past the threshold), relative-color-out-of-gamut.html (all of it) and
/// color-mix-out-of-gamut.html (its display-p3 rows; see `mixOutOfGamutMoved`). Each case is the
/// input and the computed value the harness expects; `WPTPowerlessAndGamutTests` runs them with
/// the comparison of `WPTRelativeColorTests`.
enum WPTPowerlessAndGamutCases {
    typealias Computed = WPTRelativeColorCases.Computed

    // MARK: color-computed-powerless.html

    /// Relative colors whose origin's hue is powerless once converted, or powerless as written in
    /// another space: the hue keyword is `none`.
    static let powerlessRelative: [Computed] = [
        Computed("hsl(from hsl(0 50% 50%) h s l)", "color(srgb 0.75 0.25 0.25)"),
        Computed("hsl(from hwb(180 100% 25%) h s l)", "hsl(none 0% 80%)"),
        Computed("hsl(from hwb(180 25% 100%) h s l)", "hsl(none 0% 20%)"),
        Computed("hsl(from hwb(180 100% 100%) h s l)", "hsl(none 0% 50%)"),
        Computed("hsl(from hwb(180 49.999% 50%) h s l)", "hsl(none 0% 49.999%)"),
        Computed("hsl(from hwb(180 49.998% 50%) h s l)", "color(srgb 0.49998 0.5 0.5)"),
        Computed("hsl(from hwb(180 49.999% 50%) h calc(s * 1000) l)", "hsl(none 0% 49.999%)"),
        Computed("hsl(from hwb(180 49.998% 50%) h calc(s * 1000) l)", "color(srgb 0.48999 0.50999 0.50999)"),
        Computed("hsl(from lch(0 20 180) h s l)", "color(srgb -0.13099833 0.05952886 -0.00460494)"),
        Computed("hsl(from lch(20 0 180) h s l)", "hsl(none 0% 18.93757452%)"),
        Computed("hsl(from lch(0 0 180) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from lch(20 0.0015 180) h s l)", "hsl(none 0% 18.93757452%)"),
        Computed("hsl(from lch(20 0.00151 180) h s l)", "color(srgb 0.18936676 0.18937855 0.18937554)"),
        Computed("hsl(from lch(20 0.0015 180) h calc(s * 1000) l)", "hsl(none 0% 18.93757452%)"),
        Computed("hsl(from lch(20 0.00151 180) h calc(s * 1000) l)", "color(srgb 0.1834779 0.19526741 0.19225556)"),
        Computed("hsl(from oklch(0.2 0 180) h s l)", "hsl(none 0% 8.61042044%)"),
        Computed("hsl(from oklch(0.2 0.2 0) h s l)", "color(srgb 0.29595438 -0.12706564 0.07183401)"),
        Computed("hsl(from oklch(0.2 0.000004 180) h s l)", "hsl(none 0% 8.61042044%)"),
        Computed("hsl(from oklch(0.2 0.0000041 180) h s l)", "color(srgb 0.08609717 0.08610691 0.08610449)"),
        Computed("hsl(from oklch(0.2 0.000004 180) h calc(s * 1000) l)", "hsl(none 0% 8.61042044%)"),
        Computed("hsl(from oklch(0.2 0.0000041 180) h calc(s * 1000) l)", "color(srgb 0.08123521 0.09096887 0.08855551)"),
        Computed("hsl(from rgb(0 0 0) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from color(display-p3 0 0 0) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from lab(0 0 0) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from oklab(0 0 0) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from color(display-p3 0.50000333 0.49999445 0.49999517) h s l)",
                 "color(srgb 0.50000533 0.49999408 0.49999507)"),
        Computed("color(from hsl(180 0.001% 50%) display-p3 r g b)", "color(display-p3 0.5 0.5 0.5)"),
        Computed("hwb(from hsl(180 0 50%) h w b)", "hwb(none 50% 50%)"),
        Computed("hwb(from hsl(180 50% 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from hsl(180 0.001% 50%) h w b)", "hwb(none 50% 50%)"),
        Computed("hwb(from hsl(180 0.0011% 50%) h w b)", "color(srgb 0.4999945 0.5000055 0.5000055)"),
        Computed("hwb(from hwb(180 100% 25%) h w b)", "color(srgb 0.8 0.8 0.8)"),
        Computed("hwb(from hwb(180 99.999% none) h w b)", "hwb(180 99.999% none)"),
        Computed("hwb(from hsl(from hwb(180 99.999% none) h s l) h w b)", "hwb(none 100% 0%)"),
        Computed("hwb(from hwb(180 none 99.999%) h w b)", "hwb(180 none 99.999%)"),
        Computed("hwb(from hsl(from hwb(180 none 99.999%) h s l) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from hwb(180 49.998% 50%) h w b)", "color(srgb 0.49998 0.5 0.5)"),
        Computed("hwb(from lch(20 0 180) h w b)", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("hwb(from lch(20 0.0015 180) h w b)", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("hwb(from lch(20 0.00151 180) h w b)", "color(srgb 0.18936676 0.18937855 0.18937554)"),
        Computed("hwb(from oklch(0.2 0 180) h w b)", "hwb(none 8.61042044% 91.38957956%)"),
        Computed("hwb(from oklch(0.8 0.000004 180) h w b)", "hwb(none 74.3205918% 25.6794082%)"),
        Computed("hwb(from oklch(0.8 0.0000041 180) h w b)", "color(srgb 0.74319598 0.74320974 0.74320633)"),
        Computed("hwb(from rgb(0 0 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from oklab(0 0 0) h w b)", "hwb(none 0% 100%)"),
        Computed("color(from hwb(180 49.999% 50%) display-p3 r g b)", "color(display-p3 0.49999 0.49999 0.49999)"),
        Computed("color(from hwb(180 49.998% 50%) display-p3 r g b)", "color(display-p3 0.49998355 0.49999934 0.49999966)"),
    ]

    /// `color-mix()` in HSL and HWB: a hue that is powerless once converted is missing and takes the
    /// other color's hue; a hue written in the mixing space takes part as written.
    static let powerlessMix: [Computed] = [
        Computed("color-mix(in hsl, hsl(180 0 50%), hsl(11 33 44))", "color(srgb 0.4557825 0.54755 0.39245)"),
        Computed("color-mix(in hsl, hsl(180 0.0011% 50%), hsl(11 33 44))", "color(srgb 0.45578203 0.54755258 0.39244742)"),
        Computed("color-mix(in hsl, hwb(180 100% 25%), hsl(11 33 44))", "color(srgb 0.6827 0.58029 0.5573)"),
        Computed("color-mix(in hsl, hwb(180 49.999% 50%), hsl(11 33 44))", "color(srgb 0.54754418 0.42088052 0.39244583)"),
        Computed("color-mix(in hsl, hwb(180 49.998% 50%), hsl(11 33 44))", "color(srgb 0.45577679 0.54754888 0.39244112)"),
        Computed("color-mix(in hsl, lch(0 20 180), hsl(11 33 44))", "color(srgb 0.50491258 -0.10064731 -0.05423751)"),
        Computed("color-mix(in hsl, lch(20 0 180), hsl(11 33 44))", "color(srgb 0.36661137 0.28180299 0.26276437)"),
        Computed("color-mix(in hsl, lch(20 0.0015 180), hsl(11 33 44))", "color(srgb 0.36661137 0.28180299 0.26276437)"),
        Computed("color-mix(in hsl, lch(20 0.00151 180), hsl(11 33 44))", "color(srgb 0.31843217 0.36661447 0.26275819)"),
        Computed("color-mix(in hsl, oklch(0.2 0.000004 180), hsl(11 33 44))", "color(srgb 0.3064557 0.23556316 0.21964851)"),
        Computed("color-mix(in hsl, oklch(0.2 0.0000041 180), hsl(11 33 44))", "color(srgb 0.26585563 0.30646187 0.21964017)"),
        Computed("color-mix(in hsl, color(display-p3 0.49999645 0.50000513 0.50000531), hsl(11 33 44))",
                 "color(srgb 0.45576023 0.54755258 0.39244741)"),
        Computed("color-mix(in hsl, hwb(180 100% 25%))", "hsl(none 0% 80%)"),
        Computed("color-mix(in hsl, hwb(180 49.999% 50%))", "hsl(none 0% 49.999%)"),
        Computed("color-mix(in hsl, lch(20 0.0015 180))", "hsl(none 0% 18.93757452%)"),
        Computed("color-mix(in hsl, lch(20 0.00151 180))", "color(srgb 0.18936676 0.18937855 0.18937554)"),
        Computed("color-mix(in hsl, oklch(0.2 0.000004 180))", "hsl(none 0% 8.61042044%)"),
        Computed("color-mix(in hsl, oklch(0 0.2 180))", "color(srgb -0.0266189 0.00845442 0.00006795)"),
        Computed("color-mix(in hsl, rgb(0 0 0))", "hsl(none 0% 0%)"),
        Computed("color-mix(in hwb, hwb(180 100% 25%), hwb(11 33 44))", "color(srgb 0.65841584 0.65841584 0.65841584)"),
        Computed("color-mix(in hwb, hwb(180 99.999% none), hwb(11 33 44))", "color(srgb 0.60180815 0.60180815 0.60180815)"),
        Computed("color-mix(in hwb, hsl(from hwb(180 99.999% none) h s l), hwb(11 33 44))", "color(srgb 0.78 0.68608333 0.665)"),
        Computed("color-mix(in hwb, hwb(180 none 99.999%), hwb(11 33 44))", "color(srgb 0.31428721 0.31428721 0.31428721)"),
        Computed("color-mix(in hwb, hsl(from hwb(180 none 99.999%) h s l), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, hsl(180 0.001% 50%), hwb(11 33 44))", "color(srgb 0.53 0.43608333 0.415)"),
        Computed("color-mix(in hwb, hsl(180 0.0011% 50%), hwb(11 33 44))", "color(srgb 0.46195783 0.53000275 0.41499725)"),
        Computed("color-mix(in hwb, lch(20 0.0015 180), hwb(11 33 44))", "color(srgb 0.37468787 0.28077121 0.25968787)"),
        Computed("color-mix(in hwb, lch(20 0.00151 180), hwb(11 33 44))", "color(srgb 0.32133431 0.37468928 0.25968338)"),
        Computed("color-mix(in hwb, oklch(0.8 0.000004 180), hwb(11 33 44))", "color(srgb 0.65160296 0.55768629 0.53660296)"),
        Computed("color-mix(in hwb, oklch(0.8 0.0000041 180), hwb(11 33 44))", "color(srgb 0.5978169 0.65160487 0.53659799)"),
        Computed("color-mix(in hwb, hsl(180 0 50%))", "hwb(none 50% 50%)"),
    ]

    // MARK: relative-color-out-of-gamut.html

    /// Relative colors in `rgb()`, `hsl()` and `hwb()` from colors outside sRGB: unbounded, not mapped.
    static let relativeOutOfGamut: [Computed] = ["rgb(from %@ r g b)", "hsl(from %@ h s l)", "hwb(from %@ h w b)"].flatMap { form in
        [
            ("color(display-p3 0 1 0)", "color(srgb -0.5116 1.01827 -0.31067)"),
            ("lab(100 104.3 -50.9)", "color(srgb 1.5935 0.58776 1.40555)"),
            ("lab(0 104.3 -50.9)", "color(srgb 0.35137 -0.21392 0.29945)"),
            ("lch(100 116 334)", "color(srgb 1.59336 0.58802 1.40517)"),
            ("lch(0 116 334)", "color(srgb 0.3513 -0.21385 0.29918)"),
            ("oklab(1 0.365 -0.16)", "color(srgb 1.59297 0.3602 1.38555)"),
            ("oklab(0 0.365 -0.16)", "color(srgb 0.07636 -0.04559 0.09322)"),
            ("oklch(1 0.399 336.3)", "color(srgb 1.59331 0.35856 1.38647)"),
            ("oklch(0 0.399 336.3)", "color(srgb 0.07651 -0.04579 0.0937)"),
        ].map { origin, expected in
            Computed(form.replacingOccurrences(of: "%@", with: origin), expected, 0.0001)
        }
    }

    // MARK: color-mix-out-of-gamut.html

    /// Mixes in HSL and HWB of a color outside sRGB: unbounded, as the CSS Working Group resolved in 2023
    /// (`color-mix()` in these spaces returns round-trippable results).
    static let mixOutOfGamut: [Computed] = [
        Computed("color-mix(in hsl, color(display-p3 0 1 0) 100%, rgb(0, 0, 0) 0%)", "color(srgb -0.511814 1.01832 -0.310726)", 0.001),
        Computed("color-mix(in hwb, color(display-p3 0 1 0) 100%, rgb(0, 0, 0) 0%)", "color(srgb -0.511814 1.01832 -0.310726)", 0.001),
    ]

    /// The file's other rows expect colors of lightness 0 or 100 (`lab(100 104.3 -50.9)`) mixed in HSL
    /// or HWB to come out black or white, as gamut mapping before the mix made them; the resolution
    /// the display-p3 rows follow makes them round-trip instead (the same colors as
    /// `relativeOutOfGamut` gives for them). Each input here and the color it gives.
    static let mixOutOfGamutMoved: [Computed] = ["hsl", "hwb"].flatMap { space in
        [
            ("lab(100 104.3 -50.9)", "color(srgb 1.5935 0.58776 1.40555)"),
            ("lab(0 104.3 -50.9)", "color(srgb 0.35137 -0.21392 0.29945)"),
            ("lch(100 116 334)", "color(srgb 1.59336 0.58802 1.40517)"),
            ("oklab(1 0.365 -0.16)", "color(srgb 1.59297 0.3602 1.38555)"),
            ("oklch(0 0.399 336.3)", "color(srgb 0.07651 -0.04579 0.0937)"),
        ].map { origin, roundTrip in
            Computed("color-mix(in \(space), \(origin) 100%, rgb(0, 0, 0) 0%)", roundTrip, 0.0001)
        }
    }
}
