public import BurinCore
import Foundation

/// Runs the `chafa` executable as the half-block peer Burin is compared with.
///
/// The options pin chafa to what Burin's blitters do: truecolour (`-c full`, or `-c 16` / `-c 8`
/// against Burin in those palettes, with chafa's defaults there otherwise), one symbol class
/// (`--symbols vhalf` for half blocks, `sextant` for sextants), the image stretched to exactly the
/// grid (`--stretch`; the bench hands it a picture already cropped to the grid's aspect), one frame,
/// and one thread (Burin's figures are for one worker).
public struct ChafaRunner: Sendable {
    /// The executable's path.
    public let executable: String

    public init(executable: String) {
        self.executable = executable
    }

    /// The `chafa` found on `searchPath` (colon-separated; `PATH` by default), or nil when there is
    /// none.
    public static func find(searchPath: String? = nil) -> ChafaRunner? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/chafa"
            if FileManager.default.isExecutableFile(atPath: candidate) { return ChafaRunner(executable: candidate) }
        }
        return nil
    }

    /// The command-line arguments that draw `images`, one after another, on a `size` grid, in
    /// `palette` (nil: truecolour).
    public static func arguments(
        size: CellSize, images: [String], symbols: String = "vhalf", palette: TerminalPalette? = nil
    ) -> [String] {
        [
            "-f", "symbols", "-c", palette.map { String($0.rawValue) } ?? "full", "--symbols", symbols, "--stretch",
            "-s", "\(size.width)x\(size.height)",
            "--animate", "off", "--threads", "1", "--",
        ] + images
    }

    /// Runs chafa on `images` and returns its standard output and the wall time of the whole
    /// process (start-up, decoding, scaling, symbol choice, output), in seconds.
    public func run(
        images: [String], size: CellSize, symbols: String = "vhalf", palette: TerminalPalette? = nil
    ) throws(ChafaError) -> (output: [UInt8], seconds: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Self.arguments(size: size, images: images, symbols: symbols, palette: palette)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try process.run()
        } catch {
            throw .launchFailed(String(describing: error))
        }
        // Read before waiting: a full pipe would otherwise block chafa and the wait forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = clock.now - start
        guard process.terminationStatus == 0 else { throw .failed(status: process.terminationStatus) }
        return ([UInt8](data), elapsed.seconds)
    }
}
