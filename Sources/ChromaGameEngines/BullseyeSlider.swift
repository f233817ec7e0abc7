/// Bull's Eye's slider: where the knob is, how its keys move it, and where a terminal draws it (bullseye(1), THE SLIDER).
///
/// The slider is a game of the eye, not of counting: were each key to move
/// the knob by exactly one from a known place, "Home, then → (target − 1)
/// times" would hit every target. So:
///
/// - Each round has a speed, a whole number of thousandths from 0.4 to 1.6,
///   drawn at the round's first ← / → / Page Up / Page Down (so a game played
///   by values alone draws nothing for it and deals what it always dealt).
/// - Each ← / → moves the knob by the speed times a jitter drawn for the press,
///   a whole number of thousandths from 0.5 to 1.5; each Page Up / Page Down by
///   ten times that. A press moves it 0.2 to 2.4, a page 2 to 24.
/// - Home and End put it at 1 and at 100 and draw nothing.
///
/// The jitter alone would leave short counts exact (its error grows with the
/// square root of the presses); the speed makes the error of a count grow with
/// the count itself, and its range is as wide as keeps a count from the nearest
/// known place (an end, or the start) at about what a guess earns. What a person sees is the knob's cell on a track of
/// `BullseyeTrack.cells` cells, about 1.7 units each: the eye corrects a
/// slow or fast round at once, a count cannot. bullseye(1), FAIRNESS, has the
/// figures of bots that count and of one that looks.
///
/// The knob's place is kept in millionths of a unit, a whole number: the
/// product of a speed and a jitter in thousandths is one exactly, so a seeded
/// game replays to the same place on every machine, with no rounding of sums.
public struct BullseyeSlider: Sendable, Equatable {
    /// The knob's place in millionths of a unit, from 1_000_000 (1) to 100_000_000 (100).
    public private(set) var millionths: Int
    /// This round's speed in thousandths, drawn at the first step of the round; nil before it.
    public private(set) var speed: Int?

    /// The speeds a round may have, in thousandths.
    public static let speeds: ClosedRange<Int> = 400...1600
    /// The jitters a press may have, in thousandths.
    public static let jitters: ClosedRange<Int> = 500...1500
    /// How many of a ← / → step a Page Up / Page Down step is.
    public static let pageSteps = 10

    /// Millionths in a unit of the slider.
    static let unit = 1_000_000
    /// The knob's lowest and highest places, in millionths.
    static let places = BullseyeRules.range.lowerBound * unit...BullseyeRules.range.upperBound * unit

    /// A slider with its knob at `start` (1…100) and no speed drawn yet.
    public init(start: Int) {
        millionths = min(max(start * Self.unit, Self.places.lowerBound), Self.places.upperBound)
        speed = nil
    }

    /// The knob's value, 1…100 (36.5 where the knob is at 36 and a half).
    public var value: Double { Double(millionths) / Double(Self.unit) }

    /// Moves the knob as `key` does, drawing the round's speed at its first step and a jitter for every step.
    public mutating func press(_ key: BullseyeKey, random: inout some RandomNumberGenerator) {
        let direction: Int
        let steps: Int
        switch key {
        case .home:
            millionths = Self.places.lowerBound
            return
        case .end:
            millionths = Self.places.upperBound
            return
        case .left: (direction, steps) = (-1, 1)
        case .right: (direction, steps) = (1, 1)
        case .pageDown: (direction, steps) = (-1, Self.pageSteps)
        case .pageUp: (direction, steps) = (1, Self.pageSteps)
        }
        let speed = self.speed ?? GameRandom.integer(in: Self.speeds, using: &random)
        self.speed = speed
        let jitter = GameRandom.integer(in: Self.jitters, using: &random)
        let moved = millionths + direction * steps * speed * jitter
        millionths = min(max(moved, Self.places.lowerBound), Self.places.upperBound)
    }
}

/// A key of Bull's Eye's slider, named as batch mode's `keys` action names it.
public enum BullseyeKey: String, Sendable, Equatable, CaseIterable {
    /// ←: a step down.
    case left
    /// →: a step up.
    case right
    /// Page Down: ten steps down.
    case pageDown = "page-down"
    /// Page Up: ten steps up.
    case pageUp = "page-up"
    /// Home: to 1.
    case home
    /// End: to 100.
    case end
}

/// The slider's track as a terminal draws it: how many cells, and which one the knob is in.
///
/// The track is never as wide as the range has values, so its scale has to be
/// judged by eye. An 80-column terminal draws the slider's line as
///
///     target 100  1 [━━━━━━━━━━━━━━━━━━━━━━━━━━━━━●─────────────────────────────] 100
///
/// which leaves `cells` = 79 − 15 − 5 = 59 cells of track in the 79 columns
/// a line may use (the terminal's last column stays empty: a character there
/// would leave a pending line wrap); a wider terminal draws the same 59, a narrower one fewer. Batch mode's
/// `knob` event reports the knob's column on this track of 59.
public enum BullseyeTrack {
    /// The cells of the track in a terminal of 80 columns or more.
    public static let cells = 59

    /// The column (1 for the left end, `cells` for the right) of the cell the knob at `value` is drawn in.
    ///
    /// The cell nearest to the value's place along the range: `round((value − 1) / 99 × (cells − 1))`,
    /// counted from 0, plus 1 (the keyboard slider's `knobCell`, counted from 1).
    public static func column(of value: Double, cells: Int = cells) -> Int {
        guard cells > 1 else { return 1 }
        let range = BullseyeRules.range
        let fraction = (value - Double(range.lowerBound)) / Double(range.upperBound - range.lowerBound)
        let index = Int((min(max(fraction, 0), 1) * Double(cells - 1)).rounded())
        return min(max(index, 0), cells - 1) + 1
    }
}
