import Foundation
import Testing

/// The web-platform-tests cases for `color-mix()`, as data.
///
/// From css/css-color/parsing/color-computed-color-mix-function.html in web-platform-tests: every
/// `fuzzy_test_computed_color` row, in the file's order and grouped by its sections. The file's
/// loops are kept as loops: its OKLab rows run once with `in oklab, ` and once with no method
/// (METHOD stands for the two), and its `color()` rows run for each of `colorSpaces` (SPACE
/// stands for the space, and `xyz` results are written `xyz-d65`). Each case is the input and the
/// computed value the harness expects; `WPTColorMixTests` runs them with the comparison of
/// `WPTRelativeColorTests`. A case that carries a `Difference` is one where the package's result
/// differs from the expected serialization for the reason the difference states.
enum WPTColorMixCases {
    typealias Computed = WPTRelativeColorCases.Computed
    typealias OutOfScope = WPTRelativeColorCases.OutOfScope

    // MARK: hsl()

    static let hsl: [Computed] = [
        Computed("color-mix(in hsl, hsl(120deg 10% 20%), hsl(30deg 30% 40%))", "color(srgb 0.33 0.36 0.24)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%) 25%, hsl(30deg 30% 40%))", "color(srgb 0.4375 0.415625 0.2625)"),
        Computed("color-mix(in hsl, 25% hsl(120deg 10% 20%), hsl(30deg 30% 40%))", "color(srgb 0.4375 0.415625 0.2625)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%), 25% hsl(30deg 30% 40%))", "color(srgb 0.240625 0.2875 0.2125)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%), hsl(30deg 30% 40%) 25%)", "color(srgb 0.240625 0.2875 0.2125)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%) 25%, hsl(30deg 30% 40%) 75%)", "color(srgb 0.4375 0.415625 0.2625)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%) 30%, hsl(30deg 30% 40%) 90%)", "color(srgb 0.4375 0.415625 0.2625)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%) 12.5%, hsl(30deg 30% 40%) 37.5%)", "color(srgb 0.4375 0.415625 0.2625 / 0.5)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%) 0%, hsl(30deg 30% 40%))", "color(srgb 0.52 0.4 0.28)"),

        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8))", "color(srgb 0.37222222 0.41111111 0.25555556 / 0.6)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20%) 25%, hsl(30deg 30% 40% / .8))", "color(srgb 0.42346021 0.40288927 0.25889273 / 0.85)"),
        Computed("color-mix(in hsl, 25% hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8))", "color(srgb 0.4722449 0.44704082 0.27061224 / 0.7)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4), 25% hsl(30deg 30% 40% / .8))", "color(srgb 0.2674 0.3304 0.2296 / 0.5)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8) 25%)", "color(srgb 0.2674 0.3304 0.2296 / 0.5)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4) 25%, hsl(30deg 30% 40% / .8) 75%)", "color(srgb 0.4722449 0.44704082 0.27061224 / 0.7)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4) 30%, hsl(30deg 30% 40% / .8) 90%)", "color(srgb 0.4722449 0.44704082 0.27061224 / 0.7)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4) 12.5%, hsl(30deg 30% 40% / .8) 37.5%)", "color(srgb 0.4722449 0.44704082 0.27061224 / 0.35)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4) 0%, hsl(30deg 30% 40% / .8))", "color(srgb 0.52 0.4 0.28 / 0.8)"),

        Computed("color-mix(in hsl, transparent, hsl(30deg 30% 40%))", "color(srgb 0.52 0.4 0.28 / 0.5)"),
        Computed("color-mix(in hsl, transparent 10%, hsl(30deg 30% 40%))", "color(srgb 0.52 0.4 0.28 / 0.9)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / 0), hsl(30deg 30% 40%))", "color(srgb 0.46 0.52 0.28 / 0.5)"),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / 0) 10%, hsl(30deg 30% 40%))", "color(srgb 0.52 0.436 0.28 / 0.9)"),

        Computed("color-mix(in hsl, white, blue)", "color(srgb 0.625 0.625 0.875)"),
        Computed("color-mix(in hsl, white 10%, blue)", "color(srgb 0.145 0.145 0.955)"),

        Computed("color-mix(in hsl, hsl(40deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.75 0.66666667 0.25)"),
        Computed("color-mix(in hsl, hsl(60deg 50% 50%), hsl(40deg 50% 50%))", "color(srgb 0.75 0.66666667 0.25)"),
        Computed("color-mix(in hsl, hsl(50deg 50% 50%), hsl(330deg 50% 50%))", "color(srgb 0.75 0.33333333 0.25)"),
        Computed("color-mix(in hsl, hsl(330deg 50% 50%), hsl(50deg 50% 50%))", "color(srgb 0.75 0.33333333 0.25)"),
        Computed("color-mix(in hsl, hsl(20deg 50% 50%), hsl(320deg 50% 50%))", "color(srgb 0.75 0.25 0.33333333)"),
        Computed("color-mix(in hsl, hsl(320deg 50% 50%), hsl(20deg 50% 50%))", "color(srgb 0.75 0.25 0.33333333)"),

        Computed("color-mix(in hsl shorter hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.75 0.66666667 0.25)"),
        Computed("color-mix(in hsl shorter hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))", "color(srgb 0.75 0.66666667 0.25)"),
        Computed("color-mix(in hsl shorter hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))", "color(srgb 0.75 0.33333333 0.25)"),
        Computed("color-mix(in hsl shorter hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))", "color(srgb 0.75 0.33333333 0.25)"),
        Computed("color-mix(in hsl shorter hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))", "color(srgb 0.75 0.25 0.33333333)"),
        Computed("color-mix(in hsl shorter hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))", "color(srgb 0.75 0.25 0.33333333)"),
        Computed("color-mix(in hsl shorter hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.75 0.75 0.25)"),
        Computed("color-mix(in hsl shorter hue, red, white)", "color(srgb 0.875 0.625 0.625)"),
        Computed("color-mix(in hsl shorter hue, red, black)", "color(srgb 0.375 0.125 0.125)"),
        Computed("color-mix(in hsl shorter hue, red, transparent)", "color(srgb 1 0 0 / 0.5)"),

        Computed("color-mix(in hsl longer hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.25 0.33333333 0.75)"),
        Computed("color-mix(in hsl longer hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))", "color(srgb 0.25 0.33333333 0.75)"),
        Computed("color-mix(in hsl longer hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))", "color(srgb 0.25 0.66666667 0.75)"),
        Computed("color-mix(in hsl longer hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))", "color(srgb 0.25 0.66666667 0.75)"),
        Computed("color-mix(in hsl longer hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))", "color(srgb 0.25 0.75 0.66666667)"),
        Computed("color-mix(in hsl longer hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))", "color(srgb 0.25 0.75 0.66666667)"),
        Computed("color-mix(in hsl longer hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.25 0.25 0.75)"),
        Computed("color-mix(in hsl longer hue, red, white)", "color(srgb 0.625 0.875 0.875)"),
        Computed("color-mix(in hsl longer hue, red, black)", "color(srgb 0.125 0.375 0.375)"),
        Computed("color-mix(in hsl longer hue, red, transparent)", "color(srgb 0 1 1 / 0.5)"),

        Computed("color-mix(in hsl increasing hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.75 0.66666667 0.25)"),
        Computed("color-mix(in hsl increasing hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))", "color(srgb 0.25 0.33333333 0.75)"),
        Computed("color-mix(in hsl increasing hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))", "color(srgb 0.25 0.66666667 0.75)"),
        Computed("color-mix(in hsl increasing hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))", "color(srgb 0.75 0.33333333 0.25)"),
        Computed("color-mix(in hsl increasing hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))", "color(srgb 0.25 0.75 0.66666667)"),
        Computed("color-mix(in hsl increasing hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))", "color(srgb 0.75 0.25 0.33333333)"),
        Computed("color-mix(in hsl increasing hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.75 0.75 0.25)"),
        Computed("color-mix(in hsl increasing hue, red, white)", "color(srgb 0.875 0.625 0.625)"),
        Computed("color-mix(in hsl increasing hue, red, black)", "color(srgb 0.375 0.125 0.125)"),
        Computed("color-mix(in hsl increasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)"),

        Computed("color-mix(in hsl decreasing hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.25 0.33333333 0.75)"),
        Computed("color-mix(in hsl decreasing hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))", "color(srgb 0.75 0.66666667 0.25)"),
        Computed("color-mix(in hsl decreasing hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))", "color(srgb 0.75 0.33333333 0.25)"),
        Computed("color-mix(in hsl decreasing hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))", "color(srgb 0.25 0.66666667 0.75)"),
        Computed("color-mix(in hsl decreasing hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))", "color(srgb 0.75 0.25 0.33333333)"),
        Computed("color-mix(in hsl decreasing hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))", "color(srgb 0.25 0.75 0.66666667)"),
        Computed("color-mix(in hsl decreasing hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))", "color(srgb 0.75 0.75 0.25)"),
        Computed("color-mix(in hsl decreasing hue, red, white)", "color(srgb 0.875 0.625 0.625)"),
        Computed("color-mix(in hsl decreasing hue, red, black)", "color(srgb 0.375 0.125 0.125)"),
        Computed("color-mix(in hsl decreasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)"),

        Computed("color-mix(in hsl, hsl(none none none), hsl(none none none))", "hsl(none none none)"),
        Computed("color-mix(in hsl, hsl(none 10% 20%), hsl(none 10% 20%))", "hsl(none 10 20)"),
        Computed("color-mix(in hsl, hsl(none none none), hsl(30deg 40% 80%))", "color(srgb 0.88 0.8 0.72)"),
        Computed("color-mix(in hsl, hsl(120deg 20% 40%), hsl(none none none))", "color(srgb 0.32 0.48 0.32)"),
        Computed("color-mix(in hsl, hsl(120deg 20% none), hsl(30deg 40% 60%))", "color(srgb 0.66 0.72 0.48)"),
        Computed("color-mix(in hsl, hsl(120deg 20% 40%), hsl(30deg 20% none))", "color(srgb 0.44 0.48 0.32)"),
        Computed("color-mix(in hsl, hsl(none 20% 40%), hsl(30deg none 80%))", "color(srgb 0.68 0.6 0.52)"),

        Computed("color-mix(in hsl, hsl(120deg 40% 40% / none), hsl(0deg 40% 40%))", "color(srgb 0.56 0.56 0.24)"),
        Computed("color-mix(in hsl, hsl(120deg 40% 40% / none), hsl(0deg 40% 40% / 0.5))", "color(srgb 0.56 0.56 0.24 / 0.5)"),
        Computed("color-mix(in hsl, hsl(120deg 40% 40% / none), hsl(0deg 40% 40% / none))", "hsl(60 40 40 / none)"),

        Computed("color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(90deg none none / none))", "color(srgb 0.8 0.88 0.72 / 0.25)"),
        Computed("color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(none 50% none / none))", "color(srgb 0.9 0.8 0.7 / 0.25)"),
        Computed("color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(none none 50% / none))", "color(srgb 0.7 0.5 0.3 / 0.25)"),
        Computed("color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(90deg 50% none / none))", "color(srgb 0.8 0.9 0.7 / 0.25)"),
        Computed("color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(none none none / 0.5))", "color(srgb 0.88 0.8 0.72 / 0.5)"),
        Computed("color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(90deg none none / 0.5))", "color(srgb 0.8 0.88 0.72 / 0.5)"),

        Computed("color-mix(in hsl, hsl(120deg 10% 20%) 0%, hsl(30deg 30% 40%) 0%)", "color(srgb 0.33 0.36 0.24 / 0)", 0.01, .zeroSumTransparentBlack),
        Computed("color-mix(in hsl, hsl(120deg 10% 20% / .4) 0%, hsl(30deg 30% 40% / .8) 0%)", "color(srgb 0.37222222 0.41111111 0.25555556 / 0)", 0.01, .zeroSumTransparentBlack),
    ]

    // MARK: hwb()

    static let hwb: [Computed] = [
        Computed("color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% 40%))", "color(srgb 0.575 0.7 0.2)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%) 25%, hwb(30deg 30% 40%))", "color(srgb 0.65 0.6 0.25)"),
        Computed("color-mix(in hwb, 25% hwb(120deg 10% 20%), hwb(30deg 30% 40%))", "color(srgb 0.65 0.6 0.25)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%), 25% hwb(30deg 30% 40%))", "color(srgb 0.375 0.75 0.15)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% 40%) 25%)", "color(srgb 0.375 0.75 0.15)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%) 25%, hwb(30deg 30% 40%) 75%)", "color(srgb 0.65 0.6 0.25)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%) 30%, hwb(30deg 30% 40%) 90%)", "color(srgb 0.65 0.6 0.25)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%) 12.5%, hwb(30deg 30% 40%) 37.5%)", "color(srgb 0.65 0.6 0.25 / 0.5)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%) 0%, hwb(30deg 30% 40%))", "color(srgb 0.6 0.45 0.3)"),

        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4), hwb(30deg 30% 40% / .8))", "color(srgb 0.55833333 0.66666667 0.23333333 / 0.6)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4) 25%, hwb(30deg 30% 40% / .8))", "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)"),
        Computed("color-mix(in hwb, 25% hwb(120deg 10% 20% / .4), hwb(30deg 30% 40% / .8))", "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%), 25% hwb(30deg 30% 40% / .8))", "color(srgb 0.37302632 0.75789474 0.14210526 / 0.95)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4), hwb(30deg 30% 40% / .8) 25%)", "color(srgb 0.3825 0.72 0.18 / 0.5)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4) 25%, hwb(30deg 30% 40% / .8) 75%)", "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4) 30%, hwb(30deg 30% 40% / .8) 90%)", "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4) 12.5%, hwb(30deg 30% 40% / .8) 37.5%)", "color(srgb 0.62857143 0.58392857 0.27142857 / 0.35)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4) 0%, hwb(30deg 30% 40% / .8))", "color(srgb 0.6 0.45 0.3 / 0.8)"),

        Computed("color-mix(in hwb, transparent, hwb(30deg 30% 40%))", "color(srgb 0.6 0.45 0.3 / 0.5)"),
        Computed("color-mix(in hwb, transparent 10%, hwb(30deg 30% 40%))", "color(srgb 0.6 0.45 0.3 / 0.9)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / 0), hwb(30deg 30% 40%))", "color(srgb 0.525 0.6 0.3 / 0.5)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / 0) 10%, hwb(30deg 30% 40%))", "color(srgb 0.6 0.495 0.3 / 0.9)"),

        Computed("color-mix(in hwb, white, blue)", "color(srgb 0.5 0.5 1)"),
        Computed("color-mix(in hwb, white 10%, blue)", "color(srgb 0.1 0.1 1)"),

        Computed("color-mix(in hwb, hwb(40deg 30% 40%), hwb(60deg 30% 40%))", "color(srgb 0.6 0.55 0.3)"),
        Computed("color-mix(in hwb, hwb(60deg 30% 40%), hwb(40deg 30% 40%))", "color(srgb 0.6 0.55 0.3)"),
        Computed("color-mix(in hwb, hwb(50deg 30% 40%), hwb(330deg 30% 40%))", "color(srgb 0.6 0.35 0.3)"),
        Computed("color-mix(in hwb, hwb(330deg 30% 40%), hwb(50deg 30% 40%))", "color(srgb 0.6 0.35 0.3)"),
        Computed("color-mix(in hwb, hwb(20deg 30% 40%), hwb(320deg 30% 40%))", "color(srgb 0.6 0.3 0.35)"),
        Computed("color-mix(in hwb, hwb(320deg 30% 40%), hwb(20deg 30% 40%))", "color(srgb 0.6 0.3 0.35)"),

        Computed("color-mix(in hwb shorter hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))", "color(srgb 0.6 0.55 0.3)"),
        Computed("color-mix(in hwb shorter hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))", "color(srgb 0.6 0.55 0.3)"),
        Computed("color-mix(in hwb shorter hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))", "color(srgb 0.6 0.35 0.3)"),
        Computed("color-mix(in hwb shorter hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))", "color(srgb 0.6 0.35 0.3)"),
        Computed("color-mix(in hwb shorter hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))", "color(srgb 0.6 0.3 0.35)"),
        Computed("color-mix(in hwb shorter hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))", "color(srgb 0.6 0.3 0.35)"),
        Computed("color-mix(in hwb shorter hue, red, white)", "color(srgb 1 0.5 0.5)"),
        Computed("color-mix(in hwb shorter hue, red, black)", "color(srgb 0.5 0 0)"),
        Computed("color-mix(in hwb shorter hue, red, transparent)", "color(srgb 1 0 0 / 0.5)"),

        Computed("color-mix(in hwb longer hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))", "color(srgb 0.3 0.35 0.6)"),
        Computed("color-mix(in hwb longer hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))", "color(srgb 0.3 0.35 0.6)"),
        Computed("color-mix(in hwb longer hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))", "color(srgb 0.3 0.55 0.6)"),
        Computed("color-mix(in hwb longer hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))", "color(srgb 0.3 0.55 0.6)"),
        Computed("color-mix(in hwb longer hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))", "color(srgb 0.3 0.6 0.55)"),
        Computed("color-mix(in hwb longer hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))", "color(srgb 0.3 0.6 0.55)"),
        Computed("color-mix(in hwb longer hue, red, white)", "color(srgb 0.5 1 1)"),
        Computed("color-mix(in hwb longer hue, red, black)", "color(srgb 0 0.5 0.5)"),
        Computed("color-mix(in hwb longer hue, red, transparent)", "color(srgb 0 1 1 / 0.5)"),

        Computed("color-mix(in hwb increasing hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))", "color(srgb 0.6 0.55 0.3)"),
        Computed("color-mix(in hwb increasing hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))", "color(srgb 0.3 0.35 0.6)"),
        Computed("color-mix(in hwb increasing hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))", "color(srgb 0.3 0.55 0.6)"),
        Computed("color-mix(in hwb increasing hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))", "color(srgb 0.6 0.35 0.3)"),
        Computed("color-mix(in hwb increasing hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))", "color(srgb 0.3 0.6 0.55)"),
        Computed("color-mix(in hwb increasing hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))", "color(srgb 0.6 0.3 0.35)"),
        Computed("color-mix(in hwb increasing hue, red, white)", "color(srgb 1 0.5 0.5)"),
        Computed("color-mix(in hwb increasing hue, red, black)", "color(srgb 0.5 0 0)"),
        Computed("color-mix(in hwb increasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)"),

        Computed("color-mix(in hwb decreasing hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))", "color(srgb 0.3 0.35 0.6)"),
        Computed("color-mix(in hwb decreasing hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))", "color(srgb 0.6 0.55 0.3)"),
        Computed("color-mix(in hwb decreasing hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))", "color(srgb 0.6 0.35 0.3)"),
        Computed("color-mix(in hwb decreasing hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))", "color(srgb 0.3 0.55 0.6)"),
        Computed("color-mix(in hwb decreasing hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))", "color(srgb 0.6 0.3 0.35)"),
        Computed("color-mix(in hwb decreasing hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))", "color(srgb 0.3 0.6 0.55)"),
        Computed("color-mix(in hwb decreasing hue, red, white)", "color(srgb 1 0.5 0.5)"),
        Computed("color-mix(in hwb decreasing hue, red, black)", "color(srgb 0.5 0 0)"),
        Computed("color-mix(in hwb decreasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)"),

        Computed("color-mix(in hwb, hwb(none none none), hwb(none none none))", "hwb(none none none)"),
        Computed("color-mix(in hwb, hwb(none 10% 20%), hwb(none 10% 20%))", "hwb(none 10 20)"),
        Computed("color-mix(in hwb, hwb(none none none), hwb(30deg 30% 40%))", "color(srgb 0.6 0.45 0.3)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%), hwb(none none none))", "color(srgb 0.1 0.8 0.1)"),
        Computed("color-mix(in hwb, hwb(120deg 10% none), hwb(30deg 30% 40%))", "color(srgb 0.5 0.6 0.2)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% none))", "color(srgb 0.65 0.8 0.2)"),
        Computed("color-mix(in hwb, hwb(none 10% 20%), hwb(30deg none 40%))", "color(srgb 0.7 0.4 0.1)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / none), hwb(30deg 30% 40%))", "color(srgb 0.575 0.7 0.2)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / none), hwb(30deg 30% 40% / 0.5))", "color(srgb 0.575 0.7 0.2 / 0.5)"),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / none), hwb(30deg 30% 40% / none))", "hwb(75 20 30 / none)"),

        Computed("color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(90deg none none / none))", "color(srgb 0.45 0.6 0.3 / 0.25)"),
        Computed("color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(none 50% none / none))", "color(srgb 0.6 0.55 0.5 / 0.25)"),
        Computed("color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(none none 50% / none))", "color(srgb 0.5 0.4 0.3 / 0.25)"),
        Computed("color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(90deg 50% none / none))", "color(srgb 0.55 0.6 0.5 / 0.25)"),
        Computed("color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(none none none / 0.5))", "color(srgb 0.6 0.45 0.3 / 0.5)"),
        Computed("color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(90deg none none / 0.5))", "color(srgb 0.45 0.6 0.3 / 0.5)"),

        Computed("color-mix(in hwb, hwb(120deg 10% 20%) 0%, hwb(30deg 30% 40%) 0%)", "color(srgb 0.575 0.7 0.2 / 0)", 0.01, .zeroSumTransparentBlack),
        Computed("color-mix(in hwb, hwb(120deg 10% 20% / .4) 0%, hwb(30deg 30% 40% / .8) 0%)", "color(srgb 0.55833333 0.66666667 0.23333333 / 0)", 0.01, .zeroSumTransparentBlack),
    ]

    // MARK: lch()

    static let lch: [Computed] = [
        Computed("color-mix(in lch, lch(10 20 30deg), lch(50 60 70deg))", "lch(30 40 50)"),
        Computed("color-mix(in lch, lch(10 20 30deg) 25%, lch(50 60 70deg))", "lch(40 50 60)"),
        Computed("color-mix(in lch, 25% lch(10 20 30deg), lch(50 60 70deg))", "lch(40 50 60)"),
        Computed("color-mix(in lch, lch(10 20 30deg), 25% lch(50 60 70deg))", "lch(20 30 40)"),
        Computed("color-mix(in lch, lch(10 20 30deg), lch(50 60 70deg) 25%)", "lch(20 30 40)"),
        Computed("color-mix(in lch, lch(10 20 30deg) 25%, lch(50 60 70deg) 75%)", "lch(40 50 60)"),
        Computed("color-mix(in lch, lch(10 20 30deg) 30%, lch(50 60 70deg) 90%)", "lch(40 50 60)"),
        Computed("color-mix(in lch, lch(10 20 30deg) 12.5%, lch(50 60 70deg) 37.5%)", "lch(40 50 60 / 0.5)"),
        Computed("color-mix(in lch, lch(10 20 30deg) 0%, lch(50 60 70deg))", "lch(50 60 70)"),

        Computed("color-mix(in lch, lch(10 20 30deg / .4), lch(50 60 70deg / .8))", "lch(36.66666667 46.66666667 50 / 0.6)"),
        Computed("color-mix(in lch, lch(10 20 30deg / .4) 25%, lch(50 60 70deg / .8))", "lch(44.28571429 54.28571429 60 / 0.7)"),
        Computed("color-mix(in lch, 25% lch(10 20 30deg / .4), lch(50 60 70deg / .8))", "lch(44.28571429 54.28571429 60 / 0.7)"),
        Computed("color-mix(in lch, lch(10 20 30deg / .4), 25% lch(50 60 70deg / .8))", "lch(26 36 40 / 0.5)"),
        Computed("color-mix(in lch, lch(10 20 30deg / .4), lch(50 60 70deg / .8) 25%)", "lch(26 36 40 / 0.5)"),
        Computed("color-mix(in lch, lch(10 20 30deg / .4) 25%, lch(50 60 70deg / .8) 75%)", "lch(44.28571429 54.28571429 60 / 0.7)"),
        Computed("color-mix(in lch, lch(10 20 30deg / .4) 30%, lch(50 60 70deg / .8) 90%)", "lch(44.28571429 54.28571429 60 / 0.7)"),
        Computed("color-mix(in lch, lch(10 20 30deg / .4) 12.5%, lch(50 60 70deg / .8) 37.5%)", "lch(44.28571429 54.28571429 60 / 0.35)"),
        Computed("color-mix(in lch, lch(10 20 30deg / .4) 0%, lch(50 60 70deg / .8))", "lch(50 60 70 / 0.8)"),

        Computed("color-mix(in lch, transparent, lch(0.3 0.4 30deg))", "lch(0.3 0.4 30 / 0.5)"),
        Computed("color-mix(in lch, transparent 10%, lch(0.3 0.4 30deg))", "lch(0.3 0.4 30 / 0.9)"),
        Computed("color-mix(in lch, lch(0.1 0.2 120deg / 0), lch(0.3 0.4 30deg))", "lch(0.3 0.4 75 / 0.5)"),
        Computed("color-mix(in lch, lch(0.1 0.2 120deg / 0) 10%, lch(0.3 0.4 30deg))", "lch(0.3 0.4 39 / 0.9)"),

        Computed("color-mix(in lch, white, blue)", "lch(64.78415099 65.60072404 301.36426773)", 0.1),
        Computed("color-mix(in lch, white 10%, blue)", "lch(36.61147178 118.08130328 301.36426773)", 0.1),

        Computed("color-mix(in lch, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 50)"),
        Computed("color-mix(in lch, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 50)"),
        Computed("color-mix(in lch, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 10)"),
        Computed("color-mix(in lch, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 10)"),
        Computed("color-mix(in lch, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 350)"),
        Computed("color-mix(in lch, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 350)"),

        Computed("color-mix(in lch shorter hue, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 50)"),
        Computed("color-mix(in lch shorter hue, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 50)"),
        Computed("color-mix(in lch shorter hue, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 10)"),
        Computed("color-mix(in lch shorter hue, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 10)"),
        Computed("color-mix(in lch shorter hue, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 350)"),
        Computed("color-mix(in lch shorter hue, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 350)"),
        Computed("color-mix(in lch shorter hue, red, white)", "lch(77.1452707 53.4185908 40.85765651)"),
        Computed("color-mix(in lch shorter hue, red, black)", "lch(27.1452707 53.4185908 40.85765651)"),
        Computed("color-mix(in lch shorter hue, red, transparent)", "lch(54.2905414 106.8371816 40.85765651 / 0.5)"),

        Computed("color-mix(in lch longer hue, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 230)"),
        Computed("color-mix(in lch longer hue, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 230)"),
        Computed("color-mix(in lch longer hue, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 190)"),
        Computed("color-mix(in lch longer hue, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 190)"),
        Computed("color-mix(in lch longer hue, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 170)"),
        Computed("color-mix(in lch longer hue, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 170)"),
        Computed("color-mix(in lch longer hue, red, white)", "lch(77.1452707 53.4185908 220.85765651)"),
        Computed("color-mix(in lch longer hue, red, black)", "lch(27.1452707 53.4185908 220.85765651)"),
        Computed("color-mix(in lch longer hue, red, transparent)", "lch(54.2905414 106.8371816 220.85765651 / 0.5)"),

        Computed("color-mix(in lch increasing hue, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 50)"),
        Computed("color-mix(in lch increasing hue, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 230)"),
        Computed("color-mix(in lch increasing hue, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 190)"),
        Computed("color-mix(in lch increasing hue, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 10)"),
        Computed("color-mix(in lch increasing hue, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 170)"),
        Computed("color-mix(in lch increasing hue, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 350)"),
        Computed("color-mix(in lch increasing hue, red, white)", "lch(77.1452707 53.4185908 40.85765651)"),
        Computed("color-mix(in lch increasing hue, red, black)", "lch(27.1452707 53.4185908 40.85765651)"),
        Computed("color-mix(in lch increasing hue, red, transparent)", "lch(54.2905414 106.8371816 40.85765651 / 0.5)"),

        Computed("color-mix(in lch decreasing hue, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 230)"),
        Computed("color-mix(in lch decreasing hue, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 50)"),
        Computed("color-mix(in lch decreasing hue, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 10)"),
        Computed("color-mix(in lch decreasing hue, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 190)"),
        Computed("color-mix(in lch decreasing hue, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 350)"),
        Computed("color-mix(in lch decreasing hue, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 170)"),
        Computed("color-mix(in lch decreasing hue, red, white)", "lch(77.1452707 53.4185908 40.85765651)"),
        Computed("color-mix(in lch decreasing hue, red, black)", "lch(27.1452707 53.4185908 40.85765651)"),
        Computed("color-mix(in lch decreasing hue, red, transparent)", "lch(54.2905414 106.8371816 40.85765651 / 0.5)"),

        Computed("color-mix(in lch, lch(none none none), lch(none none none))", "lch(none none none)"),
        Computed("color-mix(in lch, lch(none none none), lch(50 60 70deg))", "lch(50 60 70)"),
        Computed("color-mix(in lch, lch(10 20 30deg), lch(none none none))", "lch(10 20 30)"),
        Computed("color-mix(in lch, lch(10 20 none), lch(50 60 70deg))", "lch(30 40 70)"),
        Computed("color-mix(in lch, lch(10 20 30deg), lch(50 60 none))", "lch(30 40 30)"),
        Computed("color-mix(in lch, lch(none 20 30deg), lch(50 none 70deg))", "lch(50 20 50)"),
        Computed("color-mix(in lch, lch(10 20 30deg / none), lch(50 60 70deg))", "lch(30 40 50)"),
        Computed("color-mix(in lch, lch(10 20 30deg / none), lch(50 60 70deg / 0.5))", "lch(30 40 50 / 0.5)"),
        Computed("color-mix(in lch, lch(10 20 30deg / none), lch(50 60 70deg / none))", "lch(30 40 50 / none)"),

        Computed("color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(0.5 none none / none))", "lch(0.5 0.2 30 / 0.25)"),
        Computed("color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(none 0.5 none / none))", "lch(0.1 0.5 30 / 0.25)"),
        Computed("color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(none none 90deg / none))", "lch(0.1 0.2 90 / 0.25)"),
        Computed("color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(0.5 0.5 none / none))", "lch(0.5 0.5 30 / 0.25)"),
        Computed("color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(none none none / 0.5))", "lch(0.1 0.2 30 / 0.5)"),
        Computed("color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(0.5 none none / 0.5))", "lch(0.5 0.2 30 / 0.5)"),
        // Achromatic colors should have powerless hues.
        Computed("color-mix(in lch, lab(50 0 0), black)", "lch(25 0 none)"),

        Computed("color-mix(in lch, lch(10% 20 30deg) 0%, lch(50% 60 70deg) 0%)", "lch(30 40 50 / 0)", 0.01, .zeroSumTransparentBlack),
        Computed("color-mix(in lch, lch(10% 20 30deg / .4) 0%, lch(50% 60 70deg / .8) 0%)", "lch(36.66666667 46.66666667 50 / 0)", 0.01, .zeroSumTransparentBlack),
    ]

    // MARK: oklch()

    static let oklch: [Computed] = [
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(0.5 0.6 70deg))", "oklch(0.3 0.4 50)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg) 25%, oklch(0.5 0.6 70deg))", "oklch(0.4 0.5 60)"),
        Computed("color-mix(in oklch, 25% oklch(0.1 0.2 30deg), oklch(0.5 0.6 70deg))", "oklch(0.4 0.5 60)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg), 25% oklch(0.5 0.6 70deg))", "oklch(0.2 0.3 40)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(0.5 0.6 70deg) 25%)", "oklch(0.2 0.3 40)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg) 25%, oklch(0.5 0.6 70deg) 75%)", "oklch(0.4 0.5 60)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg) 30%, oklch(0.5 0.6 70deg) 90%)", "oklch(0.4 0.5 60)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg) 12.5%, oklch(0.5 0.6 70deg) 37.5%)", "oklch(0.4 0.5 60 / 0.5)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg) 0%, oklch(0.5 0.6 70deg))", "oklch(0.5 0.6 70)"),

        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4), oklch(0.5 0.6 70deg / .8))", "oklch(0.36666667 0.46666667 50 / 0.6)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 25%, oklch(0.5 0.6 70deg / .8))", "oklch(0.44285714 0.54285714 60 / 0.7)"),
        Computed("color-mix(in oklch, 25% oklch(0.1 0.2 30deg / .4), oklch(0.5 0.6 70deg / .8))", "oklch(0.44285714 0.54285714 60 / 0.7)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4), 25% oklch(0.5 0.6 70deg / .8))", "oklch(0.26 0.36 40 / 0.5)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4), oklch(0.5 0.6 70deg / .8) 25%)", "oklch(0.26 0.36 40 / 0.5)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 25%, oklch(0.5 0.6 70deg / .8) 75%)", "oklch(0.44285714 0.54285714 60 / 0.7)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 30%, oklch(0.5 0.6 70deg / .8) 90%)", "oklch(0.44285714 0.54285714 60 / 0.7)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 12.5%, oklch(0.5 0.6 70deg / .8) 37.5%)", "oklch(0.44285714 0.54285714 60 / 0.35)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 0%, oklch(0.5 0.6 70deg / .8))", "oklch(0.5 0.6 70 / 0.8)"),

        Computed("color-mix(in oklch, transparent, oklch(0.3 40 30deg))", "oklch(0.3 40 30 / 0.5)"),
        Computed("color-mix(in oklch, transparent 10%, oklch(0.3 40 30deg))", "oklch(0.3 40 30 / 0.9)"),
        Computed("color-mix(in oklch, oklch(0.1 20 120deg / 0), oklch(0.3 40 30deg))", "oklch(0.3 40 75 / 0.5)"),
        Computed("color-mix(in oklch, oklch(0.1 20 120deg / 0) 10%, oklch(0.3 40 30deg))", "oklch(0.3 40 39 / 0.9)"),

        Computed("color-mix(in oklch, white, blue)", "oklch(0.72600686 0.15660719 264.05202262)"),
        Computed("color-mix(in oklch, white 10%, blue)", "oklch(0.50681235 0.28189295 264.05202262)"),

        Computed("color-mix(in oklch, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 50)"),
        Computed("color-mix(in oklch, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 50)"),
        Computed("color-mix(in oklch, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 10)"),
        Computed("color-mix(in oklch, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 10)"),
        Computed("color-mix(in oklch, oklch(1 0 20deg), oklch(1 0 320deg))", "oklch(1 0 350)"),
        Computed("color-mix(in oklch, oklch(1 0 320deg), oklch(1 0 20deg))", "oklch(1 0 350)"),

        Computed("color-mix(in oklch shorter hue, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 50)"),
        Computed("color-mix(in oklch shorter hue, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 50)"),
        Computed("color-mix(in oklch shorter hue, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 10)"),
        Computed("color-mix(in oklch shorter hue, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 10)"),
        Computed("color-mix(in oklch shorter hue, oklch(1 0 20deg), oklch(1 0 320deg))", "oklch(1 0 350)"),
        Computed("color-mix(in oklch shorter hue, oklch(1 0 320deg), oklch(1 0 20deg))", "oklch(1 0 350)"),
        Computed("color-mix(in oklch shorter hue, red, white)", "oklch(0.81397768 0.12884165 29.23388028)"),
        Computed("color-mix(in oklch shorter hue, red, black)", "oklch(0.31397768 0.12884165 29.23388028)"),
        Computed("color-mix(in oklch shorter hue, red, transparent)", "oklch(0.62795536 0.2576833 29.23388028 / 0.5)"),

        Computed("color-mix(in oklch longer hue, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 230)"),
        Computed("color-mix(in oklch longer hue, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 230)"),
        Computed("color-mix(in oklch longer hue, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 190)"),
        Computed("color-mix(in oklch longer hue, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 190)"),
        Computed("color-mix(in oklch longer hue, oklch(1 0 20deg), oklch(1 0 320deg))", "oklch(1 0 170)"),
        Computed("color-mix(in oklch longer hue, oklch(1 0 320deg), oklch(1 0 20deg))", "oklch(1 0 170)"),
        Computed("color-mix(in oklch longer hue, red, white)", "oklch(0.81397768 0.12884165 209.23388028)"),
        Computed("color-mix(in oklch longer hue, red, black)", "oklch(0.31397768 0.12884165 209.23388028)"),
        Computed("color-mix(in oklch longer hue, red, transparent)", "oklch(0.62795536 0.2576833 209.23388028 / 0.5)"),

        Computed("color-mix(in oklch increasing hue, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 50)"),
        Computed("color-mix(in oklch increasing hue, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 230)"),
        Computed("color-mix(in oklch increasing hue, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 190)"),
        Computed("color-mix(in oklch increasing hue, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 10)"),
        Computed("color-mix(in oklch increasing hue, oklch(1 0 20deg), oklch(1 0 320deg))", "oklch(1 0 170)"),
        Computed("color-mix(in oklch increasing hue, oklch(1 0 320deg), oklch(1 0 20deg))", "oklch(1 0 350)"),
        Computed("color-mix(in oklch increasing hue, red, white)", "oklch(0.81397768 0.12884165 29.23388028)"),
        Computed("color-mix(in oklch increasing hue, red, black)", "oklch(0.31397768 0.12884165 29.23388028)"),
        Computed("color-mix(in oklch increasing hue, red, transparent)", "oklch(0.62795536 0.2576833 29.23388028 / 0.5)"),

        Computed("color-mix(in oklch decreasing hue, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 230)"),
        Computed("color-mix(in oklch decreasing hue, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 50)"),
        Computed("color-mix(in oklch decreasing hue, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 10)"),
        Computed("color-mix(in oklch decreasing hue, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 190)"),
        Computed("color-mix(in oklch decreasing hue, oklch(1 0 20deg), oklch(1 0 320deg))", "oklch(1 0 350)"),
        Computed("color-mix(in oklch decreasing hue, oklch(1 0 320deg), oklch(1 0 20deg))", "oklch(1 0 170)"),
        Computed("color-mix(in oklch decreasing hue, red, white)", "oklch(0.81397768 0.12884165 29.23388028)"),
        Computed("color-mix(in oklch decreasing hue, red, black)", "oklch(0.31397768 0.12884165 29.23388028)"),
        Computed("color-mix(in oklch decreasing hue, red, transparent)", "oklch(0.62795536 0.2576833 29.23388028 / 0.5)"),

        Computed("color-mix(in oklch, oklch(none none none), oklch(none none none))", "oklch(none none none)"),
        Computed("color-mix(in oklch, oklch(none none none), oklch(0.5 0.6 70deg))", "oklch(0.5 0.6 70)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(none none none))", "oklch(0.1 0.2 30)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 none), oklch(0.5 0.6 70deg))", "oklch(0.3 0.4 70)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(0.5 0.6 none))", "oklch(0.3 0.4 30)"),
        Computed("color-mix(in oklch, oklch(none 0.2 30deg), oklch(0.5 none 70deg))", "oklch(0.5 0.2 50)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg))", "oklch(0.3 0.4 50)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg / 0.5))", "oklch(0.3 0.4 50 / 0.5)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg / none))", "oklch(0.3 0.4 50 / none)"),

        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(0.5 none none / none))", "oklch(0.5 0.2 30 / 0.25)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(none 0.5 none / none))", "oklch(0.1 0.5 30 / 0.25)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(none none 90deg / none))", "oklch(0.1 0.2 90 / 0.25)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(0.5 0.5 none / none))", "oklch(0.5 0.5 30 / 0.25)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(none none none / 0.5))", "oklch(0.1 0.2 30 / 0.5)"),
        Computed("color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(0.5 none none / 0.5))", "oklch(0.5 0.2 30 / 0.5)"),
        // Achromatic colors should have powerless hues.
        Computed("color-mix(in oklch, oklab(0.5 0 0), black)", "oklch(0.25 0 none)"),

        Computed("color-mix(in oklch, oklch(10% 20 30deg) 0%, oklch(50% 60 70deg) 0%)", "oklch(0.3 40 50 / 0)", 0.01, .zeroSumTransparentBlack),
        Computed("color-mix(in oklch, oklch(10% 20 30deg / .4) 0%, oklch(50% 60 70deg / .8) 0%)", "oklch(0.36666667 46.66666667 50 / 0)", 0.01, .zeroSumTransparentBlack),
    ]

    // MARK: lab()

    static let lab: [Computed] = [
        Computed("color-mix(in lab, lab(10 20 30), lab(50 60 70))", "lab(30 40 50)"),
        Computed("color-mix(in lab, lab(10 20 30) 25%, lab(50 60 70))", "lab(40 50 60)"),
        Computed("color-mix(in lab, 25% lab(10 20 30), lab(50 60 70))", "lab(40 50 60)"),
        Computed("color-mix(in lab, lab(10 20 30), 25% lab(50 60 70))", "lab(20 30 40)"),
        Computed("color-mix(in lab, lab(10 20 30), lab(50 60 70) 25%)", "lab(20 30 40)"),
        Computed("color-mix(in lab, lab(10 20 30) 25%, lab(50 60 70) 75%)", "lab(40 50 60)"),
        Computed("color-mix(in lab, lab(10 20 30) 30%, lab(50 60 70) 90%)", "lab(40 50 60)"),
        Computed("color-mix(in lab, lab(10 20 30) 12.5%, lab(50 60 70) 37.5%)", "lab(40 50 60 / 0.5)"),
        Computed("color-mix(in lab, lab(10 20 30) 0%, lab(50 60 70))", "lab(50 60 70)"),

        Computed("color-mix(in lab, lab(10 20 30 / .4), lab(50 60 70 / .8))", "lab(36.66666667 46.66666667 56.66666667 / 0.6)"),
        Computed("color-mix(in lab, lab(10 20 30 / .4) 25%, lab(50 60 70 / .8))", "lab(44.28571429 54.28571429 64.28571429 / 0.7)"),
        Computed("color-mix(in lab, 25% lab(10 20 30 / .4), lab(50 60 70 / .8))", "lab(44.28571429 54.28571429 64.28571429 / 0.7)"),
        Computed("color-mix(in lab, lab(10 20 30 / .4), 25% lab(50 60 70 / .8))", "lab(26 36 46 / 0.5)"),
        Computed("color-mix(in lab, lab(10 20 30 / .4), lab(50 60 70 / .8) 25%)", "lab(26 36 46 / 0.5)"),
        Computed("color-mix(in lab, lab(10 20 30 / .4) 25%, lab(50 60 70 / .8) 75%)", "lab(44.28571429 54.28571429 64.28571429 / 0.7)"),
        Computed("color-mix(in lab, lab(10 20 30 / .4) 30%, lab(50 60 70 / .8) 90%)", "lab(44.28571429 54.28571429 64.28571429 / 0.7)"),
        Computed("color-mix(in lab, lab(10 20 30 / .4) 12.5%, lab(50 60 70 / .8) 37.5%)", "lab(44.28571429 54.28571429 64.28571429 / 0.35)"),
        Computed("color-mix(in lab, lab(10 20 30 / .4) 0%, lab(50 60 70 / .8))", "lab(50 60 70 / 0.8)"),

        Computed("color-mix(in lab, transparent, lab(30 40 50))", "lab(30 40 50 / 0.5)"),
        Computed("color-mix(in lab, transparent 10%, lab(30 40 50))", "lab(30 40 50 / 0.9)"),
        Computed("color-mix(in lab, lab(10 20 30 / 0), lab(30 40 50))", "lab(30 40 50 / 0.5)"),
        Computed("color-mix(in lab, lab(10 20 30 / 0) 10%, lab(30 40 50))", "lab(30 40 50 / 0.9)"),

        Computed("color-mix(in lab, white, blue)", "lab(64.78415099 34.1436823 -56.01485476)", 0.1),
        Computed("color-mix(in lab, white 10%, blue)", "lab(36.61147178 61.45862814 -100.82673857)", 0.1),

        Computed("color-mix(in lab, lab(none none none), lab(none none none))", "lab(none none none)"),
        Computed("color-mix(in lab, lab(none none none), lab(50 60 70))", "lab(50 60 70)"),
        Computed("color-mix(in lab, lab(10 20 30), lab(none none none))", "lab(10 20 30)"),
        Computed("color-mix(in lab, lab(10 20 none), lab(50 60 70))", "lab(30 40 70)"),
        Computed("color-mix(in lab, lab(10 20 30), lab(50 60 none))", "lab(30 40 30)"),
        Computed("color-mix(in lab, lab(none 20 30), lab(50 none 70))", "lab(50 20 50)"),
        Computed("color-mix(in lab, lab(10 20 30 / none), lab(50 60 70))", "lab(30 40 50)"),
        Computed("color-mix(in lab, lab(10 20 30 / none), lab(50 60 70 / 0.5))", "lab(30 40 50 / 0.5)"),
        Computed("color-mix(in lab, lab(10 20 30 / none), lab(50 60 70 / none))", "lab(30 40 50 / none)"),

        Computed("color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(50 none none / none))", "lab(50 20 30 / 0.25)"),
        Computed("color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(none 50 none / none))", "lab(10 50 30 / 0.25)"),
        Computed("color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(none none 90 / none))", "lab(10 20 90 / 0.25)"),
        Computed("color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(50 50 none / none))", "lab(50 50 30 / 0.25)"),
        Computed("color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(none none none / 0.5))", "lab(10 20 30 / 0.5)"),
        Computed("color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(50 none none / 0.5))", "lab(50 20 30 / 0.5)"),

        Computed("color-mix(in lab, lab(10% 20 30) 0%, lab(50% 60 70) 0%)", "lab(30 40 50 / 0)", 0.01, .zeroSumTransparentBlack),
        Computed("color-mix(in lab, lab(10% 20 30 / .4) 0%, lab(50% 60 70 / .8) 0%)", "lab(36.66666667 46.66666667 56.66666667 / 0)", 0.01, .zeroSumTransparentBlack),
    ]

    // MARK: oklab()

    /// The two ways the file writes a mix in OKLab: with `in oklab, ` and with no method ("Absence of colorspace means OKLab").
    static let oklabMethods = ["", "in oklab, "]

    /// The OKLab cases, METHOD standing for each of `oklabMethods`.
    static let oklabTemplate: [Computed] = [
        Computed("color-mix(METHODoklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3) 25%, oklab(0.5 0.6 0.7))", "oklab(0.4 0.5 0.6)"),
        Computed("color-mix(METHOD25% oklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7))", "oklab(0.4 0.5 0.6)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3), 25% oklab(0.5 0.6 0.7))", "oklab(0.2 0.3 0.4)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7) 25%)", "oklab(0.2 0.3 0.4)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3) 25%, oklab(0.5 0.6 0.7) 75%)", "oklab(0.4 0.5 0.6)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3) 30%, oklab(0.5 0.6 0.7) 90%)", "oklab(0.4 0.5 0.6)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3) 12.5%, oklab(0.5 0.6 0.7) 37.5%)", "oklab(0.4 0.5 0.6 / 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3) 0%, oklab(0.5 0.6 0.7))", "oklab(0.5 0.6 0.7)"),

        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8))", "oklab(0.36666664 0.46666664 0.56666664 / 0.6)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4) 25%, oklab(0.5 0.6 0.7 / .8))", "oklab(0.44285713 0.54285717 0.6428571 / 0.7)"),
        Computed("color-mix(METHOD25% oklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8))", "oklab(0.44285713 0.54285717 0.6428571 / 0.7)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4), 25% oklab(0.5 0.6 0.7 / .8))", "oklab(0.26 0.36 0.46 / 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8) 25%)", "oklab(0.26 0.36 0.46 / 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4) 25%, oklab(0.5 0.6 0.7 / .8) 75%)", "oklab(0.44285713 0.54285717 0.6428571 / 0.7)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4) 30%, oklab(0.5 0.6 0.7 / .8) 90%)", "oklab(0.44285713 0.54285717 0.6428571 / 0.7)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4) 12.5%, oklab(0.5 0.6 0.7 / .8) 37.5%)", "oklab(0.44285713 0.54285717 0.6428571 / 0.35)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / .4) 0%, oklab(0.5 0.6 0.7 / .8))", "oklab(0.5 0.6 0.7 / 0.8)"),

        Computed("color-mix(METHODtransparent, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.5)"),
        Computed("color-mix(METHODtransparent 10%, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.9)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 0), oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 0) 10%, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.9)"),

        Computed("color-mix(METHODwhite, blue)", "oklab(0.726 -0.016 -0.156)"),
        Computed("color-mix(METHODwhite 10%, blue)", "oklab(0.507 -0.029 -0.28)"),

        Computed("color-mix(METHODoklab(none none none), oklab(none none none))", "oklab(none none none)"),
        Computed("color-mix(METHODoklab(none none none), oklab(0.5 0.6 0.7))", "oklab(0.5 0.6 0.7)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3), oklab(none none none))", "oklab(0.1 0.2 0.3)"),
        Computed("color-mix(METHODoklab(0.1 0.2 none), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.7)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3), oklab(0.5 0.6 none))", "oklab(0.3 0.4 0.3)"),
        Computed("color-mix(METHODoklab(none 0.2 0.3), oklab(0.5 none 0.7))", "oklab(0.5 0.2 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7 / 0.5))", "oklab(0.3 0.4 0.5 / 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7 / none))", "oklab(0.3 0.4 0.5 / none)"),

        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 none none / none))", "oklab(0.5 0.2 0.3 / 0.25)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 25%) 0%, oklab(none 0.5 none / none))", "oklab(0.1 0.5 0.3 / 0.25)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 25%) 0%, oklab(none none 0.5 / none))", "oklab(0.1 0.2 0.5 / 0.25)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 0.5 none / none))", "oklab(0.5 0.5 0.3 / 0.25)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 25%) 0%, oklab(none none none / 0.5))", "oklab(0.1 0.2 0.3 / 0.5)"),
        Computed("color-mix(METHODoklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 none none / 0.5))", "oklab(0.5 0.2 0.3 / 0.5)"),

        Computed("color-mix(METHODoklab(10% 20 30) 0%, oklab(50% 60 70) 0%)", "oklab(0 0 0 / 0)"),
        Computed("color-mix(METHODoklab(10% 20 30 / .4) 0%, oklab(50% 60 70 / .8) 0%)", "oklab(0 0 0 / 0)"),
    ]

    /// The OKLab cases for each of `oklabMethods`, in the file's order.
    static var oklab: [Computed] {
        oklabMethods.flatMap { method in
            oklabTemplate.map {
                Computed($0.input.replacingOccurrences(of: "METHOD", with: method), $0.expected, $0.epsilon, $0.difference)
            }
        }
    }

    // MARK: color()

    /// The spaces the file's `color()` loop runs over; `xyz` is written `xyz-d65` in results.
    static let colorSpaces = [
        "srgb", "srgb-linear", "display-p3", "display-p3-linear", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65",
    ]

    /// The `color()` cases for one space (SPACE), run for each of `colorSpaces`.
    static let colorTemplate: [Computed] = [
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3), color(SPACE .5 .6 .7))", "color(SPACE 0.3 0.4 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3) 25%, color(SPACE .5 .6 .7))", "color(SPACE 0.4 0.5 0.6)"),
        Computed("color-mix(in SPACE, 25% color(SPACE .1 .2 .3), color(SPACE .5 .6 .7))", "color(SPACE 0.4 0.5 0.6)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3), color(SPACE .5 .6 .7) 25%)", "color(SPACE 0.2 0.3 0.4)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3), 25% color(SPACE .5 .6 .7))", "color(SPACE 0.2 0.3 0.4)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3) 25%, color(SPACE .5 .6 .7) 75%)", "color(SPACE 0.4 0.5 0.6)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3) 30%, color(SPACE .5 .6 .7) 90%)", "color(SPACE 0.4 0.5 0.6)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3) 12.5%, color(SPACE .5 .6 .7) 37.5%)", "color(SPACE 0.4 0.5 0.6 / 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3) 0%, color(SPACE .5 .6 .7))", "color(SPACE 0.5 0.6 0.7)"),

        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .5), color(SPACE .5 .6 .7 / .8))", "color(SPACE 0.3461539 0.4461539 0.5461539 / 0.65)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4) 25%, color(SPACE .5 .6 .7 / .8))", "color(SPACE 0.44285715 0.54285717 0.64285713 / 0.7)"),
        Computed("color-mix(in SPACE, 25% color(SPACE .1 .2 .3 / .4), color(SPACE .5 .6 .7 / .8))", "color(SPACE 0.44285715 0.54285717 0.64285713 / 0.7)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4), color(SPACE .5 .6 .7 / .8) 25%)", "color(SPACE 0.26000002 0.36 0.46 / 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4), 25% color(SPACE .5 .6 .7 / .8))", "color(SPACE 0.26000002 0.36 0.46 / 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4) 25%, color(SPACE .5 .6 .7 / .8) 75%)", "color(SPACE 0.44285715 0.54285717 0.64285713 / 0.7)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4) 30%, color(SPACE .5 .6 .7 / .8) 90%)", "color(SPACE 0.44285715 0.54285717 0.64285713 / 0.7)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4) 12.5%, color(SPACE .5 .6 .7 / .8) 37.5%)", "color(SPACE 0.44285715 0.54285717 0.64285713 / 0.35)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4) 0%, color(SPACE .5 .6 .7 / .8))", "color(SPACE 0.5 0.6 0.7 / 0.8)"),

        Computed("color-mix(in SPACE, transparent, color(SPACE 0.3 0.4 0.5))", "color(SPACE 0.3 0.4 0.5 / 0.5)"),
        Computed("color-mix(in SPACE, transparent 10%, color(SPACE 0.3 0.4 0.5))", "color(SPACE 0.3 0.4 0.5 / 0.9)"),
        Computed("color-mix(in SPACE, color(SPACE 0.1 0.2 0.3 / 0), color(SPACE 0.3 0.4 0.5))", "color(SPACE 0.3 0.4 0.5 / 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE 0.1 0.2 0.3 / 0) 10%, color(SPACE 0.3 0.4 0.5))", "color(SPACE 0.3 0.4 0.5 / 0.9)"),

        Computed("color-mix(in SPACE, color(SPACE 1 1 1), color(SPACE 0 0 1))", "color(SPACE 0.5 0.5 1)"),
        Computed("color-mix(in SPACE, color(SPACE 1 1 1) 10%, color(SPACE 0 0 1))", "color(SPACE 0.1 0.1 1)"),

        Computed("color-mix(in SPACE, color(SPACE 2 3 4 / 5), color(SPACE 4 6 8 / 10))", "color(SPACE 3 4.5 6)"),
        Computed("color-mix(in SPACE, color(SPACE -2 -3 -4), color(SPACE -4 -6 -8))", "color(SPACE -3 -4.5 -6)"),
        Computed("color-mix(in SPACE, color(SPACE -2 -3 -4 / -5), color(SPACE -4 -6 -8 / -10))", "color(SPACE 0 0 0 / 0)"),

        Computed("color-mix(in SPACE, color(SPACE none none none), color(SPACE none none none))", "color(SPACE none none none)"),
        Computed("color-mix(in SPACE, color(SPACE none none none), color(SPACE .5 .6 .7))", "color(SPACE 0.5 0.6 0.7)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3), color(SPACE none none none))", "color(SPACE 0.1 0.2 0.3)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 none), color(SPACE .5 .6 .7))", "color(SPACE 0.3 0.4 0.7)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3), color(SPACE .5 .6 none))", "color(SPACE 0.3 0.4 0.3)"),
        Computed("color-mix(in SPACE, color(SPACE none .2 .3), color(SPACE .5 none .7))", "color(SPACE 0.5 0.2 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / none), color(SPACE .5 .6 .7))", "color(SPACE 0.3 0.4 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / none), color(SPACE .5 .6 .7 / 0.5))", "color(SPACE 0.3 0.4 0.5 / 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / none), color(SPACE .5 .6 .7 / none))", "color(SPACE 0.3 0.4 0.5 / none)"),

        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / 25%) 0%, color(SPACE 0.5 none none / none))", "color(SPACE 0.5 0.2 0.3 / 0.25)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / 25%) 0%, color(SPACE none 0.5 none / none))", "color(SPACE 0.1 0.5 0.3 / 0.25)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / 25%) 0%, color(SPACE none none 0.5 / none))", "color(SPACE 0.1 0.2 0.5 / 0.25)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / 25%) 0%, color(SPACE 0.5 0.5 none / none))", "color(SPACE 0.5 0.5 0.3 / 0.25)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / 25%) 0%, color(SPACE none none none / 50%))", "color(SPACE 0.1 0.2 0.3 / 0.5)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / 25%) 0%, color(SPACE 0.5 none none / 50%))", "color(SPACE 0.5 0.2 0.3 / 0.5)"),

        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3) 0%, color(SPACE .5 .6 .7) 0%)", "color(SPACE 0 0 0 / 0)"),
        Computed("color-mix(in SPACE, color(SPACE .1 .2 .3 / .4) 0%, color(SPACE .5 .6 .7 / .8) 0%)", "color(SPACE 0 0 0 / 0)"),
    ]

    /// The `color()` cases for each of `colorSpaces`, in the file's order.
    static var color: [Computed] {
        colorSpaces.flatMap { space in
            colorTemplate.map { $0.substituting(space, result: space == "xyz" ? "xyz-d65" : space) }
        }
    }

    // MARK: Percent normalization, powerless hues, one or more colors

    /// "Test percent normalization" (the file's extra spaces between arguments kept).
    static let percentNormalization: [Computed] = [
        Computed("color-mix(in srgb, red 50%,       blue 50%)", "color(srgb 0.5 0 0.5)"),
        Computed("color-mix(in srgb, red 10%,       blue 90%)", "color(srgb 0.1 0 0.9)"),
        Computed("color-mix(in srgb, red 50%,       blue 40%)", "color(srgb 0.555556 0 0.444444 / 0.9)"),
        Computed("color-mix(in srgb, red 40%,       blue 50%)", "color(srgb 0.444444 0 0.555556 / 0.9)"),
        Computed("color-mix(in srgb, red 30%,       blue 40%)", "color(srgb 0.428571 0 0.571429 / 0.7)"),
        Computed("color-mix(in srgb, red 75%,       blue 75%)", "color(srgb 0.5 0 0.5)"),
        Computed("color-mix(in srgb, red 0%,        blue 0%)", "color(srgb 0 0 0 / 0)"),
        Computed("color-mix(in srgb, red calc(10%), blue 50%)", "color(srgb 0.166667 0 0.833333 / 0.6)"),
        Computed("color-mix(in srgb, red 50%,       blue calc(10%))", "color(srgb 0.833333 0 0.166667 / 0.6)"),
        Computed("color-mix(in srgb, red calc(10%), blue calc(90%))", "color(srgb 0.1 0 0.9)"),
        Computed("color-mix(in srgb, red calc(10%), blue calc(80%))", "color(srgb 0.111111 0 0.888889 / 0.9)"),
        Computed("color-mix(in srgb, red 50%,       blue)", "color(srgb 0.5 0 0.5)"),
        Computed("color-mix(in srgb, red 10%,       blue)", "color(srgb 0.1 0 0.9)"),
        Computed("color-mix(in srgb, red calc(50%), blue)", "color(srgb 0.5 0 0.5)"),
        Computed("color-mix(in srgb, red calc(10%), blue)", "color(srgb 0.1 0 0.9)"),
        Computed("color-mix(in srgb, red,           blue 50%)", "color(srgb 0.5 0 0.5)"),
        Computed("color-mix(in srgb, red,           blue 90%)", "color(srgb 0.1 0 0.9)"),
        Computed("color-mix(in srgb, red,           blue calc(50%))", "color(srgb 0.5 0 0.5)"),
        Computed("color-mix(in srgb, red,           blue calc(90%))", "color(srgb 0.1 0 0.9)"),
        Computed("color-mix(in srgb, red,           blue)", "color(srgb 0.5 0 0.5)"),
    ]

    /// "Carry forward hue that became powerless due to conversion of colorspace".
    static let powerlessCarried: [Computed] = [
        Computed("color-mix(in oklch, hsl(0 100% 100%), blue)", "oklch(0.72600686 0.15660719 264.05202262)"),
    ]

    /// "color-mix() with 1 or more colors."
    static let oneOrMoreColors: [Computed] = [
        Computed("color-mix(in srgb, red)", "color(srgb 1 0 0)"),
        Computed("color-mix(in srgb, red 50%)", "color(srgb 1 0 0 / 0.5)"),
        Computed("color-mix(in srgb, red, green, blue)", "color(srgb 0.33333333 0.16732026 0.33333333)"),
        Computed("color-mix(in srgb, red 50%, green 30%, blue 20%)", "color(srgb 0.5 0.15058824 0.2)"),
        Computed("color-mix(in srgb, red 30%, green 60%, blue 90%)", "color(srgb 0.16666667 0.16732026 0.5)"),
        Computed("color-mix(in srgb, red, green, blue, white)", "color(srgb 0.5 0.3754902 0.5)"),
        Computed("color-mix(in srgb, red 0%)", "color(srgb 1 0 0 / 0)", 0.01, .zeroSumTransparentBlack),
        Computed("color-mix(in srgb, red 0%, green 0%, blue 0%)", "color(srgb 0.25 0.1254902 0.5 / 0)", 0.01, .zeroSumTransparentBlack),
    ]

    /// Rows that need what the tools leave out, with the reason; checked to be refused as listed.
    static let needsDocument: [OutOfScope] = [
        // "Percent with calc that uses font-relative length": expects color(srgb 0.6 0 0.4).
        OutOfScope(input: "color-mix(in srgb, red calc(50% + (sign(100em - 1px) * 10%)), blue)",
                   reason: "lengths (em, px) need a document", accepted: false),
    ]
}
