import Foundation
import Testing

/// Web-platform-tests cases for powerless hues and for HSL and HWB holding colors outside sRGB, as data.
///
/// From css/css-color/parsing/ in web-platform-tests: color-computed-powerless.html (all of it, in its
/// order, grouped by its sections: HSL, HWB, LCH and OKLCh, each with relative colors, mixes of two
/// colors and mixes of one), relative-color-out-of-gamut.html (all of it) and
/// color-mix-out-of-gamut.html (its display-p3 rows; see `mixOutOfGamutMoved`). Each case is the
/// input and the computed value the harness expects; `WPTPowerlessAndGamutTests` runs them with
/// the comparison of `WPTRelativeColorTests`.
enum WPTPowerlessAndGamutCases {
    typealias Computed = WPTRelativeColorCases.Computed

    // MARK: color-computed-powerless.html

    /// HSL, relative colors: a hue that is powerless once converted to HSL, or powerless as written
    /// in another space, is `none`; a hue written in HSL stays as written.
    static let hslRelative: [Computed] = [
        Computed("hsl(from hsl(0 50% 50%) h s l)", "color(srgb 0.75 0.25 0.25)"),
        Computed("hsl(from hsl(180 0 50%) h s l)", "color(srgb 0.5 0.5 0.5)"),
        Computed("hsl(from hsl(180 50% 0) h s l)", "color(srgb 0 0 0)"),
        Computed("hsl(from hsl(0 0 50%) h s l)", "color(srgb 0.5 0.5 0.5)"),
        Computed("hsl(from hsl(180 0 0) h s l)", "color(srgb 0 0 0)"),
        Computed("hsl(from hsl(0 50% 0) h s l)", "color(srgb 0 0 0)"),
        Computed("hsl(from hsl(0 0 0) h s l)", "color(srgb 0 0 0)"),

        Computed("hsl(from hsl(180 0.001% 50%) h s l)", "color(srgb 0.5 0.5 0.5)"),
        Computed("hsl(from hsl(180 0.0011% 50%) h s l)", "color(srgb 0.4999945 0.5000055 0.5000055)"),
        Computed("hsl(from hsl(180 0.001% 50%) h calc(s * 1000) l)", "color(srgb 0.495 0.505 0.505)"),
        Computed("hsl(from hsl(180 0.0011% 50%) h calc(s * 1000) l)", "color(srgb 0.4945 0.5055 0.5055)"),

        Computed("hsl(from hwb(0 25% 25%) h s l)", "color(srgb 0.75 0.25 0.25)"),
        Computed("hsl(from hwb(180 100% 25%) h s l)", "hsl(none 0% 80%)"),
        Computed("hsl(from hwb(180 25% 100%) h s l)", "hsl(none 0% 20%)"),
        Computed("hsl(from hwb(0 100% 25%) h s l)", "hsl(none 0% 80%)"),
        Computed("hsl(from hwb(180 100% 100%) h s l)", "hsl(none 0% 50%)"),
        Computed("hsl(from hwb(0 25% 100%) h s l)", "hsl(none 0% 20%)"),
        Computed("hsl(from hwb(0 100% 100%) h s l)", "hsl(none 0% 50%)"),

        Computed("hsl(from hwb(180 49.999% 50%) h s l)", "hsl(none 0% 49.999%)"),
        Computed("hsl(from hwb(180 49.998% 50%) h s l)", "color(srgb 0.49998 0.5 0.5)"),
        Computed("hsl(from hwb(180 49.999% 50%) h calc(s * 1000) l)", "hsl(none 0% 49.999%)"),
        Computed("hsl(from hwb(180 49.998% 50%) h calc(s * 1000) l)", "color(srgb 0.48999 0.50999 0.50999)"),

        Computed("hsl(from lch(0 20 180) h s l)", "color(srgb -0.13099833 0.05952886 -0.00460494)"),
        Computed("hsl(from lch(20 0 180) h s l)", "hsl(none 0% 18.93757452%)"),
        Computed("hsl(from lch(20 20 0) h s l)", "color(srgb 0.2923664 0.14058899 0.19244775)"),
        Computed("hsl(from lch(0 0 180) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from lch(20 0 0) h s l)", "hsl(none 0% 18.93757452%)"),
        Computed("hsl(from lch(0 20 0) h s l)", "color(srgb 0.13099833 -0.05952886 0.00460494)"),
        Computed("hsl(from lch(0 0 0) h s l)", "hsl(none 0% 0%)"),

        Computed("hsl(from lch(20 0.0015 180) h s l)", "hsl(none 0% 18.93757452%)"),
        Computed("hsl(from lch(20 0.00151 180) h s l)", "color(srgb 0.18936676 0.18937855 0.18937554)"),
        Computed("hsl(from lch(20 0.0015 180) h calc(s * 1000) l)", "hsl(none 0% 18.93757452%)"),
        Computed("hsl(from lch(20 0.00151 180) h calc(s * 1000) l)", "color(srgb 0.1834779 0.19526741 0.19225556)"),

        Computed("hsl(from oklch(0 0.2 180) h s l)", "color(srgb -0.0266189 0.00845442 0.00006795)"),
        Computed("hsl(from oklch(0.2 0 180) h s l)", "hsl(none 0% 8.61042044%)"),
        Computed("hsl(from oklch(0.2 0.2 0) h s l)", "color(srgb 0.29595438 -0.12706564 0.07183401)"),
        Computed("hsl(from oklch(0 0 180) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from oklch(0.2 0 0) h s l)", "hsl(none 0% 8.61042044%)"),
        Computed("hsl(from oklch(0 0.2 0) h s l)", "color(srgb 0.0266189 -0.00845442 -0.00006795)"),
        Computed("hsl(from oklch(0 0 0) h s l)", "hsl(none 0% 0%)"),

        Computed("hsl(from oklch(0.2 0.000004 180) h s l)", "hsl(none 0% 8.61042044%)"),
        Computed("hsl(from oklch(0.2 0.0000041 180) h s l)", "color(srgb 0.08609717 0.08610691 0.08610449)"),
        Computed("hsl(from oklch(0.2 0.000004 180) h calc(s * 1000) l)", "hsl(none 0% 8.61042044%)"),
        Computed("hsl(from oklch(0.2 0.0000041 180) h calc(s * 1000) l)", "color(srgb 0.08123521 0.09096887 0.08855551)"),

        Computed("hsl(from rgb(0 0 0) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from color(display-p3 0 0 0) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from lab(0 0 0) h s l)", "hsl(none 0% 0%)"),
        Computed("hsl(from oklab(0 0 0) h s l)", "hsl(none 0% 0%)"),

        Computed("hsl(from color(display-p3 0.50000333 0.49999445 0.49999517) h s l)", "color(srgb 0.50000533 0.49999408 0.49999507)"),
        Computed("hsl(from color(display-p3 0.49999645 0.50000513 0.50000531) h s l)", "color(srgb 0.4999945 0.5000055 0.5000055)"),
        Computed("hsl(from color(display-p3 0.50000333 0.49999445 0.49999517) h calc(s * 1000) l)", "color(srgb 0.50562515 0.49437426 0.4953641)"),
        Computed("hsl(from color(display-p3 0.49999645 0.50000513 0.50000531) h calc(s * 1000) l)", "color(srgb 0.4944997 0.50549721 0.5055003)"),

        Computed("color(from hsl(180 0% 50%) display-p3 r g b)", "color(display-p3 0.5 0.5 0.5)"),
        Computed("color(from hsl(180 0.001% 50%) display-p3 r g b)", "color(display-p3 0.5 0.5 0.5)"),
        Computed("color(from hsl(180 0.0011% 50%) display-p3 r g b)", "color(display-p3 0.49999645 0.50000513 0.50000531)"),
    ]

