import BurinTestSupport
import Foundation
import Testing

/// docs/ARCHITECTURE.md's map names every folder of the tree that is a target, and no folder that is
/// not there: a newcomer reading it finds what is on disk.
@Suite struct ArchitectureMapTests {
    static let root = PackageRoot.url()

    static func folders(_ parent: String) -> [String] {
        let path = root.appendingPathComponent(parent).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
                && isFolder.boolValue
        }.map { parent + "/" + $0 }
    }

    @Test func everyTargetFolderIsOnTheMapAndEveryFolderOnTheMapExists() throws {
        let map = try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let targets = ["Sources/Engine", "Sources/Apps", "Sources/Tools"].flatMap(Self.folders) + ["Examples/GitLog"]
        #expect(targets.count > 15)
        for folder in targets {
            #expect(map.contains("| `\(folder)` |"), "docs/ARCHITECTURE.md's map has no row for \(folder)")
        }
        for shim in Self.folders("Sources/Shims") {
            let name = (shim as NSString).lastPathComponent
            #expect(map.contains("`\(name)`"), "the map's shim row does not name \(name)")
        }
        let named = map.split(separator: "\n").filter { $0.hasPrefix("| `Sources/") || $0.hasPrefix("| `Examples/") }
        for row in named {
            let folder = row.split(separator: "`")[1]
            guard !folder.hasSuffix("/*") else { continue }
            #expect(targets.contains(String(folder)), "the map names \(folder), which is not a target folder")
        }
    }
}
