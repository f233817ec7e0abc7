import Foundation
import Testing

/// colorconv's gamut options end to end: `--gamut raytrace` and `--gamut-space` (colorconv(1), --gamut-space).
@Suite("colorconv gamut") struct ColorconvGamutTests {
    /// P3's green mapped into sRGB by ray tracing: ColorAide 8.13.1 gives (3.4e-15, 0.9683276178613017, 0.30830682530516906).
    @Test func raytraceMapsTheSpaceObjectsIntoTheGamutSpace() throws {
        let r = try Tool.run("colorconv", ["--gamut", "raytrace", "--gamut-space", "srgb", "--to", "rgb,inGamut", "color(display-p3 0 1 0)"])
        #expect(r.stdout == ##"{"color":"color(display-p3 0 1 0)","hex":"#00f74f","rgb":{"r":0,"g":0.968328,"b":0.308307},"inGamut":false}"## + "\n")
        #expect(r.status == 0 && r.stderr.isEmpty)
    }

    /// Rec. 2020's green mapped into Display P3 by ray tracing: ColorAide gives (2.3e-15, 0.9592211257334121, 0.424728504933124).
    @Test func anyRGBGamut() throws {
        let r = try Tool.run("colorconv", ["--gamut=raytrace", "--gamut-space=display-p3", "--to", "display-p3,ingamut", "color(rec2020 0 1 0)", "color(display-p3 0 1 0)"])
        #expect(r.lines == [
            ##"{"color":"color(rec2020 0 1 0)","hex":"#00ed7e","display-p3":{"r":0,"g":0.959221,"b":0.424729},"inGamut":false}"##,
            ##"{"color":"color(display-p3 0 1 0)","hex":"#00f74f","display-p3":{"r":0,"g":1,"b":0},"inGamut":true}"##,
        ])
    }

    /// Without `--gamut-space` the space objects keep the color's own values and `inGamut` tests sRGB; with it,
    /// every space object is of the mapped color (here OKLCh, lightness kept by the CSS method) and `hex` is as before.
    @Test func withoutTheOptionNothingIsMapped() throws {
        let plain = try Tool.run("colorconv", ["--to", "display-p3,oklch,inGamut", "oklch(0.7 0.4 30)"])
        #expect(plain.stdout == ##"{"color":"oklch(0.7 0.4 30)","hex":"#ff5843","display-p3":{"r":1.20178,"g":-0.352857,"b":-0.251369},"oklch":{"l":0.7,"c":0.4,"h":30},"inGamut":false}"## + "\n")
        let mapped = try Tool.run("colorconv", ["--gamut-space", "display-p3", "--to", "display-p3,oklch,inGamut", "oklch(0.7 0.4 30)"])
        let record = try #require(try JSONSerialization.jsonObject(with: Data(mapped.stdout.utf8)) as? [String: Any])
        #expect(record["hex"] as? String == "#ff5843")
        #expect(record["inGamut"] as? Bool == false)
        let p3 = try #require(record["display-p3"] as? [String: Double])
        #expect(p3.values.allSatisfy { (0...1).contains($0) }, "\(p3)")
        let oklch = try #require(record["oklch"] as? [String: Double])
        #expect(abs(oklch["l"]! - 0.7) < 0.02 && oklch["c"]! < 0.4, "\(oklch)")
    }

    /// `--format css` writes the mapped color: in the `--to` space, or without one in the gamut space's own form.
    @Test func cssIsOfTheMappedColor() throws {
        let own = try Tool.run("colorconv", ["--gamut", "raytrace", "--gamut-space", "display-p3", "--format", "css", "oklch(0.7 0.4 30)"])
        #expect(own.stdout == "color(display-p3 1 0.3498 0.2584)\n")
        let inRec2020 = try Tool.run("colorconv", ["--gamut", "clip", "--gamut-space", "srgb", "--format", "css", "--to", "rec2020", "color(display-p3 0 1 0)"])
        let clippedGreen = try Tool.run("colorconv", ["--format", "css", "--to", "rec2020", "lime"])
        #expect(inRec2020.stdout == clippedGreen.stdout)
        let plain = try Tool.run("colorconv", ["--format", "css", "oklch(0.7 0.4 30)"])
        #expect(plain.stdout == "oklch(0.7 0.4 30)\n")
    }

    @Test func textSaysWhichGamut() throws {
        let r = try Tool.run("colorconv", ["--gamut-space", "rec2020", "--format", "text", "--to", "inGamut", "color(display-p3 0 1 0)", "color(prophoto-rgb 0 1 0)"])
        #expect(r.lines == ["#00fb29  in rec2020", "#00f575  outside rec2020"], "\(r.stdout)")
    }

    @Test func aSpaceWithoutItsOwnGamutIsAUsageError() throws {
        let r = try Tool.run("colorconv", ["--gamut-space", "oklch", "red"])
        #expect(r.status == 64)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("--gamut-space"))
    }

    /// gradient takes the third method too: the hex of a stop out of sRGB differs from the CSS method's.
    @Test func gradientTakesRaytrace() throws {
        let raytrace = try Tool.run("gradient", ["--steps", "2", "--format", "hex", "--gamut", "raytrace", "oklch(0.7 0.4 30)", "white"])
        let css = try Tool.run("gradient", ["--steps", "2", "--format", "hex", "--gamut", "css", "oklch(0.7 0.4 30)", "white"])
        #expect(raytrace.lines == ["#ff6551", "#ffffff"], "\(raytrace.stdout) \(raytrace.stderr)")
        #expect(css.lines.first != raytrace.lines.first)
    }
}
