import ChromaKit

/// A color model a player edits: a space and the channels of its sliders, in the units people use.
///
/// The color games (chroma-quiz, colormix play, gradient play) let the player
/// set a color channel by channel, as the sliders of the original Chroma Game
/// and Gradient Game did (chroma-quiz(1), RULES): RGB 0–255, HSB, CMYK (asked
/// for by a user of the original), HSL, OKLCH, Okhsl and Okhsv (the color-picker spaces over OKLab) and
/// HCT (Material Design's hue, chroma and tone). A model names its channels
/// with one letter, the letter of the space's own channel key (`r`, `g`, `b`;
/// `h`, `s`, `b`; …), and gives each the range, unit and steps of its slider.
/// Values are kept in those units (degrees, percent, 0–255), and `scale` turns
/// them into the space's coordinates (chromatools(7), RECORD FIELDS: sRGB 0–1,
/// HSB/HSL/CMYK/Okhsl/Okhsv 0–1, OKLCh L 0–1; HCT's are its own units already).
public struct ColorModel: Sendable, Equatable, CustomStringConvertible {
    /// The model's name on the command line and in events: `rgb`, `hsb`, `cmyk`, `hsl`, `oklch`, `okhsl`, `okhsv`, `hct`.
    public let name: String
    /// The space the channels are coordinates of.
    public let space: ColorSpace
    /// The channels, in the space's coordinate order.
    public let channels: [ModelChannel]
    /// Whether a color set at once is first brought into sRGB (CSS Color 4 §13.2), as the sliders can hold
    /// no more: the models over sRGB, and HCT, whose chroma slider spans what sRGB colors reach.
    public let holdsOnlySRGB: Bool

    /// A model of `space` with the given channels; `holdsOnlySRGB` defaults to whether the space's gamut is sRGB's.
    public init(name: String, space: ColorSpace, channels: [ModelChannel], holdsOnlySRGB: Bool? = nil) {
        self.name = name
        self.space = space
        self.channels = channels
        self.holdsOnlySRGB = holdsOnlySRGB ?? (space.gamutSpace === ColorSpace.srgb)
    }

    /// RGB as 0–255 per channel, the model of the original games.
    public static let rgb = ColorModel(name: "rgb", space: .srgb, channels: [
        ModelChannel(key: "r", name: "red", range: 0...255, unit: "", scale: 255, fineStep: 1, coarseStep: 16, decimals: 0),
        ModelChannel(key: "g", name: "green", range: 0...255, unit: "", scale: 255, fineStep: 1, coarseStep: 16, decimals: 0),
        ModelChannel(key: "b", name: "blue", range: 0...255, unit: "", scale: 255, fineStep: 1, coarseStep: 16, decimals: 0),
    ])

    /// HSB (HSV): hue in degrees, saturation and brightness in percent.
    public static let hsb = ColorModel(name: "hsb", space: .hsb, channels: [
        .hue,
        .percent(key: "s", name: "saturation"),
        .percent(key: "b", name: "brightness"),
    ])

    /// Naive device CMYK (chroma-quiz(1), RULES), each ink in percent.
    public static let cmyk = ColorModel(name: "cmyk", space: .cmyk, channels: [
        .percent(key: "c", name: "cyan"),
        .percent(key: "m", name: "magenta"),
        .percent(key: "y", name: "yellow"),
        .percent(key: "k", name: "black"),
    ])

    /// HSL (CSS Color 4 §7): hue in degrees, saturation and lightness in percent.
    public static let hsl = ColorModel(name: "hsl", space: .hsl, channels: [
        .hue,
        .percent(key: "s", name: "saturation"),
        .percent(key: "l", name: "lightness"),
    ])

    /// OKLCH (CSS Color 4 §9.3): lightness in percent, chroma 0–0.4, hue in degrees.
    public static let oklch = ColorModel(name: "oklch", space: .oklch, channels: [
        .percent(key: "l", name: "lightness"),
        ModelChannel(key: "c", name: "chroma", range: 0...0.4, unit: "", scale: 1, fineStep: 0.005, coarseStep: 0.04, decimals: 3),
        .hue,
    ])

