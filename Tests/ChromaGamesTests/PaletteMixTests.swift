import Testing
import ChromaKit
import ChromaGameEngines
@testable import ChromaGames
@testable import ChromaTerminal

/// On a 256-color terminal, colors between palette entries are dithered from two entries.
@Suite("palette dithering") struct PaletteMixTests {
    /// How far what the terminal shows is from the color, by CIEDE2000: the mix as the eye averages it, or one entry.
    static func shownDeltaE(_ r: UInt8, _ g: UInt8, _ b: UInt8, dithered: Bool) -> Double {
        let lab = ColorSpace.srgb.convert(SIMD4(Double(r) / 255, Double(g) / 255, Double(b) / 255, 0), to: .lab)
        let mix = dithered ? XtermPalette.mix(red: r, green: g, blue: b)
            : PaletteMix(first: XtermPalette.nearest(red: r, green: g, blue: b), second: 0, sixteenths: 0)
        let share = Double(mix.sixteenths) / 16
        var seen = XtermPalette.linearEntries[mix.first - 16] * (1 - share)
        if mix.sixteenths > 0 { seen += XtermPalette.linearEntries[mix.second - 16] * share }
        return DeltaE.ciede2000(lab1: lab, lab2: ColorSpace.srgbLinear.convert(seen, to: .lab))
    }

    @Test func aDitherIsNeverFartherAndOnAverageFarNearerThanTheNearestEntry() {
        var random = SeededRandomGenerator(seed: 256)
        var nearest = 0.0, dithered = 0.0
        let count = 300
        for _ in 0..<count {
            let (r, g, b) = (UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                             UInt8.random(in: 0...255, using: &random))
            let alone = Self.shownDeltaE(r, g, b, dithered: false), mixed = Self.shownDeltaE(r, g, b, dithered: true)
            #expect(mixed <= alone + 1e-9, "\(r) \(g) \(b): \(mixed) > \(alone)")
            nearest += alone
            dithered += mixed
        }
        print("mean ΔE2000 shown: nearest entry \(nearest / Double(count)), dithered \(dithered / Double(count))")
        #expect(dithered / Double(count) < 0.5 * nearest / Double(count))
    }

    @Test func aSwatchBetweenEntriesIsAnOrderedDitherOfTwoEntriesInTheRightShare() throws {
        let color = DisplayColor(red: 200, green: 120, blue: 40)
        let mix = XtermPalette.mix(red: 200, green: 120, blue: 40)
        #expect(!mix.isSingleEntry && mix.first != mix.second)
        let lines = GameScreen.swatches([("target", color)], mode: .palette256, width: 8, height: 2)
        #expect(lines.count == 3 && lines[2] == "target  ")
        // Every cell is an upper half block with a foreground and a background entry; over the
        // 8×4 pixels (two 4×4 tiles) exactly 2 × sixteenths pixels show the second entry.
        var second = 0, first = 0
        for line in lines.prefix(2) {
            #expect(line.hasSuffix("\u{1B}[0m"))
            for cell in line.split(separator: "\u{2580}").dropLast() {
                let entries = cell.matches(of: /\[(?:38|48);5;(\d+)m/).map { Int($0.1)! }
                #expect(entries.count == 2, "\(cell)")
                for entry in entries {
                    if entry == mix.second { second += 1 } else if entry == mix.first { first += 1 } else { Issue.record("entry \(entry)") }
                }
            }
        }
        #expect(second == 2 * mix.sixteenths && first + second == 32)
    }

    @Test func aColorOnThePaletteStaysOneEntryWithoutHalfBlocks() {
        let red = DisplayColor(red: 255, green: 0, blue: 0)
        #expect(XtermPalette.mix(red: 255, green: 0, blue: 0).isSingleEntry)
        #expect(GameScreen.swatches([("target", red)], mode: .palette256, width: 3, height: 1) == ["\u{1B}[48;5;196m   \u{1B}[0m", "tar"])
    }

    /// Six presses of → on chroma-quiz's red channel from its starting gray change the drawn swatch,
    /// where the nearest palette entry alone stays the same for all six.
    @Test func smallStepsOfAChannelShowOnA256ColorTerminal() {
        var drawn: [String] = [], nearest: Set<Int> = []
        for red in 188...194 {
            let color = DisplayColor(red: UInt8(red), green: 188, blue: 188)
            drawn.append(GameScreen.swatches([("yours", color)], mode: .palette256, width: 8, height: 2)[0...1].joined())
            nearest.insert(XtermPalette.nearest(red: UInt8(red), green: 188, blue: 188))
        }
        let changes = zip(drawn, drawn.dropFirst()).filter { $0 != $1 }.count
        print("of 6 presses, \(changes) change the dithered swatch; nearest entries: \(nearest.sorted())")
        #expect(nearest.count == 1)
        #expect(changes >= 3)
    }
}

