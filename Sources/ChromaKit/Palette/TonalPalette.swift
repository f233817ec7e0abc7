/// A tonal palette of Material Design 3: one HCT hue and chroma at every tone from black (0) to white (100).
///
/// Each tone is the color of the palette's hue and chroma at that tone, the
/// chroma reduced only as far as sRGB requires (`HCTGamutSolver`), in 8-bit sRGB,
/// as material-color-utilities' `TonalPalette` computes it. In the yellows (hue
/// 105° to 125°) tone 99 is the average of tones 98 and 100, byte by byte, which
/// keeps it from turning green (material-color-utilities,
/// `palettes/TonalPalette.java`; halves rounded to even, as its Python port
/// `materialyoucolor` rounds them).
///
/// ```swift
/// let palette = TonalPalette(seed: Color(css: "#6750a4")!)
/// palette.tone(99).hexString()   // "#fffbff"
/// ```
public struct TonalPalette: Sendable {
    /// The HCT hue, in degrees.
    public let hue: Double
    /// The HCT chroma the tones have where sRGB holds it.
    public let chroma: Double
    /// The tone of the palette's key color, the color nearest tone 50 that has the palette's chroma.
    package let keyTone: Double

    /// The tones of Material's palettes and of `colorconv palette`: 0, 4, 6, 10, 12, 17, 20, 22, 24, 30, 40,
    /// 50, 60, 70, 80, 87, 90, 92, 94, 95, 96, 98, 99 and 100 (Material Design 3, "Color roles": the tones the
    /// roles of its schemes take).
    public static let materialTones: [Double] = [0, 4, 6, 10, 12, 17, 20, 22, 24, 30, 40, 50, 60, 70, 80, 87, 90,
                                                 92, 94, 95, 96, 98, 99, 100]

    /// The palette of a hue and chroma; its key color is the tone nearest 50 that reaches the chroma.
    public init(hue: Double, chroma: Double) {
        self.hue = hue
        self.chroma = chroma
        // The key color's tone is that of its 8-bit color, as Material keeps it.
        keyTone = MaterialHCT(hue: hue, chroma: chroma, tone: Self.keyColorTone(hue: hue, chroma: chroma)).tone
    }

    /// The palette of the seed's HCT hue and chroma, the seed rounded to 8-bit sRGB first; its key color is the
    /// seed.
    public init(seed: Color) {
        self.init(MaterialHCT(SRGB8(seed)))
    }

    /// The palette of a color's hue and chroma, whose key color it is.
    package init(_ key: MaterialHCT) {
        (hue, chroma, keyTone) = (key.hue, key.chroma, key.tone)
    }

    /// The palette's color at `tone` (0–100), in 8-bit sRGB.
    public func tone(_ tone: Double) -> Color {
        rgb(tone: tone).color
    }

    /// The palette's key color: its chroma at the tone nearest 50 that has it.
    public var keyColor: Color { tone(keyTone) }

    /// The palette's color at `tone` as 8-bit sRGB.
    package func rgb(tone: Double) -> SRGB8 {
        if tone == 99, (105..<125).contains(hue) {
            let lighter = rgb(tone: 100), darker = rgb(tone: 98)
            func mean(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(Int(a) + Int(b)) / 2).rounded(.toNearestOrEven)) }
            return SRGB8(red: mean(lighter.red, darker.red), green: mean(lighter.green, darker.green),
                         blue: mean(lighter.blue, darker.blue))
        }
        return HCTGamutSolver.solve(hue: hue, chroma: chroma, tone: tone)
    }

    /// The palette's color at `tone` with the HCT of its bytes.
    package func hct(tone: Double) -> MaterialHCT { MaterialHCT(rgb(tone: tone)) }

    /// The whole tone (0–100) nearest 50 at which the hue reaches `chroma` within 0.01, or, when no tone does,
    /// the tone of the most chroma (material-color-utilities, `palettes/TonalPalette.java`, `KeyColor`).
    ///
    /// A binary search on whole tones: the most chroma at a tone rises to a single peak
    /// and falls, so where a tone falls short the search moves up the slope; where
    /// it has enough, toward 50.
    static func keyColorTone(hue: Double, chroma: Double) -> Double {
        var cache = [Int: Double]()
        func mostChroma(_ tone: Int) -> Double {
            if let known = cache[tone] { return known }
            // 200 is beyond any sRGB chroma, so the solver returns the most there is.
            let found = MaterialHCT(hue: hue, chroma: 200, tone: Double(tone)).chroma
            cache[tone] = found
            return found
        }
        var lower = 0, upper = 100
        while lower < upper {
            let middle = (lower + upper) / 2
            let rising = mostChroma(middle) < mostChroma(middle + 1)
            if mostChroma(middle) >= chroma - 0.01 {
                if abs(lower - 50) < abs(upper - 50) {
                    upper = middle
                } else {
                    if lower == middle { return Double(lower) }
                    lower = middle
                }
            } else if rising {
                lower = middle + 1
            } else {
                upper = middle
            }
        }
        return Double(lower)
    }
}