    /// Okhsl (Ottosson, "Two new color spaces for color picking", 2021): HSL's sliders over OKLab, whose
    /// lightness steps look even; hue in degrees, saturation and lightness in percent.
    public static let okhsl = ColorModel(name: "okhsl", space: .okhsl, channels: [
        .hue,
        .percent(key: "s", name: "saturation"),
        .percent(key: "l", name: "lightness"),
    ])

    /// Okhsv (Ottosson 2021): HSB's sliders over OKLab; hue in degrees, saturation and value in percent.
    public static let okhsv = ColorModel(name: "okhsv", space: .okhsv, channels: [
        .hue,
        .percent(key: "s", name: "saturation"),
        .percent(key: "v", name: "value"),
    ])

    /// HCT, Material Design's hue, chroma and tone (`ColorSpace.hct`): CAM16's hue in degrees and chroma, and
    /// CIE L\* as the tone, 0–100. The chroma slider runs 0–120, which holds every sRGB color (the most
    /// colorful, `#ff0000`, has chroma 113.4; chroma-quiz(1), RULES); a color set at once is brought into sRGB first.
    public static let hct = ColorModel(name: "hct", space: .hct, channels: [
        .hue,
        ModelChannel(key: "c", name: "chroma", range: 0...120, unit: "", scale: 1, fineStep: 1, coarseStep: 10, decimals: 1),
        ModelChannel(key: "t", name: "tone", range: 0...100, unit: "", scale: 1, fineStep: 1, coarseStep: 10, decimals: 1),
    ], holdsOnlySRGB: true)

    /// Every model, in the order help lists them.
    public static let all: [ColorModel] = [rgb, hsb, cmyk, hsl, oklch, okhsl, okhsv, hct]

    /// The model names, for help and completion.
    public static var allNames: [String] { all.map(\.name) }

    /// The model called `name` (any case; `hsv` is HSB), or nil.
    public static func named(_ name: String) -> ColorModel? {
        let key = name.lowercased()
        if key == "hsv" { return hsb }
        return all.first { $0.name == key }
    }

    /// The model's name.
    public var description: String { name }

    /// The index of the channel called `name`: its one-letter key or its full name, in any case.
    public func channelIndex(_ name: String) -> Int? {
        let key = name.lowercased()
        return channels.firstIndex { $0.key == key || $0.name == key }
    }

    /// The channel keys joined for a message: `r, g, b`.
    public var channelList: String { channels.map(\.key).joined(separator: ", ") }

    /// Two models are the same when they have the same name.
    public static func == (a: ColorModel, b: ColorModel) -> Bool { a.name == b.name }
}

/// One channel of a color model: its key, name, range and unit, and the steps of its slider.
public struct ModelChannel: Sendable, Equatable {
    /// The one-letter key a player types: `r`, `h`, `k`.
    public let key: String
    /// The full name: `red`, `hue`, `black`.
    public let name: String
    /// The values the channel takes, in its unit.
    public let range: ClosedRange<Double>
    /// The unit written after a value: `°`, `%` or nothing.
    public let unit: String
    /// Channel units per coordinate of the space: 255 for RGB, 100 for percentages, 1 for degrees and chroma.
    public let scale: Double
    /// The slider's small step (← →).
    public let fineStep: Double
    /// The slider's large step (Page Up/Down, Shift+← →).
    public let coarseStep: Double
    /// The decimals a value is shown with.
    public let decimals: Int

    /// A channel with the given properties.
    public init(key: String, name: String, range: ClosedRange<Double>, unit: String, scale: Double,
                fineStep: Double, coarseStep: Double, decimals: Int) {
        self.key = key
        self.name = name
        self.range = range
        self.unit = unit
        self.scale = scale
        self.fineStep = fineStep
        self.coarseStep = coarseStep
        self.decimals = decimals
    }

    /// A hue in degrees, 0–360, wrapping around.
    public static let hue = ModelChannel(
        key: "h", name: "hue", range: 0...360, unit: "°", scale: 1, fineStep: 1, coarseStep: 15, decimals: 1)

    /// A 0–100 % channel over a 0–1 coordinate.
    public static func percent(key: String, name: String) -> ModelChannel {
        ModelChannel(key: key, name: name, range: 0...100, unit: "%", scale: 100, fineStep: 1, coarseStep: 10, decimals: 1)
    }

    /// Whether the channel is a hue, which wraps around instead of stopping at its ends.
    public var isHue: Bool { unit == "°" }

