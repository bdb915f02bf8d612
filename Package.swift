// swift-tools-version: 6.2
// Burin: asynchronous drawing of a terminal list, in the manner of Graver and YYAsyncLayer.
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    // The engine is generic over an app's renderer, and its hot paths (the pipeline's frame, the
    // scheduler's dictionaries keyed by `ContentKey<Style>`) would otherwise run unspecialized in the
    // app's module: metadata lookups and value-witness copies on every key, ~1.5x the main loop's time
    // (`burin bench --scenario micro`, docs/DECISIONS.md). Tools version 6.2 lets a package that
    // depends on Burin accept this flag.
    .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release)),
]

let package = Package(
    name: "Burin",
    // Linux only (Debian 12 is what is tested): /proc for byte and memory counters, glibc's wcwidth
    // for widths, ncursesw, fontconfig and FreeType from Debian. No Apple platform is claimed.
    products: [
        // The engine: an app brings its items and a renderer; the engine lays rows out and draws them
        // off the main loop, shows them in a terminal or a snapshot, and runs the list around them.
        .library(
            name: "Burin",
            targets: [
                "BurinCore", "BurinTerminal", "BurinText", "BurinRaster", "BurinScreen", "BurinSnapshot", "BurinList",
                "BurinGraphics", "BurinFetch",
            ]),
        .executable(name: "burin", targets: ["burin"]),
    ],
    targets: [
        // C libraries, one shim target each. No other target shows a C type in a public signature.
        // No pkgConfig: its -D_XOPEN_SOURCE flags are refused by SwiftPM (a warning); shim.h defines them.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // A regular C target, not a system library: libjpeg's errors need setjmp/longjmp, which only C can do.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // Process set-up only C can reach (malloc's arena cap), for the executable.
        .target(name: "CProcess"),
        // Pseudo-terminals (posix_openpt and friends, posix_spawn's SETSID), for the test harness and
        // the bench that runs the viewer in one.
        .target(name: "CPseudoTerminal"),

        // Geometry, cells, bitmaps, row layouts, sentinels, the scheduler, clocks. Imports no C module.
        // `.rounded()` and friends call libm, which Linux does not link by itself.
        .target(name: "BurinCore", swiftSettings: strict, linkerSettings: [.linkedLibrary("m")]),
        // Widths, grapheme clusters, sanitising, line breaking, truncation, attributed runs.
        .target(name: "BurinText", dependencies: ["BurinCore"], swiftSettings: strict),
        // The terminal's two streams as the program sees them: its input (keys, mouse reports and answers
        // to questions, decoded by one automaton for the whole session) and what the program's output
        // does to its screen (followed by an interpreter). Imports no C module.
        .target(name: "BurinTerminal", dependencies: ["BurinCore", "BurinText"], swiftSettings: strict),
        // Pixel canvas, shapes, images, FreeType glyphs, blitters, the row drawer.
        .target(
            name: "BurinRaster",
            dependencies: ["BurinCore", "BurinText", "CFreeType", "CFontconfig", "CPNG", "CJPEG"],
            swiftSettings: strict),
        // The Screen seam: ncurses, headless, colour reduction, input. Links no image or font library.
        .target(
            name: "BurinScreen", dependencies: ["BurinCore", "BurinTerminal", "BurinText", "CNcursesw"],
            swiftSettings: strict),
        // Frames written as text, ANSI or PNG (FreeType text, libpng): for snapshots, not for terminals.
        .target(
            name: "BurinSnapshot", dependencies: ["BurinCore", "BurinScreen", "BurinRaster"], swiftSettings: strict),
        // Real pixels: terminal graphics detection, kitty and sixel encoders, the placement planner.
        .target(
            name: "BurinGraphics", dependencies: ["BurinCore", "BurinTerminal", "BurinRaster", "CZlib"],
            swiftSettings: strict),
        // The generic list viewer: the main loop, scrolling, keys, filter, focus, status bar, fps
        // overlay, help and snapshots, for any app's items and renderer.
        .target(
            name: "BurinList",
            dependencies: [
                "BurinCore", "BurinTerminal", "BurinText", "BurinRaster", "BurinScreen", "BurinSnapshot",
                "BurinGraphics",
            ],
            swiftSettings: strict),
        // The merchant feed: records, loading, the card and banner designs.
        .target(
            name: "BurinFeed", dependencies: ["BurinCore", "BurinText", "BurinRaster", "BurinList", "BurinGraphics"],
            swiftSettings: strict),
        // Demo data for the feed: `burin gen`'s merchants, painted photos and thumbnails, and the bench's
        // photo feed. The viewer never runs it: it reads what `gen` wrote like any other feed.
        .target(
            name: "BurinDemoData", dependencies: ["BurinCore", "BurinText", "BurinRaster"],
            swiftSettings: strict),
        // Images by URL: bounded fetching (URLSession), a disk cache, a store the main loop polls.
        .target(name: "BurinFetch", dependencies: ["BurinCore"], swiftSettings: strict),
        // The merchant viewer: the feed as an app of the list viewer (its items, renderer, actions).
        .target(
            name: "BurinViewer",
            dependencies: [
                "BurinCore", "BurinTerminal", "BurinText", "BurinRaster", "BurinScreen", "BurinSnapshot", "BurinList",
                "BurinFeed", "BurinFetch",
            ],
            swiftSettings: strict),
        // Image-quality measures: SSIM, CIEDE2000, PSNR and half-block cells seen as the pixels a terminal
        // shows. For the bench and the tests: nothing in the product measures its pictures.
        .target(name: "BurinQuality", dependencies: ["BurinCore", "BurinRaster"], swiftSettings: strict),
        // `burin bench`: scenarios that run the real pipeline and report figures (the keys scenario runs
        // the real binary in the test support's pseudo-terminal).
        .target(
            name: "BurinBench",
            dependencies: [
                "BurinCore", "BurinTerminal", "BurinText", "BurinRaster", "BurinScreen", "BurinSnapshot", "BurinList",
                "BurinFeed", "BurinDemoData", "BurinViewer", "BurinGraphics", "BurinFetch", "BurinQuality",
                "BurinTestSupport",
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "burin",
            dependencies: [
                "BurinCore", "BurinTerminal", "BurinText", "BurinScreen", "BurinSnapshot", "BurinList", "BurinFeed",
                "BurinDemoData", "BurinViewer", "BurinBench", "BurinGraphics", "BurinFetch", "CProcess",
            ],
            swiftSettings: strict),

        // An app built on the library alone (only the modules of the Burin product): a git history.
        .executableTarget(
            name: "burin-gitlog",
            dependencies: [
                "BurinCore", "BurinText", "BurinRaster", "BurinScreen", "BurinSnapshot", "BurinList", "BurinGraphics",
            ],
            path: "Examples/GitLog", swiftSettings: strict),

        // What tests (and the bench) run the product against: pseudo-terminals, tmux, X11 terminals, a
        // loopback image server, a fetch transport stepped by hand, temporary folders. Not in the product.
        .target(
            name: "BurinTestSupport",
            dependencies: ["BurinCore", "BurinTerminal", "BurinText", "BurinFetch", "CPseudoTerminal"],
            swiftSettings: strict),
        // Runs graphics detection inside a real terminal for the screen tests (not shipped).
        .executableTarget(
            name: "burin-pixels-probe", dependencies: ["BurinGraphics"], path: "Sources/BurinPixelsProbe",
            swiftSettings: strict),
        .testTarget(name: "BurinCoreTests", dependencies: ["BurinCore", "BurinTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "BurinTerminalTests", dependencies: ["BurinTerminal", "BurinCore"], swiftSettings: strict),
        .testTarget(name: "BurinTextTests", dependencies: ["BurinText", "BurinTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "BurinRasterTests", dependencies: ["BurinRaster", "BurinTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "BurinQualityTests", dependencies: ["BurinQuality", "BurinRaster", "BurinCore"],
            swiftSettings: strict),
        .testTarget(
            name: "BurinScreenTests", dependencies: ["BurinScreen", "BurinTerminal", "BurinTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "BurinSnapshotTests", dependencies: ["BurinSnapshot", "BurinTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "BurinGraphicsTests",
            dependencies: ["BurinGraphics", "BurinTerminal", "BurinQuality", "BurinTestSupport", "burin-pixels-probe"],
            swiftSettings: strict),
        .testTarget(
            name: "BurinFeedTests", dependencies: ["BurinFeed", "BurinDemoData", "BurinList", "BurinTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: strict),
        .testTarget(
            name: "BurinDemoDataTests",
            dependencies: ["BurinDemoData", "BurinFeed", "BurinCore", "BurinRaster", "BurinTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "BurinFetchTests", dependencies: ["BurinFetch", "BurinCore", "BurinTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "BurinViewerTests",
            dependencies: [
                "BurinViewer", "BurinList", "BurinTerminal", "BurinFetch", "BurinRaster", "BurinDemoData",
                "BurinTestSupport",
            ],
            swiftSettings: strict),
        // The list viewer with a tiny app of its own (no merchant, no feed): keys, filter, focus,
        // status bar, help, overlay, momentum, on the headless screen.
        .testTarget(
            name: "BurinListTests",
            dependencies: [
                "BurinList", "BurinCore", "BurinTerminal", "BurinText", "BurinRaster", "BurinScreen", "BurinGraphics",
                "BurinTestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "BurinBenchTests",
            dependencies: [
                "BurinBench", "BurinCore", "BurinRaster", "BurinGraphics", "BurinQuality", "BurinTestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "GitLogExampleTests",
            dependencies: [
                "burin-gitlog", "BurinCore", "BurinList", "BurinScreen", "BurinSnapshot", "BurinGraphics",
                "BurinTestSupport",
            ],
            exclude: ["Snapshots"],
            swiftSettings: strict),
        .testTarget(
            name: "BurinTestSupportTests", dependencies: ["BurinTestSupport", "BurinCore"], swiftSettings: strict),
        .testTarget(
            name: "BurinEndToEndTests",
            dependencies: [
                "BurinTestSupport", "BurinCore", "BurinTerminal", "BurinRaster", "BurinScreen", "BurinFeed",
                "BurinViewer", "BurinGraphics", "BurinQuality",
            ],
            swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
