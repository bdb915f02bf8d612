import Burin
import Foundation
import Testing

@testable import burin_gitlog

/// The example app, on a repository the test makes: its commits become rows, snapshots show them, and
/// the list viewer's filter works on them as on any app's.
@Suite struct GitLogExampleTests {
    static let ada = (name: "Ada", email: "ada@example.com")

    /// A repository with three commits: two files, then an edit, then a removal (by `lastAuthor`), all
    /// Ada's otherwise, at fixed times, so that their hashes are the same in every run.
    static func repository(lastAuthor: (name: String, email: String) = ada) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("burin-gitlog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        func git(_ args: String..., as author: (name: String, email: String) = ada) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["git", "-C", dir.path, "-c", "commit.gpgsign=false"] + args
            let time = "2026-01-02T12:00:00Z"
            p.environment = ProcessInfo.processInfo.environment.merging([
                "GIT_AUTHOR_NAME": author.name, "GIT_AUTHOR_EMAIL": author.email, "GIT_AUTHOR_DATE": time,
                "GIT_COMMITTER_NAME": author.name, "GIT_COMMITTER_EMAIL": author.email, "GIT_COMMITTER_DATE": time,
            ]) { $1 }
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            try #require(p.terminationStatus == 0, "git \(args)")
        }
        try git("init", "-q")
        try "a\nb\nc\n".write(to: dir.appendingPathComponent("one.txt"), atomically: true, encoding: .utf8)
        try "x\n".write(to: dir.appendingPathComponent("two.txt"), atomically: true, encoding: .utf8)
        try git("add", ".")
        try git("commit", "-q", "-m", "Add two files")
        try "a\nB\nc\nd\n".write(to: dir.appendingPathComponent("one.txt"), atomically: true, encoding: .utf8)
        try git("commit", "-q", "-am", "Fix the second line")
        try git("rm", "-q", "two.txt")
        try git("commit", "-q", "-m", "Remove two", as: lastAuthor)
        return dir.path
    }

    @Test func commitsAreReadNewestFirstWithTheirDiffstats() throws {
        let commits = Commits(repository: try Self.repository())
        try #require(commits.count == 3)
        #expect(commits.all.map(\.subject) == ["Remove two", "Fix the second line", "Add two files"])
        #expect(commits.all.allSatisfy { $0.author == "Ada" && $0.email == "ada@example.com" && $0.hash.count == 40 })
        #expect(commits.all.map(\.added) == [0, 2, 4])
        #expect(commits.all.map(\.removed) == [1, 1, 0])
    }

    @Test func aSnapshotShowsEachCommitAndTheStatusBar() throws {
        let repository = try Self.repository()
        var request = SnapshotRequest()
        request.size = CellSize(width: 80, height: 12)
        let grid = try SnapshotRunner.grid(request: request, options: ListOptions()) { _ in
            GitLogApp(repository: repository)
        }
        let text = grid.text
        for subject in ["Remove two", "Fix the second line", "Add two files"] { #expect(text.contains(subject)) }
        #expect(text.contains("+2 −1"))
        #expect(grid.text(ofRow: 11).contains("3 commits"))
    }

    @Test func itScrollsShowsTheOverlayFiltersAndUnfolds() throws {
        let app = GitLogApp(repository: try Self.repository())
        // Shorter than the list (3 rows of 3 lines), so it scrolls.
        let screen = HeadlessScreen(size: CellSize(width: 80, height: 6))
        var options = ListOptions()
        options.execution = .stepped(drawsPerFrame: 50)
        let viewer = ListViewer(screen: screen, app: app, options: options, clock: ManualClock())
        defer { viewer.shutdown() }
        for _ in 0..<5 { viewer.step(events: []) }
        viewer.step(events: [.key(.character("j"))])
        #expect(viewer.pipeline.position.offset == 1, "j scrolls a line")
        viewer.step(events: [.key(.character("f"))])
        #expect(viewer.grid.text.contains("fps "), "f shows the fps overlay")
        viewer.step(events: [.key(.character("f")), .key(.character("g"))])
        viewer.step(events: "/Fix".map { .key(.character($0)) } + [.key(.enter)])
        for _ in 0..<5 { viewer.step(events: []) }
        #expect(viewer.model.rowCount == 1)
        #expect(viewer.grid.text.contains("Fix the second line") && !viewer.grid.text.contains("Remove two"))
        let hash = app.items.all[1].hash
        #expect(!viewer.grid.text.contains(hash))
        viewer.step(events: [.key(.enter)])
        for _ in 0..<5 { viewer.step(events: []) }
        #expect(viewer.grid.text.contains(hash), "Enter shows the full hash")
    }
}
