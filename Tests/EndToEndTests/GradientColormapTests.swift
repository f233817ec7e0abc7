import Testing

/// `gradient --colormap` end to end (gradient(1), COLORMAPS).
@Suite("gradient colormaps") struct GradientColormapTests {
    @Test func aColormapsStepsAreMatplotlibsAndAnUnknownNameListsTheNames() throws {
        let hex = try Tool.run("gradient", ["--colormap", "viridis", "--steps", "5", "--format", "hex"])
        // matplotlib 3.11.2: colormaps["viridis"](np.linspace(0, 1, 5)), to 8 bits.
        #expect(hex.status == 0 && hex.lines == ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"], "\(hex.stdout)\(hex.stderr)")
        let css = try Tool.run("gradient", ["--colormap", "turbo", "--format", "css"])
        #expect(css.stdout.hasPrefix("linear-gradient(to right in srgb, ") && css.stdout.components(separatedBy: "%").count == 257,
                "turbo's 256 entries as stops: \(css.stdout.prefix(200))")
        let unknown = try Tool.run("gradient", ["--colormap", "jet"])
        #expect(unknown.status == 64 && unknown.stderr.contains("viridis, magma, inferno, plasma, cividis, turbo"), "\(unknown.stderr)")
        let stops = try Tool.run("gradient", ["--colormap", "magma", "red", "blue"])
        #expect(stops.status == 64 && stops.stderr.contains("give no stops"), "\(stops.stderr)")
    }
}
