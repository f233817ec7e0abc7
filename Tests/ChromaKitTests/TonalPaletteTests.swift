import Testing
@testable import ChromaKit

/// Material's tonal palettes: every tone of `TonalPalette.materialTones` for a table of seeds, against
/// material-color-utilities' Python port, byte for byte in 8-bit sRGB.
@Suite("Tonal palettes") struct TonalPaletteTests {
    /// Seed, then its palette at `TonalPalette.materialTones`, as hex codes. Made by `bench/material-reference.py
    /// palette` with materialyoucolor 3.0.4 (`TonalPalette.from_int(seed).tone(t)`); the yellow seeds (#ffff00,
    /// #b5a400, #c8b400, #e0d030, #8b7d00, #fbbc05) check the averaged tone 99 of the yellows.
    static let reference: [(seed: String, tones: String)] = [
    ("#6750a4", "000000 13003a 190048 22005d 260661 31166b 381e72 3c2377 41287b 4f378a 6750a4 8069bf 9a83db b69df7 cfbcff e1d3ff e9ddff eee4ff f3eaff f6eeff f8f1ff fdf7ff fffbff ffffff"),
    ("#ff0000", "000000 270000 310000 410000 490000 5c0000 690100 710100 790100 930100 c00100 ef0000 ff5540 ff8a78 ffb4a8 ffcfc7 ffdad4 ffe2dd ffe9e6 ffedea fff0ee fff8f6 fffbff ffffff"),
    ("#00ff00", "000000 001200 001800 002200 002600 013200 013a00 013f00 014400 015300 026e00 038b00 03a800 03c700 02e600 00fd00 77ff61 9fff88 bdffa9 cbffb8 d7ffc6 edffe1 f7ffee ffffff"),
    ("#0000ff", "000000 000046 000055 00006e 00007a 000199 0001ac 0001b9 0001c6 0000ef 343dff 5a64ff 7c84ff 9da3ff bec2ff d6d7ff e0e0ff e7e6ff eeecff f1efff f5f2ff fbf8ff fffbff ffffff"),
    ("#ffff00", "000000 0f0f00 141400 1d1d00 212100 2c2c00 323200 373700 3b3b00 494900 626200 7b7b00 969600 b1b100 cdcd00 e1e100 eaea00 f0f000 f6f600 f9f900 fcfc00 fffeac fffed6 ffffff"),
    ("#00ffff", "000000 001111 001717 002020 002424 003030 003737 003c3c 004140 004f4f 006a6a 008585 00a1a1 00bebe 00dddd 00f2f2 00fbfb 56ffff 97fffe adfffe c1fffe e2fffe f1fffe ffffff"),
    ("#ff00ff", "000000 210021 2a002a 380038 3f003f 500050 5b005b 630062 6a006a 810081 a900a9 d200d2 fe00fe ff76f6 ffabf3 ffcaf4 ffd7f5 ffdff6 ffe7f7 ffebf8 ffeff8 fff7f9 fffbff ffffff"),
    ("#000000", "000000 0e0e0e 131313 1b1b1b 1f1f1f 2a2a2a 303030 353535 393939 474747 5e5e5e 777777 919191 ababab c6c6c6 dadada e2e2e2 e8e8e8 eeeeee f1f1f1 f3f3f3 f9f9f9 fcfcfc ffffff"),
    ("#ffffff", "000000 0c0f0f 121414 1a1c1c 1e2020 282a2b 2f3131 333535 37393a 454747 5d5f5f 767777 909191 aaabab c6c6c7 dadada e2e2e2 e8e8e8 eeeeee f0f1f1 f3f3f4 f9f9f9 fcfcfc ffffff"),
    ("#808080", "000000 0d0e0f 121414 1b1c1c 1f2020 292a2a 303031 343535 383939 464747 5e5e5e 777777 919190 ababab c7c6c6 dbdad9 e3e2e2 e9e8e8 efeded f2f0f0 f5f3f3 faf9f9 fdfcfb ffffff"),
    ("#b5a400", "000000 110e00 171400 201c00 242000 302a00 373100 3c3500 403a00 4f4700 6a5f00 857800 a19200 bead12 dbc834 efdc47 f8e54f feea55 fff089 fff2a3 fff5bc fff9e9 fffbff ffffff"),
    ("#c8b400", "000000 110e00 171400 201c00 242000 302a00 373100 3c3500 413a00 504700 6a5f00 867800 a29200 bfac00 ddc824 f1dc3a fae443 ffea56 ffef90 fff2a8 fff4bf fff9ea fffbff ffffff"),
    ("#e0d030", "000000 110e00 161400 1f1c00 242000 2f2b00 363100 3b3600 403a00 4e4800 686000 837900 9f9300 bcad00 d9c928 eddd3d f6e546 fceb4b fff175 fff395 fff5b2 fff9e6 fffbff ffffff"),
    ("#8b7d00", "000000 110e00 171400 201c00 242000 302a00 373100 3c3500 413a00 504700 6a5f00 857800 a1921e bcad39 d9c852 eddc63 f6e46a fcea6f fff08e fff2a7 fff5be fff9e9 fffbff ffffff"),
    ("#4285f4", "000000 000d28 001232 001a41 001e49 00285d 002e69 003271 00377a 004494 005ac1 2b74e2 4d8efe 80aaff adc6ff cbdaff d8e2ff e0e8ff e9edff edf0ff f1f3ff f9f9ff fefbff ffffff"),
    ("#ea4335", "000000 280000 310000 410001 490001 5c0001 690002 710002 790003 930004 b91e17 dc392d ff5544 ff8a7a ffb4a9 ffcfc8 ffdad5 ffe2dd ffe9e6 ffedea fff0ee fff8f7 fffbff ffffff"),
    ("#fbbc05", "000000 150d00 1c1200 261a00 2b1d00 382700 402d00 453200 4b3600 5c4300 795900 987100 b88900 d9a200 fbbc06 ffd47d ffdea0 ffe5b6 ffeccb ffefd5 fff2df fff8f2 fffbff ffffff"),
    ("#34a853", "000000 001203 001805 002108 00260a 003210 003914 003e16 004318 005320 006e2c 008a3a 30a550 50c168 6ddd81 80f293 89fa9b 96ffa4 b7ffbc c6ffc7 d3ffd2 ebffe7 f6fff1 ffffff"),
    ("#006e1c", "000000 001201 001802 002204 002605 003208 00390a 003e0c 00430e 005313 006e1c 2a8833 47a34b 62bf62 7edb7b 91f08d 99f894 9efe99 bbffb3 c8ffc0 d5ffcc ecffe4 f6fff0 ffffff"),
    ("#ff5722", "000000 230400 2c0600 3b0900 420c00 541200 5f1500 671800 6f1a00 862200 b02f00 db3e03 ff5722 ff8b69 ffb5a0 ffcfc2 ffdbd1 ffe2da ffe9e4 ffede8 fff1ed fff8f6 fffbff ffffff"),
    ("#795548", "000000 1e0802 240d05 2e150b 33190f 3f2318 46291e 4b2d22 503226 603f33 7a5649 956e60 b18778 cea192 ebbcac ffd0bf ffdbcf ffe2d9 ffe9e3 ffede7 fff1ec fff8f6 fffbff ffffff"),
    ("#9c27b0", "000000 200026 280030 35003f 3c0047 4d005a 570066 5e006e 650076 7b008f 9a25ae b744ca d560e6 f07eff f9abff fec9ff ffd6fe ffdefd ffe7fc ffebfb ffeffb fff7fa fffbff ffffff"),
    ("#00bcd4", "000000 001114 00161b 001f25 00242a 002f36 00363e 003b43 004049 004e59 006876 008394 009fb4 00bcd4 44d8f1 7aeaff a1efff b6f2ff caf5ff d4f7ff ddf9ff eefcff f7fdff ffffff"),
    ("#3f51b5", "000000 00073a 000a47 00105c 001266 001a80 08218a 11278e 182c92 293ca0 4355b9 5d6fd4 7789f0 97a5ff bac3ff d3d8ff dee0ff e5e6ff ececff f0efff f4f2ff fbf8ff fefbff ffffff"),
    ("#f5f0e1", "000000 0f0e07 15140b 1d1c13 212017 2c2a21 323127 37352b 3b392f 49473c 615e53 7a776b 949184 afab9e cbc6b8 dedacb e7e2d4 ede8d9 f3eedf f6f1e2 f8f3e4 fef9ea fefcf4 ffffff"),
    ("#1a1a2e", "000000 0c0c1f 111125 1a1a2e 1e1e32 28283d 2f2e43 333348 37374d 45455b 5d5c74 76758d 908ea8 aaa9c3 c6c4df dad7f3 e2e0fc e8e5ff efecff f2efff f5f2ff fcf8ff fffbff ffffff"),
    ]

