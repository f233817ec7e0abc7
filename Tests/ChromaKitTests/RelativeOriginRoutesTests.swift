import Testing
@testable import ChromaKit

/// Relative colors read through routes kept from color to color (`RelativeOriginRoutes`, as a stream reads
/// them) are bit for bit the colors the reading of one color gives, and bad ones are refused alike.
@Suite("relative origin routes") struct RelativeOriginRoutesTests {
    /// Relative colors, `%@` standing for the origin.
    static let templates = [
        "oklch(from %@ calc(l + 0.1) c h)",
        "oklch(from %@ l calc(c * 0.5) h)",
        "hsl(from %@ calc(h + 180) s l)",
        "rgb(from %@ r g b / 50%)",
        "oklch(from %@ calc(l - 0.1) c calc(h + 30))",
        "lab(from %@ l 0 0)",
        "OKLCH(FROM %@ L C H / ALPHA)",
        "hwb(from %@ h calc(w * 2 / 3 - b / 4 + 1) calc(b - w * 0.5) / calc(alpha / 2))",
        "lch(from %@ 50% c 120deg)",
        "rgb(from %@ none calc(r + g + b - 510) 0.5)",
        "hsl(from %@ h s l / none)",
        "okhsl(from %@ h calc(s * 0.5) l)",
        "oklch(from %@ calc((l + 0.1) * 0.9) c h)",
        "oklch(from %@ min(l, 0.5) c h)",
        "color(from %@ srgb r g b)",
        "color(from %@ display-p3 r g b)",
    ]

    /// Origins: on the grid, grays (whose hue is powerless), black, white, a name and colors of other spaces.
    static let origins = ["#1e7ea4", "#51c9bc", "#808080", "#000000", "#ffffff", "#ff0000", "#00ff00", "#0000ff",
                          "#FEDCBA", "#123456", "#7f7f80", "#010203", "tomato", "hsl(120 50% 50%)", "oklch(0.7 0.1 none)",
                          "lab(50 0 0)", "color(display-p3 1 0 0)"]

    static func text(_ template: String, _ origin: String) -> String {
        template.replacingOccurrences(of: "%@", with: origin)
    }

    /// The color the full reading gives, or its message.
    static func full(_ text: String) -> Result<Color, ColorParseError> {
        Result { () throws(ColorParseError) -> Color in try CSSColor.parse(text) }
    }

    /// The color a stream reads, through routes kept from color to color.
    static func streamed(_ text: String, _ routes: RelativeOriginRoutes) -> Result<Color, ColorParseError> {
        var text = text
        return text.withUTF8 { bytes in
            Result { () throws(ColorParseError) -> Color in
                try CSSColor.parse(utf8: bytes, routes: routes)
            }
        }
    }

    static func expectSame(_ a: Result<Color, ColorParseError>, _ b: Result<Color, ColorParseError>, _ text: String) {
        switch (a, b) {
        case (.success(let x), .success(let y)):
            #expect(x.space === y.space, "\(text)")
            for lane in 0..<4 {
                #expect(x.coords[lane].bitPattern == y.coords[lane].bitPattern || (x.coords[lane].isNaN && y.coords[lane].isNaN),
                        "\(text): coordinate \(lane) \(x.coords[lane]) against \(y.coords[lane])")
            }
            #expect(x.alpha.bitPattern == y.alpha.bitPattern || (x.alpha.isNaN && y.alpha.isNaN), "\(text): alpha")
        case (.failure(let x), .failure(let y)):
            #expect(x.message == y.message && x.offset == y.offset, "\(text)")
        default:
            Issue.record("\(text): \(a) against \(b)")
        }
    }

    /// Random origins on the 8-bit grid, the same every run.
    static func randomOrigins(_ count: Int) -> [String] {
        var random = SeededRandomGenerator(seed: 2026)
        let digits = Array("0123456789abcdef")
        return (0..<count).map { _ in "#" + String((0..<6).map { _ in digits[Int.random(in: 0..<16, using: &random)] }) }
    }

    @Test(arguments: templates)
    func relativeColorsReadThroughKeptRoutesAreTheColorsOfTheFullReading(_ template: String) {
        let routes = RelativeOriginRoutes()
        for origin in Self.origins + Self.randomOrigins(100) {
            let text = Self.text(template, origin)
            Self.expectSame(Self.streamed(text, routes), Self.full(text), text)
        }
    }

    @Test func badRelativeColorsSayWhatTheFullReadingSays() {
        let routes = RelativeOriginRoutes()
        _ = Self.streamed("oklch(from #123456 calc(l + 0.1) c h)", routes)
        for text in ["oklch(from #12345g calc(l + 0.1) c h)", "oklch(from #1234567 calc(l + 0.1) c h)",
                     "oklch(from #123456 calc(l + 0.1) c h", "oklch(from #123456 calc(l + 0.1) c h) x",
                     "oklch(from #123456 calc(l + 0.1) c h / 1 2)", "oklch(from #123456 calc(l +0.1) c h)",
                     "oklch(from #123456 calc(l + 0.1) c 10%)", "hsl(from #123456 h s l / 10deg)"] {
            Self.expectSame(Self.streamed(text, routes), Self.full(text), text)
        }
    }
}
