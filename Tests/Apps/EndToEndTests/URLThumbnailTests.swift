import BurinTestSupport
import Foundation
import Testing

/// `burin snapshot` of a feed whose thumbnails are URLs on a loopback server the test starts: the
/// same bytes as the same feed naming the files, and the same again from the disk cache
/// (`--image-cache DIR`) once the server is gone.
extension ViewerEndToEndTests {
    @Test func aURLFeedSnapshotsAsItsFilesDoAndFromTheCacheWithoutTheServer() throws {
        let demo = BurinBinary.packageRoot.appendingPathComponent("demo-data").path
        let server = try LoopbackImageServer(root: demo)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("burin-e2e-url-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["local", "url"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let records = try String(contentsOfFile: BurinBinary.demoFeed, encoding: .utf8).split(separator: "\n")
            .prefix(40).map { $0 + "\n" }.joined()
        let local = folder.appendingPathComponent("local/feed.jsonl").path
        let remote = folder.appendingPathComponent("url/feed.jsonl").path
        try Data(records.utf8).write(to: URL(fileURLWithPath: local))
        let byURL = records.replacingOccurrences(
            of: #""thumbnail":"photos/"#, with: #""thumbnail":""# + server.url("/file/photos/"))
        #expect(byURL != records, "the demo's thumbnails are relative paths to replace")
        try Data(byURL.utf8).write(to: URL(fileURLWithPath: remote))
        let cache = folder.appendingPathComponent("cache").path

        func snapshot(_ file: String, _ options: [String]) throws -> Data {
            let arguments = ["snapshot", file, "--size", "120x40", "--color", "256", "--format", "ansi"] + options
            let outcome = try TmuxChildProcess.run(
                try BurinBinary.path(), arguments, environment: TmuxSession.cleanEnvironment, timeout: .seconds(60))
            #expect(outcome.status == 0 && !outcome.timedOut, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError.isEmpty, "nothing left waiting: \(outcome.standardError)")
            return outcome.standardOutput
        }
        let files = try snapshot(local, ["--base", demo])
        #expect(try snapshot(remote, ["--image-cache", cache]) == files, "fetched, then kept on disk")
        #expect(try snapshot(remote, ["--image-cache", "off"]) == files, "fetched again, kept in memory only")
        let requests = try server.requestCount()
        #expect(requests > 0)
        server.stop()
        #expect(try snapshot(remote, ["--image-cache", cache]) == files, "the server is gone: from the disk cache")
        #expect(
            try snapshot(remote, ["--image-cache", cache, "--sync"])
                == (try snapshot(local, ["--base", demo, "--sync"])))
    }
}

extension ViewerEndToEndTests {
    /// libcurl (and its TLS, Kerberos and LDAP libraries) is opened when the first picture by URL is
    /// fetched, never by the dynamic linker at start; the snapshot above shows it is found then.
    @Test func burinLinksNeitherLibcurlNorFoundationNetworking() throws {
        let ldd = try TmuxChildProcess.run(
            "/usr/bin/ldd", [try BurinBinary.path()], environment: TmuxSession.cleanEnvironment)
        #expect(ldd.status == 0, "\(ldd.standardError)")
        #expect(ldd.text.contains("libswiftCore"), "the check reads ldd's list: \(ldd.text)")
        #expect(!ldd.text.contains("libcurl"), "\(ldd.text)")
        #expect(!ldd.text.contains("FoundationNetworking"), "\(ldd.text)")
    }
}