    @Test func matchesMaterial() throws {
        var mismatches: [String] = []
        for (seed, tones) in Self.reference {
            let palette = TonalPalette(seed: try CSSColor.parse(seed))
            for (tone, expected) in zip(TonalPalette.materialTones, tones.split(separator: " ")) {
                let got = palette.tone(tone).hexString()
                if got != "#" + expected { mismatches.append("\(seed) tone \(tone): \(got), Material #\(expected)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) tones differ: \(mismatches.prefix(20))")
    }

    /// The example of the documentation: Material's tone 99 of #6750a4 keeps a little chroma, where setting
    /// `hct.t` to 99 gives white.
    @Test func toneNinetyNineKeepsItsHue() throws {
        let seed = try CSSColor.parse("#6750a4")
        #expect(TonalPalette(seed: seed).tone(99).hexString() == "#fffbff")
        #expect(TonalPalette(seed: seed).tone(40).hexString() == "#6750a4")
    }

    /// Where sRGB holds the chroma asked for, the solver returns it: the color's own HCT comes back.
    @Test func solverKeepsChromaInsideSRGB() {
        for rgb in [SRGB8(red: 0x67, green: 0x50, blue: 0xa4), SRGB8(red: 0x20, green: 0x80, blue: 0x40), SRGB8(red: 0xc0, green: 0x90, blue: 0x10)] {
            let hct = MaterialHCT(rgb)
            #expect(HCTGamutSolver.solve(hue: hct.hue, chroma: hct.chroma, tone: hct.tone) == rgb)
        }
    }

    /// Asked for more chroma than sRGB has, the solver lands on the cube's surface at the hue and tone asked for.
    @Test func solverReducesChromaToTheGamut() {
        let reduced = MaterialHCT(hue: 282, chroma: 200, tone: 50)
        #expect(abs(reduced.tone - 50) < 0.5)
        #expect(abs(reduced.hue - 282) < 1)
        #expect(reduced.chroma < 200 && reduced.chroma > 60)
        let bytes = [reduced.rgb.red, reduced.rgb.green, reduced.rgb.blue]
        #expect(bytes.contains(0) || bytes.contains(255))
    }

    /// Black and white, and no chroma, are grays.
    @Test func extremesAreGray() {
        #expect(HCTGamutSolver.solve(hue: 30, chroma: 50, tone: 0) == SRGB8(gray: 0))
        #expect(HCTGamutSolver.solve(hue: 30, chroma: 50, tone: 100) == SRGB8(gray: 255))
        #expect(HCTGamutSolver.solve(hue: 30, chroma: 0, tone: 50) == SRGB8(gray: 119))
    }

    /// The key color is the palette's chroma at the whole tone nearest 50 that reaches it.
    @Test func keyColorReachesTheChroma() {
        let palette = TonalPalette(hue: 282, chroma: 36)
        #expect(abs(MaterialHCT(SRGB8(palette.keyColor)).chroma - 36) < 1)
        #expect(abs(palette.keyTone - 50) < 1)
    }
}
