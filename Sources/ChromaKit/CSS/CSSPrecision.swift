/// How many decimals the numbers of a CSS string get: one count for every number, or by the scale each is on.
///
/// People write CSS with the decimals the eye needs, and that depends on the
/// scale a number is on. A number on a scale of a hundred or more — an angle in
/// degrees, a percentage, `lab()` and `lch()`'s numbers, `rgb()`'s 0–255 channels —
/// gets `wideScale` decimals; one on a scale of 1 — `oklab()` and `oklch()`'s
/// numbers, `color()`'s channels, `device-cmyk()`'s, an alpha — gets `unitScale`.
/// `forPeople`, 2 and 4, is a step of about 1/10000 of either range, finer than
/// the 1/255 of an 8-bit channel; and it `keepsHex`: a color that lies next to a
/// half step of an 8-bit channel, where the rounded text would read back as the
/// next 8-bit color, gets a decimal more on each scale until it reads back as its
/// own hex, up to the `color` field's 6 on a scale of 1 (colorconv(1), CSS OUTPUT).
/// Numbers never have trailing zeros (`ShortNumber`).
public struct CSSPrecision: Sendable, Equatable {
    /// Decimals of a number on a scale of a hundred or more (degrees, percentages, Lab, 0–255).
    public var wideScale: Int
    /// Decimals of a number on a scale of 1 (OKLab, `color()` channels, CMYK, alpha).
    public var unitScale: Int
    /// Whether a text that would read back as another 8-bit color gets more decimals, until it does not.
    public var keepsHex: Bool

    public init(wideScale: Int, unitScale: Int, keepsHex: Bool = false) {
        self.wideScale = wideScale
        self.unitScale = unitScale
        self.keepsHex = keepsHex
    }

    /// The same number of decimals for every number: what `--precision N` asks for.
    public static func uniform(_ decimals: Int) -> CSSPrecision {
        CSSPrecision(wideScale: decimals, unitScale: decimals)
    }

    /// CSS as people write it: 2 decimals on a wide scale, 4 on a scale of 1, more where the hex needs them.
    public static let forPeople = CSSPrecision(wideScale: 2, unitScale: 4, keepsHex: true)

    /// `write(precision)` for `color`: at these decimals; or, when `keepsHex` and that text reads back as another
    /// 8-bit color than `color`'s (both by CSS gamut mapping), the first text with a decimal more on each scale,
    /// up to `CSSColor.colorFieldPrecision` on a scale of 1, that reads back as its own. A color on a half step
    /// itself may read back as either neighbour whatever the decimals: it keeps the shortest text.
    func keepingHex(of color: Color, _ write: (CSSPrecision) -> String) -> String {
        let text = write(self)
        guard keepsHex else { return text }
        let hex = color.hexString()
        func readsBack(_ text: String) -> Bool { (try? CSSColor.parse(text))?.hexString() == hex }
        guard !readsBack(text) else { return text }
        var precision = self
        while precision.unitScale < CSSColor.colorFieldPrecision {
            precision.wideScale += 1
            precision.unitScale += 1
            let wider = write(precision)
            if readsBack(wider) { return wider }
        }
        return text
    }

    /// Whether every number gets the same decimals.
    @inline(__always)
    var isUniform: Bool { wideScale == unitScale }

    /// The decimals of component `index` of `space` in its CSS form: `wideScale` for a percentage, or for a
    /// channel whose reference range spans more than 2 (hues, Lab); `unitScale` for an RGB channel, which
    /// counts fractions of white however far its range reaches (ACEScg's goes to 65504), and for the others.
    @inline(__always)
    func decimals(ofChannel index: Int, in space: ColorSpace) -> Int {
        if isUniform || space.cssPercentageChannels & (1 << index) != 0 { return wideScale }
        let channel = space.channels[index]
        switch channel.category {
        case .red, .green, .blue: return unitScale
        default: return channel.range.upperBound - channel.range.lowerBound > 2 ? wideScale : unitScale
        }
    }
}
