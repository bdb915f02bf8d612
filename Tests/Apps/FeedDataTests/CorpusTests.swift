import Foundation
import Testing

@testable import FeedData

/// Every shape of demo-data/corpus (real tool outputs captured by scripts/make-corpus.py, and shapes
/// written from public API documentation) opens with no option: the records a person expects,
/// counted, where the status bar says they are, and the first cards' titles, bylines and times.
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("demo-data/corpus").path

    /// What the first cards show; nil parts are not checked, "" means the card has none.
    struct Card: Sendable {
        var title: String
        var byline: String? = nil
        var time: String? = nil
        var level: String? = nil
    }

    struct Shape: Sendable, CustomTestStringConvertible {
        let file: String
        var records: String? = nil
        let count: Int
        var path: String? = nil
        var cards: [Card] = []

        var testDescription: String { records.map { "\(file) --records \($0)" } ?? file }
    }

    static let shapes: [Shape] = [
        // Tool outputs, captured on this machine.
        Shape(file: "tool-ip-addr.json", count: 4, cards: [Card(title: "lo"), Card(title: "ifb0")]),
        Shape(
            file: "tool-lsblk.json", count: 2, path: "blockdevices", cards: [Card(title: "zram0"), Card(title: "vda")]),
        Shape(file: "tool-findmnt.json", count: 1, path: "filesystems", cards: [Card(title: "/")]),
        Shape(
            file: "tool-lscpu.json", count: 43, path: "lscpu",
            cards: [Card(title: "Architecture:"), Card(title: "CPU op-mode(s):")]),
        Shape(
            file: "tool-pip-list.json", count: 30,
            cards: [Card(title: "annotated-types"), Card(title: "antlr4-python3-runtime")]
        ),
        Shape(
            file: "tool-pip-inspect.json", count: 12, path: "installed",
            cards: [Card(title: "jsonschema-specifications"), Card(title: "rpds-py")]),
        Shape(file: "tool-swift-dump-package.json", count: 1, cards: [Card(title: "Burin")]),
        Shape(
            file: "tool-iso-3166-1.json", count: 40, path: #""3166-1""#,
            cards: [Card(title: "Aruba"), Card(title: "Afghanistan")]),
        Shape(file: "tool-iso-639-3.json", count: 40, path: #""639-3""#, cards: [Card(title: "Ghotuo")]),
        Shape(file: "tool-iso-4217.json", count: 40, path: #""4217""#, cards: [Card(title: "UAE Dirham")]),
        Shape(file: "tool-jc-ls.json", count: 25, cards: [Card(title: "FileCheck-14"), Card(title: "X11")]),
        Shape(
            file: "tool-jc-ps.json", count: 3,
            cards: [
                Card(
                    title: "/home/user/.pyenv/versions/3.11.7/bin/python3 scripts/make-corpus.py demo-data/corpus",
                    byline: "root"),
                Card(title: "sleep 30"),
            ]),
        Shape(file: "tool-jc-df.json", count: 5, cards: [Card(title: "devtmpfs")]),
        // Answers of APIs, from their documentation.
        Shape(
            file: "api-aws-s3-list-buckets.json", count: 3, path: "Buckets",
            cards: [Card(title: "amzn-s3-demo-bucket", time: "2024-03-01T17:40:12Z")]),
        Shape(
            file: "api-aws-ec2-describe-instances.json", count: 2, path: "Reservations",
            cards: [Card(title: "r-1234567890abcdef0")]),
        Shape(
            file: "api-aws-ec2-describe-instances.json", records: ".Reservations[].Instances[]", count: 3,
            path: "Reservations[].Instances[]",
            cards: [
                Card(title: "web-1", time: "2024-05-01T10:12:00Z"), Card(title: "web-2"), Card(title: "batch-worker"),
            ]),
        Shape(
            file: "api-kubernetes-pods.json", count: 2, path: "items",
            cards: [
                Card(title: "web-7d4b9c8f6-x2klm", time: "2024-06-02T09:15:00Z"), Card(title: "worker-5c9f7b-qq8zt"),
            ]
        ),
        Shape(
            file: "api-elasticsearch-search.json", count: 3, path: "hits.hits",
            cards: [Card(title: "Quick brown foxes", byline: "kimchy", time: "2009-11-15T14:12:12Z")]),
        Shape(
            file: "api-graphql-discussions.json", count: 3, path: "data.repository.discussions.nodes",
            cards: [
                Card(title: "How do I read a JSON log?", byline: "marisol-q", time: "2024-07-01T10:00:00Z"),
                Card(title: "Ideas for the next release", byline: "tobiasfenn"),
            ]),
        Shape(
            file: "api-json-feed.json", count: 2, path: "items",
            cards: [Card(title: "Second item", time: "2024-02-10T16:00:00Z"), Card(title: "Initial post")]),
        Shape(
            file: "api-github-workflow-runs.json", count: 3, path: "workflow_runs",
            cards: [
                Card(title: "Read records wherever they are", byline: "marisol-q", time: "2024-07-02T09:00:00Z"),
                Card(title: "Fix the parser"),
            ]),
        Shape(
            file: "api-jupyter-notebook.ipynb.json", count: 3, path: "cells",
            cards: [Card(title: "Reading sensor data"), Card(title: "import pandas as pd")]),
        Shape(
            file: "api-terraform-show.json", count: 3, path: "values.root_module.resources",
            cards: [Card(title: "aws_instance.web"), Card(title: "aws_s3_bucket.logs")]),
        Shape(
            file: "api-hn-item-tree.json", count: 1,
            cards: [Card(title: "Show HN: A terminal viewer for your JSON", byline: "pg", time: "2024-05-01T12:00:00Z")]
        ),
        Shape(
            file: "api-hn-algolia-search.json", count: 2, path: "hits",
            cards: [Card(title: "React 19 is out", byline: "dan_a", time: "2024-05-01T12:00:00Z")]),
        Shape(
            file: "api-github-release.json", count: 1,
            cards: [Card(title: "Lanternfish 1.2.0", byline: "marisol-q", time: "2024-07-01T10:00:00Z")]),
        Shape(file: "api-github-repository.json", count: 1, cards: [Card(title: "Hello-World", byline: "octocat")]),
        Shape(file: "api-package-json.json", count: 1, cards: [Card(title: "lanternfish-cli")]),
        Shape(
            file: "api-reddit-comments.json", records: ".[1].data.children", count: 2, path: "[1].data.children",
            cards: [Card(title: "jq and less, mostly.", byline: "lin_w", time: "2024-05-01T12:10:00Z")]),
        Shape(
            file: "api-github-commits.json", count: 2,
            cards: [Card(title: "Fix all the bugs", byline: "octocat", time: "2011-04-14T16:00:49Z")]),
        Shape(
            file: "api-rss-items.json", count: 2,
            cards: [
                Card(title: "Star City", time: "2003-06-03T09:39:21Z"),
                Card(title: "The Engine That Does More", time: "2003-05-27T06:37:32Z"),
            ]),
        Shape(
            file: "api-npm-search.json", count: 2, path: "objects",
            cards: [Card(title: "kleur", byline: "lukeed", time: "2022-06-27T19:19:47Z")]),
        Shape(
            file: "api-photos-thumbnails.json", count: 2,
            cards: [Card(title: "accusamus beatae ad facilis cum similique qui sunt")]),
        Shape(file: "values-jq-names.txt", count: 4, cards: [Card(title: "Hello-World"), Card(title: "Spoon-Knife")]),
        Shape(file: "values-hn-topstories.json", count: 6, cards: [Card(title: "41255623")]),
        // Logs: the message is the title, the level a badge, the time read.
        Shape(
            file: "log-journald.jsonl", count: 3,
            cards: [
                Card(
                    title: "Accepted publickey for user from 192.0.2.10 port 52144 ssh2", time: "2024-06-02T10:00:00Z",
                    level: "info"),
                Card(
                    title:
                        "EXT4-fs error (device vda): ext4_find_entry:1463: inode #2: comm ls: reading directory lblock 0",
                    level: "err"),
            ]),
        Shape(
            file: "log-bunyan.jsonl", count: 3,
            cards: [
                Card(title: "server listening on :8080", time: "2024-06-02T10:00:00Z", level: "info"),
                Card(title: "request failed", level: "error"), Card(title: "cache warmed", level: "debug"),
            ]),
        Shape(
            file: "log-pino.jsonl", count: 2,
            cards: [
                Card(title: "incoming request", time: "2024-06-02T10:00:00Z", level: "info"),
                Card(title: "request completed slowly", level: "warn"),
            ]),
        Shape(
            file: "log-zap.jsonl", count: 2,
            cards: [
                Card(title: "started", time: "2024-06-02T10:00:00Z", level: "info"),
                Card(title: "cannot reach the database", level: "error"),
            ]),
        Shape(
            file: "log-logrus.jsonl", count: 2,
            cards: [Card(title: "disk almost full", time: "2024-06-02T08:00:00Z", level: "warning")]),
        Shape(
            file: "log-structlog.jsonl", count: 2,
            cards: [Card(title: "user logged in", time: "2024-06-02T08:00:00Z", level: "info")]),
        Shape(
            file: "log-ecs.jsonl", count: 2,
            cards: [Card(title: "connection refused", time: "2024-06-02T10:00:00Z", level: "error")]),
        Shape(
            file: "log-cloudwatch-filter-log-events.json", count: 2, path: "events",
            cards: [
                Card(
                    title: "START RequestId: 6f2a0c1b-1a2b-4c3d-8e9f-0a1b2c3d4e5f Version: $LATEST",
                    time: "2024-06-02T10:00:00Z")
            ]),
        Shape(
            file: "log-slow-queries.jsonl", count: 2,
            cards: [Card(title: "SELECT * FROM orders WHERE note LIKE '%gift%'", time: "2024-06-02T10:00:00Z")]),
    ]

    @Test(arguments: shapes) func opensWithTheRecordsAndTitlesAPersonExpects(_ shape: Shape) throws {
        let records = try shape.records.map { try RecordsLocation(path: $0) } ?? .automatic
        let source = try FeedSource(path: Self.folder + "/" + shape.file, options: FeedSource.Options(records: records))
        let items = source.allItems()
        #expect(source.failure == nil)
        #expect(items.count == shape.count)
        #expect(source.recordsPath == shape.path)
        for (n, expected) in shape.cards.enumerated() {
            guard n < items.count, case .generic(let card) = items[n] else {
                Issue.record("card \(n) is no generic card: \(n < items.count ? "\(items[n])" : "missing")")
                continue
            }
            #expect(card.title == expected.title, "card \(n)")
            if let byline = expected.byline { #expect(card.byline == byline, "card \(n)") }
            if let time = expected.time { #expect(card.time == RecordTime(text: time), "card \(n)") }
            if let level = expected.level {
                let badges = card.facts.compactMap { if case .badge = $0.kind { $0.value } else { nil } }
                #expect(badges.first == level, "card \(n)")
            }
        }
    }

    @Test func theCorpusHoldsEveryShapeItNames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { !$0.hasPrefix(".") }
        #expect(Set(files) == Set(Self.shapes.map(\.file)))
        #expect(Set(Self.shapes.map(\.file)).count >= 30)
    }
}
