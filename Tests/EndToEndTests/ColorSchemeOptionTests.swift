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

    @Test func anUnknownSchemeIsAUsageError() throws {
        let result = try Tool.run("colorconv", ["red", "--color-scheme", "dim"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'dim' is invalid for '--color-scheme <scheme>'"), "\(result.stderr)")
    }
}
