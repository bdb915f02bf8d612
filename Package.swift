// swift-tools-version: 6.2
// Burin: asynchronous drawing of a terminal list, in the manner of Graver and YYAsyncLayer.
// The tree reads as the architecture: Sources/Engine is the library product, Sources/Apps the
// programs built on it, Sources/Tools what developers run (bench, demo data, test support), and
// Sources/Shims one C library each. docs/ARCHITECTURE.md has the map.
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

/// A target of the engine, the apps or the tools, in its folder.
func target(
    _ name: String, in folder: String, dependencies: [Target.Dependency] = [], linkerSettings: [LinkerSetting] = []
) -> Target {
    .target(
        name: name, dependencies: dependencies, path: "Sources/\(folder)", swiftSettings: strict,
        linkerSettings: linkerSettings)
}

/// A test target, in the folder that mirrors its sources'.
func tests(
    _ name: String, in folder: String, dependencies: [Target.Dependency], exclude: [String] = []
) -> Target {
    .testTarget(
        name: name, dependencies: dependencies, path: "Tests/\(folder)", exclude: exclude, swiftSettings: strict)
}

/// A C library, one shim target each. No other target shows a C type in a public signature.
/// No pkgConfig for ncursesw: its -D_XOPEN_SOURCE flags are refused by SwiftPM (a warning); shim.h defines them.
func shim(_ name: String, pkgConfig: String? = nil, apt: String) -> Target {
    .systemLibrary(name: name, path: "Sources/Shims/\(name)", pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "Burin",
    // Linux only (Debian 12 is what is tested): /proc for byte and memory counters, glibc's wcwidth
    // for widths, ncursesw, fontconfig and FreeType from Debian. No Apple platform is claimed.
    products: [
        // The engine: an app brings its items and a renderer; the engine lays rows out and draws them
        // off the main loop, shows them in a terminal or a snapshot, and runs the list around them.
        // An app writes `import Burin`.
        .library(name: "Burin", targets: ["Burin"]),
        .executable(name: "burin", targets: ["burin"]),
    ],
    targets: [
        // MARK: C libraries (Sources/Shims)
        shim("CNcursesw", apt: "libncurses-dev"),
        shim("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        shim("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig-dev"),
        shim("CPNG", pkgConfig: "libpng", apt: "libpng-dev"),
        shim("CZlib", apt: "zlib1g-dev"),
        shim("CPCRE2", pkgConfig: "libpcre2-8", apt: "libpcre2-dev"),
        // A regular C target, not a system library: libjpeg's errors need setjmp/longjmp, which only C can do.
        .target(name: "CJPEG", path: "Sources/Shims/CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // Process set-up only C can reach (malloc's arena cap), for the executable.
        .target(name: "CProcess", path: "Sources/Shims/CProcess"),
        // Pseudo-terminals (posix_openpt and friends, posix_spawn's SETSID), for the test harness and
        // the bench that runs the viewer in one.
        .target(name: "CPseudoTerminal", path: "Sources/Shims/CPseudoTerminal"),
        // libcurl opened with dlopen at the first picture by URL, never linked: linked, it and its TLS,
        // Kerberos and LDAP libraries were half of what the dynamic linker loads before the first byte.
        .target(name: "CCurl", path: "Sources/Shims/CCurl"),

        // MARK: The engine (Sources/Engine): the library product `Burin`
        // Geometry, cells, bitmaps, row layouts, sentinels, the scheduler, clocks. Imports no C module.
        // `.rounded()` and friends call libm, which Linux does not link by itself.
        target("BurinCore", in: "Engine/Core", linkerSettings: [.linkedLibrary("m")]),
        // Widths, grapheme clusters, sanitising, line breaking, truncation, attributed runs.
        target("BurinText", in: "Engine/Text", dependencies: ["BurinCore"]),
        // Pixel canvas, shapes, images, FreeType glyphs, blitters, the row drawer.
        target(
            "BurinRaster", in: "Engine/Raster",
            dependencies: ["BurinCore", "BurinText", "CFreeType", "CFontconfig", "CPNG", "CJPEG"]),
        // The terminal: its environment, its input (one decoder for keys, mouse and replies), and the
        // screen (ncurses, headless, colour reduction, the writer that drains without blocking).
        target("BurinTerminal", in: "Engine/Terminal", dependencies: ["BurinCore", "BurinText", "CNcursesw"]),
        // Frames written as text, ANSI or PNG (FreeType text, libpng): for snapshots, not for terminals.
        target("BurinSnapshot", in: "Engine/Snapshot", dependencies: ["BurinCore", "BurinTerminal", "BurinRaster"]),
        // Real pixels in the terminal: detection, kitty and sixel encoders, the placement planners.
        target(
            "BurinPictures", in: "Engine/Pictures",
            dependencies: ["BurinCore", "BurinTerminal", "BurinRaster", "CZlib"]),
        // Images by URL: bounded fetching (libcurl, loaded when first needed), a disk cache, a store the
        // main loop polls.
        target("BurinRemoteImages", in: "Engine/RemoteImages", dependencies: ["BurinCore", "CCurl"]),
        // The generic list viewer: the main loop, scrolling, keys, filter, focus, status bar, fps
        // overlay, help, the card kit and snapshots, for any app's items and renderer.
        target(
            "BurinListViewer", in: "Engine/ListViewer",
            dependencies: [
                "BurinCore", "BurinTerminal", "BurinText", "BurinRaster", "BurinSnapshot", "BurinPictures",
            ]),
        // Records as bytes: the query language, scans on the workers that reject records on their raw
        // bytes, sort keys and counts. No app words: any app whose rows are JSON records can use it.
        target("BurinRecords", in: "Engine/Records", dependencies: ["BurinCore", "CPCRE2"]),
        // The front module: `import Burin` is all an app writes.
        target(
            "Burin", in: "Engine/Burin",
            dependencies: [
                "BurinCore", "BurinText", "BurinRaster", "BurinTerminal", "BurinSnapshot", "BurinPictures",
                "BurinRemoteImages", "BurinListViewer", "BurinRecords",
            ]),

        // MARK: Apps (Sources/Apps)
        // The feed's data: files, streams and spools indexed and decoded in pages; merchants, generic
        // records and what a card shows of them.
        target("FeedData", in: "Apps/FeedData", dependencies: ["BurinCore", "BurinText", "BurinRecords"]),
        // The merchant feed: its cards and banners, its renderer, and the app on the list viewer.
        target("MerchantFeed", in: "Apps/MerchantFeed", dependencies: ["Burin", "FeedData"]),
        // `burin`: arguments and wiring only.
        .executableTarget(
            name: "burin",
            dependencies: ["Burin", "FeedData", "MerchantFeed", "BurinDemoData", "BurinBench", "CProcess"],
            path: "Sources/Apps/burin", swiftSettings: strict, plugins: ["BuildCommit"]),
        // The commit `burin --version` names, written before each build.
        .plugin(name: "BuildCommit", capability: .buildTool(), path: "Plugins/BuildCommit"),
        // An app built on the library alone (`import Burin`): a git history.
        .executableTarget(
            name: "burin-gitlog", dependencies: ["Burin"], path: "Examples/GitLog", swiftSettings: strict),

        // MARK: Developer tools (Sources/Tools): never in the library product
        // Demo data for the feed: `burin gen`'s merchants, painted photos and thumbnails, and the bench's
        // photo feed. The viewer never runs it: it reads what `gen` wrote like any other feed.
        target("BurinDemoData", in: "Tools/DemoData", dependencies: ["BurinCore", "BurinText", "BurinRaster"]),
        // Image-quality measures: SSIM, CIEDE2000, PSNR and half-block cells seen as the pixels a terminal
        // shows. For the bench and the tests: nothing in the product measures its pictures.
        target("BurinQuality", in: "Tools/Quality", dependencies: ["BurinCore", "BurinRaster"]),
        // What tests (and the bench) run the product against: pseudo-terminals, tmux, X11 terminals, a
        // loopback image server, a fetch transport stepped by hand, temporary folders.
        target(
            "BurinTestSupport", in: "Tools/TestSupport",
            dependencies: ["BurinCore", "BurinTerminal", "BurinText", "BurinRemoteImages", "CPseudoTerminal"]),
        // `burin bench`: scenarios that run the real pipeline and report figures (the keys scenario runs
        // the real binary in the test support's pseudo-terminal).
        target(
            "BurinBench", in: "Tools/Bench",
            dependencies: [
                "Burin", "FeedData", "MerchantFeed", "BurinDemoData", "BurinQuality", "BurinTestSupport",
            ]),
        // Graphics detection that asks and waits outside a screen (the controlling terminal's termios),
        // for the pixels probe and its tests: the viewer asks through its screen and never waits.
        target(
            "BurinDetectionProbe", in: "Tools/DetectionProbe",
            dependencies: ["BurinCore", "BurinTerminal", "BurinPictures"]),
        // Runs graphics detection inside a real terminal for the pictures' tests.
        .executableTarget(
            name: "burin-pixels-probe", dependencies: ["BurinPictures", "BurinDetectionProbe"],
            path: "Sources/Tools/PixelsProbe", swiftSettings: strict),

        // MARK: Tests (Tests/Engine, Tests/Apps, Tests/Tools, Tests/Examples)
        tests("BurinCoreTests", in: "Engine/CoreTests", dependencies: ["BurinCore", "BurinTestSupport"]),
        tests("BurinRecordsTests", in: "Engine/RecordsTests", dependencies: ["BurinRecords", "BurinCore"]),
        tests("BurinTextTests", in: "Engine/TextTests", dependencies: ["BurinText", "BurinTestSupport"]),
        tests("BurinRasterTests", in: "Engine/RasterTests", dependencies: ["BurinRaster", "BurinTestSupport"]),
        tests(
            "BurinTerminalTests", in: "Engine/TerminalTests",
            dependencies: ["BurinTerminal", "BurinCore", "BurinTestSupport"]),
        tests("BurinSnapshotTests", in: "Engine/SnapshotTests", dependencies: ["BurinSnapshot", "BurinTestSupport"]),
        tests(
            "BurinPicturesTests", in: "Engine/PicturesTests",
            dependencies: [
                "BurinPictures", "BurinTerminal", "BurinQuality", "BurinTestSupport", "BurinDetectionProbe",
                "burin-pixels-probe",
            ]),
        tests(
            "BurinRemoteImagesTests", in: "Engine/RemoteImagesTests",
            dependencies: ["BurinRemoteImages", "BurinCore", "BurinTestSupport"]),
        // The list viewer with a tiny app of its own (no merchant, no feed): keys, filter, focus,
        // status bar, help, overlay, momentum, on the headless screen.
        tests(
            "BurinListViewerTests", in: "Engine/ListViewerTests",
            dependencies: [
                "BurinListViewer", "BurinCore", "BurinTerminal", "BurinText", "BurinRaster", "BurinPictures",
                "BurinTestSupport",
            ]),
        tests(
            "FeedDataTests", in: "Apps/FeedDataTests",
            dependencies: ["FeedData", "BurinCore", "BurinDemoData", "BurinTestSupport"]),
        tests(
            "MerchantFeedTests", in: "Apps/MerchantFeedTests",
            dependencies: ["MerchantFeed", "FeedData", "Burin", "BurinPictures", "BurinDemoData", "BurinTestSupport"],
            exclude: ["Snapshots"]),
        tests(
            "EndToEndTests", in: "Apps/EndToEndTests",
            dependencies: ["Burin", "FeedData", "MerchantFeed", "BurinQuality", "BurinTestSupport"]),
        tests(
            "GitLogTests", in: "Examples/GitLogTests",
            dependencies: ["burin-gitlog", "Burin", "BurinTestSupport"], exclude: ["Snapshots"]),
        tests(
            "BurinBenchTests", in: "Tools/BenchTests",
            dependencies: ["BurinBench", "Burin", "BurinQuality", "BurinTestSupport"]),
        tests(
            "BurinDemoDataTests", in: "Tools/DemoDataTests",
            dependencies: ["BurinDemoData", "FeedData", "BurinCore", "BurinRaster", "BurinTestSupport"]),
        tests(
            "BurinQualityTests", in: "Tools/QualityTests", dependencies: ["BurinQuality", "BurinRaster", "BurinCore"]),
        tests("BurinTestSupportTests", in: "Tools/TestSupportTests", dependencies: ["BurinTestSupport", "BurinCore"]),
    ],
    swiftLanguageModes: [.v6]
)
