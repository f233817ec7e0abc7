// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "chromatools",
    products: [
        .library(name: "ChromaKit", targets: ["ChromaKit"]),
        .executable(name: "colorconv", targets: ["colorconv"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "ChromaKit"),
        .systemLibrary(name: "CReadline", path: "Sources/CReadline"),
        .target(
            name: "ChromaCLI",
            dependencies: [
                "ChromaKit", "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "colorconv",
            dependencies: [
                "ChromaKit", "ChromaCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "repl-fixture", dependencies: ["ChromaCLI"], path: "Tests/Fixtures/repl-fixture"),
        .testTarget(name: "ChromaKitTests", dependencies: ["ChromaKit"]),
        .testTarget(name: "ChromaCLITests", dependencies: ["ChromaCLI", "ChromaKit"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["ChromaKit"],
            exclude: ["Snapshots"]
        ),
    ]
)