    /// HSL, `color-mix()` of two colors: a hue that is powerless once converted is missing and takes
    /// the other color's hue; a hue written in HSL takes part as written.
    static let hslMix: [Computed] = [
        Computed("color-mix(in hsl, hsl(0 50% 50%), hsl(11 33 44))", "color(srgb 0.66505 0.31070917 0.27495)"),
        Computed("color-mix(in hsl, hsl(180 0 50%), hsl(11 33 44))", "color(srgb 0.4557825 0.54755 0.39245)"),
        Computed("color-mix(in hsl, hsl(180 50% 0), hsl(11 33 44))", "color(srgb 0.20326167 0.3113 0.1287)"),
        Computed("color-mix(in hsl, hsl(0 0 50%), hsl(11 33 44))", "color(srgb 0.54755 0.4066675 0.39245)"),
        Computed("color-mix(in hsl, hsl(180 0 0), hsl(11 33 44))", "color(srgb 0.213345 0.2563 0.1837)"),
        Computed("color-mix(in hsl, hsl(0 50% 0), hsl(11 33 44))", "color(srgb 0.3113 0.14543833 0.1287)"),
        Computed("color-mix(in hsl, hsl(0 0 0), hsl(11 33 44))", "color(srgb 0.2563 0.190355 0.1837)"),

        Computed("color-mix(in hsl, hsl(180 0.001% 50%), hsl(11 33 44))", "color(srgb 0.45578207 0.54755235 0.39244765)"),
        Computed("color-mix(in hsl, hsl(180 0.0011% 50%), hsl(11 33 44))", "color(srgb 0.45578203 0.54755258 0.39244742)"),

        Computed("color-mix(in hsl, hwb(0 25% 25%), hsl(11 33 44))", "color(srgb 0.66505 0.31070917 0.27495)"),
        Computed("color-mix(in hsl, hwb(180 100% 25%), hsl(11 33 44))", "color(srgb 0.6827 0.58029 0.5573)"),
        Computed("color-mix(in hsl, hwb(180 25% 100%), hsl(11 33 44))", "color(srgb 0.3728 0.28656 0.2672)"),
        Computed("color-mix(in hsl, hwb(0 100% 25%), hsl(11 33 44))", "color(srgb 0.6827 0.58029 0.5573)"),
        Computed("color-mix(in hsl, hwb(180 100% 100%), hsl(11 33 44))", "color(srgb 0.54755 0.420885 0.39245)"),
        Computed("color-mix(in hsl, hwb(0 25% 100%), hsl(11 33 44))", "color(srgb 0.3728 0.28656 0.2672)"),
        Computed("color-mix(in hsl, hwb(0 100% 100%), hsl(11 33 44))", "color(srgb 0.54755 0.420885 0.39245)"),

        Computed("color-mix(in hsl, hwb(180 49.999% 50%), hsl(11 33 44))", "color(srgb 0.54754418 0.42088052 0.39244583)"),
        Computed("color-mix(in hsl, hwb(180 49.998% 50%), hsl(11 33 44))", "color(srgb 0.45577679 0.54754888 0.39244112)"),

        Computed("color-mix(in hsl, lch(0 20 180), hsl(11 33 44))", "color(srgb 0.50491258 -0.10064731 -0.05423751)"),
        Computed("color-mix(in hsl, lch(20 0 180), hsl(11 33 44))", "color(srgb 0.36661137 0.28180299 0.26276437)"),
        Computed("color-mix(in hsl, lch(20 20 0), hsl(11 33 44))", "color(srgb 0.43993218 0.21654551 0.23423138)"),
        Computed("color-mix(in hsl, lch(0 0 180), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),
        Computed("color-mix(in hsl, lch(20 0 0), hsl(11 33 44))", "color(srgb 0.36661137 0.28180299 0.26276437)"),
        Computed("color-mix(in hsl, lch(0 20 0), hsl(11 33 44))", "color(srgb 0.59417534 -0.11844061 -0.06382608)"),
        Computed("color-mix(in hsl, lch(0 0 0), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),

        Computed("color-mix(in hsl, lch(20 0.0015 180), hsl(11 33 44))", "color(srgb 0.36661137 0.28180299 0.26276437)"),
        Computed("color-mix(in hsl, lch(20 0.00151 180), hsl(11 33 44))", "color(srgb 0.31843217 0.36661447 0.26275819)"),

        Computed("color-mix(in hsl, oklch(0 0.2 180), hsl(11 33 44))", "color(srgb 0.45902161 -0.02810385 -0.01451808)"),
        Computed("color-mix(in hsl, oklch(0.2 0 180), hsl(11 33 44))", "color(srgb 0.3064557 0.23556316 0.21964851)"),
        Computed("color-mix(in hsl, oklch(0.2 0.2 0), hsl(11 33 44))", "color(srgb 0.63388622 -0.10944185 -0.00282766)"),
        Computed("color-mix(in hsl, oklch(0 0 180), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),
        Computed("color-mix(in hsl, oklch(0.2 0 0), hsl(11 33 44))", "color(srgb 0.3064557 0.23556316 0.21964851)"),
        Computed("color-mix(in hsl, oklch(0 0.2 0), hsl(11 33 44))", "color(srgb 0.47837075 -0.02928851 -0.01513007)"),
        Computed("color-mix(in hsl, oklch(0 0 0), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),

        Computed("color-mix(in hsl, oklch(0.2 0.000004 180), hsl(11 33 44))", "color(srgb 0.3064557 0.23556316 0.21964851)"),
        Computed("color-mix(in hsl, oklch(0.2 0.0000041 180), hsl(11 33 44))", "color(srgb 0.26585563 0.30646187 0.21964017)"),

        Computed("color-mix(in hsl, rgb(0 0 0), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),
        Computed("color-mix(in hsl, color(display-p3 0 0 0), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),
        Computed("color-mix(in hsl, lab(0 0 0), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),
        Computed("color-mix(in hsl, oklab(0 0 0), hsl(11 33 44))", "color(srgb 0.2563 0.19701 0.1837)"),

        Computed("color-mix(in hsl, color(display-p3 0.50000333 0.49999445 0.49999517), hsl(11 33 44))", "color(srgb 0.54755247 0.39984221 0.39244723)"),
        Computed("color-mix(in hsl, color(display-p3 0.49999645 0.50000513 0.50000531), hsl(11 33 44))", "color(srgb 0.45576023 0.54755258 0.39244741)"),
    ]

    /// HSL, `color-mix()` of one color: the color converted to HSL, its hue missing where powerless.
    static let hslMixOne: [Computed] = [
        Computed("color-mix(in hsl, hsl(0 50% 50%))", "color(srgb 0.75 0.25 0.25)"),
        Computed("color-mix(in hsl, hsl(180 0 50%))", "color(srgb 0.5 0.5 0.5)"),
        Computed("color-mix(in hsl, hsl(180 50% 0))", "color(srgb 0 0 0)"),
        Computed("color-mix(in hsl, hsl(0 0 50%))", "color(srgb 0.5 0.5 0.5)"),
        Computed("color-mix(in hsl, hsl(180 0 0))", "color(srgb 0 0 0)"),
        Computed("color-mix(in hsl, hsl(0 50% 0))", "color(srgb 0 0 0)"),
        Computed("color-mix(in hsl, hsl(0 0 0))", "color(srgb 0 0 0)"),

        Computed("color-mix(in hsl, hsl(180 0.001% 50%))", "color(srgb 0.5 0.5 0.5)"),
        Computed("color-mix(in hsl, hsl(180 0.0011% 50%))", "color(srgb 0.4999945 0.5000055 0.5000055)"),

        Computed("color-mix(in hsl, hwb(0 25% 25%))", "color(srgb 0.75 0.25 0.25)"),
        Computed("color-mix(in hsl, hwb(180 100% 25%))", "hsl(none 0% 80%)"),
        Computed("color-mix(in hsl, hwb(180 25% 100%))", "hsl(none 0% 20%)"),
        Computed("color-mix(in hsl, hwb(0 100% 25%))", "hsl(none 0% 80%)"),
        Computed("color-mix(in hsl, hwb(180 100% 100%))", "hsl(none 0% 50%)"),
        Computed("color-mix(in hsl, hwb(0 25% 100%))", "hsl(none 0% 20%)"),
        Computed("color-mix(in hsl, hwb(0 100% 100%))", "hsl(none 0% 50%)"),

        Computed("color-mix(in hsl, hwb(180 49.999% 50%))", "hsl(none 0% 49.999%)"),
        Computed("color-mix(in hsl, hwb(180 49.998% 50%))", "color(srgb 0.49998 0.5 0.5)"),

        Computed("color-mix(in hsl, lch(0 20 180))", "color(srgb -0.13099833 0.05952886 -0.00460494)"),
        Computed("color-mix(in hsl, lch(20 0 180))", "hsl(none 0% 18.93757452%)"),
        Computed("color-mix(in hsl, lch(20 20 0))", "color(srgb 0.2923664 0.14058899 0.19244775)"),
        Computed("color-mix(in hsl, lch(0 0 180))", "hsl(none 0% 0%)"),
        Computed("color-mix(in hsl, lch(20 0 0))", "hsl(none 0% 18.93757452%)"),
        Computed("color-mix(in hsl, lch(0 20 0))", "color(srgb 0.13099833 -0.05952886 0.00460494)"),
        Computed("color-mix(in hsl, lch(0 0 0))", "hsl(none 0% 0%)"),

        Computed("color-mix(in hsl, lch(20 0.0015 180))", "hsl(none 0% 18.93757452%)"),
        Computed("color-mix(in hsl, lch(20 0.00151 180))", "color(srgb 0.18936676 0.18937855 0.18937554)"),

        Computed("color-mix(in hsl, oklch(0 0.2 180))", "color(srgb -0.0266189 0.00845442 0.00006795)"),
        Computed("color-mix(in hsl, oklch(0.2 0 180))", "hsl(none 0% 8.61042044%)"),
        Computed("color-mix(in hsl, oklch(0.2 0.2 0))", "color(srgb 0.29595438 -0.12706564 0.07183401)"),
        Computed("color-mix(in hsl, oklch(0 0 180))", "hsl(none 0% 0%)"),
        Computed("color-mix(in hsl, oklch(0.2 0 0))", "hsl(none 0% 8.61042044%)"),
        Computed("color-mix(in hsl, oklch(0 0.2 0))", "color(srgb 0.0266189 -0.00845442 -0.00006795)"),
        Computed("color-mix(in hsl, oklch(0 0 0))", "hsl(none 0% 0%)"),

        Computed("color-mix(in hsl, oklch(0.2 0.000004 180))", "hsl(none 0% 8.61042044%)"),
        Computed("color-mix(in hsl, oklch(0.2 0.0000041 180))", "color(srgb 0.08609717 0.08610691 0.08610449)"),

        Computed("color-mix(in hsl, rgb(0 0 0))", "hsl(none 0% 0%)"),
        Computed("color-mix(in hsl, color(display-p3 0 0 0))", "hsl(none 0% 0%)"),
        Computed("color-mix(in hsl, lab(0 0 0))", "hsl(none 0% 0%)"),
        Computed("color-mix(in hsl, oklab(0 0 0))", "hsl(none 0% 0%)"),

        Computed("color-mix(in hsl, color(display-p3 0.50000333 0.49999445 0.49999517))", "color(srgb 0.50000533 0.49999408 0.49999507)"),
        Computed("color-mix(in hsl, color(display-p3 0.49999645 0.50000513 0.50000531))", "color(srgb 0.4999945 0.5000055 0.5000055)"),
    ]

    /// HWB, relative colors.
    static let hwbRelative: [Computed] = [
        Computed("hwb(from hsl(0 50% 50%) h w b)", "color(srgb 0.75 0.25 0.25)"),
        Computed("hwb(from hsl(180 0 50%) h w b)", "hwb(none 50% 50%)"),
        Computed("hwb(from hsl(180 50% 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from hsl(0 0 50%) h w b)", "hwb(none 50% 50%)"),
        Computed("hwb(from hsl(180 0 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from hsl(0 50% 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from hsl(0 0 0) h w b)", "hwb(none 0% 100%)"),

        Computed("hwb(from hsl(180 0.001% 50%) h w b)", "hwb(none 50% 50%)"),
        Computed("hwb(from hsl(180 0.0011% 50%) h w b)", "color(srgb 0.4999945 0.5000055 0.5000055)"),

        Computed("hwb(from hwb(0 25% 25%) h w b)", "color(srgb 0.75 0.25 0.25)"),
        Computed("hwb(from hwb(180 100% 25%) h w b)", "color(srgb 0.8 0.8 0.8)"),
        Computed("hwb(from hwb(180 25% 100%) h w b)", "color(srgb 0.2 0.2 0.2)"),
        Computed("hwb(from hwb(0 100% 25%) h w b)", "color(srgb 0.8 0.8 0.8)"),
        Computed("hwb(from hwb(180 100% 100%) h w b)", "color(srgb 0.5 0.5 0.5)"),
        Computed("hwb(from hwb(0 25% 100%) h w b)", "color(srgb 0.2 0.2 0.2)"),
        Computed("hwb(from hwb(0 100% 100%) h w b)", "color(srgb 0.5 0.5 0.5)"),

        Computed("hwb(from hwb(180 99.999% 0%) h w b)", "color(srgb 0.99999 0.99999 0.99999)"),
        Computed("hwb(from hwb(180 99.999% none) h w b)", "hwb(180 99.999% none)"),
        Computed("hwb(from hsl(from hwb(180 99.999% none) h s l) h w b)", "hwb(none 100% 0%)"),
        Computed("hwb(from hwb(180 99.998% 0%) h w b)", "color(srgb 0.99998 1 1)"),
        Computed("hwb(from hwb(180 0% 99.999%) h w b)", "color(srgb 0 0 0)"),
        Computed("hwb(from hwb(180 none 99.999%) h w b)", "hwb(180 none 99.999%)"),
        Computed("hwb(from hsl(from hwb(180 none 99.999%) h s l) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from hwb(180 0% 99.998%) h w b)", "color(srgb 0 0.00002 0.00002)"),
        Computed("hwb(from hwb(180 49.999% 50%) h w b)", "color(srgb 0.49999 0.49999 0.49999)"),
        Computed("hwb(from hwb(180 49.998% 50%) h w b)", "color(srgb 0.49998 0.5 0.5)"),

        Computed("hwb(from lch(0 20 180) h w b)", "color(srgb -0.13099833 0.05952886 -0.00460494)"),
        Computed("hwb(from lch(20 0 180) h w b)", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("hwb(from lch(20 20 0) h w b)", "color(srgb 0.2923664 0.14058899 0.19244775)"),
        Computed("hwb(from lch(0 0 180) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from lch(20 0 0) h w b)", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("hwb(from lch(0 20 0) h w b)", "color(srgb 0.13099833 -0.05952886 0.00460494)"),
        Computed("hwb(from lch(0 0 0) h w b)", "hwb(none 0% 100%)"),

        Computed("hwb(from lch(20 0.0015 180) h w b)", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("hwb(from lch(20 0.00151 180) h w b)", "color(srgb 0.18936676 0.18937855 0.18937554)"),

        Computed("hwb(from oklch(0 0.2 180) h w b)", "color(srgb -0.0266189 0.00845442 0.00006795)"),
        Computed("hwb(from oklch(0.2 0 180) h w b)", "hwb(none 8.61042044% 91.38957956%)"),
        Computed("hwb(from oklch(0.2 0.2 0) h w b)", "color(srgb 0.29595438 -0.12706564 0.07183401)"),
        Computed("hwb(from oklch(0 0 180) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from oklch(0.2 0 0) h w b)", "hwb(none 8.61042044% 91.38957956%)"),
        Computed("hwb(from oklch(0 0.2 0) h w b)", "color(srgb 0.0266189 -0.00845442 -0.00006795)"),
        Computed("hwb(from oklch(0 0 0) h w b)", "hwb(none 0% 100%)"),

        Computed("hwb(from oklch(0.8 0.000004 180) h w b)", "hwb(none 74.3205918% 25.6794082%)"),
        Computed("hwb(from oklch(0.8 0.0000041 180) h w b)", "color(srgb 0.74319598 0.74320974 0.74320633)"),

        Computed("hwb(from rgb(0 0 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from color(display-p3 0 0 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from lab(0 0 0) h w b)", "hwb(none 0% 100%)"),
        Computed("hwb(from oklab(0 0 0) h w b)", "hwb(none 0% 100%)"),

        Computed("hwb(from color(display-p3 0.50000333 0.49999445 0.49999517) h w b)", "color(srgb 0.50000533 0.49999408 0.49999507)"),
        Computed("hwb(from color(display-p3 0.49999645 0.50000513 0.50000531) h w b)", "color(srgb 0.4999945 0.5000055 0.5000055)"),

        Computed("color(from hwb(180 50% 50%) display-p3 r g b)", "color(display-p3 0.5 0.5 0.5)"),
        Computed("color(from hwb(180 49.999% 50%) display-p3 r g b)", "color(display-p3 0.49999 0.49999 0.49999)"),
        Computed("color(from hwb(180 49.998% 50%) display-p3 r g b)", "color(display-p3 0.49998355 0.49999934 0.49999966)"),
    ]

    /// HWB, `color-mix()` of two colors.
    static let hwbMix: [Computed] = [
        Computed("color-mix(in hwb, hsl(0 50% 50%), hwb(11 33 44))", "color(srgb 0.655 0.32345833 0.29)"),
        Computed("color-mix(in hwb, hsl(180 0 50%), hwb(11 33 44))", "color(srgb 0.53 0.43608333 0.415)"),
        Computed("color-mix(in hwb, hsl(180 50% 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, hsl(0 0 50%), hwb(11 33 44))", "color(srgb 0.53 0.43608333 0.415)"),
        Computed("color-mix(in hwb, hsl(180 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, hsl(0 50% 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, hsl(0 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),

        Computed("color-mix(in hwb, hsl(180 0.001% 50%), hwb(11 33 44))", "color(srgb 0.53 0.43608333 0.415)"),
        Computed("color-mix(in hwb, hsl(180 0.0011% 50%), hwb(11 33 44))", "color(srgb 0.46195783 0.53000275 0.41499725)"),

        Computed("color-mix(in hwb, hwb(0 25% 25%), hwb(11 33 44))", "color(srgb 0.655 0.32345833 0.29)"),
        Computed("color-mix(in hwb, hwb(180 100% 25%), hwb(11 33 44))", "color(srgb 0.65841584 0.65841584 0.65841584)"),
        Computed("color-mix(in hwb, hwb(180 25% 100%), hwb(11 33 44))", "color(srgb 0.28712871 0.28712871 0.28712871)"),
        Computed("color-mix(in hwb, hwb(0 100% 25%), hwb(11 33 44))", "color(srgb 0.65841584 0.65841584 0.65841584)"),
        Computed("color-mix(in hwb, hwb(180 100% 100%), hwb(11 33 44))", "color(srgb 0.4801444 0.4801444 0.4801444)"),
        Computed("color-mix(in hwb, hwb(0 25% 100%), hwb(11 33 44))", "color(srgb 0.28712871 0.28712871 0.28712871)"),
        Computed("color-mix(in hwb, hwb(0 100% 100%), hwb(11 33 44))", "color(srgb 0.4801444 0.4801444 0.4801444)"),

        Computed("color-mix(in hwb, hwb(180 99.999% 0%), hwb(11 33 44))", "color(srgb 0.71195538 0.78 0.664995)"),
        Computed("color-mix(in hwb, hwb(180 99.999% none), hwb(11 33 44))", "color(srgb 0.60180815 0.60180815 0.60180815)"),
        Computed("color-mix(in hwb, hsl(from hwb(180 99.999% none) h s l), hwb(11 33 44))", "color(srgb 0.78 0.68608333 0.665)"),
        Computed("color-mix(in hwb, hwb(180 99.998% 0%), hwb(11 33 44))", "color(srgb 0.71195242 0.78 0.66499)"),
        Computed("color-mix(in hwb, hwb(180 0% 99.999%), hwb(11 33 44))", "color(srgb 0.21196037 0.280005 0.165)"),
        Computed("color-mix(in hwb, hwb(180 none 99.999%), hwb(11 33 44))", "color(srgb 0.31428721 0.31428721 0.31428721)"),
        Computed("color-mix(in hwb, hsl(from hwb(180 none 99.999%) h s l), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, hwb(180 0% 99.998%), hwb(11 33 44))", "color(srgb 0.21196242 0.28001 0.165)"),
        Computed("color-mix(in hwb, hwb(180 49.999% 50%), hwb(11 33 44))", "color(srgb 0.46195538 0.53 0.414995)"),
        Computed("color-mix(in hwb, hwb(180 49.998% 50%), hwb(11 33 44))", "color(srgb 0.46195242 0.53 0.41499)"),

        Computed("color-mix(in hwb, lch(0 20 180), hwb(11 33 44))", "color(srgb 0.22074713 0.30976443 0.09950084)"),
        Computed("color-mix(in hwb, lch(20 0 180), hwb(11 33 44))", "color(srgb 0.37468787 0.28077121 0.25968787)"),
        Computed("color-mix(in hwb, lch(20 20 0), hwb(11 33 44))", "color(srgb 0.4261832 0.23529449 0.25040745)"),
        Computed("color-mix(in hwb, lch(0 0 180), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, lch(20 0 0), hwb(11 33 44))", "color(srgb 0.37468787 0.28077121 0.25968787)"),
        Computed("color-mix(in hwb, lch(0 20 0), hwb(11 33 44))", "color(srgb 0.34549916 0.13523557 0.15135007)"),
        Computed("color-mix(in hwb, lch(0 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),

        Computed("color-mix(in hwb, lch(20 0.0015 180), hwb(11 33 44))", "color(srgb 0.37468787 0.28077121 0.25968787)"),
        Computed("color-mix(in hwb, lch(20 0.00151 180), hwb(11 33 44))", "color(srgb 0.32133431 0.37468928 0.25968338)"),

        Computed("color-mix(in hwb, oklch(0 0.2 180), hwb(11 33 44))", "color(srgb 0.22165528 0.28422721 0.15169055)"),
        Computed("color-mix(in hwb, oklch(0.2 0 180), hwb(11 33 44))", "color(srgb 0.3230521 0.22913544 0.2080521)"),
        Computed("color-mix(in hwb, oklch(0.2 0.2 0), hwb(11 33 44))", "color(srgb 0.42797719 0.10146718 0.14829791)"),
        Computed("color-mix(in hwb, oklch(0 0 180), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, oklch(0.2 0 0), hwb(11 33 44))", "color(srgb 0.3230521 0.22913544 0.2080521)"),
        Computed("color-mix(in hwb, oklch(0 0.2 0), hwb(11 33 44))", "color(srgb 0.29330945 0.16077279 0.16446919)"),
        Computed("color-mix(in hwb, oklch(0 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),

        Computed("color-mix(in hwb, oklch(0.8 0.000004 180), hwb(11 33 44))", "color(srgb 0.65160296 0.55768629 0.53660296)"),
        Computed("color-mix(in hwb, oklch(0.8 0.0000041 180), hwb(11 33 44))", "color(srgb 0.5978169 0.65160487 0.53659799)"),

        Computed("color-mix(in hwb, rgb(0 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, color(display-p3 0 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, lab(0 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),
        Computed("color-mix(in hwb, oklab(0 0 0), hwb(11 33 44))", "color(srgb 0.28 0.18608333 0.165)"),

        Computed("color-mix(in hwb, color(display-p3 0.50000333 0.49999445 0.49999517), hwb(11 33 44))", "color(srgb 0.53000266 0.42048018 0.41499704)"),
        Computed("color-mix(in hwb, color(display-p3 0.49999645 0.50000513 0.50000531), hwb(11 33 44))", "color(srgb 0.46194167 0.53000275 0.41499725)"),
    ]

    /// HWB, `color-mix()` of one color.
    static let hwbMixOne: [Computed] = [
        Computed("color-mix(in hwb, hsl(0 50% 50%))", "color(srgb 0.75 0.25 0.25)"),
        Computed("color-mix(in hwb, hsl(180 0 50%))", "hwb(none 50% 50%)"),
        Computed("color-mix(in hwb, hsl(180 50% 0))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, hsl(0 0 50%))", "hwb(none 50% 50%)"),
        Computed("color-mix(in hwb, hsl(180 0 0))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, hsl(0 50% 0))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, hsl(0 0 0))", "hwb(none 0% 100%)"),

        Computed("color-mix(in hwb, hsl(180 0.001% 50%))", "hwb(none 50% 50%)"),
        Computed("color-mix(in hwb, hsl(180 0.0011% 50%))", "color(srgb 0.4999945 0.5000055 0.5000055)"),

        Computed("color-mix(in hwb, hwb(0 25% 25%))", "color(srgb 0.75 0.25 0.25)"),
        Computed("color-mix(in hwb, hwb(180 100% 25%))", "color(srgb 0.8 0.8 0.8)"),
        Computed("color-mix(in hwb, hwb(180 25% 100%))", "color(srgb 0.2 0.2 0.2)"),
        Computed("color-mix(in hwb, hwb(0 100% 25%))", "color(srgb 0.8 0.8 0.8)"),
        Computed("color-mix(in hwb, hwb(180 100% 100%))", "color(srgb 0.5 0.5 0.5)"),
        Computed("color-mix(in hwb, hwb(0 25% 100%))", "color(srgb 0.2 0.2 0.2)"),
        Computed("color-mix(in hwb, hwb(0 100% 100%))", "color(srgb 0.5 0.5 0.5)"),

        Computed("color-mix(in hwb, hwb(180 99.999% 0%))", "color(srgb 0.99999 0.99999 0.99999)"),
        Computed("color-mix(in hwb, hwb(180 99.999% none))", "hwb(180 99.999% none)"),
        Computed("color-mix(in hwb, hsl(from hwb(180 99.999% none) h s l))", "hwb(none 100% 0%)"),
        Computed("color-mix(in hwb, hwb(180 99.998% 0%))", "color(srgb 0.99998 1 1)"),
        Computed("color-mix(in hwb, hwb(180 0% 99.999%))", "color(srgb 0 0 0)"),
        Computed("color-mix(in hwb, hwb(180 none 99.999%))", "hwb(180 none 99.999%)"),
        Computed("color-mix(in hwb, hsl(from hwb(180 none 99.999%) h s l))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, hwb(180 0% 99.998%))", "color(srgb 0 0.00002 0.00002)"),
        Computed("color-mix(in hwb, hwb(180 49.999% 50%))", "color(srgb 0.49999 0.49999 0.49999)"),
        Computed("color-mix(in hwb, hwb(180 49.998% 50%))", "color(srgb 0.49998 0.5 0.5)"),

        Computed("color-mix(in hwb, lch(0 20 180))", "color(srgb -0.13099833 0.05952886 -0.00460494)"),
        Computed("color-mix(in hwb, lch(20 0 180))", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("color-mix(in hwb, lch(20 20 0))", "color(srgb 0.2923664 0.14058899 0.19244775)"),
        Computed("color-mix(in hwb, lch(0 0 180))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, lch(20 0 0))", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("color-mix(in hwb, lch(0 20 0))", "color(srgb 0.13099833 -0.05952886 0.00460494)"),
        Computed("color-mix(in hwb, lch(0 0 0))", "hwb(none 0% 100%)"),

        Computed("color-mix(in hwb, lch(20 0.0015 180))", "hwb(none 18.93757452% 81.06242548%)"),
        Computed("color-mix(in hwb, lch(20 0.00151 180))", "color(srgb 0.18936676 0.18937855 0.18937554)"),

        Computed("color-mix(in hwb, oklch(0 0.2 180))", "color(srgb -0.0266189 0.00845442 0.00006795)"),
        Computed("color-mix(in hwb, oklch(0.2 0 180))", "hwb(none 8.61042044% 91.38957956%)"),
        Computed("color-mix(in hwb, oklch(0.2 0.2 0))", "color(srgb 0.29595438 -0.12706564 0.07183401)"),
        Computed("color-mix(in hwb, oklch(0 0 180))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, oklch(0.2 0 0))", "hwb(none 8.61042044% 91.38957956%)"),
        Computed("color-mix(in hwb, oklch(0 0.2 0))", "color(srgb 0.0266189 -0.00845442 -0.00006795)"),
        Computed("color-mix(in hwb, oklch(0 0 0))", "hwb(none 0% 100%)"),

        Computed("color-mix(in hwb, oklch(0.8 0.000004 180))", "hwb(none 74.3205918% 25.6794082%)"),
        Computed("color-mix(in hwb, oklch(0.8 0.0000041 180))", "color(srgb 0.74319598 0.74320974 0.74320633)"),

        Computed("color-mix(in hwb, rgb(0 0 0))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, color(display-p3 0 0 0))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, lab(0 0 0))", "hwb(none 0% 100%)"),
        Computed("color-mix(in hwb, oklab(0 0 0))", "hwb(none 0% 100%)"),

        Computed("color-mix(in hwb, color(display-p3 0.50000333 0.49999445 0.49999517))", "color(srgb 0.50000533 0.49999408 0.49999507)"),
        Computed("color-mix(in hwb, color(display-p3 0.49999645 0.50000513 0.50000531))", "color(srgb 0.4999945 0.5000055 0.5000055)"),
    ]

    /// LCH, relative colors: a hue written in LCH stays as written, one converted to LCH with a
    /// chroma at or under the threshold is `none`.
    static let lchRelative: [Computed] = [
        Computed("lch(from hsl(0 50% 50%) l c h)", "lch(46.42043661 59.74639249 29.95665674)"),
        Computed("lch(from hsl(180 0 50%) l c h)", "lch(53.38896474 0 none)"),
        Computed("lch(from hsl(180 50% 0) l c h)", "lch(0 0 none)"),
        Computed("lch(from hsl(0 0 50%) l c h)", "lch(53.38896474 0 none)"),
        Computed("lch(from hsl(180 0 0) l c h)", "lch(0 0 none)"),
        Computed("lch(from hsl(0 50% 0) l c h)", "lch(0 0 none)"),
        Computed("lch(from hsl(0 0 0) l c h)", "lch(0 0 none)"),

        Computed("lch(from hsl(180 0.001% 50%) l c h)", "lch(53.38896474 0 none)"),
        Computed("lch(from hsl(180 0.0011% 50%) l c h)", "lch(53.38927006 0 none)"),
        Computed("lch(from hsl(180 0.001% 50%) l calc(c * 1000) h)", "lch(53.38896474 0 none)"),
        Computed("lch(from hsl(180 0.0011% 50%) l calc(c * 1000) h)", "lch(53.38927006 0 none)"),

        Computed("lch(from hwb(0 25% 25%) l c h)", "lch(46.42043661 59.74639249 29.95665674)"),
        Computed("lch(from hwb(180 100% 25%) l c h)", "lch(82.04578167 0 none)"),
        Computed("lch(from hwb(180 25% 100%) l c h)", "lch(21.24673129 0 none)"),
        Computed("lch(from hwb(0 100% 25%) l c h)", "lch(82.04578167 0 none)"),
        Computed("lch(from hwb(180 100% 100%) l c h)", "lch(53.38896474 0 none)"),
        Computed("lch(from hwb(0 25% 100%) l c h)", "lch(21.24673129 0 none)"),
        Computed("lch(from hwb(0 100% 100%) l c h)", "lch(53.38896474 0 none)"),

        Computed("lch(from hwb(180 99.999% 0%) l c h)", "lch(99.99912038 0 none)"),
        Computed("lch(from hwb(180 99.998% 0%) l c h)", "lch(99.99960858 0.00185022 199.69899791)"),
        Computed("lch(from hwb(180 49.999% 50%) l c h)", "lch(53.38796454 0 none)"),
        Computed("lch(from hwb(180 49.998% 50%) l c h)", "lch(53.38851967 0.00210384 199.69888976)"),
        Computed("lch(from hwb(180 99.999% 0%) l calc(c * 1000) h)", "lch(99.99912038 0 none)"),
        Computed("lch(from hwb(180 99.998% 0%) l calc(c * 1000) h)", "lch(99.99960858 1.85021709 199.69899791)"),
        Computed("lch(from hwb(180 49.999% 50%) l calc(c * 1000) h)", "lch(53.38796454 0 none)"),
        Computed("lch(from hwb(180 49.998% 50%) l calc(c * 1000) h)", "lch(53.38851967 2.1038419 199.69888976)"),

        Computed("lch(from lch(0 20 180) l c h)", "lch(0 20 180)"),
        Computed("lch(from lch(20 0 180) l c h)", "lch(20 0 180)"),
        Computed("lch(from lch(20 20 0) l c h)", "lch(20 20 0)"),
        Computed("lch(from lch(0 0 180) l c h)", "lch(0 0 180)"),
        Computed("lch(from lch(20 0 0) l c h)", "lch(20 0 0)"),
        Computed("lch(from lch(0 20 0) l c h)", "lch(0 20 0)"),
        Computed("lch(from lch(0 0 0) l c h)", "lch(0 0 0)"),

        Computed("lch(from lch(20 0.0015 180) l c h)", "lch(20 0.0015 180)"),
        Computed("lch(from lch(20 0.00151 180) l c h)", "lch(20 0.00151 180)"),
        Computed("lch(from lch(20 0.0015 180) l calc(c * 1000) h)", "lch(20 1.5 180)"),
        Computed("lch(from lch(20 0.00151 180) l calc(c * 1000) h)", "lch(20 1.51 180)"),

        Computed("lch(from oklch(0 0.2 180) l c h)", "lch(0.00996014 2.6503948 181.20369565)"),
        Computed("lch(from oklch(0.2 0 180) l c h)", "lch(7.22637037 0 none)"),
        Computed("lch(from oklch(0.2 0.2 0) l c h)", "lch(5.10873217 59.48824051 1.24207317)"),
        Computed("lch(from oklch(0 0 180) l c h)", "lch(0 0 none)"),
        Computed("lch(from oklch(0.2 0 0) l c h)", "lch(7.22637037 0 none)"),
        Computed("lch(from oklch(0 0.2 0) l c h)", "lch(0 2.6503948 1.20369565)"),
        Computed("lch(from oklch(0 0 0) l c h)", "lch(0 0 none)"),

        Computed("lch(from oklch(0.2 0.000004 180) l c h)", "lch(7.22637037 0 none)"),
        Computed("lch(from oklch(0.2 0.0000041 180) l c h)", "lch(7.22641849 0 none)"),
        Computed("lch(from oklch(0.2 0.000004 180) l calc(c * 1000) h)", "lch(7.22637037 0 none)"),
        Computed("lch(from oklch(0.2 0.0000041 180) l calc(c * 1000) h)", "lch(7.22641849 0 none)"),

        Computed("lch(from rgb(0 0 0) l c h)", "lch(0 0 none)"),
        Computed("lch(from color(display-p3 0 0 0) l c h)", "lch(0 0 none)"),
        Computed("lch(from lab(0 0 0) l c h)", "lch(0 0 none)"),
        Computed("lch(from oklab(0 0 0) l c h)", "lch(0 0 none)"),

        Computed("lch(from color(display-p3 0.1893689 0.18937814 0.18937561) l c h)", "lch(19.99999973 0 none)"),
        Computed("lch(from color(display-p3 0.18936885 0.18937816 0.18937561) l c h)", "lch(19.99999994 0.00151062 180.02568063)"),

        Computed("color(from lch(20 0 180) display-p3 r g b)", "color(display-p3 0.18937575 0.18937575 0.18937575)"),
        Computed("color(from lch(20 0.0015 180) display-p3 r g b)", "color(display-p3 0.18937575 0.18937575 0.18937575)"),
        Computed("color(from lch(20 0.00151 180) display-p3 r g b)", "color(display-p3 0.18936885 0.18937816 0.18937561)"),
    ]

    /// LCH, `color-mix()` of two colors.
    static let lchMix: [Computed] = [
        Computed("color-mix(in lch, hsl(0 50% 50%), lch(11 33 44))", "lch(28.71021831 46.37319624 36.97832837)"),
        Computed("color-mix(in lch, hsl(180 0 50%), lch(11 33 44))", "lch(32.19448237 16.5 44)"),
        Computed("color-mix(in lch, hsl(180 50% 0), lch(11 33 44))", "lch(5.5 16.5 44)"),
        Computed("color-mix(in lch, hsl(0 0 50%), lch(11 33 44))", "lch(32.19448237 16.5 44)"),
        Computed("color-mix(in lch, hsl(180 0 0), lch(11 33 44))", "lch(5.5 16.5 44)"),
        Computed("color-mix(in lch, hsl(0 50% 0), lch(11 33 44))", "lch(5.5 16.5 44)"),
        Computed("color-mix(in lch, hsl(0 0 0), lch(11 33 44))", "lch(5.5 16.5 44)"),

        Computed("color-mix(in lch, hsl(180 0.001% 50%), lch(11 33 44))", "lch(32.19448237 16.5 44)"),
        Computed("color-mix(in lch, hsl(180 0.0011% 50%), lch(11 33 44))", "lch(32.19463503 16.5 44)"),

        Computed("color-mix(in lch, hwb(0 25% 25%), lch(11 33 44))", "lch(28.71021831 46.37319624 36.97832837)"),
        Computed("color-mix(in lch, hwb(180 100% 25%), lch(11 33 44))", "lch(46.52289084 16.5 44)"),
        Computed("color-mix(in lch, hwb(180 25% 100%), lch(11 33 44))", "lch(16.12336565 16.5 44)"),
        Computed("color-mix(in lch, hwb(0 100% 25%), lch(11 33 44))", "lch(46.52289084 16.5 44)"),
        Computed("color-mix(in lch, hwb(180 100% 100%), lch(11 33 44))", "lch(32.19448237 16.5 44)"),
        Computed("color-mix(in lch, hwb(0 25% 100%), lch(11 33 44))", "lch(16.12336565 16.5 44)"),
        Computed("color-mix(in lch, hwb(0 100% 100%), lch(11 33 44))", "lch(32.19448237 16.5 44)"),

        Computed("color-mix(in lch, hwb(180 99.999% 0%), lch(11 33 44))", "lch(55.49956019 16.5 44)"),
        Computed("color-mix(in lch, hwb(180 99.998% 0%), lch(11 33 44))", "lch(55.49980429 16.50092511 121.84949895)"),

        Computed("color-mix(in lch, lch(0 20 180), lch(11 33 44))", "lch(5.5 26.5 112)"),
        Computed("color-mix(in lch, lch(20 0 180), lch(11 33 44))", "lch(15.5 16.5 112)"),
        Computed("color-mix(in lch, lch(20 20 0), lch(11 33 44))", "lch(15.5 26.5 22)"),
        Computed("color-mix(in lch, lch(0 0 180), lch(11 33 44))", "lch(5.5 16.5 112)"),
        Computed("color-mix(in lch, lch(20 0 0), lch(11 33 44))", "lch(15.5 16.5 22)"),
        Computed("color-mix(in lch, lch(0 20 0), lch(11 33 44))", "lch(5.5 26.5 22)"),
        Computed("color-mix(in lch, lch(0 0 0), lch(11 33 44))", "lch(5.5 16.5 22)"),

        Computed("color-mix(in lch, lch(20 0.0015 180), lch(11 33 44))", "lch(15.5 16.50075 112)"),
        Computed("color-mix(in lch, lch(20 0.00151 180), lch(11 33 44))", "lch(15.5 16.500755 112)"),

        Computed("color-mix(in lch, oklch(0 0.2 180), lch(11 33 44))", "lch(5.50498007 17.8251974 112.60184783)"),
        Computed("color-mix(in lch, oklch(0.2 0 180), lch(11 33 44))", "lch(9.11318519 16.5 44)"),
        Computed("color-mix(in lch, oklch(0.2 0.2 0), lch(11 33 44))", "lch(8.05436608 46.24412025 22.62103659)"),
        Computed("color-mix(in lch, oklch(0 0 180), lch(11 33 44))", "lch(5.5 16.5 44)"),
        Computed("color-mix(in lch, oklch(0.2 0 0), lch(11 33 44))", "lch(9.11318519 16.5 44)"),
        Computed("color-mix(in lch, oklch(0 0.2 0), lch(11 33 44))", "lch(5.49501993 17.8251974 22.60184783)"),
        Computed("color-mix(in lch, oklch(0 0 0), lch(11 33 44))", "lch(5.5 16.5 44)"),

        Computed("color-mix(in lch, oklch(0.2 0.000004 180), lch(11 33 44))", "lch(9.11318519 16.5 44)"),
        Computed("color-mix(in lch, oklch(0.2 0.0000041 180), lch(11 33 44))", "lch(9.11320925 16.5 44)"),

        Computed("color-mix(in lch, rgb(0 0 0), lch(11 33 44))", "lch(5.5 16.5 44)"),
        Computed("color-mix(in lch, color(display-p3 0 0 0), lch(11 33 44))", "lch(5.5 16.5 44)"),
        Computed("color-mix(in lch, lab(0 0 0), lch(11 33 44))", "lch(5.5 16.5 44)"),
        Computed("color-mix(in lch, oklab(0 0 0), lch(11 33 44))", "lch(5.5 16.5 44)"),

        Computed("color-mix(in lch, color(display-p3 0.1893689 0.18937814 0.18937561), lch(11 33 44))", "lch(15.49999987 16.5 44)"),
        Computed("color-mix(in lch, color(display-p3 0.18936885 0.18937816 0.18937561), lch(11 33 44))", "lch(15.49999997 16.50075531 112.01284031)"),
    ]

    /// LCH, `color-mix()` of one color.
    static let lchMixOne: [Computed] = [
        Computed("color-mix(in lch, hsl(0 50% 50%))", "lch(46.42043661 59.74639249 29.95665674)"),
        Computed("color-mix(in lch, hsl(180 0 50%))", "lch(53.38896474 0 none)"),
        Computed("color-mix(in lch, hsl(180 50% 0))", "lch(0 0 none)"),
        Computed("color-mix(in lch, hsl(0 0 50%))", "lch(53.38896474 0 none)"),
        Computed("color-mix(in lch, hsl(180 0 0))", "lch(0 0 none)"),
        Computed("color-mix(in lch, hsl(0 50% 0))", "lch(0 0 none)"),
        Computed("color-mix(in lch, hsl(0 0 0))", "lch(0 0 none)"),

        Computed("color-mix(in lch, hsl(180 0.001% 50%))", "lch(53.38896474 0 none)"),
        Computed("color-mix(in lch, hsl(180 0.0011% 50%))", "lch(53.38927006 0 none)"),

        Computed("color-mix(in lch, hwb(0 25% 25%))", "lch(46.42043661 59.74639249 29.95665674)"),
        Computed("color-mix(in lch, hwb(180 100% 25%))", "lch(82.04578167 0 none)"),
        Computed("color-mix(in lch, hwb(180 25% 100%))", "lch(21.24673129 0 none)"),
        Computed("color-mix(in lch, hwb(0 100% 25%))", "lch(82.04578167 0 none)"),
        Computed("color-mix(in lch, hwb(180 100% 100%))", "lch(53.38896474 0 none)"),
        Computed("color-mix(in lch, hwb(0 25% 100%))", "lch(21.24673129 0 none)"),
        Computed("color-mix(in lch, hwb(0 100% 100%))", "lch(53.38896474 0 none)"),

        Computed("color-mix(in lch, hwb(180 99.999% 0%))", "lch(99.99912038 0 none)"),
        Computed("color-mix(in lch, hwb(180 99.998% 0%))", "lch(99.99960858 0.00185022 199.69899791)"),

        Computed("color-mix(in lch, lch(0 20 180))", "lch(0 20 180)"),
        Computed("color-mix(in lch, lch(20 0 180))", "lch(20 0 180)"),
        Computed("color-mix(in lch, lch(20 20 0))", "lch(20 20 0)"),
        Computed("color-mix(in lch, lch(0 0 180))", "lch(0 0 180)"),
        Computed("color-mix(in lch, lch(20 0 0))", "lch(20 0 0)"),
        Computed("color-mix(in lch, lch(0 20 0))", "lch(0 20 0)"),
        Computed("color-mix(in lch, lch(0 0 0))", "lch(0 0 0)"),

        Computed("color-mix(in lch, lch(20 0.0015 180))", "lch(20 0.0015 180)"),
        Computed("color-mix(in lch, lch(20 0.00151 180))", "lch(20 0.00151 180)"),

        Computed("color-mix(in lch, oklch(0 0.2 180))", "lch(0.00996014 2.6503948 181.20369565)"),
        Computed("color-mix(in lch, oklch(0.2 0 180))", "lch(7.22637037 0 none)"),
        Computed("color-mix(in lch, oklch(0.2 0.2 0))", "lch(5.10873217 59.48824051 1.24207317)"),
        Computed("color-mix(in lch, oklch(0 0 180))", "lch(0 0 none)"),
        Computed("color-mix(in lch, oklch(0.2 0 0))", "lch(7.22637037 0 none)"),
        Computed("color-mix(in lch, oklch(0 0.2 0))", "lch(-0.00996014 2.6503948 1.20369565)"),
        Computed("color-mix(in lch, oklch(0 0 0))", "lch(0 0 none)"),

        Computed("color-mix(in lch, oklch(0.2 0.000004 180))", "lch(7.22637037 0 none)"),
        Computed("color-mix(in lch, oklch(0.2 0.0000041 180))", "lch(7.22641849 0 none)"),

        Computed("color-mix(in lch, rgb(0 0 0))", "lch(0 0 none)"),
        Computed("color-mix(in lch, color(display-p3 0 0 0))", "lch(0 0 none)"),
        Computed("color-mix(in lch, lab(0 0 0))", "lch(0 0 none)"),
        Computed("color-mix(in lch, oklab(0 0 0))", "lch(0 0 none)"),

        Computed("color-mix(in lch, color(display-p3 0.1893689 0.18937814 0.18937561))", "lch(19.99999973 0 none)"),
        Computed("color-mix(in lch, color(display-p3 0.18936885 0.18937816 0.18937561))", "lch(19.99999994 0.00151062 180.02568063)"),
    ]

    /// OKLCh, relative colors.
    static let oklchRelative: [Computed] = [
        Computed("oklch(from hsl(0 50% 50%) l c h)", "oklch(0.55233858 0.16366995 24.21253898)"),
        Computed("oklch(from hsl(180 0 50%) l c h)", "oklch(0.59818073 0 none)"),
        Computed("oklch(from hsl(180 50% 0) l c h)", "oklch(0 0 none)"),
        Computed("oklch(from hsl(0 0 50%) l c h)", "oklch(0.59818073 0 none)"),
        Computed("oklch(from hsl(180 0 0) l c h)", "oklch(0 0 none)"),
        Computed("oklch(from hsl(0 50% 0) l c h)", "oklch(0 0 none)"),
        Computed("oklch(from hsl(0 0 0) l c h)", "oklch(0 0 none)"),

        Computed("oklch(from hsl(180 0.001% 50%) l c h)", "oklch(0.59818073 0 none)"),
        Computed("oklch(from hsl(180 0.0011% 50%) l c h)", "oklch(0.59818306 0 none)"),
        Computed("oklch(from hsl(180 0.001% 50%) l calc(c * 1000) h)", "oklch(0.59818073 0 none)"),
        Computed("oklch(from hsl(180 0.0011% 50%) l calc(c * 1000) h)", "oklch(0.59818306 0 none)"),

        Computed("oklch(from hwb(0 25% 25%) l c h)", "oklch(0.55233858 0.16366995 24.21253898)"),
        Computed("oklch(from hwb(180 100% 25%) l c h)", "oklch(0.84522226 0 none)"),
        Computed("oklch(from hwb(180 25% 100%) l c h)", "oklch(0.32109251 0 none)"),
        Computed("oklch(from hwb(0 100% 25%) l c h)", "oklch(0.84522226 0 none)"),
        Computed("oklch(from hwb(180 100% 100%) l c h)", "oklch(0.59818073 0 none)"),
        Computed("oklch(from hwb(0 25% 100%) l c h)", "oklch(0.32109251 0 none)"),
        Computed("oklch(from hwb(0 100% 100%) l c h)", "oklch(0.59818073 0 none)"),

        Computed("oklch(from hwb(180 99.999% 0%) l c h)", "oklch(0.99999242 0 none)"),
        Computed("oklch(from hwb(180 99.998% 0%) l c h)", "oklch(0.99999614 0.00000541 197.15830446)"),
        Computed("oklch(from hwb(180 99.999% 0%) l calc(c * 1000) h)", "oklch(0.99999242 0 none)"),
        Computed("oklch(from hwb(180 99.998% 0%) l calc(c * 1000) h)", "oklch(0.99999614 0.00540505 197.15830446)"),

        Computed("oklch(from lch(0 20 180) l c h)", "oklch(0 0.26412556 175.27132911)"),
        Computed("oklch(from lch(20 0 180) l c h)", "oklch(0.31034483 0 none)"),
        Computed("oklch(from lch(20 20 0) l c h)", "oklch(0.31697196 0.06085528 359.39300302)"),
        Computed("oklch(from lch(0 0 180) l c h)", "oklch(0 0 none)"),
        Computed("oklch(from lch(20 0 0) l c h)", "oklch(0.31034483 0 none)"),
        Computed("oklch(from lch(0 20 0) l c h)", "oklch(0.05666101 0.26412556 355.27132911)"),
        Computed("oklch(from lch(0 0 0) l c h)", "oklch(0 0 none)"),

        Computed("oklch(from lch(20 0.0015 180) l c h)", "oklch(0.31034483 0 none)"),
        Computed("oklch(from lch(20 0.00151 180) l c h)", "oklch(0.31034434 0.00000446 179.50900432)"),
        Computed("oklch(from lch(20 0.0015 180) l calc(c * 1000) h)", "oklch(0.31034483 0 none)"),
        Computed("oklch(from lch(20 0.00151 180) l calc(c * 1000) h)", "oklch(0.31034434 0.00446082 179.50900432)"),

        Computed("oklch(from oklch(0 0.2 180) l c h)", "oklch(0 0.2 180)"),
        Computed("oklch(from oklch(0.2 0 180) l c h)", "oklch(0.2 0 180)"),
        Computed("oklch(from oklch(0.2 0.2 0) l c h)", "oklch(0.2 0.2 0)"),
        Computed("oklch(from oklch(0 0 180) l c h)", "oklch(0 0 180)"),
        Computed("oklch(from oklch(0.2 0 0) l c h)", "oklch(0.2 0 0)"),
        Computed("oklch(from oklch(0 0.2 0) l c h)", "oklch(0 0.2 0)"),
        Computed("oklch(from oklch(0 0 0) l c h)", "oklch(0 0 0)"),

        Computed("oklch(from oklch(0.2 0.000004 180) l c h)", "oklch(0.2 0.000004 180)"),
        Computed("oklch(from oklch(0.2 0.0000041 180) l c h)", "oklch(0.2 0.0000041 180)"),
        Computed("oklch(from oklch(0.2 0.000004 180) l calc(c * 1000) h)", "oklch(0.2 0.004 180)"),
        Computed("oklch(from oklch(0.2 0.0000041 180) l calc(c * 1000) h)", "oklch(0.2 0.0041 180)"),

        Computed("oklch(from rgb(0 0 0) l c h)", "oklch(0 0 none)"),
        Computed("oklch(from color(display-p3 0 0 0) l c h)", "oklch(0 0 none)"),
        Computed("oklch(from lab(0 0 0) l c h)", "oklch(0 0 none)"),
        Computed("oklch(from oklab(0 0 0) l c h)", "oklch(0 0 none)"),

        Computed("oklch(from color(display-p3 0.08610937692934956 0.08610188202042188 0.08610387292083356) l c h)", "oklch(0.2 0.000004 359.99999992)"),
        Computed("oklch(from color(display-p3 0.0860989 0.08610658 0.08610454) l c h)", "oklch(0.2 0.0000041 179.99967542)"),

        Computed("color(from oklch(0.5 0 180) display-p3 r g b)", "color(display-p3 0.38857286 0.38857286 0.38857286)"),
        Computed("color(from oklch(0.5 0.000004 180) display-p3 r g b)", "color(display-p3 0.38857286 0.38857286 0.38857286)"),
        Computed("color(from oklch(0.5 0.0000041 180) display-p3 r g b)", "color(display-p3 0.38856619 0.38857585 0.38857329)"),
    ]

    /// OKLCh, `color-mix()` of two colors.
    static let oklchMix: [Computed] = [
        Computed("color-mix(in oklch, hsl(0 50% 50%), oklch(0.11 0.33 0.44))", "oklch(0.33116929 0.24683498 12.32626949)"),
        Computed("color-mix(in oklch, hsl(180 0 50%), oklch(0.11 0.33 0.44))", "oklch(0.35409037 0.165 0.44)"),
        Computed("color-mix(in oklch, hsl(180 50% 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),
        Computed("color-mix(in oklch, hsl(0 0 50%), oklch(0.11 0.33 0.44))", "oklch(0.35409037 0.165 0.44)"),
        Computed("color-mix(in oklch, hsl(180 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),
        Computed("color-mix(in oklch, hsl(0 50% 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),
        Computed("color-mix(in oklch, hsl(0 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),

        Computed("color-mix(in oklch, hsl(180 0.001% 50%), oklch(0.11 0.33 0.44))", "oklch(0.35409037 0.165 0.44)"),
        Computed("color-mix(in oklch, hsl(180 0.0011% 50%), oklch(0.11 0.33 0.44))", "oklch(0.35409153 0.165 0.44)"),

        Computed("color-mix(in oklch, hwb(0 25% 25%), oklch(0.11 0.33 0.44))", "oklch(0.33116929 0.24683498 12.32626949)"),
        Computed("color-mix(in oklch, hwb(180 100% 25%), oklch(0.11 0.33 0.44))", "oklch(0.47761113 0.165 0.44)"),
        Computed("color-mix(in oklch, hwb(180 25% 100%), oklch(0.11 0.33 0.44))", "oklch(0.21554626 0.165 0.44)"),
        Computed("color-mix(in oklch, hwb(0 100% 25%), oklch(0.11 0.33 0.44))", "oklch(0.47761113 0.165 0.44)"),
        Computed("color-mix(in oklch, hwb(180 100% 100%), oklch(0.11 0.33 0.44))", "oklch(0.35409037 0.165 0.44)"),
        Computed("color-mix(in oklch, hwb(0 25% 100%), oklch(0.11 0.33 0.44))", "oklch(0.21554626 0.165 0.44)"),
        Computed("color-mix(in oklch, hwb(0 100% 100%), oklch(0.11 0.33 0.44))", "oklch(0.35409037 0.165 0.44)"),

        Computed("color-mix(in oklch, hwb(180 99.999% 0%), oklch(0.11 0.33 0.44))", "oklch(0.55499621 0.165 0.44)"),
        Computed("color-mix(in oklch, hwb(180 99.998% 0%), oklch(0.11 0.33 0.44))", "oklch(0.55499807 0.1650027 278.79915223)"),

        Computed("color-mix(in oklch, lch(0 20 180), oklch(0.11 0.33 0.44))", "oklch(0.02666949 0.29706278 87.85566456)"),
        Computed("color-mix(in oklch, lch(20 0 180), oklch(0.11 0.33 0.44))", "oklch(0.21017241 0.165 0.44)"),
        Computed("color-mix(in oklch, lch(20 20 0), oklch(0.11 0.33 0.44))", "oklch(0.21348598 0.19542764 359.91650151)"),
        Computed("color-mix(in oklch, lch(0 0 180), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),
        Computed("color-mix(in oklch, lch(20 0 0), oklch(0.11 0.33 0.44))", "oklch(0.21017241 0.165 0.44)"),
        Computed("color-mix(in oklch, lch(0 20 0), oklch(0.11 0.33 0.44))", "oklch(0.08333051 0.29706278 357.85566456)"),
        Computed("color-mix(in oklch, lch(0 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),

        Computed("color-mix(in oklch, lch(20 0.0015 180), oklch(0.11 0.33 0.44))", "oklch(0.21017241 0.165 0.44)"),
        Computed("color-mix(in oklch, lch(20 0.00151 180), oklch(0.11 0.33 0.44))", "oklch(0.21017217 0.16500223 89.97450216)"),

        Computed("color-mix(in oklch, oklch(0 0.2 180), oklch(0.11 0.33 0.44))", "oklch(0.055 0.265 90.22)"),
        Computed("color-mix(in oklch, oklch(0.2 0 180), oklch(0.11 0.33 0.44))", "oklch(0.155 0.165 90.22)"),
        Computed("color-mix(in oklch, oklch(0.2 0.2 0), oklch(0.11 0.33 0.44))", "oklch(0.155 0.265 0.22)"),
        Computed("color-mix(in oklch, oklch(0 0 180), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 90.22)"),
        Computed("color-mix(in oklch, oklch(0.2 0 0), oklch(0.11 0.33 0.44))", "oklch(0.155 0.165 0.22)"),
        Computed("color-mix(in oklch, oklch(0 0.2 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.265 0.22)"),
        Computed("color-mix(in oklch, oklch(0 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.22)"),

        Computed("color-mix(in oklch, oklch(0.2 0.000004 180), oklch(0.11 0.33 0.44))", "oklch(0.155 0.165002 90.22)"),
        Computed("color-mix(in oklch, oklch(0.2 0.0000041 180), oklch(0.11 0.33 0.44))", "oklch(0.155 0.16500205 90.22)"),

        Computed("color-mix(in oklch, rgb(0 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),
        Computed("color-mix(in oklch, color(display-p3 0 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),
        Computed("color-mix(in oklch, lab(0 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),
        Computed("color-mix(in oklch, oklab(0 0 0), oklch(0.11 0.33 0.44))", "oklch(0.055 0.165 0.44)"),

        Computed("color-mix(in oklch, color(display-p3 0.08610937692934956 0.08610188202042188 0.08610387292083356), oklch(0.11 0.33 0.44))",
                 "oklch(0.155 0.165002 0.21999996)"),
        Computed("color-mix(in oklch, color(display-p3 0.0860989 0.08610658 0.08610454), oklch(0.11 0.33 0.44))", "oklch(0.155 0.16500205 90.21983771)"),
    ]

    /// OKLCh, `color-mix()` of one color.
    static let oklchMixOne: [Computed] = [
        Computed("color-mix(in oklch, hsl(0 50% 50%))", "oklch(0.55233858 0.16366995 24.21253898)"),
        Computed("color-mix(in oklch, hsl(180 0 50%))", "oklch(0.59818073 0 none)"),
        Computed("color-mix(in oklch, hsl(180 50% 0))", "oklch(0 0 none)"),
        Computed("color-mix(in oklch, hsl(0 0 50%))", "oklch(0.59818073 0 none)"),
        Computed("color-mix(in oklch, hsl(180 0 0))", "oklch(0 0 none)"),
        Computed("color-mix(in oklch, hsl(0 50% 0))", "oklch(0 0 none)"),
        Computed("color-mix(in oklch, hsl(0 0 0))", "oklch(0 0 none)"),

        Computed("color-mix(in oklch, hsl(180 0.001% 50%))", "oklch(0.59818073 0 none)"),
        Computed("color-mix(in oklch, hsl(180 0.0011% 50%))", "oklch(0.59818306 0 none)"),

        Computed("color-mix(in oklch, hwb(0 25% 25%))", "oklch(0.55233858 0.16366995 24.21253898)"),
        Computed("color-mix(in oklch, hwb(180 100% 25%))", "oklch(0.84522226 0 none)"),
        Computed("color-mix(in oklch, hwb(180 25% 100%))", "oklch(0.32109251 0 none)"),
        Computed("color-mix(in oklch, hwb(0 100% 25%))", "oklch(0.84522226 0 none)"),
        Computed("color-mix(in oklch, hwb(180 100% 100%))", "oklch(0.59818073 0 none)"),
        Computed("color-mix(in oklch, hwb(0 25% 100%))", "oklch(0.32109251 0 none)"),
        Computed("color-mix(in oklch, hwb(0 100% 100%))", "oklch(0.59818073 0 none)"),

        Computed("color-mix(in oklch, hwb(180 99.999% 0%))", "oklch(0.99999242 0 none)"),
        Computed("color-mix(in oklch, hwb(180 99.998% 0%))", "oklch(0.99999614 0.0000054 197.15830446)"),

        Computed("color-mix(in oklch, lch(0 20 180))", "oklch(-0.05666101 0.26412556 175.27132911)"),
        Computed("color-mix(in oklch, lch(20 0 180))", "oklch(0.31034483 0 none)"),
        Computed("color-mix(in oklch, lch(20 20 0))", "oklch(0.31697196 0.06085528 359.39300302)"),
        Computed("color-mix(in oklch, lch(0 0 180))", "oklch(0 0 none)"),
        Computed("color-mix(in oklch, lch(20 0 0))", "oklch(0.31034483 0 none)"),
        Computed("color-mix(in oklch, lch(0 20 0))", "oklch(0.05666101 0.26412556 355.27132911)"),
        Computed("color-mix(in oklch, lch(0 0 0))", "oklch(0 0 none)"),

        Computed("color-mix(in oklch, lch(20 0.0015 180))", "oklch(0.31034483 0 none)"),
        Computed("color-mix(in oklch, lch(20 0.00151 180))", "oklch(0.31034434 0.00000446 179.50900432)"),

        Computed("color-mix(in oklch, oklch(0 0.2 180))", "oklch(0 0.2 180)"),
        Computed("color-mix(in oklch, oklch(0.2 0 180))", "oklch(0.2 0 180)"),
        Computed("color-mix(in oklch, oklch(0.2 0.2 0))", "oklch(0.2 0.2 0)"),
        Computed("color-mix(in oklch, oklch(0 0 180))", "oklch(0 0 180)"),
        Computed("color-mix(in oklch, oklch(0.2 0 0))", "oklch(0.2 0 0)"),
        Computed("color-mix(in oklch, oklch(0 0.2 0))", "oklch(0 0.2 0)"),
        Computed("color-mix(in oklch, oklch(0 0 0))", "oklch(0 0 0)"),

        Computed("color-mix(in oklch, oklch(0.2 0.000004 180))", "oklch(0.2 0.000004 180)"),
        Computed("color-mix(in oklch, oklch(0.2 0.0000041 180))", "oklch(0.2 0.0000041 180)"),

        Computed("color-mix(in oklch, rgb(0 0 0))", "oklch(0 0 none)"),
        Computed("color-mix(in oklch, color(display-p3 0 0 0))", "oklch(0 0 none)"),
        Computed("color-mix(in oklch, lab(0 0 0))", "oklch(0 0 none)"),
        Computed("color-mix(in oklch, oklab(0 0 0))", "oklch(0 0 none)"),

        Computed("color-mix(in oklch, color(display-p3 0.08610937692934956 0.08610188202042188 0.08610387292083356))", "oklch(0.2 0.000004 359.99999992)"),
        Computed("color-mix(in oklch, color(display-p3 0.0860989 0.08610658 0.08610454))", "oklch(0.2 0.0000041 179.99967542)"),
    ]

    /// Every relative-color row of color-computed-powerless.html, in the file's order.
    static var powerlessRelative: [Computed] { hslRelative + hwbRelative + lchRelative + oklchRelative }

    /// Every `color-mix()` row of color-computed-powerless.html, in the file's order.
    static var powerlessMix: [Computed] {
        hslMix + hslMixOne + hwbMix + hwbMixOne + lchMix + lchMixOne + oklchMix + oklchMixOne
    }

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