    /// `value` as shown: rounded to the channel's decimals, trailing zeros dropped, then the unit (`73.7%`, `120°`, `200`).
    public func format(_ value: Double) -> String {
        ShortNumber.string(value, precision: decimals) + unit
    }

    /// The range as a message names it: `0–255`, `0–100%`, `0–360°`.
    public var rangeText: String {
        ShortNumber.string(range.lowerBound, precision: decimals) + "–" + ShortNumber.string(range.upperBound, precision: decimals) + unit
    }

    /// Brings `value` into range: a hue wraps (370° → 10°), other channels are clamped.
    public func fitted(_ value: Double) -> Double {
        if isHue { return ColorMath.normalizeHue(value) }
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}

/// What setting a channel did: the value asked for, the value set, and a note when they differ.
public struct ChannelChange: Sendable, Equatable {
    /// The channel's index in the model.
    public var channel: Int
    /// The value the player asked for.
    public var requested: Double
    /// The value the channel now holds.
    public var value: Double
    /// Why the two differ ("r 300 is above 255: set to 255"), or nil when the value was set as asked.
    public var note: String?

    /// A change with the given values.
    public init(channel: Int, requested: Double, value: Double, note: String?) {
        self.channel = channel
        self.requested = requested
        self.value = value
        self.note = note
    }
}

/// A color being edited in a color model: one value per channel, in the channel's units.
///
/// Every edit keeps the values in range (a hue wraps, the others are
/// clamped), so a `ModelColor` is always a color the sliders can show.
public struct ModelColor: Sendable, Equatable {
    /// The model the values are in.
    public let model: ColorModel
    /// One value per channel of the model, in the channel's units.
    public private(set) var values: [Double]

    /// The gray the player starts from: 188/255 in every RGB channel, as the original game's `RGBUserColor`.
    public static let startingGray = Color(.srgb, 188.0 / 255, 188.0 / 255, 188.0 / 255)

    /// A color whose values are given in the model's units (each fitted into its channel's range).
    public init(model: ColorModel, values: [Double]) {
        precondition(values.count == model.channels.count, "one value per channel of the model")
        self.model = model
        self.values = zip(model.channels, values).map { channel, value in channel.fitted(value.isFinite ? value : 0) }
    }

    /// `color` in the model; a missing hue (a gray) becomes 0°.
    public init(model: ColorModel, color: Color) {
        self.init(model: model, values: ModelColor.values(of: color, in: model, keepingHues: nil))
    }

    /// The starting gray in `model`.
    public static func starting(_ model: ColorModel) -> ModelColor {
        ModelColor(model: model, color: startingGray)
    }

    /// The color the values describe, in the model's space.
    public var color: Color {
        var coords = SIMD4<Double>(repeating: 0)
        for (index, channel) in model.channels.enumerated() { coords[index] = values[index] / channel.scale }
        return Color(model.space, coords)
    }

    /// The 8-bit sRGB color the player sees (CSS gamut mapping for OKLCH values outside sRGB).
    public var displayed: DisplayColor { DisplayColor(color) }

    /// Sets channel `index` to `value` (or moves it by `value` when `relative`), fitting it into range.
    ///
    /// A value out of range is not an error: it is clamped (a hue wraps) and
    /// the change carries a note saying so. A value that is not a finite
    /// number leaves the channel as it was, with a note.
    @discardableResult
    public mutating func set(channel index: Int, to value: Double, relative: Bool = false) -> ChannelChange {
        let channel = model.channels[index]
        let requested = relative ? values[index] + value : value
        guard requested.isFinite else {
            return ChannelChange(channel: index, requested: requested, value: values[index],
                                 note: "\(channel.key) must be a number: left at \(channel.format(values[index]))")
        }
        let fitted = channel.fitted(requested)
        values[index] = fitted
        var note: String?
        if fitted != requested {
            let shown = ShortNumber.string(requested, precision: Swift.max(channel.decimals, 1)) + channel.unit
            if channel.isHue {
                note = "\(channel.key) \(shown) wraps around to \(channel.format(fitted))"
            } else {
                let side = requested < channel.range.lowerBound ? "below" : "above"
                note = "\(channel.key) \(shown) is \(side) the range \(channel.rangeText): set to \(channel.format(fitted))"
            }
        }
        return ChannelChange(channel: index, requested: requested, value: fitted, note: note)
    }

