// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Segue",
  products: [
    .library(name: "Segue", targets: ["Segue"]),
    .library(name: "SegueSDL", targets: ["SegueSDL"]),
    .library(name: "SeguePlayground", targets: ["SeguePlayground"]),
    .library(name: "SegueDemos", targets: ["SegueDemos"]),
    .library(name: "SegueTesting", targets: ["SegueTesting"]),
    .executable(name: "segue", targets: ["segue"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The model: Foundation only, never SDL, never the wall clock.
    .target(name: "Segue"),
    // SDL2 + SDL2_image + SDL2_ttf, from the system's include and library paths (the shim
    // includes <SDL2/…>, and names the packages to install when they are missing). Not
    // through pkg-config: sdl2.pc's cflags carry -D_REENTRANT, which SwiftPM drops with a
    // warning on every build of every package that uses Segue. (SwiftPM reads `providers`
    // only with `pkgConfig`.)
    .systemLibrary(name: "CSDL2"),
    // giflib, for animated GIF export (giflib ships no pkg-config file; the shim names the
    // package when it is missing).
    .systemLibrary(name: "CGIF"),
    // cairo (with pixman and FreeType underneath): the rasteriser of every frame.
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libpixman-1-dev", "libfreetype-dev"])]
    ),
    // libpng, for writing PNGs with fast settings (SDL_image's encoder tries every filter at
    // zlib level 6); a C shim turns its longjmp errors into a return code.
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // Pixel loops in C, vectorised by the compiler or in SSE2 and AVX2: the backdrop blur's,
    // a translucent color OVER a fill's runs, and an opaque color's long rows stored with
    // x86-64's string store.
    .target(name: "CPixelKernels"),
    // cairo's anti-aliased fill of a path (its tor scan converter and what leads to it), in C
    // with memory kept between fills: cairo allocates for every such fill.
    .target(name: "CPathRaster"),
    // The only code that sees SDL: window host, event translation, renderer, PNG and GIF I/O.
    .target(
      name: "SegueSDL",
      dependencies: ["Segue", "CSDL2", "CCairo", "CGIF", "CPNG", "CPixelKernels", "CPathRaster"]),
    // The playground app with no window system: scenes, tuning, inspector, time controls,
    // overlays, configs and replays; fed input and time by a host, so unit tests drive it
    // without SDL.
    .target(name: "SeguePlaygroundCore", dependencies: ["Segue"]),
    // The playground users import: the core in an SDL window, its command line, recording
    // and screenshots; `Playground.run(scenes:)`.
    .target(
      name: "SeguePlayground",
      dependencies: [
        "Segue", "SeguePlaygroundCore", "SegueSDL",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The scenes only: seed samples and showcase transitions.
    .target(
      name: "SegueDemos", dependencies: ["Segue", "SeguePlaygroundCore", "SegueDemosPorted"],
      exclude: ["Ported"]),
    // Third-party transitions as `segue port` leaves them, in the Swift 5 language mode
    // their own packages build in (a nonisolated animator that makes views compiles there,
    // as against UIKit).
    .target(
      name: "SegueDemosPorted", dependencies: ["Segue"], path: "Sources/SegueDemos/Ported",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // `segue port`: rewrites iOS sources for Segue (imports, #selector target/action). Sees
    // only swift-syntax, never Segue or SDL: it reads and writes text.
    .target(
      name: "SeguePort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "SegueTesting",
      dependencies: [
        "Segue", "SegueSDL", "SeguePlaygroundCore",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
    .executableTarget(
      name: "segue",
      dependencies: [
        "Segue", "SegueSDL", "SeguePlayground", "SegueDemos", "SeguePort",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The tests' seeded random numbers: a fuzz run is reproduced from its seed.
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    // Unit tests of the model: they never link SDL.
    .testTarget(
      name: "SegueTests",
      dependencies: ["Segue", "SeguePlaygroundCore", "SegueDemos", "SeededRandom"],
      exclude: ["Animation/__Snapshots__"]
    ),
    // A client in Swift 5 language mode, as most iOS code still builds: views touched from
    // nonisolated animators and helpers compile, as against clang-imported UIKit.
    .testTarget(
      name: "SegueSwift5Tests", dependencies: ["Segue"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // `segue port`'s rewrites, before and after, on text alone.
    .testTarget(name: "SeguePortTests", dependencies: ["SeguePort"], exclude: ["Fixtures"]),
    // Pixels: screenshot goldens and the end-to-end window test.
    .testTarget(
      name: "SegueSDLTests",
      dependencies: [
        "Segue", "SegueSDL", "SeguePlaygroundCore", "SeguePlayground", "SegueDemos",
        "SegueTesting", "segue", "CPixelKernels", "SeededRandom",
      ],
      exclude: ["__Snapshots__"],
      // The window sessions' async helpers run on their caller's actor: a suite on the main
      // actor awaits them (holding no thread) without sending its session elsewhere.
      swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
    ),
    // The benchmarks' shared budget (full or `Scripts/benchmark --quick`) and scene drags.
    .target(
      name: "BenchmarkSupport",
      dependencies: ["Segue", "SegueDemos", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/BenchmarkSupport"
    ),
    // Run with `swift package benchmark`: the cost of one frame of 1,000 animations.
    .executableTarget(
      name: "AnimationBenchmarks",
      dependencies: [
        "Segue", "BenchmarkSupport", .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/AnimationBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Frame cost against raw SDL in the same run, and the model side alone.
    .executableTarget(
      name: "FrameBenchmarks",
      dependencies: [
        "Segue", "SegueSDL", "SegueDemos", "CSDL2", "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/FrameBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Memory over 1,000s of transition cycles: what a sample allocates, it frees.
    .executableTarget(
      name: "SoakBenchmarks",
      dependencies: ["Segue", .product(name: "Benchmark", package: "benchmark")],
      path: "Benchmarks/SoakBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Auto Layout: the solver's re-solve of 1,000 constraints after one constant change.
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [
        "Segue", "BenchmarkSupport", .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/LayoutBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Lists: a frame of scrolling through 100 and 100,000 table rows costs the same.
    .executableTarget(
      name: "ListBenchmarks",
      dependencies: [
        "Segue", "BenchmarkSupport", .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ListBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One mouse event through hit test, recognizers, arena and action; the velocity query.
    .executableTarget(
      name: "InputBenchmarks",
      dependencies: [
        "Segue", "SegueDemos", "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/InputBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
