import Testing

/// Options whose value is a fraction, end to end: `10%` is 0.1 in each, and a number outside the option's
/// range is a usage error that shows the percentage it most likely meant.
@Suite("Fraction options") struct FractionOptionTests {
    /// The first line of a usage error, without swift-argument-parser's "Error: " in front.
    static func usageError(_ run: ProcessResult) -> String {
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        return first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
    }

    /// Each option with a number out of range, and the message that says so.
    static let refused: [(tool: String, arguments: [String], message: String)] = [
        ("colorconv", ["adjust", "--lighten", "10"], "--lighten 10 is outside 0…1; for 10 %, write --lighten 10%"),
        ("colorconv", ["adjust", "--darken", "25"], "--darken 25 is outside 0…1; for 25 %, write --darken 25%"),
        ("colorconv", ["adjust", "--lighten", "-10"], "--lighten -10 is outside -1…0; for -10 %, write --lighten -10%"),
        ("colorconv", ["adjust", "--saturate", "10"], "--saturate 10 is outside 0…0.4; for 10 %, write --saturate 10%"),
        ("colorconv", ["adjust", "--desaturate", "0.5"], "--desaturate 0.5 is outside 0…0.4"),
        ("colorconv", ["adjust", "--in", "hsl", "--saturate", "20"], "--saturate 20 is outside 0…1; for 20 %, write --saturate 20%"),
        ("colorconv", ["adjust", "--in", "lab", "--lighten", "150"], "--lighten 150 is outside 0…100"),
        ("colorconv", ["adjust", "--alpha", "50"], "--alpha 50 is outside 0…1; for 50 %, write --alpha 50%"),
        ("colorconv", ["adjust", "--alpha", "150%"], "--alpha 150% is outside 0%…100%"),
        ("colorconv", ["adjust", "--set", "oklch.l=70"], "--set oklch.l=70 is outside 0…1; for oklch.l=70 %, write --set oklch.l=70%"),
        ("colorconv", ["adjust", "--set", "hsl.s=50"], "--set hsl.s=50 is outside 0…1; for hsl.s=50 %, write --set hsl.s=50%"),
        ("colorconv", ["simulate", "--cvd", "protan", "--severity", "60"], "--severity 60 is outside 0…1; for 60 %, write --severity 60%"),
        ("colorconv", ["simulate", "--cvd", "protan", "--severity", "101"], "--severity 101 is outside 0…1"),
        ("colormix", ["--with", "white", "--by", "30"], "--by 30 is outside 0…1; for 30 %, write --by 30%"),
        ("colormix", ["--with", "white", "--by", "-5"], "--by -5 is outside 0…1"),
        ("colormix", ["--with", "white", "--by", "150%"], "The value '150%' is invalid for '--by <fraction>': outside 0%…100%"),
    ]

    @Test func numbersOutOfRangeShowThePercentage() throws {
        for (tool, arguments, message) in Self.refused {
            let run = try Tool.run(tool, arguments + ["tomato"])
            #expect(run.status == 64 && run.stdout.isEmpty, "\(arguments): \(run.status) \(run.stdout)")
            #expect(Self.usageError(run) == message, "\(arguments): \(run.stderr)")
        }
    }

    /// `N%` gives what the fraction N/100 gives (for adjust, N % of the channel's range).
    @Test(arguments: [
        ("colorconv", ["adjust", "--lighten"], "10%", "0.1"),
        ("colorconv", ["adjust", "--darken"], "20%", "0.2"),
        ("colorconv", ["adjust", "--saturate"], "10%", "0.04"),
        ("colorconv", ["adjust", "--desaturate"], "50%", "0.2"),
        ("colorconv", ["adjust", "--alpha"], "40%", "0.4"),
        ("colorconv", ["adjust", "--in", "hsl", "--set"], "hsl.l=30%", "hsl.l=0.3"),
        ("colorconv", ["simulate", "--cvd", "deutan", "--severity"], "60%", "0.6"),
        ("colormix", ["--with", "white", "--by"], "30%", "0.3"),
    ])
    func percentagesAreFractions(tool: String, option: [String], percentage: String, fraction: String) throws {
        let given = try Tool.run(tool, option + [percentage, "tomato", "#3a7bd5"])
        let plain = try Tool.run(tool, option + [fraction, "tomato", "#3a7bd5"])
        #expect(given.status == 0 && given.lines.count == 2, "\(given.stderr)")
        #expect(given.stdout == plain.stdout, "\(given.stdout) \(plain.stdout)")
    }

    /// Numbers inside the range, and angles, read as before.
    @Test func numbersInRangeAndAnglesAreUnchanged() throws {
        let lab = try Tool.run("colorconv", ["adjust", "--in", "lab", "--lighten", "10", "tomato"])
        #expect(lab.lines == [##"{"color":"lab(72.990904 59.364671 47.880706)","hex":"#ff9077"}"##], "\(lab.stderr)")
        let darker = try Tool.run("colorconv", ["adjust", "--lighten", "-0.1", "tomato"])
        let darkened = try Tool.run("colorconv", ["adjust", "--darken", "0.1", "tomato"])
        #expect(darker.status == 0 && darker.stdout == darkened.stdout, "\(darker.stderr)")
        for angle in ["90", "400", "-30", "0.25turn"] {
            let run = try Tool.run("colorconv", ["adjust", "--rotate", angle, "tomato"])
            #expect(run.status == 0 && run.lines.count == 1, "\(angle): \(run.stderr)")
        }
        let quarter = try Tool.run("colorconv", ["adjust", "--rotate", "90", "tomato"])
        let turn = try Tool.run("colorconv", ["adjust", "--rotate", "0.25turn", "tomato"])
        #expect(quarter.stdout == turn.stdout)
        let chroma = try Tool.run("colorconv", ["adjust", "--set", "oklch.c=0.5", "tomato"])
        #expect(chroma.status == 0, "a chroma above its reference range is a color: \(chroma.stderr)")
    }
}
