// swift-tools-version:6.2
// 6.2 is the oldest Swift that builds the package: the CSS parser keeps its
// numbers in an InlineArray, whose count is an integer generic parameter (SE-0453,
// SE-0452, both new in Swift 6.2). Tools versions from 6.0 on build in the Swift 6
// language mode, which the code needs (it does not compile in the Swift 5 mode
// of 5.x); 6.2 changes no compiler flag over 6.0.
//
// chromatools is under the MIT licence (LICENSE).
import PackageDescription

/// Release builds of the modules above ChromaKit leave out the run-time
/// exclusivity checks of their hot paths (about 10% of `colorconv --to oklch`
/// throughput, see bench/). The compile-time checks stay, and debug builds —
/// the ones `make test` runs — keep the run-time checks too. ChromaKit, a
/// library other packages may depend on, is built with no unsafe flags.
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

let package = Package(
    name: "chromatools",
    products: [
        .library(name: "ChromaKit", targets: ["ChromaKit"]),
        // One executable for the six tools, which it tells apart by the name it is started by.
        .executable(name: "chromatools", targets: ["chromatools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The `generate-documentation` command that `make docs-api` builds ChromaKit's DocC documentation with.
        // A command plugin: no target depends on it, and nothing of it is built into the tools or ChromaKit.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Color science and CSS: spaces, parsing and serialization, ΔE, gamut mapping, interpolation.
        // Pure, and built without unsafe flags, so that other packages can depend on it.
        .target(name: "ChromaKit"),
        // What every tool runs on: messages, exit statuses, buffered output, files, the environment,
        // and JSON objects read and written without allocating.
        .target(name: "ChromaRuntime", dependencies: ["ChromaKit"], swiftSettings: releaseSettings),
        // The NDJSON record path: blocks of lines, the record stream and its jobs, the color fields.
        .target(name: "ChromaStream", dependencies: ["ChromaKit", "ChromaRuntime"], swiftSettings: releaseSettings),
        // The games' rules as pure state machines (bullseye, the color games, ghostdraw), their batch
        // protocols and the clocks they read.
        .target(name: "ChromaGameEngines", dependencies: ["ChromaKit", "ChromaRuntime"], swiftSettings: releaseSettings),
        // readline's headers for their types; the library is loaded with dlopen when a prompt starts, never linked.
        .target(name: "CReadline"),
        // SQLite's header for its types; the library is loaded with dlopen when a store opens, never linked.
        .target(name: "CSQLite"),
        // The terminal: the readline REPL, raw-mode screens and widgets, terminal colors, signals.
        .target(
            name: "ChromaTerminal",
            dependencies: ["ChromaKit", "ChromaRuntime", "CReadline"],
            swiftSettings: releaseSettings
        ),
        // zlib's header for its types; the library is loaded with dlopen when a PNG is written, never linked.
        .target(name: "CZlib"),
        // Pictures: PNG and SVG, written atomically to files.
        .target(name: "ChromaImages", dependencies: ["ChromaKit", "ChromaRuntime", "CZlib"], swiftSettings: releaseSettings),
        // The score store, on a thin layer over the system's SQLite (loaded only when a store opens).
        .target(name: "ChromaScores", dependencies: ["ChromaKit", "ChromaRuntime", "CSQLite"], swiftSettings: releaseSettings),
        // The command line every tool shares: option groups, color arguments, completion, the multi-call entry.
        .target(
            name: "ChromaCLI",
            dependencies: ["ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: releaseSettings
        ),
        // A game's session around its engine: options, clocks, scores, batch mode, the terminal game.
        .target(
            name: "ChromaGames",
            dependencies: [
                "ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaGameEngines", "ChromaTerminal", "ChromaScores", "ChromaCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSettings
        ),
        .target(
            name: "ColorconvCommands",
            dependencies: ["ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaCLI", "ChromaTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/colorconv",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "ColormixCommands",
            dependencies: ["ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaCLI", "ChromaTerminal", "ChromaGameEngines", "ChromaGames", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/colormix",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "GradientCommands",
            dependencies: ["ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaCLI", "ChromaTerminal", "ChromaImages", "ChromaGameEngines", "ChromaGames", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/gradient",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "BullseyeCommands",
            dependencies: ["ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaCLI", "ChromaTerminal", "ChromaGameEngines", "ChromaScores", "ChromaGames", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/bullseye",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "ChromaQuizCommands",
            dependencies: ["ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaCLI", "ChromaTerminal", "ChromaGameEngines", "ChromaScores", "ChromaGames", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/chroma-quiz",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "GhostdrawCommands",
            dependencies: ["ChromaKit", "ChromaRuntime", "ChromaStream", "ChromaCLI", "ChromaTerminal", "ChromaImages", "ChromaGameEngines", "ChromaScores", "ChromaGames", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Tools/ghostdraw",
            swiftSettings: releaseSettings
        ),
        .executableTarget(
            name: "chromatools",
            dependencies: [
                "ChromaRuntime", "ChromaCLI", "ColorconvCommands", "ColormixCommands", "GradientCommands",
                "BullseyeCommands", "ChromaQuizCommands", "GhostdrawCommands",
            ],
            swiftSettings: releaseSettings,
            // The static Swift runtime's link flags export every public symbol of the executable's own
            // modules (about 6,000, which nothing looks up); at each start the runtime's dladdr() call
            // then walks them all, and the dynamic linker carries them. The executable exports none.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
        ),
        // ChromaKit's documented programs: the snippet of README.md's "Using ChromaKit" and the snippets of the
        // getting-started article (Sources/ChromaKit/ChromaKit.docc), each the same text as its main.swift, which
        // EndToEndTests checks and runs, holding what it prints to the comments beside the code.
        .executableTarget(name: "chromakit-example", dependencies: ["ChromaKit"], path: "Examples/chromakit-example"),
        .executableTarget(name: "chromakit-getting-started", dependencies: ["ChromaKit"], path: "Examples/chromakit-getting-started"),
        // bench/deltae2000.sh's timing of the CIEDE2000 kernel against a C program: a benchmark, never installed.
        .executableTarget(name: "deltae2000-bench", dependencies: ["ChromaKit"], path: "bench/DeltaE2000Bench"),
        // make docs's writer of the lists that follow from the registries (man pages, schema/, completions/): never installed.
        .executableTarget(name: "docs-generator", dependencies: ["ChromaKit"], path: "Tools/DocsGenerator"),
        .executableTarget(name: "repl-fixture", dependencies: ["ChromaTerminal", "ChromaRuntime"], path: "Tests/Fixtures/repl-fixture"),
        .executableTarget(name: "score-fixture", dependencies: ["ChromaScores", "ChromaRuntime"], path: "Tests/Fixtures/score-fixture"),
        .executableTarget(name: "slider-fixture", dependencies: ["ChromaTerminal"], path: "Tests/Fixtures/slider-fixture"),
        .executableTarget(name: "panel-fixture", dependencies: ["ChromaTerminal", "ChromaGameEngines", "ChromaGames", "ChromaKit"], path: "Tests/Fixtures/panel-fixture"),
        .testTarget(name: "ChromaKitTests", dependencies: ["ChromaKit"]),
        .testTarget(name: "ChromaStreamTests", dependencies: ["ChromaRuntime", "ChromaStream", "ChromaKit"]),
        .testTarget(name: "ChromaGameEnginesTests", dependencies: ["ChromaGameEngines", "ChromaRuntime", "ChromaKit"]),
        .testTarget(name: "ChromaTerminalTests", dependencies: ["ChromaTerminal", "ChromaGameEngines", "ChromaKit"]),
        .testTarget(
            name: "ChromaImagesTests", dependencies: ["ChromaImages", "ChromaRuntime", "ChromaStream", "ChromaKit", "CZlib"],
            // The tests' own PNG decoder inflates with zlib, linked here (the tools load it when they write a PNG).
            linkerSettings: [.linkedLibrary("z")]
        ),
        .testTarget(name: "ChromaGamesTests", dependencies: ["ChromaGames", "ChromaTerminal", "ChromaGameEngines", "ChromaKit"]),
        .testTarget(name: "ChromaScoresTests", dependencies: ["ChromaScores", "ChromaGames", "ChromaKit"]),
        .testTarget(name: "ChromaCLITests", dependencies: ["ChromaCLI", "ChromaTerminal", "ChromaRuntime", "ChromaStream", "ChromaKit"]),
        .testTarget(name: "ColorconvTests", dependencies: ["ColorconvCommands", "ChromaCLI", "ChromaRuntime", "ChromaStream", "ChromaKit"]),
        .testTarget(name: "GhostdrawTests", dependencies: ["GhostdrawCommands", "ChromaGames", "ChromaGameEngines", "ChromaTerminal", "ChromaRuntime", "ChromaStream", "ChromaKit"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["ChromaKit", "ChromaGameEngines"],
            exclude: ["Snapshots"]
        ),
    ]
)

// Warnings are errors in the package's own code (not in its dependencies, and not for a package that
// depends on ChromaKit: SwiftPM leaves warnings alone in a dependency).
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
