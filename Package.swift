// swift-tools-version:6.2
// 6.2 is the oldest Swift that builds the package: the CSS parser keeps its
// numbers in an InlineArray, whose count is an integer generic parameter (SE-0453,
// SE-0452, both new in Swift 6.2). Tools versions from 6.0 on build in the Swift 6
// language mode, which the code needs (it does not compile in the Swift 5 mode
// of 5.x); 6.2 changes no compiler flag over 6.0.
import PackageDescription

/// Release builds leave out the run-time exclusivity checks of the libraries' hot
/// paths (about 10% of `colorconv --to oklch` throughput, see bench/). The
/// compile-time checks stay, and debug builds — the ones `make test` runs —
/// keep the run-time checks too.
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
    ],
    targets: [
        .target(name: "ChromaKit", swiftSettings: releaseSettings),
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // SQLite's header for its types; the library is loaded with dlopen when a store opens, never linked.
        .target(name: "CSQLite"),
        .target(
            name: "ChromaCLI",
            dependencies: [
                "ChromaKit", "CReadline", "CZlib",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSettings
        ),
        // The score store, on a thin layer over the system's SQLite (loaded only when a store opens).
        .target(
            name: "ChromaScores",
            dependencies: ["ChromaKit", "ChromaCLI", "CSQLite"],
            swiftSettings: releaseSettings
        ),
        // What the three color games share beyond the engine: options, sessions, batch mode, the terminal game.
        .target(
            name: "ChromaGames",
            dependencies: [
                "ChromaKit", "ChromaCLI", "ChromaScores",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSettings
        ),
        // ghostdraw's canvas, REPL, log files and picture output: the drawing tool needs neither scores nor SQLite.
        .target(
            name: "ChromaDraw",
            dependencies: [
                "ChromaKit", "ChromaCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: releaseSettings
        ),
        .target(
            name: "ColorconvCommands",
            dependencies: [
                "ChromaKit", "ChromaCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/colorconv",
            swiftSettings: releaseSettings
        ),
        .executableTarget(name: "repl-fixture", dependencies: ["ChromaCLI"], path: "Tests/Fixtures/repl-fixture"),
        .executableTarget(name: "score-fixture", dependencies: ["ChromaScores"], path: "Tests/Fixtures/score-fixture"),
        .executableTarget(name: "slider-fixture", dependencies: ["ChromaCLI"], path: "Tests/Fixtures/slider-fixture"),
        .executableTarget(name: "panel-fixture", dependencies: ["ChromaCLI", "ChromaKit"], path: "Tests/Fixtures/panel-fixture"),
        .target(
            name: "ColormixCommands",
            dependencies: [
                "ChromaKit", "ChromaCLI", "ChromaGames",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/colormix",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "GradientCommands",
            dependencies: [
                "ChromaKit", "ChromaCLI", "ChromaGames",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/gradient",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "BullseyeCommands",
            dependencies: [
                "ChromaKit", "ChromaCLI", "ChromaScores",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/bullseye",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "ChromaQuizCommands",
            dependencies: [
                "ChromaKit", "ChromaCLI", "ChromaScores", "ChromaGames",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/chroma-quiz",
            swiftSettings: releaseSettings
        ),
        .target(
            name: "GhostdrawCommands",
            dependencies: [
                "ChromaKit", "ChromaCLI", "ChromaDraw",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Tools/ghostdraw",
            swiftSettings: releaseSettings
        ),
        .executableTarget(
            name: "chromatools",
            dependencies: [
                "ChromaCLI", "ColorconvCommands", "ColormixCommands", "GradientCommands",
                "BullseyeCommands", "ChromaQuizCommands", "GhostdrawCommands",
            ],
            swiftSettings: releaseSettings
        ),
        .testTarget(name: "ChromaKitTests", dependencies: ["ChromaKit"]),
        .testTarget(
            name: "ChromaCLITests",
            dependencies: ["ChromaCLI", "ChromaKit", "ChromaScores", "ChromaDraw", "CZlib"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["ChromaKit"],
            exclude: ["Snapshots"]
        ),
    ]
)
