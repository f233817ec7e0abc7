import Testing

/// `--color-scheme` decides which color CSS `light-dark()` is, in arguments and records alike (light by default).
@Suite("--color-scheme and light-dark()") struct ColorSchemeOptionTests {
    @Test func argumentsAndRecordsFollowTheScheme() throws {
        let light = try Tool.run("colorconv", ["light-dark(white, black)"])
        #expect(light.stdout == ##"{"color":"#ffffff","hex":"#ffffff"}"## + "\n")
        let dark = try Tool.run("colorconv", ["light-dark(white, black)", "--color-scheme", "dark"])
        #expect(dark.stdout == ##"{"color":"#000000","hex":"#000000"}"## + "\n")
        let records = try Tool.shell(#"printf '{"color":"light-dark(red, blue)"}\n' | colorconv --color-scheme dark"#)
        #expect(records.stdout == ##"{"color":"#0000ff","hex":"#0000ff"}"## + "\n")
        let mixed = try Tool.run("colormix", ["light-dark(red, blue)", "white", "--in", "srgb", "--color-scheme", "dark", "--format", "hex"])
        #expect(mixed.stdout == "#8080ff\n", "\(mixed.stderr)")
        let withOption = try Tool.run("colormix", ["white", "--with", "light-dark(red, blue)", "--in", "srgb", "--color-scheme", "dark", "--format", "hex"])
        #expect(withOption.stdout == "#8080ff\n", "\(withOption.stderr)")
        let distance = try Tool.run("colorconv", ["distance", "blue", "--to-color", "light-dark(red, blue)", "--color-scheme", "dark"])
        #expect(distance.stdout.contains(#""deltaE":0"#), "\(distance.stdout)")
    }

    @Test func everyCommandThatReadsAColorTakesTheScheme() throws {
        let commands: [(tool: String, arguments: [String], dark: String)] = [
            ("gradient", ["make", "light-dark(red, blue)", "white", "--steps", "2", "--format", "hex"], "#0000ff\n#ffffff\n"),
            ("colormix", ["steps", "light-dark(red, blue)", "white", "-n", "2", "--format", "hex"], "#0000ff\n#ffffff\n"),
            ("colorconv", ["sort", "light-dark(red, blue)"], ##"{"color":"#0000ff","hex":"#0000ff"}"## + "\n"),
            ("colorconv", ["paint", "light-dark(red, blue)", "hi", "--color", "always"], "\u{1B}[38;5;21mhi\u{1B}[0m\n"),
        ]
        for command in commands {
            let dark = try Tool.run(command.tool, command.arguments + ["--color-scheme", "dark"], environment: ["COLORTERM": ""])
            #expect(dark.stdout == command.dark, "\(command.arguments): \(dark.stderr)")
            let light = try Tool.run(command.tool, command.arguments, environment: ["COLORTERM": ""])
            #expect(light.status == 0 && light.stdout != command.dark, "\(command.arguments) in light: \(light.stdout)")
        }
        let kept = try Tool.run("colorconv", ["distinct", "-n", "2", "--keep", "light-dark(red, blue)", "--seed", "1", "--color-scheme", "dark"])
        #expect(kept.stdout.hasPrefix(##"{"color":"#0000ff""##), "\(kept.stdout)")
    }

    @Test func anUnknownSchemeIsAUsageError() throws {
        let result = try Tool.run("colorconv", ["red", "--color-scheme", "dim"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'dim' is invalid for '--color-scheme <scheme>'"), "\(result.stderr)")
    }
}
