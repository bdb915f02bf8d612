public import Foundation

/// The package's root folder, found from a source file: the nearest folder above it holding
/// Package.swift, so tests find demo data and built binaries from any working directory and at any
/// depth of the tests' tree.
public enum PackageRoot {
    /// The root above `sourceFile` (the current directory when none is found).
    public static func url(from sourceFile: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// `relative` under the root, as a path: `PackageRoot.path("demo-data/api")`.
    public static func path(_ relative: String, from sourceFile: String = #filePath) -> String {
        url(from: sourceFile).appendingPathComponent(relative).path
    }
}