    /// Sets every channel from `color` converted into the model; a missing hue keeps the current one.
    ///
    /// Returns a note when a channel could not hold the color's value and was
    /// clamped (an OKLCH chroma above 0.4, say); colors outside sRGB are
    /// mapped into it for the models that hold only sRGB (those over it, and HCT), as CSS does, without a note.
    @discardableResult
    public mutating func set(color: Color) -> String? {
        values = ModelColor.values(of: color, in: model, keepingHues: values)
        // The models that hold only sRGB map a wider color in, as CSS does: nothing is clamped there.
        guard !model.holdsOnlySRGB else { return nil }
        let exact = color.converted(to: model.space).coords
        let clamped = model.channels.indices.filter { index in
            let channel = model.channels[index]
            let wanted = exact[index] * channel.scale
            return !channel.isHue && wanted.isFinite && !channel.range.contains(wanted)
        }
        guard !clamped.isEmpty else { return nil }
        let names = clamped.map { model.channels[$0].key }.joined(separator: ", ")
        return "the color is outside what \(model.name) sliders hold: \(names) set to the nearest end of the range"
    }

    /// The values as a player reads them: `r 200  g 188  b 188`, `h 120°  s 50%  b 73.7%`.
    public var text: String {
        zip(model.channels, values).map { "\($0.key) \($0.format($1))" }.joined(separator: "  ")
    }

    /// The values of `color` in `model`'s units, fitted into range; a missing hue is taken from `keepingHues` (else 0).
    private static func values(of color: Color, in model: ColorModel, keepingHues current: [Double]?) -> [Double] {
        var source = color
        // The models that hold only sRGB cannot hold a color outside it: map it in first (CSS Color 4 §13.2).
        if model.holdsOnlySRGB, !Gamut.contains(source, in: .srgb) {
            source = Gamut.mapCSS(source, to: .srgb)
        }
        let coords = source.converted(to: model.space).coords
        return model.channels.enumerated().map { index, channel in
            let coordinate = coords[index]
            if coordinate.isNaN { return current?[index] ?? 0 }
            return channel.fitted(coordinate * channel.scale)
        }
    }
}

/// A color as a game shows and scores it: 8-bit sRGB, what the terminal paints and `#rrggbb` names.
///
/// Targets and guesses are compared as displayed colors, so the `target` and
/// `guess` of a result are exactly the colors scored: their CIEDE2000 is what
/// `colorconv distance --method 2000 TARGET GUESS` prints, and a guess equal
/// to the target is a difference of 0.
public struct DisplayColor: Sendable, Hashable, CustomStringConvertible {
    /// The red byte.
    public var red: UInt8
    /// The green byte.
    public var green: UInt8
    /// The blue byte.
    public var blue: UInt8

    /// A color from its three bytes.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `color` gamut-mapped into sRGB (CSS Color 4 §13.2) and rounded to bytes; alpha is ignored.
    public init(_ color: Color) {
        let bytes = color.rgb8(gamut: .css)
        self.init(red: bytes.red, green: bytes.green, blue: bytes.blue)
    }

    /// A color drawn uniformly from the 16.7 million, red first (the order is part of what a seed reproduces).
    public static func random(using random: inout some RandomNumberGenerator) -> DisplayColor {
        let red = GameRandom.integer(in: 0...255, using: &random)
        let green = GameRandom.integer(in: 0...255, using: &random)
        let blue = GameRandom.integer(in: 0...255, using: &random)
        return DisplayColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
    }

    /// The color as sRGB coordinates 0–1.
    public var color: Color {
        Color(.srgb, Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }

    /// `#rrggbb`, lowercase.
    public var hex: String { color.hexString() }

    /// The hex form.
    public var description: String { hex }
}

extension ModelColor {
    /// Sets the channel called `name` (its key or full name) to `value`, or moves it by `value` when `relative`.
    ///
    /// Returns the note of a clamped or wrapped value; throws for a channel the model does not have.
    public mutating func set(channelNamed name: String, to value: Double, relative: Bool) throws(ColorGameError) -> String? {
        guard let index = model.channelIndex(name) else {
            throw ColorGameError("unknown channel \"\(GameText.shown(name))\" for the \(model.name) model: its channels are \(model.channelList)")
        }
        return set(channel: index, to: value, relative: relative).note
    }
}
